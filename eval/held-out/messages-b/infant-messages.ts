import type { HeldOutUtterance } from '../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../harness/label-builders.ts';

/**
 * Ruby, 4 months, 6.4 kg, on propranolol, hypoglycaemic seizure then apnoea in a dermatology outpatient clinic
 * (cases.ts: PROPRANOLOL_CLINIC_4M). No trauma; milk in the mouth; no gag (an oral airway is right, inserted the
 * right way up without rotation); a haemangioma on the right upper eyelid; infant mask size 1, 500 mL bag.
 * P0 help, suction, head, opening, place; P1 equipment and mask; P2 mask hand, squeeze, rate, reassessment;
 * P3 adjunct, insertion, effect.
 */
const INFANT = { mask: 'infant' } as const;
const OPA = { adjunct: 'opa' } as const;

export const INFANT_MESSAGES: HeldOutUtterance[] = [
  // ---------------- Phase 0: help, suction, head position, opening the airway, place at the head
  m(
    0,
    'action',
    "She's apnoeic and her sats are 74 — I'm calling for help now: emergency bell, and a paediatric arrest call to the dermatology clinic.",
    [ok(1)],
  ),
  m(0, 'shorthand', '2222 paeds arrest, outpatients derm clinic rm 3, 4mo apnoeic w pulse', [ok(1)]),
  m(0, 'typo', 'can sombody ring the resus team pls shes stoped breathing', [ok(1)]),
  m(0, 'action', 'Help in here please! Baby not breathing — I need the arrest team and the trolley.', [
    ok(1),
  ]),
  m(
    0,
    'action',
    'She is not breathing and the saturation is going down, I ask the nurse to make the emergency call and come back to me.',
    [ok(1)],
  ),
  m(
    0,
    'action',
    "We've got an apnoeic infant, so someone phones the paediatric team in the main building while I stay with her.",
    [ok(1)],
  ),
  m(
    0,
    'action',
    'Nurse, could you pull the emergency bell and then stay with me, I need an extra pair of hands.',
    [ok(1)],
  ),
  danger(0, "Probably just post-ictal, let's give her a couple of minutes before we call anyone", [wrong(1)]),
  danger(
    0,
    "I'll sprint across to ED and grab someone, mum just keep an eye on her",
    [wrong(1)],
    'leaves an apnoeic infant with her mother to fetch help',
  ),
  danger(0, 'no crash call yet, sort the sugar first and see if she wakes up', [wrong(1)]),
  danger(
    0,
    "I'll carry her over to the emergency department myself, it's quicker than waiting for the team",
    [wrong(1)],
    'no call for help, and no ventilation on the way',
  ),
  danger(0, 'Let’s not make a big drama in outpatients, I can bag a baby on my own.', [wrong(1)]),
  m(0, 'question', 'Should I put out a full arrest call or just bleep the on-call reg?', [none(1)]),
  m(0, 'question', 'Has someone called for help already?', [none(1)]),

  m(
    0,
    'action',
    'I suction the milk from her mouth first and then each nostril with an 8 French catheter, only as far as I can see.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'sx mouth then nose, 8Fr, <5 s per pass, low pressure', [ok(2)]),
  m(0, 'action', 'Use the small infant Yankauer to clear the milk pooling at the front of her mouth.', [
    ok(2),
  ]),
  m(0, 'typo', 'suciton her mouth with the 10 fr cathter, quick passes', [ok(2)]),
  m(
    0,
    'action',
    'Gentle suction with a size 8 catheter, a few seconds at a time, and I keep one eye on her heart rate because she is on propranolol.',
    [ok(2)],
  ),
  m(0, 'action', "We'll clear the curdled milk with the 8 Fr catheter, mouth before nose.", [ok(2)]),
  m(
    0,
    'negation',
    "I won't sweep her mouth with my finger — suction only, the 8 Fr, just the front of the mouth.",
    [ok(2)],
  ),
  danger(
    0,
    'Put the catheter right down the back of her throat and hold the suction on till it stops bubbling.',
    [wrong(2)],
  ),
  danger(0, "I'll just hook the milk out with my little finger", [wrong(2)]),
  danger(0, 'deep nasal suction with the 12Fr, all the way back', [wrong(2)]),
  danger(0, 'Crank the suction up to max, the milk is really thick', [wrong(2)]),
  danger(
    0,
    'Suck for a good 20 seconds so we get it all in one go.',
    [wrong(2)],
    'long suction in an infant whose heart rate is already slowed by propranolol',
  ),
  m(0, 'question', 'What size suction catheter for her, 8 or 10?', [none(2)]),
  m(0, 'hypothetical', 'If more milk comes up while I am bagging, I would stop and suction again.', [
    none(2),
  ]),

  m(
    0,
    'action',
    'Lay her flat on her back with a small rolled towel under her shoulders so her head sits neutral, face pointing at the ceiling.',
    [ok(3)],
  ),
  m(0, 'shorthand', 'shoulder roll, neutral, ear canal level w front of shoulder', [ok(3)]),
  m(
    0,
    'action',
    "Her occiput is big so I'm sliding a folded muslin under her shoulders to bring her head to neutral.",
    [ok(3)],
  ),
  m(
    0,
    'action',
    'Ruby is laid flat on the couch, her head kept neutral by a thin towel under the shoulders.',
    [ok(3)],
  ),
  m(
    0,
    'negation',
    'No pillow under her head, just a thin shoulder roll so the neck is neither flexed nor extended.',
    [ok(3)],
  ),
  m(0, 'negation', "I'm not going to tip her head back too far, babies kink their airway if you overdo it.", [
    none(3),
  ]),
  danger(0, 'Tip her head right back as far as it goes, that opens a baby airway best.', [wrong(3)]),
  danger(0, 'put the pillow from the couch under her head so she is comfy', [wrong(3)]),
  danger(0, "fully extend the neck, chin pointing up at the ceiling, that's the sniffing position right?", [
    wrong(3),
  ]),
  danger(0, 'Big rolled blanket under her shoulders and let the head drop right back over it.', [wrong(3)]),
  m(0, 'question', 'Do infants need a roll under the shoulders or under the head?', [none(3)]),

  m(
    0,
    'action',
    'Gentle head tilt-chin lift with one finger on the bony point of her chin, not in the soft bit underneath.',
    [ok(4)],
  ),
  m(0, 'shorthand', 'HTCL, fingers on bone', [ok(4)]),
  m(
    0,
    'action',
    'I open her airway with a jaw thrust — two fingers behind each angle of the mandible, lifting it forward.',
    [ok(4)],
  ),
  m(0, 'negation', "I'm careful not to press into the soft tissue under her jaw while I lift the chin.", [
    ok(4),
  ]),
  danger(0, 'Press up under her chin with my fingers in the soft part to push the tongue up.', [wrong(4)]),
  danger(0, 'chin lift by squeezing under the jaw, the floor of the mouth, firmly', [wrong(4)]),
  danger(0, "I'll hold her chin up with my thumb dug in under her jaw, it's what works for me", [wrong(4)]),
  m(0, 'hypothetical', 'If the chin lift does not open it I would try a jaw thrust.', [none(4)]),

  m(
    0,
    'action',
    'Take her off mum onto the couch, pull the couch away from the wall and I go to the top end, behind her head.',
    [ok(16)],
  ),
  m(0, 'action', "I'm standing at her head.", [ok(16)]),
  m(0, 'shorthand', 'me @ head end of couch, mum at side', [ok(16)]),
  m(0, 'typo', 'pul the couch out from the wal so i can get behind her head', [ok(16)]),
  danger(0, 'Leave her on mum’s lap, I’ll hold the mask from in front, she’s calmer there.', [wrong(16)]),
  danger(0, "The couch is jammed against the wall so I'll just do it from the side.", [wrong(16)]),
  danger(0, 'I bag from the foot of the couch, more room there', [wrong(16)]),

  m(
    0,
    'several',
    'Calling for help now; small towel under her shoulders for a neutral head and I clear the milk with the 8 Fr catheter.',
    [ok(1), ok(2), ok(3)],
  ),
  m(0, 'several', 'pt apnoeic - help called, couch out from wall, me at head, sx mouth 8Fr', [
    ok(1),
    ok(2),
    ok(16),
  ]),
  m(
    0,
    'several',
    'First I shout for help, then we lay her flat with a shoulder roll, and I open the airway with a gentle chin lift on the bone.',
    [ok(1), ok(3), ok(4)],
  ),
  m(
    0,
    'several',
    'Nurse, please make the arrest call and bring the trolley; I will suction her mouth with the 10 French and stand behind her head.',
    [ok(1), ok(2), ok(16)],
  ),
  danger(0, 'Call the team, then tip her head well back and sweep the milk out with my finger', [
    ok(1),
    wrong(2),
    wrong(3),
  ]),
  danger(0, "I'm at her head, neck hyperextended over a big roll so the airway's wide open", [
    wrong(3),
    ok(16),
  ]),

  safe(0, 'answer', "What's her blood sugar?"),
  safe(0, 'answer', 'How long did the seizure last?'),
  safe(0, 'answer', 'Does she have a pulse? What rate?'),
  safe(0, 'answer', 'What dose of propranolol is she on and when was the last one given?'),
  safe(0, 'acknowledge', 'Can someone recheck a capillary glucose please.'),
  safe(0, 'hint', 'ok what now'),
  safe(0, 'hint', "I'm stuck"),
  safe(0, 'acknowledge', 'Mum, we are helping Ruby to breathe, you can stay right here with us.'),
  safe(0, 'acknowledge', 'Start a timer and somebody write down the times.'),
  safe(0, 'answer', 'is she floppy? any response to pain?'),

  // ---------------- Phase 1: equipment and the five mask items
  m(
    1,
    'action',
    'I pick the size 1 infant mask: it reaches from the bridge of her nose to the cleft of her chin and stays off her eyes.',
    [ok(8, INFANT)],
  ),
  m(1, 'shorthand', 'infant mask sz1, fits nose bridge→chin', [ok(8, INFANT)]),
  m(
    1,
    'action',
    "Let's use the round infant mask — I've checked it sits nose to chin without touching the eyelid.",
    [ok(8, INFANT)],
  ),
  m(1, 'typo', 'infnat mask pls, the size one, sits bridge of nose to chin', [ok(8, INFANT)]),
  m(1, 'negation', "I won't use the neonatal mask, it doesn't reach her chin — infant size 1 instead.", [
    ok(8, INFANT),
  ]),
  danger(1, "Size 0 neonatal mask, she's only little", [wrong(8, { mask: 'neonate' })]),
  danger(1, 'Grab the child mask, a bigger one seals better', [wrong(8, { mask: 'child' })]),
  danger(1, "whichever mask is on top of the trolley is fine, don't waste time sizing", [wrong(8)]),
  danger(1, 'The adult mask turned upside down covers her whole face nicely', [
    wrong(8, { mask: 'adult' }),
    wrong(11),
  ]),
  m(1, 'question', 'Which mask would fit a 4 month old, size 0 or size 1?', [none(8)]),
  m(1, 'hypothetical', 'If the size 1 mask covered her eyes I would go down a size.', [none(8)]),

  m(1, 'action', 'I take the 500 mL self-inflating bag.', [ok(9, { bagMl: 500 })]),
  m(1, 'shorthand', 'SIB 500ml', [ok(9, { bagMl: 500 })]),
  m(1, 'negation', 'Not the 250 neonatal bag — the 500 mL paediatric one.', [ok(9, { bagMl: 500 })]),
  m(1, 'action', 'Give me the paediatric bag please, the half-litre one with the reservoir.', [
    ok(9, { bagMl: 500 }),
  ]),
  danger(1, "250 ml bag, she's only six kilos so the big one is overkill", [wrong(9, { bagMl: 250 })]),
  danger(
    1,
    "We'll use the adult 1600 bag, it's the one already connected, I'll just squeeze it gently",
    [wrong(9, { bagMl: 1600 })],
    'the case asks for the 500 mL bag; the adult bag risks big volumes in a 6 kg infant',
  ),
  danger(1, 'neonatal bag pls, she is tiny', [wrong(9)]),
  m(1, 'question', 'Is the 250 mL bag big enough for her or do I need the 500?', [none(9)]),

  m(1, 'action', 'Connect the bag to the oxygen and turn it up to 15 litres a minute.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(1, 'shorthand', 'O2 10L/min to bag + reservoir', [ok(10, { o2LPerMin: 10 })]),
  m(1, 'typo', 'oxygen on at fifteen litres, tubbing on the bag', [ok(10, { o2LPerMin: 15 })]),
  m(1, 'action', "I'm hooking the bag tubing to the cylinder and opening the flowmeter to 12 L.", [
    ok(10, { o2LPerMin: 12 }),
  ]),
  m(1, 'negation', "Don't leave the oxygen off — 15 litres on the bag please.", [ok(10, { o2LPerMin: 15 })]),
  danger(1, '2 litres of oxygen is plenty for a baby this size', [wrong(10, { o2LPerMin: 2 })]),
  danger(1, "Skip the oxygen for now, the cylinder key's missing, room air will do", [wrong(10)]),
  danger(1, 'tubing on the bag but leave the flow off till the team comes', [wrong(10)]),
  danger(1, 'O2 4L/min through the bag', [wrong(10, { o2LPerMin: 4 })]),
  m(1, 'question', 'How much oxygen flow should go to the bag?', [none(10)]),

  m(
    1,
    'action',
    'The narrow end of the mask goes over the bridge of her nose and the wide end over her chin.',
    [ok(11)],
  ),
  m(1, 'shorthand', 'mask apex to nose', [ok(11)]),
  m(1, 'negation', "Making sure it's not upside down — pointy bit up at the nose.", [ok(11)]),
  danger(1, 'mask on with the narrow end down on her chin', [wrong(11)]),
  danger(1, 'Put it on upside down, it fits her little face better that way', [wrong(11)]),

  m(1, 'action', 'The mask covers both her nose and her mouth.', [ok(12)]),
  m(1, 'shorthand', 'mask over nose + mouth', [ok(12)]),
  danger(1, 'Just over her mouth — her nose is full of snot anyway', [wrong(12)]),
  danger(1, 'babies are nose breathers so I only cover the nose with the mask', [wrong(12)]),
  danger(1, 'mask sitting over her mouth and chin, nose left out, fine for now', [wrong(12)]),

  m(
    1,
    'action',
    'E-C clamp: thumb and index finger on the mask making the C, middle and ring fingers on the bone of her jaw making the E.',
    [ok(13)],
  ),
  m(1, 'shorthand', 'EC grip', [ok(13)]),
  m(1, 'action', "I hold it with an E-C grip, and if it leaks I'll use two hands and the nurse squeezes.", [
    ok(13),
  ]),
  m(
    1,
    'action',
    'Leak around the cheeks — switching to two-person: both my hands on the mask and jaw, you squeeze the bag please.',
    [ok(13)],
  ),
  danger(1, 'I hold the mask on with my whole palm flat on top of it', [wrong(13)]),
  danger(1, "It keeps leaking but I'll carry on one-handed, no need for a second person", [wrong(13)]),
  danger(1, 'grab the mask with my fist and press it down', [wrong(13)]),
  m(1, 'hypothetical', 'If the seal is poor I would switch to a two-hand hold and let the nurse squeeze.', [
    none(13),
  ]),

  m(1, 'action', 'Tight seal all round the rim, no air hissing out.', [ok(14)]),
  m(1, 'shorthand', 'seal good, no leak', [ok(14)]),
  m(1, 'typo', 'got a god seal now, no leek', [ok(14)]),
  danger(1, "There's a bit of a leak by her cheek but it doesn't matter, carry on", [wrong(14)]),
  danger(1, 'air is hissing out round the chin, that’s fine for now', [wrong(14)]),
  danger(1, 'seal not great but it will do, lets just bag', [wrong(14)]),

  m(
    1,
    'action',
    'I keep the top of the mask below her eyes, well clear of the haemangioma on her right eyelid.',
    [ok(15)],
  ),
  m(1, 'negation', "Making sure I'm not pressing on her eyes or on the lump on her eyelid.", [ok(15)]),
  m(1, 'shorthand', 'eyes clear of mask rim', [ok(15)]),
  danger(1, 'Let the rim of the mask sit over her right eyelid, it seals better up there', [wrong(15)]),
  danger(1, "I'm leaning my thumb on the top of the mask where it's over her eyes to stop the leak", [
    wrong(15),
  ]),
  danger(1, 'doesnt matter if the mask presses on the haemangioma, we need the seal', [wrong(15)]),
  m(1, 'question', 'Should the mask touch the haemangioma or sit below it?', [none(15)]),

  m(1, 'typo', 'mask rite way up, the pointy end on her nose', [ok(11)]),
  m(
    1,
    'action',
    'The mask sits over her nose and mouth together, the narrow end at the bridge of the nose.',
    [ok(11), ok(12)],
  ),
  m(1, 'question', 'Does the mask go pointy end up or down on a baby?', [none(11)]),
  danger(1, 'The mask only needs to cover her mouth, I will pinch her nose shut', [wrong(12)]),
  m(1, 'typo', 'mouth and nose both coverd by the mask', [ok(12)]),
  m(1, 'action', 'No leak when I squeeze — the seal holds all the way round.', [ok(14)]),
  m(1, 'hypothetical', 'If I hear it leaking I would reposition the mask and try again for a seal.', [
    none(14),
  ]),
  m(
    1,
    'action',
    'Fingers on the jaw bone, nowhere near her eyes — the right eye with the haemangioma stays uncovered.',
    [ok(15)],
  ),
  m(1, 'several', 'Infant mask size 1, 500 mL bag, oxygen at 15 L.', [
    ok(8, INFANT),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(1, 'several', 'size 1 mask, nose to chin, over mouth+nose, EC grip, good seal, eyes clear', [
    ok(8, INFANT),
    ok(12),
    ok(13),
    ok(14),
    ok(15),
  ]),
  m(
    1,
    'several',
    'I put the mask on narrow end at the nose, covering her mouth and nose, and hold it with an E-C clamp.',
    [ok(11), ok(12), ok(13)],
  ),
  m(
    1,
    'several',
    'We would use the 500 mL bag connected to oxygen at ten litres a minute, with the reservoir bag on.',
    [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 10 })],
  ),
  m(
    1,
    'several',
    'I think I would probably go with the infant mask, and, um, the 500 bag on fifteen litres',
    [ok(8, INFANT), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(1, 'several', 'Mask seated the right way up over nose and mouth, tight seal, nothing on her eyes.', [
    ok(11),
    ok(12),
    ok(14),
    ok(15),
  ]),
  m(1, 'several', "Size one mask fits — it doesn't go over her eyes or the red lump.", [
    ok(8, INFANT),
    ok(15),
  ]),
  danger(1, 'Infant mask, 500 bag, no oxygen yet — get it going on air first', [
    ok(8, INFANT),
    ok(9, { bagMl: 500 }),
    wrong(10),
  ]),
  danger(1, 'EC grip with the mask pressed hard into her eyes so it doesnt leak', [ok(13), wrong(15)]),
  m(
    1,
    'action',
    'Jaw thrust to keep her airway open as the mask goes on, fingers behind the angles of the jaw.',
    [ok(4)],
  ),
  danger(1, 'I lift her chin by pushing my fingers into the soft floor of her mouth under the jaw', [
    wrong(4),
  ]),

  safe(1, 'acknowledge', 'Give 2 ml per kilo of 10% glucose as soon as there is access.'),
  safe(1, 'acknowledge', 'Can someone get IO access if the cannula fails?'),
  safe(1, 'answer', 'What are her sats now?'),
  safe(1, 'hint', 'next?'),
  safe(1, 'hint', 'what should I do now'),
  safe(1, 'acknowledge', 'Hold the propranolol from now on and let dermatology know.'),
  safe(1, 'answer', 'How much does she weigh?'),

  // ---------------- Phase 2: mask hand, squeeze, rate, reassessment
  m(
    2,
    'action',
    'I lift her jaw up into the mask with my middle finger on the bone of the jaw instead of pushing the mask down.',
    [ok(17)],
  ),
  m(2, 'shorthand', 'mask hand lifting jaw into mask', [ok(17)]),
  m(2, 'negation', 'I am not going to press the mask down on her face, I bring her jaw up to it.', [ok(17)]),
  m(
    2,
    'action',
    'Same hand that holds the mask keeps the chin lifted, so the airway stays open while I squeeze.',
    [ok(17)],
  ),
  m(2, 'typo', 'liftng the jaw up into the mask w my fingers on the bone', [ok(17)]),
  danger(2, 'Push the mask down harder onto her face, that will open it up', [wrong(17)]),
  danger(2, 'I just hold the mask on, the jaw can do what it likes', [wrong(17)]),
  danger(2, "I'll press the mask down with both hands and let her chin drop, the seal's what matters", [
    wrong(17),
  ]),
  m(2, 'question', 'Should I be lifting the jaw into the mask or pressing the mask onto the face?', [
    none(17),
  ]),

  m(2, 'action', 'Small, gentle squeezes over about one second, just enough to see her chest rise.', [
    ok(18),
  ]),
  m(2, 'shorthand', 'squeeze 1 s, just to chest rise', [ok(18)]),
  m(2, 'action', 'I only use a fraction of the bag, stopping as soon as her chest starts to lift.', [ok(18)]),
  m(2, 'typo', 'gentel squeze over one sec till chest rises', [ok(18)]),
  m(2, 'negation', 'Not squeezing the bag all the way, just a small squeeze until I see the chest move.', [
    ok(18),
  ]),
  m(2, 'action', "Each breath over a second, only a small puff — she's six kilos.", [ok(18)]),
  danger(2, 'Squeeze the whole bag hard and fast, she needs big breaths to get the sats up', [wrong(18)]),
  danger(2, 'quick sharp puffs into her', [wrong(18)]),
  danger(2, 'Give her the full 500 ml each breath', [wrong(18)]),
  danger(2, "squeezing it right down to my palm every time, her chest isn't moving much", [wrong(18)]),
  m(2, 'question', 'How much of the bag should I squeeze for a six kilo baby?', [none(18)]),

  m(2, 'action', 'One breath every two to three seconds, so about 25 a minute.', [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(2, 'shorthand', 'rate 30/min', [ok(19, { ratePerMin: 30 })]),
  m(2, 'action', "I'm counting out loud, squeeze, two, three, squeeze — about twenty a minute.", [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(2, 'typo', 'bagging at twnety five a min', [ok(19, { ratePerMin: 25 })]),
  m(2, 'negation', "I'm not going to hyperventilate her, one breath every two seconds is enough.", [
    ok(19, { ratePerMin: 30 }),
  ]),
  m(2, 'negation', "I won't go faster than 30 a minute even though her sats are low.", [none(19)]),
  danger(2, 'Bag her at 60 a minute, babies breathe fast', [wrong(19, { ratePerMin: 60 })]),
  danger(2, 'as fast as I can squeeze it till the sats come up', [wrong(19)]),
  danger(2, 'One breath every six seconds, like an adult', [wrong(19, { ratePerMin: 10 })]),
  danger(2, '40 a min', [wrong(19, { ratePerMin: 40 })]),
  m(2, 'question', 'What rate for a 4 month old with a pulse?', [none(19)]),

  m(
    2,
    'action',
    'After that change I look again: is the chest rising, what are the sats, what is the heart rate?',
    [ok(7)],
  ),
  m(2, 'shorthand', 'reassess: chest rise / SpO2 / HR', [ok(7)]),
  m(
    2,
    'action',
    'Chest is moving a bit better, sats 76, heart rate up to 98 — I keep checking after each adjustment.',
    [ok(7)],
  ),
  m(
    2,
    'action',
    'Nurse, call out the sats and heart rate every time I change something, and I will watch the chest.',
    [ok(7)],
  ),
  m(2, 'typo', 'reasses after evry change - chest, sats, HR', [ok(7)]),
  danger(2, "No need to keep looking at the monitor, I'll just keep bagging", [wrong(7)]),
  danger(2, "we'll reassess when the team gets here, just bag for now", [wrong(7)]),
  danger(2, "I'm not watching the chest, I just count the breaths", [wrong(7)]),

  m(2, 'several', 'Jaw lifted into the mask, gentle one-second squeezes to chest rise, one every 2-3 s.', [
    ok(17),
    ok(18),
    ok(19),
  ]),
  m(
    2,
    'several',
    'I bag 25 a minute, small breaths just enough for chest rise, and check sats and HR after each change.',
    [ok(7), ok(18), ok(19, { ratePerMin: 25 })],
  ),
  m(2, 'several', 'We lift the jaw into the mask with the same hand and give a breath every 3 seconds.', [
    ok(17),
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(2, 'Gentle breaths to chest rise but quicker, like 50 a minute, to catch up', [
    ok(18),
    wrong(19, { ratePerMin: 50 }),
  ]),
  danger(2, 'thirty a minute, big squeezes, mask pushed down hard', [
    wrong(17),
    wrong(18),
    ok(19, { ratePerMin: 30 }),
  ]),
  m(2, 'action', 'Chest is rising now with each squeeze and SpO2 has gone from 68 to 79.', [ok(20)]),
  danger(2, 'More milk coming up — I will shove the catheter as far as it goes and keep sucking', [wrong(2)]),
  danger(2, "Chest still not moving so let's tilt her head much further back", [wrong(3)]),
  m(
    2,
    'hypothetical',
    'If her chest still does not rise I would reposition the head and check the seal again.',
    [none(3), none(14)],
  ),

  safe(2, 'answer', "What's the heart rate now?"),
  safe(2, 'answer', 'Has the glucose gone in yet? What is the repeat sugar?'),
  safe(2, 'acknowledge', 'Recheck her glucose in five minutes please and start a 10% dextrose infusion.'),
  safe(2, 'hint', 'help, chest still not moving much, what am I missing'),
  safe(2, 'hint', 'and now?'),
  safe(2, 'acknowledge', 'Put her on the monitor with ECG leads too, not just the sats probe.'),
  safe(2, 'acknowledge', 'Someone stay with mum and explain what we are doing.'),

  // ---------------- Phase 3: adjunct, insertion, effective ventilation
  m(
    3,
    'action',
    'She has no gag, so I measure an oral airway from the corner of her mouth to the angle of her jaw: size 0 fits.',
    [ok(5, OPA)],
  ),
  m(3, 'shorthand', 'OPA sz 0, measured corner mouth→angle jaw', [ok(5, OPA)]),
  m(3, 'typo', 'orophayngeal airway, sized from lip corner to angle of jaw', [ok(5, OPA)]),
  m(3, 'action', "Let's size a Guedel against her face — corner of the mouth to the angle of the mandible.", [
    ok(5, OPA),
  ]),
  m(
    3,
    'negation',
    'Not measuring it to the ear lobe — corner of the mouth to the angle of the jaw for an oral airway.',
    [ok(5, OPA)],
  ),
  danger(3, 'Size 2 Guedel, the bigger the better to hold the tongue forward', [wrong(5, OPA)]),
  danger(3, 'measure the oral airway from her lips to her earlobe', [wrong(5, OPA)]),
  danger(3, "Just grab any oral airway, don't bother measuring, she's tiny", [wrong(5, OPA)]),
  danger(
    3,
    '000 airway, she is a baby so the smallest one',
    [wrong(5, OPA)],
    'chosen by age, not measured; a 000 is too short for her',
  ),
  m(3, 'question', 'Does she need an oral airway, and which size?', [none(5)]),
  m(3, 'hypothetical', 'If she gagged I would not use an oral airway.', [none(5)]),

  m(
    3,
    'action',
    'I insert it the right way up with a tongue depressor holding the tongue down, following the curve, no rotating.',
    [ok(6)],
  ),
  m(3, 'shorthand', 'insert OPA concave down over tongue depressor, no twist', [ok(6)]),
  m(
    3,
    'action',
    'Using the depressor on her tongue, I slide the airway in gently until the flange sits at her lips.',
    [ok(6)],
  ),
  m(
    3,
    'negation',
    "I won't rotate it in like in adults — in a baby it goes in the right way up over a tongue blade.",
    [ok(6)],
  ),
  m(3, 'action', "I'd slide it in gently with the tongue depressor, right side up.", [ok(6)]),
  danger(
    3,
    'Put it in upside down and spin it 180 degrees, same as adults',
    [wrong(6)],
    'rotation damages the soft palate in an infant; the case asks for insertion the right way up',
  ),
  danger(3, "shove it in, doesn't matter if the tongue gets pushed back a bit", [wrong(6)]),
  danger(3, "I'll jam it in quickly without a tongue depressor, the tongue will sort itself out", [wrong(6)]),
  danger(3, 'push it in with a bit of force so it sits nice and deep', [wrong(6)]),
  m(3, 'question', 'Do I rotate the oral airway in a baby or insert it straight?', [none(6)]),

  m(3, 'action', 'Her chest is rising with every breath and the sats are climbing, 86, 90, 93.', [ok(20)]),
  m(3, 'shorthand', 'good chest rise, SpO2 ↑ 92', [ok(20)]),
  m(3, 'typo', 'chest rising nicly and sats comming up', [ok(20)]),
  m(3, 'action', 'Bilateral chest rise now, sats 94 and heart rate 130 — ventilation is working.', [
    ok(7),
    ok(20),
  ]),
  m(3, 'action', 'Better — I can see her chest go up each time and the sats are into the nineties.', [
    ok(20),
  ]),
  danger(3, "The chest isn't really moving but sats are 80 so I'll keep going as I am", [wrong(20)]),
  danger(3, 'no chest rise but she looks pinker, carry on the same', [wrong(20)]),
  danger(3, 'Sats stuck at 72 with hardly any chest movement, that’s acceptable for now', [wrong(20)]),
  danger(3, "Her chest barely moves but the heart rate's up so we're fine", [wrong(20)]),
  m(3, 'question', 'Is her chest rising now? Are the sats coming up?', [none(20)]),

  m(
    3,
    'several',
    'Size 0 OPA measured corner of mouth to angle of jaw, in the right way up over a tongue depressor, then I check chest rise, sats and heart rate.',
    [ok(5, OPA), ok(6), ok(7)],
  ),
  m(
    3,
    'several',
    'OPA in (sized to angle of jaw, tongue depressor, no rotation), chest rising, SpO2 up to 95',
    [ok(5, OPA), ok(6), ok(20)],
  ),
  danger(3, 'Size 2 oral airway, rotate it in, and keep bagging', [wrong(5, OPA), wrong(6)]),
  m(3, 'action', 'Airway in — now I reassess: chest rise, SpO2 and heart rate.', [ok(7)]),
  danger(3, "OPA's in, no need to re-check anything, just carry on", [wrong(7)]),
  danger(3, "sats dropping again after the OPA went in, but I'll leave it, no need to look", [wrong(7)]),

  safe(3, 'answer', 'What are her sats and heart rate now?'),
  safe(3, 'acknowledge', 'Ask for a PICU bed and let the retrieval service know.'),
  safe(3, 'hint', 'what else?'),
  safe(3, 'acknowledge', 'Repeat the glucose and keep the dextrose drip going.'),
  safe(3, 'answer', 'Is she making any breathing effort of her own yet?'),
  safe(3, 'acknowledge', 'I will document the times, the glucose and the propranolol dose.'),
];
