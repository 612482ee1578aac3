import type { HeldOutUtterance } from '../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../harness/label-builders.ts';

const child = { mask: 'child' } as const;

/** BMV-1: recognise apnoea / hypoxia and call for help (phase 0). */
const help: HeldOutUtterance[] = [
  m(0, 'action', "He's not breathing and sats are 73, can someone call for help please", [ok(1)]),
  m(0, 'shorthand', 'apnoeic + hypoxic, pls get help in here', [ok(1)]),
  m(0, 'action', 'Somebody press the emergency bell, this boy has stopped breathing.', [ok(1)]),
  m(0, 'typo', 'hes apneic, calling for hlep now', [ok(1)]),
  m(0, 'action', 'Nurse, please call the rapid response team, he is apnoeic and desaturating.', [ok(1)]),
  m(0, 'action', 'I recognise apnoea with hypoxia — shouting for help and asking for the code cart.', [
    ok(1),
  ]),
  m(0, 'shorthand', 'no resp effort. call MET', [ok(1)]),
  m(
    0,
    'action',
    'We need more hands: could you page the PICU team, he has stopped breathing after the lorazepam.',
    [ok(1)],
  ),
  m(0, 'typo', 'not breathig, sat 73%, activating the code team', [ok(1)]),
  m(0, 'action', 'The child is apneic so I ask the nurse to call for senior help while I start the airway.', [
    ok(1),
  ]),
  danger(0, "Let's just watch him for a couple of minutes, he may start breathing again on his own.", [
    wrong(1),
  ]),
  danger(0, 'Post-ictal, he will breathe soon. I will wait and recheck the sats in 5 min.', [wrong(1)]),
  danger(
    0,
    "I'll go and fetch the bag from the treatment room myself first, then call someone if he's still apnoeic.",
    [wrong(1)],
  ),
  danger(0, 'no need to call anyone yet, sats 73 is probably a bad probe', [wrong(1)]),
  danger(0, 'I will observe his breathing pattern for a while before doing anything.', [wrong(1)]),
  m(0, 'question', 'Should I call for help at this point?', [none(1)]),
  m(0, 'hypothetical', "If the sats keep dropping I'll call the code team.", [none(1)]),
];

/** BMV-2: suction the secretions, no blind finger sweep (phase 0). */
const suction: HeldOutUtterance[] = [
  m(0, 'action', 'Suctioning the secretions out of his mouth with the Yankauer.', [ok(2)]),
  m(0, 'shorthand', 'yankauer to mouth, suction secretions', [ok(2)]),
  m(
    0,
    'action',
    'Can you pass me a size 10 French suction catheter, I want to clear the secretions in the oropharynx.',
    [ok(2)],
  ),
  m(0, 'typo', 'sucktion the mouth first pls, lots of secretons', [ok(2)]),
  m(0, 'action', 'I clear the pooled secretions with wall suction and a rigid sucker before I bag.', [ok(2)]),
  m(0, 'action', 'The oral secretions are being suctioned by me under direct vision.', [ok(2)]),
  m(0, 'negation', "I won't do a finger sweep, I'll suction his mouth with the Yankauer instead.", [ok(2)]),
  m(0, 'shorthand', 'sxn oropharynx', [ok(2)]),
  m(0, 'action', 'Suction on, set at about 100, clearing the mouth gently without going too deep.', [ok(2)]),
  danger(0, 'I sweep his mouth with my finger to get the secretions out.', [wrong(2)]),
  danger(0, 'blind finger sweep to clear the mouth', [wrong(2)]),
  danger(0, 'No suction around so I will hook the secretions out with two fingers.', [wrong(2)]),
  danger(0, 'I leave the secretions, no time for suction, I start bagging straight away.', [wrong(2)]),
  danger(0, 'Let me use a gauze on my finger to wipe out the back of his throat.', [wrong(2)]),
  m(0, 'question', 'What size suction catheter for a 4 year old?', [none(2)]),
  m(0, 'hypothetical', "If the secretions come back I'd suction again.", [none(2)]),
];

/** BMV-3: sniffing position, no hyperextension (phase 1). */
const head: HeldOutUtterance[] = [
  m(1, 'action', 'I put his head in the sniffing position.', [ok(3)]),
  m(1, 'shorthand', 'head neutral / sniffing, no hyperext', [ok(3)]),
  m(
    1,
    'action',
    'Positioning: ear canal level with the front of the shoulder, face parallel to the ceiling.',
    [ok(3)],
  ),
  m(1, 'negation', "Won't hyperextend his neck, just a neutral sniffing position.", [ok(3)]),
  m(1, 'typo', 'sniffng positon for the head', [ok(3)]),
  m(1, 'action', 'A small towel under his occiput to get him into a sniffing position.', [ok(3)]),
  m(
    1,
    'action',
    'His head is being placed in a neutral sniff position, neck slightly flexed, head slightly extended.',
    [ok(3)],
  ),
  m(1, 'action', 'Repositioning the head to sniffing to improve the chest rise.', [ok(3)]),
  danger(1, 'I hyperextend his neck as far as it goes to open the airway.', [wrong(3)]),
  danger(1, 'Tilt the head way back, full extension.', [wrong(3)]),
  danger(1, 'putting him in maximal neck extension like an adult', [wrong(3)]),
  danger(1, 'I let his chin drop onto his chest, flexed forward.', [wrong(3)]),
  danger(1, 'Shoulder roll under him and head hanging back hard.', [wrong(3)]),
  m(1, 'question', 'does a 4yo need a shoulder roll or is that only for infants?', [none(3)]),
  m(1, 'hypothetical', "If the chest doesn't rise I would reposition the head.", [none(3)]),
];

/** BMV-4: head tilt-chin lift or jaw thrust, no soft-tissue pressure (phase 1). */
const open: HeldOutUtterance[] = [
  m(1, 'action', 'Head tilt, chin lift.', [ok(4)]),
  m(1, 'action', 'I do a jaw thrust, fingers behind the angle of the mandible.', [ok(4)]),
  m(1, 'shorthand', 'HTCL, fingers on bone only', [ok(4)]),
  m(1, 'typo', 'jaw thurst to open airway', [ok(4)]),
  m(
    1,
    'action',
    'Opening the airway with a chin lift, keeping my fingers on the bony part of the jaw, not the soft tissue.',
    [ok(4)],
  ),
  m(1, 'negation', "I'm not pressing on the soft tissue under the chin, just lifting the mandible.", [ok(4)]),
  m(1, 'action', 'I open his airway: gentle head tilt and lift the chin up.', [ok(4)]),
  m(1, 'action', 'The airway is opened by a jaw thrust from both sides.', [ok(4)]),
  danger(1, 'I press my fingers into the soft part under his jaw to lift the tongue.', [wrong(4)]),
  danger(1, 'chin lift with my thumb pushing up into the submandibular area', [wrong(4)]),
  danger(1, 'I push on the floor of the mouth from underneath to open the airway.', [wrong(4)]),
  danger(1, 'No need to open the airway, I just bag.', [wrong(4)]),
  m(1, 'question', 'Jaw thrust or chin lift here?', [none(4)]),
  m(1, 'hypothetical', 'If there were a neck injury I would use a jaw thrust instead.', [none(4)]),
];

/** BMV-5: adjunct choice and size (phase 2). */
const adjunctSize: HeldOutUtterance[] = [
  m(2, 'action', 'I size an OPA from the corner of his mouth to the angle of the jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA, measured lip corner -> angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'No gag reflex, so an oral airway is fine: measured against his face, mouth corner to jaw angle.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'action', 'Nasopharyngeal airway, measured nostril tip to the tragus of the ear.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'typo', 'guedel sized from corner of mouth to angel of jaw', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'Please hand me a Guedel; I will pick the size that reaches from the mouth corner to the mandible angle.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'action', 'Selecting an NPA the length from the tip of his nose to the tragus.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'shorthand', 'npa nare->tragus', [ok(5, { adjunct: 'npa' })]),
  danger(2, 'I measure the OPA from his front teeth to his earlobe.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Just grab the biggest oral airway in the drawer, an adult one.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'OPA sized from the lips to the chin', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'NPA measured from nose to the corner of the mouth.', [wrong(5, { adjunct: 'npa' })]),
  m(2, 'question', 'What size OPA would fit him?', [none(5, { adjunct: 'opa' })]),
  m(2, 'hypothetical', 'If he had a gag I would go for a nasal airway instead.', [
    none(5, { adjunct: 'npa' }),
  ]),
];

/** BMV-6: insert the adjunct correctly (phase 2). */
const adjunctInsert: HeldOutUtterance[] = [
  m(2, 'action', 'I insert the OPA with a tongue depressor pressing the tongue down.', [
    ok(6, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'action',
    'Putting the oral airway in upside down and rotating it 180 degrees as it goes past the tongue.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA in w/ tongue blade', [ok(6, { adjunct: 'opa' })]),
  m(2, 'action', 'I lubricate the NPA and pass it along the floor of the nose, bevel towards the septum.', [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(2, 'typo', 'lubed the nasal airway and passd it straight back along the nasal flor', [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(2, 'action', 'The Guedel is inserted with a tongue depressor so the tongue is not pushed back.', [
    ok(6, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'action',
    'Gently slide the oral airway in following the curve of the tongue, depressor holding it down.',
    [ok(6, { adjunct: 'opa' })],
  ),
  danger(2, 'I push the OPA straight in, concave side down, without anything to hold the tongue.', [
    wrong(6, { adjunct: 'opa' }),
  ]),
  danger(2, 'Shove the NPA upwards towards his forehead, no lube.', [wrong(6, { adjunct: 'npa' })]),
  danger(2, 'oral airway jammed in quickly, tongue got pushed back but fine', [wrong(6, { adjunct: 'opa' })]),
  danger(2, 'I force the nasal airway in dry even though it is meeting resistance.', [
    wrong(6, { adjunct: 'npa' }),
  ]),
  m(2, 'question', 'Do I rotate the OPA in kids or use a tongue depressor?', [none(6, { adjunct: 'opa' })]),
  m(2, 'hypothetical', 'I would insert an NPA if the oral one made him gag.', [none(6, { adjunct: 'npa' })]),
];

/** BMV-7: reassess chest rise, SpO2, HR (phases 1-2). */
const reassess: HeldOutUtterance[] = [
  m(1, 'action', 'Reassessing: looking at chest rise, checking the sats and the heart rate.', [ok(7)]),
  m(1, 'shorthand', 'reassess - chest rise? SpO2? HR?', [ok(7)]),
  m(
    2,
    'action',
    'After putting the airway in I check again that the chest rises and look at the SpO2 and heart rate.',
    [ok(7)],
  ),
  m(1, 'typo', 'rechekcing chest movement, sats and hr after repositioning', [ok(7)]),
  m(
    2,
    'action',
    'Watching the monitor now: sats, pulse, and I am looking that both sides of the chest go up.',
    [ok(7)],
  ),
  m(1, 'action', 'Let me reassess him after each change — chest rise, saturation, heart rate.', [ok(7)]),
  m(2, 'shorthand', 'post OPA: look chest, sats, HR', [ok(7)]),
  danger(1, "I keep bagging and don't look at the monitor, no need to check anything.", [wrong(7)]),
  danger(2, 'Airway is in, moving on, not going to recheck.', [wrong(7)]),
  danger(1, "I won't look at the chest, I'm going by feel of the bag.", [wrong(7)]),
  danger(2, 'skip the reassessment, he looks fine', [wrong(7)]),
  m(1, 'question', 'How do I know if the ventilation is working?', [none(7)]),
  m(2, 'hypothetical', 'If his heart rate dropped I would reassess the airway.', [none(7)]),
];

/** BMV-8: child mask, nose bridge to chin cleft, clear of the eyes (phase 0). */
const mask: HeldOutUtterance[] = [
  m(0, 'action', 'I pick a child mask that goes from the bridge of his nose to the cleft of his chin.', [
    ok(8, child),
  ]),
  m(0, 'shorthand', 'paeds mask, bridge of nose -> chin cleft', [ok(8, child)]),
  m(0, 'action', 'Choosing a mask size that covers nose and mouth but does not reach the eyes.', [ok(8)]),
  m(0, 'typo', 'child sized mask, cheked it sits from nose brige to chin', [ok(8, child)]),
  m(0, 'action', 'Could you hand me the size 2 child mask? It fits him from nasal bridge to chin cleft.', [
    ok(8, child),
  ]),
  m(0, 'negation', 'Not the infant mask, too small — the child one fits him correctly.', [ok(8, child)]),
  m(
    0,
    'action',
    'Mask sized against his face: top at the nasal bridge, bottom in the chin groove, eyes free.',
    [ok(8)],
  ),
  m(0, 'action', 'Paediatric mask for a four-year-old, sized so it stays off the eyes and over the chin.', [
    ok(8, child),
  ]),
  danger(0, 'I take an adult mask, that is what we have.', [wrong(8, { mask: 'adult' })]),
  danger(0, 'infant mask please', [wrong(8, { mask: 'infant' })]),
  danger(0, 'A neonatal mask will do for him.', [wrong(8, { mask: 'neonate' })]),
  danger(0, 'Big mask that covers his eyes too, better seal that way.', [wrong(8), wrong(15)]),
  danger(0, 'Mask only covering his mouth, it is smaller than his nose-to-chin.', [wrong(8), wrong(12)]),
  m(0, 'question', 'What mask size does a 4 year old need?', [none(8)]),
  m(0, 'hypothetical', 'If the child mask leaks I might try a different size.', [none(8)]),
];

/** BMV-9: 450-500 mL self-inflating bag or flow-inflating (phase 0). */
const bag: HeldOutUtterance[] = [
  m(0, 'action', 'I take the 500 mL self-inflating bag.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'BVM 500ml paeds', [ok(9, { bagMl: 500 })]),
  m(0, 'negation', 'Not using the 250, get me the 450 mL bag.', [ok(9, { bagMl: 450 })]),
  m(0, 'typo', 'self inflatig bag 500 mls pls', [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'Choosing the paediatric self-inflating Ambu bag, the 500 ml one, for an 18 kg child.', [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'action', "We'll use a flow-inflating anaesthesia bag, I'm comfortable with it.", [ok(9)]),
  m(
    0,
    'action',
    'Grab the 1 litre self-inflating bag, bigger is fine as long as I only give chest-rise volume.',
    [ok(9, { bagMl: 1000 })],
  ),
  m(0, 'action', 'The bag chosen is a 450 millilitre self-inflater with a reservoir.', [
    ok(9, { bagMl: 450 }),
  ]),
  danger(0, 'I grab the 250 mL neonatal bag.', [wrong(9, { bagMl: 250 })]),
  danger(0, 'small 250 bag, he is a small boy', [wrong(9, { bagMl: 250 })]),
  danger(0, 'Take the two hundred fifty ml bag off the resus trolley.', [wrong(9, { bagMl: 250 })]),
  danger(0, 'The premie bag is closest, I use that one.', [wrong(9)]),
  m(0, 'question', 'Is the 250 mL bag big enough for him?', [none(9, { bagMl: 250 })]),
  m(0, 'hypothetical', "If there's no 500 I'd use the adult bag.", [none(9)]),
];

/** BMV-10: oxygen connected, 10-15 L/min (phase 0). */
const oxygen: HeldOutUtterance[] = [
  m(0, 'action', 'Connect the bag to the oxygen and turn it up to 15 L/min.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'O2 on 15L to bag', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'oxgyen tubing conected, flow 10 liters', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'action', 'The tubing goes from the wall flowmeter to the bag, set at twelve litres a minute.', [
    ok(10, { o2LPerMin: 12 }),
  ]),
  m(0, 'action', 'Nurse, please hook the bag up to oxygen at 15 litres.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Oxygen attached to the reservoir bag and flowing at 10-15 L per min.', [ok(10)]),
  m(0, 'negation', "I'm not bagging on room air, the O2 is connected and turned to 15.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'flow 15 lpm, tubing on', [ok(10, { o2LPerMin: 15 })]),
  danger(0, 'I start bagging on room air, no time for the oxygen.', [wrong(10)]),
  danger(0, 'O2 at 2 litres per minute is enough.', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, 'tubing connected but I forgot to open the flowmeter', [wrong(10)]),
  danger(0, 'Oxygen at 5 L/min to the bag.', [wrong(10, { o2LPerMin: 5 })]),
  m(0, 'question', 'How many litres of oxygen should the bag run at?', [none(10)]),
  m(0, 'hypothetical', 'If we had wall oxygen I would connect it at 15.', [none(10, { o2LPerMin: 15 })]),
];

/** Several actions in one message, across items. */
const several: HeldOutUtterance[] = [
  m(
    0,
    'several',
    'Not breathing — call for help, suction the mouth with the Yankauer, and get me the 500 ml bag on 15 L O2.',
    [ok(1), ok(2), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'several', 'child mask nose bridge to chin + 500ml BVM + o2 15L', [
    ok(8, child),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'several', 'I stand at the head of the bed, suction first, then the child mask with an E-C grip.', [
    ok(16),
    ok(2),
    ok(8, child),
    ok(13),
  ]),
  m(0, 'several', 'Calling the code team and, while they come, a quick finger sweep of his mouth.', [
    ok(1),
    wrong(2),
  ]),
  m(0, 'several', 'adult mask and 250 bag, O2 15', [
    wrong(8, { mask: 'adult' }),
    wrong(9, { bagMl: 250 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(1, 'several', 'Sniffing position, head tilt chin lift, then I check the chest rise and sats.', [
    ok(3),
    ok(4),
    ok(7),
  ]),
  m(1, 'several', 'jaw thrust with the mask hand, neutral head, 25/min', [
    ok(4),
    ok(17),
    ok(3),
    ok(19, { ratePerMin: 25 }),
  ]),
  m(
    2,
    'several',
    'No gag, so OPA measured corner of mouth to jaw angle, inserted with a tongue depressor, then recheck sats and HR.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' }), ok(7)],
  ),
  m(2, 'several', 'NPA nostril to tragus, lubed, passed along the nasal floor.', [
    ok(5, { adjunct: 'npa' }),
    ok(6, { adjunct: 'npa' }),
  ]),
  m(1, 'several', 'Hyperextending the neck and pressing under the jaw to open it up.', [wrong(3), wrong(4)]),
  m(
    0,
    'several',
    'Ok so: he is apnoeic, I have asked the nurse to put out a call, I am suctioning with a size 10 catheter, and she is connecting the oxygen at 10 litres.',
    [ok(1), ok(2), ok(10, { o2LPerMin: 10 })],
  ),
  m(
    0,
    'several',
    "so um, i'd like, uh, the five hundred mil bag please and the child mask, the one from nose bridge to chin",
    [ok(9, { bagMl: 500 }), ok(8, child)],
  ),
];

/** Messages that earn no item. */
const safes: HeldOutUtterance[] = [
  safe(0, 'hint', 'next'),
  safe(0, 'hint', 'ok'),
  safe(0, 'answer', "what's his weight?"),
  safe(0, 'acknowledge', "I'll tell mum what's happening."),
  safe(0, 'acknowledge', 'IV access please.'),
  safe(1, 'hint', "I'm stuck, what now?"),
  safe(1, 'answer', 'What is his heart rate now?'),
  safe(1, 'acknowledge', 'Can someone check a blood glucose and send a gas.'),
  safe(0, 'answer', 'Does he have any allergies?'),
  safe(2, 'acknowledge', 'Please let the PICU know we may need a bed.'),
  safe(2, 'hint', 'what should I do next?'),
  safe(0, 'answer', 'how old is he again'),
];

/** Other voices: non-native English, dictation slips, long rambling, orders. */
const voices: HeldOutUtterance[] = [
  m(0, 'typo', 'Patient is not breath, I am call for the help team now', [ok(1)]),
  m(0, 'typo', 'sucks in the mouth with the yang Hauer please', [ok(2)]),
  m(0, 'action', 'Please you give me the suction, I clean the mouth from the secretion before the mask.', [
    ok(2),
  ]),
  m(
    0,
    'action',
    "OK so he's clearly apnoeic, sats in the seventies, grey, so first thing I'm doing is getting someone to hit the arrest bell and get the team, because I'm going to need a second pair of hands for the airway.",
    [ok(1)],
  ),
  m(0, 'typo', 'oxygen at fifteen leaders on the bag', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'five hundred mil self inflating bad', [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'For this child I take the mask of size for child, from the nose bone until the chin.', [
    ok(8, child),
  ]),
  m(1, 'typo', 'sniff in position for the head, not hyper extended', [ok(3)]),
  m(1, 'action', 'Jaw is lifted by me with fingers on the mandible bone, I am not pushing the soft part.', [
    ok(4),
  ]),
  m(2, 'typo', 'O.P.A. size from mouth corner to the angle of the job', [ok(5, { adjunct: 'opa' })]),
  m(2, 'action', 'Kate, could you hold the tongue down with the depressor while I slide the Guedel in?', [
    ok(6, { adjunct: 'opa' }),
  ]),
  m(2, 'action', 'I look again now: is the chest going up, what is the saturation, what is the heart rate.', [
    ok(7),
  ]),
  m(1, 'negation', "Not going to crank his head back, he's a kid — neutral sniffing is what I want.", [
    ok(3),
  ]),
  m(0, 'negation', 'no 250 bag for him, 500 please', [ok(9, { bagMl: 500 })]),
  m(0, 'negation', "Definitely not sweeping his mouth with a finger; I've got the Yankauer going.", [ok(2)]),
  danger(0, 'hold on, let me find the bag and mask myself first, then I will shout for someone', [wrong(1)]),
  danger(1, 'I extend the head backwards very much so the airway is straight.', [wrong(3)]),
  danger(2, 'give me any oral airway, size does not matter', [wrong(5, { adjunct: 'opa' })]),
  danger(0, 'flow meter at 4 litres is okay for a child', [wrong(10, { o2LPerMin: 4 })]),
  m(
    1,
    'several',
    "Right, I'm going to reposition him — roll him onto his back properly, head in the sniffing position, and I'll do a chin lift with my fingers on the bone of the jaw, then watch for the chest to rise and check the sats.",
    [ok(3), ok(4), ok(7)],
  ),
];

export const MESSAGES: HeldOutUtterance[] = [
  ...help,
  ...suction,
  ...head,
  ...open,
  ...adjunctSize,
  ...adjunctInsert,
  ...reassess,
  ...mask,
  ...bag,
  ...oxygen,
  ...several,
  ...safes,
  ...voices,
];
