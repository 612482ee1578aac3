import type { HeldOutUtterance } from '../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../harness/label-builders.ts';

/**
 * Single messages on the new case (Ruby, 3 years, 15 kg, apnoeic in the children's dental clinic after articaine
 * toxicity and buccal midazolam). Labelled by her text: she GAGS, so any oral airway is wrong and a nasal airway is
 * right; no head or neck injury and no basal skull fracture (head tilt-chin lift or jaw thrust both right); the child
 * mask is size 2; the nitrous oxide nasal hood and the nitrous machine's mixture are wrong for bagging; the head end is
 * behind the headrest of the flattened dental chair. See cases.ts.
 */
export const DENTAL_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: help, the head end ----
  m(
    0,
    'action',
    "She's stopped breathing — hit the emergency bell and get the paeds team down here on 2222.",
    [ok(1)],
  ),
  m(
    0,
    'action',
    'Can you ring 2222 and say paediatric emergency, dental clinic, ground floor? I am staying with her.',
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic, sats 72 → 2222 paeds emergency pls', [ok(1)]),
  m(0, 'typo', 'call for hlep!! shes not breathin', [ok(1)]),
  m(
    0,
    'action',
    'I would ask the dental nurse to pull the emergency buzzer and call the arrest team while I start on her airway.',
    [ok(1)],
  ),
  m(0, 'action', 'Help is needed here, she is apnoeic: please somebody call the resuscitation team.', [
    ok(1),
  ]),
  m(0, 'action', 'Get me the anaesthetist on call and the paeds reg, now please.', [ok(1)]),
  m(
    0,
    'action',
    'Lay the chair completely flat and swing the dental arm out of the way so I can get behind her head.',
    [ok(16)],
  ),
  m(0, 'action', 'Could you step round to her side, Dr Khan? I need to be at the top, behind the headrest.', [
    ok(16),
  ]),
  m(0, 'shorthand', 'chair flat, me behind headrest', [ok(16)]),
  m(0, 'typo', 'flatening the dentl chair and standin at the hed end', [ok(16)]),
  m(0, 'action', 'I position myself at the head of the chair to manage her airway.', [ok(16)]),
  m(0, 'several', 'Press the bell and call 2222, then chair flat and I go to the head end.', [ok(1), ok(16)]),
  m(0, 'several', 'Dental nurse, call for help please — dentist, move to the side, I am taking her head.', [
    ok(1),
    ok(16),
  ]),
  m(
    0,
    'action',
    'I call the paediatric emergency team myself from the clinic phone on the wall beside the chair, without leaving her.',
    [ok(1)],
  ),
  m(
    0,
    'action',
    'The headrest comes down, the chair goes flat, and I am standing at the head end looking down at her face.',
    [ok(16)],
  ),
  m(0, 'action', 'Calling for help — she is apnoeic and hypoxic after the midazolam.', [ok(1)]),
  m(0, 'action', "Nurse, phone for the team please. I'll work from behind her head.", [ok(1), ok(16)]),

  danger(0, "I'll run to outpatients next door and grab the paeds team, back in a minute.", [wrong(1)]),
  danger(0, "We don't need the crash team for a bit of midazolam, she'll come round, let's just bag.", [
    wrong(1),
  ]),
  danger(0, 'Let me pop to the desk to phone the team myself, keep an eye on her.', [wrong(1)]),
  danger(0, "Leave the chair half reclined, I'll bag from the dentist's side, it's where the kit is.", [
    wrong(16),
  ]),
  danger(0, "No time to flatten the chair, I'll just ventilate from her side.", [wrong(16)]),
  danger(0, "Dentist's already sitting at her side, he can do the bagging from there.", [wrong(16)]),

  m(0, 'negation', "I'm not going to leave her to get help — can you push the bell?", [ok(1)]),
  m(0, 'negation', "Not bagging from the side of the chair; I'm getting behind her head.", [ok(16)]),
  m(0, 'question', 'Should I call 2222 for a child who still has a pulse?', [none(1)]),
  m(0, 'question', 'Where do I stand — the dentist is at her side?', [none(16)]),
  m(
    0,
    'hypothetical',
    "If the chair wouldn't go flat I'd get her onto the floor so I could be at her head.",
    [none(16)],
  ),

  safe(0, 'hint', 'ok what now'),
  safe(0, 'hint', 'where do I start'),
  safe(0, 'answer', 'Has she got a pulse?'),
  safe(0, 'answer', 'how much articaine did she get?'),
  safe(0, 'answer', 'How much does she weigh?'),
  safe(0, 'answer', 'what were her sats before all this'),
  safe(0, 'acknowledge', 'Someone go and tell her dad what is happening and stay with him.'),
  safe(0, 'acknowledge', 'Make sure the nitrous is switched off at the machine.'),
  safe(0, 'acknowledge', 'Write down the time she stopped breathing.'),

  // ---- Phase 1: clearing the mouth, head position, opening the airway ----
  m(
    1,
    'action',
    'Swab and mouth prop out under direct vision, then Yankauer to the blood and saliva, keeping the tip where I can see it.',
    [ok(2)],
  ),
  m(
    1,
    'action',
    'I take the gauze out with the Magill forceps looking into her mouth and then suction the blood with the paediatric Yankauer.',
    [ok(2)],
  ),
  m(1, 'shorthand', 'pack + prop out under vision, yankauer sxn, short passes', [ok(2)]),
  m(1, 'typo', 'takin the gause and the mouht prop out, then suction the blood with yankaur', [ok(2)]),
  m(
    1,
    'action',
    'Suctioning the blood from her cheeks and the front of her mouth, five seconds at a time, not going deeper than I can see.',
    [ok(2)],
  ),
  m(
    1,
    'action',
    'I will remove the cotton and the rubber block looking inside, and make aspiration of the blood with the hard sucker.',
    [ok(2)],
  ),
  m(
    1,
    'action',
    "There's still blood pooling at the back of the cheek, so another short pass with the Yankauer under vision.",
    [ok(2)],
  ),
  m(1, 'action', 'Mouth cleared: swab out, prop out, blood and spit suctioned with the rigid sucker.', [
    ok(2),
  ]),
  m(1, 'action', 'Head in a neutral sniffing position, not tipped back too far.', [ok(3)]),
  m(
    1,
    'action',
    "Her head's flopped forward — I bring it back to neutral, ear level with the front of her shoulder.",
    [ok(3)],
  ),
  m(1, 'shorthand', 'head neutral/sniff, no hyperext', [ok(3)]),
  m(1, 'typo', 'puttin her head in the sniffng positon', [ok(3)]),
  m(
    1,
    'action',
    'A folded towel under her head to get her into a sniffing position, neck not overextended.',
    [ok(3)],
  ),
  m(1, 'action', 'Head tilt-chin lift, my fingertips on the bone of her chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust from the head end: fingers behind the angles of the jaw, lifting it forward.', [
    ok(4),
  ]),
  m(1, 'shorthand', 'JT', [ok(4)]),
  m(1, 'shorthand', 'HTCL — fingers on mandible, off submental tissue', [ok(4)]),
  m(1, 'typo', 'opening the airay with a hed tilt chin lfit', [ok(4)]),
  m(
    1,
    'action',
    'I open her airway by lifting the chin with two fingers on the bony part and tilting the head gently.',
    [ok(4)],
  ),
  m(1, 'action', 'Airway opened with a jaw thrust, no pressure on the soft floor of the mouth.', [ok(4)]),
  m(
    1,
    'several',
    'Swab out, suction the blood with the Yankauer under vision, head neutral, chin lift on the bone.',
    [ok(2), ok(3), ok(4)],
  ),
  m(1, 'several', 'Sniffing position and a jaw thrust, and I look again at her chest, sats and heart rate.', [
    ok(3),
    ok(4),
    ok(7),
  ]),
  m(1, 'several', 'I’d suck out the mouth first with the Yankauer, tip in view, then get her head neutral.', [
    ok(2),
    ok(3),
  ]),
  m(1, 'action', 'The dental nurse holds her head in neutral for me while I do a chin lift.', [ok(3), ok(4)]),
  m(1, 'action', 'Quick suction of the blood under vision — less than five seconds each go.', [ok(2)]),

  danger(1, "I'll sweep the swab out with my finger, I can feel where it is.", [wrong(2)]),
  danger(1, "Leave the gauze in, it's stopping the bleeding, just bag over it.", [wrong(2)]),
  danger(1, 'push the yankauer right down till she gags and brings the blood up', [wrong(2)]),
  danger(1, 'Keep sucking continuously until all the blood is gone, could be a while.', [wrong(2)]),
  danger(1, 'Finger in to scoop the clots out blind, then we bag.', [wrong(2)]),
  danger(1, "A bit of blood in there won't matter once we're bagging, skip the suction.", [wrong(2)]),
  danger(1, 'Extend her neck right back, chin pointing at the ceiling.', [wrong(3)]),
  danger(1, 'Head back as far as possible, like for an adult.', [wrong(3)]),
  danger(1, 'leave her head flopped forward for now, it stops the blood running back', [wrong(3)]),
  danger(1, 'Thumb in her mouth behind the lower teeth to pull the jaw forward.', [wrong(4)]),
  danger(1, 'I push up hard on the soft tissue under her chin to keep the tongue forward.', [wrong(4)]),
  danger(1, 'Pressing up into the floor of her mouth from underneath with my fingers.', [wrong(4)]),
  danger(
    1,
    "I'll keep the mouth prop in so she can't bite, it holds the mouth open for the suction.",
    [wrong(2)],
    'A foreign body left in a child who is about to be bagged; the brief asks for it out under vision.',
  ),

  m(
    1,
    'negation',
    "I'm not doing a blind finger sweep — swab out with forceps under vision, then the Yankauer.",
    [ok(2)],
  ),
  m(1, 'negation', 'Not tipping her head too far back, neutral is enough at three.', [ok(3)]),
  m(1, 'negation', 'Keeping my fingers off the soft bit under her jaw while I lift her chin.', [ok(4)]),
  m(1, 'negation', "She has no neck injury, so I don't need a jaw thrust; head tilt-chin lift is fine.", [
    ok(4),
  ]),
  m(
    1,
    'negation',
    "I won't suction deep down the throat, she gags.",
    [none(2)],
    'A refusal; no suction done.',
  ),
  m(1, 'negation', "I don't want to overextend her neck.", [none(3)], 'A refusal with no position placed.'),

  m(1, 'question', 'Should I take the swab out before suctioning?', [none(2)]),
  m(1, 'question', "Can I use the dentist's aspirator instead of the Yankauer?", [none(2)]),
  m(1, 'question', 'Does a 3 year old need a shoulder roll?', [none(3)]),
  m(1, 'question', 'head tilt or jaw thrust for her?', [none(4)]),
  m(
    1,
    'hypothetical',
    "If the bleeding kept coming I'd keep suctioning in short bursts in between breaths.",
    [none(2)],
  ),

  safe(1, 'hint', 'done. next?'),
  safe(1, 'hint', "I'm not sure what to do next"),
  safe(1, 'answer', 'Is she still bleeding from the socket?'),
  safe(1, 'answer', "What's her heart rate now?"),
  safe(1, 'answer', 'Did she hit her head at all during the fit?'),
  safe(1, 'acknowledge', 'Ask the dentist to check which socket is bleeding once she is stable.'),
  safe(
    1,
    'acknowledge',
    'Can someone get the lipid emulsion, 20 percent, from the theatre fridge in case she gets arrhythmias?',
  ),
  safe(1, 'acknowledge', 'Get an ECG monitor on her — articaine can cause arrhythmias.'),

  // ---- Phase 2: mask, bag, oxygen ----
  m(2, 'action', 'Nasal hood off. Child mask, size 2, nose bridge to chin cleft.', [
    ok(8, { mask: 'child' }),
  ]),
  m(2, 'action', "I'll use the 500 mL self-inflating bag with its reservoir.", [ok(9, { bagMl: 500 })]),
  m(2, 'action', 'Bag connected to the oxygen cylinder on the trolley, 15 litres a minute.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(2, 'shorthand', 'sz2 mask, 500 SIB, O2 cyl 15L', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(2, 'typo', 'childs mask size 2 and the 500 mil bag, oxygen on at 15 from the cylnder', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(2, 'action', 'Ten litres of oxygen into the bag from the bottle.', [ok(10, { o2LPerMin: 10 })]),
  m(
    2,
    'action',
    'I hold the masks to her face; the size 2 reaches from the bridge of her nose to the cleft of her chin and stays off her eyes, the size 1 does not cover her mouth.',
    [ok(8, { mask: 'child' })],
  ),
  m(2, 'action', 'Please give me the bigger bag, the 500.', [ok(9, { bagMl: 500 })]),
  m(2, 'action', 'I connect the self-inflating bag of 500 mL to the oxygen bottle and open to fifteen.', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(2, 'action', "I think I'd go with the child mask — the size 2 — and the half-litre bag.", [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
  ]),
  m(2, 'shorthand', 'O2 12 L/min to bag', [ok(10, { o2LPerMin: 12 })]),
  m(2, 'typo', 'hookin the bag up to oxygen at ffteen litres', [ok(10, { o2LPerMin: 15 })]),
  m(
    2,
    'action',
    'Oxygen tubing from the cylinder flowmeter to the bag nipple, flow turned to 15, reservoir filling.',
    [ok(10, { o2LPerMin: 15 })],
  ),
  m(
    2,
    'several',
    'Take the nitrous hood off her nose, child face mask on the bag, bag on the O2 cylinder at 15.',
    [ok(8, { mask: 'child' }), ok(10, { o2LPerMin: 15 })],
  ),
  m(
    2,
    'action',
    'The mask for her is the paediatric size 2, it fits nose to chin without touching the eyes.',
    [ok(8, { mask: 'child' })],
  ),
  m(2, 'action', 'Bag selected: 500 ml self-inflating, with the reservoir bag on the back.', [
    ok(9, { bagMl: 500 }),
  ]),

  danger(2, "Leave the nasal hood on and bag through that, it's already sealed on her nose.", [
    wrong(8),
    wrong(12),
  ]),
  danger(2, "Plug the bag into the nitrous machine and leave 30% nitrous running, it'll keep her settled.", [
    wrong(10),
  ]),
  danger(2, "Connect the bag to the sedation machine, it's right here, keep it on the mix she was on.", [
    wrong(10),
  ]),
  danger(2, 'Size 1 mask, she is tiny.', [wrong(8, { mask: 'infant' })]),
  danger(2, 'The adult mask covers everything, use that.', [wrong(8, { mask: 'adult' })]),
  danger(2, "infant mask it is, it's the one that was in the sedation kit", [wrong(8, { mask: 'infant' })]),
  danger(2, 'Give me the 250 ml bag, she’s only 15 kilos.', [wrong(9, { bagMl: 250 })]),
  danger(2, "We'll use the small bag, smaller breaths are safer after dental work.", [
    wrong(9, { bagMl: 250 }),
  ]),
  danger(2, 'small bag + sz2 mask, O2 15', [wrong(9), ok(8, { mask: 'child' }), ok(10, { o2LPerMin: 15 })]),
  danger(2, "Oxygen's fiddly on this cylinder, just bag on room air till the team arrives.", [wrong(10)]),
  danger(2, 'O2 at 3 litres, that was what the nasal hood was on.', [wrong(10, { o2LPerMin: 3 })]),
  danger(2, 'Turn the oxygen on low, 5 L, the cylinder is nearly empty and we need it to last.', [
    wrong(10, { o2LPerMin: 5 }),
  ]),
  danger(2, "Don't bother with oxygen yet, the bag works on air.", [wrong(10)]),

  m(2, 'negation', 'Not the nitrous hood — a proper child mask that covers nose and mouth.', [
    ok(8, { mask: 'child' }),
  ]),
  m(2, 'negation', "I'm not connecting to the nitrous machine; the bag goes on the oxygen cylinder at 15.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(2, 'negation', 'Not the 250 — the 500 mL bag.', [ok(9, { bagMl: 500 })]),
  m(
    2,
    'negation',
    "The adult mask would cover her eyes, so I'm not using it.",
    [none(8)],
    'A refusal; no mask chosen.',
  ),

  m(2, 'question', 'Which mask size for a 15 kg 3-year-old?', [none(8)]),
  m(2, 'question', 'Can I just use the nitrous machine for oxygen?', [none(10)]),
  m(2, 'question', '250 or 500 bag?', [none(9)]),
  m(2, 'question', 'how many litres should the O2 be?', [none(10)]),
  m(2, 'hypothetical', "If the cylinder ran out I'd switch to the wall oxygen in the next room.", [none(10)]),

  safe(2, 'hint', 'next step?'),
  safe(2, 'hint', 'help'),
  safe(2, 'answer', 'Is the oxygen cylinder full?'),
  safe(2, 'answer', 'What sats now?'),
  safe(2, 'acknowledge', 'Can somebody check a capillary glucose?'),
  safe(2, 'acknowledge', "Get the IO kit ready, she's got no IV access."),

  // ---- Phase 3: the mask on the face and the mask hand ----
  m(3, 'action', 'Mask on narrow end over the bridge of her nose, wide end over her chin.', [ok(11)]),
  m(3, 'action', 'The mask covers her nose and her mouth completely.', [ok(12)]),
  m(3, 'action', 'E-C grip with my left hand, thumb and index on the mask, three fingers on her jaw.', [
    ok(13),
  ]),
  m(3, 'action', 'Tight seal, no leak.', [ok(14)]),
  m(3, 'action', 'No pressure on her eyes, the rim sits below them.', [ok(15)]),
  m(3, 'action', 'My three lower fingers lift her jaw up into the mask.', [ok(17)]),
  m(3, 'shorthand', 'mask: apex→nose, covers N+M, EC, seal ✓, eyes clear', [
    ok(11),
    ok(12),
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(3, 'typo', 'mask on the rihgt way, nose and mouht covered, e-c grip', [ok(11), ok(12), ok(13)]),
  m(3, 'typo', 'keepin the mask of her eyes', [ok(15)]),
  m(
    3,
    'action',
    'Leaking on the left, so two-person: I hold the mask with both hands, E-C each side, and the dental nurse squeezes.',
    [ok(13)],
  ),
  m(3, 'action', 'With two hands on the mask the seal is good now.', [ok(14)]),
  m(
    3,
    'action',
    'I am lifting the mandible into the mask with the fingers of the hand that holds it, not pushing the mask down.',
    [ok(17)],
  ),
  m(
    3,
    'several',
    'Apex on the nasal bridge, rolled down over the mouth, EC clamp, lifting the jaw into it, seal good, eyes free.',
    [ok(11), ok(12), ok(13), ok(17), ok(14), ok(15)],
  ),
  m(3, 'action', 'We put the mask on the correct way up and checked that nose and mouth are both inside.', [
    ok(11),
    ok(12),
  ]),
  m(3, 'shorthand', 'EC + jaw lift into mask', [ok(13), ok(17)]),
  m(
    3,
    'action',
    'Thumb and first finger make a C over the mask, the rest of my fingers hook the bony jaw and bring it up into the cushion.',
    [ok(13), ok(17)],
  ),
  m(3, 'action', 'Mask seal checked, no air escaping around her cheeks or nose.', [ok(14)]),
  m(3, 'action', 'I make sure the top of the mask is on the bridge of her nose and not on her eyes.', [
    ok(11),
    ok(15),
  ]),
  m(3, 'typo', 'liftng jaw into mask with my fingers, seel tight', [ok(17), ok(14)]),
  m(3, 'action', 'The fingers of the mask hand keep her airway open by pulling the jaw up.', [ok(17)]),
  m(3, 'action', 'I have the mask on her face in the right orientation, point at the top.', [ok(11)]),
  m(3, 'action', 'The nose is inside the mask as well as the mouth, I checked.', [ok(12)]),
  m(
    3,
    'action',
    'I would hold it with the E-C technique, and if it leaked I would get the nurse to bag while I use both hands.',
    [ok(13)],
  ),
  m(3, 'action', 'The seal is good now: the bag resists and nothing hisses round the mask.', [ok(14)]),
  m(3, 'action', 'Eyes are clear of the mask and of my fingers.', [ok(15)]),
  m(3, 'typo', 'mask coverin her nose and mouht, point on the nose brige', [ok(12), ok(11)]),
  m(
    3,
    'action',
    'Dr Khan, squeeze the bag for me; I have both hands on the mask, an E-C each side, and the seal is tight now.',
    [ok(13), ok(14)],
  ),
  m(3, 'shorthand', 'N+M covered', [ok(12)]),
  danger(3, "Ignore the hissing round her chin, with all that blood it'll never seal perfectly anyway.", [
    wrong(14),
  ]),
  danger(3, 'Mask is fine upside down, leave it.', [wrong(11)]),
  danger(3, "I'll grip the mask like a cup and press, forget the E-C thing.", [wrong(13)]),
  m(3, 'negation', "I'm careful not to let the top of the mask ride up onto her eyes.", [ok(15)]),
  m(3, 'question', 'Does the mask have to cover her nose as well, with all the blood?', [none(12)]),

  danger(3, 'Mask upside down, the point on her chin fits better with the swelling.', [wrong(11)]),
  danger(3, "the mask is on with the wide end over her nose, it's fine", [wrong(11)]),
  danger(3, 'I put the mask over her mouth only, her nose is bloody anyway.', [wrong(12)]),
  danger(3, 'Mask over the mouth, the nose can stay under the hood on oxygen.', [wrong(12)]),
  danger(3, 'Holding the mask on with my whole palm pressed flat on top.', [wrong(13)]),
  danger(3, "Big leak round the left cheek, but one hand will do, we're short of people.", [
    wrong(13),
    wrong(14),
  ]),
  danger(3, "Leak's not a big deal, she's small, some air will get in.", [wrong(14)]),
  danger(3, 'Seal is loose but carry on, the team is coming.', [wrong(14)]),
  danger(3, 'I rest my fingers on her eyelids to steady the mask.', [wrong(15)]),
  danger(3, "Pressing down on the top of the mask over her eyes, that's where the leak is.", [wrong(15)]),
  danger(3, 'Mask sits a bit over her eyes but the seal is better that way.', [wrong(15)]),
  danger(3, 'I push the mask down into her face hard and let the jaw fall back, it still seals.', [
    wrong(17),
  ]),
  danger(3, 'Holding the mask only by the rim, no fingers on the jaw.', [wrong(17)]),
  danger(3, "Her jaw sags but I'll just press harder on the mask.", [wrong(17)]),

  m(3, 'negation', "Making sure I'm not pressing on her eyes.", [ok(15)]),
  m(3, 'negation', "I'm not pushing the mask down onto her face — the fingers bring her jaw up into it.", [
    ok(17),
  ]),
  m(
    3,
    'negation',
    "It isn't sealing one-handed, so I'm not persisting: two hands on the mask, nurse on the bag.",
    [ok(13)],
  ),
  m(3, 'negation', 'Not upside down: nose end at the top.', [ok(11)]),
  m(3, 'negation', "Don't leave the nose out — both nose and mouth inside the mask.", [ok(12)]),

  m(3, 'question', 'Which end of the mask goes on the nose?', [none(11)]),
  m(3, 'question', 'how do I hold the mask, C-E or E-C?', [none(13)]),
  safe(3, 'answer', 'Is my seal ok?'),
  m(3, 'hypothetical', "If I couldn't get a seal I'd go two-person with the dental nurse on the bag.", [
    none(13),
  ]),
  m(3, 'hypothetical', "If her jaw dropped back I'd lift it into the mask with my fingers.", [none(17)]),

  safe(3, 'hint', 'what else'),
  safe(3, 'answer', 'Is her chest moving with the bag?'),
  safe(3, 'acknowledge', 'Could someone hold her dad back gently and explain, he is coming in.'),
  safe(3, 'acknowledge', 'Ask the dentist how many cartridges he gave and write it down for the team.'),

  // ---- Phase 4: squeeze, rate, reassessment ----
  m(4, 'action', 'Smaller breaths: a gentle squeeze over one second, just until her chest rises.', [ok(18)]),
  m(4, 'action', 'Slowing down to 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(4, 'action', 'After changing it I look again at her chest rise, her sats and her heart rate.', [ok(7)]),
  m(4, 'shorthand', 'vol ↓ just to chest rise, 1 s insp, RR 20', [ok(18), ok(19, { ratePerMin: 20 })]),
  m(4, 'shorthand', 'reassess: chest, SpO2, HR', [ok(7)]),
  m(4, 'typo', 'squezing the bag softly over 1 secnd, just to see chest rise', [ok(18)]),
  m(4, 'typo', 'bagging 1 breth every 3 secs', [ok(19, { ratePerMin: 20 })]),
  m(4, 'action', 'One breath every three seconds, squeeze-release-release.', [ok(19, { ratePerMin: 20 })]),
  m(
    4,
    'action',
    'Twenty-four breaths a minute now, each squeeze a slow second, only a third of the bag, till the chest lifts.',
    [ok(19, { ratePerMin: 24 }), ok(18)],
  ),
  m(4, 'action', 'I give the breath slowly during one second and I stop when the chest is rising.', [ok(18)]),
  m(4, 'action', 'Rechecking: chest moves with each breath, sats 78 and rising, HR 92.', [ok(7)]),
  m(
    4,
    'several',
    'Gentler one-second squeezes, 20 a minute, and I reassess chest rise, sats and HR after the change.',
    [ok(18), ok(19, { ratePerMin: 20 }), ok(7)],
  ),
  m(4, 'action', "I'd slow right down to about 25 a minute and give just enough to lift the chest.", [
    ok(19, { ratePerMin: 25 }),
    ok(18),
  ]),
  m(4, 'action', 'Counting out loud for the nurse: breathe… two… three… breathe, one every three seconds.', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(4, 'action', 'Her tummy was swelling, so smaller volumes, over a second, just a visible chest rise.', [
    ok(18),
  ]),
  m(4, 'action', 'The rate is 30 per minute.', [ok(19, { ratePerMin: 30 })]),
  m(4, 'action', 'Heart rate, saturation, chest movement — checked again after each change.', [ok(7)]),
  m(4, 'typo', 'rechekcing sats hr and chest rise', [ok(7)]),
  m(
    4,
    'action',
    'Ventilating 20 per min, gentle, and the chest is rising with each breath, sats coming up to 84.',
    [ok(19, { ratePerMin: 20 }), ok(20)],
  ),
  m(4, 'shorthand', '20/min', [ok(19, { ratePerMin: 20 })]),

  danger(4, 'Keep squeezing the whole bag, big breaths, she needs to blow off the CO2.', [wrong(18)]),
  danger(4, 'Fast hard squeezes are fine, the tummy always swells a bit.', [wrong(18)]),
  danger(4, 'I squeeze it right down till my fingers touch, every breath.', [wrong(18)]),
  danger(4, "Bagging at 40 a minute, she's little so she needs it faster.", [wrong(19, { ratePerMin: 40 })]),
  danger(4, 'rate 60, newborn style', [wrong(19, { ratePerMin: 60 })]),
  danger(4, 'One breath every six seconds — 10 a minute, she has a pulse.', [wrong(19, { ratePerMin: 10 })]),
  danger(4, "Just bag as quick as I can until the sats pick up, then I'll slow down.", [wrong(19)]),
  danger(
    4,
    "No need to keep checking sats and heart rate, she's pinking up, I'll look when the team gets here.",
    [wrong(7)],
  ),
  danger(4, "Monitor keeps alarming, switch it off and we'll keep going.", [wrong(7)]),
  danger(4, "Don't bother looking at the chest, I can feel the bag going in.", [wrong(7)]),
  danger(4, "Chest isn't rising but the bag feels ok, carry on as we are.", [wrong(20)]),

  m(4, 'negation', "I'm not emptying the whole bag any more — only enough to see her chest come up.", [
    ok(18),
  ]),
  m(4, 'negation', 'Not bagging fast: 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(4, 'negation', "I won't stop reassessing: chest, sats, HR after each change.", [ok(7)]),
  m(4, 'negation', "I'm not going to hyperventilate her.", [none(19)], 'A refusal with no rate.'),

  m(4, 'question', 'What rate should I bag a 3-year-old at?', [none(19)]),
  m(4, 'question', 'How big should each breath be?', [none(18)]),
  m(4, 'question', 'should I recheck her sats now?', [none(7)]),
  m(4, 'hypothetical', "If her tummy kept swelling I'd make the breaths smaller and slower.", [none(18)]),

  safe(4, 'hint', 'stuck'),
  safe(4, 'hint', 'ok, and?'),
  safe(4, 'answer', "What's her BP?"),
  safe(4, 'answer', 'Is her tummy still getting bigger?'),
  safe(4, 'acknowledge', 'Can someone try for IV access in the hand?'),
  safe(4, 'acknowledge', 'Put an NG tube down to let the air out of her stomach once the team is here.'),

  // ---- Phase 5: nasal airway, effective ventilation ----
  m(
    5,
    'action',
    'She gags, so no oral airway: nasal airway sized from the tip of her nose to the tragus of her ear.',
    [ok(5, { adjunct: 'npa' })],
  ),
  m(
    5,
    'action',
    'Lubricate the NPA and pass it gently straight back along the floor of her nose, bevel to the septum.',
    [ok(6, { adjunct: 'npa' })],
  ),
  m(5, 'shorthand', 'NPA 4.5 mm, nostril→tragus', [ok(5, { adjunct: 'npa' })]),
  m(5, 'shorthand', 'NPA lubed, in straight back, no force', [ok(6, { adjunct: 'npa' })]),
  m(5, 'typo', 'nasopharngeal airway, measured nose to tradus', [ok(5, { adjunct: 'npa' })]),
  m(5, 'typo', 'puttin the npa in with jelly, straight back along the flor of the nose', [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(
    5,
    'action',
    "Because she still has a gag, I'd choose a nasal trumpet and measure it nostril to ear tragus.",
    [ok(5, { adjunct: 'npa' })],
  ),
  m(
    5,
    'action',
    'The nasopharyngeal tube is measured from nostril to tragus, lubricated, and inserted perpendicular to her face, along the floor of the nose.',
    [ok(5, { adjunct: 'npa' }), ok(6, { adjunct: 'npa' })],
  ),
  m(5, 'action', 'Chest rising with each breath, sats going up, 92.', [ok(20)]),
  m(5, 'action', 'Good chest rise on both sides and her SpO2 is climbing.', [ok(20)]),
  m(5, 'shorthand', 'chest ↑↑, SpO2 94 ↑', [ok(20)]),
  m(5, 'typo', 'chest is risng nicly, sats up to 93', [ok(20)]),
  m(5, 'several', 'NPA sized nose tip to tragus, lubed, in along the floor; chest rising, sats up to 95.', [
    ok(5, { adjunct: 'npa' }),
    ok(6, { adjunct: 'npa' }),
    ok(20),
  ]),
  m(5, 'action', 'After the NPA I reassess chest rise, sats and heart rate.', [ok(7)]),
  m(
    5,
    'action',
    'I slide the lubed nasal airway in gently with a little twist, aimed straight back towards her ear, not up.',
    [ok(6, { adjunct: 'npa' })],
  ),
  m(5, 'action', 'The ventilation now is effective — I see the chest rise and the saturation climbs to 96.', [
    ok(20),
  ]),
  m(5, 'action', 'Right nostril, 4.5 NPA, which matches nose tip to tragus.', [ok(5, { adjunct: 'npa' })]),
  m(5, 'action', 'Sats 97 now and her chest rises well with each breath: it is working.', [ok(20)]),
  danger(5, "The bag is stiff and the chest doesn't move, but she has a pulse, so keep going the same way.", [
    wrong(20),
  ]),

  danger(5, 'Pop in a size 1 Guedel to hold the tongue forward.', [wrong(5, { adjunct: 'opa' })]),
  danger(5, "She's gagging but an OPA is quicker, just push it past the gag.", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(5, 'OPA in, she gagged a bit but it settled.', [wrong(5, { adjunct: 'opa' })]),
  danger(5, "I'd go with an oral airway, she's obtunded enough after the midazolam.", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(5, 'Biggest nasal airway that fits, the 6.0.', [wrong(5, { adjunct: 'npa' })]),
  danger(5, 'Push the NPA upwards towards her forehead.', [wrong(6, { adjunct: 'npa' })]),
  danger(5, 'It catches halfway, so I push harder until it goes through.', [wrong(6, { adjunct: 'npa' })]),
  danger(5, 'no lube needed, the blood will lubricate it', [wrong(6, { adjunct: 'npa' })]),
  danger(5, 'Nasal airway in, pointed up along the bridge of the nose.', [wrong(6, { adjunct: 'npa' })]),
  danger(5, "Chest isn't really rising but her sats are creeping up, good enough.", [wrong(20)]),
  danger(5, "Her stomach rises with each breath rather than her chest, that's fine for now.", [wrong(20)]),
  danger(5, 'NPA in, no need to check anything else, it works.', [wrong(7)]),

  m(5, 'negation', 'No OPA because she gags — nasal airway instead, nostril to tragus.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(
    5,
    'negation',
    "I'm not forcing the nasal airway; it goes in gently along the floor of the nose with lube.",
    [ok(6, { adjunct: 'npa' })],
  ),
  m(
    5,
    'negation',
    "I won't put an oral airway in a child who gags.",
    [none(5)],
    'A refusal; no adjunct chosen.',
  ),

  m(5, 'question', 'OPA or NPA for her?', [none(5)]),
  m(5, 'question', 'How do I measure a nasal airway?', [none(5)]),
  m(5, 'question', 'Which direction do I push the NPA?', [none(6)]),
  safe(5, 'answer', 'is the ventilation effective now?'),
  m(5, 'hypothetical', 'If she stopped gagging later I suppose an OPA would be an option.', [none(5)]),
  m(5, 'hypothetical', "If the NPA met resistance I'd try the other nostril.", [none(6)]),

  safe(5, 'hint', 'what now'),
  safe(5, 'answer', 'Is she starting to breathe on her own?'),
  safe(5, 'acknowledge', 'Let the team know she had about 13 mg/kg of articaine, and ask about lipid.'),
];
