import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the sample case (RJ, 4 years, 18 kg, apnoeic after lorazepam, secretions at the mouth).
 * P0: help, suction, equipment, the mask on the face, the place at the head. P1: head, airway, mask hand, squeeze,
 * rate. P2: adjunct, effect, reassessment. Labels are a paediatric emergency physician's reading, written blind.
 */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: recognition and help ----
  m(
    0,
    'action',
    "He's apnoeic and his sats are 73, I'm hitting the emergency buzzer and calling for help now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'no resp effort, SpO2 73 -> call for help, paeds team', [ok(1)]),
  m(0, 'typo', 'hes not breathng, can somone call the rapid responce team', [ok(1)]),
  m(0, 'action', 'Nurse, please put out a paediatric emergency call and get my registrar here.', [ok(1)]),
  m(0, 'question', 'Do you want me to call for help at this point?', [none(1)]),
  m(0, 'action', 'Llamo ayuda ya — I call for help, the boy is not breathing.', [ok(1)]),
  m(
    0,
    'hypothetical',
    "If he doesn't pick up after a minute of bagging I'll ring the team.",
    [none(1)],
    'A plan for later, stated as a condition: named, not done.',
  ),
  danger(
    0,
    "Sats of 73 is probably just a bad trace, he's sleeping off the lorazepam. Let's leave him and recheck in ten minutes.",
    [wrong(1)],
    'Fails to recognise apnoea and hypoxia.',
  ),
  danger(0, "He's just post-ictal, breathing quietly, no need to call anyone or do anything yet", [wrong(1)]),
  danger(
    0,
    "I'll give him a sternal rub and wait to see if he starts breathing by himself before I bother anybody",
    [wrong(1)],
  ),
  m(
    0,
    'action',
    'Recognising apnoea with hypoxia — I need help in here, can someone bring the airway trolley and call the senior.',
    [ok(1)],
  ),

  // ---- Phase 0: suction ----
  m(0, 'action', "First I'll suction his mouth with the Yankauer, only as far as I can see the tip.", [
    ok(2),
  ]),
  m(0, 'shorthand', 'sx: yankauer, oropharynx, under direct vision', [ok(2)]),
  m(0, 'negation', 'No blind finger sweep — I suction the secretions I can see with a rigid sucker.', [
    ok(2),
  ]),
  m(0, 'typo', 'sucton the mouth first pls, yankaur', [ok(2)]),
  m(0, 'action', "Can you pass me the Yankauer? I'm clearing the spit out of his mouth before I bag.", [
    ok(2),
  ]),
  m(0, 'question', 'Is there suction set up and working at this bed?', [none(2)]),
  m(0, 'hypothetical', 'If the secretions come back I would suction again before the next breaths.', [
    none(2),
  ]),
  m(0, 'action', 'I am doing the aspiration of the mouth with the suction, I look where I put the tip.', [
    ok(2),
  ]),
  danger(0, 'Let me just hook the secretions out with two fingers, quicker than finding the suction', [
    wrong(2),
  ]),
  danger(
    0,
    "I'll pass the soft catheter blind right down the back of his throat and keep suctioning for a good 30 seconds till it's all out",
    [wrong(2)],
  ),
  danger(0, "Forget suction, it's only a bit of spit, we bag straight over it", [wrong(2)]),
  danger(
    0,
    'Suction with the tiny 6 French catheter, that should be enough for thick secretions like these',
    [wrong(2)],
    'A catheter too small to clear thick secretions: the item asks for a suitable size.',
  ),

  // ---- Phase 0: mask size ----
  m(0, 'action', 'I choose a child mask: it sits from the bridge of his nose to the cleft of his chin.', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'shorthand', 'paeds mask, checked nose bridge -> chin cleft', [ok(8, { mask: 'child' })]),
  m(0, 'negation', "Not the adult mask, it'd sit on his eyes — the child one fits him.", [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'typo', 'chose the midium child mask, fits nose to chin', [ok(8, { mask: 'child' })]),
  m(0, 'question', 'Which mask, the child one or the small adult?', [none(8)]),
  danger(0, 'Adult mask please, bigger is better for a good seal', [wrong(8, { mask: 'adult' })]),
  danger(0, "I'll take the little round infant mask, he's a small boy", [wrong(8, { mask: 'infant' })]),
  danger(
    0,
    'Any mask will do — this one reaches from his forehead down past his chin, good coverage',
    [wrong(8)],
    'A mask that overlaps the eyes and the chin is too big.',
  ),

  // ---- Phase 0: bag ----
  m(0, 'action', "I'll use the 500 mL self-inflating bag.", [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'SIB 500ml', [ok(9, { bagMl: 500 })]),
  m(0, 'typo', 'selfinflating bagg, the 500 one', [ok(9, { bagMl: 500 })]),
  m(0, 'question', 'Should I use a self-inflating bag or a flow-inflating one for him?', [none(9)]),
  m(0, 'action', 'Flow-inflating anaesthetic bag, I use it every day in theatre, with the manometer on.', [
    ok(9),
  ]),
  danger(0, "Give me the small 240 mL bag, he's a child so the baby bag is right", [
    wrong(9, { bagMl: 240 }),
  ]),
  danger(0, 'The 250 cc bag — smaller breaths are safer for his lungs', [wrong(9, { bagMl: 250 })]),
  danger(
    0,
    "We'll use the neonatal bag from the delivery trolley, it's the one that's closest",
    [wrong(9)],
    'A neonatal bag is far too small for an 18 kg child.',
  ),

  // ---- Phase 0: oxygen ----
  m(0, 'action', 'I connect the oxygen tubing to the bag and turn the flowmeter up to 15 litres.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 15 L/min on the bag + reservoir', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'oxigen on, 12 litre to the bag', [ok(10, { o2LPerMin: 12 })]),
  m(0, 'negation', "Don't forget the oxygen — it's connected and flowing at ten.", [
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(0, 'question', 'How much oxygen flow, ten or fifteen?', [none(10)]),
  danger(0, 'Turn the O2 to 3 litres, too much oxygen is bad for kids', [wrong(10, { o2LPerMin: 3 })]),
  danger(0, 'No need to hook up the oxygen yet, room air will do for the first minute', [wrong(10)]),
  danger(
    0,
    "O2 tubing is attached but leave the flowmeter off for now, we'll turn it on when he's on the monitor",
    [wrong(10)],
  ),

  // ---- Phase 0: position ----
  m(0, 'action', 'I go to the head of the bed.', [ok(16)]),
  m(0, 'shorthand', 'me @ head end', [ok(16)]),
  m(0, 'action', 'Pull the bed away from the wall a bit so I can get behind his head.', [ok(16)]),
  m(0, 'question', 'Where should I stand to bag him?', [none(16)]),
  danger(0, "I'll bag from the side, standing by his shoulder, it's easier to see the monitor from there", [
    wrong(16),
  ]),
  danger(0, "I'll stay down by his hip and reach up with the mask, no need to move the bed", [wrong(16)]),
  danger(0, 'kneeling on the bed next to him and bagging from his right side', [wrong(16)]),

  // ---- Phase 0: mask orientation ----
  m(0, 'action', 'Mask on with the narrow end over his nose and the wide end on his chin.', [ok(11)]),
  m(0, 'negation', "I check the mask isn't upside down: the point goes on the bridge of the nose.", [ok(11)]),
  m(0, 'typo', 'mask rigth way up, narow part on nose', [ok(11)]),
  m(0, 'question', 'Which way up does the mask go, pointy end on the nose?', [none(11)]),
  m(0, 'action', 'Maske richtig herum — mask the right way round, the tip on his nasal bridge.', [ok(11)]),
  danger(0, 'I put it on with the pointed end down over his chin, it sits better on him that way', [
    wrong(11),
  ]),
  danger(0, "Doesn't matter which way round the mask goes, I'll just slap it on", [wrong(11)]),

  // ---- Phase 0: mouth and nose ----
  m(0, 'action', 'The mask covers both his mouth and his nose.', [ok(12)]),
  m(0, 'shorthand', 'mask over nose + mouth', [ok(12)]),
  m(0, 'negation', "The nose isn't left outside the mask — mouth and nose both under it.", [ok(12)]),
  danger(0, "I'll just cover his mouth, his nose is full of snot anyway", [wrong(12)]),
  danger(0, 'Mask only over the nose, so the secretions can drain out of his mouth', [wrong(12)]),

  // ---- Phase 0: hold ----
  m(
    0,
    'action',
    'E-C grip with my left hand: thumb and index finger on the mask, the other three on his jaw.',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC clamp', [ok(13)]),
  m(0, 'typo', 'E C clam grip, fingers on the jaw bone', [ok(13)]),
  m(
    0,
    'action',
    "It's leaking, so can you squeeze the bag while I hold the mask with both hands?",
    [ok(13)],
    'Switching to the two-person technique for a leak.',
  ),
  m(0, 'hypothetical', "If I can't seal it with one hand I'd go two-handed and get someone to squeeze.", [
    none(13),
  ]),
  danger(0, 'I hold the mask on with my palm pressed flat on top, no need for any special grip', [wrong(13)]),
  danger(
    0,
    "Still leaking with one hand but I don't want to take the nurse away from the drugs, I'll manage single-handed",
    [wrong(13), wrong(14)],
  ),

  // ---- Phase 0: seal ----
  m(0, 'action', "I've got a tight seal, no air escaping round the edges.", [ok(14)]),
  m(0, 'shorthand', 'seal ok, no leak', [ok(14)]),
  m(0, 'question', 'How can I tell if the seal is good enough?', [none(14)]),
  m(0, 'hypothetical', "If the mask leaks I'd reposition it before giving any more breaths.", [none(14)]),
  danger(0, "There's a hiss from the side of the mask, doesn't matter, some of it gets in", [wrong(14)]),
  danger(0, "Seal's not great on the left but the sats are only a bit low, I'll live with the leak", [
    wrong(14),
  ]),

  // ---- Phase 0: eyes ----
  m(0, 'negation', 'Keeping the mask and my fingers off his eyes.', [ok(15)]),
  m(0, 'action', "Nothing's pressing on his eyes.", [ok(15)]),
  m(0, 'typo', 'no presure on the eyse', [ok(15)]),
  danger(0, "I press the top of the mask into his eye sockets so it doesn't slip", [wrong(15)]),
  danger(0, "The mask is sitting on his eyes a bit but it seals better that way, so I'll leave it", [
    wrong(15),
  ]),
  danger(0, 'resting my thumb on his eyelid to steady the mask', [wrong(15)]),

  // ---- Phase 0: several at once ----
  m(
    0,
    'several',
    "Child mask, 500 mL self-inflating bag, oxygen on at 15 L/min, and I'm standing at the top of the bed.",
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(0, 'several', 'Mask on the right way round over mouth and nose, E-C hold, good seal, eyes clear.', [
    ok(11),
    ok(12),
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(
    0,
    'several',
    'Nurse, call the team please; I suction with the Yankauer, then the 500 bag on 15 L oxygen.',
    [ok(1), ok(2), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'shorthand', 'help called. sx done. paed mask, BVM 500, O2 15L. at head', [
    ok(1),
    ok(2),
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  m(
    0,
    'several',
    "I think I'd probably go with the child mask and the half-litre bag, oxygen at fifteen, and I'd stand at his head.",
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(16)],
    'Hedged, but said as what the resident is doing.',
  ),
  m(
    0,
    'action',
    'So I would be positioning the mask, apex to the nose, base in the chin groove, covering the mouth.',
    [ok(11), ok(12)],
  ),
  danger(
    0,
    "Help's called, suctioned with the Yankauer, child mask and 500 bag, O2 at 15 — and I press the top of the mask down over his eyes a little so it doesn't slide.",
    [ok(1), ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), wrong(15)],
  ),
  danger(
    0,
    "ok I'm at the head, child mask on him, E-C grip, but I haven't bothered with the oxygen, he's pink enough",
    [ok(16), ok(8, { mask: 'child' }), ok(13), wrong(10)],
  ),
  danger(
    0,
    'Yankauer under vision, done. Then the infant bag, 240, and the child mask over mouth and nose.',
    [ok(2), wrong(9, { bagMl: 240 }), ok(8, { mask: 'child' }), ok(12)],
  ),
  danger(
    0,
    "Mask over mouth and nose, E-C clamp, and I'm doing it from the side of the bed because the head is against the wall.",
    [ok(12), ok(13), wrong(16)],
  ),

  // ---- Phase 0: safe ----
  safe(0, 'hint', 'ok, what next?'),
  safe(0, 'hint', "I'm stuck"),
  safe(0, 'hint', 'hmm'),
  safe(0, 'answer', "What's his heart rate and BP?"),
  safe(0, 'answer', 'Does he have IV access?'),
  safe(0, 'answer', 'How much does he weigh?'),
  safe(0, 'answer', 'is he on any regular meds?'),
  safe(0, 'acknowledge', 'Can we check a blood glucose please.'),
  safe(0, 'acknowledge', "Someone please tell his mum what's going on and let her stay by the door."),
  safe(0, 'acknowledge', 'Note the time the apnoea started, please.'),

  // ---- Phase 1: head position ----
  m(1, 'action', 'I put his head in the sniffing position, the neck not overextended.', [ok(3)]),
  m(1, 'shorthand', 'head neutral/sniffing, folded towel under occiput', [ok(3)]),
  m(1, 'typo', 'sniffin position, not to much extension', [ok(3)]),
  m(1, 'negation', "I'm careful not to hyperextend his neck, just a gentle sniffing position.", [ok(3)]),
  m(1, 'question', 'Does a 4-year-old still need a shoulder roll?', [none(3)]),
  m(
    1,
    'action',
    'Un momento — pongo la cabeza en posición de olfateo, sniffing position, no hyperextension.',
    [ok(3)],
  ),
  danger(1, "I'll tip his head right back as far as it goes, that opens the airway the most", [wrong(3)]),
  danger(1, 'Roll a big pillow under his shoulders and let the head drop right back, fully extended', [
    wrong(3),
  ]),
  danger(
    1,
    'Chest still barely moving so I extend the neck more and more until it goes',
    [wrong(3)],
    'Hyperextension as the fix for poor chest rise.',
  ),

  // ---- Phase 1: opening the airway ----
  m(1, 'action', 'Head tilt, chin lift, with my fingers on the bony part of his jaw.', [ok(4)]),
  m(1, 'shorthand', 'HTCL, fingers on mandible not soft tissue', [ok(4)]),
  m(1, 'action', "I'll do a jaw thrust from behind, fingers behind the angles of his jaw.", [ok(4)]),
  m(1, 'typo', 'jaw thurst, fingers at angel of mandible', [ok(4)]),
  m(1, 'action', 'Ich mache den Esmarch-Handgriff — jaw thrust, fingers behind the angle of the mandible.', [
    ok(4),
  ]),
  m(1, 'question', 'Should I do a chin lift or a jaw thrust here?', [none(4)]),
  danger(1, 'I press my fingers up into the soft bit under his chin to lift it', [wrong(4)]),
  danger(1, "thumb jammed into the floor of his mouth from underneath, pushing up, that'll open him", [
    wrong(4),
  ]),
  danger(1, "Chin lift by squeezing the soft tissue under his jaw — it's how I was shown and it works", [
    wrong(4),
  ]),

  // ---- Phase 1: mask hand keeps the airway open ----
  m(1, 'action', 'With my mask hand I lift his jaw up into the mask rather than pushing the mask down.', [
    ok(17),
  ]),
  m(1, 'shorthand', 'lift jaw into mask w/ the 3 fingers', [ok(17)]),
  m(
    1,
    'negation',
    "I'm not pushing the mask down onto his face; my last three fingers bring the jaw up to it.",
    [ok(17)],
  ),
  m(1, 'question', 'Is it the mask hand that keeps the airway open, or my other hand?', [none(17)]),
  m(1, 'typo', 'the same hand that hold the mask is lifting the jaw', [ok(17)]),
  danger(1, 'I push the mask down hard onto his face with both hands to seal it, the jaw stays where it is', [
    wrong(17),
  ]),
  danger(
    1,
    "If it still leaks I'll just press the mask harder down into his face",
    [wrong(17)],
    'A conditional plan that will be acted on.',
  ),
  danger(1, 'Mask hand just presses the mask on, and I let go of the jaw — the bag hand is busy', [
    wrong(17),
  ]),

  // ---- Phase 1: squeeze ----
  m(1, 'action', 'I squeeze the bag gently over about one second, just until I see his chest rise.', [
    ok(18),
  ]),
  m(1, 'shorthand', 'squeeze 1 s, stop at chest rise', [ok(18)]),
  m(1, 'typo', 'gentel squeez, one secound, just til the chest rises', [ok(18)]),
  m(1, 'negation', 'Not squeezing the bag all the way — only enough for a visible chest rise.', [ok(18)]),
  m(1, 'question', 'How much of the bag should I squeeze?', [none(18)]),
  danger(1, 'I squeeze the whole bag flat every time, hard and fast, to get the sats up', [wrong(18)]),
  danger(1, 'Quick sharp squeezes, like half a second each, a bigger breath is better', [wrong(18)]),
  danger(1, 'The chest barely rises so I give him two big full-bag breaths as hard as I can', [wrong(18)]),

  // ---- Phase 1: rate ----
  m(1, 'action', 'One breath every 3 seconds, so 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 24', [ok(19, { ratePerMin: 24 })]),
  m(1, 'action', "I count 'squeeze, release, release' — about one breath every two to three seconds.", [
    ok(19),
  ]),
  m(1, 'typo', 'twenty five breaths a minuet', [ok(19, { ratePerMin: 25 })]),
  m(1, 'shorthand', 'bagging q3s', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'That is 22 breaths in one minute, I am watching the clock.', [ok(19, { ratePerMin: 22 })]),
  m(1, 'question', 'What rate should I bag a 4-year-old at?', [none(19)]),
  danger(1, "I'll bag him at 40 a minute, he's really desatted", [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'As fast as I can squeeze, to get his oxygen up quickly', [wrong(19)]),
  danger(1, '12 breaths a minute, one every 5 seconds, like we do for adults', [
    wrong(19, { ratePerMin: 12 }),
  ]),
  danger(1, 'going at about one a second now, he needs it', [wrong(19, { ratePerMin: 60 })]),

  // ---- Phase 1: reassessment ----
  m(
    1,
    'action',
    'After repositioning I check again: is the chest rising, what are the sats and the heart rate?',
    [ok(7)],
  ),
  m(1, 'shorthand', 'reassess: chest rise / SpO2 / HR', [ok(7)]),
  danger(1, "I won't look at the monitor, I'll just keep bagging and check him when the team arrives", [
    wrong(7),
  ]),

  // ---- Phase 1: several at once ----
  m(
    1,
    'several',
    'Sniffing position, head tilt-chin lift on bone, mask hand lifting the jaw into the mask.',
    [ok(3), ok(4), ok(17)],
  ),
  m(1, 'several', 'Squeezing gently over a second till the chest rises, 20 a minute.', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'several',
    'Chest is barely rising, so I tighten the seal and then look again at the chest and the sats.',
    [ok(14), ok(7)],
  ),
  m(1, 'shorthand', 'sniff pos, JT, jaw->mask, 1s squeeze, 20/min', [
    ok(3),
    ok(4),
    ok(17),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'several',
    'Can you squeeze the bag while I hold the mask with both hands — gently, over one second, until you see the chest come up, every three seconds.',
    [ok(13), ok(18), ok(19, { ratePerMin: 20 })],
    'Orders to a colleague: two-person technique and the squeeze and rate delegated.',
  ),
  danger(
    1,
    "Head in sniffing, chin lift on the bony jaw, and I'm giving 60 breaths a minute to catch him up.",
    [ok(3), ok(4), wrong(19, { ratePerMin: 60 })],
  ),
  danger(
    1,
    "Jaw thrust, mask hand lifting the jaw, and I'm squeezing the bag hard all the way each time since the chest barely moves",
    [ok(4), ok(17), wrong(18)],
  ),
  danger(
    1,
    'Nice gentle one-second breaths at twenty a minute, and I hyperextend the neck fully to get the chest up.',
    [ok(18), ok(19, { ratePerMin: 20 }), wrong(3)],
  ),
  danger(
    1,
    'Sniffing position, then I keep the chin up by pressing my fingers into the soft tissue under his jaw, and bag at twenty',
    [ok(3), wrong(4), ok(19, { ratePerMin: 20 })],
  ),

  // ---- Phase 1: safe ----
  safe(1, 'hint', 'next?'),
  safe(1, 'hint', 'what am I missing?'),
  safe(1, 'hint', 'chest still barely moving, not sure what else to change'),
  safe(1, 'answer', 'What was the glucose?'),
  safe(1, 'answer', 'Is he making any effort to breathe himself?'),
  safe(1, 'acknowledge', 'Can someone draw a venous gas please.'),
  safe(1, 'acknowledge', "Let's check his temperature too, he had a fever."),
  safe(1, 'answer', 'When did he get the second dose of lorazepam?'),

  // ---- Phase 2: adjunct choice ----
  m(2, 'action', 'He has no gag, so I measure an OPA from the corner of his mouth to the angle of his jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA, sized incisors -> angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(2, 'action', "I'll size a nasal airway from the tip of his nose to the tragus of his ear.", [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'typo', 'npa messured nostril to tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'negation', 'No OPA if he gags — I check: no gag, so a Guedel sized corner of mouth to jaw angle.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'question', 'Would you go for an OPA or an NPA in him?', [none(5)]),
  m(2, 'hypothetical', "If he starts to gag on it I'd take the OPA out and use a nasal one instead.", [
    none(5),
  ]),
  m(2, 'question', 'How do I size the oral airway again, is it to the ear lobe or the jaw angle?', [none(5)]),
  danger(2, "I'll use the biggest Guedel on the tray, better too big than too small", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, "Sized the oral airway from his front teeth to the tip of his chin, that's the one", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(
    2,
    "He's gagging and coughing on the sucker but I'll put an oral airway in anyway to keep the tongue forward",
    [wrong(5, { adjunct: 'opa' })],
  ),
  danger(2, 'NPA, the one that fits from his nostril to the corner of his mouth', [
    wrong(5, { adjunct: 'npa' }),
  ]),

  // ---- Phase 2: insertion ----
  m(
    2,
    'action',
    'I insert the OPA the right way up, holding the tongue down with a tongue depressor, until the flange sits at his lips.',
    [ok(6)],
  ),
  m(2, 'shorthand', 'tongue depressor, OPA in following the curve of the tongue, flange at lips', [ok(6)]),
  m(2, 'action', 'NPA lubricated and passed straight back along the floor of the nose, not upwards.', [
    ok(6),
  ]),
  m(2, 'typo', 'insertd the guedel with tounge depresser, flange at the lips', [ok(6)]),
  m(
    2,
    'negation',
    "I don't rotate it in a child this small — tongue blade and straight in, concave side to the tongue.",
    [ok(6)],
  ),
  danger(
    2,
    "I'll put the OPA in upside down and spin it round 180 in his mouth, that's how we did it on adults",
    [wrong(6)],
    'Rotation in a 4-year-old risks the soft palate; insert over a tongue depressor.',
  ),
  danger(2, 'Jam the NPA in dry, pointing up towards his eye', [wrong(6)]),
  danger(2, "It's catching, so I'll just shove the Guedel in harder till it goes", [wrong(6)]),
  danger(2, 'pushing the oral airway in with the tongue folded back behind it, no depressor needed', [
    wrong(6),
  ]),

  // ---- Phase 2: effective ventilation ----
  m(2, 'action', 'Chest rising with every breath and sats coming up, 88 now.', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, SpO2 up to 92', [ok(20)]),
  m(2, 'typo', 'chest rizing well, sats improoving', [ok(20)]),
  m(2, 'question', 'Is his chest rising now?', [none(20)]),
  danger(2, "The chest isn't moving but the sats probe is probably wrong, keep going as we are", [wrong(20)]),
  danger(
    2,
    "His tummy's getting big and the chest isn't moving, but that's fine, the air is going in somewhere",
    [wrong(20)],
  ),
  danger(
    2,
    "Sats stuck at 60 and no chest rise, but I'm bagging, so that's all we can do till anaesthetics come",
    [wrong(20)],
  ),

  // ---- Phase 2: reassessment ----
  m(2, 'action', 'After the OPA goes in I look again: chest rise, saturation and heart rate.', [ok(7)]),
  m(2, 'negation', "I don't move on until I've rechecked chest rise, sats and HR.", [ok(7)]),
  m(2, 'shorthand', 'post-OPA: chest up, SpO2 94, HR 118', [ok(7), ok(20)]),
  danger(2, "OPA's in, job done, no need to check anything after", [wrong(7)]),
  danger(2, 'Silence the sats alarm, it keeps beeping, and carry on bagging', [wrong(7)]),

  // ---- Phase 2: several at once ----
  m(
    2,
    'several',
    'No gag, Guedel sized from mouth corner to the angle of the jaw, in with a tongue blade, chest rises well and SpO2 is climbing to 94.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(20)],
  ),
  m(2, 'several', 'NPA nostril-to-tragus, lubed, straight back; rechecking sats and chest now.', [
    ok(5, { adjunct: 'npa' }),
    ok(6),
    ok(7),
  ]),
  danger(
    2,
    'Guedel of the right size in with a tongue depressor; now I bag at 40 a minute to push the sats up faster',
    [ok(5, { adjunct: 'opa' }), ok(6), wrong(19, { ratePerMin: 40 })],
  ),
  danger(
    2,
    "Chest rising and sats up to 90 — I'll take the mask off his nose now and just cover the mouth round the airway",
    [ok(20), wrong(12)],
  ),
  danger(
    2,
    "OPA in fine. The seal is leaking now with the airway in but I'll keep one hand, no need for help",
    [ok(6), wrong(13), wrong(14)],
  ),
  danger(
    2,
    "he's improving, so I step round to the side of the bed to write things down and keep bagging from there",
    [wrong(16)],
  ),
  danger(
    2,
    'Sats 90 now. The mask has slid up and its top edge is pressing on his eyes, but it seals better there so I leave it.',
    [wrong(15)],
  ),

  // ---- Phase 2: safe ----
  safe(2, 'acknowledge', "Let's let PICU know he'll need a bed."),
  safe(2, 'answer', "What's his end-tidal CO2?"),
  safe(2, 'hint', 'done?'),
  safe(2, 'answer', "What's his blood pressure now?"),
  safe(2, 'acknowledge', 'I would like to check his pupils.'),
  safe(2, 'answer', 'Is he moving at all now?'),
];
