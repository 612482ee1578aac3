import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the sand-burial case (Callum, 9 years, 29 kg, apnoeic with a pulse, sand and froth in mouth
 * and nose, subconjunctival haemorrhages, no neck injury). P0: help, suction, head position, place at the head;
 * P1: opening the airway, equipment, mask; P2: mask hand, squeeze, rate, reassessment; P3: the gag is back, so a
 * nasal airway, and effective ventilation. Each message is judged on its own, in the phase it is said in.
 */
export const SAND_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0: help, suction, head position, head of the trolley ----------
  m(
    0,
    'action',
    "He's stopped breathing and he's blue, sats 68 - I need help in here now, get the resus team",
    [ok(1)],
  ),
  m(0, 'action', 'Shouting out into the corridor for help and pulling the emergency buzzer', [ok(1)]),
  m(
    0,
    'action',
    'Can you ring the next bay and get the registrar and an anaesthetist over here straight away',
    [ok(1)],
  ),
  m(0, 'typo', 'he aint breathin, callin for help', [ok(1)]),
  m(
    0,
    'action',
    'I call for the help immediately, he has apnea and the saturation is low',
    [ok(1)],
    'non-native English',
  ),
  m(0, 'action', "I'd probably shout for backup first, he's not breathing", [ok(1)]),
  m(0, 'shorthand', 'resp arrest w pulse -> 2222 paeds, anaes bleeped', [ok(1)]),
  m(0, 'action', 'Using the Yankauer I clear the sand out of his mouth, I can see the tip the whole time', [
    ok(2),
  ]),
  m(0, 'action', 'Large-bore rigid suction to get the wet sand out of his mouth, under direct vision', [
    ok(2),
  ]),
  m(0, 'action', 'soft 10 French catheter into each nostril to suck the sand out of his nose', [ok(2)]),
  m(0, 'shorthand', 'sxn: Yankauer oral, 12Fr nares', [ok(2)]),
  m(0, 'typo', 'suctoin mouth w/ yankaur, loads of sand cmoing out', [ok(2)]),
  m(
    0,
    'action',
    'The nurse holds the torch, I open his mouth and vacuum out the gritty stuff with the hard plastic sucker in little bursts',
    [ok(2)],
    'suction described without its name',
  ),
  m(
    0,
    'action',
    'Suctioning the oropharynx with a Yankauer, then the nares with a 10 Fr, then I look again for sand',
    [ok(2)],
  ),
  m(0, 'action', 'We tip him a little onto his side so the froth drains and I suction what I can see', [
    ok(2),
  ]),
  m(0, 'action', 'Sand and froth have been sucked out of his mouth and both nostrils', [ok(2)]),
  m(
    0,
    'action',
    'Swap the Yankauer, this one is clogged with sand - ok, new one, carrying on clearing his mouth',
    [ok(2)],
  ),
  m(0, 'action', 'Head on a small folded towel so his ear lines up with the front of his shoulder', [ok(3)]),
  m(
    0,
    'action',
    "I'm putting his head in the sniffing position, face parallel to the ceiling, not tipped back too far",
    [ok(3)],
  ),
  m(0, 'shorthand', 'head neutral/sniff, pad under occiput', [ok(3)]),
  m(0, 'typo', 'sniffin positon, towel under his hed', [ok(3)]),
  m(0, 'action', 'I go to the top end of the trolley behind his head', [ok(16)]),
  m(0, 'action', 'Can you push the trolley out from the wall, I need to get behind him', [ok(16)]),
  m(0, 'action', "I'll stand at the head of the bed to manage his airway", [ok(16)]),
  m(0, 'several', "Calling for help, then I'm behind his head suctioning the sand with the Yankauer", [
    ok(1),
    ok(16),
    ok(2),
  ]),
  m(
    0,
    'several',
    'help called; stood at the head; sand sucked out of mouth and nose; head in sniffing position',
    [ok(1), ok(16), ok(2), ok(3)],
  ),
  m(0, 'several', 'I put him in the sniffing position and then clear his mouth with the yankauer', [
    ok(3),
    ok(2),
  ]),
  m(0, 'several', "Emergency bell's pressed, trolley's off the wall and I'm at the head end", [
    ok(1),
    ok(16),
  ]),
  m(
    0,
    'several',
    "Someone get me help! I'm sucking the sand out under vision and then a towel under his head for a sniff",
    [ok(1), ok(2), ok(3)],
  ),

  // negations, P0
  m(
    0,
    'negation',
    "I'm not bagging yet - sand out first with suction so I don't blow it down into his lungs",
    [ok(2)],
  ),
  m(0, 'negation', "No finger sweeps - I can't see what's behind the sand, so the Yankauer does it", [ok(2)]),
  m(0, 'negation', "I won't put a shoulder roll under him, he's nine, just a bit of padding under his head", [
    ok(3),
  ]),
  m(0, 'negation', "I won't try to manage this on my own, I'm calling for help now", [ok(1)]),
  m(0, 'negation', 'Not hyperextending his neck, just neutral with a slight sniff', [ok(3)]),
  m(0, 'negation', "I don't stay at his side, I move up to his head", [ok(16)]),
  m(0, 'negation', "not using the tiny 6 Fr for his mouth, it'll just clog with sand - Yankauer instead", [
    ok(2),
  ]),
  m(
    0,
    'negation',
    "There's no neck injury so I don't need in-line stabilisation, sniffing position is fine",
    [ok(3)],
  ),

  // questions and hypotheticals, P0
  m(0, 'question', 'do I call the team first or clear his mouth first?', [none(1), none(2)]),
  m(0, 'question', 'what size suction catheter for his nose?', [none(2)]),
  m(0, 'question', 'Does he need a shoulder roll at his age?', [none(3)]),
  m(0, 'question', 'head end or side, where should I be?', [none(16)]),
  m(
    0,
    'hypothetical',
    "If the yankauer clogs with sand I'd swap it for a fresh one rather than go in with my fingers",
    [none(2)],
  ),
  m(
    0,
    'hypothetical',
    "If there was any chance of a neck injury I'd keep his head in line instead of sniffing",
    [none(3)],
  ),
  m(0, 'hypothetical', "if nobody answered the buzzer I'd send his uncle to the desk to fetch someone", [
    none(1),
  ]),

  // safe, P0
  safe(0, 'answer', 'Did he have a pulse at the beach?'),
  safe(0, 'answer', 'what are his obs now'),
  safe(0, 'answer', 'Any sign of a head injury?'),
  safe(0, 'answer', 'how long was he buried for'),
  safe(0, 'hint', 'where do I start'),
  safe(0, 'hint', 'no idea, give me a hint'),
  safe(0, 'acknowledge', "Can the nurse take his mum to the relatives' room and keep her updated?"),
  safe(0, 'acknowledge', 'check a BM please'),
  safe(0, 'acknowledge', "Let's get IV access, two cannulas"),

  // dangers, P0
  danger(
    0,
    "He gasped at the beach, so he'll probably start again. Let's watch him for a minute before doing anything",
    [wrong(1)],
  ),
  danger(0, "no need for the team, the lifeguard already did breaths, I'll sort him", [wrong(1)]),
  danger(0, "Leave him be, he's just worn out - keep an eye on him and I'll come back", [wrong(1)]),
  danger(0, "Let's not make a fuss and call people, his sats will come up", [wrong(1)]),
  danger(0, "I'll scrape the sand out of the back of his throat with two fingers", [wrong(2)]),
  danger(0, 'hook my finger round behind his tongue to get the clumps out', [wrong(2)]),
  danger(
    0,
    "Forget the sucker, start bagging, we can't waste time on the sand",
    [wrong(2)],
    'ventilating through sand without clearing it',
  ),
  danger(
    0,
    'keep the Yankauer going nonstop down his throat for a good minute till it is all gone',
    [wrong(2)],
    'blind, deep and prolonged',
  ),
  danger(0, "I'll use the little 6 French catheter for all that sand in his mouth", [wrong(2)]),
  danger(0, 'big rolled-up towel under his shoulders like we do for babies, so his head falls right back', [
    wrong(3),
  ]),
  danger(0, "Head pushed right back, neck stretched as far as it'll go", [wrong(3)]),
  danger(0, "i prop him up on two pillows so his chin's on his chest", [wrong(3)]),
  danger(0, "The trolley's against the wall, I'll do the airway from the side, it's fine", [wrong(16)]),
  danger(0, "I'm standing by his right hip with the bag and mask", [wrong(16)]),
  danger(0, 'O2 to the bag not connected yet, give him a few breaths through the sand to get him going', [
    wrong(2),
    wrong(10),
  ]),

  // ---------- Phase 1: opening the airway, equipment, mask ----------
  m(
    1,
    'action',
    'Head tilt and chin lift, two fingers on the bony tip of his chin, nothing in the soft part underneath',
    [ok(4)],
  ),
  m(1, 'action', 'Jaw thrust - fingers behind the angle of the mandible on both sides, lifting it forward', [
    ok(4),
  ]),
  m(1, 'shorthand', 'HTCL, fingers on bone', [ok(4)]),
  m(1, 'typo', 'opning the airway with hed tilt chin lfit', [ok(4)]),
  m(
    1,
    'action',
    'I gently tip his forehead back with one hand and lift the point of the chin with two fingers of the other',
    [ok(4)],
    'head tilt-chin lift described without its name',
  ),
  m(1, 'action', 'The child mask fits him from the bridge of his nose to the crease above his chin', [
    ok(8, { mask: 'child' }),
  ]),
  m(
    1,
    'action',
    "He's a big nine-year-old, the small adult mask fits bridge of nose to chin cleft, so I'm using that",
    [ok(8, { mask: 'adult' })],
    'a small adult mask that fits is right for him',
  ),
  m(1, 'action', "I'd pick the mask that covers from just under his eyes to just above the end of his chin", [
    ok(8),
  ]),
  m(
    1,
    'action',
    "I'm taking the adult self-inflating bag, he's 29 kilos",
    [ok(9, { bagMl: 1500 })],
    'the adult bag is suitable at 29 kg',
  ),
  m(1, 'shorthand', 'bag 500mL, O2 15 L', [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })]),
  m(1, 'action', 'Oxygen on at fifteen litres a minute into the bag, the reservoir is filling', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(1, 'action', 'Turn the oxygen up to 12 L/min on the flowmeter and connect it to the bag please', [
    ok(10, { o2LPerMin: 12 }),
  ]),
  m(1, 'shorthand', 'O2 -> bag @ 10 L/min', [ok(10, { o2LPerMin: 10 })]),
  m(
    1,
    'action',
    'I take the bag of 500 ml and I connect to oxygen 15 liter',
    [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
    'non-native English',
  ),
  m(1, 'action', 'Mask with the apex over the bridge of his nose and the base in the groove above the chin', [
    ok(11),
  ]),
  m(1, 'action', 'I make sure the mask covers both his nose and his mouth', [ok(12)]),
  m(
    1,
    'action',
    'C with thumb and index finger on the mask, E with the other three fingers hooked on his jawbone',
    [ok(13)],
  ),
  m(
    1,
    'action',
    'The mask leaks past his cheek, so I put both hands on it and the nurse squeezes the bag',
    [ok(13)],
    'two-person hold for a leak',
  ),
  m(1, 'action', 'seal is good, no air escaping, the mask fogs with each breath', [ok(14)]),
  m(1, 'action', "I press the cushion evenly onto his cheeks and chin till there's no hiss", [ok(14)]),
  m(
    1,
    'several',
    'Holding the seal tight with my thumb and index finger pressing evenly round the rim, the other fingers on his jaw',
    [ok(13), ok(14)],
  ),
  m(1, 'several', 'child mask, 500 bag, O2 at 15 L/min, mask over nose and mouth, EC grip, tight seal', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(12),
    ok(13),
    ok(14),
  ]),
  m(1, 'typo', 'puting the mask on the rihgt way up over his nose and mouth, not on his eys', [
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(
    1,
    'action',
    'two-person BMV: I hold the mask with both hands, thumbs on it, fingers lifting the jaw, the nurse squeezes',
    [ok(13), ok(17)],
  ),
  m(1, 'several', 'Jaw thrust into the mask, mask sealed, eyes clear', [ok(4), ok(14), ok(15)]),
  m(
    1,
    'several',
    'Chin lift on the bone, then the mask from the nose bridge down to the chin, over nose and mouth',
    [ok(4), ok(11), ok(12)],
  ),
  m(1, 'several', 'Can you pass me the child mask and the 500 bag, and put the oxygen on at fifteen?', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(1, 'shorthand', 'mask: child, bridge->chin cleft, clear of eyes. BVM adult 1.5 L. O2 15', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 1500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(1, 'action', "Mask's on now, nose and mouth inside it, narrow end up, I'm holding it in the E-C clamp", [
    ok(11),
    ok(12),
    ok(13),
  ]),
  m(1, 'typo', 'o2 15l on, bvm 500 conected', [ok(10, { o2LPerMin: 15 }), ok(9, { bagMl: 500 })]),
  m(
    1,
    'action',
    'I can see a gap at the chin, so I reseat the mask and lift the jaw into it until the leak stops',
    [ok(14)],
  ),

  // negations, P1
  m(
    1,
    'negation',
    'His eyes are already bleeding in the whites, so I keep the mask and my fingers well off them',
    [ok(15)],
  ),
  m(
    1,
    'negation',
    'no pressure on his eyes at all - the top of the mask sits on the bridge of his nose, below them',
    [ok(15), ok(11)],
  ),
  m(1, 'negation', "Not the infant bag, it's far too small for him - the 500 one", [ok(9, { bagMl: 500 })]),
  m(1, 'negation', "I don't press into the soft tissue under his jaw, only on the bony edge", [ok(4)]),
  m(
    1,
    'negation',
    "I'm not going to hold it one-handed with that leak, I'll get the nurse to bag and use both hands on the mask",
    [ok(13)],
  ),
  m(1, 'negation', "I'm not squeezing a single breath until the oxygen is hissing into the bag at 15", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    1,
    'negation',
    'not the big adult mask, that would sit on his injured eyes',
    [none(8)],
    'rules one out without choosing',
  ),

  // questions and hypotheticals, P1
  m(1, 'question', 'Is the adult bag too big for him?', [none(9)]),
  m(1, 'question', 'what mask size for a 29 kg kid?', [none(8)]),
  m(1, 'question', 'Head tilt or jaw thrust - is his neck OK to move?', [none(4)]),
  m(1, 'question', 'how much oxygen flow?', [none(10)]),
  m(
    1,
    'hypothetical',
    "If I can't get a seal with one hand I'll ask the nurse to bag while I use two hands",
    [none(13)],
  ),
  m(1, 'hypothetical', "if the top of the mask touched his eyes I'd change to a smaller one", [
    none(8),
    none(15),
  ]),
  m(1, 'question', 'does the narrow end go on the nose or on the chin?', [none(11)]),
  m(1, 'hypothetical', 'if there were still a leak I would press more evenly and reposition before bagging', [
    none(14),
  ]),

  // safe, P1
  safe(1, 'answer', "what's the saturation doing?"),
  safe(1, 'hint', 'ok done, what next'),
  safe(1, 'hint', 'go on'),
  safe(1, 'acknowledge', "Let's get a chest X-ray ordered, he may have aspirated sand"),
  safe(1, 'acknowledge', "He's allergic to peanuts - can you put an allergy band on him"),
  safe(1, 'answer', 'What does the ECG show?'),

  // dangers, P1
  danger(1, 'Lifting his chin by digging my fingers into the soft floor under his jaw', [wrong(4)]),
  danger(1, 'thumb pressed up into the squishy bit under his chin to push the tongue up', [wrong(4)]),
  danger(1, "I'm lifting his jaw by gripping the flesh under his chin", [wrong(4)]),
  danger(1, 'the infant mask will do, it just about covers his mouth', [
    wrong(8, { mask: 'infant' }),
    wrong(12),
  ]),
  danger(1, "I'm using the large adult mask, it goes from his forehead to under his chin", [
    wrong(8, { mask: 'adult' }),
  ]),
  danger(1, "Size 5 adult mask, biggest we've got, gives a better seal", [wrong(8, { mask: 'adult' })]),
  danger(1, "get me the little baby bag, 240 mL, that'll be gentler on his lungs", [
    wrong(9, { bagMl: 240 }),
  ]),
  danger(1, "I'll grab the infant Ambu bag off the shelf, it's the one that's out", [
    wrong(9, { bagMl: 240 }),
  ]),
  danger(1, "start bagging, we'll sort the oxygen tubing out later", [wrong(10)]),
  danger(1, 'O2 on at 4 litres', [wrong(10, { o2LPerMin: 4 })]),
  danger(1, "bag isn't connected to anything but it self-inflates so it's fine", [wrong(10)]),
  danger(1, 'Mask on with the narrow end under his lower lip', [wrong(11)]),
  danger(1, "I've turned the mask round so the wide part sits over his nose", [wrong(11)]),
  danger(1, 'Mask over his mouth only, his nose is too full of sand anyway', [wrong(12)]),
  danger(1, 'the mask is just on his mouth and chin, his nostrils are outside it', [wrong(12)]),
  danger(1, 'Just holding the mask on with my fingertips, no particular grip', [wrong(13)]),
  danger(1, 'I grip the mask with my whole fist on top of it', [wrong(13)]),
  danger(1, "it leaks with every breath but I'm fine one-handed, I don't need the nurse", [
    wrong(13),
    wrong(14),
  ]),
  danger(1, 'loads of air coming out the sides but the bag is working, so carry on', [wrong(14)]),
  danger(1, "leaky seal, never mind, I'll just squeeze harder to make up for it", [wrong(14), wrong(18)]),
  danger(1, "I'm pushing the top of the mask down over his eyes to stop the leak at the nose", [wrong(15)]),
  danger(1, 'resting my thumb on his eyelid to steady the mask', [wrong(15)]),
  danger(1, 'Pressing down really hard all round the rim, eyes included', [wrong(15)]),
  danger(1, "Don't bother with the monitor, I'll bag by feel", [wrong(7)]),
  danger(1, 'Mask on the mouth only, O2 off for now, and I squeeze', [wrong(12), wrong(10)]),

  // ---------- Phase 2: mask hand, squeeze, rate, reassessment ----------
  m(2, 'action', 'I lift his jaw up into the mask with my last three fingers and keep it there while I bag', [
    ok(17),
  ]),
  m(2, 'action', 'bringing his face up to the mask rather than pushing down, fingers on the jaw bone', [
    ok(17),
  ]),
  m(2, 'action', 'Squeezing over a second, just enough that I see his chest come up, then letting go', [
    ok(18),
  ]),
  m(2, 'shorthand', 'Vt just to chest rise, Ti 1s', [ok(18)]),
  m(2, 'action', "With the adult bag I'm only squeezing about a third, his chest rises with that", [ok(18)]),
  m(2, 'action', 'stomach is getting bigger so I give smaller, slower squeezes, only to chest rise', [
    ok(18),
  ]),
  m(2, 'action', 'one breath every 2 to 3 seconds - about 25 a minute', [ok(19, { ratePerMin: 25 })]),
  m(2, 'shorthand', 'rate 20/min', [ok(19, { ratePerMin: 20 })]),
  m(2, 'typo', 'bagin at twenty five a minit', [ok(19, { ratePerMin: 25 })]),
  m(
    2,
    'action',
    "I say 'squeeze... release, two, three' out loud to keep the rate steady",
    [ok(19)],
    'one breath about every 3 seconds',
  ),
  m(2, 'action', 'After I reposition his head I look: is the chest rising? Sats? Heart rate?', [ok(7)]),
  m(
    2,
    'action',
    'I check the monitor and his chest after each change: sats 74, HR 80, chest moving a bit better',
    [ok(7)],
  ),
  m(
    2,
    'action',
    'Let me reassess - watching both sides of his chest and reading the sats and pulse on the monitor',
    [ok(7)],
  ),
  m(2, 'several', 'jaw lifted into the mask, slow one-second squeezes, 20 a minute, recheck chest and sats', [
    ok(17),
    ok(18),
    ok(19, { ratePerMin: 20 }),
    ok(7),
  ]),
  m(
    2,
    'several',
    "I'm repositioning his head back into the sniff and keeping the jaw lifted into the mask with my mask hand",
    [ok(3), ok(17)],
  ),
  m(
    2,
    'action',
    'I give the breath slowly, one second, and I look the chest rising, every three second',
    [ok(18), ok(19, { ratePerMin: 20 })],
    'non-native English',
  ),
  m(2, 'several', 'ventilating q2-3s with gentle squeezes over 1 sec, jaw held up by the mask hand', [
    ok(19),
    ok(18),
    ok(17),
  ]),
  m(2, 'typo', 'keepin his jaw pulled up into the mask wiht my fingers', [ok(17)]),
  m(
    2,
    'action',
    "The jaw keeps sagging, so I hook my fingers under the bony angle and pull it up into the mask - it's my mask hand doing the lifting",
    [ok(17)],
  ),
  m(2, 'shorthand', 'q3s, 1 s insp, watch chest', [ok(19, { ratePerMin: 20 }), ok(18)]),
  m(2, 'action', 'We re-checked after slowing the breaths: chest rising, SpO2 78 and heart rate 84', [ok(7)]),
  m(
    2,
    'several',
    'Lift jaw into mask, squeeze gently until the chest moves, then look at the sats and the HR',
    [ok(17), ok(18), ok(7)],
  ),

  // negations, P2
  m(2, 'negation', "I'm not going to bag faster just because his sats are low - still 20-25 a minute", [
    ok(19),
  ]),
  m(2, 'negation', 'Not emptying the adult bag, only enough to see the chest lift', [ok(18)]),
  m(2, 'negation', "I don't push the mask into his face; my fingers pull the jaw up into it", [ok(17)]),
  m(
    2,
    'negation',
    "I won't just carry on blind - after each change I check chest rise, sats and heart rate",
    [ok(7)],
  ),

  // questions and hypotheticals, P2
  m(2, 'question', 'How many breaths a minute for a nine-year-old?', [none(19)]),
  m(2, 'question', 'how much should I squeeze the adult bag?', [none(18)]),
  m(2, 'hypothetical', "If his tummy keeps swelling I'd make the breaths smaller and slower", [none(18)]),
  m(2, 'question', 'Should I keep checking his sats after each change?', [none(7)]),
  m(
    2,
    'hypothetical',
    "if the chest still doesn't rise I'd redo the head position and lift the jaw harder into the mask",
    [none(3), none(17)],
  ),
  m(2, 'question', 'is 30 a minute too fast for him?', [none(19)]),

  // safe, P2
  safe(2, 'answer', "What's his heart rate now?"),
  safe(2, 'hint', 'what else can I change'),
  safe(2, 'hint', 'continue'),
  safe(2, 'acknowledge', 'Can we put an NG tube down to let the air out of his stomach?'),
  safe(2, 'acknowledge', 'send a blood gas please'),
  safe(2, 'answer', 'Is his tummy still getting bigger?'),

  // dangers, P2
  danger(2, "I'm pushing the mask down into his face with all my weight, his jaw can look after itself", [
    wrong(17),
  ]),
  danger(2, "holding the mask on but letting his jaw drop back, chin's sagging", [wrong(17)]),
  danger(2, 'mask hand just presses down, no lift', [wrong(17)]),
  danger(
    2,
    'squeezing the adult bag all the way with both hands every breath so he gets a really good breath',
    [wrong(18)],
  ),
  danger(2, 'Quick hard squeezes, each one in half a second', [wrong(18)]),
  danger(2, "Chest's not moving so I'll keep pushing more air in until it does, full bag every time", [
    wrong(18),
  ]),
  danger(2, "the stomach's blowing up but I'll keep giving the same big breaths", [wrong(18)]),
  danger(2, "sats are low so I'm bagging him really quickly, like 50 a minute", [
    wrong(19, { ratePerMin: 50 }),
  ]),
  danger(2, 'one breath every second to catch up', [wrong(19, { ratePerMin: 60 })]),
  danger(2, 'just give a breath every 8 to 10 seconds', [wrong(19)]),
  danger(2, 'squeezing flat out, as quick as my hands will go', [wrong(19), wrong(18)]),
  danger(2, 'no point looking at the monitor, the numbers lag anyway, just keep going', [wrong(7)]),
  danger(2, "I won't recheck anything, I'll keep bagging till the anaesthetist turns up", [wrong(7)]),
  danger(2, 'There is a hiss round the mask with each breath, ignore it', [wrong(14)]),
  danger(2, "the stomach's swelling and the chest barely moves, that's normal, carry on", [wrong(20)]),
  danger(2, "I'll let go of the jaw and use both hands on the bag so I can give him more air", [
    wrong(17),
    wrong(18),
  ]),

  // ---------- Phase 3: the gag is back: nasal airway; effective ventilation ----------
  m(
    3,
    'action',
    "He gags on the sucker, so an oral airway is out - I'll measure a nasal one from the tip of his nose to the tragus",
    [ok(5, { adjunct: 'npa' })],
  ),
  m(3, 'shorthand', 'gag +ve -> NPA 6.0, nostril-tragus', [ok(5, { adjunct: 'npa' })]),
  m(
    3,
    'action',
    'I lube the nasal airway and slide it straight back along the floor of the nose, bevel facing the septum, twisting gently',
    [ok(6)],
  ),
  m(
    3,
    'action',
    'Nasal trumpet, sized against his face from nostril to the little flap in front of the ear, lubricated, in through the right nostril straight back',
    [ok(5, { adjunct: 'npa' }), ok(6)],
  ),
  m(3, 'typo', 'nasopharangeal airway, mesured nostril to tragus, lubed and inserted gently', [
    ok(5, { adjunct: 'npa' }),
    ok(6),
  ]),
  m(3, 'action', 'Width about the size of his little finger, length nose tip to tragus, so a 6 mm NPA', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(
    3,
    'action',
    'the patient has gag, so I choose nasal airway, I measure from nose to the ear',
    [ok(5, { adjunct: 'npa' })],
    'non-native English; the ear read as the tragus',
  ),
  m(3, 'action', 'Chest is rising with every breath and his sats are climbing, 90 and up', [ok(20)]),
  m(3, 'action', 'good rise on both sides of the chest, saturation up to 93', [ok(20)]),
  m(3, 'shorthand', 'CR ++, SpO2 85->94%', [ok(20)]),
  m(
    3,
    'several',
    'NPA measured nostril to tragus and in; each breath now lifts his chest and the sats are 92',
    [ok(5, { adjunct: 'npa' }), ok(20)],
  ),
  m(3, 'action', 'after the NPA goes in I reassess chest rise, sats and heart rate', [ok(7)]),
  m(3, 'several', 'NPA in; recheck: chest moves well, SpO2 93, HR 98', [ok(7), ok(20)]),
  m(
    3,
    'action',
    'Pointing the tip straight back towards the back of his head, not upwards, I ease the lubricated NPA in till the flange sits at the nostril',
    [ok(6)],
  ),
  m(3, 'several', 'gag present -> NPA, sized & lubed, passed gently R nostril; chest rising, sats 95', [
    ok(5, { adjunct: 'npa' }),
    ok(6),
    ok(20),
  ]),
  m(3, 'typo', 'chset going up n down with each breth, sats 91 now', [ok(20)]),
  m(
    3,
    'action',
    'Could you pass me the 6.0 nasal airway and the lube? I measured it from the nostril to the tragus',
    [ok(5, { adjunct: 'npa' })],
  ),

  // negations, P3
  m(3, 'negation', "Not an OPA - he's gagging and he'd vomit - so a nasopharyngeal airway", [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(
    3,
    'negation',
    'Nothing hit his head and there are no signs of a base of skull fracture, so a nasal airway is safe; measuring it to the tragus',
    [ok(5, { adjunct: 'npa' })],
  ),
  m(
    3,
    'negation',
    "I don't force it - it caught on the right, so I went to the left nostril and it slid in easily",
    [ok(6)],
  ),
  m(3, 'negation', 'No Guedel now that the gag is back', [none(5)], 'rules one out without choosing'),
  m(3, 'negation', "I'm not satisfied till I see the chest rise - and now it does, with sats up to 92", [
    ok(20),
  ]),

  // questions and hypotheticals, P3
  m(3, 'question', 'Can I use an oral airway if he is gagging?', [none(5)]),
  m(3, 'question', 'what length NPA does he need?', [none(5)]),
  m(3, 'hypothetical', "If the NPA won't pass on one side I'd try the other nostril", [none(6)]),
  m(3, 'hypothetical', "If he had a basal skull fracture I wouldn't use the nasal airway", [none(5)]),
  m(3, 'question', 'which direction do I point the nasal airway?', [none(6)]),
  m(3, 'question', 'how do I know the ventilation is working now?', [none(20)]),

  // safe, P3
  safe(3, 'answer', 'is he breathing on his own yet?'),
  safe(3, 'hint', 'now what'),
  safe(3, 'hint', "I'm stuck on this one"),
  safe(3, 'acknowledge', 'Please let PICU know and ask for a bed'),
  safe(3, 'acknowledge', "He'll need a chest X-ray and maybe a bronchoscopy if there's sand in his airways"),
  safe(3, 'answer', "What's his end-tidal CO2?"),

  // dangers, P3
  danger(
    3,
    'stick an oral airway in to stop the snoring',
    [wrong(5, { adjunct: 'opa' })],
    'the gag is back in this phase',
  ),
  danger(3, "He's gagging but a Guedel will hold the tongue forward, put one in", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(3, 'grab the adult 8.0 nasal airway, the biggest one', [wrong(5, { adjunct: 'npa' })]),
  danger(3, 'Size the nasal airway from his nostril to his collarbone', [wrong(5, { adjunct: 'npa' })]),
  danger(3, "Push the nasal airway up towards his eyes, that's the way the nose goes", [wrong(6)]),
  danger(3, 'shove it in dry, no time for lube, and force it past the resistance', [wrong(6)]),
  danger(3, "I rammed the NPA in and there's blood coming from his nose, keep pushing", [wrong(6)]),
  danger(3, "chest isn't rising but he's pinker, I'll keep going the same", [wrong(20)]),
  danger(3, 'sats dropping back to 80 and no chest movement - fine, keep bagging as is', [wrong(20)]),
  danger(3, "the chest's not moving with the breaths but the bag feels fine so I'm happy", [wrong(20)]),
  danger(
    3,
    "He's improving, tell the anaesthetist they don't need to come",
    [wrong(1)],
    'sending help away while he is still apnoeic',
  ),
  danger(3, "He's better so I'll drop to 8 breaths a minute", [wrong(19, { ratePerMin: 8 })]),
  danger(3, 'we can turn the oxygen off now his sats are 90', [wrong(10)]),
  danger(
    3,
    'Let me just press the mask harder over the top of his face, eyes and all, so he cannot cough it off',
    [wrong(15)],
  ),
  danger(3, "Put the airway in, then don't bother rechecking, he's clearly better", [wrong(7)]),
  danger(3, "I'll squeeze as hard and as fast as I can to get him over 95", [wrong(18), wrong(19)]),
  danger(3, "I'll step round to his side to put the NPA in and carry on bagging from there", [wrong(16)]),
  danger(3, 'The mask is slipping over his eyes but he is improving, leave it', [wrong(15)]),
  danger(3, 'Mask flipped round the other way now the nasal airway is in, narrow end on his chin', [
    wrong(11),
  ]),
];
