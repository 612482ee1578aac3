import type { HeldOutUtterance } from '../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../harness/label-builders.ts';

/** Phase 0: mask positioning (BMV-11 to 15) and position at the head (BMV-16). */
const PHASE_0: HeldOutUtterance[] = [
  // BMV-11 mask orientation
  m(
    0,
    'action',
    'Putting the mask on with the pointy end up over the bridge of his nose and the wide end down over the chin.',
    [ok(11)],
  ),
  m(0, 'shorthand', 'mask on, apex -> nose, base -> chin', [ok(11)]),
  m(0, 'typo', 'placng the mask rigth way round, narow part at the nose', [ok(11)]),
  m(0, 'action', "I'm orienting the mask so the narrow end sits on the nasal bridge.", [ok(11)]),
  m(
    0,
    'action',
    'Mask goes on nose end first, then I roll it down onto the chin so it is the correct way up.',
    [ok(11)],
  ),
  m(0, 'negation', "Double-checked the mask isn't upside down, the triangle tip is over his nose.", [ok(11)]),
  m(
    0,
    'action',
    "Nurse, hand me the mask... ok, it's on the right way, top at the nose, bottom at the chin.",
    [ok(11)],
  ),
  m(0, 'typo', 'Mass on face correct orientation nose and first', [ok(11)]),
  m(0, 'action', 'I put the mask, the small side is on nose, the big side on the chin.', [ok(11)]),
  m(0, 'typo', 'mask corectly orientated, aprex at nose', [ok(11)]),
  danger(0, 'Mask on upside down, the pointed end over his chin.', [wrong(11)]),
  danger(0, 'I put the narrow part of the mask on his chin and the wide part up by the nose.', [wrong(11)]),
  danger(0, "doesn't matter which way the mask goes, just slapping it on inverted", [wrong(11)]),
  danger(0, 'flipped the mask so the apex sits on his chin, fits better that way', [wrong(11)]),
  m(0, 'question', 'Which end of the mask goes over the nose?', [none(11)]),

  // BMV-12 covering mouth and nose
  m(0, 'action', 'I make sure the mask covers both his nose and his mouth.', [ok(12)]),
  m(0, 'shorthand', 'mask over mouth + nose', [ok(12)]),
  m(0, 'action', 'The mask is sitting over the mouth and the nostrils, both covered.', [ok(12)]),
  m(0, 'action', "Checking nothing's poking out: nose is inside the mask, mouth is inside the mask.", [
    ok(12),
  ]),
  m(0, 'typo', 'mask coverring nose and moth', [ok(12)]),
  m(0, 'action', 'Mask is closing both, the mouth and the nose of the child.', [ok(12)]),
  m(0, 'action', 'Nose and mouth fully under the mask, lower lip included.', [ok(12)]),
  danger(0, "I've got the mask just over his mouth, his nose is outside it.", [wrong(12)]),
  danger(0, "mask only covering the nostrils, mouth's open underneath the rim", [wrong(12)]),
  danger(0, 'Mask sits on the mouth; nose left free so he can breathe through it.', [wrong(12)]),
  danger(0, "covering the mouth only, the nose won't fit in", [wrong(12)]),
  m(0, 'question', 'Does the mask need to cover his nose too?', [none(12)]),
  m(0, 'hypothetical', "If the mask doesn't cover his nose I'll get the next size up.", [none(12), none(8)]),

  // BMV-13 E-C clamp
  m(
    0,
    'action',
    'Holding the mask with an E-C clamp: thumb and index finger making the C on the mask, the other three fingers along the jaw.',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC grip on', [ok(13)]),
  m(0, 'action', 'I use the C and E hold with my left hand.', [ok(13)]),
  m(0, 'typo', 'E-C clmap with my left hand', [ok(13)]),
  m(0, 'shorthand', 'C on the mask, E on the mandible.', [ok(13)]),
  m(
    0,
    'several',
    "Seal's leaking, so I'm switching to two-person: the nurse squeezes the bag while I hold the mask with both hands in a double E-C. Seal is tight now.",
    [ok(13), ok(14)],
  ),
  m(0, 'typo', 'easy clamp grip on the mask', [ok(13)]),
  m(0, 'action', 'I hold mask with the fingers like letter C and letter E.', [ok(13)]),
  m(0, 'action', 'The mask is held by me with a C over the dome and an E along the jawbone.', [ok(13)]),
  danger(0, 'Pressing the mask down with my whole flat palm on top of it.', [wrong(13)]),
  danger(0, 'holding the mask on with two fingertips in the middle', [wrong(13)]),
  danger(0, "Big leak around the mask but I'll stay one-handed, no need for a second person.", [
    wrong(13),
    wrong(14),
  ]),
  danger(0, 'I grab the mask by wrapping my fingers under his chin and into the soft part of the neck.', [
    wrong(13),
    wrong(4),
  ]),
  m(0, 'hypothetical', "If I can't get a seal one-handed I'll get a second person for a two-handed E-C.", [
    none(13),
    none(14),
  ]),
  m(0, 'negation', "I'm not doing the E-C thing, I'll just hold it the way I usually do.", [none(13)]),

  // BMV-14 seal
  m(0, 'action', 'Got a tight seal, no air leaking round the edges.', [ok(14)]),
  m(0, 'shorthand', 'seal good', [ok(14)]),
  m(0, 'action', "Pressing the rim evenly onto the face until there's no leak.", [ok(14)]),
  m(0, 'typo', 'tight seel, no leak at the cheeks', [ok(14)]),
  m(0, 'action', "I'm checking for a leak: none heard, none felt, the seal is airtight.", [ok(14)]),
  m(0, 'action', 'The mask is well sealed on the face, air is not going out.', [ok(14)]),
  m(0, 'several', 'Pulled his face up into the mask and the leak has stopped.', [ok(14), ok(17)]),
  m(0, 'action', "I think I've got a decent seal, I can't hear any leak anyway.", [ok(14)]),
  danger(0, "There's a hissing leak at the left cheek, never mind, carry on.", [wrong(14)]),
  danger(0, "seal is loose but it's good enough", [wrong(14)]),
  danger(0, "Air's escaping all round the mask edge, I'll just squeeze harder to make up for it.", [
    wrong(14),
    wrong(18),
  ]),
  danger(0, "I'm not bothering to get a tight seal, a bit of leak is fine with the oxygen running.", [
    wrong(14),
  ]),
  m(0, 'question', 'How do I know if the seal is tight enough?', [none(14)]),

  // BMV-15 eyes
  m(0, 'action', 'Mask is clear of his eyes, no pressure on them.', [ok(15)]),
  m(0, 'shorthand', 'keeping off the eyes', [ok(15)]),
  m(0, 'action', 'The top of the mask stops at the nasal bridge, well below the eyes.', [ok(15)]),
  m(0, 'typo', 'no presure on eyse', [ok(15)]),
  m(0, 'negation', "I won't press on his eyes.", [ok(15)]),
  m(0, 'action', 'I take care that the mask is not touching the eyes of the boy.', [ok(15)]),
  m(0, 'shorthand', 'Eyes protected - rim sits under them.', [ok(15)]),
  m(
    0,
    'action',
    "Rationale: I'm keeping the top of the mask off his eyes because pressure there can injure them and slow his heart.",
    [ok(15)],
  ),
  danger(0, "mask is resting over his eyes, that's fine", [wrong(15)]),
  danger(0, 'Pushing down on the top of the mask, right on his eyelids.', [wrong(15)]),
  danger(0, 'Using the adult mask, it goes up over his eyes but it seals well.', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, "I'm leaning the upper rim into the orbits to get a better seal.", [wrong(15)]),
  m(0, 'question', 'Is it okay if the mask touches his eyes a bit?', [none(15)]),

  // BMV-16 head of the bed
  m(0, 'action', "I'm moving to the head of the bed.", [ok(16)]),
  m(0, 'shorthand', '@ head of bed', [ok(16)]),
  m(0, 'action', 'Standing behind his head, at the top of the bed.', [ok(16)]),
  m(0, 'typo', 'goin to the hed of the bed', [ok(16)]),
  m(0, 'action', "Can someone pull the bed off the wall? I'm getting behind his head to bag.", [ok(16)]),
  m(0, 'action', 'I go to stay at the top of bed, behind the head of patient.', [ok(16)]),
  m(0, 'action', 'Taking position at the head end.', [ok(16)]),
  m(0, 'negation', "Not bagging from the side, I've squeezed in behind his head.", [ok(16)]),
  m(0, 'action', "Nurse, can you stand at the side for the suction? I'll take the head.", [ok(16)]),
  danger(0, "I'll bag from the side of the bed, it's easier to reach.", [wrong(16)]),
  danger(0, 'standing at his right side by the chest, mask in my left hand', [wrong(16)]),
  danger(0, "I'm staying by his hip and reaching over to the face.", [wrong(16)]),
  danger(0, 'bagging from the bedside, cant get to the head', [wrong(16)]),
  danger(0, "ok I'm on his left side, mask on, bagging from here", [wrong(16)]),
  m(0, 'question', 'Where should I stand to ventilate?', [none(16)]),
  m(0, 'hypothetical', "Plan: once I'm at the head of the bed I'll put the mask on.", [none(16)]),

  // several actions in one message
  m(0, 'several', 'Head of the bed, suction with a 10 Fr catheter, then child mask, 500 ml bag on 15 L O2.', [
    ok(16),
    ok(2),
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'several', 'Mask on the right way round covering nose and mouth, E-C grip, good seal, eyes clear.', [
    ok(11),
    ok(12),
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(
    0,
    'shorthand',
    'pos: head of bed. mask child sz nose bridge to chin cleft. bag 500, O2 15L. EC, seal ok',
    [ok(16), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(13), ok(14)],
  ),
  m(
    0,
    'several',
    "OK so he's not breathing, I'm calling for help, I'll get to the top of the bed, suction out those secretions with a Yankauer, and then get the mask on him, the child one, apex over the nose, covering his mouth and nose, and I'll hold it with an E-C grip.",
    [ok(1), ok(16), ok(2), ok(8, { mask: 'child' }), ok(11), ok(12), ok(13)],
  ),
  m(0, 'several', "We've got the mask sealed with an EC clamp and the rim is below the eyes.", [
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(0, 'typo', 'Mask rate way round over mouse and nose with easy clamp', [ok(11), ok(12), ok(13)]),
  m(0, 'several', "We've placed the mask apex-up on the nose bridge, both mouth and nose inside it.", [
    ok(11),
    ok(12),
  ]),
  m(0, 'several', 'Right way up, nose and mouth covered, off the eyes.', [ok(11), ok(12), ok(15)]),
  m(0, 'shorthand', 'EC + 2 person, seal ok', [ok(13), ok(14)]),
  danger(0, 'Mask upside down over mouth and nose, holding it with my palm.', [wrong(11), ok(12), wrong(13)]),
  danger(0, "I'll stand at the side, put the mask on covering mouth and nose with E-C.", [
    wrong(16),
    ok(12),
    ok(13),
  ]),
  m(
    0,
    'several',
    'Nurse, please connect the 500 mL bag to O2 at 12 litres while I seal the mask from the head of the bed.',
    [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 12 }), ok(14), ok(16)],
  ),
  danger(0, '250 ml bag is fine, and the mask can sit over his eyes', [wrong(9, { bagMl: 250 }), wrong(15)]),
];

/** Phase 1: mask hand opens the airway (BMV-17), squeeze (BMV-18), rate (BMV-19). */
const PHASE_1: HeldOutUtterance[] = [
  // BMV-17
  m(
    1,
    'action',
    "With the hand holding the mask I'm lifting his jaw up into the mask to keep the airway open.",
    [ok(17)],
  ),
  m(1, 'shorthand', 'mask hand doing the jaw lift', [ok(17)]),
  m(
    1,
    'several',
    'My three E fingers pull the mandible up into the mask, so the same hand keeps the airway open.',
    [ok(13), ok(17)],
  ),
  m(1, 'typo', 'lifting jaw into the mask wiht my mask hand', [ok(17)]),
  m(1, 'action', 'Bringing the face up to the mask rather than pushing the mask down onto the face.', [
    ok(17),
  ]),
  m(1, 'action', 'The same hand on the mask, it also keeps the chin up so the air way is open.', [ok(17)]),
  m(
    1,
    'action',
    'Keeping the airway open with my left hand on the mask and jaw while the right hand squeezes.',
    [ok(17)],
  ),
  m(1, 'negation', "I'm not pressing the mask down into his face, I'm lifting the jaw into it.", [ok(17)]),
  m(1, 'action', 'The jaw is lifted into the mask by my fingers on the mandible, same hand as the mask.', [
    ok(17),
  ]),
  danger(1, 'Just pushing the mask hard down onto his face, the jaw can sag.', [wrong(17)]),
  danger(1, 'I hold the mask with one hand and let the jaw drop, the nurse will do a chin lift later.', [
    wrong(17),
  ]),
  danger(1, 'Pressing down on the mask so firmly his chin is pushed back toward his chest.', [wrong(17)]),
  danger(1, 'mask hand just on the mask, not worrying about the jaw', [wrong(17)]),
  m(1, 'question', 'Should my mask hand also be lifting the jaw?', [none(17)]),

  // BMV-18
  m(1, 'action', 'Squeezing the bag gently over about one second until I see the chest rise.', [ok(18)]),
  m(1, 'shorthand', 'sqz 1 sec, just to chest rise', [ok(18)]),
  m(1, 'action', 'Each breath given slowly over one second, stopping as soon as the chest starts to rise.', [
    ok(18),
  ]),
  m(1, 'typo', 'gentle squeze over 1 secnd, just enuf for chest rise', [ok(18)]),
  m(1, 'negation', "I'm only giving enough volume to see his chest lift, not emptying the bag.", [ok(18)]),
  m(1, 'action', 'I press the bag soft, one second, only until the chest is going up.', [ok(18)]),
  m(1, 'typo', 'squeeze over one second just enough to sea chest rice', [ok(18)]),
  m(1, 'action', 'Half a squeeze of the bag, over a second, and the chest rises nicely.', [ok(18)]),
  m(
    1,
    'action',
    'Rationale for the slow squeeze: it keeps air out of the stomach, so one second per breath and I stop at chest rise.',
    [ok(18)],
  ),
  m(1, 'negation', 'Not squeezing the whole bag, just a gentle push till I see the chest go up.', [ok(18)]),
  danger(1, 'Squeezing the bag as hard and fast as I can to get the air in.', [wrong(18)]),
  danger(1, "I'm emptying the whole bag with each breath, full squeeze.", [wrong(18)]),
  danger(1, 'quick forceful squeezes, really pumping it', [wrong(18)]),
  danger(1, "Giving big breaths, his belly is getting distended but I'll keep pushing the full volume.", [
    wrong(18),
  ]),
  danger(1, "I'm squeezing the bag in a quick half-second jab each time.", [wrong(18)]),
  m(1, 'question', 'How much volume should each squeeze give?', [none(18)]),
  m(1, 'question', 'Should I be squeezing over one second or faster?', [none(18)]),

  // BMV-19
  m(1, 'action', "I'm giving one breath every 3 seconds, 20 a minute.", [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'rate 20/min', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'About 25 breaths per minute.', [ok(19, { ratePerMin: 25 })]),
  m(1, 'typo', 'bagging at 30 breths per min', [ok(19, { ratePerMin: 30 })]),
  m(1, 'action', "Counting 'squeeze, release, release' so it's one breath every two to three seconds.", [
    ok(19),
  ]),
  m(1, 'action', 'I give the breath each 3 second, so it is 20 in one minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'typo', 'rate of twenty breeds a minute', [ok(19, { ratePerMin: 20 })]),
  m(1, 'negation', 'Not going faster than 30 a minute, aiming for 24.', [ok(19, { ratePerMin: 24 })]),
  m(1, 'negation', "I'm not hyperventilating him: 20 a minute, no faster.", [ok(19, { ratePerMin: 20 })]),
  danger(1, 'bagging at 60 a minute', [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'One breath every 10 seconds should do it.', [wrong(19, { ratePerMin: 6 })]),
  danger(1, 'as fast as I can squeeze, like 50 a min', [wrong(19, { ratePerMin: 50 })]),
  danger(1, "I'll give 12 breaths per minute, the adult rate.", [wrong(19, { ratePerMin: 12 })]),
  danger(1, 'Rate about one every second, he needs oxygen fast.', [wrong(19, { ratePerMin: 60 })]),
  m(1, 'question', 'What rate should I bag a 4-year-old at?', [none(19)]),
  m(1, 'hypothetical', "If his heart rate drops I'd go up to 30 a minute.", [none(19, { ratePerMin: 30 })]),
  m(1, 'question', 'Would 20 a minute be right for him?', [none(19, { ratePerMin: 20 })]),

  // several
  m(
    1,
    'several',
    'Sniffing position, head tilt chin lift, mask hand lifting the jaw, squeezing over 1 second at 20 a minute.',
    [ok(3), ok(4), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(1, 'shorthand', 'jaw thrust w/ mask hand, sqz 1s to chest rise, rate 25', [
    ok(4),
    ok(17),
    ok(18),
    ok(19, { ratePerMin: 25 }),
  ]),
  danger(1, "I'm squeezing hard and fast at about 40 per minute.", [
    wrong(18),
    wrong(19, { ratePerMin: 40 }),
  ]),
  m(
    1,
    'several',
    'Repositioned into sniffing, no hyperextension, lifting the jaw into the mask with my left hand and bagging every 3 seconds.',
    [ok(3), ok(17), ok(19, { ratePerMin: 20 })],
  ),
  m(
    1,
    'several',
    'Two person now: my colleague does E-C with both hands and lifts the jaw into the mask; I squeeze gently over a second at 20/min.',
    [ok(13), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(
    1,
    'several',
    "so the chest is barely moving, I think the airway is closing, so I'm going to reposition the head a bit into the sniffing position, make sure I'm not extending too much, then jaw thrust with the fingers of my mask hand at the angle of the mandible, and give slower gentle squeezes over a second each, about one every three seconds",
    [ok(3), ok(4), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  danger(
    1,
    'Extended his neck right back, pressing my fingers into the soft part under his chin and bagging at 40.',
    [wrong(3), wrong(4), wrong(19, { ratePerMin: 40 })],
  ),
  m(1, 'several', 'keeping his chin up into the mask with my E fingers and giving 22 breaths a minute', [
    ok(17),
    ok(19, { ratePerMin: 22 }),
  ]),
];

/** Phase 2: effective ventilation (BMV-20). */
const PHASE_2: HeldOutUtterance[] = [
  m(2, 'action', 'Chest is rising with every breath and his sats are coming up, now 88%.', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, SpO2 up to 94', [ok(20)]),
  m(2, 'action', 'Ventilation is effective now: visible chest movement, saturations improving.', [ok(20)]),
  m(2, 'typo', 'chest risng well, sats climbng', [ok(20)]),
  m(2, 'action', 'Now the chest goes up good and the saturation is better, 90.', [ok(20)]),
  m(2, 'several', 'Bilateral chest rise, sats 82 to 91, HR 130.', [ok(7), ok(20)]),
  m(2, 'typo', 'chest rising sets improving', [ok(20)]),
  m(2, 'action', 'Now the chest lifts with each squeeze and the probe reads 95.', [ok(20)]),
  m(2, 'shorthand', 'Effective bagging confirmed - chest up, sats up.', [ok(20)]),
  m(
    2,
    'action',
    'Both sides of the chest are going up with each breath and the saturations are now in the low 90s.',
    [ok(20)],
  ),
  m(2, 'shorthand', 'CR+ bilat, sats rising 91%', [ok(20)]),
  danger(2, "Chest isn't rising at all but I'll carry on the same way, it'll come.", [wrong(20)]),
  danger(2, "No chest movement and sats still 60, that's fine, keep bagging as is.", [wrong(20)]),
  danger(2, "Sats dropping to 55, I'll just keep doing what I'm doing.", [wrong(20)]),
  danger(2, 'Chest barely moving but the sats monitor is probably wrong, ventilation is fine.', [wrong(20)]),
  danger(2, "Saturation isn't improving and the chest isn't moving, but I'll take that as OK for now.", [
    wrong(20),
  ]),
  m(2, 'question', 'Is the chest rising enough to count as effective?', [none(20)]),
  m(2, 'hypothetical', "If the sats don't pick up I'll recheck the seal.", [none(20), none(14)]),
  m(
    2,
    'several',
    'OPA sized from the corner of the mouth to the angle of the jaw, inserted with a tongue depressor; now the chest rises and sats are climbing.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' }), ok(20)],
  ),
  m(2, 'shorthand', 'npa nostril to tragus, lubed, in along floor of nose; chest moving, spo2 89 & rising', [
    ok(5, { adjunct: 'npa' }),
    ok(6, { adjunct: 'npa' }),
    ok(20),
  ]),
  m(2, 'several', 'Reassessing: chest rise good, SpO2 93, HR 128, still at 20 breaths a minute.', [
    ok(7),
    ok(20),
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(2, 'Shoved the OPA straight in pushing the tongue back, chest still not moving but carry on.', [
    wrong(6, { adjunct: 'opa' }),
    wrong(20),
  ]),
];

/** Messages that earn nothing on the checklist. */
const SAFE: HeldOutUtterance[] = [
  safe(0, 'hint', 'next'),
  safe(0, 'hint', 'ok what now?'),
  safe(0, 'answer', "what's his weight?"),
  safe(0, 'acknowledge', "I'll tell mum what's happening"),
  safe(0, 'answer', 'Any allergies?'),
  safe(0, 'answer', 'how much lorazepam did he get?'),
  safe(1, 'acknowledge', 'IV access please'),
  safe(1, 'answer', "What's his heart rate now?"),
  safe(1, 'hint', "I'm stuck"),
  safe(1, 'acknowledge', 'Can someone check a blood glucose'),
  safe(1, 'acknowledge', 'Start a maintenance drip please.'),
  safe(2, 'acknowledge', 'Please write down the times for me.'),
  safe(2, 'answer', "What's the sat now?"),
  safe(2, 'hint', 'what should I do next'),
];

export const MESSAGES: HeldOutUtterance[] = [...PHASE_0, ...PHASE_1, ...PHASE_2, ...SAFE];
