import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the seeded sample case (RJ, 4 years, 18 kg, apnoeic after two doses of lorazepam, secretions at
 * the mouth). Phase 0: recognition, suction, equipment, the head of the bed, the mask on the face; phase 1: head,
 * airway opening, the mask hand, squeeze and rate; phase 2: adjunct, reassessment, effective ventilation.
 */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: recognition and help (BMV-1) ----
  m(
    0,
    'action',
    "He's not breathing and he's grey, sats 73. Hit the emergency buzzer and get the resus team in here.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic, HR 125, SpO2 73% -> 2222 paeds arrest call', [ok(1)]),
  m(0, 'typo', 'hes stopped breathign, some one call for help pls', [ok(1)]),
  m(0, 'action', 'Nurse, fast-bleep the PICU registrar and the anaesthetist to this bed, he is apnoeic.', [
    ok(1),
  ]),
  m(0, 'action', "No breaths at all since the lorazepam. I'm shouting for help and staying with him.", [
    ok(1),
  ]),
  m(0, 'typo', 'Can sombody call the code team, RJ is apnic and desatting', [ok(1)]),
  danger(
    0,
    "He's only post-ictal. Turn him into the recovery position and we'll see if he breathes in a few minutes.",
    [wrong(1)],
  ),
  danger(
    0,
    'Reverse the benzo with flumazenil, then he should start breathing on his own.',
    [wrong(1)],
    'Delay of ventilation; flumazenil can also bring back the seizures in a child with epilepsy.',
  ),
  danger(
    0,
    'Pop nasal prongs on at 2 litres and keep an eye on his sats.',
    [wrong(1)],
    'Oxygen without ventilation for an apnoeic child: a delay, not a BMV-10 error.',
  ),
  danger(0, "Nobody's here yet, I'll run down the corridor and grab a bag from the resus trolley myself.", [
    wrong(1),
  ]),
  danger(0, 'Pinch his earlobe hard and call his name a few times first, see if he rouses.', [wrong(1)]),

  // ---- Phase 0: suction (BMV-2) ----
  m(0, 'action', "Clearing the spit out of his mouth with the Yankauer, I can see where I'm going.", [ok(2)]),
  m(0, 'shorthand', 'yankauer sx oropharynx, under direct vision, <10 s', [ok(2)]),
  m(0, 'typo', 'sucktion his mouth with the yankeur', [ok(2)]),
  m(
    0,
    'action',
    'Pass me a 10 French suction catheter, I want those secretions out of his mouth before the mask goes on.',
    [ok(2)],
  ),
  m(0, 'action', "Secretions pooling at his lips, I'll give his mouth a quick go with the rigid sucker.", [
    ok(2),
  ]),
  m(0, 'negation', 'Fingers stay out of his mouth, the Yankauer clears it.', [ok(2)]),
  m(0, 'question', 'Should I suction him first or start bagging straight away?', [none(2)]),
  m(0, 'hypothetical', "If the Yankauer can't keep up with the secretions I'd swap to a wider catheter.", [
    none(2),
  ]),
  danger(0, 'Wrap some gauze round my finger and wipe the gunk out of the back of his throat.', [wrong(2)]),
  danger(0, 'Use the little 5 French feeding tube to suck the secretions out, it is all I can find.', [
    wrong(2),
  ]),
  danger(
    0,
    'Keep the sucker going deep in his throat for a good minute until it is completely dry.',
    [wrong(2)],
    'Prolonged deep suction in a hypoxic apnoeic child: wrong technique (it also delays ventilation).',
  ),

  // ---- Phase 0: mask, bag, oxygen (BMV-8, 9, 10) ----
  m(
    0,
    'action',
    'Grabbing the child face mask: it reaches from the bridge of his nose to the dip above his chin.',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'shorthand', 'child mask + 500 mL SIB, O2 15L', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', "I'll take the paediatric 500 mL self-inflating bag with its reservoir.", [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'typo', 'gimme the 500ml bvm', [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'Green tubing from the bag onto the wall oxygen, flow turned up to 15.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'typo', 'conect the ambu bag to 02 at fiften litres', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'The bag has been connected to oxygen running at 10 litres a minute.', [
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(0, 'typo', 'childs mask pls, the one that goes nose bridge to chin', [ok(8, { mask: 'child' })]),
  m(0, 'action', "Je prends the mask for child, and the bag of 500 millilitres, it's good for his age.", [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'negation', 'Not the infant mask, it will never cover him properly; the child one.', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'negation', "Don't hand me the 250, I want the half-litre bag.", [ok(9, { bagMl: 500 })]),
  m(0, 'negation', "Plug the bag into the O2 at 15, I don't want him getting just air.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'question', 'What size mask does a four-year-old take?', [none(8)]),
  m(0, 'question', 'Is a 500 mL bag right for him, or should it be the adult one?', [none(9)]),
  m(0, 'question', 'How many litres of oxygen do I run into the bag?', [none(10)]),
  danger(0, 'Give me the infant mask, a smaller one seals better.', [wrong(8, { mask: 'infant' })]),
  danger(0, 'Adult mask please, bigger is safer so nothing leaks.', [wrong(8, { mask: 'adult' })]),
  danger(0, "The little 250 bag is safer, I can't overinflate him with it.", [wrong(9, { bagMl: 250 })]),
  danger(0, "Just bag him on room air for now, we'll sort the oxygen out later.", [wrong(10)]),
  danger(0, 'Run the oxygen at 2 litres into the bag, plenty for a small boy.', [
    wrong(10, { o2LPerMin: 2 }),
  ]),

  // ---- Phase 0: position at the head (BMV-16) ----
  m(0, 'action', "Moving round behind the top of his bed so I'm right at his head.", [ok(16)]),
  m(0, 'shorthand', 'me @ HOB, headboard off', [ok(16)]),
  m(0, 'action', 'Pulling the bed out from the wall so I can stand behind his head to bag.', [ok(16)]),
  m(0, 'negation', "I won't bag from the side of the bed, I'm getting up at his head.", [ok(16)]),
  danger(0, "I'll stay by his side next to the monitor and bag from here.", [wrong(16)]),
  danger(0, 'Leaning over from the left side of the bed, facing his chest, is easier for me to bag.', [
    wrong(16),
  ]),

  // ---- Phase 0: the mask on the face (BMV-11 to 15) ----
  m(0, 'action', 'Pointy end of the mask over the bridge of his nose, wide end down on his chin.', [ok(11)]),
  m(0, 'typo', 'mask on the rite way, narow end at the top', [ok(11)]),
  m(0, 'action', 'Making sure both his nose and his mouth are inside the mask.', [ok(12)]),
  m(0, 'shorthand', 'mask over nose AND mouth, checked', [ok(12)]),
  m(
    0,
    'action',
    'Left hand: thumb and first finger making a C on the mask, the other three hooked on his jawbone.',
    [ok(13)],
  ),
  m(0, 'action', 'Pressing evenly round the rim, no air escaping anywhere.', [ok(14)]),
  m(0, 'shorthand', 'seal ok, no leak round the rim', [ok(14)]),
  m(0, 'question', 'How do I know the seal is good enough?', [none(14)]),
  m(0, 'action', 'Checking the rim is clear of his eyes, nothing pressing on them.', [ok(15)]),
  m(0, 'negation', 'Not letting the mask ride up onto his eyes.', [ok(15)]),
  m(0, 'several', 'Mask apex on the nasal bridge, mouth and nose covered, EC grip, no leak, eyes clear.', [
    ok(11),
    ok(12),
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(0, 'typo', 'E see clamp with my left hand, good seel, mask kept off his eyes', [ok(13), ok(14), ok(15)]),
  m(0, 'action', 'I put the mask on him so it cover the nose and the mouth, the narrow part up.', [
    ok(11),
    ok(12),
  ]),
  m(0, 'question', 'Which way up does the mask go?', [none(11)]),
  m(0, 'question', 'Do I hold the mask with one hand or with both?', [none(13)]),
  m(
    0,
    'hypothetical',
    "If I can't get it sealed one-handed, I'd hold the mask with both hands and let the nurse squeeze.",
    [none(13)],
  ),
  danger(0, 'Mask on with the narrow end down on his chin and the wide end over his nose.', [wrong(11)]),
  danger(0, "Only covering his mouth with the mask, that's where the air needs to go in.", [wrong(12)]),
  danger(0, 'I just push the mask down with the heel of my hand.', [wrong(13)]),
  danger(0, "It's hissing out at the side a bit but I'll keep squeezing, some will get in.", [wrong(14)]),
  danger(
    0,
    "The mask's top edge is resting over his closed eyes, but he's unconscious so it doesn't matter.",
    [wrong(15)],
  ),
  danger(0, "My thumb's braced against his eye for a firmer grip.", [wrong(15)]),

  // ---- Phase 0: several at once ----
  m(0, 'several', "OK: child mask, 500 mL bag, 12 litres of oxygen, and I'm at the top of the bed.", [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 12 }),
    ok(16),
  ]),
  m(0, 'several', 'Suctioned with the Yankauer; now child mask, bag on O2 at 15, and I am behind his head.', [
    ok(2),
    ok(8, { mask: 'child' }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  m(0, 'typo', 'yankaur sx done, child mask on, 500 bag runing on 15 L oxgen', [
    ok(2),
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    "He's apnoeic, someone put out a crash call; meanwhile I suck out his mouth with the Yankauer.",
    [ok(1), ok(2)],
  ),

  // ---- Phase 0: safe ----
  safe(0, 'hint', 'What should I do first?'),
  safe(0, 'hint', 'stuck here, help?'),
  safe(0, 'answer', 'How much does he weigh?'),
  safe(0, 'answer', "What's his blood pressure?"),
  safe(0, 'answer', 'Any allergies?'),
  safe(0, 'answer', 'Which seizure medicines has he had so far?'),
  safe(0, 'acknowledge', 'Somebody please let his parents know what is happening.'),
  safe(0, 'acknowledge', 'Check the IV is still patent and flush it.'),
  safe(
    0,
    'acknowledge',
    'Let the neurology team know he needed two doses of lorazepam, no rush.',
    'A call to a colleague about something else, not a call for help with the airway.',
  ),

  // ---- Phase 1: head position (BMV-3) ----
  m(1, 'action', 'Folded towel under his head so his ear lines up with the front of his shoulder.', [ok(3)]),
  m(1, 'shorthand', 'head neutral/sniff, not extended', [ok(3)]),
  m(1, 'action', 'I put the head in neutral position, little bit like sniffing, not bending back too much.', [
    ok(3),
  ]),
  m(1, 'negation', "I'm not tipping his head right back, neutral is enough for a 4 year old.", [ok(3)]),
  m(1, 'question', 'Does he need a roll under his shoulders at four?', [none(3)]),
  danger(1, 'Tip his head as far back as it goes, chin pointing at the ceiling.', [wrong(3)]),
  danger(1, 'Prop him up on a stack of pillows, head bent forward onto his chest.', [wrong(3)]),
  danger(1, 'Let his head hang back over the end of the mattress to straighten the airway.', [wrong(3)]),

  // ---- Phase 1: opening the airway (BMV-4) ----
  m(
    1,
    'action',
    'Two fingers on the bony point of his chin lifting it, other hand tilting his forehead back a little.',
    [ok(4)],
  ),
  m(1, 'shorthand', 'HTCL, fingertips on mandible only', [ok(4)]),
  m(1, 'action', 'Jaw thrust: fingers behind the angles of his jaw pushing it forward.', [ok(4)]),
  m(1, 'typo', 'chin lfit head tilt, keeping off the soft bit under the chin', [ok(4)]),
  m(1, 'negation', 'Lifting on the bone of the jaw, not digging into the floor of his mouth.', [ok(4)]),
  m(1, 'question', 'Should I use a jaw thrust or a chin lift here?', [none(4)]),
  danger(1, 'I press my thumb up into the soft area under his chin to push the tongue up.', [wrong(4)]),
  danger(1, 'Fingers pushed deep into the fleshy bit under his jaw, that lifts the tongue best.', [wrong(4)]),

  // ---- Phase 1: mask hand lifts the jaw (BMV-17), hold and seal (13, 14) ----
  m(1, 'action', 'Thumb and index keep the mask on while my other three fingers hook his jaw and raise it.', [
    ok(13),
    ok(17),
  ]),
  m(1, 'action', 'Same hand that holds the mask is lifting his chin up into it.', [ok(17)]),
  m(1, 'negation', "Not just pressing the mask down on his face, I'm bringing his jaw up to meet it.", [
    ok(17),
  ]),
  m(1, 'typo', 'liftin his jaw into the mask w/ the mask hand', [ok(17)]),
  m(1, 'shorthand', 'mask hand does the chin lift into the mask', [ok(17)]),
  m(1, 'several', 'Mask checked again: right way up, over nose and mouth, off his eyes.', [
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(
    1,
    'action',
    'Still a leak at the right cheek, so I re-seat the mask and press the rim down evenly: no hiss now.',
    [ok(14)],
  ),
  m(
    1,
    'several',
    'Chest hardly moving: I take the mask in both hands, thumbs on it and fingers thrusting his jaw, while the nurse does the bag.',
    [ok(4), ok(13)],
  ),
  danger(1, "I'll lean harder on the mask instead of bothering with his jaw.", [wrong(17)]),
  danger(1, 'Mask hand only holds the mask, his chin can look after itself.', [wrong(17)]),
  danger(1, "Leak under his chin, but I'll stick with my single-hand grip and keep bagging.", [
    wrong(13),
    wrong(14),
  ]),

  // ---- Phase 1: squeeze (BMV-18) ----
  m(1, 'action', 'Squeezing gently over about a second, stopping as soon as I see his chest lift.', [ok(18)]),
  m(1, 'typo', 'sqeeze over 1 sec until chest rise then let go', [ok(18)]),
  m(1, 'negation', 'No hard squeezes, just enough for the chest to come up.', [ok(18)]),
  m(1, 'question', 'How much do I squeeze the bag each time?', [none(18)]),
  danger(1, 'Squeeze the bag as hard as I can so the breath definitely gets in.', [wrong(18)]),
  danger(1, 'Both hands on the bag, every breath wrung out completely.', [wrong(18)]),
  danger(1, 'Each breath a short, sharp jab on the bag, half a second.', [wrong(18)]),

  // ---- Phase 1: rate (BMV-19) ----
  m(1, 'action', 'One breath every three seconds, so 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 24 via BVM', [ok(19, { ratePerMin: 24 })]),
  m(
    1,
    'typo',
    'bagging at twenty for a minute',
    [ok(19)],
    'Dictation of "twenty-four a minute"; 20 or 24 are both right, so no rate is given.',
  ),
  m(1, 'negation', 'Not going at 40 a minute, one every 2 to 3 seconds is right for him.', [ok(19)]),
  m(1, 'question', 'How fast should I be bagging him?', [none(19)]),
  danger(1, 'His sats are 58, bag at 40 a minute to bring them up.', [wrong(19, { ratePerMin: 40 })]),
  danger(1, "I'll do 10 a minute, same as I'd bag a grown-up.", [wrong(19, { ratePerMin: 10 })]),
  danger(1, 'Bag him flat out, as many breaths a minute as I can manage, he is so desaturated.', [wrong(19)]),

  // ---- Phase 1: several, reassessment, hypothetical ----
  m(1, 'several', 'Gentle squeeze over one second till the chest moves, every 3 s.', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'several',
    'Neutral head, chin lift on the bone, and the three fingers under the mandible raise it into the mask.',
    [ok(3), ok(4), ok(13), ok(17)],
  ),
  m(1, 'shorthand', 'sniff pos, JT, EC, q3s, Ti 1s to chest rise', [
    ok(3),
    ok(4),
    ok(13),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'action',
    "Head's moved, so a fresh look: chest now lifting, heart rate 130, sats starting to climb.",
    [ok(7), ok(20)],
  ),
  m(1, 'hypothetical', "If his chest still doesn't move I'd reposition his head and go to a jaw thrust.", [
    none(3),
    none(4),
  ]),

  // ---- Phase 1: safe ----
  safe(1, 'answer', "What's his glucose?"),
  safe(1, 'answer', 'What is his temperature?'),
  safe(1, 'hint', 'Chest still barely moving, what am I missing?'),
  safe(1, 'acknowledge', 'Give a 10 mL/kg saline bolus through the IV for the dehydration.'),

  // ---- Phase 2: adjunct size and insertion (BMV-5, 6) ----
  m(
    2,
    'action',
    'Sizing an oral airway against his face, from the corner of his mouth to the angle of his jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA sized lip corner -> jaw angle', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'Tongue depressor holding his tongue flat, and I slide the oral airway in over it, right way up.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'typo', 'guedel measured corner of mouth to angle of jaw, put in with tounge depresser', [
    ok(5, { adjunct: 'opa' }),
    ok(6, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'several',
    "He's starting to withdraw, so a nasal airway: nostril-to-tragus length, lubricated, aimed towards the back of his head, parallel to the palate.",
    [ok(5, { adjunct: 'npa' }), ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'action', 'Nasopharyngeal airway sized from the tip of his nose to the tragus of his ear.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'action',
    'I am measuring the airway for the mouth from the corner of the lips until the angle of the mandible, then I insert it with the depressor of the tongue.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'negation',
    "The Guedel caught on the way in; I didn't push through, I backed off and re-angled it over the blade.",
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'negation', 'Not ramming the nasal airway; it slipped in easily, parallel to the roof of his mouth.', [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(2, 'question', 'What size oral airway does a four-year-old need?', [none(5)]),
  m(2, 'question', 'Should I put in an OPA or an NPA?', [none(5)]),
  m(2, 'hypothetical', 'If he gags on the oral airway I would take it out and use a nasal one instead.', [
    none(5),
  ]),
  danger(2, 'Give me the adult size 4 Guedel, big enough to hold the tongue out of the way.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'Measure the oral airway from his lips down to the bottom of his chin.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'No blade, just push the Guedel straight in and let the tongue fold back if it wants.', [
    wrong(6, { adjunct: 'opa' }),
  ]),
  danger(
    2,
    'No lube, point the nasal tube upwards along the bridge of his nose and force it when it resists.',
    [wrong(6, { adjunct: 'npa' })],
  ),

  // ---- Phase 2: reassessment and effective ventilation (BMV-7, 20) ----
  m(2, 'action', 'Airway in. Rechecking chest rise, heart rate and sats.', [ok(7)]),
  m(2, 'action', 'His chest is rising with every breath and the sats are up to 86 and climbing.', [ok(20)]),
  m(2, 'several', 'After the OPA: good chest rise, HR 120, SpO2 86 and rising.', [ok(7), ok(20)]),
  m(2, 'shorthand', 'reassess: CR ++, HR 120, SpO2 up to 86', [ok(7), ok(20)]),
  m(2, 'negation', "I'm not assuming the adjunct fixed it: chest, sats and heart rate all rechecked.", [
    ok(7),
  ]),
  m(2, 'typo', 'chest rizing nicely each breth, sats going up', [ok(20)]),
  m(2, 'action', 'Now the chest is going up each breath and the saturation rise, the ventilation works.', [
    ok(20),
  ]),
  m(2, 'question', 'Am I getting chest movement with each breath?', [none(7)]),
  m(2, 'question', 'Sat probe reading?', [none(7)]),
  danger(2, "He's pinking up, no need to check anything else, just keep going.", [wrong(7)]),
  danger(2, "I can't see his chest moving at all but the bag feels fine, so I'm carrying on as I am.", [
    wrong(20),
  ]),
  danger(2, "Now he's improving let's go faster, 50 breaths a minute.", [wrong(19, { ratePerMin: 50 })]),
  m(2, 'several', 'Still one breath every 3 seconds, each one over a second, just to chest rise.', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),

  // ---- Phase 2: safe ----
  safe(2, 'hint', "What's next then?"),
  safe(2, 'answer', "What's his CO2?"),
  safe(
    2,
    'answer',
    'Is he gagging at all?',
    'A question about the patient, though its answer decides BMV-5.',
  ),
  safe(2, 'acknowledge', 'Start neuro obs every 15 minutes.'),
  safe(2, 'acknowledge', "Let's get a portable chest x-ray once he's settled."),
];
