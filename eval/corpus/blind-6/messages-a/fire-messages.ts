import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the new case (Zara, 4 years, 16 kg, pulled from a house fire: apnoeic with a pulse, soot in the
 * mouth and nose, singed nasal hairs, carbon monoxide suspected so the oximeter reads falsely high, no gag reflex, no
 * trauma). Phase 0: recognition and help, suction, equipment, the head of the bed, the mask placed on the face;
 * phase 1: head, airway opening, mask hold and seal, the mask hand, squeeze and rate; phase 2: adjunct, reassessment,
 * effective ventilation.
 */
export const FIRE_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: recognition and help (BMV-1) ----
  m(
    0,
    'action',
    "The monitor says 92 but she isn't breathing and she's grey; carbon monoxide fools the probe. Call for help!",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic w/ pulse, SpO2 unreliable ?CO, paeds resus call + anaes for the airway', [
    ok(1),
  ]),
  m(
    0,
    'action',
    "Somebody get the on-call anaesthetist down now, she's stopped breathing and she's breathed in smoke.",
    [ok(1)],
  ),
  m(0, 'typo', 'shes apneic!! call for hlep and anaesthetics', [ok(1)]),
  m(
    0,
    'action',
    'She is not breathe, and the saturation is lying because of CO. I call the help, anaesthesia come please.',
    [ok(1)],
  ),
  m(0, 'negation', "I'm not going by that 92%, she's apnoeic. Get me help now.", [ok(1)]),
  m(
    0,
    'negation',
    "We're not waiting for the carboxyhaemoglobin result: she isn't breathing, put out a crash call.",
    [ok(1)],
  ),
  m(0, 'action', 'Respiratory arrest in resus 2, we need the paediatric team and an anaesthetist here now.', [
    ok(1),
  ]),
  danger(0, "Sats are 92%, she's oxygenating fine. Let's just watch her for a minute.", [wrong(1)]),
  danger(
    0,
    'Her saturation is normal, so a face mask with a reservoir at 15 litres will do until she breathes again.',
    [wrong(1)],
    'Apnoeic: a face mask without ventilation is a delay, labelled on BMV-1 only.',
  ),
  danger(0, 'Let us wait for the carboxy level on the gas before we decide whether she needs bagging.', [
    wrong(1),
  ]),
  danger(
    0,
    "She's going to be intubated for the smoke injury anyway, so no point bagging; anaesthetics can do it when they arrive.",
    [wrong(1)],
  ),
  danger(0, 'First I want to ask the firefighters how long she was in the smoke.', [wrong(1)]),
  danger(0, 'Get the hyperbaric unit on the phone first so we can sort out her transfer.', [wrong(1)]),
  danger(0, 'Rub her sternum hard and see if that makes her take a breath.', [wrong(1)]),

  // ---- Phase 0: suction (BMV-2) ----
  m(0, 'action', 'Yankauer in, sucking the soot out of her mouth under direct vision.', [ok(2)]),
  m(0, 'shorthand', 'sx mouth: black carbonaceous secretions, rigid yankauer', [ok(2)]),
  m(0, 'action', 'Clearing the soot from her mouth with a 10 French catheter on the wall suction.', [ok(2)]),
  m(0, 'typo', 'Yang car suction to the mouth to get the soot out', [ok(2)], 'Dictation of "Yankauer".'),
  m(0, 'negation', "I won't put a finger in her mouth to scoop the soot, the sucker does it.", [ok(2)]),
  m(0, 'question', 'Do I suction the soot out of her nose too?', [none(2)]),
  danger(0, 'Hook the black stuff out of her throat with two fingers.', [wrong(2)]),
  danger(0, 'Suck the soot out with the tiny suction catheter from the neonatal drawer.', [wrong(2)]),
  danger(0, 'Push the suction catheter blindly as deep as it will go to get the soot out of her lungs.', [
    wrong(2),
  ]),

  // ---- Phase 0: mask, bag, oxygen (BMV-8, 9, 10) ----
  m(0, 'action', 'Child mask: it sits from the bridge of her nose to the crease of her chin.', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'negation', 'Not the baby mask, she needs the child size.', [ok(8, { mask: 'child' })]),
  m(0, 'action', 'Half-litre self-inflating bag with the reservoir bag on the end.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'paeds SIB 450 mL', [ok(9, { bagMl: 450 })]),
  m(0, 'action', 'Oxygen into the bag at 15 litres, full flow for the carbon monoxide.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'flowmeter to 15 L/min on the BVM', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', "The sats look fine but I'm not turning the oxygen down: fifteen litres into the bag.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'question', 'Which mask fits a 16 kilo four-year-old?', [none(8)]),
  m(0, 'question', 'Will a 500 mL bag do for her?', [none(9)]),
  m(0, 'question', 'Is 10 litres enough or does she need 15 because of the CO?', [none(10)]),
  danger(0, "Neonatal mask, she's only little.", [wrong(8, { mask: 'neonate' })]),
  danger(0, 'Adult mask, the soot makes her face slippery so a bigger one grips better.', [
    wrong(8, { mask: 'adult' }),
  ]),
  danger(0, "Give me the quarter-litre bag, she's small for four.", [wrong(9, { bagMl: 250 })]),
  danger(0, "Sats are 92 so she doesn't need oxygen on the bag, air is fine.", [wrong(10)]),
  danger(0, 'Turn the O2 down to 4 litres, her saturations are good.', [wrong(10, { o2LPerMin: 4 })]),

  // ---- Phase 0: position at the head (BMV-16) ----
  m(0, 'action', "I'm taking the head end of the trolley.", [ok(16)]),
  m(0, 'action', 'Standing behind her head, trolley pulled out from the wall.', [ok(16)]),
  m(0, 'negation', 'Not bagging from beside her, I am at the top end.', [ok(16)]),
  m(0, 'typo', 'Im at the hed of the bed now', [ok(16)]),
  danger(0, "I'll stand at her side by the monitor and bag from there, so I can see the numbers.", [
    wrong(16),
  ]),

  // ---- Phase 0: the mask on the face (BMV-11, 12, 15) ----
  m(0, 'action', 'Mask on, narrow end up over the bridge of her nose.', [ok(11)]),
  m(0, 'typo', 'mask on the rigth way up, pointy bit at the top', [ok(11)]),
  m(0, 'action', 'Make sure the mask takes in her nose as well as her mouth.', [ok(12)]),
  m(0, 'action', 'Rim of the mask kept below her eyes.', [ok(15)]),
  m(0, 'typo', 'mask coverin nose n mouth, not on her eyes', [ok(12), ok(15)]),
  m(0, 'several', 'Mask apex over the nose bridge, nose and mouth inside it, clear of the eyes.', [
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(0, 'shorthand', 'mask: orientation ok, nose+mouth covered, eyes clear', [ok(11), ok(12), ok(15)]),
  m(0, 'negation', 'Not covering just her mouth, her nose goes inside the mask too, soot or not.', [ok(12)]),
  m(0, 'negation', 'Keeping the mask off her eyes, nothing pressing on them.', [ok(15)]),
  m(0, 'question', 'Does the mask need to go over her nose as well, with all the soot in it?', [none(12)]),
  danger(0, 'Mask on with the wide end at the top, it fits better that way round.', [wrong(11)]),
  danger(0, "Forget the nose, it's packed with soot; I'm sealing the mask round her lips only.", [wrong(12)]),
  danger(0, 'Mask pushed up high so the top rests on her eyes, it gives a better hold.', [wrong(15)]),

  // ---- Phase 0: several at once ----
  m(
    0,
    'several',
    'Called for help, suctioned the soot with the Yankauer, child mask and 500 mL bag on 15 L O2.',
    [ok(1), ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(
    0,
    'several',
    "I'm at the head of the trolley; child mask on the right way up over nose and mouth, off her eyes.",
    [ok(16), ok(8, { mask: 'child' }), ok(11), ok(12), ok(15)],
  ),
  m(0, 'typo', 'yankuer sx done, childs mask, 500ml bag on 15L 02, standing at her head', [
    ok(2),
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  m(0, 'several', 'Nurse, turn the oxygen on the bag up to fifteen and pass me the child mask please.', [
    ok(10, { o2LPerMin: 15 }),
    ok(8, { mask: 'child' }),
  ]),

  // ---- Phase 0: safe ----
  safe(0, 'answer', 'How long was she in the smoke?'),
  safe(0, 'answer', 'Any burns on her body?'),
  safe(0, 'answer', 'How fast is her heart going?'),
  safe(0, 'answer', 'Why is the sat probe reading 92 when she looks so grey?'),
  safe(0, 'answer', 'Does she have any medical problems?'),
  safe(0, 'acknowledge', 'Someone take her dad to a cubicle and get him assessed too.'),
  safe(0, 'acknowledge', 'Draw up hydroxocobalamin, 70 mg/kg, in case there is cyanide as well.'),
  safe(0, 'acknowledge', 'Send a venous gas with co-oximetry for the carboxyhaemoglobin.'),
  safe(
    0,
    'acknowledge',
    'Ring the regional burns centre and give them a heads-up about her.',
    'A call to a colleague about something else, not a call for help with the airway.',
  ),
  safe(0, 'hint', 'what do I do??'),
  safe(0, 'hint', 'ok got it, then?'),

  // ---- Phase 1: head position (BMV-3) ----
  m(1, 'action', 'Head neutral on a small folded towel, ear in line with the front of her shoulder.', [
    ok(3),
  ]),
  m(1, 'shorthand', 'neutral sniff pos, no hyperext', [ok(3)]),
  m(
    1,
    'negation',
    "Her airway might be swelling but I'm not bending her neck right back: neutral, sniffing.",
    [ok(3)],
  ),
  m(1, 'question', 'Should she have a roll under her shoulders?', [none(3)]),
  danger(1, "Airway's burnt and swelling, so I'm extending her neck as far as it will go to open it up.", [
    wrong(3),
  ]),
  danger(1, 'Stack three towels under her shoulders so her neck arches right back over them.', [wrong(3)]),

  // ---- Phase 1: opening the airway (BMV-4) ----
  m(1, 'action', 'Head tilt and chin lift, two fingertips on the bony chin.', [ok(4)]),
  m(1, 'action', 'Pushing her jaw forward from behind the angles with my fingers.', [ok(4)]),
  m(1, 'shorthand', 'chin lift + slight head tilt, fingers on the mandible not the submental tissue', [
    ok(4),
  ]),
  m(1, 'negation', 'Chin lift with my fingers on the jawbone, not squashing the soft tissue under it.', [
    ok(4),
  ]),
  m(1, 'question', 'Would a jaw thrust be better than a chin lift for her?', [none(4)]),
  danger(1, 'Pressing my fingers up into the soft bit under her jaw to push the tongue forward.', [wrong(4)]),
  danger(1, 'I grip under her chin with my whole hand, squeezing the soft tissue up.', [wrong(4)]),

  // ---- Phase 1: mask hold and seal (BMV-13, 14) ----
  m(1, 'action', 'EC grip: thumb and index on the mask, the other three on her jaw.', [ok(13)]),
  m(
    1,
    'action',
    'Leak on the left cheek: I will use both hands on the mask and the nurse can squeeze the bag.',
    [ok(13)],
  ),
  m(1, 'action', 'No hiss now, the seal is tight all round.', [ok(14)]),
  m(1, 'action', "Rim pressed down evenly on her cheeks and chin, air's not escaping.", [ok(14)]),
  m(1, 'typo', 'mask sealed up tight, no air leakin out', [ok(14)]),
  m(1, 'negation', "Not carrying on through that leak: I re-seat the mask until it's airtight.", [ok(14)]),
  m(
    1,
    'several',
    'Re-seated the mask: narrow end up on the nose bridge, mouth and nose inside, eyes clear, and now it seals.',
    [ok(11), ok(12), ok(14), ok(15)],
  ),
  m(1, 'question', 'Should we switch to two-person bagging?', [none(13)]),
  m(
    1,
    'hypothetical',
    "If I lose the seal again, two of us: I'll do the mask with both hands, you do the bag.",
    [none(13)],
  ),
  danger(1, "I'm holding the mask down with my palm over the top of it.", [wrong(13)]),
  danger(1, "Air's whistling out by her cheek, but I'll manage with one hand, keep going.", [
    wrong(13),
    wrong(14),
  ]),
  danger(1, "Mask's leaking a bit, doesn't matter with the oxygen on 15.", [wrong(14)]),

  // ---- Phase 1: mask hand lifts the jaw (BMV-17) ----
  m(1, 'action', 'Lifting her jaw up into the mask with the fingers of the hand that holds it.', [ok(17)]),
  m(
    1,
    'negation',
    "I'm not squashing the mask down; the three fingers on her jawbone bring it up to the mask.",
    [ok(13), ok(17)],
  ),
  m(1, 'typo', 'mask hand pulls the jaw up in to the mask', [ok(17)]),
  m(1, 'action', 'With the same hand I hold the mask and I pull the jaw up, so the airway stay open.', [
    ok(17),
  ]),
  m(1, 'question', 'Do I lift the jaw with the mask hand or with my other hand?', [none(17)]),
  danger(1, 'The mask pressure alone will keep her airway open, I am leaving her jaw be.', [wrong(17)]),

  // ---- Phase 1: squeeze (BMV-18) ----
  m(1, 'action', 'Squeezing over a second, just until I see the chest start to rise.', [ok(18)]),
  m(1, 'negation', "I'm not giving her the whole bag, only enough to see her chest lift.", [ok(18)]),
  m(1, 'question', 'How do I know each breath is big enough?', [none(18)]),
  danger(1, 'Bag her hard to force the oxygen past the swelling.', [wrong(18)]),
  danger(1, 'Give her the full bag every breath, the more air goes in the faster the CO comes out.', [
    wrong(18),
  ]),

  // ---- Phase 1: rate (BMV-19) ----
  m(1, 'action', '20 breaths a minute, one every three seconds.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'Ventilating at twenty-four per minute.', [ok(19, { ratePerMin: 24 })]),
  m(1, 'negation', "I won't over-breathe her to clear the CO, 20 a minute is right.", [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'question', 'Can I bag faster to get rid of the carbon monoxide?', [none(19)]),
  danger(1, '40 breaths a minute to wash the carbon monoxide out of her.', [wrong(19, { ratePerMin: 40 })]),
  danger(1, '60 a minute, she needs all the oxygen she can get.', [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'One breath every eight seconds is plenty, she has a pulse.', [wrong(19)]),

  // ---- Phase 1: several, reassessment ----
  m(
    1,
    'several',
    'Sniffing position, chin lift, EC clamp with the lower fingers lifting her jaw into the mask.',
    [ok(3), ok(4), ok(13), ok(17)],
  ),
  m(1, 'several', 'I give the breath slow, one second, only until chest go up, every 2 or 3 seconds.', [
    ok(18),
    ok(19),
  ]),
  m(1, 'typo', 'bagging 25/min, gentel squezes just till the chest rises', [
    ok(18),
    ok(19, { ratePerMin: 25 }),
  ]),
  m(1, 'shorthand', 'q2.5s, Ti 1s, stop at chest rise', [ok(18), ok(19, { ratePerMin: 24 })]),
  m(
    1,
    'action',
    'Had another look once her head was moved: chest moving better, HR 80, sats 89, though I take that number with a pinch of salt.',
    [ok(7)],
  ),

  // ---- Phase 1: safe ----
  safe(1, 'answer', 'Is her face burnt anywhere?'),
  safe(1, 'answer', "What's her blood pressure now?"),
  safe(1, 'acknowledge', 'Get IV access, and go to an IO if two attempts fail.'),
  safe(1, 'acknowledge', 'Keep her warm, get the blankets on her.'),
  safe(1, 'hint', 'Still barely any chest rise. Any tips?'),
  safe(1, 'acknowledge', 'Can someone stay with her dad and keep him updated?'),

  // ---- Phase 2: adjunct size and insertion (BMV-5, 6) ----
  m(2, 'action', 'No gag, so an oral airway, sized from the corner of her mouth to the angle of her jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA: lip corner -> mandible angle', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'negation',
    'No nasal airway through that sooty, singed nose: an oral one, measured mouth corner to jaw angle.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'Tongue depressor pressing her tongue down and forward, then the OPA slides in along the curve.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'typo', 'inserted the guedle rigth way up over a tongue blade', [ok(6, { adjunct: 'opa' })]),
  m(
    2,
    'several',
    'OPA sized from the corner of her mouth to the angle of her jaw and put in with a tongue depressor.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'I take the oral airway, size from corner of mouth to angle of jaw, and I put inside with the spatula on the tongue.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'negation',
    'Not pushing the OPA straight in against her tongue: depressor first, then follow the curve.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'question', 'What size OPA for a 16 kilo child?', [none(5)]),
  m(2, 'hypothetical', "If she starts gagging on the oral airway I'd take it straight out.", [none(5)]),
  danger(2, 'A large adult Guedel, to keep her swollen tongue out of the way.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, "The tiny 000 Guedel, so it doesn't hurt her burnt throat.", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Measure the oral airway from the tip of her nose to her earlobe.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, "Stuff the oral airway in tip first, it'll push the tongue back out of the way.", [
    wrong(6, { adjunct: 'opa' }),
  ]),
  danger(2, "It's catching on something, so I'm forcing the oral airway in harder.", [
    wrong(6, { adjunct: 'opa' }),
  ]),

  // ---- Phase 2: reassessment and effective ventilation (BMV-7, 20) ----
  m(
    2,
    'several',
    "After the OPA: chest lifts with each breath, HR up to 112, sats 95 though I don't trust them with CO.",
    [ok(7), ok(20)],
  ),
  m(2, 'action', 'Reassessing after the airway went in: watching the chest, the heart rate and the sats.', [
    ok(7),
  ]),
  m(2, 'shorthand', 'rechecked CR/HR/SpO2 post-OPA', [ok(7)]),
  m(
    2,
    'negation',
    'Not relying on the 95%: I look at her chest rise and heart rate after every step as well.',
    [ok(7)],
  ),
  m(2, 'action', 'Chest rising well with every breath and her sats are creeping up.', [ok(20)]),
  m(2, 'typo', 'chest goin up n down nicely now, sats improving', [ok(20)]),
  m(2, 'action', 'The chest rises good on every breath, and the heart rate and the sats are coming up.', [
    ok(20),
  ]),
  m(2, 'shorthand', 'good bilat chest rise, HR climbing, SpO2 up: it is working', [ok(20)]),
  m(2, 'question', 'Can you see her chest moving with my breaths?', [none(7)]),
  m(2, 'question', 'Heart rate now, please?', [none(7)]),
  m(2, 'hypothetical', "If her chest stops rising I'd go back over everything: head, mask, airway.", [
    none(7),
  ]),
  danger(2, "The sats are 95, so I'll stop checking her chest.", [wrong(7)]),
  danger(2, 'Monitor says 96%, no need to reassess after putting the airway in.', [wrong(7)]),
  danger(2, 'Chest is not moving but the sats are 95%, so the ventilation must be fine, carry on.', [
    wrong(20),
  ]),
  danger(2, "Barely any chest movement, but the monitor's happy so I'm not changing anything.", [wrong(20)]),
  danger(2, "Now the airway's in, crank it up to 50 breaths a minute to clear the CO faster.", [
    wrong(19, { ratePerMin: 50 }),
  ]),
  m(2, 'several', 'Still one breath every 3 s, one-second squeeze, just enough for the chest to rise.', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),

  // ---- Phase 2: safe ----
  safe(2, 'answer', "What's her end-tidal CO2?"),
  safe(
    2,
    'answer',
    'Is she gagging at all?',
    'A question about the patient, though its answer decides BMV-5.',
  ),
  safe(2, 'acknowledge', 'Give the hydroxocobalamin now, her lactate is 4.1.'),
  safe(2, 'acknowledge', "Let's talk to the burns centre about hyperbaric oxygen once she's intubated."),
  safe(2, 'hint', 'and next?'),
];
