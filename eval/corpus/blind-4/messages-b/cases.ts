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

const EMPTY_STOPS = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/** A 2-month-old (4.5 kg) with RSV bronchiolitis and apnoeas, now apnoeic with a pulse; gag present. */
export const BRONCHIOLITIS_INFANT: MessageCase = {
  id: 'bronchiolitis-apnoea-2m',
  title: 'Held-out case: 2-month-old with bronchiolitis, apnoeic with a pulse, thick secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Theo, a 2-month-old boy (4.5 kg), is on day 3 of RSV bronchiolitis on the ward, on 1 L/min of nasal cannula oxygen. He has had several short apnoeas overnight that resolved with stimulation. The nurse calls you because he has stopped breathing: he is grey and floppy, with thick secretions in his nose and mouth. He has a pulse. His gag reflex is present. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea in an infant with bronchiolitis and call for help without delay.',
        objective2: 'Suction the nose and mouth with a suitably small catheter (8 Fr) or a bulb, briefly.',
        objective3:
          'Choose an infant mask, a self-inflating bag of at least 450-500 mL, and oxygen at 10-15 L/min.',
        objective4:
          'Position the head neutrally with a shoulder roll, open the airway without pressing on the soft tissue under the jaw, and ventilate at 20-30 breaths a minute with gentle breaths.',
        objective5:
          'With a gag present, choose a nasopharyngeal airway (nostril to tragus), not an oropharyngeal one.',
      },
      patientReport: {
        basicInformation: {
          name: 'Theo',
          age: 0.17,
          sex: 'Male',
          weight: 4.5,
          diagnosis: 'RSV bronchiolitis with apnoeas',
        },
        history: {
          symptoms: 'Coryza and cough for five days, poor feeding for two days, apnoeas overnight',
          allergies: 'None known',
          medications: 'None; nasal cannula oxygen 1 L/min',
          pmh: 'Born at term by normal delivery, no neonatal problems',
          lastMeal: 'Small bottle feed (60 mL) 2 hours ago',
          events:
            'Three brief apnoeas overnight that resolved with stimulation; now apnoeic for over 20 seconds',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'This admission only',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents and a 3-year-old sister who has a cold',
          vaccinations: 'Due for his 2-month vaccines',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Grey, floppy, thick secretions bubbling in the nose and mouth',
          breathing: 'Apnoeic, no chest movement; crackles and wheeze were heard before this episode',
          circulation: 'Brachial pulse present, heart rate 90, capillary refill 3 seconds',
          abdomen: 'Soft, mildly distended',
          neuro: 'Floppy, unresponsive; gag reflex present',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Respiratory syncytial virus (RSV) positive' },
      },
    },
    Phases: [
      {
        initialState:
          'Theo lies flat in his cot, grey and not breathing, nasal cannula in place, his mother beside him. Wall suction with 8 Fr catheters, oxygen and a paediatric resuscitation trolley are in the room.',
        vitalSigns: { hr: 90, rr: 0, temp: 37.9, nibp: '76/44', o2: 68, co2: null },
        airway: 'Thick secretions in the nose and mouth',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present, heart rate 90',
        disability: 'Floppy, responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL (not a 250 mL neonatal bag); connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the cot to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once; suctions the nose and mouth briefly with an 8 Fr catheter or a bulb syringe, never a finger sweep.',
          maskPositioning:
            'Places the mask the right way round, covering the mouth and nose; holds it with an E-C clamp; gets a tight seal; keeps the mask off the eyes.',
        },
        softStop: 'He is not breathing and his nose is full of secretions. What do you do first?',
      },
      {
        initialState:
          'Bagging has started, but the chest hardly moves and his head is flexed on the mattress.',
        vitalSigns: { hr: 96, rr: 0, temp: 37.9, nibp: '78/45', o2: 72, co2: null },
        airway: 'Clearer after suction; the head flops forward',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Brachial pulse present',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask; squeezes gently over about one second, just enough for the chest to rise; one breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Places the head in a neutral position with a shoulder roll, without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning: '',
        },
        softStop: 'The chest is hardly rising. What could you change?',
      },
      {
        initialState:
          'Breaths go in, but the airway keeps obstructing between breaths. He gags when the suction catheter touches the back of his throat.',
        vitalSigns: { hr: 132, rr: 0, temp: 37.9, nibp: '82/48', o2: 84, co2: 62 },
        airway: 'Obstructs between breaths; gag reflex present',
        breathing: 'Assisted breaths at 25 a minute',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'With a gag present, chooses a nasopharyngeal airway measured from the nostril to the tragus of the ear (not an oropharyngeal airway) and inserts it gently, lubricated, along the floor of the nose; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'He gags on the suction catheter and keeps obstructing. What adjunct would help?',
      },
      {
        initialState:
          'Pink, SpO2 96%, heart rate 148, the chest rising with each breath; he starts to breathe on his own. The simulation is complete.',
        vitalSigns: { hr: 148, rr: 30, temp: 37.8, nibp: '84/50', o2: 96, co2: 50 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Spontaneous breaths with some assistance',
        circulation: 'Pulses present, capillary refill 2 seconds',
        disability: 'Crying weakly',
        hardStop: EMPTY_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    [
      'BMV-1',
      'BMV-2',
      'BMV-8',
      'BMV-9',
      'BMV-10',
      'BMV-11',
      'BMV-12',
      'BMV-13',
      'BMV-14',
      'BMV-15',
      'BMV-16',
    ],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse. I call for help.',
      'I suction his nose and mouth briefly with an 8 Fr suction catheter.',
      'I choose an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the cot.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
    ],
    [
      'I put a shoulder roll under him and place the head in a neutral position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, without pressing on the soft tissue under the jaw.',
      'I keep the airway open with the same hand that holds the mask.',
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 25 breaths per minute.',
    ],
    [
      'He has a gag reflex, so I choose a nasopharyngeal airway measured from the nostril to the tragus of the ear.',
      'I lubricate the nasopharyngeal airway and insert it gently along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate. The chest rises and the SpO2 improves: ventilation is effective.',
    ],
    [],
  ],
};

/** A 13-year-old (45 kg) after a bicycle fall without a helmet: GCS 4, apnoeic, blood in the mouth, spine not cleared. */
export const BIKE_HEAD_INJURY: MessageCase = {
  id: 'bike-head-injury-13y',
  title:
    'Held-out case: 13-year-old after a bicycle fall, GCS 4, apnoeic with a pulse, cervical spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jonah, a 13-year-old boy (45 kg), came off his bicycle at speed without a helmet and hit his head on the kerb. Paramedics brought him to the emergency department in a cervical collar with a GCS of 6. In the resuscitation bay his GCS is now 4 and he has stopped breathing; he has a pulse. There is blood in his mouth from a lip and tongue laceration, and he gags when his mouth is suctioned. His cervical spine has not been cleared. There are no signs of a basal skull fracture (no periorbital or mastoid bruising, no blood or fluid from the nose or ears) and the mid-face is stable. You are the first doctor at the head of the trolley.',
      objectives: {
        objective1: 'Recognise apnoea after a head injury and call the trauma team and anaesthesia at once.',
        objective2:
          'Suction the blood from the mouth with a Yankauer, gently because he gags; never a finger sweep.',
        objective3:
          'Keep the head and neck neutral and in line (manual in-line stabilisation) and open the airway with a jaw thrust, not a head tilt.',
        objective4:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin (a small adult or large child mask), an adult self-inflating bag, oxygen at 15 L/min, and ventilate at 20-30 breaths a minute without hyperventilating.',
        objective5:
          'With a gag present and no signs of a basal skull fracture, choose a nasopharyngeal airway (nostril to tragus), not an oropharyngeal one.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jonah',
          age: 13,
          sex: 'Male',
          weight: 45,
          diagnosis: 'Severe traumatic brain injury after a bicycle fall; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unconscious since the fall; vomited once in the ambulance',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild asthma, no admissions',
          lastMeal: 'Lunch about 3 hours ago',
          events:
            'Fell from his bicycle at speed without a helmet, struck his head on the kerb; GCS 6 at the scene, now 4, then apnoeic',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler as needed',
          socialHistory: 'Lives with his mother and older brother; in year 8 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive on a trolley in a cervical collar, blood in the mouth, scalp haematoma on the right',
          breathing: 'Apnoeic, no chest movement',
          circulation: 'Carotid pulse present, heart rate 58, blood pressure 148/90',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 4 (E1 V1 M2), right pupil 5 mm and sluggish, left 3 mm and reactive; gags on suction',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Jonah lies supine on the trauma trolley in a cervical collar, apnoeic, blood pooling in his mouth. Yankauer suction, oxygen, bags and masks of every size are at the bedside.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.4, nibp: '148/90', o2: 80, co2: null },
        airway: 'Blood in the mouth from a lip and tongue laceration; gags on suction',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present, heart rate 58',
        disability: 'GCS 4, unequal pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin (a small adult mask) and an adult self-inflating bag; connects it to oxygen at 15 L/min.',
          ventilationTechnique: 'Takes position at the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and calls for help (trauma team, anaesthesia); suctions the blood from the mouth with a Yankauer, gently and under direct vision because he gags, never a blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and his mouth is full of blood. What do you do first?',
      },
      {
        initialState:
          'The mouth is clearer. An assistant is free to help. The collar is in place and the neck must be protected.',
        vitalSigns: { hr: 56, rr: 0, temp: 36.4, nibp: '150/92', o2: 76, co2: null },
        airway: 'Clearer after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand or hands that hold the mask; squeezes the bag over about one second with just enough volume for the chest to rise; one breath every 2-3 seconds (20-30 a minute), no hyperventilation.',
          airwayManagement:
            'Keeps the head and neck neutral and in line (manual in-line stabilisation by an assistant), never tilting or extending the neck; opens the airway with a jaw thrust, fingers behind the angle of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp, or two hands with a second person squeezing if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'His neck is not cleared. How do you open his airway and hold the mask?',
      },
      {
        initialState:
          'Breaths go in with a two-person technique, but the tongue falls back between breaths. He gagged when the suction touched his pharynx.',
        vitalSigns: { hr: 70, rr: 0, temp: 36.4, nibp: '140/86', o2: 88, co2: 48 },
        airway: 'Partly obstructed between breaths; gag present',
        breathing: 'Assisted breaths',
        circulation: 'Carotid pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'With a gag present and no signs of a basal skull fracture, chooses a nasopharyngeal airway measured from the nostril to the tragus (not an oropharyngeal airway) and inserts it lubricated, along the floor of the nose; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'The tongue falls back between breaths and he gags on suction. What adjunct?',
      },
      {
        initialState:
          'SpO2 98%, heart rate 76, the chest rising well with each breath. Anaesthesia arrives to secure the airway. The simulation is complete.',
        vitalSigns: { hr: 76, rr: 0, temp: 36.4, nibp: '136/84', o2: 98, co2: 40 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulses present',
        disability: 'GCS 4',
        hardStop: EMPTY_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse. I call for help: the trauma team and anaesthesia.',
      'I suction the blood from his mouth gently with a Yankauer sucker under direct vision.',
      'I choose a small adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'An assistant holds manual in-line stabilisation so the head and neck stay neutral; I do not tilt or extend the neck.',
      'I open the airway with a jaw thrust, fingers behind the angle of the jaw, without pressing on the soft tissue under the jaw.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
      'I keep the airway open with the same hand that holds the mask.',
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'He gags, and there are no signs of a basal skull fracture, so I choose a nasopharyngeal airway measured from the nostril to the tragus of the ear.',
      'I lubricate the nasopharyngeal airway and insert it gently along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate. The chest rises and the SpO2 improves: ventilation is effective.',
    ],
    [],
  ],
};
