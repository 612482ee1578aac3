import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * Single messages on the new case: Mateo, 9 years (30 kg), apnoeic with a pulse after a lightning strike, spine not
 * cleared, blood in both ear canals (no nasal airway), blood-stained secretions, no gag reflex. Phase 0: help,
 * suction, equipment, head of the trolley; phase 1: in-line head, jaw thrust, mask, mask hand; phase 2: squeeze,
 * rate, oral airway; phase 3: reassessment, effective ventilation. Written blind (see README.md).
 */
export const LIGHTNING_MESSAGES: HeldOutUtterance[] = [
  // ---- Calling for help (BMV-1)
  m(
    0,
    'action',
    "He's stopped breathing. Put out a trauma call and a paediatric arrest call, and get the anaesthetist",
    [ok(1)],
  ),
  m(0, 'shorthand', 'apnoea, pulse +, SpO2 76 -> call for help', [ok(1)]),
  m(0, 'typo', 'somone call the resus team pls hes not breathin', [ok(1)]),
  m(
    0,
    'action',
    "Please phone the PICU registrar and tell them we've got a lightning-strike kid who has stopped breathing",
    [ok(1)],
  ),
  m(
    0,
    'action',
    'I am calling the help, we need anaesthesia and the trauma team, the child is not breathing',
    [ok(1)],
  ),
  m(0, 'hypothetical', "if the team is slow to arrive I'd ring the consultant at home", [none(1)]),
  m(0, 'question', 'should I call the trauma team or the paeds arrest team for this?', [none(1)]),
  danger(0, "I won't put out a call, the team are all in the other resus room with the car crash", [
    wrong(1),
  ]),
  danger(0, "Let's not make a fuss with a crash call, I'll just get on with it and see", [wrong(1)]),
  danger(0, "Just me and the nurse will do, we don't need the anaesthetist for bagging", [wrong(1)]),

  // ---- Suction (BMV-2)
  m(
    0,
    'action',
    'Yankauer suction to the blood and saliva in his mouth, tip only where I can see it, keeping his head still',
    [ok(2)],
  ),
  m(0, 'shorthand', 'suction: yankauer, oral, vision', [ok(2)]),
  m(0, 'typo', 'sukshun the blood from his mouth plz', [ok(2)]),
  m(0, 'negation', "no finger sweep, I can't see what's back there, suction only", [ok(2)]),
  m(0, 'question', 'Is there anything in his mouth I need to suck out?', [none(2)]),
  m(0, 'several', 'Crash bell pressed, and I take the Yankauer for the blood in his mouth', [ok(1), ok(2)]),
  danger(
    0,
    'Turn his head to the side so the blood drains out, then suction',
    [wrong(3), ok(2)],
    'Turning the head of a child whose spine is not cleared: scored on head position.',
  ),
  danger(0, "I'll scoop the blood clots out with my fingers, it's faster", [wrong(2)]),
  danger(0, 'Shove the Yankauer down his throat deep to get all the blood', [wrong(2)]),
  danger(0, "Suction for as long as it takes, I'm not stopping till the blood's gone", [wrong(2)]),
  danger(0, 'the 6 French feeding tube will do as a sucker for the clots', [wrong(2)]),
  danger(0, 'Use my fingers to pull the bits of tooth and blood out blind from the back of his mouth', [
    wrong(2),
  ]),

  // ---- Equipment (BMV-8, 9, 10)
  m(
    0,
    'several',
    'Child face mask that fits from the bridge of the nose to the chin cleft, a 500 ml self-inflating bag and oxygen at 15 litres a minute',
    [ok(8, { mask: 'child' }), ok(9, { bagMl: 500 }), ok(10, { o2LPerMin: 15 })],
  ),
  m(0, 'shorthand', 'child mask / adult BVM 1600 / O2 15 lpm', [
    ok(8, { mask: 'child' }),
    ok(9, { bagMl: 1600 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'typo', 'grab the biger bag, 500 mls, hook onto oxygen at twelve litres', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 12 }),
  ]),
  m(
    0,
    'action',
    "I'll check the mask against his face: the top sits on the bridge of his nose, the bottom on the cleft of his chin, it doesn't reach his eyes",
    [ok(8)],
  ),
  m(0, 'action', 'We pick the child mask, from the nose bridge to the chin cleft it is fitting', [
    ok(8, { mask: 'child' }),
  ]),
  m(0, 'action', 'flowmeter turned to 15 l/min, tubing on the bag, reservoir filling', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'shorthand', 'O2 15L -> BVM', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'action', "I'll take the adult self-inflating bag, he's 30 kilos", [ok(9)]),
  m(0, 'negation', "Not the infant bag, it's too small for him; the 500 mL one", [ok(9, { bagMl: 500 })]),
  m(0, 'negation', 'We are not starting without oxygen: the flow is at fifteen', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'question', 'What size mask for a 9 year old, child or small adult?', [none(8)]),
  m(0, 'question', 'Can I use the adult bag on a 30 kilo kid?', [none(9)]),
  m(0, 'hypothetical', "Should the oxygen run out, I'd swap to a full cylinder straight away", [none(10)]),
  danger(0, "Use the infant mask, it'll be easier to seal around his mouth", [wrong(8, { mask: 'infant' })]),
  danger(0, 'the large adult mask, size 5, goes up over his eyes but whatever', [
    wrong(8, { mask: 'adult' }),
    wrong(15),
  ]),
  danger(0, 'Mask: the round neonatal one, fine', [wrong(8, { mask: 'neonate' })]),
  danger(0, "The baby bag's closest, 250 mL, just use that", [wrong(9, { bagMl: 250 })]),
  danger(0, 'A 500 ml bag? no, the 220 ml one, less risk of overinflating', [wrong(9, { bagMl: 220 })]),
  danger(0, "Don't bother with oxygen, the bag has air in it and he's pink enough", [wrong(10)]),
  danger(0, 'O2 to 4 litres', [wrong(10, { o2LPerMin: 4 })]),
  danger(0, "oxygen's still on the paramedics' cylinder and it's empty, leave it, let's just start", [
    wrong(10),
  ]),
  danger(0, 'Oxygen at one litre, just a trickle into the bag', [wrong(10, { o2LPerMin: 1 })]),

  // ---- Head of the trolley (BMV-16)
  m(0, 'action', "Pull the trolley out from the wall, I'm standing at the head end behind him", [ok(16)]),
  m(0, 'shorthand', 'me at head of trolley', [ok(16)]),
  m(0, 'typo', 'going to the hed end of the trolly', [ok(16)]),
  m(0, 'action', "Get me behind his head, I'm ventilating from the top end", [ok(16)]),
  m(0, 'question', 'Where do you want me to stand, at his head?', [none(16)]),
  danger(0, "I'll bag him from the side while the nurse holds his head", [wrong(16)]),
  danger(0, "I'll ventilate from the right side of the trolley, I can't get behind because of the monitor", [
    wrong(16),
  ]),

  // ---- Leaving him unventilated
  danger(
    0,
    "Wait, before we ventilate let's get the burns dressed and a second line in",
    [wrong(20)],
    'The apnoeic child is left unventilated: scored on effective ventilation.',
  ),
  danger(0, "He's got a pulse, so just a non-rebreather at 15 and watch him", [wrong(20)]),

  // ---- Head and neck (BMV-3)
  m(
    1,
    'action',
    'Can you kneel at the side and hold his head in line with both hands while I open the front of the collar? Head stays neutral, no tilt',
    [ok(3)],
  ),
  m(1, 'shorthand', 'MILS, head neutral, no extension', [ok(3)]),
  m(1, 'negation', "I won't tilt his head back, his spine isn't cleared, neutral and in line", [ok(3)]),
  m(1, 'typo', 'keep his hed neutral, in line, not bending his neck', [ok(3)]),
  m(1, 'action', "Collar front opened, my colleague's got manual in-line stabilisation, head neutral", [
    ok(3),
  ]),
  m(1, 'question', 'Do we have to keep the collar on while I bag him?', [none(3)]),
  m(
    1,
    'hypothetical',
    "If the collar gets in the way of the mask, I'd have someone hold in-line stabilisation and undo the front",
    [none(3)],
  ),
  danger(1, 'Take the collar off and tilt his head back to open things up', [wrong(3), wrong(4)]),
  danger(1, "I'll put a pillow under his head so his neck bends forward into a proper sniffing position", [
    wrong(3),
  ]),
  danger(1, 'Turn his head gently to the left so the blood runs out of his mouth', [wrong(3)]),
  danger(1, "extend the neck a bit, lightning isn't really trauma", [wrong(3)]),
  danger(1, 'sit him up a bit and flex the neck to drain the blood', [wrong(3)]),
  danger(
    1,
    'Nurse, let go of his head, I need the space',
    [wrong(3)],
    'Stabilisation released with the collar open: the uncleared neck is no longer kept in line.',
  ),
  danger(1, "I'll take over his head myself and move it about, back and forth, until the bagging works", [
    wrong(3),
  ]),

  // ---- Opening the airway (BMV-4)
  m(1, 'action', 'jaw thrust: fingers behind the angles of his jaw, pushing it forward, no head tilt', [
    ok(4),
  ]),
  m(1, 'shorthand', 'jaw thrust, no HTCL (c-spine)', [ok(4)]),
  m(1, 'typo', 'jaw trust with both hands, thumbs on the mask, nurse bags', [ok(4), ok(13), ok(17)]),
  m(1, 'negation', "No head tilt-chin lift for him because of the neck, I'm doing a jaw thrust", [ok(4)]),
  m(1, 'action', 'we make the jaw thrust, fingers behind the angle of mandible, no moving of the neck', [
    ok(4),
    ok(3),
  ]),
  m(1, 'question', 'jaw thrust or chin lift here?', [none(4)]),
  danger(1, 'head tilt chin lift, it works better than a jaw thrust', [wrong(4)]),
  danger(1, "I'll lift his chin by pushing up under it with my thumb in the soft part", [wrong(4)]),
  danger(1, 'jaw thrust, but my fingers are dug into the soft tissue of his neck under the jaw', [wrong(4)]),
  danger(1, "chin lift with his head tipped back, the collar's off anyway", [wrong(3), wrong(4)]),
  danger(1, 'E-C grip, but my fingers are hooked into the soft bit under his chin', [ok(13), wrong(4)]),

  // ---- Mask positioning (BMV-11 to 15)
  m(
    1,
    'several',
    'mask on apex to the nasal bridge, covering nose and mouth, E-C grip with my left hand, tight seal',
    [ok(11), ok(12), ok(13), ok(14)],
  ),
  m(1, 'typo', 'narrow end on his nose, mouth and nose coverd, seal tite', [ok(11), ok(12), ok(14)]),
  m(1, 'action', "I've moved my thumb off his eye, the mask rim sits below the eyes now", [ok(15)]),
  m(1, 'shorthand', 'apex->nose, base->chin, covers M+N', [ok(11), ok(12)]),
  m(1, 'action', 'mask seal checked, no leak when the nurse squeezes', [ok(14)]),
  m(1, 'shorthand', 'eyes clear of mask', [ok(15)]),
  m(1, 'typo', 'I hold the mask with E-C grip, thumb+index on mask, other fingers on jawbone', [ok(13)]),
  m(1, 'several', 'Head held in line by the nurse, jaw thrust, mask apex on the nose, E-C clamp, good seal', [
    ok(3),
    ok(4),
    ok(11),
    ok(13),
    ok(14),
  ]),
  m(1, 'negation', 'not pressing near his eyes, the mask rests on the nose bridge', [ok(15)]),
  m(1, 'hypothetical', "If it still leaks with one hand, I'll switch to two hands and have someone squeeze", [
    none(13),
  ]),
  m(1, 'question', "How do I know if I've got a good seal?", [none(14)]),
  m(1, 'question', 'Does the pointy end of the mask go on his nose or his chin?', [none(11)]),
  danger(1, "Mask's upside down with the narrow bit on his chin, but it seals, leave it", [wrong(11)]),
  danger(1, 'I turned the mask round so the wide part is over his nose, it sits better over the blood', [
    wrong(11),
  ]),
  danger(1, 'mask over his mouth only, his nose is outside it', [wrong(12)]),
  danger(1, 'Mask sits up on his upper lip, so only his nostrils are covered', [wrong(12)]),
  danger(
    1,
    "I'm holding the mask with my fingers spread across his cheeks and my thumb pushing on his eye socket",
    [wrong(13), wrong(15)],
  ),
  danger(1, "I'll cup the mask in my whole hand and squash it on, no particular grip", [wrong(13)]),
  danger(1, "There's a hiss of air at the side with every breath but we'll live with it", [wrong(14)]),
  danger(1, "Leak round the chin, never mind, I'll just squeeze harder", [wrong(14), wrong(18)]),
  danger(1, 'Press the mask rim down onto his eyelids, that seals the top', [wrong(15)]),
  danger(1, 'Mask up on his nose bridge and over his eyes to get it to stay', [wrong(15)]),

  // ---- Mask hand opens the airway (BMV-17)
  m(
    1,
    'action',
    "with the three fingers on his jaw I'm pulling the jaw up into the mask rather than pushing the mask down",
    [ok(17)],
  ),
  m(1, 'typo', 'mask hand liftin his jaw up into the mask', [ok(17)]),
  m(1, 'action', 'The mask hand lifts the jaw, the other hand squeezes the bag', [ok(17)]),
  m(
    1,
    'action',
    'two-person: I hold the mask with both hands and lift the jaw into it, the nurse squeezes the bag',
    [ok(13), ok(17)],
  ),
  m(
    1,
    'negation',
    "I won't let go of the mask to lift the chin with my other hand, my mask hand does the lifting",
    [ok(17)],
  ),
  danger(1, 'Lean my weight on the mask to push it down on his face, his jaw can stay where it is', [
    wrong(17),
  ]),
  danger(1, "I'm holding the mask with one hand, the jaw isn't lifted but the nurse will do that later", [
    wrong(17),
  ]),
  danger(1, 'I press the mask down onto his face with both hands and let the jaw fall back', [wrong(17)]),

  // ---- Squeeze and rate (BMV-18, 19)
  m(2, 'action', 'Each breath slow over one second, stop when I see the chest begin to rise', [ok(18)]),
  m(2, 'action', 'breath every three seconds, twenty a minute', [ok(19, { ratePerMin: 20 })]),
  m(2, 'shorthand', '1s breaths, vol to chest rise, RR 20-25', [ok(18), ok(19)]),
  m(2, 'typo', 'squeez gently, one secnd, about twentyfive a minit', [ok(18), ok(19, { ratePerMin: 25 })]),
  m(2, 'several', "breaths over one second, one every 3 s, and I'm watching the chest each time", [
    ok(18),
    ok(19, { ratePerMin: 20 }),
  ]),
  m(2, 'negation', "I'm not going to hyperventilate him: 20 a minute, one-second breaths", [
    ok(19, { ratePerMin: 20 }),
    ok(18),
  ]),
  m(2, 'question', 'is 20 a minute right for him or should it be 12?', [none(19)]),
  m(2, 'hypothetical', "if his tummy starts to swell I'd use less volume per breath", [none(18)]),
  danger(2, "Squeeze the adult bag completely flat every time, he's a big lad", [wrong(18)]),
  danger(2, 'fast shallow bagging, 60 a minute', [wrong(18), wrong(19, { ratePerMin: 60 })]),
  danger(2, "I'll give a breath every 6 seconds, 10 a minute, that's what we do in arrests", [
    wrong(19, { ratePerMin: 10 }),
  ]),
  danger(2, 'Big forceful squeezes, as fast as I can, to get the oxygen in', [wrong(18), wrong(19)]),
  danger(2, "Let's stop bagging for a bit while we get the airways out of the cupboard", [wrong(19)]),
  danger(2, 'Give a breath whenever I remember, maybe every ten seconds', [wrong(19, { ratePerMin: 6 })]),
  danger(2, "I'm bagging at 40, he's hypoxic so more is better", [wrong(19, { ratePerMin: 40 })]),
  danger(2, 'big two-second squeezes with all the volume in the adult bag', [wrong(18)]),
  danger(2, "I'll let the student bag, one squeeze every second, fine", [wrong(19, { ratePerMin: 60 })]),

  // ---- Adjunct (BMV-5, 6)
  m(
    2,
    'action',
    'No gag, so an oropharyngeal airway, measured from the corner of his mouth to the angle of the jaw',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'negation',
    "Nothing in the nose, he's got blood in both ears, could be a base of skull fracture. Oral airway instead, sized mouth corner to jaw angle",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(2, 'negation', 'Not putting anything up his nose given the bloody ears, OPA only', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(
    2,
    'action',
    'Tongue depressor on the tongue, slide the OPA in following the curve, no rotating, gentle',
    [ok(6)],
  ),
  m(2, 'shorthand', 'OPA sz 2, measured, inserted w/ depressor', [ok(5, { adjunct: 'opa' }), ok(6)]),
  m(2, 'typo', 'oral airway in, mesured corner of mouth to the jaw angle, went in easy over the tung blade', [
    ok(5, { adjunct: 'opa' }),
    ok(6),
  ]),
  m(
    2,
    'action',
    "I think I'd go for an oral airway since he has no gag, and not a nasal one with that blood from his ears",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'Inserting the OPA under direct view, holding the tongue down with a blade, it sits with the flange at the lips',
    [ok(6)],
  ),
  m(2, 'question', 'Can I use a nasal airway on him?', [none(5)]),
  m(2, 'hypothetical', "If he gags when the OPA goes in I'd pull it out straight away", [none(6)]),
  danger(
    2,
    "Nasal airway please, sized to the tragus. I don't want to bother his mouth with the bitten tongue",
    [wrong(5, { adjunct: 'npa' })],
    'Blood in both ear canals: a basal skull fracture is not excluded, so a nasal airway is the wrong choice.',
  ),
  danger(2, "I'll pop an NPA in the right nostril, the blood in the ears is just from the eardrums", [
    wrong(5, { adjunct: 'npa' }),
  ]),
  danger(2, 'The NPA is measured from the nostril to the tragus, lubricated, and in it goes', [
    wrong(5, { adjunct: 'npa' }),
  ]),
  danger(2, "Grab the size 4 Guedel, he's almost an adult", [wrong(5, { adjunct: 'opa' })]),
  danger(2, 'The smallest Guedel will do, 50 mm, less trauma', [wrong(5, { adjunct: 'opa' })]),
  danger(2, "He's started gagging and biting on the oral airway, I'll tape it in and carry on", [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, 'Oral airway measured from the middle of his lips to the tip of his chin', [
    wrong(5, { adjunct: 'opa' }),
  ]),
  danger(2, "The OPA is catching on his teeth, I'll force it through", [wrong(6)]),
  danger(2, "I'll push the airway in tip first against his tongue, no depressor, it'll find its way", [
    wrong(6),
  ]),
  danger(
    2,
    'Insert the oral airway upside down and then rotate it 180 degrees at the back of the throat',
    [wrong(6)],
    'Rotation technique: not recommended in children (APLS); tongue depressor and direct insertion.',
  ),
  danger(2, "Shove the OPA in quickly, it pushes his tongue back a bit but it's in", [wrong(6)]),

  // ---- Reassessment and effective ventilation (BMV-7, 20)
  m(
    3,
    'action',
    'Reassessing after the airway: chest rising on both sides, sats now 90, heart rate up to 110',
    [ok(7), ok(20)],
  ),
  m(3, 'shorthand', 'reassess: chest rise ++, SpO2 90 up, HR 110', [ok(7), ok(20)]),
  m(3, 'typo', 'chest risin with every breth and sats going up', [ok(20)]),
  m(3, 'action', 'Let me look again: is the chest rising, what are the sats and heart rate doing?', [ok(7)]),
  m(3, 'action', 'Chest is rising on both sides and the sats have come up from 76 to 93', [ok(20)]),
  m(3, 'typo', 'reasess - chest ok, SpO2 93, HR 108', [ok(7), ok(20)]),
  m(3, 'action', "I'm watching the sats, heart rate and chest after each change", [ok(7)]),
  m(3, 'negation', "I'm not moving on until I've checked chest rise, sats and heart rate", [ok(7)]),
  m(3, 'question', 'What should I check now the airway is in?', [none(7)]),
  m(3, 'hypothetical', 'if the chest stops rising I would reassess the airway from the top', [none(7)]),
  danger(3, "Sats are stuck at 78 and the chest isn't moving, but let's just keep going the same way", [
    wrong(20),
  ]),
  danger(3, "Airway's in, we're done, no need to check him again", [wrong(7)]),
  danger(3, 'His stomach is blowing up with every squeeze and the chest barely moves, that is fine', [
    wrong(20),
  ]),
  danger(
    3,
    "sats 82 and falling, chest not moving; well, he's had a lightning strike, nothing more we can do",
    [wrong(20)],
  ),
  danger(3, "I won't look at the monitor, I'm concentrating on the bag", [wrong(7)]),
  danger(3, "stop bagging now the airway's in and see if he breathes on his own", [wrong(19)]),

  // ---- More phrasings
  m(1, 'action', 'Mask covers his nose and mouth completely, the lower rim on his chin', [ok(12)]),
  m(1, 'typo', 'no leek now, seal is gud', [ok(14)]),
  danger(
    1,
    "I'll hold the mask a little off his face so the blood can drain out the side, a small leak is fine",
    [wrong(14)],
  ),
  m(1, 'negation', 'Nope, not the mask on just his mouth, it has to go over the nose too', [ok(12)]),
  m(
    2,
    'negation',
    "I'm not putting a nasal airway in him",
    [none(5)],
    'A correct refusal that does nothing yet: named, not done.',
  ),
  m(
    1,
    'negation',
    "I'm not going to do a head tilt",
    [none(4)],
    'A correct refusal with no opening manoeuvre yet.',
  ),
  m(0, 'action', 'At the head of the trolley now, mask in my left hand, bag in my right', [ok(16)]),
  m(
    1,
    'action',
    'The mask I am putting with the small part on the nose, it is covering nose and mouth, and no air is escaping',
    [ok(11), ok(12), ok(14)],
  ),
  m(0, 'negation', "We're not using the paramedics' bag, it's the infant one; get the 500", [
    ok(9, { bagMl: 500 }),
  ]),
  danger(1, 'Two of us: the nurse holds the mask with her fingers over his eyes while I squeeze', [
    wrong(15),
  ]),
  m(2, 'action', 'OPA goes in gently over a tongue depressor, nothing forced', [ok(6)]),

  // ---- Safe: earns nothing
  safe(0, 'answer', "What's his heart rate?"),
  safe(0, 'answer', 'Where exactly was he struck? Was he thrown?'),
  safe(
    0,
    'acknowledge',
    "Cut his wet clothes off and put a warm blanket over him, he's soaked from the rain",
  ),
  safe(1, 'acknowledge', 'can someone look for an exit burn on his feet'),
  safe(0, 'hint', 'what should I do first'),
  safe(1, 'answer', "what's his blood pressure?"),
  safe(2, 'acknowledge', 'Get a 12-lead ECG when we can, lightning can cause arrhythmias'),
  safe(3, 'acknowledge', 'Send a CK, troponin and a urine for myoglobin'),
  safe(0, 'answer', 'How long was the CPR on the field?'),
  safe(1, 'hint', 'next'),
  safe(2, 'answer', 'Are his pupils still dilated?'),
  safe(3, 'acknowledge', "we'll need a CT of the head and neck once he's stable"),
  safe(0, 'acknowledge', 'Two IV lines please'),
  safe(1, 'acknowledge', 'Someone please talk to his dad in the relatives room'),
  safe(2, 'hint', "I'm not sure what's next, can you give me a clue"),
  safe(3, 'answer', "What's his temperature?"),
  safe(0, 'answer', 'any past medical history?'),
  safe(1, 'acknowledge', 'Check a glucose'),
  safe(3, 'acknowledge', 'document the time of the strike and of the CPR'),
  safe(2, 'hint', 'ok'),
  safe(
    0,
    'acknowledge',
    "Remember his dilated pupils don't mean much after lightning, we keep going",
    'A sound remark (fixed pupils are unreliable after a lightning strike): acknowledged, no item.',
  ),
  safe(1, 'answer', 'Has he got burns on his face?'),
  safe(3, 'hint', 'what else?'),
  safe(
    0,
    'acknowledge',
    "If he vomits we'll log-roll him onto his side with someone holding his head in line",
    'A sensible plan for vomit with an uncleared spine; not suction and not head positioning for ventilation.',
  ),
];
