import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

const OPA = { adjunct: 'opa' } as const;
const NPA = { adjunct: 'npa' } as const;

/**
 * Kai, 9 years (30 kg), go-kart crash, apnoeic with a pulse on the CT couch, vomit, gag present, cervical spine not
 * cleared, no sign of a basal skull fracture (cases.ts). Right here: neutral in-line head, jaw thrust, nasal airway.
 * Wrong here: pillow, shoulder roll, sniffing, turning or tilting the head; head tilt-chin lift; an oral airway.
 */
export const GOKART_MESSAGES: HeldOutUtterance[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Phase 0: head in the gantry, vomit in the mouth, collar and blocks, HR 58, SpO2 79 %. Asks 1, 2, 3, 16.
  // ---------------------------------------------------------------------------------------------------------------
  m(
    0,
    'action',
    "He's stopped breathing and his sats are 79 — hit the emergency buzzer and put out a paediatric trauma call, I want the anaesthetist in CT now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic, hypoxic, pulse present. 2222 paeds trauma to CT1 pls', [ok(1)]),
  m(
    0,
    'action',
    'Can somebody ring the crash team and tell them: CT scanner, nine-year-old head injury, not breathing.',
    [ok(1)],
  ),
  m(
    0,
    'action',
    'Radiographer, press the red emergency button by the door please, we need more hands in here.',
    [ok(1)],
  ),
  m(0, 'typo', 'helpp need airway help in CT now!! anaesthetics + trauma team', [ok(1)]),
  m(
    0,
    'typo',
    'pls bleep the anaesthetic reg on call, tell them its a kid in the scanner who isnt breathing',
    [ok(1)],
  ),
  m(
    0,
    'action',
    'Stop the scan. He is apnoeic with a pulse and desaturating, so I am calling for help first.',
    [ok(1)],
  ),
  m(0, 'action', 'We put out a trauma call to CT and ask PICU to come down as well.', [ok(1)]),
  m(0, 'action', 'I would recognise that he is apnoeic and hypoxic and shout for help straight away.', [
    ok(1),
  ]),
  m(0, 'action', 'An emergency call to the scanner has been made by the radiographer at my request.', [
    ok(1),
  ]),
  m(
    0,
    'typo',
    'Please somebody call the emergency team, the boy he is not breathing, we need anesthesist here quick',
    [ok(1)],
  ),
  m(0, 'shorthand', 'resp arrest in CT → crash call, airway doc', [ok(1)]),

  m(
    0,
    'action',
    'Yankauer to the mouth — I suction the vomit under direct vision, only the front of the mouth because he may gag.',
    [ok(2)],
  ),
  m(0, 'several', 'Suctioning the vomit with the rigid sucker while the nurse keeps his head in line.', [
    ok(2),
    ok(3),
  ]),
  m(0, 'action', 'Sam, suck out his mouth with the Yankauer please, only where you can see.', [ok(2)]),
  m(0, 'action', "I'd clear the vomit with a Yankauer, staying anterior, a few seconds at a time.", [ok(2)]),
  m(0, 'shorthand', 'suction on. yank. clear vomit from mouth under vision', [ok(2)]),
  m(
    0,
    'several',
    'We log-roll him with someone holding his head in line, let the vomit run out, then Yankauer what is left in the mouth.',
    [ok(2), ok(3)],
  ),
  m(0, 'typo', 'suctoin the mouth with the yankuer pls, not to deep he gags', [ok(2)]),
  m(0, 'action', 'The vomit is cleared from his mouth with the Yankauer, under vision.', [ok(2)]),
  m(0, 'typo', 'I am make the suction of mouth with the big sucker, I look inside when I do it', [ok(2)]),
  m(
    0,
    'action',
    'I think I would probably just suck out the bits of pizza I can see with the Yankauer, gently, and not go further back.',
    [ok(2)],
  ),

  m(
    0,
    'action',
    'Sam, can you hold his head neutral and in line with his body, one hand each side — manual in-line stabilisation.',
    [ok(3)],
  ),
  m(0, 'shorthand', 'MILS pls. head neutral, no pillow', [ok(3)]),
  m(
    0,
    'negation',
    "Blocks stay on and his head stays neutral and in line; we don't put him in the sniffing position because of the neck.",
    [ok(3)],
  ),
  m(0, 'negation', "I'm keeping his head midline and neutral, not extending the neck at all.", [ok(3)]),
  m(
    0,
    'action',
    'Head in neutral alignment with in-line stabilisation from the nurse; the front of the collar is opened so I can get to the jaw.',
    [ok(3)],
  ),
  m(0, 'shorthand', 'c-spine held in line by RN', [ok(3)]),
  m(
    0,
    'action',
    'i think i would keep his head flat on the couch, neutral, with someone holding it in line',
    [ok(3)],
  ),

  m(
    0,
    'action',
    'Slide the couch out of the gantry so I can get behind his head — I will run the airway from the head end.',
    [ok(16)],
  ),
  m(0, 'action', "Get him out of the scanner, I'm going round to stand at the top by his head.", [ok(16)]),
  m(0, 'shorthand', 'couch out, me @ head end', [ok(16)]),
  m(
    0,
    'action',
    'Could you bring the table all the way out please? I need to be at the head of it to bag him.',
    [ok(16)],
  ),
  m(0, 'action', 'I move around to the head of the CT table, standing behind him.', [ok(16)]),
  m(0, 'typo', 'table out of the donut, im going to his head end', [ok(16)]),

  m(0, 'several', 'Help called, nurse doing in-line, I am suctioning with the Yankauer under vision.', [
    ok(1),
    ok(3),
    ok(2),
  ]),
  m(0, 'several', "Table out, I'm at the head, MILS from the nurse, Yankauer in for the vomit.", [
    ok(16),
    ok(3),
    ok(2),
  ]),
  m(
    0,
    'several',
    'Emergency bell pressed and a crash call made; we pull the couch out so I can stand at his head.',
    [ok(1), ok(16)],
  ),
  m(
    0,
    'several',
    'First I shout for help, then the Yankauer to clear the vomit, looking in, while his head is held neutral.',
    [ok(1), ok(2), ok(3)],
  ),
  m(0, 'several', 'trauma call put out; head in line by the nurse; me at the top of the couch', [
    ok(1),
    ok(3),
    ok(16),
  ]),

  danger(0, "Let's just finish the scan first — it's thirty seconds — and then we can call people.", [
    wrong(1),
  ]),
  danger(0, "No need for a crash call yet, I'll manage the airway myself and see how he does.", [wrong(1)]),
  danger(
    0,
    "I reckon he's just sleeping it off after the vomit and the probe has slipped, leave him be for now.",
    [wrong(1)],
    'does not recognise the apnoea and calls no one',
  ),
  danger(0, "don't bother anaesthetics, they're busy in theatre, we can handle this ourselves", [wrong(1)]),
  danger(0, "I'll sweep the vomit out with my finger, quicker than finding the sucker.", [wrong(2)]),
  danger(
    0,
    'Get the Yankauer right down the back of his throat and keep sucking till it is all gone.',
    [wrong(2)],
    'deep, prolonged suction in a child who gags',
  ),
  danger(
    0,
    'no time to suction, start bagging through the vomit',
    [wrong(2)],
    'ventilating over vomit that has not been cleared',
  ),
  danger(0, 'quick finger sweep first, then the Yankauer', [wrong(2)]),
  danger(0, 'Pop a pillow under his head to get him into the sniffing position.', [wrong(3)]),
  danger(0, 'Take the collar and blocks off and extend his neck a bit so the airway opens up.', [wrong(3)]),
  danger(0, 'shoulder roll under him please, sniffing position', [wrong(3)]),
  danger(
    0,
    'Turn his head to the side so the vomit drains out.',
    [wrong(3)],
    'turns the head on an uncleared neck instead of a log-roll',
  ),
  danger(0, "i'd just tip his head back a bit so I can see into the mouth, his neck is probably fine", [
    wrong(3),
  ]),
  danger(0, "I'll bag him from the side where I'm standing, there's no point moving the couch.", [wrong(16)]),
  danger(0, 'Leave him in the gantry, I can reach his face from the side of the scanner.', [wrong(16)]),
  danger(
    0,
    "I'll stand by his chest and hold the mask from there, since the head end is blocked by the scanner.",
    [wrong(16)],
  ),
  danger(0, 'fine for now, i lean in from the side of the couch and bag from here', [wrong(16)]),

  m(0, 'negation', "Not finger sweeping — I'm suctioning with the Yankauer where I can see.", [ok(2)]),
  m(0, 'negation', 'no pillow, no shoulder roll, his head stays in line', [ok(3)]),
  m(0, 'negation', "We won't wait for the scan: scan stopped, help called.", [ok(1)]),
  m(0, 'negation', 'Not staying at the side — couch pulled out and I am at his head.', [ok(16)]),
  m(
    0,
    'negation',
    "I won't turn his head to drain the vomit; I suction with the Yankauer instead, head held straight.",
    [ok(2), ok(3)],
  ),

  m(0, 'question', 'Should I put out a trauma call or a medical emergency call from CT?', [none(1)]),
  m(0, 'question', 'Can I put a pillow under him or does his neck have to stay flat?', [none(3)]),
  m(0, 'question', 'do i suction before i start bagging?', [none(2)]),
  m(0, 'question', 'Is it okay to bag from the side of the table or do I really need to be at the head?', [
    none(16),
  ]),
  m(0, 'hypothetical', 'If he vomits again I would log-roll him with in-line stabilisation and suction.', [
    none(2),
    none(3),
  ]),
  m(0, 'question', 'Which suction for vomit, the Yankauer or one of the soft catheters?', [none(2)]),

  safe(0, 'answer', "What's his heart rate now?"),
  safe(0, 'answer', 'What happened at the track exactly — did he lose consciousness?'),
  safe(0, 'hint', 'ok'),
  safe(0, 'hint', 'what do I do first'),
  safe(
    0,
    'acknowledge',
    'Someone tell his dad in the control room what is happening and keep him there for now.',
  ),
  safe(0, 'answer', 'Any allergies?'),
  safe(0, 'acknowledge', 'Check a blood glucose please.'),
  safe(0, 'answer', 'pupils?'),
  safe(0, 'answer', 'How long ago was the crash?'),

  // ---------------------------------------------------------------------------------------------------------------
  // Phase 1: couch out, at the head, in-line held, mouth clear, SpO2 72 %, HR 52. Asks 4, 8-15.
  // ---------------------------------------------------------------------------------------------------------------
  m(
    1,
    'action',
    'Size 3 child mask: it sits from the bridge of his nose to the cleft of his chin and stays off his eyes.',
    [ok(8, { mask: 'child' })],
  ),
  m(1, 'action', 'size 3 mask please', [ok(8)]),
  m(
    1,
    'action',
    "I'd pick a mask that reaches from the bridge of the nose to the chin without touching the eyes — probably the 3.",
    [ok(8)],
  ),
  m(1, 'shorthand', 'mask: sized nose bridge → chin cleft, #3', [ok(8)]),
  m(1, 'action', 'Paediatric mask, the size 3, held up to his face first to check it fits.', [
    ok(8, { mask: 'child' }),
  ]),
  m(1, 'typo', 'the childrens mask size three, it fit from nose bone to chin good', [
    ok(8, { mask: 'child' }),
  ]),
  m(1, 'action', 'Give me the 500 mL self-inflating bag.', [ok(9, { bagMl: 500 })]),
  m(1, 'action', "I'll take the adult self-inflating bag, the 1600 mL one — he's 30 kilos.", [
    ok(9, { bagMl: 1600 }),
  ]),
  m(1, 'shorthand', 'paeds BVM 500cc', [ok(9, { bagMl: 500 })]),
  m(1, 'action', 'I would use the child-size self-inflating bag with the reservoir attached.', [ok(9)]),
  m(1, 'typo', 'half litre self inflating bag pls', [ok(9, { bagMl: 500 })]),
  m(1, 'shorthand', 'O2 15L to bag, reservoir on', [ok(10, { o2LPerMin: 15 })]),
  m(1, 'action', 'Connect the bag to the wall oxygen and turn it up to fifteen litres.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(1, 'action', 'Oxygen is connected and flowing at 10 litres a minute into the bag.', [
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(1, 'typo', 'hook the bag up to o2, flow all the way up to 15 pls', [ok(10, { o2LPerMin: 15 })]),
  m(
    1,
    'action',
    'The cylinder is on, the tubing goes to the bag, and the flowmeter reads twelve litres a minute.',
    [ok(10, { o2LPerMin: 12 })],
  ),
  m(1, 'several', 'Size 3 mask, 500 mL bag, oxygen at 15 — all connected.', [
    ok(8),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    1,
    'several',
    'A child mask that fits bridge of nose to chin, the paediatric self-inflating bag, and oxygen on at 12 L/min.',
    [ok(8, { mask: 'child' }), ok(9), ok(10, { o2LPerMin: 12 })],
  ),
  m(1, 'several', 'Adult SIB on 15 L O2 with a size 3 mask', [ok(8), ok(9), ok(10, { o2LPerMin: 15 })]),

  m(1, 'action', 'Jaw thrust, no head tilt, my fingers behind the angles of the jaw.', [ok(4)]),
  m(
    1,
    'negation',
    'JT with my fingers on the bone at the angle of the mandible, keeping off the soft tissue under his chin.',
    [ok(4)],
  ),
  m(1, 'action', "I open the airway with a jaw thrust because his C-spine isn't cleared.", [ok(4)]),
  m(1, 'negation', "I won't do a head tilt because of his neck — jaw thrust instead.", [ok(4)]),
  m(1, 'shorthand', 'airway: JT, no HTCL (c-spine)', [ok(4)]),
  m(
    1,
    'typo',
    'jaw trust with both hands, fingers behind the angle of the jaw, not pushing on the soft part',
    [ok(4)],
  ),
  m(
    1,
    'several',
    'We open his airway by lifting the angles of the jaw forward while the head is held in line.',
    [ok(4), ok(3)],
  ),
  m(
    1,
    'action',
    'I push the angles of his mandible forward with my middle fingers, thumbs on the cheekbones, head not moved.',
    [ok(4)],
  ),

  m(1, 'action', 'Narrow end of the mask on the bridge of his nose, wide end over his chin.', [ok(11)]),
  m(1, 'shorthand', 'mask on, apex to nose', [ok(11)]),
  m(1, 'action', 'The mask covers both his mouth and his nose.', [ok(12)]),
  m(
    1,
    'action',
    'E-C clamp: thumb and index finger on the mask, the other three fingers along the jaw bone.',
    [ok(13)],
  ),
  m(
    1,
    'several',
    'Two-handed hold, thumbs on the mask and fingers lifting the jaw into it; Sam squeezes the bag.',
    [ok(13), ok(17)],
  ),
  m(1, 'action', 'Good seal now, no air leaking around the cheeks.', [ok(14)]),
  m(1, 'negation', 'Keeping the mask and my fingers off his eyes.', [ok(15)]),
  m(
    1,
    'several',
    'I put the mask on narrow end up over the bridge of his nose, covering nose and mouth, and hold it with an E-C clamp.',
    [ok(11), ok(12), ok(13)],
  ),
  m(
    1,
    'several',
    'Mask on the right way round, nose and mouth both inside, tight seal, nothing pressing on his eyes.',
    [ok(11), ok(12), ok(14), ok(15)],
  ),
  m(1, 'several', 'mask is leaking at the side so i go two hands and the nurse bags, seal good now', [
    ok(13),
    ok(14),
  ]),
  m(1, 'shorthand', 'EC grip L hand, seal ✓, eyes clear', [ok(13), ok(14), ok(15)]),
  m(1, 'several', 'I hold mask with C and E, like they teach, the nose and the mouth is inside the mask', [
    ok(13),
    ok(12),
  ]),
  m(1, 'negation', "Making sure I'm not pressing on his eyes with the top of the mask.", [ok(15)]),
  m(1, 'negation', "His nose isn't left outside the mask — it covers nose and mouth.", [ok(12)]),
  m(1, 'negation', 'Not upside down — the pointed end is over the nose.', [ok(11)]),
  m(1, 'action', 'The seal is airtight; I can hear no hiss when the bag is squeezed.', [ok(14)]),
  m(1, 'typo', 'thumb + index finger make the C on the mask, 3 finger make the E on the jaw bone', [ok(13)]),
  m(1, 'action', 'We go to a two-person technique: I hold the mask with both hands, Sam does the bag.', [
    ok(13),
  ]),
  m(
    1,
    'several',
    'Top of the mask on the nasal bridge, bottom in the chin groove, his eyes are clear of it.',
    [ok(11), ok(15)],
  ),

  danger(1, 'Use the adult size 5 mask, bigger is better for the seal.', [wrong(8, { mask: 'adult' })]),
  danger(1, "Grab the infant mask, the little round one, it's the one on top.", [
    wrong(8, { mask: 'infant' }),
  ]),
  danger(1, "That mask's a bit big and comes up over his eyes but it'll do.", [wrong(8), wrong(15)]),
  danger(1, 'size 1 mask is fine, squash it on', [wrong(8)]),
  danger(1, 'Just use the little neonatal bag, it is already set up.', [wrong(9)]),
  danger(1, '250 ml bag is fine for him', [wrong(9, { bagMl: 250 })]),
  danger(1, 'the small infant bag will do, less chance of overinflating him', [wrong(9)]),
  danger(1, "Don't worry about the oxygen yet, bagging on room air is fine for now.", [wrong(10)]),
  danger(1, 'O2 at 2 litres is plenty for bagging', [wrong(10, { o2LPerMin: 2 })]),
  danger(1, "The oxygen tubing won't reach the couch, so I'll bag without it.", [wrong(10)]),
  danger(1, 'Head tilt, chin lift to open him up.', [wrong(4)]),
  danger(1, "I'll tip his head back and lift the chin, quickest way to open the airway.", [
    wrong(4),
    wrong(3),
  ]),
  danger(1, 'collar off and a proper head tilt — his neck is probably fine, he had a helmet on', [wrong(4)]),
  danger(1, 'I press my fingers up into the soft bit under his chin to lift the tongue.', [wrong(4)]),
  danger(1, 'htcl to open the airway, quick', [wrong(4)]),
  danger(1, 'Honestly a bit of head tilt is fine, the jaw thrust is too hard to hold with one hand.', [
    wrong(4),
  ]),
  danger(1, 'Mask upside down, pointy end on the chin, it fits better that way.', [wrong(11)]),
  danger(1, 'I turn the mask round so the narrow part is over his mouth.', [wrong(11)]),
  danger(1, 'mask just over his mouth, I pinch his nose shut with my other hand', [wrong(12)]),
  danger(1, "It covers his mouth; the nose sticks out at the top but that's fine.", [wrong(12)]),
  danger(1, 'I press the mask down with my whole palm, flat on his face.', [wrong(13)]),
  danger(1, "It's leaking but I'll stay one-handed, no need to get anyone else on the mask.", [
    wrong(13),
    wrong(14),
  ]),
  danger(1, 'small leak at the cheek, doesnt matter, carry on', [wrong(14)]),
  danger(
    1,
    'Air is hissing out the side of the mask on every squeeze but he is getting some in, that will do.',
    [wrong(14)],
  ),
  danger(1, 'I rest my thumb across his eyes to steady the mask.', [wrong(15)]),
  danger(1, 'Hold the mask down hard over the top of his face, eyes included, to stop the leak.', [
    wrong(15),
  ]),

  m(
    1,
    'several',
    'Mask goes on from the bridge of his nose downwards, over nose and mouth, its top edge below his eyes.',
    [ok(11), ok(12), ok(15)],
  ),
  m(1, 'typo', 'mask over nose n mouth, pointy end at the top', [ok(12), ok(11)]),
  m(1, 'negation', 'Not covering his eyes — the mask stops at the bridge of the nose.', [ok(15)]),
  danger(1, "I'll hold the mask sideways, it sits better over the grazes on his chin.", [wrong(11)]),
  danger(1, "The nose doesn't need to be in the mask, the mouth is what matters for bagging.", [wrong(12)]),
  danger(1, 'the 240 ml bag, we can always squeeze it faster', [wrong(9, { bagMl: 240 })]),
  m(1, 'question', 'Is the mask supposed to rest on his eyes at all, or below them?', [none(15)]),
  m(1, 'shorthand', 'seal tight, no leak', [ok(14)]),
  m(1, 'question', 'What size mask for a nine-year-old, the 3 or the 4?', [none(8)]),
  m(1, 'question', 'Should I use the 500 mL bag or the adult one for 30 kilos?', [none(9)]),
  m(1, 'question', 'how much O2 do I run into the bag?', [none(10)]),
  m(1, 'question', 'Jaw thrust or chin lift for him?', [none(4)]),
  m(1, 'hypothetical', 'If the mask leaks with one hand I would switch to a two-person hold.', [none(13)]),
  m(1, 'question', 'which way round does the mask go again, point to the nose?', [none(11)]),
  m(1, 'hypothetical', "If I can't get the seal I'd ask the nurse to squeeze while I use both hands.", [
    none(13),
    none(14),
  ]),
  m(1, 'question', 'Does the mask need to cover his nose as well, or just the mouth?', [none(12)]),

  safe(1, 'answer', 'What are his sats now?'),
  safe(1, 'hint', 'next?'),
  safe(1, 'acknowledge', 'Can someone get a second IV in and send bloods, including a gas.'),
  safe(1, 'answer', 'Is the anaesthetist on the way?'),
  safe(1, 'acknowledge', 'Please write down the time he stopped breathing.'),
  safe(1, 'answer', "what's his blood pressure?"),
  safe(1, 'hint', "I'm not sure what to do now"),

  // ---------------------------------------------------------------------------------------------------------------
  // Phase 2: mask sealed, the chest barely moves, HR 50. Asks 17, 18, 19.
  // ---------------------------------------------------------------------------------------------------------------
  m(
    2,
    'action',
    'I lift his jaw up into the mask with the three fingers of my mask hand instead of pushing the mask down.',
    [ok(17)],
  ),
  m(2, 'action', 'Squeezing the bag over about one second, just until I see his chest rise.', [ok(18)]),
  m(2, 'action', 'One breath every three seconds.', [ok(19, { ratePerMin: 20 })]),
  m(2, 'shorthand', 'RR 20-25 via BVM', [ok(19)]),
  m(2, 'several', 'Gentle squeezes, a second each, chest rising, about 24 a minute.', [
    ok(18),
    ok(19, { ratePerMin: 24 }),
  ]),
  m(
    2,
    'several',
    'The fingers on the mandible pull the jaw up into the mask while my thumb and index hold the mask.',
    [ok(17), ok(13)],
  ),
  m(2, 'negation', 'i squeze slow, 1 sec, only till chest comes up, not the whole bag', [ok(18)]),
  m(2, 'action', 'I would give a breath every two to three seconds, counting "squeeze, release, release".', [
    ok(19),
  ]),
  m(2, 'shorthand', 'vent q3s, 1s insp, just visible chest rise', [ok(19, { ratePerMin: 20 }), ok(18)]),
  m(2, 'negation', "I'm not going faster than a breath every 2-3 seconds, even though his head is injured.", [
    ok(19),
  ]),
  m(2, 'negation', 'Not emptying the bag: small, slow squeezes to chest rise.', [ok(18)]),
  m(
    2,
    'several',
    'Jaw lifted into the mask by my fingers on the bone, gentle one-second breaths, one every three seconds.',
    [ok(17), ok(18), ok(19, { ratePerMin: 20 })],
  ),
  m(2, 'action', 'Twenty-two breaths a minute, I am watching the clock.', [ok(19, { ratePerMin: 22 })]),
  m(2, 'typo', 'my mask hand is doing the jaw lift in to the mask, other hand bagging', [ok(17)]),
  m(
    2,
    'several',
    'We keep the jaw thrust going with the fingers of both hands on the mask while Sam squeezes.',
    [ok(17), ok(4)],
  ),
  m(
    2,
    'negation',
    'I am pulling the jaw up into the mask with my fingers, I do not push the mask down on the face',
    [ok(17)],
  ),
  m(2, 'action', 'each breath is just enough to see the chest come up, given over a second', [ok(18)]),
  m(2, 'shorthand', 'BVM @ 25/min', [ok(19, { ratePerMin: 25 })]),
  m(2, 'typo', 'bagging about twenty times a minute, slow squeze, see the chest go up and stop', [
    ok(19, { ratePerMin: 20 }),
    ok(18),
  ]),
  m(
    2,
    'action',
    "I'd bring his face up to the mask rather than the mask down onto him — fingers under the bony jaw.",
    [ok(17)],
  ),
  m(
    2,
    'several',
    'Sam squeezes gently over one second each time, no more than needed for chest rise, and I count one every two and a half seconds.',
    [ok(18), ok(19, { ratePerMin: 24 })],
  ),
  m(2, 'negation', "We aren't hyperventilating him: a steady 20 a minute.", [ok(19, { ratePerMin: 20 })]),
  m(2, 'action', 'I am keeping the airway open with the same hand that holds the mask.', [ok(17)]),

  danger(2, 'I push the mask down hard onto his face for the seal rather than lifting the jaw.', [wrong(17)]),
  danger(2, 'Let go of the jaw, I need both hands pressing the mask onto his face.', [wrong(17)]),
  danger(2, 'press mask down into the face, jaw can go where it wants', [wrong(17)]),
  danger(2, 'Big squeezes, empty the whole bag every time.', [wrong(18)]),
  danger(2, 'Squeeze it hard and fast so the air gets past the tongue.', [wrong(18)]),
  danger(2, 'squeezing with both hands as hard as I can to get the chest up', [wrong(18)]),
  danger(2, 'Use the whole adult bag for each breath, he is a big lad.', [wrong(18)]),
  danger(2, 'Bag him at 40 a minute, he needs his CO2 blown off with that head injury.', [
    wrong(19, { ratePerMin: 40 }),
  ]),
  danger(2, 'I give one breath every six seconds, the adult rate.', [wrong(19, { ratePerMin: 10 })]),
  danger(2, 'as fast as I can squeeze, he needs the oxygen', [wrong(19)]),
  danger(2, 'hyperventilate him to bring the pressure down, 35-40 breaths', [wrong(19)]),
  danger(2, 'a breath every second until the sats come up, then slow down', [wrong(19, { ratePerMin: 60 })]),
  danger(2, "Chest isn't really moving but the sats will catch up, keep going as we are.", [wrong(20)]),
  danger(2, 'I squeeze hard and fast, about 50 a minute, to get the sats up.', [
    wrong(18),
    wrong(19, { ratePerMin: 50 }),
  ]),

  danger(2, "The seal's gone on the left but I'll keep squeezing, some of it is getting in.", [wrong(14)]),
  m(2, 'question', 'How fast should I be bagging a nine-year-old with a pulse?', [none(19)]),
  m(2, 'question', 'how big a breath — until the chest rises?', [none(18)]),
  m(2, 'hypothetical', 'If his pupils blew I might hyperventilate briefly, but not now.', [none(19)]),
  m(
    2,
    'hypothetical',
    "If the chest still doesn't rise I'd re-check the jaw thrust and the seal before squeezing any harder.",
    [none(4), none(14), none(18)],
  ),
  m(2, 'question', 'should my mask hand be lifting the jaw or just holding the mask?', [none(17)]),
  m(2, 'question', 'Is 30 a minute too fast for him?', [none(19, { ratePerMin: 30 })]),

  safe(2, 'answer', "what's the heart rate doing?"),
  safe(2, 'hint', 'stuck'),
  safe(2, 'acknowledge', 'Can someone call neurosurgery and let them know about him.'),
  safe(2, 'answer', 'Has anyone looked at the scout images yet?'),
  safe(2, 'hint', 'what am I missing?'),
  safe(2, 'acknowledge', 'Can someone bring the intubation trolley and the drugs for the anaesthetist.'),

  // ---------------------------------------------------------------------------------------------------------------
  // Phase 3: the tongue keeps falling back and he gags, HR 72, SpO2 80 %. Asks 5, 6, 7, 20.
  // ---------------------------------------------------------------------------------------------------------------
  m(
    3,
    'negation',
    "He's gagging, so no oral airway — I measure a nasal airway from his nostril to the tragus of his ear.",
    [ok(5, NPA)],
  ),
  m(3, 'action', 'NPA sized nostril to tragus, looks like a 6.0.', [ok(5, NPA)]),
  m(
    3,
    'action',
    'I lubricate the nasal airway and pass it straight back along the floor of the nose, bevel towards the septum, no force.',
    [ok(6, NPA)],
  ),
  m(3, 'shorthand', 'NPA 6.0, lubed, in straight back along nasal floor, bevel to septum', [
    ok(5, NPA),
    ok(6, NPA),
  ]),
  m(3, 'action', 'Reassessing now: chest rise, sats and heart rate.', [ok(7)]),
  m(3, 'action', 'After the NPA I recheck chest rise, SpO2 and his heart rate.', [ok(7)]),
  m(3, 'action', 'Chest is rising with every breath now and the sats are climbing, 88 then 91.', [ok(20)]),
  m(3, 'shorthand', 'good chest rise, SpO2 ↑ 92%', [ok(20)]),
  m(3, 'typo', 'chest going up each brath and sats now 90 and rising', [ok(20)]),
  m(
    3,
    'several',
    'NPA measured from nostril to tragus, lubricated and slid in gently along the floor of the nose; then I check chest rise, sats and heart rate.',
    [ok(5, NPA), ok(6, NPA), ok(7)],
  ),
  m(3, 'action', 'I would measure the nasopharyngeal airway from the tip of the nostril to the tragus.', [
    ok(5, NPA),
  ]),
  m(
    3,
    'action',
    'Nasal airway goes in with a gentle twist, aimed straight back towards the back of his head, not up.',
    [ok(6, NPA)],
  ),
  m(
    3,
    'negation',
    'Not forcing the NPA; with plenty of gel it slides in along the floor of the right nostril.',
    [ok(6, NPA)],
  ),
  m(3, 'typo', 'nasopharangeal airway, messured nostril to the tragus', [ok(5, NPA)]),
  m(3, 'several', 'reassess: CR +, SpO2 86→91, HR 80', [ok(7), ok(20)]),
  m(3, 'action', 'We look again after the airway goes in: chest movement, saturation, heart rate.', [ok(7)]),
  m(3, 'negation', "I don't use a Guedel in him because he gags.", [none(5)]),
  m(
    3,
    'negation',
    "No reason to avoid the nose — no raccoon eyes, no Battle's sign, nothing from the nose or ears — so NPA it is, nostril to tragus.",
    [ok(5, NPA)],
  ),
  m(3, 'several', 'Chest rises with each breath, SpO2 up to 93 and heart rate back to 90.', [ok(20), ok(7)]),
  m(
    3,
    'action',
    'Pick the 6.0 nasal airway after holding it from his nostril to his ear tragus, then gel on it.',
    [ok(5, NPA)],
  ),
  m(3, 'shorthand', 'NPA R nostril, perpendicular to face, along floor, gentle', [ok(6, NPA)]),
  m(
    3,
    'action',
    "I'm checking that the chest rises, watching the sats and feeling the pulse after every change.",
    [ok(7)],
  ),
  m(3, 'typo', 'sats 94 now n chest moving well with every bag', [ok(20)]),
  m(
    3,
    'several',
    'Since he gags, I use a nasal airway: size from the nostril to the tragus, lubricate, insert straight back; flange sits at the nostril.',
    [ok(5, NPA), ok(6, NPA)],
  ),
  m(
    3,
    'action',
    'Ventilation is effective now: visible chest rise and the saturation is going up steadily.',
    [ok(20)],
  ),
  m(
    3,
    'negation',
    'No oral airway for Kai, he retches on the Yankauer; nasal airway, measured to the tragus, goes in gently.',
    [ok(5, NPA), ok(6, NPA)],
  ),
  m(3, 'action', 'I re-evaluate now: chest rise yes, SpO2 88, HR 78.', [ok(7)]),
  m(3, 'typo', 'i think id go with the nose one, the npa, sized from nostril to tragus, becuase of the gag', [
    ok(5, NPA),
  ]),

  danger(3, 'Put in an OPA, size 2, the tongue is the problem.', [wrong(5, OPA)]),
  danger(
    3,
    'Guedel please — measure it from the corner of his mouth to the angle of the jaw.',
    [wrong(5, OPA)],
    'the size is measured right, but he gags',
  ),
  danger(3, "He gagged a bit, but he's GCS 4, so I'll put the oral airway in anyway.", [wrong(5, OPA)]),
  danger(3, 'oral airway in, he will settle once it is in', [wrong(5, OPA)]),
  danger(3, 'OPA sz 2 in now', [wrong(5, OPA)]),
  danger(
    3,
    'I would go for an oropharyngeal airway to hold the tongue forward; he can tolerate it for a bit.',
    [wrong(5, OPA)],
  ),
  danger(3, "let's just try a guedel and see if he spits it out", [wrong(5, OPA)]),
  danger(3, 'I put the oral tube, the plastic one in the mouth, to keep the tongue away', [wrong(5, OPA)]),
  danger(3, 'Oral airway in upside down, then rotated 180 degrees like in adults.', [
    wrong(5, OPA),
    wrong(6, OPA),
  ]),
  danger(3, 'The gag is a good sign but the tongue is the bigger problem, so the oral airway goes in.', [
    wrong(5, OPA),
  ]),
  danger(3, 'The NPA is stuck, just force it through, push harder.', [wrong(6, NPA)]),
  danger(3, 'I push the nasal airway up towards his forehead.', [wrong(6, NPA)]),
  danger(3, 'no lube, just shove the NPA in', [wrong(6, NPA)]),
  danger(3, 'Biggest NPA we have, the 7.0, so it definitely reaches.', [wrong(5, NPA)]),
  danger(3, 'No need to recheck his sats after the NPA, just keep going.', [wrong(7)]),
  danger(3, "I won't bother reassessing, the airway's in, it'll be fine.", [wrong(7)]),
  danger(3, "Chest is barely moving, but that's normal with a mask, carry on.", [wrong(20)]),
  danger(3, 'tummy is getting bigger, chest not rising, sats 78 — keep bagging as is', [wrong(20)]),
  danger(3, 'no chest rise still but the bag feels like its working so im happy', [wrong(20)]),

  m(3, 'question', 'Oral or nasal airway for him?', [none(5)]),
  m(3, 'question', 'How do I size the nasal airway?', [none(5)]),
  m(3, 'hypothetical', "If he didn't gag, I'd have used an oral airway.", [none(5)]),
  m(3, 'question', 'Any sign of a base of skull fracture? Can I use an NPA?', [none(5)]),
  m(3, 'hypothetical', 'If the NPA met resistance I would stop and try the other side rather than push.', [
    none(6),
  ]),
  m(3, 'question', 'do I need to reassess after every single thing I do?', [none(7)]),
  m(3, 'question', 'Which direction does the nasal airway go in, straight back or upward?', [none(6)]),

  safe(3, 'acknowledge', 'Let the anaesthetist know he will need intubating before the scan.'),
  safe(3, 'answer', 'what are the sats now?'),
  safe(3, 'hint', 'hmm what next'),
  safe(3, 'acknowledge', 'Somebody please keep his dad updated.'),
  safe(3, 'answer', 'Is he moving anything?'),
];
