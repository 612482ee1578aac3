import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * The seeded sample (RJ, 4 years, 18 kg, apnoeic after two doses of lorazepam, secretions at the mouth): single
 * messages, each said alone in its phase. P0: help, suction, equipment, the head of the bed, the mask on the face;
 * P1: head, airway opening, the mask hand, the squeeze and the rate; P2: the adjunct, reassessment, effect.
 */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0: recognition and help ----------
  m(
    0,
    'action',
    "He's stopped breathing and he's going grey. Can someone hit the emergency bell and get the resus team in here?",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic, sats 73, pulse +. MET call pls', [ok(1)]),
  m(0, 'typo', 'hes apneac - can u shout for the senoir reg and the crash team', [ok(1)]),
  m(0, 'action', 'Nurse, please press the red button on the wall, he is not breathing.', [ok(1)]),
  m(
    0,
    'action',
    'The child does not breathe, the saturation is seventy-three. Please you call the help, the team of resuscitation.',
    [ok(1)],
  ),
  m(
    0,
    'several',
    "Right, he's apnoeic - somebody get help, and pass me the Yankauer so I can clear his mouth while I watch the tip.",
    [ok(1), ok(2)],
  ),
  m(0, 'action', "ok. he isn't breathing. I need more people, now please", [ok(1)]),
  m(
    0,
    'action',
    'We need anaesthetics and the paeds registrar to this bed urgently - respiratory arrest with a pulse.',
    [ok(1)],
  ),
  m(0, 'negation', "I'm not going to stand here and wait for the benzo to wear off - calling for help now.", [
    ok(1),
  ]),
  danger(
    0,
    "Two lots of lorazepam on board, he'll be drowsy for a while. Keep him on the monitor and I'll review in a bit.",
    [wrong(1)],
  ),
  danger(0, "Let's give some flumazenil and wait to see if he starts breathing by himself.", [wrong(1)]),
  danger(0, 'Before anything else I want a capillary glucose and a venous gas.', [wrong(1)]),
  danger(0, "Pop him in the recovery position with some nasal prongs on and we'll keep an eye on him.", [
    wrong(1),
  ]),
  danger(0, 'Give me a minute to finish documenting the seizure timings, then I will look at his airway.', [
    wrong(1),
  ]),
  danger(0, 'Can we get the second levetiracetam dose running first, then deal with the breathing?', [
    wrong(1),
  ]),
  danger(0, "I'll ring neurology first and ask whether this is expected after two doses of lorazepam.", [
    wrong(1),
  ]),
  danger(
    0,
    'Just hold some blow-by oxygen near his face and watch the sats for a bit.',
    [wrong(1)],
    'passive oxygen for an apnoeic child: a delay of ventilation, labelled on BMV-1 only',
  ),
  danger(0, 'he is probably just postictal, i would let him sleep it off and recheck obs in 15 min', [
    wrong(1),
  ]),

  // ---------- Phase 0: suction ----------
  m(
    0,
    'action',
    'Suction first: Yankauer into his mouth, going round the cheeks and tongue while I can see the end of it.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'sx oropharynx w/ yankauer under direct vision', [ok(2)]),
  m(0, 'action', "I'll use the rigid sucker on his mouth, only as far back as I can see.", [ok(2)]),
  m(
    0,
    'action',
    'Could you hand me a 10 French suction catheter? I want to suck out his mouth and the front of the throat.',
    [ok(2)],
  ),
  m(0, 'typo', 'sucktion the secreations out with the yankhauer pls', [ok(2)]),
  m(0, 'negation', 'Not hooking that out with my finger - suction with the Yankauer instead.', [ok(2)]),
  m(
    0,
    'action',
    'Wall suction on at about 120, and I clear the spit from his mouth with the Yankauer, looking in as I go.',
    [ok(2)],
  ),
  m(0, 'question', 'What size suction catheter would you use for a four-year-old?', [none(2)]),
  m(0, 'hypothetical', "If the Yankauer doesn't get it all I'd switch to a ten or twelve French catheter.", [
    none(2),
  ]),
  danger(0, "I'll scoop it out with two fingers, that's quicker than setting up the suction.", [wrong(2)]),
  danger(0, 'Grab the tiny 5 French catheter off the neonatal trolley and suck him out with that.', [
    wrong(2),
  ]),
  danger(0, "I'll feed the suction catheter down blind until I meet resistance.", [wrong(2)]),
  danger(0, "Just wipe the dribble away with some gauze, we don't need suction.", [wrong(2)]),

  // ---------- Phase 0: equipment ----------
  m(
    0,
    'action',
    'Child-size face mask please, the one that goes from the bridge of his nose to the crease of his chin.',
    [ok(8, { mask: 'child' })],
  ),
  m(
    0,
    'action',
    'I check the mask against his face before it goes on - top at the nasal bridge, bottom in the chin cleft. The paediatric one fits.',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'action', 'I take the mask for children, the medium, it goes from his nose to his chin exactly.', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'typo', 'paed mask, the midsize one, chekced it fits nose bridge to chin', [ok(8, { mask: 'child' })]),
  m(0, 'question', 'Which mask size do I want for him, child or small adult?', [none(8)]),
  danger(0, 'Grab the infant mask, the little round one.', [wrong(8, { mask: 'infant' })]),
  danger(0, 'The adult mask will do, a bigger mask gives a better seal.', [wrong(8, { mask: 'adult' })]),
  danger(
    0,
    'I pick the mask that reaches from his forehead to below his chin so it definitely covers everything.',
    [wrong(8)],
  ),
  m(0, 'action', 'Half-litre self-inflating bag please.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'BVM - paeds 500 mL SIB', [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'The 450 millilitre paediatric Ambu bag is the right one for him.', [ok(9, { bagMl: 450 })]),
  m(0, 'negation', 'Not the neonatal bag - the five hundred mL one for a kid his size.', [
    ok(9, { bagMl: 500 }),
  ]),
  danger(0, 'The 250 mL bag is fine, he is only small.', [wrong(9, { bagMl: 250 })]),
  danger(0, 'Use the baby bag hanging by the cot in the next bay.', [wrong(9)]),
  danger(0, 'Hand me the 220 millilitre premmie bag.', [wrong(9, { bagMl: 220 })]),
  m(0, 'action', 'Oxygen on at 15 litres into the bag, reservoir attached.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Plug the bag into the wall oxygen and turn it up to ten.', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'action', 'Oxygen tubing from the flowmeter to the bag, twelve litres a minute.', [
    ok(10, { o2LPerMin: 12 }),
  ]),
  m(0, 'typo', 'oxgyen on fifteen l/min, resevoir bag filling', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'question', 'How many litres of oxygen should the bag be on?', [none(10)]),
  danger(0, "We'll bag him on air for now, the oxygen tubing is all tangled.", [wrong(10)]),
  danger(0, 'Two litres of oxygen on the bag is plenty for a little one.', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "The tubing's on but leave the flowmeter off, the bag fills up by itself.", [wrong(10)]),
  danger(0, 'Put the O2 at 4 l/min on the bag', [wrong(10, { o2LPerMin: 4 })]),
  m(0, 'several', 'Child mask, 500 ml bag, O2 15 L on', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    'I have the self-inflating bag of 500 millilitres with oxygen ten litres connected, and the mask for child.',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 10 })],
  ),

  // ---------- Phase 0: the head of the bed ----------
  m(0, 'action', "I'll get behind his head, at the top of the bed.", [ok(16)]),
  m(0, 'action', 'Pull the bed away from the wall and take the headboard off so I can stand at his head.', [
    ok(16),
  ]),
  m(0, 'shorthand', 'me at HOB', [ok(16)]),
  m(0, 'action', "I think I'd stand at the head of the bed for this, right behind him.", [ok(16)]),
  m(0, 'action', 'I am moving myself to the head end to ventilate.', [ok(16)]),
  danger(0, "I'll bag from the side, standing by his left hip so I can keep an eye on the monitor.", [
    wrong(16),
  ]),
  danger(0, 'I will sit on the edge of the bed facing him and do the mask from there.', [wrong(16)]),
  danger(0, "I'll ventilate from the foot of the bed so the nurse has room at the head.", [wrong(16)]),

  // ---------- Phase 0: the mask on the face ----------
  m(0, 'action', 'Narrow end of the mask over the bridge of his nose, wide end down on his chin.', [ok(11)]),
  m(0, 'shorthand', 'mask apex to nasal bridge', [ok(11)]),
  m(0, 'action', 'I put the pointy part of the mask up towards his forehead, resting on his nose.', [ok(11)]),
  danger(0, 'I put the mask on with the wide end over his nose - seems to sit better that way.', [wrong(11)]),
  danger(0, 'The mask goes on upside down, the tip of it down near his chin.', [wrong(11)]),
  m(0, 'action', 'The mask covers his mouth and his nose together.', [ok(12)]),
  m(0, 'action', 'Making sure both nostrils are inside the mask as well as his mouth.', [ok(12)]),
  m(0, 'typo', 'mask ovr mouth n nose', [ok(12)]),
  m(
    0,
    'several',
    'The mask is applied apex-up over the nasal bridge so that nose and mouth are both covered.',
    [ok(11), ok(12)],
  ),
  danger(0, "I'll just cover his mouth, his nose is all snotty and blocked anyway.", [wrong(12)]),
  danger(0, 'The mask sits on his nose and top lip, his mouth is left outside it.', [wrong(12)]),
  m(0, 'action', 'Keeping the mask clear of his eyes.', [ok(15)]),
  m(0, 'negation', 'My fingers are nowhere near his eyes.', [ok(15)]),
  m(0, 'negation', 'None of the rim is touching his eyes.', [ok(15)]),
  danger(0, 'The mask rides up over his eyes a bit, but it seals better like that.', [wrong(15)]),
  danger(0, 'I lean my fingers on his closed eyes to get some purchase on the mask.', [wrong(15)]),
  m(
    0,
    'action',
    'E-C grip: thumb and index finger make the C on the mask, the other three fingers along the jaw bone.',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC clamp L hand', [ok(13)]),
  m(0, 'action', 'Two of us: I hold the mask with both hands, the nurse squeezes the bag.', [ok(13)]),
  m(0, 'action', 'I make the C and the E with my hand on the mask like they teach.', [ok(13)]),
  danger(0, 'I hold the mask on with my whole hand flat over the top of it.', [wrong(13)]),
  danger(0, "It's leaking but I'll carry on one-handed, don't need another pair of hands.", [
    wrong(13),
    wrong(14),
  ]),
  m(0, 'action', "Seal's tight - no air escaping round the edges.", [ok(14)]),
  m(0, 'action', 'I press the rim down evenly all round and check there is no leak.', [ok(14)]),
  m(
    0,
    'hypothetical',
    'Should the seal fail, a colleague can take the bag while I hold the mask with both hands.',
    [none(13), none(14)],
  ),
  danger(0, 'Hissing from under the mask on the left, should be fine.', [wrong(14)]),
  danger(0, "Bit of a leak at the nose but he's little so it won't matter.", [wrong(14)]),
  m(0, 'several', 'Mask on apex to the nose, covering nose and mouth, off the eyes, EC grip, good seal.', [
    ok(11),
    ok(12),
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(0, 'several', 'i put the mask from nose bridge to chin, not on the eyes, both mouth and nose inside', [
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(0, 'question', 'Does the narrow part of the mask sit on the nose or on the chin?', [none(11)]),

  // ---------- Phase 0: safe ----------
  safe(0, 'answer', 'What are his obs right now?'),
  safe(0, 'answer', "What's his weight?"),
  safe(0, 'answer', 'Has he got IV access?'),
  safe(0, 'answer', 'Is there any intubation kit in the room?'),
  safe(0, 'acknowledge', "Can someone stay with his mum and explain what's happening?"),
  safe(0, 'acknowledge', 'Please note the time for me.'),
  safe(0, 'hint', 'ok what next'),
  safe(0, 'hint', "Sorry, I'm blanking. Where do I start?"),
  safe(0, 'answer', 'When did he have the last lorazepam?'),

  // ---------- Phase 1: head position ----------
  m(1, 'action', 'Head into the sniffing position, not bent too far back.', [ok(3)]),
  m(1, 'action', 'I tilt his head gently into sniffing, chin slightly forward, face to the ceiling.', [
    ok(3),
  ]),
  m(1, 'shorthand', 'sniffing pos, no hyperext', [ok(3)]),
  m(1, 'negation', "I won't crank his neck back - neutral-to-sniffing for a four-year-old.", [ok(3)]),
  m(
    1,
    'negation',
    "He's four, so no roll under the shoulders; neutral head with the face looking straight up.",
    [ok(3)],
  ),
  m(1, 'typo', 'head in snifing positon', [ok(3)]),
  m(1, 'question', 'Does a four year old need a shoulder roll?', [none(3)]),
  danger(1, 'Put a rolled blanket under his shoulders to get the neck extended.', [wrong(3)]),
  danger(1, 'Bend his neck right back so his chin points at the ceiling.', [wrong(3)]),
  danger(1, 'Leave him on the two fat pillows, his head tipped forward is fine.', [wrong(3)]),
  danger(1, 'Stack three pillows under his head to prop him up.', [wrong(3)]),

  // ---------- Phase 1: opening the airway ----------
  m(1, 'action', 'Head tilt-chin lift, fingertips on the bony point of his chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust: fingers behind the angles of the mandible pushing it forward.', [ok(4)]),
  m(1, 'shorthand', 'HTCL', [ok(4)]),
  m(1, 'typo', 'chin lfit with head tlit, fingers on bone only', [ok(4)]),
  m(1, 'negation', 'Keeping my fingers off the soft bit under his chin, only on the bone.', [ok(4)]),
  danger(1, 'I push up under his chin into the soft part to lift the tongue.', [wrong(4)]),
  danger(1, 'My thumb goes into the fleshy area below the jaw to hold it up.', [wrong(4)]),

  // ---------- Phase 1: mask hold, mask hand, seal ----------
  m(1, 'action', 'I lift his jaw up into the mask with the last three fingers of my mask hand.', [ok(17)]),
  m(1, 'action', 'Bring the face up to the mask, not the mask down onto the face.', [ok(17)]),
  m(1, 'action', 'The same hand that holds the mask pulls his mandible upwards.', [ok(17)]),
  m(
    1,
    'action',
    'I would keep his airway open with the hand on the mask, fingers on the jaw lifting it into the mask.',
    [ok(17)],
  ),
  m(1, 'several', 'EC grip and the three fingers lift the jaw into the mask, no leak now', [
    ok(13),
    ok(14),
    ok(17),
  ]),
  danger(1, 'I push the mask down hard onto his face; the jaw drops back but it seals.', [wrong(17)]),
  danger(1, 'My mask hand just presses down, the jaw will sort itself out.', [wrong(17)]),
  m(1, 'action', "Still leaking, so let's go two-person: both my hands on the mask, you squeeze the bag.", [
    ok(13),
  ]),

  // ---------- Phase 1: the squeeze ----------
  m(1, 'action', 'Gentle squeeze over one second, stopping as soon as the chest starts to rise.', [ok(18)]),
  m(1, 'action', 'Squeeze for about a second, just enough to see his chest lift.', [ok(18)]),
  m(1, 'action', 'Only a partial squeeze, maybe a third of the bag, until I see the chest move.', [ok(18)]),
  m(1, 'typo', 'sqeeze over 1 sec just til chest rises', [ok(18)]),
  danger(1, 'Really compress the bag to the bottom each time to force the air in.', [wrong(18)]),
  danger(1, 'Quick puffs, half a second each.', [wrong(18)]),
  danger(1, 'Keep squeezing big breaths till his tummy swells up.', [wrong(18)]),

  // ---------- Phase 1: rate ----------
  m(1, 'action', 'One breath every three seconds.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR ~24/min', [ok(19, { ratePerMin: 24 })]),
  m(1, 'action', 'Twenty breaths a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'I count in my head: breathe, two, three, breathe - about twenty-two a minute.', [
    ok(19, { ratePerMin: 22 }),
  ]),
  m(1, 'question', 'What rate should I be bagging at for a four-year-old?', [none(19)]),
  danger(1, "I'm bagging about 50 a minute to bring his sats up quickly.", [wrong(19, { ratePerMin: 50 })]),
  danger(1, 'One breath every ten seconds so I do not overinflate him.', [wrong(19, { ratePerMin: 6 })]),
  danger(1, 'I will bag him rapid-fire, as many breaths as I can fit in.', [wrong(19)]),
  m(1, 'several', 'Squeeze over one second till the chest rises, once every two to three seconds.', [
    ok(18),
    ok(19, { ratePerMin: 24 }),
  ]),
  m(1, 'several', 'Sniffing position, jaw thrust, mask hand pulling the jaw up, 1 s breaths at 20/min', [
    ok(3),
    ok(4),
    ok(17),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'several',
    'Je mets la tête en position neutre, chin lift on the bone, and I give breath every 3 second, slow.',
    [ok(3), ok(4), ok(19, { ratePerMin: 20 })],
  ),
  m(1, 'hypothetical', "If the chest still isn't rising I'd reposition the head and try a jaw thrust.", [
    none(3),
    none(4),
  ]),

  // ---------- Phase 1: safe ----------
  safe(1, 'answer', "What's his heart rate doing now?"),
  safe(1, 'answer', 'Is his chest moving at all?'),
  safe(1, 'acknowledge', 'Can someone draw up the rest of the levetiracetam load for later?'),
  safe(1, 'acknowledge', 'Let PICU know we have a child who needs a bed.'),
  safe(1, 'hint', 'Not sure what else to change.'),
  safe(1, 'acknowledge', 'Send a venous gas off the cannula when someone has a hand free.'),

  // ---------- Phase 2: the adjunct ----------
  m(2, 'action', 'Oral airway sized from the corner of his mouth to the angle of his jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA: mouth corner -> angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    "He's starting to withdraw, so I'll go for an NPA: nostril to the tragus, no wider than his nostril.",
    [ok(5, { adjunct: 'npa' })],
  ),
  m(
    2,
    'action',
    'I hold the Guedel against his cheek: flange at the corner of the lips, tip at the angle of the jaw. That one.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'typo', 'measring opa from mouth corner to jaw angel', [ok(5, { adjunct: 'opa' })]),
  m(2, 'question', 'Should it be an oral or a nasal airway now he is withdrawing to pain?', [none(5)]),
  danger(2, 'Give me the tiny neonatal Guedel, the 000.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, "I'll size the oral airway from his lips to his earlobe.", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'NPA sized from his nostril to the corner of his mouth.', [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'An adult size 4 oral airway, it will stay in better.', [wrong(5, { adjunct: 'opa' })]),
  m(2, 'action', 'Tongue depressor on the tongue, slide the oral airway in following the curve.', [ok(6)]),
  m(
    2,
    'action',
    'Lubricate the NPA, bevel towards the septum, and pass it straight back along the floor of the nose.',
    [ok(6)],
  ),
  m(2, 'action', 'OPA in concave side down over the depressed tongue, no rotating in a kid this small.', [
    ok(6),
  ]),
  m(
    2,
    'negation',
    'I am not going to flip it round inside his mouth, he is four - tongue blade and in the right way up.',
    [ok(6)],
  ),
  m(2, 'several', 'size OPA corner of mouth to angle of jaw, depress the tongue, insert along the curve', [
    ok(5, { adjunct: 'opa' }),
    ok(6),
  ]),
  danger(2, "Push it straight in with some force, doesn't matter if the tongue goes back with it.", [
    wrong(6),
  ]),
  danger(2, "The NPA goes in dry, I'll angle it up his nose.", [wrong(6)]),
  danger(
    2,
    'Put the oral airway in the right way up without holding the tongue down, it will find its own way.',
    [wrong(6)],
  ),

  // ---------- Phase 2: reassessment and effect ----------
  m(2, 'action', 'After the airway goes in I check chest rise, sats and heart rate.', [ok(7)]),
  m(2, 'action', 'Reassessing now: looking at the chest, then the sats and the heart rate on the monitor.', [
    ok(7),
  ]),
  m(2, 'shorthand', 'reassess: CR, SpO2, HR', [ok(7)]),
  m(2, 'action', 'Chest rising with each breath and sats up to 90.', [ok(20)]),
  m(2, 'several', 'Rechecked him: chest going up and down nicely, SpO2 climbing through 94, HR 118.', [
    ok(7),
    ok(20),
  ]),
  m(2, 'action', 'The chest is moving well now with every bag and his saturation keeps rising.', [ok(20)]),
  m(2, 'typo', 'chest risng well, sats improoving', [ok(20)]),
  m(2, 'question', 'Is his chest rising with the breaths now?', [none(7)]),
  danger(2, "Airway's in, I'll stop watching him and go write the notes.", [wrong(7)]),
  danger(2, 'No point checking again, it worked the first time.', [wrong(7)]),
  danger(2, "His chest isn't moving but the bag is squeezing so we're fine.", [wrong(20)]),
  danger(2, "His tummy's ballooning and the sats haven't moved off 78, but I'll carry on as I am.", [
    wrong(20),
  ]),
  danger(2, "Can't really see his chest go up, but his colour will come back if I just keep going.", [
    wrong(20),
  ]),

  // ---------- Phase 2: safe ----------
  safe(2, 'answer', 'What are his sats now?'),
  safe(2, 'acknowledge', 'Call the anaesthetist again and let them know he will need a definitive airway.'),
  safe(2, 'hint', 'what else do i need to do?'),
];
