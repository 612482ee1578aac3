import { type CaseDocument, CaseDocumentSchema } from '../../../src/contract/case.ts';

/** A 2-year-old after an opioid ingestion: a size 2 mask, a seal that needs two people, then an OPA. */
export const toddlerCase: CaseDocument = CaseDocumentSchema.parse({
  'Scenario Outline': {
    casePresentation:
      "Leo, a 2-year-old boy, was found drowsy at his grandmother's home next to her methadone bottle. In the emergency department he stops breathing. Naloxone has been ordered but is not yet given.",
    objectives: {
      objective1: 'Recognise apnoea and call for help.',
      objective2: 'Ventilate a toddler with a bag and mask, using two people when the seal fails.',
      objective3: 'Size and insert an oropharyngeal airway.',
    },
    patientReport: {
      basicInformation: {
        name: 'Leo',
        age: 2,
        sex: 'Male',
        weight: 12,
        diagnosis: 'Opioid (methadone) ingestion',
      },
      history: {
        symptoms: 'Drowsiness, then slow shallow breathing',
        allergies: 'Penicillin (rash)',
        medications: 'None',
        pmh: 'None',
        lastMeal: 'Lunch 4 hours ago',
        events: 'Possible ingestion of methadone 2 hours ago',
      },
      initialExam: {
        generalAppearance: 'Unresponsive, grey',
        breathing: 'Apnoeic',
        circulation: 'Heart rate 90, pulses present',
        neuro: 'Pinpoint pupils, no response to pain, no gag reflex',
      },
    },
  },
  Phases: [
    {
      initialState: 'Leo has stopped breathing on the trolley. You are alone with him.',
      vitalSigns: { hr: 90, rr: 0, temp: 36.6, nibp: '88/50', o2: 75, co2: null },
      airway: 'Clear',
      breathing: 'Apnoeic',
      circulation: 'Pulses present',
      disability: 'Unresponsive, pinpoint pupils',
      hardStop: {
        airwayManagement:
          'Recognises apnoea and calls for help; places the head in the sniffing position with a small towel under the head, without hyperextending the neck.',
        ventilationEquipment:
          'A size 2 child mask that sits from the bridge of the nose to the cleft of the chin; a 500 mL self-inflating bag; oxygen at 10-15 L/min.',
        ventilationTechnique: 'Stands at the head of the bed.',
        maskPositioning:
          'Narrow end of the mask on the bridge of the nose, covering the mouth and nose, held with an E-C clamp, with no pressure on the eyes.',
      },
      softStop: 'He is not breathing. Who and what do you need?',
    },
    {
      initialState: 'The mask leaks on one side and the chest rises poorly.',
      vitalSigns: { hr: 84, rr: 0, temp: 36.6, nibp: '86/48', o2: 70, co2: null },
      airway: 'Tongue falling back',
      breathing: 'Poor chest rise',
      circulation: 'Pulses present',
      disability: 'Unresponsive',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Lifts the jaw into the mask with the mask hand; squeezes over 1 second, just until the chest rises; 20-30 breaths per minute.',
        airwayManagement: 'Opens the airway with a head tilt-chin lift or a jaw thrust.',
        maskPositioning:
          'Gets an effective seal; if one person cannot, uses a two-person technique (one holds the mask with both hands, the other squeezes the bag).',
      },
      softStop: 'Air is leaking around the mask. How could you get a better seal?',
    },
    {
      initialState: 'The chest rises now, but the tongue falls back between breaths. Still no gag reflex.',
      vitalSigns: { hr: 110, rr: 0, temp: 36.6, nibp: '92/54', o2: 88, co2: 52 },
      airway: 'Tongue falls back between breaths',
      breathing: 'Chest rises with assisted breaths',
      circulation: 'Capillary refill 2 seconds',
      disability: 'No gag reflex',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
        airwayManagement: 'Sizes an OPA from the corner of the mouth to the angle of the jaw and inserts it.',
        maskPositioning: '',
      },
      softStop: 'What could keep his airway open between your breaths?',
    },
    {
      initialState:
        'Naloxone is given; Leo starts breathing and cries. SpO2 98%. The simulation is complete.',
      vitalSigns: { hr: 120, rr: 26, temp: 36.7, nibp: '94/56', o2: 98, co2: 40 },
    },
  ],
});
