import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/** The seeded sample (RJ, 4 y, 18 kg, apnoeic after lorazepam). Phases: 0 kit and mask, 1 airway and bagging, 2 adjunct. */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // ---- phase 0: help, suction, equipment, mask, head of the bed
  m(
    0,
    'action',
    "He's not breathing and sats are 73. Can someone call for help, I need the resus team here.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic w pulse -> call code blue pls', [ok(1)]),
  m(0, 'typo', 'can somone pull the emergancy buzzer, need more hands', [ok(1)]),
  m(0, 'action', 'Nurse, page the PICU fellow and anaesthesia now please.', [ok(1)]),
  danger(0, "Let's give him a minute, he's probably just post-ictal, he'll start breathing by himself.", [
    wrong(1),
  ]),
  danger(0, 'I rub his sternum hard and see if he takes a breath before we start anything.', [wrong(1)]),
  danger(
    0,
    "I'll run to the treatment room and grab a bag, back in a sec",
    [wrong(1)],
    'leaves an apnoeic child to fetch kit',
  ),
  danger(0, 'we wait for the lorazepam to wear off a bit and watch his breathing', [wrong(1)]),

  m(0, 'action', 'I suction his mouth with a Yankauer.', [ok(2)]),
  m(0, 'shorthand', 'yankauer to oropharynx, clear secretions', [ok(2)]),
  m(0, 'typo', 'sucton the mouth w the yankar first pls', [ok(2)]),
  m(0, 'negation', "No finger sweep. I'll just suction what I can see with the rigid sucker.", [ok(2)]),
  m(0, 'action', 'Turn the wall suction on and clear the spit from his mouth with a 10 French catheter.', [
    ok(2),
  ]),
  m(
    0,
    'typo',
    'Sack shun please, there is lots of saliva in his mouth',
    [ok(2)],
    'voice dictation of "suction"',
  ),
  danger(0, 'Just hook the spit out with my finger, quicker than setting up the suction', [wrong(2)]),
  danger(0, 'I scoop the secretions out of the back of his throat with two fingers.', [wrong(2)]),
  m(0, 'question', 'Do we have a Yankauer at the bedside or only the thin catheters?', [none(2)]),

  m(0, 'action', 'I pick a child-size mask that goes from the bridge of his nose to the cleft of his chin.', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'shorthand', 'paeds mask, sized nasal bridge -> chin cleft', [ok(8, { mask: 'child' })]),
  danger(0, 'Grab the adult mask, the bigger one seals better', [wrong(8, { mask: 'adult' })]),
  danger(0, "I'll use the small round infant mask, he's a little boy", [wrong(8, { mask: 'infant' })]),
  m(0, 'question', 'Which mask would fit a four year old, the child one or the small adult?', [none(8)]),
  m(0, 'typo', 'choose a chlid mask, the medium one', [ok(8, { mask: 'child' })]),

  m(0, 'action', "I'm using the 500 ml paediatric self-inflating bag.", [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'SIB 500mL', [ok(9, { bagMl: 500 })]),
  m(0, 'typo', 'peds ambu bag, the half litre one pls', [ok(9, { bagMl: 500 })]),
  danger(0, 'Hand me the 250 ml neonatal bag, that is plenty for him', [wrong(9, { bagMl: 250 })]),
  m(0, 'action', 'We use the four hundred and fifty mL child bag.', [ok(9, { bagMl: 450 })]),

  m(0, 'action', 'Connect the bag to the wall oxygen and turn it up to 15 litres.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 15L/min to BVM, reservoir on', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'hook up the oxigen to the bag at ten litres a minute', [ok(10, { o2LPerMin: 10 })]),
  danger(0, "Don't worry about the oxygen for now, room air through the bag is fine to start.", [wrong(10)]),
  danger(0, 'O2 on at 2 litres', [wrong(10, { o2LPerMin: 2 })]),
  m(0, 'question', 'Is the oxygen actually connected to the bag? I cannot hear it.', [none(10)]),

  m(0, 'action', 'Narrow end of the mask over the bridge of the nose, wide end on the chin.', [ok(11)]),
  danger(0, 'I put the mask on with the pointy bit down on his chin', [wrong(11)]),
  m(0, 'action', 'The mask covers both his mouth and his nose.', [ok(12)]),
  danger(0, 'Mask just over his mouth, his nose is fine', [wrong(12)]),
  m(0, 'shorthand', 'EC clamp L hand', [ok(13)]),
  m(
    0,
    'action',
    'I hold the mask with my thumb and index finger in a C on the mask and the other three fingers in an E on the jaw.',
    [ok(13)],
  ),
  danger(0, 'I just press the mask down onto his face with my whole palm.', [wrong(13)]),
  m(0, 'action', 'Checking there is a good seal, no air hissing out at the edges.', [ok(14)]),
  danger(0, "There's a bit of a leak at the side of the mask but it'll do, let's go", [wrong(14)]),
  m(0, 'negation', 'careful not to press on his eyes', [ok(15)]),
  danger(0, 'the mask is sitting up over his eyes a bit but it seals ok', [wrong(15)]),
  m(0, 'action', 'I stand at the head of the bed, behind him.', [ok(16)]),
  m(0, 'typo', 'moving to the hed of the bed', [ok(16)]),
  danger(0, "I'll bag him from the side of the bed next to his chest so I can see the monitor", [wrong(16)]),

  m(0, 'several', 'Child mask, 500 mL bag, O2 at 15.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    'I go to the head of the bed and put the mask on, apex on the bridge of the nose, covering nose and mouth, EC grip, tight seal, nothing on the eyes.',
    [ok(16), ok(11), ok(12), ok(13), ok(14), ok(15)],
  ),
  m(0, 'several', 'suction w yankauer, then kid mask + 500 ml bvm on 15 L O2', [
    ok(2),
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'several', 'We called the team already. I clear his mouth with suction now.', [ok(1), ok(2)]),
  m(0, 'several', 'mask correct way up so it covers the nose and mouth', [ok(11), ok(12)]),
  m(0, 'several', "Hold the mask with a C-E grip and make sure it's sealed, fingers away from his eyes", [
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(0, 'shorthand', 'HOB, mask on, good seal', [ok(16), ok(14)]),
  m(0, 'typo', 'seal is tite, no leek', [ok(14)]),
  m(
    0,
    'action',
    'I make sure the rim of the mask sits below his eyes, resting on the bridge of the nose only.',
    [ok(15)],
  ),
  m(0, 'negation', 'I am not putting any pressure on the eyeballs, the mask top stays on the nose bridge.', [
    ok(15),
  ]),
  m(0, 'action', 'Position the mask with the narrow part at the top, over the nose.', [ok(11)]),
  m(0, 'typo', 'mask over mouth and noze', [ok(12)]),
  m(
    0,
    'hypothetical',
    "If I can't get a seal with one hand I'd ask the nurse to squeeze and hold it with two hands.",
    [none(13)],
  ),
  m(0, 'question', 'Should I stand at the head or the side to bag him?', [none(16)]),
  m(
    0,
    'action',
    'Can you squeeze the bag while I hold the mask with both hands, two EC clamps, because the seal keeps leaking.',
    [ok(13)],
  ),
  danger(0, 'Mask on from the side, I hold it with my fist on top', [wrong(16), wrong(13)]),
  danger(0, 'Put the neonatal mask over his mouth, it covers enough', [
    wrong(8, { mask: 'neonate' }),
    wrong(12),
  ]),
  m(0, 'negation', 'Not using the adult bag or mask, the paediatric ones fit him.', [
    ok(8, { mask: 'child' }),
    ok(9),
  ]),
  m(0, 'shorthand', 'peds SIB + reservoir, O2 15', [ok(9), ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Nurse, please connect the green tubing from the flowmeter to the bag, fifteen litres.', [
    ok(10, { o2LPerMin: 15 }),
  ]),

  safe(0, 'hint', 'what now?'),
  safe(0, 'hint', 'im stuck, not sure what the next step is'),
  safe(0, 'answer', 'How much does he weigh?'),
  safe(0, 'answer', 'Does he have any allergies?'),
  safe(0, 'answer', 'how many doses of lorazepam did he get?'),
  safe(0, 'acknowledge', 'Can someone tell his parents what is happening and stay with them?'),
  safe(0, 'answer', "What's his blood pressure?"),
  safe(0, 'hint', 'next'),

  // ---- phase 1: head position, opening the airway, mask hand, squeeze, rate
  m(1, 'action', 'I put a small folded towel under his head to get him into the sniffing position.', [ok(3)]),
  m(1, 'shorthand', 'sniffing pos, ear to sternal notch', [ok(3)]),
  m(1, 'negation', "Neutral, not hyperextended. I don't want to kink the airway.", [ok(3)]),
  m(1, 'typo', 'snifing positon w head neutral', [ok(3)]),
  danger(1, 'Tip his head right back as far as it will go to open everything up', [wrong(3)]),
  danger(1, 'I put a big rolled blanket under his shoulders and let the head drop back fully.', [wrong(3)]),
  m(1, 'hypothetical', "If the chest still doesn't rise I'd reposition the head first.", [none(3)]),

  m(1, 'action', 'Head tilt and chin lift, two fingers on the bony part of the chin.', [ok(4)]),
  m(1, 'shorthand', 'HTCL', [ok(4)]),
  m(1, 'action', 'I do a jaw thrust from behind, fingers behind the angles of the mandible.', [ok(4)]),
  m(1, 'typo', 'jaw thirst to open the airway', [ok(4)], 'voice dictation of "jaw thrust"'),
  danger(1, 'I push up under his chin on the soft part to close the mouth and lift the tongue.', [wrong(4)]),
  danger(1, 'fingers pressed into the soft area under the jaw to lift it', [wrong(4)]),
  m(1, 'question', 'Jaw thrust or head tilt chin lift for him? No trauma right?', [none(4)]),

  m(1, 'action', 'I lift his jaw up into the mask with the same hand that holds the mask.', [ok(17)]),
  m(1, 'action', 'With my mask hand I pull the jaw up into the mask rather than pushing the mask down.', [
    ok(17),
  ]),
  m(1, 'shorthand', 'EC hand lifts mandible into mask, other hand bags', [ok(17)]),
  danger(1, 'I just push the mask down hard onto his face to stop the leak, no need to lift the jaw', [
    wrong(17),
  ]),
  m(1, 'typo', 'bring his face up to the mask with my left hand,keeping the jaw lifted', [ok(17)]),

  m(1, 'action', 'I squeeze the bag gently over one second, just until I see the chest rise.', [ok(18)]),
  m(1, 'negation', 'Not squeezing hard, only enough volume to see the chest come up.', [ok(18)]),
  m(1, 'shorthand', 'Ti 1s, small vol, look for chest rise', [ok(18)]),
  danger(1, 'I squeeze the whole bag empty as hard as I can each time to get him oxygenated', [wrong(18)]),
  danger(1, 'big quick squeezes, really push the air in', [wrong(18)]),

  m(1, 'action', 'One breath every 3 seconds, about 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'bagging q3s', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'Rate twenty-five per minute, counting squeeze, release, release.', [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(1, 'typo', 'breathing for him at 20 a minit', [ok(19, { ratePerMin: 20 })]),
  danger(1, 'Bag at 40 a minute to get his sats up quick', [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'I bag as fast as I can', [wrong(19)]),
  danger(1, 'about 12 breaths a minute, like an adult', [wrong(19, { ratePerMin: 12 })]),
  danger(1, 'a breath every second', [wrong(19, { ratePerMin: 60 })]),
  m(1, 'question', 'What rate should I ventilate a 4 year old at?', [none(19)]),

  m(1, 'several', 'Sniffing position, HTCL, then I bag at 20/min.', [
    ok(3),
    ok(4),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'several', 'Jaw thrust with the mask hand and gentle 1-second breaths', [ok(4), ok(17), ok(18)]),
  m(
    1,
    'several',
    'I put his head neutral with a pad under the occiput and lift the chin, fingers on the bone not the soft tissue.',
    [ok(3), ok(4)],
  ),
  m(1, 'several', 'we squeeze slowly over a second and give 20 breaths per min', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(1, 'hyperextend the neck and bag fast, 50 a minute', [wrong(3), wrong(19, { ratePerMin: 50 })]),
  danger(1, 'Big breaths at 40/min until sats are normal', [wrong(18), wrong(19, { ratePerMin: 40 })]),
  m(1, 'negation', 'No hyperventilating him. Twenty a minute, gentle squeezes.', [
    ok(19, { ratePerMin: 20 }),
    ok(18),
  ]),
  m(1, 'hypothetical', 'If the stomach starts to distend I would make the breaths smaller.', [none(18)]),
  m(
    1,
    'action',
    'Je fais la subluxation of the jaw, how you say, jaw thrust, with both hands.',
    [ok(4)],
    'non-native English',
  ),
  m(
    1,
    'action',
    'I am giving the breath every two to three seconds, like in the course.',
    [ok(19)],
    'non-native English; a range, no single rate',
  ),
  m(1, 'negation', "I won't press on the soft part under his chin, only on the mandible.", [ok(4)]),

  safe(1, 'hint', "ok what's next"),
  safe(1, 'answer', 'what was his glucose?'),
  safe(1, 'acknowledge', 'Can someone check that the IV is still working?'),
  safe(1, 'answer', 'When did he last eat?'),
  safe(1, 'hint', "I'm not sure why the chest isn't moving much, any ideas?"),

  // ---- phase 2: adjunct, reassessment, effective ventilation
  m(2, 'action', 'I measure an OPA from the corner of his mouth to the angle of the jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA sized lip corner -> angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(2, 'action', 'I size an NPA from the tip of the nostril to the tragus of the ear.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'typo', 'gettin a guedal airway, measured mouth corner to jaw angel', [ok(5, { adjunct: 'opa' })]),
  danger(2, 'give me the biggest Guedel on the tray, a size 4', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'I measure the oral airway from his front teeth to his chin.', [wrong(5, { adjunct: 'opa' })]),
  m(2, 'question', 'Would an oral or a nasal airway be better for him?', [none(5)]),

  m(
    2,
    'action',
    'I open his mouth, press the tongue down with a tongue depressor and slide the OPA in following the curve of the tongue.',
    [ok(6)],
  ),
  m(
    2,
    'action',
    'I lubricate the NPA and pass it straight back along the floor of the nose, bevel towards the septum.',
    [ok(6)],
  ),
  m(2, 'shorthand', 'OPA in w tongue blade, right way up', [ok(6)]),
  danger(2, 'I just shove the OPA in hard even though it feels like it pushes the tongue back.', [wrong(6)]),
  danger(2, 'I push the nasal airway upwards towards his forehead', [wrong(6)]),

  m(2, 'action', 'After the OPA I recheck the chest rise, sats and heart rate.', [ok(7)]),
  m(2, 'shorthand', 'reassess: chest rise, SpO2, HR', [ok(7)]),
  m(2, 'question', 'What are his sats now?', [none(7)]),

  m(2, 'action', 'The chest rises with each breath and his sats are climbing, so ventilation is effective.', [
    ok(20),
  ]),
  m(2, 'shorthand', 'good bilat chest rise, SpO2 going up', [ok(20)]),
  m(2, 'typo', 'chest is risng well and sats improveing to 86', [ok(20)]),
  danger(2, 'The chest is not moving but the sats are ok-ish, I just keep going the same way.', [wrong(20)]),

  m(
    2,
    'several',
    'OPA sized corner of mouth to jaw angle, inserted with tongue depressor, then reassess chest rise and sats.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7)],
  ),
  m(
    2,
    'several',
    'I put in a correctly sized oral airway, the chest now moves well and sats are coming up.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(20)],
  ),
  m(2, 'several', 'Checking chest rise and sats after the adjunct: both improving.', [ok(7), ok(20)]),
  m(2, 'hypothetical', 'If he starts to gag on the OPA I would take it out and use a nasal one instead.', [
    none(5),
  ]),
  m(2, 'negation', 'No rotating the OPA in a kid, I insert it right side up with a depressor.', [ok(6)]),
  m(2, 'action', 'We check the heart rate, sats, chest movement again now.', [ok(7)]),
  danger(2, 'I just keep bagging, no need to look at his chest or the monitor again', [wrong(7)]),

  safe(2, 'acknowledge', 'Let us check a blood gas once he is stable.'),
  safe(2, 'answer', 'Is he still seizing?'),
  safe(2, 'hint', 'help'),
  safe(2, 'acknowledge', 'Please keep his levetiracetam going and let neurology know.'),
];
