import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the new case: Tilly, 3 years (14 kg), tick paralysis, apnoeic with a pulse on the ward, pooled
 * saliva, no gag, ptosis, cot against the wall with a pillow under her head. Phase 0: help, suction, equipment, place
 * at the bed; phase 1: head, airway, mask on the face, mask hand; phase 2: adjunct, squeeze, rate; phase 3:
 * reassessment and effective ventilation.
 */
export const TICK_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: recognition and help (BMV-1)
  m(
    0,
    'action',
    'She has stopped breathing, sats 72 with a pulse. Press the arrest bell and get the paeds resus team up here.',
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoea + hypoxia, HR 146. code blue peds. anaesthetics + PICU', [ok(1)]),
  m(0, 'typo', 'shes not breathign, can somone call for help NOW', [ok(1)]),
  m(
    0,
    'action',
    'Nurse, please pull the emergency buzzer and ring the intensive care registrar, Tilly is apnoeic.',
    [ok(1)],
  ),
  m(0, 'action', 'We need help here: she is not breathing. Call the rapid response team.', [ok(1)]),
  m(
    0,
    'action',
    'She is no breathing and the saturation is low, I ask the nurse to call the emergency team of the hospital.',
    [ok(1)],
  ),
  m(
    0,
    'action',
    'I reckon the paralysis has reached her breathing muscles - she has stopped. Get me help, put out the call.',
    [ok(1)],
  ),
  m(
    0,
    'several',
    'Not breathing, 72 %. I shout for help and clear the drool from her mouth with the Yankauer.',
    [ok(1), ok(2)],
  ),
  danger(
    0,
    "She's just worn out and asleep, weak kids sleep a lot. Let her rest and we'll recheck on the next obs round.",
    [wrong(1)],
  ),
  danger(0, "The tick's already out so she'll turn the corner soon, no need to call anyone.", [wrong(1)]),
  danger(0, "I'll ring neurology in the morning about the weakness, nothing more to do right now.", [
    wrong(1),
  ]),
  danger(0, 'I can manage her myself, the team is busy on the other ward.', [wrong(1)]),
  danger(0, 'sats 72 but she looks peaceful, prob the probe on a floppy finger, move it and leave her', [
    wrong(1),
  ]),
  danger(
    0,
    "Dad, can you give her a little shake and see if she wakes up and breathes? I'll come back after I finish this drug chart.",
    [wrong(1)],
  ),
  m(0, 'question', 'Do I call the MET team first or the anaesthetist?', [none(1)]),
  m(
    0,
    'hypothetical',
    "If her sats don't pick up with the first few breaths I'd upgrade it to a full arrest call.",
    [none(1)],
  ),

  // ---- Phase 0: suction (BMV-2)
  m(
    0,
    'action',
    'Turn on the wall suction: I clear the pooled saliva from her mouth with the Yankauer, tip in view.',
    [ok(2)],
  ),
  m(
    0,
    'action',
    'Can you pass me an 8 French catheter? I will suck out the front of her mouth, just what I can see, short bursts.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'oral sx w yankauer under vision', [ok(2)]),
  m(0, 'typo', 'suck out the drool with the yankuer, gently', [ok(2)]),
  m(0, 'action', 'Her mouth is suctioned clear of saliva, under direct vision, in less than ten seconds.', [
    ok(2),
  ]),
  m(
    0,
    'action',
    'I would first suction - she cannot swallow her spit - with the rigid sucker, not going further back than I can see.',
    [ok(2)],
  ),
  m(0, 'negation', "I'm not putting my fingers in her mouth, the Yankauer will do it.", [ok(2)]),
  danger(0, 'I scoop the spit out of the back of her throat with two fingers.', [wrong(2)]),
  danger(0, 'Run my finger round inside her mouth and throat to clear it out.', [wrong(2)]),
  danger(0, 'Feed the suction catheter blind down her nose as far as it goes and suck all the way out.', [
    wrong(2),
  ]),
  danger(0, "Hold the suction on in the back of her throat for a full 30 seconds, there's loads of saliva.", [
    wrong(2),
  ]),
  danger(0, "Don't bother with suction, the bag will push the saliva down out of the way.", [wrong(2)]),
  danger(
    0,
    'Tip her head down over the side of the cot and let the dribble run out, no suction needed.',
    [wrong(2)],
    'No suction, and the child is off the mattress and unventilated.',
  ),
  m(0, 'question', 'Is a Yankauer OK for a 3 year old or do I need a soft catheter?', [none(2)]),

  // ---- Phase 0: mask (BMV-8)
  m(0, 'action', 'A paediatric mask that reaches from the bridge of her nose to the cleft of her chin.', [
    ok(8, { mask: 'child' }),
  ]),
  m(
    0,
    'action',
    'I try a few masks against her face and take the one that fits nose bridge to chin without touching the eyes.',
    [ok(8)],
  ),
  m(0, 'shorthand', 'child mask, sized nose-chin', [ok(8, { mask: 'child' })]),
  m(0, 'typo', 'the toddler sized mask that goes from bridge of nose to chin', [ok(8, { mask: 'child' })]),
  m(0, 'negation', 'Not the adult one, it would sit right over her eyes. The small child mask.', [
    ok(8, { mask: 'child' }),
  ]),
  danger(0, 'Adult mask, I always get a better seal with a bigger one.', [wrong(8, { mask: 'adult' })]),
  danger(0, 'Hand me the smallest mask in the drawer, the newborn one.', [wrong(8, { mask: 'neonate' })]),
  danger(0, 'whatever mask is closest, she needs air not a fitting', [wrong(8)]),
  danger(0, 'The big mask, it overlaps her eyes and chin but it covers everything at least.', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  m(0, 'question', 'How do I check the mask is the right size?', [none(8)]),

  // ---- Phase 0: bag (BMV-9)
  m(0, 'action', 'The 500 mL self-inflating bag, not the infant one.', [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'Get me the half-litre paediatric bag-valve-mask with its reservoir.', [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'shorthand', 'BVM 500', [ok(9, { bagMl: 500 })]),
  m(0, 'typo', 'the 500ml self inflatng bag pls', [ok(9, { bagMl: 500 })]),
  danger(0, "She's tiny, use the 240 bag.", [wrong(9, { bagMl: 240 })]),
  danger(0, 'The infant bag is already open on the trolley, that will do for her.', [wrong(9)]),
  danger(0, "the baby ambu, the small one, so I don't blow her lungs up", [wrong(9)]),
  m(0, 'question', 'Is the 240 mL bag big enough for her?', [none(9)]),

  // ---- Phase 0: oxygen (BMV-10)
  m(0, 'action', 'Plug the bag into the wall oxygen at fifteen litres.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Oxygen connected to the bag at 12 L a minute, the reservoir is filling.', [
    ok(10, { o2LPerMin: 12 }),
  ]),
  m(0, 'shorthand', 'O2 15L to BVM', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'oxigen on 15 lpm conected', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', "We won't start on room air - oxygen on the bag at 15 first.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(0, "I'll bag her without oxygen until the tubing turns up.", [wrong(10)]),
  danger(0, 'Set the oxygen to half a litre, she is only 14 kilos.', [wrong(10, { o2LPerMin: 0.5 })]),
  danger(0, 'leave the oxygen tubing off, room air is fine for a short time', [wrong(10)]),
  danger(0, 'Connect it to the nasal cannula flowmeter at 3 litres.', [wrong(10, { o2LPerMin: 3 })]),
  danger(0, "The O2 tubing is attached to the bag but nobody's turned the flowmeter on, that's OK.", [
    wrong(10),
  ]),
  m(0, 'question', 'Do we run the oxygen at 10 or 15 litres?', [none(10)]),

  // ---- Phase 0: equipment together
  m(0, 'several', 'Paeds mask sized nose to chin, 500 bag, oxygen at 15.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    "I'd grab the child mask and the five hundred mil bag and hook it to high flow O2, fifteen litres.",
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'several', 'Can you connect the 500 mL bag to 15 litres of oxygen while I suction her mouth?', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(2),
  ]),
  danger(
    0,
    'Infant mask and infant bag for her, O2 at 15.',
    [wrong(8, { mask: 'infant' }), wrong(9), ok(10, { o2LPerMin: 15 })],
    'Infant mask too small for a 3-year-old; the 240 mL bag too small.',
  ),
  danger(0, 'child mask, 500 bag, skip the oxygen for now', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    wrong(10),
  ]),

  // ---- Phase 0: place at the bed (BMV-16)
  m(0, 'action', "Help me pull the cot away from the wall, I'm going to stand at the head.", [ok(16)]),
  m(0, 'action', 'I drop the cot side at the top end and get behind her head.', [ok(16)]),
  m(0, 'shorthand', 'cot off wall, me at head end', [ok(16)]),
  m(0, 'typo', 'move to the hed end of the cot to ventalate', [ok(16)]),
  m(0, 'negation', "I'm not going to bag from the side, let's swing the cot out so I can get to the top.", [
    ok(16),
  ]),
  danger(0, "The cot's against the wall, I'll just reach over the side rail and bag from there.", [
    wrong(16),
  ]),
  danger(0, 'I stand next to her on the left and hold the mask from the side.', [wrong(16)]),
  danger(0, 'ill bag from where dad is sitting, at her side, no time to move the bed', [wrong(16)]),
  danger(0, 'I lift her onto my lap in the chair and bag her there.', [wrong(16)]),

  // ---- Phase 0: safe
  safe(0, 'answer', 'Does she have a pulse?'),
  safe(0, 'answer', 'When was the tick taken out?'),
  safe(0, 'answer', 'What is her heart rate?'),
  safe(0, 'hint', 'Not sure where to start'),
  safe(0, 'hint', 'next?'),
  safe(0, 'acknowledge', 'Can someone take Dad out to the parents room and stay with him?'),
  safe(0, 'acknowledge', 'Please check a blood glucose.'),
  safe(0, 'answer', 'Did she fall or hurt her neck at any point?'),
  safe(0, 'acknowledge', 'note the time please'),
  safe(0, 'answer', 'what did the gas show overnight?'),
  safe(0, 'acknowledge', 'Ask someone to bring the resus trolley to the bedside.'),

  // ---- Phase 1: head position (BMV-3)
  m(
    1,
    'action',
    'Take the pillow away and put a folded towel under the back of her head, sniffing position.',
    [ok(3)],
  ),
  m(
    1,
    'action',
    'Her head keeps flopping forward, so I set it neutral, face parallel to the ceiling, ear in line with the shoulder.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'pillow out, sniff pos, neutral neck', [ok(3)]),
  m(1, 'typo', 'head in sniffng positon, not hyperextnded', [ok(3)]),
  m(
    1,
    'negation',
    "No pillow and no shoulder roll, she's three - just a thin folded sheet under the occiput.",
    [ok(3)],
  ),
  m(1, 'negation', "I'm not going to bend her neck right back, neutral is enough.", [ok(3)]),
  danger(
    1,
    'Leave the pillow where it is, she looks comfy propped up.',
    [wrong(3)],
    'The pillow flexes the neck: her chin is on her chest.',
  ),
  danger(1, 'Extend her neck back as far as possible to straighten out the airway.', [wrong(3)]),
  danger(1, 'Put a rolled blanket under her shoulders and let her head hang back off it.', [wrong(3)]),
  danger(
    1,
    'I bend her head right forward so her chin touches her chest, that closes her mouth for the seal.',
    [wrong(3)],
  ),
  danger(1, 'her head is floppy so i pull it way back and hold it there', [wrong(3)]),
  m(1, 'question', 'Should the pillow stay under her head?', [none(3)]),

  // ---- Phase 1: opening the airway (BMV-4)
  m(1, 'action', 'Head tilt and chin lift, two fingers on the bone of her chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust - fingers behind the angles of the jaw, lifting it forward.', [ok(4)]),
  m(1, 'shorthand', 'jaw thrust, fingers behind mandibular angles', [ok(4)]),
  m(1, 'typo', 'head tilt chinlift, finger tips on the jaw bone', [ok(4)]),
  m(1, 'negation', "I'll keep my fingers off the squishy part under her chin, only on the bone.", [ok(4)]),
  danger(1, 'I push my fingers up into the soft floor of her mouth under the chin.', [wrong(4)]),
  danger(1, 'Squeeze under her jaw with my whole hand, in the soft part, to hold it up.', [wrong(4)]),
  danger(1, 'press up under her chin in the fleshy bit with my thumb', [wrong(4)]),
  danger(
    1,
    'I open her airway by pulling her tongue forward with a gauze, then I let go and bag.',
    [wrong(4)],
    'Not a recognised manoeuvre; the airway is not held open.',
  ),
  m(1, 'question', 'Chin lift or jaw thrust - does it matter here since her neck is fine?', [none(4)]),

  // ---- Phase 1: mask on the face (BMV-11 to 15)
  m(1, 'action', 'Mask the right way up: the narrow end on the bridge of her nose.', [ok(11)]),
  m(1, 'typo', 'tip of the mask on the nose brigde, round part on the chin', [ok(11)]),
  m(1, 'action', 'Check her nose and her mouth are both inside the mask.', [ok(12)]),
  m(1, 'shorthand', 'mask over nose+mouth', [ok(12)]),
  m(1, 'action', 'E-C clamp with my left hand: C on the mask, E on the mandible.', [ok(13)]),
  m(1, 'action', 'It still leaks, so two-person: I hold the mask with both hands, the nurse squeezes.', [
    ok(13),
  ]),
  m(1, 'action', 'Good seal now - no air coming out round the edges.', [ok(14)]),
  m(
    1,
    'action',
    "Her eyelids are droopy and close to the rim, so I make sure the mask isn't resting on her eyes.",
    [ok(15)],
  ),
  m(
    1,
    'several',
    'I place the mask apex over the nose bridge, covering nose and mouth, hold it with a C-E grip, and check nothing presses on her eyes.',
    [ok(11), ok(12), ok(13), ok(15)],
  ),
  m(
    1,
    'several',
    'Two hands on the mask, thumbs down on it and fingers pulling the jaw up, nurse bags - no more leak.',
    [ok(13), ok(17), ok(14)],
  ),
  m(1, 'several', 'mask rite way up, covers mouth and nose, seal tight', [ok(11), ok(12), ok(14)]),
  m(1, 'negation', "I won't press on the top of the mask near her eyes, only the sides and chin.", [ok(15)]),
  m(1, 'negation', "Not accepting that leak - let's go two person.", [ok(13)]),
  danger(1, 'Mask upside down, the narrow end under her chin.', [wrong(11)]),
  danger(1, "I'll rotate the mask so the pointy bit is at the bottom, it fits her small face better.", [
    wrong(11),
  ]),
  danger(1, 'The mask covers her mouth, her nose is outside it but she breathes through her mouth anyway.', [
    wrong(12),
  ]),
  danger(1, 'Only over the nose, the mouth can stay open.', [wrong(12)]),
  danger(1, 'Hold the mask on with the heel of my hand pressing in the middle.', [wrong(13)]),
  danger(1, "Just one hand will do even with the leak, I don't need the nurse.", [wrong(13), wrong(14)]),
  danger(1, 'Still hissing at the sides but the chest moves a tiny bit, good enough.', [wrong(14)]),
  danger(1, "there's a leak under her chin, I'll just bag faster to make up", [wrong(14), wrong(19)]),
  danger(1, 'I press my fingertips on her closed eyelids to stop the mask sliding.', [wrong(15)]),
  danger(1, 'Shift the mask up so the top is on her eyes, her eyes are shut anyway with the ptosis.', [
    wrong(15),
  ]),
  danger(1, 'Lean the upper rim of the mask into her eye sockets for a firmer seal.', [wrong(15)]),
  m(1, 'negation', "I'm not putting it on upside down this time - apex at the nose.", [ok(11)]),
  danger(1, "Wide end over her nose, narrow end on her chin, let's go.", [wrong(11)]),
  m(1, 'action', 'The mask sits over her nose and her open mouth, the rim resting in the chin crease.', [
    ok(12),
  ]),
  danger(1, 'her mouth hangs open below the edge of the mask, nose is in, fine', [wrong(12)]),
  m(1, 'question', 'Is the top of the mask too close to her eyes?', [none(15)]),
  danger(1, 'The nurse can hold her head still with a palm across her eyes and forehead while I bag.', [
    wrong(15),
  ]),
  m(1, 'question', 'Do I go two-person now or keep trying with one hand?', [none(13)]),
  m(1, 'hypothetical', 'If the seal is still bad with two hands I would try a different mask size.', [
    none(14),
  ]),

  // ---- Phase 1: mask hand lifts the jaw (BMV-17)
  m(1, 'action', 'With the fingers of the hand holding the mask I lift her jaw up into it.', [ok(17)]),
  m(1, 'action', 'I bring her chin up into the mask rather than pushing the mask down.', [ok(17)]),
  m(1, 'shorthand', 'mask hand lifts mandible into mask', [ok(17)]),
  m(1, 'typo', 'my ring and middle fingers pul the jaw up into the mask', [ok(17)]),
  m(
    1,
    'negation',
    "I'm not pushing down on her face, I'm lifting her jaw into the mask with the same hand.",
    [ok(17)],
  ),
  danger(1, 'Push the mask down into her face as hard as I can, her jaw will follow.', [wrong(17)]),
  danger(
    1,
    'I press down on the mask with both hands and her chin goes back towards her neck, that seals it.',
    [wrong(17)],
  ),
  danger(1, 'one hand pushes the mask down, the other just rests on her forehead, jaw is left alone', [
    wrong(17),
  ]),
  m(1, 'hypothetical', 'If her tongue keeps falling back I would lift the jaw harder with my mask hand.', [
    none(17),
  ]),

  // ---- Phase 1: several
  m(1, 'several', 'Pillow out, towel under the head, chin lift on the bone.', [ok(3), ok(4)]),
  m(1, 'several', 'Neutral head, jaw thrust, mask nose to chin with an E-C grip, no leak.', [
    ok(3),
    ok(4),
    ok(13),
    ok(14),
  ]),
  danger(1, 'Head right back, mask with the point on her chin.', [wrong(3), wrong(11)]),
  danger(1, 'Good seal, but I have to push my thumb on her eye to keep it.', [ok(14), wrong(15)]),

  // ---- Phase 1: safe
  safe(1, 'answer', 'Is her chest going up when I squeeze?'),
  safe(1, 'answer', 'What are her sats now?'),
  safe(1, 'hint', 'what am I missing'),
  safe(
    1,
    'acknowledge',
    'Somebody ring PICU and let them know we have a child with tick paralysis who will need a bed.',
  ),
  safe(1, 'acknowledge', 'Can we have the end-tidal CO2 ready?'),
  safe(1, 'hint', 'ok next'),
  safe(1, 'acknowledge', 'Ask someone to look through her hair and behind her ears for another tick.'),
  safe(1, 'answer', 'is her heart rate dropping?'),

  // ---- Phase 2: adjunct choice (BMV-5)
  m(
    2,
    'action',
    'No gag reflex, so an oral airway, measured from the corner of her mouth to the angle of her jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'action', 'A nasal airway, sized from the tip of her nose to the tragus.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'shorthand', 'OPA sized mouth corner -> jaw angle', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'I mesure a guedel from the corner of her mouth to the angel of the jaw', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'action',
    'Her tongue is flopping back and she has no gag, so we will size a Guedel against her cheek - flange at the lips, tip at the jaw angle.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'negation', "No NPA needed since she has no gag; I'll size an oral airway to the angle of the jaw.", [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'negation', "I don't want an adjunct just yet, I'll fix the head position first.", [none(5)]),
  danger(2, 'Size 4 Guedel, the adult one, so it definitely reaches past the tongue.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(
    2,
    'I measure the oral airway from her front teeth to her earlobe and go one size bigger to be safe.',
    [wrong(5, { adjunct: 'opa' })],
  ),
  danger(2, 'any oral airway that is lying around will do', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'I size the nasal airway from her nostril to her chin.', [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'The smallest airway in the box, the one for premature babies.', [wrong(5)]),
  danger(2, 'Use a 6.0 nasal airway from the adult trolley.', [wrong(5, { adjunct: 'npa' })]),
  m(2, 'question', 'Would an NPA or an OPA be better for her?', [none(5)]),
  m(2, 'hypothetical', 'If she started gagging I would swap the oral airway for a nasal one.', [none(5)]),

  // ---- Phase 2: inserting (BMV-6)
  m(
    2,
    'action',
    'Tongue blade down on her tongue, then the oral airway in concave side down, following the curve.',
    [ok(6)],
  ),
  m(2, 'action', 'Lubricate the NPA and slide it gently straight back along the floor of the nostril.', [
    ok(6),
  ]),
  m(2, 'shorthand', 'OPA in right way up over depressor', [ok(6)]),
  m(2, 'typo', 'insert the airway gentley, right way up, using tongue depresser', [ok(6)]),
  m(
    2,
    'several',
    'No gag: Guedel sized corner of mouth to jaw angle, put in the right way up with a tongue depressor.',
    [ok(5, { adjunct: 'opa' }), ok(6)],
  ),
  m(
    2,
    'negation',
    "I won't flip it round inside her mouth; tongue depressor and straight in the right way up.",
    [ok(6)],
  ),
  danger(2, "It won't go in easily, so I push harder until it does.", [wrong(6)]),
  danger(2, 'I aim the nasal airway upwards towards the top of her head.', [wrong(6)]),
  danger(2, 'Force the Guedel between her teeth and shove it back.', [wrong(6)]),
  danger(
    2,
    'I push the oral airway straight in and it folds her tongue back into her throat, that is fine.',
    [wrong(6)],
  ),
  danger(2, 'shove the NPA in dry, no lube, and twist it hard', [wrong(6)]),

  // ---- Phase 2: squeeze (BMV-18)
  m(2, 'action', 'Gentle squeezes over one second, just until her chest rises.', [ok(18)]),
  m(2, 'shorthand', 'slow 1s squeezes to visible chest rise only', [ok(18)]),
  m(2, 'typo', 'squeze slowly over a secnd, just enuf to see the chest go up', [ok(18)]),
  m(
    2,
    'negation',
    'Not squeezing the bag all the way, just a third of it, over one second, until her chest lifts.',
    [ok(18)],
  ),
  danger(2, 'Crush the bag flat with both hands for every breath.', [wrong(18)]),
  danger(2, 'Short, fast, hard puffs of air, like a quick jab.', [wrong(18)]),
  danger(2, 'Squeeze as hard as I can each time to open up her lungs.', [wrong(18)]),
  danger(2, 'I give big breaths, the whole bag every time, her lungs are probably stiff.', [wrong(18)]),
  danger(2, 'push it in really fast so the air goes past the tongue', [wrong(18)]),
  m(2, 'question', 'How much of the bag should I squeeze for a 14 kg child?', [none(18)]),

  // ---- Phase 2: rate (BMV-19)
  m(2, 'action', 'One breath every two to three seconds, around twenty-five a minute.', [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(2, 'action', "I'm counting out loud: squeeze, release, release - about 24 a minute.", [
    ok(19, { ratePerMin: 24 }),
  ]),
  m(2, 'shorthand', 'RR 20-30, aiming 24', [ok(19, { ratePerMin: 24 })]),
  m(2, 'typo', 'bag at about 20 breths a minuit', [ok(19, { ratePerMin: 20 })]),
  danger(2, 'Bag her at fifty a minute until the sats come up.', [wrong(19, { ratePerMin: 50 })]),
  danger(2, 'A breath every five or six seconds, ten to twelve a minute.', [wrong(19, { ratePerMin: 10 })]),
  danger(2, 'about 8 breaths a minute, we dont want to overventilate her', [wrong(19, { ratePerMin: 8 })]),
  danger(
    2,
    'I do 15 compressions and 2 breaths.',
    [wrong(19)],
    'She has a pulse: CPR ratios, not rescue breathing.',
  ),
  danger(
    2,
    'Squeeze every time the monitor beeps.',
    [wrong(19)],
    'At a heart rate of about 130 this is far too fast.',
  ),
  m(2, 'question', 'Is 30 a minute too fast for her?', [none(19)]),
  m(2, 'hypothetical', 'Once she is intubated I would still keep the rate in the 20s.', [none(19)]),

  // ---- Phase 2: several
  m(2, 'several', 'One-second squeezes just to chest rise, one every 2 to 3 seconds.', [ok(18), ok(19)]),
  m(2, 'several', 'OPA in with a tongue depressor, then gentle breaths at 24 a minute.', [
    ok(6),
    ok(18),
    ok(19, { ratePerMin: 24 }),
  ]),
  danger(2, 'Airway sized to the jaw angle, then bag hard and fast, 40 a minute.', [
    ok(5),
    wrong(18),
    wrong(19, { ratePerMin: 40 }),
  ]),
  danger(2, 'Breathing for her at 24 a minute, big full squeezes each time.', [
    ok(19, { ratePerMin: 24 }),
    wrong(18),
  ]),
  danger(
    2,
    'I stop bagging for a couple of minutes while we look for a second tick.',
    [wrong(20)],
    'Ventilation stopped in an apnoeic child.',
  ),

  // ---- Phase 2: safe
  safe(2, 'answer', 'Does she gag at all when I suction?'),
  safe(2, 'answer', 'What are the sats and heart rate doing?'),
  safe(2, 'hint', 'what should I do about her tongue'),
  safe(
    2,
    'acknowledge',
    'Please prepare for intubation, she will need ventilating until the paralysis wears off.',
  ),
  safe(2, 'acknowledge', "Let's get a gas."),
  safe(2, 'hint', 'no idea what to do next, give me a clue'),

  // ---- Phase 3: reassessment (BMV-7) and effective ventilation (BMV-20)
  m(3, 'action', 'Now that the airway is in, I reassess: chest rise, saturations, heart rate.', [ok(7)]),
  m(3, 'action', 'I watch her chest and the monitor after every change I make.', [ok(7)]),
  m(3, 'shorthand', 're-eval: chest rise, SpO2, HR', [ok(7)]),
  m(3, 'typo', 'reasess after the airway - is the chest rising, sats, heart rate?', [ok(7)]),
  m(3, 'action', 'Her chest rises with each breath and the sats are going up.', [ok(20)]),
  m(3, 'action', 'Both sides of the chest lift evenly with every squeeze and the SpO2 is up to 92.', [
    ok(20),
  ]),
  m(3, 'typo', 'good chest rise now, sats climing', [ok(20)]),
  m(3, 'several', 'Checking again: chest up with every breath, sats 90 and rising, heart rate 126.', [
    ok(7),
    ok(20),
  ]),
  m(3, 'several', 'I look at the chest, listen, and check the monitor: good rise, SpO2 improving.', [
    ok(7),
    ok(20),
  ]),
  m(3, 'negation', "I won't assume it worked; let me look at her chest and the sats.", [ok(7)]),
  danger(3, "Airway's in, no need to reassess, carry on.", [wrong(7)]),
  danger(3, "I'm not looking at the monitor, I trust the bagging.", [wrong(7)]),
  danger(3, "Her chest still isn't rising but I'll keep going exactly as I am.", [wrong(20)]),
  danger(
    3,
    'The sats are falling with no chest movement, but the ICU team is on the way so I will just wait.',
    [wrong(20)],
  ),
  danger(
    3,
    "She's pinker now, so I'll take the mask off and let her try on her own.",
    [wrong(20)],
    'Stops ventilating a paralysed child.',
  ),
  danger(3, 'stop bagging while I call her mum on the phone', [wrong(20)]),
  danger(3, 'Sats are 88, good enough, let me turn the oxygen down to 2 litres.', [
    wrong(10, { o2LPerMin: 2 }),
  ]),
  danger(3, "Now she's better I'll step round to the side of the cot and bag from there.", [wrong(16)]),
  danger(3, 'The adjunct is in so I can just push the mask down, no jaw lift needed.', [wrong(17)]),
  danger(
    3,
    "OPA's in, I'll keep bagging and write the PICU referral, no need to look at the monitor till they get here.",
    [wrong(7)],
  ),
  m(3, 'question', 'What should I look at to know if the airway is working?', [none(7)]),
  m(3, 'hypothetical', 'If the chest stopped rising I would check the airway position and the seal again.', [
    none(7),
  ]),
  m(3, 'hypothetical', 'If the sats did not improve I would go back to a two-person hold.', [
    none(13),
    none(20),
  ]),

  // ---- Phase 3: safe
  safe(3, 'answer', 'What is her SpO2 now?'),
  safe(3, 'acknowledge', 'Can the nurse update her dad?'),
  safe(3, 'hint', 'anything else?'),
  safe(3, 'acknowledge', 'hand over to PICU when they come'),
  safe(3, 'answer', 'Is her heart rate OK?'),
];
