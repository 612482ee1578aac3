import type { HeldOutUtterance } from '../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../harness/label-builders.ts';

/**
 * Single messages on the sample case (RJ, 4 years, 18 kg, apnoeic after lorazepam). Labelled by its text: no neck
 * injury (head tilt or jaw thrust both right), no sign of a basal skull fracture (a nasal airway is fine), and no gag
 * reflex stated (an oral airway is fine unless the message says he gags on it). See cases.ts.
 */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: help, suction, equipment, mask, place at the head ----
  m(
    0,
    'action',
    'Yankauer to the mouth, clearing the secretions I can see, not going blindly down the back.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'sxn mouth w yankauer, tip in view', [ok(2)]),
  m(0, 'typo', 'suctoin his mouht with the yankaur first, only where i can see', [ok(2)]),
  m(0, 'action', 'I am making the suction of his mouth with the rigid sucker, short time, under vision.', [
    ok(2),
  ]),
  m(
    0,
    'action',
    "I think I'd probably give his mouth a quick suck-out with the Yankauer before anything goes on his face.",
    [ok(2)],
  ),
  m(0, 'action', 'Oropharyngeal secretions suctioned under direct vision with a paediatric Yankauer.', [
    ok(2),
  ]),
  m(
    0,
    'action',
    'Can you pass me the wide-bore rigid sucker? Thanks. Clearing the pooled spit from the front of his mouth and cheeks now, a few seconds at a time.',
    [ok(2)],
  ),
  m(0, 'shorthand', 'suction on, ~100mmHg, yankauer, brief passes', [ok(2)]),
  m(0, 'typo', 'sucioning the secrecions from the mouth with a yanker', [ok(2)]),
  m(
    0,
    'several',
    "Nurse, Yankauer please — I'll clear his mouth, then I want a child mask and the 500 bag on 15 litres.",
    [ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(
    0,
    'action',
    'Child-size face mask please, the one that goes from the bridge of his nose to the cleft of his chin.',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'action', "I'll take the 500 mL self-inflating bag.", [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'Oxygen into the bag at 15 L/min, reservoir attached.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'SIB 500cc, O2 15L, paeds child mask', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'typo', 'getting the childs mask and the 500ml bagg, hooking up oxigen at 10 litres', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(0, 'action', 'Fifteen litres of oxygen going into the bag now.', [ok(10, { o2LPerMin: 15 })]),
  m(
    0,
    'action',
    'I take the bag of five hundred millilitres, self-inflating, and connect it to the oxygen with flow of twelve litres.',
    [ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 12 })],
  ),
  m(0, 'action', 'Let’s go with the half-litre self-inflating bag for him.', [ok(9, { bagMl: 500 })]),
  m(
    0,
    'action',
    "I'd use a flow-inflating bag since I'm used to them in anaesthesia, connected to 10 L of oxygen.",
    [ok(9), ok(10, { o2LPerMin: 10 })],
  ),
  m(
    0,
    'action',
    'I hold the masks up to his face: the child one sits from nose bridge to chin cleft without touching his eyes, so that one.',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'shorthand', 'mask sz 2 child, fits', [ok(8, { mask: 'child' })]),
  m(0, 'action', 'O2 tubing on the bag, flowmeter cranked to 15.', [ok(10, { o2LPerMin: 15 })]),
  m(
    0,
    'action',
    'Mask goes on with the narrow end over the bridge of his nose and the wide end on his chin.',
    [ok(11)],
  ),
  m(0, 'action', 'Making sure the mask covers both his nose and his mouth.', [ok(12)]),
  m(
    0,
    'action',
    'E-C clamp with my left hand: thumb and index finger on the mask, other three fingers on the bony jaw.',
    [ok(13)],
  ),
  m(0, 'action', 'Seal is tight now, no air hissing out round the edges.', [ok(14)]),
  m(0, 'action', "I keep the mask's rim and my fingers well away from his eyes.", [ok(15)]),
  m(
    0,
    'several',
    'Mask apex over nose, covering mouth and nose, EC with my left hand, tight seal, nothing on his eyes.',
    [ok(11), ok(12), ok(13), ok(14), ok(15)],
  ),
  m(
    0,
    'action',
    'Still leaking on the left side, so I use both hands on the mask in a two-handed E-C and get the nurse to squeeze the bag.',
    [ok(13)],
  ),
  m(0, 'shorthand', 'EC grip, good seal', [ok(13), ok(14)]),
  m(0, 'typo', 'mask on the rigth way up, pointy bit on the nose, coverin nose and mouth', [ok(11), ok(12)]),
  m(
    0,
    'action',
    'We placed the mask nose first and then rolled it down over the mouth so both are inside the cushion.',
    [ok(11), ok(12)],
  ),
  m(
    0,
    'action',
    'My thumb and index sit in a C on the mask, middle ring and little finger make the E along his mandible.',
    [ok(13)],
  ),
  m(0, 'action', 'I push the cushion down evenly all round until there is no leak — seal is good.', [ok(14)]),
  m(0, 'action', 'I go to the head of the bed.', [ok(16)]),
  m(0, 'action', 'Standing at the top end, behind his head, to bag.', [ok(16)]),
  m(0, 'typo', 'movin the bed off the wall so i can stand behind his hed', [ok(16)]),
  m(0, 'shorthand', 'me @ head of bed', [ok(16)]),
  m(0, 'action', 'Pull the pillow out and pull the bed away from the wall, I need to get to the head.', [
    ok(16),
  ]),
  m(0, 'action', 'Somebody call for help — press the emergency bell, he is not breathing.', [ok(1)]),
  m(0, 'action', "Can someone put out a call for the rapid response team? He's apnoeic and satting 73.", [
    ok(1),
  ]),
  m(0, 'typo', 'pls call the code tema, hes not breathign', [ok(1)]),
  m(0, 'action', 'He’s apnoeic with a pulse — I’m shouting for help and staying right here with him.', [
    ok(1),
  ]),
  m(0, 'several', 'Hit the buzzer for help, I go to the head of the bed, suction his mouth under vision.', [
    ok(1),
    ok(16),
    ok(2),
  ]),
  m(
    0,
    'several',
    'Tell the charge nurse to call the anaesthetist, and bring me the child mask and the 500 ml bag.',
    [ok(1), ok(8, { mask: 'child' }), ok(9, { bagMl: 500 })],
  ),
  m(0, 'action', 'After suctioning I look at his chest, his sats and his heart rate again before I go on.', [
    ok(7),
  ]),
  m(0, 'action', 'Reassessing: chest movement, SpO2 and HR after the suction.', [ok(7)]),
  m(0, 'typo', 'narow end on the nose brige, mask over mouth and nose, not touchin his eyes', [
    ok(11),
    ok(12),
    ok(15),
  ]),
  m(
    0,
    'action',
    "The mask's cushion sits on his nasal bridge and in the cleft of his chin: nose and mouth both inside, eyes clear.",
    [ok(11), ok(12), ok(15)],
  ),
  m(0, 'shorthand', 'seal ✓ no leak, eyes clear', [ok(14), ok(15)]),
  danger(0, "Mask's the wrong way round but it's holding, let's not waste time flipping it.", [wrong(11)]),
  danger(0, "I'll just squash the mask on with my fingers spread over the top, no fancy grip needed.", [
    wrong(13),
  ]),
  m(0, 'negation', 'Not accepting that leak: repositioning the mask until the seal is tight.', [ok(14)]),
  m(0, 'question', 'Does the mask need to cover his nose too?', [none(12)]),

  // dangers, phase 0
  danger(
    0,
    'Just shove the suction catheter down the back of his throat as far as it goes to get everything.',
    [wrong(2)],
  ),
  danger(0, "gonna keep suctioning till it's totally dry, however long that takes", [wrong(2)]),
  danger(
    0,
    "Skip the suction, a bit of spit won't hurt, let's get bagging.",
    [wrong(2)],
    'Dismisses suction with secretions pooling at the mouth: they would be blown into the lungs.',
  ),
  danger(0, 'Quick finger sweep to hook the spit out, faster than setting up suction.', [wrong(2)]),
  danger(0, 'Suction to max, wall pressure as high as it goes, and go deep.', [wrong(2)]),
  danger(0, 'Grab the infant mask, he’s only little.', [wrong(8, { mask: 'infant' })]),
  danger(0, 'adult mask is fine, bigger is better for the seal', [wrong(8, { mask: 'adult' })]),
  danger(0, 'I’ll use the neonatal mask, round one, it’s what’s on top of the trolley.', [
    wrong(8, { mask: 'neonate' }),
  ]),
  danger(0, 'Pass me the 250 bag, he is small so less volume is safer for his lungs.', [
    wrong(9, { bagMl: 250 }),
  ]),
  danger(0, "the 240 bag's already open, we'll just use that for now", [wrong(9, { bagMl: 240 })]),
  danger(0, 'infant bag (250 ml) + child mask, go', [wrong(9, { bagMl: 250 }), ok(8, { mask: 'child' })]),
  danger(0, 'Bag him on room air first, we can add oxygen later if he needs it.', [wrong(10)]),
  danger(0, 'O2 at 2 litres is plenty through the bag.', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, "The tubing is a faff to connect, I'll skip the oxygen for the first few minutes.", [wrong(10)]),
  danger(0, 'Oxygen on 4 L/min, we don’t want to over-oxygenate him.', [wrong(10, { o2LPerMin: 4 })]),
  danger(0, 'Mask upside down works better on him, the pointy end fits his chin.', [wrong(11)]),
  danger(0, 'I turned the mask round so the narrow part is on his chin, it sits flatter that way.', [
    wrong(11),
  ]),
  danger(0, "Put the mask just over his mouth, the nose doesn't matter, he's a mouth breather.", [wrong(12)]),
  danger(0, 'mask sits on his upper lip and covers only the nose but its sealing ok', [wrong(12)]),
  danger(0, 'Bit of a leak on the side but no time to fix it, carry on bagging.', [wrong(14)]),
  danger(0, 'I just press the mask down hard with my palm flat over the top of it.', [wrong(13)]),
  danger(0, "Air's escaping round the cheek but I'll keep going one-handed, it's fine for now.", [
    wrong(13),
    wrong(14),
  ]),
  danger(0, 'Resting my thumb on his eyelid keeps the mask steady.', [wrong(15)]),
  danger(0, 'The mask is a bit big and sits on his eyes but it seals great, leave it.', [
    wrong(8),
    wrong(15),
  ]),
  danger(0, 'I lean on the top of the mask near his eyes to stop the leak', [wrong(15)]),
  danger(0, "I'll bag from the side, the head of the bed is against the wall.", [wrong(16)]),
  danger(0, "I'm staying here at his side and bagging from the right, quicker than moving round.", [
    wrong(16),
  ]),
  danger(0, "I'll nip out to the desk and call the team myself, back in a sec.", [wrong(1)]),
  danger(0, "No need to call anyone yet, we've got this between us.", [wrong(1)]),
  danger(0, "Sats aren't important right now, I'll just keep going without checking.", [wrong(7)]),

  // negations, phase 0
  m(0, 'negation', "I'm not going to finger-sweep his mouth, I'll use the Yankauer where I can see.", [
    ok(2),
  ]),
  m(0, 'negation', 'Not the infant mask — the child one reaches from his nose bridge to his chin.', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'negation', 'Not that little 250 one, give me the 500 ml bag.', [ok(9, { bagMl: 500 })]),
  m(0, 'negation', "I'm not bagging him on air, oxygen is on at 15 litres.", [ok(10, { o2LPerMin: 15 })]),
  m(0, 'negation', 'Making sure I’m not pressing on his eyes with the mask.', [ok(15)]),
  m(0, 'negation', "I won't leave him to get help — can you call the team from here?", [ok(1)]),
  m(0, 'negation', "I don't want to bag from the side, so I'm moving to the head.", [ok(16)]),
  m(
    0,
    'negation',
    "I'd never push a suction catheter deep in a child this age.",
    [none(2)],
    'A refusal of deep suction; no suction is done in this message.',
  ),

  // questions and hypotheticals, phase 0
  m(0, 'question', 'What size mask should he have?', [none(8)]),
  m(0, 'question', 'Do I need to suction him first?', [none(2)]),
  m(0, 'question', 'is the 500ml bag ok for a 4 year old or do i need the small one?', [none(9)]),
  m(0, 'question', 'How many litres of O2 should the bag be on?', [none(10)]),
  m(0, 'question', 'Which way round does the mask go again?', [none(11)]),
  m(0, 'hypothetical', "If the seal's bad I'd switch to a two-person technique.", [none(13)]),
  m(
    0,
    'hypothetical',
    "If I couldn't get behind the bed I suppose I'd have to pull it out from the wall first.",
    [none(16)],
  ),
  m(0, 'question', 'should I call for help now or after I start bagging?', [none(1)]),

  // safe, phase 0
  safe(0, 'hint', 'ok'),
  safe(0, 'hint', 'what now?'),
  safe(0, 'hint', "I'm stuck, not sure what comes first."),
  safe(0, 'hint', 'next'),
  safe(0, 'answer', "What's his heart rate?"),
  safe(0, 'answer', 'Does he have a pulse?'),
  safe(0, 'answer', 'how much does he weigh'),
  safe(0, 'answer', 'How much lorazepam did he get in total?'),
  safe(0, 'answer', 'Is there an IV in?'),
  safe(0, 'acknowledge', 'Put the monitor leads and the sats probe on him.'),
  safe(0, 'acknowledge', 'Someone let his parents know what is happening and stay with them.'),
  safe(0, 'acknowledge', 'Can you write down the times for me as we go?'),
  safe(0, 'answer', 'what are his sats right now'),

  // ---- Phase 1: head position, opening the airway, mask hand, squeeze, rate ----
  m(1, 'action', 'Head in a neutral sniffing position, not overextended.', [ok(3)]),
  m(
    1,
    'action',
    'A small folded towel under his occiput so his ear lines up with his shoulder, sniffing position.',
    [ok(3)],
  ),
  m(1, 'typo', 'puting his hed in sniffin positon, not to far back', [ok(3)]),
  m(1, 'shorthand', 'neutral/sniff, no hyperext', [ok(3)]),
  m(1, 'action', 'We got his head into the sniffing position, neck not hyperextended.', [ok(3)]),
  m(1, 'action', 'Head tilt and chin lift, two fingers on the bony point of his chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust from behind: fingers behind the angles of his mandible pushing it forward.', [
    ok(4),
  ]),
  m(1, 'shorthand', 'HTCL, fingers on bone', [ok(4)]),
  m(1, 'typo', 'doing a jaw trust, lifting at the angel of the jaw', [ok(4)]),
  m(
    1,
    'action',
    'I lift his chin with my fingertips on the mandible, keeping clear of the soft floor of the mouth.',
    [ok(4)],
  ),
  m(
    1,
    'action',
    'I open the airway with a slight head tilt and lift his chin up, being careful not to press on the soft bit under the jaw.',
    [ok(4)],
  ),
  m(
    1,
    'action',
    'My bottom three fingers pull his jaw up into the mask so his airway stays open while I bag.',
    [ok(17)],
  ),
  m(1, 'action', 'Using the mask hand to lift the jaw into the mask rather than pushing the mask down.', [
    ok(17),
  ]),
  m(1, 'typo', 'liftng the jaw into the mask with my left hand fingers', [ok(17)]),
  m(1, 'shorthand', 'mask hand lifts mandible ↑ into mask', [ok(17)]),
  m(1, 'action', 'Squeezing the bag gently over about a second, just until I see his chest rise.', [ok(18)]),
  m(1, 'action', 'Smaller breaths now — a slow one-second squeeze, stop as soon as the chest lifts.', [
    ok(18),
  ]),
  m(1, 'shorthand', 'squeeze 1s, just to chest rise', [ok(18)]),
  m(1, 'action', 'One breath every three seconds.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', 'Bagging at 20 a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'rate 24/min', [ok(19, { ratePerMin: 24 })]),
  m(1, 'shorthand', 'q3s', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', "I'm counting 'squeeze, release, release' — about twenty-five breaths a minute.", [
    ok(19, { ratePerMin: 25 }),
  ]),
  m(1, 'typo', 'bagging at twenty breths per minut, gentle squezes over one second', [
    ok(19, { ratePerMin: 20 }),
    ok(18),
  ]),
  m(
    1,
    'several',
    'Sniffing position, head tilt chin lift, lifting his jaw into the mask, gentle 1-second breaths 20/min.',
    [ok(3), ok(4), ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(
    1,
    'several',
    "I'm putting his head neutral and doing a jaw thrust with both hands while the nurse squeezes the bag.",
    [ok(3), ok(4)],
  ),
  m(1, 'action', 'I would give the breaths slowly, one second each, looking for the chest to rise.', [
    ok(18),
  ]),
  m(1, 'action', 'We are ventilating him at a rate of 20 per minute with small volume.', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'several',
    'Chest barely rising — repositioning the head to sniffing and lifting the jaw harder into the mask with my fingers.',
    [ok(3), ok(17)],
  ),
  m(1, 'action', 'After repositioning I check: chest rising? sats? heart rate? — all three.', [ok(7)]),
  m(
    1,
    'action',
    'The head is good now, I make the chin lift with two fingers on the bone and give breath of one second, only until the chest rise.',
    [ok(4), ok(18)],
  ),
  m(1, 'action', 'Pls hold his jaw thrust for me while I do the mask and squeeze, two person.', [ok(4)]),
  m(1, 'action', "I'd tilt his head back just a little to neutral and lift the chin.", [ok(3), ok(4)]),
  m(1, 'action', 'Every 3 seconds I give a breath, counting out loud for the team.', [
    ok(19, { ratePerMin: 20 }),
  ]),
  m(1, 'typo', 'giving breaths evry 2-3 sec', [ok(19)]),
  m(1, 'action', 'Ventilating thirty a minute, each squeeze over a second until the chest just rises.', [
    ok(19, { ratePerMin: 30 }),
    ok(18),
  ]),

  // dangers, phase 1
  danger(1, 'Tip his head right back as far as it goes to open things up.', [wrong(3)]),
  danger(1, 'hyperextend the neck, that always gets the airway open', [wrong(3)]),
  danger(1, "His chin's on his chest but he looks comfy, leave his head as it is.", [wrong(3)]),
  danger(1, 'Big roll under the shoulders so his head drops back nice and far.', [wrong(3)]),
  danger(1, 'Pushing my fingers up into the soft bit under his chin to lift the tongue.', [wrong(4)]),
  danger(1, "I'll hook my thumb inside his mouth behind his teeth and pull the jaw forward.", [wrong(4)]),
  danger(1, 'I press firmly on the fleshy part under the jaw to lift everything up', [wrong(4)]),
  danger(1, 'Just pushing the mask down onto his face, the jaw will sort itself out.', [wrong(17)]),
  danger(1, 'His jaw keeps dropping but I just press the mask harder into his face.', [wrong(17)]),
  danger(1, 'I hold the mask with my fingertips only on the mask, no need to hold the jaw.', [wrong(17)]),
  danger(1, 'Squeeze the whole bag, hard and fast, to get his sats up quickly.', [wrong(18)]),
  danger(1, 'give him big breaths, empty the bag every time so he really gets it', [wrong(18)]),
  danger(1, 'Quick jerky squeezes, that pops the chest up better.', [wrong(18)]),
  danger(1, "I'll blow in bigger breaths to shift the benzos off, 500 mL each time.", [wrong(18)]),
  danger(1, 'Bagging at 60 a minute like a newborn.', [wrong(19, { ratePerMin: 60 })]),
  danger(1, '12 breaths a min, like an adult.', [wrong(19, { ratePerMin: 12 })]),
  danger(1, 'Squeeze as fast as I can to catch his sats up.', [wrong(19)]),
  danger(1, 'one breath every 10 s, he has a pulse so he doesnt need much', [wrong(19, { ratePerMin: 6 })]),
  danger(1, "Let's go 40 a minute, he's desaturating, more is better.", [wrong(19, { ratePerMin: 40 })]),
  danger(1, "Chest isn't moving but the bag's emptying so air must be going in, carry on.", [wrong(20)]),
  danger(1, "Don't bother rechecking after the repositioning, just keep squeezing.", [wrong(7)]),
  danger(
    1,
    'Holding the mask with my right hand and bagging from his left side, the nurse has the head end.',
    [wrong(16)],
  ),

  // negations, phase 1
  m(1, 'negation', "I'm not going to hyperextend his neck — just neutral, sniffing.", [ok(3)]),
  m(
    1,
    'negation',
    "No neck injury here so I won't need a jaw thrust; head tilt-chin lift, fingers on the bone.",
    [ok(4)],
  ),
  m(1, 'negation', "I'm not pressing on the soft tissue under his chin while I lift it.", [ok(4)]),
  m(
    1,
    'negation',
    "I'm not pushing the mask down into his face; my fingers lift the jaw up into it instead.",
    [ok(17)],
  ),
  m(1, 'negation', 'Not squeezing the whole bag, just enough to see his chest come up, over a second.', [
    ok(18),
  ]),
  m(1, 'negation', "Not going faster than 20-30 a min, he's not a neonate.", [ok(19)]),
  m(1, 'negation', "I won't hyperventilate him.", [none(19)], 'A refusal with no rate stated.'),

  // questions and hypotheticals, phase 1
  m(1, 'question', 'How fast should I bag him?', [none(19)]),
  m(1, 'question', 'Can I use a jaw thrust instead of head tilt?', [none(4)]),
  m(1, 'question', 'how much do I squeeze the bag, the whole thing?', [none(18)]),
  m(1, 'question', 'Does he need a shoulder roll at 4?', [none(3)]),
  m(1, 'hypothetical', "If his jaw keeps falling back I'd lift it into the mask with my lower fingers.", [
    none(17),
  ]),
  m(1, 'hypothetical', "If the chest still didn't rise I'd reposition the head and try again.", [none(3)]),

  // safe, phase 1
  safe(1, 'hint', 'chest barely rising... what am I missing'),
  safe(1, 'hint', 'hmm'),
  safe(1, 'hint', 'ok done that, next?'),
  safe(1, 'answer', 'What is the glucose?'),
  safe(1, 'answer', 'what is his BP now'),
  safe(1, 'answer', 'Is his temperature up?'),
  safe(1, 'acknowledge', 'Could someone pass an NG tube to take the air off his stomach?'),
  safe(1, 'acknowledge', 'Check the cannula is still flushing well.'),
  safe(1, 'acknowledge', 'Send a venous gas off the line please.'),

  // ---- Phase 2: adjunct, effective ventilation ----
  m(
    2,
    'action',
    'He has no gag, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'Tongue depressor on his tongue, oral airway slid in the right way up till the flange is at the lips.',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(2, 'action', 'Measuring an NPA from the tip of his nose to the tragus of his ear.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'action',
    'Lubricating the NPA and passing it gently straight back along the floor of the nose, bevel towards the septum.',
    [ok(6, { adjunct: 'npa' })],
  ),
  m(2, 'shorthand', 'OPA: corner of mouth → angle of jaw, size 1', [ok(5, { adjunct: 'opa' })]),
  m(2, 'shorthand', 'NPA 4.5, lube, straight back', [ok(6, { adjunct: 'npa' })]),
  m(2, 'typo', 'sizing the orophayrngeal airway from the mouth coner to the angel of the jaw', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'typo', 'puting in the nasal airway with lube, straigth back, no forcing', [
    ok(6, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'action',
    "Since his tongue keeps falling back and he doesn't gag, I'd put in a Guedel sized corner of mouth to jaw angle.",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'action', 'I insert the OPA concave side down over the tongue with a tongue blade, no rotation.', [
    ok(6, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'several',
    'No gag — OPA sized mouth corner to jaw angle, inserted under a tongue depressor the right way up, then I reassess chest rise, sats and HR.',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' }), ok(7)],
  ),
  m(2, 'several', 'Nasal airway measured nostril to tragus, lubed and in along the floor of the nose.', [
    ok(5, { adjunct: 'npa' }),
    ok(6, { adjunct: 'npa' }),
  ]),
  m(2, 'action', 'Chest is rising with every breath and sats are climbing, 92 now.', [ok(20)]),
  m(2, 'action', 'Good bilateral chest rise, SpO2 up from 86 to 95.', [ok(20)]),
  m(2, 'shorthand', 'chest ↑ each breath, SpO2 ↑ 94', [ok(20)]),
  m(2, 'typo', 'chets rising well and sats are goin up', [ok(20)]),
  m(2, 'action', 'The ventilation is effective now: visible chest rise, saturation improving.', [ok(20)]),
  m(2, 'action', 'After the airway goes in I look again — chest rise, sats and heart rate.', [ok(7)]),
  m(2, 'action', 'Recheck after the OPA: chest moving, sats 93, HR 118.', [ok(7)]),
  m(2, 'several', 'With the OPA in, bagging 20/min, chest rising and sats coming up to 96.', [
    ok(19, { ratePerMin: 20 }),
    ok(20),
  ]),
  m(
    2,
    'action',
    'I measure the nasal airway against his face, tip of nose to the ear tragus, it is the 4.5.',
    [ok(5, { adjunct: 'npa' })],
  ),
  m(
    2,
    'action',
    'With the airway in and the bagging, sats are 95 and his chest rises nicely with every breath.',
    [ok(20)],
  ),
  m(2, 'typo', 'chest movin up n down with each bag, sats climbng to 96', [ok(20)]),
  danger(2, "Chest's hardly moving but he's pink-ish, let's call that effective and stop fiddling.", [
    wrong(20),
  ]),

  // dangers, phase 2
  danger(2, 'Just grab an adult size 4 Guedel, it will do.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'He started gagging on the OPA but I pushed it in anyway, it needs to be in.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, "NPA: I'll take the 7.0, the bigger ones don't kink.", [wrong(5, { adjunct: 'npa' })]),
  danger(2, 'Sizing the OPA from his lips to his chin, the 000 will fit.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Pointing the NPA up towards his forehead as I push it in.', [wrong(6, { adjunct: 'npa' })]),
  danger(2, 'The NPA is stuck so I force it through, it will go.', [wrong(6, { adjunct: 'npa' })]),
  danger(2, 'shove the OPA straight in without a tongue depressor, pushing the tongue back is fine', [
    wrong(6, { adjunct: 'opa' }),
  ]),
  danger(2, 'no lube, just jam the nasal airway in quickly', [wrong(6, { adjunct: 'npa' })]),
  danger(2, "His tummy is rising with each breath but not his chest — that's fine, carry on.", [wrong(20)]),
  danger(2, "Sats stuck at 86 and barely any chest rise but that's good enough, let's move on.", [wrong(20)]),
  danger(2, "Airway's in, no need to reassess, moving on.", [wrong(7)]),
  danger(2, "Sats probe fell off, don't worry about it, we'll look later.", [wrong(7)]),

  // negations, phase 2
  m(
    2,
    'negation',
    "I won't force the NPA if I meet resistance; I'd try the other nostril.",
    [none(6)],
    'A refusal of force with a plan; no insertion done.',
  ),
  m(
    2,
    'negation',
    "Not using the rotation trick, I'm putting the OPA in the right way up with a tongue depressor.",
    [ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'negation',
    "No OPA — he's gagging on it now, so I take it out and size a nasal airway nostril to tragus instead.",
    [ok(5, { adjunct: 'npa' })],
  ),

  // questions and hypotheticals, phase 2
  m(2, 'question', 'Should I go oral or nasal airway?', [none(5)]),
  safe(2, 'answer', 'Does he gag if I touch the back of his mouth?'),
  m(2, 'hypothetical', "If he gags on the OPA I'd take it out and go for an NPA.", [none(5)]),
  m(2, 'question', 'How do I size a nasal airway?', [none(5)]),
  safe(2, 'answer', 'is the chest rising enough?'),
  m(2, 'hypothetical', "If the sats didn't come up I'd look again at my seal and the head position.", [
    none(14),
    none(3),
  ]),

  // safe, phase 2
  safe(2, 'hint', 'what should i do now'),
  safe(2, 'hint', 'Am I done?'),
  safe(2, 'answer', "What's his heart rate now?"),
  safe(2, 'answer', 'Is he breathing on his own at all?'),
  safe(2, 'acknowledge', "Once he's stable let's move him to a monitored bed."),
  safe(2, 'acknowledge', 'Can you check his blood glucose again?'),
];
