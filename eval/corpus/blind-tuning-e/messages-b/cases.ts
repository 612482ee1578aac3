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
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
  [],
];

/**
 * New: Amira, 5 months (7 kg), large ventricular septal defect awaiting repair, on the cardiac ward; apnoeic with a
 * pulse after intravenous morphine given for a bedside procedure; thin secretions, no gag reflex, no trauma.
 */
export const CARDIAC: MessageCase = {
  id: 'e-b-cardiac-5m',
  title: 'Tuning case: 5-month-old with a VSD, apnoeic with a pulse after morphine on the cardiac ward',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Amira, a 5-month-old girl (7 kg) with a large perimembranous ventricular septal defect awaiting surgical repair, is on the paediatric cardiac ward for weight gain and diuretics. Twenty minutes ago she was given intravenous morphine (two doses of 0.1 mg/kg, ten minutes apart) for a PICC line insertion at the bedside. The nurse finds her limp and not breathing. She has a brachial pulse. Thin frothy secretions are in her mouth and she has no gag reflex. There has been no fall and no injury. You are the first doctor at the cot.',
      objectives: {
        objective1:
          'Recognise opioid-induced apnoea with hypoxia and call for help at once, without waiting for naloxone or stimulation to work before ventilating.',
        objective2:
          'Suction the thin secretions with a suction catheter of suitable size (8-10 Fr) or a small Yankauer; no finger sweep.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin, a 450-500 mL self-inflating bag on oxygen at 10-15 L/min, and ventilate from the head of the cot.',
        objective4:
          'Place the head in a neutral position with a thin shoulder roll, open the airway with a head tilt-chin lift or jaw thrust, hold the mask with an E-C clamp (two people if the seal is poor) and lift the jaw into the mask; give gentle one-second breaths at 20-30 a minute.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw, insert it correctly, and reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Amira',
          age: 0.4,
          sex: 'Female',
          weight: 7,
          diagnosis:
            'Large perimembranous VSD with heart failure; opioid-induced apnoea with a pulse after IV morphine',
        },
        history: {
          symptoms: 'Sweaty, tiring with feeds and poor weight gain for two months; now limp and apnoeic',
          allergies: 'None known',
          medications: 'Furosemide, spironolactone; IV morphine 0.1 mg/kg twice in the last 20 minutes',
          pmh: 'Large perimembranous VSD diagnosed at 6 weeks; awaiting surgical repair',
          lastMeal: 'Nasogastric feed stopped 2 hours ago for the procedure',
          events:
            'PICC line inserted at the bedside under IV morphine; a second dose was given when she cried. Ten minutes later the nurse found her not breathing.',
        },
        PMH: {
          medicalConditions: 'Large perimembranous VSD with heart failure; no known syndrome',
          hospitalizations: 'Admitted at 6 weeks with heart failure; this admission for weight gain',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Furosemide, spironolactone',
          socialHistory: 'Lives with her parents and a 3-year-old brother',
          vaccinations: 'Up to date for age',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Limp, pale and mottled, thin frothy secretions in her mouth',
          breathing:
            'No respiratory effort, no chest movement; baseline SpO2 96% in air before the procedure',
          circulation:
            'Brachial pulse present, heart rate 92, capillary refill 3 seconds, loud pansystolic murmur',
          abdomen: 'Soft, liver 2 cm below the costal margin',
          neuro: 'Pinpoint pupils, floppy, no gag reflex, no response to voice',
          disability: 'Responds to pain only with a weak grimace',
        },
        labs: { rvp: 'Not sent (bedside glucose 5.1 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Amira lies flat in her cot, pale and not breathing, thin secretions in her mouth. The PICC line is in. Wall suction with catheters, oxygen and the ward resuscitation trolley (infant and child masks, 250 mL and 500 mL self-inflating bags, oral airways) are at the bedside. Her mother is in the room.',
        vitalSigns: { hr: 92, rr: 0, temp: 36.8, nibp: '68/38', o2: 70, co2: null },
        airway: 'Thin frothy secretions in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Floppy, pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the cot to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once, without waiting for naloxone or stimulation; suctions the thin secretions with a suitably sized catheter (8-10 Fr) or a small Yankauer, with no finger sweep.',
          maskPositioning:
            'Places the mask the right way round (narrow end over the bridge of the nose), covering both mouth and nose, with no pressure on the eyes.',
        },
        softStop: 'She is not breathing and has secretions in her mouth. What do you do first?',
      },
      {
        initialState:
          'Her mouth is clear, the bag is on oxygen and the mask is on, but the chest barely rises: her large head tips forward on the flat mattress and air hisses out around the mask.',
        vitalSigns: { hr: 98, rr: 0, temp: 36.8, nibp: '70/40', o2: 64, co2: null },
        airway: 'Clear after suction; obstructed by the tongue with the neck flexed',
        breathing: 'Assisted breaths with minimal chest rise; leak around the mask',
        circulation: 'Brachial pulse present',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open by lifting the jaw into the mask with the same hand that holds it; squeezes the bag gently over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Places the head in a neutral position with a thin roll under the shoulders, without hyperextending or flexing the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp and changes to a two-person technique if the seal is poor; gets a tight seal with no leak.',
        },
        softStop: 'The chest is barely rising and air is leaking around the mask. What could you change?',
      },
      {
        initialState:
          'The chest now rises with the breaths, but her tongue falls back between them and the airway keeps obstructing. Naloxone has been given; she has not started breathing yet.',
        vitalSigns: { hr: 128, rr: 0, temp: 36.8, nibp: '74/44', o2: 86, co2: 58 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Floppy, grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly (tongue depressor, no rotation in an infant); reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'SpO2 98% and heart rate 140; the chest rises well with each breath and she starts to breathe on her own as the naloxone works. PICU arrive. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 28, temp: 36.8, nibp: '78/46', o2: 98, co2: 44 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Spontaneous breaths returning, supported by the bag',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces and moves to pain',
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
      'She is apnoeic with a pulse and hypoxic. I call for help.',
      'I suction the secretions from her mouth with an 8 Fr suction catheter.',
      'I choose an infant mask that fits from the bridge of her nose to the cleft of her chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I move to the head of the cot.',
      'I put the mask on the right way round, narrow end over the bridge of the nose, covering her mouth and nose and clear of her eyes.',
    ],
    [
      'I put a thin roll under her shoulders so her head is neutral, not hyperextended.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'I hold the mask with an E-C clamp and get a tight seal; if it leaks I change to a two-person technique.',
      'I lift her jaw into the mask with the same hand that holds it.',
      'I squeeze the bag gently over one second, just enough to see the chest rise, one breath every 2 to 3 seconds, about 25 a minute.',
    ],
    [
      'She has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it with a tongue depressor, without rotating it.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises with each breath and the SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Leo, 10 years (32 kg), fell 3 metres from a tree; GCS 4, apnoeic with a pulse, blood in the mouth, cervical
 * spine not cleared (jaw thrust and manual in-line stabilisation, no head tilt), no gag reflex, no sign of a
 * skull-base fracture.
 */
export const TREE_FALL: MessageCase = {
  id: 'e-b-tree-fall-10y',
  title: 'Tuning case: 10-year-old after a 3-metre fall from a tree, GCS 4, apnoeic with a pulse',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leo, a 10-year-old boy (32 kg), fell about 3 metres from a tree onto hard ground and hit his head. Paramedics brought him to the emergency department in a collar with head blocks; GCS was 7 at the scene. In the resuscitation room his breathing slows and stops. He is apnoeic with a pulse, GCS 4, with blood in his mouth from a cut tongue. His cervical spine has not been cleared. He has no gag reflex. There is no bruising behind the ears or around the eyes and no fluid from the nose or ears. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea in a head-injured child and call for help (trauma team, anaesthesia) at once, without delaying ventilation for imaging, circulation procedures or stimulation.',
        objective2:
          'Suction the blood from the mouth with a rigid Yankauer or large-bore catheter under direct vision: no finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL (an adult bag is fine at 32 kg) on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Keep the head and neck neutral with manual in-line stabilisation, open the airway with a jaw thrust and no head tilt, hold the mask with an E-C clamp or two hands, lift the jaw into the mask and give gentle one-second breaths at 20-30 a minute (no hyperventilation).',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw, insert it correctly, and reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 10,
          sex: 'Male',
          weight: 32,
          diagnosis:
            'Severe traumatic brain injury after a 3-metre fall; apnoeic with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms:
            'Unconscious since the fall; vomited once at the scene; breathing slowed then stopped in the department',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Healthy; mild asthma as a young child',
          lastMeal: 'Lunch about 3 hours ago',
          events:
            'Fell about 3 metres from a tree onto packed earth, head first, at 15:10; GCS 7 at the scene; collar and head blocks applied by paramedics; arrived at 15:45. At 15:52 he stopped breathing.',
        },
        PMH: {
          medicalConditions: 'Mild childhood asthma, no inhalers for three years',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents and sister; in year 5 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive on the trolley in a collar and blocks; blood in the mouth from a bitten tongue; scalp swelling over the right parietal bone',
          breathing: 'No respiratory effort, no chest movement; trachea central',
          circulation:
            'Carotid pulse present, heart rate 64, blood pressure 138/86, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 4 (E1 V1 M2), right pupil 5 mm and sluggish, left 3 mm and reactive; no gag reflex; no Battle sign, no periorbital bruising, no CSF from the nose or ears',
          disability: 'GCS 4',
        },
        labs: { rvp: 'Not sent (bedside glucose 7.2 mmol/L; trauma bloods sent)' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies supine on the resuscitation trolley in a collar with head blocks, not breathing, blood pooling in his mouth. A rigid Yankauer on wall suction, oxygen, masks (infant, child, adult), 250 mL, 500 mL and adult self-inflating bags and oral airways are ready. A nurse is with you.',
        vitalSigns: { hr: 64, rr: 0, temp: 36.4, nibp: '138/86', o2: 74, co2: null },
        airway: 'Blood and small clots in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Carotid pulse present, capillary refill 2 seconds',
        disability: 'GCS 4, unequal pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL (an adult bag is fine at 32 kg); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help (trauma team, anaesthesia) at once, without delaying for imaging, procedures or stimulation; suctions the blood from the mouth with a rigid Yankauer under direct vision, with no finger sweep.',
          maskPositioning:
            'Places the mask the right way round, covering both mouth and nose, with no pressure on the eyes.',
        },
        softStop: 'He has stopped breathing and there is blood in his mouth. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear of blood and the mask is on. The front of the collar is opened for the airway. The chest barely rises and air leaks around the mask.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.4, nibp: '144/90', o2: 68, co2: null },
        airway: 'Tongue against the back of the pharynx; cervical spine not cleared',
        breathing: 'Assisted breaths with minimal chest rise; leak at the mask',
        circulation: 'Carotid pulse present, heart rate 58',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open by lifting the jaw into the mask with the same hand that holds it; squeezes the bag over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute, without hyperventilating.',
          airwayManagement:
            'Keeps the head and neck neutral with manual in-line stabilisation, with no head tilt and no hyperextension; opens the airway with a jaw thrust, fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, or two hands with a jaw thrust while a second person squeezes the bag if the seal is poor; gets a tight seal.',
        },
        softStop: 'The chest is barely rising. How are you opening his airway with his neck at risk?',
      },
      {
        initialState:
          'The chest rises with two-person ventilation, but between breaths the tongue falls back and the airway obstructs; blood oozes slowly from the tongue.',
        vitalSigns: { hr: 82, rr: 0, temp: 36.4, nibp: '132/80', o2: 85, co2: 52 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly without moving the neck; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'SpO2 98% and heart rate 90; the chest rises with each breath. The anaesthetist and trauma team take over to intubate with in-line stabilisation before CT. The simulation is complete.',
        vitalSigns: { hr: 90, rr: 20, temp: 36.4, nibp: '124/76', o2: 98, co2: 40 },
        airway: 'Patent with the oropharyngeal airway; in-line stabilisation maintained',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
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
      'He is apnoeic with a pulse. I call for help: a trauma call and the anaesthetist.',
      'I suction the blood from his mouth with a rigid Yankauer under direct vision.',
      'I choose a child mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'I put the mask on the right way round over his mouth and nose, keeping it off his eyes.',
    ],
    [
      'The nurse keeps his head and neck neutral with manual in-line stabilisation; no head tilt.',
      'I open his airway with a jaw thrust, fingers behind the angles of the jaw, off the soft tissue.',
      'I hold the mask with two hands and a tight seal while the nurse squeezes the bag.',
      'My fingers lift his jaw up into the mask.',
      'The bag is squeezed over one second, just enough for the chest to rise, one breath every 3 seconds, 20 a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it with a tongue depressor, keeping the neck still.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises with each breath and the SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};
