import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the sample case (RJ, 4 years, 18 kg, apnoeic with a pulse after lorazepam, secretions at the
 * mouth). Phase 0: help, suction, equipment, place at the bed, mask; phase 1: head, airway, mask hand, squeeze, rate;
 * phase 2: adjunct, reassessment, effective ventilation. Labels are what one message earns, nothing carried over.
 */
export const SAMPLE_MESSAGES: HeldOutUtterance[] = [
  // ---- Phase 0: recognition and calling for help (BMV-1)
  m(
    0,
    'action',
    "RJ isn't breathing and his sats are 73. Hit the emergency bell and get the resus team here please.",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic, sats 73, pulse present -> put out a peds MET call now', [ok(1)]),
  m(0, 'typo', 'hes apneic!! somone get help, call my senior and the anesthetist', [ok(1)]),
  m(
    0,
    'action',
    'Can you phone the PICU outreach team and the anaesthetist on call? He has stopped breathing.',
    [ok(1)],
  ),
  m(0, 'action', 'The boy is not breathing, please you call the emergency team for children, quickly', [
    ok(1),
  ]),
  m(
    0,
    'action',
    'I think he has stopped breathing... yes, no chest movement. I would shout for help first.',
    [ok(1)],
    'A hedge, but the call is made now.',
  ),
  m(
    0,
    'several',
    'No breathing, sat 73%. I yell for help and at the same time suck out his mouth with the yankauer.',
    [ok(1), ok(2)],
  ),
  m(0, 'shorthand', 'resp arrest w pulse. crash bell. yankauer to mouth', [ok(1), ok(2)]),
  danger(
    0,
    "He's just post-ictal and drowsy from the lorazepam. I'll let him sleep it off and come back in fifteen minutes.",
    [wrong(1)],
  ),
  danger(0, "I'm fine on my own here, no need to bother anyone else yet.", [wrong(1)]),
  danger(
    0,
    "Let's not pull the emergency bell and scare the parents, I'll page my registrar once I've sorted him out.",
    [wrong(1)],
    'Help deliberately delayed.',
  ),
  danger(0, 'A sat of 73 is probably just the probe falling off, he looks comfortable, leave him be.', [
    wrong(1),
  ]),
  danger(
    0,
    "Give him a firm sternal rub and we'll wait a minute or two to see if he breathes by himself.",
    [wrong(1)],
    'Apnoea and hypoxia not acted on.',
  ),
  danger(0, 'we dont need the team, its only the benzos, they wear off', [wrong(1)]),
  danger(0, "I'll pop to the doctors' room to look up the lorazepam dose first, then decide who to call.", [
    wrong(1),
  ]),
  m(0, 'question', 'Should I call a code straight away or start bagging first?', [none(1)]),
  m(0, 'hypothetical', 'If nobody comes when I press the buzzer I would dial 2222 for the paediatric team.', [
    none(1),
  ]),

  // ---- Phase 0: suction (BMV-2)
  m(0, 'action', 'Suction his mouth with a Yankauer, keeping the tip where I can see it.', [ok(2)]),
  m(
    0,
    'action',
    "I'll clear the secretions with a 10 French suction catheter, only as far as I can see, no longer than ten seconds at a go.",
    [ok(2)],
  ),
  m(0, 'shorthand', 'yank sx to oropharynx, short bursts', [ok(2)]),
  m(0, 'typo', 'sucton the secretions from his mouth wiht the yankaur please', [ok(2)]),
  m(0, 'action', 'Could you turn the wall suction on and hand me the Yankauer? I will clear his mouth.', [
    ok(2),
  ]),
  m(0, 'action', 'The secretions are suctioned out of the mouth under direct vision.', [ok(2)]),
  m(
    0,
    'action',
    'We turn him a little to the side for a moment and suck out the mouth with the rigid sucker.',
    [ok(2)],
  ),
  m(0, 'negation', "No finger sweep, I'm going to use the suction instead.", [ok(2)]),
  m(0, 'negation', "I won't push the catheter blindly down, just the mouth, tip in sight.", [ok(2)]),
  danger(0, "I'll hook the gunk out with my finger.", [wrong(2)]),
  danger(
    0,
    'Wrap a gauze swab round my index finger and scoop out the back of his throat.',
    [wrong(2)],
    'Blind finger sweep in other words.',
  ),
  danger(0, 'Shove the suction catheter down as far as it will go until he coughs.', [wrong(2)]),
  danger(
    0,
    'keep suctioning non-stop for a good minute until his mouth is completely dry',
    [wrong(2)],
    'Prolonged suction in a hypoxic child.',
  ),
  danger(0, 'I jam the Yankauer right to the back of his throat and hold it there.', [wrong(2)]),
  danger(
    0,
    'Just wipe his mouth with a tissue, the secretions will sort themselves out once we bag.',
    [wrong(2)],
    'Secretions left in the airway.',
  ),
  m(0, 'question', 'What size suction catheter would you use for him, a 10 Fr?', [none(2)]),

  // ---- Phase 0: mask size (BMV-8)
  m(0, 'action', 'A child-size face mask, from the bridge of his nose to the cleft of his chin.', [
    ok(8, { mask: 'child' }),
  ]),
  m(
    0,
    'action',
    'I check the fit first: the top rests on the bridge of the nose, the bottom in the chin crease, nowhere near his eyes.',
    [ok(8)],
  ),
  m(0, 'negation', "Not the round infant mask, it's too small for him; pass me the child one.", [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'shorthand', 'paed mask, nose bridge to chin', [ok(8, { mask: 'child' })]),
  m(0, 'typo', 'childs mask pls, the one that fits nose to chinn', [ok(8, { mask: 'child' })]),
  danger(0, 'Use the adult mask, bigger gives a better seal.', [wrong(8, { mask: 'adult' })]),
  danger(0, "The little neonatal mask will do, it's the one already on the trolley.", [
    wrong(8, { mask: 'neonate' }),
  ]),
  danger(0, "Any mask, size doesn't really matter as long as I press it on firmly.", [wrong(8)]),
  danger(0, 'the grown up mask - it goes up over his eyes a bit but thats fine', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(
    0,
    "I'll use the baby mask, it covers his mouth at least.",
    [wrong(8, { mask: 'infant' }), wrong(12)],
    'Too small: the nose is left out.',
  ),
  m(0, 'question', 'Is the medium paediatric mask right for a 4 year old?', [none(8)]),

  // ---- Phase 0: bag (BMV-9)
  m(0, 'action', 'The 500 mL self-inflating bag.', [ok(9, { bagMl: 500 })]),
  m(0, 'action', 'Get me the paediatric bag, the half-litre one, with the reservoir on.', [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'shorthand', 'SIB 500ml + reservoir', [ok(9, { bagMl: 500 })]),
  danger(0, "Grab the tiny 240 mL baby bag, he's only small.", [wrong(9, { bagMl: 240 })]),
  danger(0, 'A neonatal bag is fine for a four-year-old, less risk of overinflating him.', [wrong(9)]),
  danger(
    0,
    'we only have the little infant ambu here, ill just use that instead of fetching the bigger one',
    [wrong(9)],
  ),
  m(0, 'question', 'Which bag for an 18 kilo child, the 500 or the adult one?', [none(9)]),

  // ---- Phase 0: oxygen (BMV-10)
  m(0, 'action', 'Connect the bag to oxygen at 15 litres a minute.', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', 'Oxygen on at ten litres, and I can see the reservoir bag filling.', [
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(0, 'action', 'Hook the tubing onto the wall flowmeter and turn it up to fifteen.', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'typo', 'o2 conected to the bag, flow 15L', [ok(10, { o2LPerMin: 15 })]),
  danger(0, 'Just bag him on room air for now, the oxygen can come later.', [wrong(10)]),
  danger(0, 'Oxygen at 2 litres through the bag is plenty for a small child.', [wrong(10, { o2LPerMin: 2 })]),
  danger(0, 'No need to plug the oxygen in, the bag fills up by itself anyway.', [wrong(10)]),
  danger(0, "The tubing doesn't reach the wall, so I'll start without it.", [wrong(10)]),
  danger(0, 'Flowmeter on one litre, we should be careful with oxygen in kids.', [
    wrong(10, { o2LPerMin: 1 }),
  ]),
  m(0, 'question', 'How much oxygen flow do you want on the bag, 10 or 15?', [none(10)]),

  // ---- Phase 0: equipment together
  m(0, 'several', 'Child mask, 500 ml bag, oxygen 15 L/min connected.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(
    0,
    'several',
    'I would take the 500 self inflating bag with the paediatric mask and put the O2 on full, 15.',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'several', 'Nurse, can you set up the bag - the half litre one - on 15 of oxygen while I suction?', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(2),
  ]),
  danger(0, 'Child mask and the 500 bag, no oxygen needed yet.', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 500 }),
    wrong(10),
  ]),
  danger(0, 'adult mask, infant bag, O2 15', [
    wrong(8, { mask: 'adult' }),
    wrong(9),
    ok(10, { o2LPerMin: 15 }),
  ]),

  // ---- Phase 0: place at the bed (BMV-16)
  m(0, 'action', 'I go round to the top of the bed, behind his head.', [ok(16)]),
  m(0, 'action', 'Pull the bed out from the wall so I can stand at the head end.', [ok(16)]),
  m(0, 'shorthand', 'me at head of bed, headboard off', [ok(16)]),
  m(0, 'typo', 'ill stand at the hed of the bed to bag', [ok(16)]),
  danger(0, "I'll stay here at his side and bag from next to his chest.", [wrong(16)]),
  danger(0, 'Bag him from beside the bed, leaning over, quicker than moving everything.', [wrong(16)]),
  danger(0, 'I kneel on the bed next to his tummy and bag across him.', [wrong(16)]),

  // ---- Phase 0: mask on the face (BMV-11, 12, 13, 14, 15)
  m(0, 'action', 'Narrow end of the mask over the bridge of his nose, wide end on the chin.', [ok(11)]),
  m(0, 'shorthand', 'mask apex to nose, base to chin', [ok(11)]),
  m(0, 'action', 'Make sure both his mouth and his nose are under the mask.', [ok(12)]),
  m(
    0,
    'action',
    'I hold it with an E-C grip: thumb and index finger pressing the mask, the other three fingers on the bony jaw.',
    [ok(13)],
  ),
  m(0, 'action', 'The seal is tight now, no hissing and no air escaping at the sides.', [ok(14)]),
  m(0, 'action', 'I keep the rim well away from his eyes.', [ok(15)]),
  m(
    0,
    'several',
    "Mask the right way up, pointy bit at the nose, covering mouth and nose, E-C clamp, and I'm careful not to press on his eyes.",
    [ok(11), ok(12), ok(13), ok(15)],
  ),
  m(
    0,
    'several',
    'Its leaking so can you squeeze the bag for me, ill hold the mask with both hands, two thumbs on top and fingers under the jaw. Seal is good now',
    [ok(13), ok(14)],
  ),
  m(0, 'typo', 'mask covrs mouth n nose, good seel', [ok(12), ok(14)]),
  m(
    0,
    'action',
    'Mask is placed over the mouth and nose, apex at the nasal bridge, and held with a C and E.',
    [ok(11), ok(12), ok(13)],
  ),
  m(0, 'negation', "I'm not letting the top of the mask ride up onto his eyes.", [ok(15)]),
  m(0, 'negation', "Not pressing down with my whole hand - it's a C over the mask and E on the jaw.", [
    ok(13),
  ]),
  danger(0, 'I put the mask on with the pointy end down over his chin.', [wrong(11)]),
  danger(0, 'Turned the mask round the other way, it seems to sit better upside down on him.', [wrong(11)]),
  danger(0, 'Mask just over his mouth, his nose can stick out above it.', [wrong(12)]),
  danger(0, 'Only his nose needs covering, his mouth is shut anyway.', [wrong(12)]),
  danger(0, 'I press the mask on with my flat palm over the top of it.', [wrong(13)]),
  danger(0, "It leaks a bit but I'll keep going one-handed, no need for a second person.", [
    wrong(13),
    wrong(14),
  ]),
  danger(0, "There's a hiss round the sides, I'll just squeeze harder to make up for it.", [
    wrong(14),
    wrong(18),
  ]),
  danger(0, 'big leak at the left cheek, never mind, some air is getting in', [wrong(14)]),
  danger(0, 'I rest my fingers on his eyelids to steady the mask.', [wrong(15)]),
  danger(0, 'Push the top of the mask up on his eyes, it seals better there.', [wrong(15)]),
  danger(0, 'I brace my thumb in his eye socket to keep the mask from slipping.', [wrong(15)]),
  m(0, 'typo', 'mask on teh right way round, nose end at the top', [ok(11)]),
  danger(0, 'Flip the mask so the wide bit sits over his nose, it covers more that way.', [wrong(11)]),
  m(0, 'shorthand', 'mask: nose+mouth covered, off eyes', [ok(12), ok(15)]),
  danger(0, 'The mask sits on his chin and lips, the nostrils are just above the rim, close enough.', [
    wrong(12),
  ]),
  m(0, 'question', 'Does the mask need to cover his nose as well, or only the mouth?', [none(12)]),
  danger(0, 'nurse pls press on his forehead and eyes to hold his head still while I bag', [wrong(15)]),
  m(0, 'hypothetical', "If the mask is so big that it touches his eyes I'd swap it for a smaller one.", [
    none(15),
    none(8),
  ]),
  m(0, 'question', 'Do I hold the mask with one hand or do we go two person straight away?', [none(13)]),
  m(
    0,
    'hypothetical',
    'If I cannot get a seal with one hand, I will ask the nurse to bag and hold the mask with both of mine.',
    [none(13), none(14)],
  ),

  // ---- Phase 0: safe messages
  safe(0, 'answer', "What's his heart rate right now?"),
  safe(0, 'answer', 'Does he still have a pulse?'),
  safe(0, 'answer', 'how long ago was the second lorazepam given?'),
  safe(0, 'hint', 'ok, what next'),
  safe(0, 'hint', "I'm not sure what to do first, sorry"),
  safe(0, 'acknowledge', 'Can someone stay with mum and explain what is happening?'),
  safe(0, 'acknowledge', 'Check a capillary glucose please.'),
  safe(0, 'acknowledge', 'Note the time we found him apnoeic, please.'),
  safe(0, 'answer', 'Is his IV still working?'),
  safe(
    0,
    'acknowledge',
    'Somebody get the intubation trolley and the airway drugs ready for the anaesthetist.',
  ),
  safe(0, 'hint', 'hmm'),
  safe(0, 'answer', 'what were his sats before the seizure?'),

  // ---- Phase 1: head position (BMV-3)
  m(1, 'action', 'Head in a neutral sniffing position, a small folded towel under his occiput.', [ok(3)]),
  m(1, 'action', 'I line his ear canal up with the front of his shoulder, chin not pushed back.', [ok(3)]),
  m(1, 'shorthand', 'sniffing pos, towel under occiput, no hyperext', [ok(3)]),
  m(1, 'typo', 'sniffin position, not to far back', [ok(3)]),
  m(
    1,
    'negation',
    "I won't extend his neck all the way back like an adult, just neutral with a little lift under the head.",
    [ok(3)],
  ),
  m(1, 'negation', "No shoulder roll for him, he's four, just a thin pad under the head.", [ok(3)]),
  danger(1, 'Tip his head right back as far as it will go.', [wrong(3)]),
  danger(
    1,
    "Put a big pillow behind his head so his chin's down on his chest.",
    [wrong(3)],
    'Flexion closes the airway.',
  ),
  danger(1, 'Roll a thick towel under his shoulders and let the head drop back over it.', [wrong(3)]),
  danger(1, 'full neck extension, like we do in adults', [wrong(3)]),
  danger(1, 'I crank his head back hard so the airway is really straight.', [wrong(3)]),
  m(1, 'question', 'Does a 4 year old need a shoulder roll or something under the head?', [none(3)]),

  // ---- Phase 1: opening the airway (BMV-4)
  m(1, 'action', 'Head tilt, chin lift, my fingers on the bony part of his chin.', [ok(4)]),
  m(1, 'action', 'Jaw thrust from behind, fingers behind the angles of the mandible, pushing it forward.', [
    ok(4),
  ]),
  m(1, 'shorthand', 'HTCL, fingers on bone', [ok(4)]),
  m(1, 'typo', 'chin lfit with head tilt, fingres on the mandible not the soft bit', [ok(4)]),
  m(
    1,
    'several',
    'I put his head neutral with a towel under it and open the airway with a chin lift, two fingers on the jaw bone.',
    [ok(3), ok(4)],
  ),
  m(1, 'negation', 'Not pressing into the soft tissue under his chin, fingertips on the jaw bone only.', [
    ok(4),
  ]),
  danger(1, 'I push up into the soft bit under his chin to lift the tongue.', [wrong(4)]),
  danger(1, 'Grab under his jaw and squeeze the floppy tissue up to open it.', [wrong(4)]),
  danger(1, 'I dig my fingers in under the chin, in the soft area, and pull up.', [wrong(4)]),
  danger(1, 'thumb pressed into the middle of his throat under the chin to hold it open', [wrong(4)]),
  m(1, 'hypothetical', 'If the chin lift does not work I would switch to a jaw thrust.', [none(4)]),

  // ---- Phase 1: mask hand opens the airway (BMV-17)
  m(1, 'action', 'The last three fingers of my mask hand lift his mandible up into the mask.', [ok(17)]),
  m(1, 'action', 'I bring his face up into the mask instead of pushing the mask down on him.', [ok(17)]),
  m(1, 'shorthand', 'E fingers lifting jaw into mask', [ok(17)]),
  m(
    1,
    'several',
    'Same hand holds the mask and pulls the jaw up into it - C on the mask, E on the jaw - and the seal is good.',
    [ok(13), ok(17), ok(14)],
  ),
  danger(1, 'I push the mask down hard on his face to seal it, the jaw can stay where it is.', [wrong(17)]),
  danger(1, 'Press the mask down until his chin sinks back, that seals it.', [wrong(17)]),
  danger(1, "I'll lean my weight on the mask with both hands to press it into his face.", [wrong(17)]),

  // ---- Phase 1: squeeze (BMV-18)
  m(1, 'action', 'Squeeze gently over about a second until I see his chest rise, then let go.', [ok(18)]),
  m(1, 'shorthand', '1 sec squeeze, just to chest rise', [ok(18)]),
  m(1, 'typo', 'gentle sqeeze, one secnd, stop when chest rises', [ok(18)]),
  m(1, 'negation', "I won't empty the whole bag, only enough volume to lift the chest, over one second.", [
    ok(18),
  ]),
  danger(1, 'Squeeze the bag flat with both hands every breath.', [wrong(18)]),
  danger(1, 'Quick sharp squeezes to punch the air through.', [wrong(18)]),
  danger(1, 'Really give it some welly so it gets past the secretions.', [wrong(18)]),
  danger(1, 'I empty the whole bag into him each time, to be sure.', [wrong(18)]),
  danger(1, 'pump it in fast and hard, he needs the oxygen', [wrong(18)]),
  danger(1, "Squeeze until it won't squeeze any more, then release.", [wrong(18)]),
  m(1, 'question', 'How hard should I squeeze the bag for him?', [none(18)]),

  // ---- Phase 1: rate (BMV-19)
  m(1, 'action', 'One breath every two to three seconds, about 24 a minute.', [ok(19, { ratePerMin: 24 })]),
  m(1, 'action', 'Twenty breaths a minute, counting squeeze-two-three.', [ok(19, { ratePerMin: 20 })]),
  m(1, 'shorthand', 'RR 25/min via BVM', [ok(19, { ratePerMin: 25 })]),
  m(1, 'typo', 'bagging at abuot 24 per minuet', [ok(19, { ratePerMin: 24 })]),
  danger(1, 'Bag at 40 a minute to catch up on his oxygen.', [wrong(19, { ratePerMin: 40 })]),
  danger(1, 'One breath every six seconds, the same as an adult.', [wrong(19, { ratePerMin: 10 })]),
  danger(1, 'Twelve a minute should be plenty.', [wrong(19, { ratePerMin: 12 })]),
  danger(
    1,
    'I start 30 compressions to 2 breaths.',
    [wrong(19)],
    'He has a pulse: CPR ratios, not rescue breathing.',
  ),
  danger(1, 'breathe for him every ten seconds or so', [wrong(19, { ratePerMin: 6 })]),
  danger(1, 'as many breaths as I can squeeze in, sixty a minute', [wrong(19, { ratePerMin: 60 })]),
  m(1, 'question', 'What rate do I bag a four year old with a pulse at?', [none(19)]),
  m(1, 'hypothetical', 'If his heart rate started dropping I would check my rate was still about 20 to 30.', [
    none(19),
  ]),

  // ---- Phase 1: several, with and without errors
  m(1, 'several', 'I squeeze over one second, just till the chest comes up, every 2-3 s.', [ok(18), ok(19)]),
  m(1, 'several', 'sniff position, chin lift, 24/min, gentle squeezes', [
    ok(3),
    ok(4),
    ok(19, { ratePerMin: 24 }),
    ok(18),
  ]),
  m(
    1,
    'several',
    "We'll put his head neutral, lift the jaw into the mask with the same hand, and give a breath every 2 to 3 seconds.",
    [ok(3), ok(17), ok(19)],
  ),
  danger(1, 'Head tilted right back, bag fast at forty.', [wrong(3), wrong(19, { ratePerMin: 40 })]),
  danger(1, 'Sniffing position is good, and I give big hard squeezes at about twenty a minute.', [
    ok(3),
    wrong(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(1, 'Neutral head and a chin lift, then I just squeeze as quickly as I can.', [
    ok(3),
    ok(4),
    wrong(18),
    wrong(19),
  ]),
  danger(
    1,
    'Stop bagging for a minute while I go and look for the intubation kit myself.',
    [wrong(20)],
    'Leaves the apnoeic child unventilated.',
  ),

  // ---- Phase 1: safe
  safe(1, 'answer', 'Is his chest moving at all?'),
  safe(1, 'answer', 'what are the sats doing now'),
  safe(1, 'hint', 'next step?'),
  safe(1, 'acknowledge', 'Please ask someone to bring the end-tidal CO2 monitor.'),
  safe(1, 'acknowledge', 'Can the nurse document the times and what we have given?'),
  safe(1, 'hint', 'I think I am stuck, the chest still barely rises'),
  safe(1, 'answer', 'What was his blood sugar?'),
  safe(1, 'acknowledge', 'tell ICU we will probably need a bed'),
  safe(1, 'hint', 'ok'),

  // ---- Phase 2: adjunct choice (BMV-5)
  m(
    2,
    'action',
    'No gag, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'action', 'Nasopharyngeal airway, sized from the tip of his nostril to the tragus of his ear.', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(2, 'shorthand', 'OPA, sized incisors to angle of mandible', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'gudel airway, mesured from corner of mouth to the jaw angle', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'I hold the Guedel against the side of his face: flange at the corner of the mouth, tip reaches the angle of the jaw. That one fits.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'negation',
    "He's gagging on the sucker, so no oral airway - I'll measure a nasal one from nostril to tragus instead.",
    [ok(5, { adjunct: 'npa' })],
    'Gag present in this message: the NPA is the right call.',
  ),
  m(2, 'negation', "I'm not putting an airway in yet, let me get the ventilation right first.", [none(5)]),
  danger(2, "He's gagging on it but I'll get the Guedel in anyway.", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Grab the biggest oral airway we have, the adult one, it will reach further.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'I size the oral airway from his lips to the tip of his chin.', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'Just pick any OPA from the drawer, they are all about the same.', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'the tiny 000 guedel from the neonatal box', [wrong(5, { adjunct: 'opa' })]),
  m(2, 'question', 'Should it be an oral or a nasal airway for him?', [none(5)]),
  m(2, 'hypothetical', 'If he starts to gag I would take the OPA out and put in a nasal airway.', [none(5)]),

  // ---- Phase 2: inserting (BMV-6)
  m(
    2,
    'action',
    'Tongue depressor to hold the tongue down, then slide the OPA in the right way up following the curve of the tongue.',
    [ok(6)],
  ),
  m(
    2,
    'action',
    'Lubricate the NPA and pass it straight back along the floor of the nose, bevel towards the septum.',
    [ok(6)],
  ),
  m(2, 'shorthand', 'OPA in concave down over tongue depressor', [ok(6)]),
  m(2, 'typo', 'insrt the oral airway right way up with a tounge depresor', [ok(6)]),
  m(
    2,
    'several',
    'No gag: OPA sized corner of mouth to angle of jaw, in with a tongue blade the right way up.',
    [ok(5, { adjunct: 'opa' }), ok(6)],
  ),
  danger(2, "It's meeting resistance but I'll force it.", [wrong(6)]),
  danger(2, 'I push the nasal airway upwards towards his eye.', [wrong(6)]),
  danger(2, 'Just ram the Guedel in past his teeth.', [wrong(6)]),
  danger(
    2,
    'I push the oral airway in without holding the tongue and it shoves the tongue back - keep going.',
    [wrong(6)],
  ),
  danger(2, 'nasal airway dry, no lube, just twist it in hard', [wrong(6)]),

  // ---- Phase 2: reassessment (BMV-7) and effective ventilation (BMV-20)
  m(
    2,
    'action',
    'After putting it in I check: is the chest rising, what are the sats, what is the heart rate?',
    [ok(7)],
  ),
  m(2, 'shorthand', 'reassess: chest rise / SpO2 / HR', [ok(7)]),
  m(
    2,
    'several',
    'Airway in, now I look again - chest rising with each breath, sats up to 90, heart rate 120.',
    [ok(7), ok(20)],
  ),
  m(2, 'action', 'His chest is rising with every breath and his saturations are climbing.', [ok(20)]),
  m(2, 'typo', 'chest is risng good and sats going up', [ok(20)]),
  m(2, 'action', 'Reassessing after the change: good bilateral chest rise, SpO2 improving, HR stable.', [
    ok(7),
    ok(20),
  ]),
  danger(2, "Airway's in, no need to look, just keep bagging.", [wrong(7)]),
  danger(2, "I won't bother checking the sats, he looks pinker.", [wrong(7)]),
  danger(2, "The chest isn't moving but I'll carry on the same, the sats will follow.", [wrong(20)]),
  danger(2, 'Take a break from bagging so I can write up the notes.', [wrong(20)]),
  danger(2, 'no chest rise still, but lets just keep at it and wait for the anaesthetist', [wrong(20)]),
  danger(2, "The sats probe fell off when he moved, leave it, we'll look later - keep bagging.", [wrong(7)]),
  m(
    2,
    'hypothetical',
    'If the chest is still not rising after the airway I would reposition and go two-person.',
    [none(20), none(13)],
  ),
  m(2, 'question', 'How will I know if the airway is helping?', [none(7)]),

  // ---- Phase 2: mixed and late errors
  danger(2, 'The OPA is in, so I can stop holding the jaw and just press the mask down.', [wrong(17)]),
  danger(2, 'Sats are up to 88, so I turn the oxygen off to save it.', [wrong(10)]),
  danger(2, "Since he's better I'll move to the side of the bed to chat to mum while I bag.", [wrong(16)]),
  danger(2, 'I bag harder and faster now that the airway is in, forty a minute.', [
    wrong(18),
    wrong(19, { ratePerMin: 40 }),
  ]),
  m(
    2,
    'several',
    'OPA sized and in, keep one-second breaths at about 20 a minute, and reassess chest, sats and heart rate.',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(18), ok(19, { ratePerMin: 20 }), ok(7)],
  ),

  // ---- Phase 2: safe
  safe(2, 'answer', 'Does he have a gag reflex?'),
  safe(2, 'answer', 'Is he moving at all now?'),
  safe(2, 'acknowledge', "Let's get a blood gas off the IV."),
  safe(2, 'hint', 'what now'),
  safe(2, 'acknowledge', 'Could someone update his parents?'),
  safe(2, 'acknowledge', "I'd like to hand over to the anaesthetist when they arrive."),
  safe(2, 'answer', 'What is his temperature?'),
];
