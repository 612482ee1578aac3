import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Theo, 9 months, 9 kg: apnoeic with a pulse after codeine linctus given by his grandmother; thick secretions in the
 * mouth and nose, gag reflex present (NPA, no OPA), no trauma. Phases: 0 help, suction, kit, head of bed, mask on;
 * 1 head, airway opening, hold, seal, jaw lift, squeeze, rate; 2 adjunct, reassessment, effective ventilation.
 */
export const CODEINE_MESSAGES: HeldOutUtterance[] = [
  // ---------------------------------------------------------------- phase 0: calling for help
  m(
    0,
    'action',
    "He's not breathing but he has a brachial pulse. Put out a paediatric arrest call please, I need help now.",
    [ok(1)],
  ),
  m(0, 'shorthand', '9mo apnoeic, pulse present, SpO2 70 — MET call + anaes pls', [ok(1)]),
  m(0, 'typo', 'baby has stoped breathing, call the team ASAP', [ok(1)]),
  m(0, 'action', 'Can you pull the emergency bell and get the paeds reg in here.', [ok(1)]),
  m(0, 'action', 'We call for help immediately, he is apnoeic, and I start with the airway.', [ok(1)]),
  m(0, 'typo', "Somebody get anaesthetics down, he's apnoic and grey", [ok(1)]),
  m(0, 'action', 'Nurse, ring the resus team and tell them we have an apneic nine month old with a pulse.', [
    ok(1),
  ]),
  m(0, 'shorthand', 'Resp arrest ?opioid. Paeds crash team called.', [ok(1)]),
  m(0, 'negation', "Naloxone can wait a few seconds — help's been called and he needs breaths from me now.", [
    ok(1),
  ]),
  m(0, 'negation', "I'm not going to stand here tapping his soles. Emergency call out, bag and mask.", [
    ok(1),
  ]),
  m(0, 'negation', "Don't send me off for tests — get the team here, I'm starting to breathe for him.", [
    ok(1),
  ]),
  m(0, 'question', 'Who should I call first, anaesthetics or the paeds reg?', [none(1)]),
  m(0, 'hypothetical', "If I were on my own I'd shout for help before anything else.", [none(1)]),

  // ---------------------------------------------------------------- phase 0: putting off breaths (BMV-1 dangers)
  danger(0, 'Give the naloxone first and wait to see if he starts breathing before we bag.', [wrong(1)]),
  danger(0, "It's only the codeine; once it's out of his system he'll breathe. Monitor and watch him.", [
    wrong(1),
  ]),
  danger(0, 'Tap his feet and rub his back, babies usually pick up with a bit of stimulation.', [wrong(1)]),
  danger(
    0,
    'blow-by O2 under his nose and see if the sats come up',
    [wrong(1)],
    'oxygen without breaths; only BMV-1 labelled',
  ),
  danger(0, "Let's get a heel-prick gas and a urine tox screen sent first.", [wrong(1)]),
  danger(0, 'Ring the poisons centre first so we know how much codeine is dangerous, then decide.', [
    wrong(1),
  ]),
  danger(0, "Get a line in first, then we'll start bagging.", [wrong(1)]),
  danger(
    0,
    "I'll run and get the infant bag from the resus room myself, back in a minute.",
    [wrong(1)],
    'leaves an apnoeic infant to fetch kit',
  ),
  danger(0, 'Pass him to grandma for a cuddle while we wait for the anaesthetist.', [wrong(1)]),
  danger(0, 'Hold him upright on my shoulder and pat his back, see if that gets him going.', [wrong(1)]),
  danger(0, "Let's weigh him properly first so all the doses are right.", [wrong(1)]),
  danger(0, 'Safeguarding need to know — call social work and the police right now, ahead of the airway.', [
    wrong(1),
  ]),
  danger(
    0,
    "Page anaesthetics and leave the airway to them, I don't want to make it worse.",
    [wrong(1)],
    'calls for help but defers the breaths',
  ),
  danger(0, 'Naloxone intranasal, give it two minutes, then bag if he is still apnoeic.', [wrong(1)]),

  // ---------------------------------------------------------------- phase 0: suction (BMV-2)
  m(
    0,
    'action',
    'Suction his mouth first with the Yankauer, then his nose with a 10 French catheter, short passes.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'sx mouth then nares, 8Fr catheter, <10 s each', [ok(2)]),
  m(0, 'typo', 'suctoin the thick stuff out of his mouth with the yankaur', [ok(2)]),
  m(0, 'negation', 'No blind finger in a baby mouth — Yankauer for the mucus.', [ok(2)]),
  m(0, 'action', 'Gentle suction, mouth then each nostril, a few seconds at a time with the 8 Fr.', [ok(2)]),
  m(0, 'question', 'What size suction catheter for a 9 month old?', [none(2)]),
  danger(0, "I'll hook the thick mucus out with my little finger.", [wrong(2)]),
  danger(
    0,
    "Use the 5 Fr feeding tube to suction it, it's the baby size.",
    [wrong(2)],
    'far too narrow for thick secretions',
  ),
  danger(
    0,
    "Keep the catheter down his throat and suction continuously for half a minute till it's all out.",
    [wrong(2)],
    'prolonged deep suction in an apnoeic, hypoxic infant',
  ),

  // ---------------------------------------------------------------- phase 0: mask size, bag, oxygen
  m(0, 'action', 'Infant mask: it reaches from the bridge of his nose to the cleft of his chin.', [
    ok(8, { mask: 'infant' }),
  ]),
  m(0, 'shorthand', 'infant face mask, size 1, fits nose bridge → chin', [ok(8, { mask: 'infant' })]),
  m(0, 'typo', 'the infent mask fits him, nose to chin, not too big', [ok(8, { mask: 'infant' })]),
  m(0, 'question', 'Which mask, the infant or the small child one?', [none(8)]),
  danger(0, "Newborn mask, he's a baby after all.", [wrong(8, { mask: 'neonate' })]),
  danger(0, "Use the adult mask, it'll cover his whole face.", [wrong(8, { mask: 'adult' })]),
  m(0, 'action', '500 mL self-inflating bag with its reservoir.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'paed SIB 450ml', [ok(9, { bagMl: 450 })]),
  m(0, 'typo', 'paediatric bag five hundred mils with the resevoir on', [ok(9, { bagMl: 500 })]),
  m(0, 'negation', 'Not the little neonatal one — the 500 mL paediatric bag.', [ok(9, { bagMl: 500 })]),
  danger(0, "The 250 mL neonatal bag, he's only 9 kilos.", [wrong(9, { bagMl: 250 })]),
  m(0, 'action', 'Oxygen tubing onto the bag, flow at 15 litres.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'O2 at fiften L into the bag', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', "Room air isn't enough for him: oxygen tubing on, ten litres.", [
    ok(10, { o2LPerMin: 10 }),
  ]),
  danger(0, "Just 1 litre of oxygen, too much isn't good for babies.", [wrong(10, { o2LPerMin: 1 })]),
  danger(0, "We'll bag on air, the oxygen isn't plugged in here.", [wrong(10)]),

  // ---------------------------------------------------------------- phase 0: head of bed
  m(0, 'action', 'I lie him flat at the top end of the trolley and stand behind his head.', [ok(16)]),
  m(0, 'shorthand', 'positioned at head of bed', [ok(16)]),
  m(0, 'action', 'Moving the trolley away from the wall so I can get behind his head.', [ok(16)]),
  m(0, 'negation', "I'm not ventilating from beside him — I'm at the head end.", [ok(16)]),
  danger(0, "I'll bag him from the side with him lying across the trolley.", [wrong(16)]),
  danger(0, "Grandma can hold him on her lap and I'll bag from the front.", [wrong(16)]),

  // ---------------------------------------------------------------- phase 0: mask on the face (11, 12, 15)
  m(0, 'action', 'Mask the right way up — the narrow end over his nose.', [ok(11)]),
  m(0, 'shorthand', 'mask apex to nasal bridge', [ok(11)]),
  m(0, 'typo', 'putting the mask on the rite way, point at his nose', [ok(11)]),
  danger(0, 'Mask upside down fits his little face better, wide bit over the nose.', [wrong(11)]),
  m(0, 'action', 'Mask covers his nose and his mouth, both.', [ok(12)]),
  m(0, 'typo', 'mask over mouth an nose, rim in the chin cleft', [ok(12)]),
  m(0, 'negation', "I'm not leaving his nose out — the mask goes over nose and mouth.", [ok(12)]),
  m(0, 'question', 'With a baby does the mask cover the mouth and the nose?', [none(12)]),
  danger(0, 'Mask just over his nose, babies are nose breathers.', [wrong(12)]),
  danger(0, "His nose is all snotty, I'll just cover his mouth.", [wrong(12)]),
  m(0, 'shorthand', 'mask orientation ok (apex→nose), covers nose/mouth', [ok(11), ok(12)]),
  m(0, 'action', 'Keeping the mask off his eyes.', [ok(15)]),
  m(0, 'shorthand', 'no pressure on eyes', [ok(15)]),
  m(0, 'negation', 'Nothing is pressing on his eyes — the top of the mask sits below them on his nose.', [
    ok(15),
  ]),
  danger(0, "The mask is pressing on his eyes a little but that's normal for a baby.", [wrong(15)]),
  danger(0, "I'll press my thumb over the top by his eye to keep it still.", [wrong(15)]),
  m(0, 'several', 'infant mask right way round over mouth and nose, nowhere near his eyes', [
    ok(8, { mask: 'infant' }),
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(
    0,
    'several',
    "Help's coming. Suctioned with a Yankauer, infant mask, 500 mL bag on 15 L of oxygen, I'm at his head.",
    [ok(1), ok(2), ok(8, { mask: 'infant' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(0, 'several', 'Crash bell pulled; thick gunk in his mouth so I suction it with the Yankauer first.', [
    ok(1),
    ok(2),
  ]),

  // ---------------------------------------------------------------- phase 0: safe
  safe(
    0,
    'acknowledge',
    'Can someone draw up naloxone, 0.1 mg per kg, and give it IV while I get on with the breathing?',
  ),
  safe(0, 'acknowledge', 'Please take the codeine bottle from grandma and keep it for the poisons team.'),
  safe(0, 'answer', 'How much codeine did he get, and when?'),
  safe(0, 'answer', 'What are his pupils like?'),
  safe(0, 'answer', 'Any medical problems? Was he born on time?'),
  safe(0, 'hint', 'What do I do next?'),
  safe(0, 'answer', "What's his temperature?"),
  safe(0, 'acknowledge', "Can a nurse stay with grandma and explain what's happening?"),

  // ---------------------------------------------------------------- phase 1: head position (BMV-3)
  m(1, 'action', 'Small rolled towel under his shoulders so his head sits neutral, not tipped back.', [
    ok(3),
  ]),
  m(1, 'shorthand', 'shoulder roll, head neutral/sniffing', [ok(3)]),
  m(1, 'typo', 'sholder roll in, hed in neutral', [ok(3)]),
  m(
    1,
    'negation',
    "Not hyperextending his neck — a baby's airway kinks if you overdo it. Neutral with a thin shoulder roll.",
    [ok(3)],
  ),
  m(
    1,
    'action',
    'I line up his ear canal with the front of his shoulder, a thin towel under the shoulders to get there.',
    [ok(3)],
  ),
  m(
    1,
    'action',
    'His chin has dropped onto his chest, so I bring the head back up to neutral with a folded nappy under his shoulders.',
    [ok(3)],
  ),
  m(1, 'question', 'Does he need a shoulder roll at nine months?', [none(3)]),
  danger(1, 'Extend his head fully backwards, chin pointing at the ceiling.', [wrong(3)]),
  danger(1, 'Pillow under his head so he is propped up a bit.', [wrong(3)], 'flexes the neck of an infant'),
  danger(1, 'Big fat roll under his shoulders so his head drops right back.', [wrong(3)]),
  m(
    1,
    'several',
    'Towel under his shoulders to get him neutral, then a gentle chin lift with my finger on the bone.',
    [ok(3), ok(4)],
  ),

  // ---------------------------------------------------------------- phase 1: opening the airway (BMV-4)
  m(1, 'action', 'Jaw thrust — fingers behind the angles of his jaw, lifting forward.', [ok(4)]),
  m(1, 'shorthand', 'HTCL gentle, finger on bony chin', [ok(4)]),
  m(
    1,
    'negation',
    'Careful not to press on the soft tissue under his jaw — fingers on bone only as I lift his chin.',
    [ok(4)],
  ),
  danger(1, 'Push up under his chin in the soft bit to keep the tongue forward.', [wrong(4)]),

  // ---------------------------------------------------------------- phase 1: mask hold (BMV-13)
  m(1, 'action', 'E-C grip with my left hand: thumb and finger on the mask, the rest on his jaw.', [ok(13)]),
  m(1, 'shorthand', 'EC clamp on mask', [ok(13)]),
  m(1, 'action', 'Not sealing well — nurse, you squeeze the bag while I hold the mask with both hands.', [
    ok(13),
  ]),
  m(1, 'typo', 'Holding the mask E and C style, finger and thumb round the rim', [ok(13)]),
  m(1, 'action', 'Two-person technique: my colleague does a two-handed E-C hold, I bag.', [ok(13)]),
  m(1, 'action', 'Mask over his mouth and nose; I hold it with the C-and-E grip.', [ok(12), ok(13)]),
  m(1, 'question', 'Should I be using one hand or two on the mask?', [none(13)]),
  m(1, 'hypothetical', "If I can't get a seal I'd ask the nurse to bag so I can use two hands.", [none(13)]),
  danger(1, 'I cup my whole hand over the mask and press down.', [wrong(13)]),
  danger(1, "I'll hold the mask with one finger on top, he's tiny.", [wrong(13)]),

  // ---------------------------------------------------------------- phase 1: seal (BMV-14)
  m(1, 'action', 'Leak at the chin, I reposition the mask and now it is tight.', [ok(14)]),
  m(1, 'shorthand', 'seal ok, no audible leak', [ok(14)]),
  m(1, 'typo', 'got a good seel now, nothing escaping', [ok(14)]),
  m(
    1,
    'negation',
    "I won't accept that leak — two hands on the mask and the nurse squeezes; now it's sealed.",
    [ok(13), ok(14)],
  ),
  m(1, 'question', 'Is that hissing a leak at the mask?', [none(14)]),
  danger(1, 'Hissing round the mask, never mind, carry on bagging.', [wrong(14)]),
  danger(1, "The seal isn't great but with one person it'll have to do.", [wrong(13), wrong(14)]),

  // ---------------------------------------------------------------- phase 1: mask hand lifts the jaw (BMV-17)
  m(1, 'action', 'Lifting his jaw up into the mask with my mask fingers rather than pressing down.', [
    ok(17),
  ]),
  m(1, 'shorthand', 'mask hand lifts mandible to mask', [ok(17)]),
  m(1, 'several', 'E-C hold with my left hand, the three fingers bringing his jaw up into the mask.', [
    ok(13),
    ok(17),
  ]),
  m(1, 'negation', "I'm not forcing the mask down on his face, I bring the jaw up to it.", [ok(17)]),
  m(1, 'typo', 'liftin the jaw in2 the mask with the same hand', [ok(17)]),
  danger(1, "I push the mask firmly down onto his face, that's enough to get air in.", [wrong(17)]),
  danger(1, "Mask hand just holds the mask, I don't need to lift the jaw on a baby.", [wrong(17)]),

  // ---------------------------------------------------------------- phase 1: squeeze (BMV-18) and rate (BMV-19)
  m(1, 'action', 'Gentle squeezes over a second, just enough to see his chest rise.', [ok(18)]),
  m(1, 'shorthand', '1 s insp, small vol, stop at chest rise', [ok(18)]),
  danger(1, 'Squeeze the bag right down with both hands each time.', [wrong(18)]),
  danger(1, "Squeeze hard enough that his belly swells too, that's how you know it's in.", [wrong(18)]),
  m(1, 'action', 'A breath every 2 seconds, about 30 a minute.', [ok(19, { ratePerMin: 30 })]),
  m(1, 'shorthand', 'bagging rate 25/min', [ok(19, { ratePerMin: 25 })]),
  m(1, 'typo', 'squeezing every two to three secs', [ok(19)]),
  m(1, 'question', 'What rate do I bag an infant with a pulse?', [none(19)]),
  danger(1, "He's a baby, so 60 breaths a minute.", [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'Fifty a minute, babies breathe fast.', [wrong(19, { ratePerMin: 50 })]),
  m(
    1,
    'several',
    'Shoulder roll, jaw thrust, E-C with the jaw lifted into the mask, breaths over one second every two to three seconds.',
    [ok(3), ok(4), ok(13), ok(17), ok(18), ok(19)],
  ),

  // ---------------------------------------------------------------- phase 1: reassessment after a change
  m(1, 'action', 'Recheck after moving his head: does the chest move, and what are the sats and the HR?', [
    ok(7),
  ]),
  danger(1, "No need to reassess after each change, I'll look at the monitor when the team arrives.", [
    wrong(7),
  ]),

  // ---------------------------------------------------------------- phase 1: safe
  safe(1, 'acknowledge', 'Nurse, get naloxone 0.1 mg/kg IV ready and give it now.'),
  safe(1, 'hint', 'ok'),
  safe(1, 'answer', "What's his blood pressure?"),
  safe(1, 'acknowledge', 'Can someone check a heel-prick glucose for me?'),

  // ---------------------------------------------------------------- phase 2: adjunct choice and size (BMV-5)
  m(2, 'action', 'He gags, so no OPA. NPA measured from the tip of his nose to the tragus of his ear.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'shorthand', 'NPA 3.5 sized nare→tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'typo', 'nasopharangeal airway, measured from his nostrel to the tragus', [ok(5, { adjunct: 'npa' })]),
  m(2, 'negation', "Not a Guedel because he's gagging — a nasal airway sized nostril to tragus.", [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'question', 'OPA or NPA for him?', [none(5)]),
  danger(2, "He's gagging but an oral airway will sort that tongue out, in it goes.", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, "Size 0 Guedel, he won't mind.", [wrong(5, { adjunct: 'opa' })], 'an OPA despite the gag'),
  danger(
    2,
    'NPA measured from the nostril to the corner of his mouth.',
    [wrong(5, { adjunct: 'npa' })],
    'far too short',
  ),

  // ---------------------------------------------------------------- phase 2: inserting it (BMV-6)
  m(
    2,
    'action',
    'Lubricate the NPA and pass it straight back along the floor of his nose, bevel towards the septum.',
    [ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'shorthand', 'NPA lubed, inserted perpendicular to face, gentle rotation', [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(2, 'negation', "I don't aim it up towards his eye — straight back, parallel to the floor of the nose.", [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'several',
    'Measured the NPA nostril to tragus, lubed it and slid it gently back along the nasal floor.',
    [ok(5, { adjunct: 'npa' }), ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'typo', 'put the nasel airway in with lube, straigt back, no forcing', [ok(6, { adjunct: 'npa' })]),
  m(
    2,
    'action',
    'NPA, well lubricated, in through the right nostril aimed towards the back of his head, no force.',
    [ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'hypothetical', "If it meets resistance I'd try the other nostril rather than force it.", [none(6)]),
  m(2, 'question', 'How far in should the NPA go?', [none(6)]),
  m(2, 'typo', 'NPA in the rite nostril, lubed, following the floor of the nose', [
    ok(6, { adjunct: 'npa' }),
  ]),
  danger(2, 'Twist it and shove, the nasal airway will go in if I push hard enough.', [
    wrong(6, { adjunct: 'npa' }),
  ]),
  danger(2, "I'll slide the NPA in angled up along the bridge of his nose.", [wrong(6, { adjunct: 'npa' })]),
  danger(2, "No lube needed, just keep pushing even though it's sticking.", [wrong(6, { adjunct: 'npa' })]),

  // ---------------------------------------------------------------- phase 2: reassessment (BMV-7)
  m(2, 'action', 'Reassessing: chest rise, sats, heart rate.', [ok(7)]),
  m(2, 'shorthand', 'reassess: CR, SpO2, HR', [ok(7)]),
  m(2, 'typo', 're assesing: is the chest going up, sats, heart rate?', [ok(7)]),
  m(
    2,
    'negation',
    "I don't just assume it's working — I check the chest, the sats and his heart rate after every step.",
    [ok(7)],
  ),
  m(2, 'action', 'After the nasal airway I look again: chest moving? sats? heart rate?', [ok(7)]),
  m(2, 'question', 'What are his sats doing now?', [none(7)]),
  danger(2, "That's the airway sorted, no need to keep checking his sats.", [wrong(7)]),
  danger(2, "Turn the monitor alarms off, I'll just watch his colour.", [wrong(7)]),

  // ---------------------------------------------------------------- phase 2: effective ventilation (BMV-20)
  m(2, 'action', 'His chest rises with each breath and his sats are coming up, 88 now.', [ok(20)]),
  m(2, 'shorthand', 'good chest rise, SpO2 rising', [ok(20)]),
  m(2, 'several', 'Rechecked: chest rising well, sats 91 and climbing, HR 138.', [ok(7), ok(20)]),
  m(2, 'typo', 'chest is riseing and sats goin up', [ok(20)]),
  m(
    2,
    'negation',
    "I'm not happy just because the bag squeezes — chest movement and rising sats are what I want, and I've got both.",
    [ok(20)],
  ),
  m(2, 'action', 'Good symmetrical chest movement, saturation up from 62 to 90.', [ok(20)]),
  m(2, 'shorthand', 'ventilating effectively — CR ++, sats 94', [ok(20)]),
  danger(2, 'Chest barely moving but the sats will come up eventually, keep going as I am.', [wrong(20)]),
  danger(2, 'No chest rise, but I can hear the bag going so it must be working.', [wrong(20)]),
  danger(2, 'Still no chest rise after the NPA, just keep squeezing and hope.', [wrong(20)]),

  // ---------------------------------------------------------------- phase 2: the rest carried on with the adjunct in
  m(2, 'several', 'Bag through the NPA with the mask, 1 s breaths to chest rise, 25 a minute.', [
    ok(18),
    ok(19, { ratePerMin: 25 }),
  ]),
  m(2, 'action', 'The mask shifted when the NPA went in, so I re-seal it with the E-C grip.', [
    ok(13),
    ok(14),
  ]),
  m(2, 'shorthand', 'jaw lift into mask maintained w/ NPA in', [ok(17)]),
  danger(2, "He's pinking up so I'll drop to a breath every 10 seconds.", [wrong(19, { ratePerMin: 6 })]),
  danger(2, "Mask's slipped onto his eyes but he's pinking up so I leave it.", [wrong(15)]),
  danger(2, 'Now the NPA is in I stop lifting his jaw and just hold the mask on.', [wrong(17)]),
  danger(2, 'The mask has slipped and only his nose is in it now, but air goes in, keep going.', [wrong(12)]),

  // ---------------------------------------------------------------- phase 2: safe
  safe(2, 'acknowledge', "Let's give another dose of naloxone and start thinking about an infusion."),
  safe(2, 'answer', "What's his capillary refill?"),
  safe(2, 'hint', 'stuck — what next?'),
  safe(2, 'acknowledge', 'Please update grandma and call his parents.'),
];
