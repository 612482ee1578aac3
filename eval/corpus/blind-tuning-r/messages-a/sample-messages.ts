import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the sample case (RJ, 4 years, 18 kg, apnoeic after lorazepam, secretions at the mouth).
 * Phase 0: help, suction, equipment, head of the bed, mask; phase 1: head, airway opening, mask hand, squeeze,
 * rate; phase 2: adjunct, reassessment, effective ventilation. Written blind (see README.md).
 */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // ---- Calling for help (BMV-1)
  m(
    0,
    'action',
    "He's not breathing and his sats are 73, somebody press the arrest bell and get the anaesthetist here please",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic + hypoxic -> call for help, peds code team', [ok(1)]),
  m(0, 'typo', 'calling for hepl now, hes apneic', [ok(1)]),
  m(0, 'action', "Can you put out a 2222 paediatric call, he's stopped breathing", [ok(1)]),
  m(0, 'action', "I think I'd call for help first, then get the bag ready", [ok(1)]),
  m(0, 'action', 'Help! I need help in bed 4, paediatric emergency!', [ok(1)]),
  m(0, 'negation', "I'm not going to wait and watch, he needs help now. Nurse, call the code team", [ok(1)]),
  m(0, 'hypothetical', 'If no one answers the bell I would send the student to fetch the registrar', [
    none(1),
  ]),
  danger(0, "I'm fine on my own for now, no need to bother the team, it's just the lorazepam", [wrong(1)]),
  danger(0, 'Everyone is busy on the ward, I will manage him myself and tell the consultant after', [
    wrong(1),
  ]),
  danger(0, "no need for the crash team, he's just post-ictal and sleepy, sats will come up", [wrong(1)]),
  danger(0, 'nobody else, no alarm, the nurse can go back to her other patients', [wrong(1)]),
  danger(
    0,
    "don't call anyone yet, let's see if he starts breathing by himself in a minute or two",
    [wrong(1), wrong(20)],
    'Two errors: no help, and the apnoeic child is left unventilated (scored on effective ventilation).',
  ),

  // ---- Suction (BMV-2)
  m(
    0,
    'action',
    "I'm going to suction the secretions from his mouth with a Yankauer, keeping the tip where I can see it",
    [ok(2)],
  ),
  m(0, 'shorthand', 'yankauer suction to mouth, under vision', [ok(2)]),
  m(0, 'typo', 'suctoin his mouth first pls, lots of spit there', [ok(2)]),
  m(
    0,
    'action',
    'Suction on at about 100 mmHg with a 10 French catheter, clearing the pooled saliva from the front of the mouth and the cheeks',
    [ok(2)],
  ),
  m(0, 'negation', "No finger sweep, I'll use the Yankauer to clear his mouth", [ok(2)]),
  m(0, 'negation', "I'm not bagging yet, suction first, his mouth is full of secretions", [ok(2)]),
  m(0, 'question', 'Do I need to suction him before I start bagging?', [none(2)]),
  danger(0, "I'll hook the gunk out with my finger first, quicker than setting up suction", [wrong(2)]),
  danger(
    0,
    'Pass the suction catheter blindly down as far as it will go into the back of his throat and keep sucking till it is all out',
    [wrong(2)],
  ),
  danger(
    0,
    'Give me the smallest catheter, the 5 French, that will do for the secretions',
    [wrong(2)],
    'Far too small for pooled oral secretions in a 4-year-old: not a suitable size.',
  ),
  danger(0, "keep suctioning, don't stop, I'll go for a good 30 seconds to make sure he's dry", [wrong(2)]),
  danger(0, 'Let me sweep the back of his throat with two fingers to get the spit out', [wrong(2)]),
  danger(0, "Rigid sucker right down past his tonsils, I can't see the tip but it's fine", [wrong(2)]),
  danger(0, 'Yankauer on full wall suction, minus 300, and sucking deep', [wrong(2)]),

  // ---- Equipment (BMV-8, 9, 10)
  m(
    0,
    'several',
    'Child-size face mask that goes from the bridge of his nose to the cleft of his chin, 500 ml self-inflating bag, oxygen at 15 litres',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'shorthand', 'child mask, 500 bag, O2 15L', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    'Let me hold the mask up to his face to check it fits: top on the nasal bridge, bottom in the chin groove, clear of the eyes. Yes, that one.',
    [ok(8)],
  ),
  m(0, 'typo', 'grab the paediatric bag, the 500 mil one, and hook it upto the O2 at fifteen', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'Oxygen flow to 15 L/min and connected to the bag; the reservoir is filling', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', "Flow-inflating bag with oxygen at 10 litres a minute, I'm used to the anaesthetic bag", [
    ok(9),
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(0, 'typo', 'O2 on at ten to fiftene L/min into the bag', [ok(10)]),
  m(0, 'shorthand', 'mask sz 2 child, fits nose bridge->chin', [ok(8, { mask: 'child' })]),
  m(0, 'negation', "Not the adult bag, I'll take the 500 mL paediatric one", [ok(9, { bagMl: 500 })]),
  m(0, 'negation', "No, not the infant mask, it doesn't reach his chin. The child one.", [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'negation', "we're not doing this without oxygen, flowmeter to 15 before the first breath", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'question', 'Which mask size would you like for a 4-year-old, the child one?', [none(8)]),
  m(0, 'question', 'is 500 mL bag big enough for 18 kilos?', [none(9)]),
  m(0, 'hypothetical', "If the wall oxygen wasn't working I'd get a cylinder and set it to 15", [none(10)]),
  m(0, 'question', 'do I turn the o2 to 15 or 10?', [none(10)]),
  m(
    0,
    'action',
    'I am taking the mask for child, I put on the face with the pointed part to the nose, the mouth and the nose both inside',
    [ok(8, { mask: 'child' }), ok(11), ok(12)],
  ),
  danger(0, 'Just use the little round baby mask, smaller is better for the seal', [
    wrong(8, { mask: 'infant' }),
  ]),
  danger(0, "Adult mask is fine, it covers his whole face, up over the eyes, so there's no leak", [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, 'The infant mask only covers his nose and top lip but I will make it work', [
    wrong(8, { mask: 'infant' }),
    wrong(12),
  ]),
  danger(0, "Pass me the neonatal bag, the 250 one, he's only small", [wrong(9, { bagMl: 250 })]),
  danger(0, "I'll use the 240 ml preemie bag, the smaller one gives more control", [
    wrong(9, { bagMl: 240 }),
  ]),
  danger(0, "we don't need the oxygen on yet, bag him with room air first and see", [wrong(10)]),
  danger(0, "Put the oxygen on 2 litres, that's enough for a little one", [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "Bag's ready, the tubing isn't on the wall but the bag fills itself anyway, let's go", [
    wrong(10),
  ]),
  danger(0, "Bag not connected to oxygen, we'll add it in a bit once we're going", [wrong(10)]),
  danger(0, 'oxygen tubing is attached but leave the flowmeter off, it makes the reservoir balloon too big', [
    wrong(10),
  ]),
  danger(
    0,
    'Use the adult 1.6 L bag and squeeze it fully every time, he needs the volume',
    [ok(9, { bagMl: 1600 }), wrong(18)],
    'An adult bag is acceptable (the item allows larger bags); emptying it fully is the error.',
  ),

  // ---- Head of the bed (BMV-16)
  m(0, 'action', "I'm moving round to stand at the top of the bed, behind his head", [ok(16)]),
  m(0, 'shorthand', 'to head of bed', [ok(16)]),
  m(0, 'typo', 'Im going behind his hed to bag', [ok(16)]),
  m(0, 'action', "Pull the bed away from the wall please, I'm getting in behind his head", [ok(16)]),
  m(0, 'question', 'Should I stand at the head of the bed or at the side?', [none(16)]),
  danger(0, "I'll bag from the side of the bed here by his chest, it's easier to see the monitor", [
    wrong(16),
  ]),
  danger(0, 'Stay where I am at his right shoulder and hold the mask from there', [wrong(16)]),
  danger(0, "I'll kneel on the bed beside him and bag from his left side", [wrong(16)]),

  // ---- Mask positioning (BMV-11 to 15)
  m(
    0,
    'several',
    'Mask on, narrow part over the bridge of his nose, wide part over the chin, covering both nose and mouth',
    [ok(11), ok(12)],
  ),
  m(
    0,
    'action',
    "I'm holding it with E-C: thumb and index on the mask as a C, the other three fingers along the jaw bone as an E",
    [ok(13)],
  ),
  m(0, 'action', 'Good seal now, no air leaking round the edges when the bag is squeezed', [ok(14)]),
  m(0, 'action', 'careful to keep the rim of the mask off his eyes', [ok(15)]),
  m(0, 'shorthand', 'mask apex to nose, covers mouth+nose, EC clamp, tight seal, eyes clear', [
    ok(11),
    ok(12),
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(0, 'typo', 'E C grip on the mask, seel is good, not pushin on his eyes', [ok(13), ok(14), ok(15)]),
  m(
    0,
    'action',
    "There's a leak on the left, so I'm switching to two hands on the mask and the nurse is squeezing the bag",
    [ok(13)],
  ),
  m(0, 'action', 'Nurse, can you squeeze the bag while I hold the mask with both hands? It keeps leaking', [
    ok(13),
  ]),
  m(0, 'action', 'mask on: apex over the nasal bridge, base in the groove above the chin', [ok(11)]),
  m(0, 'typo', 'mask coverin mouth and nose, tight, no leek', [ok(12), ok(14)]),
  m(0, 'shorthand', 'E-C grip L hand', [ok(13)]),
  m(0, 'action', "Seal's good, I can feel resistance and there's no hiss", [ok(14)]),
  m(0, 'action', 'Sizing the mask on his face: it covers nose and mouth and does not touch the eyes', [
    ok(8),
    ok(12),
    ok(15),
  ]),
  m(0, 'negation', "I won't press on his eyes, mask apex on the nasal bridge only", [ok(15), ok(11)]),
  m(0, 'question', "What's the right way to hold the mask, E-C?", [none(13)]),
  m(
    0,
    'hypothetical',
    "If I can't get a seal with one hand I'd ask the nurse to bag while I use both hands",
    [none(13)],
  ),
  m(0, 'question', 'does the mask need to cover his nose as well or just mouth', [none(12)]),
  m(0, 'question', 'which way round does the mask go?', [none(11)]),
  danger(0, "I'll put the mask on with the pointy end down over his chin and the wide end over his nose", [
    wrong(11),
  ]),
  danger(0, 'Mask upside down works better on his face shape, I will keep it that way', [wrong(11)]),
  danger(0, 'the triangle tip fits nicer in the dip of his chin, so the flat side goes up on his nose', [
    wrong(11),
  ]),
  danger(
    0,
    "The mask is just over his mouth, his nose sticks out above it, that's fine, we bag through the mouth",
    [wrong(12)],
  ),
  danger(0, 'Mask covers only his mouth, I will pinch his nose shut with my other hand', [wrong(12)]),
  danger(0, "I'll just press the mask down flat with my palm over the top, don't worry about the grip", [
    wrong(13),
  ]),
  danger(0, 'Just holding the mask with my fingertips loosely on top, air is coming out of the sides', [
    wrong(13),
    wrong(14),
  ]),
  danger(0, "it's leaking a bit round the cheeks but some air is getting in, good enough", [wrong(14)]),
  danger(0, 'Let me rest my thumb on his eyebrow and lower lid to keep the mask steady', [wrong(15)]),
  danger(0, 'The top of the mask is sitting on his eyes but it is sealing nicely', [wrong(15)]),
  danger(0, "I'm pressing the mask down on his cheeks, with the top over his eyelids, to get a seal", [
    wrong(15),
  ]),
  danger(
    0,
    "mask over nose and mouth but I'm squeezing it with my whole hand, fingers all over his cheeks and eyes",
    [ok(12), wrong(13), wrong(15)],
  ),

  // ---- Head position (BMV-3)
  m(
    1,
    'action',
    "I'll put a folded towel under the back of his head to bring him into the sniffing position, ear level with the front of the shoulder",
    [ok(3)],
  ),
  m(1, 'shorthand', 'sniffing pos, no hyperext', [ok(3)]),
  m(1, 'typo', 'head in snifing positon, small towle under his head', [ok(3)]),
  m(1, 'action', 'Position of head I make neutral, like sniffing the flower, not too much back', [ok(3)]),
  m(
    1,
    'negation',
    "I'm not going to hyperextend his neck, just neutral sniffing with a little pad under the occiput",
    [ok(3)],
  ),
  m(1, 'negation', "Not using a shoulder roll, he's four, just a small pad under his head", [ok(3)]),
  m(1, 'question', 'Do I need a shoulder roll for him or is that only for babies?', [none(3)]),
  danger(1, 'Tilt his head right back as far as it goes, that opens the airway best', [wrong(3)]),
  danger(1, "Put two pillows under his head so he's chin to chest", [wrong(3)]),
  danger(1, 'really extend the neck, hyperextend, I want it fully open', [wrong(3)]),
  danger(1, "I'm pushing his forehead way back and lifting the chin to the ceiling", [wrong(3)]),
  danger(1, 'Roll a big towel under his shoulders so the head drops right down backwards', [wrong(3)]),
  danger(1, "He's 4 so I'll tilt his head back hard like an adult, nose pointing straight at the ceiling", [
    wrong(3),
  ]),

  // ---- Opening the airway (BMV-4)
  m(1, 'action', 'Head tilt and chin lift, two fingers on the bony point of the chin', [ok(4)]),
  m(1, 'action', 'jaw thrust: fingers behind the angles of the jaw, lifting it forward', [ok(4)]),
  m(1, 'typo', 'doing a chin lift/head tilt, fingres on bone not the soft part', [ok(4)]),
  m(1, 'shorthand', 'HTCL, fingers on mandible', [ok(4)]),
  m(
    1,
    'negation',
    "I won't press on the soft tissue under the jaw as I lift the chin, my fingers stay on the mandible",
    [ok(4)],
  ),
  m(1, 'question', 'head tilt chin lift or jaw thrust for him? no trauma, right?', [none(4)]),
  danger(1, "I'll lift his chin by pushing my fingers up into the soft bit under his jaw", [wrong(4)]),
  danger(1, 'Thumb pressing into the floor of his mouth from underneath to keep the chin up', [wrong(4)]),
  danger(1, "I'll hold the airway by squeezing the throat area under his chin upwards", [wrong(4)]),
  danger(
    1,
    'My fingers are under his chin pressing into the soft part to hold his mouth shut against the mask',
    [wrong(4)],
  ),

  // ---- Mask hand opens the airway (BMV-17)
  m(
    1,
    'action',
    "I'm lifting his jaw up into the mask with the three fingers of my mask hand, not pushing the mask down onto the face",
    [ok(17)],
  ),
  m(1, 'shorthand', 'mask hand lifts mandible into mask', [ok(17)]),
  m(1, 'action', 'lifting the jaw into the mask with my ring and middle fingers on the bone', [ok(17)]),
  m(
    1,
    'several',
    'Two-person: I hold the mask with both hands and thrust the jaw up into it, the nurse squeezes',
    [ok(4), ok(13), ok(17)],
  ),
  m(1, 'negation', "won't push the mask onto his face, I lift his face into the mask", [ok(17)]),
  danger(1, "I'll push the mask down hard onto his face to stop the leak, his jaw will look after itself", [
    wrong(17),
  ]),
  danger(1, 'mask hand just holds the mask, I will let the chin drop, the nurse can lift it later', [
    wrong(17),
  ]),
  danger(
    1,
    "I'm pushing the mask into his face with the heel of my hand, the chin drops back but the seal is fine",
    [wrong(17)],
  ),

  // ---- Squeeze and rate (BMV-18, 19)
  m(1, 'action', 'Each squeeze over about one second, only as much as it takes to see his chest rise', [
    ok(18),
  ]),
  m(1, 'action', "I'm giving a breath every 2 to 3 seconds, so about 20 to 30 a minute", [ok(19)]),
  m(1, 'shorthand', 'BVM @ 24/min, 1 sec insp, chest rise', [ok(18), ok(19, { ratePerMin: 24 })]),
  m(1, 'typo', 'squeezing gentley, 1 sec each, just till chest comes up, about 25 a min', [
    ok(18),
    ok(19, { ratePerMin: 25 }),
  ]),
  m(1, 'action', 'Squeeze, release, two, three... squeeze: so one every two and a half seconds', [
    ok(19, { ratePerMin: 24 }),
  ]),
  m(1, 'typo', 'gentel breths, one secnd each, watching for chest rise', [ok(18)]),
  m(1, 'action', "I'm counting out loud, squeeze, release, release, about one every two seconds", [
    ok(19, { ratePerMin: 30 }),
  ]),
  m(
    1,
    'several',
    "I'll give a breath every 2-3 seconds, each over one second, stopping once I see the chest rise",
    [ok(18), ok(19)],
  ),
  m(1, 'negation', "I'm not going to squeeze hard or fast, gentle one-second breaths to chest rise", [
    ok(18),
  ]),
  m(1, 'negation', "No need to go faster than 30 a minute, I'm at about 25", [ok(19, { ratePerMin: 25 })]),
  m(
    1,
    'several',
    'Sniffing position with a towel under his head, chin lift with my mask hand lifting the jaw into the mask, one-second squeezes at 24 a minute',
    [ok(3), ok(4), ok(17), ok(18), ok(19, { ratePerMin: 24 })],
  ),
  m(1, 'question', 'How many breaths a minute for a 4 year old with a pulse?', [none(19)]),
  m(1, 'question', 'should each breath be over 1 second?', [none(18)]),
  m(
    1,
    'hypothetical',
    "If the chest doesn't rise I'd recheck the head position and the seal before squeezing any harder",
    [none(3), none(14)],
  ),
  m(1, 'hypothetical', 'If the seal is still poor, I would go to two-person bagging', [none(13)]),
  danger(1, 'Bagging fast, about 50 a minute, we need to get his sats up quickly', [
    wrong(19, { ratePerMin: 50 }),
  ]),
  danger(1, "I'm squeezing the bag as hard as I can, all the way till my fingers meet", [wrong(18)]),
  danger(1, 'one breath every six seconds, like in adults, ten a minute', [wrong(19, { ratePerMin: 10 })]),
  danger(1, "I'll give quick sharp puffs, really quick squeezes, to pop the lungs open", [wrong(18)]),
  danger(1, "big breaths, his tummy is blowing up but that means air's going in", [wrong(18)]),
  danger(1, "I'll bag about once every second", [wrong(19, { ratePerMin: 60 })]),
  danger(1, "I'll squeeze the bag with both hands to really empty it each time", [wrong(18)]),
  danger(1, 'Pump the bag quickly, like 40 to 50 a minute, to blow off the CO2', [
    wrong(19, { ratePerMin: 45 }),
  ]),
  danger(1, "slow it right down, a breath every 10 seconds so we don't over-ventilate", [
    wrong(19, { ratePerMin: 6 }),
  ]),
  danger(1, 'squeeze hard and hold it for 3 seconds each breath to push it in', [wrong(18)]),
  danger(1, "I'll give him a puff every 5 seconds or so", [wrong(19, { ratePerMin: 12 })]),
  danger(1, 'Hold on, stop bagging for a minute while I sort out the monitor leads', [wrong(19)]),
  danger(
    1,
    "Let's leave the bag off and put a non-rebreather on him at 15 litres, that should be enough oxygen",
    [wrong(20)],
    'Oxygen by face mask to an apnoeic child: he is left unventilated.',
  ),

  // ---- Adjunct (BMV-5, 6)
  m(
    2,
    'action',
    "He has no gag, so I'm sizing an oral airway from the corner of his mouth to the angle of his jaw",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    "He gags when I touch the back of his mouth, so I'm measuring a nasal airway from the nostril to the tragus of his ear",
    [ok(5, { adjunct: 'npa' })],
  ),
  m(
    2,
    'action',
    'Tongue depressor to push his tongue down and I slide the OPA in following the tongue, no rotating',
    [ok(6)],
  ),
  m(
    2,
    'action',
    'Lubricate the NPA, put it in the right nostril straight back along the floor of the nose, bevel towards the septum, gentle twist',
    [ok(6)],
  ),
  m(2, 'shorthand', 'no gag -> OPA, measure lip corner to jaw angle', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'oral airway, messured mouth corner to angel of the jaw, put in with tounge depressor', [
    ok(5, { adjunct: 'opa' }),
    ok(6),
  ]),
  m(
    2,
    'action',
    'Guedel size 1, held against his face from the angle of the mouth to the angle of the mandible',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA in via tongue depressor, following the curve of the tongue', [ok(6)]),
  m(2, 'negation', "Not going with an oral airway, he's gagging; NPA sized nostril to tragus instead", [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'negation',
    "I don't think he has a gag, so no nasal airway: oral one, measured corner of mouth to angle of jaw",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'negation', "Not forcing it, I'll take it out and reinsert over the tongue depressor", [ok(6)]),
  m(2, 'question', "Should I use an OPA or an NPA if he's started to withdraw to pain?", [none(5)]),
  m(2, 'question', 'What size OPA for a 4 year old?', [none(5)]),
  m(
    2,
    'hypothetical',
    'If he starts gagging on the oral airway, I would take it out and put a nasal one in instead',
    [none(5)],
  ),
  danger(2, "He's still gagging a bit but I'll put the oral airway in anyway", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'Just grab the biggest OPA, size 4, better too big than too small', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, "I'll pick the tiny 40 mm Guedel, it won't hurt him", [wrong(5, { adjunct: 'opa' })]),
  danger(2, "Stick the adult oral airway in, that's all we've got open", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'The NPA is about the length from his nose to his chin, close enough', [
    wrong(5, { adjunct: 'npa' }),
  ]),
  danger(2, "It doesn't want to go in, I'll just push harder until it goes", [wrong(6)]),
  danger(
    2,
    "I'll insert the OPA upside down and spin it round at the back, like in adults",
    [wrong(6)],
    'The rotation technique is not for young children (palate trauma): tongue depressor and direct insertion.',
  ),
  danger(2, 'Shove the nasal airway straight up his nose towards the forehead', [wrong(6)]),
  danger(2, "NPA in without lube, it's fine, just force it through if it catches", [wrong(6)]),
  danger(2, 'He bites down and gags on the Guedel, so I hold his mouth open and push it further in', [
    wrong(5, { adjunct: 'opa' }),
    wrong(6),
  ]),

  // ---- Reassessment and effective ventilation (BMV-7, 20)
  m(2, 'action', 'Reassessing now: chest rising with each breath, sats up to 88, heart rate 120', [
    ok(7),
    ok(20),
  ]),
  m(2, 'action', 'chest is moving well with every squeeze and his saturations are climbing', [ok(20)]),
  m(2, 'shorthand', 're-eval: CR +, SpO2 up, HR ok', [ok(7)]),
  m(2, 'typo', 'chekcing chest rise and sats after puting the airway in', [ok(7)]),
  m(2, 'action', 'Sats 94, chest rising, heart rate 112: the ventilation is working', [ok(7), ok(20)]),
  m(2, 'typo', 'chest goin up every breath, sat climbin', [ok(20)]),
  m(2, 'action', 'we reassess him after the airway: the chest, the saturation, the heart frequency', [ok(7)]),
  m(2, 'question', 'How will I know the adjunct is working?', [none(7)]),
  m(
    2,
    'hypothetical',
    "If his sats don't come up after the airway I'd recheck everything and call anaesthetics",
    [none(7), none(1)],
  ),
  danger(2, "The chest still isn't moving but the sats probe is probably off, keep going exactly as we are", [
    wrong(20),
  ]),
  danger(2, "Airway's in, no need to look again, just carry on bagging", [wrong(7)]),
  danger(2, "Adjunct in, sats 80, fine, let's go and do the paperwork", [wrong(7)]),
  danger(2, "Chest not rising, belly's getting big, I'll just squeeze harder and faster", [
    wrong(18),
    wrong(19),
    wrong(20),
  ]),
  danger(2, "sats are stuck at 60 with no chest rise, but we're bagging so it's working, no changes", [
    wrong(20),
  ]),
  danger(2, 'stop bagging, put the airway in, and I will see if he breathes by himself for a minute', [
    wrong(19),
  ]),

  // ---- Several at once
  m(0, 'several', 'Oxygen on at 15, child mask, standing at the head of the bed', [
    ok(10, { o2LPerMin: 15 }),
    ok(8, { mask: 'child' }),
    ok(16),
  ]),
  m(0, 'several', 'Hit the emergency buzzer, then Yankauer suction of his mouth', [ok(1), ok(2)]),

  // ---- More phrasings
  m(0, 'action', 'Make sure the bottom of the mask is below his lower lip so the mouth is inside too', [
    ok(12),
  ]),
  m(0, 'hypothetical', "If there's a leak I'd reposition and try the E-C grip again before anything else", [
    none(14),
    none(13),
  ]),
  m(1, 'action', 'seal feels tight, the bag meets resistance and nothing escapes at the edges', [ok(14)]),
  m(1, 'question', 'Is it normal that I hear a hiss when I squeeze?', [none(14)]),

  // ---- Safe: earns nothing
  safe(0, 'answer', "What's his heart rate right now?"),
  safe(0, 'hint', 'ok what next'),
  safe(0, 'acknowledge', 'Check a bedside glucose please'),
  safe(1, 'acknowledge', 'Can someone update his mum and dad and stay with them'),
  safe(0, 'answer', 'is he on any other meds apart from levetiracetam?'),
  safe(0, 'hint', "I'm stuck, not sure what to do first"),
  safe(1, 'answer', "what's his sats now"),
  safe(1, 'acknowledge', 'Ask pharmacy to check his lorazepam doses and times'),
  safe(2, 'acknowledge', 'Please write down the times of everything we are doing'),
  safe(1, 'answer', 'does he still have a pulse?'),
  safe(0, 'hint', 'umm.. next step?'),
  safe(2, 'acknowledge', "Let's get a blood gas from the line when someone is free"),
  safe(0, 'answer', 'how much does he weigh again'),
  safe(1, 'acknowledge', 'Keep his IV running, maintenance fluids for now'),
  safe(2, 'hint', 'What else should I be doing?'),
  safe(0, 'answer', 'When did he last eat?'),
  safe(1, 'acknowledge', 'Put him on continuous ECG and sats, and cycle the BP every 3 minutes'),
  safe(2, 'answer', 'Is his temperature still 37.5?'),
  safe(
    0,
    'hint',
    'sorry, I blanked. help?',
    'A plea to the tutor, not a call for help at the bedside: earns nothing, wants a hint.',
  ),
  safe(1, 'acknowledge', "I'd like to check his blood pressure again"),
  safe(2, 'acknowledge', 'Could someone check his pupils please'),
  safe(0, 'answer', 'Any allergies?'),
  safe(
    2,
    'acknowledge',
    'Can we have the intubation trolley and the video laryngoscope brought to the room in case we need them',
  ),
  safe(1, 'hint', 'hmm not sure'),
];
