import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the new case: Kacper, 10 years (33 kg), severe head injury after a sledge hit a tree, vomit
 * and blood in the mouth, no gag, cervical spine not cleared, broken nose. P0: help, in-line head, suction,
 * equipment. P1: place at the head, jaw thrust, the whole mask hold. P2: oral airway and reassessment. P3: squeeze,
 * rate, effect. In this case a head tilt or a sniffing position is a danger (spine), and so is a nasal airway (nose).
 */
export const SLEDGE_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: recognition and help ----
  m(0, 'action', "He's stopped breathing — call the trauma team and the anaesthetist now please.", [ok(1)]),
  m(0, 'shorthand', 'apnoea, sats 79 -> trauma call + anaes', [ok(1)]),
  m(0, 'typo', 'hes apneic, get help, call the anestetist', [ok(1)]),
  m(0, 'action', 'Wzywam pomoc — I am calling for help, he is apnoeic.', [ok(1)]),
  m(0, 'action', "Can you pull the emergency bell? We need more hands and a senior, he isn't breathing.", [
    ok(1),
  ]),
  m(0, 'question', 'Has anyone called the trauma team yet?', [none(1)]),
  m(0, 'hypothetical', "If the sats keep dropping after I've suctioned I'll call for the anaesthetist.", [
    none(1),
  ]),
  danger(
    0,
    "He's just breathing shallow after the knock and he's cold — let's warm him up and see before we call anyone",
    [wrong(1)],
    'He is apnoeic: failing to recognise it.',
  ),
  danger(0, "Sats of 79 in a cold kid is just the probe, he's fine for now", [wrong(1)]),
  danger(0, "I'll get the CT booked first and call the team after the scan if he's still not breathing", [
    wrong(1),
  ]),

  // ---- Phase 0: head held in line ----
  m(
    0,
    'action',
    'Nurse, please hold his head in line with both hands — neutral, no tilt — while I sort the airway.',
    [ok(3)],
  ),
  m(0, 'shorthand', 'MILS, head neutral, collar front to be opened', [ok(3)]),
  m(0, 'negation', "No sniffing position for him, his neck isn't cleared: neutral and in line.", [ok(3)]),
  m(0, 'typo', 'keep the hed neutral in line, no extention', [ok(3)]),
  m(0, 'question', 'Sniffing position or neutral for a trauma kid?', [none(3)]),
  danger(
    0,
    'Towel under his shoulders and head tipped back into the sniffing position, like any other child',
    [wrong(3)],
  ),
  danger(0, 'Take the collar and blocks off and turn his head to the side so the vomit drains', [wrong(3)]),
  danger(0, "Neck injuries are rare in kids, so I'll extend his neck well back to open things up", [
    wrong(3),
  ]),
  danger(
    0,
    'Sit him up and lean him forward to get the vomit out, then lie him back down',
    [wrong(3)],
    'Flexing an uncleared spine; log-roll with in-line stabilisation instead.',
  ),

  // ---- Phase 0: suction ----
  m(0, 'action', 'Suction the vomit with the Yankauer under direct vision, keeping his neck in line.', [
    ok(2),
    ok(3),
  ]),
  m(
    0,
    'several',
    "There's a lot of vomit, so we log-roll him onto his side with someone holding his head in line, then Yankauer suction of the mouth.",
    [ok(2), ok(3)],
  ),
  m(0, 'shorthand', 'yankauer, sx vomit + blood from mouth', [ok(2)]),
  m(0, 'negation', "Not putting my fingers in to sweep it; I'm suctioning only what I can see.", [ok(2)]),
  m(0, 'typo', 'sucktion pls, the rigid one, he is full of vommit', [ok(2)]),
  m(0, 'question', 'Can we use the Yankauer or do you want a soft catheter for this?', [none(2)]),
  m(0, 'action', 'Big bore sucker, clearing the pasta and the blood out of his mouth, tip always in view.', [
    ok(2),
  ]),
  danger(0, "Big lumps of pasta in there, I'll scoop them out with my fingers", [wrong(2)]),
  danger(0, 'Use the thin 8 French catheter for the vomit, it will get it eventually', [wrong(2)]),
  danger(0, "Not much point suctioning, it'll just fill up again — start bagging and push it through", [
    wrong(2),
  ]),
  danger(0, 'Shove the Yankauer right down blind as far as it goes and keep it there', [wrong(2)]),

  // ---- Phase 0: mask ----
  m(
    0,
    'action',
    'I choose a small adult mask — it reaches from the bridge of his nose to the cleft of his chin and stays off his eyes.',
    [ok(8, { mask: 'adult' })],
  ),
  m(0, 'shorthand', 'mask: child, nose bridge -> chin cleft', [ok(8, { mask: 'child' })]),
  m(0, 'typo', 'the childs mask fitts him, nose to chin', [ok(8, { mask: 'child' })]),
  m(0, 'question', 'Child or small adult mask for a ten-year-old?', [none(8)]),
  danger(0, "Large adult mask, even though it goes up over his eyes — he's a big lad", [
    wrong(8, { mask: 'adult' }),
  ]),
  danger(0, 'An infant mask will do, his face is all swollen anyway', [wrong(8, { mask: 'infant' })]),
  danger(
    0,
    "whatever mask's on top of the pile, no time to size it",
    [wrong(8)],
    'Refusing to size the mask, stated as what will be done.',
  ),

  // ---- Phase 0: bag ----
  m(0, 'action', "Adult self-inflating bag, the 1.6 litre one, he's ten.", [ok(9, { bagMl: 1600 })]),
  m(0, 'shorthand', 'BVM 500 mL paeds', [ok(9, { bagMl: 500 })]),
  m(0, 'typo', 'self inflatng bag 500ml plz', [ok(9, { bagMl: 500 })]),
  m(0, 'question', 'Is the 500 bag big enough for him or should I take the adult one?', [
    none(9, { bagMl: 500 }),
  ]),
  danger(0, "The 240 ml infant bag, that's the one on top", [wrong(9, { bagMl: 240 })]),
  danger(0, "the little baby bag is fine, we'll just squeeze it more often", [wrong(9)]),

  // ---- Phase 0: oxygen ----
  m(0, 'action', 'Oxygen tubing onto the bag, flow at 15 litres a minute, reservoir filling.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 15 lpm on', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', "Let's not forget to turn the oxygen on — 15 L, done.", [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'oxygen ten liter on the bag', [ok(10, { o2LPerMin: 10 })]),
  danger(0, "No oxygen for now — we'll bag on air until we have his gas", [wrong(10)]),
  danger(0, 'O2 at 4 L is plenty with the reservoir on', [wrong(10, { o2LPerMin: 4 })]),
  danger(0, 'Oxygen just blowing at his face from the wall, the bag can stay off it', [wrong(10)]),

  // ---- Phase 0: several at once ----
  m(0, 'several', 'Trauma call out, head held in line by the nurse, Yankauer suction under vision.', [
    ok(1),
    ok(3),
    ok(2),
  ]),
  m(0, 'shorthand', 'help called; MILS; sx; child mask; BVM 500; O2 15', [
    ok(1),
    ok(3),
    ok(2),
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    'I would get a child mask that fits bridge-of-nose to chin, the 500 mL bag, and oxygen at fifteen litres on the bag.',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  danger(
    0,
    'Calling for help, suction with the Yankauer, and I tilt his head back a bit so I can see into the mouth better.',
    [ok(1), ok(2), wrong(3)],
  ),
  danger(0, 'Good, the nurse holds him in line, child mask, 500 bag, oxygen at two litres to start with.', [
    ok(3),
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    wrong(10, { o2LPerMin: 2 }),
  ]),
  danger(
    0,
    "Help's coming. I'll just finger-sweep the big bits first and then suction the rest with the Yankauer.",
    [ok(1), wrong(2)],
  ),

  // ---- Phase 0: safe ----
  safe(0, 'answer', "What's his blood pressure?"),
  safe(0, 'acknowledge', "Let's get a warm blanket on him and check his temperature."),
  safe(0, 'answer', 'Any other injuries on the primary survey?'),
  safe(0, 'acknowledge', 'Please ask the paramedics for the exact time of the crash.'),
  safe(0, 'hint', 'umm ok'),
  safe(0, 'acknowledge', 'Can someone call his parents.'),
  safe(0, 'answer', 'what was his GCS at the scene?'),
  safe(0, 'hint', 'what do I do first?'),

  // ---- Phase 1: place at the head ----
  m(1, 'action', 'I pull the trolley off the wall and get behind his head.', [ok(16)]),
  m(1, 'typo', 'goin to the head of the trolly', [ok(16)]),
  m(1, 'shorthand', 'trolley out, me at the head', [ok(16)]),
  m(1, 'question', 'Is there room for me at the head end with the blocks on?', [none(16)]),
  danger(1, "I'll bag him from the side, the head end is blocked by the wall and the scoop", [wrong(16)]),
  danger(1, 'stay by his chest on the right and hold the mask from there', [wrong(16)]),
  danger(
    1,
    "I'll climb up next to him on the trolley and bag from beside his shoulder, no need to move anything",
    [wrong(16)],
  ),

  // ---- Phase 1: jaw thrust ----
  m(
    1,
    'action',
    'Jaw thrust with no head tilt: fingers behind the angles of the mandible, lifting forwards.',
    [ok(4)],
  ),
  m(1, 'shorthand', 'JT w/o head tilt', [ok(4)]),
  m(1, 'typo', 'jaw trust only, no head tilt bc c-spine', [ok(4)]),
  m(
    1,
    'negation',
    'No chin lift with head tilt for him — a jaw thrust, fingers on bone, not under the chin.',
    [ok(4)],
  ),
  m(1, 'question', 'Can I do a chin lift or does it have to be a jaw thrust?', [none(4)]),
  m(
    1,
    'hypothetical',
    "If the jaw thrust doesn't open it I'd add a little head tilt, the airway comes first.",
    [none(4)],
    'PALS allows a head tilt when a jaw thrust fails; a conditional, not an action.',
  ),
  danger(1, "Head tilt chin lift, it's quicker than a jaw thrust", [wrong(4)]),
  danger(1, 'jaw thrust, with my thumbs pressing up into the soft bit under his chin', [wrong(4)]),
  danger(1, 'Tilt his head back and lift the chin, the collar is in the way of anything else', [
    wrong(4),
    wrong(3),
  ]),

  // ---- Phase 1: orientation ----
  m(1, 'action', 'Mask on with the narrow end over the bridge of his nose, wide end on the chin.', [ok(11)]),
  m(1, 'shorthand', 'mask apex -> nasal bridge', [ok(11)]),
  m(1, 'negation', "Checking the mask isn't upside down before it goes on.", [ok(11)]),
  m(1, 'typo', 'mask the rite way round, point on the nose brige', [ok(11)]),
  danger(1, 'Mask upside down, the wide part fits his swollen nose better', [wrong(11)]),
  danger(1, 'I put the mask on sideways so it clears the swelling', [wrong(11)]),

  // ---- Phase 1: mouth and nose ----
  m(1, 'action', 'The mask covers his nose and mouth, resting gently over the swollen nose.', [ok(12)]),
  m(1, 'typo', 'mask coverring mouth and nose both', [ok(12)]),
  danger(1, 'His nose is broken, so the mask goes over his mouth only and I leave the nose out of it', [
    wrong(12),
  ]),
  danger(1, "I'll cover the mouth and pinch the nostrils shut with my fingers", [wrong(12)]),

  // ---- Phase 1: hold ----
  m(
    1,
    'several',
    'Two-person: I hold the mask with both hands, thumbs and index fingers on the mask and the other fingers doing the jaw thrust; you squeeze the bag.',
    [ok(13), ok(4), ok(17)],
  ),
  m(1, 'shorthand', '2-person BVM, double EC', [ok(13)]),
  m(1, 'action', "I'll hold the mask with a two-handed E-C grip; can you do the squeezing?", [ok(13)]),
  m(1, 'question', 'Should we do two-person bagging since his face is so swollen?', [none(13)]),
  danger(
    1,
    "One hand on the mask, it's leaking a lot but I'll carry on, no need for a second pair of hands",
    [wrong(13), wrong(14)],
  ),
  danger(1, "I just press the mask on with my palm, he has no tone so he won't fight it", [wrong(13)]),

  // ---- Phase 1: seal ----
  m(1, 'action', "Seal's tight, no leak around the cheeks.", [ok(14)]),
  m(1, 'typo', 'EC gripp both hands, seel good', [ok(13), ok(14)]),
  m(1, 'hypothetical', "If I hear a leak I'll readjust the mask before the next breath.", [none(14)]),
  danger(1, 'Leak on the left side, never mind, just bag harder through it', [wrong(14), wrong(18)]),
  danger(1, "Air's blowing out by his cheek with every breath but that's OK, some goes in", [wrong(14)]),

  // ---- Phase 1: eyes ----
  m(1, 'negation', 'Making sure nothing presses on his eyes — the mask sits below them.', [ok(15)]),
  m(1, 'action', 'My fingers stay on the mask and the jaw, well away from his eyes.', [ok(15)]),
  danger(1, "I'll brace my thumb on his eyebrow and eye to hold the mask steady", [wrong(15)]),
  danger(1, 'Press the top of the mask into his eyes, that is where it seals, above the broken nose', [
    wrong(15),
  ]),
  danger(1, 'the mask rides up onto his eyes with the swelling, fine, leave it', [wrong(15)]),

  // ---- Phase 1: mask hands lift the jaw ----
  m(1, 'action', "My fingers lift his jaw up into the mask; I don't push the mask down on his face.", [
    ok(17),
  ]),
  m(1, 'shorthand', 'jaw to mask, not mask to jaw', [ok(17)]),
  m(1, 'question', 'Should I be pulling the jaw into the mask or pushing the mask down?', [none(17)]),
  danger(1, 'I push the mask down hard into his face with both hands to get the seal', [wrong(17)]),
  danger(1, "If it still leaks I'll lean my weight onto the mask", [wrong(17)]),
  danger(1, "jaw thrust's too tiring, I'll just press the mask on firmly and let the jaw be", [wrong(17)]),

  // ---- Phase 1: several at once ----
  m(
    1,
    'several',
    'At the head of the trolley; mask right way up over his mouth and nose, clear of the eyes; two hands on it, tight seal.',
    [ok(16), ok(11), ok(12), ok(15), ok(13), ok(14)],
  ),
  m(
    1,
    'shorthand',
    'head end. JT no tilt. mask nose+mouth, 2-hand EC, seal ok, eyes free, jaw up into mask',
    [ok(16), ok(4), ok(12), ok(13), ok(14), ok(15), ok(17)],
  ),
  m(
    1,
    'several',
    "Ok so I'd be at his head, doing a jaw thrust without any tilt, and lifting the jaw up into the mask with my fingers.",
    [ok(16), ok(4), ok(17)],
  ),
  m(
    1,
    'action',
    'Je fais la subluxation de la mâchoire — jaw thrust, no head tilt, fingers behind the angle.',
    [ok(4)],
  ),
  danger(
    1,
    'Mask the right way up over mouth and nose, two-handed grip, and I tilt his head back a touch to improve the seal.',
    [ok(11), ok(12), ok(13), wrong(3)],
  ),
  danger(
    1,
    "Jaw thrust, two-person hold, tight seal — I'm leaning on the top of the mask near his eyes to keep it down.",
    [ok(4), ok(13), ok(14), wrong(15)],
  ),
  danger(
    1,
    "I'm at the head end, jaw thrust, mask over his mouth and nose, and I'm squeezing the 500 bag as hard and as fast as I can.",
    [ok(16), ok(4), ok(12), wrong(18), wrong(19)],
  ),

  // ---- Phase 1: reassessment ----
  m(1, 'action', 'After the jaw thrust I look: any chest rise, and what are the sats and the heart rate?', [
    ok(7),
  ]),
  danger(1, "Not checking the chest now, I'll just carry on until the anaesthetist gets here", [wrong(7)]),

  // ---- Phase 1: safe ----
  safe(1, 'hint', 'what should I do now?'),
  safe(1, 'answer', 'Are his pupils equal?'),
  safe(1, 'acknowledge', 'Please ask for a CT head and neck once he is stable.'),
  safe(1, 'answer', 'Is there any bleeding from the ears?'),
  safe(1, 'hint', 'ok next'),
  safe(1, 'acknowledge', 'Can we get a second IV in and send a group and save?'),

  // ---- Phase 2: adjunct choice ----
  m(2, 'action', 'No gag reflex, so an OPA sized from the corner of his mouth to the angle of his jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'negation', 'Not an NPA — his nose is broken. Oral airway, measured incisors to jaw angle.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA, corner of mouth -> angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'gudel airway, mesured from mouth corner to jaw angel', [ok(5, { adjunct: 'opa' })]),
  m(2, 'question', 'Is an NPA off the table with the nasal fracture?', [none(5, { adjunct: 'npa' })]),
  m(2, 'question', 'Which size Guedel for a ten-year-old?', [none(5, { adjunct: 'opa' })]),
  m(2, 'hypothetical', 'If he had a gag I would not use an oral airway at all.', [
    none(5, { adjunct: 'opa' }),
  ]),
  danger(2, "NPA in the right nostril, that's quickest", [wrong(5, { adjunct: 'npa' })]),
  danger(2, "I'll size the OPA from his lips to his chin", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Grab the smallest Guedel, a 00, less trauma to the mouth', [wrong(5, { adjunct: 'opa' })]),
  danger(
    2,
    'Nasal airway, nostril to tragus, the broken nose will be fine if I go gently',
    [wrong(5, { adjunct: 'npa' })],
    'Correct measurement, wrong adjunct: nasal airway through a fractured nose.',
  ),

  // ---- Phase 2: insertion ----
  m(
    2,
    'action',
    'In it goes with a tongue depressor holding the tongue down, curve following the tongue, flange at the lips, no neck movement.',
    [ok(6)],
  ),
  m(
    2,
    'action',
    "He's ten, so I insert it upside down and rotate it 180 degrees as it reaches the soft palate.",
    [ok(6)],
    'Rotation is acceptable in an older child.',
  ),
  m(2, 'shorthand', 'OPA in over tongue blade, flange @ lips', [ok(6)]),
  m(2, 'typo', 'put the guedle in with the tung depresor, neck still in line', [ok(6)]),
  danger(2, "It's catching halfway, I'll force it in", [wrong(6)]),
  danger(2, "I'll tilt his head back to get the OPA in more easily", [wrong(3)]),
  danger(2, 'Slide it straight in the right way up without a depressor, pushing the tongue back as it goes', [
    wrong(6),
  ]),

  // ---- Phase 2: reassessment ----
  m(2, 'action', 'Airway in, now I reassess: chest rise, sats and heart rate.', [ok(7)]),
  m(2, 'shorthand', 're-eval after OPA: chest, SpO2, HR', [ok(7)]),
  m(2, 'negation', "I don't assume it worked — I look at the chest and the monitor again.", [ok(7)]),
  m(2, 'question', 'Should I check his chest rise again after the airway goes in?', [none(7)]),
  danger(2, "OPA in, so we're sorted, no need to recheck, let's get him to CT", [wrong(7)]),
  danger(2, "I'll switch off the sats alarm, it keeps going off, and just carry on", [wrong(7)]),
  danger(
    2,
    'the airway is in, I trust it, I am not going to look at the monitor until the anaesthetist arrives',
    [wrong(7)],
  ),

  // ---- Phase 2: several at once ----
  m(
    2,
    'several',
    'No gag and a broken nose, so an oral airway sized corner of mouth to angle of jaw, in over a tongue depressor, then I recheck chest rise, SpO2 and HR.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7)],
  ),
  m(2, 'shorthand', 'OPA sz to jaw angle, inserted w/ depressor, reassess', [
    ok(5, { adjunct: 'opa' }),
    ok(6),
    ok(7),
  ]),
  danger(
    2,
    'Oral airway sized right and in over a tongue depressor — and I put a shoulder roll in to open the neck up while I am at it.',
    [ok(5, { adjunct: 'opa' }), ok(6), wrong(3)],
  ),
  danger(
    2,
    'OPA in properly; the mask is leaking now so I let go with one hand and hold it single-handed anyway, the nurse is busy.',
    [ok(6), wrong(13), wrong(14)],
  ),

  // ---- Phase 2: safe ----
  safe(2, 'hint', "I'm not sure what to do next"),
  safe(2, 'answer', "What's his heart rate now?"),
  safe(
    2,
    'acknowledge',
    'Can someone put in a nasogastric... no, an orogastric tube later to decompress the stomach.',
  ),
  safe(2, 'answer', 'How far away is the anaesthetist?'),

  // ---- Phase 3: squeeze ----
  m(3, 'action', 'Each breath over about a second, just enough to see the chest rise.', [ok(18)]),
  m(3, 'shorthand', '1 s insp, visible chest rise, no more', [ok(18)]),
  m(3, 'negation', 'Not emptying the adult bag — a gentle squeeze, only till the chest comes up.', [ok(18)]),
  m(3, 'typo', 'sqeeze slow, one secnd, til chest rise', [ok(18)]),
  m(3, 'question', 'How big a squeeze on the adult bag for him?', [none(18)]),
  danger(3, "I squeeze the adult bag all the way down every breath, he's a big boy", [wrong(18)]),
  danger(3, 'Big fast breaths to keep his CO2 low for his brain', [wrong(18), wrong(19)]),
  danger(3, 'short hard puffs, a quarter of a second each', [wrong(18)]),

  // ---- Phase 3: rate ----
  m(3, 'action', 'A breath every 2-3 seconds, about 24 a minute.', [ok(19, { ratePerMin: 24 })]),
  m(3, 'shorthand', 'RR 20, q3s', [ok(19, { ratePerMin: 20 })]),
  m(3, 'typo', 'twenty breths per minit', [ok(19, { ratePerMin: 20 })]),
  m(
    3,
    'action',
    'No, we do not bag faster for his head: one breath every 2 to 3 seconds, normal CO2 is the target.',
    [ok(19)],
  ),
  m(3, 'question', 'What rate for a ten-year-old, 20?', [none(19, { ratePerMin: 20 })]),
  danger(3, "Let's go at 35 a minute, hyperventilate him for the head injury", [
    wrong(19, { ratePerMin: 35 }),
  ]),
  danger(3, 'One breath every 6 seconds, ten a minute, like the adult guideline', [
    wrong(19, { ratePerMin: 10 }),
  ]),
  danger(
    3,
    'Yes, bag him faster as you suggest, blow off the CO2, 40 a minute',
    [wrong(19, { ratePerMin: 40 })],
    "Agreeing to the nurse's trap.",
  ),

  // ---- Phase 3: effect ----
  m(3, 'action', 'Chest rising with each breath, sats up from 74 to 90.', [ok(20)]),
  m(3, 'shorthand', 'chest ++, SpO2 climbing', [ok(20)]),
  m(3, 'typo', 'good chest movment and the sats are comming up', [ok(20)]),
  m(3, 'question', 'Is the chest actually moving with each breath?', [none(20)]),
  danger(3, "No chest rise but I'll keep bagging the same way, it'll come", [wrong(20)]),
  danger(3, "Stomach's swelling up and the chest isn't moving, keep going at this pace", [wrong(20)]),
  danger(3, "sats not moving from 75 and no chest rise, that's expected with a head injury, carry on", [
    wrong(20),
  ]),

  // ---- Phase 3: reassessment ----
  m(3, 'several', 'Reassessing: chest rise good, SpO2 92, HR 98.', [ok(7), ok(20)]),

  // ---- Phase 3: several at once ----
  m(
    3,
    'several',
    'Gentle one-second squeezes to chest rise, one every two to three seconds, and the sats are climbing.',
    [ok(18), ok(19), ok(20)],
  ),
  m(3, 'shorthand', 'BVM 1s/breath, RR 24, chest rise +, SpO2 93', [
    ok(18),
    ok(19, { ratePerMin: 24 }),
    ok(20),
  ]),
  m(
    3,
    'several',
    'I think I would probably give about twenty-two a minute, each breath over a second, just till I see the chest move.',
    [ok(19, { ratePerMin: 22 }), ok(18)],
  ),
  danger(
    3,
    "Squeezing over one second till the chest rises, but at 40 a minute — he's got a head injury so we want him a bit hypocapnic.",
    [ok(18), wrong(19, { ratePerMin: 40 })],
  ),
  danger(3, 'Rate 24, nice chest rise — and I take the mask off his nose so the blood can drain.', [
    ok(19, { ratePerMin: 24 }),
    ok(20),
    wrong(12),
  ]),
  danger(
    3,
    'Twenty a minute, one-second breaths; the nurse is tired so I let her go and just push the mask down hard myself.',
    [ok(19, { ratePerMin: 20 }), ok(18), wrong(17)],
  ),
  danger(3, 'Sats 93 now, good. I turn the oxygen down to two litres, he is fine.', [
    ok(20),
    wrong(10, { o2LPerMin: 2 }),
  ]),
  danger(3, "He's pinking up, so I'll walk round to the side to talk to the dad and bag from there.", [
    wrong(16),
  ]),
  danger(
    3,
    "Chest is rising, so I'll let the head come back into a sniffing position, it looks more comfortable.",
    [ok(20), wrong(3)],
  ),
  danger(
    3,
    'Breathing for him at 24, chest moving — I swap the mask for the upside-down one, it sits better over the nose swelling.',
    [ok(19, { ratePerMin: 24 }), ok(20), wrong(11)],
  ),

  // ---- Phase 3: safe ----
  safe(3, 'answer', "What's the end-tidal CO2?"),
  safe(3, 'acknowledge', 'Please get the intubation drugs drawn up and let CT know we are coming.'),
  safe(3, 'hint', 'anything else?'),
  safe(3, 'acknowledge', 'Could someone repeat the venous gas in ten minutes?'),
  safe(3, 'acknowledge', 'Please keep him warm, he is only 35.4.'),
  safe(3, 'answer', 'Has his dad arrived?'),
];
