import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the new case: Noor, 8 years (26 kg), apnoeic with a pulse (Cushing response) after a ruptured
 * cerebral AVM, vomit in the mouth, no gag, no injury. Phase 0: help, suction, equipment, place at the head;
 * phase 1: head, airway, mask on and held, mask hand; phase 2: squeeze, rate (no hyperventilation), reassessment
 * and effect; phase 3: the adjunct. Labels are what a paediatric examiner would write.
 */
export const BLEED_MESSAGES: HeldOutUtterance[] = [
  // ---------------------------------------------------------------- phase 0: help
  m(0, 'action', 'She has stopped breathing, sats 76. Help please! Put out a paediatric arrest call.', [
    ok(1),
  ]),
  m(0, 'shorthand', 'apnoeic, hypoxic -> 2222 peds, anaesthetics stat', [ok(1)]),
  m(
    0,
    'action',
    'Can you press the emergency buzzer and get the anaesthetist and the ED consultant here now.',
    [ok(1)],
  ),
  m(0, 'typo', 'shes not breathng, calling for hlep', [ok(1)]),
  m(0, 'action', 'I recognise apnoea and hypoxia, so I call for help immediately.', [ok(1)]),
  m(0, 'action', 'Yalla, we need more people here, call the resus team, she is not breathing.', [ok(1)]),
  m(0, 'negation', "I'm not waiting for CT or for anyone to tell me, I'm calling the team now.", [ok(1)]),
  m(0, 'question', 'Should I put out a crash call even though she still has a pulse?', [none(1)]),
  danger(0, 'She has a pulse so no need for an emergency call, I will sort her airway myself.', [wrong(1)]),
  danger(0, "Let's get her to CT first and call the anaesthetist from there if she still isn't breathing.", [
    wrong(1),
  ]),
  danger(
    0,
    'Her heart rate is 58 which is just Cushing, nothing to call anyone about, I will start bagging.',
    [wrong(1)],
    'Dismissing the need for help in an apnoeic child with herniation signs.',
  ),
  danger(0, 'no crash call, too many people just get in the way', [wrong(1)]),

  // ---------------------------------------------------------------- phase 0: suction
  m(0, 'action', 'Yankauer, and I suck the vomit out of her mouth under direct vision.', [ok(2)]),
  m(0, 'shorthand', 'suction vomitus w/ yankauer, can see it all', [ok(2)]),
  m(
    0,
    'action',
    'Big bits of vomit in there, so the wide-bore rigid sucker first, then a look, then again.',
    [ok(2)],
  ),
  m(0, 'typo', 'sucton her mouth out, its full of vommit', [ok(2)]),
  m(0, 'negation', 'No finger sweeps in her mouth, only the Yankauer where I can see the tip.', [ok(2)]),
  m(0, 'action', 'Pass me the sucker please: I clear the vomit from her mouth and pharynx, looking in.', [
    ok(2),
  ]),
  m(0, 'action', 'Ich sauge das Erbrochene mit dem Yankauer ab, unter Sicht. OK, mouth is clear.', [ok(2)]),
  m(0, 'question', 'Would a 12 French catheter be big enough for this vomit or do I need the Yankauer?', [
    none(2),
  ]),
  m(0, 'hypothetical', 'If she vomits again while we bag, I will stop and suction before going on.', [
    none(2),
  ]),
  danger(0, 'I scoop the vomit out with two fingers, faster than the sucker.', [wrong(2)]),
  danger(0, 'Her sats are too low to waste time suctioning, bag her through the vomit.', [wrong(2)]),
  danger(
    0,
    'I push the suction catheter blindly down deep into her throat and keep sucking for a good minute.',
    [wrong(2)],
  ),
  danger(0, 'Finger sweep first to get the lumps, then bag.', [wrong(2)]),
  danger(0, 'a bit of vomit left at the back, fine, just go with the mask', [wrong(2)]),

  // ---------------------------------------------------------------- phase 0: equipment
  m(
    0,
    'several',
    'Child face mask that fits from the bridge of her nose to the chin cleft, the 500 mL self-inflating bag, oxygen 15 L/min connected.',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'shorthand', 'mask fits nose bridge-chin, BVM 500, O2 15 lpm', [
    ok(8),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    'She is 26 kilos, so I take the 500 ml child bag, or the adult 1.6 L if that is what is here.',
    [ok(9, { bagMl: 500 })],
  ),
  m(
    0,
    'action',
    'Small adult mask, I check it against her face: bridge of nose to cleft of chin, eyes free.',
    [ok(8, { mask: 'adult' })],
    'A small adult mask that fits an 8-year-old is the right size; the fit decides, not the label.',
  ),
  m(
    0,
    'action',
    'Adult bag, 1600 mL, with the reservoir, and I will only squeeze it enough for chest rise.',
    [ok(9, { bagMl: 1600 })],
  ),
  m(0, 'typo', 'oxygn on, 15 liters, tubbing connected to the bag', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Could you turn the O2 up to 12 litres and clip it onto the bag.', [
    ok(10, { o2LPerMin: 12 }),
  ]),
  m(0, 'negation', "Double-checking the oxygen tubing isn't disconnected: it's on the bag, flow at 15.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'question', 'For an 8 year old is the child bag big enough or should I take the adult one?', [
    none(9),
  ]),
  m(0, 'question', 'Which mask size for her?', [none(8)]),
  m(0, 'question', 'How many litres of oxygen?', [none(10)]),
  m(0, 'action', "I'd pick a mask by holding it against her face first, the child size fits nose to chin.", [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'shorthand', 'paed BVM 500cc + O2 10 L', [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 10 })]),
  m(
    0,
    'action',
    'Mascarilla pediátrica que va del puente nasal al mentón, bolsa de 500, oxígeno a 15. Ok, ready.',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  danger(0, 'The infant bag, the 240 one, it is easier to control.', [wrong(9, { bagMl: 240 })]),
  danger(0, 'Small round infant mask, it only covers the mouth but it seals well.', [
    wrong(8, { mask: 'infant' }),
    wrong(12),
  ]),
  danger(0, 'Biggest adult mask we have, it goes up over her eyes but that gives a better seal.', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, 'No oxygen needed on the bag yet, room air will do until the team arrives.', [wrong(10)]),
  danger(0, 'oxygen 3 L/min on the bag', [wrong(10, { o2LPerMin: 3 })]),
  danger(
    0,
    'Child mask, 500 bag, and the O2 tubing can stay on the wall for now, the bag self-inflates anyway.',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), wrong(10)],
  ),
  danger(0, 'Take the baby bag, 250 ml, she is quite small for eight.', [wrong(9, { bagMl: 250 })]),

  // ---------------------------------------------------------------- phase 0: place at the head
  m(0, 'action', 'Pull the trolley away from the wall so I can get behind her head.', [ok(16)]),
  m(0, 'action', "I'm standing at the head of the bed now.", [ok(16)]),
  m(0, 'shorthand', 'trolley off wall, me at head', [ok(16)]),
  m(0, 'typo', 'going to the haed of the trolly', [ok(16)]),
  m(0, 'action', 'Je me mets à la tête du lit, behind her.', [ok(16)]),
  m(0, 'question', 'Can I bag from the side or do I need to be at the head?', [none(16)]),
  danger(0, "The trolley's against the wall, so I'll just bag from the side, no time to move it.", [
    wrong(16),
  ]),
  danger(0, 'I stand beside her chest so I can see the monitor and the pupils at the same time.', [
    wrong(16),
  ]),
  danger(
    0,
    'Yankauer under vision, adult bag, child mask, oxygen 15, and I do it from her left side by the chest.',
    [ok(2), ok(9, { bagMl: 1600 }), ok(8, { mask: 'child' }), ok(10, { o2LPerMin: 15 }), wrong(16)],
  ),

  // ---------------------------------------------------------------- phase 0: safe
  safe(0, 'hint', 'okay...'),
  safe(0, 'hint', 'where do I start?'),
  safe(0, 'answer', 'Did she fall or hit her head at school?'),
  safe(0, 'answer', 'What are her pupils doing?'),
  safe(0, 'answer', 'Any allergies?'),
  safe(0, 'acknowledge', 'Please tell her mum we are helping her breathe, and stay with her.'),
  safe(0, 'acknowledge', 'Ask CT to hold the scanner for us.'),
  safe(0, 'answer', 'What did her bloods show, clotting ok?'),

  // ---------------------------------------------------------------- phase 1: head and airway
  m(1, 'action', 'Head in the sniffing position, neutral, without hyperextending her neck.', [ok(3)]),
  m(1, 'shorthand', 'sniff pos, small pad under occiput', [ok(3)]),
  m(1, 'negation', 'Not putting a shoulder roll under her, she is eight; head neutral-sniffing.', [ok(3)]),
  m(1, 'typo', 'sniffing positon, ear to sternal notch level', [ok(3)]),
  m(
    1,
    'action',
    'I would put her head in sniffing position, then head tilt-chin lift with fingers on the bone.',
    [ok(3), ok(4)],
  ),
  m(1, 'action', 'Jaw thrust, fingers behind the angles of the jaw, pushing it forward.', [ok(4)]),
  m(1, 'shorthand', 'HTCL', [ok(4)]),
  m(1, 'negation', 'My fingers stay on the mandible, not pressing into the soft tissue under her chin.', [
    ok(4),
  ]),
  m(1, 'typo', 'head tilt chin lfit', [ok(4)]),
  m(1, 'question', 'Do I need a jaw thrust or is head tilt ok, no neck injury right?', [none(4)]),
  m(1, 'question', 'Should the head be flat or in sniffing position for her?', [none(3)]),
  danger(1, 'Towel roll under her shoulders and let the head drop right back.', [wrong(3)]),
  danger(1, 'I extend her neck as far as it goes, the more tilt the better the airway.', [wrong(3)]),
  danger(1, 'Pillow under her head, chin right down on her chest.', [wrong(3)]),
  danger(1, 'I dig my fingers into the soft area under her jaw to push the tongue up.', [wrong(4)]),
  danger(1, 'Chin lift by pressing my thumb into the floor of her mouth from below.', [wrong(4)]),
  danger(
    1,
    'Head really far back, because with the brain swelling I want the airway as wide as possible.',
    [wrong(3)],
    'A justification for hyperextension.',
  ),

  // ---------------------------------------------------------------- phase 1: mask on
  m(1, 'action', 'Mask on, narrow end over the bridge of the nose, wide end in the cleft of the chin.', [
    ok(11),
  ]),
  m(1, 'action', 'The mask covers her mouth and her nose.', [ok(12)]),
  m(1, 'action', 'Rim of the mask below her eyes, nothing pressing on them.', [ok(15)]),
  m(1, 'several', 'Mask the right way up over mouth and nose, off the eyes.', [ok(11), ok(12), ok(15)]),
  m(1, 'negation', 'Making sure the mask is not upside down and not sitting on her eyes.', [ok(11), ok(15)]),
  m(1, 'negation', "Her nose isn't poking out above the mask, it's all covered.", [ok(12)]),
  m(1, 'shorthand', 'mask: apex nose bridge, covers nose+mouth, eyes clear', [ok(11), ok(12), ok(15)]),
  m(1, 'typo', 'mask rigth way up over mouht and nose', [ok(11), ok(12)]),
  m(1, 'question', 'Does the pointy end of the mask go at the top or the bottom?', [none(11)]),
  m(1, 'question', 'Is it ok if the mask touches her eyes a bit?', [none(15)]),
  danger(1, 'Mask upside down, the narrow part fits her chin better.', [wrong(11)]),
  danger(1, 'Flat end on the nose, pointy end on the chin, and start bagging.', [wrong(11)]),
  danger(1, 'Mask over her mouth, the nose can stay out, she breathes through the mouth.', [wrong(12)]),
  danger(1, "Mask's a bit high, over her lower eyelids, but it seals so I leave it.", [wrong(15)]),
  danger(1, 'I press my thumb on her eyebrow and eye to hold the mask steady.', [wrong(15)]),
  danger(
    1,
    'Mask on the right way round, over nose and mouth, and the nurse holds her head by pressing on her eyes.',
    [ok(11), ok(12), wrong(15)],
  ),

  // ---------------------------------------------------------------- phase 1: hold and seal
  m(1, 'action', 'E-C clamp: thumb and index finger on the mask, three fingers on the bone of the jaw.', [
    ok(13),
  ]),
  m(1, 'action', 'Seal is tight, no hiss of leak when I squeeze.', [ok(14)]),
  m(
    1,
    'action',
    'It leaks one-handed, so two-person technique: both my hands on the mask, you squeeze the bag please.',
    [ok(13)],
  ),
  m(1, 'shorthand', 'EC clamp, good seal', [ok(13), ok(14)]),
  m(1, 'typo', 'E C clamp, tigth seal, no leek', [ok(13), ok(14)]),
  m(
    1,
    'action',
    'Two hands on the mask, thenar eminences pressing the rim, fingers lifting the jaw, and it seals.',
    [ok(13), ok(17), ok(14)],
  ),
  m(1, 'hypothetical', 'If I cannot get a seal with one hand I will ask for a second person.', [none(13)]),
  m(1, 'negation', "I don't accept the leak: I reposition and go two-handed until it's sealed.", [
    ok(13),
    ok(14),
  ]),
  m(1, 'question', 'How do I know if I have a good seal?', [none(14)]),
  danger(1, 'I hold the mask down with my whole palm, the fingers flat over it.', [wrong(13)]),
  danger(1, 'Air is leaking out by her cheek but she is getting some in, keep going.', [wrong(14)]),
  danger(1, "Seal isn't great, but two-person takes too long, I'll stay one-handed.", [wrong(13), wrong(14)]),
  danger(
    1,
    'Leak is ok, it protects her lungs from too much pressure.',
    [wrong(14)],
    'Leak as a justification.',
  ),

  // ---------------------------------------------------------------- phase 1: the mask hand
  m(1, 'action', 'I lift her jaw into the mask with the fingers of my mask hand.', [ok(17)]),
  m(1, 'shorthand', 'jaw lift into mask, same hand', [ok(17)]),
  m(1, 'negation', 'Not pushing the mask down on her face, I pull her face up into the mask.', [ok(17)]),
  m(
    1,
    'several',
    'E-C grip: C on the mask, E on the jaw bone lifting it into the mask, and the airway stays open.',
    [ok(13), ok(17)],
  ),
  m(1, 'typo', 'liftng the mandibel up to the mask with my left hand', [ok(17)]),
  danger(1, 'I press the mask down hard onto her face to keep the seal.', [wrong(17)]),
  danger(1, 'If it keeps leaking I will push the mask down onto her face with both hands.', [wrong(17)]),
  danger(1, 'Forget the jaw, I need the hand on the mask pushing down.', [wrong(17)]),

  // ---------------------------------------------------------------- phase 1: several and safe
  m(
    1,
    'several',
    'Sniffing position, head tilt-chin lift, mask right way up over nose and mouth, off the eyes, EC clamp lifting the jaw into it, tight seal.',
    [ok(3), ok(4), ok(11), ok(12), ok(15), ok(13), ok(17), ok(14)],
  ),
  m(1, 'shorthand', 'neutral sniff, JT, mask on correct, EC, sealed', [ok(3), ok(4), ok(11), ok(13), ok(14)]),
  m(
    1,
    'action',
    'I am putting the head a little back, like sniffing, and the mask on nose and mouth, and I lift the jaw to the mask.',
    [ok(3), ok(12), ok(17)],
  ),
  danger(1, 'Mask on right way up, EC clamp, good seal, and I tip her head back as far as it goes.', [
    ok(11),
    ok(13),
    ok(14),
    wrong(3),
  ]),
  safe(1, 'hint', 'next step?'),
  safe(1, 'hint', 'stuck on the mask bit, help'),
  safe(1, 'answer', 'What is her heart rate now?'),
  safe(1, 'acknowledge', 'Please draw up 3% saline, 5 mL per kilo, for her pressure.'),
  safe(1, 'answer', 'Is the anaesthetist on the way?'),
  safe(1, 'acknowledge', 'Put a second IV in, please.'),

  // ---------------------------------------------------------------- phase 2: squeeze
  m(2, 'action', 'Slow squeeze over one second, only until I see her chest rise.', [ok(18)]),
  m(2, 'action', 'Just enough volume to see the chest come up, not the whole bag.', [ok(18)]),
  m(2, 'shorthand', 'squeeze 1s, stop @ chest rise', [ok(18)]),
  m(2, 'typo', 'gentel squeze, 1 sec, just untill chest rises', [ok(18)]),
  m(2, 'negation', "I don't squeeze the adult bag all the way, a third of it lifts her chest.", [ok(18)]),
  m(2, 'question', 'How much of the bag should I squeeze for her?', [none(18)]),
  danger(2, 'I squeeze the 1600 bag completely empty with both hands each time.', [wrong(18)]),
  danger(2, 'Short sharp puffs, really quick squeezes, to get the oxygen in fast.', [wrong(18)]),
  danger(2, 'Big forceful breaths to blow off her CO2, squeezing hard.', [wrong(18)]),
  danger(2, 'Her tummy is getting big but the sats need it, keep squeezing hard.', [wrong(18)]),

  // ---------------------------------------------------------------- phase 2: rate
  m(2, 'action', 'One breath every three seconds, twenty a minute, and not faster even with her pressure.', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(2, 'shorthand', 'RR 20', [ok(19, { ratePerMin: 20 })]),
  m(2, 'action', 'Every 2 to 3 seconds, I count "squeeze, release, release".', [ok(19)]),
  m(2, 'typo', 'bagging at 24 breths a min', [ok(19, { ratePerMin: 24 })]),
  m(2, 'action', 'No, we keep a normal rate: about 22 breaths in one minute, no hyperventilation.', [
    ok(19, { ratePerMin: 22 }),
  ]),
  m(2, 'negation', 'I am not going to hyperventilate her, twenty-five a minute at most.', [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(2, 'action', 'Can you bag for me, one breath every three seconds, gently, till the chest rises?', [
    ok(19, { ratePerMin: 20 }),
    ok(18),
  ]),
  m(2, 'question', 'What rate is right for an eight year old?', [none(19)]),
  m(2, 'hypothetical', 'If her pupils get worse, should I bag faster for a short time?', [none(19)]),
  danger(2, 'Yes, bag her fast to blow off the CO2, that brings her brain pressure down.', [wrong(19)]),
  danger(2, 'Hyperventilate her at 40 a minute until she gets to theatre.', [wrong(19, { ratePerMin: 40 })]),
  danger(2, 'One breath every second, as fast as I can, she is hypoxic.', [wrong(19, { ratePerMin: 60 })]),
  danger(2, 'twelve a minute is plenty, like an adult', [wrong(19, { ratePerMin: 12 })]),
  danger(2, 'The end-tidal is 52, so I double the rate to get it down to 25.', [wrong(19)]),
  danger(2, 'Gentle 1 second squeezes to chest rise, but at 50 a minute because of the pupil.', [
    ok(18),
    wrong(19, { ratePerMin: 50 }),
  ]),

  // ---------------------------------------------------------------- phase 2: reassessment and effect
  m(2, 'action', 'After that change I check again: chest rise, sats and heart rate.', [ok(7)]),
  m(2, 'action', 'Reassess: chest rising on both sides, SpO2 85 and climbing, HR up to 70.', [ok(7), ok(20)]),
  m(2, 'shorthand', 'CR good, SpO2 88 up, HR 78', [ok(7), ok(20)]),
  m(2, 'typo', 'rechecking: chest rsie ok, sats comming up', [ok(7), ok(20)]),
  m(2, 'action', 'Her chest rises with each breath and the saturation is going up.', [ok(20)]),
  m(2, 'action', 'Watching the chest with every squeeze and the monitor after each change I make.', [ok(7)]),
  m(2, 'question', 'Should I be checking her chest rise after each change?', [none(7)]),
  m(2, 'question', 'Is the chest moving now?', [none(20)]),
  m(2, 'hypothetical', 'If the chest stops rising I will re-check the head position and the seal.', [
    none(3),
    none(14),
  ]),
  m(
    2,
    'action',
    'Chest going up and down nicely, sats 90 now, heart rate back to 84. Ventilation is working.',
    [ok(7), ok(20)],
  ),
  danger(2, 'I will keep bagging and not look at the monitor until the anaesthetist comes.', [wrong(7)]),
  danger(2, 'Chest is not moving but the bag is squeezing, so air must be going somewhere, carry on.', [
    wrong(20),
  ]),
  danger(2, 'Silence the monitor, I know she is hypoxic, I do not need to keep looking.', [wrong(7)]),
  danger(2, 'No chest rise and sats stuck at 72, but I keep doing exactly the same.', [wrong(20), wrong(7)]),
  danger(
    2,
    "Sats aren't really rising, that's expected with a brain bleed, nothing to change.",
    [wrong(20)],
    'Accepting ineffective ventilation.',
  ),
  m(2, 'several', 'Gentle squeezes over a second, 20 a minute, chest rises each time, sats 89 and rising.', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
    ok(20),
  ]),
  safe(2, 'hint', 'what next?'),
  safe(2, 'answer', 'What is the end-tidal CO2 now?'),
  safe(2, 'acknowledge', 'Please tell neurosurgery she is on her way to CT soon.'),
  safe(2, 'acknowledge', 'Pass an orogastric tube to empty her stomach once the anaesthetist is here.'),
  safe(2, 'hint', 'ok go on'),
  safe(2, 'acknowledge', 'Keep her temperature normal, no warming blanket.'),
  danger(2, 'Sats are up to 92, so the oxygen can go down to 2 litres on the bag.', [
    wrong(10, { o2LPerMin: 2 }),
  ]),

  // ---------------------------------------------------------------- phase 3: adjunct choice
  m(
    3,
    'action',
    'No gag, so an oral airway: I size it from the corner of her mouth to the angle of her jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(3, 'shorthand', 'OPA, measured mouth corner -> angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(3, 'typo', 'oral airwya sized from corner of mouth to angel of jaw', [ok(5, { adjunct: 'opa' })]),
  m(
    3,
    'action',
    'Nasopharyngeal airway, length from the tip of her nose to the tragus; clotting is normal.',
    [ok(5, { adjunct: 'npa' })],
  ),
  m(3, 'question', 'OPA or NPA for her?', [none(5)]),
  m(3, 'question', 'Is a nasal airway safe with a brain bleed?', [none(5, { adjunct: 'npa' })]),
  m(3, 'hypothetical', 'If she starts to gag I will take the oral airway out.', [
    none(5, { adjunct: 'opa' }),
  ]),
  m(
    3,
    'negation',
    "I won't guess the size, I'll hold the Guedel against her cheek from lip corner to jaw angle.",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(3, 'action', 'Guedel airway, ich messe vom Mundwinkel bis zum Kieferwinkel.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  danger(3, "I'll take the biggest Guedel there is, the tongue is huge.", [wrong(5, { adjunct: 'opa' })]),
  danger(3, 'Small OPA is fine, the one from her lips to her chin.', [wrong(5, { adjunct: 'opa' })]),
  danger(3, 'NPA without measuring, whichever one fits in the nostril.', [wrong(5, { adjunct: 'npa' })]),
  danger(3, 'Any airway from the drawer, no time to measure.', [wrong(5)]),

  // ---------------------------------------------------------------- phase 3: inserting it
  m(
    3,
    'action',
    'Tongue depressor to hold the tongue down, then the OPA in the right way up, curved over the tongue, flange at the lips.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(3, 'action', 'NPA lubricated and passed gently straight back along the floor of the nose.', [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(3, 'shorthand', 'OPA in w/ tongue depressor, no force', [ok(6, { adjunct: 'opa' })]),
  m(3, 'typo', 'inserted the OPA gentley with a tounge depressor', [ok(6, { adjunct: 'opa' })]),
  m(3, 'negation', 'Not forcing it: it slides in easily over the depressor and sits well.', [
    ok(6, { adjunct: 'opa' }),
  ]),
  m(
    3,
    'several',
    'No gag: OPA measured lip corner to angle of jaw, in the right way up with a depressor, then I reassess chest rise and sats.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' }), ok(7)],
  ),
  m(3, 'action', 'Airway in. Rechecking: chest rises well, SpO2 95, HR 88, even when I ease the lift.', [
    ok(7),
    ok(20),
  ]),
  m(3, 'question', 'Which way do I put the nasal airway in, up or straight back?', [
    none(6, { adjunct: 'npa' }),
  ]),
  danger(3, 'I shove the OPA in hard past the tongue, it goes in eventually.', [
    wrong(6, { adjunct: 'opa' }),
  ]),
  danger(3, "NPA pointed up towards the top of her head, that's the direction of the nose.", [
    wrong(6, { adjunct: 'npa' }),
  ]),
  danger(3, "If it catches I'll just force it through.", [wrong(6)], 'A conditional plan acted on.'),
  danger(3, 'No lubricant needed, I push the nasal airway in dry and twist.', [wrong(6, { adjunct: 'npa' })]),
  danger(
    3,
    'OPA measured right, corner of the mouth to jaw angle, and I jam it in without a depressor pushing the tongue back.',
    [ok(5, { adjunct: 'opa' }), wrong(6, { adjunct: 'opa' })],
  ),
  danger(3, 'OPA in, and I let go of the jaw and the seal now that it is in.', [wrong(17), wrong(14)]),

  // ---------------------------------------------------------------- phase 3: other voices
  m(3, 'action', 'ok so I think I would put an OPA in, after measuring it mouth corner to jaw angle', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(3, 'action', 'We keep going, twenty a minute, her chest rising each time.', [
    ok(19, { ratePerMin: 20 }),
    ok(20),
  ]),
  danger(
    3,
    'She is much better, I can stop bagging and just give oxygen by a face mask now.',
    [wrong(20)],
    'She is still apnoeic: stopping ventilation ends effective ventilation.',
  ),
  safe(3, 'hint', "I'm stuck"),
  safe(3, 'answer', 'Has she made any breaths of her own?'),
  safe(3, 'acknowledge', 'Prepare the transfer monitor for CT.'),
  safe(3, 'hint', 'done?'),
  safe(3, 'acknowledge', 'Can you phone her dad and ask him to come in.'),
];
