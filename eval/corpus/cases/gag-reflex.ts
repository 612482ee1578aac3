import { type CaseDocument, CaseDocumentSchema } from '../../../src/contract/case.ts';

/** A 5-year-old after a seizure who still gags: no OPA, an NPA sized from the nostril to the tragus. */
export const gagReflexCase: CaseDocument = CaseDocumentSchema.parse({
  'Scenario Outline': {
    casePresentation:
      'Ella, a 5-year-old girl, had a prolonged febrile seizure treated with buccal midazolam. The seizure has stopped but she is barely breathing, snoring, and her sats are falling. She gags and coughs when anything touches the back of her mouth.',
    objectives: {
      objective1: 'Support breathing in a child with a depressed conscious level.',
      objective2: 'Choose an adjunct a child with a gag reflex tolerates.',
      objective3: 'Size and insert a nasopharyngeal airway.',
    },
    patientReport: {
      basicInformation: {
        name: 'Ella',
        age: 5,
        sex: 'Female',
        weight: 19,
        diagnosis: 'Febrile seizure, post-ictal hypoventilation',
      },
      history: {
        symptoms: 'Fever for a day, then a 20-minute generalised seizure',
        allergies: 'None known',
        medications: 'Buccal midazolam given by the paramedics',
        pmh: 'One febrile seizure at 2 years',
        lastMeal: 'Toast 2 hours ago',
        events: 'Seizure stopped after midazolam; breathing became slow and shallow',
      },
      initialExam: {
        generalAppearance: 'Drowsy, snoring, saliva at the mouth',
        breathing: 'Shallow breaths at 6 per minute',
        circulation: 'Heart rate 130, capillary refill 2 seconds',
        neuro: 'GCS 8, pupils equal and reactive, gag reflex present',
      },
    },
  },
  Phases: [
    {
      initialState: 'Ella is snoring with shallow breaths at 6 per minute; SpO2 is falling.',
      vitalSigns: { hr: 130, rr: 6, temp: 38.9, nibp: '98/60', o2: 82, co2: null },
      airway: 'Snoring, saliva at the mouth',
      breathing: 'Shallow, 6 per minute',
      circulation: 'Pulses present',
      disability: 'GCS 8, gags when the mouth is suctioned',
      hardStop: {
        airwayManagement:
          'Calls for help; suctions the saliva from the mouth with a Yankauer (she gags: the gag reflex is intact); sniffing position; opens the airway with a head tilt-chin lift or a jaw thrust.',
        ventilationEquipment: 'Child mask, 500 mL self-inflating bag, oxygen 15 L/min.',
        ventilationTechnique: 'Stands at the head of the bed.',
        maskPositioning: '',
      },
      softStop: 'She is hardly breathing. What do you do first?',
    },
    {
      initialState:
        'Assisted breaths help, but she keeps obstructing between them, and she gagged on the suction catheter.',
      vitalSigns: { hr: 125, rr: 6, temp: 38.9, nibp: '96/60', o2: 85, co2: 58 },
      airway: 'Obstructs between breaths; gag reflex present',
      breathing: 'Assisted',
      circulation: 'Pulses present',
      disability: 'GCS 8',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: 'Assists her breaths at 20-30 per minute, squeezing gently over 1 second.',
        airwayManagement:
          'Chooses a nasopharyngeal airway, not an oropharyngeal airway (gag reflex present), sized from the nostril to the tragus of the ear, lubricated and inserted straight back along the floor of the nose.',
        maskPositioning: 'Keeps the mask over the mouth and nose with an E-C clamp and a tight seal.',
      },
      softStop: 'She keeps obstructing, and she gags. What adjunct would she tolerate?',
    },
    {
      initialState: 'With the nasal airway in, the snoring has stopped. SpO2 is rising.',
      vitalSigns: { hr: 118, rr: 10, temp: 38.8, nibp: '98/62', o2: 92, co2: 48 },
      airway: 'Open with the nasal airway',
      breathing: 'Assisted and some own breaths',
      circulation: 'Pulses present',
      disability: 'GCS 9',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Reassesses chest rise, SpO2 and heart rate, and ventilates effectively: the chest rises and SpO2 improves.',
        airwayManagement: '',
        maskPositioning: '',
      },
      softStop: '',
    },
    {
      initialState: 'Ella breathes on her own at 20 per minute; SpO2 97%. The simulation is complete.',
      vitalSigns: { hr: 115, rr: 20, temp: 38.6, nibp: '100/62', o2: 97, co2: 42 },
    },
  ],
});
