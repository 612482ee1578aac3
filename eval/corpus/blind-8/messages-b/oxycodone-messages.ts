import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Mia, 20 months, 11 kg, oxycodone: apnoeic with a pulse, pinpoint pupils, frothy saliva, gag present, no trauma.
 * P0 help, suction, equipment, place at the head, mask placement; P1 head, airway opening, hold, seal, squeeze, rate;
 * P2 nasal airway, reassessment, effective ventilation.
 */
export const OXYCODONE_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: recognition and help ----
  m(
    0,
    'action',
    "She's got a pulse but she isn't breathing. Can somebody put out a paediatric emergency call, please?",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic w pulse, sats 70. need help - peds resus team + anaesthesia stat', [ok(1)]),
  m(0, 'action', 'Hit the red buzzer and get my registrar and the anaesthetist in here now.', [ok(1)]),
  m(0, 'typo', 'Mia not breath anymore, heart is still beating. I am calling the team for help now.', [
    ok(1),
  ]),
  m(
    0,
    'action',
    "OK she's stopped breathing, sats seventy — I need more hands, someone get the resus team.",
    [ok(1)],
  ),
  m(
    0,
    'negation',
    "I'm not going to sit and wait for naloxone to do its thing, she's apnoeic — shout for help and get me a bag.",
    [ok(1)],
  ),
  m(0, 'question', 'Do I put out an arrest call even though she still has a pulse?', [none(1)]),
  m(0, 'action', 'We have an apnoeic toddler here, can you get the senior and PICU outreach to resus two.', [
    ok(1),
  ]),
  m(0, 'typo', 'she is apneic and hypoxic, call for halp pls', [ok(1)]),
  danger(0, 'Give her the naloxone and let us see whether she starts breathing by herself before we bag.', [
    wrong(1),
  ]),
  danger(0, 'Let me do a good hard sternal rub for a minute or two and try to wake her up first.', [
    wrong(1),
  ]),
  danger(
    0,
    "Just put the oxygen face mask on her at high flow and we'll watch the monitor for a bit.",
    [wrong(1)],
    'Passive oxygen for an apnoeic child delays ventilation.',
  ),
  danger(0, 'i think we should get a gas and a tox screen off before we do anything else', [wrong(1)]),
  danger(
    0,
    "She swallowed them under an hour ago — NG tube and charcoal first, then we'll sort her breathing.",
    [wrong(1)],
  ),
  danger(
    0,
    "She's probably just very sleepy from the oxy. Leave her on the monitor and let her sleep it off.",
    [wrong(1)],
    'Fails to recognise apnoea.',
  ),
  danger(0, "I'll ring the poisons line first to work out how much she took, then we decide what to do.", [
    wrong(1),
  ]),
  danger(
    0,
    "Let's wait until the IV is in so naloxone can go in, no point bagging a kid who'll wake up in a minute.",
    [wrong(1)],
  ),

  // ---- Phase 0: suction ----
  m(
    0,
    'action',
    'Gently suction the froth out of her mouth with a 10 French catheter, only as far as I can see.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'sx mouth then nose, 8Fr, under direct vision', [ok(2)]),
  m(0, 'action', "Pass me the paediatric Yankauer, I'll clear the frothy spit out of her mouth.", [ok(2)]),
  m(
    0,
    'typo',
    'i wanna suck out her mouth first then her nostrils with the soft ten french, not too deep, few secs each',
    [ok(2)],
  ),
  m(
    0,
    'negation',
    "No finger sweep. I'll suction the secretions with a small soft catheter while I look in.",
    [ok(2)],
  ),
  m(0, 'question', 'What size suction catheter do you want for a twenty-month-old?', [none(2)]),
  m(
    0,
    'action',
    'The froth is coming out of her nose too, so a quick pass of the 8 Fr in each nostril after the mouth.',
    [ok(2)],
  ),
  danger(0, "I'll wipe the froth out with a gauze square round my finger, as deep as I can reach.", [
    wrong(2),
  ]),
  danger(0, "Give me the adult suction tip, I'll go deep until I've got everything out of her pharynx.", [
    wrong(2),
  ]),
  danger(
    0,
    'Use the 6 French, that is enough for her, and keep sucking for half a minute so we get all of it.',
    [wrong(2)],
    'Catheter too thin for frothy secretions and suction far too long.',
  ),
  danger(
    0,
    'Run the catheter blind down her nose as far as it will go and keep the suction on the whole time.',
    [wrong(2)],
  ),

  // ---- Phase 0: equipment ----
  m(
    0,
    'action',
    'Child-size mask, please — it should reach from the bridge of her nose to the cleft of her chin.',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'shorthand', 'mask: paeds child sz, fits nasal bridge->chin cleft, clear of eyes', [
    ok(8, { mask: 'child' }),
  ]),
  m(
    0,
    'action',
    'I hold a couple of masks up to her face and take the one that covers from the top of her nose to just above the tip of her chin, nowhere near her eyes.',
    [ok(8)],
  ),
  m(0, 'typo', 'the todler mask looks right, sits nicely on the bridge and in the chin crease', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'question', 'Infant or child mask for a twenty month old, which one?', [none(8)]),
  danger(0, "Grab the little round newborn mask, she's tiny.", [wrong(8, { mask: 'neonate' })]),
  danger(0, 'The adult mask will do — bigger gives you a better seal.', [wrong(8, { mask: 'adult' })]),
  danger(
    0,
    "This one only reaches her bottom lip, but it's the one in my hand, so let's go with it.",
    [wrong(8)],
    'Too small, said by landmark.',
  ),
  danger(
    0,
    'This mask runs from her forehead to under her chin. Good enough.',
    [wrong(8)],
    'Too big, said by landmark.',
  ),

  m(0, 'action', "I'll use the 500 ml paediatric self-inflating bag.", [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'BVM paeds 500mL + reservoir', [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'Hand me the bigger of the two bags — the paediatric one, not the neonatal one.', [ok(9)]),
  m(0, 'action', "We'll go with the half-litre bag for her.", [ok(9, { bagMl: 500 })]),
  m(0, 'question', 'Is the 500 bag right for eleven kilos or should I use the small one?', [none(9)]),
  danger(0, "Use the 250 ml baby bag, she's only eleven kilos.", [wrong(9, { bagMl: 250 })]),
  danger(0, 'Let me have the little neonatal ambu — less chance of blowing her lungs.', [wrong(9)]),

  m(0, 'action', 'Connect the bag to the oxygen at 15 litres a minute and make sure the reservoir fills.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 10 L/min to bag', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'action', 'Could you hook the oxygen tubing onto the bag and turn it up to fifteen?', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'typo', 'flowmetre turned right up to 15, resevoir bag is inflating', [ok(10, { o2LPerMin: 15 })]),
  danger(0, "Bag her on room air for now, the oxygen tubing's all tangled.", [wrong(10)]),
  danger(0, 'Two litres of oxygen is plenty for a toddler.', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "Leave the oxygen off the bag, we don't want to give too much O2.", [wrong(10)]),

  // ---- Phase 0: at the head, mask placement ----
  m(0, 'action', "I'll stand at the head of the bed.", [ok(16)]),
  m(0, 'action', 'Pull the trolley away from the wall so I can get in behind her head.', [ok(16)]),
  m(0, 'shorthand', 'me @ head end, nurse at side w obs', [ok(16)]),
  m(0, 'negation', "I'm not bagging from the side of the trolley, I'll get round to the top end.", [ok(16)]),
  danger(0, "I'll bag from her right side by the monitor, easier to see the numbers.", [wrong(16)]),
  danger(0, 'I stay beside her on the left and reach across to bag.', [wrong(16)]),

  m(0, 'action', 'Narrow end of the mask on the bridge of her nose, wide end down over the chin.', [ok(11)]),
  m(0, 'shorthand', 'mask apex to nose, base on chin', [ok(11)]),
  m(0, 'action', "Let me check the mask isn't upside down — pointy bit at the nose. Yes.", [ok(11)]),
  danger(0, 'Put the pointy end on her chin and the wide end over her nose, it seems to sit better.', [
    wrong(11),
  ]),
  danger(0, 'Flip the mask over so the wide part is up by her nose.', [wrong(11)]),

  m(0, 'action', 'Make sure it covers both her mouth and her nose.', [ok(12)]),
  m(0, 'shorthand', 'mask over nose + mouth', [ok(12)]),
  m(0, 'action', 'Her nose is inside the mask as well as her mouth.', [ok(12)]),
  danger(0, "Just cover her mouth; her nose can stay out, it's full of froth anyway.", [wrong(12)]),
  danger(0, "I'll put the mask over her nose only, her mouth is still full of spit.", [wrong(12)]),

  m(0, 'action', 'Keep the rim of the mask off her eyes.', [ok(15)]),
  m(0, 'negation', "I'm not letting the mask slide up onto her eyes.", [ok(15)]),
  m(0, 'action', 'Nothing is pressing on her eyes, the top of the mask is on the nasal bridge.', [
    ok(15),
    ok(11),
  ]),
  m(0, 'action', 'The rim sits below her eyes now, good.', [ok(15)]),
  m(0, 'hypothetical', "If the mask rode up onto her eyes I'd go down a size.", [none(15)]),
  danger(0, 'Press the top of the mask into her eye sockets so it sits still.', [wrong(15)]),
  danger(0, "The edge of the mask is sitting across her eyes, but the seal's good, leave it there.", [
    wrong(15),
  ]),

  // ---- Phase 0: several at once ----
  m(0, 'several', 'Child mask, 500 mL bag, oxygen at 15 on the bag.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    "I'm at the head of the trolley; the mask goes apex to nose, over mouth and nose, off the eyes.",
    [ok(16), ok(11), ok(12), ok(15)],
  ),
  m(0, 'several', 'Call for help, then suction her mouth gently with a 10 French under vision.', [
    ok(1),
    ok(2),
  ]),
  m(0, 'several', 'we need help here, shes apnoeic!! and hand me the paeds bag on 15 L O2 please', [
    ok(1),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    'Ich... sorry. I take the child mask, it covers nose and mouth, and I put it with the small end up on the nose.',
    [ok(8, { mask: 'child' }), ok(12), ok(11)],
  ),

  // ---- Phase 0: safe ----
  safe(
    0,
    'acknowledge',
    'Nurse, please draw up naloxone 0.1 mg per kilo IV, that is 1.1 mg, and give it when the line is in.',
  ),
  safe(
    0,
    'acknowledge',
    'Can someone stay with grandad and find out exactly how many tablets are missing and when?',
  ),
  safe(0, 'answer', 'What are her pupils like?'),
  safe(0, 'answer', 'How much does she weigh?'),
  safe(0, 'answer', 'Were they immediate-release or slow-release tablets?'),
  safe(0, 'acknowledge', "Let's get IV access, or an IO if we can't find a vein quickly."),
  safe(0, 'hint', "I'm not sure what to do first."),
  safe(0, 'hint', 'ok'),
  safe(0, 'acknowledge', 'Check a capillary glucose, please.'),
  safe(0, 'answer', "What's her heart rate and blood pressure right now?"),
  safe(0, 'answer', 'Any other medicines in the house she could have got into?'),

  // ---- Phase 1: head position ----
  m(1, 'action', 'A thin folded towel under her shoulders to bring the head to neutral, not overextended.', [
    ok(3),
  ]),
  m(1, 'shorthand', 'head neutral / sniffing, no hyperext', [ok(3)]),
  m(
    1,
    'action',
    "Her chin's dropped onto her chest — I'll bring the head back to a sniffing position, ear in line with the front of the shoulder.",
    [ok(3)],
  ),
  m(1, 'negation', "I won't overextend her — I just want her face looking at the ceiling.", [ok(3)]),
  m(1, 'typo', 'i put small roll under the sholders so the head is in sniffing positon', [ok(3)]),
  m(1, 'question', 'Does she still need a shoulder roll at twenty months, or is that only for babies?', [
    none(3),
  ]),
  danger(1, 'Put a big pillow under her head so she is propped up nicely.', [wrong(3)], 'Flexes the neck.'),
  danger(1, 'Tip her head back as far as it will go, that opens everything up.', [wrong(3)]),
  danger(1, "Shove a couple of rolled towels under the nape so her neck's arched right back.", [wrong(3)]),

  // ---- Phase 1: opening the airway ----
  m(1, 'action', 'Head tilt, chin lift, with my fingers on the bony part of her chin.', [ok(4)]),
  m(1, 'action', "I'll do a jaw thrust, fingers behind the angles of the mandible.", [ok(4)]),
  m(1, 'shorthand', 'HTCL, fingers off soft tissue', [ok(4)]),
  m(1, 'typo', 'opening the airway with jaw trust both sides', [ok(4)]),
  m(1, 'negation', "I'm keeping my fingers out of the soft bit under her jaw, only on the bone.", [ok(4)]),
  danger(1, "I'll push my fingers up into the soft bit under her chin to lift the tongue.", [wrong(4)]),
  danger(1, 'I grip right under her jaw and squeeze the floor of her mouth upwards.', [wrong(4)]),

  // ---- Phase 1: mask hold and seal ----
  m(1, 'action', 'E-C clamp: thumb and index finger on the mask, the other three fingers along the jaw.', [
    ok(13),
  ]),
  m(1, 'shorthand', 'EC grip L hand', [ok(13)]),
  m(
    1,
    'action',
    "Mask's still leaking at the side, let's go two-person: I hold it with both hands, you squeeze the bag.",
    [ok(13)],
  ),
  m(1, 'action', "It's leaking — grab the bag and do the breaths, I need both my hands on this mask.", [
    ok(13),
  ]),
  m(1, 'question', 'Should I switch to two hands on the mask?', [none(13)]),
  danger(1, "I'll hold the mask with the heel of my hand on top.", [wrong(13)]),
  danger(1, "Fair bit of leak, but I'll manage alone with the one hand, no need to pull anyone in.", [
    wrong(13),
    wrong(14),
  ]),
  danger(1, 'I hold the mask by its rim with my fingertips, nothing on the jaw.', [wrong(13), wrong(17)]),

  m(1, 'action', 'Checking for leaks — no hissing round the edges now, tight seal.', [ok(14)]),
  m(1, 'action', "Seal's good now, no air escaping.", [ok(14)]),
  m(1, 'shorthand', 'good seal', [ok(14)]),
  m(1, 'action', 'I reposition the mask until there is no leak at the side.', [ok(14)]),
  danger(1, 'Air is whistling out under the mask, but the chest moves a tiny bit, so carry on.', [wrong(14)]),
  danger(1, "Can't get a seal with all this froth, I'll just bag anyway.", [wrong(14)]),

  m(1, 'action', "Lift her jaw up into the mask with my three fingers, I don't push the mask down.", [
    ok(17),
  ]),
  m(1, 'action', 'Keep the airway open with the same hand that holds the mask.', [ok(17)]),
  m(1, 'typo', 'pull the chin up in to the mask rather then pressing the mask on the face', [ok(17)]),
  m(1, 'negation', "We won't lean on the mask; my fingers lift her jaw up to meet it.", [ok(17)]),
  danger(1, 'Push the mask down hard onto her face to stop the leak.', [wrong(17)]),
  danger(1, "My fingers are on the mask, I'll let the jaw drop and just hold it on.", [wrong(17)]),

  // ---- Phase 1: squeeze and rate ----
  m(1, 'action', 'Gentle squeeze over one second, just until I see the chest rise.', [ok(18)]),
  m(1, 'shorthand', 'sqz 1s, stop at chest rise', [ok(18)]),
  m(1, 'action', 'Small breath, only enough to lift her chest, then let the bag fill again.', [ok(18)]),
  m(1, 'negation', "I'm not emptying the bag, just a small squeeze till the chest comes up.", [ok(18)]),
  m(1, 'question', 'How much volume should I give her with each squeeze?', [none(18)]),
  danger(1, 'Crush the bag flat between both hands on every breath.', [wrong(18)]),
  danger(1, 'Punch the bag hard each time, fast in and straight out.', [wrong(18)]),
  danger(1, 'Give her big breaths to pop her lungs open.', [wrong(18)]),

  m(1, 'action', 'One breath every two to three seconds, so about twenty-five a minute.', [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(1, 'shorthand', 'RR 20-30', [ok(19)]),
  m(
    1,
    'action',
    'Squeeze, let go, one-thousand, two-thousand, squeeze again.',
    [ok(19)],
    'One breath about every 3 s.',
  ),
  m(1, 'action', 'Count out loud for me please, a breath every three seconds.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'question', 'What rate do I bag at for a toddler with a pulse?', [none(19)]),
  danger(1, 'Sixty a minute — toddlers have fast resp rates.', [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'One breath every ten seconds.', [wrong(19, { ratePerMin: 6 })]),
  danger(1, 'Twelve a minute, the grown-up rate is fine.', [wrong(19, { ratePerMin: 12 })]),
  danger(1, "Bag as fast as you can to blow off that CO2, she's been hypoventilating for ages.", [wrong(19)]),

  // ---- Phase 1: several ----
  m(1, 'several', 'Neutral head with a thin shoulder roll, chin lift, E-C grip, and bag every 2-3 s.', [
    ok(3),
    ok(4),
    ok(13),
    ok(19),
  ]),
  m(
    1,
    'several',
    'we do jaw thrust and I keep the seal tight with EC, squeezing gently 1 sec each, about 24/min',
    [ok(4), ok(13), ok(14), ok(18), ok(19, { ratePerMin: 24 })],
  ),
  m(
    1,
    'several',
    'Two-person now: I do both hands on the mask lifting her jaw into it, you give slow small breaths.',
    [ok(13), ok(17), ok(18)],
  ),
  m(1, 'several', "I'd lift the chin into the mask and keep the head neutral — not extended.", [
    ok(17),
    ok(3),
  ]),

  // ---- Phase 1: safe ----
  safe(1, 'acknowledge', 'Has the naloxone gone in yet? If not, please give it now while I keep bagging.'),
  safe(1, 'answer', 'What are the sats now?'),
  safe(1, 'answer', 'Is her heart rate dropping?'),
  safe(
    1,
    'acknowledge',
    'Please tell grandma we are breathing for her and a doctor will come out to talk soon.',
  ),
  safe(1, 'hint', 'next?'),
  safe(1, 'acknowledge', "If she doesn't respond to the first naloxone dose, we can repeat it."),

  // ---- Phase 2: adjunct ----
  m(2, 'action', "She gags, so no oral airway. I'll size a nasal airway from the nostril to the tragus.", [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'shorthand', 'NPA, measured nostril->tragus, ~4.0', [ok(5, { adjunct: 'npa' })]),
  m(
    2,
    'action',
    'Nasopharyngeal airway please, the one that reaches from the tip of her nostril to that little flap of cartilage in front of her ear.',
    [ok(5, { adjunct: 'npa' })],
  ),
  m(2, 'negation', "Not a Guedel, she's still got a gag. Nasal airway, sized nose to tragus.", [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'typo', 'nasopharngeal airway measured from nare to the tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'question', 'Would an oral airway be OK here or is it nasal because of the gag?', [none(5)]),
  danger(2, "Guedel in, the gag won't matter once she's deeper.", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Just put a small oropharyngeal in.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Give me the 7 mm nasal airway, the adult one.', [wrong(5, { adjunct: 'npa' })]),
  danger(
    2,
    'Guedel measured from the corner of her mouth to the angle of her jaw.',
    [wrong(5, { adjunct: 'opa' })],
    'Well sized but she gags: an OPA is the wrong adjunct.',
  ),
  danger(2, "I'll measure the nasal airway from her nose down to her chin.", [wrong(5, { adjunct: 'npa' })]),

  m(2, 'action', 'Lubricate it and slide it along the floor of the nose, bevel facing the septum.', [ok(6)]),
  m(2, 'shorthand', 'lube NPA, straight back perpendicular to face, gentle', [ok(6)]),
  m(2, 'action', "If it catches, I'll try the other nostril rather than force it.", [ok(6)]),
  m(
    2,
    'negation',
    "I'm not going to force it; water-based gel on it and straight back along the floor of the nose.",
    [ok(6)],
  ),
  danger(2, "Shove it in hard, it's a bit stuck.", [wrong(6)]),
  danger(2, 'Slide it in heading for her forehead.', [wrong(6)]),
  danger(2, 'Put it in dry, no time for lube.', [wrong(6)]),

  // ---- Phase 2: reassessment and effective ventilation ----
  m(2, 'action', "Now it's in, check chest rise, sats and heart rate.", [ok(7)]),
  m(2, 'shorthand', 'reassess: chest rise, SpO2, HR', [ok(7)]),
  m(2, 'action', 'Let me look again at the chest movement, the sats and her heart rate after that.', [ok(7)]),
  m(2, 'question', 'Should I be reassessing now or after the naloxone?', [none(7)]),
  danger(2, "NPA's in, that's sorted — skip the recheck and carry on.", [wrong(7)]),
  danger(2, "I'll keep bagging and not worry about the monitor for now.", [wrong(7)]),

  m(2, 'action', 'Chest is rising with every breath and sats are coming up to 90.', [ok(20)]),
  m(2, 'shorthand', 'chest up each breath, SpO2 88 -> 93', [ok(20)]),
  m(2, 'action', 'Both sides of the chest are moving with each squeeze and the sats are going up.', [ok(20)]),
  m(2, 'several', 'I keep watching: the chest comes up every breath, sats 94 now and heart rate settling.', [
    ok(7),
    ok(20),
  ]),
  danger(2, "Chest isn't moving, but the sats are 85, so keep going as we are.", [wrong(20)]),
  danger(2, 'Her belly is blowing up like a balloon and the chest is flat; keep squeezing.', [wrong(20)]),

  m(2, 'several', 'NPA in with lube, bevel to septum — chest rises, sats 92 and heart rate 120.', [
    ok(6),
    ok(7),
    ok(20),
  ]),
  m(
    2,
    'several',
    'I choose the nasal airway because she gags, measure from the nostril to the tragus, lubricate it and put it in straight back.',
    [ok(5, { adjunct: 'npa' }), ok(6)],
  ),

  // ---- Phase 2: safe ----
  safe(2, 'answer', 'Are her pupils still pinpoint?'),
  safe(2, 'acknowledge', 'Repeat the naloxone now the line is in, and start thinking about an infusion.'),
  safe(2, 'acknowledge', 'Please let PICU know she will need a bed.'),
  safe(2, 'answer', "What's the CO2 on the monitor?"),
  safe(2, 'hint', "I'm stuck — what now?"),
  safe(
    2,
    'acknowledge',
    'Mum has arrived — please bring her to the family room and I will update her shortly.',
  ),
];
