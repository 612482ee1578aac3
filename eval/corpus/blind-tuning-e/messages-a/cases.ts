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

/** Both cases ask for the same items in the same phases (see README.md). */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
  [],
];

/**
 * New: Lena, 7 years (23 kg), epilepsy, convulsive status epilepticus in the emergency department treated with
 * rectal paraldehyde and IV phenobarbital; now apnoeic with a pulse, frothy secretions, no gag reflex, no trauma.
 */
export const PHENOBARB: MessageCase = {
  id: 'e-a-phenobarb-7y',
  title:
    'Tuning case: 7-year-old apnoeic after rectal paraldehyde and IV phenobarbital for status epilepticus',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Lena, a 7-year-old girl (23 kg) with epilepsy on sodium valproate, was brought to the emergency department by ambulance in convulsive status epilepticus. Her mother had given buccal midazolam at home. With no IV access at first she was given rectal paraldehyde; the seizure went on, an IV cannula was then placed and she received phenobarbital 20 mg/kg IV over 20 minutes. The seizure stopped. Ten minutes later the nurse calls you: she has stopped breathing. She has a pulse, frothy secretions at her mouth and no gag reflex. She did not fall or injure herself. You are the first doctor at the bedside in the resuscitation bay.',
      objectives: {
        objective1:
          'Recognise drug-induced apnoea and call for help at once, without waiting for the drugs to wear off, stimulating her or sending tests before ventilating.',
        objective2:
          'Suction the frothy secretions with a Yankauer or a suitably sized catheter, with no finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-500 mL on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Position the head in the sniffing position, open the airway, and place and hold the mask correctly (E-C clamp, two-person if the seal is poor), lifting the jaw into it.',
        objective5:
          'Ventilate gently at 20-30 breaths a minute, size and insert an oropharyngeal airway (no gag reflex), and reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Lena',
          age: 7,
          sex: 'Female',
          weight: 23,
          diagnosis:
            'Convulsive status epilepticus, terminated; apnoea with a pulse after buccal midazolam, rectal paraldehyde and IV phenobarbital',
        },
        history: {
          symptoms: 'Generalised tonic-clonic seizure lasting about 45 minutes; now unresponsive and apnoeic',
          allergies: 'None known',
          medications: 'Sodium valproate twice daily; buccal midazolam as rescue',
          pmh: 'Epilepsy since age 3; two previous admissions with prolonged seizures',
          lastMeal: 'Breakfast 4 hours ago',
          events:
            'Buccal midazolam at home, rectal paraldehyde on arrival, IV phenobarbital 20 mg/kg; the seizure stopped, and ten minutes later she stopped breathing.',
        },
        PMH: {
          medicalConditions: 'Epilepsy (generalised), mild learning difficulty',
          hospitalizations: 'Two admissions for prolonged seizures, never intubated',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Sodium valproate',
          socialHistory: 'Lives with her parents and a younger brother; attends primary school',
          vaccinations: 'Up to date',
          familyHistory: 'Father had febrile seizures as a child',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, grey-blue lips, frothy secretions bubbling at the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 118, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Unresponsive to voice and pain; pupils equal and small; no gag reflex; no sign of head injury',
          disability: 'Unresponsive (U on AVPU)',
        },
        labs: { rvp: 'Not sent. Bedside glucose 6.1 mmol/L on arrival.' },
      },
    },
    Phases: [
      {
        initialState:
          'Lena lies flat on the resuscitation trolley, not breathing, frothy secretions at her mouth. The IV is in. Wall suction with a Yankauer, oxygen, masks, bags and airway adjuncts are at the bedside. Her mother is in the room.',
        vitalSigns: { hr: 118, rr: 0, temp: 37.8, nibp: '102/64', o2: 76, co2: null },
        airway: 'Frothy secretions in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-500 mL; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without waiting for the drugs to wear off, stimulating her or sending tests first; suctions the frothy secretions from the mouth with a Yankauer or a suitably sized catheter, with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her mouth is full of froth. What do you do first?',
      },
      {
        initialState:
          'The froth is cleared for now, the bag is on oxygen and you are at the head of the trolley. Her jaw is slack and her tongue has fallen back.',
        vitalSigns: { hr: 108, rr: 0, temp: 37.8, nibp: '98/60', o2: 70, co2: null },
        airway: 'Clear after suction; the slack tongue obstructs the pharynx',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 108',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask, lifting the jaw into the mask.',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, with two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is on. Is her airway open, and how are you holding the mask?',
      },
      {
        initialState: 'Breaths go in, but her tongue falls back between breaths and the froth keeps coming.',
        vitalSigns: { hr: 112, rr: 0, temp: 37.8, nibp: '100/62', o2: 84, co2: 62 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'SpO2 98% and heart rate 104; the chest rises with each breath and she begins to take shallow breaths of her own. The PICU team arrive. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 8, temp: 37.8, nibp: '100/62', o2: 98, co2: 48 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths; some shallow breaths of her own',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
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
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is apnoeic with a pulse. I call for help.',
      'I suction the froth from her mouth with a Yankauer.',
      'I take a child mask that fits from the bridge of her nose to the cleft of her chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'I put her head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'I put the mask on the right way round over her mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off her eyes.',
      'I keep the airway open by lifting her jaw into the mask with the same hand that holds it.',
    ],
    [
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds, 20 a minute.',
      'She has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it with a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Jordan, 16 years (60 kg), heroin overdose, carried into the emergency department from a park toilet by
 * friends; apnoeic with a pulse, vomit in the mouth, gag reflex present, no trauma.
 */
export const HEROIN: MessageCase = {
  id: 'e-a-heroin-16y',
  title: 'Tuning case: 16-year-old apnoeic after a heroin overdose, vomit in the mouth, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jordan, a 16-year-old boy (60 kg), was found by two friends slumped on the floor of a public toilet in the park next to the hospital after injecting heroin. They carried him straight into the emergency department; no ambulance was called and no naloxone has been given. In the resuscitation bay he is apnoeic with a pulse, there is vomit in his mouth, and he gags when the back of his mouth is touched. His friends say he slid down from sitting and did not fall or hit his head; there is no sign of injury. You are the first doctor with him.',
      objectives: {
        objective1:
          'Recognise opioid-induced apnoea and call for help at once, ventilating without waiting for naloxone to work, stimulating him or sending tests first.',
        objective2:
          'Suction the vomit from the mouth with a Yankauer (a rigid large-bore sucker), with no finger sweep.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L) on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Position the head in the sniffing position, open the airway, and place and hold the mask correctly (E-C clamp, two-person if the seal is poor), lifting the jaw into it.',
        objective5:
          'Ventilate gently at about 20 breaths a minute, choose a nasopharyngeal airway (gag present: no oropharyngeal airway), size and insert it correctly, and reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jordan',
          age: 16,
          sex: 'Male',
          weight: 60,
          diagnosis: 'Heroin (opioid) overdose with apnoea; pulse present; vomit in the mouth',
        },
        history: {
          symptoms: 'Found unresponsive and not breathing after injecting heroin',
          allergies: 'None known',
          medications: 'None known',
          pmh: 'Known to the youth drug service; no other illness known',
          lastMeal: 'Unknown; has vomited',
          events:
            'Injected heroin in the park toilet about 15 minutes ago; his friends found him slumped and carried him in. No naloxone given. No fall or head injury.',
        },
        PMH: {
          medicalConditions: 'None known',
          hospitalizations: 'One previous attendance with alcohol intoxication',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his mother; left school this year; known to the youth drug service',
          vaccinations: 'Up to date as far as known',
          familyHistory: 'Not known',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, cyanosed, vomit in the mouth; a fresh injection mark in the left antecubital fossa',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 58, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Unresponsive to voice, pinpoint pupils; gags when the back of the mouth is touched; no sign of head or neck injury',
          disability: 'Unresponsive to voice',
        },
        labs: { rvp: 'Not sent. Bedside glucose 5.8 mmol/L.' },
      },
    },
    Phases: [
      {
        initialState:
          'Jordan lies on the resuscitation trolley, blue and not breathing, vomit in his mouth. Wall suction with a Yankauer, oxygen, adult and paediatric masks and bags, and airway adjuncts are at the bedside. His friends are by the door.',
        vitalSigns: { hr: 58, rr: 0, temp: 35.9, nibp: '104/62', o2: 62, co2: null },
        airway: 'Vomit in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive; pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without waiting for naloxone, stimulating him or sending tests first; suctions the vomit from the mouth with a Yankauer, with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and there is vomit in his mouth. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear for now, the bag is on oxygen and you are at the head of the trolley. His jaw is slack and his tongue has fallen back.',
        vitalSigns: { hr: 52, rr: 0, temp: 35.9, nibp: '100/60', o2: 58, co2: null },
        airway: 'Clear after suction; the slack tongue obstructs the pharynx',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 52',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask, lifting the jaw into the mask.',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, with two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is on. Is his airway open, and how are you holding the mask?',
      },
      {
        initialState:
          'Breaths go in and his heart rate is picking up, but his tongue falls back between breaths; he still gags when the back of his mouth is touched.',
        vitalSigns: { hr: 88, rr: 0, temp: 35.9, nibp: '110/66', o2: 82, co2: 70 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise, at about 20 breaths a minute (one every 3 seconds); ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With a gag reflex present, chooses a nasopharyngeal airway (not an oropharyngeal airway) measured from the nostril to the tragus of the ear and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop:
          'His tongue keeps falling back, and he gags when anything touches the back of his mouth. What now?',
      },
      {
        initialState:
          'SpO2 97% and heart rate 90; the chest rises with each breath. Naloxone has been given by the team and he starts to breathe on his own. The simulation is complete.',
        vitalSigns: { hr: 90, rr: 12, temp: 36.0, nibp: '118/70', o2: 97, co2: 46 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Breathing on his own, supported with bag-mask breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Groans to pain',
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
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call for help.',
      'I suction the vomit from his mouth with a Yankauer.',
      'I take an adult mask that fits from the bridge of his nose to the cleft of his chin and a 1600 mL adult self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'I put his head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'I put the mask on the right way round over his mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off his eyes.',
      'I keep the airway open by lifting his jaw into the mask with the same hand that holds it.',
    ],
    [
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds, 20 a minute.',
      'He has a gag reflex, so I measure a nasopharyngeal airway from the nostril to the tragus of the ear, lubricate it and insert it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};
