import type { HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/** Chloe, 14 years, 50 kg: amitriptyline overdose, GCS 3, apnoeic with a pulse, vomit in the mouth, no gag, no trauma. */
export const TCA_MESSAGES: HeldOutUtterance[] = [
  // ---------- Phase 0: recognition, help, suction, equipment, head of the bed ----------
  m(
    0,
    'action',
    'She is not breathing, she has a pulse. I call for help: resus team and anaesthetics now please.',
    [ok(1)],
  ),
  m(0, 'shorthand', 'Apnoea w/ pulse -> call 2222 peds', [ok(1)]),
  m(0, 'action', 'We need help in here, can somebody get the consultant and the ICU registrar', [ok(1)]),
  m(0, 'typo', 'shes apnoic, cal for help', [ok(1)]),
  m(0, 'action', 'Nurse, please put out a crash call, she has stopped breathing', [ok(1)]),
  m(0, 'action', 'I recognise she is apnoeic. Calling for help now.', [ok(1)]),
  danger(0, "Let's put her in the recovery position and wait for anaesthetics to come and tube her", [
    wrong(1),
  ]),
  danger(0, 'Give the bicarb first and see if she starts breathing once the QRS narrows', [wrong(1)]),
  danger(
    0,
    "Just put the non-rebreather on at 15 L and we'll wait for the anaesthetist",
    [wrong(1)],
    'a face mask does not ventilate an apnoeic patient: delayed ventilation',
  ),
  danger(0, 'Sternal rub and shout her name, give it a minute before we bag', [wrong(1)]),
  danger(0, "Hang on, I'll run and get the adult bag from resus 2", [wrong(1)]),
  danger(0, 'naloxone first, if it is opioids she will wake up and we will not need to bag', [wrong(1)]),
  m(0, 'question', 'Do I call anaesthesia now or can I handle the airway myself first?', [none(1)]),

  m(0, 'action', 'I suction the vomit out of her mouth with the Yankauer', [ok(2)]),
  m(
    0,
    'action',
    'Yankauer on the wall suction, clearing the vomit from the mouth and the back of the throat under vision',
    [ok(2)],
  ),
  m(0, 'shorthand', 'sx oropharynx w/ Yankauer', [ok(2)]),
  m(0, 'negation', 'No finger sweep for the vomit, Yankauer only', [ok(2)]),
  m(0, 'typo', 'suck out the vomitt with the yankeur', [ok(2)]),
  m(0, 'action', 'The vomit is chunky so I use the big rigid sucker, and a large bore catheter after', [
    ok(2),
  ]),
  m(0, 'action', 'Vomit was suctioned from the mouth with the Yankauer, quickly, then we bag', [ok(2)]),
  danger(0, "I'll scoop the vomit out with two fingers", [wrong(2)]),
  danger(0, 'Sweep her mouth with a gauze on my finger, right to the back', [wrong(2)]),
  danger(0, 'suction with a thin 8 French catheter', [wrong(2)], 'too narrow for particulate vomit'),
  danger(0, 'Keep suctioning until every bit of vomit is gone before any breaths, however long that takes', [
    wrong(1),
  ]),
  m(0, 'question', 'Is the Yankauer enough for chunks or do I need something bigger?', [none(2)]),
  m(0, 'hypothetical', 'if she vomits again while I bag I would stop, suction with the Yankauer and go on', [
    none(2),
  ]),

  m(0, 'action', 'I take an adult mask that fits from the bridge of her nose to the cleft of her chin', [
    ok(8, { mask: 'adult' }),
  ]),
  m(0, 'action', 'Small adult face mask please', [ok(8, { mask: 'adult' })]),
  m(0, 'shorthand', 'adult mask, size 4', [ok(8, { mask: 'adult' })]),
  m(0, 'typo', 'adlut mask, checked it sits nose bridge to chin', [ok(8, { mask: 'adult' })]),
  danger(0, 'infant mask, that is the only one on the trolley', [wrong(8, { mask: 'infant' })]),
  danger(0, 'Give me the newborn mask, I will just press it over her mouth', [
    wrong(8, { mask: 'neonate' }),
    wrong(12),
  ]),
  m(0, 'question', 'Adult mask or the big child mask for a 50 kilo 14 year old?', [none(8)]),

  m(0, 'action', 'I take the adult self-inflating bag, 1500 mL', [ok(9, { bagMl: 1500 })]),
  m(0, 'shorthand', 'adult BVM 1.6 L', [ok(9, { bagMl: 1600 })]),
  m(0, 'action', 'We use the adult Ambu bag with the reservoir', [ok(9)]),
  danger(0, 'the 250 ml baby bag will do', [wrong(9, { bagMl: 250 })]),
  danger(0, 'use the neonatal bag, it is already set up on the trolley', [wrong(9)]),

  m(0, 'action', 'Connect the bag to oxygen, 15 litres per minute', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'shorthand', 'O2 15L/min to BVM', [ok(10, { o2LPerMin: 15 })]),
  m(0, 'typo', 'oxygen on the bag at tweleve litres', [ok(10, { o2LPerMin: 12 })]),
  m(0, 'action', 'Nurse, attach the O2 tubing to the bag and open the flowmeter to ten', [
    ok(10, { o2LPerMin: 10 }),
  ]),
  danger(0, 'Room air is fine for now, the sats will come up once we bag', [wrong(10)]),
  danger(0, 'O2 at 4 L on the bag', [wrong(10, { o2LPerMin: 4 })]),
  m(0, 'question', 'how much oxygen flow on the bag?', [none(10)]),

  m(0, 'action', 'I stand at the head of the bed', [ok(16)]),
  m(0, 'action', 'Going round to stand behind her head, move the trolley off the wall please', [ok(16)]),
  m(0, 'shorthand', 'pos: HOB', [ok(16)]),
  danger(0, "I'll bag from the side of the bed, it's where the monitor is", [wrong(16)]),
  danger(0, 'I kneel next to her chest and bag from there', [wrong(16)]),

  m(
    0,
    'several',
    'Call for help, suction the vomit with a Yankauer, adult mask and adult bag on 15 L oxygen, I stand at the head',
    [ok(1), ok(2), ok(8, { mask: 'adult' }), ok(9), ok(10, { o2LPerMin: 15 }), ok(16)],
  ),
  m(
    0,
    'several',
    'She is apnoeic, we call for help and suction her mouth with the yankauer, no finger sweep',
    [ok(1), ok(2)],
  ),
  m(0, 'several', 'Adult mask and 1500 ml bag, oxygen 15 L', [
    ok(8, { mask: 'adult' }),
    ok(9, { bagMl: 1500 }),
    ok(10, { o2LPerMin: 15 }),
  ]),
  m(0, 'several', 'Yo me pongo en la cabeza and I suction the vomit with yankauer', [ok(16), ok(2)]),
  m(0, 'shorthand', 'help called, sx, adult BVM+O2 15, adult mask, HOB', [
    ok(1),
    ok(2),
    ok(9),
    ok(10, { o2LPerMin: 15 }),
    ok(8, { mask: 'adult' }),
    ok(16),
  ]),

  safe(0, 'hint', 'hint please'),
  safe(0, 'hint', "I don't know what comes next"),
  safe(0, 'hint', 'ok'),
  safe(0, 'answer', 'How many tablets did she take?'),
  safe(0, 'answer', "What's the QRS on the monitor?"),
  safe(0, 'answer', 'When was she last seen well?'),
  safe(0, 'answer', 'Any sign of a head injury?'),
  safe(0, 'answer', 'What are her pupils like?'),
  safe(0, 'acknowledge', 'Sodium bicarbonate 1 mmol/kg IV for the broad QRS, someone draw it up'),
  safe(0, 'acknowledge', 'Somebody call the poisons centre'),
  safe(0, 'acknowledge', 'Can a nurse sit with mum and get the history of the tablets'),

  // ---------- Phase 1: head, airway opening, mask placement and hold ----------
  m(1, 'action', 'I put a small folded towel under her head to get her into the sniffing position', [ok(3)]),
  m(1, 'action', 'Head neutral, sniffing, not hyperextended', [ok(3)]),
  m(1, 'action', 'I line her ear up with the sternal notch, face parallel to the ceiling', [ok(3)]),
  m(1, 'negation', 'No shoulder roll, she is fourteen: a pad under the occiput instead', [ok(3)]),
  m(1, 'typo', 'snifing possition', [ok(3)]),
  danger(1, 'I crank her head back as far as it will go', [wrong(3)]),
  danger(1, 'Put a rolled blanket under her neck and let the head drop right back', [wrong(3)]),
  m(1, 'question', 'Does she need a shoulder roll or a pillow?', [none(3)]),

  m(1, 'action', 'Head tilt, chin lift, fingers on the bone of the jaw', [ok(4)]),
  m(1, 'action', 'I open her airway with a jaw thrust', [ok(4)]),
  m(1, 'shorthand', 'HTCL', [ok(4)]),
  m(1, 'typo', 'jaw thirst', [ok(4)]),
  m(1, 'negation', 'Chin lift, and I am not pressing on the soft tissue under her chin', [ok(4)]),
  danger(1, 'I press my thumb up into the soft bit under her chin to push the tongue up', [wrong(4)]),
  danger(1, 'dig the fingers into the floor of the mouth from below to open it', [wrong(4)]),
  m(1, 'hypothetical', 'if head tilt does not open it I would try a jaw thrust', [none(4)]),

  m(1, 'action', 'Mask with the narrow end over the bridge of the nose, the wide end on the chin', [ok(11)]),
  m(1, 'action', 'I place the mask the right way round, apex on the nose', [ok(11)]),
  danger(1, 'the mask is on upside down but the seal seems ok', [wrong(11)]),
  danger(1, "wide end on the nose, it's easier to hold that way", [wrong(11)]),

  m(1, 'action', 'The mask covers her nose and mouth', [ok(12)]),
  m(1, 'typo', 'mask over mouth and noze', [ok(12)]),
  danger(1, 'Mask just over her mouth, her nose is blocked with vomit anyway', [wrong(12)]),
  danger(1, 'I only cover the nose, her mouth is shut', [wrong(12)]),

  m(1, 'action', 'I hold the mask with an E-C clamp', [ok(13)]),
  m(1, 'action', 'Thumb and index finger on the mask in a C, three fingers on the jaw in an E', [ok(13)]),
  m(1, 'action', 'seal is not great, so two-handed hold by me and the nurse squeezes the bag', [ok(13)]),
  danger(1, 'I hold the mask on with my fist', [wrong(13)]),
  danger(1, 'There is a leak but I can manage alone, I will just keep going one handed', [
    wrong(13),
    wrong(14),
  ]),

  m(1, 'action', 'I get a good seal, no leak around the mask', [ok(14)]),
  m(1, 'action', "Listening for air escaping: none, the seal's tight", [ok(14)]),
  danger(1, "There's a big leak on the left side but some air goes in, carry on", [wrong(14)]),
  m(1, 'question', 'Is the seal okay?', [none(14)]),

  m(1, 'action', 'Mask rim below her eyes, no pressure on them', [ok(15)]),
  m(1, 'negation', 'Not pressing on her eyes', [ok(15)]),
  danger(1, 'mask sits across her eyes a bit, never mind, she is unconscious', [wrong(15)]),
  danger(1, 'I lean on the mask with my thumb on her eye socket for a better seal', [wrong(15)]),

  m(1, 'action', 'With the hand holding the mask I lift her jaw up into it', [ok(17)]),
  m(1, 'action', 'my mask hand does the chin lift too', [ok(17)]),
  m(1, 'typo', 'same hand pulls the jaw into the mask', [ok(17)]),
  danger(1, 'I push the mask down hard on her face, no need to lift the jaw', [wrong(17)]),

  m(1, 'several', 'the three fingers of my E-C grip lift her mandible up into the mask while I squeeze', [
    ok(13),
    ok(17),
  ]),
  m(
    1,
    'several',
    'Sniffing position with a pad under her head, head tilt chin lift, mask over nose and mouth, E-C clamp, tight seal, off the eyes',
    [ok(3), ok(4), ok(12), ok(13), ok(14), ok(15)],
  ),
  m(
    1,
    'several',
    'We put the mask on the right way round covering mouth and nose and lift the jaw into it with the same hand',
    [ok(11), ok(12), ok(17)],
  ),
  m(1, 'shorthand', 'neutral/sniff, JT, EC, seal ok, eyes clear', [ok(3), ok(4), ok(13), ok(14), ok(15)]),
  m(
    1,
    'several',
    'Ich mache Kopf überstrecken... sorry, just a little head tilt and chin lift, not overstretching, and EC griff on the mask',
    [ok(3), ok(4), ok(13)],
  ),
  m(
    1,
    'several',
    'The airway was opened with a jaw thrust and the mask was held with an EC grip with a good seal',
    [ok(4), ok(13), ok(14)],
  ),

  safe(1, 'hint', "I'm stuck"),
  safe(1, 'answer', 'What is her blood pressure now?'),
  safe(1, 'acknowledge', 'Get a 12-lead ECG when someone has a free hand'),
  safe(1, 'acknowledge', 'Start a 10 ml/kg saline bolus for the low BP'),

  // ---------- Phase 2: squeeze, rate, adjunct, reassessment, effective ventilation ----------
  m(2, 'action', 'I squeeze the bag over one second, just enough to see her chest rise', [ok(18)]),
  m(2, 'action', 'gentle squeezes, about a third of the bag, until the chest rises', [ok(18)]),
  m(2, 'negation', 'not emptying the bag, only enough volume for chest rise', [ok(18)]),
  danger(2, 'I squeeze the adult bag as hard as I can with both hands', [wrong(18)]),
  danger(2, 'massive breaths to blow off her CO2', [wrong(18)]),
  danger(2, "squeeze fast and hard, her stomach's filling but that's fine", [wrong(18)]),

  m(2, 'action', 'Ventilating at 20 breaths per minute', [ok(19, { ratePerMin: 20 })]),
  m(2, 'action', 'one breath every three seconds', [ok(19, { ratePerMin: 20 })]),
  m(2, 'shorthand', 'RR 20, q3s', [ok(19, { ratePerMin: 20 })]),
  m(2, 'typo', 'twenty brethes a min', [ok(19, { ratePerMin: 20 })]),
  m(2, 'negation', "not letting her CO2 climb: I'm not bagging slowly, one breath every 3 s", [
    ok(19, { ratePerMin: 20 }),
  ]),
  danger(2, 'one breath every ten seconds, like in adults', [wrong(19, { ratePerMin: 6 })]),
  danger(2, 'bag her at 6 a minute so we do not overdo it', [wrong(19, { ratePerMin: 6 })]),
  danger(2, 'bagging at 40 a minute', [wrong(19, { ratePerMin: 40 })]),
  danger(2, 'as quickly as I can squeeze', [wrong(19)]),
  m(2, 'question', 'What rate for a 14 year old, adult or child rate?', [none(19)]),
  m(2, 'hypothetical', 'if her CO2 keeps rising I would go a little faster, maybe 24 a minute', [none(19)]),

  m(2, 'action', 'She has no gag, so I size an OPA from the corner of her mouth to the angle of her jaw', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'shorthand', 'no gag -> OPA, sized mouth corner to angle of mandible, size 3', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'action', 'I measure a nasopharyngeal airway from her nostril to the tragus', [
    ok(5, { adjunct: 'npa' }),
  ]),
  m(
    2,
    'typo',
    'guedel measured from the corner of the mouth to the angle of the jaw, she has no gag refelx',
    [ok(5, { adjunct: 'opa' })],
  ),
  danger(2, 'OPA measured from her lips to her earlobe', [wrong(5, { adjunct: 'opa' })]),
  danger(2, "the smallest oral airway we have, size 00, it'll be fine", [wrong(5, { adjunct: 'opa' })]),
  m(2, 'question', 'Should I use an oral or a nasal airway?', [none(5)]),
  m(2, 'hypothetical', 'If she starts gagging on the OPA I would take it out and put an NPA in', [none(5)]),

  m(2, 'action', 'I insert the OPA with a tongue depressor, following the curve of the tongue', [ok(6)]),
  m(2, 'action', 'In it goes upside down and I rotate it 180 degrees at the soft palate', [ok(6)]),
  m(2, 'typo', 'tounge depresor then slide the OPA in along the curve', [ok(6)]),
  danger(2, 'I jam the OPA straight in, it pushes the tongue back a bit but whatever', [wrong(6)]),
  danger(2, 'force the airway in against her teeth until it goes', [wrong(6)]),
  m(2, 'several', 'No gag so an OPA, corner of mouth to angle of jaw, inserted with a tongue depressor', [
    ok(5, { adjunct: 'opa' }),
    ok(6),
  ]),

  m(2, 'action', 'After the OPA I reassess chest rise, SpO2 and heart rate', [ok(7)]),
  m(2, 'action', 'Re-checking: is the chest moving, what are the sats, what is the HR', [ok(7)]),
  m(2, 'shorthand', 'reassess: CR, sats, HR', [ok(7)]),
  danger(2, "I won't reassess, just carry on bagging", [wrong(7)]),
  m(2, 'question', 'What are the sats now?', [none(7)]),
  m(2, 'question', 'Is the chest rising now?', [none(7)]),

  m(2, 'action', 'Her chest rises with each breath and the sats are going up', [ok(20)]),
  m(2, 'action', 'Good bilateral chest rise, SpO2 improving: effective ventilation', [ok(20)]),
  m(2, 'typo', 'chest rising nicley, sats comming up', [ok(20)]),
  danger(2, 'No chest rise but the sats probe might be off, keep going as we are', [wrong(20)]),

  m(2, 'action', 'Chest is rising, sats ninety-four and going up, ventilation effective', [ok(20)]),
  m(2, 'negation', 'not forcing the OPA: tongue depressor first, then slide it over the tongue', [ok(6)]),
  m(2, 'negation', 'No NPA needed, she has no gag, OPA sized corner of mouth to jaw angle', [
    ok(5, { adjunct: 'opa' }),
  ]),
  m(2, 'several', 'Squeezing over 1 second at 20 a minute, the chest rises and sats are improving', [
    ok(18),
    ok(19, { ratePerMin: 20 }),
    ok(20),
  ]),
  m(2, 'several', 'we reassess after each change: chest up, HR 120, sats 92 and climbing', [ok(7), ok(20)]),
  m(2, 'shorthand', 'Ti 1s, chest rise only, rr 20', [ok(18), ok(19, { ratePerMin: 20 })]),

  safe(2, 'hint', 'next?'),
  safe(2, 'answer', 'What does the blood gas show?'),
  safe(2, 'acknowledge', 'Repeat the sodium bicarbonate if the QRS stays over 100 ms'),
  safe(2, 'acknowledge', 'Have midazolam ready in case she seizes'),
  safe(2, 'acknowledge', 'No activated charcoal until her airway is protected'),
];
