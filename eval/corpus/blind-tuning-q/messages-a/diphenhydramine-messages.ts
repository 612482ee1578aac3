import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the new case (Nadia, 9 years, 28 kg, apnoeic after a diphenhydramine overdose, vomit in the
 * mouth, no gag, no injury). Phase 0: call, suction, equipment, head of the trolley; phase 1: head, airway, mask on,
 * hold, seal, jaw lift; phase 2: squeeze, rate, oral airway; phase 3: reassessment, effective ventilation.
 */
export const DIPHENHYDRAMINE_MESSAGES: HeldOutUtterance[] = [
  // Phase 0: recognising apnoea, calling for help
  m(
    0,
    'action',
    'Nadia is not breathing and her sats are 74 - call the resus team and anaesthetics now please',
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoeic w pulse, SpO2 74, HR 150 -> crash call', [ok(1)]),
  m(0, 'typo', 'shes apnic, get help in here fast', [ok(1)]),
  m(0, 'action', 'Somebody shout for help - she has stopped breathing', [ok(1)]),
  m(0, 'action', 'Necesito ayuda! call the team, she is not breathing, sats low', [ok(1)]),
  m(0, 'action', 'I press the emergency bell and ask the nurse to get the consultant and PICU', [ok(1)]),
  m(0, 'action', 'I would call for help straight away, she is apnoeic and hypoxic', [ok(1)]),
  m(0, 'shorthand', 'help called. apnoea/hypoxia recognised', [ok(1)]),
  m(0, 'typo', 'call for hlep, no resp effort, desaturating', [ok(1)]),
  m(0, 'action', "Can someone put out a paeds emergency call, she's stopped breathing after the seizure", [
    ok(1),
  ]),
  m(0, 'several', 'crash bell pressed and I start suctioning the vomit with the yankauer', [ok(1), ok(2)]),
  m(0, 'question', 'should I put out a paeds arrest call even though she has a pulse?', [none(1)]),
  m(0, 'question', 'is anyone from anaesthetics around to help?', [none(1)]),
  danger(0, "She's just sedated from the antihistamine, let her sleep it off and recheck in a bit", [
    wrong(1),
  ]),
  danger(
    0,
    'ring poison control first and find out the toxic dose, then we can decide about calling the team',
    [wrong(1)],
    'Sensible later, but it is put before help for an apnoeic child.',
  ),
  danger(0, "no need for the crash team, it's only a pill overdose", [wrong(1)]),
  danger(0, "if she's still not breathing after the ECG I'll get someone", [wrong(1)]),
  danger(0, "I'll call the registrar after I've done the bag mask bit myself, don't want to make a fuss", [
    wrong(1),
  ]),
  danger(
    0,
    "she's a bit blue but her breathing will come back once the midazolam wears off, no need to call",
    [wrong(1)],
  ),

  // Phase 0: vomit in the mouth
  m(0, 'action', 'Vomit in the mouth - Yankauer, suction it out under direct vision', [ok(2)]),
  m(0, 'shorthand', 'yankauer, suction vomitus, look as I go', [ok(2)]),
  m(0, 'typo', 'suck out the vommit with the big sucker pls', [ok(2)]),
  m(
    0,
    'action',
    'turn her head a little and suction the vomit from her mouth with a wide-bore rigid sucker',
    [ok(2)],
  ),
  m(0, 'negation', "I don't put my fingers in her mouth, Yankauer only, and only where I can see", [ok(2)]),
  m(0, 'action', 'I clear the vomit first with the yankauer before any bagging', [ok(2)]),
  m(0, 'typo', 'suctoin first, theres sick everywere in her mouth', [ok(2)]),
  m(0, 'question', 'is there suction set up at this bed?', [none(2)]),
  m(0, 'hypothetical', "if the Yankauer blocks with bits I'd swap to a fresh one", [none(2)]),
  danger(0, 'scoop the vomit out with my fingers, the bits are too big for suction', [wrong(2)]),
  danger(0, "use the thin 6 French catheter for the vomit, it's the one in my hand", [wrong(2)]),
  danger(0, "don't bother suctioning, just bag her, the oxygen is more important", [wrong(2)]),
  danger(0, 'stick the suction catheter deep down blindly to get the vomit from the back of the throat', [
    wrong(2),
  ]),
  danger(0, 'finger sweep first then suction whatever is left', [wrong(2)]),

  // Phase 0: equipment
  m(
    0,
    'several',
    'Mask from bridge of nose to cleft of chin, the small adult one fits her; adult self-inflating bag; oxygen 15 L/min',
    [ok(8, { mask: 'adult' }), ok(9), ok(10, { o2LPerMin: 15 })],
    'A small adult mask that fits from the bridge of the nose to the chin cleft is right for a 28 kg 9-year-old.',
  ),
  m(0, 'shorthand', 'child mask, BVM 1L, O2 15', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 1000 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'action', 'I pick the child mask - checked on her face, nose bridge to chin, not on the eyes', [
    ok(8, { mask: 'child' }),
    ok(15),
  ]),
  m(0, 'typo', 'mask size: childs one, fits from nose brigde to cleft of chin', [ok(8, { mask: 'child' })]),
  m(0, 'action', 'the 500 mL paediatric bag is the minimum for her size, I take that with the reservoir', [
    ok(9, { bagMl: 500 }),
  ]),
  m(0, 'action', 'oxygen connected to the bag, flowmeter opened to fifteen litres', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 12L/min into reservoir', [ok(10, { o2LPerMin: 12 })]),
  m(0, 'negation', 'not the infant bag, she is 28 kilos - adult 1.6 L self-inflating bag', [
    ok(9, { bagMl: 1600 }),
  ]),
  m(0, 'negation', "the mask isn't too big, doesn't reach her eyes, sits from nasal bridge to chin", [
    ok(8),
    ok(15),
  ]),
  m(0, 'action', 'we get the adult bag on 10 litres of oxygen and a child-size mask that fits her face', [
    ok(8, { mask: 'child' }),
    ok(9),
    ok(10, { o2LPerMin: 10 }),
  ]),
  m(0, 'typo', 'bvm 1000 ml, oxigen on 15 l/min, reservior bag inflated', [
    ok(9, { bagMl: 1000 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'question', 'for a 28 kg kid, child mask or small adult?', [none(8)]),
  m(0, 'question', 'which bag, 500 or the adult?', [none(9)]),
  m(0, 'question', 'oxygen 10 or 15 litres?', [none(10)]),
  m(0, 'hypothetical', 'if the child mask is too small I would go up to the small adult one', [none(8)]),
  danger(0, 'infant mask, the round small one', [wrong(8, { mask: 'infant' })]),
  danger(0, 'the large adult mask, it goes over her eyes but covers everything', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, 'the 240 ml bag is fine, she is not that big', [wrong(9, { bagMl: 240 })]),
  danger(0, "O2 at 4 L, don't want to give her too much oxygen", [wrong(10, { o2LPerMin: 4 })]),
  danger(0, 'skip the oxygen tubing, room air bagging first, oxygen when the nurse finds the flowmeter', [
    wrong(10),
  ]),
  danger(0, "the tubing's on the bag, I don't need to turn the flow on, it's self-inflating", [wrong(10)]),
  danger(0, 'neonatal bag and infant mask, smaller is safer for her lungs', [
    wrong(8, { mask: 'infant' }),
    wrong(9),
  ]),

  // Phase 0: where to stand
  m(0, 'action', 'I get behind her head at the top of the trolley', [ok(16)]),
  m(0, 'shorthand', 'pos: head of bed', [ok(16)]),
  m(0, 'typo', 'move to the head of the bead to bag', [ok(16)]),
  m(0, 'action', 'can we pull the trolley out from the wall so I can stand at her head', [ok(16)]),
  m(0, 'negation', "I won't bag from the side - going round to the head end", [ok(16)]),
  m(0, 'action', 'I ventilate standing at the head end, the nurse at her side on the monitor', [ok(16)]),
  danger(0, "I'll stay at her side to bag, I need to watch the monitor", [wrong(16)]),
  danger(0, "from the side is easier, I'm right handed", [wrong(16)]),
  danger(
    0,
    'Yankauer under vision for the vomit, child mask, 1 L bag, O2 15 - and I bag from beside her since the trolley is on the wall',
    [ok(2), ok(8, { mask: 'child' }), ok(9, { bagMl: 1000 }), ok(10, { o2LPerMin: 15 }), wrong(16)],
  ),
  danger(0, 'leave the trolley against the wall, I lean over from her left and bag', [wrong(16)]),

  // Phase 1: head position
  m(1, 'action', 'sniffing position with a folded towel under her head, neck not overextended', [ok(3)]),
  m(1, 'shorthand', 'head neutral-sniffing, ear canal level w/ shoulder', [ok(3)]),
  m(1, 'negation', 'not hyperextending her neck, just sniffing position', [ok(3)]),
  m(1, 'typo', 'sniffng position no hyperextention', [ok(3)]),
  m(1, 'question', 'how far back should I tilt her head?', [none(3)]),
  danger(1, 'extend the neck fully back, the more the better for the airway', [wrong(3)]),
  danger(1, 'shoulder roll under her and let her head hang back', [wrong(3)]),
  danger(1, "her head's flexed forward on two pillows, I leave it, she looks comfortable", [wrong(3)]),
  danger(
    1,
    'head tilt chin lift, mask the right way up, and her head goes way back, max extension, for a better airway',
    [ok(4), ok(11), wrong(3)],
  ),

  // Phase 1: opening the airway
  m(1, 'action', 'head tilt chin lift with my fingers on the bone of her chin', [ok(4)]),
  m(1, 'action', 'jaw thrust, fingers behind the angle of the jaw, pushing it forward', [ok(4)]),
  m(1, 'shorthand', 'HT-CL, bony chin only', [ok(4)]),
  m(1, 'negation', 'keeping my fingers off the soft tissue under her jaw', [ok(4)]),
  m(1, 'typo', 'chin lfit on the mandible, not the soft part', [ok(4)]),
  m(1, 'question', 'chin lift or jaw thrust? no trauma', [none(4)]),
  danger(1, 'I dig my fingers into the soft area under her chin to push the tongue up', [wrong(4)]),
  danger(1, "my fingers end up in the soft bit under the jaw, but it's opening the airway so I leave them", [
    wrong(4),
  ]),
  danger(
    1,
    'sniffing position, EC clamp, mask covering mouth and nose, and I push my fingertips into the soft tissue under the chin to hold it up',
    [ok(3), ok(12), ok(13), wrong(4)],
  ),

  // Phase 1: mask orientation and cover
  m(1, 'action', 'The mask goes on with the narrow end over the nose bridge, wide end at the chin', [ok(11)]),
  m(1, 'shorthand', 'mask apex -> nose, base -> chin', [ok(11)]),
  m(1, 'negation', "checked the mask isn't upside down", [ok(11)]),
  m(1, 'typo', 'mask the rigth way up, covering mouth and noze', [ok(11), ok(12)]),
  m(1, 'action', 'both mouth and nose are inside the mask', [ok(12)]),
  m(1, 'action', 'I make sure her nose and her mouth are both covered', [ok(12)]),
  m(1, 'shorthand', 'mask: nose + mouth covered, eyes clear', [ok(12), ok(15)]),
  m(1, 'question', 'should the mask cover the mouth only or mouth and nose?', [none(12)]),
  m(1, 'question', 'which end of the mask goes on the nose?', [none(11)]),
  danger(1, 'mask on with the pointy end on her chin', [wrong(11)]),
  danger(1, 'I put the mask on sideways, it fits better on her cheeks like that', [wrong(11)]),
  danger(1, "mask over her mouth only, the nose doesn't fit in", [wrong(12)]),
  danger(1, 'I cover her nose with the mask and leave her mouth outside the rim, it leaks less that way', [
    wrong(12),
  ]),

  // Phase 1: mask hold
  m(
    1,
    'action',
    'E-C clamp: C around the mask with thumb and index, E with the last three fingers on the mandible',
    [ok(13)],
  ),
  m(1, 'shorthand', 'EC hold L hand, R hand bag', [ok(13)]),
  m(1, 'typo', 'ec clamp on the mask, seal looks gud', [ok(13), ok(14)]),
  m(1, 'action', 'still leaking - nurse, can you squeeze the bag, I will hold the mask with both hands', [
    ok(13),
  ]),
  m(1, 'action', 'switching to two person: two-handed E-C by me, my colleague bags, no leak now', [
    ok(13),
    ok(14),
  ]),
  m(
    1,
    'several',
    'two hands on the mask in a double E-C, thumbs on the mask, fingers lifting the jaw into it',
    [ok(13), ok(17)],
  ),
  m(1, 'action', 'Can you bag for me? I need both hands on this mask, it keeps leaking', [ok(13)]),
  m(1, 'typo', 'too persons technique, i do the mask w two hands EC', [ok(13)]),
  m(1, 'question', 'should we do two-person bagging?', [none(13)]),
  m(1, 'hypothetical', 'if I cannot get a seal one-handed I would ask for a second person to bag', [
    none(13),
  ]),
  danger(1, "leaking, but I'll manage one-handed, everyone is busy", [wrong(13), wrong(14)]),
  danger(1, 'I just hold the mask on with my fingers spread over the top and press', [wrong(13)]),
  danger(1, 'I grab under her chin with my whole hand and hold the mask with my thumb', [
    wrong(13),
    wrong(4),
  ]),
  danger(1, 'mask on, I hold it with the fingertips of both hands pushing down on the dome, the nurse bags', [
    wrong(13),
    wrong(17),
  ]),

  // Phase 1: seal
  m(1, 'action', 'I adjust until there is no leak round the cushion, tight seal', [ok(14)]),
  m(1, 'shorthand', 'seal ok, no leak', [ok(14)]),
  m(1, 'action', 'listening for a hiss at the edges - none, the seal is good', [ok(14)]),
  m(1, 'negation', "no air escaping round the mask now, it's sealed", [ok(14)]),
  m(1, 'question', 'how do I check the seal?', [none(14)]),
  danger(1, 'small leak at the chin, it is fine, some of the breath still goes in', [wrong(14)]),
  danger(1, "the seal's not great but the bag's refilling so whatever", [wrong(14)]),
  danger(1, "air's escaping by her cheek, I'll just give bigger breaths to compensate", [
    wrong(14),
    wrong(18),
  ]),

  // Phase 1: eyes
  m(1, 'action', 'rim of the mask well below her eyes, no pressure on them', [ok(15)]),
  m(1, 'negation', "my fingers aren't anywhere near her eyes", [ok(15)]),
  m(1, 'typo', 'avoid preassure on the eys', [ok(15)]),
  m(1, 'several', 'mask the right way round, over mouth and nose, EC grip, tight seal, clear of her eyes', [
    ok(11),
    ok(12),
    ok(13),
    ok(14),
    ok(15),
  ]),
  danger(1, 'I rest my thumb on her eye socket to steady the mask', [wrong(15)]),
  danger(1, 'the top of the mask pushes on her eyes a bit, but the seal is perfect', [ok(14), wrong(15)]),
  danger(1, "mask is a bit high, touching the eyes, doesn't matter she is unconscious", [wrong(15)]),
  danger(1, 'mask on, covering mouth and nose, seal tight, my left thumb on her eye keeps it steady', [
    ok(12),
    ok(14),
    wrong(15),
  ]),

  // Phase 1: the mask hand opens the airway
  m(1, 'action', 'I lift her jaw up into the mask with the fingers of my mask hand', [ok(17)]),
  m(1, 'action', 'the E fingers pull the mandible up to the mask, I am not pushing the mask down', [
    ok(13),
    ok(17),
  ]),
  m(1, 'typo', 'jaw lift into the mask with same hand, dont push down', [ok(17)]),
  m(1, 'shorthand', 'face to mask, not mask to face', [ok(17)]),
  m(1, 'negation', "I'm not squashing the mask onto her face, I lift her jaw up to it", [ok(17)]),
  m(1, 'question', 'do I push the mask down or lift the jaw up?', [none(17)]),
  danger(1, 'I press the mask firmly down on her face, that keeps the airway open', [wrong(17)]),
  danger(1, 'push the mask hard into her face until it seals, her jaw can sag', [wrong(17)]),
  danger(1, "if it still won't seal I'll just lean my weight on the mask", [wrong(17)]),
  danger(1, 'I hold the mask and let go of the jaw between breaths, it is tiring', [wrong(17)]),

  // Phase 2: squeeze and rate
  m(2, 'action', 'one gentle squeeze over a second, just until I see the chest lift', [ok(18)]),
  m(2, 'shorthand', 'Ti 1s, vol to chest rise only', [ok(18)]),
  m(2, 'typo', 'sqeeze slow over 1 second, stop when chest rises', [ok(18)]),
  m(2, 'negation', 'not squeezing the whole bag - just enough for visible chest rise', [ok(18)]),
  m(2, 'action', 'breath every 3 seconds, 20 a minute', [ok(19, { ratePerMin: 20 })]),
  m(2, 'shorthand', 'rate 25/min', [ok(19, { ratePerMin: 25 })]),
  m(2, 'typo', 'bagging q3s, about twenty per minite', [ok(19, { ratePerMin: 20 })]),
  m(2, 'action', 'one every two seconds, thirty breaths in one minute', [ok(19, { ratePerMin: 30 })]),
  m(2, 'several', 'gentle one second breaths, chest rise only, 24 a minute', [
    ok(18),
    ok(19, { ratePerMin: 24 }),
  ]),
  m(
    2,
    'action',
    'The nurse bags, I count for her: in over one second, stop at chest rise, next one in 2-3 s',
    [ok(18), ok(19)],
  ),
  m(2, 'negation', "I'm not hyperventilating her, 20 to 30 a minute and no more", [ok(19)]),
  m(2, 'question', 'what rate for a nine year old with a pulse?', [none(19)]),
  m(2, 'question', 'how big should each breath be?', [none(18)]),
  danger(2, 'really squeeze the bag hard, she needs big breaths for the sats', [wrong(18)]),
  danger(2, 'fast sharp squeezes so the air gets past the tongue', [wrong(18)]),
  danger(2, 'bag her at 40 a minute to wash the CO2 out', [wrong(19, { ratePerMin: 40 })]),
  danger(2, 'about 10 breaths a minute, every 6 seconds, so I do not overinflate her', [
    wrong(19, { ratePerMin: 10 }),
  ]),
  danger(2, 'as fast as the bag refills, she is desaturating', [wrong(19)]),
  danger(2, 'gentle 1 s squeezes but one every second, she is really low', [
    ok(18),
    wrong(19, { ratePerMin: 60 }),
  ]),
  danger(2, 'if her chest still does not rise I will squeeze harder and faster till it does', [
    wrong(18),
    wrong(19),
  ]),
  danger(2, 'I empty the whole 1.6 litre bag into her each time, she is a big girl', [wrong(18)]),

  // Phase 2: oral or nasal airway
  m(
    2,
    'action',
    'No gag reflex, so an oropharyngeal airway: I measure corner of the mouth to the angle of the jaw',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'shorthand', 'OPA, sized mouth corner to jaw angle', [ok(5, { adjunct: 'opa' })]),
  m(2, 'typo', 'guedel sized from corner of mouth to angel of jaw', [ok(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'tongue depressor on her tongue, then the OPA slides in the right way up following the curve',
    [ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'several',
    'guedel measured incisors to angle of mandible, inserted the right way up over a tongue blade',
    [ok(5, { adjunct: 'opa' }), ok(6, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'nasal airway: sized from the tip of the nose to the tragus, lubricated, passed straight back along the floor of the nose',
    [ok(5, { adjunct: 'npa' }), ok(6, { adjunct: 'npa' })],
  ),
  m(
    2,
    'negation',
    "no gag and no head injury, so either adjunct is fine - I'll take the OPA, measured mouth corner to angle of jaw",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'typo', 'opa in with tongue depresser, not forcing it', [ok(6, { adjunct: 'opa' })]),
  m(2, 'shorthand', 'NPA 6.0, tip of nose -> tragus, lubed, straight back', [
    ok(5, { adjunct: 'npa' }),
    ok(6, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'action',
    "she's got no gag so I'd go for an oral airway, sized against her face, flange at the lips, tip at the angle of the jaw",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'question', 'OPA or NPA for her?', [none(5)]),
  m(2, 'hypothetical', 'if her gag comes back I would swap the OPA for a nasal airway', [none(5)]),
  m(2, 'question', 'how do I put the oral airway in a 9 year old?', [none(6)]),
  danger(2, 'put the 50 mm OPA in, the small one, less trauma', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'just take an OPA, any size, no time to measure', [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'size the oral airway from her front teeth to her chin', [wrong(5, { adjunct: 'opa' })]),
  danger(2, "I don't care if she gags, the OPA goes in", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'I push the OPA straight in, if the tongue gets pushed back whatever', [
    wrong(6, { adjunct: 'opa' }),
  ]),
  danger(2, 'NPA goes in pointing up towards the top of her head', [wrong(6, { adjunct: 'npa' })]),
  danger(2, "there's resistance in the nose but I'll force the NPA through", [wrong(6, { adjunct: 'npa' })]),
  danger(2, 'OPA measured corner of mouth to jaw angle, then I ram it in without a tongue depressor', [
    ok(5, { adjunct: 'opa' }),
    wrong(6, { adjunct: 'opa' }),
  ]),

  // Phase 3: reassessment and effective ventilation
  m(3, 'action', 'Reassess after the OPA: chest rising? sats? heart rate?', [ok(7)]),
  m(3, 'shorthand', 're-Ax: chest rise, SpO2, HR', [ok(7)]),
  m(3, 'typo', 'reasses chest movment, sats and HR', [ok(7)]),
  m(3, 'action', 'I look at the chest and the monitor after each change', [ok(7)]),
  m(3, 'action', 'the chest is rising nicely with each breath and the sats are up to 93', [ok(20)]),
  m(3, 'several', 'reassessing: good chest rise both sides, SpO2 climbing from 88 to 95, HR 132', [
    ok(7),
    ok(20),
  ]),
  m(3, 'shorthand', 'chest up each breath, sats rising', [ok(20)]),
  m(3, 'typo', 'good chest rize and sats improoving', [ok(20)]),
  m(3, 'action', 'I watch her chest go up with every squeeze, and the sats come up to the 90s', [ok(20)]),
  m(3, 'action', 'After the airway went in I rechecked: chest moving, sats 90, heart rate 130', [ok(7)]),
  m(3, 'question', 'how do I know if the ventilation is working?', [none(20)]),
  danger(3, 'the OPA is in so no need to re-check anything', [wrong(7)]),
  danger(3, 'I will reassess once the team arrives, keep bagging for now', [wrong(7)]),
  danger(3, "I won't look at the monitor now, it's distracting, just keep bagging", [wrong(7)]),
  danger(3, "chest is barely moving but sats are 85, that's fine, keep going", [wrong(20)]),
  danger(3, "no chest rise but I'm squeezing, so air must be going in somewhere", [wrong(20)]),
  danger(3, 'sats stuck at 82 and the chest hardly moves, but she is pink-ish so I carry on the same', [
    wrong(20),
  ]),
  danger(3, 'sats 95 now, so I speed up to 40 a minute to get her to 100', [wrong(19, { ratePerMin: 40 })]),

  m(3, 'action', 'Es sube el pecho - sorry, her chest is rising with every breath now and sats 94', [ok(20)]),
  m(3, 'action', 'we are ventilating well: visible chest rise, SpO2 up to 96 and still climbing', [ok(20)]),
  m(3, 'shorthand', 'BVM effective: chest rise +, SpO2 92->97', [ok(20)]),
  danger(3, "chest doesn't move but the bag squeezes easily, so I guess it's going in", [wrong(20)]),
  m(1, 'action', 'The mask is placed over her nose and mouth, narrow end up', [ok(11), ok(12)]),
  m(1, 'typo', 'maks covers mouth+nose, not on the eyes', [ok(12), ok(15)]),
  danger(1, 'mask sits with its top edge on her lower eyelids, good seal though', [wrong(15), ok(14)]),
  m(
    2,
    'action',
    'The OPA is inserted over a tongue depressor, its tip following the tongue to the back of the mouth',
    [ok(6, { adjunct: 'opa' })],
  ),
  danger(
    2,
    'rotate the OPA in upside down, and if it catches on something I just push harder',
    [wrong(6, { adjunct: 'opa' })],
    'Rotation may be acceptable at 9 years; forcing it against resistance is not.',
  ),

  // Safe: earn nothing
  safe(0, 'hint', 'ok what next'),
  safe(0, 'hint', "i'm stuck"),
  safe(1, 'hint', 'next pls'),
  safe(2, 'hint', 'what should I do now?'),
  safe(3, 'hint', 'now what'),
  safe(1, 'hint', 'um, ok'),
  safe(0, 'answer', 'how many tablets did she take?'),
  safe(0, 'answer', 'what are her pupils like?'),
  safe(0, 'answer', 'does she have an IV?'),
  safe(1, 'answer', 'whats the ECG showing? QRS wide?'),
  safe(1, 'answer', 'temperature?'),
  safe(2, 'answer', 'what time did she take the pills?'),
  safe(0, 'answer', 'is mum here? did she see what happened?'),
  safe(3, 'answer', 'what was her glucose?'),
  safe(0, 'acknowledge', '12-lead ECG please'),
  safe(1, 'acknowledge', 'call poison control for advice'),
  safe(2, 'acknowledge', 'QRS is wide so give sodium bicarbonate 1-2 mEq/kg IV'),
  safe(3, 'acknowledge', 'midazolam drawn up in case she seizes again'),
  safe(3, 'acknowledge', 'let PICU know, she will need a bed and intubation'),
  safe(1, 'acknowledge', 'can someone stay with mum and explain'),
  safe(2, 'acknowledge', 'check a glucose'),
  safe(3, 'acknowledge', 'cooling measures, she is hot'),
  safe(2, 'acknowledge', 'venous gas and electrolytes please'),
];
