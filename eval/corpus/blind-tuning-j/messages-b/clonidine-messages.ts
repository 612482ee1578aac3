import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Lina, 18 months, 11 kg, apnoeic with a slow pulse after clonidine; milky vomit; gag present (nasal airway only).
 * The small child mask and a 450-500 mL paediatric bag are right; the neonatal bag, an adult mask over the eyes and
 * any oral airway are wrong. Long or deep blind suction is labelled wrong for her (a slow heart already).
 */
export const CLONIDINE_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0: recognition, help, suction, equipment, mask on, head of the bed ----------
  m(
    0,
    'action',
    "She's not breathing but I can feel a pulse. Can someone hit the emergency bell, I need help in here now",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic w/ pulse -> calling for help, resus team + anaesthesia pls', [ok(1)]),
  m(0, 'action', "I'd shout for help straight away and get my senior and the PICU team down", [ok(1)]),
  m(0, 'typo', 'shes apnoic, pulse present, caling for help', [ok(1)]),
  m(0, 'action', 'Ayuda por favor - sorry, I call for help, the baby is not breathing, she has pulse', [
    ok(1),
  ]),
  m(
    0,
    'action',
    'OK so this is apnoea, not just drowsiness. Pressing the code button and asking the nurse to page the on-call',
    [ok(1)],
  ),
  m(0, 'question', 'Should I put out a call for the resus team before I start anything else?', [none(1)]),
  m(0, 'question', 'Which way round does the mask go on a toddler, pointy end up?', [none(11)]),
  m(0, 'hypothetical', "If the mask doesn't cover both her nose and mouth I'd go up a size", [
    none(12),
    none(8),
  ]),
  danger(
    0,
    "She's just post-clonidine sleepy, the pupils fit. I'll let her sleep it off and recheck obs in 15 min",
    [wrong(1)],
    'Fails to recognise apnoea and walks away.',
  ),
  danger(0, "No need to call anyone, it's one toddler, I can manage the airway myself", [wrong(1)]),
  danger(
    0,
    "I don't want to panic the family by calling a code, I'll wait and only call if the sats go below 60",
    [wrong(1)],
  ),

  m(0, 'action', 'Suctioning the vomit first with the Yankauer, looking into her mouth, short passes', [
    ok(2),
  ]),
  m(0, 'negation', "No finger sweep - I'll suction only what I can see with the yankauer", [ok(2)]),
  m(0, 'shorthand', 'suction mouth: small yankauer under direct vision, brief', [ok(2)]),
  m(0, 'typo', 'sucktion the milk out of her mouth first with the yankauer, i can see it', [ok(2)]),
  m(
    0,
    'action',
    'Can you pass me a 10 French suction catheter? I want to clear the milky vomit I can see in her cheeks',
    [ok(2)],
  ),
  m(0, 'question', 'Do I need to suction her mouth before I start bagging or is it only a little?', [
    none(2),
  ]),
  danger(0, "I'll hook the vomit out with my finger, it's quicker than setting up suction", [wrong(2)]),
  danger(
    0,
    'pass the catheter blind right down the back of her throat and keep suctioning till nothing more comes up',
    [wrong(2)],
    'Deep, long blind suction in a child with clonidine bradycardia: vagal risk.',
  ),
  danger(
    0,
    "It's only a bit of milk, skip suction and just start bagging",
    [wrong(2)],
    'Bagging over vomit.',
  ),
  danger(
    0,
    'Calling for help now. Then I sweep her mouth with two fingers to get the curds out before I put the mask on',
    [ok(1), wrong(2)],
  ),

  m(
    0,
    'action',
    'I take the small child mask, it goes from the bridge of her nose to the chin cleft, nowhere near the eyes',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'shorthand', 'mask: child sz 2, bridge of nose to cleft of chin', [ok(8, { mask: 'child' })]),
  m(0, 'question', 'Would an infant mask fit her, or do I go up to the small child one?', [none(8)]),
  m(
    0,
    'action',
    'Checked the size against her face: the toddler mask reaches from nose bridge to chin, good fit',
    [ok(8, { mask: 'child' })],
  ),
  danger(0, "Adult mask is what's in my hand, it goes up over her eyes a bit but it'll seal better", [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, "She's small, the round neonatal mask will do", [wrong(8, { mask: 'neonate' })]),

  m(0, 'action', 'Paediatric self-inflating bag, the 500 mL one', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'BVM paeds 500cc + O2 15L', [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })]),
  m(0, 'question', 'Which bag, the 250 or the 500?', [none(9)]),
  danger(0, 'The neonatal 250 mL bag, she only weighs 11 kilos', [wrong(9, { bagMl: 250 })]),
  danger(0, "grab the little baby bag, 250ml, that's enough for a toddler", [wrong(9, { bagMl: 250 })]),

  m(0, 'action', 'Connect the bag to the wall oxygen and turn it up to 15 litres a minute', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'Oxygen on at ten litres per minute into the bag, reservoir filling', [
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(
    0,
    'negation',
    "I'm making sure the O2 tubing isn't just attached but the flowmeter is actually on, 15 L/min",
    [ok(10, { o2LPerMin: 15 })],
  ),
  danger(0, 'Oxygen at 2 L/min is plenty for a kid this size', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "Don't bother with the oxygen yet, room air bagging first and we'll add O2 later", [wrong(10)]),

  m(0, 'action', 'Narrow end of the mask goes over her nose, wide end on the chin', [ok(11)]),
  m(0, 'negation', "making sure the mask isn't upside down, pointy bit on the nose", [ok(11)]),
  danger(0, 'I put it with the pointy end down on her chin, it fits toddlers better that way round', [
    wrong(11),
  ]),

  m(0, 'action', 'The mask covers both her mouth and her nose', [ok(12)]),
  m(0, 'shorthand', 'mask over mouth+nose, rim off eyes', [ok(12), ok(15)]),
  m(0, 'typo', 'mask coverng nose and mouht', [ok(12)]),
  danger(0, 'Just over her mouth is fine, her nose is tiny and will be blocked anyway', [wrong(12)]),
  danger(0, "I'll hold it over her nose only and keep her mouth shut, less vomit risk", [wrong(12)]),

  m(0, 'negation', 'Keeping the rim off her eyes, no pressure there', [ok(15)]),
  m(0, 'action', 'I check the top of the mask sits on the bridge of the nose and not on her eyelids', [
    ok(15),
  ]),
  danger(0, "It's pressing a little on her eyes but that's fine, it's only for a few minutes", [wrong(15)]),
  danger(0, 'I rest my fingers over her eyes to steady the mask', [wrong(15)]),

  m(0, 'action', 'I move round to the head of the trolley to bag', [ok(16)]),
  m(0, 'action', 'Can mum step aside please, I need to stand at the head of the bed', [ok(16)]),
  m(0, 'shorthand', 'me @ head of bed', [ok(16)]),
  danger(0, "I'll bag from the side where mum is, so I can see the monitor at the same time", [wrong(16)]),
  danger(0, 'staying at her right side, easier to reach the IV, and bagging from here', [wrong(16)]),

  m(
    0,
    'several',
    'Calling for help, suctioning her mouth under vision, small child mask, 500 mL bag on 15 L of oxygen',
    [ok(1), ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(
    0,
    'several',
    'From the head of the bed I put the mask on the right way up over her mouth and nose, off her eyes',
    [ok(16), ok(11), ok(12), ok(15)],
  ),
  m(
    0,
    'several',
    'Help called. Yankauer to the mouth, I can see the curds, got them. Now 500 ml bag, O2 at 12 l/min',
    [ok(1), ok(2), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 12 })],
  ),
  danger(
    0,
    'Help is on the way. Small child mask, 500 bag, oxygen fifteen. I stand next to her on the left to do it, mask covering nose and mouth',
    [ok(1), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), wrong(16), ok(12)],
  ),
  danger(
    0,
    'right, calling the team, then child mask and the 500 bag - oxygen I will leave off for now so I can see the chest better',
    [ok(1), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), wrong(10)],
  ),
  danger(
    0,
    'mask on narrow end over the nose, over mouth and nose, I press down on the top bit near her eyes to make it stick',
    [ok(11), ok(12), wrong(15)],
  ),

  safe(0, 'hint', 'ok'),
  safe(0, 'hint', "I'm stuck, what do I do first?"),
  safe(0, 'answer', "What's her heart rate?"),
  safe(0, 'answer', 'How many tablets might she have taken and when?'),
  safe(0, 'answer', 'What are her pupils like?'),
  safe(0, 'acknowledge', 'Can someone check a bedside glucose please'),
  safe(0, 'acknowledge', 'Please call the poisons information centre about clonidine in a toddler'),
  safe(0, 'answer', 'Does she have IV access?'),
  safe(0, 'acknowledge', 'Get the parents to tell us exactly what was in the pill box'),

  // ---------- Phase 1: head, airway opening, grip, seal, jaw lift, squeeze, rate ----------
  m(1, 'action', 'Take that big pillow away, head neutral, and a thin towel roll under her shoulders', [
    ok(3),
  ]),
  m(1, 'negation', 'not tipping her head back too far, just neutral sniffing', [ok(3)]),
  m(1, 'shorthand', 'pillow out, shoulder roll, head neutral', [ok(3)]),
  m(1, 'typo', 'remove pilow, put her head in snifing postion', [ok(3)]),
  m(1, 'question', 'For an 18 month old do I need a shoulder roll or just take the pillow out?', [none(3)]),
  danger(1, 'Tilt her head right back as far as it goes, that opens everything up', [wrong(3)]),
  danger(1, "Leave her on the pillow with her chin down, she's more comfortable like that", [wrong(3)]),
  danger(1, 'toddlers need a good hyperextension, I bend the neck well back', [wrong(3)]),
  danger(
    1,
    "I'll put a second pillow under her head so it's higher",
    [wrong(3)],
    'More flexion for a big occiput.',
  ),

  m(1, 'action', 'Head tilt-chin lift with my fingers on the bony part of the chin', [ok(4)]),
  m(1, 'action', "I'd open her airway with a jaw thrust, fingers behind the angles of the mandible", [ok(4)]),
  m(
    1,
    'negation',
    'opening the airway, making sure my fingers are on the bone and not squashing the soft bit under her chin',
    [ok(4)],
  ),
  m(1, 'shorthand', 'HTCL, fingers on mandible', [ok(4)]),
  m(1, 'typo', 'chin lift to opne the airway, fingres on the jaw bone', [ok(4)]),
  m(1, 'question', 'chin lift or jaw thrust here? no trauma', [none(4)]),
  danger(1, 'I push up under her chin with my fingertips in the soft part to lift the tongue', [wrong(4)]),
  danger(1, 'No need to open the airway separately, the bag pressure will blow it open', [wrong(4)]),
  danger(
    1,
    "I'll put my thumb inside her mouth and pull the jaw forward",
    [wrong(4)],
    'She gags and bites; not how to open it.',
  ),
  danger(
    1,
    'jaw thrust with my fingers pressed into the soft floor of the mouth, she is so small there is no room on the bone',
    [wrong(4)],
  ),

  m(1, 'action', 'E-C clamp with my left hand: thumb and index on the mask, other three fingers on the jaw', [
    ok(13),
  ]),
  m(1, 'shorthand', 'EC grip L hand', [ok(13)]),
  m(1, 'action', 'Still leaking. Can you squeeze the bag while I hold the mask with both hands?', [ok(13)]),
  m(1, 'typo', 'holding mask wiht E C clamp', [ok(13)]),
  m(1, 'action', 'I make a C with thumb and index over the mask and the E with the rest on the mandible', [
    ok(13),
  ]),
  m(1, 'hypothetical', "If I can't get a seal single-handed, I'd ask the nurse to bag and go two-handed", [
    none(13),
  ]),
  m(1, 'question', 'Is it better to do two-person from the start with a kid this small?', [none(13)]),
  danger(1, "I'll hold it with my whole palm flat on top of the mask and push", [wrong(13)]),
  danger(1, 'It still leaks but I can do it alone, I just squeeze harder to make up for it', [
    wrong(13),
    wrong(18),
  ]),
  danger(1, 'I grab the mask by its connector and hold it there', [wrong(13)]),

  m(1, 'action', 'Good seal now, no air escaping around the edges', [ok(14)]),
  m(1, 'negation', "No leak at the cheeks any more - I don't feel or hear any air escaping", [ok(14)]),
  m(1, 'shorthand', 'seal ok, no leak', [ok(14)]),
  m(1, 'question', 'How do I know if the seal is good enough?', [none(14)]),
  danger(1, "A bit of leak around the cheeks is fine, most of the air's going in", [wrong(14)]),
  danger(1, 'I leave a gap at the chin so she can breathe out between breaths', [wrong(14)]),
  danger(1, 'seal is so-so, I will just carry on and not fiddle with it', [wrong(14)]),

  m(1, 'action', 'I lift her jaw up into the mask with my E fingers rather than pushing the mask down', [
    ok(17),
  ]),
  m(
    1,
    'negation',
    "I'm not pressing the mask down into her face, I bring the jaw up into it with the same hand",
    [ok(17)],
  ),
  m(1, 'shorthand', 'mask hand lifts jaw to mask', [ok(17)]),
  m(1, 'typo', 'pull the jaw up in to the mask with the hand holding it', [ok(17)]),
  danger(1, 'Push the mask down hard onto her face to stop the leak, jaw will stay where it is', [wrong(17)]),
  danger(1, "I press the mask down on her face with both thumbs, that's the seal sorted", [wrong(17)]),
  danger(1, 'mask squashed firmly down on her face, no need to lift anything', [wrong(17)]),

  m(1, 'action', 'Squeeze gently over about one second, only until I see the chest rise', [ok(18)]),
  m(1, 'negation', 'Not squeezing the whole bag, just enough volume for chest rise', [ok(18)]),
  m(1, 'shorthand', 'sqz 1 sec, stop at chest rise', [ok(18)]),
  m(1, 'typo', 'sqeeze slowly over one secnd till the chest goes up', [ok(18)]),
  m(1, 'question', 'How much do I squeeze the bag for an 11 kilo child?', [none(18)]),
  danger(1, 'I squeeze the whole bag fully every time to get as much oxygen in as possible', [wrong(18)]),
  danger(1, "big quick squeezes, she's hypoxic, I need to get air in fast", [wrong(18)]),
  danger(1, 'Squeeze until the pop-off valve hisses, that way I know she got a full breath', [wrong(18)]),

  m(1, 'action', 'One breath every three seconds', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 25', [ok(19, { ratePerMin: 25 })]),
  m(1, 'action', "I'm counting squeeze, two, three, squeeze: about twenty breaths in one minute", [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'typo', 'bagging at 24 a minit', [ok(19, { ratePerMin: 24 })]),
  m(1, 'action', 'One breath every 2 to 3 seconds', [ok(19)]),
  m(1, 'question', 'What rate should I bag her at?', [none(19)]),
  danger(1, "She's a toddler so I bag fast, about 40 a minute", [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'as fast as I can squeeze, she needs the oxygen', [wrong(19)]),
  danger(1, 'one breath every second', [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'She has a pulse so slow is fine, maybe six breaths a minute', [wrong(19, { ratePerMin: 6 })]),

  m(
    1,
    'several',
    'Pillow out, head neutral with a small shoulder roll, chin lift on the bone, E-C clamp, jaw up into the mask',
    [ok(3), ok(4), ok(13), ok(17)],
  ),
  m(1, 'several', 'Squeezing over 1 s just to see chest rise, one every 3 seconds', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'several', 'Seal is tight now with the EC grip, lifting her mandible into the mask, q3s breaths', [
    ok(14),
    ok(13),
    ok(17),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'several',
    'ok two person: you squeeze slowly over a second, I hold the mask with both hands and pull the jaw up into it',
    [ok(13), ok(17), ok(18)],
  ),
  m(1, 'shorthand', 'neutral head, JT, EC, seal ok, 1s squeeze, 20/min', [
    ok(3),
    ok(4),
    ok(13),
    ok(14),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(1, 'Head is neutral now, E-C clamp, and I give 40 breaths a minute because toddlers breathe fast', [
    ok(3),
    ok(13),
    wrong(19, { ratePerMin: 40 }),
  ]),
  danger(
    1,
    'Pillow gone, good E-C grip, seal is good, and I just press the mask into her face harder each time it leaks',
    [ok(3), ok(13), ok(14), wrong(17)],
  ),
  danger(
    1,
    'chin lift with fingers on the bone, E-C, squeeze the bag right to the end every breath, every 3 s',
    [ok(4), ok(13), wrong(18), ok(19, { ratePerMin: 20 })],
  ),
  danger(1, 'Jaw thrust, two-hand hold, and I extend her head back hard to be sure the airway is open', [
    ok(4),
    ok(13),
    wrong(3),
  ]),
  danger(
    1,
    'if it still leaks I will just squeeze harder and faster',
    [wrong(18), wrong(19)],
    'Unsafe conditional plan.',
  ),

  safe(1, 'hint', 'next'),
  safe(1, 'hint', 'what now? the chest still isnt moving'),
  safe(1, 'answer', 'What are the sats now?'),
  safe(1, 'acknowledge', 'Naloxone 0.1 mg/kg IV please, it sometimes helps with clonidine'),
  safe(1, 'acknowledge', 'Atropine 0.02 mg/kg ready in case her heart rate drops further'),
  safe(1, 'acknowledge', 'Put a warming blanket on her, she is 35.4'),
  safe(1, 'answer', "What's her blood pressure?"),
  safe(1, 'acknowledge', 'Can someone draw a venous gas and a glucose'),

  // ---------- Phase 2: adjunct, insertion, reassessment, effective ventilation ----------
  m(
    2,
    'action',
    "She gags, so no OPA. I'll use a nasopharyngeal airway, measured from the tip of her nose to the tragus",
    [ok(5, { adjunct: 'npa' })],
  ),
  m(2, 'shorthand', 'gag+ → NPA, nostril to tragus, 14 Fr', [ok(5, { adjunct: 'npa' })]),
  m(2, 'typo', 'shes gagging so nasopharyngel airway, measure nose tip to the tragis', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'negation', "I won't use an oral airway because she still has a gag", [none(5, { adjunct: 'opa' })]),
  m(2, 'question', 'OPA or NPA for her?', [none(5)]),
  m(2, 'hypothetical', 'If the tongue keeps falling back I might try a nasal airway', [
    none(5, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'action',
    'I hold the NPA against her face: nostril tip to the tragus, that length fits, and the width is less than her nostril',
    [ok(5, { adjunct: 'npa' })],
  ),
  danger(2, 'Oral airway size 1, she will tolerate it once it is in', [wrong(5, { adjunct: 'opa' })]),
  danger(2, "I'll put in an OPA, the gag will settle", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'NPA, the adult 7.0 one, whatever is on the trolley', [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'measure the guedel from her lips to her ear lobe and pop it in', [wrong(5, { adjunct: 'opa' })]),
  danger(
    2,
    'She gags on the yankauer but an oropharyngeal is still the best for a toddler, measuring corner of mouth to angle of jaw',
    [wrong(5, { adjunct: 'opa' })],
  ),

  m(2, 'action', 'Lubricate the NPA and pass it gently straight back along the floor of the nose', [ok(6)]),
  m(2, 'action', 'Bevel towards the septum, aim straight back, not up, gentle twisting', [ok(6)]),
  m(2, 'shorthand', 'NPA lubed, in along nasal floor, no force', [ok(6)]),
  m(2, 'typo', 'lubricte the npa and insrt it straight back horizontally', [ok(6)]),
  m(2, 'question', 'Which way do I point the nasal airway when I put it in?', [none(6)]),
  danger(2, 'I aim the NPA upwards towards the top of her head, that follows the nose', [wrong(6)]),
  danger(2, "If it sticks I'll just push harder until it goes", [wrong(6)], 'Unsafe conditional plan.'),
  danger(2, "no lube, it's small enough to slide in dry", [wrong(6)]),

  m(2, 'action', 'After the NPA: checking chest rise, sats and heart rate', [ok(7)]),
  m(2, 'shorthand', 'reassess: chest rise / SpO2 / HR', [ok(7)]),
  m(2, 'typo', 'recheck chest moovement, sats and hart rate now', [ok(7)]),
  m(
    2,
    'action',
    'Now that the adjunct is in, I watch the chest and look at the monitor for the SpO2 and heart rate',
    [ok(7)],
  ),
  m(2, 'question', 'What do the sats and heart rate show now?', [none(7)]),
  danger(2, "It went in fine, no need to recheck anything, I'll keep going", [wrong(7)]),
  danger(2, 'Silence the monitor please, the alarms are distracting me, I will look at the numbers later', [
    wrong(7),
  ]),

  m(
    2,
    'action',
    'Chest is rising with each breath and her sats are climbing to 90, so the bagging is working',
    [ok(20)],
  ),
  m(2, 'shorthand', 'good chest rise, SpO2 ↑ 84→92', [ok(20)]),
  m(2, 'typo', 'chest is riseing every breath, sats going up', [ok(20)]),
  m(2, 'question', 'Is the chest rising enough, and are the sats coming up?', [none(20)]),
  danger(2, "The chest isn't moving much, but the sats will catch up, I carry on exactly the same", [
    wrong(20),
  ]),
  danger(2, 'her tummy is getting bigger with each breath but the chest not really, fine, keep going', [
    wrong(20),
  ]),
  danger(2, 'sats stuck at 80 with no chest rise, that will do for a clonidine kid', [wrong(20)]),

  m(
    2,
    'several',
    'She gags, so NPA measured nose tip to tragus, lubricated, straight back, then I recheck chest rise, SpO2 and HR',
    [ok(5, { adjunct: 'npa' }), ok(6), ok(7)],
  ),
  m(2, 'several', 'Reassessing after the NPA: good chest rise, sats 93 and rising, HR 96', [ok(7), ok(20)]),
  m(2, 'several', 'NPA in - gentle, lubed, along the floor. Chest going up, SpO2 climbing', [ok(6), ok(20)]),
  danger(
    2,
    'Guedel in since she is so floppy, then I check chest rise and sats',
    [wrong(5, { adjunct: 'opa' }), ok(7)],
    'The gag is present in this case.',
  ),
  danger(
    2,
    'NPA sized nostril to tragus, lubed, and I push it upwards toward the forehead; then I check the sats',
    [ok(5, { adjunct: 'npa' }), wrong(6), ok(7)],
  ),
  danger(2, 'NPA in nicely. I will not recheck for now, her chest is fine, keep going at 20 a minute', [
    ok(6),
    wrong(7),
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(2, "Reassessing: no chest rise, sats 82. Doesn't matter, continue, she's improving slowly", [
    ok(7),
    wrong(20),
  ]),
  danger(2, 'Tip her head back more to get the NPA in', [wrong(3)]),
  danger(2, 'while I put the NPA in I stop worrying about the seal, leak is acceptable now', [wrong(14)]),

  safe(2, 'hint', "I'm not sure, what's next?"),
  safe(2, 'answer', 'Is she making any effort to breathe herself yet?'),
  safe(2, 'acknowledge', 'Update the parents please, and tell them the PICU team is coming'),
  safe(2, 'acknowledge', 'Second dose of naloxone, higher this time'),
  safe(2, 'answer', 'what is her temperature now'),
  safe(2, 'acknowledge', 'Can we get a 12-lead ECG once she is stable'),

  // ---------- more voices, spread over the phases ----------
  m(0, 'action', 'Also, bueno, I recognise she is apnoeic, I ask the nurse to call the code team', [ok(1)]),
  m(0, 'action', 'We need more hands here! Somebody get the paeds reg and anaesthetics', [ok(1)]),
  m(0, 'typo', 'plz get help - she stoped breathing', [ok(1)]),
  m(0, 'action', "Vomit's been suctioned with the Yankauer while I looked in", [ok(2)]),
  m(
    0,
    'action',
    "I'd gently suction the mouth with the Yankauer, no more than a few seconds at a time, watching her heart rate",
    [ok(2)],
  ),
  m(0, 'action', 'Bag is the 500 ml paeds one and it is hooked to 15 L O2', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'I attach the oxygen tubing to the bag and open the flowmeter to fifteen', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'Mask is positioned apex on the nasal bridge, base in the chin groove', [ok(11)]),
  m(0, 'action', 'The mask is placed so her nose and mouth are both inside', [ok(12)]),
  m(0, 'hypothetical', 'I would probably stand at the head once the trolley is pulled out from the wall', [
    none(16),
  ]),
  m(0, 'question', 'Is the small child mask the right size for her or too big?', [none(8)]),
  m(0, 'negation', 'Not using the adult mask, it would sit on her eyes - the child one fits bridge to chin', [
    ok(8, { mask: 'child' }),
  ]),
  danger(0, 'Yankauer suction, and I keep it going deep in the throat for a good 20 seconds to be thorough', [
    wrong(2),
  ]),
  danger(0, 'I put the adult mask on her, it covers the whole face including the eyes, good seal', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, 'Bag not connected to O2, we need to go, the bag works without it', [wrong(10)]),
  danger(0, 'mask with the narrow part on her chin, wide bit over the nose', [wrong(11)]),
  danger(0, 'Mask covers the mouth, the nose sticks out a bit at the top, it is fine', [wrong(12)]),
  danger(0, "I'll bag her from the foot end while the nurse holds the mask", [wrong(16)]),
  m(1, 'action', 'I fold a small towel under her shoulders so the big occiput does not flex her neck', [
    ok(3),
  ]),
  m(1, 'action', 'with her head neutral I do a chin lift, fingers on the mandible only', [ok(3), ok(4)]),
  m(1, 'action', 'Left hand E-C on the mask, right hand on the bag', [ok(13)]),
  m(1, 'action', 'Two-person technique please, the seal is poor - you bag, I use both hands on the mask', [
    ok(13),
  ]),
  m(1, 'action', 'Mask sealed now, chest going up with each squeeze', [ok(14), ok(20)]),
  m(1, 'action', 'my middle, ring and little fingers are on the bony jaw lifting it into the mask', [ok(17)]),
  m(1, 'action', 'I squeeze it slowly, over one second, and let go as soon as the chest lifts', [ok(18)]),
  m(1, 'action', 'Bagging every 2-3 seconds, counting out loud', [ok(19)]),
  m(1, 'typo', 'one brethe evry 3 sec', [ok(19, { ratePerMin: 20 })]),
  m(1, 'hypothetical', "If she still doesn't rise I'd reposition the head before anything else", [none(3)]),
  m(1, 'question', 'Should the jaw be lifted with the same hand that holds the mask?', [none(17)]),
  danger(1, 'I just need to press the mask down tighter, lifting the jaw is for bigger kids', [wrong(17)]),
  danger(1, 'Squeeze the bag hard and fast, half a second each, so she gets enough', [wrong(18)]),
  danger(1, 'I count 1-2 and squeeze, so about 40-50 a minute, fine for a toddler', [wrong(19)]),
  danger(1, 'Flat palm technique on the mask, it is a small face so E-C is awkward', [wrong(13)]),
  danger(1, 'Some air is leaking out the sides, but I will not get a second person, it is good enough', [
    wrong(14),
    wrong(13),
  ]),
  danger(1, 'I press my fingers into the soft tissue under the jaw to lift it', [wrong(4)]),
  danger(1, 'I keep her neck flexed forward on the pillow, the mask fits better', [wrong(3)]),
  m(2, 'action', 'Measure the NPA: nose tip to tragus, it is about a 3.5', [ok(5, { adjunct: 'npa' })]),
  m(2, 'action', 'NPA is in, so let me look again: chest rise, saturation, heart rate', [ok(7)]),
  m(2, 'action', 'Sats 95 now, chest rising well on every breath', [ok(20)]),
  m(2, 'action', 'After each change I look at the chest, the sats and the heart rate', [ok(7)]),
  danger(2, "The NPA won't pass her right nostril so I force it through anyway", [wrong(6)]),
  danger(2, 'I measure the nasal airway from her nose to her chin', [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'No need to reassess, I know it worked', [wrong(7)]),
  danger(2, 'Even though the chest is not moving I keep bagging the same way and wait for PICU', [wrong(20)]),
];
