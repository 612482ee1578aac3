import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Leo, 10 months, 8 kg, suspected non-accidental head injury: apnoeic with a pulse, spine not cleared,
 * blood-stained secretions, fluid from the left ear (possible skull base fracture), no gag.
 * Infant mask, 450-500 mL bag, O2 10-15 L/min; neutral head with in-line stabilisation, jaw thrust only;
 * 20-30/min, no hyperventilation; an oral airway (no nasal airway, no nasal suction).
 */
export const INFANT_NAI_MESSAGES: HeldOutUtterance[] = [
  // ---------------------------------------------------------------- phase 0: recognition, help, suction, kit, mask on
  m(
    0,
    'action',
    "He isn't breathing but I can feel a brachial pulse. Put out a paediatric trauma call and get the anaesthetist.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'Apnoea, brachial +, HR 104. Peds resus call pls', [ok(1)]),
  m(0, 'typo', 'baby not breathig, someone call the reg and the PICU team now', [ok(1)]),
  m(0, 'action', 'We need help in here: can someone call the on-call anaesthetist and the ED consultant?', [
    ok(1),
  ]),
  m(0, 'typo', 'Help! Infant apnoiec, need airway people here asap', [ok(1)]),
  m(0, 'action', 'He has stopped breathing. Press the crash buzzer, please.', [ok(1)]),
  m(0, 'question', 'Should I put out a trauma call or a medical emergency call for him?', [none(1)]),
  danger(0, "He needs a scan before anything else, let's get him round to the scanner.", [wrong(1)]),
  danger(0, 'Before we touch him I want the full story from the partner, the history does not fit.', [
    wrong(1),
  ]),
  danger(
    0,
    'Rub his back and tickle his soles first, babies often start breathing again with a bit of stimulation.',
    [wrong(1)],
  ),
  danger(0, 'He might be post-ictal, give him a few minutes to come round on his own.', [wrong(1)]),
  danger(0, 'Page neurosurgery and wait for them to decide what to do with his airway.', [wrong(1)]),
  danger(0, 'Call the police and safeguarding first, this is clearly non-accidental.', [wrong(1)]),

  m(
    0,
    'action',
    'Suctioning the blood-stained secretions from his mouth with the paediatric Yankauer, gently, where I can see the tip.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'sx mouth, 10 Fr, under vision, <10 s', [ok(2)]),
  m(0, 'typo', 'gentle sucktion of the mouth with the baby yankauer, not too deep', [ok(2)]),
  m(
    0,
    'negation',
    'No blind suction up his nose with that fluid coming from his ear; mouth only, under direct vision.',
    [ok(2)],
  ),
  m(0, 'negation', 'Keeping my fingers out of his mouth, the paeds Yankauer gets the blood.', [ok(2)]),
  m(0, 'question', 'Can I suction his nose as well, or is that a problem with the ear leak?', [none(2)]),
  danger(0, 'Run the suction catheter up each nostril to clear the blood out of his nose.', [wrong(2)]),
  danger(0, "I'll get the bits of blood out with my little finger, it's quicker.", [wrong(2)]),
  danger(0, 'Shove the Yankauer blindly right down the back of his throat, I want to get all of it.', [
    wrong(2),
  ]),

  m(0, 'action', 'Infant mask that reaches from his nasal bridge to the cleft of his chin.', [
    ok(8, { mask: 'infant' }),
  ]),
  m(0, 'shorthand', 'Infant mask (size 1), fits nose bridge to chin', [ok(8, { mask: 'infant' })]),
  m(0, 'typo', 'infnat mask pls, the anatomical one', [ok(8, { mask: 'infant' })]),
  m(0, 'negation', "Not the newborn mask, it's too small for him. Infant size.", [ok(8, { mask: 'infant' })]),
  m(0, 'question', 'Is the infant mask right for a ten-month-old, or should I go up to the child one?', [
    none(8),
  ]),
  danger(0, "Neonatal mask, he's only a baby.", [wrong(8, { mask: 'neonate' })]),
  danger(0, "The toddler mask: it's a bit big and hangs past his chin, but it will do.", [
    wrong(8, { mask: 'child' }),
  ]),

  m(0, 'action', 'Paediatric self-inflating bag, the 500 ml one, not the neonatal.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'SIB 450 ml + reservoir', [ok(9, { bagMl: 450 })]),
  m(0, 'typo', 'the half litre peds bag please, the ambu one', [ok(9, { bagMl: 500 })]),
  m(0, 'question', 'Would the 250 ml neonatal bag be safer for such a small baby?', [
    none(9, { bagMl: 250 }),
  ]),
  danger(0, 'Use the 250 ml neonatal bag, he needs smaller breaths.', [wrong(9, { bagMl: 250 })]),
  danger(0, "The little newborn bag is right here, I'll use that one.", [wrong(9)]),

  m(0, 'action', 'Oxygen tubing onto the bag and the flowmeter up to 15 litres.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 10 L/min to SIB', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'typo', 'O2 on the bag at fifteen leaders a minute', [ok(10, { o2LPerMin: 15 })], 'Dictation slip.'),
  m(0, 'negation', 'Not on room air: oxygen connected to the bag and running at 15.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(0, 'Room air on the bag, high oxygen is bad for an injured brain.', [wrong(10)]),
  danger(0, 'One litre of oxygen is enough for a baby his size.', [wrong(10, { o2LPerMin: 1 })]),

  m(0, 'action', 'I go to the head end of the trolley to ventilate.', [ok(16)]),
  m(0, 'negation', "Not bagging from the side, I'll be at the top end of the trolley.", [ok(16)]),
  m(0, 'shorthand', 'me @ head of bed', [ok(16)]),
  danger(0, "I'll bag from his side, there's more room there with everyone crowding the top.", [wrong(16)]),
  danger(0, "I'll stand at his right side and bag across him, it's easier to see the monitor.", [wrong(16)]),

  m(0, 'action', 'Mask on with the narrow end over the bridge of his nose.', [ok(11)]),
  m(0, 'typo', 'mask the rite way up, pointy end to the nose', [ok(11)]),
  danger(0, 'Mask upside down, the wide end fits his little nose better.', [wrong(11)]),
  m(0, 'action', 'Mask over both his nose and his mouth.', [ok(12)]),
  m(0, 'shorthand', 'mask covers nose & mouth', [ok(12)]),
  danger(
    0,
    'Only his mouth is under the mask, his nose pokes out the top, but that is the best fit I can get.',
    [wrong(12)],
  ),
  m(0, 'action', 'Checking the rim is on the nasal bridge and well clear of his eyes.', [ok(15)]),
  m(0, 'negation', 'No pressure on his eyes at all, especially if there are retinal bleeds.', [ok(15)]),
  danger(0, 'The top of the cushion lies across his closed eyes, but it seals better that way.', [wrong(15)]),

  m(0, 'shorthand', 'mask apex → nasal bridge', [ok(11)]),
  m(0, 'question', 'Does it matter which way round the infant mask goes?', [none(11)]),
  danger(0, 'Turn the mask round so the pointed end sits on his chin, it hugs his face better.', [wrong(11)]),
  m(0, 'typo', 'nose and mouth both undr the mask', [ok(12)]),
  m(0, 'negation', 'Not leaving his nose uncovered: nose and mouth both inside the cushion.', [ok(12)]),
  m(0, 'shorthand', 'rim off eyes', [ok(15)]),
  m(0, 'typo', 'carefull the mask doesnt press on his eyes, its sitting below them', [ok(15)]),
  m(0, 'several', 'Right way round, nose and mouth covered, eyes free.', [ok(11), ok(12), ok(15)]),
  m(0, 'typo', 'standing at the top of the trolly behind his head', [ok(16)]),
  m(
    0,
    'several',
    'Infant mask, narrow end on the bridge of the nose, covering nose and mouth, off the eyes.',
    [ok(8, { mask: 'infant' }), ok(11), ok(12), ok(15)],
  ),
  m(0, 'several', '500 ml bag, O2 15 L, infant mask, I am at the head', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(8, { mask: 'infant' }),
    ok(16),
  ]),
  m(
    0,
    'several',
    'I take the mask for infant and the bag of 500 ml, with oxygen at 15 litre on it.',
    [ok(8, { mask: 'infant' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
    'Non-native English.',
  ),
  m(0, 'several', 'Apnoeic infant, calling for help; gently suctioning his mouth with the small Yankauer.', [
    ok(1),
    ok(2),
  ]),

  safe(0, 'answer', 'How did they say it happened?'),
  safe(0, 'answer', 'What does he weigh?'),
  safe(0, 'answer', 'Is his fontanelle bulging?'),
  safe(0, 'answer', 'What are his pupils doing?'),
  safe(0, 'acknowledge', 'Can somebody get IO access in his tibia?'),
  safe(0, 'acknowledge', 'Someone please stay with his mum when she arrives.'),
  safe(0, 'hint', 'what now?'),
  safe(0, 'acknowledge', 'Check a glucose on him please.'),

  // ------------------------------------------- phase 1: head, airway opening, hold, seal, mask hand, squeeze, rate
  m(1, 'action', 'Nurse, please hold his head in line with both hands from the side and keep it neutral.', [
    ok(3),
  ]),
  m(
    1,
    'action',
    "Thin folded towel under his shoulders so his big occiput doesn't flex his neck; head neutral with in-line stabilisation.",
    [ok(3)],
  ),
  m(
    1,
    'negation',
    'No sniffing position for him, the neck is not cleared: neutral, with manual in-line stabilisation.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'MILS, neutral, thin pad under shoulders', [ok(3)]),
  m(1, 'typo', 'in line stabilization by the nurse, head neutral, nothing under his head', [ok(3)]),
  m(1, 'question', 'Do I still use a shoulder roll when his neck might be injured?', [none(3)]),
  danger(
    1,
    'Put him in the sniffing position with his head tipped back a little, that is what babies need.',
    [wrong(3)],
  ),
  danger(1, 'Let go of his head for a sec, I want a rolled towel under his neck to extend it.', [wrong(3)]),
  danger(1, 'Put a pillow under his head so he is comfortable.', [wrong(3)]),

  m(1, 'action', 'Jaw thrust with no head tilt: fingers behind the angles of his jaw pushing it forwards.', [
    ok(4),
  ]),
  m(1, 'typo', 'jaw thurst only, no tilt cos neck not cleared', [ok(4)]),
  m(1, 'negation', 'Not doing a head tilt-chin lift on him, jaw thrust instead.', [ok(4)]),
  m(1, 'shorthand', 'JT, no HTCL (C-spine)', [ok(4)]),
  m(
    1,
    'action',
    'Lifting his mandible forward from behind the angles, my fingers on bone and nowhere near the soft part under his chin.',
    [ok(4)],
  ),
  danger(1, 'Head tilt-chin lift, babies this age hardly ever injure their necks.', [wrong(4)]),
  danger(1, "I'm pushing up into the soft tissue under his chin to bring the tongue forward.", [wrong(4)]),
  danger(1, 'Tip his head back and lift his chin, that opens babies up nicely.', [wrong(4)]),

  m(
    1,
    'action',
    'E-C grip: thumb and index finger round the mask, the other fingers on the bony edge of his jaw.',
    [ok(13)],
  ),
  m(1, 'action', 'Two-person: I hold the mask with both hands and thrust the jaw, you squeeze the bag.', [
    ok(4),
    ok(13),
  ]),
  m(1, 'shorthand', 'EC clamp L hand, R hand on bag', [ok(13)]),
  m(
    1,
    'typo',
    'easy clamp grip on the mask, thumb and finger making the C',
    [ok(13)],
    'Dictation: "easy" for E-C.',
  ),
  m(1, 'hypothetical', "If the seal's poor with one hand I'd go two-person and let someone else bag.", [
    none(13),
  ]),
  danger(1, 'Holding the mask on with my whole palm over it.', [wrong(13)]),
  danger(1, 'I just pinch the mask between my finger and thumb, nothing on his jaw, he is tiny.', [
    wrong(13),
  ]),

  m(1, 'action', 'No air escaping round the mask now, the seal is good.', [ok(14)]),
  m(1, 'shorthand', 'seal ✓ no leak', [ok(14)]),
  m(1, 'typo', 'checkd for leak round the edges, its sealed', [ok(14)]),
  m(1, 'hypothetical', 'If it leaks at the chin I would reposition and press the rim down evenly.', [
    none(14),
  ]),
  danger(1, 'It leaks a bit at his chin, but it will do.', [wrong(14)]),
  danger(1, "Air's hissing out under the mask on one side, I'll ignore it and keep bagging.", [wrong(14)]),

  m(
    1,
    'action',
    'Lifting his jaw into the mask with the fingers of the hand that holds it, without tilting his head.',
    [ok(17)],
  ),
  m(1, 'typo', 'my E fingers pull his jaw up into the mask, no tilt', [ok(13), ok(17)]),
  m(
    1,
    'action',
    'Drawing his jaw up into the mask with my middle finger on the bone of the chin, head kept still.',
    [ok(17)],
  ),
  m(1, 'shorthand', 'chin up into cushion w/ E fingers', [ok(13), ok(17)]),
  m(
    1,
    'hypothetical',
    'If the jaw thrust with one hand still gives no chest rise, I would put two people on the mask.',
    [none(13)],
  ),
  danger(1, "I'm pressing the mask onto his face and leaving the jaw alone.", [wrong(17)]),
  danger(1, 'Push the mask down firmly and let his chin sag, the mask seals on its own.', [wrong(17)]),

  m(1, 'action', 'Small gentle squeezes, each over a second, only enough to see the chest start to rise.', [
    ok(18),
  ]),
  m(1, 'shorthand', 'Ti 1s, small Vt, just to chest rise', [ok(18)]),
  m(1, 'typo', 'gentel squeeze, watching for the chest to come up and stop there', [ok(18)]),
  danger(1, 'Squeeze the whole bag in, he needs a big breath.', [wrong(18)]),
  danger(1, 'Short sharp squeezes to blow past the blood in his throat.', [wrong(18)]),

  m(1, 'action', 'Bagging at 25 a minute.', [ok(19, { ratePerMin: 25 })]),
  m(1, 'action', 'One breath every two to three seconds.', [ok(19)]),
  m(1, 'typo', 'rate twenty five per minuet', [ok(19, { ratePerMin: 25 })]),
  m(1, 'negation', 'Not hyperventilating him even with the head injury, 25 breaths a minute.', [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(1, 'question', 'What rate for a 10-month-old, 30?', [none(19, { ratePerMin: 30 })]),
  danger(1, 'Hyperventilate him at 40 a minute to bring his intracranial pressure down.', [
    wrong(19, { ratePerMin: 40 }),
  ]),
  danger(1, 'Forty to sixty a minute, like we do for newborns.', [wrong(19)]),
  danger(1, 'One breath every 6 seconds, same as for adults.', [wrong(19, { ratePerMin: 10 })]),

  m(1, 'several', 'MILS by the nurse, jaw thrust, EC clamp, bagging 25/min over 1 s each', [
    ok(3),
    ok(4),
    ok(13),
    ok(19, { ratePerMin: 25 }),
    ok(18),
  ]),
  m(
    1,
    'several',
    'Head neutral with the in-line hold, jaw pulled up into the mask with my E fingers, no leak.',
    [ok(3), ok(13), ok(17), ok(14)],
  ),

  safe(1, 'answer', 'What is his blood pressure?'),
  safe(1, 'acknowledge', 'Someone draw up 3% saline in case his pupils get worse.'),
  safe(1, 'hint', 'stuck'),
  safe(1, 'acknowledge', 'Start a safeguarding referral when someone has a minute.'),
  safe(1, 'answer', 'Has he had any seizures?'),

  // ---------------------------------------------------------- phase 2: adjunct, reassessment, effective ventilation
  m(
    2,
    'action',
    'No gag, so an oral airway: measuring it from the corner of his mouth to the angle of his jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA, sized corner of mouth → angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'guedal sized against his face, lip corner to jaw angle', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'negation',
    'No nasal airway with fluid coming from his ear. Oropharyngeal, measured to the angle of the jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'question', 'Can I use an NPA on him?', [none(5, { adjunct: 'npa' })]),
  m(2, 'question', 'Which size Guedel for a 10 month old?', [none(5, { adjunct: 'opa' })]),
  danger(2, 'A nasal airway is gentler for babies, pop one up his right nostril.', [
    wrong(5, { adjunct: 'npa' }),
  ]),
  danger(2, 'Adult Guedel, size 3, the bigger the better to hold the tongue.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'Just pick the OPA that goes from his lips to the tip of his chin.', [
    wrong(5, { adjunct: 'opa' }),
  ]),

  m(
    2,
    'action',
    'Tongue depressor flat on his tongue, then sliding the OPA in the right way up, following the curve.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'negation', 'Not rotating it in upside down like in big kids; right way up over a tongue blade.', [
    ok(6, { adjunct: 'opa' }),
  ]),
  m(2, 'typo', 'inserted the oral airway concave side down over the tongue depresser, flange at his lips', [
    ok(6, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA in w/ TD, flange at lips', [ok(6, { adjunct: 'opa' })]),
  danger(2, 'Put the OPA in upside down and spin it 180 degrees, the way I do in adults.', [
    wrong(6, { adjunct: 'opa' }),
  ]),
  danger(2, 'It catches on something, just push harder until it goes in.', [wrong(6)]),

  m(2, 'action', 'Reassessing after the airway: chest rise, sats and heart rate.', [ok(7)]),
  m(2, 'shorthand', 'Re-eval: chest rise, SpO2, HR', [ok(7)]),
  m(2, 'typo', 'rechecking his chest movment, sats and pulse after the guedel', [ok(7)]),
  m(2, 'question', 'What is his heart rate doing now?', [none(7)]),
  m(2, 'question', 'Are the sats improving?', [none(7)]),
  danger(2, "Airway's in, move on, we don't need to look at him again.", [wrong(7)]),

  m(2, 'action', 'Chest rising with each breath now and the sats are coming up, 88 and climbing.', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, SpO2 ↑', [ok(20)]),
  m(2, 'several', 'Rechecked after the OPA: chest moving with every breath, sats 90, HR 130.', [
    ok(7),
    ok(20),
  ]),
  danger(2, "The chest still isn't moving but his colour is OK, keep going the same way.", [wrong(20)]),
  danger(2, "His tummy is swelling and the chest isn't rising; just keep bagging.", [wrong(20)]),

  m(2, 'action', 'Every squeeze gives a visible chest rise now, and his sats have gone from 86 to 94.', [
    ok(20),
  ]),
  m(2, 'typo', 'chest going up nice with each bagg, sats improving', [ok(20)]),
  m(
    2,
    'action',
    'In it goes with his tongue held down by the depressor, no force, flange resting at the lips.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'action', "Let's reassess after that oral airway: chest rise, SpO2 and heart rate.", [ok(7)]),
  safe(2, 'acknowledge', 'Pass an orogastric tube to take the air out of his stomach, not through the nose.'),
  safe(2, 'hint', 'next'),
  safe(2, 'answer', 'What is his blood pressure now?'),
  safe(2, 'acknowledge', 'Let PICU know he needs a bed and a CT once he is stable.'),
];
