import type { CaseDocument } from '../../../../src/contract/case.ts';
import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { danger, m, none, ok, safe, wrong } from '../../../harness/label-builders.ts';

/**
 * tc-child-baclofen-vomit: Marcus, 8 years, 26 kg, comatose and apnoeic after swallowing his grandmother's baclofen.
 * His hazard: vomit in the mouth (large-bore suction, never a finger sweep; gentle breaths so the stomach is not
 * blown up); he has no gag, so an OPA sized corner of mouth to angle of jaw fits.
 */
const caseDoc: CaseDocument = {
  'Scenario Outline': {
    casePresentation:
      "Marcus, an 8-year-old boy (26 kg), was found drowsy at home next to his grandmother's open bottle of baclofen 10 mg tablets; up to 20 tablets are missing. In the emergency department resuscitation bay he vomits, becomes unresponsive and stops breathing. You are the first doctor at the bedside; the resus trolley has child and adult bags, masks of every size, Yankauer suction, wall oxygen, and oral and nasal airways.",
    objectives: {
      objective1: 'Recognise apnoea and call for help without delay.',
      objective2: 'Clear vomit with rigid large-bore suction, never a blind finger sweep.',
      objective3: 'Choose a child mask and a bag of the right size, connected to oxygen.',
      objective4:
        'Ventilate gently (just to chest rise, over 1 s) at 20-30 breaths per minute to limit gastric inflation.',
      objective5: 'Size and insert an oropharyngeal airway in a child without a gag reflex.',
    },
    patientReport: {
      basicInformation: {
        name: 'Marcus',
        age: 8,
        sex: 'Male',
        weight: 26,
        diagnosis: 'Baclofen ingestion with coma and apnoea',
      },
      history: {
        symptoms: 'Drowsiness, vomiting, then unresponsiveness',
        allergies: 'Penicillin (rash)',
        medications: 'None',
        pmh: 'Mild asthma, no admissions',
        lastMeal: 'Cereal 2 hours ago',
        events: "Found with his grandmother's baclofen; vomited in the ED and stopped breathing",
      },
      PMH: {
        medicalConditions: 'Mild intermittent asthma',
        hospitalizations: 'None',
        surgeries: 'Tonsillectomy at 5 years',
        allergies: 'Penicillin (rash)',
        medications: 'Salbutamol inhaler as needed',
        socialHistory: 'Lives with his mother and grandmother; year 3 at school',
        vaccinations: 'Up to date',
        familyHistory: 'Grandmother has multiple sclerosis (on baclofen)',
      },
      initialExam: {
        generalAppearance: 'Unresponsive, floppy, vomit around the mouth',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Carotid pulse present, heart rate 58, capillary refill 3 seconds',
        abdomen: 'Soft',
        neuro: 'GCS 3, pupils mid-size and reactive, hypotonic',
        disability: 'Unresponsive to pain',
      },
      labs: { rvp: 'Not sent; glucose 5.8 mmol/L' },
    },
  },
  Phases: [
    {
      initialState:
        'Marcus is supine on the resus trolley, apnoeic and cyanosed, with vomit in his mouth. An IV is in. Expected ventilation rate for his age: 20-30 breaths per minute.',
      vitalSigns: { hr: 58, rr: 0, temp: 36.1, nibp: '92/50', o2: 76, co2: null },
      airway: 'Vomit in the mouth and pharynx',
      breathing: 'Apnoeic',
      circulation: 'Carotid pulse present, bradycardic',
      disability: 'GCS 3',
      hardStop: {
        ventilationEquipment:
          'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a child self-inflating bag (at least 500 mL), connected to oxygen at 10-15 L/min.',
        ventilationTechnique: 'Stands at the head of the trolley.',
        airwayManagement:
          'Recognises apnoea and calls for help; clears the vomit with a rigid large-bore (Yankauer) suction, with no blind finger sweep.',
        maskPositioning:
          'Applies the mask the right way round over mouth and nose, with an E-C clamp and a tight seal (two-person technique if it leaks), fingers off the eyes.',
      },
      softStop: 'He has vomited and is not breathing. What now?',
    },
    {
      initialState:
        'Bag-mask ventilation has begun; the chest barely moves and the epigastrium is starting to swell.',
      vitalSigns: { hr: 64, rr: 0, temp: 36.1, nibp: '90/50', o2: 70, co2: null },
      airway: 'Clear after suction; the tongue is obstructing',
      breathing: 'Assisted breaths with poor chest rise; abdomen distending',
      circulation: 'Pulse present',
      disability: 'GCS 3',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Lifts the jaw into the mask with the mask hand; gives each breath over about one second, only until the chest starts to rise (not forcing air into the stomach); ventilates at 20-30 breaths per minute.',
        airwayManagement:
          'Places the head in the sniffing position without hyperextension; opens the airway with head tilt-chin lift or jaw thrust, without pressing on the soft tissue under the jaw.',
        maskPositioning: '',
      },
      softStop: 'The chest hardly rises and his tummy is swelling. What would you change?',
    },
    {
      initialState:
        'The chest rises now, but the airway obstructs between breaths. He has no gag or cough when suctioned.',
      vitalSigns: { hr: 92, rr: 0, temp: 36.1, nibp: '94/52', o2: 88, co2: 55 },
      airway: 'Tongue obstructing between breaths; no gag reflex',
      breathing: 'Assisted at 20/min',
      circulation: 'Pulse present, capillary refill 2 seconds',
      disability: 'GCS 3',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
        airwayManagement:
          'Chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (or a nasopharyngeal airway sized nostril to tragus), inserts it without pushing the tongue back, and reassesses chest rise, SpO2 and heart rate.',
        maskPositioning: '',
      },
      softStop: 'He keeps obstructing between breaths. Anything to help?',
    },
    {
      initialState:
        'Stabilised: SpO2 97%, heart rate 96, chest rising well with each breath. The simulation is complete.',
      vitalSigns: { hr: 96, rr: 0, temp: 36.2, nibp: '96/54', o2: 97, co2: 42 },
      airway: 'Patent with the oropharyngeal airway',
      breathing: 'Good chest rise with assisted breaths',
      circulation: 'Pulses present, capillary refill 2 seconds',
      disability: 'GCS 3',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: '',
        airwayManagement: '',
        maskPositioning: '',
      },
      softStop: '',
    },
  ],
};

const utterances: HeldOutUtterance[] = [
  // ---------- phase 0: recognition (BMV-1) ----------
  m(0, 'action', "He's stopped breathing. Can somebody put out a call for the resus team, please", [ok(1)]),
  m(0, 'shorthand', 'no resp effort, desatting. need help ++ , call PICU/anaesth', [ok(1)]),
  danger(
    0,
    "give him a good shake and shout his name, he'll probably come round",
    [wrong(1)],
    'stimulation instead of ventilation',
  ),
  danger(0, "Let's get a CT head first to see what's going on, then deal with the airway", [wrong(1)]),
  m(
    0,
    'negation',
    "Apnoeic, heart rate only 58. I won't wait to see if he breathes: I'm calling for help now.",
    [ok(1)],
  ),
  danger(0, "I'll watch him for a minute or two, baclofen patients sometimes just breathe slowly", [
    wrong(1),
  ]),
  m(0, 'typo', 'hes apnic!! get help in here pls', [ok(1)]),
  m(0, 'question', 'Do I need to call for help already?', [none(1)]),
  danger(0, 'Pinching his trapezius and rubbing his chest to wake him up before I bag', [wrong(1)]),
  m(0, 'action', 'Not breathing, pulse present. Nurse, call the code team and the anaesthetist.', [ok(1)]),
  danger(
    0,
    "I'll pop out and ask pharmacy about a baclofen antidote first",
    [wrong(1)],
    'leaves to fetch something while apnoeic',
  ),
  m(0, 'action', 'We have a respiratory arrest here. Call for senior help, please.', [ok(1)]),
  m(0, 'several', 'He is not breathing, get help. Then Yankauer suction to clear the vomit.', [ok(1), ok(2)]),
  m(0, 'typo', 'Patient has no breathing, I ask the nurse to call help team', [ok(1)]),
  m(0, 'shorthand', 'apnoea -> 2222 / help', [ok(1)]),
  // ---------- suction (BMV-2) ----------
  m(0, 'action', 'Rigid Yankauer suction to clear the vomit out of his mouth', [ok(2)]),
  danger(0, 'Scoop the vomit out with two fingers', [wrong(2)]),
  m(0, 'negation', 'without putting my fingers in, I suction the vomit with the large bore yankauer', [
    ok(2),
  ]),
  danger(0, 'blind finger sweep to get the chunks out of the back of his throat', [wrong(2)]),
  // ---------- mask (BMV-8) ----------
  m(
    0,
    'action',
    'A child-size mask, checked from the bridge of the nose to the groove of the chin, clear of the eyes',
    [ok(8, { mask: 'child' })],
  ),
  m(0, 'shorthand', 'paeds mask, child size', [ok(8, { mask: 'child' })]),
  danger(0, 'The infant mask will do, it was closest', [wrong(8, { mask: 'infant' })]),
  m(0, 'negation', "Not the infant one, it doesn't reach his chin. Child mask.", [ok(8, { mask: 'child' })]),
  m(
    0,
    'action',
    'Sizing the mask on his face: sits on the nasal bridge, lower edge in the chin cleft, fine',
    [ok(8)],
  ),
  danger(0, 'use the tiny round neonatal mask', [wrong(8, { mask: 'neonate' })]),
  m(0, 'question', 'Which mask size fits an 8-year-old?', [none(8)]),
  m(0, 'typo', 'chlid mask, measurd nose brdge to chin', [ok(8, { mask: 'child' })]),
  m(
    0,
    'action',
    "I'd pick the mask for a school-age child, making sure it's not so big it sits on his eyes",
    [ok(8, { mask: 'child' })],
  ),
  m(
    0,
    'action',
    'The mask must go from the top of the nose to the chin cleft, so I take the paediatric one, child size',
    [ok(8, { mask: 'child' })],
  ),
  // ---------- bag (BMV-9) ----------
  m(0, 'action', 'Paediatric self-inflating bag, 500 mL', [ok(9, { bagMl: 500 })]),
  danger(0, 'grab the little 250 mL bag', [wrong(9, { bagMl: 250 })]),
  m(0, 'shorthand', 'BVM 500cc + reservoir', [ok(9, { bagMl: 500 })]),
  m(
    0,
    'negation',
    "No, not the 250 newborn bag, it can't give him enough. The child bag, five hundred mils.",
    [ok(9, { bagMl: 500 })],
  ),
  m(0, 'action', "We'll use the child bag, the seven fifty", [ok(9, { bagMl: 750 })]),
  m(0, 'question', 'What volume of bag should I take for him?', [none(9)]),
  danger(0, 'the neonatal bag is fine, smaller breaths are safer with the vomit', [wrong(9, { bagMl: 250 })]),
  // ---------- oxygen (BMV-10) ----------
  m(0, 'action', 'Oxygen tubing from the flowmeter to the bag, fifteen litres per minute', [
    ok(10, { o2LPerMin: 15 }),
  ]),
  danger(0, 'skip the oxygen for now, room air is fine to start', [wrong(10)]),
  m(0, 'shorthand', '15L O2 on', [ok(10, { o2LPerMin: 15 })]),
  // ---------- orientation (BMV-11) ----------
  m(0, 'action', 'Narrow end of the mask on the bridge of his nose, broad end below his lower lip', [ok(11)]),
  danger(0, 'Mask on with the narrow end down at the chin', [wrong(11)]),
  m(0, 'negation', "the apex goes to the nose, not the chin, so it isn't upside down", [ok(11)]),
  danger(0, "I'll turn the mask upside down, it seems to sit better that way", [wrong(11)]),
  m(0, 'typo', 'pointy end of mask over nose, wide bit on chin', [ok(11)]),
  m(0, 'question', 'does the narrow end go over the nose or the chin?', [none(11)]),
  m(0, 'shorthand', 'mask: apex nasal bridge, base chin', [ok(11)]),
  danger(0, 'Wide part over the nose bridge, narrow part over the mouth', [wrong(11)]),
  m(
    0,
    'action',
    'I place the mask starting at the bridge of the nose with its narrow top, then roll it down over the mouth',
    [ok(11)],
  ),
  m(0, 'action', 'Orientating the mask correctly: the triangle points up to his forehead', [ok(11)]),
  // ---------- cover, hold, seal, eyes, position ----------
  m(0, 'action', 'Mask covering his mouth and his nose completely', [ok(12)]),
  danger(0, 'Mask just over his nose, mouth left open because of the vomit', [wrong(12)]),
  m(0, 'action', 'EC clamp with my left hand: C on the mask, E on the mandible', [ok(13)]),
  m(
    0,
    'action',
    "Can't get a seal alone. Dr Patel, please squeeze the bag while I use both hands on the mask.",
    [ok(13)],
  ),
  danger(0, "it's leaking a lot but I'll manage by myself with one hand, we don't need two people", [
    wrong(13),
  ]),
  m(
    0,
    'negation',
    "There's a leak, so instead of one hand I'm going to a two-person technique: two thumbs on the mask, fingers under the jaw",
    [ok(13)],
  ),
  danger(0, 'Holding the mask by pressing my palm flat over the top of it', [wrong(13)]),
  m(0, 'shorthand', 'leak -> 2 person BVM', [ok(13)]),
  m(0, 'question', 'Is a one-handed hold enough or should we go two-person?', [none(13)]),
  m(0, 'typo', 'E C grip on the mask, thum and index on top', [ok(13)]),
  m(0, 'action', 'Seal is tight now, no hissing round the edge', [ok(14)]),
  danger(0, 'Air is escaping at the side of the mask but he is getting some in, leave it', [wrong(14)]),
  m(0, 'negation', "I'm careful not to press on his eyes", [ok(15)]),
  danger(0, 'My thumb is resting over his eye to hold the mask steady', [wrong(15)]),
  m(0, 'action', 'I go to the head of the trolley to ventilate', [ok(16)]),
  danger(0, "I'll ventilate from the side of the bed, the monitor's in the way at the head", [wrong(16)]),
  m(
    0,
    'several',
    'At the head of the bed: child mask, apex to nose, over mouth and nose, E-C clamp, tight seal, eyes clear',
    [ok(16), ok(8, { mask: 'child' }), ok(11), ok(12), ok(13), ok(14), ok(15)],
  ),
  m(0, 'several', 'Five hundred mil bag on 15 L oxygen, child mask', [
    ok(9, { bagMl: 500 }),
    ok(10, { o2LPerMin: 15 }),
    ok(8, { mask: 'child' }),
  ]),
  danger(0, 'infant mask and the 250 bag, room air, go', [
    wrong(8, { mask: 'infant' }),
    wrong(9, { bagMl: 250 }),
    wrong(10),
  ]),
  m(0, 'several', 'Apnoeic: I call for help, suction the vomit with a yankauer and get a child mask ready', [
    ok(1),
    ok(2),
    ok(8, { mask: 'child' }),
  ]),
  danger(0, 'mask upside down and only over his mouth', [wrong(11), wrong(12)]),
  // ---------- phase 1: position, opening ----------
  m(1, 'action', 'Sniffing position, a small pad under the occiput, head not over-extended', [ok(3)]),
  danger(1, 'extend his neck as far back as it will go', [wrong(3)]),
  m(1, 'action', 'Head tilt, chin lift with my fingers on the bone of the jaw', [ok(4)]),
  danger(1, 'I dig my fingers into the soft part under his jaw to push the tongue up', [wrong(4)]),
  m(1, 'several', 'Neutral sniffing position and a jaw thrust', [ok(3), ok(4)]),
  // ---------- BMV-17 ----------
  m(1, 'action', 'With the fingers of my mask hand I lift his mandible up into the mask', [ok(17)]),
  danger(1, 'Pushing the mask down onto his face harder to stop the leak', [wrong(17)]),
  m(
    1,
    'negation',
    'Rather than pressing the mask down on him, I pull his jaw up into it with the same hand',
    [ok(17)],
  ),
  m(1, 'shorthand', 'jaw lifted into mask w/ mask hand', [ok(17)]),
  danger(1, "the jaw's sagging but I'll just lean on the mask", [wrong(17)]),
  m(1, 'typo', 'bringing his face up into the mask with my 3 fingers on the mandibel', [ok(17)]),
  m(1, 'question', 'Should the mask hand be lifting the jaw too?', [none(17)]),
  m(1, 'action', 'My E fingers keep the jaw lifted toward the mask the whole time', [ok(17), ok(13)]),
  danger(1, 'Press the mask hard into the face so the airway is pushed closed, no matter', [wrong(17)]),
  m(1, 'action', 'I keep his airway open with the hand that holds the mask, drawing the chin up into it', [
    ok(17),
  ]),
  // ---------- BMV-18 ----------
  m(
    1,
    'action',
    'Squeeze only until the chest starts to rise, over one second, so we are not filling his stomach',
    [ok(18)],
  ),
  danger(1, 'Give him big breaths, squeeze the bag right to the end', [wrong(18)]),
  m(
    1,
    'negation',
    'Not squeezing hard: just enough volume to see the chest come up, about a second per breath',
    [ok(18)],
  ),
  danger(1, 'Fast forceful squeezes to get past the obstruction', [wrong(18)]),
  m(1, 'shorthand', 'gentle sq, 1 s, till chest rise', [ok(18)]),
  m(1, 'typo', 'sqeeze gently untill chest rize', [ok(18)]),
  danger(1, 'Both hands on the bag and squeeze it all out each time', [wrong(18)]),
  m(1, 'question', 'How much of the bag do I squeeze for him?', [none(18)]),
  m(
    1,
    'action',
    "Breath delivered over roughly one second, stopping as soon as I see the chest lift; I'm watching the tummy too",
    [ok(18)],
  ),
  danger(1, "Huge breaths are fine, he's a big boy", [wrong(18)]),
  // ---------- BMV-19 ----------
  m(1, 'action', 'One breath every 2 to 3 seconds, 20 to 30 a minute', [ok(19)]),
  danger(1, '40 breaths a minute to blow off his CO2', [wrong(19, { ratePerMin: 40 })]),
  m(1, 'shorthand', 'RR 20', [ok(19, { ratePerMin: 20 })]),
  danger(1, 'bag him as fast as possible', [wrong(19)]),
  // ---------- several, phase 1 ----------
  m(
    1,
    'several',
    'Sniffing position, jaw lifted into the mask with the mask hand, gentle breaths to chest rise about every three seconds',
    [ok(3), ok(17), ok(18), ok(19)],
  ),
  danger(1, 'Hyperextend the neck, push the mask down and give him full bag breaths', [
    wrong(3),
    wrong(17),
    wrong(18),
  ]),
  m(
    1,
    'several',
    'Instead of pushing the mask down I lift his jaw with my mask hand, and I only squeeze till I see the chest rise',
    [ok(17), ok(18)],
  ),
  danger(1, 'big breaths at 50 a minute until he pinks up', [wrong(18), wrong(19, { ratePerMin: 50 })]),
  m(
    1,
    'several',
    'two-person: I hold with two hands lifting the jaw into the mask, the nurse squeezes gently over a second',
    [ok(13), ok(17), ok(18)],
  ),
  // ---------- phase 2: adjunct ----------
  m(
    2,
    'action',
    'No gag, so an oropharyngeal airway, sized from the corner of his mouth to the angle of his jaw',
    [ok(5, { adjunct: 'opa' })],
  ),
  danger(2, 'take the biggest adult Guedel, size 4, he is tall', [wrong(5, { adjunct: 'opa' })]),
  m(2, 'shorthand', 'OPA, corner of mouth → angle of mandible', [ok(5, { adjunct: 'opa' })]),
  danger(2, 'Measure the OPA from his front teeth to the tip of his chin', [wrong(5, { adjunct: 'opa' })]),
  m(
    2,
    'negation',
    "He doesn't gag, so an OPA is fine, sized mouth corner to jaw angle rather than guessing",
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    "I'll go with a nasopharyngeal airway instead, sized nostril to tragus; no skull fracture to worry about",
    [ok(5, { adjunct: 'npa' })],
  ),
  m(2, 'question', 'What size airway should I use?', [none(5)]),
  m(2, 'typo', 'oral airwya sized from mouth coner to jaw angel', [ok(5, { adjunct: 'opa' })]),
  m(2, 'hypothetical', "If he started gagging I'd switch to an NPA", [none(5, { adjunct: 'npa' })]),
  danger(2, "Any OPA, size doesn't matter much, just grab one", [wrong(5, { adjunct: 'opa' })]),
  m(
    2,
    'action',
    'Holding the Guedel against his face: flange at the corner of the mouth, tip reaches the angle of the jaw. Good size.',
    [ok(5, { adjunct: 'opa' })],
  ),
  m(
    2,
    'action',
    'Tongue depressor to push the tongue down, then slide the OPA in following the curve of the tongue',
    [ok(6)],
  ),
  danger(2, 'Shove the OPA in, it pushes the tongue back but it goes in', [wrong(6)]),
  m(2, 'typo', 'inserting OPA with tounge blade, following the curve', [ok(6)]),
  danger(2, 'Force the oral airway in against his clenched teeth', [wrong(6)]),
  m(2, 'negation', 'Inserting it without pushing the tongue back into the throat: tongue depressor first', [
    ok(6),
  ]),
  m(
    2,
    'several',
    'Size the OPA corner of mouth to angle of jaw, insert over a tongue blade, then recheck chest rise, sats and HR',
    [ok(5, { adjunct: 'opa' }), ok(6), ok(7)],
  ),
  m(2, 'hypothetical', "If it doesn't sit right I'd take it out and try the next size", [none(6)]),
  // ---------- BMV-7, 20 ----------
  m(2, 'action', 'Reassessing after the airway: chest movement, SpO2 and heart rate', [ok(7)]),
  m(2, 'shorthand', 're-eval: chest rise, sats, HR', [ok(7)]),
  m(2, 'action', 'Chest rising nicely with each squeeze and sats going up, 92 now', [ok(20)]),
  danger(2, "No chest rise but let's just carry on the same way", [wrong(20)]),
  m(2, 'action', 'Bilateral chest rise and the saturation trending up, ventilation is effective', [ok(20)]),
  danger(2, "OPA in, no need to check anything after, let's keep bagging", [wrong(7)]),
  m(2, 'action', 'OPA goes in concave side down over the tongue blade until the flange rests at the lips', [
    ok(6),
  ]),
  m(2, 'shorthand', 'OPA in w/ tongue depressor, flange at lips', [ok(6)]),
  danger(0, 'the 250 ml bag is enough for an eight year old', [wrong(9, { bagMl: 250 })]),
  m(0, 'negation', 'no leak anywhere now, the seal is airtight', [ok(14)]),
  // ---------- safe ----------
  safe(0, 'acknowledge', 'Call the poisons centre about baclofen'),
  safe(0, 'answer', 'What is his heart rate?'),
  safe(1, 'hint', 'next'),
  safe(0, 'acknowledge', 'Someone please look after his grandmother and explain what we are doing'),
  safe(2, 'answer', 'Does he gag at all?'),
  safe(1, 'hint', 'not sure what to do now'),
  safe(1, 'answer', "what's the saturation?"),
  safe(0, 'acknowledge', 'Bedside glucose please'),
  safe(2, 'acknowledge', 'Put a nasogastric tube down to decompress his stomach'),
  safe(3, 'hint', 'ok'),
  safe(0, 'acknowledge', 'Note the time he stopped breathing'),
  safe(0, 'answer', 'How many tablets are missing?'),
  safe(1, 'acknowledge', 'Second IV line please'),
];

export const childCase: HeldOutCase = {
  id: 'tc-child-baclofen-vomit',
  title: 'Marcus, 8 years: apnoea after baclofen ingestion, vomit in the airway (no gag: OPA)',
  caseDoc,
  requiredByPhase: [
    [
      'BMV-1',
      'BMV-2',
      'BMV-8',
      'BMV-9',
      'BMV-10',
      'BMV-11',
      'BMV-12',
      'BMV-13',
      'BMV-14',
      'BMV-15',
      'BMV-16',
    ],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic: I call for help.',
      'I suction the vomit with a rigid Yankauer suction catheter.',
      'I choose a child mask that fits from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag.',
      'I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed and put the mask on narrow end over the bridge of the nose, covering the mouth and nose.',
      'I hold it with an E-C clamp, get a tight seal, and keep my fingers off his eyes.',
    ],
    [
      'I place his head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bone, not the soft tissue under the jaw.',
      'I lift his jaw into the mask with my mask hand.',
      'I squeeze the bag over about one second, just until the chest rises, at 20 breaths per minute.',
    ],
    [
      'He has no gag, so I choose an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw.',
      'I insert it with a tongue depressor, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises and the SpO2 is improving.',
    ],
    [],
  ],
  runs: [],
  errors: [],
  utterances,
};
