import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Isla, 16 years, 62 kg, thrown from a horse, GCS 5, apnoeic with a pulse; cervical spine not cleared; vomit; no gag;
 * no sign of a basal skull fracture. Phases: P0 help, suction, equipment, the mask on from the head of the trolley; P1
 * in-line head position, jaw thrust, grip, seal, jaw lift, squeeze, rate; P2 adjunct (oral: no gag), reassessment,
 * effective ventilation.
 */
export const HORSE_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0: recognition and help ----------
  m(
    0,
    'action',
    "She's stopped breathing, carotid pulse is there. Get the trauma team leader and the anaesthetist in here now please.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoea, pulse +, SpO2 79 -> trauma call + anaesthesia STAT', [ok(1)]),
  m(0, 'action', 'Can you put out a trauma call and fast-bleep the on-call anaesthetist, she is apnoeic.', [
    ok(1),
  ]),
  m(0, 'typo', 'not breathin, pulse 58, calling for help - anaesthetics and the traum team', [ok(1)]),
  m(0, 'action', 'I would recognise she is apnoeic and hypoxic and shout for senior help straight away.', [
    ok(1),
  ]),
  m(
    0,
    'action',
    'Yalla, call the anaesthetist and the trauma team, she is not breathing!',
    [ok(1)],
    'Arabic: "come on, quickly".',
  ),
  danger(0, "The trauma team is already pre-alerted, no point calling again, I'll crack on alone.", [
    wrong(1),
  ]),
  danger(
    0,
    "She's breathing, just shallow I think, I'll leave her on the non-rebreather and wait for CT.",
    [wrong(1)],
    'She is apnoeic: a face mask gives no ventilation.',
  ),
  danger(0, 'Let me finish the secondary survey first, then I will sort out her breathing.', [wrong(1)]),
  danger(
    0,
    'GCS 5 and apnoeic, that is just the head injury, nothing to do till the anaesthetist turns up when they are free.',
    [wrong(1)],
  ),
  m(0, 'question', 'Has someone already called the anaesthetist or should I?', [none(1)]),

  // ---------- Phase 0: vomit ----------
  m(
    0,
    'action',
    'Yankauer suction to the vomit in her mouth, under direct vision, while someone holds her head in line.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'suction w/ yankauer, MILS maintained', [ok(2)]),
  m(
    0,
    'action',
    'Lots of vomit: we log roll her with in-line stabilisation, four people, and I suction the mouth with the Yankauer as she tips.',
    [ok(2), ok(3)],
  ),
  m(0, 'typo', 'sucktion the vommit with the rigid sucker, I can see what i am doing', [ok(2)]),
  m(
    0,
    'negation',
    "I'm not putting my fingers in her mouth, I clear it with the big Yankauer where I can see.",
    [ok(2)],
  ),
  m(0, 'action', 'Clearing the vomit with wide-bore suction first, before a single breath goes in.', [ok(2)]),
  danger(0, "I'll scoop the vomit out with two fingers, it's too chunky for suction.", [wrong(2)]),
  danger(
    0,
    'Bag her now over the vomit and suction later, oxygen first.',
    [wrong(2)],
    'Ventilating over vomit pushes it into the lungs.',
  ),
  danger(
    0,
    'Thin 10 Fr catheter down her nose to get the vomit out of the back.',
    [wrong(2)],
    'Too small for particulate vomit, and blind.',
  ),
  danger(
    0,
    'Turn her head to the side so the vomit drains out, then suction.',
    [wrong(3)],
    'Cervical spine not cleared: log roll with in-line stabilisation, never turn the head alone.',
  ),
  danger(0, 'I sweep my finger round the back of her throat to get the lumps, then suction.', [wrong(2)]),
  m(0, 'question', 'Is there still vomit in her mouth?', [none(2)]),
  m(
    0,
    'hypothetical',
    'If there is too much vomit for the Yankauer I would log roll her with someone holding the neck.',
    [none(2)],
  ),

  // ---------- Phase 0: equipment ----------
  m(0, 'action', 'Adult mask, medium, checked from the bridge of her nose to the cleft of her chin.', [
    ok(8, { mask: 'adult' }),
  ]),
  m(0, 'shorthand', 'adult mask sz 4, fits', [ok(8, { mask: 'adult' })]),
  m(0, 'typo', 'adut face mask, bridge of nose to chin cleft, not on the eyes', [
    ok(8, { mask: 'adult' }),
    ok(15),
  ]),
  danger(
    0,
    "Paediatric mask please, she's a child, this is a kids' ED.",
    [wrong(8, { mask: 'child' })],
    'A child mask does not cover an adult-sized face.',
  ),
  danger(0, 'The large adult mask, it comes up over her eyes a bit but bigger seals better.', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, 'Mask size does not matter much, whatever is on top of the trolley.', [wrong(8)]),
  m(0, 'question', 'Child or adult mask for a 16 year old?', [none(8)]),
  m(0, 'action', 'Adult self-inflating bag, 1.5 litres, with the reservoir, on 15 litres of oxygen.', [
    ok(9, { bagMl: 1500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'adult BVM 1600mL, O2 15 L/min', [ok(9, { bagMl: 1600 }), ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Ambu adult bag, one litre, O2 fifteen, reservoir inflated.', [
    ok(9, { bagMl: 1000 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'typo', 'adult bag valve mask hooked up to oxgen at 15 ltrs', [ok(9), ok(10, { o2LPerMin: 15 })]),
  m(
    0,
    'negation',
    "Checking the O2 tubing isn't kinked and the flowmeter is really at 15, the reservoir is filling.",
    [ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'action', 'Oxygen flow turned right up to fifteen and attached to the bag.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(0, 'The 500 mL paediatric bag, she is under 18 so she gets the kids one.', [
    wrong(9, { bagMl: 500 }),
  ]),
  danger(0, "We can't find the reservoir tubing, so just bag her on room air for now.", [wrong(10)]),
  danger(0, 'O2 at 4 litres on the bag, high oxygen is bad for head injuries.', [
    wrong(10, { o2LPerMin: 4 }),
  ]),
  danger(0, "Adult mask and adult bag, that's right, I'll plug in the oxygen later once she's stable.", [
    ok(8, { mask: 'adult' }),
    ok(9),
    wrong(10),
  ]),
  m(0, 'question', 'What size bag do we have in resus, adult or paeds?', [none(9)]),
  m(0, 'question', 'How many litres of oxygen on the bag?', [none(10)]),
  m(0, 'hypothetical', 'If we only have the paeds bag I would ask for an adult one from the adult resus.', [
    none(9),
  ]),

  // ---------- Phase 0: position and mask ----------
  m(0, 'action', 'I take my place at the head end of the trolley.', [ok(16)]),
  m(0, 'shorthand', 'me @ head of trolley', [ok(16)]),
  m(0, 'typo', 'standing at the hed of the bed, behind her', [ok(16)]),
  danger(0, "I'll ventilate from her right side, the head end is crowded with the head blocks.", [wrong(16)]),
  danger(0, 'Bagging from the side, the nurse can stand at the head holding the neck.', [wrong(16)]),
  m(
    0,
    'action',
    'Mask on right way up, the narrow end over the bridge of her nose, then down over her mouth.',
    [ok(11), ok(12)],
  ),
  m(0, 'action', 'Mask covers her nose and mouth completely, the cushion sits below the eyes.', [
    ok(12),
    ok(15),
  ]),
  m(0, 'negation', "Making sure it's not upside down and not resting on her eyes.", [ok(11), ok(15)]),
  m(0, 'shorthand', 'mask: apex nose, base chin, covers N+M, eyes clear', [ok(11), ok(12), ok(15)]),
  m(0, 'negation', 'Not leaving her nose outside the mask, it has to cover both.', [ok(12)]),
  danger(0, 'Mask on with the narrow part down at the chin, it fits her jaw better that way.', [wrong(11)]),
  danger(0, 'The mask only covers her mouth because of the collar, that will have to do.', [wrong(12)]),
  danger(
    0,
    "I'm holding the top of the mask with my thumb pressed on her eyelids, it's the only stable place.",
    [wrong(15)],
  ),
  danger(
    0,
    'Mask on the right way round over mouth and nose, and I lean my forearm on her forehead and eyes to steady myself.',
    [ok(11), ok(12), wrong(15)],
  ),
  m(0, 'question', 'Should the mask cover the nose too?', [none(12)]),
  m(0, 'shorthand', 'mask covering nose & mouth', [ok(12)]),
  m(0, 'question', 'Which end of the mask goes on the nose?', [none(11)]),
  m(
    0,
    'several',
    'Trauma call out, vomit sucked with Yankauer, adult mask, adult bag on O2 15, me at the head.',
    [ok(1), ok(2), ok(8, { mask: 'adult' }), ok(9), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(0, 'several', 'I stand at the head, mask on the right way, covering mouth and nose and off her eyes.', [
    ok(16),
    ok(11),
    ok(12),
    ok(15),
  ]),

  // ---------- Phase 0: safe ----------
  safe(0, 'answer', 'What are her pupils doing?'),
  safe(0, 'answer', 'What is her blood pressure and heart rate?'),
  safe(0, 'acknowledge', 'Check her glucose please.'),
  safe(0, 'hint', "ok I'm stuck"),
  safe(0, 'acknowledge', 'Can someone get a second IV in and send bloods, group and save.'),
  safe(0, 'answer', 'Any injuries to the chest or abdomen?'),
  safe(0, 'hint', 'next?'),
  safe(0, 'acknowledge', 'Please phone her mum, she is on her way from the event.'),
  safe(0, 'answer', 'Did she have a helmet on?'),
  safe(0, 'acknowledge', 'Can we get the neurosurgeons informed.'),
  safe(0, 'answer', 'Any blood or fluid from her ears or nose?'),

  // ---------- Phase 1: in-line head position ----------
  m(
    1,
    'action',
    'Someone holds her head neutral with manual in-line stabilisation, both hands over her ears, while I ventilate.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'MILS, head neutral, no tilt', [ok(3)]),
  m(1, 'negation', 'No sniffing position for her, the neck is not cleared, head stays neutral and in line.', [
    ok(3),
  ]),
  m(1, 'typo', 'keep the head in neutral aligment, in line stabilsation by the HCA', [ok(3)]),
  m(
    1,
    'action',
    'Open the front of the collar with someone holding in-line, so I can get a jaw thrust and seal.',
    [ok(3), ok(4)],
  ),
  m(1, 'action', 'Can you take over holding her neck in line, so I have both hands for the mask?', [ok(3)]),
  danger(1, 'Put a pillow under her head to get her into a good sniffing position.', [wrong(3)]),
  danger(
    1,
    'I take the collar and blocks off, they are in the way of the mask.',
    [wrong(3)],
    'Removing immobilisation without manual in-line stabilisation.',
  ),
  danger(1, 'Extend the neck properly, the airway matters more than the spine right now.', [wrong(3)]),
  danger(
    1,
    'Jaw thrust, fingers behind the angle, but I bend her neck a bit forward to see the mouth better.',
    [ok(4), wrong(3)],
  ),
  m(1, 'question', 'Can I use a sniffing position or must the head stay neutral?', [none(3)]),

  // ---------- Phase 1: opening the airway ----------
  m(
    1,
    'action',
    'Jaw thrust without head tilt: my fingers behind the angles of her mandible, pushing the jaw forward.',
    [ok(4)],
  ),
  m(1, 'shorthand', 'JT, no HTCL (c-spine)', [ok(4)]),
  m(1, 'negation', 'Not doing a head tilt chin lift, her neck is not cleared, jaw thrust instead.', [ok(4)]),
  m(1, 'typo', 'jaw trust, fingers behind the angel of the jaw, thumbs on the mask', [ok(4), ok(13)]),
  m(
    1,
    'action',
    'I keep my fingertips on the bony part of the mandible and off the soft tissue under her jaw.',
    [ok(4)],
  ),
  m(
    1,
    'action',
    'Faço uma elevação da mandíbula, jaw thrust, no head tilt because of the neck.',
    [ok(4)],
    'Portuguese: "I do a jaw lift".',
  ),
  danger(1, 'Head tilt chin lift, classic, that opens it best.', [wrong(4)], 'Cervical spine not cleared.'),
  danger(
    1,
    "She's really obstructed, I'll tilt her head back a little, a bit of tilt is ok even with the collar.",
    [wrong(4)],
  ),
  danger(
    1,
    "Jaw thrust is tiring my hands, so I'll switch to a head tilt chin lift, easier to hold.",
    [wrong(4)],
    'Cervical spine not cleared and the jaw thrust was working.',
  ),
  danger(
    1,
    "If the collar gets in the way of the mask I'll just take it off and carry on.",
    [wrong(3)],
    'A conditional plan that will be acted on: no in-line stabilisation.',
  ),
  danger(1, 'I press my fingers up into the soft bit under her chin to push the tongue up.', [wrong(4)]),
  m(1, 'question', 'Jaw thrust or chin lift for her?', [none(4)]),
  m(1, 'hypothetical', 'If the jaw thrust alone is not enough I would think about an oral airway.', [
    none(4),
    none(5),
  ]),

  // ---------- Phase 1: grip and seal ----------
  m(
    1,
    'action',
    'E-C clamp with my left hand: thumb and index making the C over the mask, three fingers on the jaw.',
    [ok(13)],
  ),
  m(
    1,
    'action',
    "It's leaking around the collar. Nurse, you squeeze the bag, I'll hold the mask with both hands and thrust the jaw.",
    [ok(13), ok(4)],
  ),
  m(1, 'shorthand', '2-person BVM, bilateral EC / thenar grip', [ok(13)]),
  m(1, 'typo', 'two persn technique, me both hands on mask, she squeezes', [ok(13)]),
  m(
    1,
    'action',
    'Two-handed hold, both thumbs along the mask, fingers pulling the jaw up, seal is tight now.',
    [ok(13), ok(17), ok(14)],
  ),
  m(1, 'action', 'No more hissing from the mask edge, the seal is good.', [ok(14)]),
  m(1, 'shorthand', 'seal achieved', [ok(14)]),
  m(1, 'negation', "Making sure there's no leak at the chin before I start squeezing.", [ok(14)]),
  m(1, 'action', 'I reseat the mask, cushion inflated a little more, leak has gone.', [ok(14)]),
  danger(1, "The seal's not great but a one-handed hold is fine, two people is overkill.", [
    wrong(13),
    wrong(14),
  ]),
  danger(1, 'I just hold the mask with my fingertips on the top, the weight of the bag keeps it on.', [
    wrong(13),
  ]),
  danger(1, "Leaking a bit at the side, never mind, I'll just bag more air to make up for it.", [
    wrong(14),
    wrong(18),
  ]),
  danger(1, 'There is a big leak but the collar makes a seal impossible, so we accept it and carry on.', [
    wrong(14),
  ]),
  danger(1, 'I grip the mask in my fist, palm on top, and push.', [wrong(13), wrong(17)]),
  m(1, 'question', 'Should I use two hands on the mask?', [none(13)]),
  m(
    1,
    'hypothetical',
    'If the seal is still poor with one hand I will ask the nurse to bag while I hold it with two.',
    [none(13)],
  ),
  m(1, 'question', 'Is there a leak around the mask?', [none(14)]),

  // ---------- Phase 1: jaw lift into the mask ----------
  m(
    1,
    'action',
    'I bring her jaw up into the mask with my fingers, I do not press the mask down on her face.',
    [ok(17)],
  ),
  m(1, 'shorthand', 'jaw to mask, not mask to jaw', [ok(17)]),
  m(
    1,
    'negation',
    "Not pushing down on the mask, that would push her neck; I'm lifting the mandible into it.",
    [ok(17)],
  ),
  m(1, 'typo', 'same hand holdin the mask keeps the jaw lifted', [ok(17)]),
  m(
    1,
    'several',
    'EC grip with my left, fingers lift the jaw into the mask, right hand squeezes gently till the chest rises.',
    [ok(13), ok(17), ok(18)],
  ),
  danger(
    1,
    'Press the mask firmly down on her face with both hands to seal it.',
    [wrong(17)],
    'Pressing down also flexes an uncleared neck.',
  ),
  danger(1, 'My mask hand just holds the mask, the jaw can stay where it is, the collar holds it.', [
    wrong(17),
  ]),
  danger(1, 'Leaning my body weight onto the mask, that gives the best seal.', [wrong(17)]),
  m(1, 'question', 'Do I lift the jaw with the same hand as the mask?', [none(17)]),

  // ---------- Phase 1: squeeze ----------
  m(1, 'action', 'Each squeeze over about one second, just until I see her chest rise, then release.', [
    ok(18),
  ]),
  m(1, 'shorthand', 'vol: just enough for chest rise, Ti 1s', [ok(18)]),
  m(
    1,
    'negation',
    'Not squeezing the adult bag all the way, only till the chest moves, she has a full stomach.',
    [ok(18)],
  ),
  m(1, 'typo', 'gentel squeezes over 1 sec, wacthing the chest', [ok(18)]),
  m(1, 'action', 'About a third of the adult bag each time, chest rises, I let the bag refill.', [ok(18)]),
  danger(1, 'Big full squeezes, emptying the whole bag each time, she is a big girl.', [wrong(18)]),
  danger(1, 'Quick hard squeezes to force it past the tongue.', [wrong(18)]),
  danger(1, "Her stomach is getting bigger, doesn't matter, keep the big breaths going.", [wrong(18)]),
  danger(1, 'I squeeze the bag with both hands as hard as it goes each time to be sure it gets in.', [
    wrong(18),
  ]),
  m(1, 'question', 'How hard should I squeeze the adult bag?', [none(18)]),

  // ---------- Phase 1: rate ----------
  m(1, 'action', 'One breath every three seconds, about 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 20, q3s', [ok(19, { ratePerMin: 20 })]),
  m(1, 'typo', 'ventilatting at twenty five a min', [ok(19, { ratePerMin: 25 })]),
  m(1, 'negation', 'Not hyperventilating her, head injury, I keep it to about 20 breaths in one minute.', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'action', 'I say squeeze, release, release in my head so it stays every 2-3 seconds.', [ok(19)]),
  danger(
    1,
    'Bag her fast, 35 a minute, to blow off CO2 and bring her ICP down, her pupil is blown.',
    [wrong(19, { ratePerMin: 35 })],
    'Hyperventilation causes cerebral vasoconstriction and ischaemia.',
  ),
  danger(1, 'One breath every 10 seconds, she has a pulse so she does not need much.', [
    wrong(19, { ratePerMin: 6 }),
  ]),
  danger(1, "I'm squeezing as fast as I can, sats are low so more breaths is better.", [wrong(19)]),
  danger(1, 'Rate about 40 a min until her pupils come back down.', [wrong(19, { ratePerMin: 40 })]),
  m(1, 'question', 'What rate for a 16 year old with a pulse?', [none(19)]),
  m(
    1,
    'several',
    'MILS, jaw thrust no tilt, two-person hold with jaw into mask, seal good, 1 second squeezes to chest rise, 20/min.',
    [ok(3), ok(4), ok(13), ok(17), ok(14), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(1, 'several', 'ok so: head in line, JT, EC grip, squeeze gently, rr 24', [
    ok(3),
    ok(4),
    ok(13),
    ok(18),
    ok(19, { ratePerMin: 24 }),
  ]),
  danger(
    1,
    'In-line stabilisation, jaw thrust, two hands on the mask, and we bag at 40 a minute to protect her brain.',
    [ok(3), ok(4), ok(13), wrong(19, { ratePerMin: 40 })],
  ),
  danger(1, 'Jaw thrust, good seal, and every breath I empty the whole bag so she gets plenty of oxygen.', [
    ok(4),
    ok(14),
    wrong(18),
  ]),

  // ---------- Phase 1: safe ----------
  safe(1, 'answer', 'Is the chest rising now?'),
  safe(1, 'acknowledge', 'Can we give hypertonic saline for the blown pupil.'),
  safe(1, 'hint', 'ok'),
  safe(1, 'answer', 'What are the sats doing?'),
  safe(1, 'acknowledge', 'Please tell neurosurgery and book the CT head and neck.'),
  safe(1, 'hint', 'what should I do now'),
  safe(1, 'acknowledge', 'Could someone put an end-tidal CO2 on the circuit.'),
  safe(1, 'answer', 'Is the anaesthetist here yet?'),
  safe(1, 'acknowledge', 'Put a nasogastric... no, orogastric tube in later to decompress the stomach.'),

  // ---------- Phase 2: adjunct ----------
  m(
    2,
    'action',
    'No gag reflex, so an oral airway: I size it from the corner of her mouth to the angle of her jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA, no gag, sized corner of mouth -> angle of mandible, size 3', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'action',
    'Guedel in with a tongue depressor, following the curve of the tongue, not moving her neck.',
    [ok(6)],
  ),
  m(
    2,
    'action',
    "She's basically adult size, so I put the OPA in upside down and rotate it 180 degrees as it reaches the soft palate, without moving her head.",
    [ok(6)],
    'Rotation technique is acceptable in an adolescent.',
  ),
  m(
    2,
    'typo',
    'oropharingeal airway sized from the incisors to the angle of the jaw, put in with tongue depresor',
    [ok(5, { adjunct: 'opa' }), ok(6)],
  ),
  m(
    2,
    'negation',
    'She has no gag so the OPA is fine; measuring it, not guessing, corner of the mouth to the jaw angle.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'NPA 7.0, no signs of a base of skull fracture, measured from nostril to tragus, lubed and straight back along the floor of the nose.',
    [ok(5, { adjunct: 'npa' }), ok(6)],
    'No sign of a basal skull fracture: a nasal airway is not contraindicated, though the oral airway is the usual choice without a gag.',
  ),
  m(
    2,
    'several',
    'OPA, measured mouth corner to angle of jaw, in with the tongue blade; then I recheck chest rise, sats and heart rate.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7)],
  ),
  danger(2, "Grab any Guedel, size doesn't really matter in an adult.", [wrong(5, { adjunct: 'opa' })]),
  danger(
    2,
    'Size 1 oral airway, smaller is safer in a trauma patient.',
    [wrong(5, { adjunct: 'opa' })],
    'Too small: pushes the tongue back.',
  ),
  danger(2, 'OPA measured from her lips to her chin.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Shoving the OPA straight in, concave side down, pushing the tongue in front of it.', [wrong(6)]),
  danger(2, "It won't go in, so I tilt her head back to get it past the tongue.", [wrong(6), wrong(3)]),
  danger(2, 'NPA lubricated and I aim it up towards her forehead, the nose goes up.', [wrong(6)]),
  danger(2, 'NPA, no need to measure, and if it resists I just force it through.', [
    wrong(5, { adjunct: 'npa' }),
    wrong(6),
  ]),
  m(2, 'question', 'Is an OPA ok or should I use an NPA in a head injury?', [none(5)]),
  m(2, 'question', 'Do I rotate the OPA in a 16 year old or use a tongue depressor?', [none(6)]),
  m(2, 'hypothetical', 'If she starts gagging on the OPA I would take it out and use a nasal one instead.', [
    none(5),
  ]),

  // ---------- Phase 2: reassessment and effectiveness ----------
  m(2, 'action', 'OPA in, reassessing: chest rise, SpO2, heart rate.', [ok(7)]),
  m(2, 'shorthand', 'post-OPA: CR good, SpO2 90->95, HR 74', [ok(7), ok(20)]),
  m(2, 'typo', 'rechek chest movemnt, sats and HR after the airway', [ok(7)]),
  m(
    2,
    'action',
    'After each change I look at the chest, the sats and the heart rate, and listen to both sides.',
    [ok(7)],
  ),
  m(2, 'negation', "I don't assume it worked, I'm rechecking chest rise and sats now.", [ok(7)]),
  m(2, 'action', 'Good bilateral chest rise each breath, sats up to 96.', [ok(20)]),
  m(2, 'action', 'Ventilation is effective: chest rises, SpO2 climbing, end-tidal trace is there.', [ok(20)]),
  m(2, 'shorthand', 'chest rising ++, sats 97', [ok(20)]),
  m(2, 'typo', 'efective bagging, chest goes up evry squeeze, sats 98', [ok(20)]),
  danger(2, "Airway's in, no need to re-check, keep bagging.", [wrong(7)]),
  danger(2, 'I will leave the reassessment to the anaesthetist when they come.', [wrong(7)]),
  danger(2, "Chest isn't moving but the sats probe is probably just cold, carry on as we are.", [wrong(20)]),
  danger(
    2,
    'Her stomach is rising instead of the chest, sats 84, but that is fine for a trauma patient, keep going.',
    [wrong(20)],
  ),
  danger(2, 'OPA in, I do not look at anything else, the monitor will alarm if she drops.', [wrong(7)]),
  m(2, 'question', 'What are the sats and is the chest rising after the OPA?', [none(7)]),
  m(2, 'question', 'Am I ventilating her effectively?', [none(20)]),
  m(2, 'hypothetical', 'If the chest still does not rise I would go back to the jaw thrust and seal.', [
    none(20),
  ]),

  // ---------- Phase 2: safe ----------
  safe(2, 'answer', "What's her heart rate now?"),
  safe(2, 'acknowledge', 'Ready the drugs for RSI for when the anaesthetist arrives.'),
  safe(2, 'hint', 'next step?'),
  safe(2, 'acknowledge', 'Log roll and look at her back when the team is here.'),
  safe(2, 'answer', 'What is the end-tidal CO2?'),
  safe(2, 'acknowledge', 'Keep her head of bed flat for now, keep the blocks on.'),
  safe(2, 'hint', 'dunno, what else?'),
  safe(2, 'acknowledge', 'Ask radiology to hold the CT scanner for us.'),
  safe(2, 'acknowledge', 'Keep the fluids running slowly, her pressure is ok.'),

  // ---------- Mixed restatements and hidden dangers ----------
  danger(2, 'OPA in and chest rising, now let us bag at 30-35 to keep her CO2 low for her brain.', [
    ok(20),
    wrong(19, { ratePerMin: 35 }),
  ]),
  danger(2, 'Sats 97 now, so I turn the oxygen down to 2 L on the bag.', [
    ok(20),
    wrong(10, { o2LPerMin: 2 }),
  ]),
  danger(2, 'Chest rising well, I just need a hand free so I move to her side and bag from there.', [
    ok(20),
    wrong(16),
  ]),
  danger(1, 'She vomits again; I just keep bagging, she will clear it.', [wrong(2)]),
  danger(1, "Everything's under control, stand down the trauma call.", [wrong(1)]),
  danger(1, 'Swap to the child mask, it seals better around the collar even if it does not cover her nose.', [
    wrong(8, { mask: 'child' }),
    wrong(12),
  ]),
  danger(1, 'I flip the mask upside down so the wide part fits under the collar.', [wrong(11)]),
  danger(1, 'My thumbs slip onto her eyes while I do the jaw thrust, that is fine, she is unconscious.', [
    wrong(15),
  ]),
  danger(1, 'Change to the small paeds bag, the adult one is too big for my hand.', [wrong(9)]),
  danger(1, 'Disconnect the oxygen for a moment, the tubing is in the way of the blocks.', [wrong(10)]),
  m(1, 'action', 'Still at the head, still on 15 L, still an adult bag.', [
    ok(16),
    ok(10, { o2LPerMin: 15 }),
    ok(9),
  ]),
  m(1, 'action', 'I keep her jaw lifted into the mask with the same hand between the squeezes.', [ok(17)]),
  m(1, 'hypothetical', 'if she vomits again I would log roll with MILS and suction', [none(2)]),
  m(2, 'action', 'Now 98% and the chest moves well each time, ventilation effective, keeping 20 a minute.', [
    ok(20),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(2, 'action', 'Reassessing again after the fluids: chest, saturation, heart rate.', [ok(7)]),
  m(2, 'action', 'Checking my assistant still has her head in line while we put the airway in.', [ok(3)]),
  m(
    0,
    'action',
    'First I call for help, then with her head held in line I clear the vomit with the Yankauer.',
    [ok(1), ok(2)],
  ),
  m(0, 'hypothetical', 'I would probably stand at the head once the bag is ready.', [none(16)]),
  danger(
    0,
    "Help is coming and the mouth is clear. I'll bag with the 500 mL bag and the child mask, they're already open.",
    [ok(1), ok(2), wrong(9, { bagMl: 500 }), wrong(8, { mask: 'child' })],
  ),
  danger(2, 'Chest rising, and I add an NPA as well, pushed hard up the nose, two adjuncts are better.', [
    ok(20),
    wrong(6),
  ]),
  m(2, 'action', 'Every breath the chest comes up and the SpO2 is 99 now.', [ok(20)]),
  m(2, 'action', 'I will reassess after every step: chest rise, SpO2, heart rate.', [ok(7)]),
  m(1, 'action', 'You squeeze, I hold the mask with two hands, one breath every three seconds.', [
    ok(13),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'negation', 'I am not forcing the mask onto her face; my fingers pull the jaw forward into it.', [
    ok(17),
  ]),
  m(1, 'action', 'Seal is tight with the two-handed grip, not a whisper of leak now.', [ok(14), ok(13)]),
];
