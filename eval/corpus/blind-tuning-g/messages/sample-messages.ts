import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * The sample case (RJ, 4 years, 18 kg, apnoeic with a pulse after lorazepam). Phase 0: help, suction, equipment,
 * place and mask; phase 1: head, airway, hold, jaw lift, squeeze and rate; phase 2: adjunct and effect.
 */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: recognising apnoea, calling for help, not delaying ventilation (BMV-1)
  m(0, 'action', 'RJ is not breathing and his sats are 73%, he has a pulse. I call for help right now.', [
    ok(1),
  ]),
  m(0, 'shorthand', 'apnoeic, HR 125, sat 73 -> help!! peds code', [ok(1)]),
  m(0, 'typo', 'hes not breathing, somone press the emergancy buzzer pls', [ok(1)]),
  m(
    0,
    'action',
    'Nurse, can you put out a paediatric emergency call, respiratory arrest with a pulse, and get anaesthesia up here.',
    [ok(1)],
  ),
  m(0, 'action', 'I would recognise he is apnoeic and hypoxic and shout for help.', [ok(1)]),
  m(
    0,
    'typo',
    'Pacient is apneic, I call for help inmediatamente and start bag and mask, no waiting for nothing.',
    [ok(1)],
  ),
  m(0, 'several', 'No breathing, pulse there. Help called, and straight onto the bag with O2 at 15 L/min.', [
    ok(1),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    "He's stopped breathing after the second lorazepam - get the resus team, and I'm not waiting for them to start bagging.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'resp arrest, call for help, BVM now', [ok(1)]),
  m(0, 'question', 'Do I call the rapid response team first or start bagging first?', [none(1)]),
  m(0, 'question', 'should I put out a crash call for this or is the ward team enough?', [none(1)]),
  danger(
    0,
    'Let me first draw a blood gas and a glucose from his line, then we can think about bagging.',
    [wrong(1)],
    'Delays ventilation of an apnoeic, hypoxic child for tests.',
  ),
  danger(
    0,
    "I don't think we need to call anyone, it's just the lorazepam, I'll sort him out myself.",
    [wrong(1)],
    'Declines to call for help in a respiratory arrest.',
  ),
  danger(
    0,
    "I'll watch him for a minute or two first, post-ictal kids often start breathing again on their own.",
    [wrong(1)],
  ),
  danger(0, 'We should wait for the anaesthetist to intubate him, bagging before that is pointless.', [
    wrong(1),
  ]),
  danger(0, 'Rub his sternum hard for a couple of minutes and see if he takes a breath before we bag.', [
    wrong(1),
  ]),
  danger(
    0,
    "Help is called. While they come I'll finish writing up the seizure timeline, then we bag when the team is here.",
    [wrong(1)],
    'Calls for help but puts off ventilation until the team arrives.',
  ),

  // ---- Phase 0: suction (BMV-2)
  m(0, 'action', 'First I suction the secretions out of his mouth with the Yankauer, only where I can see.', [
    ok(2),
  ]),
  m(0, 'shorthand', 'yankauer suction oropharynx under direct vision', [ok(2)]),
  m(0, 'negation', 'Sucking out his mouth now, no blind suction down the back, just what I can see.', [
    ok(2),
  ]),
  m(
    0,
    'action',
    "Can you pass me the rigid sucker? I'm clearing the spit from his mouth before the mask goes on.",
    [ok(2)],
  ),
  m(0, 'typo', 'suctoin the secretions w a big yankaur first', [ok(2)]),
  danger(0, 'Quick finger sweep to hook the secretions out, faster than finding the suction.', [wrong(2)]),
  danger(
    0,
    'I push a thin 6 Fr catheter blind down the back of his throat as far as it goes and suck all the way out.',
    [wrong(2)],
  ),
  danger(0, "Skip the suction, there isn't much spit, just put the mask on and bag through it.", [wrong(2)]),
  m(0, 'question', 'What size suction catheter should I use for him?', [none(2)]),

  // ---- Phase 0: equipment (BMV-8, 9, 10)
  m(
    0,
    'several',
    'I take a child face mask that goes from the bridge of his nose to the cleft of his chin, a 500 mL self-inflating bag, and hook it to O2 at 15 L/min.',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'shorthand', 'child mask, 500ml SIB w reservoir, O2 15L', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    'For the mask I hold a couple against his face and take the one that sits on the nasal bridge and ends in the groove of the chin, clear of his eyes.',
    [ok(8), ok(15)],
  ),
  m(0, 'typo', 'paediatric bag 500 cc, oxigen ten liters', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(0, 'action', 'Connect the oxygen tubing to the bag and turn the flowmeter up to fifteen.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'Half-litre self-inflating bag for an 18 kilo boy.', [ok(9, { bagMl: 500 })]),
  m(
    0,
    'negation',
    'I check the bag is really connected to the oxygen and the flow is on at 15, not just the tubing lying on the bed.',
    [ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'action', 'Get me the child-size mask please, the one that fits nose bridge to chin.', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'question', 'Is the 1 litre bag ok for him or should I get the 500?', [none(9)]),
  m(0, 'question', 'Which mask, infant or child?', [none(8)]),
  m(0, 'question', 'how much oxygen do I put on the bag?', [none(10)]),
  danger(0, 'Grab the adult mask, better too big than too small.', [wrong(8, { mask: 'adult' })]),
  danger(0, "The little round neonatal mask is right here, I'll use that one.", [
    wrong(8, { mask: 'neonate' }),
  ]),
  danger(0, "Infant bag, the 240 ml one, he's only small.", [wrong(9, { bagMl: 240 })]),
  danger(0, 'Bag him on room air for now, the oxygen can come later.', [wrong(10)]),
  danger(0, 'O2 2 L/min into the bag should be plenty for a kid.', [wrong(10, { o2LPerMin: 2 })]),

  // ---- Phase 0: position at the head (BMV-16)
  m(0, 'action', 'I go to the head of the bed, behind him.', [ok(16)]),
  m(0, 'action', 'Pull the bed away from the wall and take the headboard off so I can stand at his head.', [
    ok(16),
  ]),
  m(0, 'shorthand', 'me @ head of bed', [ok(16)]),
  danger(0, "I'll stay on his right side next to the IV pump and bag from there.", [wrong(16)]),
  danger(0, 'Bagging from the side, facing him, so I can see the monitor better.', [wrong(16)]),
  m(0, 'question', 'Do I need to be at the head of the bed or is the side ok?', [none(16)]),

  // ---- Phase 0: orientation (BMV-11), covering (BMV-12), eyes (BMV-15)
  m(0, 'action', 'Mask on with the narrow end over the bridge of his nose and the wide end on the chin.', [
    ok(11),
  ]),
  m(0, 'negation', "Making sure the mask isn't upside down: apex up at the nose.", [ok(11)]),
  danger(0, 'Pointy end down at the chin, the round part over his nose.', [wrong(11)]),
  danger(0, 'I turn the mask upside down, it seems to fit his chin better that way.', [wrong(11)]),
  m(0, 'question', 'Which way round does the mask go?', [none(11)]),
  m(0, 'action', 'The mask covers both his mouth and his nose.', [ok(12)]),
  m(0, 'shorthand', 'mask over nose + mouth', [ok(12)]),
  m(0, 'typo', 'mask coverin nose and mouht completly', [ok(12)]),
  m(
    0,
    'negation',
    "Checking no part of his nose sticks out above the rim and his lower lip isn't outside it.",
    [ok(12)],
  ),
  m(0, 'action', 'I place the cushion so his mouth and both nostrils are inside it.', [ok(12)]),
  m(0, 'several', 'narrow end on the nose, mouth and nose both inside, rim off the eyes', [
    ok(11),
    ok(12),
    ok(15),
  ]),
  danger(0, "Just over his mouth, his nose can stay out, he's a mouth breather anyway.", [wrong(12)]),
  danger(0, 'Mask over the nose only, and I keep his mouth closed with my fingers.', [wrong(12)]),
  danger(0, "The mask's a bit small so it covers his nose and top lip; his mouth is half out but it'll do.", [
    wrong(12),
  ]),
  m(0, 'question', 'Does the mask need to cover his nose too, or only the mouth?', [none(12)]),
  m(0, 'action', 'Rim of the mask sits below his eyes, nothing pressing on them.', [ok(15)]),
  m(0, 'negation', 'Careful not to press on his eyes with the top of the mask.', [ok(15)]),
  m(0, 'negation', 'thumb on the mask dome, not on his eye', [ok(15)]),
  m(0, 'action', 'I keep the top edge on the bridge of the nose, off the eyes.', [ok(15)]),
  m(0, 'typo', 'watching the mask dosent sit on his eyes', [ok(15)]),
  danger(0, 'The mask goes up over his eyes a bit but the seal is better that way.', [wrong(15)]),
  danger(0, 'I rest my thumb on his eyelid to steady the mask.', [wrong(15)]),
  danger(0, 'It leaks at the top, so I push down on the mask up by his eyes.', [wrong(15)]),
  m(0, 'question', 'Is it a problem if the mask touches his eyes?', [none(15)]),

  // ---- Phase 0: hold and seal (BMV-13, 14)
  m(
    0,
    'action',
    'E-C clamp: thumb and index finger in a C on the mask, the other three fingers along the jaw bone.',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC grip L hand', [ok(13)]),
  m(0, 'several', 'E-C clamp with my left hand, tight seal, no leak.', [ok(13), ok(14)]),
  m(0, 'action', 'Good seal now, no air escaping round the edges when the bag is squeezed.', [ok(14)]),
  m(0, 'typo', 'I hold it with the E C grip and check the seal is tigth', [ok(13), ok(14)]),
  danger(0, "It leaks round the cheeks a bit but that's normal, I just carry on.", [wrong(14)]),
  danger(0, 'I hold the mask with my whole palm flat on top of it.', [wrong(13)]),
  danger(0, "The neonatal bag is already set up from the last baby, it'll do for him.", [wrong(9)]),
  danger(0, 'I tuck the mask under his nose, so it covers his mouth and chin.', [wrong(12)]),
  danger(
    0,
    'The nurse offered to hold the mask with me but one hand is fine, even with this leak at the side.',
    [wrong(13), wrong(14)],
  ),
  safe(0, 'hint', 'ok, and then?'),

  // ---- Phase 0: several at once, some with a danger hidden inside
  m(
    0,
    'several',
    'OK: help called, Yankauer to his mouth, child mask and 500 mL bag on 15 L of oxygen, and I go to the head of the bed.',
    [ok(1), ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(
    0,
    'several',
    'I stand at the head, mask apex on the nose bridge, covering nose and mouth, E-C clamp, checking there is no leak.',
    [ok(16), ok(11), ok(12), ok(13), ok(14)],
  ),
  danger(
    0,
    'Child mask, 500 ml bag, O2 at 15 - and I just pop my finger in to scoop the spit out first.',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), wrong(2)],
    'A correct set-up with a blind finger sweep hidden in it.',
  ),
  danger(
    0,
    'Mask on, covering mouth and nose, E-C grip, and I press it down firmly onto his face so nothing leaks.',
    [ok(12), ok(13), wrong(17)],
    'Pushes the mask onto the face instead of lifting the jaw into it.',
  ),
  danger(
    0,
    'Standing at his side I put the mask on the right way round over his nose and mouth and start squeezing.',
    [wrong(16), ok(11), ok(12)],
  ),

  // ---- Phase 0: safe messages
  safe(0, 'answer', 'What is his heart rate?'),
  safe(0, 'answer', 'Does he still have a pulse?'),
  safe(0, 'hint', 'ok'),
  safe(0, 'hint', "I'm stuck, what do I do now?"),
  safe(0, 'answer', 'how much lorazepam did he get and when?'),
  safe(0, 'acknowledge', 'Someone please call his parents and let them know what is happening.'),
  safe(0, 'answer', 'Whats his weight?'),
  safe(0, 'acknowledge', 'Put him on the monitor please, sats probe and ECG leads.'),
  safe(0, 'hint', 'next'),

  // ---- Phase 1: head position (BMV-3)
  m(
    1,
    'action',
    'I put his head in the sniffing position: a folded towel under his head, ear level with the sternum.',
    [ok(3)],
  ),
  m(1, 'negation', 'Head neutral, slightly sniffing, not overextended.', [ok(3)]),
  m(1, 'typo', 'sniffin position, dont hyperextend the neck', [ok(3)]),
  m(1, 'shorthand', 'reposition head -> sniffing', [ok(3)]),
  danger(1, 'Tip his head all the way back, full extension, so the airway is wide open.', [wrong(3)]),
  danger(1, 'Shoulder roll under him like a baby and let his head drop back over it.', [wrong(3)]),
  m(1, 'question', 'Does a 4 year old need a shoulder roll?', [none(3)]),

  // ---- Phase 1: opening the airway (BMV-4)
  m(1, 'action', 'Head tilt-chin lift with two fingertips on the bony point of his chin.', [ok(4)]),
  m(
    1,
    'action',
    'I open his airway with a jaw thrust, fingers behind the angles of the jaw pushing it forward.',
    [ok(4)],
  ),
  m(1, 'negation', 'HTCL, fingers on the mandible, NOT on the soft part under the chin.', [ok(4)]),
  m(1, 'shorthand', 'airway open: jaw thrust', [ok(4)]),
  m(1, 'typo', 'jaw trust with both hands, fingres behind the angle of the jaw', [ok(4)]),
  m(
    1,
    'action',
    'Opening the airway: gentle head tilt, and I lift the chin by the bone, staying off the floor of the mouth.',
    [ok(4)],
  ),
  m(
    1,
    'negation',
    "I'm keeping my fingers off the soft tissue under his jaw so I don't push the tongue up.",
    [ok(4)],
  ),
  m(1, 'action', 'I would open the airway with a chin lift, fingers on the hard part of the jaw.', [ok(4)]),
  danger(1, 'I press my fingers up into the soft part under his chin to hold the tongue forward.', [
    wrong(4),
  ]),
  danger(1, 'Chin lift with my thumb pushed into the floor of his mouth from underneath.', [wrong(4)]),
  danger(1, 'My three fingers hook into the soft tissue under the jaw and pull him up into the mask.', [
    wrong(4),
    ok(17),
  ]),
  danger(1, "I squeeze under his chin to keep the mouth shut against the mask, that's how I seal him.", [
    wrong(4),
  ]),
  m(1, 'question', 'Jaw thrust or head tilt chin lift for him?', [none(4)]),
  m(1, 'hypothetical', "If the chin lift doesn't open it I'd go to a jaw thrust.", [none(4)]),

  // ---- Phase 1: mask hand opens the airway (BMV-17)
  m(1, 'action', 'With the three fingers of my mask hand I lift his jaw up into the mask.', [ok(17)]),
  m(1, 'negation', 'Bringing his face up to the mask, not pushing the mask down onto his face.', [ok(17)]),
  m(1, 'several', 'The E fingers pull the mandible up into the cushion while the C holds the mask.', [
    ok(13),
    ok(17),
  ]),
  m(1, 'shorthand', 'jaw lift into mask w/ mask hand', [ok(17)]),
  m(1, 'typo', 'lifting the jaw up to the mask with the same hand, not presing down', [ok(17)]),
  m(
    1,
    'action',
    'I keep his airway open with the hand that holds the mask, lifting the angle of the jaw toward it.',
    [ok(17)],
  ),
  m(
    1,
    'several',
    'Instead of pressing down I pull his chin up into the mask with my middle and ring fingers on the bone.',
    [ok(17), ok(4)],
  ),
  m(1, 'action', 'Same hand does both: holds the mask and keeps the jaw lifted.', [ok(17)]),
  danger(1, 'I push the mask down hard onto his face to get it sealed.', [wrong(17)]),
  danger(1, 'Press firmly down on the mask with my palm; his jaw just stays where it is.', [wrong(17)]),
  danger(
    1,
    'More pressure down on the mask, pushing his head into the mattress, that should stop the leak.',
    [wrong(17)],
  ),
  danger(1, 'The jaw keeps falling back, so I lean on the mask harder.', [wrong(17)]),
  m(1, 'question', 'Should I be pressing the mask down or lifting the jaw up?', [none(17)]),

  // ---- Phase 1: mask hold and seal (BMV-13, 14)
  m(
    1,
    'action',
    'Still leaking, so two-person: I hold the mask with both hands in E-C grips and the nurse squeezes the bag.',
    [ok(13)],
  ),
  m(1, 'action', 'Can you squeeze the bag while I hold the mask with both hands?', [ok(13)]),
  m(1, 'shorthand', '2 person BVM, me 2-hand EC, RN bags', [ok(13)]),
  m(1, 'typo', 'E C clamp, thump and index on the mask, rest on the jaw', [ok(13)]),
  danger(1, "It's leaking but I don't need a second person, I'll manage one-handed.", [wrong(13), wrong(14)]),
  danger(1, 'I grip the mask with all five fingers spread over the dome and just hold it there.', [
    wrong(13),
  ]),
  m(1, 'question', 'Would a two-person technique help here?', [none(13)]),
  m(1, 'hypothetical', 'If I still get a leak I would go to a two-hand hold with someone else on the bag.', [
    none(13),
  ]),
  m(1, 'action', 'I reposition the mask and get a tight seal, no hissing at the edges.', [ok(14)]),
  m(1, 'shorthand', 'seal ok, no leak', [ok(14)]),
  m(1, 'typo', 'better seel now, no air coming out by the cheeks', [ok(14)]),
  m(1, 'several', 'two hands on the mask, good seal, nurse bagging', [ok(13), ok(14)]),
  danger(1, 'Bit of a leak by his nose but whatever, I just squeeze harder to make up for it.', [
    wrong(14),
    wrong(18),
  ]),
  danger(1, "The seal doesn't need to be perfect with a self-inflating bag, I keep going.", [wrong(14)]),
  danger(1, 'There is air hissing out the side; I ignore it and carry on bagging.', [wrong(14)]),
  m(1, 'question', 'How can I tell if the seal is good?', [none(14)]),

  // ---- Phase 1: squeeze (BMV-18) and rate (BMV-19)
  m(1, 'action', 'I squeeze the bag gently over about a second, just until I see the chest rise.', [ok(18)]),
  m(1, 'shorthand', '1 sec squeeze, just enough for chest rise', [ok(18)]),
  m(1, 'negation', 'Not squeezing the whole bag, only enough to lift his chest.', [ok(18)]),
  m(1, 'typo', 'slow sqeeze, about one secnd each, stop when the chest comes up', [ok(18)]),
  danger(1, 'Squeeze the bag all the way with both hands each time to get the biggest breaths in.', [
    wrong(18),
  ]),
  danger(1, 'Short sharp squeezes, fast in and fast out.', [wrong(18)]),
  m(1, 'action', 'One breath every 3 seconds.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 24', [ok(19, { ratePerMin: 24 })]),
  m(1, 'typo', 'breathing for him about twenty tims a minute', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'I give about 25 breaths in one minute, counting "squeeze, release, release".', [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(1, 'shorthand', 'bagging q2-3s', [ok(19)]),
  danger(1, 'Bag him at 40 a minute to blow off the CO2 quickly.', [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'One breath every 6 seconds, like adult rescue breathing.', [wrong(19, { ratePerMin: 10 })]),
  danger(1, "I'm bagging as fast as I can to get his sats up.", [wrong(19)]),
  m(1, 'question', 'What rate should I bag a 4 year old at?', [none(19)]),

  // ---- Phase 1: several, and dangers hidden inside good messages
  m(
    1,
    'several',
    'Sniffing position, chin lift on the bone, lifting the jaw into the mask with the same hand, 1 s squeezes every 2-3 s.',
    [ok(3), ok(4), ok(17), ok(18), ok(19)],
  ),
  m(1, 'several', 'head neutral-sniff, jaw thrust, EC, bag q3s gently', [
    ok(3),
    ok(4),
    ok(13),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(
    1,
    'Head in sniffing position, jaw lifted into the mask, and I give him a good 40 breaths a minute to catch up.',
    [ok(3), ok(17), wrong(19, { ratePerMin: 40 })],
  ),
  danger(
    1,
    'E-C clamp, nice tight seal, and if the chest still does not move I will just squeeze harder and faster.',
    [ok(13), ok(14), wrong(18)],
    'A conditional plan that will be acted on: over-forceful breaths.',
  ),
  danger(1, 'Jaw thrust, mask on nose and mouth, and I stay at the side of the bed by the drip to bag.', [
    ok(4),
    ok(12),
    wrong(16),
  ]),

  // ---- Phase 1: reassessment and effect (BMV-7, 20)
  m(
    1,
    'action',
    'After repositioning the head I look again: is the chest rising, what are the sats and the heart rate?',
    [ok(7)],
  ),
  m(1, 'shorthand', 'reassess post reposition: chest rise / SpO2 / HR', [ok(7)]),
  m(1, 'action', 'Now the chest goes up with each breath and the sats are creeping up.', [ok(20)]),
  danger(1, "Chest barely moves but the sats will follow eventually, I'll keep bagging the same way.", [
    wrong(20),
  ]),
  danger(
    1,
    "I won't stop to check anything, I'll just keep bagging, the monitor will alarm if something's off.",
    [wrong(7)],
  ),

  // ---- Phase 1: safe messages
  safe(1, 'acknowledge', 'Can somebody check a glucose while I keep bagging?'),
  safe(1, 'acknowledge', "Send a venous gas from the IV please, I'm staying on the airway."),
  safe(1, 'answer', 'what are the sats now?'),
  safe(1, 'hint', 'what now?'),
  safe(1, 'acknowledge', 'Get the intubation kit and the video laryngoscope ready in case we need it.'),
  safe(1, 'acknowledge', 'Can someone write down the times, when he stopped breathing and when we started.'),
  safe(1, 'hint', 'hmm, chest still not moving much... any hint?'),

  // ---- Phase 2: adjunct choice and size (BMV-5)
  m(2, 'action', 'Oral airway sized from the corner of his mouth to the angle of his jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'action', 'Checking for a gag first: none, so a Guedel, measured from lip corner to mandible angle.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA sized angle of mouth -> angle of jaw', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'oropharingeal airway, mesured corner of the mouth to the jaw angle', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'action',
    "He's withdrawing to pain now so he may gag on an oral one; I'll size a nasal airway from the nostril to the tragus.",
    [ok(5, { adjunct: 'npa' })],
  ),
  m(2, 'shorthand', 'NPA, nare to tragus', [ok(5, { adjunct: 'npa' })]),
  danger(2, 'Guedel by eye, the big one, bigger keeps the tongue further out of the way.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'I measure the oral airway from the tip of his nose to his chin.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, "He's gagging and bucking on the OPA but it holds the tongue forward, so I leave it in.", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'Adult size 4 Guedel, that is what is on the trolley.', [wrong(5, { adjunct: 'opa' })]),
  m(2, 'hypothetical', 'If he starts gagging I would swap the oral airway for a nasal one.', [none(5)]),
  m(2, 'question', 'Which size OPA for a 4 year old?', [none(5, { adjunct: 'opa' })]),

  // ---- Phase 2: inserting the adjunct (BMV-6)
  m(
    2,
    'action',
    'Tongue depressor presses the tongue down, and I slide the OPA in following the curve of the tongue.',
    [ok(6)],
  ),
  m(2, 'action', 'NPA lubricated, bevel to the septum, in straight back along the floor of the nose.', [
    ok(6),
  ]),
  m(2, 'typo', 'insert the airway the rigth way up over a tung depressor', [ok(6)]),
  m(2, 'negation', 'Putting it in gently, not forcing it against resistance.', [ok(6)]),
  danger(2, 'I put the OPA in upside down and spin it 180 degrees at the back, like in adults.', [wrong(6)]),
  danger(2, 'Nasal airway pushed up toward his forehead, no lube needed, I force it if it sticks.', [
    wrong(6),
  ]),
  danger(
    2,
    "If the nasal one catches, I'll just push harder till it goes.",
    [wrong(6)],
    'A conditional plan to force it.',
  ),

  // ---- Phase 2: reassessment (BMV-7)
  m(2, 'action', 'After the OPA I recheck all three: chest rise, SpO2 and heart rate.', [ok(7)]),
  m(
    2,
    'action',
    'Reassessing now: watching his chest with each breath, and the sats and heart rate on the monitor.',
    [ok(7)],
  ),
  m(2, 'shorthand', 're-eval after OPA -> chest/sats/HR', [ok(7)]),
  m(
    2,
    'action',
    'Airway is in: what does the chest do now, and what are his sats and pulse?',
    [ok(7)],
    'Asking for chest rise, SpO2 and heart rate right after an intervention is the reassessment itself.',
  ),
  m(2, 'typo', 'i reasses him after each thing i do, chest rise sats and HR', [ok(7)]),
  m(2, 'negation', "I don't move on until I've checked chest rise, sats and heart rate again.", [ok(7)]),
  danger(2, 'Adjunct is in, carry on; I will reassess once the team arrives in ten minutes.', [wrong(7)]),
  danger(2, 'No need to look at the chest, the sats number is enough for me.', [wrong(7)]),
  danger(2, "Don't stop to reassess, we are wasting time, just keep bagging.", [wrong(7)]),
  m(2, 'question', 'Should I reassess after every change or only at the end?', [none(7)]),

  // ---- Phase 2: effective ventilation (BMV-20)
  m(2, 'action', 'The chest rises with each breath and his sats are climbing, 86 now.', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, SpO2 up', [ok(20)]),
  m(2, 'typo', 'chest is riseing good and saturation going up, ventilation efective', [ok(20)]),
  m(2, 'several', 'Looking again after the airway: chest rising every breath, sats up to 92, HR steady.', [
    ok(7),
    ok(20),
  ]),
  danger(2, 'His tummy is swelling but the chest does not move; I carry on as I am.', [wrong(20)]),
  danger(2, 'Sats are stuck at 80 with no chest rise, but that is probably fine for now, keep going.', [
    wrong(20),
  ]),
  m(2, 'question', 'Is the ventilation effective now?', [none(20)]),

  // ---- Phase 2: several, with dangers hidden inside
  m(
    2,
    'several',
    'No gag: OPA measured corner of mouth to angle of jaw, in over a tongue depressor, then I reassess chest rise, sats and HR.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7)],
  ),
  danger(
    2,
    'OPA sized right, corner of mouth to jaw angle, and I rotate it in upside down because that is quicker.',
    [ok(5, { adjunct: 'opa' }), wrong(6)],
    'Rotation technique in a small child.',
  ),
  danger(
    2,
    'Airway in, chest rising, so I push the rate up to 40 to bring his CO2 down faster.',
    [ok(20), wrong(19, { ratePerMin: 40 })],
    'Hyperventilation.',
  ),

  // ---- Phase 2: safe messages
  safe(2, 'answer', 'Is he making any effort to breathe himself?'),
  safe(2, 'acknowledge', 'Let’s get a PICU bed and tell the intensive care consultant.'),
  safe(2, 'hint', 'not sure what else to do'),
  safe(2, 'answer', 'Does he have a gag reflex?'),
  safe(2, 'acknowledge', 'Keep his levetiracetam going and let neurology know about the seizure.'),
  safe(2, 'answer', "what's his end tidal CO2?"),
];
