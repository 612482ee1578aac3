import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/*
 * Messages on the new case (Nia, 9 months, 8.5 kg, apnoeic after fentanyl and morphine in a burns unit treatment
 * room; see cases.ts). Right for her: the infant (size 1) mask, the 500 mL bag, oxygen 10-15 L/min, an 8 Fr catheter
 * (6-10 Fr) or the paediatric Yankauer in the mouth, short low-pressure passes no deeper than nostril-to-tragus, a
 * shoulder roll to neutral, 20-30 breaths a minute, and, because she GAGS, a nasal airway, never an oral one.
 */
const OPA = { adjunct: 'opa' } as const;
const NPA = { adjunct: 'npa' } as const;

const PHASE_0: HeldOutUtterance[] = [
  // Calling for help (BMV-1)
  m(
    0,
    'action',
    "She's stopped breathing and her sats are 71. Pull the emergency bell, I need the paediatric team here now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic infant, SpO2 71 → 2222 paeds resus team (pulse present)', [ok(1)]),
  m(0, 'typo', 'shes not breathig, somone call for help plz', [ok(1)]),
  m(
    0,
    'action',
    "Can you press the buzzer and ask for the anaesthetist and the paeds reg? I'm staying with her.",
    [ok(1)],
  ),
  m(0, 'action', "I would call for help straight away, she's apnoeic and desaturated.", [ok(1)]),
  m(0, 'action', 'Baby is not breathing, the saturation is falling. Call the emergency team, please, now.', [
    ok(1),
  ]),
  m(0, 'action', 'Help has been called with the emergency bell; I stay at the bedside.', [ok(1)]),
  m(
    0,
    'several',
    'Mum, I need you to let me get to her head. And can somebody put out a paediatric emergency call?',
    [ok(16), ok(1)],
  ),
  m(0, 'typo', 'apnea + hypoxia, calling for hlep', [ok(1)]),
  m(
    0,
    'action',
    "Nurse, go to the phone and put out a call for the paediatric resus team, I'll look after her airway.",
    [ok(1)],
  ),
  danger(
    0,
    "She's probably just asleep after the fentanyl, babies breathe irregularly. Let's give her a few minutes before calling anyone.",
    [wrong(1)],
  ),
  danger(0, "I'll run to the nurses' station and get help, mum can keep an eye on her.", [wrong(1)]),
  danger(0, "no need to bother the team, it's just the opioid, I'll sort it myself", [wrong(1)]),
  danger(
    0,
    "Sats of 71 in a baby aren't that worrying. Carry on with the dressing and we'll recheck later.",
    [wrong(1)],
  ),

  // Position at the head (BMV-16)
  m(0, 'action', 'I ask her mum to move round to the side so I can stand at the head of the table.', [
    ok(16),
  ]),
  m(0, 'action', 'I take position at the top end of the table, behind her head.', [ok(16)]),
  m(0, 'shorthand', 'me → head end', [ok(16)]),
  m(0, 'typo', 'going to the head of the bed, mum can hold her hand from the side', [ok(16)]),
  m(0, 'action', "I'd stand at her head so I can look down her body to the chest.", [ok(16)]),
  m(0, 'action', 'Swap with me please, Mum, I need to be where you are, at her head.', [ok(16)]),
  danger(0, "Mum can stay at the head to comfort her; I'll bag from the side.", [wrong(16)]),
  danger(
    0,
    "I'll just pick her up and bag her in my arms, it's quicker.",
    [wrong(16)],
    'Bagging a limp infant held in the arms, not from the head of a flat surface.',
  ),
  danger(0, "bagging from the side of the table is fine, she's tiny", [wrong(16)]),

  // Equipment (BMV-8, 9, 10)
  m(0, 'several', 'Infant mask, the 500 ml self-inflating bag, oxygen at 15 litres.', [
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    'I pick the size 1 infant mask: it reaches from the bridge of her nose to the cleft of her chin and clears her eyes.',
    [ok(8, { mask: 'infant' })],
  ),
  m(0, 'shorthand', 'infant mask sz1, SIB 500, O2 15 L/min', [
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'Oxygen tubing onto the bag and turned up to 10 litres a minute.', [
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(0, 'typo', 'infnat mask + 500ml bvm, oxygen 15L', [
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'Could you open the 500 millilitre bag and connect it to the wall oxygen at fifteen?', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    'I hold the infant mask against her face to check the size: bridge of the nose to the chin, eyes clear.',
    [ok(8, { mask: 'infant' })],
  ),
  m(0, 'action', "For a nine-month-old I'd take the 500 mL self-inflating bag with its reservoir.", [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'shorthand', 'O2 on, 12 L', [ok(10, { o2LPerMin: 12 })]),
  m(0, 'action', 'I am taking the mask for infant, the bag 500 mL, and the oxygen I open to 15 liters.', [
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    "The mask I'm using sits from the top of her nose to the dip in her chin without touching her eyes.",
    [ok(8)],
  ),
  m(0, 'typo', 'hook the bag up to o2, fiftteen litres', [ok(10, { o2LPerMin: 15 })]),
  m(
    0,
    'action',
    "I'd check the bag works by squeezing it against my hand, and the oxygen's running at 15 into the reservoir.",
    [ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'shorthand', 'Mask: infant. Bag: 500. O2: 15.', [
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'I think the infant one is the right mask for her, yes, it fits nose bridge to chin.', [
    ok(8, { mask: 'infant' }),
  ]),
  danger(0, "Use the neonatal mask, size 0, she's tiny.", [wrong(8, { mask: 'neonate' })]),
  danger(0, 'An adult mask over her whole face will give a better seal.', [wrong(8, { mask: 'adult' })]),
  danger(
    0,
    "the size 2 child mask, it's bigger so it'll definitely cover everything",
    [wrong(8, { mask: 'child' })],
    'By the case text the size 2 mask reaches over her eyes.',
  ),
  danger(0, "The 240 ml bag, she's a baby, so the baby bag.", [wrong(9, { bagMl: 240 })]),
  danger(0, "neonatal bvm please, we don't want to overinflate her", [wrong(9)]),
  danger(0, "I'll grab the small bag, the 250 one, it's easier to squeeze gently.", [
    wrong(9, { bagMl: 250 }),
  ]),
  danger(0, "oxygen at 2 litres, she's only small", [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "No need to connect the oxygen, we'll use air first because oxygen is bad for babies.", [
    wrong(10),
  ]),
  danger(0, 'O2 3L into the bag is plenty for 8 kilos', [wrong(10, { o2LPerMin: 3 })]),
  danger(0, "The flowmeter's stiff, I'll just bag her on air and not bother with it.", [wrong(10)]),

  // Negations
  m(0, 'negation', 'Not the little 240, I want the 500 mL bag for her.', [ok(9, { bagMl: 500 })]),
  m(0, 'negation', "I'm not leaving her to get help; nurse, please call the team from here.", [ok(1)]),
  m(0, 'negation', "Not the neonatal mask, it's too small for her face; the infant one fits.", [
    ok(8, { mask: 'infant' }),
  ]),
  m(0, 'negation', 'Definitely not starting on air: the bag goes on oxygen at 15 first.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'negation', "I won't bag from the side; moving up to her head now.", [ok(16)]),

  // Questions and hypotheticals
  m(0, 'question', 'What size mask for a 9-month-old, 0 or 1?', [none(8)]),
  m(0, 'question', 'Is the 240 ml bag OK for her or should I use the 500?', [none(9)]),
  m(0, 'question', 'How many litres of oxygen for a baby this size?', [none(10)]),
  m(0, 'question', 'Do I need to call the arrest team if she still has a pulse?', [none(1)]),
  m(0, 'question', "where should I stand, mum's at her head?", [none(16)]),
  m(
    0,
    'hypothetical',
    "If mum won't move I'd ask the nurse to help her to the side so I can get to the head.",
    [none(16)],
  ),

  // Safe
  safe(0, 'answer', "What's her heart rate?"),
  safe(0, 'answer', 'How much fentanyl did she get, and when?'),
  safe(0, 'answer', 'does she have a cannula?'),
  safe(0, 'answer', 'What does she weigh?'),
  safe(0, 'acknowledge', 'Stop the dressing change.'),
  safe(0, 'acknowledge', "Draw up naloxone, please, we'll need it."),
  safe(0, 'hint', 'ok... what do I do first'),
  safe(0, 'hint', 'stuck, give me a clue'),
  safe(0, 'acknowledge', "Cover her burns with cling film and a blanket, she'll lose heat fast."),
  safe(0, 'answer', 'Are her pupils pinpoint?'),
];

const PHASE_1: HeldOutUtterance[] = [
  // Suction (BMV-2)
  m(
    1,
    'action',
    'I suction her mouth first, then each nostril, with an 8 French soft catheter, a few seconds each pass.',
    [ok(2)],
  ),
  m(1, 'shorthand', '8Fr sx mouth then nose, <5s passes, 80-100 mmHg', [ok(2)]),
  m(1, 'typo', 'sucktion mouth n nose w the 8 french, short goes', [ok(2)]),
  m(1, 'action', 'Paediatric Yankauer for the milk in her mouth, keeping the tip where I can see it.', [
    ok(2),
  ]),
  m(
    1,
    'action',
    "I measure the 8 Fr catheter from her nostril to her ear and don't pass it any further than that.",
    [ok(2)],
  ),
  m(1, 'action', 'Suction set to 100, 8 Fr catheter, mouth cleared of curds and then the nose.', [ok(2)]),
  m(
    1,
    'action',
    "Can you turn the suction to 80 for me and hand me an 8 French? I'll clear her mouth and nose.",
    [ok(2)],
  ),
  m(
    1,
    'action',
    'The milk curds and froth were suctioned from the mouth and nose with a size 8 catheter, in brief passes.',
    [ok(2)],
  ),
  m(1, 'action', "I'd probably use a 6 or 8 French for her nose, gently, a couple of seconds at a time.", [
    ok(2),
  ]),
  m(1, 'shorthand', 'yankauer for the curds in her mouth, watching the tip', [ok(2)]),
  danger(1, '14 French catheter down her nose to get all that mucus out.', [wrong(2)]),
  danger(1, "suction on full wall pressure, it's thick stuff", [wrong(2)]),
  danger(1, "I'll keep suctioning until it's all clear, twenty seconds or so.", [wrong(2)]),
  danger(1, 'finger sweep to hook the milk curds out of her mouth', [wrong(2)]),
  danger(1, "Catheter as deep as it'll go down the back of her throat, until she gags.", [wrong(2)]),

  // Head position (BMV-3)
  m(1, 'action', 'I put a folded towel under her shoulders so her head comes to a neutral position.', [
    ok(3),
  ]),
  m(1, 'shorthand', 'shoulder roll → neutral, no hyperext', [ok(3)]),
  m(1, 'typo', 'sholder roll under her, head neutral', [ok(3)]),
  m(
    1,
    'action',
    'Because of her big occiput her chin is on her chest, so a small roll under the shoulders brings her to neutral.',
    [ok(3)],
  ),
  m(
    1,
    'action',
    'Her ear is level with her shoulder now and her face points at the ceiling: neutral, with the roll under her shoulders.',
    [ok(3)],
  ),
  m(1, 'action', 'We place a rolled towel under the shoulders, about 2 cm thick, to keep the head neutral.', [
    ok(3),
  ]),
  m(
    1,
    'action',
    "I'll put the head in the neutral position, using a little roll under the shoulders, like we do for babies.",
    [ok(3)],
  ),
  m(1, 'typo', 'sniffling position w shoulder role', [ok(3)]),
  danger(1, 'Tip her head right back, really extend her neck to open it all up.', [wrong(3)]),
  danger(
    1,
    "Big pillow under her head so she's comfortable.",
    [wrong(3)],
    'Flexes an infant neck that is already flexed.',
  ),
  danger(1, 'no shoulder roll needed, her chin on her chest is fine', [wrong(3)]),
  danger(1, 'Roll the towel up really thick, like 10 cm, under her neck so her head drops right back.', [
    wrong(3),
  ]),
  danger(1, "For babies you extend the head as far as you can, so that's what I'm doing.", [wrong(3)]),

  // Opening the airway (BMV-4)
  m(1, 'action', 'Gentle head tilt to neutral and chin lift with one finger on the bony point of her chin.', [
    ok(4),
  ]),
  m(1, 'shorthand', 'JT: fingers behind angles of jaw, lift fwd', [ok(4)]),
  m(1, 'action', 'I open her airway with a jaw thrust, pushing forward from behind the angles of the jaw.', [
    ok(4),
  ]),
  m(1, 'typo', 'chin lift - finger on the bone of her chin not the squishy bit', [ok(4)]),
  m(1, 'action', 'Head tilt-chin lift, only to neutral for an infant, fingertip on the mandible.', [ok(4)]),
  m(1, 'action', "I'd do a jaw thrust, my fingers under the angles of her jaw lifting it upward.", [ok(4)]),
  m(1, 'action', 'The airway is opened with a chin lift, pressure on the bone only.', [ok(4)]),
  danger(1, 'I press up under her chin with my fingers to push the tongue up.', [wrong(4)]),
  danger(1, 'squash the soft bit under her jaw upwards, that lifts the tongue out of the way', [wrong(4)]),
  danger(1, "my fingers are digging into the floor of her mouth under the chin but at least it's open", [
    wrong(4),
  ]),
  danger(1, 'Thumb pressed in under her jaw, in the soft part, to hold the mouth open.', [wrong(4)]),

  // Several
  m(1, 'several', 'Suction mouth then nose with an 8 Fr, shoulder roll, then a chin lift on the bone.', [
    ok(2),
    ok(3),
    ok(4),
  ]),
  m(1, 'several', 'Shoulder roll in, head neutral, jaw thrust.', [ok(3), ok(4)]),
  m(
    1,
    'several',
    'I clear her mouth with the paediatric Yankauer and put a thin towel roll under her shoulders.',
    [ok(2), ok(3)],
  ),
  m(1, 'shorthand', 'sx 8Fr mouth>nose, roll, HTCL', [ok(2), ok(3), ok(4)]),

  // Negations
  m(1, 'negation', 'No finger sweep in a baby: 8 Fr catheter into the mouth instead.', [ok(2)]),
  m(1, 'negation', "I won't go any deeper than the distance from her nostril to her ear with the 8 French.", [
    ok(2),
  ]),
  m(1, 'negation', 'Not tipping her head back: infants go in neutral, with a roll under the shoulders.', [
    ok(3),
  ]),
  m(
    1,
    'negation',
    'Not pressing on the soft tissue under her chin; my fingers stay on the jaw bone for the chin lift.',
    [ok(4)],
  ),
  m(1, 'negation', 'No pillow under her head, that would flex her neck; shoulder roll only.', [ok(3)]),
  m(1, 'negation', "I'm not using the 14 French in her nose, it's far too big; an 8.", [ok(2)]),
  m(1, 'negation', 'no need for a jaw thrust, her neck is fine - chin lift to neutral', [ok(4)]),

  // Questions and hypotheticals
  m(1, 'question', 'What size suction catheter for her nose?', [none(2)]),
  m(1, 'question', 'Should I put a roll under her shoulders or under her head?', [none(3)]),
  m(1, 'question', 'Chin lift or jaw thrust in a baby?', [none(4)]),
  m(1, 'question', 'How far down can I suction?', [none(2)]),
  m(1, 'hypothetical', "If the milk keeps coming up, I'd turn her on her side and suction again.", [none(2)]),
  m(1, 'hypothetical', "If the roll makes her head tip back too far, I'd swap it for a thinner towel.", [
    none(3),
  ]),

  // Safe
  safe(1, 'answer', 'Is there any vomit or just milk?'),
  safe(1, 'acknowledge', 'Ask the registrar to give intramuscular naloxone while I do the airway.'),
  safe(1, 'hint', 'next?'),
  safe(1, 'answer', 'Has help arrived yet?'),
  safe(1, 'acknowledge', 'Somebody look at the drug chart and tell me exactly what she was given.'),
  safe(1, 'answer', "what's her temp?"),
];

const PHASE_2: HeldOutUtterance[] = [
  // Orientation (BMV-11) and covering mouth and nose (BMV-12)
  m(2, 'action', 'The infant mask goes on narrow end at the bridge of her nose, round end over her chin.', [
    ok(11),
  ]),
  m(2, 'shorthand', 'mask apex → nasal bridge', [ok(11)]),
  m(2, 'typo', 'mask on teh right way round', [ok(11)]),
  m(2, 'action', 'I put it on the right way round, the pointy end to her nose.', [ok(11)]),
  m(2, 'action', 'The mask covers her nose and her mouth completely.', [ok(12)]),
  m(2, 'shorthand', 'covers mouth + nose', [ok(12)]),
  m(2, 'typo', 'make sure mask over both nose and mouht', [ok(12)]),
  m(2, 'action', 'I check that her nose and mouth are both inside the rim of the mask.', [ok(12)]),
  m(
    2,
    'action',
    'I make sure the bottom of the mask sits in the cleft of her chin so her mouth is inside it too.',
    [ok(12)],
  ),
  m(2, 'shorthand', 'Top of mask on her nasal bridge, bottom in the chin groove.', [ok(11)]),
  m(2, 'negation', 'watchin my fingers dont slip onto her eyes', [ok(15)]),

  // Hold (BMV-13), seal (BMV-14), eyes (BMV-15)
  m(2, 'action', 'E-C grip: thumb and first finger on the mask, the other fingers on her jawbone.', [ok(13)]),
  m(2, 'shorthand', 'EC clamp L hand', [ok(13)]),
  m(2, 'typo', 'holding it EC style, thumb n index on the mask', [ok(13)]),
  m(
    2,
    'action',
    'It leaks at the side, so the nurse bags while I hold the mask with both hands, two-person.',
    [ok(13)],
  ),
  m(
    2,
    'action',
    "We switch to two-person bagging: I've got both thumbs on the mask and fingers on her jaw, the nurse squeezes.",
    [ok(13)],
  ),
  m(2, 'action', 'Tight seal now, nothing escaping when I squeeze.', [ok(14)]),
  m(2, 'shorthand', 'seal good, no leak', [ok(14)]),
  m(
    2,
    'action',
    "I can feel the seal is tight: the bag resists a little when I squeeze and there's no hiss.",
    [ok(14)],
  ),
  m(2, 'typo', 'seal is tite now', [ok(14)]),
  m(2, 'action', 'My fingers stay off her eyes; the mask sits below them.', [ok(15)]),
  m(2, 'action', "Careful that the top of the mask doesn't press on her eyes.", [ok(15)]),
  m(2, 'shorthand', 'eyes clear, no pressure', [ok(15)]),
  m(2, 'several', 'Mask the right way up, over nose and mouth, E-C grip, sealed, eyes free.', [
    ok(11),
    ok(12),
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(
    2,
    'several',
    'I place the infant mask over her nose and mouth, hold it with the C and the E, and get a good seal.',
    [ok(12), ok(13), ok(14)],
  ),
  m(
    2,
    'several',
    'The mask, the narrow part is going on the nose, it cover the mouth also, and I hold with E and C.',
    [ok(11), ok(12), ok(13)],
  ),
  m(
    2,
    'several',
    'Two hands on the mask because of the leak, now sealed, and I keep my thumbs off her eyes.',
    [ok(13), ok(14), ok(15)],
  ),
  m(2, 'action', "I'd hold the mask in my left hand with an E-C clamp and bag with my right.", [ok(13)]),

  // Dangers
  danger(2, 'Mask upside down, narrow end on her chin, it fits her round face better.', [wrong(11)]),
  danger(2, 'turn the mask round so the pointy bit is at her chin', [wrong(11)]),
  danger(2, "I just cover her nose, babies are nose breathers, so that's enough.", [wrong(12)]),
  danger(2, 'mask over her mouth only, her nose is still a bit snotty', [wrong(12)]),
  danger(2, 'Flat hand on top of the mask, pressing it down on her face.', [wrong(13)]),
  danger(2, "Leaking a lot but I'll carry on one-handed rather than get the nurse involved.", [
    wrong(13),
    wrong(14),
  ]),
  danger(2, "Small leak at her cheek is fine, there's plenty of oxygen going in.", [wrong(14)]),
  danger(2, "The seal's poor on the left but I'll keep bagging anyway.", [wrong(14)]),
  danger(2, "The mask comes up over her eyes a little, that's fine.", [wrong(15)]),
  danger(2, 'thumb on her eyelid to keep the mask steady', [wrong(15)]),
  danger(2, "I'm leaning on the top of the mask, on her eyes, to close the leak.", [wrong(15)]),
  danger(2, "i'll hold the mask with my fingertips pushing it onto her face, no E-C", [wrong(13)]),
  danger(2, 'Adult mask turned sideways covers her face better than the infant one.', [
    wrong(8, { mask: 'adult' }),
    wrong(11),
  ]),

  // Negations
  m(2, 'negation', 'Not just the nose: the mask has to cover her mouth too.', [ok(12)]),
  m(2, 'negation', "I'm not pushing the mask down with my palm; E-C grip.", [ok(13)]),
  m(2, 'negation', "Making sure I'm not pressing on her eyes.", [ok(15)]),
  m(2, 'negation', "I won't put up with a leak: two-handed hold and the nurse bags.", [ok(13)]),
  m(2, 'negation', "The mask isn't upside down, the apex is on her nose.", [ok(11)]),
  m(2, 'negation', 'no pressure on the eyes, mask well below them', [ok(15)]),

  // Questions and hypotheticals
  m(2, 'question', 'Which end of the mask goes to the nose?', [none(11)]),
  m(2, 'question', 'Does the mask need to cover her mouth as well, or just her nose?', [none(12)]),
  m(2, 'question', 'Should I use two hands on the mask?', [none(13)]),
  m(2, 'hypothetical', "If I can't get a seal one-handed I'd go to a two-person technique.", [none(13)]),
  m(2, 'question', 'How do I know if the seal is good enough?', [none(14)]),
  m(2, 'hypothetical', 'If the mask slips up towards her eyes I would go down a size.', [none(8), none(15)]),

  // Safe
  safe(2, 'answer', 'What are her sats now?'),
  safe(2, 'hint', 'ok'),
  safe(2, 'acknowledge', "Tell mum we're helping her breathe and she can hold her hand."),
  safe(2, 'answer', 'Is the naloxone drawn up?'),
  safe(2, 'hint', 'what am i missing'),
];

const PHASE_3: HeldOutUtterance[] = [
  // The mask hand keeps the airway open (BMV-17)
  m(
    3,
    'action',
    'I lift her jaw up into the mask with the fingers of my mask hand instead of pushing the mask down.',
    [ok(17)],
  ),
  m(3, 'shorthand', 'mask hand lifts jaw into mask', [ok(17)]),
  m(3, 'typo', 'my mask hand fingers r pulling her jaw up so it doesnt sag', [ok(17)]),
  m(
    3,
    'action',
    'The little and ring fingers of my mask hand stay on the bony jaw, pulling it up to the mask between breaths.',
    [ok(17)],
  ),
  m(3, 'action', 'Her jaw sags, so I keep it lifted towards the mask with the same hand that holds it.', [
    ok(17),
  ]),
  m(3, 'action', "I'd bring her face up to the mask with my mask hand rather than press down.", [ok(17)]),

  // Squeeze (BMV-18)
  m(3, 'action', 'Small squeezes over about one second, only what it takes to see her chest rise.', [ok(18)]),
  m(3, 'shorthand', '1-sec squeeze, just to visible chest rise', [ok(18)]),
  m(3, 'typo', 'smaller sqeezes, only enuff for chest rise, 1 sec each', [ok(18)]),
  m(
    3,
    'action',
    'I only squeeze a small part of the bag, over a second, stopping as soon as her chest lifts.',
    [ok(18)],
  ),
  m(
    3,
    'action',
    'Because her tummy is swelling I give gentler breaths, each over a second, just until the chest rises.',
    [ok(18)],
  ),
  m(3, 'action', 'We are giving each breath slowly, one second, with a small volume, watching the chest.', [
    ok(18),
  ]),

  // Rate (BMV-19)
  m(3, 'action', 'Rate 25 a minute.', [ok(19, { ratePerMin: 25 })]),
  m(3, 'shorthand', 'RR 20-30, aiming ~24', [ok(19, { ratePerMin: 24 })]),
  m(3, 'action', 'One breath every two to three seconds.', [ok(19)]),
  m(3, 'action', "I'm bagging at about thirty breaths a minute.", [ok(19, { ratePerMin: 30 })]),
  m(3, 'typo', 'bagging at 25 a min, counting in my head', [ok(19, { ratePerMin: 25 })]),
  m(3, 'action', "I count 'breathe, two, three' to keep her at roughly 20 a minute.", [
    ok(19, { ratePerMin: 20 }),
  ]),

  // Reassessment (BMV-7)
  m(3, 'action', 'After changing my grip I reassess: chest rise, sats and heart rate.', [ok(7)]),
  m(3, 'shorthand', 'reassess: chest, SpO2, HR after each change', [ok(7)]),
  m(3, 'typo', 'recheck chest rise + sats + HR after i changed the squeeze', [ok(7)]),
  m(
    3,
    'action',
    "I'm watching her chest with each breath and glancing at the sats and the heart rate on the monitor after every change.",
    [ok(7)],
  ),
  m(3, 'action', 'Heart rate, saturation and chest movement are reassessed after every adjustment.', [ok(7)]),
  m(3, 'action', "I'd re-evaluate her, chest rise, SpO2 and HR, now that I've lifted the jaw.", [ok(7)]),

  // Several
  m(
    3,
    'several',
    'Jaw lifted into the mask with my mask hand, gentle one-second breaths just to chest rise, 25 a minute, and I recheck chest, sats and HR.',
    [ok(17), ok(18), ok(19, { ratePerMin: 25 }), ok(7)],
  ),
  m(3, 'shorthand', 'smaller breaths over 1 s, 20/min', [ok(18), ok(19, { ratePerMin: 20 })]),
  m(3, 'several', 'I lift her chin into the mask with my fingers and squeeze just till the chest rises.', [
    ok(17),
    ok(18),
  ]),
  m(
    3,
    'several',
    'Two-person now: I hold the mask with both hands and thrust the jaw up into it, the nurse gives gentle breaths every 2-3 seconds, just to chest rise.',
    [ok(4), ok(13), ok(17), ok(18), ok(19)],
  ),
  m(3, 'several', "Breaths every 2 to 3 s, and I'm keeping the jaw up with the mask hand.", [ok(19), ok(17)]),

  // Dangers
  danger(3, 'I push the mask down into her face to seal it; the jaw can look after itself.', [wrong(17)]),
  danger(3, 'my mask hand just holds the mask, if the jaw drops between breaths so be it', [wrong(17)]),
  danger(3, 'Pressing the mask harder down onto her face to stop the jaw sagging.', [wrong(17)]),
  danger(3, 'Squeeze the whole 500 mL bag each time so she gets a proper breath.', [wrong(18)]),
  danger(3, 'big fast squeezes to get her sats up quickly', [wrong(18)]),
  danger(3, "Tummy's getting bigger but I'll keep squeezing hard, the chest needs more volume.", [wrong(18)]),
  danger(3, 'Squeeze till the bag is completely flat.', [wrong(18)]),
  danger(3, "Newborn rate is 40 to 60, so I'm going at 50.", [wrong(19, { ratePerMin: 50 })]),
  danger(3, "60 breaths a minute, she's a baby and her sats are low", [wrong(19, { ratePerMin: 60 })]),
  danger(3, "One breath every six seconds, so she doesn't get too much.", [wrong(19)]),
  danger(3, '8 a minute like adult rescue breaths', [wrong(19, { ratePerMin: 8 })]),
  danger(3, "I'm bagging as fast as I can until the sats come up.", [wrong(19)]),
  danger(3, "No need to look at the monitor, I'll just keep bagging.", [wrong(7)]),
  danger(3, "heart rate's dropping a bit but I won't stop to look, just carry on", [wrong(7)]),
  danger(3, "I'll check her sats again when the dressing's finished.", [wrong(7)]),
  danger(3, "The sats probe fell off her foot. Leave it, we don't need it right now.", [wrong(7)]),
  danger(3, "Her tummy's going up instead of her chest, but air's going in so that's fine.", [wrong(20)]),
  danger(3, 'chest barely moving but sats 68 is ok for now, keep going', [wrong(20)]),
  danger(3, "I'll hold the bag from the side of the table so mum can get back to her head.", [wrong(16)]),
  danger(3, "Turning the O2 down to 5 L, she'll get too much oxygen otherwise.", [
    wrong(10, { o2LPerMin: 5 }),
  ]),

  // Negations
  m(3, 'negation', 'Not squeezing the whole bag, just enough to see her chest rise, over a second.', [
    ok(18),
  ]),
  m(3, 'negation', "I won't bag at newborn rates; she's nine months, so 25 a minute.", [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(3, 'negation', "I'm not pressing the mask down onto her; I lift her jaw up to it with my fingers.", [
    ok(17),
  ]),
  m(
    3,
    'negation',
    "I don't just keep going blindly: after each change I check chest rise, sats and heart rate.",
    [ok(7)],
  ),
  m(3, 'negation', 'not bagging fast even though her sats are low, 20 a min', [ok(19, { ratePerMin: 20 })]),

  // Questions and hypotheticals
  m(3, 'question', 'What rate should I bag a 9-month-old at?', [none(19)]),
  m(3, 'question', 'How much of the bag should I squeeze for her?', [none(18)]),
  m(3, 'question', 'Should I be lifting the jaw with the mask hand?', [none(17)]),
  m(3, 'hypothetical', 'If her tummy keeps swelling I would make the breaths smaller and slower.', [
    none(18),
  ]),
  m(3, 'question', 'Do I need to reassess after every change?', [none(7)]),
  m(3, 'hypothetical', "If the chest still doesn't rise I'd reposition her head and check the seal.", [
    none(3),
    none(14),
  ]),
  m(3, 'question', 'is 40 a minute too fast for her?', [none(19)]),

  // Safe
  safe(3, 'acknowledge', 'Can someone give the naloxone IM into her thigh?'),
  safe(3, 'answer', 'What are her sats and heart rate now?'),
  safe(3, 'hint', 'what next'),
  safe(3, 'acknowledge', 'Could someone pass a nasogastric tube later to decompress her tummy?'),
  safe(3, 'answer', 'Is her chest rising?'),
  safe(3, 'acknowledge', 'Please write down the time of each drug.'),
];

const PHASE_4: HeldOutUtterance[] = [
  // Adjunct choice and size (BMV-5), insertion (BMV-6)
  m(
    4,
    'action',
    "She gags, so no oral airway. I'll size a nasal airway from the tip of her nose to the tragus of her ear.",
    [ok(5, NPA)],
  ),
  m(4, 'shorthand', 'gag +, so NPA; size nose tip → tragus, ~3.5', [ok(5, NPA)]),
  m(4, 'typo', 'npa sized from nostril to tragus, 3.5mm', [ok(5, NPA)]),
  m(
    4,
    'action',
    "I'd choose the 3.5 mm nasal airway, checking its length against her face from the nostril to the tragus.",
    [ok(5, NPA)],
  ),
  m(
    4,
    'action',
    'A nasopharyngeal airway is chosen because she has a gag reflex, measured nose to ear tragus.',
    [ok(5, NPA)],
  ),
  m(4, 'action', 'I pick the nasal one since the oral would make her gag, measuring nostril to tragus.', [
    ok(5, NPA),
  ]),
  m(
    4,
    'action',
    'I lubricate the NPA and slide it gently straight back along the floor of her nose, bevel towards the septum.',
    [ok(6, NPA)],
  ),
  m(4, 'shorthand', 'lube, insert NPA straight back, bevel medial, no force', [ok(6, NPA)]),
  m(4, 'typo', 'lubed the nasal airway and slid it in gentley, aiming back not up', [ok(6, NPA)]),
  m(
    4,
    'action',
    'The lubricated nasal airway goes in along the floor of the nostril, pointing towards the back of her head, with a gentle twist if it catches.',
    [ok(6, NPA)],
  ),
  m(
    4,
    'action',
    "I'd put some gel on it and pass it in slowly, parallel to the palate, until the flange sits at the nostril.",
    [ok(6, NPA)],
  ),
  m(4, 'several', 'NPA, 3.5, measured nose tip to tragus, lubricated and inserted gently straight back.', [
    ok(5, NPA),
    ok(6, NPA),
  ]),
  m(
    4,
    'several',
    'Because she has gag reflex I take the nasal airway, I measure nose to tragus, I put gel and I insert it slowly to the back, not upwards.',
    [ok(5, NPA), ok(6, NPA)],
  ),
  m(
    4,
    'several',
    'Nasal airway sized to her nostril-to-tragus length, lubricated, in along the floor of the nose; then I check her chest, sats and HR.',
    [ok(5, NPA), ok(6, NPA), ok(7)],
  ),

  // Effective ventilation (BMV-20)
  m(4, 'action', 'Her chest is rising well with every breath and the sats are climbing, 91 now.', [ok(20)]),
  m(4, 'shorthand', 'good bilateral chest rise, SpO2 ↑ 93', [ok(20)]),
  m(4, 'typo', 'chest going up nicely each breth and sats are rising', [ok(20)]),
  m(
    4,
    'action',
    'With the NPA in, the chest moves with each squeeze and her saturation has gone from 86 to 94.',
    [ok(20)],
  ),
  m(4, 'action', 'Effective ventilation now: I see the chest rise every breath and SpO2 is improving.', [
    ok(20),
  ]),
  m(4, 'several', 'Rechecking after the airway: chest rising, sats 95, heart rate 130.', [ok(7), ok(20)]),
  m(4, 'action', 'The chest rise is visible and the sats went up to 92, so the breaths are working.', [
    ok(20),
  ]),

  // Dangers
  danger(4, 'Oral airway in, a size 00 should be fine.', [wrong(5, OPA)], 'She gags: no oral airway.'),
  danger(4, 'She gags but a Guedel will still help her tongue, pop one in.', [wrong(5, OPA)]),
  danger(4, 'OPA, she only gags a little', [wrong(5, OPA)]),
  danger(4, "Adult 6.0 nasal airway, that's what's on top.", [wrong(5, NPA)]),
  danger(4, "I'll measure the NPA from her nose to her chin.", [wrong(5, NPA)]),
  danger(4, "guedel airway, measured lips to ear lobe, she'll tolerate it", [wrong(5, OPA)]),
  danger(4, 'No lube, just push the nasal airway in.', [wrong(6, NPA)]),
  danger(4, 'I aim the NPA up towards her forehead.', [wrong(6, NPA)]),
  danger(4, "It won't go past the resistance so I'm pushing harder.", [wrong(6, NPA)]),
  danger(4, 'Oral airway in upside down and rotate it, like in adults.', [wrong(5, OPA), wrong(6, OPA)]),
  danger(4, "The chest isn't rising but her sats are 85, that's good enough for now.", [wrong(20)]),
  danger(4, "no chest movement after the NPA but I'll just keep squeezing, the monitor's probably wrong", [
    wrong(7),
    wrong(20),
  ]),
  danger(4, "Now the airway's in, drop the rate to 10 a minute.", [wrong(19, { ratePerMin: 10 })]),
  danger(4, "NPA's in, so I can let go of the jaw and just press the mask on.", [wrong(17)]),
  danger(4, "She's better, I'll take the oxygen off the bag now.", [wrong(10)]),

  // Negations
  m(4, 'negation', "No oral airway for her, she's got a gag, so nasal, sized nose tip to tragus.", [
    ok(5, NPA),
  ]),
  m(4, 'negation', "I won't force the NPA; it's lubricated and goes gently straight back.", [ok(6, NPA)]),
  m(4, 'negation', 'Not aiming upwards, along the floor of the nose.', [ok(6, NPA)]),
  m(4, 'negation', "She's gagging so I am not putting in a Guedel.", [none(5)]),
  m(
    4,
    'negation',
    'Not taking it for granted that the nasal airway worked: I look at the chest, the sats and the heart rate again.',
    [ok(7)],
  ),

  // Questions and hypotheticals
  m(4, 'question', 'Oral or nasal airway for her?', [none(5)]),
  m(4, 'question', 'What size NPA for a 9-month-old?', [none(5)]),
  m(4, 'question', 'Should the bevel face the septum?', [none(6)]),
  m(4, 'hypothetical', "If the NPA won't go in one side I'd try the other nostril rather than force it.", [
    none(6),
  ]),
  m(4, 'hypothetical', "If she had a skull fracture I wouldn't use a nasal airway.", [none(5)]),
  m(4, 'question', "Can I use an OPA if she's gagging?", [none(5)]),
  m(
    4,
    'hypothetical',
    "If I don't see her chest rise with each breath, the ventilation isn't effective and I'd fix the airway first.",
    [none(20)],
  ),

  // Safe
  safe(4, 'answer', 'Is she still gagging?'),
  safe(4, 'acknowledge', 'Give the naloxone now, 0.1 mg per kg IM.'),
  safe(4, 'hint', 'ok, then?'),
  safe(4, 'answer', "What's her CO2?"),
  safe(4, 'acknowledge', "Let's fill in an incident form about the double opioid dose once she's stable."),
  safe(
    4,
    'acknowledge',
    "She'll need watching on high dependency after the naloxone, it can wear off before the morphine does.",
  ),
];

export const BURNS_MESSAGES: HeldOutUtterance[] = [
  ...PHASE_0,
  ...PHASE_1,
  ...PHASE_2,
  ...PHASE_3,
  ...PHASE_4,
];
