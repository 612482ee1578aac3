import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/*
 * Messages on the sample case (RJ, 4 years, 18 kg, apnoeic after lorazepam; see cases.ts). Right for him: a child
 * mask, a 450-500 mL bag, oxygen 10-15 L/min, 20-30 breaths a minute; in P2 no gag (my reading), so an oral airway
 * sized corner of the mouth to the angle of the jaw, or a nasal airway nostril to tragus. No neck injury.
 */
const OPA = { adjunct: 'opa' } as const;
const NPA = { adjunct: 'npa' } as const;

const PHASE_0: HeldOutUtterance[] = [
  // Calling for help (BMV-1)
  m(
    0,
    'action',
    "He's not breathing and his sats are 73 percent. I'm calling for help, can someone put out a paediatric emergency call?",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic, sats 73 -> emergency bell pls, need anaes + PICU', [ok(1)]),
  m(0, 'typo', 'hes not breathng!! call for help', [ok(1)]),
  m(
    0,
    'action',
    "Nurse, could you hit the emergency bell? He's got a pulse but he's stopped breathing and I want the airway team here.",
    [ok(1)],
  ),
  m(0, 'action', "I'd ask the ward clerk to ring 2222 and get the paediatric resus team to bed 4.", [ok(1)]),
  m(
    0,
    'action',
    'This child is not breathing. Please somebody call the senior doctor and the anaesthesia, quickly.',
    [ok(1)],
  ),
  m(0, 'shorthand', 'Apnoea + hypoxia recognised, help summoned via emergency buzzer.', [ok(1)]),
  m(0, 'several', "Right, he's apnoeic. Can we get help in here, and I'll take the head end.", [
    ok(1),
    ok(16),
  ]),
  m(0, 'typo', 'i think hes stopped breathing? yeah no chest movment. getting help, someone call the reg', [
    ok(1),
  ]),
  m(
    0,
    'action',
    "I'm getting the team here: one of you call the paeds registrar and the anaesthetist on call, the other stay with me.",
    [ok(1)],
  ),
  danger(
    0,
    "He's just post-ictal and sleepy after the lorazepam, the sats will pick up on their own. Let's watch him for five minutes.",
    [wrong(1)],
    'Does not recognise apnoea with SpO2 73 % and delays help and ventilation.',
  ),
  danger(
    0,
    "I'll nip out and find the registrar myself, back in a sec.",
    [wrong(1)],
    'Leaves an apnoeic child alone.',
  ),
  danger(0, 'no need for a crash call, I can manage a post-ictal kid on my own', [wrong(1)]),
  danger(
    0,
    'Sats of 73 is probably just a poor trace, let me fiddle with the probe before we worry anyone.',
    [wrong(1)],
  ),

  // Suction (BMV-2)
  m(0, 'action', 'I clear the secretions from his mouth with a Yankauer under direct vision.', [ok(2)]),
  m(0, 'shorthand', 'yankauer to mouth, short bursts', [ok(2)]),
  m(0, 'typo', 'suction his mouth out first w the yanker, loads of spit', [ok(2)]),
  m(
    0,
    'action',
    "I'd take a 10 French catheter and suction the saliva pooled in his mouth, a few seconds each pass.",
    [ok(2)],
  ),
  m(
    0,
    'action',
    'Secretions are suctioned from the mouth with a rigid sucker, tip kept in view the whole time.',
    [ok(2)],
  ),
  m(0, 'action', "Pass me the Yankauer and switch the suction on please, I'm going to clear his mouth.", [
    ok(2),
  ]),
  m(0, 'typo', "I think I'd probably suck out his mouth with the Yankee before I try to bag him", [ok(2)]),
  m(
    0,
    'action',
    'We suction the front of the mouth and along the cheeks with the Yankauer, no further back than I can see.',
    [ok(2)],
  ),
  m(0, 'shorthand', "Quick oral suction with a 12 Fr catheter, he's drooling a lot.", [ok(2)]),
  danger(0, "I'll do a quick finger sweep to scoop the secretions out of his mouth.", [wrong(2)]),
  danger(0, "Keep the suction going a good thirty seconds until it's completely dry in there.", [wrong(2)]),
  danger(0, "pass the catheter down his throat as far as it'll go to get everything out", [wrong(2)]),
  danger(0, "Jam the Yankauer right to the back of his throat, there's more stuff down there I can't see.", [
    wrong(2),
  ]),

  // Equipment (BMV-8, 9, 10)
  m(0, 'several', 'Child-size mask, 500 ml self-inflating bag, oxygen on at 15 litres.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'SIB 500cc, paeds mask bridge of nose to chin cleft, O2 15L', [
    ok(8),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    'I choose a child face mask that reaches from the bridge of his nose to the cleft of his chin and stays off his eyes.',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'action', 'Oxygen tubing onto the bag and the flowmeter turned up to fifteen litres a minute.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'BVM connected to wall O2 @ 10 L/min', [ok(10, { o2LPerMin: 10 })]),
  m(
    0,
    'action',
    'I take the bag of 500 ml, the one that inflates by itself, and I put the oxygen on 12 liters.',
    [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 12 })],
  ),
  m(0, 'action', 'Could you grab the 500 mL bag and hook it up to oxygen at 15 for me?', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'typo', 'chlid mask, 500ml ambu, o2 15 lpm on', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', "I'd go for the child mask and check it sits from the nose bridge to the chin.", [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'action', 'Bag: the 500 mL self-inflating one, reservoir attached.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'Flow on 15 L, reservoir filling.', [ok(10, { o2LPerMin: 15 })]),
  m(
    0,
    'action',
    "The mask I've picked fits from the bridge of the nose to the chin cleft, not overlapping his eyes.",
    [ok(8)],
  ),
  m(0, 'shorthand', 'Five hundred mil bag.', [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'Fifteen litres of oxygen into the bag, I think? Yes, turning it on now.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', "For an 18 kg boy I'd use a 500 millilitre self-inflating bag.", [ok(9, { bagMl: 500 })]),
  m(0, 'typo', 'Pediatric mask sized nose brigde to chin, looks rite', [ok(8)]),
  danger(0, 'Adult mask is fine, the bigger one covers more.', [wrong(8, { mask: 'adult' })]),
  danger(0, "The infant mask will do, it's the one on the top of the trolley.", [
    wrong(8, { mask: 'infant' }),
  ]),
  danger(0, "just grab whichever mask is nearest, size doesn't really matter", [wrong(8)]),
  danger(0, "Neonatal mask, he's got quite a small face.", [wrong(8, { mask: 'neonate' })]),
  danger(0, "Use the 250 ml bag, he's only little.", [wrong(9, { bagMl: 250 })]),
  danger(0, 'neonatal BVM is fine for him', [wrong(9)]),
  danger(0, "The little baby bag is already set up, so I'll use that one rather than waste time.", [
    wrong(9),
  ]),
  danger(0, 'O2 at 2 litres to start with.', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "Don't worry about the oxygen yet, room air through the bag will do for now.", [wrong(10)]),
  danger(0, 'bags attached but i havent turned the flow on yet, fine for now', [wrong(10)]),
  danger(0, "Put the oxygen on 4 litres, we don't want to give a child too much.", [
    wrong(10, { o2LPerMin: 4 }),
  ]),

  // The mask on the face (BMV-11 to 15)
  m(
    0,
    'action',
    'The mask goes on with the narrow end over the bridge of his nose and the wide end on his chin.',
    [ok(11)],
  ),
  m(0, 'shorthand', 'apex of mask on nasal bridge', [ok(11)]),
  m(0, 'typo', 'mask on the rite way up', [ok(11)]),
  m(
    0,
    'several',
    'I put the mask, the thin part go on the nose and the big part on the chin, and it cover also the mouth.',
    [ok(11), ok(12)],
  ),
  m(0, 'action', 'Pointy bit at the top, over his nose.', [ok(11)]),
  m(0, 'action', 'Making sure it covers both his nose and his mouth.', [ok(12)]),
  m(0, 'shorthand', 'mask over nose + mouth', [ok(12)]),
  m(0, 'typo', 'mask coverin his mouth and nose fully', [ok(12)]),
  m(0, 'action', 'The mask I put with the narrow side up, to the nose.', [ok(11)]),
  m(0, 'negation', 'Not only the mouth: his nose has to be inside the mask too.', [ok(12)]),
  m(
    0,
    'action',
    'I hold it with an E-C grip: thumb and index finger on the mask, the other three fingers along the bone of his jaw.',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC clamp', [ok(13)]),
  m(0, 'typo', 'E-C clam grip on the mask', [ok(13)]),
  m(
    0,
    'action',
    "It's leaking, so I'm going to two hands on the mask and asking the nurse to squeeze the bag.",
    [ok(13)],
  ),
  m(0, 'shorthand', '2-person technique: me both hands on mask, RN bags', [ok(13)]),
  m(0, 'action', 'Good seal now, no air hissing out around the edges.', [ok(14)]),
  m(0, 'shorthand', 'tight seal', [ok(14)]),
  m(0, 'action', 'The seal holds when I squeeze, no leak that I can feel.', [ok(14)]),
  m(0, 'action', "No gap at his cheeks or his chin, the seal's good.", [ok(14)]),
  m(0, 'negation', 'Making sure the top of the mask sits on the bridge of his nose and not on his eyes.', [
    ok(11),
    ok(15),
  ]),
  m(0, 'negation', 'fingers kept well away from his eyes', [ok(15)]),
  m(0, 'action', 'Keeping any pressure off his eyes while I hold the mask.', [ok(15)]),
  m(
    0,
    'several',
    'At the head: mask on the right way up over nose and mouth, E-C grip, good seal, nothing on the eyes.',
    [ok(16), ok(11), ok(12), ok(13), ok(14), ok(15)],
  ),
  m(0, 'shorthand', 'mask nose+mouth, EC, sealed, eyes clear', [ok(12), ok(13), ok(14), ok(15)]),
  m(0, 'action', 'I would hold the mask on with my left hand in a C and E, and squeeze with the right.', [
    ok(13),
  ]),
  danger(0, 'Mask on with the pointy end down on his chin, it seems to sit better that way.', [wrong(11)]),
  danger(0, 'I flip the mask upside down so the wide bit covers his nose', [wrong(11)]),
  danger(0, 'Upside down is fine, the mask is roundish anyway.', [wrong(11)]),
  danger(0, 'Mask over his mouth only, his nose is blocked with snot anyway.', [wrong(12)]),
  danger(0, "just over the nose, I'll let his mouth hang open", [wrong(12)]),
  danger(0, "Half his mouth sticks out below the mask but that's close enough.", [wrong(12)]),
  danger(0, 'I press the mask down with my palm flat on top of it.', [wrong(13)]),
  danger(0, "It's leaking but I'll keep going one-handed, there's no time for a second person.", [
    wrong(13),
    wrong(14),
  ]),
  danger(0, "Bit of a leak at the cheeks but he's getting 15 L so it doesn't matter.", [wrong(14)]),
  danger(0, 'cant get a seal, whatever, keep squeezing', [wrong(14)]),
  danger(0, "The mask rides up onto his eyes a bit but the seal's better like that.", [wrong(15)]),
  danger(0, 'resting my thumb on his eye to steady the mask', [wrong(15)]),
  danger(0, "I'll push down on the top of the mask, over the eyes, to stop it leaking.", [wrong(15)]),

  // Position at the head (BMV-16)
  m(0, 'action', 'I get behind the head of the bed, looking down at his face.', [ok(16)]),
  m(0, 'action', 'Pull the bed off the wall so I can stand at the head.', [ok(16)]),
  m(0, 'action', "I'd position myself at the top of the bed, behind his head.", [ok(16)]),
  m(0, 'shorthand', 'moving to head end', [ok(16)]),
  m(0, 'typo', 'im at the head of the bed now', [ok(16)]),
  danger(0, "I'll bag him from the side of the bed, it's quicker than moving the bed.", [wrong(16)]),
  danger(0, "standing at his right side to hold the mask, the bed's against the wall", [wrong(16)]),

  // Negations
  m(0, 'negation', "No finger sweep. I'll clear it with the Yankauer where I can see the tip.", [ok(2)]),
  m(0, 'negation', "I won't use the infant bag, it's too small for him; the 500 mL one.", [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'negation', "I'm not going to leave him to find help. Nurse, please go and call the team.", [ok(1)]),
  m(
    0,
    'negation',
    "I won't suction for long, just short passes with the Yankauer so his sats don't drop further.",
    [ok(2)],
  ),
  m(0, 'negation', 'The adult mask is too big, it would cover his eyes, so not that one.', [none(8)]),
  m(0, 'negation', 'Not on room air: oxygen into the bag at 15 L before I start.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'negation', "Making sure my thumb isn't resting anywhere near his eyes.", [ok(15)]),
  m(0, 'negation', "I won't hold the mask with a flat palm; E-C grip instead.", [ok(13)]),
  m(0, 'negation', 'Not bagging from the side, I move round to the head.', [ok(16)]),

  // Questions and hypotheticals
  m(0, 'question', 'What size mask should a 4-year-old get?', [none(8)]),
  m(0, 'question', 'Should I be putting out an emergency call for this?', [none(1)]),
  m(0, 'question', 'How much oxygen flow do you want through the bag?', [none(10)]),
  m(0, 'question', 'is 500ml big enough for him or do I need the adult bag?', [none(9)]),
  m(0, 'hypothetical', "If the seal's poor, would a two-person technique help?", [none(13)]),
  m(0, 'hypothetical', 'If more secretions come up I would suction again before bagging.', [none(2)]),
  m(0, 'question', "Can I do the bagging from the foot end? There's more room there.", [none(16)]),
  m(0, 'question', 'Which way round does the mask go?', [none(11)]),
  m(0, 'question', 'yankauer or a soft catheter for his mouth?', [none(2)]),

  // Safe messages that earn nothing
  safe(0, 'hint', 'ok what next'),
  safe(0, 'hint', "I'm stuck"),
  safe(0, 'hint', 'not sure what to do first tbh'),
  safe(0, 'answer', "What's his heart rate?"),
  safe(0, 'answer', 'Does he have IV access?'),
  safe(0, 'answer', 'How much lorazepam did he get, and when?'),
  safe(0, 'answer', 'does he have a pulse?'),
  safe(0, 'answer', 'What does he weigh?'),
  safe(0, 'acknowledge', 'Can someone check a blood glucose?'),
  safe(0, 'acknowledge', "Someone please tell his parents what's happening and stay with them."),
  safe(0, 'acknowledge', 'Put him on the monitor: sats, ECG and a cycling blood pressure.'),
];

const PHASE_1: HeldOutUtterance[] = [
  // Head position (BMV-3)
  m(1, 'action', 'His head goes into the sniffing position, neck neutral, not overextended.', [ok(3)]),
  m(1, 'shorthand', 'small folded towel under occiput -> sniffing pos', [ok(3)]),
  m(1, 'typo', 'repositon his head to sniffing, not hyperextnded', [ok(3)]),
  m(1, 'action', 'I make the position of the head like he is sniffing the air, not too much back.', [ok(3)]),
  m(
    1,
    'action',
    "Ear canal level with the front of his shoulder, face looking at the ceiling: that's his neutral sniffing position.",
    [ok(3)],
  ),
  m(1, 'typo', 'Sniffling position with a pad under his head', [ok(3)]),
  m(
    1,
    'action',
    "We've put a folded sheet under his head so he's in the sniffing position, chin not tipped right back.",
    [ok(3)],
  ),

  // Opening the airway (BMV-4)
  m(1, 'action', 'Head tilt-chin lift, my fingers on the bony point of his chin.', [ok(4)]),
  m(1, 'shorthand', 'jaw thrust - fingers behind angles of mandible, lift fwd', [ok(4)]),
  m(1, 'shorthand', 'HTCL, fingertips on bone not soft tissue', [ok(4)]),
  m(1, 'typo', 'jaw trust from behind w both hands while the nurse bags', [ok(4)]),
  m(1, 'action', 'I open his airway with a gentle head tilt and chin lift, fingers on the jaw bone.', [
    ok(4),
  ]),
  m(1, 'action', 'We open the airway with a jaw thrust, pushing the angles of the jaw forward.', [ok(4)]),
  m(
    1,
    'action',
    "I'd tilt his head slightly and lift the chin with two fingers under the bony part of the jaw.",
    [ok(4)],
  ),

  // The mask hand keeps the airway open (BMV-17)
  m(1, 'action', 'I lift his jaw up into the mask with the last three fingers of my mask hand.', [ok(17)]),
  m(1, 'shorthand', 'mask hand doing the chin lift, other hand on bag', [ok(17)]),
  m(
    1,
    'action',
    'My hand on the mask pulls his jaw up to the mask rather than pushing the mask down on his face.',
    [ok(17)],
  ),
  m(1, 'shorthand', '3rd-5th fingers on mandible lifting into mask', [ok(17)]),
  m(1, 'typo', 'keepin the jaw lifted w the same hand thats on the mask', [ok(17)]),
  m(
    1,
    'action',
    "The fingers of the hand that holds the mask keep his chin up between breaths, so the jaw doesn't sag.",
    [ok(17)],
  ),

  // Squeeze (BMV-18)
  m(1, 'action', 'Gentle squeeze over about a second, just enough to see his chest rise.', [ok(18)]),
  m(1, 'shorthand', 'squeeze 1 sec, stop when chest rises', [ok(18)]),
  m(1, 'action', 'Slow, gentle breaths, only as much as makes his chest come up.', [ok(18)]),
  m(
    1,
    'action',
    'I give each breath over one second and watch for the chest to lift, and no more than that.',
    [ok(18)],
  ),
  m(1, 'typo', 'gentle sqeezes, just til i see chest rise', [ok(18)]),

  // Rate (BMV-19)
  m(1, 'action', 'Breathing for him at 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', '1 breath q3s', [ok(19)]),
  m(1, 'shorthand', 'rate 24/min', [ok(19, { ratePerMin: 24 })]),
  m(1, 'action', 'About twenty-five breaths a minute.', [ok(19, { ratePerMin: 25 })]),
  m(1, 'action', "I count 'squeeze, release, release' so it's a breath every two to three seconds.", [
    ok(19),
  ]),
  m(1, 'action', "I'd ventilate him at around 22 breaths per minute, watching the clock.", [
    ok(19, { ratePerMin: 22 }),
  ]),

  // Several at once
  m(
    1,
    'several',
    'Sniffing position, head tilt chin lift, then slow one-second breaths at 20 a minute with just enough to lift the chest.',
    [ok(3), ok(4), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(1, 'several', "We've put him into a neutral sniffing position and opened the airway with a jaw thrust.", [
    ok(3),
    ok(4),
  ]),
  m(
    1,
    'several',
    'Could you squeeze the bag, one second each, just to chest rise, about 20 a minute, while I hold the mask with both hands and keep a jaw thrust?',
    [ok(4), ok(13), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
    'A two-person hold is a right way to hold the mask (BMV-13); both hands on the mask keep the jaw thrust (BMV-17).',
  ),
  m(1, 'several', 'Neutral position, chin held up by my mask hand, a breath every 3 seconds.', [
    ok(3),
    ok(17),
    ok(19),
  ]),
  m(1, 'shorthand', 'sniff pos + JT + 20/min', [ok(3), ok(4), ok(19, { ratePerMin: 20 })]),

  // Reassessment (BMV-7)
  m(
    1,
    'action',
    'After repositioning I recheck: is his chest rising, and what are his sats and heart rate?',
    [ok(7)],
  ),
  m(1, 'shorthand', 'reassess post JT: chest rise / SpO2 / HR', [ok(7)]),
  m(1, 'action', 'Every time I change something I look at the chest, the sats and the heart rate.', [ok(7)]),

  // Dangers
  danger(1, 'Tip his head right back as far as it goes to open everything up.', [wrong(3)]),
  danger(1, 'hyperextend the neck, that always works for me', [wrong(3)]),
  danger(1, "I'll put two pillows under his head so he's comfy.", [wrong(3)], 'Two pillows flex the neck.'),
  danger(1, "chin down on his chest is fine, I'll just bag harder", [wrong(3), wrong(18)]),
  danger(1, 'I push my fingers up into the soft bit under his chin to lift the tongue.', [wrong(4)]),
  danger(1, 'fingers pressed into the floor of his mouth under the jaw for a better grip', [wrong(4)]),
  danger(1, "I'm squeezing under his chin with my fingers while I hold the mask.", [wrong(4)]),
  danger(1, 'I push the mask down hard onto his face to get it to seal; the jaw can stay where it is.', [
    wrong(17),
  ]),
  danger(1, 'My mask hand just sits on the mask, the nurse can sort his chin out later.', [wrong(17)]),
  danger(1, "not bothering to lift the jaw, I'll press the mask into his face instead", [wrong(17)]),
  danger(1, 'Squeeze the whole bag as hard as I can to get his sats up.', [wrong(18)]),
  danger(1, 'big fast breaths to blow off his CO2', [wrong(18)]),
  danger(1, 'Empty the bag completely with each breath, he needs the volume.', [wrong(18)]),
  danger(1, "I'm giving really quick squeezes, maybe a quarter of a second each.", [wrong(18)]),
  danger(1, 'Bagging at 60 a minute because his sats are so low.', [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'going fast, about 40/min till his sats pick up', [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'One breath every six seconds is plenty for him.', [wrong(19)]),
  danger(1, 'ten breaths a minute, like adult rescue breathing', [wrong(19, { ratePerMin: 10 })]),
  danger(1, "Don't need to keep looking at the monitor; I'll just bag and check back in ten minutes.", [
    wrong(7),
  ]),
  danger(1, "The chest is barely rising but that's ok, keep going as we are.", [wrong(20)]),
  danger(1, "I'll move round to the side so I can see the monitor while I bag.", [wrong(16)]),
  danger(1, "I'll hook my thumb over his eyebrow and eye to get more purchase on the mask.", [wrong(15)]),
  danger(1, "Turn the O2 down to 5 L, we're burning through the cylinder.", [wrong(10, { o2LPerMin: 5 })]),
  danger(1, 'still leaking at the chin, ignore it', [wrong(14)]),

  // Negations
  m(
    1,
    'negation',
    "I won't hyperextend his neck: neutral sniffing position with a small towel under his head.",
    [ok(3)],
  ),
  m(1, 'negation', 'Lifting the chin by the bone, not pressing on the soft tissue under the jaw.', [ok(4)]),
  m(1, 'negation', 'Not squeezing the whole bag, only enough to see the chest come up, over a second.', [
    ok(18),
  ]),
  m(1, 'negation', "I'm not going to bag fast just because his sats are low; 20 a minute.", [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'negation', 'not pushing the mask into his face - I bring his jaw up to the mask with my fingers', [
    ok(17),
  ]),
  m(1, 'negation', "There's no neck injury, so I don't need a jaw thrust; I'll do a head tilt-chin lift.", [
    ok(4),
  ]),
  m(
    1,
    'negation',
    "No pillow under his head, he'd flex forward; just a thin pad for the sniffing position.",
    [ok(3)],
  ),

  // Questions and hypotheticals
  m(1, 'question', 'Should I do a head tilt chin lift or a jaw thrust?', [none(4)]),
  m(1, 'question', 'What rate do you want for a 4-year-old?', [none(19)]),
  m(1, 'question', 'Sniffing position for a 4 year old, or does he need a shoulder roll?', [none(3)]),
  m(1, 'question', 'how hard should I be squeezing?', [none(18)]),
  m(1, 'hypothetical', "If the chest still doesn't rise I'd switch to a jaw thrust.", [none(4)]),
  m(
    1,
    'hypothetical',
    "If I can't hold the seal and lift the jaw at the same time, I would ask for a second person on the mask.",
    [none(13), none(17)],
  ),
  m(1, 'question', 'Do I lift the jaw with the hand on the mask or the other one?', [none(17)]),
  m(1, 'hypothetical', "Say his stomach starts to swell: I'd make my breaths smaller and slower.", [
    none(18),
  ]),

  // Safe
  safe(1, 'answer', 'What are his sats now?'),
  safe(1, 'answer', "What's the glucose?"),
  safe(1, 'hint', 'chest still barely moving... what am I missing?'),
  safe(1, 'acknowledge', "Can someone start writing down times and what we've done?"),
  safe(1, 'acknowledge', 'Send a venous gas from the cannula please.'),
  safe(1, 'hint', 'next'),
  safe(1, 'answer', 'Is the chest moving at all with my breaths?'),
];

const PHASE_2: HeldOutUtterance[] = [
  // Adjunct choice, size and insertion (BMV-5, 6)
  m(
    2,
    'action',
    "He isn't gagging when I suction, so I'll size an oral airway from the corner of his mouth to the angle of his jaw.",
    [ok(5, OPA)],
  ),
  m(2, 'shorthand', 'OPA sized corner of mouth -> angle of mandible', [ok(5, OPA)]),
  m(
    2,
    'action',
    'I insert the oral airway the right way up over a tongue depressor, following the curve of the tongue until the flange sits at his lips.',
    [ok(6, OPA)],
  ),
  m(
    2,
    'several',
    'A nasal airway measured from the nostril to the tragus, lubricated, and passed gently straight back along the floor of the nose.',
    [ok(5, NPA), ok(6, NPA)],
  ),
  m(2, 'shorthand', 'NPA sized nare→tragus, lubed, bevel to septum, straight back', [ok(5, NPA), ok(6, NPA)]),
  m(
    2,
    'several',
    'An oropharyngeal airway was sized from the lip corner to the jaw angle and inserted under direct vision with a tongue depressor.',
    [ok(5, OPA), ok(6, OPA)],
  ),
  m(
    2,
    'several',
    'I measure the Guedel from the mouth corner to the jaw angle, then I put it inside with the tongue blade, no rotation.',
    [ok(5, OPA), ok(6, OPA)],
  ),
  m(2, 'typo', 'gudel airway - measured lip corner to jaw angle, in with a tounge depressor', [
    ok(5, OPA),
    ok(6, OPA),
  ]),
  m(
    2,
    'action',
    "No gag, so I'd go for an OPA, measuring it against his face from the corner of the mouth to the angle of the mandible.",
    [ok(5, OPA)],
  ),
  m(
    2,
    'action',
    'I slide the nasal airway in gently, lubricated, aiming straight back towards the back of his head, not upwards.',
    [ok(6, NPA)],
  ),
  m(
    2,
    'action',
    'Picking the nasal airway whose length matches the tip of his nose to the tragus, and a width that fits his nostril.',
    [ok(5, NPA)],
  ),
  m(2, 'shorthand', 'Tongue depressor on the tongue, OPA in concave side down, flange at the lips.', [
    ok(6, OPA),
  ]),

  // Effective ventilation (BMV-20) and reassessment (BMV-7)
  m(2, 'action', 'Chest rising nicely with each breath and his sats are up to 92.', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, SpO2 climbing, 90s', [ok(20)]),
  m(2, 'typo', 'chest movin well w each breth, sats going up', [ok(20)]),
  m(2, 'action', 'I can see both sides of his chest go up with every squeeze and the saturation is now 94.', [
    ok(20),
  ]),
  m(
    2,
    'action',
    "Ventilation's working: visible chest rise each time and the sats have gone from 86 to 93.",
    [ok(20)],
  ),
  m(2, 'several', 'Reassessing after the OPA: chest rising, sats 94, heart rate 115.', [ok(7), ok(20)]),
  m(2, 'action', "I re-look at chest rise, SpO2 and heart rate now the airway's in.", [ok(7)]),
  m(2, 'shorthand', 'post-adjunct recheck - chest, sats, HR', [ok(7)]),
  m(
    2,
    'several',
    'With the nasal airway in, I check again: the chest moves well, sats 95 and rising, HR 112.',
    [ok(7), ok(20)],
  ),
  m(
    2,
    'action',
    'Oral airway in, then I watch his chest, his sats and his heart rate to make sure it helped.',
    [ok(7)],
  ),
  m(
    2,
    'several',
    'Still bagging at 20 a minute, gentle squeezes just to chest rise; the chest is moving and sats are 93.',
    [ok(18), ok(19, { ratePerMin: 20 }), ok(20)],
  ),

  // Dangers
  danger(2, 'Adult Guedel, size 4, should be fine for him.', [wrong(5, OPA)]),
  danger(2, "I'll use the smallest oral airway, the neonatal one, so it doesn't hurt him.", [wrong(5, OPA)]),
  danger(2, 'Measure the OPA from his front teeth to the tip of his chin.', [wrong(5, OPA)]),
  danger(2, 'grab a 7.0 nasal airway, the adult one', [wrong(5, NPA)]),
  danger(2, "Push the OPA in, it doesn't matter that it's too long, it'll sit in the back of the throat.", [
    wrong(5, OPA),
  ]),
  danger(2, 'OPA in upside down and then spin it round 180, like we do in adults.', [wrong(6, OPA)]),
  danger(2, "push the NPA up towards his eyes, that's the way the nose goes", [wrong(6, NPA)]),
  danger(2, "It's sticking in the nostril, I'll just force it through.", [wrong(6, NPA)]),
  danger(2, "just shove the OPA in without a tongue depressor, it'll find its way", [wrong(6, OPA)]),
  danger(2, 'No chest rise, but his sats are 86, good enough, carry on the same.', [wrong(20)]),
  danger(2, "Chest isn't moving much but I'm squeezing so he's getting air in.", [wrong(20)]),
  danger(2, "Adjunct's in, no need to recheck anything, just keep bagging.", [wrong(7)]),
  danger(2, "I'm going to stop watching the sats, they just stress me out.", [wrong(7)]),
  danger(2, "He's pinking up so I'll drop to 8 breaths a minute.", [wrong(19, { ratePerMin: 8 })]),
  danger(2, 'give him a few really big breaths to pop his lungs open', [wrong(18)]),
  danger(2, 'With the airway in I can take my hand off his jaw and just hold the mask down on him.', [
    wrong(17),
  ]),

  // Negations
  m(2, 'negation', 'Not rotating the OPA in a kid: tongue depressor and straight in the right way up.', [
    ok(6, OPA),
  ]),
  m(2, 'negation', "I won't force the nasal airway; lubricated and gently along the floor of the nose.", [
    ok(6, NPA),
  ]),
  m(
    2,
    'negation',
    "I'm not just assuming it worked: chest rise, sats and heart rate rechecked after the airway went in.",
    [ok(7)],
  ),
  m(2, 'negation', 'Not the adult-sized airway, I measure one from his mouth corner to his jaw angle.', [
    ok(5, OPA),
  ]),
  m(2, 'negation', 'not aiming the NPA upward, straight back along the floor of the nose', [ok(6, NPA)]),

  // Questions and hypotheticals
  m(2, 'question', 'Oral or nasal airway for him?', [none(5)]),
  m(2, 'question', 'How do I size an OPA again?', [none(5)]),
  m(2, 'hypothetical', "If he gags on the OPA I'd take it out and put in a nasal one.", [none(5)]),
  m(2, 'question', 'Should I lubricate the NPA?', [none(6)]),
  m(2, 'question', 'Do you want the oral airway rotated in or put in straight?', [none(6)]),
  m(
    2,
    'hypothetical',
    "If his sats don't come up after the airway, I'd recheck the seal and the head position.",
    [none(3), none(14)],
  ),
  m(2, 'hypothetical', "Would I need an NPA instead if he's got a gag?", [none(5)]),
  m(2, 'question', 'How do I know the ventilation is actually effective?', [none(20)]),

  // Safe
  safe(2, 'hint', 'what now'),
  safe(2, 'answer', 'Does he have a gag reflex?'),
  safe(2, 'answer', 'Is his chest rising now?'),
  safe(2, 'acknowledge', "I'll let his parents know he's improving."),
  safe(2, 'answer', "What's his heart rate doing?"),
  safe(2, 'acknowledge', "Let's recheck his glucose and send a gas."),
  safe(2, 'hint', 'done, next step?'),
];

export const SAMPLE_MESSAGES: HeldOutUtterance[] = [...PHASE_0, ...PHASE_1, ...PHASE_2];
