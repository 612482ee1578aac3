import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Leila, 4 months, 6.3 kg, apnoeic with a pulse after adult xylometazoline nasal spray; mucus in nose and mouth;
 * gags, so an oral airway is a danger and a nasal airway the adjunct. No trauma: head tilt-chin lift is allowed, but
 * the head must stay neutral with a shoulder roll. Phases: P0 help, suction, equipment, head of the cot; P1 head,
 * airway opening, the mask on the face; P2 squeeze, rate, nasal airway, reassessment, effective ventilation.
 */
export const DECONGESTANT_INFANT_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0 ----------
  m(
    0,
    'action',
    "She's not breathing but I can feel a brachial pulse. Pull the emergency bell, I need the paeds resus team now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic w/ pulse -> crash call peds + anaesth', [ok(1)]),
  m(
    0,
    'action',
    'Can somebody put out a paediatric arrest call, well not arrest, respiratory, we need the team here now',
    [ok(1)],
  ),
  m(0, 'typo', 'HELP pls, baby not breating in cubicle 4, get the resus team', [ok(1)]),
  m(
    0,
    'action',
    "I think I'd probably call for help first, she's apnoeic and I'm on my own with one nurse.",
    [ok(1)],
  ),
  m(0, 'action', 'Nurse, press the red button and ask switchboard for the anaesthetist on call as well.', [
    ok(1),
  ]),
  m(0, 'action', 'Por favor, call the team — the baby is no breathing, she has pulse but no breathing.', [
    ok(1),
  ]),
  m(0, 'question', 'Should I call for help now or get the bag on her first?', [none(1)]),
  m(0, 'question', 'do I need to call anyone or can I manage this alone?', [none(1)]),
  danger(0, "No need to call anyone yet, it's only the nose spray, she'll wake up on her own in a bit.", [
    wrong(1),
  ]),
  danger(
    0,
    "Let's watch her for a couple of minutes and see if she starts breathing by herself before we call anybody.",
    [wrong(1)],
  ),
  danger(0, "Don't bother the resus team, they're busy with the trauma next door — I'll bag her myself.", [
    wrong(1),
  ]),
  danger(
    0,
    "I'll ring the registrar once I've finished the suction and got her pinked up, no point panicking people.",
    [wrong(1)],
  ),
  danger(
    0,
    'she is just deeply asleep after a bad night, let her rest and recheck in 10 min',
    [wrong(1)],
    'Does not recognise apnoea.',
  ),

  m(
    0,
    'action',
    'Suction first: 8 Fr soft catheter, mouth then nose, just as far as I can see, a few seconds each go.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'sux mouth + both nares, 8Fr, gentle, <5s each', [ok(2)]),
  m(0, 'action', "Can you pass me the infant Yankauer? I'll clear the froth out of her mouth.", [ok(2)]),
  m(0, 'typo', 'suctoin the mouth first with the small catheter then her nose', [ok(2)]),
  m(
    0,
    'negation',
    "I'm not putting a finger in her mouth — 6 French catheter to suck the mucus out of her nostrils, gently.",
    [ok(2)],
  ),
  m(
    0,
    'action',
    'The mucus in her nose gets suctioned with a size 8 catheter, the froth in her mouth with the baby Yankauer.',
    [ok(2)],
  ),
  m(0, 'question', 'What size suction catheter would you want for a four month old?', [none(2)]),
  m(0, 'hypothetical', 'If more of that snot comes back I would suction her again before the next breaths.', [
    none(2),
  ]),
  m(0, 'question', 'is it mouth first or nose first when you suction a baby?', [none(2)]),
  danger(0, "I'll hook the mucus out with my little finger, it's quicker than fiddling with the catheter.", [
    wrong(2),
  ]),
  danger(
    0,
    'Pass the catheter right down as far as it will go and keep sucking until it all stops coming.',
    [wrong(2)],
    'Deep, blind, prolonged suction: vagal bradycardia, trauma.',
  ),
  danger(0, "Skip the suction, no time — we'll just bag through the secretions.", [wrong(2)]),
  danger(0, 'Give me the adult Yankauer and I will put it well down the back of her throat.', [wrong(2)]),
  danger(0, 'turn the wall suction up to the max so we get her nose properly clear, keep it in there', [
    wrong(2),
  ]),

  m(
    0,
    'action',
    'Infant mask please, the one that reaches from the bridge of her nose to the cleft of her chin without touching her eyes.',
    [ok(8, { mask: 'infant' })],
  ),
  m(0, 'shorthand', 'infant mask', [ok(8, { mask: 'infant' })]),
  m(
    0,
    'action',
    "I'm holding the infant mask against her face to size it — top at the nasal bridge, bottom in the chin cleft, eyes free. That's the one.",
    [ok(8, { mask: 'infant' })],
  ),
  m(0, 'typo', 'gimme the infnat size mask, round one', [ok(8, { mask: 'infant' })]),
  m(0, 'question', 'Neonatal or infant mask for her, what do you think?', [none(8)]),
  danger(0, "Just grab the adult mask, it'll cover everything, then there's no leak.", [
    wrong(8, { mask: 'adult' }),
  ]),
  danger(
    0,
    'The neonatal one will do, it is the only one already out of its packet.',
    [wrong(8, { mask: 'neonate' })],
    'Too small for a 4-month-old: will not cover nose and mouth.',
  ),
  danger(
    0,
    'child mask, better too big than too small',
    [wrong(8, { mask: 'child' })],
    'Too big: over the eyes and past the chin.',
  ),

  m(0, 'action', 'Self-inflating bag, the 500 ml one.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'BVM 500cc', [ok(9, { bagMl: 500 })]),
  m(0, 'action', "We'll use the paediatric 450-500 mL self inflating bag with the reservoir attached.", [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'question', 'Is the 250 ml bag enough for a baby this size or do I need the 500?', [none(9)]),
  danger(0, 'Get me the little 250 ml bag, she is tiny.', [wrong(9, { bagMl: 250 })]),
  danger(0, "Adult bag's fine, I'll just squeeze it gently.", [wrong(9, { bagMl: 1600 })]),
  danger(0, 'the 500 is way too big for a baby, use the 250 mL neonatal bag', [wrong(9, { bagMl: 250 })]),

  m(0, 'action', 'Connect the bag to oxygen and open the flowmeter to 15 litres a minute.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 15L/min on the bag', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Oxygen tubing on the bag, flow at ten litres per minute.', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'typo', 'hook up the oxgyen, 15 l', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', "Making sure the oxygen isn't just connected but actually turned on — flow at 15.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'question', 'how many litres of oxygen on the bag?', [none(10)]),
  danger(0, 'Bag her on room air for now, I will sort the oxygen out later.', [wrong(10)]),
  danger(0, 'Two litres of oxygen is plenty for a baby.', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "Put the O2 on 4 L so we don't dry out her nose even more", [wrong(10, { o2LPerMin: 4 })]),

  m(0, 'action', "I'm going to stand at the head of the cot.", [ok(16)]),
  m(0, 'action', 'Pull the cot away from the wall so I can get behind her head to bag.', [ok(16)]),
  m(0, 'shorthand', 'me @ head end', [ok(16)]),
  m(0, 'typo', 'Im at the top of the bed behind her hed', [ok(16)]),
  danger(0, "I'll bag from the side of the cot, easier to see the monitor from here.", [wrong(16)]),
  danger(0, "I'll stay down by her feet and reach up to bag, mum's standing at the head.", [wrong(16)]),
  danger(0, "let's leave the cot against the wall, I can lean over from the side and bag her", [wrong(16)]),

  m(
    0,
    'several',
    'Calling the team now. Then 8 Fr suction to mouth and nose, infant mask, 500 mL bag on 15 L oxygen, and I stand at the head.',
    [ok(1), ok(2), ok(8, { mask: 'infant' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(0, 'several', 'infant mask + 500ml BVM + O2 15', [
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    'Ok so I would call for help, and then suction her nose and mouth with a soft catheter, gently, size 8.',
    [ok(1), ok(2)],
  ),
  m(
    0,
    'several',
    'Help is coming. I go to the head of the cot and I take the infant mask, nose bridge to chin.',
    [ok(16), ok(8, { mask: 'infant' })],
  ),
  danger(
    0,
    'Infant mask, 500 ml bag, oxygen on 15 — and while I set up can you just sweep the froth out with your finger?',
    [ok(8, { mask: 'infant' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), wrong(2)],
  ),
  danger(
    0,
    'Suction done with the 8 French, infant mask on, bag attached — we can leave the oxygen off for the moment, her sats were fine earlier.',
    [ok(2), ok(8, { mask: 'infant' }), wrong(10)],
  ),
  danger(0, "Team's been called. I'll use the 250 ml bag on 15 litres and the infant mask.", [
    ok(1),
    wrong(9, { bagMl: 250 }),
    ok(10, { o2LPerMin: 15 }),
    ok(8, { mask: 'infant' }),
  ]),

  safe(0, 'answer', 'How much does she weigh?'),
  safe(0, 'answer', 'What exactly did the parents put in her nose, and how many times?'),
  safe(0, 'answer', 'Is she on any regular medicines?'),
  safe(0, 'answer', "what's her temp?"),
  safe(0, 'answer', 'Any allergies?'),
  safe(0, 'answer', 'Was she born at term?'),
  safe(0, 'answer', 'When did she last feed?'),
  safe(0, 'answer', 'Does she have IV access yet?'),
  safe(0, 'hint', 'ok'),
  safe(0, 'hint', "I'm stuck, what am I missing?"),
  safe(0, 'hint', 'hmm, not sure where to start'),
  safe(0, 'acknowledge', 'Can someone check a bedside glucose please.'),
  safe(0, 'acknowledge', 'Please keep the spray bottle so we can tell poisons exactly what she got.'),
  safe(0, 'acknowledge', 'Put her under the radiant warmer, she is only 35.3.'),
  safe(0, 'acknowledge', 'Could someone stay with mum and explain what is happening?'),

  // ---------- Phase 1 ----------
  m(
    1,
    'action',
    'Take the pillow away and slide a small rolled towel under her shoulders so her head sits neutral.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'pillow out, shoulder roll, head neutral', [ok(3)]),
  m(
    1,
    'negation',
    "Keeping her neck neutral — not tipped back, and not flexed on the pillow any more, it's gone.",
    [ok(3)],
  ),
  m(1, 'typo', 'sholder roll under her pls and head in neutrel', [ok(3)]),
  m(
    1,
    'action',
    'The head is positioned neutral with a folded nappy under the shoulders, the ear in line with the front of the shoulder.',
    [ok(3)],
  ),
  m(1, 'question', 'Does a baby this age need a shoulder roll or a pad under the head?', [none(3)]),
  m(1, 'hypothetical', "If her chin drops onto her chest again I'd put a thicker roll under her shoulders.", [
    none(3),
  ]),
  danger(1, 'Tip her head right back so the airway is wide open.', [wrong(3)]),
  danger(
    1,
    "Leave her on the pillow, it's keeping her head nicely up.",
    [wrong(3)],
    'Pillow flexes the neck on a large occiput.',
  ),
  danger(1, "Extend her neck fully like you would in an adult, she's floppy so it needs more.", [wrong(3)]),
  danger(1, 'put another pillow under her head to line everything up', [wrong(3)]),

  m(1, 'action', 'Gentle chin lift, my fingers on the bony edge of her jaw.', [ok(4)]),
  m(1, 'action', 'I open her airway with a jaw thrust, fingertips behind the angles of the jaw.', [ok(4)]),
  m(1, 'shorthand', 'chin lift - on bone not soft tissue', [ok(4)]),
  m(1, 'negation', "I'm careful not to press on the soft bit under her chin while I lift it.", [ok(4)]),
  m(1, 'typo', 'head tilt chin lfit, a very small tilt only', [ok(4)]),
  m(1, 'question', 'Chin lift or jaw thrust for her?', [none(4)]),
  danger(1, 'Press up into the soft bit under her chin to push the tongue up.', [wrong(4)]),
  danger(1, "I'll push my fingers up under her jaw into the floor of the mouth, that lifts the tongue off.", [
    wrong(4),
  ]),
  danger(1, 'I grab her chin by the soft part and pull up, bone is too small to hold', [wrong(4)]),

  m(1, 'action', 'Mask on, narrow end over the bridge of her nose, wide end on the chin.', [ok(11)]),
  m(1, 'negation', 'Making sure the mask is not upside down: the pointy end is at her nose.', [ok(11)]),
  m(1, 'shorthand', 'mask apex to nasal bridge', [ok(11)]),
  m(1, 'question', 'Which end of the mask goes at the nose?', [none(11)]),
  danger(1, "I'll put the pointy end on her chin, it sits better that way on a baby.", [wrong(11)]),
  danger(1, 'Upside down is fine, it seals better round her little chin.', [wrong(11)]),
  danger(1, 'mask on with the narrow part over her mouth and the wide bit up over her nose', [wrong(11)]),

  m(1, 'action', 'The mask covers both her nose and her mouth.', [ok(12)]),
  m(1, 'typo', 'mask ovr mouth AND nose', [ok(12)]),
  m(
    1,
    'negation',
    "Checking the nostrils aren't sticking out over the top of the rim — no, nose and mouth are both inside.",
    [ok(12)],
  ),
  danger(1, 'Just over her mouth, her nose is still full of snot anyway.', [wrong(12)]),
  danger(1, "Mask over the nose only, her mouth keeps frothing and I don't want it in the mask.", [
    wrong(12),
  ]),
  danger(1, "I'll keep the mask over the mouth and leave the nose out so the spray can wear off", [
    wrong(12),
  ]),

  m(1, 'action', 'E-C clamp: thumb and index finger on the mask, the other three fingers on her jaw.', [
    ok(13),
  ]),
  m(
    1,
    'action',
    "It's still leaking, so two-person: I hold the mask with both hands and you squeeze the bag.",
    [ok(13)],
  ),
  m(1, 'shorthand', 'EC grip, 2-person if leak', [ok(13)]),
  m(1, 'typo', 'C-E clamp on the mask and the fingrs on the mandible', [ok(13)]),
  m(1, 'action', 'Sister, can you squeeze the bag while I hold the mask on with two hands?', [ok(13)]),
  m(
    1,
    'hypothetical',
    'If I still cannot seal it with one hand I would get the nurse to squeeze while I use both.',
    [none(13)],
  ),
  danger(1, "I'll hold the mask down with my whole palm flat on top of it.", [wrong(13)]),
  danger(1, "It's leaking but I'll carry on one-handed, no need for a second person.", [wrong(13)]),
  danger(1, 'just hold the mask by the connector and press it into her face', [wrong(13)]),

  m(1, 'action', 'Tight seal now, no air hissing round the rim.', [ok(14)]),
  m(1, 'shorthand', 'seal ok, no leak', [ok(14)]),
  m(
    1,
    'action',
    'I press the rim evenly all round until there is no leak, then I check it again with a squeeze.',
    [ok(14)],
  ),
  m(1, 'question', 'How do I know if the seal is good enough?', [none(14)]),
  danger(1, "A bit of leak doesn't matter with babies, we don't need a perfect seal.", [wrong(14)]),
  danger(1, "It's leaking at the chin — I'll just squeeze harder to make up for the leak.", [
    wrong(14),
    wrong(18),
  ]),
  danger(1, 'forget the seal, the air that gets in gets in', [wrong(14)]),

  m(1, 'action', 'Keeping the rim and my fingers off her eyes.', [ok(15)]),
  m(1, 'negation', 'Nothing pressing on her eyes.', [ok(15)]),
  m(1, 'typo', 'no presure on the eyes', [ok(15)]),
  m(1, 'question', 'Is it a problem if the mask touches her eyes?', [none(15)]),
  danger(1, 'I rest my thumb on her eye socket to steady the mask.', [wrong(15)]),
  danger(1, "The mask is over her eyes a little but that's fine, it seals better.", [wrong(15)]),
  danger(
    1,
    'Press down on the top of the mask over her eyes to get it airtight.',
    [wrong(15)],
    'Eye pressure: oculocardiac bradycardia.',
  ),

  m(1, 'action', 'I lift her jaw up into the mask with my three fingers rather than pushing the mask down.', [
    ok(17),
  ]),
  m(1, 'action', 'My mask hand does the chin lift as well, bringing her face up to the mask.', [
    ok(17),
    ok(4),
  ]),
  m(1, 'shorthand', 'lift face to mask, not mask to face', [ok(17)]),
  m(
    1,
    'negation',
    "I'm not pressing the mask down onto her; my fingers under the jaw bone pull her up into it.",
    [ok(17)],
  ),
  m(1, 'question', 'Which hand is supposed to keep her airway open, the mask hand or the other one?', [
    none(17),
  ]),
  danger(1, 'I push the mask down hard on her face to get it to seal.', [wrong(17)]),
  danger(1, 'Can you do the chin lift with your hands while I press the mask down on top?', [wrong(17)]),
  danger(1, "i'll press the mask down into her face hard, the jaw will sort itself out", [wrong(17)]),

  m(
    1,
    'several',
    'Pillow out, shoulder roll, head neutral, gentle chin lift on the bone, then the mask on narrow end to the nose over mouth and nose.',
    [ok(3), ok(4), ok(11), ok(12)],
  ),
  m(1, 'several', 'EC clamp, good seal, fingers off her eyes, jaw lifted into the mask.', [
    ok(13),
    ok(14),
    ok(15),
    ok(17),
  ]),
  m(1, 'several', "Mask the right way round over nose and mouth, E-C grip, seal's good.", [
    ok(11),
    ok(12),
    ok(13),
    ok(14),
  ]),
  m(
    1,
    'several',
    "Ok so I'd take the pillow out and put a roll under her shoulders and do a jaw thrust, fingers behind the angle of the jaw.",
    [ok(3), ok(4)],
  ),
  m(1, 'several', 'Je mets le masque — mask on nose and mouth, pointe sur le nez, and I hold with E-C.', [
    ok(11),
    ok(12),
    ok(13),
  ]),
  m(1, 'several', 'Two hands on the mask now, sealed, thumbs on the mask and not on her eyes, you squeeze.', [
    ok(13),
    ok(14),
    ok(15),
  ]),
  danger(
    1,
    'Shoulder roll in, head neutral, mask on nose and mouth — and I hold it with my thumb on her eyebrow and eye to steady it.',
    [ok(3), ok(12), wrong(15)],
  ),
  danger(
    1,
    "Jaw thrust, mask the right way up, E-C grip. It leaks a little at the side but we'll live with that.",
    [ok(4), ok(11), ok(13), wrong(14)],
  ),
  danger(
    1,
    'Head neutral with the roll; for the seal I press my fingers into the soft tissue under her chin.',
    [ok(3), wrong(4)],
  ),
  danger(1, 'Mask on and sealed, but honestly her head should go right back, tip it back for me.', [
    ok(14),
    wrong(3),
  ]),

  safe(1, 'answer', "What's her blood pressure now?"),
  safe(1, 'answer', 'Are her pupils still small?'),
  safe(1, 'answer', 'Has the team arrived yet?'),
  safe(1, 'answer', 'What was her temperature again?'),
  safe(1, 'hint', 'next'),
  safe(1, 'hint', 'what now?'),
  safe(1, 'hint', 'ok, then?'),
  safe(1, 'acknowledge', 'Can we send a venous gas and electrolytes off the cannula?'),
  safe(1, 'acknowledge', 'Please call the poisons information line about xylometazoline in infants.'),
  safe(1, 'acknowledge', 'Somebody put a warm blanket over her legs.'),

  // ---------- Phase 2 ----------
  m(2, 'action', 'Gentle squeeze over about one second, just until I see the chest rise, then let go.', [
    ok(18),
  ]),
  m(2, 'shorthand', 'squeeze 1s, stop at chest rise', [ok(18)]),
  m(
    2,
    'action',
    "Can you slow down and be gentler — only squeeze until her chest just lifts, don't flatten the bag.",
    [ok(18)],
  ),
  m(
    2,
    'negation',
    "I'm not squeezing the whole bag, only a small part of it, just enough to see her chest move.",
    [ok(18)],
  ),
  m(2, 'typo', 'sqeeze gently ovr 1 sec, just chest rise', [ok(18)]),
  m(2, 'question', 'How hard should I squeeze for a baby this small?', [none(18)]),
  danger(2, 'Squeeze the bag right down fully each time so she gets a good volume.', [wrong(18)]),
  danger(2, 'Quick hard squeezes, she needs it.', [wrong(18)]),
  danger(2, "Give her a few really big breaths to pop her lungs open, then we'll go gentle.", [wrong(18)]),
  danger(2, "if the chest doesn't move I'll just squeeze harder and harder until it does", [wrong(18)]),

  m(2, 'action', 'One breath every 2 to 3 seconds.', [ok(19)]),
  m(2, 'shorthand', 'RR 25/min', [ok(19, { ratePerMin: 25 })]),
  m(2, 'action', "I'm counting out loud: squeeze, release, release — about twenty-five breaths a minute.", [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(2, 'typo', 'breth q3s', [ok(19, { ratePerMin: 20 })]),
  m(
    2,
    'action',
    'Nurse, give thirty breaths in one minute, one every two seconds, I will time it with you.',
    [ok(19, { ratePerMin: 30 })],
  ),
  m(2, 'question', 'What rate should I bag a 4 month old at?', [none(19)]),
  danger(2, 'Bag at 60 a minute, babies breathe fast.', [wrong(19, { ratePerMin: 60 })]),
  danger(2, 'Just ten breaths a minute, she has a pulse so that is enough.', [wrong(19, { ratePerMin: 10 })]),
  danger(2, 'as fast as you can squeeze, her sats are low', [wrong(19)]),
  danger(2, "We'll give 40 a minute until she's pink and then slow down.", [wrong(19, { ratePerMin: 40 })]),

  m(
    2,
    'action',
    'She gags, so no oral airway: a nasopharyngeal airway measured from the tip of her nose to the tragus.',
    [ok(5, { adjunct: 'npa' })],
  ),
  m(2, 'shorthand', 'NPA 3.5, sized nare -> tragus', [ok(5, { adjunct: 'npa' })]),
  m(
    2,
    'action',
    "I'll measure a nasal airway against her face, nostril to the tragus of her ear — this one fits.",
    [ok(5, { adjunct: 'npa' })],
  ),
  m(2, 'negation', 'No Guedel, she has a gag. Nasal airway instead, sized nose tip to tragus.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'typo', 'nasopharangeal airway, measure tip of noze to tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'question', 'Should I use an oral airway or a nasal one?', [none(5)]),
  m(2, 'hypothetical', 'If she ever stops gagging completely I might think about an oral airway.', [
    none(5, { adjunct: 'opa' }),
  ]),
  m(2, 'question', 'do we even need an adjunct?', [none(5)]),
  danger(2, "Put in a size 0 Guedel, she'll tolerate it.", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'OPA please. The gag is only weak, it will settle once it is in.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'Measure the NPA from her nose to her chin.', [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'pick the biggest NPA we have so it stays open', [wrong(5, { adjunct: 'npa' })]),
  danger(2, "She's gagging so hold her mouth open and push an oral airway in, quick.", [
    wrong(5, { adjunct: 'opa' }),
    wrong(6, { adjunct: 'opa' }),
  ]),

  m(
    2,
    'action',
    'Lubricate the NPA and pass it gently straight back along the floor of the nose, bevel towards the septum.',
    [ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'shorthand', 'NPA lubed, in straight back horizontal', [ok(6, { adjunct: 'npa' })]),
  m(
    2,
    'action',
    'Gel on the nasal airway, then in through the right nostril, aiming towards the back of her head, not up.',
    [ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'negation', "I'm not forcing it: a gentle twist and it slides in along the floor of the nostril.", [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(2, 'hypothetical', "If it meets resistance I'd take it out and try the other nostril.", [
    none(6, { adjunct: 'npa' }),
  ]),
  danger(2, 'Push the NPA up towards her forehead, that is where the nose goes.', [
    wrong(6, { adjunct: 'npa' }),
  ]),
  danger(2, 'No lube, just shove the nasal airway in.', [wrong(6, { adjunct: 'npa' })]),
  danger(2, "NPA in the right nostril, and if it sticks I'll just push harder.", [
    wrong(6, { adjunct: 'npa' }),
  ]),
  danger(2, 'OPA upside down and then twist it round 180 degrees in her mouth.', [
    wrong(5, { adjunct: 'opa' }),
    wrong(6, { adjunct: 'opa' }),
  ]),

  m(2, 'action', 'After the NPA I look again: is the chest rising, what are the sats and the heart rate?', [
    ok(7),
  ]),
  m(2, 'shorthand', 'reassess: chest rise / SpO2 / HR', [ok(7)]),
  m(2, 'action', "Let's stop a moment and recheck her — chest movement, saturation, heart rate.", [ok(7)]),
  m(2, 'typo', 'recheck sats and HR and chest rise after evry change', [ok(7)]),
  m(2, 'question', 'when am I supposed to reassess her, after each thing I do or at the end?', [none(7)]),
  danger(2, 'No need to look at the monitor, just keep going.', [wrong(7)]),
  danger(2, 'Silence the sats alarm, it keeps distracting me.', [wrong(7)]),
  danger(2, "I'll check her sats and heart rate once the team gets here, we just bag until then", [wrong(7)]),

  m(2, 'action', 'Her chest rises with every breath now and the sats are climbing, 88 then 92.', [ok(20)]),
  m(2, 'action', 'Good chest rise on both sides and the SpO2 is going up — that is effective ventilation.', [
    ok(20),
  ]),
  m(2, 'shorthand', 'chest rise ++, SpO2 up', [ok(20)]),
  m(2, 'question', 'How will I know the ventilation is actually working?', [none(20)]),
  danger(2, "The chest isn't moving but the sats are 85, so let's carry on exactly like this.", [wrong(20)]),
  danger(2, "Her tummy is rising rather than her chest, but that's air going in, so it's fine.", [wrong(20)]),
  danger(2, 'no chest movement but I can hear air so its working, keep on', [wrong(20)]),

  m(2, 'several', 'Gentle squeezes over one second until the chest rises, one every 2-3 s.', [
    ok(18),
    ok(19),
  ]),
  m(
    2,
    'several',
    'NPA measured nostril to tragus, lubricated, in straight back; then reassess chest, sats, heart rate.',
    [ok(5, { adjunct: 'npa' }), ok(6, { adjunct: 'npa' }), ok(7)],
  ),
  m(2, 'several', 'Bagging 25 a minute, gentle, chest rising each time and sats up to 93.', [
    ok(19, { ratePerMin: 25 }),
    ok(18),
    ok(20),
  ]),
  m(
    2,
    'several',
    "I think I'd go with a nasal airway because of her gag, size it to the tragus, lube it and slide it in along the floor of her nose.",
    [ok(5, { adjunct: 'npa' }), ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'several', 'Ich messe — I measure the NPA from the nose to the tragus, then with gel straight back.', [
    ok(5, { adjunct: 'npa' }),
    ok(6, { adjunct: 'npa' }),
  ]),
  danger(2, 'NPA sized to the tragus and in nicely — now bag her at 50 a minute to catch up.', [
    ok(5, { adjunct: 'npa' }),
    ok(6, { adjunct: 'npa' }),
    wrong(19, { ratePerMin: 50 }),
  ]),
  danger(
    2,
    "Chest is rising, sats 90, one breath every 3 s — I'll stop looking at the monitor now and just bag.",
    [ok(20), ok(19, { ratePerMin: 20 }), wrong(7)],
  ),
  danger(
    2,
    'Gentle squeezes over a second, every 2-3 seconds, and pop in a size 00 oral airway to hold the tongue.',
    [ok(18), ok(19), wrong(5, { adjunct: 'opa' })],
  ),
  danger(2, 'Rate twenty-five a minute, good, but squeeze the bag flat every time so we get the CO2 down.', [
    ok(19, { ratePerMin: 25 }),
    wrong(18),
  ]),
  danger(
    2,
    "After the NPA I reassessed: chest doesn't rise much and sats stuck at 80, but that's probably as good as it gets.",
    [ok(7), wrong(20)],
  ),

  safe(2, 'answer', 'Did the glucose come back?'),
  safe(2, 'answer', 'Is she making any breathing effort of her own yet?'),
  safe(2, 'answer', 'what did the gas show?'),
  safe(2, 'hint', "I'm not sure what else to do"),
  safe(2, 'hint', 'Alright. Go on.'),
  safe(2, 'acknowledge', 'Pass a nasogastric tube to let the air out of her stomach once the team is here.'),
  safe(
    2,
    'acknowledge',
    'Can we give a dose of naloxone, there are reports it helps in imidazoline toxicity.',
  ),
  safe(2, 'acknowledge', 'Call PICU for a bed please.'),
  safe(2, 'acknowledge', "Ask dad to bring in the spray's box, I want the exact strength."),
];
