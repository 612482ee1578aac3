import { type CaseDocument, CaseDocumentSchema } from '../../../src/contract/case.ts';

/** An 8-year-old hit by a car: collar and in-line stabilisation, jaw thrust only, and no NPA (basal skull fracture). */
export const traumaSchoolAgeCase: CaseDocument = CaseDocumentSchema.parse({
  'Scenario Outline': {
    casePresentation:
      'Sam, an 8-year-old boy, was hit by a car while cycling without a helmet. He arrives in the resuscitation room in a cervical collar, unresponsive, with snoring breaths that have just stopped. There is bruising behind the right ear (Battle sign), bruising around both eyes and clear fluid from the nose: a basal skull fracture is suspected.',
    objectives: {
      objective1: 'Open the airway of a child with a possible neck injury.',
      objective2: 'Choose an adjunct that is safe with a basal skull fracture.',
      objective3: 'Ventilate at the right rate for his age.',
    },
    patientReport: {
      basicInformation: {
        name: 'Sam',
        age: 8,
        sex: 'Male',
        weight: 26,
        diagnosis: 'Head injury, suspected basal skull fracture',
      },
      history: {
        symptoms: 'Unresponsive since the collision',
        allergies: 'None known',
        medications: 'None',
        pmh: 'Asthma, mild',
        lastMeal: 'Breakfast 3 hours ago',
        events: 'Cyclist hit by a car at about 30 km/h, thrown onto the road',
      },
      initialExam: {
        generalAppearance: 'Unresponsive, cervical collar on, blood in the mouth',
        breathing: 'Snoring, then apnoeic',
        circulation: 'Heart rate 62, blood pressure 132/80',
        neuro: 'GCS 3, right pupil larger than the left, no gag reflex',
        disability: 'Battle sign, periorbital bruising, clear fluid from the nose',
      },
    },
  },
  Phases: [
    {
      initialState: 'Sam has stopped breathing. A cervical collar is on; there is blood in his mouth.',
      vitalSigns: { hr: 62, rr: 0, temp: 36.4, nibp: '132/80', o2: 80, co2: null },
      airway: 'Blood in the mouth; snoring has stopped',
      breathing: 'Apnoeic',
      circulation: 'Pulses present',
      disability: 'GCS 3',
      hardStop: {
        airwayManagement:
          'Calls for help and has an assistant hold manual in-line stabilisation; keeps the head and neck neutral and in line (no sniffing position, no head tilt); opens the airway with a jaw thrust only. Suctions the blood from the mouth with a Yankauer under direct vision; no nasal suction.',
        ventilationEquipment: 'Child mask, a self-inflating bag of 500-1000 mL, oxygen at 15 L/min.',
        ventilationTechnique: 'Ventilates from the head of the bed.',
        maskPositioning: '',
      },
      softStop: 'His neck may be injured. How will you open his airway?',
    },
    {
      initialState:
        'Bagging moves the chest, but the tongue keeps falling back and the seal is hard to keep with the jaw thrust.',
      vitalSigns: { hr: 70, rr: 0, temp: 36.4, nibp: '128/78', o2: 86, co2: 50 },
      airway: 'Tongue falls back between breaths',
      breathing: 'Some chest rise',
      circulation: 'Pulses present',
      disability: 'GCS 3',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Keeps the jaw thrust with the mask hand while bagging; gives each breath over 1 second; ventilates at 20-30 breaths per minute.',
        airwayManagement:
          'Inserts an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw; no nasopharyngeal airway, as a basal skull fracture is suspected.',
        maskPositioning:
          'Keeps a tight seal, with a two-person technique if needed, and keeps the mask off the bruised eyes.',
      },
      softStop: 'The tongue keeps falling back. What could help, and what must you avoid in this child?',
    },
    {
      initialState: 'With the oral airway in, the chest rises well and SpO2 is 95%.',
      vitalSigns: { hr: 74, rr: 0, temp: 36.5, nibp: '126/76', o2: 95, co2: 44 },
      airway: 'Open with the oral airway',
      breathing: 'Good chest rise with assisted breaths',
      circulation: 'Pulses present',
      disability: 'GCS 3',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Confirms effective ventilation: visible chest rise and a rising SpO2; reassesses the heart rate.',
        airwayManagement: '',
        maskPositioning: '',
      },
      softStop: '',
    },
    {
      initialState:
        'Ventilated well, SpO2 98%. The trauma team and anaesthetist take over. The simulation is complete.',
      vitalSigns: { hr: 76, rr: 20, temp: 36.5, nibp: '124/76', o2: 98, co2: 42 },
    },
  ],
});
