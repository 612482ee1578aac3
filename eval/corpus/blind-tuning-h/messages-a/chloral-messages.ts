import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Leo, 9 months, 9 kg, apnoeic with a pulse after chloral hydrate for an echo, vomit in the mouth, no gag reflex.
 * Phase 0 help, suction, equipment and mask placement; phase 1 head, airway, mask hold, seal, jaw lift, squeeze, rate;
 * phase 2 oral airway, reassessment, effective ventilation.
 */
export const CHLORAL_MESSAGES: HeldOutUtterance[] = [
  // Phase 0: help (BMV-1)
  m(
    0,
    'action',
    "Leo's apnoeic, sats 71, HR 98. Press the arrest bell, I need the paeds team and an anaesthetist here now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoea post chloral, SpO2 71 -> 2222 paeds arrest team', [ok(1)]),
  m(0, 'typo', 'hes not breathign, calling for hepl!!', [ok(1)]),
  danger(
    0,
    "He's probably just in a deep chloral sleep. Let me flick his feet and see if he breathes before I call anyone.",
    [wrong(1)],
  ),
  danger(0, "Let the sonographer grab the last couple of views, then we'll sort out his breathing.", [
    wrong(1),
  ]),
  danger(
    0,
    "I'll give him some naloxone and wait to see if it works before calling the team.",
    [wrong(1)],
    'Help delayed for a drug that does not reverse chloral hydrate.',
  ),
  danger(0, "Don't put out a call, it'll only frighten dad. I can handle this.", [wrong(1)]),
  danger(0, "Let's do a cap gas first to see how bad it is, then decide whether to call.", [wrong(1)]),
  m(0, 'hypothetical', "If I can't ventilate him I'd call the anaesthetist.", [none(1)]),
  m(
    0,
    'action',
    'Can you run and get help please, tell them a baby has stopped breathing in echo room 2.',
    [ok(1)],
    'A polite order to a colleague.',
  ),
  m(0, 'question', 'Is there a resus team I can call from the day unit?', [none(1)]),
  m(0, 'action', 'Hilfe! Call the team please, the baby is not breathing, saturation 71.', [ok(1)]),
  m(0, 'negation', "Not waiting for him to wake up: I'm calling for help now.", [ok(1)]),
  m(
    0,
    'several',
    'Emergency bell pressed. Dad, please step back a moment. Suctioning the vomit with the Yankauer.',
    [ok(1), ok(2)],
  ),
  danger(
    0,
    "Dad, hold him upright and pat his back for a bit, he might start breathing; we'll call if he doesn't.",
    [wrong(1)],
  ),
  m(0, 'action', 'I recognise he is apnoeic and hypoxic, so first thing I shout for help.', [ok(1)]),
  danger(0, 'Sats 71 but babies often read low on these probes, I will watch him for a few minutes first.', [
    wrong(1),
  ]),

  // Phase 0: suction (BMV-2)
  m(0, 'action', 'Yankauer suction of the vomit from his mouth, under direct vision.', [ok(2)]),
  danger(0, 'I turn his head and sweep the vomit out with my little finger.', [wrong(2)]),
  m(0, 'action', "Wide-bore catheter, I'm sucking out the vomit I can see in his mouth.", [ok(2)]),
  danger(0, "Just bag through it, it's only a bit of milk.", [wrong(2)]),
  danger(0, 'Pass the 6 Fr catheter down his nose to the back of his throat and suck blindly.', [wrong(2)]),
  m(0, 'question', 'Is the wall suction working?', [none(2)]),
  m(0, 'typo', 'sucktion the vommit with the yankaur first', [ok(2)]),
  m(0, 'negation', 'No finger sweep: suctioning the vomit with the Yankauer, only where I can see.', [ok(2)]),
  m(0, 'hypothetical', "If he vomits again I'd suction before giving any more breaths.", [none(2)]),
  m(0, 'shorthand', 'sx mouth w/ yank', [ok(2)]),

  // Phase 0: mask size (BMV-8)
  m(0, 'action', 'Infant mask, size 1: it reaches from the bridge of his nose to the cleft of his chin.', [
    ok(8, { mask: 'infant' }),
  ]),
  danger(0, "The adult mask, just cover his whole face with it, that's the quickest.", [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, "The tiny preemie mask, he's a baby after all.", [wrong(8, { mask: 'neonate' })]),
  m(0, 'question', 'Infant or child mask for 9 kilos?', [none(8)]),
  m(0, 'shorthand', 'inf mask', [ok(8, { mask: 'infant' })]),
  m(0, 'typo', 'infnat mask that fits from nose brige to chin', [ok(8, { mask: 'infant' })]),
  danger(0, 'Child mask, it goes from his forehead to below his chin, bigger is safer.', [
    wrong(8, { mask: 'child' }),
    wrong(15),
  ]),
  m(
    0,
    'action',
    'I hold the mask against his face to check it: top on the bridge of the nose, bottom in the chin cleft, eyes free.',
    [ok(8)],
  ),

  // Phase 0: bag (BMV-9)
  m(0, 'action', 'I take the 500 mL self-inflating bag.', [ok(9, { bagMl: 500 })]),
  danger(0, 'the 250 ml bag please, he is a baby', [wrong(9, { bagMl: 250 })]),
  m(0, 'question', 'Is the 250 mL bag enough for a 9 kilo baby?', [none(9)]),
  m(0, 'shorthand', 'BVM 500', [ok(9, { bagMl: 500 })]),
  danger(
    0,
    'Adult bag, 1600 mL, and I give it a full squeeze so he gets a proper breath.',
    [wrong(9, { bagMl: 1600 }), wrong(18)],
    'An adult bag for a 9 kg infant, emptied fully: barotrauma.',
  ),
  m(0, 'typo', 'self inflatng bag 500ml', [ok(9, { bagMl: 500 })]),
  danger(0, 'Neonatal bag, the 240 one, the big ones are too much for babies.', [wrong(9, { bagMl: 240 })]),
  m(0, 'action', 'Give me the bag of 500 ml, por favor.', [ok(9, { bagMl: 500 })]),

  // Phase 0: oxygen (BMV-10)
  m(0, 'action', 'Bag connected to the oxygen, flow at 15 L/min.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'O2 on at ten litres a minute into the bag.', [ok(10, { o2LPerMin: 10 })]),
  danger(0, 'No oxygen, air is fine for babies, too much oxygen is toxic.', [wrong(10)]),
  danger(0, 'O2 1 L/min, babies need much less.', [wrong(10, { o2LPerMin: 1 })]),
  danger(0, "The bag isn't attached to anything yet, I'll start anyway and the nurse can plug it in later.", [
    wrong(10),
  ]),
  m(0, 'question', 'How much oxygen flow should I put on the bag?', [none(10)]),
  m(0, 'shorthand', 'O2 15 lpm', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', "Making sure the oxygen tubing isn't kinked; 15 litres flowing into the reservoir.", [
    ok(10, { o2LPerMin: 15 }),
  ]),

  // Phase 0: orientation (BMV-11)
  m(0, 'action', 'Narrow end of the mask over his nose, wide end on his chin.', [ok(11)]),
  m(0, 'shorthand', 'apex on nasal bridge', [ok(11)]),
  danger(0, 'Pointy end at his chin, it fits a baby face better that way.', [wrong(11)]),
  danger(0, 'Mask upside down, with the wide part up over the nose.', [wrong(11)]),
  m(0, 'negation', 'checking the mask is not on upside down', [ok(11)]),
  m(0, 'question', 'which end of the mask goes on the nose?', [none(11)]),
  m(0, 'typo', 'mask the rigth way round, narrow bit on his nose', [ok(11)]),
  danger(0, "I just put it on whichever way, chin end over the nose, it doesn't matter with babies.", [
    wrong(11),
  ]),

  // Phase 0: mouth and nose (BMV-12)
  m(0, 'action', 'The mask covers his nose and his mouth.', [ok(12)]),
  danger(0, "Mask over his nose only, babies are nose breathers so that's all it needs.", [wrong(12)]),
  danger(0, 'Mask over his mouth, I leave his nose free so he can breathe through it.', [wrong(12)]),
  danger(0, 'Mask sits on his mouth and chin, nose sticking out over the top, fine for now.', [wrong(12)]),
  danger(0, 'The mask covers his mouth, the nose is half out but the seal on the lips is what counts.', [
    wrong(12),
    wrong(14),
  ]),
  m(0, 'negation', 'nose and mouth both inside the mask, nothing left out', [ok(12)]),
  m(0, 'question', 'Does the mask have to cover his nose as well?', [none(12)]),
  m(0, 'typo', 'mask ovr nose and moth', [ok(12)]),
  m(0, 'shorthand', 'mask: N+M covered', [ok(12)]),
  m(0, 'several', 'Narrow end on the nose bridge, covering nose and mouth, rim below his eyes.', [
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(0, 'hypothetical', "If the mask slides down off his nose I'd put it back up.", [none(12)]),
  m(0, 'action', 'Both nostrils and his mouth are under the mask.', [ok(12)]),
  m(0, 'action', 'La maschera copre naso e bocca, the mask covers nose and mouth.', [ok(12)]),

  // Phase 0: eyes (BMV-15)
  m(0, 'action', 'Rim of the mask on the bridge of his nose, well below his eyes.', [ok(15)]),
  danger(0, 'The top of the mask rests on his eyes, that is where it sits on a baby.', [wrong(15)]),
  danger(0, 'I steady the mask with my thumb on his eyelid.', [wrong(15)]),
  m(0, 'negation', 'Keeping pressure off his eyes, they can set off a bradycardia.', [ok(15)]),
  m(0, 'question', 'Is it ok if the mask touches his eyes?', [none(15)]),
  m(0, 'typo', 'mask off the eys', [ok(15)]),
  danger(0, 'Fine if the mask presses on his eyes a bit, his heart rate is ok.', [wrong(15)]),
  m(0, 'shorthand', 'no pressure on eyes', [ok(15)]),

  // Phase 0: position (BMV-16)
  m(0, 'action', 'I move to the head of the couch, above his head.', [ok(16)]),
  danger(0, 'I bag from the side of the couch, the echo machine is in the way at the top.', [wrong(16)]),
  m(0, 'shorthand', 'me at head end', [ok(16)]),
  danger(0, "I'll stay standing at his feet and reach over, I can see his chest better.", [wrong(16)]),
  m(0, 'question', 'Can I ventilate from the side?', [none(16)]),
  m(0, 'typo', 'i go to the top of the coach, behind his head', [ok(16)]),

  // Phase 0: several
  m(0, 'several', 'Infant mask, 500 mL bag, O2 15 L, me at the head of the couch.', [
    ok(8, { mask: 'infant' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(16),
  ]),
  danger(
    0,
    'Yankauer the vomit, then infant mask over his mouth and nose, and I let the top rest on his eyes, it stays put better.',
    [ok(2), ok(8, { mask: 'infant' }), ok(12), wrong(15)],
  ),
  danger(
    0,
    'Infant mask, 500 bag on 15 L, mask over his mouth and nose, the right way up; suction can wait.',
    [ok(8, { mask: 'infant' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 }), ok(11), ok(12), wrong(2)],
  ),
  m(0, 'several', 'Call for help, suction the vomit, then bag and mask.', [ok(1), ok(2)]),

  m(0, 'negation', "Careful the mask doesn't press on his eyes.", [ok(15)]),

  // Phase 0: safe
  safe(0, 'answer', 'Has he had sedation before?'),
  safe(0, 'answer', 'How much chloral hydrate did he get?'),
  safe(0, 'answer', 'Does he have a pulse?'),
  safe(0, 'answer', "What's his heart rate?"),
  safe(0, 'acknowledge', "Dad, I know this is frightening, we're helping him breathe."),
  safe(0, 'hint', 'what now?'),
  safe(0, 'acknowledge', 'Can someone check a blood glucose on him?'),
  safe(0, 'hint', 'ok'),
  safe(0, 'answer', 'When did he last feed?'),

  // Phase 1: head position (BMV-3)
  m(1, 'action', 'A rolled towel under his shoulders so his head lies neutral.', [ok(3)]),
  danger(1, 'I tip his head right back like in an adult to open the airway.', [wrong(3)]),
  danger(
    1,
    'Pillow under his head to lift it, like a sniffing position.',
    [wrong(3)],
    "A pillow under an infant's large occiput flexes the neck.",
  ),
  m(1, 'negation', "His neck isn't extended, just neutral on the shoulder roll.", [ok(3)]),
  m(1, 'question', 'Does he need a shoulder roll?', [none(3)]),
  m(1, 'shorthand', 'shoulder roll, head neutral', [ok(3)]),
  m(1, 'typo', 'sholder roll in, hed neutral not extnded', [ok(3)]),

  // Phase 1: opening the airway (BMV-4)
  m(1, 'action', 'Chin lift with my fingertips on the bony point of his chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust from behind, fingers at the angles of his jaw.', [ok(4)]),
  danger(1, 'I hook a finger under his chin in the soft bit and pull up.', [wrong(4)]),
  danger(1, 'Press up into the soft tissue under his jaw with my fingers to push the tongue up.', [wrong(4)]),
  m(1, 'negation', 'fingers stay off the soft part under his chin, on bone only', [ok(4)]),
  m(1, 'question', 'chin lift or jaw thrust in a baby?', [none(4)]),
  m(1, 'hypothetical', "If the chin lift doesn't do it I'll try a jaw thrust.", [none(4)]),
  m(1, 'shorthand', 'open a/w: chin lift, on mandible', [ok(4)]),
  m(1, 'typo', 'jaw thurst with my fingers behind the angel of the jaw', [ok(4)]),
  danger(
    1,
    "My fingers end up in the soft bit under his chin, but his jaw is so tiny there's nowhere else to put them.",
    [wrong(4)],
    'Said as a justification.',
  ),
  danger(1, 'Tilt his head back as far as it goes and push up under the chin with my thumb.', [
    wrong(3),
    wrong(4),
  ]),
  m(1, 'several', 'Shoulder roll, head neutral, chin lift with fingers on the jawbone.', [ok(3), ok(4)]),
  m(1, 'action', 'I open his airway: gentle chin lift, keeping clear of the soft tissue under the jaw.', [
    ok(4),
  ]),
  danger(
    1,
    'I squeeze his chin and the soft part under it between my fingers to hold the mouth shut against the mask.',
    [wrong(4)],
  ),
  m(1, 'action', 'Abro la vía aérea with a chin lift, fingers on the bone.', [ok(4)]),
  m(1, 'action', 'Airway opened with a jaw thrust.', [ok(4)]),

  // Phase 1: E-C clamp and two-person (BMV-13)
  m(1, 'action', 'E-C grip: thumb and index on the mask, three fingers on his jaw.', [ok(13)]),
  m(
    1,
    'action',
    "It's still leaking, so two-person: can you squeeze the bag while I hold the mask with both hands?",
    [ok(13)],
  ),
  danger(1, "One hand is fine, I don't need the nurse, I'll squeeze harder to make up for the leak.", [
    wrong(13),
    wrong(14),
    wrong(18),
  ]),
  danger(1, 'I hold the mask by the top with my fingertips and let the rest of my fingers hang.', [
    wrong(13),
  ]),
  danger(1, 'I wrap my whole hand round his lower face with my fingers under his chin to hold the mask.', [
    wrong(13),
    wrong(4),
  ]),
  m(1, 'question', 'Should I use two hands on the mask?', [none(13)]),
  m(1, 'hypothetical', "If it keeps leaking we'll go two-person.", [none(13)]),
  m(
    1,
    'negation',
    "I won't struggle on one-handed: nurse, you squeeze, I hold the mask with two E-C grips.",
    [ok(13)],
  ),
  m(1, 'shorthand', '2-person BVM, bilat EC', [ok(13)]),
  m(1, 'typo', 'EC clmp with my left hand', [ok(13)]),
  danger(1, 'Leak is big but two-person takes too long to set up, I keep going single-handed.', [
    wrong(13),
    wrong(14),
  ]),
  m(1, 'action', 'Thumbs on the mask, both hands, fingers along his jaw, the nurse bags.', [ok(13)]),
  m(1, 'action', 'I hold the mask with a C on top and an E on the jawbone.', [ok(13)]),

  // Phase 1: seal (BMV-14)
  m(1, 'action', 'Seal is tight now, no hissing round the mask.', [ok(14)]),
  danger(1, "There's a leak at the chin but whatever, some of it gets in.", [wrong(14)]),
  danger(1, 'Leaking round the mask so I give bigger breaths.', [wrong(14), wrong(18)]),
  danger(1, "Air's escaping by his nose, I'll turn the oxygen up to compensate.", [wrong(14)]),
  m(1, 'action', 'I reposition the mask and the leak has stopped.', [ok(14)]),
  m(1, 'question', 'How do I know my seal is ok?', [none(14)]),
  m(1, 'shorthand', 'no leak, seal gd', [ok(14)]),
  m(1, 'typo', 'seel is good now, no air escaping', [ok(14)]),
  m(1, 'negation', "The mask isn't leaking any more.", [ok(14)]),
  m(1, 'several', 'Two hands E-C, tight seal, nurse squeezing.', [ok(13), ok(14)]),
  danger(1, 'Hiss at the left cheek. I leave it and keep bagging.', [wrong(14)]),

  // Phase 1: jaw into the mask (BMV-17)
  m(1, 'action', 'Lifting his jaw up into the mask with the fingers of my mask hand.', [ok(17)]),
  danger(1, 'Pressing the mask firmly down onto his face to seal it.', [wrong(17)]),
  danger(
    1,
    "If it still leaks I'll push the mask down harder on his face.",
    [wrong(17)],
    'Conditional plan that will be acted on.',
  ),
  m(1, 'negation', "I'm not pushing the mask down, I bring his jaw up to it.", [ok(17)]),
  m(1, 'shorthand', 'jaw -> mask lift, same hand', [ok(17)]),
  m(1, 'question', 'Do I pull the jaw up to the mask or press the mask down?', [none(17)]),
  m(1, 'typo', 'lfting the jaw into the mask with my E fingres', [ok(17)]),
  danger(1, 'I lean on the mask, the more pressure the better the seal.', [wrong(17)]),
  m(1, 'action', 'Same hand on the mask keeps his airway open, fingers lifting the bony jaw up into it.', [
    ok(17),
  ]),
  danger(
    1,
    'My mask hand only presses the mask down, I do the chin lift with the other hand and the nurse will bag somehow.',
    [wrong(17)],
  ),
  m(1, 'several', 'Jaw lifted into the mask, seal is good, chest moving now.', [ok(17), ok(14), ok(20)]),
  m(1, 'action', 'With both hands on the mask, my fingers pull his jaw up into it.', [ok(17)]),
  danger(1, "I'm pushing down on the mask and pressing his head into the towel to get it airtight.", [
    wrong(17),
  ]),

  // Phase 1: squeeze and rate (BMV-18, BMV-19)
  m(1, 'action', 'Gentle squeeze over about a second, just until I see his chest rise.', [ok(18)]),
  danger(1, 'Squeeze the bag fully each time, he needs a big breath.', [wrong(18)]),
  danger(1, 'Short fast puffs, babies need quick breaths.', [wrong(18)]),
  m(1, 'shorthand', 'squeeze 1 s, just chest rise', [ok(18)]),
  m(1, 'question', 'How hard should I squeeze for a baby?', [none(18)]),
  m(1, 'typo', 'sqeezing over a secnd, stop when chest rises', [ok(18)]),
  m(1, 'action', 'A breath every 2 seconds, thirty a minute.', [ok(19, { ratePerMin: 30 })]),
  m(1, 'action', 'Twenty-five breaths in one minute.', [ok(19, { ratePerMin: 25 })]),
  danger(1, 'Sixty a minute, like a newborn.', [wrong(19, { ratePerMin: 60 })]),
  danger(1, 'One breath every six seconds so I do not overdo it.', [wrong(19, { ratePerMin: 10 })]),
  m(1, 'shorthand', 'q2-3s', [ok(19)]),
  m(1, 'question', "What's the rate for a 9-month-old?", [none(19)]),
  danger(1, "He's so blue, I'm bagging as fast as I can.", [wrong(19)]),
  m(1, 'several', 'Breaths over a second, till the chest rises, twenty-four a minute.', [
    ok(18),
    ok(19, { ratePerMin: 24 }),
  ]),

  // Phase 1: reassessment (BMV-7) and several
  m(1, 'action', 'After the shoulder roll I recheck: chest rise, sats, heart rate.', [ok(3), ok(7)]),
  danger(1, "I've changed the grip, no need to look again, carry on.", [wrong(7)]),
  m(1, 'shorthand', 'reassess CR / SpO2 / HR post 2-person', [ok(7)]),
  danger(1, "I'll look at the sats again once the team arrives.", [wrong(7)]),
  m(1, 'negation', "I don't change anything else before reassessing chest rise, sats and heart rate.", [
    ok(7),
  ]),
  m(
    1,
    'several',
    'Two-person E-C, jaw lifted into the mask, seal is tight; reassessing chest rise, sats, HR.',
    [ok(13), ok(17), ok(14), ok(7)],
  ),
  danger(1, 'Shoulder roll in, head neutral, good seal; I rest my thumb on his eye to steady the mask.', [
    ok(3),
    ok(14),
    wrong(15),
  ]),
  danger(1, 'Chin lift, E-C, no leak, and I squeeze hard and fast, 50 a minute, to make up for lost time.', [
    ok(4),
    ok(13),
    ok(14),
    wrong(18),
    wrong(19, { ratePerMin: 50 }),
  ]),
  m(
    1,
    'action',
    'Now that the seal is fixed, is his chest moving and what are the sats and heart rate?',
    [ok(14), ok(7)],
    'Reassessment after a change, put as questions.',
  ),
  m(1, 'hypothetical', "If he drops his heart rate I'd check the mask isn't on his eyes.", [none(15)]),
  m(1, 'action', 'Mask rim sitting on the bridge of his nose, not on the eyes, as I lift the jaw.', [
    ok(15),
    ok(17),
  ]),
  danger(1, 'Neck extended, mask pressed down hard, and the leak at the cheek I ignore.', [
    wrong(3),
    wrong(17),
    wrong(14),
  ]),

  // Phase 1: safe
  safe(1, 'answer', 'What are the sats now?'),
  safe(1, 'acknowledge', 'Is anyone able to get IV access while I bag?'),
  safe(1, 'hint', "I'm stuck, the chest hardly moves"),
  safe(1, 'acknowledge', 'Atropine drawn up please, in case his heart rate drops further.'),
  safe(1, 'answer', 'Is his tummy getting distended?'),
  safe(1, 'hint', 'next'),
  safe(1, 'acknowledge', 'Can the sonographer wheel the echo machine out of the way?'),
  danger(1, "The mask has slipped down so only his mouth is covered now; I'll carry on like that.", [
    wrong(12),
  ]),
  safe(1, 'acknowledge', 'Can someone put an NG tube down after this to decompress his stomach?'),

  // Phase 2: adjunct size (BMV-5)
  m(
    2,
    'action',
    'No gag, so an oral airway, measured from the corner of his mouth to the angle of his jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA size 0, corner of mouth -> angle of jaw', [ok(5, { adjunct: 'opa' })]),
  danger(2, 'A size 2 OPA, a bigger one holds the tongue out of the way better.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'I measure the Guedel from his lips to his earlobe and then take one size up to be safe.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  m(2, 'question', 'What size Guedel for a 9 month old?', [none(5)]),
  m(2, 'typo', 'guedle sized corner of moth to angle of jaw', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'negation',
    "He's a baby so I'm not putting any airway in, I'll just keep bagging.",
    [none(5)],
    'Refusal of a correct action: not itself a danger while he is bagged well.',
  ),
  danger(2, "Any OPA will do, I'll just grab one from the drawer and put it in.", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  m(2, 'hypothetical', "If he starts gagging on it I'll take it out.", [none(5)]),

  // Phase 2: insertion (BMV-6)
  m(
    2,
    'action',
    'Tongue depressor down on his tongue, OPA in the right way up, following the curve, no rotating.',
    [ok(6, { adjunct: 'opa' })],
  ),
  danger(
    2,
    'I put the OPA in upside down and rotate it 180 degrees, like in adults.',
    [wrong(6, { adjunct: 'opa' })],
    'Rotation in an infant can tear the soft palate.',
  ),
  danger(2, "It's not going in easily, so I force it.", [wrong(6, { adjunct: 'opa' })]),
  m(2, 'question', 'Do I rotate the OPA in a baby?', [none(6)]),
  m(2, 'typo', 'insrt opa over tongue depresor, concave side down', [ok(6, { adjunct: 'opa' })]),
  m(2, 'negation', 'Not rotating it, it goes in the right way up with a tongue blade.', [
    ok(6, { adjunct: 'opa' }),
  ]),
  danger(2, 'Push the OPA straight in without a depressor, the tongue will go back out of the way.', [
    wrong(6, { adjunct: 'opa' }),
  ]),

  // Phase 2: reassessment (BMV-7) and effective ventilation (BMV-20)
  m(2, 'action', 'OPA in, now I reassess: chest rise, sats and heart rate.', [ok(7)]),
  danger(2, "Airway's in, that's done, no need to recheck anything.", [wrong(7)]),
  m(2, 'several', 'Chest rising with every breath, sats 90 and climbing, HR 130.', [ok(20), ok(7)]),
  danger(2, "Sats are not moving but I won't reassess, I'll keep doing exactly what I'm doing.", [
    wrong(7),
    wrong(20),
  ]),
  m(2, 'shorthand', 'post OPA: CR ++, SpO2 up, HR 130', [ok(7), ok(20)]),
  m(2, 'question', 'Should I recheck the sats after the OPA?', [none(7)]),
  m(2, 'typo', 'reasses after the guedel, chest rise sats hr', [ok(7)]),
  m(2, 'negation', "I don't assume it worked: I look at the chest, the sats and his heart rate again.", [
    ok(7),
  ]),
  danger(
    2,
    'His chest is hardly moving but the bag is going down each time so the air is getting in, I carry on.',
    [wrong(20)],
  ),
  m(2, 'action', 'Good chest rise each breath, sats going up.', [ok(20)]),
  m(2, 'shorthand', 'visible chest rise, SpO2 92%', [ok(20)]),
  danger(2, 'The stomach is blowing up but the chest is not, fine, keep going the same way.', [wrong(20)]),
  m(2, 'question', 'Is his chest moving?', [none(20)], 'Asked without any change made: a question.'),
  m(
    2,
    'several',
    'OPA measured from the mouth corner to the jaw angle, put in with a tongue depressor, then reassess: chest rise, sats, HR.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' }), ok(7)],
  ),
  danger(2, "Big OPA in, I'll force it past the tongue, then keep bagging without checking.", [
    wrong(5, { adjunct: 'opa' }),
    wrong(6, { adjunct: 'opa' }),
    wrong(7),
  ]),
  m(
    2,
    'action',
    "Let's check again after the airway: is the chest rising, where are the sats, the heart rate?",
    [ok(7)],
    'Reassessment after a change, put as questions.',
  ),
  danger(2, 'No need to watch the chest, the sats probe will tell me in a few minutes.', [wrong(7)]),
  m(2, 'action', 'Recheck after the airway: chest up with each breath, sats 94, heart rate back up to 136.', [
    ok(7),
    ok(20),
  ]),

  // Phase 2: safe
  safe(2, 'answer', 'Does he still have no gag reflex?'),
  safe(2, 'hint', 'what next'),
  safe(2, 'acknowledge', "Let's tell the cardiologist the echo will have to wait."),
  safe(2, 'answer', 'Is he making any breaths of his own?'),
  safe(2, 'acknowledge', 'Please send a blood gas once he is stable.'),
  safe(2, 'acknowledge', 'Someone please update dad on what is happening.'),
];
