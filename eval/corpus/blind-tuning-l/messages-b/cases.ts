import type { CaseDocument } from '../../../../src/contract/case.ts';
import type { ItemId } from '../../../harness/corpus-types.ts';

/** A case of this message set: the document, what each phase asks for, and a path through it. */
export type MessageCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

/**
 * Both cases are built in four phases: P0 recognising apnoea and calling for help, suction, the equipment and
 * placing the mask from the head of the bed; P1 head position, opening the airway, the grip and seal, the mask hand
 * lifting the jaw, the squeeze and the rate; P2 the adjunct, reassessment and effective ventilation; P3 done.
 */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
  [],
];

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * Noor, 5 months, 7 kg, large perimembranous VSD in heart failure, on a morphine infusion after a gastrostomy on the
 * cardiac ward; a tenfold pump error; apnoeic with a pulse, oral and nasal secretions, gag reflex present (so a
 * nasal airway, never an oral one), no trauma and normal clotting. Infant mask, 500 mL bag, oxygen 10-15 L/min.
 */
export const VSD_MORPHINE_5M: MessageCase = {
  id: 'tl-b-vsd-morphine-5m',
  title:
    'Tuning case: 5-month-old (7 kg) with a VSD, apnoeic with a pulse after morphine on the cardiac ward, secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noor, a 5-month-old girl (7 kg) with a large perimembranous ventricular septal defect in heart failure, is on the cardiac ward two days after a laparoscopic gastrostomy for poor weight gain. She has been on a morphine infusion for pain. At the 02:00 observations her nurse finds her grey and floppy: the pump was programmed at ten times the prescribed rate. She is not breathing, her brachial pulse is present, her pupils are pinpoint and frothy secretions are pooling in her mouth and nostrils. When the nurse wiped her mouth she gagged. You are the ward resident and the first doctor at the cot.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse and hypoxia, and call for help at once (rapid response or resuscitation team, PICU).',
        objective2:
          'Suction the mouth and then the nose with a suitably sized soft catheter (8-10 Fr) under direct vision, briefly, without a blind finger sweep and without deep blind suction in an infant who gags.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin, clear of the eyes, and a 450-500 mL self-inflating bag with a reservoir on oxygen at 10-15 L/min (the VSD is no reason to withhold oxygen from an apnoeic infant); ventilate from the head of the cot with the mask the right way round over mouth and nose.',
        objective4:
          'Keep the head neutral with a shoulder roll, not extended; open the airway with a chin lift or jaw thrust on bone; hold the mask with an E-C clamp, lifting the jaw into the mask, and use two people if it leaks; squeeze over about one second just to visible chest rise at 20-30 breaths a minute, without hyperventilating.',
        objective5:
          'With a gag reflex present, choose a nasopharyngeal airway measured from the tip of the nose to the tragus (no oral airway), insert it lubricated along the floor of the nose, and reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noor',
          age: 0.4,
          sex: 'Female',
          weight: 7,
          diagnosis:
            'Opioid toxicity from a morphine infusion error with apnoea; large perimembranous VSD with heart failure',
        },
        history: {
          symptoms: 'Increasingly sleepy over the last hour; now apnoeic, grey and floppy',
          allergies: 'None known',
          medications: 'Furosemide, spironolactone, captopril; morphine infusion since the gastrostomy',
          pmh: 'Large perimembranous VSD awaiting surgical repair; poor weight gain',
          lastMeal: 'Gastrostomy feed 2 hours ago',
          events:
            'Morphine infusion running at ten times the prescribed rate for about three hours; found apnoeic at the 02:00 observations',
        },
        PMH: {
          medicalConditions:
            'Large perimembranous ventricular septal defect with heart failure; faltering growth',
          hospitalizations: 'Admitted at 6 weeks with heart failure; this admission for gastrostomy',
          surgeries: 'Laparoscopic gastrostomy two days ago',
          allergies: 'None known',
          medications: 'Furosemide, spironolactone, captopril, morphine infusion',
          socialHistory: 'Lives with her parents and two older brothers; parents are at home tonight',
          vaccinations: 'Up to date for age',
          familyHistory: 'No bleeding disorders',
        },
        initialExam: {
          generalAppearance: 'Grey, floppy, frothy secretions in the mouth and nostrils',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Brachial pulse present, slow for her age; pansystolic murmur; capillary refill 4 seconds',
          abdomen: 'Gastrostomy site clean; liver edge 3 cm below the costal margin',
          neuro: 'Pinpoint pupils; unresponsive; gags when the mouth is wiped',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent. Clotting normal before the gastrostomy.' },
      },
    },
    Phases: [
      {
        initialState:
          'Noor lies in her cot on the cardiac ward, apnoeic and grey, with frothy secretions in her mouth and nose. Her nurse has stopped the pump. The bedside has wall oxygen and suction, soft suction catheters, infant and child masks and a paediatric self-inflating bag.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.8, nibp: '70/40', o2: 68, co2: null },
        airway: 'Frothy secretions in the mouth and both nostrils; gags when touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, 96 a minute; capillary refill 4 seconds',
        disability: 'Responds to pain only; pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag; connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the cot to ventilate.',
          airwayManagement:
            'Recognises apnoea with a pulse and calls for help; suctions the secretions from the mouth and nose with a soft catheter of suitable size under direct vision, without a finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering both mouth and nose, with no pressure on the eyes.',
        },
        softStop: 'She is apnoeic and her mouth is full of secretions. What do you need first?',
      },
      {
        initialState:
          'Bagging has begun, but her big occiput flexes her head forward, the mask leaks at the chin and the chest hardly moves.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.8, nibp: '72/42', o2: 72, co2: null },
        airway: 'Clearer after suction; head flexed on her occiput',
        breathing: 'Assisted breaths only, little chest rise, leak at the mask',
        circulation: 'Pulse present, 104 a minute',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes the bag over about one second with just enough volume to see the chest rise; gives 20-30 breaths a minute without hyperventilating.',
          airwayManagement:
            'Brings the head to neutral with a roll under the shoulders, without extending the neck; opens the airway with a chin lift or jaw thrust, fingers on the bone of the jaw and not on the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C clamp and goes to a two-person technique if the seal stays poor; gets a tight seal.',
        },
        softStop: 'The mask leaks and her chest barely rises. What could you change?',
      },
      {
        initialState:
          'With her head neutral and the jaw lifted into the mask the chest rises, but between breaths her tongue and soft palate fall back and she gags when the suction catheter touches the back of her mouth.',
        vitalSigns: { hr: 122, rr: 0, temp: 36.8, nibp: '76/44', o2: 86, co2: 56 },
        airway: 'Obstructs between breaths; gag reflex present',
        breathing: 'Assisted breaths; chest rise comes and goes',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain; gags',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises visibly with every breath and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway measured from the tip of the nose to the tragus of the ear, not an oral airway; inserts it lubricated, straight back along the floor of the nose, without force; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'She obstructs between breaths and gags on the catheter. What could help?',
      },
      {
        initialState:
          'SpO2 95%, heart rate 132; the chest rises with each breath through the nasal airway. Naloxone has been given, she starts to breathe and cry, and the PICU team takes over. The simulation is complete.',
        vitalSigns: { hr: 132, rr: 30, temp: 36.8, nibp: '80/46', o2: 95, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Breathing on her own, assisted as needed',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Crying, moving all limbs',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is apnoeic with a pulse. I shout for help and ask the nurse to put out a resuscitation call and page PICU.',
      'I suction her mouth and then her nose with an 8 French soft catheter, looking, for a few seconds at a time.',
      'I take an infant mask that reaches from the bridge of her nose to the cleft of her chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the cot.',
      'I place the mask the right way round, narrow end on the bridge of her nose, covering her mouth and nose and off her eyes.',
    ],
    [
      'I put a rolled towel under her shoulders so her head is neutral, not extended.',
      'I open her airway with a chin lift, my fingers on the bony chin, not the soft tissue under it.',
      'I hold the mask with an E-C clamp and lift her jaw into the mask with the same hand; the seal is tight.',
      'I squeeze the bag over one second, just until her chest rises, 25 breaths a minute.',
    ],
    [
      'She gags, so no oral airway: I measure a nasopharyngeal airway from the tip of her nose to the tragus of her ear.',
      'I lubricate it and slide it gently straight back along the floor of the nose.',
      'I reassess: the chest rises with every breath, the SpO2 is climbing and the heart rate is up, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Isla, 16 years, 62 kg, thrown from a horse, GCS 5, apnoeic with a pulse; cervical spine not cleared (collar and
 * blocks), vomit in the mouth, no gag reflex, no sign of a basal skull fracture. Adult mask, adult bag, oxygen
 * 15 L/min; in-line stabilisation, jaw thrust without head tilt; an oral airway (no gag).
 */
export const HORSE_FALL_16Y: MessageCase = {
  id: 'tl-b-horse-fall-16y',
  title:
    'Tuning case: 16-year-old (62 kg) after a fall from a horse, GCS 5, apnoeic with a pulse, cervical spine not cleared, vomit, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Isla, a 16-year-old girl (62 kg), was thrown from her horse at a cross-country event and landed head first; her helmet is cracked. Paramedics brought her in a cervical collar with head blocks, GCS 5 (E1 V1 M3). In the resuscitation bay she vomits and then stops breathing. She has a carotid pulse. There is vomit in her mouth and she has no gag reflex. There is no bruising behind the ears or around the eyes and no blood or fluid from her nose or ears. Her cervical spine has not been cleared. You are the first doctor at the head of the trolley; the trauma team has been pre-alerted but is not yet in the room.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse and hypoxia in a head-injured adolescent and call for help at once (trauma team leader, anaesthetist).',
        objective2:
          'Clear the vomit with a rigid wide-bore (Yankauer) suction under direct vision, log-rolling with in-line stabilisation if needed, never with a blind finger sweep and never ventilating over vomit.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L) with a reservoir on oxygen at 15 L/min; ventilate from the head of the trolley with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Keep the head neutral and in line with manual in-line stabilisation (no sniffing position, no head tilt); open the airway with a jaw thrust, fingers behind the angles of the jaw; hold the mask with an E-C clamp or, better, two hands with a second person squeezing; squeeze over about one second to visible chest rise at 20-30 breaths a minute, without hyperventilating and without inflating the stomach.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it without moving the neck; reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Isla',
          age: 16,
          sex: 'Female',
          weight: 62,
          diagnosis:
            'Severe traumatic brain injury after a fall from a horse; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unconscious since the fall; vomited once in the ambulance and again in the bay',
          allergies: 'Penicillin (rash)',
          medications: 'Combined oral contraceptive pill',
          pmh: 'Asthma as a child, no treatment for years',
          lastMeal: 'Sandwich about 3 hours ago',
          events:
            'Thrown from her horse at a fence, landed head first; unconscious at the scene; collar and blocks applied by paramedics',
        },
        PMH: {
          medicalConditions: 'Childhood asthma, resolved',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'Combined oral contraceptive pill',
          socialHistory: 'Lives with her mother; competes in eventing; at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unconscious on the trolley in a collar with head blocks; vomit in the mouth; abrasion over the left forehead',
          breathing: 'Apnoeic after vomiting; no chest movement',
          circulation: 'Carotid pulse present, 58 a minute; blood pressure 150/88',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 5 (E1 V1 M3), right pupil larger and sluggish; no gag reflex; no Battle sign, no periorbital bruising, no CSF or blood from the nose or ears',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent. Glucose 6.4 mmol/L.' },
      },
    },
    Phases: [
      {
        initialState:
          'Isla lies supine in her collar and blocks, apnoeic, with vomit in her mouth. A nurse and a healthcare assistant are with you. Yankauer suction, adult and child masks, adult and paediatric bags and wall oxygen are ready.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.2, nibp: '150/88', o2: 79, co2: null },
        airway: 'Vomit in the mouth and pharynx; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse 58 a minute',
        disability: 'GCS 5, right pupil sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L); connects it to oxygen at 15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea with a pulse and calls for help; suctions the vomit with a wide-bore rigid Yankauer under direct vision, keeping the spine in line (log roll with in-line stabilisation if needed), with no finger sweep.',
          maskPositioning:
            'Places the mask the right way round, covering both mouth and nose, without pressing on the eyes.',
        },
        softStop: 'She has vomit in her mouth and she is not breathing. What comes first?',
      },
      {
        initialState:
          'Bagging has begun, but the mask leaks around the collar and her jaw, and the chest barely rises. The assistant is holding her head.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.2, nibp: '148/86', o2: 82, co2: null },
        airway: 'Clear of vomit; tongue falling back',
        breathing: 'Assisted breaths, poor chest rise, leak at the mask',
        circulation: 'Pulse 62 a minute',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the mask hand(s) rather than pressing the mask down; squeezes over about one second to visible chest rise, no more; ventilates at 20-30 breaths a minute and does not hyperventilate the injured brain.',
          airwayManagement:
            'Keeps the head neutral and in line with manual in-line stabilisation, no sniffing position and no head tilt; opens the airway with a jaw thrust, fingers behind the angles of the mandible and off the soft tissue under the jaw.',
          maskPositioning:
            'Holds the mask with an E-C clamp and changes to a two-person technique (two hands on the mask, a second person squeezing) because the seal is poor; gets a tight seal.',
        },
        softStop: 'The mask is leaking and her chest hardly moves. What could you change?',
      },
      {
        initialState:
          'With two hands on the mask and a jaw thrust her chest rises, but her tongue falls back between breaths. She still has no gag reflex.',
        vitalSigns: { hr: 70, rr: 0, temp: 36.2, nibp: '142/84', o2: 90, co2: 50 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths, chest rise variable',
        circulation: 'Pulse 70 a minute',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises visibly with each breath and the SpO2 climbs.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it without moving the neck; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 99%, heart rate 80, end-tidal CO2 40 mmHg with good chest rise through the oral airway. The trauma team and the anaesthetist arrive to intubate her before CT. The simulation is complete.',
        vitalSigns: { hr: 80, rr: 22, temp: 36.2, nibp: '138/80', o2: 99, co2: 40 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse 80 a minute',
        disability: 'GCS 5',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is apnoeic with a pulse. I call for help now: the trauma team leader and the anaesthetist, urgently.',
      'With someone holding her head in line, I suction the vomit with a Yankauer under direct vision.',
      'I choose an adult mask that reaches from the bridge of her nose to the cleft of her chin and an adult 1.5 L self-inflating bag, and connect it to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'I put the mask on the right way round, narrow end over the bridge of her nose, covering her mouth and nose, off her eyes.',
    ],
    [
      'The assistant keeps her head neutral and in line with manual in-line stabilisation; no head tilt.',
      'I open the airway with a jaw thrust, fingers behind the angles of her jaw.',
      'The seal is poor with one hand, so I hold the mask with both hands, lifting the jaw into it, while the nurse squeezes the bag; now the seal is tight.',
      'Squeeze over one second, just until the chest rises, 20 breaths a minute.',
    ],
    [
      'She has no gag reflex, so I measure an oral airway from the corner of her mouth to the angle of her jaw.',
      'I insert it with a tongue depressor, following the curve of the tongue, without moving her neck.',
      'I reassess: the chest rises with each breath, SpO2 is climbing and the heart rate is stable, so ventilation is effective.',
    ],
    [],
  ],
};
