import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/** RJ, 4 years, 18 kg, apnoeic after lorazepam: phase 0 equipment and mask, phase 1 airway and technique, phase 2 adjunct. */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // Phase 0: recognition and calling for help (BMV-1)
  m(
    0,
    'action',
    "RJ is apnoeic with sats of 73%. I'm calling for help right now, paeds emergency team to bed 4 please.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoea + hypox -> call for help, crash bell', [ok(1)]),
  m(0, 'typo', 'not breathing!! somebdy call the code team, hes grey', [ok(1)]),
  m(
    0,
    'several',
    'Nurse, push the emergency buzzer and bring the airway trolley; meanwhile I suction his mouth with the Yankauer.',
    [ok(1), ok(2)],
  ),
  danger(
    0,
    'Let me rub his sternum and give him a minute or two to start breathing on his own before I bother the team.',
    [wrong(1)],
  ),
  danger(
    0,
    "It's only the lorazepam, he'll come round. No need to call anyone, I'll just watch the monitor.",
    [wrong(1)],
  ),
  danger(
    0,
    "I'd send a venous gas first and call for help if the CO2 comes back high.",
    [wrong(1)],
    'Help delayed for a test while he is apnoeic.',
  ),
  m(0, 'hypothetical', "If the bagging doesn't work I'll get anaesthesia down here.", [none(1)]),
  m(0, 'question', 'should I call the rapid response team or manage it myself first?', [none(1)]),
  m(0, 'negation', "I'm not doing this on my own: get me help, call the resus team.", [ok(1)]),
  m(
    0,
    'action',
    "OK, he's apnoeic and desaturating. I'd call for help first.",
    [ok(1)],
    '"I\'d" as narration of what is being done.',
  ),
  m(0, 'action', 'Necesito ayuda aquí! I call for help, he is not breathing and the saturation is 73', [
    ok(1),
  ]),
  danger(0, "I'll call for help once the levetiracetam load has finished running, it's nearly through.", [
    wrong(1),
  ]),
  m(
    0,
    'several',
    "He's not breathing, sats 73. Call for help, and while they come I get to the head of the bed with the bag and mask.",
    [ok(1), ok(16)],
  ),
  danger(0, 'hmm sats 73, probably the probe. I reposition the probe and wait, no need to escalate yet', [
    wrong(1),
  ]),

  // Phase 0: suction (BMV-2)
  m(
    0,
    'action',
    'Suctioning the secretions from his mouth with the Yankauer, keeping the tip where I can see it.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'yankauer sx oropharynx under vision', [ok(2)]),
  m(0, 'typo', "sucton first, there's loads of secreations", [ok(2)]),
  danger(0, "I'll just hook the secretions out with my finger, quicker than setting up the suction.", [
    wrong(2),
  ]),
  danger(0, 'No time for suction, start bagging straight away, the secretions will go down anyway.', [
    wrong(2),
  ]),
  danger(0, 'Put a thin 6 Fr catheter in and push it right down blindly until he coughs.', [wrong(2)]),
  m(0, 'question', 'Do we have a Yankauer or only the soft catheters?', [none(2)]),
  m(
    0,
    'negation',
    'Suctioning his mouth gently, not poking the catheter blindly into the back of his throat.',
    [ok(2)],
  ),
  m(0, 'hypothetical', 'If the secretions build up again I will suction again.', [none(2)]),
  m(
    0,
    'action',
    'Can you pass me the wide-bore rigid sucker please, I want to clear his mouth before we bag.',
    [ok(2)],
  ),

  // Phase 0: mask size (BMV-8)
  m(
    0,
    'action',
    "I'm choosing a child mask: from the bridge of the nose to the cleft of the chin, not reaching his eyes.",
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'shorthand', 'mask: child sz, nasal bridge -> chin cleft', [ok(8, { mask: 'child' })]),
  danger(0, "Adult mask, the bigger the better, it'll cover everything.", [wrong(8, { mask: 'adult' })]),
  danger(0, "The infant mask will do, it's the one I've got in my hand.", [wrong(8, { mask: 'infant' })]),
  m(0, 'question', 'what size mask for an 18 kilo 4 yr old?', [none(8)]),
  m(0, 'typo', 'pick a msk that goes from bridg of nose to chin cleft', [ok(8)]),
  m(
    0,
    'action',
    'I hold the mask up to his face before I use it: top at the bridge of his nose, bottom in the groove of his chin. It fits.',
    [ok(8)],
  ),
  danger(0, "I'll take the big round one and let the top sit over his eyebrows, it's fine", [
    wrong(8),
    wrong(15),
  ]),

  // Phase 0: bag (BMV-9)
  m(0, 'action', 'Bag: the 500 mL self-inflating paediatric bag.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'SIB 500cc', [ok(9, { bagMl: 500 })]),
  danger(0, "Give me the little 250 ml neonatal bag, he's only small", [wrong(9, { bagMl: 250 })]),
  m(0, 'question', 'Should I go with the 500 mL or the 1 litre bag for him?', [none(9)]),
  m(
    0,
    'action',
    "There's no paeds bag on the trolley so I use the adult 1.6 L bag and squeeze it gently over a second, only until his chest rises.",
    [ok(9, { bagMl: 1600 }), ok(18)],
    'A larger bag is acceptable with a careful squeeze (PALS: 450-500 mL or larger).',
  ),
  m(0, 'typo', 'self infalting bag 500 mls pls', [ok(9, { bagMl: 500 })]),
  danger(0, "I'll use the 240 mL neonatal bag and just squeeze it twice as fast to make up the volume.", [
    wrong(9, { bagMl: 240 }),
    wrong(19),
  ]),

  // Phase 0: oxygen (BMV-10)
  m(0, 'action', 'Connecting the bag to the wall oxygen and turning it up to 15 litres a minute.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 15L -> bag', [ok(10, { o2LPerMin: 15 })]),
  danger(0, "We'll bag on room air for now, the oxygen tubing is all tangled.", [wrong(10)]),
  danger(0, 'O2 at 2 L/min into the bag, same as he had on the nasal specs', [wrong(10, { o2LPerMin: 2 })]),
  m(0, 'question', 'Is the oxygen actually connected to the bag?', [none(10)]),
  m(0, 'typo', 'oxgen on 10 litres/min, conected to bag', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'negation', "Checking the reservoir bag isn't flat: oxygen is running at 15 L/min.", [
    ok(10, { o2LPerMin: 15 }),
  ]),

  // Phase 0: mask orientation (BMV-11)
  m(0, 'action', 'Mask on with the narrow end over the bridge of his nose and the wide end on his chin.', [
    ok(11),
  ]),
  m(0, 'negation', "making sure the mask isn't upside down, pointy end up to the nose", [ok(11)]),
  danger(0, "I'll turn the mask round so the pointy bit is on his chin, it sits better on his little face.", [
    wrong(11),
  ]),
  m(0, 'shorthand', 'mask apex -> nasal bridge', [ok(11)]),
  m(0, 'question', 'which way round does this mask go?', [none(11)]),
  danger(0, 'Mask upside down, the wide end over his nose, it covers more that way', [wrong(11)]),

  // Phase 0: mask covers mouth and nose (BMV-12)
  m(0, 'action', 'The mask is over both his mouth and his nose.', [ok(12)]),
  m(0, 'shorthand', 'mask covering nose + mouth', [ok(12)]),
  danger(0, "Mask just over his mouth, I'll leave the nose out so the secretions can drain.", [wrong(12)]),
  danger(
    0,
    'The mask sits on his nose and top lip; his mouth can stay open underneath, air goes in through the nose anyway.',
    [wrong(12)],
  ),
  m(0, 'negation', 'I check that neither his nose nor his mouth is left outside the mask.', [ok(12)]),
  m(0, 'question', 'Does the mask need to go over the nose too or just the mouth?', [none(12)]),
  m(0, 'typo', 'make sure the mask covrs mouth and noze', [ok(12)]),
  m(0, 'several', 'Mask narrow end on the bridge of the nose, over mouth and nose, E-C grip', [
    ok(11),
    ok(12),
    ok(13),
  ]),
  danger(0, "I just press the mask over his nose, his mouth is shut anyway so it doesn't need covering.", [
    wrong(12),
  ]),
  m(0, 'action', 'I can see both nostrils and his lips inside the cushion of the mask.', [ok(12)]),
  m(0, 'action', 'Mask goes down from the top of the nose, over the mouth, and ends on the chin.', [ok(12)]),
  m(0, 'hypothetical', "If his mouth falls open under the mask I'd make sure the mask still covers it.", [
    none(12),
  ]),

  // Phase 0: E-C clamp and two-person technique (BMV-13)
  m(
    0,
    'action',
    'I hold the mask with an E-C clamp: thumb and index finger make the C on the mask, the other three fingers make the E along his jawbone.',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC clamp L hand', [ok(13)]),
  danger(0, "I'll hold the mask on with my whole palm flat over it, easier than that C thing.", [wrong(13)]),
  m(0, 'action', "It's leaking on one side, can you squeeze the bag while I hold the mask with both hands?", [
    ok(13),
  ]),
  danger(
    0,
    "Still leaking but I'll manage one-handed, no need for a second person, I'll just squeeze harder.",
    [wrong(13), wrong(14), wrong(18)],
  ),
  m(0, 'typo', 'E C clmap on the mask', [ok(13)]),
  m(0, 'question', 'Should I use a two person technique?', [none(13)]),
  m(0, 'hypothetical', "If I can't get a seal one-handed I'll ask the nurse to bag while I use two hands.", [
    none(13),
  ]),
  danger(0, 'I hold the mask by pinching the connector between two fingers and let it rest on his face.', [
    wrong(13),
    wrong(14),
  ]),
  m(
    0,
    'action',
    'Two-person now: I hold the mask with both hands, thumbs on the mask and fingers on the jaw, and you squeeze the bag.',
    [ok(13)],
  ),
  m(0, 'action', 'Left hand on the mask in a C and E, right hand on the bag.', [ok(13)]),

  // Phase 0: seal (BMV-14)
  m(0, 'action', 'Good seal, no air escaping round the edges when I squeeze.', [ok(14)]),
  m(0, 'shorthand', 'seal tight, no leak', [ok(14)]),
  danger(0, "There's a bit of a hiss by his cheek, but the leak doesn't matter, enough air still gets in.", [
    wrong(14),
  ]),
  m(
    0,
    'action',
    'I hear a leak by his left cheek so I reposition the mask and press the rim down evenly until it is sealed.',
    [ok(14)],
  ),
  m(0, 'question', 'how do I know if I have a good seal?', [none(14)]),
  danger(0, "Leak on the right side; I'll turn the oxygen up to 15 to make up for it.", [
    wrong(14),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'typo', 'chekcing for leaks around the mask, seal is good', [ok(14)]),
  m(0, 'negation', 'No leak round the cushion, the mask is sealed all the way round.', [ok(14)]),

  // Phase 0: eyes (BMV-15)
  m(0, 'action', 'Keeping the mask off his eyes; the top sits on the bridge of his nose.', [ok(15)]),
  m(0, 'negation', 'no pressure on the eyes', [ok(15)]),
  danger(0, 'I rest my thumb on his eyelid to keep the mask steady.', [wrong(15)]),
  danger(0, 'The top of the mask goes up over his eyes, that seals the nose better.', [wrong(15)]),
  m(0, 'question', 'Is the mask too close to his eyes?', [none(15)]),
  m(0, 'typo', 'mask clear of the eys', [ok(15)]),
  danger(0, 'I put my palm across his forehead and eyes to keep his head still while I bag.', [wrong(15)]),

  // Phase 0: position at the head (BMV-16)
  m(0, 'action', 'I stand at the head of the bed, behind him, to bag.', [ok(16)]),
  danger(0, "I'll bag from the side of the bed, it's easier to see the monitor from here.", [wrong(16)]),
  m(0, 'shorthand', 'pos: head of bed', [ok(16)]),
  m(0, 'typo', 'going to the hed of the bed', [ok(16)]),
  danger(0, 'I stay where I am at his right side and hold the mask across him.', [wrong(16)]),
  m(0, 'question', 'where should I stand to ventilate?', [none(16)]),

  // Phase 0: several at once
  m(0, 'several', "Child mask, 500 mL bag, O2 15 L/min, I'm at the head of the bed.", [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  m(
    0,
    'several',
    'Mask on, narrow end at the nose, covering nose and mouth, off the eyes, E-C grip and a good seal.',
    [ok(11), ok(12), ok(13), ok(14), ok(15)],
  ),
  danger(
    0,
    "Right, mask on, EC clamp, good seal; I'll rest the top on his eyes a little, it stops it slipping.",
    [ok(13), ok(14), wrong(15)],
  ),
  danger(0, 'Mask over mouth and nose, EC clamp, small leak at the chin but I leave it, no time.', [
    ok(12),
    ok(13),
    wrong(14),
  ]),
  m(0, 'several', 'ok so: call for help, suction with yankauer, then child mask + 500ml BVM on 15 L O2', [
    ok(1),
    ok(2),
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(0, 'We bag him with the adult mask from the side of the bed and sort out the details later.', [
    wrong(8, { mask: 'adult' }),
    wrong(16),
  ]),

  danger(
    0,
    'Mask on the right way round, E-C grip, and I leave his nose uncovered so I can see if he breathes through it.',
    [ok(11), ok(13), wrong(12)],
  ),
  m(0, 'negation', "Making sure the cushion doesn't ride up onto his eyes while I hold it.", [ok(15)]),

  // Phase 0: safe
  safe(0, 'acknowledge', 'Can someone write down the time he stopped breathing?'),
  safe(0, 'answer', "what's his heart rate?"),
  safe(0, 'answer', 'How much lorazepam did he get and when?'),
  safe(0, 'acknowledge', 'Can someone check a blood glucose please'),
  safe(0, 'hint', "I'm stuck, what now?"),
  safe(0, 'acknowledge', "Let's tell his parents what's happening, can the nurse go and talk to them"),
  safe(0, 'answer', 'Does he have a pulse?'),
  safe(0, 'hint', 'ok next'),
  safe(0, 'answer', 'any allergies?'),

  // Phase 1: head position (BMV-3)
  m(
    1,
    'action',
    'Head in the sniffing position, a small folded towel under the back of his head, not overextended.',
    [ok(3)],
  ),
  danger(1, "I'll extend his neck right back as far as it will go, that opens everything up.", [wrong(3)]),
  m(1, 'negation', "I don't hyperextend the neck, just a neutral sniffing position.", [ok(3)]),
  m(1, 'question', 'Does a 4 year old need a shoulder roll or a pad under the head?', [none(3)]),
  m(1, 'shorthand', 'sniffing pos, no hyperext', [ok(3)]),
  danger(
    1,
    'Put two pillows under his head so his chin comes down to his chest, he looks comfier like that',
    [wrong(3)],
  ),
  m(1, 'typo', 'positon head sniffing, ear in line with shoulder', [ok(3)]),

  // Phase 1: opening the airway (BMV-4)
  m(1, 'action', 'Head tilt-chin lift, my fingers on the bony part of his chin.', [ok(4)]),
  m(
    1,
    'action',
    "I'm doing a jaw thrust, fingers behind the angles of the mandible pushing the jaw forward.",
    [ok(4)],
  ),
  danger(1, 'I push up under his chin on the soft part to lift the tongue out of the way.', [wrong(4)]),
  danger(1, 'My fingers press into the floor of his mouth under the jaw to hold it open.', [wrong(4)]),
  m(1, 'negation', 'Keeping my fingers off the soft tissue under his chin, only on bone.', [ok(4)]),
  m(1, 'question', 'head tilt chin lift or jaw thrust for him?', [none(4)]),
  m(1, 'hypothetical', "If the head tilt doesn't open it, I'd go for a jaw thrust.", [none(4)]),
  m(1, 'shorthand', 'HTCL, fingers on mandible', [ok(4)]),
  m(1, 'typo', 'opening the airway with chin lfit, fingers on the bone not the soft bit', [ok(4)]),
  danger(
    1,
    "I dig my fingertips into the soft bit under his jaw, it's the only way I can get a grip on such a small face.",
    [wrong(4)],
    'Said as a justification.',
  ),
  m(1, 'several', 'Sniffing position, then head tilt chin lift with my fingers on the jawbone.', [
    ok(3),
    ok(4),
  ]),
  danger(1, 'Tilt the head back hard and press my thumb into the soft tissue under the chin to lift it.', [
    wrong(3),
    wrong(4),
  ]),
  m(1, 'action', 'Ouvrir les voies aériennes: I do a chin lift, fingers on the bone of the chin.', [ok(4)]),
  m(
    1,
    'action',
    'Open the airway: I lift his chin with the fingertips on the mandible, the soft tissue under it stays free.',
    [ok(4)],
  ),

  // Phase 1: jaw lifted into the mask (BMV-17)
  m(
    1,
    'action',
    'Lifting his jaw up into the mask with my three E fingers instead of pushing the mask down.',
    [ok(17)],
  ),
  danger(1, 'I push the mask down hard onto his face to make it seal.', [wrong(17)]),
  danger(1, 'Lean on the mask with my weight, that should stop the leak.', [wrong(17)]),
  m(1, 'negation', "I'm not pushing the mask onto the face, I bring the face up to the mask.", [ok(17)]),
  m(1, 'shorthand', 'jaw lift into mask w/ mask hand', [ok(17)]),
  m(1, 'question', 'Do I push the mask down or pull the jaw up?', [none(17)]),
  m(1, 'typo', 'pulling the jaw up into the mask with my midle ring and little finger', [ok(17)]),
  danger(
    1,
    "If it still leaks I'll just push the mask down harder.",
    [wrong(17)],
    'Conditional plan that will be acted on.',
  ),
  m(
    1,
    'several',
    "Same hand that's holding the mask is lifting the mandible up to it, and the seal is good now.",
    [ok(17), ok(14)],
  ),
  danger(
    1,
    'My mask hand just holds the mask, and I press down firmly with it while the other hand squeezes.',
    [wrong(17)],
  ),
  m(1, 'action', 'The fingers of my mask hand hook under the bony jaw and pull it up toward the mask.', [
    ok(17),
  ]),

  // Phase 1: squeeze (BMV-18)
  m(1, 'action', 'Squeezing gently over one second, just until I see the chest rise.', [ok(18)]),
  danger(1, 'Squeeze the bag hard, all the way until my fingers touch.', [wrong(18)]),
  danger(1, 'Quick sharp squeezes to force the air past the secretions.', [wrong(18)]),
  m(1, 'shorthand', 'squeeze 1s, vol to chest rise', [ok(18)]),
  m(1, 'question', 'How much should I squeeze the bag?', [none(18)]),
  m(1, 'typo', 'sqeeze slowly over 1 sec, only enogh to see chest rise', [ok(18)]),

  // Phase 1: rate (BMV-19)
  m(1, 'action', 'One breath every 3 seconds.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 24', [ok(19, { ratePerMin: 24 })]),
  danger(1, 'Bag at 40 a minute to get his CO2 down fast.', [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'Twelve breaths a minute, one every five seconds, like an adult.', [
    wrong(19, { ratePerMin: 12 }),
  ]),
  m(1, 'question', "What's the right rate for a 4 year old with a pulse?", [none(19)]),
  m(1, 'typo', 'rate twnety five a min', [ok(19, { ratePerMin: 25 })]),
  danger(1, "I'm bagging as fast as I can, he's really hypoxic.", [wrong(19)]),

  // Phase 1: several, mask hold and seal again, reassessment (BMV-7)
  m(
    1,
    'several',
    'Head tilt-chin lift, mask hand lifting the jaw into the mask, squeeze over a second till the chest rises, one every 2 to 3 seconds.',
    [ok(4), ok(17), ok(18), ok(19)],
  ),
  m(
    1,
    'action',
    'The chest still barely rises, so we go two-person: you squeeze, I hold the mask with both hands.',
    [ok(13)],
  ),
  danger(1, 'Chest barely rising, I keep going one-handed and squeeze harder and faster until it moves.', [
    wrong(13),
    wrong(18),
    wrong(19),
  ]),
  m(
    1,
    'action',
    'After repositioning the head I check again: is the chest rising, what are the sats and the heart rate?',
    [ok(7)],
    'Reassessment said as a check of chest rise, SpO2 and heart rate: an action, though it ends with a question.',
  ),
  danger(
    1,
    "I'm not going to keep rechecking, I'll just keep bagging and look at the monitor in ten minutes.",
    [wrong(7)],
  ),
  m(1, 'shorthand', 'reassess: chest rise / SpO2 / HR after the change', [ok(7)]),
  m(1, 'question', 'Do I need to reassess after every change I make?', [none(7)]),
  m(1, 'typo', 'recheck chest rise, sats and hr after the jaw thurst', [ok(7)]),
  danger(1, "Sats probe is probably off anyway, so I won't bother reassessing, just keep going.", [wrong(7)]),
  m(
    1,
    'several',
    'Two-person with E-C on both sides, tight seal now, and I reassess chest rise, sats and HR.',
    [ok(13), ok(14), ok(7)],
  ),
  m(1, 'negation', "I don't move on until I've rechecked: chest rise, saturation, heart rate.", [ok(7)]),
  danger(1, 'Mask leaking, fine, I give bigger breaths to compensate.', [wrong(14), wrong(18)]),
  m(1, 'action', 'Bilateral E-C, both thumbs on the mask, and the nurse does the bag.', [ok(13)]),
  m(1, 'action', 'I re-seat the mask so the rim sits evenly, and the hissing stops.', [ok(14)]),
  danger(1, 'Ventilating from beside his bed with one hand, the seal is not great but it will do.', [
    wrong(16),
    wrong(14),
  ]),
  m(1, 'several', 'Keeping the eyes clear of the mask and the seal tight while I lift the jaw into it.', [
    ok(15),
    ok(14),
    ok(17),
  ]),
  m(1, 'hypothetical', 'If the seal is still poor, would two hands on the mask help?', [none(13), none(14)]),

  // Phase 1: safe
  safe(1, 'answer', 'what are his sats now?'),
  safe(1, 'acknowledge', 'Please get an IV glucose check and a blood gas sent.'),
  safe(1, 'hint', 'chest still not moving much, what should I change?'),
  m(
    1,
    'action',
    "Can someone page the PICU registrar and let them know we've got a kid on the ward needing bagging",
    [ok(1)],
    'Late, but a call for help all the same.',
  ),
  safe(1, 'answer', 'Is his abdomen getting distended?'),
  safe(1, 'hint', 'next?'),
  safe(1, 'answer', "What's his blood pressure?"),
  safe(
    1,
    'acknowledge',
    "Flumazenil? no, he's epileptic, I won't give it.",
    'A sensible refusal of a reversal agent outside the checklist.',
  ),

  // Phase 2: adjunct choice and size (BMV-5)
  m(2, 'action', 'Measuring an OPA from the corner of his mouth to the angle of his jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'action', 'NPA sized from the tip of his nose to the tragus of his ear.', [ok(5, { adjunct: 'npa' })]),
  danger(2, "Grab the size 3 Guedel, that's what we use in adults, it'll be fine.", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'I size the oral airway from his front teeth to the tip of his chin.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  m(2, 'question', 'OPA or NPA for him?', [none(5)]),
  m(2, 'shorthand', 'OPA: corner of mouth -> angle of jaw', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'mesure the guedel from the mouth corner to angle of the jaw', [ok(5, { adjunct: 'opa' })]),
  m(2, 'hypothetical', 'If he gags on the OPA I would switch to a nasal one.', [none(5)]),
  danger(2, "I won't measure it, just eyeball a green one and stick it in.", [wrong(5, { adjunct: 'opa' })]),

  // Phase 2: insertion (BMV-6)
  m(
    2,
    'action',
    'Tongue depressor on the tongue and slide the OPA in following the curve, concave side down.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'Lubricating the NPA and passing it straight back along the floor of the nose, bevel towards the septum.',
    [ok(6, { adjunct: 'npa' })],
  ),
  danger(2, "The NPA won't go, so I'll just shove it harder.", [wrong(6, { adjunct: 'npa' })]),
  danger(2, 'Push the nasal airway up towards his forehead, that is the way the nose goes.', [
    wrong(6, { adjunct: 'npa' }),
  ]),
  m(2, 'question', 'Do I need to lubricate the nasal airway?', [none(6)]),
  m(2, 'typo', 'insrting OPA over the tongue depresor', [ok(6, { adjunct: 'opa' })]),
  danger(2, 'Jam the OPA in and let it push the tongue back, it will sort itself out.', [
    wrong(6, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'negation',
    'Not forcing it: the OPA goes in gently over the depressor and sits with the flange at his lips.',
    [ok(6, { adjunct: 'opa' })],
  ),

  // Phase 2: effective ventilation (BMV-20) and reassessment
  m(2, 'action', 'His chest is rising with every breath and the sats are climbing into the 90s.', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, SpO2 up', [ok(20)]),
  danger(
    2,
    "Chest isn't really moving but the bag is emptying, so the air must be going in. Carry on the same.",
    [wrong(20)],
  ),
  m(2, 'question', 'Is his chest rising now?', [none(20)], 'Asked without having done anything: a question.'),
  m(2, 'several', 'OPA in, then I reassess: chest rising, sats 94, HR 112.', [ok(7), ok(20)]),
  danger(
    2,
    'Sats stuck at 80 and no chest rise, but we keep on as we are until the team comes, nothing to change.',
    [wrong(20), wrong(7)],
  ),
  m(2, 'typo', 'chest rsing well, sats going up, good', [ok(20)]),
  danger(2, "OPA's in, no need to check anything, just keep bagging.", [wrong(7)]),
  m(2, 'action', 'Now that the airway is in I look again at the chest, the saturation and the heart rate.', [
    ok(7),
  ]),
  m(
    2,
    'several',
    'Size the OPA corner of mouth to angle of jaw, insert it with a tongue blade, then recheck chest rise, sats and HR.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' }), ok(7)],
  ),
  danger(
    2,
    'OPA in without a depressor, I push it against the tongue until it goes, then just keep bagging, no need to look.',
    [wrong(6, { adjunct: 'opa' }), wrong(7)],
  ),
  m(2, 'action', 'visible chest rise each breath, sats 96', [ok(20)]),
  danger(2, "His belly is blowing up and the chest doesn't move, I keep squeezing the same way.", [
    wrong(20),
    wrong(18),
  ]),
  m(2, 'hypothetical', "If the sats don't pick up after the OPA I'd go back and check my seal.", [
    none(7),
    none(14),
  ]),

  // Phase 2: safe
  safe(2, 'answer', 'Does he have a gag reflex?'),
  safe(2, 'acknowledge', "Let's plan a chest X-ray once he's stable, he might have aspirated."),
  safe(2, 'hint', 'what next'),
  safe(2, 'hint', 'ok, done. anything else?'),
  safe(2, 'answer', 'Is he making any breathing effort of his own now?'),
];
