import { type CaseDocument, CaseDocumentSchema } from '../../../src/contract/case.ts';

/** A 15-year-old after an opioid overdose: adult mask and bag, and the adult rate of 1 breath every 6 seconds. */
export const adolescentCase: CaseDocument = CaseDocumentSchema.parse({
  'Scenario Outline': {
    casePresentation:
      'Maya, a 15-year-old girl, was brought in by friends after taking pills at a party. She is unresponsive and has stopped breathing. She weighs about 60 kg and is the size of an adult.',
    objectives: {
      objective1: 'Choose adult equipment for an adult-sized adolescent.',
      objective2: 'Ventilate at the adult rate without hyperventilating.',
      objective3: 'Keep the airway open with an oral airway.',
    },
    patientReport: {
      basicInformation: {
        name: 'Maya',
        age: 15,
        sex: 'Female',
        weight: 60,
        diagnosis: 'Suspected opioid overdose',
      },
      history: {
        symptoms: 'Drowsy, then unresponsive',
        allergies: 'None known',
        medications: 'None',
        pmh: 'Anxiety',
        lastMeal: 'Unknown',
        events: 'Took unknown pills at a party about 1 hour ago',
      },
      initialExam: {
        generalAppearance: 'Unresponsive, cyanosed lips',
        breathing: 'Apnoeic',
        circulation: 'Heart rate 58, blood pressure 100/60',
        neuro: 'Pinpoint pupils, GCS 3, no gag reflex',
      },
      labs: { rvp: 'Not done' },
    },
  },
  Phases: [
    {
      initialState: 'Maya is apnoeic on the trolley. Naloxone is being drawn up.',
      vitalSigns: { hr: 58, rr: 0, temp: 36.2, nibp: '100/60', o2: 76, co2: null },
      airway: 'Clear',
      breathing: 'Apnoeic',
      circulation: 'Pulses present',
      disability: 'GCS 3, pinpoint pupils',
      hardStop: {
        airwayManagement:
          'Calls for help; places the head in the sniffing position with a folded towel under the head and opens the airway with a head tilt-chin lift (no trauma).',
        ventilationEquipment:
          'An adult mask (medium or large) that seals from the bridge of the nose to the cleft of the chin; an adult self-inflating bag (1,000-1,600 mL); oxygen at 15 L/min.',
        ventilationTechnique: 'Stands at the head of the bed.',
        maskPositioning: '',
      },
      softStop: 'She is adult-sized. What equipment fits her?',
    },
    {
      initialState:
        'Bagging has started. The SpO2 is rising slowly; the breaths are being given fast and hard.',
      vitalSigns: { hr: 64, rr: 0, temp: 36.2, nibp: '102/62', o2: 84, co2: 38 },
      airway: 'Open',
      breathing: 'Chest rising, breaths too frequent',
      circulation: 'Pulses present',
      disability: 'GCS 3',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Ventilates at the adult rate of 1 breath every 6 seconds (10 per minute), each breath over 1 second with just enough volume to see the chest rise; keeps the airway open with the mask hand.',
        airwayManagement: '',
        maskPositioning:
          'Holds the mask the right way round over the mouth and nose with an E-C clamp and a tight seal, away from the eyes.',
      },
      softStop: 'How fast are you bagging an adult-sized patient?',
    },
    {
      initialState: 'The tongue falls back between breaths. Still no gag reflex. Naloxone is given.',
      vitalSigns: { hr: 72, rr: 0, temp: 36.3, nibp: '108/66', o2: 90, co2: 42 },
      airway: 'Tongue falls back between breaths',
      breathing: 'Assisted',
      circulation: 'Pulses present',
      disability: 'GCS 4',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: 'Reassesses: chest rise and SpO2 improving.',
        airwayManagement: 'Inserts an OPA sized from the corner of the mouth to the angle of the jaw.',
        maskPositioning: '',
      },
      softStop: 'What keeps her airway open between breaths?',
    },
    {
      initialState: 'After naloxone Maya breathes on her own; SpO2 98%. The simulation is complete.',
      vitalSigns: { hr: 80, rr: 14, temp: 36.4, nibp: '112/70', o2: 98, co2: 40 },
    },
  ],
});
