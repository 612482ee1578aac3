import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Noor, 5 weeks, 4.2 kg, apnoeic on alprostadil, mucus in mouth and nose, gag present (see cases.ts). P0: help,
 * suction, equipment, head of the cot, mask on; P1: head position, opening, hold, seal, lift, squeeze, rate; P2: the
 * nasal airway, reassessment, effective ventilation.
 */
export const PROSTIN_INFANT_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0 ----------
  // BMV-1 calling for help
  m(
    0,
    'action',
    "She's stopped breathing but I can feel a brachial pulse. Apnoea with a pulse - please pull the emergency bell and get the paeds resus team and an anaesthetist here now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic, pulse +, sats 76. put out a peds code pls', [ok(1)]),
  m(0, 'typo', 'shes not breathng!! can somebody call for help, get the reg and the anaesthetist', [ok(1)]),
  m(
    0,
    'action',
    'Ella no respira, she has pulse but no breath. I call for help now, please the senior doctor and the anaesthesia come quickly.',
    [ok(1)],
    'Non-native English with Spanish.',
  ),
  m(
    0,
    'several',
    "Right, apnoea on prostin, that's a known side effect. Nurse, can you call the resus team for me, and leave the infusion running. I'll get suction going - 8 French catheter, mouth first, then nose.",
    [ok(1), ok(2)],
  ),
  m(0, 'question', 'Should I call a code now or try to get her breathing myself first?', [none(1)]),
  m(0, 'negation', "I'm not waiting to see if she starts again - calling the team in now.", [ok(1)]),
  danger(
    0,
    "No need to call anyone, prostin apnoea is usually short. I'll rub her back and flick her feet for a minute, she'll start again.",
    [wrong(1)],
  ),
  danger(
    0,
    "Let's not pull the bell and panic the parents. I'll bag her myself and only shout for the reg if it goes on longer than five minutes.",
    [wrong(1)],
  ),
  danger(0, 'ok I can handle this alone, the team is busy in resus 2 with the trauma', [wrong(1)]),
  danger(
    0,
    'I think I would stimulate her first, and if her sats go under 60 then I call for help.',
    [wrong(1)],
    'The call for help is put off behind a threshold while she is apnoeic now: a plan that will be acted on.',
  ),

  // BMV-2 suction
  m(
    0,
    'action',
    'Suction first: 8 Fr soft catheter, mouth then nose, short bursts, only as far as I can see.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'sx mouth + nares, 8Fr, <5 s each pass', [ok(2)]),
  m(
    0,
    'action',
    "Could you pass me the infant Yankauer? I'm clearing the mucus and the posset out of her mouth under direct vision before we bag.",
    [ok(2)],
  ),
  m(
    0,
    'negation',
    'Suctioning her mouth with the 8 French, not going deeper than I can see and definitely no finger in there.',
    [ok(2)],
  ),
  m(0, 'typo', 'sucton the secretons gently, small cathter, then the nose', [ok(2)]),
  m(0, 'question', 'Do I need to suction before I start bagging or just go?', [none(2)]),
  m(
    0,
    'action',
    'I would gently suction her mouth and then each nostril with a 6 French, a few seconds at a time, watching the heart rate.',
    [ok(2)],
    '"I would" as narration of what is being done.',
  ),
  danger(0, "I'll just hook the mucus out with my little finger, quicker than setting up the suction.", [
    wrong(2),
  ]),
  danger(
    0,
    'Catheter down the nose as far as it goes and keep sucking for a good 20 seconds so we get it all out in one go.',
    [wrong(2)],
  ),
  danger(0, 'no time for suction, bag straight through the mucus, it will clear', [wrong(2)]),
  danger(0, 'Wall suction on full and go in blind right to the back of the throat until she stops gagging.', [
    wrong(2),
  ]),

  // BMV-8 mask size
  m(
    0,
    'action',
    'Infant mask please - it sits from the bridge of her nose down to the cleft of her chin and stays clear of her eyes.',
    [ok(8, { mask: 'infant' })],
  ),
  m(0, 'shorthand', 'infant size mask, checked bridge of nose -> chin cleft', [ok(8, { mask: 'infant' })]),
  m(0, 'question', 'Which mask fits her best, the neonatal or the infant one?', [none(8)]),
  m(
    0,
    'negation',
    "Not the child mask, it reaches over her eyes. The infant one fits nose bridge to chin, I'm using that.",
    [ok(8, { mask: 'infant' })],
  ),
  danger(
    0,
    "Give me the child mask, bigger is safer for a seal, doesn't matter that it comes up to her eyebrows.",
    [wrong(8, { mask: 'child' })],
  ),
  danger(0, "Adult mask, that's the one I'm used to and it covers everything.", [
    wrong(8, { mask: 'adult' }),
  ]),
  danger(0, 'the tiny neonatal mask, it only goes over her mouth but it seals really well', [
    wrong(8, { mask: 'neonate' }),
    wrong(12),
  ]),

  // BMV-9 bag
  m(0, 'action', "We'll use the 500 mL self-inflating bag with the reservoir on.", [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'paed BVM 500ml + reservoir', [ok(9, { bagMl: 500 })]),
  m(
    0,
    'several',
    "I'm more used to the flow-inflating bag from anaesthetics, so I'll use that, with the oxygen flow at 10 litres a minute.",
    [ok(9), ok(10, { o2LPerMin: 10 })],
  ),
  m(0, 'question', 'Is the 500 ml bag too big for a 4 kilo baby?', [none(9)]),
  danger(0, 'Smaller baby, smaller bag - the 250 one please.', [wrong(9, { bagMl: 250 })]),
  danger(
    0,
    "I'd go with the neonatal bag, 250 cc, there's less risk of overinflating her lungs with it.",
    [wrong(9, { bagMl: 250 })],
    'A justification: the 250 mL bag may not give an effective breath; volume is controlled by the squeeze.',
  ),
  danger(0, 'take the little 250mL ambu, she is under 5 kg', [wrong(9, { bagMl: 250 })]),

  // BMV-10 oxygen
  m(0, 'action', 'Oxygen on at 15 L/min into the bag, reservoir filling.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'O2 15L to BVM', [ok(10, { o2LPerMin: 15 })]),
  m(
    0,
    'negation',
    "Checking the oxygen tubing isn't just lying there unplugged - it's on the bag and the flowmeter reads twelve.",
    [ok(10, { o2LPerMin: 12 })],
  ),
  m(0, 'typo', 'conect the bag to oxygn, flow ten litres', [ok(10, { o2LPerMin: 10 })]),
  danger(
    0,
    "Leave her on room air for now, she's a cardiac baby and we don't want to give her too much oxygen.",
    [wrong(10)],
    'Hypoxic and apnoeic with a coarctation: oxygen is needed; the worry about oxygen belongs to other lesions and never outweighs apnoea.',
  ),
  danger(0, "Oxygen at 2 litres, she's only 4 kilos.", [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "don't bother hooking up the O2 yet, we'll bag on air and sort it out later", [wrong(10)]),
  danger(0, 'O2 at five L/min is plenty for a baby this small', [wrong(10, { o2LPerMin: 5 })]),

  // BMV-16 head of the cot
  m(0, 'action', "I'm moving to the top of the cot, standing behind her head.", [ok(16)]),
  m(0, 'shorthand', 'me at head end', [ok(16)]),
  m(0, 'question', 'Where do you want me, at the head or at the side?', [none(16)]),
  m(
    0,
    'action',
    'Can we pull the cot out from the wall so I can get behind her head? I will bag from there.',
    [ok(16)],
  ),
  danger(0, "I'll bag from the side of the cot, I can see the monitor better from here.", [wrong(16)]),
  danger(0, 'staying down by her feet next to the cannula, I can reach up to the mask from here', [
    wrong(16),
  ]),
  danger(0, "The cot's against the wall, so I'll just lean in from the left side and do it from there.", [
    wrong(16),
  ]),

  // BMV-11 orientation
  m(0, 'action', 'Narrow end of the mask over her nose, wide end on her chin.', [ok(11)]),
  m(0, 'negation', "Making sure the mask isn't upside down - pointy end to the nose.", [ok(11)]),
  m(0, 'shorthand', 'mask apex -> nasal bridge', [ok(11)]),
  danger(0, 'I put the pointy bit at her chin, that fits better on babies because their chins are small.', [
    wrong(11),
  ]),
  danger(0, 'Mask upside down, apex on the chin, it sits flatter on her.', [wrong(11)]),
  danger(0, 'doesnt matter which way round the mask goes on a baby, I just put it on', [wrong(11)]),

  // BMV-12 mouth and nose
  m(0, 'action', 'The mask covers both her mouth and her nose.', [ok(12)]),
  m(0, 'typo', 'mask over mouht and nose both', [ok(12)]),
  danger(0, 'Just over her mouth, leave the nose free - babies breathe through their noses anyway.', [
    wrong(12),
  ]),
  danger(0, "mask over her nose only, her mouth is full of mucus so there's no point", [wrong(12)]),
  danger(0, "I'll cover just the mouth with the mask and pinch her nostrils shut.", [wrong(12)]),

  // BMV-15 eyes
  m(0, 'negation', "Rim's nowhere near her eyes.", [ok(15)]),
  m(0, 'action', 'Keeping all pressure off her eyes while I hold the mask.', [ok(15)]),
  danger(0, "I rest the top edge of the mask on her eyelids so it doesn't slide about.", [wrong(15)]),
  danger(0, 'press round the top of the mask over her eyes to stop the leak there', [wrong(15)]),
  danger(0, 'My thumb braces on her eye socket, it gives me a steadier grip.', [wrong(15)]),

  m(0, 'question', 'Does the mask need to cover her nose as well as her mouth?', [none(12)]),
  m(0, 'shorthand', 'mask: nose + mouth covered, eyes clear', [ok(12), ok(15)]),
  m(0, 'hypothetical', "If the rim creeps up onto her eyes I'd move it down.", [none(15)]),
  m(0, 'question', 'Which way round does the mask go on?', [none(11)]),

  // several P0
  m(0, 'several', 'Infant mask, 500 mL bag, O2 at 15, and I go to the head of the cot.', [
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  m(
    0,
    'several',
    "Mask on, narrow end at the bridge of the nose, covering her mouth and nose, off the eyes - and I'm standing at her head.",
    [ok(11), ok(12), ok(15), ok(16)],
  ),
  m(0, 'shorthand', 'help called. sx 8Fr oral/nasal. infant mask, 500 BVM, O2 10', [
    ok(1),
    ok(2),
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(
    0,
    'several',
    "Could you hand me the infant mask and the five hundred bag? I'll hook it to the oxygen at fifteen litres.",
    [ok(8, { mask: 'infant' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  danger(
    0,
    "Infant mask and the 500 bag on 15 litres, that's all good. I'll skip the suction, the bag will push the mucus down anyway.",
    [ok(8, { mask: 'infant' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), wrong(2)],
    'Danger hidden in an otherwise correct message.',
  ),
  danger(
    0,
    'mask on the right way, covering mouth and nose, and I press on the top part over her eyes to seal it',
    [ok(11), ok(12), wrong(15)],
  ),
  m(0, 'hypothetical', "If the mucus builds up again I'd suction once more before the next breaths.", [
    none(2),
  ]),
  m(0, 'hypothetical', 'If the infant mask turns out too big I would try the neonatal one.', [none(8)]),
  m(
    0,
    'typo',
    'Ich rufe Hilfe - calling for help, then sucktion with the small catheter',
    [ok(1), ok(2)],
    'Non-native English with German.',
  ),

  // safe P0
  safe(0, 'answer', "What's her heart rate right now?"),
  safe(0, 'answer', 'How much does she weigh?'),
  safe(0, 'answer', 'Is the prostin still running? What dose?'),
  safe(0, 'acknowledge', "Keep the alprostadil going, don't stop it - she needs that duct open."),
  safe(0, 'acknowledge', 'Can someone check a blood glucose?'),
  safe(0, 'hint', 'ok'),
  safe(0, 'hint', "I'm stuck, what do I do first?"),
  safe(0, 'answer', 'when did she last feed?'),
  safe(0, 'acknowledge', 'Please ask someone to let the parents know what is happening.'),
  safe(0, 'hint', 'next'),
  safe(0, 'answer', 'Does she have a cannula?'),

  // ---------- Phase 1 ----------
  // BMV-3 head position
  m(
    1,
    'action',
    'Take that blanket out from under her head and put a small rolled towel under her shoulders so her head sits neutral.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'blanket out, shoulder roll, head neutral', [ok(3)]),
  m(1, 'negation', "Head neutral with a thin roll under the shoulders - not tipped back, she's a baby.", [
    ok(3),
  ]),
  m(1, 'typo', 'shouldr roll in, hed in neutral postion', [ok(3)]),
  m(1, 'question', 'Does she need a shoulder roll or just flat?', [none(3)]),
  danger(1, 'Tip her head right back, as far as it goes, to straighten the airway.', [wrong(3)]),
  danger(1, 'keep the folded blanket under her head, a pillow helps babies', [wrong(3)]),
  danger(1, "I'll hyperextend the neck a bit more, that usually opens it in little ones.", [wrong(3)]),
  danger(1, 'Big roll under her neck to get her chin right up in the air.', [wrong(3)]),

  // BMV-4 opening
  m(
    1,
    'action',
    'Gentle chin lift, my fingers on the bony point of her chin, not on the soft part underneath.',
    [ok(4)],
  ),
  m(1, 'shorthand', 'jaw thrust, fingers behind angle of mandible', [ok(4)]),
  m(1, 'action', 'I would open the airway with a head tilt chin lift, just to neutral.', [ok(4)]),
  m(
    1,
    'negation',
    'Opening her airway with a chin lift - nothing pressing into the soft tissue under her jaw.',
    [ok(4)],
  ),
  danger(1, 'I press my fingers into the soft bit under her chin to push her tongue up.', [wrong(4)]),
  danger(1, 'chin lift with my fingers hooked into the floor of her mouth under the jaw', [wrong(4)]),
  danger(1, 'My thumb goes under her chin and pushes up into the soft tissue.', [wrong(4)]),

  // BMV-13 hold
  m(1, 'action', 'E-C clamp: thumb and index finger on the mask, the other three on her jaw.', [ok(13)]),
  m(1, 'action', 'Still leaking. Can you squeeze the bag while I hold the mask with both hands?', [ok(13)]),
  m(1, 'shorthand', 'EC grip, switching to 2-person', [ok(13)]),
  m(1, 'question', 'Should we do two-person bagging?', [none(13)]),
  danger(1, 'I just put my whole hand flat over the mask and press it down.', [wrong(13)]),
  danger(1, "It leaks quite a lot but I'll keep going one-handed, no need to get a second person.", [
    wrong(13),
  ]),
  danger(1, 'I hold the mask between thumb and finger by the connector, like a cup', [wrong(13)]),

  // BMV-14 seal
  m(1, 'action', 'I adjust the mask until there is no leak, good seal now.', [ok(14)]),
  m(1, 'typo', 'tight seal, no air escapin around the edge', [ok(14)]),
  m(1, 'question', 'How do I know the seal is good enough?', [none(14)]),
  danger(1, "There's a leak around her chin but whatever, enough air will get in.", [wrong(14)]),
  danger(1, 'Leak is fine, I just squeeze harder to make up for it.', [wrong(14), wrong(18)]),
  danger(1, "can't get a seal so I'll just hover the mask close to her face and bag", [wrong(14)]),

  // BMV-17 mask hand lifts jaw
  m(
    1,
    'action',
    'I lift her jaw up into the mask with my last three fingers rather than pushing the mask down.',
    [ok(17)],
  ),
  m(1, 'shorthand', 'lift jaw to mask, same hand', [ok(17)]),
  m(1, 'negation', "I'm not pushing the mask into her face - I bring her jaw up to it.", [ok(17)]),
  danger(1, 'I push the mask down hard onto her face until it seals.', [wrong(17)]),
  danger(1, 'just press her face down into the mattress with the mask, she is small, it will seal', [
    wrong(17),
  ]),
  danger(
    1,
    "My mask hand only presses the mask on, I don't hold the jaw - the airway should stay open on its own with the roll.",
    [wrong(17)],
  ),

  // BMV-18 squeeze
  m(1, 'action', 'Gentle squeeze over about one second, and I stop as soon as I see her chest rise.', [
    ok(18),
  ]),
  m(1, 'shorthand', 'sqz 1s, just enough for chest rise', [ok(18)]),
  m(1, 'typo', 'small sqeeze, just till chest rises, over 1 sec', [ok(18)]),
  m(1, 'question', 'How much do I squeeze for a baby this size?', [none(18)]),
  danger(1, 'I squeeze the bag all the way, full volume every breath.', [wrong(18)]),
  danger(1, 'quick sharp puffs, like short pops', [wrong(18)]),
  danger(
    1,
    "Really big breaths to pop her lungs open, she's been flat for a while.",
    [wrong(18)],
    'Justification for over-inflation.',
  ),
  danger(1, 'I use both hands and squeeze the bag hard to be sure it gets in.', [wrong(18)]),

  // BMV-19 rate
  m(1, 'action', 'One breath every 2 to 3 seconds.', [ok(19)]),
  m(1, 'shorthand', 'RR 25', [ok(19, { ratePerMin: 25 })]),
  m(1, 'action', "Bagging at thirty a minute, counting 'squeeze, release, release'.", [
    ok(19, { ratePerMin: 30 }),
  ]),
  m(1, 'typo', 'ventilating at 20 breths in one minute', [ok(19, { ratePerMin: 20 })]),
  m(1, 'question', 'What rate should I give her, 30 or 40?', [none(19)]),
  danger(1, 'Sixty a minute, like we do for newborns.', [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'as fast as I can squeeze it', [wrong(19)]),
  danger(1, 'One breath every six seconds, the adult rate.', [wrong(19, { ratePerMin: 10 })]),
  danger(1, '50 breaths in one minute to get the sats up quick', [wrong(19, { ratePerMin: 50 })]),

  // several P1
  m(
    1,
    'several',
    'Blanket out, small roll under her shoulders, chin lift on the bone, E-C grip lifting her jaw into the mask, good seal.',
    [ok(3), ok(4), ok(13), ok(17), ok(14)],
  ),
  m(
    1,
    'several',
    'Okay, so now I give a gentle squeeze over one second until the chest rises, one every three seconds.',
    [ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(1, 'shorthand', 'neutral + shoulder roll, JT, EC, sqz 1s, q3s', [ok(3), ok(4), ok(13), ok(18), ok(19)]),
  m(
    1,
    'several',
    "Nurse, could you hold the mask with both hands and lift her jaw into it? I'll squeeze, about 25 a minute, gently.",
    [ok(13), ok(17), ok(19, { ratePerMin: 25 }), ok(18)],
  ),
  danger(
    1,
    'Head neutral with a shoulder roll, E-C grip, good seal - and I give her forty big squeezes a minute to catch up.',
    [ok(3), ok(13), ok(14), wrong(19, { ratePerMin: 40 }), wrong(18)],
    'Danger hidden in a correct message: hyperventilation with large breaths.',
  ),
  danger(
    1,
    "chin lift with my fingers in the soft bit under the jaw, and I'm lifting her jaw up to the mask",
    [wrong(4), ok(17)],
  ),
  danger(
    1,
    'If it still leaks with the roll I will just push the mask harder onto her face.',
    [wrong(17)],
    'Conditional plan that will be acted on.',
  ),
  danger(
    1,
    "If it still doesn't seal I'll tip her head further back until it does.",
    [wrong(3)],
    'Conditional plan that will be acted on.',
  ),
  m(1, 'hypothetical', 'If it keeps leaking with one hand I would ask for a second person.', [none(13)]),
  m(1, 'hypothetical', "If her chest doesn't rise I'd reposition the head before anything else.", [none(3)]),
  m(
    1,
    'typo',
    'tête neutre, petit rouleau sous les épaules - shoulder roll in, head neutral, jaw lift into mask',
    [ok(3), ok(17)],
    'Non-native English with French.',
  ),

  m(1, 'negation', 'Still no pressure on her eyes with the two-hand grip.', [ok(15)]),

  // safe P1
  safe(1, 'answer', 'Is her chest moving at all?'),
  safe(1, 'answer', 'What are the sats doing?'),
  safe(1, 'hint', 'what now?'),
  safe(1, 'hint', 'hmm, not sure what to change'),
  safe(1, 'acknowledge', 'Can you ring the cardiac transport team and tell them she is apnoeic?'),
  safe(1, 'acknowledge', 'Please draw up atropine in case her heart rate drops.'),
  safe(1, 'answer', "what's the heart rate now"),

  // ---------- Phase 2 ----------
  // BMV-5 adjunct
  m(
    2,
    'action',
    'She gags, so no oral airway. I am going for a nasal airway, measured from the tip of her nose to the tragus of her ear.',
    [ok(5, { adjunct: 'npa' })],
  ),
  m(2, 'shorthand', 'NPA 3.0, sized nostril -> tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'typo', 'nasopharyngal airway, mesure from nose tip to the ear tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'question', 'Can she have an oral airway or is she gagging too much?', [none(5)]),
  m(2, 'hypothetical', "If she stops gagging later I'd think about an oral airway then.", [
    none(5, { adjunct: 'opa' }),
  ]),
  m(2, 'negation', "Not an OPA - she'd gag and vomit. NPA, length from nostril to tragus.", [
    ok(5, { adjunct: 'npa' }),
  ]),
  danger(2, 'Size 0 Guedel please.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, "oral airway, she'll tolerate it once it's in", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'I measure the nasal airway from her nose to the corner of her mouth.', [
    wrong(5, { adjunct: 'npa' }),
  ]),
  danger(2, 'Give me a 6.0 NPA, the bigger the better for airflow.', [wrong(5, { adjunct: 'npa' })]),
  danger(2, "I'd put an OPA in and if she gags on it I'll just push it in anyway.", [
    wrong(5, { adjunct: 'opa' }),
    wrong(6),
  ]),

  // BMV-6 insertion
  m(
    2,
    'action',
    'Lubricate the NPA, bevel towards the septum, and pass it gently straight back along the floor of the nose.',
    [ok(6)],
  ),
  m(2, 'shorthand', 'lube NPA, straight back along nasal floor, no force', [ok(6)]),
  m(2, 'negation', 'Inserting it lubricated, not aiming upwards and not forcing it.', [ok(6)]),
  m(2, 'question', 'Which nostril do I use for the NPA?', [none(6)]),
  danger(2, 'I aim the nasal airway up towards her forehead.', [wrong(6)]),
  danger(2, 'no lube, just shove it in', [wrong(6)]),
  danger(
    2,
    'If it sticks halfway I will just push harder until it goes.',
    [wrong(6)],
    'Conditional plan that will be acted on.',
  ),
  danger(2, 'Put the NPA in pointing up and rotate it 180 degrees, like an oral one.', [wrong(6)]),

  // BMV-7 reassessment
  m(2, 'action', 'NPA in - rechecking chest rise, sats and heart rate now.', [ok(7)]),
  m(2, 'shorthand', 'reassess: chest rise, SpO2, HR', [ok(7)]),
  m(2, 'typo', 'recheking sats, hart rate and chest movment', [ok(7)]),
  m(2, 'question', 'Should I look at the monitor again now?', [none(7)]),
  danger(2, "Don't need to look at the monitor, she's pink enough.", [wrong(7)]),
  danger(2, 'NPA in, carry on bagging, no need to recheck anything', [wrong(7)]),
  danger(2, 'Someone silence the sats alarm please, it is just noise.', [wrong(7)]),

  // BMV-20 effective ventilation
  m(2, 'action', 'Her chest is rising with every breath and the sats have gone up from 84 to 93.', [ok(20)]),
  m(2, 'shorthand', 'good bilat chest rise, SpO2 climbing', [ok(20)]),
  m(2, 'question', 'Is her chest rising now?', [none(20)]),
  danger(
    2,
    "Chest isn't really moving, but the sats probe is probably off her foot, so I'll carry on the same.",
    [wrong(20)],
  ),
  danger(2, "no chest rise still but I'll just keep going like this until the anaesthetist comes", [
    wrong(20),
  ]),
  danger(2, 'The chest goes up on one breath out of three, good enough, the sats will catch up.', [
    wrong(20),
  ]),

  m(2, 'action', "Sats 96 now, she's pinking up and the chest goes up with every breath.", [ok(20)]),

  // several P2
  m(
    2,
    'several',
    'She gags, so I size a nasal airway nose to tragus, lube it and slide it back along the floor of the nose, then recheck chest, sats and HR.',
    [ok(5, { adjunct: 'npa' }), ok(6), ok(7)],
  ),
  m(
    2,
    'several',
    'After the NPA the chest rises nicely every breath, sats 95, HR 140 - I keep checking after each change.',
    [ok(20), ok(7)],
  ),
  m(
    2,
    'several',
    'Quick suction of the fresh mucus with the 8 French, then the NPA, sized nostril to tragus.',
    [ok(2), ok(5, { adjunct: 'npa' })],
  ),
  danger(
    2,
    'Right size NPA, nose tip to tragus, lubricated - and aim it up towards the top of her head so it follows the nose.',
    [ok(5, { adjunct: 'npa' }), wrong(6)],
    'Danger hidden in a correct message.',
  ),
  danger(
    2,
    'NPA nostril to tragus, in nicely. Chest rise is patchy but fine, I will not worry about the sats for now.',
    [ok(5, { adjunct: 'npa' }), ok(6), wrong(7), wrong(20)],
  ),
  danger(2, 'Ok so the mucus is back, I just sweep it out with my finger and carry on bagging.', [wrong(2)]),
  m(2, 'hypothetical', "If the NPA doesn't help I'd reposition and think about two-person bagging again.", [
    none(3),
    none(13),
  ]),
  m(2, 'action', 'Re-suction the mouth, short pass with the 8 Fr, the mucus is back.', [ok(2)]),
  m(2, 'typo', 'ok NPA in. now re check - chest goes up? sat? HR?', [ok(7)]),
  m(2, 'action', 'I would measure a 3.5 nasal airway against her face, nostril to tragus, and it fits.', [
    ok(5, { adjunct: 'npa' }),
  ]),

  // safe P2
  safe(2, 'answer', 'Does she gag when I touch the back of her throat?'),
  safe(2, 'answer', "What's the CO2 on the monitor?"),
  safe(2, 'hint', "I'm stuck"),
  safe(2, 'hint', 'done, what next?'),
  safe(2, 'acknowledge', 'Can we get a blood gas when someone has a moment?'),
  safe(2, 'acknowledge', 'I will put an NG tube down to decompress her stomach after this.'),
  safe(2, 'answer', 'Is the anaesthetist on the way?'),
];
