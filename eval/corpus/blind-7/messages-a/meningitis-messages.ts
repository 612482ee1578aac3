import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Amira, 5 y, 19 kg, apnoeic with a pulse after a prolonged convulsion from suspected meningitis; purulent secretions,
 * no gag reflex, no trauma. Single messages, each in the phase where it makes sense.
 */
export const MENINGITIS_MESSAGES: HeldOutUtterance[] = [
  // Phase 0: recognition, help, suction, equipment, standing at the head, placing the mask.
  m(0, 'action', "She's stopped breathing after the midazolam. I need help - put out a crash call please.", [
    ok(1),
  ]),
  m(0, 'shorthand', 'resp arrest bay 3, 5yo, call 2222 + anaesthetics', [ok(1)]),
  m(0, 'typo', 'shes apneic and grey, get the reg and anaesthetist here now', [ok(1)]),
  m(0, 'action', 'Not breathing, sats 70 - can someone get the resus team, we need to ventilate her.', [
    ok(1),
  ]),
  m(0, 'action', 'She is apnoeic with a pulse. Shout for more hands, I am starting on her airway.', [ok(1)]),
  m(0, 'negation', "The LP can wait - she's not breathing, so help first: fast-bleep the anaesthetist.", [
    ok(1),
  ]),
  danger(
    0,
    'Let us get the lumbar puncture done now while she is lying still, then deal with the breathing',
    [wrong(1)],
  ),
  danger(0, 'She needs a CT head before anything else, can we take her round to the scanner', [wrong(1)]),
  danger(0, 'Ceftriaxone first, that is the priority in meningitis, then we sort the airway', [wrong(1)]),
  danger(0, "Post-ictal after two midaz, she'll start breathing again in a minute, let's watch her", [
    wrong(1),
  ]),
  danger(
    0,
    "Non-rebreather on at 15 litres and keep an eye on her, I don't want to get pus on me",
    [wrong(1)],
    'No ventilation for an apnoeic child.',
  ),
  danger(0, 'Let me phone microbiology first to check which antibiotic to use', [wrong(1)]),
  danger(0, 'Let me rub her sternum hard and see if she rouses first', [wrong(1)]),

  m(0, 'action', 'Yankauer into her mouth to clear the pus, watching where the tip goes.', [ok(2)]),
  m(0, 'shorthand', 'sx mouth w/ yankeur, thick green secretions', [ok(2)]),
  m(
    0,
    'action',
    'Wall suction on, large-bore rigid sucker, clearing the secretions from the front of her mouth to the back under direct vision',
    [ok(2)],
  ),
  m(0, 'typo', 'suctoin her mouth with a 12 french catheter, only as deep as i can see', [ok(2)]),
  m(
    0,
    'negation',
    "I'm not finger-sweeping that pus out, the rigid sucker is better and safer for both of us",
    [ok(2)],
  ),
  m(
    0,
    'action',
    'Visor and surgical mask on, then Yankauer to her mouth straight away',
    [ok(2)],
    'Droplet precautions are outside the checklist; the suction is labelled.',
  ),
  danger(0, "That stuff is too thick for the sucker, I'll hook it out with my gloved fingers", [wrong(2)]),
  danger(
    0,
    'Use the fine 6 French catheter, it fits nicely between her teeth',
    [wrong(2)],
    'Too small for thick purulent secretions.',
  ),
  danger(0, 'Push the suction catheter blind down into her trachea to get all the infected stuff out', [
    wrong(2),
  ]),
  m(0, 'question', 'Would a Yankauer or a soft catheter be better for secretions this thick?', [none(2)]),

  m(0, 'action', 'I take a child mask - it fits from the bridge of her nose down to the dip of her chin.', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'shorthand', 'paeds mask, sized nose bridge to chin cleft', [ok(8, { mask: 'child' })]),
  m(0, 'typo', 'Chose the childs mask, it dosent cover her eyes', [ok(8, { mask: 'child' }), ok(15)]),
  danger(0, 'Infant mask, she is only small for five', [wrong(8, { mask: 'infant' })]),
  danger(0, "Give me the adult mask, it'll cover everything so I won't miss any leak", [
    wrong(8, { mask: 'adult' }),
  ]),
  m(0, 'question', 'Is the child mask or the small adult mask right at 19 kilos?', [none(8)]),

  m(0, 'action', 'Five hundred ml self-inflating bag please.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'SIB 500 mL w reservoir', [ok(9, { bagMl: 500 })]),
  m(0, 'action', "I'll use the 450 mL paediatric bag-valve-mask", [ok(9, { bagMl: 450 })]),
  danger(0, 'The 250 ml bag will do, she is not very big', [wrong(9, { bagMl: 250 })]),
  danger(0, 'Neonatal bag, the small one, so I do not overinflate her', [wrong(9, { bagMl: 250 })]),
  m(0, 'question', 'Do we want the 500 bag or the adult one for her?', [none(9)]),

  m(0, 'action', 'Bag connected to the oxygen, flow at 15 L a minute.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'O2 15L to BVM', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'oxegen on the bag at ten litres', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'action', 'Can you turn the oxygen to fifteen and put the tubing on the bag for me', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(0, 'Leave the oxygen off for now, room air is fine until we know the sats are stable', [wrong(10)]),
  danger(0, "Two litres of oxygen into the bag, she's a child so we keep it low", [
    wrong(10, { o2LPerMin: 2 }),
  ]),
  m(
    0,
    'negation',
    'Not leaving it on room air - oxygen is on at 15 and I can hear it going into the reservoir',
    [ok(10, { o2LPerMin: 15 })],
  ),

  m(0, 'action', 'Moving to stand at the head end of the trolley to ventilate.', [ok(16)]),
  m(0, 'shorthand', 'positioned at HOB', [ok(16)]),
  m(0, 'action', 'Headboard off and trolley pulled out so I can get behind her head', [ok(16)]),
  danger(0, "I'll bag standing beside her at the chest, I can reach the drip from here", [wrong(16)]),
  danger(0, "I'll climb up on the trolley beside her tummy and bag from there", [wrong(16)]),

  m(0, 'action', 'Narrow tip of the mask over her nose bridge, broad end down on the chin.', [ok(11)]),
  m(0, 'typo', 'mask rigth way up, top bit on nose', [ok(11)]),
  danger(0, 'Mask goes on with the pointed end on her chin, seems to sit flatter', [wrong(11)]),
  m(0, 'negation', "It's not upside down - I've checked the apex is on her nose", [ok(11)]),
  m(0, 'question', 'Which way round does this mask go, pointy end up or down?', [none(11)]),

  m(0, 'action', 'Mask over both her mouth and nose', [ok(12)]),
  danger(0, 'Only over her mouth, so the nose can drain all that pus', [wrong(12)]),
  m(0, 'shorthand', 'mask covering mouth + nose', [ok(12)]),
  m(0, 'typo', 'make sure teh mask covers her nose as well as her mouth', [ok(12)]),
  m(0, 'negation', 'Not leaving her nose outside the mask - both covered', [ok(12)]),

  m(0, 'action', 'Keeping the top of the mask below her eyes.', [ok(15)]),
  m(0, 'action', 'Mask sits on the nose bridge, well clear of her eyes', [ok(15)]),
  danger(0, 'Press the top of the mask into her eye sockets, it helps hold it still', [wrong(15)]),
  danger(0, 'The rim is pressing on her eyes but the seal is good, leave it', [wrong(15)]),
  m(0, 'negation', 'Nothing pressing on her eyes - the mask stops at the bridge of the nose', [ok(15)]),

  m(
    0,
    'several',
    'Apnoea recognised, crash call made, Yankauer for the pus, child mask and 500 bag on 15 L',
    [ok(1), ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(
    0,
    'several',
    'Standing at the head, mask placed apex on nose, covers mouth and nose, clear of her eyes',
    [ok(16), ok(11), ok(12), ok(15)],
  ),
  m(
    0,
    'several',
    'I call help, I suction her mouth with the rigid catheter, I take the mask of child and the balloon of 500',
    [ok(1), ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 })],
  ),
  m(0, 'shorthand', 'HOB, mask on correctly over M+N, eyes clear', [ok(16), ok(11), ok(12), ok(15)]),
  m(0, 'hypothetical', 'If the pus keeps welling up I would suction again between breaths', [none(2)]),
  safe(0, 'answer', 'What is her heart rate?'),
  safe(0, 'answer', 'Does she have a rash anywhere?'),
  safe(0, 'answer', 'How long did the seizure last?'),
  safe(0, 'answer', "What's her temp?"),
  safe(0, 'hint', 'not sure what to do next'),
  safe(0, 'hint', 'ok'),
  safe(0, 'acknowledge', 'Everyone put on a surgical mask and eye protection please, droplet precautions'),
  safe(0, 'acknowledge', 'Can someone take her parents to the relatives room and stay with them'),
  safe(0, 'acknowledge', 'Please check a bedside glucose'),

  // Phase 1: head position, opening the airway, mask hold and seal, mask hand, squeeze and rate.
  m(1, 'action', 'Putting her head in the sniffing position - ear lined up with the top of her shoulder.', [
    ok(3),
  ]),
  m(1, 'shorthand', 'head neutral/sniff, pad under occiput', [ok(3)]),
  m(1, 'negation', 'Not bending her neck back too far, just neutral to slightly extended', [ok(3)]),
  danger(1, "Her neck's stiff from the meningitis so I'll just leave her chin tucked down on her chest", [
    wrong(3),
  ]),
  danger(
    1,
    'Slide her up so her head drops back off the top edge of the trolley, that straightens the airway',
    [wrong(3)],
  ),
  danger(1, 'Big shoulder roll under her, get the neck really extended', [wrong(3)]),
  m(1, 'typo', 'head in sniffing postion, not hyper extended', [ok(3)]),

  m(1, 'action', 'Head tilt-chin lift, two fingers on the bony part of her chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust: fingers behind the angle of the mandible, lifting it forward', [ok(4)]),
  m(1, 'shorthand', 'HTCL', [ok(4)]),
  danger(1, 'I push my fingers into the soft part under her jaw to bring the tongue forward', [wrong(4)]),
  danger(1, 'Pressing hard under her chin with my fingertips, right in the fleshy bit', [wrong(4)]),
  m(1, 'negation', 'No pressure on the soft tissue under the jaw - fingers stay on the mandible', [ok(4)]),
  m(1, 'question', 'Is it ok to do a chin lift with her stiff neck, or should I do a jaw thrust?', [none(4)]),

  m(1, 'action', 'E-C clamp on the mask - thumb and first finger on the mask, the rest on her jaw bone.', [
    ok(13),
  ]),
  m(1, 'shorthand', 'EC grip, one hand', [ok(13)]),
  m(1, 'action', "It's leaking, so two-person: both my hands hold the mask and the nurse squeezes the bag.", [
    ok(13),
  ]),
  danger(1, 'I hold the mask down with the heel of my hand on top', [wrong(13)]),
  danger(1, 'Leak round the mask, but I can manage one-handed on my own, carry on', [wrong(13), wrong(14)]),
  m(1, 'typo', 'holdin the mask with a CE grip', [ok(13)], 'C and E swapped; the grip is the same.'),

  m(1, 'action', 'Re-seated the mask, no more air escaping round the edges - good seal now.', [ok(14)]),
  m(1, 'shorthand', 'seal tight, no leak heard', [ok(14)]),
  danger(
    1,
    "There's a hiss at the chin with every squeeze, I'll ignore it, the oxygen flow makes up for it",
    [wrong(14)],
  ),
  m(
    1,
    'several',
    'Air escaping at her cheek, so I switch to two hands in a double C-E and my colleague bags; no leak now',
    [ok(13), ok(14)],
  ),
  m(1, 'question', 'How do I know if the seal is good enough?', [none(14)]),

  m(1, 'action', 'Mask hand lifting her jaw up into the mask.', [ok(17)]),
  m(
    1,
    'several',
    'Fingers of the E on her mandible bring the jaw up to the mask, thumb and index press the mask down',
    [ok(13), ok(17)],
  ),
  danger(1, "I lean my weight on the mask to seal it and don't bother with her jaw", [wrong(17)]),
  m(1, 'negation', "I don't just push down on the mask - my mask hand pulls the jaw up into it", [ok(17)]),
  m(1, 'typo', 'usin the same hand on mask to lift jaw up', [ok(17)]),
  m(1, 'shorthand', 'jaw lifted into mask w/ mask hand', [ok(17)]),

  m(1, 'action', 'Squeeze over one second, enough to see her chest rise, then let go.', [ok(18)]),
  m(1, 'shorthand', 'Ti 1s, just to visible chest rise', [ok(18)]),
  m(1, 'negation', "I'm not emptying the whole bag - just until her chest lifts", [ok(18)]),
  danger(1, 'Squeeze the bag really hard each time, her lungs need to open up', [wrong(18)]),
  danger(1, 'Rapid little pumps on the bag, each one over in a blink', [wrong(18)]),
  danger(1, 'I crush the whole bag down with both hands so she gets the most oxygen', [wrong(18)]),

  m(1, 'action', 'Breathing for her at 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'One breath every two to three seconds', [ok(19)]),
  m(1, 'shorthand', 'rate 24/min', [ok(19, { ratePerMin: 24 })]),
  m(1, 'typo', 'bagging at twenty five per minit', [ok(19, { ratePerMin: 25 })]),
  danger(1, "Let's hyperventilate her at 40 a minute to bring the intracranial pressure down", [
    wrong(19, { ratePerMin: 40 }),
  ]),
  danger(1, 'No pause between breaths, I just keep squeezing non-stop', [wrong(19)]),
  danger(1, 'Just 8 breaths a minute, slow and steady like an adult', [wrong(19, { ratePerMin: 8 })]),
  m(1, 'negation', 'Not hyperventilating her for the pressure, staying at 20 a minute', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'question', 'Should I bag faster because of raised ICP?', [none(19)]),
  m(
    1,
    'several',
    'Sniffing position, jaw thrust, EC clamp with a tight seal, lifting the jaw into the mask',
    [ok(3), ok(4), ok(13), ok(14), ok(17)],
  ),
  m(1, 'several', 'Gentle 1 s squeezes, watching the chest come up, 20 per min', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'several',
    'We put the head in sniffing, we open with chin lift on the bone, breath slowly 1 second, 25 by minute',
    [ok(3), ok(4), ok(18), ok(19, { ratePerMin: 25 })],
  ),
  m(1, 'hypothetical', 'If the leak continues with one hand I will go to a two-person technique', [none(13)]),
  m(
    1,
    'hypothetical',
    'If the chest still barely moves I would reposition the head before squeezing harder',
    [none(3)],
  ),
  safe(1, 'acknowledge', 'Give ceftriaxone 80 mg/kg IV now please'),
  safe(1, 'acknowledge', 'Blood cultures from the cannula before the antibiotics if it is quick'),
  safe(1, 'answer', 'What is her blood pressure?'),
  safe(1, 'answer', 'Are the sats improving?'),
  safe(1, 'hint', 'what am I missing'),
  safe(1, 'acknowledge', 'Start a 10 ml/kg bolus of saline through the cannula'),

  // Phase 2: adjunct, reassessment, effective ventilation.
  m(
    2,
    'action',
    'No gag reflex, so an oral airway - measured from the corner of her mouth to the angle of her jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA, sized angle of mouth to angle of jaw', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'measurng the oropharangeal airway from mouth corner to angel of jaw', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'negation',
    "No NPA - she's got petechiae and might bleed; an oral airway sized mouth corner to jaw angle",
    [ok(5, { adjunct: 'opa' })],
  ),
  danger(2, 'Largest Guedel we have, she needs her tongue held right out of the way', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'Size the oral airway from her front teeth to the tip of her chin', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(
    2,
    'A small 00 Guedel will be gentler on her',
    [wrong(5, { adjunct: 'opa' })],
    'A 00 is an infant size, far short for a 5-year-old.',
  ),
  m(2, 'question', 'What size of Guedel for a five year old?', [none(5)]),

  m(
    2,
    'action',
    'Tongue depressor pressing her tongue down and forward, OPA slid in over it, curve following the tongue.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA in over TD, flange at the lips', [ok(6, { adjunct: 'opa' })]),
  danger(2, "Ram the OPA in quickly, if it sticks I'll push harder", [wrong(6, { adjunct: 'opa' })]),
  danger(2, 'No tongue depressor, I just push the Guedel straight in over her tongue', [
    wrong(6, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'negation',
    'Not forcing it - it caught on the tongue so I took it out and went again with the depressor',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'several',
    'OPA measured mouth corner to jaw angle, inserted with a tongue blade, sits with the flange at her lips',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' })],
  ),

  m(2, 'action', 'After the airway went in: looking at chest rise, sats and heart rate again.', [ok(7)]),
  m(2, 'shorthand', 'reassess: chest rise, SpO2, HR', [ok(7)]),
  m(2, 'typo', 'rechek chest movment and sats after the opa', [ok(7)]),
  danger(2, "The airway's in, so I won't bother re-examining her, just bag on", [wrong(7)]),
  danger(2, 'No need for another look at her chest, the monitor will alarm if something changes', [wrong(7)]),
  m(2, 'question', 'Is the chest going up now with the oral airway in?', [none(7)]),
  m(2, 'question', 'What is the saturation after the Guedel?', [none(7)]),

  m(2, 'action', 'Chest lifting well on both sides with each breath, SpO2 up to 90 and rising.', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, sats 92 and climbing', [ok(20)]),
  m(2, 'action', 'With the OPA in, her chest rises fully each breath and her sats are at 95', [ok(20)]),
  danger(2, "Chest isn't moving and sats are falling, but she's got an airway in so it must be fine", [
    wrong(20),
  ]),
  m(
    2,
    'action',
    'Inserted tip pointing down towards the base of her tongue over a depressor, flange resting at her lips',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'several', 'Reassessed: chest rising each breath, sats climbing past 90, heart rate steady at 138', [
    ok(7),
    ok(20),
  ]),
  danger(2, 'Chest is not really moving but the sats are 87, that is acceptable, just keep going', [
    wrong(20),
  ]),
  danger(2, "Hardly any chest rise and her tummy is getting bigger, but I'll keep squeezing the same way", [
    wrong(20),
  ]),
  m(2, 'hypothetical', 'If the saturations drop again I would check the airway position and the mask seal', [
    none(6),
    none(14),
  ]),
  safe(2, 'acknowledge', 'Let PICU know she needs a bed and that this is likely meningitis'),
  safe(2, 'acknowledge', 'Someone tell public health about a possible meningococcal case'),
  safe(2, 'hint', 'next step?'),
  safe(2, 'answer', "What's her heart rate now?"),
  safe(2, 'acknowledge', 'Can we give dexamethasone with the antibiotics?'),
];
