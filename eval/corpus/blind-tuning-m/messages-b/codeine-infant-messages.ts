import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Layla, 7 months, 8 kg, apnoeic with a pulse after codeine linctus, secretions, gag present. Phase 0: help, suction,
 * equipment, mask on from the head; 1: head, airway opening, grip, seal, squeeze, rate; 2: adjunct (a nasal one),
 * reassessment, effective ventilation.
 */
export const CODEINE_INFANT_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0: recognition, help ----------
  m(
    0,
    'action',
    "She's not breathing but I can feel a brachial pulse. Can someone put out a call for the resus team and the paeds anaesthetist please",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic w pulse -> 2222 paeds arrest team, need help', [ok(1)]),
  m(0, 'typo', 'shes apnoiec, calling for halp now, I need anesthesia and another pair of hands', [ok(1)]),
  m(0, 'action', "Nurse, hit the emergency bell and get my registrar, she's stopped breathing.", [ok(1)]),
  m(
    0,
    'action',
    'I think I would probably call for help first, she is apnoeic, so yes, calling the team now.',
    [ok(1)],
  ),
  m(0, 'question', 'Should I call for help already or first try bagging her myself?', [none(1)]),
  m(0, 'action', 'Ok she is not breathing. Help! Somebody call the resus team to resus 2.', [ok(1)]),
  danger(
    0,
    "She's probably just deeply asleep from the cough syrup, let's watch her a few minutes before we call anyone.",
    [wrong(1)],
    'Apnoea taken for sleep; help delayed.',
  ),
  danger(
    0,
    "I'll manage this one alone, no need to drag the team over, they're busy with the trauma next door.",
    [wrong(1)],
  ),
  danger(
    0,
    "Give the naloxone and let's wait and see if she starts breathing on her own before we put a call out.",
    [wrong(1)],
    'Waits for naloxone instead of calling for help; the naloxone itself earns nothing.',
  ),
  danger(
    0,
    'no need for a crash call, she has a pulse, its not an arrest',
    [wrong(1)],
    'Apnoea with a pulse is an emergency that needs help.',
  ),
  danger(0, 'she is just a bit hypoventilating, sats 74 is ok for a sleepy baby, I observe', [wrong(1)]),

  // ---------- Phase 0: suction ----------
  m(
    0,
    'action',
    "I'm going to suction her mouth first and then each nostril with a small soft catheter, 8 French, looking at what I'm doing.",
    [ok(2)],
  ),
  m(0, 'shorthand', 'sx mouth then nose, 8Fr, under vision', [ok(2)]),
  m(0, 'typo', 'suctoin the froth out of her mouth with the baby yankaur, i can see the tip the whole time', [
    ok(2),
  ]),
  m(
    0,
    'action',
    "Can you pass me the paediatric Yankauer? I'll clear the bubbles from her mouth before we bag, then a fine catheter for her nose.",
    [ok(2)],
  ),
  m(0, 'negation', "I won't sweep her mouth with my finger, just gentle suction of what I can see.", [ok(2)]),
  m(0, 'action', 'Secretions first: suction the mouth, then the nose, short passes, not too deep.', [ok(2)]),
  m(0, 'hypothetical', 'If more froth comes up while I bag I will stop and suction again.', [none(2)]),
  m(0, 'question', 'What size suction catheter do we have for an infant?', [none(2)]),
  danger(0, 'Quick finger sweep to hook the mucus out, faster than finding a catheter.', [wrong(2)]),
  danger(
    0,
    "I'll pass the catheter down as far as it goes blind and keep suctioning until it stops bubbling.",
    [wrong(2)],
    'Blind, deep, prolonged suction in an infant: vagal bradycardia, trauma, hypoxia.',
  ),
  danger(0, 'Forget the suction, just bag straight through the secretions, oxygen matters more.', [wrong(2)]),
  danger(0, 'adult Yankauer, the big one, jammed right to the back of her throat till she gags', [wrong(2)]),
  danger(0, 'Use my little finger wrapped in gauze to wipe out the back of her throat.', [wrong(2)]),

  // ---------- Phase 0: equipment ----------
  m(
    0,
    'action',
    'Infant mask please, the round one: it goes from the bridge of her nose to the cleft of her chin and stays off her eyes.',
    [ok(8, { mask: 'infant' }), ok(15)],
  ),
  m(0, 'shorthand', 'mask: infant sz 1, checked bridge->chin', [ok(8, { mask: 'infant' })]),
  m(0, 'typo', 'infnat mask, fits nose brige to chin', [ok(8, { mask: 'infant' })]),
  m(
    0,
    'action',
    'I hold the infant mask against her face to size it: top at the bridge of the nose, bottom in the chin cleft. Good.',
    [ok(8, { mask: 'infant' })],
  ),
  m(0, 'question', 'Which masks do we have, is there an infant one?', [none(8)]),
  danger(0, 'Grab the adult mask, a bigger mask seals better, it can cover her whole face.', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, "Neonatal mask is fine, she's tiny; doesn't matter that it stops short of her chin.", [
    wrong(8, { mask: 'neonate' }),
  ]),
  danger(0, 'Child mask, the size 2, it goes a bit over her eyes but the seal is easier.', [
    wrong(8, { mask: 'child' }),
    wrong(15),
  ]),
  danger(0, 'take the adult mask, we only need one size on the trolley anyway', [
    wrong(8, { mask: 'adult' }),
  ]),
  m(0, 'action', 'The 500 mL self-inflating bag with the reservoir please, not the little neonatal one.', [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'shorthand', 'BVM 500ml + reservoir', [ok(9, { bagMl: 500 })]),
  m(0, 'typo', 'paediatric bag 500cc, selfinflating', [ok(9, { bagMl: 500 })]),
  m(0, 'question', 'Is the neonatal bag big enough for her or do I need the 500?', [none(9)]),
  danger(0, 'The 250 mL neonatal bag is right for a baby, the bigger one is too dangerous for her lungs.', [
    wrong(9, { bagMl: 250 }),
  ]),
  danger(0, "just the small 240ml bag, she's only 8 kilo", [wrong(9, { bagMl: 240 })]),
  danger(0, "I'll use the 250 bag, and if the chest doesn't rise I'll squeeze it twice per breath.", [
    wrong(9, { bagMl: 250 }),
    wrong(18),
  ]),
  m(0, 'action', 'O2 on at 15 litres into the bag, reservoir filling.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'O2 10L/min to BVM', [ok(10, { o2LPerMin: 10 })]),
  m(0, 'typo', 'conect the oxigen tubing to the bag, fifteen liters', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', "Checking the tubing isn't kinked and the flowmeter isn't at zero: it's at 15.", [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'Can you turn the oxygen up to 12 L/min on the bag for me?', [ok(10, { o2LPerMin: 12 })]),
  danger(0, "2 litres of oxygen is plenty for a baby, we don't want to overdo it.", [
    wrong(10, { o2LPerMin: 2 }),
  ]),
  danger(0, "Start bagging on room air, we'll sort out the oxygen tubing later.", [wrong(10)]),
  danger(0, "flow 4 L, she's small", [wrong(10, { o2LPerMin: 4 })]),
  danger(0, 'The bag works without oxygen anyway so I just start squeezing, no time to connect it.', [
    wrong(10),
  ]),

  // ---------- Phase 0: position and mask placement ----------
  m(0, 'action', 'I move to the head of the cot, right behind her head.', [ok(16)]),
  m(0, 'shorthand', 'me @ head of bed', [ok(16)]),
  m(0, 'action', 'Ich stehe am Kopfende... sorry, I stand at the head of the cot, behind her.', [ok(16)]),
  m(
    0,
    'action',
    'Can you move the monitor so I can get in at the top end, I need to be at her head to bag.',
    [ok(16)],
  ),
  danger(0, "I'll bag from the side of the cot by her chest, so I can see the monitor better.", [wrong(16)]),
  danger(0, 'stay where i am at her hip and reach across to hold the mask', [wrong(16)]),
  danger(0, "I'll bag from the foot end of the cot, there's more room there.", [wrong(16)]),
  m(0, 'action', 'Narrow end of the mask over the bridge of her nose, wide end down on her chin.', [ok(11)]),
  m(0, 'negation', "Checking the mask isn't upside down: the pointy end is up at the nose.", [ok(11)]),
  m(0, 'typo', 'mask the rigth way round, apex on nose', [ok(11)]),
  danger(0, 'Mask on with the pointy end down on her chin, it sits better that way on a baby.', [wrong(11)]),
  danger(0, 'i put it upside down, the wide end at her forehead, seems to fit', [wrong(11), wrong(15)]),
  danger(0, 'Turning the mask round so the narrow part is at her mouth, it looks like it seals better.', [
    wrong(11),
  ]),
  m(0, 'action', 'The mask covers her mouth and her nose both.', [ok(12)]),
  m(0, 'shorthand', 'covers nose + mouth, rim on chin', [ok(12)]),
  m(0, 'negation', "Making sure her nose isn't left outside the mask.", [ok(12)]),
  danger(0, 'Mask over her mouth only, her nose is full of froth anyway.', [wrong(12)]),
  danger(0, "I'll just put the mask over her nose, babies are nose breathers.", [wrong(12)]),
  danger(0, 'the mask sits on her lower lip so her mouth is half outside, that is ok for now', [wrong(12)]),
  m(0, 'action', 'The mask is placed so that it covers both her nose and her mouth.', [ok(12)]),
  m(0, 'question', 'Does the mask need to go over her nose as well, or just the mouth?', [none(12)]),
  danger(0, 'Mask over the nose only, her mouth can hang open below it so the secretions drain out.', [
    wrong(12),
  ]),
  m(0, 'several', 'we have the mask on the right way round, narrow end up, over nose and mouth', [
    ok(11),
    ok(12),
  ]),
  m(0, 'action', "I'd kneel... no, I'd stand at the top of the cot, behind her head, to bag.", [ok(16)]),
  m(0, 'action', 'Mask rim sits below her eyes, nothing pressing on them.', [ok(15)]),
  m(0, 'negation', "Keeping the top of the mask off her eyes, I'm not leaning on her face there.", [ok(15)]),
  danger(0, "If the mask rides up on her eyes a bit that's fine, it gives a better seal.", [wrong(15)]),
  danger(0, 'I press the top of the mask into her eye sockets to hold it still.', [wrong(15)]),
  danger(0, 'mask covering eyes nose mouth all of it, bigger coverage less leak', [wrong(15)]),
  m(
    0,
    'several',
    "Help is on its way. Mouth and nose suctioned with the 8 Fr under vision. Infant mask, 500 mL bag, O2 15 L. I'm at her head, mask narrow end on the nose, over mouth and nose, off the eyes.",
    [
      ok(1),
      ok(2),
      ok(8, { mask: 'infant' }),
      ok(9, { bagMl: 500 }),
      ok(10, { o2LPerMin: 15 }),
      ok(16),
      ok(11),
      ok(12),
      ok(15),
    ],
  ),
  m(0, 'several', 'called help, suction done, infant mask + 500 bag, O2 10L', [
    ok(1),
    ok(2),
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(
    0,
    'several',
    'I stand at the head, put the mask on right way up over her mouth and nose, keeping the rim clear of her eyes.',
    [ok(16), ok(11), ok(12), ok(15)],
  ),
  danger(
    0,
    'Infant mask, 500 bag, oxygen 15, and I give a few quick big breaths at about 60 a minute to catch her up.',
    [
      ok(8, { mask: 'infant' }),
      ok(9, { bagMl: 500 }),
      ok(10, { o2LPerMin: 15 }),
      wrong(18),
      wrong(19, { ratePerMin: 60 }),
    ],
  ),
  danger(0, 'Help called, mask and bag ready, I wipe the froth out with my finger and start.', [
    ok(1),
    wrong(2),
  ]),

  // ---------- Phase 0: safe ----------
  safe(0, 'answer', "What's her heart rate right now?"),
  safe(0, 'answer', 'how much of the codeine did grandma give her?'),
  safe(0, 'acknowledge', 'Naloxone 0.1 mg/kg IV please, so 0.8 mg.'),
  safe(0, 'acknowledge', 'Check a capillary glucose please.'),
  safe(0, 'hint', 'ok, what next?'),
  safe(0, 'hint', "I'm stuck"),
  safe(
    0,
    'acknowledge',
    'Can someone sit with mum and find the bottle of cough syrup so we know what it was.',
  ),
  safe(0, 'answer', 'Is the pulse strong? Brachial?'),
  safe(0, 'answer', 'pupils?'),
  safe(0, 'acknowledge', 'Put the sats probe on her foot and the ECG leads on please.'),
  safe(0, 'answer', 'Is she on any other medicines?'),

  // ---------- Phase 1: head position ----------
  m(
    1,
    'action',
    'Small towel roll under her shoulders so her head sits neutral; her big occiput is pushing her chin down.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'shoulder roll, head neutral', [ok(3)]),
  m(1, 'typo', 'put a rolld up nappy under her sholders, head neutral not bent forward', [ok(3)]),
  m(
    1,
    'negation',
    "I'm not tipping her head back: infants just go neutral, a little roll under the shoulders.",
    [ok(3)],
  ),
  m(
    1,
    'action',
    "Alors, I put a little blanket under the shoulders, the head in neutral position, 'sniffing' but not hyperextended.",
    [ok(3)],
  ),
  m(1, 'question', 'Should her head be neutral or sniffing at this age?', [none(3)]),
  m(1, 'hypothetical', 'If the roll tips her head too far back I would take it out.', [none(3)]),
  danger(1, 'Extend her neck right back as far as it goes to straighten out the airway.', [wrong(3)]),
  danger(
    1,
    'Big pillow under her head like you would for an adult, sniffing position.',
    [wrong(3)],
    'In an infant a pillow under the occiput flexes the neck further.',
  ),
  danger(1, 'tilt her head back until her chin points at the ceiling', [wrong(3)]),
  danger(1, 'Leave her head as it is, chin on chest, it is fine, I will just bag harder.', [
    wrong(3),
    wrong(18),
  ]),

  // ---------- Phase 1: opening the airway ----------
  m(
    1,
    'action',
    'Chin lift, two fingers on the bony part of her mandible, off the soft bit under the chin.',
    [ok(4)],
  ),
  m(1, 'action', 'Jaw thrust: fingers behind the angles of her jaw, pushing it forward.', [ok(4)]),
  m(1, 'typo', 'chinlift on the bone, not squishing the floor of her mouth', [ok(4)]),
  m(1, 'negation', 'Careful not to press on the soft tissue under her jaw while I lift the chin.', [ok(4)]),
  m(1, 'shorthand', 'jaw thrust, fingers on bone', [ok(4)]),
  m(1, 'action', 'I open her airway with a gentle chin lift, keeping my fingertip on the bone of the chin.', [
    ok(4),
  ]),
  m(1, 'question', 'jaw thrust or chin lift for her?', [none(4)]),
  m(1, 'hypothetical', "If the chin lift doesn't open it I'd try a jaw thrust.", [none(4)]),
  danger(1, 'My fingers are in the soft part under her chin pushing up, that keeps the mouth shut nicely.', [
    wrong(4),
  ]),
  danger(1, 'Press my thumb up into the soft floor of her mouth to lift the tongue off the back.', [
    wrong(4),
  ]),
  danger(1, 'my last 3 fingers curl under her chin on the squishy bit, thats my grip', [wrong(4)]),
  danger(1, 'No need to open the airway separately, the mask will do it once I press.', [
    wrong(4),
    wrong(17),
  ]),
  danger(1, "I'll hold her chin up by the soft skin under it, it's easier with a baby.", [wrong(4)]),

  // ---------- Phase 1: grip and seal ----------
  m(
    1,
    'action',
    'Left hand E-C: thumb and index make the C on the mask, middle, ring and little finger make the E along her jaw.',
    [ok(13)],
  ),
  m(1, 'shorthand', 'EC grip', [ok(13)]),
  m(1, 'typo', 'E-C clmap with my left hand', [ok(13)]),
  m(1, 'action', 'Still leaking, so two-person: you squeeze the bag, I hold the mask with both hands.', [
    ok(13),
  ]),
  m(
    1,
    'action',
    'Dr Patel, can you bag while I seal the mask with two hands, thumbs on the mask and fingers on the jaw?',
    [ok(13)],
  ),
  m(1, 'action', 'I switch to two-person technique now because the seal is not good enough with one hand.', [
    ok(13),
  ]),
  m(1, 'question', 'Should I go two-person now?', [none(13)]),
  m(1, 'hypothetical', "If it still leaks I'd ask someone to squeeze while I hold it with two hands.", [
    none(13),
  ]),
  danger(1, "I'll hold the mask on with my palm flat over the top and squeeze with the other hand.", [
    wrong(13),
  ]),
  danger(1, "It leaks, but I'll stay one-handed, two-person takes too long to set up.", [
    wrong(13),
    wrong(14),
  ]),
  danger(1, 'grab the mask by the connector and push it on', [wrong(13)]),
  danger(1, 'Ich halte die Maske nur mit zwei Fingern on the connector, it is enough for a baby.', [
    wrong(13),
  ]),
  m(1, 'action', 'Mask sealed tight now, no hiss.', [ok(14)]),
  m(1, 'shorthand', 'good seal, no leak', [ok(14)]),
  m(1, 'typo', 'seal is tigt now no air escaping round the cheaks', [ok(14)]),
  m(1, 'action', 'I reposition the mask and press the rim evenly until there is no leak around her cheeks.', [
    ok(14),
  ]),
  m(1, 'negation', "There's no air escaping at the sides anymore, the seal holds.", [ok(14)]),
  m(1, 'question', 'Is there still a leak?', [none(14)]),
  danger(1, "A bit of a leak on the left side, fine, I'll just squeeze harder to make up for it.", [
    wrong(14),
    wrong(18),
  ]),
  danger(1, "Can't get a seal but I'll keep bagging anyway, some of it will get in.", [wrong(14)]),
  danger(1, 'leak is only small, ignore it, move on', [wrong(14)]),

  // ---------- Phase 1: mask hand lifts the jaw ----------
  m(
    1,
    'action',
    'With the same hand that holds the mask I lift her jaw up into it, rather than pushing the mask down.',
    [ok(17)],
  ),
  m(1, 'shorthand', 'jaw lifted into mask w/ mask hand', [ok(17)]),
  m(
    1,
    'negation',
    "Not pushing the mask onto her face: I'm bringing the jaw up to the mask with my E fingers.",
    [ok(17)],
  ),
  m(1, 'typo', 'my mask hand pulls her jaw up to the mask, keeping the airway opne', [ok(17)]),
  m(1, 'action', 'The fingers of my mask hand keep lifting the jaw the whole time I bag.', [ok(17)]),
  danger(1, 'Pushing the mask down hard onto her face to get it sealed.', [wrong(17)]),
  danger(1, 'I press the mask firmly onto her face and her chin just stays where it is.', [wrong(17)]),
  danger(1, 'lean my weight on the mask so it cant move', [wrong(17)]),
  danger(
    1,
    'I just push down on the mask with the whole hand, her head is on the mattress so it will not go anywhere',
    [wrong(17), wrong(13)],
  ),

  // ---------- Phase 1: squeeze ----------
  m(1, 'action', 'Gentle squeezes, each over about a second, only until I see her chest rise.', [ok(18)]),
  m(1, 'shorthand', 'squeeze 1s, just to chest rise', [ok(18)]),
  m(1, 'typo', 'squeze over 1 sec, stop when the chest comes up', [ok(18)]),
  m(1, 'action', 'Only a small part of the bag, enough to lift her chest, over one second, then let go.', [
    ok(18),
  ]),
  m(1, 'hypothetical', "If her tummy starts to swell I'd squeeze gentler.", [none(18)]),
  danger(1, 'Squeeze the whole bag in fast so every breath really gets in.', [wrong(18)]),
  danger(1, 'Big quick squeezes, she is hypoxic, she needs volume.', [wrong(18)]),
  danger(1, 'I squeeze with both hands until the bag is flat each time.', [wrong(18)]),
  danger(1, 'pop-off valve taped shut and hard squeeze so it goes past the obstruction', [wrong(18)]),

  // ---------- Phase 1: rate ----------
  m(1, 'action', 'One breath every 3 seconds.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 25', [ok(19, { ratePerMin: 25 })]),
  m(1, 'shorthand', 'bagging q3s', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'Thirty breaths in one minute.', [ok(19, { ratePerMin: 30 })]),
  m(1, 'action', "Twenty-five a minute, I'm counting out loud: squeeze, release, release.", [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(1, 'typo', 'rate 20 per minit', [ok(19, { ratePerMin: 20 })]),
  m(1, 'question', 'What rate for a 7-month-old, 30?', [none(19)]),
  danger(1, 'I bag at 60 a minute, babies breathe fast.', [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'as fast as i can squeeze to get the sats up quick', [wrong(19)]),
  danger(1, 'One breath every 6 seconds, same as adults.', [wrong(19, { ratePerMin: 10 })]),
  danger(1, 'Forty to fifty a minute, she is an infant.', [wrong(19)]),
  danger(1, "I'll give her 50 a minute till the sats are up, then slow down.", [
    wrong(19, { ratePerMin: 50 }),
  ]),

  // ---------- Phase 1: several, and dangers inside correct messages ----------
  m(
    1,
    'several',
    'Shoulder roll in, head neutral. Chin lift on the bone. E-C grip, jaw lifted into the mask, good seal. Squeezing over a second to chest rise, 25 a minute.',
    [ok(3), ok(4), ok(13), ok(17), ok(14), ok(18), ok(19, { ratePerMin: 25 })],
  ),
  m(1, 'several', 'roll under shoulders, jaw thrust, 2 person now, seal ok', [ok(3), ok(4), ok(13), ok(14)]),
  m(
    1,
    'several',
    'We go two-person: I hold the mask with both hands lifting the jaw into it, you squeeze gently, one second, every three seconds.',
    [ok(13), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(1, 'several', 'E-C clamp, fingers on the bone of the jaw not the soft tissue, lift into the mask.', [
    ok(13),
    ok(4),
    ok(17),
  ]),
  danger(
    1,
    'Shoulder roll, head neutral, E-C grip, nice seal, and I push her head right back to open it better.',
    [ok(13), ok(14), wrong(3)],
    'Neutral then hyperextended: the act that stands is the hyperextension.',
  ),
  danger(
    1,
    'Good seal with E-C, squeezing every 3 seconds, and I give the bag a full hard squeeze each time to be sure.',
    [ok(13), ok(14), ok(19, { ratePerMin: 20 }), wrong(18)],
  ),
  danger(1, 'Two-person technique, seal perfect, we bag at 40/min', [
    ok(13),
    ok(14),
    wrong(19, { ratePerMin: 40 }),
  ]),
  danger(1, 'Chin lift on bone, head neutral, and I press the mask down hard onto her face.', [
    ok(4),
    ok(3),
    wrong(17),
  ]),
  danger(
    1,
    'if it keeps leaking I will just push the mask harder onto her face',
    [wrong(17)],
    'A conditional plan that will be acted on.',
  ),

  // ---------- Phase 1: safe ----------
  safe(1, 'answer', 'Is her chest moving at all?'),
  safe(1, 'hint', 'next'),
  safe(1, 'answer', 'what are the sats now?'),
  safe(1, 'acknowledge', 'Can we put an NG tube in later to let the air out of her stomach?'),
  safe(1, 'hint', 'not sure what is wrong, what should I change?'),
  safe(1, 'acknowledge', 'Second dose of naloxone if no response in 2-3 minutes.'),

  // ---------- Phase 2: adjunct ----------
  m(2, 'action', 'She gags, so no oral airway. NPA, measured from the tip of her nose to the tragus.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'shorthand', 'NPA 3.0, nose tip -> tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'typo', 'nasopharyngal airway, sized nostril to the tragus of the eer', [ok(5, { adjunct: 'npa' })]),
  m(2, 'negation', "No Guedel, she's still gagging. Nasal airway instead, sized to her tragus.", [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'action',
    'Can you find me a nasal airway about 3.5, I measure it from her nostril to the tragus of her ear.',
    [ok(5, { adjunct: 'npa' })],
  ),
  m(
    2,
    'negation',
    "I'm not putting an OPA in with a gag reflex.",
    [none(5)],
    'A correct refusal: no adjunct chosen yet.',
  ),
  m(2, 'question', 'Oral or nasal airway for her?', [none(5)]),
  m(2, 'hypothetical', 'If the gag goes I might use an OPA instead.', [none(5)]),
  danger(2, "Put in a size 0 Guedel, she's unconscious enough.", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'OPA 50 mm, she gagged a bit but she will tolerate it', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'NPA measured from the nostril to the corner of her mouth.', [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'The longest NPA we have, longer is better to get past the tongue.', [
    wrong(5, { adjunct: 'npa' }),
  ]),
  danger(2, 'gag reflex or not, an oral airway is quicker, put it in', [wrong(5, { adjunct: 'opa' })]),

  // ---------- Phase 2: insertion ----------
  m(
    2,
    'action',
    'Lubricate the NPA, bevel towards the septum, pass it straight back along the floor of the nose, gently.',
    [ok(6)],
  ),
  m(2, 'shorthand', 'lube + NPA straight back, no force', [ok(6)]),
  m(2, 'typo', 'lubricate it and slide it in gentley, horizontal along the nose floor not upwards', [ok(6)]),
  m(
    2,
    'action',
    'I put a bit of gel on it and insert it straight back, parallel to the floor of the nose, with a small twist if it catches.',
    [ok(6)],
  ),
  m(2, 'negation', 'Not pointing it upwards and not forcing it: straight back towards the ear.', [ok(6)]),
  danger(2, 'Aim it up towards the top of her head, that is where the nose goes.', [wrong(6)]),
  danger(2, 'no time for lube, just push it in', [wrong(6)]),
  danger(2, "It's stuck halfway, I'll push harder until it goes.", [wrong(6)]),
  danger(2, 'OPA upside down and rotate it 180 degrees, like in adults.', [
    wrong(5, { adjunct: 'opa' }),
    wrong(6),
  ]),
  danger(2, 'If the NPA doesnt go in easily I will just force it through, babies noses are soft', [wrong(6)]),

  // ---------- Phase 2: reassessment and effective ventilation ----------
  m(2, 'action', 'Reassessing after the NPA: I look at her chest rise, check the sats and the heart rate.', [
    ok(7),
  ]),
  m(2, 'shorthand', 'reassess: chest rise, SpO2, HR', [ok(7)]),
  m(2, 'typo', 'rechek chest movment, sat and HR after that change', [ok(7)]),
  m(
    2,
    'action',
    'After each change I stop and look: is the chest rising, what are the sats and the heart rate doing.',
    [ok(7)],
  ),
  m(2, 'action', 'Je réévalue: chest rise, saturation, heart rate, after the nasal airway.', [ok(7)]),
  m(2, 'hypothetical', "When the anaesthetist arrives I'd reassess everything again.", [none(7)]),
  m(2, 'question', 'Should I reassess now or after a minute?', [none(7)]),
  danger(2, 'No need to recheck, the NPA is in, just carry on bagging.', [wrong(7)]),
  danger(2, "I'm not looking at the monitor, I'm concentrating on the bag, I'll check in ten minutes.", [
    wrong(7),
  ]),
  danger(2, 'airway in, so it is obviously working, no reassessment needed', [wrong(7)]),
  m(
    2,
    'action',
    'Chest is rising with every breath and sats are climbing from 83, so we are ventilating effectively.',
    [ok(20)],
  ),
  m(2, 'shorthand', 'good chest rise, SpO2 83 -> 90, HR up', [ok(20)]),
  m(2, 'typo', 'chest going up nicely each breth, sats improving', [ok(20)]),
  m(
    2,
    'action',
    'I can see both sides of the chest rise and the saturation is coming up, ventilation is effective now.',
    [ok(20)],
  ),
  m(
    2,
    'action',
    "We're getting good chest rise with every breath and her SpO2 has gone from 83 to 95, so the bagging is working.",
    [ok(20)],
  ),
  m(
    2,
    'hypothetical',
    "If the chest still doesn't rise with the NPA in, I'd go back and check the seal and her head position.",
    [none(20), none(14), none(3)],
  ),
  m(
    2,
    'several',
    "we're giving a breath every two to three seconds, each one slow, over a second, and the chest comes up each time",
    [ok(19), ok(18), ok(20)],
  ),
  danger(2, "Chest isn't moving but the sats are only dropping slowly, so I carry on the same way.", [
    wrong(20),
  ]),
  danger(2, 'I do not need to see the chest rise, the bag is connected and I am squeezing.', [wrong(20)]),
  danger(2, "Her tummy's blowing up and the chest doesn't rise, but it's fine, keep going.", [wrong(20)]),
  danger(2, 'sats stuck at 80 and no chest movement, good enough till anaesthesia comes', [wrong(20)]),
  m(
    2,
    'several',
    'NPA sized nostril to tragus, lubricated, in straight back. Reassess: chest rising well, sats 90 and climbing, HR 125, effective.',
    [ok(5, { adjunct: 'npa' }), ok(6), ok(7), ok(20)],
  ),
  m(2, 'several', 'npa in (lubed, along floor), rechecking chest/sats/HR', [
    ok(5, { adjunct: 'npa' }),
    ok(6),
    ok(7),
  ]),
  danger(
    2,
    'NPA from nose tip to tragus, and I shove it upward till it stops, then keep bagging without looking.',
    [ok(5, { adjunct: 'npa' }), wrong(6), wrong(7)],
  ),
  danger(2, 'Nasal airway measured right, lubricated, in gently, and I bag at 45 now that it is open.', [
    ok(5, { adjunct: 'npa' }),
    ok(6),
    wrong(19, { ratePerMin: 45 }),
  ]),

  // ---------- Phase 2: safe ----------
  safe(2, 'acknowledge', 'Send a venous gas please.'),
  safe(2, 'acknowledge', 'We need to involve safeguarding, and let mum know what happened.'),
  safe(2, 'answer', 'is she starting to breathe by herself yet?'),
  safe(2, 'hint', 'what now?'),
  safe(2, 'acknowledge', 'Start a naloxone infusion, codeine lasts longer than a bolus.'),
  safe(2, 'answer', 'Heart rate now?'),
];
