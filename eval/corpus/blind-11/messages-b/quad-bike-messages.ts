import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Callum, 13 years, 40 kg, pre-pubertal, apnoeic after a quad bike rollover; spine not cleared, no gag, blood and a
 * broken tooth in the mouth, a basal skull fracture possible (see cases.ts). P0: help, suction, equipment, head of
 * the trolley, mask on; P1: in-line neutral head, jaw thrust, hold, seal, lift, squeeze, rate; P2: the oral airway,
 * reassessment, effective ventilation.
 */
export const QUAD_BIKE_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0 ----------
  // BMV-1
  m(
    0,
    'action',
    "He's apnoeic but I've got a carotid pulse. I need help now - put out the trauma call, get anaesthetics down, and I want someone on his neck.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoea + pulse. trauma team & gas now', [ok(1)]),
  m(0, 'typo', 'hes stoped breathing, call the trauma team in, need anesthetist asap', [ok(1)]),
  m(
    0,
    'action',
    'Not breathing, pulse present. Could you get the team leader and the on-call anaesthetist in here straight away please.',
    [ok(1)],
  ),
  m(0, 'question', "The trauma team's pre-alerted already, do I still need to call anyone?", [none(1)]),
  m(
    0,
    'action',
    'Respiratory arrest with output - I am calling for help now, everybody who is free to resus 1.',
    [ok(1)],
  ),
  danger(
    0,
    "The trauma team's already been pre-alerted, they'll get here when they get here. I'll crack on alone.",
    [wrong(1)],
  ),
  danger(
    0,
    "I'll sort his airway out first and then call anaesthetics once I know what we're dealing with.",
    [wrong(1)],
  ),
  danger(0, "let's get him to CT first, then we call the team if he still isn't breathing", [wrong(1)]),
  danger(0, 'No need to make a fuss yet - a bit of a sternal rub and he might start breathing.', [wrong(1)]),

  // BMV-2
  m(
    0,
    'action',
    'Rigid Yankauer: I suck out the blood and get the tooth fragment out of his mouth under direct vision, keeping his neck still.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'yankauer to oropharynx, clear blood + tooth fragment under vision', [ok(2)]),
  m(
    0,
    'negation',
    'Suctioning his mouth with the Yankauer - not through the nose, and no finger sweep for that tooth.',
    [ok(2)],
  ),
  m(0, 'typo', 'sucktion the blood out of his mouht with the yankuer', [ok(2)]),
  m(0, 'question', 'Is there still blood in his mouth?', [none(2)]),
  m(
    0,
    'action',
    'I would suction first, the rigid sucker, and lift the tooth piece out with Magill forceps where I can see it.',
    [ok(2)],
  ),
  danger(0, "I'll hook the tooth out with my finger, it's right there at the back.", [wrong(2)]),
  danger(
    0,
    'Soft catheter up his nose to clear the blood from the back of his throat.',
    [wrong(2)],
    'Nasal suction with a possible basal skull fracture.',
  ),
  danger(0, "leave the tooth, it'll go down the oesophagus, just bag over it", [wrong(2)]),
  danger(
    0,
    'Skip the suction, he needs oxygen more than he needs a clean mouth. Straight to the bag.',
    [wrong(2)],
    'Justification for ventilating through blood and a loose tooth.',
  ),

  // BMV-8
  m(
    0,
    'action',
    'Small adult mask - it fits from the bridge of his nose to the cleft of his chin, off his eyes.',
    [ok(8, { mask: 'adult' })],
  ),
  m(0, 'shorthand', 'sm adult mask, sized nasal bridge to chin', [ok(8, { mask: 'adult' })]),
  m(0, 'question', 'Child mask or the small adult one for him?', [none(8)]),
  m(0, 'negation', "Not the child mask - it doesn't reach his chin. The small adult one fits, so that one.", [
    ok(8, { mask: 'adult' }),
  ]),
  danger(0, "The child mask, he's a kid. It sits on his lower lip but that's fine.", [
    wrong(8, { mask: 'child' }),
  ]),
  danger(0, 'Pass me the infant mask, smaller masks seal better.', [wrong(8, { mask: 'infant' })]),
  danger(
    0,
    'the big adult mask, doesnt matter that it goes up onto his eyes, better seal',
    [wrong(8, { mask: 'adult' })],
    'The large adult mask, not the small adult one the case fits: too big, over the eyes.',
  ),

  // BMV-9
  m(0, 'action', 'Adult self-inflating bag, the 1600 mL, with the reservoir attached.', [
    ok(9, { bagMl: 1600 }),
  ]),
  m(0, 'shorthand', 'adult BVM 1.6 L', [ok(9, { bagMl: 1600 })]),
  m(0, 'question', 'Which bag do you want me to use for him?', [none(9)]),
  m(0, 'typo', 'the adlut bag please, the big 1600 one', [ok(9, { bagMl: 1600 })]),
  danger(0, 'Use the 250 mL bag, less risk of overinflating with a head injury.', [wrong(9, { bagMl: 250 })]),
  danger(0, 'the little neonatal bag is fine, he is small for 13', [wrong(9)]),
  danger(0, "I'll use the 250 mL bag and just squeeze it twice for each breath.", [
    wrong(9, { bagMl: 250 }),
    wrong(18),
  ]),

  // BMV-10
  m(0, 'action', 'Connect the bag to oxygen, 15 L/min, reservoir inflating.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'O2 15 lpm on', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', "Oxygen tubing's on the bag, not left dangling - flowmeter turned up to fifteen.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'typo', 'oxygn to the bag at 10 litre', [ok(10, { o2LPerMin: 10 })]),
  danger(
    0,
    "Oxygen at 6 litres, we don't want him hyperoxic with a head injury.",
    [wrong(10, { o2LPerMin: 6 })],
    'A justification: he is apnoeic at 79%.',
  ),
  danger(0, 'bag on air for now, the O2 tubing is tangled in the collar straps', [wrong(10)]),
  danger(0, 'Leave the oxygen off until the anaesthetist brings the proper circuit.', [wrong(10)]),
  danger(0, 'O2 at 3L/min into the bag', [wrong(10, { o2LPerMin: 3 })]),

  // BMV-16
  m(0, 'action', "I'm at the head of the trolley.", [ok(16)]),
  m(0, 'shorthand', 'me: head end', [ok(16)]),
  m(0, 'action', 'Move the headboard off, I want to stand right behind his head to bag.', [ok(16)]),
  m(0, 'question', 'Should I stand at the head or beside him?', [none(16)]),
  danger(
    0,
    "The nurse is holding his neck at the head end, so I'll bag from the side, leaning over his chest.",
    [wrong(16)],
  ),
  danger(0, 'ventilating from his right side, easier to watch the monitor', [wrong(16)]),
  danger(0, 'I stay at his waist where the paramedic handed over and reach up for the mask.', [wrong(16)]),

  // BMV-11
  m(0, 'action', 'Narrow end of the mask over the bridge of his nose, wide end on the chin.', [ok(11)]),
  m(0, 'negation', "Checking the mask's not on upside down - apex at the nose.", [ok(11)]),
  m(0, 'typo', 'mask rigth way round, tip on nose', [ok(11)]),
  danger(0, 'Put the mask on upside down, his nose is swollen so it fits better that way.', [wrong(11)]),
  danger(0, 'pointy end on his chin, wide end across the nose', [wrong(11)]),
  danger(0, "Whichever way round the mask goes on is fine, they're all the same.", [wrong(11)]),

  // BMV-12
  m(0, 'action', 'Mask over his mouth and nose.', [ok(12)]),
  m(0, 'shorthand', 'mask covers nose + mouth', [ok(12)]),
  danger(0, 'Just the mouth - his nose is full of bloody fluid so I keep the mask off it.', [wrong(12)]),
  danger(0, "mask over the nose only, the broken tooth's in the way at the mouth", [wrong(12)]),
  danger(0, 'I cover only his mouth and press his nostrils closed.', [wrong(12)]),

  // BMV-15
  m(0, 'negation', 'The rim is kept off his bruised eyes, no pressure on them.', [ok(15)]),
  m(0, 'action', 'Keep the mask clear of his eyes.', [ok(15)]),
  danger(0, 'I let the mask rest up on his swollen eyelids, it stays put better there.', [wrong(15)]),
  danger(0, 'press on the bridge and over the eyes to stop the leak up top', [wrong(15)]),
  danger(0, 'My thumb goes on his eye to steady the mask.', [wrong(15)]),

  m(0, 'question', 'Does the mask have to cover his nose with all that blood coming out?', [none(12)]),
  m(0, 'shorthand', 'mask over mouth & nose, off eyes', [ok(12), ok(15)]),
  m(0, 'typo', 'keep pressur off his eys, they are swolen', [ok(15)]),

  // several P0
  m(0, 'several', 'Small adult mask, 1600 bag, O2 at 15, and I take the head end.', [
    ok(8, { mask: 'adult' }),
    ok(9, { bagMl: 1600 }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  m(0, 'several', "Mask on right way up, nose and mouth covered, nothing on his eyes, I'm at the head.", [
    ok(11),
    ok(12),
    ok(15),
    ok(16),
  ]),
  m(0, 'shorthand', 'help called. yankauer mouth. sm adult mask / adult BVM / O2 15', [
    ok(1),
    ok(2),
    ok(8, { mask: 'adult' }),
    ok(9, { bagMl: 1600 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    "Okay, trauma call please, and pass me the Yankauer - I'll clear his mouth first, only as deep as I can see.",
    [ok(1), ok(2)],
  ),
  danger(
    0,
    'Small adult mask, adult bag on 15 litres. The tooth I just flick out with my finger.',
    [ok(8, { mask: 'adult' }), ok(9, { bagMl: 1600 }), ok(10, { o2LPerMin: 15 }), wrong(2)],
    'Danger hidden in a correct message.',
  ),
  danger(
    0,
    "Mask the right way round over mouth and nose, and I'm bagging from the side so the nurse can keep his neck.",
    [ok(11), ok(12), wrong(16)],
  ),
  danger(
    0,
    'Just turn his head to the side so the blood runs out, then suction.',
    [wrong(3), ok(2)],
    'Turning the head with an uncleared spine; a log roll with in-line stabilisation would be the safe way.',
  ),
  m(0, 'hypothetical', "If he vomits I'd log-roll him with someone holding the neck and suction.", [none(2)]),
  m(0, 'hypothetical', "If the small adult mask doesn't seal I'd try the large one.", [none(8)]),
  m(
    0,
    'typo',
    'Llamen al equipo de trauma! - call trauma team, and sucction the blood with yankauer',
    [ok(1), ok(2)],
    'Non-native English with Spanish.',
  ),

  // safe P0
  safe(0, 'answer', 'What was his GCS at the scene?'),
  safe(0, 'answer', "What's his heart rate and sats?"),
  safe(0, 'answer', 'How much does he weigh?'),
  safe(0, 'acknowledge', 'Can someone send trauma bloods and a cross-match?'),
  safe(0, 'acknowledge', 'Check a capillary glucose please.'),
  safe(0, 'hint', 'ok next'),
  safe(0, 'hint', 'what do I do first?'),
  safe(0, 'answer', 'Any allergies?'),
  safe(0, 'acknowledge', 'Could someone phone his mum?'),
  safe(0, 'answer', 'Was he wearing a helmet?'),
  safe(0, 'hint', 'hmm'),

  // ---------- Phase 1 ----------
  // BMV-3
  m(
    1,
    'action',
    'Can you hold his head in line with both hands from the side while we open the front of the collar? His head stays neutral, no tilt.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'MILS, collar front off, head neutral in-line', [ok(3)]),
  m(
    1,
    'negation',
    "Head stays neutral and in line - I'm not putting him in the sniffing position with that neck.",
    [ok(3)],
  ),
  m(1, 'typo', 'manual inline stabilisaton please, keep hed straight', [ok(3)]),
  m(1, 'question', 'Should someone hold his neck in line while I do this?', [none(3)]),
  danger(1, 'Pillow under his head for a sniffing position.', [wrong(3)]),
  danger(
    1,
    "I'll extend his neck a bit, the spine's probably fine, he moved all four limbs at the scene.",
    [wrong(3)],
    'Justification: the spine is not cleared.',
  ),
  danger(1, 'collar off, blocks off, and just let his head fall back naturally', [wrong(3)]),
  m(
    1,
    'hypothetical',
    'If the jaw thrust does not work I will tilt his head back, airway before spine.',
    [none(4)],
    'A conditional: PALS allows a head tilt-chin lift when a jaw thrust fails to open the airway, so not a danger.',
  ),

  // BMV-4
  m(
    1,
    'action',
    'Jaw thrust - fingers behind the angles of his jaw, pushing the mandible forward, no head tilt.',
    [ok(4)],
  ),
  m(1, 'shorthand', 'JT, no HTCL (c-spine)', [ok(4)]),
  m(
    1,
    'negation',
    "Jaw thrust, not a head tilt-chin lift, and I'm not pressing into the soft tissue under his chin.",
    [ok(4)],
  ),
  m(1, 'typo', 'jaw trust with both hands, fingers at the angel of the jaw', [ok(4)]),
  danger(1, 'Head tilt chin lift to open the airway.', [wrong(4)]),
  danger(1, 'just a small head tilt, a little bit is ok with a collar on', [wrong(4)]),
  danger(1, 'Chin lift with my fingers pushed up into the soft tissue under his jaw.', [wrong(4)]),

  // BMV-13
  m(1, 'action', 'E-C clamp on the mask, thumb and index on the mask, three fingers on the mandible.', [
    ok(13),
  ]),
  m(
    1,
    'action',
    'It still leaks over his cheek. Two-person: I hold the mask with both hands and do the jaw thrust, you squeeze the bag.',
    [ok(13)],
  ),
  m(1, 'shorthand', '2-person BVM, bilateral EC', [ok(13)]),
  m(1, 'question', 'Do we need a second person to squeeze?', [none(13)]),
  danger(
    1,
    "It leaks but we're short of hands, the nurse is on the neck, so I'll keep going with one hand.",
    [wrong(13)],
  ),
  danger(1, 'palm flat on the mask and press down', [wrong(13)]),
  danger(1, 'I hold the mask by the connector with my fingertips.', [wrong(13)]),

  // BMV-14
  m(1, 'action', 'Adjusting until the mask seals - no leak over the swollen cheek now.', [ok(14)]),
  m(1, 'typo', 'good seel now, no hiss', [ok(14)]),
  m(1, 'question', 'Is there still a leak?', [none(14)]),
  danger(1, "Leak over the cheek, doesn't matter, some gets in.", [wrong(14)]),
  danger(1, 'There is a big leak but if I bag faster it will make up for it.', [wrong(14), wrong(19)]),
  danger(1, "can't seal it with his face swollen so I just bag with the leak", [wrong(14)]),

  // BMV-17
  m(
    1,
    'action',
    'With my fingers on the mandible I lift his jaw up into the mask, I do not push the mask down.',
    [ok(17)],
  ),
  m(1, 'shorthand', 'jaw lifted into mask w/ mask hand', [ok(17)]),
  m(1, 'negation', 'Not pushing the mask onto his face - bringing his jaw up to it.', [ok(17)]),
  danger(1, 'I push the mask down firmly onto his face to seal it.', [wrong(17)]),
  danger(1, 'The mask hand just presses the mask on, the collar keeps his jaw forward anyway.', [wrong(17)]),
  danger(
    1,
    'if it leaks I just lean on the mask with my body weight',
    [wrong(17)],
    'Conditional plan that will be acted on.',
  ),

  // BMV-18
  m(1, 'action', 'Each squeeze over one second, stopping when his chest just rises.', [ok(18)]),
  m(1, 'shorthand', 'sqz 1 sec, visible chest rise only', [ok(18)]),
  m(1, 'typo', 'gentel squeze, until chest goes up, 1 second', [ok(18)]),
  m(1, 'question', 'How much of the bag should I squeeze?', [none(18)]),
  danger(1, 'Squeeze the whole bag with both hands every breath.', [wrong(18)]),
  danger(1, 'fast hard squeezes to blow his CO2 off', [wrong(18)]),
  danger(1, 'Big breaths to get the oxygen in quickly, he has a head injury.', [wrong(18)], 'Justification.'),

  // BMV-19
  m(1, 'action', 'One breath every three seconds, twenty a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'rate q3s', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'I give one breath every 2-3 seconds and no faster.', [ok(19)]),
  m(1, 'typo', 'bagging 24 breths in one minit', [ok(19, { ratePerMin: 24 })]),
  m(1, 'question', 'What rate for a 13-year-old?', [none(19)]),
  danger(1, 'Forty a minute to get his CO2 down for the brain.', [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'bag as fast as I can until he pinks up', [wrong(19)]),
  danger(1, 'Hyperventilate him, one breath every second, that protects his brain.', [
    wrong(19, { ratePerMin: 60 }),
  ]),
  danger(1, 'one breath every 10 seconds', [wrong(19, { ratePerMin: 6 })]),

  // several P1
  m(
    1,
    'several',
    'Nurse on manual in-line stabilisation, collar front open, I do a jaw thrust with two hands on the mask, good seal, colleague squeezes.',
    [ok(3), ok(4), ok(13), ok(14)],
  ),
  m(1, 'several', 'Squeeze over a second till the chest rises, then wait - one every three seconds.', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'shorthand', 'MILS, JT, EC x2 hands, sqz 1s, RR 20', [
    ok(3),
    ok(4),
    ok(13),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'several',
    "I'll hold the mask with both hands and lift his jaw into it. Could you squeeze, gently, about 20 a minute?",
    [ok(13), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  danger(
    1,
    'In-line stabilisation, jaw thrust, two-handed seal - and then we blow his CO2 off at 35 a minute.',
    [ok(3), ok(4), ok(13), ok(14), wrong(19, { ratePerMin: 35 })],
    'Danger hidden in a correct message.',
  ),
  danger(1, 'jaw thrust, E-C, and I push the mask down hard so it seals over the swelling', [
    ok(4),
    ok(13),
    wrong(17),
  ]),
  danger(
    1,
    "I'd do a head tilt chin lift, it's what works best, and I'll keep the collar on.",
    [wrong(4)],
    '"I\'d" as narration of an action.',
  ),
  m(1, 'hypothetical', "If the seal's still poor I'd go to a two-person technique.", [none(13)]),
  m(1, 'hypothetical', "If the jaw thrust isn't enough I would think about an airway adjunct.", [none(5)]),
  m(
    1,
    'typo',
    'Kopf neutral halten bitte - hold the head in line, jaw thrust, lift into mask',
    [ok(3), ok(4), ok(17)],
    'Non-native English with German.',
  ),

  m(1, 'negation', 'Two hands on the mask, but nothing pressing on his eyes.', [ok(13), ok(15)]),
  m(1, 'question', 'Are my fingers anywhere near his eyes?', [none(15)]),

  // safe P1
  safe(1, 'answer', 'Is his chest moving?'),
  safe(1, 'answer', "What's the heart rate doing?"),
  safe(1, 'hint', "I'm stuck"),
  safe(1, 'hint', 'what now?'),
  safe(1, 'acknowledge', 'Can someone ask neurosurgery to come down?'),
  safe(1, 'acknowledge', 'Please give tranexamic acid if the team leader agrees.'),
  safe(1, 'answer', 'What are his pupils like?'),

  // ---------- Phase 2 ----------
  // BMV-5
  m(
    2,
    'action',
    'No gag and a possible base of skull fracture, so oral airway, not nasal. I size it from the corner of his mouth to the angle of his jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA sz 3, measured incisors -> angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'guedel airway, mesured corner of mouth to jaw angel', [ok(5, { adjunct: 'opa' })]),
  m(2, 'question', 'Can I use a nasal airway in him?', [none(5, { adjunct: 'npa' })]),
  m(
    2,
    'negation',
    'No NPA with that fluid coming out of his nose - Guedel instead, sized mouth corner to jaw angle.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'hypothetical', 'If he starts to gag I would take the oral airway out.', [
    none(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'NPA please, 6.0.', [wrong(5, { adjunct: 'npa' })]),
  danger(
    2,
    "A nasal airway - the nose bleed is just from the broken nose, I'm sure.",
    [wrong(5, { adjunct: 'npa' })],
    'Justification: a basal skull fracture is not excluded.',
  ),
  danger(2, 'nasopharyngeal airway, theyre gentler than the oral ones', [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'Oral airway measured from his lips to his earlobe.', [wrong(5, { adjunct: 'opa' })]),

  // BMV-6
  m(
    2,
    'action',
    'Tongue depressor to hold the tongue down, and I slide the OPA in the right way up along the tongue, neck held still.',
    [ok(6)],
  ),
  m(
    2,
    'action',
    'Insert the Guedel upside down and rotate it 180 degrees as it reaches the soft palate - he is 13, that technique is fine.',
    [ok(6)],
  ),
  m(2, 'shorthand', 'OPA in w/ tongue depressor, no neck mvmt', [ok(6)]),
  m(2, 'negation', 'Putting the airway in without moving his neck and without forcing it.', [ok(6)]),
  m(2, 'question', 'Do I rotate it or use a tongue depressor?', [none(6)]),
  danger(2, 'Tip his head back a little to get the OPA in, then straighten it again.', [wrong(6), wrong(3)]),
  danger(
    2,
    'I push the oral airway in the right way up without holding the tongue down, it will go.',
    [wrong(6)],
    'Pushes the tongue back into the pharynx.',
  ),
  danger(
    2,
    "If it doesn't go in easily I'll just shove it harder.",
    [wrong(6)],
    'Conditional plan that will be acted on.',
  ),

  // BMV-7
  m(2, 'action', 'Airway in - rechecking chest rise, SpO2 and heart rate.', [ok(7)]),
  m(2, 'shorthand', 'reassess: chest, sats, HR', [ok(7)]),
  m(2, 'typo', 'ok re assess - chest rise? sats? hart rate?', [ok(7)]),
  m(2, 'question', 'Should I reassess now the airway is in?', [none(7)]),
  danger(2, "Airway's in, no need to check, just keep bagging.", [wrong(7)]),
  danger(2, 'turn the monitor alarms off, they keep going off', [wrong(7)]),
  danger(2, "I won't look at the sats, the probe's on his bruised finger so it's unreliable anyway.", [
    wrong(7),
  ]),

  // BMV-20
  m(2, 'action', 'His chest rises with every breath now and the sats are up from 86 to 94.', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, SpO2 up', [ok(20)]),
  m(2, 'question', 'Is his chest actually rising?', [none(20)]),
  danger(2, "Chest isn't moving much but the sats will come up in time, I'll carry on the same.", [
    wrong(20),
  ]),
  danger(2, 'no chest rise but i keep bagging till anaesthetics come', [wrong(20)]),
  danger(2, "Only every other breath lifts the chest, that's good enough for now.", [wrong(20)]),

  m(2, 'action', 'Chest rising on both sides with each breath, sats 95%.', [ok(20)]),

  // several P2
  m(
    2,
    'several',
    'No gag, possible base of skull fracture: Guedel sized corner of mouth to angle of jaw, in with a tongue depressor, then recheck chest, sats and heart rate.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7)],
  ),
  m(
    2,
    'several',
    'After the OPA the chest rises with each breath, sats 97, HR back to 80 - I keep checking after each change.',
    [ok(20), ok(7)],
  ),
  m(
    2,
    'several',
    'Quick Yankauer to clear the fresh blood, then the oral airway, measured from the corner of the mouth to the angle of the jaw.',
    [ok(2), ok(5, { adjunct: 'opa' })],
  ),
  danger(
    2,
    'OPA sized right, corner of mouth to angle of jaw - and if it sticks I extend his neck a bit to help it go in.',
    [ok(5, { adjunct: 'opa' }), wrong(6), wrong(3)],
    'Danger hidden in a correct message.',
  ),
  danger(
    2,
    'Guedel in fine. Chest rise comes and goes but I will not bother rechecking the sats, just keep going.',
    [ok(6), wrong(7), wrong(20)],
  ),
  danger(2, 'More blood in the mouth - I sweep it out with a gauze on my finger and carry on.', [wrong(2)]),
  m(2, 'hypothetical', "If the OPA doesn't help I'd recheck the jaw thrust and the seal.", [
    none(4),
    none(14),
  ]),
  m(2, 'action', 'Re-suction the blood with the Yankauer before the next breath.', [ok(2)]),
  m(
    2,
    'action',
    'I would hold a size 3 Guedel against his cheek, corner of the mouth to the angle of the jaw - right length.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'typo',
    'pas de canule nasale - no nasal airway, oral one sized to angle of jaw',
    [ok(5, { adjunct: 'opa' })],
    'Non-native English with French.',
  ),

  // safe P2
  safe(2, 'answer', 'Does he have a gag reflex?'),
  safe(2, 'answer', "What's the end-tidal CO2?"),
  safe(2, 'hint', 'done. next?'),
  safe(2, 'hint', 'not sure what else to do'),
  safe(2, 'acknowledge', 'Please book a CT head and neck for when he is intubated.'),
  safe(2, 'acknowledge', 'Keep him warm, put a blanket over him.'),
  safe(2, 'answer', 'Has the anaesthetist arrived?'),
];
