import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the sample case (RJ, 4 years, 18 kg, apnoeic after lorazepam for status epilepticus,
 * secretions at the mouth). Phase 0: help, suction, equipment, place and mask; phase 1: head, airway, mask hand,
 * squeeze and rate; phase 2: adjunct, reassessment and effect. Labels are what a paediatric examiner would write.
 */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // ---------------------------------------------------------------- phase 0: help
  m(0, 'action', 'He is apnoeic with sats of 73, I am calling for help right now.', [ok(1)]),
  m(0, 'shorthand', 'apnoea + SpO2 73 -> call for help, peds code team pls', [ok(1)]),
  m(0, 'typo', 'nurse can u call the rapid respnse team, hes not breathign', [ok(1)]),
  m(0, 'action', 'Somebody pull the emergency bell and page the anaesthetist on call, please.', [ok(1)]),
  m(0, 'action', "I'd shout for help first, he's grey and not breathing.", [ok(1)]),
  m(
    0,
    'action',
    "Pouvez-vous appeler l'équipe de réanimation? He is not breathing, I need more hands here.",
    [ok(1)],
  ),
  m(0, 'question', 'Do I need to call the resus team or can I manage him by myself?', [none(1)]),
  m(
    0,
    'several',
    'Not breathing, sats 73: help called, and I suction his mouth with the Yankauer while I can see the tip.',
    [ok(1), ok(2)],
  ),
  danger(0, "No need for the crash team, it's only the lorazepam, he'll start breathing again in a minute.", [
    wrong(1),
  ]),
  danger(0, "Everyone's busy on the ward, I'll handle him on my own and only call if he gets worse.", [
    wrong(1),
  ]),
  danger(0, "Let's not panic the whole floor with an emergency call. Just pass me the bag, I've got this.", [
    wrong(1),
  ]),
  danger(
    0,
    'Sats 73, I will first wait a minute to see if he breathes by himself before I bother the team.',
    [wrong(1)],
    'Delaying help and ventilation in an apnoeic hypoxic child.',
  ),

  // ---------------------------------------------------------------- phase 0: suction
  m(0, 'action', 'First I suction the secretions from his mouth with the Yankauer, looking in as I go.', [
    ok(2),
  ]),
  m(0, 'shorthand', 'yankauer, suck out mouth under vision', [ok(2)]),
  m(0, 'action', 'Can you pass me the rigid sucker? Clearing the spit from his mouth where I can see it.', [
    ok(2),
  ]),
  m(0, 'negation', 'No finger sweep, I clear the secretions with the Yankauer under direct vision.', [ok(2)]),
  m(0, 'typo', 'suctoin the mouth first, lots of secretoins there', [ok(2)]),
  m(
    0,
    'action',
    'Suction catheter, 10 French, to clear his mouth and the back of the throat as far as I can see.',
    [ok(2)],
  ),
  m(0, 'action', 'I aspirate the secretions of the mouth with the Yankauer, con visión directa, ok.', [
    ok(2),
  ]),
  m(0, 'hypothetical', 'If more spit builds up later I would suction again before carrying on.', [none(2)]),
  m(0, 'question', 'Is there wall suction at this bed?', [none(2)]),
  m(0, 'question', 'Do I suction first or go straight to bagging him?', [none(2)]),
  danger(0, "Quickest is my finger, I'll sweep the spit out of his mouth.", [wrong(2)]),
  danger(0, 'Skip the suction, oxygen matters more, I bag straight through the secretions.', [wrong(2)]),
  danger(
    0,
    'Feed the catheter blind down his throat as far as it goes and keep sucking until it is all out, however long it takes.',
    [wrong(2)],
  ),
  danger(0, 'suction later, bag first', [wrong(2)], 'Bagging through pooled secretions.'),

  // ---------------------------------------------------------------- phase 0: equipment
  m(
    0,
    'several',
    'Child mask that goes from the bridge of his nose to the cleft of his chin, a 500 mL self-inflating bag, oxygen at 15 L/min into it.',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'shorthand', 'peds mask, 500cc BVM, O2 15L', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    'I pick the paediatric face mask and hold it against his face first: nose bridge to chin, not touching his eyes.',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'typo', 'pedaitric bag 500 ml wiht the reservoir on', [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'Oxygen tubing onto the bag, flowmeter turned up to ten litres a minute.', [
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(
    0,
    'negation',
    "Making sure the oxygen isn't just hissing into the air: tubing is on the bag, reservoir filling, 15 litres.",
    [ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'question', 'Which mask for a 4 year old, the round one or the anatomical child one?', [none(8)]),
  m(0, 'question', 'Is a 450 ml bag big enough for him or do I need the adult one?', [none(9)]),
  m(0, 'question', 'What flow should the oxygen be on?', [none(10)]),
  m(0, 'action', 'Ich nehme die Kindermaske, passt von der Nasenwurzel bis zum Kinn. And the 500 ml bag.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'shorthand', 'O2 12 L/min on, connected', [ok(10, { o2LPerMin: 12 })]),
  m(0, 'action', "I think I'd probably go for the 500 mil bag, hooked up to oxygen at fifteen.", [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'action',
    'Can you get me a size that fits him, the child mask, and check it against his face with me.',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'typo', 'oxgyen 15 lpm to the bag pls', [ok(10, { o2LPerMin: 15 })]),
  m(
    0,
    'hypothetical',
    "If the child mask is too big on him I'd go one size down, as long as it still covers nose and mouth.",
    [none(8)],
  ),
  danger(0, 'Adult mask, bigger is better for a seal.', [wrong(8, { mask: 'adult' })]),
  danger(0, "The infant mask is fine, it sits over his mouth and his nose doesn't need to be in.", [
    wrong(8, { mask: 'infant' }),
    wrong(12),
  ]),
  danger(0, 'I take the little 240 bag, he is only small.', [wrong(9, { bagMl: 240 })]),
  danger(0, 'Grab the neonatal bag off the baby cot next door, it will do for him.', [wrong(9)]),
  danger(0, "We'll start on room air through the bag and add oxygen later if he needs it.", [wrong(10)]),
  danger(0, 'O2 at 2 L/min like he had on the nasal specs.', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, 'Child mask, 500 bag, and no need to connect the oxygen yet, the bag fills with air by itself.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    wrong(10),
  ]),
  danger(0, 'Use the big adult mask, the one that covers the whole face up to the forehead.', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, 'bag 250, O2 15', [wrong(9, { bagMl: 250 }), ok(10, { o2LPerMin: 15 })]),

  // ---------------------------------------------------------------- phase 0: place at the head
  m(0, 'action', 'I go to the head of the bed.', [ok(16)]),
  m(0, 'action', 'Pull the bed away from the wall so I can stand behind his head.', [ok(16)]),
  m(0, 'shorthand', 'me @ head end', [ok(16)]),
  m(0, 'typo', 'standing at the top of the bed behind his hed', [ok(16)]),
  m(0, 'action', "I'd take the headboard off and get myself right behind him.", [ok(16)]),
  m(0, 'question', 'Where should I stand, at the side or at the head?', [none(16)]),
  danger(0, "I'll stay here at his side by his chest and bag from there, I can see the monitor better.", [
    wrong(16),
  ]),
  danger(0, 'There is no room behind the bed with the wall there, so I ventilate from the side.', [
    wrong(16),
  ]),
  danger(0, 'Standing on his right, level with his shoulder, I hold the mask across his face from here.', [
    wrong(16),
  ]),

  // ---------------------------------------------------------------- phase 0: mask on the face
  m(0, 'action', 'Narrow end of the mask over the bridge of the nose, wide end in the chin cleft.', [ok(11)]),
  m(0, 'several', 'Mask on the right way round, covering his mouth and nose, the rim well below his eyes.', [
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(0, 'negation', 'Making sure the mask is not upside down.', [ok(11)]),
  m(0, 'negation', "Checking the mask doesn't press on his eyes.", [ok(15)]),
  m(0, 'shorthand', 'mask apex->nose, base->chin, covers mouth+nose', [ok(11), ok(12)]),
  m(
    0,
    'action',
    'E-C clamp: thumb and index finger make the C on the mask, the other three fingers on the bony jaw.',
    [ok(13)],
  ),
  m(0, 'action', 'Good seal now, no air escaping around the edges.', [ok(14)]),
  m(0, 'action', 'I hold the mask with an EC grip and get a tight seal.', [ok(13), ok(14)]),
  m(
    0,
    'hypothetical',
    'If it leaks one-handed I would ask the nurse to bag while I hold the mask with both hands.',
    [none(13)],
  ),
  m(0, 'typo', 'EC clamp on the mask, sealing it tigth, keepin it off his eyes', [ok(13), ok(14), ok(15)]),
  m(0, 'action', 'The mask covers mouth and nose completely.', [ok(12)]),
  m(0, 'question', 'Does the mask need to cover his nose too or only the mouth?', [none(12)]),
  m(0, 'question', 'Which way up does the mask go?', [none(11)]),
  m(0, 'negation', "Nose is not left outside the mask, it's over both.", [ok(12)]),
  m(
    0,
    'action',
    'It leaks on the left, so two-person: you squeeze the bag please, I hold the mask with both hands, thumbs on top.',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC grip, seal ok, eyes free', [ok(13), ok(14), ok(15)]),
  m(0, 'action', 'la mascarilla cubre boca y nariz, the seal is tight now', [ok(12), ok(14)]),
  danger(0, 'Putting the mask on upside down, the pointy bit fits his chin better.', [wrong(11)]),
  danger(0, 'Wide end over the nose, narrow end on the chin, then I start squeezing.', [wrong(11)]),
  danger(0, 'Mask over his mouth only, his nose is blocked with snot anyway.', [wrong(12)]),
  danger(0, 'I press the mask down with my whole palm flat on top of it.', [wrong(13)]),
  danger(0, "It's leaking round the cheek but that's fine, I'll keep going one-handed.", [
    wrong(13),
    wrong(14),
  ]),
  danger(0, 'I steady the mask by resting my thumb on his eye.', [wrong(15)]),
  danger(0, 'The rim is sitting on his eyelids but the seal is better like that, so I leave it.', [
    wrong(15),
  ]),
  danger(0, "A little leak doesn't matter, the bag will make up for it.", [wrong(14)]),
  danger(
    0,
    'Child mask the right way up over mouth and nose, and I lean my palm on his forehead and eyes to keep his head still.',
    [ok(8, { mask: 'child' }), ok(11), ok(12), wrong(15)],
  ),
  danger(0, 'The seal keeps breaking but no time to get a second person, just carry on.', [
    wrong(13),
    wrong(14),
  ]),

  // ---------------------------------------------------------------- phase 0: safe
  safe(0, 'hint', 'ok'),
  safe(0, 'hint', 'what now?'),
  safe(0, 'hint', "I'm stuck, not sure where to start"),
  safe(0, 'answer', 'How much does he weigh?'),
  safe(0, 'answer', 'When did he get the second lorazepam?'),
  safe(0, 'answer', 'Does he have an IV in?'),
  safe(0, 'acknowledge', 'Can someone check a bedside glucose please.'),
  safe(0, 'acknowledge', 'Please let his parents know what is happening, and have a nurse stay with them.'),
  safe(0, 'answer', 'Is he still fitting or has the seizure stopped?'),

  // ---------------------------------------------------------------- phase 1: head position
  m(
    1,
    'action',
    'Head in the sniffing position, ear canal in line with the front of the shoulder, not overextended.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'sniffing pos, folded towel under occiput', [ok(3)]),
  m(1, 'negation', 'Not tipping his head back too far, just neutral sniffing.', [ok(3)]),
  m(1, 'typo', 'postion head in sniffng position', [ok(3)]),
  m(1, 'question', 'Does a 4 year old need a shoulder roll?', [none(3)]),
  m(
    1,
    'action',
    'I would put him in the sniffing position, face looking up to the ceiling, neck not bent back.',
    [ok(3)],
  ),
  danger(1, 'Shoulder roll under him and extend his neck all the way back, that opens everything.', [
    wrong(3),
  ]),
  danger(1, 'Tip his head right back as far as it will go.', [wrong(3)]),
  danger(1, "I'll bend his chin down onto his chest so the tongue doesn't fall back.", [wrong(3)]),
  danger(
    1,
    'Because he is so floppy I hyperextend the neck fully, to straighten the airway.',
    [wrong(3)],
    'A justification for hyperextension.',
  ),

  // ---------------------------------------------------------------- phase 1: opening the airway
  m(1, 'action', 'Head tilt-chin lift, my fingertips on the bone of the chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust from behind the angles of the mandible.', [ok(4)]),
  m(1, 'shorthand', 'HTCL, fingers on mandible not soft tissue', [ok(4)]),
  m(1, 'negation', 'Keeping my fingers off the soft part under his chin so I do not push the tongue up.', [
    ok(4),
  ]),
  m(1, 'typo', 'jaw thurst with both hands', [ok(4)]),
  m(1, 'question', 'Is a chin lift enough or should I do a jaw thrust?', [none(4)]),
  danger(1, 'I push my fingers up into the soft bit under his chin to lift the tongue.', [wrong(4)]),
  danger(1, 'Press firmly into the floor of the mouth from underneath, that holds the airway open.', [
    wrong(4),
  ]),
  danger(1, 'Chin lift with my whole hand squeezing round the front of his neck.', [wrong(4)]),

  // ---------------------------------------------------------------- phase 1: the mask hand
  m(1, 'action', 'My mask hand lifts his jaw up into the mask rather than pushing the mask down.', [ok(17)]),
  m(
    1,
    'several',
    'E-C clamp, the three fingers pulling the mandible up into the mask, and that keeps the airway open.',
    [ok(13), ok(17)],
  ),
  m(1, 'shorthand', 'jaw to mask w/ the mask hand', [ok(17)]),
  m(1, 'negation', "I'm not pushing his face down into the pillow, I lift the jaw up to the mask.", [ok(17)]),
  m(1, 'typo', 'lifitng jaw into mask with same hand', [ok(17)]),
  danger(1, 'Just push the mask hard down onto his face, that keeps it on.', [wrong(17)]),
  danger(1, 'I let go of his jaw with my mask hand, I need all my fingers pressing the mask down.', [
    wrong(17),
  ]),
  danger(
    1,
    "If it keeps leaking I'll just lean on the mask harder.",
    [wrong(17)],
    'A plan that will be acted on.',
  ),

  // ---------------------------------------------------------------- phase 1: squeeze and rate
  m(1, 'action', 'Gentle squeeze, over about a second, just until I see the chest rise.', [ok(18)]),
  m(1, 'action', 'I squeeze just enough to lift the chest, then let go.', [ok(18)]),
  m(1, 'shorthand', '1 sec squeeze, just to chest rise, RR 20', [ok(18), ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'One breath every three seconds.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'Bagging at 24 a minute.', [ok(19, { ratePerMin: 24 })]),
  m(1, 'typo', 'breath evry 2-3 secs', [ok(19)]),
  m(1, 'action', 'Squeeze, release, release: about twenty breaths in one minute.', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'question', 'What rate should I bag at for a four year old?', [none(19)]),
  m(1, 'question', 'How hard do I squeeze?', [none(18)]),
  m(1, 'negation', 'Not squeezing the bag all the way, only till I see his chest come up.', [ok(18)]),
  m(1, 'negation', 'I will not go faster than about 25 a minute.', [ok(19, { ratePerMin: 25 })]),
  m(1, 'shorthand', 'q3s', [ok(19, { ratePerMin: 20 })]),
  m(
    1,
    'action',
    'Can you squeeze the bag while I hold the mask? Slowly, one second each, every three seconds.',
    [ok(18), ok(19, { ratePerMin: 20 })],
  ),
  danger(1, 'Both hands, squeeze the bag flat on every breath so he gets a proper lungful.', [wrong(18)]),
  danger(1, 'Quick hard squeezes, I want the sats up fast.', [wrong(18)]),
  danger(1, 'Squeeze until the pop-off valve hisses, then I know it is going in.', [wrong(18)]),
  danger(1, 'Bag as fast as I can until the sats come up.', [wrong(19)]),
  danger(1, '40 breaths a minute, he is very hypoxic.', [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'One breath every six seconds, ten a minute, like we learned for adults.', [
    wrong(19, { ratePerMin: 10 }),
  ]),
  danger(1, "If the sats don't come up I'll just bag faster.", [wrong(19)], 'A conditional plan acted on.'),
  danger(
    1,
    'Sniffing position, jaw thrust, lifting into the mask, and I give big breaths every second to catch up.',
    [ok(3), ok(4), ok(17), wrong(18), wrong(19, { ratePerMin: 60 })],
  ),

  // ---------------------------------------------------------------- phase 1: several and other voices
  m(
    1,
    'several',
    'Sniffing position, head tilt chin lift on the bony chin, and I lift the jaw into the mask.',
    [ok(3), ok(4), ok(17)],
  ),
  m(1, 'shorthand', 'neutral/sniff, JT, jaw->mask, 1s squeeze, 20/min', [
    ok(3),
    ok(4),
    ok(17),
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'action',
    'I am putting the head of him in sniffing, not too much back, and I lift the jaw, the fingers on the bone.',
    [ok(3), ok(4)],
  ),
  m(1, 'hypothetical', "If the chest still doesn't rise I'd reposition the head and try a jaw thrust.", [
    none(3),
    none(4),
  ]),
  m(
    1,
    'action',
    'Chest barely moving: back to sniffing position, suction again, and the seal is tight now.',
    [ok(3), ok(2), ok(14)],
  ),
  m(1, 'action', 'After repositioning I look again: chest rising now, sats 80 and going up, HR 130.', [
    ok(7),
    ok(20),
  ]),
  safe(1, 'hint', 'next'),
  safe(1, 'hint', 'hmm, the chest still barely moves, what am I missing?'),
  safe(1, 'answer', "What's his blood pressure now?"),
  safe(1, 'answer', 'What was his glucose?'),
  safe(1, 'acknowledge', 'Send a venous blood gas when someone has a hand free.'),
  m(1, 'action', 'Ask PICU to come down now and bring the intubation trolley.', [ok(1)]),
  safe(1, 'acknowledge', 'Ask pharmacy to draw up his next levetiracetam dose.'),
  safe(1, 'hint', 'ok what else'),
  safe(1, 'acknowledge', 'Note the time we started bagging, please.'),

  // ---------------------------------------------------------------- phase 2: adjunct choice
  m(2, 'action', 'Oral airway: I measure from the corner of his mouth to the angle of his jaw.', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'OPA sized lip corner -> jaw angle', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'I check for a gag first; none, so an OPA, sized corner of mouth to angle of the mandible.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'action', 'Nasal airway, measured from the tip of his nose to the tragus of his ear.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'typo', 'guedel, measurd from corner of mouth to angel of jaw', [ok(5, { adjunct: 'opa' })]),
  m(2, 'hypothetical', 'If he starts to gag on it I would take the OPA out and put in an NPA instead.', [
    none(5, { adjunct: 'npa' }),
  ]),
  m(2, 'question', 'Should I use an OPA or an NPA for him?', [none(5)]),
  m(2, 'question', 'How do I size the nasal airway?', [none(5, { adjunct: 'npa' })]),
  m(
    2,
    'negation',
    "He's withdrawing to pain now, so I'm not forcing an oral airway; NPA from nostril to tragus.",
    [ok(5, { adjunct: 'npa' })],
  ),
  danger(2, 'Biggest Guedel on the tray, better too big than too small.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, "He coughs and gags when it goes in but I'll push the OPA in anyway.", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'Adult NPA size 7, that is what we have, I will use it.', [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'Any oral airway is fine, I just take the one on top of the pile without measuring.', [
    wrong(5, { adjunct: 'opa' }),
  ]),

  // ---------------------------------------------------------------- phase 2: inserting it
  m(
    2,
    'action',
    'I put the OPA in the right way up with a tongue depressor holding the tongue down, flange ending at the lips.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'NPA lubed and passed straight back along the floor of the nose, bevel towards the septum.',
    [ok(6, { adjunct: 'npa' })],
  ),
  m(
    2,
    'negation',
    'Not rotating the oral airway in, he is four: tongue depressor and straight in following the curve of the tongue.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA in w/ depressor, concave side down, flange @ lips', [ok(6, { adjunct: 'opa' })]),
  m(2, 'typo', 'inserting the NPA with lubricnt, straigth back not up', [ok(6, { adjunct: 'npa' })]),
  m(
    2,
    'several',
    'No gag: OPA sized from the mouth corner to the jaw angle, inserted with a depressor the right way up.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'question', 'Do I put the oral airway in upside down and turn it?', [none(6, { adjunct: 'opa' })]),
  danger(2, 'OPA in upside down and rotate it 180 degrees at the back, like in adults.', [
    wrong(6, { adjunct: 'opa' }),
  ]),
  danger(2, "It won't go past the tongue, so I'll just shove it in harder.", [wrong(6)]),
  danger(2, 'NPA aimed up towards his eye, that is the way the nose goes.', [wrong(6, { adjunct: 'npa' })]),
  danger(2, 'No lube, just twist the nasal airway in hard.', [wrong(6, { adjunct: 'npa' })]),
  danger(2, 'If the airway sticks at the back I just push harder till it goes.', [wrong(6)]),
  danger(
    2,
    'I push the Guedel straight in without a depressor, it shoves the tongue back a bit but it is in.',
    [wrong(6, { adjunct: 'opa' })],
  ),

  // ---------------------------------------------------------------- phase 2: reassessment and effect
  m(2, 'action', 'Chest is rising with each breath and the sats are climbing, 86 then 90.', [ok(20)]),
  m(2, 'action', 'Reassessing after the OPA: chest rise good, SpO2 92, HR 118.', [ok(7), ok(20)]),
  m(2, 'shorthand', 'reassess -> CR+, sats up, HR 115', [ok(7), ok(20)]),
  m(2, 'action', 'After every change I look at the chest, look at the monitor and listen.', [ok(7)]),
  m(2, 'typo', 'chest risng well now, sats 94', [ok(20)]),
  m(2, 'question', 'Is his chest rising now?', [none(20)]),
  m(2, 'question', 'Should I recheck his sats and heart rate after the airway goes in?', [none(7)]),
  m(
    2,
    'action',
    "Good bilateral chest rise, sats 95, heart rate down to 112, I'd say he's ventilating well.",
    [ok(7), ok(20)],
  ),
  danger(2, 'Chest not really moving but the sat probe is probably just off, carry on.', [
    wrong(20),
    wrong(7),
  ]),
  danger(2, 'No chest rise, but keep going the same way, it will come.', [wrong(20)]),
  danger(2, 'I am not going to look at the monitor, just keep bagging and it will be fine.', [wrong(7)]),
  danger(2, 'Turn off the sats alarm, the beeping is distracting me.', [wrong(7)]),
  danger(2, 'OPA in nicely, sized right, and I keep bagging without checking anything, no time for that.', [
    ok(5, { adjunct: 'opa' }),
    ok(6, { adjunct: 'opa' }),
    wrong(7),
  ]),
  danger(2, "The chest doesn't move but the bag feels fine, so it must be working.", [wrong(20)]),

  // ---------------------------------------------------------------- phase 2: other voices
  m(
    2,
    'action',
    'ok, next I would go for an oropharyngeal airway, measured against his face, mouth corner to jaw angle',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'action', "We're still at twenty a minute, gentle squeezes, and his chest comes up each time.", [
    ok(19, { ratePerMin: 20 }),
    ok(18),
    ok(20),
  ]),
  m(2, 'hypothetical', 'If the sats drop again I would check the airway position and the seal.', [
    none(7),
    none(14),
  ]),
  danger(
    2,
    'Tongue keeps falling back, so I pull the jaw up by pressing my fingers into the soft bit under his chin.',
    [wrong(4)],
  ),
  danger(2, 'He is better now, so I slow down to one breath every ten seconds.', [
    wrong(19, { ratePerMin: 6 }),
  ]),
  danger(2, 'Sats are 95, I can take the oxygen off the bag now.', [wrong(10)]),
  safe(2, 'hint', "I'm stuck"),
  safe(2, 'acknowledge', 'Can we get a blood gas please?'),
  safe(2, 'acknowledge', 'Let PICU know we will need a bed for him.'),
  safe(2, 'answer', 'Is he making any breathing effort of his own yet?'),
  safe(2, 'hint', 'and then?'),
  safe(2, 'acknowledge', 'Call his neurologist to review the levetiracetam plan.'),
];
