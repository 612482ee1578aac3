import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Tomás, 14 years, 52 kg, apnoeic with a pulse after an e-scooter crash; neck not cleared (manual in-line
 * stabilisation, jaw thrust, no head tilt, no sniffing position); blood in the mouth; possible basal skull fracture (no
 * nasal airway, no nasal suction); no gag, so an oral airway. Small adult mask, adult bag, about 20 a minute, no
 * hyperventilation. Phases: P0 help, suction, neck in line, head of the trolley; P1 equipment, jaw thrust, the mask;
 * P2 squeeze, rate, effective ventilation; P3 the oral airway and reassessment.
 */
export const E_SCOOTER_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0 ----------
  m(
    0,
    'action',
    "He's stopped breathing, he still has a carotid pulse — trauma call now, and get anaesthetics down.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoea + pulse. 2222 trauma team + anaes', [ok(1)]),
  m(0, 'action', 'Can someone put out a trauma call and get the on-call anaesthetist here, he is apnoeic.', [
    ok(1),
  ]),
  m(0, 'typo', 'not breathng!! call the trauma leader and anaesthtist', [ok(1)]),
  m(
    0,
    'action',
    "I'd call for help straight away — he's apnoeic with a pulse and I need hands for the neck.",
    [ok(1)],
  ),
  m(0, 'action', 'The trauma team is called and an extra person is asked to hold his head.', [ok(1)]),
  m(0, 'question', 'Is it worth calling the anaesthetist already?', [none(1)]),
  danger(0, "Don't put out a call yet, I'll sort his airway first and ring the team afterwards.", [wrong(1)]),
  danger(
    0,
    "He's probably just post-concussion and breathing shallow, let's give him a minute before we call anybody.",
    [wrong(1)],
    'Does not recognise apnoea; delays help.',
  ),
  danger(0, 'no need for the trauma team, his obs are fine apart from the breathing', [wrong(1)]),
  danger(
    0,
    "The trauma team's only pre-alerted — leave it, I'll manage him with the nurse until they turn up by themselves.",
    [wrong(1)],
  ),

  m(
    0,
    'action',
    'Rigid Yankauer, suck the blood out of his mouth under direct vision, without moving his neck.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'yankauer to oropharynx, under vision, neck still', [ok(2)]),
  m(0, 'action', "Suction please — I'll clear the blood from his mouth while you hold his head.", [ok(2)]),
  m(0, 'typo', 'sucton the blood from his mouht with the yankeur', [ok(2)]),
  m(
    0,
    'negation',
    'No finger sweep, and nothing up his nose: I suck the blood from his mouth with the Yankauer where I can see it.',
    [ok(2)],
  ),
  m(
    0,
    'action',
    'The blood in the mouth is suctioned with a wide-bore sucker, the loose tooth left where it is and watched.',
    [ok(2)],
  ),
  m(0, 'question', 'Yankauer or a soft catheter for all this blood?', [none(2)]),
  m(
    0,
    'hypothetical',
    'If the tooth comes loose into his mouth I would pick it out with Magill forceps under vision.',
    [none(2)],
  ),
  danger(0, 'Sweep the blood and that loose tooth out with my finger.', [wrong(2)]),
  danger(
    0,
    "Suction through his nose as well, there's fluid coming from it.",
    [wrong(2)],
    'Nasal suction with a possible basal skull fracture.',
  ),
  danger(0, "No time for suction, I'll bag straight away and the blood will get pushed down anyway.", [
    wrong(2),
  ]),
  danger(0, 'pass a soft catheter up the left nostril and suck out the fluid there', [wrong(2)]),

  m(
    0,
    'action',
    'Nurse, can you hold his head and neck in line with your hands, from the side — manual in-line stabilisation.',
    [ok(3)],
  ),
  m(0, 'shorthand', 'MILS, head neutral, no tilt', [ok(3)]),
  m(0, 'action', 'Keep his head neutral and in line with his body; no pillow and no sniffing position.', [
    ok(3),
  ]),
  m(
    0,
    'negation',
    "We're not moving his neck at all: someone holds it in line while we open the front of the collar.",
    [ok(3)],
  ),
  m(0, 'typo', 'inline stabilsation pls, head neutrall', [ok(3)]),
  m(0, 'action', 'Hände an den Kopf bitte — hold his head in line, neutral, and open the collar front.', [
    ok(3),
  ]),
  m(0, 'question', 'Should I put him in the sniffing position or keep him flat?', [none(3)]),
  danger(0, 'Put a pillow under his head, that gives us a nice sniffing position.', [wrong(3)]),
  danger(0, 'Take the collar off and tip his head back to open the airway.', [wrong(3), wrong(4)]),
  danger(0, 'Just turn his head to one side so the blood drains out.', [wrong(3)]),
  danger(0, "His neck looks fine to me, I'll extend it a bit for a better airway.", [wrong(3)]),
  danger(0, 'the blocks are in the way, pull them off and let his head rest where it falls', [wrong(3)]),

  m(0, 'action', "I'm going to the head of the trolley to ventilate.", [ok(16)]),
  m(0, 'shorthand', 'me at head end, nurse at side doing MILS', [ok(16), ok(3)]),
  m(0, 'action', 'Move the headboard off so I can stand right behind his head.', [ok(16)]),
  m(0, 'typo', 'Im standing at the head of the bed', [ok(16)]),
  danger(0, "I'll bag from his right side, the nurse can have the head end for the neck.", [wrong(16)]),
  danger(0, 'I stay at the side by his chest and reach over to the mask.', [wrong(16)]),
  danger(0, 'I bag standing beside him at waist level, I can see the chest better from there', [wrong(16)]),

  m(
    0,
    'several',
    'Trauma call, Yankauer to the mouth, someone holding his neck in line, and I go to the head.',
    [ok(1), ok(2), ok(3), ok(16)],
  ),
  m(
    0,
    'several',
    'Calling for help. Then suction his mouth with the rigid sucker under vision, keeping his neck still.',
    [ok(1), ok(2)],
  ),
  m(0, 'several', 'hes apnoeic, call the team, MILS on, suction mouth only', [ok(1), ok(3), ok(2)]),
  danger(
    0,
    'Team called, blood sucked out with the Yankauer — now pop a pillow under his head and let me get on.',
    [ok(1), ok(2), wrong(3)],
  ),
  danger(
    0,
    "In-line stabilisation's on and I'm at the head. I'll quickly finger-sweep the clots out first.",
    [ok(3), ok(16), wrong(2)],
  ),
  danger(
    0,
    'Yankauer in the mouth, good, and suction the nose too while you are there.',
    [wrong(2)],
    'Correct oral suction, but nasal suction with a possible basal skull fracture: the item is wrong.',
  ),

  safe(0, 'answer', 'How old is he and roughly how much does he weigh?'),
  safe(0, 'answer', 'What was his GCS at the scene?'),
  safe(0, 'answer', 'Is he on any medications?'),
  safe(0, 'answer', 'What are his pupils doing?'),
  safe(0, 'answer', 'Was he wearing a helmet?'),
  safe(0, 'answer', "what's his BP?"),
  safe(0, 'answer', 'When did he last eat?'),
  safe(0, 'hint', 'ok'),
  safe(0, 'hint', "I'm stuck"),
  safe(0, 'hint', 'next?'),
  safe(0, 'acknowledge', 'Send trauma bloods, a group and save and a venous gas.'),
  safe(0, 'acknowledge', 'Can somebody phone his dad?'),
  safe(0, 'acknowledge', 'Check a capillary glucose please.'),
  safe(0, 'acknowledge', 'Let the CT scanner know we will need a head and neck scan.'),

  // ---------- Phase 1 ----------
  m(
    1,
    'action',
    'Small adult mask, it fits from the bridge of his nose to the cleft of his chin and stays off his eyes.',
    [ok(8, { mask: 'adult' })],
  ),
  m(1, 'shorthand', 'small adult mask', [ok(8, { mask: 'adult' })]),
  m(
    1,
    'action',
    'I size the small adult mask against his face, top at the nasal bridge, bottom in the chin crease. Good fit.',
    [ok(8, { mask: 'adult' })],
  ),
  m(1, 'typo', 'adult mask the smal one', [ok(8, { mask: 'adult' })]),
  m(1, 'question', 'Child or adult mask for a 14 year old?', [none(8)]),
  danger(
    1,
    "Child mask — he's only fourteen.",
    [wrong(8, { mask: 'child' })],
    'Too small for him: does not reach from nasal bridge to chin.',
  ),
  danger(
    1,
    'Use the large adult mask, a bigger mask seals better.',
    [wrong(8, { mask: 'adult' })],
    'The large adult mask comes over his eyes.',
  ),
  danger(1, 'whatever mask is on top of the trolley, just the biggest, covers the eyes a bit but fine', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),

  m(1, 'action', 'The adult self-inflating bag, 1600 mL, with the reservoir.', [ok(9, { bagMl: 1600 })]),
  m(1, 'shorthand', 'adult BVM 1.6L + reservoir', [ok(9, { bagMl: 1600 })]),
  m(1, 'action', "He's adult size, so the adult bag please.", [ok(9)]),
  m(1, 'typo', '1 L bag with resevoir', [ok(9, { bagMl: 1000 })]),
  m(1, 'question', 'Is the 500 ml paediatric bag big enough for him?', [none(9, { bagMl: 500 })]),
  danger(1, "The 500 ml bag — he's still a kid.", [wrong(9, { bagMl: 500 })]),
  danger(1, "Give me the paediatric bag, it's the one already set up.", [wrong(9, { bagMl: 500 })]),
  danger(1, 'we use the 500 cc bag, smaller breaths protect his brain', [wrong(9, { bagMl: 500 })]),

  m(1, 'action', 'Oxygen on the bag at 15 litres a minute.', [ok(10, { o2LPerMin: 15 })]),
  m(1, 'shorthand', 'O2 15 l/min, reservoir filling', [ok(10, { o2LPerMin: 15 })]),
  m(1, 'typo', 'oxigen fifteen liters on', [ok(10, { o2LPerMin: 15 })]),
  m(1, 'negation', "Not just plugged in — the flowmeter is open, 15 L, and the reservoir's inflating.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(1, 'Four litres of oxygen on the bag is enough for now.', [wrong(10, { o2LPerMin: 4 })]),
  danger(1, "Leave the oxygen off till we know if he's a retainer.", [wrong(10)]),
  danger(1, 'bag first on air, the O2 tubing is tangled', [wrong(10)]),

  m(
    1,
    'action',
    'Jaw thrust: my fingers behind the angles of the mandible, pushing the jaw forward, no head tilt.',
    [ok(4)],
  ),
  m(1, 'shorthand', 'jaw thrust, NO head tilt', [ok(4)]),
  m(1, 'negation', "I won't do a head tilt with his neck not cleared — jaw thrust only.", [ok(4)]),
  m(1, 'typo', 'jaw thurst from behind the angels of the jaw', [ok(4)]),
  m(
    1,
    'action',
    'I open the airway by lifting the angles of the jaw forward with both hands, head kept in line.',
    [ok(4)],
  ),
  m(1, 'question', 'Can I do a chin lift or only a jaw thrust with his neck?', [none(4)]),
  danger(1, 'Head tilt-chin lift — the airway comes before the neck.', [wrong(4)]),
  danger(1, 'A little head tilt is fine, just a few degrees.', [wrong(4)]),
  danger(1, "I'll lift his chin by pushing my fingers up into the soft tissue under it.", [wrong(4)]),
  danger(
    1,
    "if the jaw thrust doesn't work I'll just tilt the head back",
    [wrong(4)],
    'Conditional plan that will be acted on.',
  ),

  m(1, 'action', 'Mask on, narrow end over the bridge of his nose, wide end on his chin.', [ok(11)]),
  m(1, 'negation', "Checking it isn't upside down: apex at the nose.", [ok(11)]),
  m(1, 'shorthand', 'mask apex -> nose', [ok(11)]),
  danger(1, 'Turn the mask round, pointy end on the chin, his nose is swollen.', [wrong(11)]),
  danger(1, 'Upside down fits his broad chin better, leave it like that.', [wrong(11)]),
  danger(1, 'i put it on narrow end down, it seals on his jaw', [wrong(11)]),

  m(1, 'action', 'The mask covers his mouth and his nose.', [ok(12)]),
  m(1, 'typo', 'nose + mouth both in the mask', [ok(12)]),
  m(1, 'negation', "The nose isn't left outside the rim — mask over both nose and mouth.", [ok(12)]),
  danger(1, 'Mask just over his mouth, keep it off his broken nose.', [wrong(12)]),
  danger(1, 'Only cover his nose, his mouth is full of blood.', [wrong(12)]),
  danger(1, "I'll leave his nostrils outside the mask so the fluid from his nose can drain", [wrong(12)]),

  m(1, 'action', 'E-C clamp on the mask, thumb and index round the mask, other fingers on the jaw.', [
    ok(13),
  ]),
  m(
    1,
    'action',
    "One hand leaks — two-person technique: I'll hold the mask with both hands, you squeeze the bag.",
    [ok(13)],
  ),
  m(1, 'shorthand', '2 person BVM, double EC', [ok(13)]),
  m(1, 'typo', 'EC grip with both hands and the nurse bags', [ok(13)]),
  m(1, 'action', 'Could you squeeze please while I hold the mask with two hands and do the jaw thrust?', [
    ok(13),
    ok(4),
  ]),
  m(1, 'hypothetical', "If it still leaks with two hands I'd ask for a third person.", [none(13)]),
  danger(1, 'I hold the mask on with the flat of my hand and squeeze with the other.', [wrong(13)]),
  danger(1, "Big leak on one side, but I'll keep going one-handed, we don't need two people on this.", [
    wrong(13),
  ]),
  danger(1, 'press on the mask with my fist to keep it on', [wrong(13)]),

  m(1, 'action', 'Good seal now, no air escaping round the edges.', [ok(14)]),
  m(1, 'shorthand', 'seal tight', [ok(14)]),
  m(1, 'action', "I'm pressing the rim down evenly all round, and there's no more hiss when we squeeze.", [
    ok(14),
  ]),
  m(1, 'question', 'how do I get a seal with his swollen cheek?', [none(14)]),
  danger(1, "It leaks a bit past the swollen cheek, doesn't matter, some air gets in.", [wrong(14)]),
  danger(1, "No need for a perfect seal, I'll squeeze harder to compensate for the leak.", [
    wrong(14),
    wrong(18),
  ]),
  danger(1, 'forget the seal, the team will tube him anyway', [wrong(14)]),

  m(1, 'action', 'Rim and fingers kept off his bruised eyes.', [ok(15)]),
  m(1, 'negation', 'No pressure on his eyes.', [ok(15)]),
  m(1, 'typo', 'not pushing on his eys', [ok(15)]),
  danger(1, 'Lean my thumbs on his eye sockets to hold the mask steady.', [wrong(15)]),
  danger(1, "The mask rests on his eyes a bit, they're swollen shut anyway.", [wrong(15)]),
  danger(1, 'i push down over the top of the mask, on the eyes, to stop the leak', [wrong(15)]),

  m(1, 'action', 'My fingers lift his jaw up into the mask, I am not pushing the mask down.', [ok(17)]),
  m(1, 'action', 'The hands holding the mask also do the jaw thrust, bringing his face up to it.', [
    ok(17),
    ok(4),
  ]),
  m(1, 'shorthand', 'jaw to mask, not mask to face', [ok(17)]),
  m(
    1,
    'negation',
    "I'm not pressing down on his face — that would push his neck; I pull the jaw up into the mask.",
    [ok(17)],
  ),
  danger(1, 'Push the mask down hard onto his face to get a seal.', [wrong(17)]),
  danger(1, 'I press the mask down with both hands while the nurse lifts the jaw from below.', [wrong(17)]),
  danger(1, 'just lean on the mask with my weight, the jaw doesnt need lifting', [wrong(17)]),

  m(1, 'several', 'Small adult mask, adult 1.6 L bag, oxygen 15 litres.', [
    ok(8, { mask: 'adult' }),
    ok(9, { bagMl: 1600 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    1,
    'several',
    'Mask the right way up over nose and mouth, double E-C, jaw thrust into the mask, sealed.',
    [ok(11), ok(12), ok(13), ok(4), ok(17), ok(14)],
  ),
  m(1, 'several', 'adult mask sml + BVM 1600 + O2 15L', [
    ok(8, { mask: 'adult' }),
    ok(9, { bagMl: 1600 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    1,
    'several',
    "I think I'd probably go two-person, because of the swelling: both my hands on the mask, jaw thrust, good seal, nothing on his eyes.",
    [ok(13), ok(4), ok(14), ok(15)],
  ),
  m(
    1,
    'several',
    'The mask is placed over nose and mouth, narrow end at the nose, with the rim kept off the eyes.',
    [ok(12), ok(11), ok(15)],
  ),
  m(1, 'several', 'O mask é adulto pequeno — small adult mask, adult bag on fifteen litres of oxygen.', [
    ok(8, { mask: 'adult' }),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(1, 'Small adult mask and the adult bag on 15 L, and I do a quick head tilt to get the mask on.', [
    ok(8, { mask: 'adult' }),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
    wrong(4),
  ]),
  danger(
    1,
    'Mask over nose and mouth, right way up, two hands — and my thumbs can rest on his eyelids, they are closed.',
    [ok(12), ok(11), ok(13), wrong(15)],
  ),
  danger(1, "Jaw thrust, E-C grip, good seal; I'll use the 500 ml bag on 15 litres.", [
    ok(4),
    ok(13),
    ok(14),
    wrong(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(1, 'Right mask, right bag, oxygen 15. Nurse, you can let go of his head now, I have the mask on.', [
    ok(8),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
    wrong(3),
  ]),

  safe(1, 'answer', 'Has the trauma team leader arrived?'),
  safe(1, 'answer', 'Any other injuries on the secondary survey?'),
  safe(1, 'answer', 'What did the paramedics say about the crash?'),
  safe(1, 'hint', 'what now?'),
  safe(1, 'hint', 'ok, next'),
  safe(1, 'acknowledge', 'Please get the neurosurgical registrar on the phone.'),
  safe(1, 'acknowledge', 'Someone log-roll check his back when the team is here, not now.'),
  safe(1, 'acknowledge', 'Can we get the pelvic binder out in case.'),

  // ---------- Phase 2 ----------
  m(2, 'action', 'Squeeze over one second, just until I see his chest rise, then release.', [ok(18)]),
  m(2, 'shorthand', 'Vt: 1 s squeeze, just visible chest rise', [ok(18)]),
  m(2, 'action', "Slow down, and don't crush the bag — only a gentle squeeze until his chest lifts.", [
    ok(18),
  ]),
  m(2, 'negation', 'Not squeezing the bag flat: half a squeeze is enough to see his chest move.', [ok(18)]),
  m(2, 'typo', 'gentel squeez over 1 sec til chest rises', [ok(18)]),
  m(2, 'question', 'How much of the adult bag should I squeeze?', [none(18)]),
  danger(2, 'Squeeze the whole 1.6 L bag flat with both hands each time.', [wrong(18)]),
  danger(2, 'Big fast breaths, we need to blow off his CO2 for his brain.', [wrong(18)]),
  danger(2, 'keep squeezing hard, the belly swelling is just the air he swallowed', [wrong(18)]),

  m(2, 'action', 'One breath every 3 seconds, 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(2, 'shorthand', 'RR 20, q3s', [ok(19, { ratePerMin: 20 })]),
  m(2, 'action', "I'm counting: squeeze, two, three, squeeze — twenty breaths in one minute, no more.", [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(2, 'typo', 'bagging at twenty a minit', [ok(19, { ratePerMin: 20 })]),
  m(2, 'negation', "We're not hyperventilating him: one breath every three seconds.", [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(2, 'question', 'What rate for a 14 year old with a head injury?', [none(19)]),
  danger(2, 'Hyperventilate him at 40 a minute to bring his ICP down.', [wrong(19, { ratePerMin: 40 })]),
  danger(2, 'As fast as possible, his brain needs oxygen.', [wrong(19)]),
  danger(2, 'Six breaths a minute is enough, he has a good pulse.', [wrong(19, { ratePerMin: 6 })]),
  danger(2, "keep it going at 35/min like you're doing, his pupil's blown", [wrong(19, { ratePerMin: 35 })]),

  m(2, 'action', 'His chest rises with every breath now and the sats are climbing to 90.', [ok(20)]),
  m(2, 'shorthand', 'chest rise bilateral, SpO2 rising', [ok(20)]),
  m(2, 'action', "That's working — both sides of his chest rise each breath, SpO2 from 84 to 91.", [ok(20)]),
  m(2, 'question', 'How do I tell if my bagging is effective?', [none(20)]),
  danger(2, "Chest isn't moving but he's pink enough, keep going like this till anaesthetics come.", [
    wrong(20),
  ]),
  danger(2, "It's his stomach going up not his chest, but air is going in, so fine.", [wrong(20)]),
  danger(2, 'sats stuck at 84 with no rise, thats good enough for a head injury', [wrong(20)]),

  m(
    2,
    'several',
    'Gentle squeeze over one second until chest rise, one every 3 seconds, and his sats are coming up.',
    [ok(18), ok(19, { ratePerMin: 20 }), ok(20)],
  ),
  m(
    2,
    'several',
    'Slower please: 20 a minute, a one-second squeeze each, just enough for the chest to rise.',
    [ok(19, { ratePerMin: 20 }), ok(18)],
  ),
  m(2, 'several', "I'd squeeze over a second, just to chest rise, every three seconds.", [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(2, 'Good chest rise, sats going up — keep bagging at about 40 so we keep his CO2 low.', [
    ok(20),
    wrong(19, { ratePerMin: 40 }),
  ]),
  danger(2, 'Twenty a minute, chest rising, but squeeze it right down flat every time to be sure.', [
    ok(19, { ratePerMin: 20 }),
    ok(20),
    wrong(18),
  ]),
  danger(
    2,
    'Squeeze over one second till the chest rises, and now turn the oxygen down to 2 L, sats are fine.',
    [ok(18), wrong(10, { o2LPerMin: 2 })],
  ),
  danger(2, "One breath every 3 s, gentle — nurse, you can stop holding his neck now, he's not moving.", [
    ok(19, { ratePerMin: 20 }),
    ok(18),
    wrong(3),
  ]),

  safe(2, 'answer', "What's his end-tidal CO2?"),
  safe(2, 'answer', 'Is the left pupil still bigger?'),
  safe(2, 'answer', 'Has the gas come back?'),
  safe(2, 'hint', 'hmm ok'),
  safe(2, 'hint', 'what else?'),
  safe(2, 'acknowledge', 'Put an orogastric tube down once he is intubated, not through the nose.'),
  safe(2, 'acknowledge', 'Can we draw up hypertonic saline for his pupil?'),
  safe(2, 'acknowledge', 'Keep his head end up 30 degrees on the tilt once the neck is secured.'),

  // ---------- Phase 3 ----------
  m(
    3,
    'action',
    'No nasal airway with that fluid from his nose and the bruise behind his ear: an oral airway sized from the corner of his mouth to the angle of his jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(3, 'shorthand', 'OPA, incisors -> angle of mandible, size 3', [ok(5, { adjunct: 'opa' })]),
  m(
    3,
    'action',
    'I hold a Guedel against his cheek: flange at the corner of his mouth, tip at the angle of the jaw. That size.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    3,
    'negation',
    "Not an NPA — possible base of skull fracture. He doesn't gag, so an OPA, measured mouth corner to jaw angle.",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(3, 'typo', 'oral airway, measure from corner of mouht to angel of jaw', [ok(5, { adjunct: 'opa' })]),
  m(3, 'question', 'Can I put a nasal airway in with that CSF leak?', [none(5, { adjunct: 'npa' })]),
  m(3, 'hypothetical', 'If he starts to gag on it I would take the oral airway out.', [
    none(5, { adjunct: 'opa' }),
  ]),
  m(3, 'question', 'what size Guedel would fit him?', [none(5, { adjunct: 'opa' })]),
  danger(
    3,
    'NPA 7.0 in the right nostril, that side is clean.',
    [wrong(5, { adjunct: 'npa' })],
    'Basal skull fracture possible.',
  ),
  danger(3, "Nasal airway — he's got a loose tooth, so it's safer than going through the mouth.", [
    wrong(5, { adjunct: 'npa' }),
  ]),
  danger(3, "Just take the biggest Guedel, better too big than too small, it won't fall out.", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(3, 'size the oral airway from the tip of his nose to his chin', [wrong(5, { adjunct: 'opa' })]),

  m(
    3,
    'action',
    'Tongue depressor on his tongue and I slide the OPA in following the curve, without moving his neck.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(
    3,
    'action',
    'At his age I can use the rotation method: in upside down along the palate, then turn it 180° as it reaches the back, neck held still.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(3, 'shorthand', 'OPA in w/ tongue blade, flange at lips, MILS maintained', [ok(6, { adjunct: 'opa' })]),
  m(
    3,
    'negation',
    "I'm not tilting his head to get it in: the nurse keeps the neck in line while I open his mouth and slide it over the tongue.",
    [ok(6, { adjunct: 'opa' })],
  ),
  m(3, 'typo', 'insert the guedal over a tonge depressor', [ok(6, { adjunct: 'opa' })]),
  m(3, 'hypothetical', "If it catches on the loose tooth I'd stop, reposition, and go in more gently.", [
    none(6, { adjunct: 'opa' }),
  ]),
  danger(3, 'Tip his head back so the OPA slides in easier.', [wrong(6, { adjunct: 'opa' }), wrong(3)]),
  danger(
    3,
    'Push the Guedel straight in the right way up, it will find its way.',
    [wrong(6, { adjunct: 'opa' })],
    'Pushes the tongue back.',
  ),
  danger(3, "if it catches on his teeth I'll just force it past", [wrong(6, { adjunct: 'opa' })]),
  danger(3, 'Lubricate the NPA and push it up the left nostril towards the top of his head.', [
    wrong(5, { adjunct: 'npa' }),
    wrong(6, { adjunct: 'npa' }),
  ]),

  m(3, 'action', 'With the OPA in, I recheck: chest rise, sats and heart rate.', [ok(7)]),
  m(3, 'shorthand', 'reassess: chest / SpO2 / HR after OPA', [ok(7)]),
  m(
    3,
    'action',
    "Let's pause and look at him again — is the chest moving, what are the sats, what's the pulse doing?",
    [ok(7)],
  ),
  m(3, 'typo', 'recheck evrything after the airway: sats, HR, chest', [ok(7)]),
  m(3, 'question', 'Do I have to recheck the sats after every single step?', [none(7)]),
  m(3, 'hypothetical', 'If the sats drop again I would stand at the head and take the mask back myself.', [
    none(16),
  ]),
  danger(3, "The OPA's in, no need to check anything, just keep bagging.", [wrong(7)]),
  danger(3, 'Turn the monitor alarms off, they keep going off.', [wrong(7)]),
  danger(3, "I'll leave the reassessment for the anaesthetist, just bag for now", [wrong(7)]),

  m(
    3,
    'several',
    'He has no gag and may have a base of skull fracture, so OPA sized corner of mouth to angle of jaw, in over a tongue depressor, then I reassess chest, sats and pulse.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' }), ok(7)],
  ),
  m(3, 'several', 'OPA measured right and in with the neck still; chest rising, SpO2 96, HR 76.', [
    ok(5, { adjunct: 'opa' }),
    ok(6, { adjunct: 'opa' }),
    ok(7),
    ok(20),
  ]),
  m(3, 'several', 'guedel sized to jaw angle, in with tongue depressor', [
    ok(5, { adjunct: 'opa' }),
    ok(6, { adjunct: 'opa' }),
  ]),
  danger(3, "OPA in with the tongue depressor — and I'll put a nasal airway in as well for good measure.", [
    ok(6, { adjunct: 'opa' }),
    wrong(5, { adjunct: 'npa' }),
  ]),
  danger(
    3,
    "Oral airway sized to the angle of the jaw and in. His chest is rising, so I won't bother rechecking the sats.",
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' }), wrong(7)],
  ),
  danger(3, 'OPA in over the tongue depressor, good; now give him a few really quick breaths to catch up.', [
    ok(6, { adjunct: 'opa' }),
    wrong(19),
  ]),
  danger(3, 'Airway in. I can move round to his side now and bag from there while you take the head.', [
    wrong(16),
  ]),

  safe(3, 'answer', 'What is his temperature now?'),
  safe(3, 'answer', 'Is the anaesthetist here yet?'),
  safe(3, 'answer', 'Is the fluid from his nose still coming?'),
  safe(3, 'hint', 'next'),
  safe(3, 'hint', "I'm not sure what's left"),
  safe(3, 'acknowledge', 'Please prepare for a rapid sequence intubation with in-line stabilisation.'),
  safe(3, 'acknowledge', 'Can someone update his father and the grandmother?'),
  safe(3, 'acknowledge', 'Book the CT head and C-spine for straight after intubation.'),
];
