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

const emptyStops = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/** A 4-month-old with infant botulism, apnoeic with a pulse, no gag reflex (an infant-sized OPA or an NPA is fine). */
export const BOTULISM: MessageCase = {
  id: 'infant-botulism-4m',
  title: 'Held-out case: 4-month-old with infant botulism and apnoea (no gag reflex)',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noah, a 4-month-old boy (6.5 kg), has been floppy with a weak cry, constipation and poor feeding for three days. On the ward he has just stopped breathing. He has a pulse, secretions are pooling in his mouth, and he has no gag reflex. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea in a hypotonic infant and call for help.',
        objective2: 'Suction pooled secretions and position the airway with a shoulder roll.',
        objective3: 'Choose infant equipment: an infant mask and a 450-500 mL bag on oxygen.',
        objective4: 'Ventilate at 20-30 breaths a minute with just enough volume for chest rise.',
        objective5: 'Size and insert an infant adjunct correctly.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noah',
          age: 0.33,
          sex: 'Male',
          weight: 6.5,
          diagnosis: 'Suspected infant botulism with apnoea',
        },
        history: {
          symptoms: 'Three days of constipation, weak cry, poor suck and feeding, increasing floppiness',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Term baby, well until this week',
          lastMeal: 'Small breast feed 3 hours ago',
          events: 'Found apnoeic by his mother on the ward',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None before this admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents on a farm; given honey on a dummy by a relative',
          vaccinations: 'Up to date for age',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Floppy, ptosis, expressionless face, secretions pooling in the mouth',
          breathing: 'Apnoeic',
          circulation: 'Brachial pulse present, heart rate 120',
          abdomen: 'Soft, mildly distended',
          neuro: 'Generalised hypotonia, sluggish pupils, no gag reflex',
          disability: 'Minimal response to pain',
        },
        labs: { rvp: '' },
      },
    },
    Phases: [
      {
        initialState:
          'Noah is apnoeic and grey in the cot, secretions pooling in his mouth. Oxygen and suction are at the bedside.',
        vitalSigns: { hr: 120, rr: 0, temp: 36.9, nibp: '78/44', o2: 72, co2: null },
        airway: 'Pooled secretions in the mouth',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present',
        disability: 'Hypotonic, no gag reflex',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag (not a 250 mL neonatal bag, not an adult bag); connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the mouth with a small catheter or bulb, no finger sweep; puts a shoulder roll under him for a neutral sniffing position without hyperextending the neck.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and his mouth is full of secretions. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear and he is positioned on a shoulder roll; the bag and mask are ready.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.9, nibp: '76/42', o2: 68, co2: null },
        airway: 'Clear after suction',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present',
        disability: 'Hypotonic',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head of the cot and keeps the airway open with the hand that holds the mask.',
          airwayManagement:
            'Opens the airway with a gentle head tilt-chin lift or jaw thrust, fingers on the bony jaw, off the soft tissue under the chin.',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; E-C clamp; tight seal; no pressure on the eyes.',
        },
        softStop: 'The mask is on. How do you hold it and keep his airway open?',
      },
      {
        initialState: 'Breaths go in, but his floppy tongue falls back between breaths.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.9, nibp: '80/45', o2: 80, co2: 55 },
        airway: 'Tongue falls back; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present',
        disability: 'Hypotonic',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume for chest rise, one breath every 2-3 seconds (20-30 a minute); ventilates effectively with chest rise and a rising SpO2.',
          airwayManagement:
            'Chooses an infant OPA measured from the corner of the mouth to the angle of the jaw (or an NPA measured from the nostril to the tragus) and inserts it correctly (OPA with a tongue depressor, not rotated); reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. What could help?',
      },
      {
        initialState: 'SpO2 96%, chest rising with each breath; PICU arrives. The simulation is complete.',
        vitalSigns: { hr: 130, rr: 0, temp: 36.9, nibp: '82/46', o2: 96, co2: 42 },
        airway: 'Patent with the adjunct',
        breathing: 'Assisted, good chest rise',
        circulation: 'Pulses present',
        disability: 'Hypotonic',
        hardStop: emptyStops,
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
      'He is apnoeic. I call for help.',
      'I suction his mouth with an 8 Fr suction catheter.',
      'I put a shoulder roll under his shoulders so the head is in a neutral sniffing position, without hyperextending the neck.',
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
      'He has no gag reflex, so I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw, and I insert it with a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate. The chest rises and the SpO2 improves: ventilation is effective.',
    ],
    [],
  ],
};

/** A 16-year-old after a shallow-water dive: suspected cervical spine injury, no gag reflex, no basal skull signs. */
export const DIVING: MessageCase = {
  id: 'diving-cspine-16y',
  title: 'Held-out case: 16-year-old after a shallow-water dive with suspected cervical spine injury',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Sam, a 16-year-old (70 kg), dived into the shallow end of a swimming pool and was pulled out motionless by a lifeguard. In the emergency department he is apnoeic with a pulse, has water in his mouth, no gag reflex, and is not moving his arms or legs. There is a graze on his forehead but no signs of a basal skull fracture. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea and call for help.',
        objective2: 'Keep the cervical spine in line and open the airway with a jaw thrust, no head tilt.',
        objective3: 'Choose adult equipment: an adult mask and an adult bag on oxygen.',
        objective4: 'Ventilate at 20-30 breaths a minute without hyperventilating.',
        objective5: 'Size and insert an oropharyngeal airway (or an NPA) correctly.',
      },
      patientReport: {
        basicInformation: {
          name: 'Sam',
          age: 16,
          sex: 'Male',
          weight: 70,
          diagnosis: 'Suspected cervical spine injury after a shallow-water dive, near-drowning',
        },
        history: {
          symptoms: 'Motionless in the water after diving; apnoeic',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Healthy',
          lastMeal: 'Sandwich 2 hours ago',
          events:
            'Dived into 1 m of water, hit his head on the bottom, pulled out by a lifeguard within a minute',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'At school, on holiday with friends',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Wet, motionless, forehead graze, water in the mouth',
          breathing: 'Apnoeic',
          circulation: 'Carotid pulse present, heart rate 54, blood pressure 88/50',
          abdomen: 'Soft',
          neuro: 'Flaccid limbs, no gag reflex, pupils equal',
          disability: 'Unresponsive',
        },
        labs: { rvp: '' },
      },
    },
    Phases: [
      {
        initialState:
          'Sam lies on a spinal board, apnoeic, water in his mouth. Oxygen and suction are ready.',
        vitalSigns: { hr: 54, rr: 0, temp: 35.8, nibp: '88/50', o2: 78, co2: null },
        airway: 'Water in the mouth',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present, bradycardic',
        disability: 'Unresponsive, flaccid limbs',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag; connects it to oxygen at 15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the water from the mouth with a Yankauer, no finger sweep; keeps the head neutral with manual in-line stabilisation, no neck extension; opens the airway with a jaw thrust without head tilt-chin lift, fingers behind the angles of the jaw.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and his neck may be broken. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear, in-line stabilisation and a jaw thrust are held; the bag and mask are ready.',
        vitalSigns: { hr: 52, rr: 0, temp: 35.8, nibp: '86/48', o2: 74, co2: null },
        airway: 'Clear, jaw thrust held',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head; keeps the jaw thrust with the hands that hold the mask; squeezes over about one second, just enough for chest rise; 20-30 a minute, not faster.',
          airwayManagement: '',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; E-C clamp, two-handed with a helper squeezing if the seal is poor; tight seal; no pressure on the eyes.',
        },
        softStop: 'How will you hold the mask and keep the jaw thrust without moving his neck?',
      },
      {
        initialState:
          'He is being bagged; the chest rises a little and the tongue falls back between breaths.',
        vitalSigns: { hr: 60, rr: 0, temp: 35.8, nibp: '90/52', o2: 86, co2: 52 },
        airway: 'Tongue falls back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Carotid pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 improves.',
          airwayManagement:
            'Chooses an OPA measured from the corner of the mouth to the angle of the jaw (or an NPA from the nostril to the tragus) and inserts it correctly without moving the neck; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. What could help?',
      },
      {
        initialState:
          'SpO2 97%, good chest rise; anaesthesia arrives to intubate with in-line stabilisation. The simulation is complete.',
        vitalSigns: { hr: 64, rr: 0, temp: 35.9, nibp: '92/54', o2: 97, co2: 41 },
        airway: 'Patent with the OPA',
        breathing: 'Assisted, good chest rise',
        circulation: 'Carotid pulse present',
        disability: 'Unresponsive',
        hardStop: emptyStops,
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
      'I suction the water from his mouth with a rigid Yankauer suction catheter.',
      'I keep his head in a neutral position with manual in-line stabilisation, without extending the neck, and I open the airway with a jaw thrust without head tilt, without pressing on the soft tissue under the jaw.',
      'I choose an adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the bed.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
      'I keep the airway open with the same hand that holds the mask.',
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'There is no gag reflex, so I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with the correct technique, using a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate. The chest rises and the SpO2 improves: ventilation is effective.',
    ],
    [],
  ],
};
