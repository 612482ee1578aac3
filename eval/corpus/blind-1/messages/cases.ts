import type { CaseDocument } from '../../../../src/contract/case.ts';
import { sampleCase } from '../../../../src/server/cases/sample-case.ts';
import type { ItemId } from '../../../harness/corpus-types.ts';

/** A case of the held-out message set: the document, what each phase asks for, and a path through it. */
export type MessageCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

/** The seeded sample: a 4-year-old apnoeic after lorazepam for status epilepticus (18 kg). */
export const SAMPLE: MessageCase = {
  id: 'sample-benzo-apnoea-4y',
  title: 'Sample case: 4-year-old apnoeic after benzodiazepines for status epilepticus',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I suction the secretions from his mouth with a suction catheter of suitable size.',
      'I choose a child mask of the right size and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
    ],
    [
      'I place the head in a neutral sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, without pressing on the soft tissue under the jaw.',
      'I keep the airway open with the same hand that holds the mask.',
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with the correct technique, using a tongue depressor.',
      'I ventilate effectively: the chest rises and the SpO2 improves.',
    ],
    [],
  ],
};

/** A 6-month-old with RSV bronchiolitis and apnoea; she still has a gag reflex, so no OPA. */
export const INFANT: MessageCase = {
  id: 'bronchiolitis-apnoea-6m',
  title: 'Held-out case: 6-month-old with bronchiolitis and apnoea (gag reflex present)',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mia, a 6-month-old girl (7.5 kg) admitted yesterday with RSV bronchiolitis on nasal cannula oxygen, has had several short pauses in her breathing tonight. The nurse calls you because she has stopped breathing, is floppy and dusky, and has thick secretions in her nose and mouth. She still has a pulse. She coughs and gags when her mouth is touched. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea in an infant and call for help.',
        objective2: 'Clear the nose and mouth and position an infant airway with a shoulder roll.',
        objective3: 'Choose infant-sized equipment: mask and a 450-500 mL bag on oxygen.',
        objective4: 'Ventilate at 20-30 breaths a minute with just enough volume for chest rise.',
        objective5: 'Choose an adjunct that suits an infant with a gag reflex (NPA, not OPA).',
      },
      patientReport: {
        basicInformation: {
          name: 'Mia',
          age: 0.5,
          sex: 'Female',
          weight: 7.5,
          diagnosis: 'RSV bronchiolitis with apnoea',
        },
        history: {
          symptoms: 'Three days of cough, runny nose and poor feeding; apnoeic pauses tonight',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Born at 36 weeks, no neonatal unit stay',
          lastMeal: 'Bottle feed 2 hours ago (60 mL)',
          events: 'Found apnoeic and dusky by the nurse on a routine check',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None before this admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her parents and a 3-year-old brother who has a cold',
          vaccinations: 'Up to date for age',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Floppy, dusky, thick secretions in the nose and mouth',
          breathing: 'Apnoeic, no chest movement',
          circulation: 'Brachial pulse present, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'Hypotonic, gags when the mouth is touched',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Positive for RSV' },
      },
    },
    Phases: [
      {
        initialState:
          'Mia is apnoeic and dusky on the cot, nasal cannula still in place. Wall oxygen and suction are at the bedside.',
        vitalSigns: { hr: 150, rr: 0, temp: 37.8, nibp: '80/45', o2: 70, co2: null },
        airway: 'Thick secretions in the nose and mouth',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only; gags when the mouth is touched',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin, and a 450-500 mL self-inflating bag (not a 250 mL neonatal bag, not an adult bag); connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the nose and mouth with a small (8 Fr) catheter or bulb; puts a shoulder roll under her shoulders for a neutral sniffing position, without hyperextending the neck.',
          maskPositioning: '',
        },
        softStop: 'She is still not breathing. What do you need first?',
      },
      {
        initialState: 'Her nose and mouth are clear and she is positioned; the bag and mask are ready.',
        vitalSigns: { hr: 140, rr: 0, temp: 37.8, nibp: '78/44', o2: 66, co2: null },
        airway: 'Clear after suction',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head of the cot and keeps the airway open with the hand that holds the mask.',
          airwayManagement:
            'Opens the airway with a gentle head tilt-chin lift (or jaw thrust), fingers on the bony jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is on. How do you hold it and keep her airway open?',
      },
      {
        initialState:
          'Breaths are going in, but she gags on anything in her mouth and the tongue falls back.',
        vitalSigns: { hr: 145, rr: 0, temp: 37.8, nibp: '80/46', o2: 78, co2: 55 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag gently over about one second with just enough volume for the chest to rise, one breath every 2-3 seconds (20-30 a minute); ventilates effectively, with chest rise and a rising SpO2.',
          airwayManagement:
            'Because she gags, does not use an OPA: chooses a nasopharyngeal airway measured from the nostril to the tragus and inserts it gently; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. What could help, given that she gags?',
      },
      {
        initialState:
          'Pink, SpO2 97%, chest rising with each breath; she starts to breathe on her own. The simulation is complete.',
        vitalSigns: { hr: 135, rr: 20, temp: 37.8, nibp: '82/48', o2: 97, co2: 45 },
        airway: 'Patent with the NPA',
        breathing: 'Assisted and some spontaneous breaths',
        circulation: 'Pulses present, capillary refill 2 seconds',
        disability: 'Crying weakly',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: '',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic. I call for help.',
      'I suction her nose and mouth with an 8 Fr suction catheter.',
      'I put a shoulder roll under her shoulders so the head is in a neutral sniffing position, without hyperextending the neck.',
      'I choose an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the cot.',
      'I open the airway with a head tilt-chin lift, without pressing on the soft tissue under the jaw.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
      'I keep the airway open with the same hand that holds the mask.',
    ],
    [
      'I squeeze the bag gently over 1 second, just enough to see the chest rise, at 25 breaths per minute.',
      'She has a gag reflex, so I choose a nasopharyngeal airway measured from the nostril to the tragus of the ear, and I insert it gently with lubricant.',
      'I reassess chest rise, SpO2 and heart rate. The chest rises and the SpO2 improves: ventilation is effective.',
    ],
    [],
  ],
};

/** A 12-year-old after a head injury: suspected basal skull fracture and possible neck injury, no gag reflex. */
export const HEAD_INJURY: MessageCase = {
  id: 'head-injury-basal-skull-12y',
  title: 'Held-out case: 12-year-old with a head injury and suspected basal skull fracture',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leo, a 12-year-old boy (40 kg), came off his bicycle at speed without a helmet and hit his head on the kerb. He arrived in the emergency department in a cervical collar with a GCS of 7. In the resuscitation bay he has just stopped breathing. He has bruising around both eyes, bruising behind the left ear, clear fluid dripping from the nose, and blood in the mouth. He has a pulse and no gag reflex. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea after a head injury and call for help.',
        objective2: 'Open the airway with a jaw thrust while keeping the neck in line.',
        objective3: 'Choose adolescent-sized equipment: a small adult mask and an adult bag on oxygen.',
        objective4: 'Ventilate at the right rate without hyperventilating.',
        objective5:
          'Avoid a nasopharyngeal airway with a suspected basal skull fracture; size and insert an OPA.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 12,
          sex: 'Male',
          weight: 40,
          diagnosis:
            'Severe traumatic brain injury, suspected basal skull fracture, possible cervical spine injury',
        },
        history: {
          symptoms: 'Head injury, decreasing consciousness, one vomit at the scene',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Asthma, mild',
          lastMeal: 'Lunch, 3 hours ago',
          events: 'Bicycle crash without a helmet; brief seizure at the scene',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler when needed',
          socialHistory: 'Lives with his mother; in year 7 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, cervical collar on, periorbital bruising, blood in the mouth',
          breathing: 'Apnoeic',
          circulation: 'Carotid pulse present, heart rate 58, blood pressure 138/82',
          abdomen: 'Soft',
          neuro: 'GCS 3 now, right pupil larger than the left, no gag reflex',
          disability: 'Unresponsive to pain',
        },
        labs: { rvp: '' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo is apnoeic on the trolley in a cervical collar, blood pooling in his mouth, clear fluid from the nose.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.6, nibp: '138/82', o2: 80, co2: null },
        airway: 'Blood and some vomit in the mouth',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present, bradycardic',
        disability: 'GCS 3, unequal pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses a small adult mask that reaches from the bridge of the nose to the cleft of the chin, and an adult self-inflating bag (about 1000 mL); connects it to oxygen at 15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the blood from the mouth with a rigid (Yankauer) catheter, never through the nose; keeps the head neutral and in line with manual stabilisation, no neck extension; opens the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and his mouth is full of blood. What do you do first?',
      },
      {
        initialState: 'The mouth is clear and the jaw thrust is held; the bag and mask are ready.',
        vitalSigns: { hr: 56, rr: 0, temp: 36.6, nibp: '140/84', o2: 76, co2: null },
        airway: 'Clear, jaw thrust held',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head of the trolley; keeps the jaw thrust with the hands that hold the mask; squeezes the bag over about one second, just enough to see the chest rise; ventilates at 20-30 a minute (one breath every 2-3 seconds), not faster.',
          airwayManagement: '',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp, two-handed with a helper squeezing if the seal is poor; gets a tight seal; keeps pressure off the bruised eyes.',
        },
        softStop: 'How will you hold the mask and keep the jaw thrust at the same time?',
      },
      {
        initialState:
          'He is being bagged; the chest rises a little and the tongue falls back between breaths.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.6, nibp: '136/80', o2: 88, co2: 50 },
        airway: 'Tongue falls back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Carotid pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 improves.',
          airwayManagement:
            'With a suspected basal skull fracture, does not use a nasopharyngeal airway: chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. Which adjunct is safe for him?',
      },
      {
        initialState:
          'SpO2 98%, good chest rise; anaesthesia arrives to intubate. The simulation is complete.',
        vitalSigns: { hr: 80, rr: 20, temp: 36.6, nibp: '128/76', o2: 98, co2: 40 },
        airway: 'Patent with the OPA',
        breathing: 'Assisted, good chest rise',
        circulation: 'Carotid pulse present',
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
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic. I call for help.',
      'I suction the blood from his mouth with a rigid Yankauer suction catheter.',
      'I keep his head in a neutral position with in-line stabilisation, without hyperextending the neck, and I open the airway with a jaw thrust without head tilt, without pressing on the soft tissue under the jaw.',
      'I choose a small adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult 1000 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the bed.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
      'I keep the airway open with the same hand that holds the mask.',
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'A basal skull fracture is suspected and there is no gag reflex, so I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with the correct technique, using a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate. The chest rises and the SpO2 improves: ventilation is effective.',
    ],
    [],
  ],
};

export const MESSAGE_CASES: MessageCase[] = [SAMPLE, INFANT, HEAD_INJURY];
