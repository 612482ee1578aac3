import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

const OPA = { adjunct: 'opa' } as const;
const NPA = { adjunct: 'npa' } as const;

/**
 * Amara, 14 years (48 kg), leukaemia, apnoeic with a pulse after propofol and fentanyl for a lumbar puncture,
 * blood-stained saliva, platelets 11, a nosebleed yesterday, no gag, no trauma (cases.ts). Right here: sniffing
 * position on a small towel, head tilt-chin lift or jaw thrust, gentle suction, an oral airway put in the right way
 * up without rotation. Wrong here: a nasal airway, rough or deep suction, a finger sweep, hyperextension, rotating
 * the oral airway, bagging faster because the fellow asks.
 */
export const LEUKAEMIA_MESSAGES: HeldOutUtterance[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Phase 0: curled on her left side, needle in, blood-stained saliva, HR 54, SpO2 76 %. Asks 1, 2, 3, 4, 16.
  // ---------------------------------------------------------------------------------------------------------------
  m(
    0,
    'action',
    "She's not breathing and the sats are 76 — pull the emergency bell and get the anaesthetist here.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'sedation apnoea, SpO2 76 → crash call + anaes', [ok(1)]),
  m(
    0,
    'action',
    'Could you ring 2222 please and ask for the paediatric resus team to the day unit, procedure room two.',
    [ok(1)],
  ),
  m(0, 'action', "I'd recognise she's apnoeic and hypoxic and call for help immediately.", [ok(1)]),
  m(0, 'action', 'Someone run next door and get the anaesthetist, she has stopped breathing.', [ok(1)]),
  m(0, 'typo', 'She no breathing, saturation go down, please call emergency team fast fast', [ok(1)]),
  m(0, 'typo', 'calling for hlep now - resp arrest post sedation, need airway person', [ok(1)]),
  m(0, 'action', 'Help is summoned with the emergency buzzer as soon as we see she has stopped breathing.', [
    ok(1),
  ]),
  m(0, 'action', 'I hit the arrest bell — apnoea with a pulse after propofol — and ask for the team.', [
    ok(1),
  ]),
  m(0, 'shorthand', 'emerg bell ✓ anaesth bleeped ✓', [ok(1)]),

  m(
    0,
    'action',
    'Gentle suction of the blood-stained saliva with the Yankauer, just the front of her mouth, keeping off her gums.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'soft cath, low suction, clear mouth under vision', [ok(2)]),
  m(
    0,
    'negation',
    "I suction her mouth briefly, looking as I go, and I don't scrape the gums because her platelets are low.",
    [ok(2)],
  ),
  m(0, 'shorthand', 'yank. gentle oral suction, few secs, under vision', [ok(2)]),
  m(
    0,
    'action',
    'Blood-stained secretions are cleared from her mouth with gentle suction under direct vision.',
    [ok(2)],
  ),
  m(
    0,
    'action',
    "Turn the suction down a bit and I'll clear the pool of bloody spit from her cheeks and the front of the tongue, a few seconds at a time.",
    [ok(2)],
  ),
  m(0, 'typo', 'suck out the mouth gently pls, the blood and saliva, dont touch the gums', [ok(2)]),
  m(
    0,
    'action',
    'I think I would use the soft 12 French catheter in the mouth to avoid making her gums bleed more, only where I can see.',
    [ok(2)],
  ),
  m(0, 'action', 'Nurse, suction please — Yankauer, gentle, front of the mouth only.', [ok(2)]),

  m(
    0,
    'action',
    'Small folded towel under her head so her ear lines up with the front of her shoulder — sniffing position, not overextended.',
    [ok(3)],
  ),
  m(0, 'shorthand', 'sniffing position, head on a small pad', [ok(3)]),
  m(
    0,
    'action',
    'I place her in the sniffing position: neck slightly flexed, head slightly extended, not hyperextended.',
    [ok(3)],
  ),
  m(
    0,
    'several',
    'Take the pillows away, just a thin towel under her head, and I do a head tilt chin lift with my fingers on her chin bone.',
    [ok(3), ok(4)],
  ),
  m(0, 'typo', 'head in sniffin position with a folded towel under it', [ok(3)]),
  m(
    0,
    'action',
    'We position her head neutral to slightly extended, ear canal level with the sternal notch.',
    [ok(3)],
  ),

  m(0, 'action', 'Head tilt, chin lift, my fingers on the bony part of her chin.', [ok(4)]),
  m(
    0,
    'negation',
    'I open her airway with a head tilt-chin lift and I do not press into the soft part under the jaw.',
    [ok(4)],
  ),
  m(0, 'shorthand', 'airway opened w/ HTCL, fingers on bone', [ok(4)]),
  m(0, 'action', 'Jaw thrust to open her airway, fingers behind the angles of her jaw.', [ok(4)]),
  m(0, 'typo', 'i do the head tilt and lift the chin up by the bone', [ok(4)]),
  m(
    0,
    'action',
    'Opening the airway: one hand on the forehead tilting the head, two fingers under the point of the chin lifting it.',
    [ok(4)],
  ),
  m(0, 'negation', 'Chin lift with my fingertips on the mandible, not in the soft tissue under her jaw.', [
    ok(4),
  ]),

  m(0, 'action', "Pull the trolley out from the wall, I'm going to the head end.", [ok(16)]),
  m(0, 'action', 'I stand behind her head, at the top of the trolley.', [ok(16)]),
  m(0, 'shorthand', 'bed off wall, me at head', [ok(16)]),
  m(0, 'action', 'I move up to the head of the trolley to do the airway.', [ok(16)]),
  m(0, 'typo', 'can we pull the bed out pls so i can get behind her head', [ok(16)]),
  m(0, 'action', 'We swing the trolley round so I can get at her from the head end.', [ok(16)]),

  m(
    0,
    'several',
    'Help called; she is rolled onto her back and I clear the blood-stained saliva gently with the Yankauer under vision.',
    [ok(1), ok(2)],
  ),
  m(0, 'several', 'At the head of the bed now, head tilt chin lift, small towel under her head.', [
    ok(16),
    ok(4),
    ok(3),
  ]),
  m(0, 'several', 'Crash bell pulled, trolley away from the wall, me at the top end.', [ok(1), ok(16)]),
  m(
    0,
    'several',
    'Gentle Yankauer to the front of the mouth, then a jaw thrust with my fingers on the bone.',
    [ok(2), ok(4)],
  ),
  m(
    0,
    'several',
    "Emergency call made, she's supine with a thin towel under the head for sniffing, and I open the airway with a chin lift.",
    [ok(1), ok(3), ok(4)],
  ),

  danger(0, "It's just the propofol, she'll start breathing again in a minute, no need to call anyone.", [
    wrong(1),
  ]),
  danger(0, "let's give it a minute and see if she breathes on her own before calling anybody", [wrong(1)]),
  danger(
    0,
    'No crash call please, it will frighten her mum in the waiting room, we can sort this ourselves.',
    [wrong(1)],
  ),
  danger(
    0,
    "she's just deeply sedated, the probe's probably off, carry on with the LP",
    [wrong(1)],
    'does not recognise the apnoea',
  ),
  danger(0, 'Yankauer right down the back of her throat on full suction, get all that blood out.', [
    wrong(2),
  ]),
  danger(0, 'Scrape the clots off her gums with the sucker.', [wrong(2)]),
  danger(0, "I'll hook the clots out with my finger.", [wrong(2)]),
  danger(0, "suction for as long as it takes, don't stop till it's dry", [wrong(2)]),
  danger(0, 'Big rolled towel under her shoulders so her head falls right back.', [wrong(3)]),
  danger(0, 'Extend her neck as far as it will go.', [wrong(3)]),
  danger(0, "Leave her on the two pillows, chin on her chest, that's how she was for the LP.", [wrong(3)]),
  danger(0, 'hyperextend the neck to open things up', [wrong(3)]),
  danger(0, 'Push up into the soft tissue under her chin to lift the tongue.', [wrong(4)]),
  danger(0, 'thumb pressed into the floor of her mouth under the jaw to open it', [wrong(4)]),
  danger(0, 'I open the airway by pressing my fingers into the fleshy bit under her jaw.', [wrong(4)]),
  danger(0, "I'll bag her from the side of the trolley while the fellow finishes the LP.", [wrong(16)]),
  danger(0, 'No need to move the bed, I can manage her airway from the side.', [wrong(16)]),
  danger(0, "the trolley's against the wall, I'll just lean over from the side and do it", [wrong(16)]),
  danger(0, 'Bag from the foot end, the wall is in the way at the top.', [wrong(16)]),

  m(0, 'negation', 'Not going to finger-sweep her mouth — gentle Yankauer only, under vision.', [ok(2)]),
  m(0, 'negation', 'No shoulder roll for a teenager, just a small pad under her head.', [ok(3)]),
  m(0, 'negation', 'Not waiting to see if she breathes — calling the resus team now.', [ok(1)]),
  m(0, 'negation', "I won't bag from the side; we pull the bed out and I go to the head.", [ok(16)]),
  m(0, 'negation', "I'm not hyperextending her neck, just a slight tilt with the towel under her head.", [
    ok(3),
  ]),

  m(0, 'question', 'Should I call the anaesthetist or the resus team?', [none(1)]),
  m(0, 'question', 'Is it safe to suction her with platelets that low?', [none(2)]),
  m(0, 'question', "Head tilt chin lift is fine for her, there's no trauma, right?", [none(4)]),
  m(0, 'question', 'Do I need a pillow under her head for sniffing, she is 14?', [none(3)]),
  m(0, 'question', 'where should i stand, the bed is against the wall', [none(16)]),
  m(0, 'hypothetical', "If the blood keeps welling up I'd turn her on her side and suction again.", [
    none(2),
  ]),

  safe(0, 'answer', "What's her heart rate?"),
  safe(0, 'answer', 'How much propofol and fentanyl did she get?'),
  safe(0, 'acknowledge', 'Ask the fellow to take the LP needle out and put a dressing on.'),
  safe(0, 'acknowledge', 'Roll her onto her back.', 'turning her supine is needed but is no checklist item'),
  safe(0, 'answer', 'what are her platelets?'),
  safe(0, 'hint', 'ok what now'),
  safe(0, 'acknowledge', 'Someone go and tell her mum what is happening, gently.'),
  safe(0, 'acknowledge', 'Stop the propofol pump if it is still running.'),
  safe(0, 'answer', 'Is she on any regular medicines?'),

  // ---------------------------------------------------------------------------------------------------------------
  // Phase 1: supine, mouth clear, head on a towel, chin lifted, at the head, SpO2 70 %, HR 50. Asks 8-15, 17.
  // ---------------------------------------------------------------------------------------------------------------
  m(1, 'action', 'Size 4 mask — from the bridge of her nose to the cleft of her chin, off her eyes.', [
    ok(8),
  ]),
  m(1, 'shorthand', 'small adult mask sz 4', [ok(8, { mask: 'adult' })]),
  m(
    1,
    'action',
    "I'd try the 4 and check it sits between her nose bridge and chin without touching her eyes.",
    [ok(8)],
  ),
  m(1, 'action', 'The small adult mask fits her face from the nasal bridge to the chin groove.', [
    ok(8, { mask: 'adult' }),
  ]),
  m(1, 'typo', 'mask size four, fit from nose to chin, not on eyes', [ok(8)]),
  m(1, 'action', 'Adult self-inflating bag, 1600 mL, with the reservoir.', [ok(9, { bagMl: 1600 })]),
  m(1, 'action', 'I take the 500 mL self-inflating bag.', [ok(9, { bagMl: 500 })]),
  m(1, 'shorthand', 'SIB adult', [ok(9)]),
  m(1, 'typo', 'the big bag, adult one, self inflatng', [ok(9)]),
  m(1, 'action', 'Oxygen into the bag at 15 litres.', [ok(10, { o2LPerMin: 15 })]),
  m(1, 'shorthand', 'O2 on 15 L/min, reservoir filling', [ok(10, { o2LPerMin: 15 })]),
  m(1, 'action', 'Wall oxygen connected, flowmeter set to 12.', [ok(10, { o2LPerMin: 12 })]),
  m(1, 'action', 'I turn the oxygen on full, 15 a minute, and check the reservoir bag inflates.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(1, 'typo', 'oxigen to the ambu bag, ten liters', [ok(10, { o2LPerMin: 10 })]),
  m(1, 'several', 'Size 4 mask, adult bag on 15 litres of oxygen, reservoir attached.', [
    ok(8),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    1,
    'several',
    'I grab the small adult mask and the 1.6 litre bag, and plug the bag into the O2 at fifteen.',
    [ok(8, { mask: 'adult' }), ok(9, { bagMl: 1600 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(1, 'several', "We'll use the 500 mL bag with oxygen running at 10 L/min.", [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 10 }),
  ]),

  m(1, 'action', 'Pointed end over the bridge of her nose, base in the groove of the chin.', [ok(11)]),
  m(1, 'action', 'The mask covers her nose and mouth.', [ok(12)]),
  m(1, 'shorthand', 'CE grip, L hand', [ok(13)]),
  m(1, 'action', 'Seal is good, no hissing.', [ok(14)]),
  m(1, 'negation', 'Fingers and mask well away from her eyes.', [ok(15)]),
  m(1, 'action', 'My three fingers on her mandible pull her face up into the mask.', [ok(17)]),
  m(
    1,
    'several',
    'Leak by her left cheek, so two hands on the mask and the nurse squeezes — seal is good now.',
    [ok(13), ok(14)],
  ),
  m(
    1,
    'several',
    'I put the mask on nose end first, then roll it down over her mouth, so both are covered.',
    [ok(11), ok(12)],
  ),
  m(
    1,
    'several',
    'E-C clamp with my left hand: thumb and forefinger on the mask, the other three fingers lifting her jaw into it.',
    [ok(13), ok(17)],
  ),
  m(1, 'several', 'Mask the right way up, over nose and mouth, tight seal, not pressing on her eyes.', [
    ok(11),
    ok(12),
    ok(14),
    ok(15),
  ]),
  m(1, 'typo', 'mask on correct way, narrow bit at the nose, holding with E C', [ok(11), ok(13)]),
  m(1, 'negation', "The mask isn't touching her eyes, it sits on the bridge of the nose.", [ok(15)]),
  m(1, 'negation', 'I am lifting the jaw up to the mask, not pushing the mask into her face.', [ok(17)]),
  m(1, 'shorthand', 'mask: apex nose, covers nose+mouth, EC, seal ok', [ok(11), ok(12), ok(13), ok(14)]),
  m(
    1,
    'action',
    'We switch to two people: I hold the mask with both hands in a double E-C and the nurse squeezes.',
    [ok(13)],
  ),
  m(1, 'action', 'The seal is tight all the way round now.', [ok(14)]),
  m(1, 'action', 'Keeping pressure off her eyes while I hold the mask.', [ok(15)]),
  m(1, 'typo', 'with my 3 fingers on the jaw bone I lift her face in to the mask', [ok(17)]),
  m(1, 'action', 'The mask hand keeps her airway open the whole time, jaw lifted into the cushion.', [
    ok(17),
  ]),
  m(1, 'negation', "Her nose isn't outside the mask; the mask covers both.", [ok(12)]),

  danger(1, "Size 2 mask, it's what's on top of the trolley.", [wrong(8)]),
  danger(1, 'the big size 5, even though it goes over her eyes', [wrong(8), wrong(15)]),
  danger(1, "Child mask, the small one — it doesn't quite reach her chin but it's close enough.", [
    wrong(8, { mask: 'child' }),
  ]),
  danger(1, 'Neonatal bag, it is smaller and easier to squeeze.', [wrong(9)]),
  danger(1, 'the 250 ml bag will do for her', [wrong(9, { bagMl: 250 })]),
  danger(1, "We'll bag on air for now and sort the oxygen out later.", [wrong(10)]),
  danger(1, 'oxygen at 4 litres', [wrong(10, { o2LPerMin: 4 })]),
  danger(1, "The oxygen isn't plugged in but it's a self-inflating bag so it works anyway.", [wrong(10)]),
  danger(1, 'Put the mask on with the narrow end over her chin.', [wrong(11)]),
  danger(1, 'mask flipped so the pointed end is down by the chin, fits her better', [wrong(11)]),
  danger(1, 'Just over her mouth, her nose is full of dried blood anyway.', [wrong(12)]),
  danger(1, 'mask over mouth, nose out', [wrong(12)]),
  danger(1, 'I jam the mask down with the heel of my hand.', [wrong(13)]),
  danger(1, 'One hand is fine even though it is leaking, no need for two people.', [wrong(13), wrong(14)]),
  danger(1, "Lots of air hissing out the sides, but it's ok, keep bagging.", [wrong(14)]),
  danger(1, "the seal is poor but we'll manage", [wrong(14)]),
  danger(1, 'My thumb rests on her eyelid to keep the mask still.', [wrong(15)]),
  danger(1, 'top of the mask is sitting on her eyes, press it down anyway', [wrong(15)]),
  danger(1, 'I press the mask down on her face and push her jaw back to get it sealed.', [wrong(17)]),
  danger(1, 'I let her jaw drop and just push the mask down on her.', [wrong(17)]),
  danger(1, 'both hands flat on the mask pushing down, never mind the jaw', [wrong(17), wrong(13)]),

  m(
    1,
    'several',
    'The narrow part goes over her nasal bridge, the rest over her mouth and chin; her eyes are clear.',
    [ok(11), ok(12), ok(15)],
  ),
  m(1, 'shorthand', 'mask ↑ nose, covers N+M, eyes free', [ok(11), ok(12), ok(15)]),
  m(1, 'negation', 'I keep my fingers off her eyes; they go on the mask and the jaw only.', [ok(15)]),
  danger(1, 'I put the mask on upside down by mistake but it seems to seal, so leave it.', [wrong(11)]),
  danger(1, 'mask on just her mouth so I can see her nose is clear', [wrong(12)]),
  danger(1, 'The little bag is fine, I will just squeeze it twice per breath.', [wrong(9)]),
  m(1, 'question', 'Should the mask cover her nose too?', [none(12)]),
  m(1, 'hypothetical', 'If the mask were too big it would press on her eyes, so I would go down a size.', [
    none(8),
    none(15),
  ]),
  m(1, 'typo', 'no air comming out round the edges, seal is tigth', [ok(14)]),
  m(1, 'question', 'What mask size for a 48 kg teenager?', [none(8)]),
  m(1, 'question', 'Is the 500 mL bag big enough for her or do I need the adult one?', [none(9)]),
  m(1, 'question', 'Do I connect oxygen to the bag, or is room air enough?', [none(10)]),
  m(1, 'question', 'should I do the E-C grip or two hands?', [none(13)]),
  m(1, 'hypothetical', "If it leaks I'll get the nurse to squeeze and hold the mask with two hands.", [
    none(13),
  ]),
  m(1, 'question', 'How do I know the seal is good?', [none(14)]),
  m(1, 'question', 'Which end of the mask goes at the nose?', [none(11)]),

  safe(1, 'answer', "What's her sats now?"),
  safe(1, 'acknowledge', 'Naloxone through the port please, for the fentanyl.'),
  safe(1, 'hint', 'next'),
  safe(1, 'answer', 'Does she have IV access?'),
  safe(1, 'acknowledge', 'Can we get the platelet transfusion up now, please.'),
  safe(1, 'answer', "what's her BP?"),
  safe(1, 'hint', 'not sure what comes next'),

  // ---------------------------------------------------------------------------------------------------------------
  // Phase 2: sealed, the chest barely rises, the tongue falls back, no gag, dried blood in both nostrils. Asks 5, 6, 7, 18.
  // ---------------------------------------------------------------------------------------------------------------
  m(
    2,
    'action',
    'No gag, so an oral airway — I measure it from the corner of her mouth to the angle of her jaw.',
    [ok(5, OPA)],
  ),
  m(2, 'action', 'OPA size 3, measured from the corner of the mouth to the angle of the mandible.', [
    ok(5, OPA),
  ]),
  m(2, 'shorthand', 'Guedel sized lip corner → jaw angle', [ok(5, OPA)]),
  m(
    2,
    'action',
    'I press her tongue down with a tongue depressor and slide the OPA in the right way up, gently, no twisting.',
    [ok(6, OPA)],
  ),
  m(
    2,
    'action',
    'Insert it the right way up over the depressor, following the curve of the tongue, until the flange sits at her lips.',
    [ok(6, OPA)],
  ),
  m(2, 'action', 'After the OPA I reassess chest rise, sats and heart rate.', [ok(7)]),
  m(2, 'action', 'Gentle one-second squeezes, just until her chest rises.', [ok(18)]),
  m(2, 'negation', 'Not a nasal airway — her platelets are 11 and her nose was bleeding yesterday.', [
    none(5),
  ]),
  m(2, 'negation', 'No rotating the OPA in, because of her mucositis; straight in over a tongue blade.', [
    ok(6, OPA),
  ]),
  m(2, 'negation', 'not squeezing the whole bag, just a third or so until the chest rises', [ok(18)]),
  m(
    2,
    'several',
    "She doesn't gag, so an oral airway sized corner of mouth to angle of jaw, in the right way up with a tongue depressor, then I recheck chest rise, SpO2 and HR.",
    [ok(5, OPA), ok(6, OPA), ok(7)],
  ),
  m(2, 'typo', 'oral airway mesured from mouth corner to jaw angle, its the size 3', [ok(5, OPA)]),
  m(2, 'shorthand', 'OPA #3 in, tongue depressor, no rotation. reassess CR/SpO2/HR', [
    ok(5, OPA),
    ok(6, OPA),
    ok(7),
  ]),
  m(
    2,
    'action',
    'I would choose an oropharyngeal airway because she has no gag, and the nose is off limits with her platelets.',
    [ok(5, OPA)],
  ),
  m(2, 'typo', 'reasses after the airway: chest up? sats? HR?', [ok(7)]),
  m(2, 'action', 'Each breath: a slow squeeze over a second, stop when I see the chest come up.', [ok(18)]),
  m(
    2,
    'several',
    'The nurse squeezes gently, about a second per breath, only till the chest moves, and I check the chest, the sats and the pulse after the Guedel.',
    [ok(18), ok(7)],
  ),
  m(
    2,
    'action',
    'Measure the Guedel against her face: flange at the corner of the mouth, tip at the angle of the jaw — the 3 fits.',
    [ok(5, OPA)],
  ),
  m(
    2,
    'negation',
    'Not forcing it past the ulcers: I ease the oral airway in the right way up, depressor holding the tongue.',
    [ok(6, OPA)],
  ),
  m(2, 'action', "Re-checking now it's in: chest rise, SpO2, heart rate.", [ok(7)]),
  m(2, 'shorthand', 'squeeze 1s, vol to visible chest rise only', [ok(18)]),
  m(2, 'typo', 'I give small breath, slowly, one second, until I see the chest is rising, not more', [
    ok(18),
  ]),
  m(2, 'action', 'We reassess straight after the adjunct: the chest, the saturation, the heart rate.', [
    ok(7),
  ]),
  m(
    2,
    'several',
    'Oral airway, corner of mouth to angle of jaw; with the adult bag I only squeeze a little, over a second, enough for chest rise.',
    [ok(5, OPA), ok(18)],
  ),
  m(
    2,
    'action',
    'I use the tongue depressor to hold her tongue forward and slip the airway in without spinning it.',
    [ok(6, OPA)],
  ),

  danger(
    2,
    'Nasal airway, size 7, measured nostril to tragus.',
    [wrong(5, NPA)],
    'platelets 11 and a nosebleed yesterday',
  ),
  danger(2, 'NPA is less stimulating, so let us use that.', [wrong(5, NPA)]),
  danger(2, 'put a nasal trumpet in, lube it well', [wrong(5, NPA)]),
  danger(2, "I'd go nasal — her mouth is a mess with the mucositis.", [wrong(5, NPA)]),
  danger(2, 'Both an OPA and a nasal airway, to be sure.', [wrong(5, NPA)]),
  danger(2, 'a 6.0 NPA through the left nostril, the dried blood should come out with it', [wrong(5, NPA)]),
  danger(2, 'The smallest Guedel we have, size 0, is easier to get in.', [wrong(5, OPA)]),
  danger(2, "Just grab whatever OPA is closest, the size doesn't matter much.", [wrong(5, OPA)]),
  danger(2, 'Put the Guedel in upside down and spin it round 180 degrees at the back.', [wrong(6, OPA)]),
  danger(2, "force it past her teeth, it's a bit tight", [wrong(6, OPA)]),
  danger(2, "I shove the OPA in fast without a tongue depressor, it'll push the tongue out of the way.", [
    wrong(6, OPA),
  ]),
  danger(2, "I insert it upside down and rotate, that's how we do it in adults.", [wrong(6, OPA)]),
  danger(2, "no need to recheck, it's in, keep going", [wrong(7)]),
  danger(2, "The sats probe keeps alarming so I'll silence it and just keep bagging.", [wrong(7)]),
  danger(2, "Skip the reassessment, we're in a hurry.", [wrong(7)]),
  danger(2, "Squeeze the whole bag in hard, she's a big girl.", [wrong(18)]),
  danger(2, 'fast big breaths to pop the tongue out of the way', [wrong(18)]),
  danger(2, "I'm squeezing the adult bag with both hands all the way until it's flat.", [wrong(18)]),
  danger(2, 'Just blast some big breaths in, the chest will rise eventually.', [wrong(18)]),

  m(
    2,
    'hypothetical',
    'If the chest still did not rise after the Guedel I would check my jaw lift and the seal again.',
    [none(17), none(14)],
  ),
  m(2, 'question', 'Can I use a nasal airway with platelets of 11?', [none(5)]),
  m(2, 'question', 'What size OPA for her?', [none(5)]),
  m(2, 'question', 'Do I put the OPA in upside down and rotate it, or the right way up?', [none(6)]),
  m(2, 'hypothetical', "If she gags on the OPA I'd take it straight out.", [none(5)]),
  m(2, 'question', 'how much do i squeeze the adult bag?', [none(18)]),
  m(2, 'question', 'should I recheck the sats after putting it in?', [none(7)]),
  m(
    2,
    'hypothetical',
    'If she had a gag I would have to think again, because the nose is out with her platelets.',
    [none(5)],
  ),

  safe(2, 'answer', 'Is she gagging at all?'),
  safe(2, 'hint', 'What now?'),
  safe(2, 'acknowledge', 'Can someone send a venous gas from the port.'),
  safe(2, 'answer', 'heart rate?'),
  safe(2, 'acknowledge', 'Please note the times and the doses of everything given.'),
  safe(2, 'hint', 'give me a clue'),

  // ---------------------------------------------------------------------------------------------------------------
  // Phase 3: oral airway in, chest rising, SpO2 84 %, HR 96; the fellow says bag faster. Asks 19, 20.
  // ---------------------------------------------------------------------------------------------------------------
  m(3, 'negation', 'One breath every 2-3 seconds, about 20-25 a minute, not faster.', [ok(19)]),
  m(3, 'action', '24 a minute.', [ok(19, { ratePerMin: 24 })]),
  m(3, 'negation', "I'm keeping the rate at 20 a minute even though the fellow wants faster.", [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(3, 'shorthand', 'breath q3s', [ok(19, { ratePerMin: 20 })]),
  m(3, 'action', 'Bagging at twenty-five a minute.', [ok(19, { ratePerMin: 25 })]),
  m(3, 'action', 'Chest rising with each breath, sats coming up to 90.', [ok(20)]),
  m(3, 'action', 'Good chest rise on both sides and SpO2 climbing.', [ok(20)]),
  m(3, 'typo', 'chest is riseing every breath, sat 89 > 93', [ok(20)]),
  m(3, 'several', 'Steady 22 a minute, chest moves each time and the sats have gone from 84 to 91.', [
    ok(19, { ratePerMin: 22 }),
    ok(20),
  ]),
  m(3, 'negation', 'Going faster will not help her oxygenate; I stay at one breath every three seconds.', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(3, 'action', 'I count "breathe... two... three" for each breath, so about twenty a minute.', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(3, 'shorthand', 'RR 24, CR ++, SpO2 92 ↑', [ok(19, { ratePerMin: 24 }), ok(20)]),
  m(3, 'action', 'Ventilation is working: visible chest rise and the saturation keeps climbing.', [ok(20)]),
  m(3, 'typo', 'sorry I dont go faster, I do one breath each two or three second', [ok(19)]),
  m(3, 'several', 'Chest rise with every squeeze, SpO2 95, heart rate 102 — she is improving.', [
    ok(20),
    ok(7),
  ]),
  m(3, 'action', 'Her chest is coming up and her sats are now 93, so the ventilation is effective.', [
    ok(20),
  ]),
  m(3, 'action', 'We keep the rate at about 25 per minute, chest rising each time.', [
    ok(19, { ratePerMin: 25 }),
    ok(20),
  ]),
  m(3, 'negation', 'Not going to speed up for the number, a breath every 2 to 3 seconds is right for her.', [
    ok(19),
  ]),
  m(3, 'action', 'I think we are around 20 a minute, which I would keep.', [ok(19, { ratePerMin: 20 })]),
  m(3, 'several', 'sats 96 now, chest going up and down with each bag, HR back up to 110', [ok(20), ok(7)]),

  danger(3, 'OK, faster then — 40 a minute to get her pink.', [wrong(19, { ratePerMin: 40 })]),
  danger(3, 'bag as fast as I can till the sats are up', [wrong(19)]),
  danger(3, 'One breath every second.', [wrong(19, { ratePerMin: 60 })]),
  danger(3, 'a breath every 8 seconds is plenty now she is pinking up', [wrong(19)]),
  danger(3, 'Fair enough, I double the rate like the fellow says.', [wrong(19)]),
  danger(3, "Her tummy is blowing up and the chest isn't moving, but she's pinking up, keep going.", [
    wrong(20),
  ]),
  danger(3, "sats stuck at 80 and no chest rise, that's the best we'll get, carry on", [wrong(20)]),
  danger(3, 'No chest rise, but the bag feels fine so it must be working.', [wrong(20)]),
  danger(3, 'Squeeze harder and faster, 35 a minute, big breaths.', [
    wrong(18),
    wrong(19, { ratePerMin: 35 }),
  ]),
  danger(3, 'we can stop watching the monitor now, just keep bagging', [wrong(7)]),

  m(3, 'question', 'Should I go faster like the fellow said?', [none(19)]),
  m(3, 'question', 'Is 12 a minute OK for a teenager, or 20-30?', [none(19)]),
  m(3, 'hypothetical', "If her chest stopped rising I'd check the seal and the airway position.", [
    none(14),
    none(20),
  ]),
  m(3, 'question', "How do I know it's working?", [none(20)]),
  m(
    3,
    'hypothetical',
    'If she started breathing on her own I would slow down and just support her breaths.',
    [none(19)],
  ),

  safe(3, 'answer', 'What is her saturation now?'),
  safe(3, 'acknowledge', "Tell her mum she's ok for now and the team is here."),
  safe(3, 'acknowledge', 'Check the platelet transfusion is on its way.'),
  safe(3, 'hint', 'ok.'),
  safe(3, 'answer', 'Is the anaesthetist here yet?'),
];
