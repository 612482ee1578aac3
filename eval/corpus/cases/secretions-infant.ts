import { type CaseDocument, CaseDocumentSchema } from '../../../src/contract/case.ts';

/** A 9-month-old with bronchiolitis and copious secretions: suction first and again, an infant bag the author sizes. */
export const secretionsInfantCase: CaseDocument = CaseDocumentSchema.parse({
  'Scenario Outline': {
    casePresentation:
      'Mateo, a 9-month-old boy with RSV bronchiolitis, has become exhausted on the ward. His nose and mouth are full of thick secretions and he has just stopped breathing. The resuscitation trolley has an infant self-inflating bag (450-500 mL) and infant and child masks.',
    objectives: {
      objective1: 'Clear the airway of secretions safely.',
      objective2: 'Choose equipment for an infant.',
      objective3: 'Position the head and mask and ventilate effectively.',
    },
    patientReport: {
      basicInformation: {
        name: 'Mateo',
        age: 0.75,
        sex: 'Male',
        weight: 8.5,
        diagnosis: 'RSV bronchiolitis',
      },
      history: {
        symptoms: 'Three days of coryza, cough and poor feeding; increasing work of breathing',
        allergies: 'None known',
        medications: 'None',
        pmh: 'Born at 35 weeks',
        lastMeal: 'Half a bottle 3 hours ago',
        events: 'Exhausted, then apnoeic',
      },
      initialExam: {
        generalAppearance: 'Pale, mottled, copious thick secretions in the nose and mouth',
        breathing: 'Apnoeic after a period of grunting and recession',
        circulation: 'Heart rate 120, capillary refill 3 seconds',
        neuro: 'Unresponsive, hypotonic',
      },
      labs: { rvp: 'RSV positive' },
    },
  },
  Phases: [
    {
      initialState: 'Mateo is apnoeic; secretions bubble at his nose and mouth.',
      vitalSigns: { hr: 120, rr: 0, temp: 38.0, nibp: '80/45', o2: 70, co2: null },
      airway: 'Thick secretions in the nose and mouth',
      breathing: 'Apnoeic',
      circulation: 'Pulses present',
      disability: 'Unresponsive',
      hardStop: {
        airwayManagement:
          'Calls for help and suctions the thick secretions from the mouth and nose with an 8-10 Fr suction catheter, no deeper than the back of the mouth.',
        ventilationEquipment:
          'Infant mask that reaches from the bridge of the nose to the cleft of the chin; infant self-inflating bag (450-500 mL); oxygen at 15 L/min.',
        ventilationTechnique: 'Ventilates from the head of the bed.',
        maskPositioning: '',
      },
      softStop: 'What is in the way of any breath you give him?',
    },
    {
      initialState: 'Secretions have built up again and the chest barely rises with the breaths.',
      vitalSigns: { hr: 110, rr: 0, temp: 38.0, nibp: '78/44', o2: 66, co2: null },
      airway: 'Secretions again at the back of the mouth',
      breathing: 'Minimal chest rise',
      circulation: 'Pulses present',
      disability: 'Unresponsive',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: '',
        airwayManagement:
          'Suctions again, puts a shoulder roll under him so the head is neutral, and opens the airway with a jaw thrust.',
        maskPositioning:
          'Puts the mask on the right way round over the mouth and nose, holds it with an E-C clamp for an effective seal, and keeps pressure off the eyes.',
      },
      softStop: 'The chest is barely rising. What has changed in his airway?',
    },
    {
      initialState: 'The airway is clear and the chest rises. SpO2 is climbing slowly.',
      vitalSigns: { hr: 135, rr: 0, temp: 38.0, nibp: '84/48', o2: 85, co2: 55 },
      airway: 'Clear',
      breathing: 'Chest rises with assisted breaths',
      circulation: 'Capillary refill 2 seconds',
      disability: 'Grimaces',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Squeezes the bag gently over 1 second, just enough for the chest to rise, 20-30 breaths per minute, and reassesses chest rise and SpO2 after each change.',
        airwayManagement: '',
        maskPositioning: '',
      },
      softStop: '',
    },
    {
      initialState:
        'SpO2 96% with assisted breaths; the high-dependency team arrives. The simulation is complete.',
      vitalSigns: { hr: 140, rr: 30, temp: 38.0, nibp: '86/50', o2: 96, co2: 45 },
    },
  ],
});
