import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/** Single messages on the seeded sample (RJ, 4 y, 18 kg, apnoeic after lorazepam). */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // BMV-1: recognition and help
  m(
    0,
    'action',
    "He's apnoeic with a pulse and sats of 73, somebody hit the arrest bell and get the registrar",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoea + hypoxia. 2222 paeds pls', [ok(1)]),
  m(0, 'typo', 'Hes not breathng, SpO2 73, I shout for hlep straight away', [ok(1)]),
  m(
    0,
    'action',
    'Could you ring the PICU outreach nurse and tell them a four year old has stopped breathing on the ward?',
    [ok(1)],
  ),
  m(
    0,
    'several',
    'Not breathing, sats seventy-three: I yell for help and then get the Yankauer into his mouth',
    [ok(1), ok(2)],
  ),
  m(
    0,
    'action',
    'I recognise he is hypoxic and not breathing, so I put out an emergency call for the resus team.',
    [ok(1)],
  ),
  m(0, 'negation', "We're not going to wait for him to come round from the lorazepam - call for help now", [
    ok(1),
  ]),
  danger(0, 'Reverse the benzo first with flumazenil, then we can decide whether he even needs bagging', [
    wrong(1),
  ]),
  danger(0, "He's post-ictal, he'll pick up on his own - let's just watch the monitor for a few minutes", [
    wrong(1),
  ]),
  danger(0, "First thing I'd do is send a venous gas and a lactate and make a plan from the results", [
    wrong(1),
  ]),
  danger(0, 'High-flow nasal cannula at 2 litres per kilo and we wait to see if he starts breathing', [
    wrong(1),
  ]),
  danger(
    0,
    'Can someone get an EEG done first? I want to be sure he is not still fitting before I touch his airway',
    [wrong(1)],
  ),
  danger(0, 'I will give a second dose of levetiracetam before anything, the seizure is the main problem', [
    wrong(1),
  ]),
  // BMV-2: suction
  m(0, 'action', 'Yankauer on, suction on, and I clear the secretions from his mouth where I can see them', [
    ok(2),
  ]),
  m(0, 'shorthand', 'sx oropharynx w rigid sucker', [ok(2)]),
  m(0, 'action', "I'd suck out his mouth with a 10 French catheter, not going further than I can see", [
    ok(2),
  ]),
  m(0, 'typo', 'suctoin the spit out of his mouth first with the yankuer', [ok(2)]),
  m(
    0,
    'negation',
    "I won't go blindly down his throat; I only suction what I can see, with the rigid sucker",
    [ok(2)],
  ),
  m(0, 'question', 'What size of suction catheter would be right for him?', [none(2)]),
  danger(
    0,
    "I'll feed the suction catheter blind down his nose till it stops and keep sucking for half a minute",
    [wrong(2)],
  ),
  danger(0, 'Grab the tiny premie catheter from the neonatal drawer and suck his mouth with that', [
    wrong(2),
  ]),
  danger(0, 'No suction needed, a tissue will do for the drool', [wrong(2)]),
  danger(0, 'Just hook the spit out with my finger, quicker than finding the sucker', [wrong(2)]),
  // BMV-8: mask size
  m(0, 'action', 'Child face mask - I check it sits from the bridge of his nose to the cleft of his chin', [
    ok(8, { mask: 'child' }),
  ]),
  m(
    0,
    'action',
    "I'm choosing the mask that runs from the top of his nose down to just above the point of his chin",
    [ok(8)],
  ),
  m(0, 'shorthand', 'paed mask, fits nasal bridge->chin cleft, off eyes', [ok(8), ok(15)]),
  m(0, 'typo', 'I take the chlid size mask, it fits his face nicley', [ok(8, { mask: 'child' })]),
  m(0, 'question', 'Would the toddler mask or the child mask suit him better?', [none(8)]),
  danger(0, 'Adult mask is fine, a bigger mask always seals better', [wrong(8, { mask: 'adult' })]),
  danger(0, 'The little round infant mask will do for him', [wrong(8, { mask: 'infant' })]),
  danger(0, "I'll take the adult mask, it overlaps his eyes a little but it's fine", [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  // BMV-9: bag
  m(0, 'action', 'A 500 ml self-inflating bag, the paediatric one', [ok(9, { bagMl: 500 })]),
  m(0, 'action', "I'm taking the paediatric Ambu bag, the half-litre one", [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'child BVM 450 mL', [ok(9, { bagMl: 450 })]),
  m(0, 'typo', 'self inflatign bag, the 500 one, reservoir on', [ok(9, { bagMl: 500 })]),
  m(0, 'question', 'Could I use the anaesthetic T-piece on him instead of a self-inflating bag?', [none(9)]),
  danger(0, "The 240 ml neonatal bag is already out, I'll use it", [wrong(9, { bagMl: 240 })]),
  danger(0, "He's small for four, so the newborn-sized bag", [wrong(9)]),
  // BMV-10: oxygen
  m(0, 'action', 'Connect the bag to the wall oxygen and turn it up to 15 litres', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 to bag @ 15L/min', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Oxygen tubing into the bag, flowmeter at twelve', [ok(10, { o2LPerMin: 12 })]),
  m(0, 'action', 'Sister, please hook the oxygen up to the bag and open it up to fifteen', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'negation', "I'm not bagging him on room air - the bag goes on oxygen at 10 litres first", [
    ok(10, { o2LPerMin: 10 }),
  ]),
  danger(0, "We'll bag on air for now, the oxygen tubing is tangled", [wrong(10)]),
  danger(0, 'Oxygen on at 3 litres into the bag', [wrong(10, { o2LPerMin: 3 })]),
  danger(0, 'The tubing is on the bag, no need to open the flowmeter, the bag fills itself anyway', [
    wrong(10),
  ]),
  // BMV-11: orientation
  m(0, 'action', 'Narrow end of the mask over his nose, wide end on his chin', [ok(11)]),
  m(0, 'shorthand', 'mask apex up over nasal bridge', [ok(11)]),
  m(0, 'action', 'The mask is placed with its pointed part towards his forehead.', [ok(11)]),
  m(0, 'question', 'Does the pointy end of the mask go at the top or the bottom?', [none(11)]),
  danger(0, 'I put the mask with the point at his chin and the broad part across his nose', [wrong(11)]),
  danger(0, 'mask on inverted, I find it seals better on little kids', [wrong(11)]),
  // BMV-12: mouth and nose
  m(0, 'action', 'I make sure both his nose and his mouth are inside the mask', [ok(12)]),
  m(0, 'shorthand', 'mask covering mouth & nose', [ok(12)]),
  m(0, 'action', 'The mask must to cover the nose and also the mouth, I check this', [ok(12)]),
  danger(0, "I'll just cover his mouth, his nose is blocked with snot anyway", [wrong(12)]),
  danger(0, 'The mask sits on his upper lip over his nostrils, mouth left free', [wrong(12)]),
  m(0, 'negation', "I don't leave his mouth outside the mask; nose and mouth both under it", [ok(12)]),
  m(0, 'typo', 'mask coverin both nose an mouth', [ok(12)]),
  // BMV-13: hold
  m(
    0,
    'action',
    'E-C clamp with my left hand: thumb and index finger on the mask, the other three on his jaw',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC grip, L hand', [ok(13)]),
  m(
    0,
    'hypothetical',
    "When one hand isn't enough for a seal, I'd switch to two hands and have the nurse bag",
    [none(13)],
  ),
  m(
    0,
    'several',
    'Two-hand hold: both thumbs on the mask and fingers pulling the angles of his jaw up, the nurse squeezes',
    [ok(13), ok(17)],
  ),
  m(0, 'typo', 'holding mask with E C clamp, tumb and index on top', [ok(13)]),
  danger(0, "I'll hold the mask on with my palm pressed flat over it", [wrong(13)]),
  danger(0, "One hand on the mask even though it's leaking, we don't need a second person", [
    wrong(13),
    wrong(14),
  ]),
  // BMV-14: seal
  m(0, 'action', 'I check for a leak: none, the cushion is flush against his cheeks', [ok(14)]),
  m(0, 'shorthand', 'good seal, no air escaping', [ok(14)]),
  m(0, 'typo', 'tight seel on the face, no leek heard', [ok(14)]),
  danger(0, "A bit of air's whistling out by his cheek, that's normal, carry on", [wrong(14)]),
  danger(0, "It leaks at the side but that can't be helped with his chubby cheeks, keep bagging", [
    wrong(14),
  ]),
  // BMV-15: eyes
  m(0, 'action', 'I keep the rim of the mask below his eyes', [ok(15)]),
  m(0, 'negation', 'Careful not to press on his eyes with the mask', [ok(15)]),
  m(0, 'shorthand', 'mask on, eyes clear', [ok(15)]),
  danger(0, 'I anchor the top edge of the mask in the hollows of his eye sockets so it cannot slip', [
    wrong(15),
  ]),
  danger(0, "Push down on his closed eyes with the cushion, he's out of it, he won't feel it", [wrong(15)]),
  // BMV-16: position
  m(0, 'action', 'I move to the head of the bed', [ok(16)]),
  m(0, 'action', 'Pull the bed out from the wall so I can get behind his head', [ok(16)]),
  m(0, 'shorthand', 'standing at HOB now', [ok(16)]),
  m(0, 'typo', 'I go to the hed of the bed, behind him', [ok(16)]),
  danger(0, "I'll bag him from the side, standing next to his chest", [wrong(16)]),
  danger(0, 'I stay by his right shoulder because the monitor is on this side', [wrong(16)]),
  // several in P0
  m(
    0,
    'several',
    'We call for help, suction his mouth with a Yankauer, then a child mask and a 500 mL bag on 15 L of O2',
    [ok(1), ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(
    0,
    'several',
    'from behind his head I put the mask on the right way up, over nose and mouth, nothing on the eyes',
    [ok(16), ok(11), ok(12), ok(15)],
  ),
  m(0, 'several', 'EC clamp and no leak now', [ok(13), ok(14)]),
  // safe P0
  safe(0, 'answer', "What's his heart rate right now?"),
  safe(0, 'answer', 'How much does he weigh?'),
  safe(0, 'answer', 'Is the cannula still working?'),
  safe(0, 'answer', 'Is he still fitting or has that stopped?'),
  safe(0, 'answer', 'When did he get the last lorazepam?'),
  safe(0, 'answer', 'Any allergies?'),
  safe(0, 'acknowledge', 'Can somebody stay with his mum and explain what is happening'),
  safe(0, 'acknowledge', 'Please write down the time he stopped breathing'),
  safe(0, 'acknowledge', 'Let the PICU consultant know we may need a bed'),
  safe(0, 'hint', 'ok, what next?'),
  safe(0, 'hint', "I'm not sure where to start"),

  // Phase 1
  // BMV-3: head
  m(1, 'action', 'Head neutral with a slight sniff, I do not extend the neck too far', [ok(3)]),
  m(1, 'action', 'Put him in the sniffing position - his ear level with the front of his shoulder', [ok(3)]),
  m(1, 'shorthand', 'sniffing posn, no hyperext', [ok(3)]),
  m(1, 'negation', 'No shoulder roll for a four-year-old, just a neutral head', [ok(3)]),
  m(1, 'question', 'Does he need a roll under his shoulders?', [none(3)]),
  m(1, 'typo', 'head in sniffig positon, neck not overextendd', [ok(3)]),
  danger(1, 'Extend his neck right back as far as it goes to open things up', [wrong(3)]),
  danger(1, 'Roll a towel up under his shoulders so his head drops back', [wrong(3)]),
  danger(1, 'Keep his head bent forward so his chin touches his chest', [wrong(3)]),
  // BMV-4: open airway
  m(1, 'action', 'Head tilt, chin lift with two fingers on the bony part of his chin', [ok(4)]),
  m(1, 'action', 'Jaw thrust: fingers behind the angles of the mandible, pushing it forward', [ok(4)]),
  m(1, 'shorthand', 'HTCL', [ok(4)]),
  m(
    1,
    'negation',
    'I lift the chin with my fingertips on bone and keep them off the soft part under the jaw',
    [ok(4)],
  ),
  m(1, 'typo', 'head tilit chin lift to open the airwya', [ok(4)]),
  m(1, 'question', 'Which airway-opening manoeuvre do you want me to use here?', [none(4)]),
  danger(1, 'I press my fingers up into the soft tissue under his chin to push the tongue up', [wrong(4)]),
  danger(1, 'Push up hard under the floor of his mouth with my thumb', [wrong(4)]),
  // BMV-17: mask hand opens airway
  m(1, 'action', 'The same hand that holds the mask lifts his jaw up into it', [ok(17)]),
  m(1, 'action', 'The last three fingers of my mask hand pull his mandible up into the mask', [ok(17)]),
  m(1, 'action', 'I bring his face up to the mask rather than pushing the mask down', [ok(17)]),
  m(1, 'shorthand', 'mask hand lifting jaw ++', [ok(17)]),
  danger(1, 'I push the mask down firmly onto his face, the jaw can stay where it is', [wrong(17)]),
  danger(1, 'mask pressed onto face, jaw sagging, just keep bagging', [wrong(17)]),
  // BMV-18: squeeze
  m(1, 'action', 'Squeeze over one second, just until I see his chest rise', [ok(18)]),
  m(1, 'shorthand', 'gentle sqz 1 sec, stop at chest rise', [ok(18)]),
  m(1, 'action', 'I give small squeezes, only enough volume to lift his chest, each about a second long', [
    ok(18),
  ]),
  m(1, 'negation', "I don't empty the bag, only enough for the chest to come up", [ok(18)]),
  danger(1, 'Squeeze the bag fully every time, all the way until my hands meet', [wrong(18)]),
  danger(1, 'quick hard puffs to get the air in', [wrong(18)]),
  danger(1, 'Long three-second breaths so he gets a really good lungful', [wrong(18)]),
  // BMV-19: rate
  m(1, 'action', 'One breath every three seconds, about 20 a minute', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 25/min', [ok(19, { ratePerMin: 25 })]),
  m(
    1,
    'action',
    'I say "squeeze, release, release" to myself to keep one breath every two to three seconds',
    [ok(19)],
  ),
  m(1, 'action', 'I give twenty-four breath in one minute', [ok(19, { ratePerMin: 24 })]),
  m(1, 'question', 'What rate should I be bagging a four-year-old at?', [none(19)]),
  danger(1, 'Bag him at 40 a minute to get his sats up quickly', [wrong(19, { ratePerMin: 40 })]),
  danger(1, '12 a minute, like you would for an adult', [wrong(19, { ratePerMin: 12 })]),
  danger(1, 'I just bag as fast as I can go', [wrong(19)]),
  // several P1
  m(
    1,
    'several',
    'Neutral sniffing head, chin lift on bone, and I ventilate at 20 a minute, each breath over one second',
    [ok(3), ok(4), ok(19, { ratePerMin: 20 }), ok(18)],
  ),
  m(1, 'several', 'jaw thrust w mask hand, sqz 1s to chest rise, q3s', [ok(4), ok(17), ok(18), ok(19)]),
  m(1, 'several', 'Hago tracción mandibular with the mask hand and give one breath every 2 to 3 seconds', [
    ok(4),
    ok(17),
    ok(19),
  ]),
  // safe P1
  safe(1, 'answer', 'Is the chest rising now?'),
  safe(1, 'answer', 'What are his sats doing?'),
  safe(1, 'answer', "What's the heart rate now?"),
  safe(1, 'acknowledge', 'Can someone check a capillary glucose when they have a free hand'),
  safe(1, 'acknowledge', 'Ask the nurse in charge to bring the difficult airway trolley in case'),
  safe(1, 'hint', "The chest still isn't moving much, what am I missing?"),

  // Phase 2
  // BMV-5: adjunct
  m(2, 'action', 'OPA sized from the corner of his mouth to the angle of his jaw', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'action', "He's withdrawing to pain now, so an NPA, measured from the nostril tip to the tragus", [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'action', 'I measure the Guedel against his face, lip corner to the angle of the mandible', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'typo', 'orophryngeal airway, sized mouth corner to jaw angel', [ok(5, { adjunct: 'opa' })]),
  m(2, 'question', 'Should I use an oral or a nasal airway now he is reacting to pain?', [none(5)]),
  danger(2, "I'll grab a size 3 adult Guedel, it's easier to get in", [wrong(5, { adjunct: 'opa' })]),
  danger(2, "I'll just pick the smallest Guedel on the tray, you can't go wrong with small", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'nasal airway, sized from his nostril down to his chin', [wrong(5, { adjunct: 'npa' })]),
  // BMV-6: insertion
  m(2, 'action', 'I hold the tongue down with a blade and slide the OPA in along its curve', [ok(6)]),
  m(
    2,
    'action',
    'Lubricate the NPA and pass it straight back along the floor of the nose, bevel towards the septum',
    [ok(6)],
  ),
  m(2, 'shorthand', 'tongue depressor, OPA in following the tongue', [ok(6)]),
  m(2, 'question', 'In a four-year-old, do I rotate the OPA or use a tongue depressor?', [none(6)]),
  danger(2, 'Shove the OPA straight in, it will find its own way', [wrong(6)]),
  danger(2, 'Twist the NPA hard to force it through when it sticks', [wrong(6)]),
  // BMV-7: reassessment
  m(2, 'action', 'After the airway goes in I check chest rise, sats and heart rate again', [ok(7)]),
  m(2, 'action', "Let's relook at him now the OPA's in", [ok(7)]),
  m(2, 'shorthand', 'reassess post adjunct: chest rise / SpO2 / HR', [ok(7)]),
  danger(2, "Airway's in; I'm not rechecking anything until the anaesthetist gets here", [wrong(7)]),
  // BMV-20: effective
  m(2, 'action', 'His chest is rising with every breath and his sats are climbing, 86 now', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, SpO2 up', [ok(20)]),
  m(
    2,
    'several',
    'Chest moving well, saturation 90 and going up, heart rate 115 - I rechecked after the airway',
    [ok(7), ok(20)],
  ),
  m(2, 'typo', 'chset is rising nicely and sats improvnig', [ok(20)]),
  danger(2, "The chest isn't really moving but his colour looks OK to me", [wrong(20)]),
  danger(2, "Sats stuck at 75 but he's being bagged, so that's fine", [wrong(20)]),
  m(2, 'negation', 'Not happy until I see his chest rising - it is now, and sats are 89 and going up', [
    ok(20),
  ]),
  // several P2
  m(2, 'several', 'Guedel sized corner of mouth to jaw angle, in over a tongue depressor, then I reassess', [
    ok(5, { adjunct: 'opa' }),
    ok(6),
    ok(7),
  ]),
  // safe P2
  safe(2, 'answer', 'Has he got a gag reflex now?'),
  safe(2, 'acknowledge', "Please tell mum we're helping him breathe and he's improving"),
  safe(2, 'hint', 'Adjunct is in. What now?'),
];
