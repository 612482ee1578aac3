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

const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
  [],
];

/** New: Noah, 18 months (11 kg), choked on a grape; cleared by back blows, now apnoeic with a pulse, gag present. */
export const GRAPE: MessageCase = {
  id: 'ho5-b-grape-18m',
  title: 'Held-out case: 18-month-old apnoeic after choking on a grape (cleared), gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noah, an 18-month-old boy (11 kg), was eating whole grapes in the emergency department waiting room when he choked. The triage nurse gave back blows and a whole grape came out, but he went limp. He has been carried to the resuscitation bay: he is not breathing but has a pulse. His mouth is full of saliva with small bits of grape skin, and he gags when the back of his throat is touched. There is no injury. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a relieved choking episode and call for help at once.',
        objective2:
          'Suction the saliva and grape fragments with a Yankauer under direct vision: no blind finger sweep, and no more back blows or thrusts now that the obstruction is out.',
        objective3:
          'Choose an infant or small-child mask that fits from the bridge of the nose to the cleft of the chin, a 450-500 mL self-inflating bag on oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Place the head neutral in the sniffing position (a thin shoulder roll for his large occiput), open the airway with a head tilt-chin lift or a jaw thrust, and place and hold the mask correctly.',
        objective5:
          'Ventilate gently at 20-30 breaths a minute; with a gag reflex, choose a nasopharyngeal airway (not an oropharyngeal one) sized from the nostril to the tragus; reassess after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noah',
          age: 1.5,
          sex: 'Male',
          weight: 11,
          diagnosis: 'Choking on a grape (relieved by back blows), hypoxic apnoea with a pulse',
        },
        history: {
          symptoms:
            'Sudden choking and silent coughing while eating grapes; limp and apnoeic after the grape came out',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Healthy, born at term',
          lastMeal: 'Grapes and a biscuit ten minutes ago',
          events:
            'Choked on a whole grape in the waiting room; the triage nurse gave five back blows and the grape came out whole; he became floppy and stopped breathing about one minute ago.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his mother and grandmother; goes to a childminder',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Floppy, pale and blue around the lips; saliva and small bits of grape skin in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 88, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Unresponsive; gags when the back of the throat is touched; pupils equal and reacting',
          disability: 'Unresponsive to voice, withdraws weakly to pain',
        },
        labs: { rvp: 'Not sent (bedside glucose 5.4 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Noah lies on the resuscitation trolley, floppy and blue, with saliva and bits of grape skin in his mouth. His mother is crying at the door. Wall suction with a Yankauer, oxygen, paediatric bag-valve-mask kit and airway adjuncts are on the trolley.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.8, nibp: '84/50', o2: 68, co2: null },
        airway: 'Saliva and grape fragments in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant or small-child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-500 mL; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the saliva and grape fragments from the mouth with a Yankauer, gently and under direct vision; no blind finger sweep and no more back blows or thrusts.',
          maskPositioning: '',
        },
        softStop: 'The grape is out but he is not breathing. What do you do first?',
      },
      {
        initialState: 'The mouth is clear; the bag is on oxygen and you are at the head of the bed.',
        vitalSigns: { hr: 80, rr: 0, temp: 36.8, nibp: '82/48', o2: 64, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask (lifts the jaw into the mask).',
          airwayManagement:
            'Places the head neutral in the sniffing position (a thin roll under the shoulders) without hyperextending or flexing the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is on. Is his airway open, and how are you holding the mask?',
      },
      {
        initialState:
          'The chest rises with some breaths, but the tongue falls back between breaths and he gags when anything touches the back of his throat.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.8, nibp: '86/52', o2: 82, co2: 55 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With a gag reflex present, chooses a nasopharyngeal airway measured from the nostril to the tragus (not an oropharyngeal airway) and inserts it lubricated, straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back and he gags. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 130, the chest rises with each breath and he starts to cry weakly. The simulation is complete.',
        vitalSigns: { hr: 130, rr: 18, temp: 36.8, nibp: '90/55', o2: 96, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Breathing on his own, supported with bag-mask breaths',
        circulation: 'Pulses present, capillary refill 2 seconds',
        disability: 'Crying weakly, moving all limbs',
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
      'I suction the saliva and grape pieces from his mouth with a Yankauer.',
      'I take a small child mask that fits from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'I put a thin roll under his shoulders and keep his head in a neutral sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'I put the mask on the right way round over his mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off his eyes.',
      'I keep the airway open by lifting the jaw into the mask with the same hand that holds it.',
    ],
    [
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds, 20 a minute.',
      'He has a gag reflex, so I measure a nasopharyngeal airway from the nostril to the tragus, lubricate it and insert it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};

/** New: Chloe, 14 years (50 kg), her mother's amitriptyline; GCS 3, apnoeic with a pulse, vomit, no gag, no trauma. */
export const TCA: MessageCase = {
  id: 'ho5-b-amitriptyline-14y',
  title: "Held-out case: 14-year-old apnoeic after her mother's amitriptyline, vomit in the mouth, no gag",
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Chloe, a 14-year-old girl (50 kg), was found unresponsive on her bed by her mother, next to empty blister packs of her mother's amitriptyline 25 mg (up to 40 tablets missing). She was not found on the floor and has no sign of injury. Paramedics brought her in on a face mask. In the resuscitation bay she has a GCS of 3, is not breathing and has a fast pulse; there is vomit in her mouth and no gag reflex. The monitor shows a broad-complex sinus tachycardia. You are the first doctor at the bedside.",
      objectives: {
        objective1: 'Recognise apnoea with a pulse in a tricyclic overdose and call for help at once.',
        objective2:
          'Suction the vomit with a Yankauer (rigid, large bore), no blind finger sweep, without delaying ventilation.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1000 mL or more) on oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Place the head in the sniffing position (a small pad under the occiput) without hyperextension, open the airway with a head tilt-chin lift or a jaw thrust, and place and hold the mask correctly.',
        objective5:
          'Ventilate gently at about 20 breaths a minute (one every 3 seconds): not slower, since acidosis worsens the tricyclic cardiotoxicity; with no gag reflex, size and insert an OPA; reassess after every step. Give sodium bicarbonate for the broad QRS.',
      },
      patientReport: {
        basicInformation: {
          name: 'Chloe',
          age: 14,
          sex: 'Female',
          weight: 50,
          diagnosis: 'Amitriptyline overdose: coma (GCS 3), apnoea with a pulse, broad-complex tachycardia',
        },
        history: {
          symptoms: 'Found unresponsive; vomited once in the ambulance',
          allergies: 'None known',
          medications: 'None (her mother takes amitriptyline 25 mg at night)',
          pmh: 'Low mood for some months, seen once by the school counsellor',
          lastMeal: 'Dinner about four hours ago',
          events:
            'Last seen well at 21:00; found by her mother at 23:30 on her bed with empty packs of amitriptyline 25 mg (up to 40 tablets, about 20 mg/kg). No fall, no injury. Paramedics gave oxygen by face mask; she stopped breathing on arrival.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her mother and younger brother; in year 9; recent bullying at school',
          vaccinations: 'Up to date',
          familyHistory: 'Mother has depression',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, flushed, dry skin; vomit in the mouth',
          breathing: 'No respiratory effort, no chest rise',
          circulation:
            'Pulse 136, blood pressure 86/48, capillary refill 3 seconds; QRS 130 ms on the monitor',
          abdomen: 'Soft, bowel sounds reduced',
          neuro: 'GCS 3, pupils 6 mm and sluggish, no gag reflex; no sign of head or neck injury',
          disability: 'GCS 3',
        },
        labs: { rvp: 'Not sent (venous gas pending; bedside glucose 6.8 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Chloe lies on the resuscitation trolley, unresponsive and grey, with vomit in her mouth. Her mother is at the door. Wall suction with a Yankauer, oxygen, adult and paediatric bag-valve-mask kits and airway adjuncts are on the trolley; an IV is in place.',
        vitalSigns: { hr: 136, rr: 0, temp: 37.6, nibp: '86/48', o2: 72, co2: null },
        airway: 'Vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest rise',
        circulation: 'Pulse present; broad QRS (130 ms) on the monitor',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1000 mL or more); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the vomit from the mouth with a Yankauer or another large-bore catheter without delaying ventilation; no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and there is vomit in her mouth. What do you do first?',
      },
      {
        initialState: 'The mouth is clear; the bag is on oxygen and you are at the head of the bed.',
        vitalSigns: { hr: 140, rr: 0, temp: 37.6, nibp: '84/46', o2: 66, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Pulse present; QRS 130 ms',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask (lifts the jaw into the mask).',
          airwayManagement:
            'Places the head in the sniffing position (a small pad under the occiput) without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is on. Is her airway open, and how are you holding the mask?',
      },
      {
        initialState:
          'Breaths go in, but the tongue falls back between breaths. She has no gag reflex. A venous gas shows pH 7.21 and pCO2 8.4 kPa.',
        vitalSigns: { hr: 128, rr: 0, temp: 37.6, nibp: '90/50', o2: 84, co2: 62 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present; QRS 120 ms after the first bicarbonate',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise (not emptying the bag), at about 20 breaths a minute, one every 3 seconds (never slow: acidosis worsens the cardiotoxicity); ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'The chest rises only a little and the CO2 is high. What would you change?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 118, QRS 104 ms; the chest rises with each breath. The anaesthetist arrives to intubate. The simulation is complete.',
        vitalSigns: { hr: 118, rr: 20, temp: 37.5, nibp: '98/58', o2: 97, co2: 42 },
        airway: 'Patent with the OPA',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
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
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is apnoeic with a pulse. I call for help.',
      'I suction the vomit from her mouth with a Yankauer.',
      'I take an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult 1000 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'I put a small pad under her head for the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'I put the mask on the right way round over her mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off her eyes.',
      'I keep the airway open by lifting the jaw into the mask with the same hand that holds it.',
    ],
    [
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds, 20 a minute.',
      'She has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it with a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};
