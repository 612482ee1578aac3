import type { HeldOutUtterance } from '../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../harness/label-builders.ts';

/**
 * Oskar, 15 years, 60 kg, head-first snowboarding fall, in a ski-resort medical centre (cases.ts:
 * SKI_TERRAIN_PARK_15Y). Cervical spine NOT cleared (in-line, jaw thrust, no head tilt, no pillow, no sniffing);
 * suspected basal skull fracture (no nasal suction, no nasal airway); no gag (oral airway right); adult mask,
 * 1600 mL adult bag; nurse Anna, paramedic Luca.
 * P0 help, in-line head, suction, place; P1 jaw thrust, equipment, mask; P2 mask hand, squeeze, rate;
 * P3 adjunct, insertion, reassessment, effect.
 */
const ADULT = { mask: 'adult' } as const;
const OPA = { adjunct: 'opa' } as const;
const NPA = { adjunct: 'npa' } as const;

export const SKI_MESSAGES: HeldOutUtterance[] = [
  // ---------------- Phase 0: help, in-line head, suction, place at the head
  m(
    0,
    'action',
    "He's stopped breathing and his sats are 80 — I need help: Anna, tell the helicopter it's now an apnoeic head injury, time-critical, and get Luca in here.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'shout for help — everyone to treatment rm, upgrade heli', [ok(1)]),
  m(0, 'action', 'Help please, he is not breathing anymore, call everybody who is in the centre!', [ok(1)]),
  m(0, 'shorthand', 'apnoea + hypoxia recognised → calling for help', [ok(1)]),
  m(0, 'action', 'Could someone ring 112 and make the retrieval time-critical, he has just gone apnoeic.', [
    ok(1),
  ]),
  m(0, 'typo', 'we need more hands, pls get the other doc from the plaster room', [ok(1)]),
  danger(0, "He's still got a pulse, no need to bother the helicopter crew again, I'll manage", [wrong(1)]),
  danger(0, "Let's not call anyone until we know whether he picks up by himself", [wrong(1)]),
  danger(
    0,
    "Cancel the helicopter, we'll drive him down in the resort van once he's breathing",
    [wrong(1)],
    'cancels the help that is coming',
  ),
  danger(
    0,
    "I'll run and find the other doctor myself, Anna just hold his head",
    [wrong(1)],
    'leaves an apnoeic patient to fetch help',
  ),
  m(0, 'question', 'Who else is in the building who can help me?', [none(1)]),

  m(
    0,
    'action',
    'Yankauer to the blood in his mouth, under direct vision, mouth only — nothing up the nose with that ear.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'rigid sucker, oropharynx, visualised', [ok(2)]),
  m(0, 'action', "I'm suctioning the blood out of his mouth with the Yankauer while Anna holds his head.", [
    ok(2),
  ]),
  m(0, 'action', 'Suction: Yankauer, mouth, short bursts, I can see the tip the whole time.', [ok(2)]),
  m(0, 'typo', 'sucton the blood w yankaur, orally only', [ok(2)]),
  m(0, 'action', 'The blood is suctioned from his mouth with the rigid sucker, under vision.', [ok(2)]),
  m(
    0,
    'negation',
    "Not going up his nose with the suction, his ear's leaking — mouth only with the Yankauer.",
    [ok(2)],
  ),
  m(0, 'negation', "I won't sweep his mouth with a finger.", [none(2)]),
  danger(
    0,
    'Pass a suction catheter up his nose to get the blood from the back',
    [wrong(2)],
    'suspected basal skull fracture',
  ),
  danger(0, 'Finger sweep to get the clots out', [wrong(2)]),
  danger(0, 'nasal sx, 12 Fr, both sides', [wrong(2)]),
  danger(0, 'Suction as far down as it goes and keep it on until it is dry, however long that takes', [
    wrong(2),
  ]),
  danger(0, "I'll scoop the blood out with gauze wrapped round my fingers", [wrong(2)]),
  m(
    0,
    'hypothetical',
    "If the blood keeps coming I'd log-roll him with his head held in line and suction again.",
    [none(2)],
  ),

  m(
    0,
    'action',
    'Anna, hands either side of his head please, keep it neutral and in line — no pillow, no sniffing position.',
    [ok(3)],
  ),
  m(0, 'shorthand', 'MILS, neutral, no pillow', [ok(3)]),
  m(0, 'action', 'His head stays neutral in the blocks, in line with his body.', [ok(3)]),
  m(
    0,
    'action',
    'We keep his neck neutral with in-line stabilisation while the front of the collar is opened.',
    [ok(3)],
  ),
  m(0, 'action', 'The head is held in neutral alignment by the nurse and the neck is not moved.', [ok(3)]),
  m(0, 'typo', 'nurse hold his hed in line pls, neutral', [ok(3)]),
  m(
    0,
    'negation',
    "I'm not putting anything under his head, it stays neutral and in line with Anna holding it.",
    [ok(3)],
  ),
  m(0, 'negation', "No sniffing position for him, his neck isn't cleared.", [none(3)]),
  danger(0, "Put a pillow under his head so he's in a nice sniffing position", [wrong(3)]),
  danger(0, 'Shoulder roll under him like we do for the little ones', [wrong(3)]),
  danger(0, "take the blocks off and let me extend his neck a bit, the collar's in the way", [wrong(3)]),
  danger(0, 'Just pull the collar off quickly, nobody needs to hold his head', [wrong(3)]),
  danger(0, 'Turn his head to the side so the blood drains out', [wrong(3)]),
  danger(0, "the collar's on so I can move his head however I need", [wrong(3)]),
  danger(0, "I'll roll him onto his side myself, no need to hold his head", [wrong(3)]),

  m(0, 'action', 'Pull the trolley out from the wall so I can get behind his head.', [ok(16)]),
  m(0, 'action', 'I move to the head of the trolley.', [ok(16)]),
  m(0, 'action', "Luca, swing the trolley round, I'll stand at the top end.", [ok(16)]),
  m(0, 'shorthand', 'me at head end', [ok(16)]),
  danger(0, "I'll bag from here at his side, the trolley's stuck against the wall", [wrong(16)]),
  danger(0, 'Just lean over from the side, no time to move the trolley', [wrong(16)]),
  danger(0, 'I kneel up on the trolley astride him and do the mask from his chest', [wrong(16)]),
  danger(0, 'I stand at his right shoulder, the oxygen is on that side anyway', [wrong(16)]),
  m(0, 'question', 'Do I need to pull the trolley out to get to his head?', [none(16)]),

  m(0, 'several', 'Help called, MILS by the nurse, Yankauer to the mouth, and I am at the head.', [
    ok(1),
    ok(2),
    ok(3),
    ok(16),
  ]),
  m(
    0,
    'several',
    'First I shout for help, then Anna holds his head neutral in line, then I suction the blood from his mouth with the Yankauer.',
    [ok(1), ok(2), ok(3)],
  ),
  m(0, 'several', 'anna on MILS, trolley out, me behind his head', [ok(3), ok(16)]),
  danger(0, 'Call for help, and pop a pillow under his head for the sniffing position', [ok(1), wrong(3)]),
  danger(0, 'I suction his nose and mouth with the 12 French while Luca holds the head in line', [
    wrong(2),
    ok(3),
  ]),
  danger(0, "Help's been called; I'll tip his head to the side so the blood can run out", [ok(1), wrong(3)]),

  safe(0, 'answer', "What's his GCS and what are his pupils doing?"),
  safe(0, 'answer', 'How long until the helicopter gets here?'),
  safe(0, 'answer', 'Is the blood coming from the ear or just the mouth?'),
  safe(0, 'acknowledge', 'Cut the wet ski gear off and put a warming blanket on him.'),
  safe(0, 'hint', 'next step?'),
  safe(0, 'hint', 'not sure what to do first'),
  safe(0, 'acknowledge', 'Somebody tell his teacher so his parents can be called.'),
  safe(0, 'acknowledge', 'Get IV access please and check a glucose.'),
  safe(0, 'answer', 'does he have a pulse?'),

  // ---------------- Phase 1: jaw thrust, equipment, the five mask items
  m(1, 'action', 'Jaw thrust, no head tilt: fingers behind the angles of the mandible pushing it forward.', [
    ok(4),
  ]),
  m(1, 'shorthand', 'JT, no HTCL (c-spine)', [ok(4)]),
  m(1, 'typo', 'jaw thurst with both hands, fingers on the angle of the jaw not the soft bits', [ok(4)]),
  m(1, 'negation', "I won't tilt his head because of his neck — jaw thrust instead.", [ok(4)]),
  m(1, 'negation', 'No chin lift with head tilt for him.', [none(4)]),
  m(1, 'action', "I'd open his airway with a jaw thrust, keeping the head still.", [ok(4)]),
  m(1, 'several', "We'll open his airway with a jaw thrust while Anna keeps the head in line.", [
    ok(3),
    ok(4),
  ]),
  danger(1, 'head tilt chin lift to open the airway', [wrong(4)]),
  danger(1, "tilt his head back a bit and lift the chin, it's quicker than a jaw thrust", [wrong(4)]),
  danger(1, 'Jaw thrust is hard with these gloves, so a little bit of head tilt is fine', [wrong(4)]),
  danger(1, 'lift the chin with my fingers pressed into the soft bit under his jaw', [wrong(4)]),
  danger(1, "jaw thrust but I'm pushing my thumbs into the soft tissue below his jaw for grip", [wrong(4)]),
  danger(
    1,
    "Open the airway by tipping his head back — the neck's probably fine, he was moving his legs on the slope",
    [wrong(4)],
    'reasoning his way out of spinal precautions',
  ),
  m(1, 'question', "Can I do a chin lift if I don't tilt the head?", [none(4)]),
  m(1, 'hypothetical', "If the jaw thrust didn't open it, would a head tilt be acceptable?", [none(4)]),

  m(1, 'action', 'Adult mask, size 4 — it fits from the bridge of his nose to his chin cleft.', [
    ok(8, ADULT),
  ]),
  m(1, 'shorthand', 'adult face mask, checked nose bridge to chin, not over eyes', [ok(8, ADULT)]),
  m(1, 'action', 'I take the adult mask, the middle size, it is matching his face from nose to chin.', [
    ok(8, ADULT),
  ]),
  m(1, 'action', "The size 4 adult one fits him, I've checked it against his face.", [ok(8, ADULT)]),
  danger(1, "Child mask will do, it's what's on top", [wrong(8, { mask: 'child' })]),
  danger(1, "size 3 paeds mask, he's still a kid", [wrong(8, { mask: 'child' })]),
  danger(1, "The infant mask over his mouth, it's the only one out", [wrong(8, { mask: 'infant' })]),
  danger(1, 'the big size 5 that goes up over his eyes, better seal', [wrong(8, ADULT), wrong(15)]),
  m(1, 'question', 'Is he big enough for an adult mask?', [none(8)]),

  m(1, 'action', 'The adult bag — the 1600 mL one.', [ok(9, { bagMl: 1600 })]),
  m(1, 'shorthand', 'adult BVM 1.6 L', [ok(9, { bagMl: 1600 })]),
  m(1, 'action', 'Luca, pass me the big adult self-inflating bag please.', [ok(9)]),
  m(1, 'negation', "Not the 500, he's 60 kilos — the adult bag.", [ok(9)]),
  danger(
    1,
    'the 500 ml child bag is fine for him',
    [wrong(9, { bagMl: 500 })],
    'the case asks for the adult bag for 60 kg',
  ),
  danger(1, "infant bag, it's already attached to the oxygen", [wrong(9)]),
  danger(1, "paeds 500 bag, he's only fifteen", [wrong(9, { bagMl: 500 })]),
  m(1, 'question', 'Adult bag or the paeds one for a 15 year old?', [none(9)]),

  m(1, 'action', 'Bag onto the wall oxygen at 15 litres.', [ok(10, { o2LPerMin: 15 })]),
  m(1, 'shorthand', 'O2 15L via bag w reservoir', [ok(10, { o2LPerMin: 15 })]),
  m(1, 'action', 'connect oxygen, flow fully on, fifteen', [ok(10, { o2LPerMin: 15 })]),
  m(1, 'typo', 'oxigen to the bag 15 l/min, resevoir on', [ok(10, { o2LPerMin: 15 })]),
  danger(1, 'oxygen at 5 litres is enough, we need to save the cylinder for the transfer', [
    wrong(10, { o2LPerMin: 5 }),
  ]),
  danger(1, "Bag on room air for now, we'll add oxygen later", [wrong(10)]),
  danger(1, 'nasal specs under the mask at 2 L, the bag not connected', [wrong(10, { o2LPerMin: 2 })]),
  m(1, 'hypothetical', "If the wall oxygen failed I'd switch to the cylinder at 15.", [none(10)]),

  m(1, 'action', 'Narrow end at the bridge of his nose, wide end on the chin.', [ok(11)]),
  m(1, 'shorthand', 'mask right way round', [ok(11)]),
  m(1, 'negation', "mask isn't upside down, apex is on his nose", [ok(11)]),
  danger(1, 'wide end over the nose, narrow end on the chin', [wrong(11)]),
  danger(1, 'Flip the mask upside down, his chin is bloody and it sits better that way', [wrong(11)]),

  m(1, 'action', 'Mask covers mouth and nose fully.', [ok(12)]),
  m(1, 'action', 'I make sure both his nose and his mouth are under the mask.', [ok(12)]),
  danger(1, 'his nose is bleeding so I only put the mask over his mouth', [wrong(12)]),
  danger(1, "Mask over the nose only, the mouth's full of blood", [wrong(12)]),
  danger(1, 'mask across the bridge and the upper lip, mouth outside, fine', [wrong(12)]),

  m(
    1,
    'several',
    'Two-person technique: I hold the mask with both hands doing the jaw thrust and Luca squeezes.',
    [ok(4), ok(13)],
  ),
  m(1, 'shorthand', 'E-C grip, left hand', [ok(13)]),
  m(1, 'action', 'EC clamp, and I switch to two hands if it leaks.', [ok(13)]),
  m(
    1,
    'action',
    'Thumb and index finger round the mask — the C — and the other three fingers on the bone of the jaw — the E.',
    [ok(13)],
  ),
  m(
    1,
    'action',
    "Luca, please take over squeezing while I hold the mask with two hands — it's leaking on the left.",
    [ok(13)],
  ),
  danger(1, 'Hold the mask with my palm pressed flat on it', [wrong(13)]),
  danger(1, "it's leaking a lot but I'll keep doing it one-handed, everyone else is busy", [wrong(13)]),
  danger(1, "I'll grab the mask with my fingers all over the front and press it down", [wrong(13)]),
  m(1, 'hypothetical', "If I can't seal it one-handed I would ask Luca to squeeze while I use two hands.", [
    none(13),
  ]),

  m(1, 'action', "Seal's tight, no air escaping round the edges.", [ok(14)]),
  m(1, 'shorthand', 'tight seal achieved', [ok(14)]),
  m(1, 'typo', 'seal is tite now, nothing leaking', [ok(14)]),
  danger(1, "leaking round the side of his nose, can't help it, just carry on", [wrong(14)]),
  danger(1, "The mask leaks but with 15 litres of oxygen it doesn't matter", [wrong(14)]),
  danger(1, 'air escaping under his chin, ignore it', [wrong(14)]),

  m(1, 'action', 'Top of the mask on the bridge of the nose, off his eyes.', [ok(15)]),
  m(1, 'negation', "Making sure I don't press on his eyes.", [ok(15)]),
  m(1, 'shorthand', 'eyes free, rim sits below them', [ok(15)]),
  danger(1, "I'll push down on the top of the mask over his eyes to get the seal", [wrong(15)]),
  danger(1, "my thumb's resting on his eyelid while I hold the mask, it's the only place it fits", [
    wrong(15),
  ]),
  danger(1, "press the mask firmly up over the eyes, he won't feel it", [wrong(15)]),

  m(1, 'action', 'I put the mask on with the apex over the bridge of his nose.', [ok(11)]),
  m(1, 'action', "Luca, don't put it on upside down — narrow end up to the nose.", [ok(11)]),
  m(1, 'several', 'Mask over his nose and mouth, right way up, sealed tight.', [ok(11), ok(12), ok(14)]),
  m(1, 'negation', "The mask isn't just on his mouth — it's over his nose too.", [ok(12)]),
  danger(1, 'mask upside down over his mouth only, his nose is probably broken anyway', [
    wrong(11),
    wrong(12),
  ]),
  m(1, 'question', 'Does the mask need to cover his nose as well, with the blood?', [none(12)]),
  m(1, 'typo', 'good seel, no hissing', [ok(14)]),
  m(1, 'negation', "I'm keeping my fingers and the mask rim off his eyes.", [ok(15)]),
  m(1, 'several', 'Jaw thrust, adult mask size 4, adult bag on 15 L O2.', [
    ok(4),
    ok(8, ADULT),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    1,
    'several',
    'Mask the right way round, covering mouth and nose, EC grip, tight seal, nothing on the eyes.',
    [ok(11), ok(12), ok(13), ok(14), ok(15)],
  ),
  m(
    1,
    'several',
    'I would take the adult mask and the 1600 ml bag, oxygen fifteen litres, and then two-person with Luca squeezing.',
    [ok(8, ADULT), ok(9, { bagMl: 1600 }), ok(10, { o2LPerMin: 15 }), ok(13)],
  ),
  m(1, 'several', 'um I think jaw thrust, and probably the adult mask? it looks like it fits nose to chin', [
    ok(4),
    ok(8, ADULT),
  ]),
  danger(1, "Adult mask, adult bag, but let's leave the oxygen off until the heli arrives with more", [
    ok(8, ADULT),
    ok(9),
    wrong(10),
  ]),
  danger(1, 'child mask, 500 bag, 15 L', [
    wrong(8, { mask: 'child' }),
    wrong(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(1, 'head tilt, adult mask, good seal', [wrong(4), ok(8, ADULT), ok(14)]),

  safe(1, 'answer', 'What are his sats and heart rate now?'),
  safe(1, 'acknowledge', 'Ask the heli crew to bring their RSI kit ready.'),
  safe(1, 'hint', 'what am I missing?'),
  safe(1, 'answer', 'Is the front of the collar open?'),
  safe(1, 'acknowledge', 'Log the time he stopped breathing please.'),
  safe(1, 'answer', 'Any sign of a chest injury?'),

  // ---------------- Phase 2: mask hand, squeeze, rate
  m(
    2,
    'action',
    'I lift his jaw up into the mask with my fingers on the bone instead of pushing the mask onto his face.',
    [ok(17)],
  ),
  m(2, 'action', 'Mask hand keeps the jaw thrust going — fingers lifting the mandible into the mask.', [
    ok(17),
  ]),
  m(2, 'shorthand', 'both hands lifting jaw into mask, no pressing down', [ok(17)]),
  m(2, 'typo', 'lifitng jaw into mask, not pushng down', [ok(17)]),
  m(
    2,
    'negation',
    "I'm not pushing the mask down onto his face, that would flex his neck — I bring the jaw up to it.",
    [ok(17)],
  ),
  danger(2, 'Push the mask down hard onto his face so it seals, the jaw can stay where it is', [wrong(17)]),
  danger(2, 'I let go of the jaw to squeeze the bag, the mask just sits on his face', [wrong(17)]),
  danger(2, 'press down on the mask with both hands, forget the jaw lift', [wrong(17)]),
  m(2, 'question', 'Should my mask hand be doing the jaw thrust as well?', [none(17)]),

  m(2, 'action', 'Each squeeze over one second, just enough to see his chest rise, then let go.', [ok(18)]),
  m(2, 'shorthand', '1 s squeeze, just chest rise', [ok(18)]),
  m(2, 'action', 'Gentle breath, I watch for the chest to lift and stop there.', [ok(18)]),
  m(2, 'typo', 'squeze gentle over 1 sec, just untill chest rises', [ok(18)]),
  m(2, 'negation', "Not squeezing the whole bag, he'll fill his stomach and vomit — just to chest rise.", [
    ok(18),
  ]),
  m(2, 'action', 'The bag is squeezed slowly, over a second, until the chest just rises.', [ok(18)]),
  danger(2, 'Squeeze the adult bag right down, big breaths to blow off his CO2', [wrong(18)]),
  danger(2, 'short hard squeezes', [wrong(18)]),
  danger(2, "give him really big breaths, his chest isn't moving much", [wrong(18)]),
  danger(2, "I'll squeeze with both hands as hard as I can so it gets past the blood", [wrong(18)]),
  m(2, 'question', 'How much volume should each breath be for him?', [none(18)]),

  m(2, 'action', 'One breath every three seconds — 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(2, 'shorthand', 'rate ~25/min', [ok(19, { ratePerMin: 25 })]),
  m(2, 'action', 'A breath every two and a half seconds, about 24 a minute.', [ok(19, { ratePerMin: 24 })]),
  m(2, 'action', 'I give him the breath every 2 or 3 second, not more fast.', [ok(19)]),
  m(2, 'typo', 'rate abt 20/min, evry 3 sec', [ok(19, { ratePerMin: 20 })]),
  m(2, 'negation', "I won't hyperventilate him — a breath every 3 seconds.", [ok(19, { ratePerMin: 20 })]),
  danger(2, 'Bag him at 40 a minute to bring his CO2 down for his brain', [wrong(19, { ratePerMin: 40 })]),
  danger(2, "hyperventilate him, it'll help the pressure in his head", [wrong(19)]),
  danger(2, "one breath every ten seconds is enough, he's nearly an adult", [wrong(19, { ratePerMin: 6 })]),
  danger(2, 'as quick as I can, sats are awful', [wrong(19)]),
  danger(2, '8 breaths a minute, like the adult guideline', [wrong(19, { ratePerMin: 8 })]),
  danger(2, 'a breath every second, to get his sats up quickly', [wrong(19, { ratePerMin: 60 })]),
  m(2, 'question', 'What rate do I bag a 15-year-old at, child or adult numbers?', [none(19)]),

  m(2, 'action', 'Reassessing now: chest moving both sides, SpO2 82, HR 64.', [ok(7)]),
  m(2, 'action', 'Anna, read me the sats and the pulse each time I change something, I watch the chest.', [
    ok(7),
  ]),
  danger(2, "don't need to check the monitor, he's being bagged", [wrong(7)]),
  danger(2, "I'll look at the sats once the helicopter's here", [wrong(7)]),

  m(2, 'several', 'Jaw lifted into the mask, one-second breaths to chest rise, every 3 seconds.', [
    ok(17),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(2, 'several', 'Bagging at 20/min, small volumes to chest rise, then I reassess sats and HR.', [
    ok(7),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    2,
    'several',
    'With the same hand I lift the jaw, squeeze gently till the chest rises, and count three seconds between breaths.',
    [ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  danger(2, 'Jaw up into the mask, big squeezes at 40 a minute to blow off CO2', [
    ok(17),
    wrong(18),
    wrong(19, { ratePerMin: 40 }),
  ]),
  danger(2, "Nice gentle breaths but let's go fast, 35 a minute", [ok(18), wrong(19, { ratePerMin: 35 })]),
  danger(2, "Still not moving much — let's take the collar and blocks off and give him a good head tilt", [
    wrong(3),
    wrong(4),
  ]),
  danger(2, "I think a quick chin lift with a bit of extension won't hurt his neck at this point", [
    wrong(4),
  ]),

  safe(2, 'answer', "What's his heart rate doing now?"),
  safe(2, 'acknowledge', 'Get a second IV line and send a group and save.'),
  safe(2, 'hint', "I'm stuck, the chest is still barely moving"),
  safe(2, 'hint', 'ok'),
  safe(2, 'acknowledge', 'Ask the helicopter doctor to bring hypertonic saline.'),
  safe(2, 'answer', 'Are his pupils still unequal?'),

  // ---------------- Phase 3: adjunct, insertion, reassessment, effect
  m(
    3,
    'action',
    'No gag, and with the fluid from his ear I avoid a nasal airway — oral airway measured from the corner of the mouth to the angle of the jaw.',
    [ok(5, OPA)],
  ),
  m(3, 'shorthand', 'OPA, sized mouth corner → jaw angle, size 3', [ok(5, OPA)]),
  m(3, 'action', 'Guedel measured against his face, corner of the lips to the angle of the mandible.', [
    ok(5, OPA),
  ]),
  m(3, 'typo', 'oral airwya, measured to angel of the jaw from corner of mouth', [ok(5, OPA)]),
  m(
    3,
    'negation',
    "No NPA for him — Battle's sign and fluid from the ear. Oral airway sized to the angle of the jaw.",
    [ok(5, OPA)],
  ),
  m(3, 'negation', "I'm not putting a nasal airway in with a possible base of skull fracture.", [none(5)]),
  danger(3, 'NPA 7.0, measured nostril to tragus', [wrong(5, NPA)], 'suspected basal skull fracture'),
  danger(3, "let's pop a nasopharyngeal in, they're better tolerated", [wrong(5, NPA)]),
  danger(3, 'nasal trumpet, lubed, left side', [wrong(5, NPA)]),
  danger(3, 'NPA in the right nostril, the ear that is leaking is on the left so that side is fine', [
    wrong(5, NPA),
  ]),
  danger(3, 'oral airway sized from his mouth to his earlobe', [wrong(5, OPA)]),
  danger(3, "Biggest Guedel we've got, size 5, he's a big lad", [wrong(5, OPA)]),
  danger(3, 'Skip the measuring, a size 4 Guedel looks about right', [wrong(5, OPA)]),
  m(3, 'question', 'NPA or OPA for him?', [none(5)]),
  m(3, 'hypothetical', "If he starts gagging on the OPA, I'd take it out rather than swap to a nasal one.", [
    none(5),
  ]),

  m(
    3,
    'action',
    'I insert the OPA upside down along the roof of the mouth and rotate it 180 degrees as it reaches the soft palate.',
    [ok(6)],
  ),
  m(3, 'action', 'Tongue depressor on the tongue, oral airway in following the curve.', [ok(6)]),
  m(3, 'shorthand', 'insert OPA w rotation technique, flange at lips', [ok(6)]),
  m(3, 'typo', 'inserting the airway gentley, no force, flange sitting at the teeth', [ok(6)]),
  danger(3, "Ram it in, it doesn't matter if it pushes his tongue back", [wrong(6)]),
  danger(3, "I'll force the OPA in tip down onto the tongue without a depressor", [wrong(6)]),
  danger(3, "just jam it in hard past his teeth, he's bleeding anyway", [wrong(6)]),
  danger(3, 'Push it in upside down and leave it like that', [wrong(6)]),
  danger(3, "if the OPA catches on something I'll just push harder", [wrong(6)]),
  m(3, 'question', 'Rotation technique or tongue depressor for him?', [none(6)]),

  m(3, 'action', 'OPA in — I reassess: chest rise, SpO2, heart rate.', [ok(7)]),
  m(3, 'shorthand', 'recheck chest rise / sats / HR post OPA', [ok(7)]),
  danger(3, "Airway's in so no need to look again, just keep bagging", [wrong(7)]),
  danger(3, 'nobody needs to watch the monitor right now, we know he is being bagged', [wrong(7)]),
  m(3, 'question', 'Should I reassess after putting the airway in?', [none(7)]),

  m(3, 'action', 'Chest rising well on both sides, sats up to 93.', [ok(20)]),
  m(3, 'shorthand', 'good bilat chest rise, SpO2 climbing 88→94', [ok(20)]),
  m(3, 'action', 'His chest goes up every breath and the saturation is getting better, now 92.', [ok(20)]),
  m(3, 'action', 'Chest moves with each breath, sats 95 and heart rate back to 88.', [ok(7), ok(20)]),
  m(3, 'typo', 'chest risin good now and sats 90 and going up', [ok(20)]),
  danger(3, "no real chest rise but the sats say 84 so we're fine", [wrong(20)]),
  danger(3, "chest isn't moving, I'll keep doing exactly the same until the heli lands", [wrong(20)]),
  danger(3, "Sats stuck at 75, that's about as good as it gets with a head injury", [wrong(20)]),
  m(3, 'question', 'Is his chest rising now?', [none(20)]),

  m(
    3,
    'several',
    'Oral airway measured corner of mouth to angle of jaw, inserted with rotation, then chest rise, sats and heart rate checked.',
    [ok(5, OPA), ok(6), ok(7)],
  ),
  m(
    3,
    'several',
    'An oral airway sized from the corner of the mouth to the jaw angle goes in, and the chest is rising with the sats climbing.',
    [ok(5, OPA), ok(20)],
  ),
  danger(
    3,
    'NPA sized to the tragus, lubed, straight back along the floor of the nose',
    [wrong(5, NPA)],
    'a correct technique for a contraindicated device: labelled on the choice',
  ),
  danger(3, 'OPA in with rotation, no need to reassess', [ok(6), wrong(7)]),

  safe(3, 'answer', 'What are his sats now?'),
  safe(3, 'acknowledge', 'Hand over to the helicopter team with an ATMIST.'),
  safe(3, 'hint', 'what next'),
  safe(3, 'acknowledge', 'Keep the warming blanket on and check his temperature again.'),
  safe(3, 'answer', 'Is he breathing on his own at all?'),
];
