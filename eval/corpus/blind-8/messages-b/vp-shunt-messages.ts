import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Ethan, 8 years, 26 kg, blocked VP shunt: apnoeic with a pulse, bradycardic and hypertensive, vomit in the mouth,
 * no gag, no trauma. P0 help, suction, equipment, place at the head, mask placement; P1 head, airway opening, hold,
 * seal, squeeze, rate (no hyperventilation); P2 oral airway, reassessment, effective ventilation.
 */
export const VP_SHUNT_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: recognition and help ----
  m(
    0,
    'action',
    "He's stopped breathing and his pulse is slow — I need help. Call the resus team and anaesthetics, now.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'resp arrest, HR 64, BP 152/98 - 2222 paeds, need anaes for airway', [ok(1)]),
  m(0, 'action', 'Could someone pull the emergency bell? Ethan has gone apnoeic.', [ok(1)]),
  m(0, 'typo', 'hes apnoic and sats dropping, get me some help in here asap', [ok(1)]),
  m(0, 'action', 'We need the airway people down here — this boy is not breathing.', [ok(1)]),
  m(
    0,
    'negation',
    "I'm not sending him to CT like this — he's not breathing. Get help, and I'm starting bag-mask now.",
    [ok(1)],
  ),
  m(0, 'typo', 'He no breathe, I see. Somebody call for help to me please, quick.', [ok(1)]),
  m(0, 'question', 'Is this the point where I call the arrest team, with a heart rate of 64?', [none(1)]),
  danger(
    0,
    "Get him round to CT first so we know what's going on with the shunt, then we'll deal with the breathing.",
    [wrong(1)],
  ),
  danger(
    0,
    'Page neurosurgery and hold off until they come and tap the shunt, that will fix his breathing.',
    [wrong(1)],
  ),
  danger(0, "Let's run the mannitol in and give it ten minutes to see if he starts breathing again.", [
    wrong(1),
  ]),
  danger(
    0,
    'His heart rate is low. Give atropine first and wait for the rate to pick up before we do anything with the airway.',
    [wrong(1)],
  ),
  danger(
    0,
    'Roll him into the recovery position and keep an eye on him.',
    [wrong(1)],
    'An apnoeic child needs breaths.',
  ),
  danger(0, "I'll try to tap the shunt reservoir myself with a butterfly before we worry about the airway.", [
    wrong(1),
  ]),
  danger(0, "Perhaps it's a seizure — buccal midazolam and we'll see whether he settles and breathes.", [
    wrong(1),
  ]),
  danger(0, 'Let me pinch his earlobe hard for a while and see if I can rouse him.', [wrong(1)]),

  // ---- Phase 0: suction ----
  m(0, 'action', 'Yankauer on the wall suction, I clear the vomit from his mouth looking in as I go.', [
    ok(2),
  ]),
  m(0, 'shorthand', 'yankauer sx to oropharynx, under vision', [ok(2)]),
  m(0, 'action', 'Tip him onto his side for a second to let the sick run out, then Yankauer the mouth.', [
    ok(2),
  ]),
  m(0, 'typo', 'suck out the vomitus wiht the big rigid yankur first, i can see bits of food', [ok(2)]),
  m(
    0,
    'negation',
    "Don't go fishing with your fingers — use the Yankauer, and only where you can see the tip.",
    [ok(2)],
  ),
  m(0, 'action', 'Could you pass me the Yankauer? Then turn the suction on.', [ok(2)]),
  m(0, 'question', 'Yankauer or a catheter for the vomit?', [none(2)]),
  danger(0, 'I scoop the vomit out with two fingers, it is quicker.', [wrong(2)]),
  danger(
    0,
    'The 6 Fr catheter is already on the suction, just use that for the vomit.',
    [wrong(2)],
    'Far too thin to clear vomit.',
  ),
  danger(
    0,
    'Forget the suction, start bagging — the vomit will move out of the way.',
    [wrong(2)],
    'Bagging over vomit blows it into the lungs.',
  ),
  danger(0, 'Pass the Yankauer as deep as it goes, right down past his tongue base and keep going blind.', [
    wrong(2),
  ]),

  // ---- Phase 0: equipment ----
  m(0, 'action', 'The child mask, please; it fits from the bridge of his nose to the cleft of his chin.', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'shorthand', 'child mask, checked bridge of nose -> chin cleft', [ok(8, { mask: 'child' })]),
  m(
    0,
    'action',
    "I check the mask on his face: it sits on the bridge of his nose, the bottom edge just above the tip of his chin, and it doesn't reach his eyes.",
    [ok(8)],
  ),
  m(0, 'typo', 'we take the paeditric child size mask for him', [ok(8, { mask: 'child' })]),
  m(0, 'question', "Should he have the adult mask? He's eight.", [none(8, { mask: 'adult' })]),
  danger(0, 'The infant mask will be fine for him.', [wrong(8, { mask: 'infant' })]),
  danger(0, 'This adult mask covers his eyes and goes under his chin, but it gives us plenty of room.', [
    wrong(8, { mask: 'adult' }),
  ]),
  danger(0, 'The mask stops halfway down his upper lip — close enough.', [wrong(8)]),

  m(0, 'action', 'Paediatric self-inflating bag, the 500 ml one.', [ok(9, { bagMl: 500 })]),
  m(0, 'shorthand', 'BVM 500', [ok(9, { bagMl: 500 })]),
  m(
    0,
    'action',
    'I take the adult bag and only squeeze it until his chest rises.',
    [ok(9, { bagMl: 1500 })],
    'The case accepts an adult bag squeezed only to chest rise for a 26 kg child.',
  ),
  m(0, 'action', 'Go with the paeds bag, not the newborn one.', [ok(9)]),
  danger(0, 'Use the 250 ml one, a smaller bag means smaller tidal volumes, safer.', [
    wrong(9, { bagMl: 250 }),
  ]),
  danger(0, 'Whichever is nearest — the neonatal bag is right here.', [wrong(9)]),

  m(0, 'action', 'Oxygen to the bag at 15 litres per minute.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'O2 15L to BVM, reservoir on', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Can you plug the bag into the O2 and open the flowmeter to twelve?', [
    ok(10, { o2LPerMin: 12 }),
  ]),
  m(0, 'typo', 'oxgen on full, connected to the bag', [ok(10)]),
  danger(0, "We'll bag on air; oxygen can wait till he's intubated.", [wrong(10)]),
  danger(0, 'Four litres on the bag is plenty.', [wrong(10, { o2LPerMin: 4 })]),
  danger(0, "The tubing isn't attached but the bag still inflates, so just go.", [wrong(10)]),

  // ---- Phase 0: at the head, mask placement ----
  m(0, 'action', "I'm moving round to stand at the top of the trolley, behind his head.", [ok(16)]),
  m(0, 'shorthand', 'pos: HOB', [ok(16)]),
  m(0, 'action', "Take the headboard off and pull the bed out so I'm at his head.", [ok(16)]),
  m(0, 'action', "I'll run the bag from the head end; nurse, you take the side with the monitor.", [ok(16)]),
  danger(0, "I'll ventilate from the side by the drip stand, there's no room at the head.", [wrong(16)]),
  danger(0, 'I kneel on the trolley beside his chest and bag from there.', [wrong(16)]),

  m(0, 'action', 'Mask the right way up: the narrow part over the bridge of his nose.', [ok(11)]),
  m(0, 'typo', 'put mask with the pointed end to the nose, rouned end to chin', [ok(11)]),
  m(0, 'action', 'Wide end over his chin, top end on the nose.', [ok(11)]),
  danger(0, "Turn the mask round so the narrow bit is under his lip — it'll fit his chin better.", [
    wrong(11),
  ]),
  danger(0, 'The mask goes on upside down, it makes no difference.', [wrong(11)]),

  m(0, 'action', 'The mask covers his mouth and his nose.', [ok(12)]),
  m(0, 'shorthand', 'nose & mouth both under the mask', [ok(12)]),
  m(0, 'action', "I'm making sure the nostrils are inside the mask too, not just the mouth.", [ok(12)]),
  m(0, 'negation', 'Not only the mouth — his nose goes inside the mask as well.', [ok(12)]),
  danger(0, 'Just seal it over the mouth; leave the nostrils free for the sick to come out.', [wrong(12)]),
  danger(0, "His nose is poking out the top of the mask but we're getting air in.", [wrong(12)]),

  m(0, 'action', 'Keep the mask clear of his eyes.', [ok(15)]),
  m(0, 'negation', 'No pressure on his eyes — the mask sits below them.', [ok(15)]),
  m(0, 'shorthand', 'eyes clear of mask', [ok(15)]),
  m(0, 'negation', "Careful — I'm not putting any weight on his eyes with my thumb.", [ok(15)]),
  m(0, 'several', "I'm at his head and the mask is well clear of his eyes.", [ok(16), ok(15)]),
  danger(0, "My thumb's steadying the mask and it's pressing on his eye a bit, fine.", [wrong(15)]),
  danger(0, "The mask's upper edge squashes his eyelids, but the seal is good, so leave it.", [wrong(15)]),

  // ---- Phase 0: several ----
  m(0, 'several', 'Child mask and the 500 mL bag on 15 litres of oxygen, please.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    'From the head of the bed, I place the mask apex on the nose, over the mouth and nose, rim away from the eyes.',
    [ok(16), ok(11), ok(12), ok(15)],
  ),
  m(0, 'several', 'Help please! And give me the Yankauer to get this vomit out.', [ok(1), ok(2)]),
  m(0, 'several', 'emergency call put out, mouth sx w yankauer, child mask + paeds BVM on 15L', [
    ok(1),
    ok(2),
    ok(8, { mask: 'child' }),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'several', 'I go to the head end and put the mask, small end on nose, on his mouth and nose.', [
    ok(16),
    ok(11),
    ok(12),
  ]),

  // ---- Phase 0: safe ----
  safe(
    0,
    'acknowledge',
    'Call the neurosurgical registrar now, tell them blocked shunt with Cushing response.',
  ),
  safe(0, 'acknowledge', 'Draw up mannitol 0.5 g/kg, about 13 grams, to give as soon as we have access.'),
  safe(0, 'acknowledge', '3% saline, 3 ml per kilo, about 80 ml, over ten minutes please.'),
  safe(0, 'answer', 'What are his pupils doing?'),
  safe(0, 'answer', "What's his blood pressure?"),
  safe(0, 'answer', 'When was his shunt last revised?'),
  safe(0, 'acknowledge', 'Someone sit with his dad in the relatives room and explain what we are doing.'),
  safe(0, 'hint', 'help me, what is first?'),
  safe(0, 'acknowledge', 'Get a line in — IO if the veins are no good.'),
  safe(0, 'answer', 'Is he allergic to anything?'),
  safe(0, 'hint', 'Go on.'),

  // ---- Phase 1: head position ----
  m(
    1,
    'action',
    'Small folded towel under his head to get him into the sniffing position, no overextension.',
    [ok(3)],
  ),
  m(1, 'shorthand', 'head midline, neutral/sniff, pad under occiput', [ok(3)]),
  m(1, 'action', "His head's rolled forward; I bring it back to neutral with the face looking straight up.", [
    ok(3),
  ]),
  m(1, 'negation', "I'm not going to hyperextend the neck, just a gentle sniffing position.", [ok(3)]),
  m(1, 'typo', 'put a little pilow under the occiput so the ear lines up wth the sternal notch, sniffing', [
    ok(3),
  ]),
  m(1, 'question', 'At eight, do I put the towel under the head or under the shoulders?', [none(3)]),
  danger(
    1,
    'Put a thick roll under his shoulders like we do for babies and let his head fall back.',
    [wrong(3)],
    'An 8-year-old needs the pad under the occiput; a shoulder roll overextends his neck.',
  ),
  danger(1, 'Extend his neck right back, the more the better for the airway.', [wrong(3)]),
  danger(
    1,
    "Sit him bolt upright for the pressure and let his chin rest on his chest, that's fine.",
    [wrong(3)],
    'Flexion closes the airway.',
  ),

  // ---- Phase 1: opening the airway ----
  m(1, 'action', 'Head tilt–chin lift, two fingers under the bony point of the chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust: fingers behind the angle of the jaw, pushing the mandible forward.', [ok(4)]),
  m(1, 'shorthand', 'JT, fingers on bone', [ok(4)]),
  m(1, 'action', 'I open his airway with a chin lift, keeping clear of the soft tissues under the jaw.', [
    ok(4),
  ]),
  m(1, 'question', 'Jaw thrust or chin lift — does it matter with no trauma?', [none(4)]),
  danger(1, 'I press my thumb up into the soft area under his chin to lift the tongue.', [wrong(4)]),
  danger(1, 'Grab under his jaw with my fingers dug into the floor of the mouth and pull up.', [wrong(4)]),

  // ---- Phase 1: mask hold and seal ----
  m(1, 'action', 'Left hand in an E-C: C on the mask, E lifting the jaw.', [ok(13), ok(17)]),
  m(1, 'shorthand', 'EC clamp', [ok(13)]),
  m(1, 'action', "There's still a leak, so two of us: I seal the mask with both thumbs, you bag.", [ok(13)]),
  m(1, 'typo', 'E-C clam on the mask, thumb and index making the C', [ok(13)]),
  m(1, 'hypothetical', "If it still leaks I'd go to a two-person technique.", [none(13)]),
  danger(1, 'I just cup the whole mask under my hand and press.', [wrong(13)]),
  danger(1, "I'll keep going with one hand; it's leaking but the second person is busy with drugs.", [
    wrong(13),
    wrong(14),
  ]),

  m(1, 'action', 'I adjust the mask till there are no leaks and it seals tight.', [ok(14)]),
  m(1, 'shorthand', 'tight seal, no leak', [ok(14)]),
  m(1, 'action', 'No more air escaping at the cheeks now.', [ok(14)]),
  m(1, 'question', "How do I know if I've got a good seal?", [none(14)]),
  danger(1, "There's a leak down the left cheek, we'll put up with it.", [wrong(14)]),
  danger(1, "It hisses every time I squeeze but I'll keep bagging.", [wrong(14)]),

  m(1, 'action', 'With the same hand that holds the mask I lift his jaw up into it.', [ok(17)]),
  m(1, 'action', 'Bring the face up to the mask, not the mask down to the face.', [ok(17)]),
  m(1, 'shorthand', 'mask hand lifts mandible into mask', [ok(17)]),
  m(1, 'negation', "I'm not pushing the mask down on him, I lift the jaw into it.", [ok(17)]),
  danger(1, 'Lean on the mask with all your weight so nothing escapes.', [wrong(17)]),
  danger(1, 'I let go of his jaw and just keep the mask pressed on.', [wrong(17)]),

  // ---- Phase 1: squeeze and rate ----
  m(1, 'action', 'Squeeze over one second, only until the chest rises.', [ok(18)]),
  m(1, 'shorthand', 'Ti 1s, VT to chest rise', [ok(18)]),
  m(1, 'action', 'Slow squeeze, watching for his chest to come up, then let go.', [ok(18)]),
  m(1, 'typo', 'gentle sqeeze about a sec till i see chest rising', [ok(18)]),
  danger(1, 'Squeeze the bag as hard as you can, really force the air in.', [wrong(18)]),
  danger(1, 'Empty the bag completely with every breath, two hands on it.', [wrong(18)]),
  danger(1, 'Quick jabs on the bag, in and out in a flash.', [wrong(18)]),

  m(1, 'action', 'A breath every three seconds, twenty a minute.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 20/min', [ok(19, { ratePerMin: 20 })]),
  m(1, 'action', "I say 'bag... and... wait' out loud so I don't go too fast, one every three seconds.", [
    ok(19),
  ]),
  m(1, 'negation', "I won't hyperventilate him — a breath every two to three seconds.", [ok(19)]),
  m(1, 'typo', 'ventilating twenty two per minut', [ok(19, { ratePerMin: 22 })]),
  m(1, 'question', 'Is it worth hyperventilating him a bit, given the shunt?', [none(19)]),
  danger(1, "Forty breaths a minute please — let's get his pCO2 low and shrink the swelling.", [
    wrong(19, { ratePerMin: 40 }),
  ]),
  danger(1, "About eight breaths a minute, slow and steady, he's a big lad.", [wrong(19, { ratePerMin: 8 })]),
  danger(1, 'Go as quick as you can squeeze, we need to hyperventilate him.', [wrong(19)]),

  // ---- Phase 1: several ----
  m(1, 'several', 'Head neutral with a pad under the occiput, chin lift, EC clamp and 20 breaths a minute.', [
    ok(3),
    ok(4),
    ok(13),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(
    1,
    'several',
    'two-person: I do a jaw thrust into the mask with both hands, seal is tight, you squeeze 1 s, every 3 s',
    [ok(4), ok(13), ok(17), ok(14), ok(18), ok(19)],
  ),
  m(1, 'several', 'I would keep the head in sniffing position and lift his chin into the mask.', [
    ok(3),
    ok(17),
  ]),
  m(1, 'several', 'Gentle breaths, just enough to see the chest rise, twenty-four a minute.', [
    ok(18),
    ok(19, { ratePerMin: 24 }),
  ]),

  // ---- Phase 1: safe ----
  safe(1, 'acknowledge', 'Please give the hypertonic saline now, I keep ventilating.'),
  safe(1, 'answer', "What's the heart rate doing now?"),
  safe(1, 'answer', 'Sats?'),
  safe(1, 'acknowledge', 'Is neurosurgery on the way? Chase them please.'),
  safe(1, 'hint', 'Not sure what to change.'),
  safe(
    1,
    'acknowledge',
    'Once the airway is sorted, tilt the whole trolley head-up 30 degrees for his pressure.',
    'Trolley tilt for ICP, outside the checklist; the head stays neutral on the trolley.',
  ),

  // ---- Phase 2: adjunct ----
  m(
    2,
    'action',
    'No gag, so an oral airway: I size it from the corner of his mouth to the angle of the jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA, sized corner of mouth -> angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'Guedel against the side of his face: flange at the lip corner, tip at the jaw angle — that one.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'typo', 'oropharingeal airway, meausred mouth corner to jaw angel', [ok(5, { adjunct: 'opa' })]),
  m(2, 'question', 'Can I put in a nasal airway instead, with a shunt?', [none(5, { adjunct: 'npa' })]),
  m(2, 'hypothetical', 'If he had a gag I would go nasal, but he has none, so...', [none(5)]),
  danger(2, 'Smallest Guedel we have, the 000, less trauma.', [wrong(5, { adjunct: 'opa' })]),
  danger(
    2,
    "This oral airway reaches from his mouth right back to his ear hole, let's use it.",
    [wrong(5, { adjunct: 'opa' })],
    'Too long, said by landmark.',
  ),
  danger(
    2,
    "It only reaches halfway along his cheek, but it'll keep the lips apart.",
    [wrong(5, { adjunct: 'opa' })],
    'Too short, said by landmark.',
  ),
  danger(2, 'Adult nasal airway, the 7.5.', [wrong(5, { adjunct: 'npa' })]),

  m(2, 'action', 'Tongue depressor on the tongue, then slide the airway in following the curve, no force.', [
    ok(6),
  ]),
  m(2, 'shorthand', 'OPA in over TD, follows tongue curve, flange at lips', [ok(6)]),
  m(
    2,
    'action',
    'I press the tongue down with a depressor and ease the airway in the right way up until the flange sits at his lips.',
    [ok(6)],
  ),
  m(
    2,
    'negation',
    "I don't force it — if it meets resistance I pull back and re-seat it over the depressor.",
    [ok(6)],
  ),
  danger(2, "Push it straight in without holding the tongue, it'll find its own way.", [wrong(6)]),
  danger(2, "It's stuck halfway; jam it in hard.", [wrong(6)]),
  danger(2, 'It only goes in half way so I leave it there sticking out of his mouth.', [wrong(6)]),

  // ---- Phase 2: reassessment and effective ventilation ----
  m(2, 'action', 'Airway in — recheck chest rise, sats and heart rate.', [ok(7)]),
  m(2, 'shorthand', 'reassess CR, SpO2, HR', [ok(7)]),
  m(2, 'action', "I look at his chest, then the sats and heart rate, to see if that's helped.", [ok(7)]),
  m(2, 'question', 'Do I reassess after each thing or just at the end?', [none(7)]),
  danger(2, "OPA's in, job done, on we go.", [wrong(7)]),
  danger(2, "Keep bagging, don't bother with the obs until the anaesthetist gets here.", [wrong(7)]),

  m(2, 'action', 'His chest rises with each breath and the saturations are climbing into the nineties.', [
    ok(20),
  ]),
  m(2, 'shorthand', 'CR +ve bilat, SpO2 up to 93', [ok(20)]),
  m(2, 'action', "Good chest movement every squeeze, sats improving, that's effective.", [ok(20)]),
  m(2, 'typo', 'chest going up and down with the bag now, sats 95, thats working', [ok(20)]),
  danger(2, "The chest isn't moving at all but the bag feels fine, keep going.", [wrong(20)]),
  danger(
    2,
    'His abdomen is getting tense and distended and the sats are still dropping; carry on as we are.',
    [wrong(20)],
  ),
  danger(2, 'No chest rise, sats 80 and falling — stay the course, the anaesthetist is nearly here.', [
    wrong(20),
  ]),

  m(2, 'several', 'OPA sized mouth corner to jaw angle, in over a depressor; chest rising, sats 94, HR 80.', [
    ok(5, { adjunct: 'opa' }),
    ok(6),
    ok(7),
    ok(20),
  ]),
  m(2, 'several', 'Guedel in, then I check: chest rises, sats going up, heart rate 78.', [ok(7), ok(20)]),

  // ---- Phase 2: safe ----
  safe(
    2,
    'acknowledge',
    'Call the anaesthetist again to intubate, and tell neurosurgery he is ready to have the shunt tapped.',
  ),
  safe(2, 'answer', 'What is his blood pressure now?'),
  safe(2, 'acknowledge', 'Ask radiology to have the CT ready for when he is intubated.'),
  safe(2, 'answer', 'Are his pupils any different?'),
  safe(2, 'hint', 'what next'),
  safe(
    2,
    'acknowledge',
    'Please update his father — tell him we are breathing for Ethan and the neurosurgeons are coming.',
  ),
];
