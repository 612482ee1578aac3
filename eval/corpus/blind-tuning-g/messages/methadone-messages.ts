import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Ayla, 2 years (12 kg), apnoeic with a pulse after methadone, vomit in the mouth, no gag reflex. Phase 0: help,
 * suction, equipment, place and mask; phase 1: head, airway, hold, seal, jaw lift, squeeze and rate; phase 2:
 * adjunct, reassessment and effect.
 */
export const METHADONE_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: recognising apnoea, calling for help, not delaying ventilation (BMV-1)
  m(
    0,
    'action',
    "She's apnoeic with a pulse and sats of 71. I call for help now and start bagging; the naloxone can come after.",
    [ok(1)],
  ),
  m(
    0,
    'action',
    'Can someone call the resus team and anaesthetics, toddler in respiratory arrest from methadone.',
    [ok(1)],
  ),
  m(0, 'typo', 'Hilfe bitte! call for help, she is not breathing, I start to ventilate', [ok(1)]),
  m(0, 'shorthand', 'apnoea + hypoxia -> shout for help, BVM straight away', [ok(1)]),
  m(
    0,
    'action',
    "I recognise a respiratory arrest. I'm calling for the team and getting ventilation going before anything else.",
    [ok(1)],
  ),
  m(0, 'negation', 'Not waiting for the naloxone: bagging first, and someone put out the call for help.', [
    ok(1),
  ]),
  m(0, 'action', 'Grandma, could you step back for a moment please. Nurse, press the emergency bell.', [
    ok(1),
  ]),
  m(0, 'typo', 'not breathing!! get help, get the paeds reg and the anaesthetist, we bagg now', [ok(1)]),
  m(0, 'question', 'Is it worth calling the anaesthetist already or can we manage?', [none(1)]),
  m(0, 'question', 'Should I give naloxone first or start bagging?', [none(1)]),
  danger(
    0,
    'Naloxone first, 0.1 mg/kg intranasal, and we wait to see if she breathes before we bag.',
    [wrong(1)],
    'Waits for naloxone before ventilating an apnoeic child.',
  ),
  danger(0, "Let's get an IO in and give naloxone, then we'll see whether she needs bagging at all.", [
    wrong(1),
  ]),
  danger(0, 'I will ring poison control first to find out how much methadone is dangerous for her weight.', [
    wrong(1),
  ]),
  danger(0, "She's just deeply asleep from the opioid, let's stimulate her and keep an eye on her.", [
    wrong(1),
  ]),
  danger(0, 'No need to call the team, a bit of naloxone and she will be fine, I can do this on my own.', [
    wrong(1),
  ]),
  danger(0, 'Full set of obs and a glucose first, then we bag.', [wrong(1)]),

  // ---- Phase 0: suction (BMV-2)
  m(0, 'action', 'Yankauer: I suck the vomit out of her mouth, keeping the tip where I can see it.', [ok(2)]),
  m(0, 'shorthand', 'suction 1st - vomit out w yankauer', [ok(2)]),
  m(0, 'negation', 'No finger in her mouth, I clear the vomit with the Yankauer under vision.', [ok(2)]),
  m(0, 'action', 'Turn on the wall suction please, I need to clear this vomit before I bag her.', [ok(2)]),
  m(0, 'typo', 'sucktion the vommit with the big rigid one first', [ok(2)]),
  danger(0, 'I scoop the lumps of vomit out with my finger.', [wrong(2)]),
  danger(0, 'No time for suction, bag straight away, the vomit will clear by itself.', [wrong(2)]),
  danger(0, 'Suction with the thin 6 Fr feeding catheter, it fits better in her little mouth.', [wrong(2)]),
  m(0, 'hypothetical', 'If more vomit comes up while I bag, I would stop and suction again.', [none(2)]),

  // ---- Phase 0: equipment (BMV-8, 9, 10)
  m(0, 'action', 'Child mask, bridge of her nose to the cleft of her chin.', [ok(8, { mask: 'child' })]),
  m(
    0,
    'action',
    'I try the mask on her face: top on the nasal bridge, bottom in the chin crease, that one fits.',
    [ok(8)],
  ),
  m(0, 'shorthand', '500 mL SIB + reservoir, O2 15 L/min', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'The half-litre paediatric self-inflating bag, please, not the baby one.', [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'typo', 'oxygen conected to the bag, twelve litres per minut', [ok(10, { o2LPerMin: 12 })]),
  m(0, 'action', 'I would turn the oxygen on at 15 litres and make sure the reservoir bag fills.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'several', 'For a 12 kg toddler: child mask, 500 ml bag, oxygen fifteen litres.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'question', 'Infant or child mask for a two year old?', [none(8)]),
  m(0, 'question', 'Could I use the 1600 mL adult bag or is that too much?', [none(9)]),
  m(0, 'question', 'what oxygen flow for the bag?', [none(10)]),
  danger(0, 'The adult mask, it covers her whole face from forehead to chin so nothing can leak.', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, 'Size 0 neonatal mask, she has a tiny face.', [wrong(8, { mask: 'neonate' })]),
  danger(0, "The 240 ml baby bag, she's only 12 kilos.", [wrong(9, { bagMl: 240 })]),
  danger(0, "We don't need oxygen yet, room air through the bag is enough to start.", [wrong(10)]),
  danger(0, 'oxygen 4 L on the bag', [wrong(10, { o2LPerMin: 4 })]),
  danger(0, "Smallest bag on the trolley, a toddler doesn't need much volume.", [wrong(9)]),
  safe(0, 'acknowledge', 'Check a bedside glucose please, once I am bagging.'),

  // ---- Phase 0: position at the head (BMV-16)
  m(0, 'action', 'I move to the head of the trolley, behind her.', [ok(16)]),
  m(0, 'shorthand', 'pos: top of trolley, behind her head', [ok(16)]),
  m(0, 'action', 'Can we pull the trolley out from the wall so I can get to her head?', [ok(16)]),
  danger(0, "I'll bag from her left side, the monitor is there.", [wrong(16)]),
  danger(0, 'I kneel on the trolley next to her and bag from beside her chest.', [wrong(16)]),

  // ---- Phase 0: orientation (BMV-11)
  m(0, 'action', 'Mask apex over the nose, wide end over the chin.', [ok(11)]),
  m(0, 'negation', 'Triangle top on the nose, not upside down.', [ok(11)]),
  m(0, 'typo', 'mask the rigth way up, narow part on the nose', [ok(11)]),
  danger(0, 'I put the mask on wide end up, it covers more of her face that way.', [wrong(11)]),
  m(0, 'question', 'Does the pointy end of the mask go on the nose or the chin?', [none(11)]),

  // ---- Phase 0: mouth and nose covered (BMV-12)
  m(0, 'action', 'Nose and mouth both under the mask.', [ok(12)]),
  m(0, 'typo', 'mask covers Mund und Nase, both', [ok(12)]),
  m(0, 'shorthand', 'mask: mouth AND nose', [ok(12)]),
  m(0, 'action', 'Both nostrils and her lips are inside the cushion.', [ok(12)]),
  m(0, 'negation', "Her nose isn't poking out above the mask and her mouth is fully inside.", [ok(12)]),
  m(0, 'action', 'I seat the mask so it covers her nose and mouth, the chin in the bottom of the mask.', [
    ok(12),
  ]),
  m(0, 'several', 'Mask on: narrow end on the nose, nose and mouth covered, rim below the eyes.', [
    ok(11),
    ok(12),
    ok(15),
  ]),
  danger(0, 'Just over her mouth, her nose stays outside.', [wrong(12)]),
  danger(0, "Mask over the nose only, her mouth is shut anyway so it doesn't matter.", [wrong(12)]),
  danger(0, 'The mask sits on her lower lip, half of her mouth is out, good enough.', [wrong(12)]),
  danger(0, 'I cover her nose only, like a CPAP mask.', [wrong(12)]),
  m(0, 'question', 'Does her mouth have to be inside the mask?', [none(12)]),
  m(0, 'hypothetical', "If the mask doesn't cover her mouth I'd get the next size up.", [none(8), none(12)]),

  // ---- Phase 0: eyes (BMV-15)
  m(0, 'action', 'Rim of the mask below her eyes.', [ok(15)]),
  m(0, 'action', 'I keep the mask off her eyes.', [ok(15)]),
  m(0, 'negation', 'My thumb is on the mask, not on her eyes.', [ok(15)]),
  m(0, 'negation', 'No pressure on the eyes.', [ok(15)]),
  m(0, 'action', 'Top of the mask on the nasal bridge, her eyes are free.', [ok(15)]),
  m(0, 'typo', 'je fais attention aux yeux, the mask is not toching her eyes', [ok(15)]),
  m(0, 'shorthand', 'eyes clear of mask', [ok(15)]),
  m(0, 'negation', "The cushion doesn't ride up onto her eyelids.", [ok(15)]),
  danger(0, 'The bigger mask covers her eyes, but at least it seals.', [wrong(8), wrong(15)]),
  danger(0, 'I press on the top of the mask over her eye sockets to close the leak there.', [wrong(15)]),
  danger(0, 'my thumb rests on her eye for a better grip', [wrong(15)]),
  danger(
    0,
    "If it leaks at the top I'll slide it up over her eyes.",
    [wrong(15)],
    'A conditional plan that will be acted on.',
  ),
  danger(0, 'Mask from her eyebrows down to her chin, nice and big.', [wrong(8), wrong(15)]),
  m(0, 'question', 'Could the mask hurt her eyes?', [none(15)]),
  m(0, 'question', 'do I need to worry about her eyes with the mask?', [none(15)]),

  // ---- Phase 0: several, some with a danger hidden inside
  m(
    0,
    'several',
    'Help is called, vomit suctioned with the Yankauer, child mask and 500 mL bag on 15 L, I stand behind her head.',
    [ok(1), ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(0, 'several', 'at head of bed, mask apex on nose, covering mouth + nose, eyes free', [
    ok(16),
    ok(11),
    ok(12),
    ok(15),
  ]),
  danger(0, 'Child mask, 500 mL bag, O2 at 15 - I just wipe the vomit out with my finger first, quicker.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    wrong(2),
  ]),
  danger(
    0,
    'Good mask, covers nose and mouth, narrow end up, and I give her naloxone and wait a couple of minutes before squeezing.',
    [ok(12), ok(11), wrong(1)],
    'A correct mask hidden around a delay in ventilation.',
  ),
  danger(0, 'Standing beside her on the right, mask over nose and mouth, I start to bag.', [
    wrong(16),
    ok(12),
  ]),

  // ---- Phase 0: safe messages
  safe(0, 'answer', 'How much methadone did she drink?'),
  safe(0, 'answer', 'Are her pupils small?'),
  safe(0, 'acknowledge', 'Someone please look after grandma and take her to the relatives room.'),
  safe(0, 'hint', 'ok what next'),
  safe(0, 'answer', 'Does she have a pulse?'),
  safe(0, 'answer', 'BP?'),
  safe(0, 'hint', '¿y ahora qué?'),
  safe(0, 'acknowledge', 'Can someone put the sats probe and the ECG on her?'),
  safe(0, 'hint', 'help me out here'),

  // ---- Phase 1: head position (BMV-3)
  m(
    1,
    'action',
    'Her head has flopped forward: I bring it back to neutral, a slight sniff, not overextended.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'head neutral / slight sniffing', [ok(3)]),
  m(1, 'typo', 'positon the head, ear in line with the shoulder, no hyperextention', [ok(3)]),
  danger(1, 'Extend her neck as far as it goes, that opens everything.', [wrong(3)]),
  danger(1, 'Big pillow under her head so her chin is on her chest.', [wrong(3)]),
  m(1, 'question', 'Is a two year old neutral or sniffing?', [none(3)]),

  // ---- Phase 1: opening the airway (BMV-4)
  m(1, 'action', 'Head tilt-chin lift, fingers on the bony chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust with both hands behind the angles of her jaw.', [ok(4)]),
  m(1, 'negation', 'Chin lift with the fingertips on the bone, the soft bit under her chin left alone.', [
    ok(4),
  ]),
  m(1, 'shorthand', 'open airway: HTCL', [ok(4)]),
  m(1, 'action', 'Her tongue has fallen back, so I open the airway with a chin lift on the mandible.', [
    ok(4),
  ]),
  m(1, 'typo', 'ouvrir les voies aériennes, head tilt chin lift, fingers on the jaw bone', [ok(4)]),
  m(1, 'negation', 'Not pressing on the soft tissue under her chin while I open the airway.', [ok(4)]),
  danger(1, 'I press up under her chin in the soft part to push the tongue up.', [wrong(4)]),
  danger(1, 'Thumb pushed into the soft tissue behind her chin to lift it.', [wrong(4)]),
  danger(1, 'My fingers go deep into the soft space under the jaw to lift her.', [wrong(4)]),
  danger(1, 'I grab the soft tissue under her jaw and pull it up.', [wrong(4)]),
  m(1, 'question', 'Where do my fingers go for the chin lift?', [none(4)]),

  // ---- Phase 1: mask hold (BMV-13)
  m(1, 'action', 'E-C clamp, C on the mask, E on the jaw.', [ok(13)]),
  m(
    1,
    'action',
    'Two-person: I hold the mask with two hands and lift the jaw, and you squeeze the bag, ok?',
    [ok(13), ok(17)],
  ),
  m(1, 'action', 'Can you bag? I will hold the mask with both hands.', [ok(13)]),
  m(1, 'shorthand', 'EC clamp, 2 ppl if leak persists', [ok(13)]),
  danger(1, "It's leaking, but I'll hold and squeeze alone, no need for help.", [wrong(13), wrong(14)]),
  danger(1, 'No need for two people, I will just press harder.', [wrong(13), wrong(17)]),
  danger(1, 'I hold the mask with my fingertips on the dome.', [wrong(13)]),
  danger(1, 'Thumb and index on the mask and the other fingers in the air, I just hold it on.', [wrong(13)]),
  m(1, 'question', 'Is it OK to ask someone to help hold the mask?', [none(13)]),

  // ---- Phase 1: seal (BMV-14)
  m(1, 'action', 'Tight seal now, no leak.', [ok(14)]),
  m(1, 'action', 'I check the seal: no hissing at the edges, and the chest moves with the squeeze.', [
    ok(14),
  ]),
  m(1, 'several', 'The leak has gone with two hands on the mask.', [ok(13), ok(14)]),
  m(1, 'typo', 'no more air escapin round the mask, seal is good', [ok(14)]),
  m(1, 'shorthand', 'seal ✓', [ok(14)]),
  m(
    1,
    'action',
    'The cushion sits flush all the way round her face now, the seal holds when the nurse squeezes.',
    [ok(14)],
  ),
  m(1, 'negation', 'Making sure nothing leaks out by her cheeks or under the chin before we carry on.', [
    ok(14),
  ]),
  danger(1, 'Air is leaking at her chin, I ignore it.', [wrong(14)]),
  danger(1, 'A leak is ok as long as the bag refills.', [wrong(14)]),
  danger(1, "Don't worry about the seal, I squeeze harder.", [wrong(14), wrong(18)]),
  danger(1, "There's a leak at the cheek, I'll just give bigger breaths.", [wrong(14), wrong(18)]),
  m(1, 'question', 'Is there still a leak?', [none(14)]),

  // ---- Phase 1: mask hand opens the airway (BMV-17)
  m(1, 'action', 'I lift her jaw into the mask.', [ok(17)]),
  m(1, 'negation', 'I pull her face up to the mask, not the mask down onto her face.', [ok(17)]),
  m(1, 'action', 'The fingers of my mask hand, under the jaw bone, lift it into the mask.', [ok(17)]),
  m(1, 'action', 'With my E fingers I keep the jaw up into the mask while the C holds it.', [ok(13), ok(17)]),
  m(1, 'typo', 'tirer la mâchoire vers le masque, jaw up to mask with the same hand', [ok(17)]),
  m(1, 'shorthand', 'jaw->mask, not mask->jaw', [ok(17)]),
  danger(1, 'Push the mask down hard onto her face.', [wrong(17)]),
  danger(
    1,
    'I hold the mask down with both thumbs and squeeze it onto her face, her head pressed into the trolley.',
    [wrong(17)],
  ),
  danger(1, 'Press down on the mask to stop the leak.', [wrong(17)]),
  danger(
    1,
    "If it keeps leaking I'll push down harder.",
    [wrong(17)],
    'A conditional plan that will be acted on.',
  ),
  m(1, 'question', 'Am I supposed to lift the jaw into the mask?', [none(17)]),

  // ---- Phase 1: squeeze (BMV-18) and rate (BMV-19)
  m(1, 'action', 'One-second breaths, just until the chest rises.', [ok(18)]),
  m(1, 'action', 'Gentle squeeze, I stop as soon as the chest starts to rise.', [ok(18)]),
  m(1, 'typo', 'squeez over 1 sec, small volume, just see the chest', [ok(18)]),
  danger(1, 'Big squeezes, the whole bag each time.', [wrong(18)]),
  danger(1, 'Squeeze hard to get past the obstruction.', [wrong(18)]),
  m(1, 'action', 'One breath every 2 to 3 seconds.', [ok(19)]),
  m(1, 'shorthand', 'rate 25/min', [ok(19, { ratePerMin: 25 })]),
  m(1, 'action', 'I count "squeeze, release, release" to keep about thirty a minute.', [
    ok(19, { ratePerMin: 30 }),
  ]),
  m(1, 'typo', 'ventilatin her at twenty breaths in one minut', [ok(19, { ratePerMin: 20 })]),
  danger(1, 'Sixty a minute, like a newborn.', [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'One breath every 5-6 seconds.', [wrong(19, { ratePerMin: 11 })]),
  danger(1, 'Forty a minute, toddlers breathe fast.', [wrong(19, { ratePerMin: 40 })]),

  // ---- Phase 1: several, with dangers hidden inside
  m(
    1,
    'several',
    'Head neutral, chin lift on the bone, E-C clamp, jaw up into the mask, breaths over 1 s every 2-3 s.',
    [ok(3), ok(4), ok(13), ok(17), ok(18), ok(19)],
  ),
  danger(1, 'Head in slight sniffing, jaw thrust, tight seal, and I squeeze the bag as hard as I can.', [
    ok(3),
    ok(4),
    ok(14),
    wrong(18),
  ]),
  danger(
    1,
    'E-C grip, but my E fingers are in the soft part under her chin, pulling her jaw up into the mask.',
    [ok(13), wrong(4), ok(17)],
  ),

  // ---- Phase 1: reassessment and effect (BMV-7, 20)
  m(1, 'action', 'After the two-person hold I look again: chest rise, SpO2, heart rate.', [ok(7)]),
  m(1, 'action', 'Chest moving now and sats starting to come up.', [ok(20)]),
  danger(1, "I won't check her, I'll just keep bagging.", [wrong(7)]),

  // ---- Phase 1: safe messages
  safe(1, 'acknowledge', 'Give naloxone 0.1 mg/kg intranasal while I keep bagging.'),
  safe(1, 'acknowledge', 'Can someone get IO access and draw up naloxone?'),
  safe(1, 'answer', 'what are the sats'),
  safe(1, 'hint', "I'm stuck"),
  safe(1, 'acknowledge', 'Call the poison centre once we are bagging well.'),
  safe(1, 'answer', 'heart rate now?'),

  // ---- Phase 2: adjunct choice and size (BMV-5)
  m(2, 'action', 'No gag, so an OPA, measured from the corner of her mouth to the angle of her jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'action', 'I measure the Guedel on her face: corner of the mouth to the angle of the mandible.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'NPA sized nostril tip -> tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'typo', 'oral airway mesured from the mouth corner to the angel of the jaw', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'action', 'OPA: flange at the corner of her lips, tip at the angle of her jaw, that one.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'action',
    'She has no gag, so an oral airway, sized against her face from the lips to the jaw angle.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'negation',
    "She has no gag so the Guedel won't make her vomit; I size it corner of mouth to jaw angle.",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA ~50mm, checked: mouth corner -> angle of jaw', [ok(5, { adjunct: 'opa' })]),
  danger(2, 'Adult Guedel, size 3.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'The biggest OPA we have, so the tongue cannot fall back.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'I measure the oral airway from her nose to her chin.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'The tiny newborn one, smaller is safer.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Nasal airway measured from her nose to her chin.', [wrong(5, { adjunct: 'npa' })]),
  m(2, 'question', 'Should I use an OPA or an NPA?', [none(5)]),
  m(2, 'hypothetical', 'If her gag comes back I would take the OPA out and use an NPA.', [none(5)]),
  m(2, 'question', 'what size Guedel for 12 kg?', [none(5, { adjunct: 'opa' })]),

  // ---- Phase 2: inserting the adjunct (BMV-6)
  m(2, 'action', 'Tongue depressor on her tongue, and the OPA slides in the right way up.', [ok(6)]),
  m(2, 'action', 'NPA lubricated, in straight back along the floor of the nose.', [ok(6)]),
  m(
    2,
    'negation',
    'Not rotating it in a two-year-old: tongue depressor, and follow the curve of the tongue.',
    [ok(6)],
  ),
  danger(2, 'I put it in upside down and rotate it.', [wrong(6)]),
  danger(
    2,
    'I push the OPA in against her tongue without a depressor, even though it shoves the tongue back.',
    [wrong(6)],
  ),
  danger(2, 'NPA pointing upward toward her eye.', [wrong(6)]),

  // ---- Phase 2: reassessment (BMV-7)
  m(2, 'action', 'Reassess after the OPA: chest rise, sats, heart rate.', [ok(7)]),
  m(2, 'action', 'OK, airway in. Let me watch her chest, then sats and heart rate.', [ok(7)]),
  m(2, 'action', 'I look at the chest movement again and check the monitor after each change.', [ok(7)]),
  m(
    2,
    'action',
    'Re-evaluating: is the chest rising? SpO2? HR?',
    [ok(7)],
    'Asked of the case straight after an intervention: the reassessment itself.',
  ),
  m(2, 'action', 'After the naloxone we keep bagging and I recheck chest rise, sats and heart rate.', [
    ok(7),
  ]),
  m(2, 'typo', 'reasessing now, chest goin up?, SpO2?, HR?', [ok(7)]),
  m(2, 'shorthand', 'post-OPA check: chest ↑, sat, HR', [ok(7)]),
  danger(2, 'Put in the OPA, no need to recheck.', [wrong(7)]),
  danger(2, "We'll reassess at the end.", [wrong(7)]),
  danger(2, 'I only watch the sats, the chest does not matter.', [wrong(7)]),
  danger(2, 'Keep going, rechecking is a waste of time.', [wrong(7)]),
  m(2, 'question', 'when should I reassess?', [none(7)]),

  // ---- Phase 2: effective ventilation (BMV-20)
  m(2, 'action', 'Chest rises with every breath, sats climbing to 90.', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, SpO2 improving', [ok(20)]),
  m(2, 'typo', 'chest risin well now and saturations comming up', [ok(20)]),
  danger(2, "Chest isn't rising but the sats will come, keep going.", [wrong(20)]),
  danger(2, "Her stomach's getting big but I keep bagging the same way.", [wrong(20)]),
  m(2, 'question', 'is she being ventilated properly?', [none(20)]),

  // ---- Phase 2: several, with a danger hidden inside
  m(
    2,
    'several',
    'No gag: OPA sized corner of mouth to angle of jaw, in over a tongue depressor, then chest rise, sats and HR rechecked.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7)],
  ),
  danger(
    2,
    'OPA in, chest rising, so I bag faster, 50 a minute, to wash the CO2 out.',
    [ok(20), wrong(19, { ratePerMin: 50 })],
    'Hyperventilation.',
  ),

  // ---- Phase 2: safe messages
  safe(2, 'acknowledge', 'Get a naloxone infusion ready, methadone lasts a long time.'),
  safe(2, 'acknowledge', 'tell PICU we need a bed'),
  safe(2, 'answer', "What's her temperature?"),
  safe(2, 'acknowledge', 'We will need a safeguarding referral later, please let the social worker know.'),
  safe(2, 'answer', 'is she breathing on her own now?'),
];
