import type { CaseDocument } from '../../contract/case.ts';

/**
 * The case seeded at first start: a 4-year-old who stops breathing after benzodiazepines for status
 * epilepticus. Written in the case format the Data Collection form produces; the hard-stop texts are free
 * text, read by the scenario engine's lexicon like anything an author would write.
 */
export const sampleCase: CaseDocument = {
  'Scenario Outline': {
    casePresentation:
      'RJ, a 4-year-old boy with epilepsy on levetiracetam, was admitted with influenza A and dehydration. This morning he had a prolonged seizure: he received lorazepam twice and a loading dose of levetiracetam, and the seizure stopped. He is now apnoeic and hypoxic. You are the first provider at the bedside.',
    objectives: {
      objective1: 'Recognise apnoea and hypoxia.',
      objective2: 'Choose and prepare the bag-mask equipment.',
      objective3: 'Position the mask and open the airway.',
      objective4: 'Ventilate at the right rate and volume.',
      objective5: 'Size and insert an airway adjunct.',
    },
    patientReport: {
      basicInformation: {
        name: 'RJ',
        age: 4,
        sex: 'Male',
        weight: 18,
        diagnosis: 'Influenza A, status epilepticus, dehydration',
      },
      history: {
        symptoms: 'Fever, cough, seizure',
        allergies: 'None known',
        medications: 'Levetiracetam',
        pmh: 'Epilepsy',
        lastMeal: '6 hours ago',
        events: 'Prolonged seizure treated with two doses of lorazepam and a levetiracetam load',
      },
      PMH: {
        medicalConditions: 'Epilepsy',
        hospitalizations: 'None',
        surgeries: 'None',
        allergies: 'None known',
        medications: 'Levetiracetam',
        socialHistory: 'Lives with his parents, attends preschool',
        vaccinations: 'Up to date',
        familyHistory: 'None',
      },
      initialExam: {
        generalAppearance: 'Unresponsive, secretions pooling at the mouth',
        breathing: 'No respiratory effort, no chest rise',
        circulation: 'Pulses present, capillary refill 3 seconds',
        abdomen: 'Soft',
        neuro: 'Post-ictal, unresponsive to voice',
        disability: 'Unresponsive to voice',
      },
      labs: { rvp: 'Respiratory viral panel positive for influenza A' },
    },
  },
  Phases: [
    {
      initialState:
        'RJ is apnoeic and grey. An IV is in place; there is no intubation equipment in the room.',
      vitalSigns: { hr: 125, rr: 0, temp: 37.5, nibp: '93/58', o2: 73, co2: null },
      airway: 'Secretions at the mouth',
      breathing: 'No chest rise',
      circulation: 'Pulses present, capillary refill 3 seconds',
      disability: 'Unresponsive',
      hardStop: {
        ventilationEquipment:
          'Selects a suitable mask size and a suitable bag; connects the bag to oxygen and turns the flow on.',
        ventilationTechnique: 'Stands at the head of the bed.',
        airwayManagement: 'Suctions the secretions from the mouth with an appropriate suction catheter.',
        maskPositioning:
          'Places the mask in the correct orientation, covering the mouth and nose; holds it with an E-C clamp; makes an effective seal; avoids pressure on the eyes.',
      },
      softStop: 'What equipment do you need at the bedside?',
    },
    {
      initialState: 'Bagging has started, but the chest barely rises. Blood glucose is 96 mg/dL.',
      vitalSigns: { hr: 135, rr: 0, temp: 37.5, nibp: '95/60', o2: 58, co2: null },
      airway: 'Clear after suction',
      breathing: 'Assisted breaths only; minimal chest rise',
      circulation: 'Pulses present',
      disability: 'Unresponsive',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Keeps the airway open with the mask hand; squeezes the bag gently over about one second, just enough for the chest to rise; ventilates at a rate right for his age.',
        airwayManagement:
          'Positions the head in the sniffing position without hyperextending the neck; opens the airway with a jaw thrust or a head tilt-chin lift, keeping the fingers off the soft tissue under the jaw.',
        maskPositioning: '',
      },
      softStop: 'The chest is barely rising. What could you change?',
    },
    {
      initialState: 'Improving with bagging. He now withdraws from pain.',
      vitalSigns: { hr: 120, rr: 24, temp: 37.5, nibp: '96/60', o2: 86, co2: 48 },
      airway: 'Tongue falls back between breaths',
      breathing: 'Assisted at 24/min, chest rising',
      circulation: 'Pulses present, capillary refill 2 seconds',
      disability: 'Withdraws to pain',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
        airwayManagement: 'Chooses an OPA or NPA of the correct size and inserts it correctly.',
        maskPositioning: '',
      },
      softStop: '',
    },
    {
      initialState:
        'Stabilised: SpO2 99% and the chest rises well with each breath. The simulation is complete.',
      vitalSigns: { hr: 110, rr: 22, temp: 37.4, nibp: '98/62', o2: 99, co2: 40 },
      airway: 'Patent with the adjunct',
      breathing: 'Good chest rise with assisted breaths',
      circulation: 'Pulses present, capillary refill 2 seconds',
      disability: 'Withdraws to pain',
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
