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

/**
 * Both cases run in four phases: P0 noticing the apnoea, help, clearing the mouth, the kit and putting the mask on
 * from the head end; P1 head position, opening the airway, the grip and the seal, the jaw lifted into the mask, the
 * squeeze and the rate; P2 the adjunct, reassessment and effective breaths; P3 the end.
 */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
  [],
];

const NO_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * Lina, 9 months, 8.5 kg: a febrile seizure of 25 minutes stopped by buccal midazolam, then apnoea with a pulse,
 * frothy secretions in the mouth, gag reflex present (a nasal airway, not an oral one). Infant mask, 450-500 mL bag.
 */
export const SEIZURE_INFANT: MessageCase = {
  id: 'tk-b-febrile-seizure-9m',
  title:
    'Tuning case: 9-month-old (8.5 kg) apnoeic with a pulse after buccal midazolam for a prolonged febrile seizure, secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Lina is a 9-month-old girl (8.5 kg) with two days of fever and a runny nose. At home she had a generalised seizure; the ambulance crew gave buccal midazolam 2.5 mg after 15 minutes and the jerking stopped about 25 minutes after it began. On arrival in the emergency department she is floppy and, a few minutes later, she stops breathing. She has a brachial pulse. Her mouth is full of frothy saliva, and she gags when the back of her mouth is touched. You are the first doctor with her.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a benzodiazepine and call for help straight away (paediatric resuscitation team, anaesthetist).',
        objective2:
          'Clear the saliva from the mouth with a soft suction catheter of suitable size (8-10 Fr) or a small Yankauer, only as far as can be seen, with no finger sweep.',
        objective3:
          'Choose an infant mask reaching from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag on 10-15 L/min of oxygen; bag from the head end with the mask the right way round over mouth and nose and clear of the eyes.',
        objective4:
          'Keep the head neutral with a small roll under the shoulders (not extended, not flexed by the large occiput); open the airway with a chin lift or jaw thrust on bone; E-C grip, two people if it leaks, lifting the jaw into the mask; gentle breaths over about one second to visible chest rise, 20-30 a minute.',
        objective5:
          'As she still gags, size a nasopharyngeal airway from the tip of the nose to the tragus and pass it lubricated along the floor of the nose; reassess chest rise, SpO2 and heart rate after each change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Lina',
          age: 0.75,
          sex: 'Female',
          weight: 8.5,
          diagnosis: 'Prolonged febrile seizure; apnoea with a pulse after buccal midazolam',
        },
        history: {
          symptoms:
            'Fever to 39.6 C and coryza for two days; generalised tonic-clonic seizure for about 25 minutes',
          allergies: 'None known',
          medications: 'Paracetamol at home; buccal midazolam 2.5 mg by the ambulance crew',
          pmh: 'Born at term, well until now; no previous seizures',
          lastMeal: 'Breastfed two hours ago',
          events: 'Seizure at home, midazolam from the ambulance crew, apnoea a few minutes after arrival',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regular',
          socialHistory: 'Lives with her parents and a 4-year-old brother, who has had a cold',
          vaccinations: 'Up to date for age',
          familyHistory: 'Father had febrile seizures as a toddler',
        },
        initialExam: {
          generalAppearance: 'Floppy, mottled, frothy saliva at the lips',
          breathing: 'No breathing effort, no chest movement',
          circulation: 'Brachial pulse present, fast; capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Fontanelle soft, not bulging; pupils equal and small; gags when the back of the mouth is touched',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not yet sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Lina lies on her back on the resuscitation cot, not breathing, saliva bubbling at her lips. A cannula is in her hand; suction, infant and child masks, a 240 mL and a 500 mL bag are on the trolley.',
        vitalSigns: { hr: 172, rr: 0, temp: 39.4, nibp: '82/46', o2: 76, co2: null },
        airway: 'Frothy saliva filling the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Takes an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag (not the 240 mL one), and runs oxygen into the bag at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the cot to give the breaths.',
          airwayManagement:
            'Sees that she is apnoeic and calls for help at once; clears the saliva from her mouth with a soft 8-10 Fr catheter or a small Yankauer under direct vision, with no finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, so that it covers both mouth and nose and presses on neither eye.',
        },
        softStop:
          'She has a pulse but is not breathing, and her mouth is full of saliva. What do you do first?',
      },
      {
        initialState:
          'Her mouth is clear and the mask is on, but her big occiput has pushed her chin down onto her chest; the mask leaks at the cheeks and the chest does not move.',
        vitalSigns: { hr: 178, rr: 0, temp: 39.4, nibp: '80/44', o2: 68, co2: null },
        airway: 'Clear after suction; neck flexed, soft tissues obstructing',
        breathing: 'Apnoeic; no chest rise with the breaths',
        circulation: 'Brachial pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; gives each breath over about one second with only enough volume to see the chest rise, 20-30 breaths a minute.',
          airwayManagement:
            'Brings the head to neutral with a small roll under the shoulders, neither flexed nor extended; opens the airway with a chin lift or jaw thrust, fingers on the bone and off the soft floor of the mouth.',
          maskPositioning:
            'Holds the mask with an E-C grip and, if it still leaks, changes to two people (one holding the mask with both hands, one squeezing); gets a tight seal.',
        },
        softStop: 'Her chin is on her chest and the mask is leaking. What could you change?',
      },
      {
        initialState:
          'With her head neutral and the jaw lifted the chest starts to move, but between breaths her tongue and soft palate fall back and she still gags when the back of her mouth is touched.',
        vitalSigns: { hr: 160, rr: 0, temp: 39.3, nibp: '84/48', o2: 83, co2: 55 },
        airway: 'Soft tissues fall back between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Makes the breaths work: the chest rises with each one and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway sized from the tip of the nose to the tragus of the ear (not an oral airway) and passes it lubricated, gently, straight back along the floor of the nose; checks chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop:
          'Her airway keeps closing between breaths and she gags on anything in her mouth. What might help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 142; her chest rises with each breath through the nasal airway and she is starting to take breaths of her own. The resuscitation team takes over. The simulation is complete.',
        vitalSigns: { hr: 142, rr: 18, temp: 39.1, nibp: '86/50', o2: 96, co2: 44 },
        airway: 'Open with the nasopharyngeal airway',
        breathing: 'Own shallow breaths, assisted',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Starting to grimace and move',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is apnoeic but has a pulse. I call for help now: the paediatric resuscitation team and the anaesthetist.',
      'I suction the saliva from her mouth with a soft 8 Fr suction catheter, only where I can see.',
      'I take the infant mask that reaches from the bridge of her nose to the cleft of her chin, and the 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the cot.',
      'I place the mask the right way round, narrow end over the bridge of her nose, covering her mouth and nose and off her eyes.',
    ],
    [
      'I put a small rolled towel under her shoulders so her head is neutral, not flexed and not extended.',
      'I open her airway with a chin lift, my fingers on the bone of her jaw and not on the soft tissue under it.',
      'I hold the mask with an E-C grip and lift her jaw up into the mask with the same hand; the seal is tight with no leak.',
      'I squeeze the bag gently over one second, just enough to see her chest rise, 25 breaths a minute.',
    ],
    [
      'She gags, so I choose a nasopharyngeal airway and measure it from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Jake, 14 years, 55 kg: thrown from a motorbike; GCS 4, apnoeic with a pulse, cervical spine not cleared, blood in
 * the mouth, no gag, raccoon eyes (suspected basal skull fracture: an oral airway, never a nasal one; nothing through
 * the nose). Adult mask and adult bag; jaw thrust without head tilt, in-line stabilisation.
 */
export const MOTORBIKE_TEEN: MessageCase = {
  id: 'tk-b-motorbike-14y',
  title:
    'Tuning case: 14-year-old (55 kg) after a motorbike crash, GCS 4, apnoeic with a pulse, neck not cleared, blood in the mouth, no gag, raccoon eyes',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jake, a 14-year-old boy (55 kg), was thrown over the handlebars of a motorbike on a farm track and hit a gatepost head first. His helmet came off in the fall. The ambulance crew put on a cervical collar and head blocks and brought him straight in. In the resuscitation room his GCS is 4 and he stops breathing. He has a carotid pulse. There is blood in his mouth from a split lip and broken front teeth, both eyes are surrounded by dark bruising (raccoon eyes) and a little blood-stained fluid runs from his nose. He does not gag. You are the first doctor at his head.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in a head-injured teenager and call the trauma team and an anaesthetist at once.',
        objective2:
          'Suction the blood from the mouth with a rigid wide-bore Yankauer under direct vision, with no finger sweep and nothing passed through the nose.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L) on oxygen at 15 L/min; ventilate from the head of the trolley, mask the right way round over mouth and nose and off the bruised eyes.',
        objective4:
          'Keep the head and neck in neutral alignment with manual in-line stabilisation (no pillow, no head tilt); open the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw; E-C grip and a two-person technique when the seal is poor; gentle one-second breaths to visible chest rise at 20-30 a minute, never hyperventilating the injured brain.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it correctly; no nasopharyngeal airway with a suspected basal skull fracture; reassess chest rise, SpO2 and heart rate after each step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jake',
          age: 14,
          sex: 'Male',
          weight: 55,
          diagnosis:
            'Severe head injury with suspected basal skull fracture; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unresponsive since the crash; one brief generalised jerk at the scene',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Asthma as a child, no treatment for years',
          lastMeal: 'Sandwich about two hours ago',
          events:
            'Thrown from a motorbike at speed, head into a gatepost, helmet off in the fall; collar and blocks applied at the scene',
        },
        PMH: {
          medicalConditions: 'Childhood asthma, outgrown',
          hospitalizations: 'None',
          surgeries: 'Broken wrist pinned at age 11',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives on a farm with his parents; rides motorbikes on the farm',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive teenager in a collar and blocks, blood around the mouth, bruising around both eyes',
          breathing: 'No breathing effort, no chest movement',
          circulation: 'Carotid pulse present, slow; capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 4 (E1 V1 M2); right pupil 5 mm and sluggish, left 3 mm; no gag reflex',
          disability: 'Extends to pain only',
        },
        labs: { rvp: 'Not applicable' },
      },
    },
    Phases: [
      {
        initialState:
          'Jake lies flat on the trolley in a collar and head blocks, not breathing, with blood pooling in his mouth and bruising around both eyes. Two cannulas are in; a Yankauer, fine suction catheters, child and adult masks and several bags are on the airway trolley.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.1, nibp: '152/90', o2: 79, co2: null },
        airway: 'Blood in the mouth, broken incisors; blood-stained fluid from the nose; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Carotid pulse present, slow; capillary refill 2 seconds',
        disability: 'GCS 4; unequal pupils',
        hardStop: {
          ventilationEquipment:
            'Takes an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L), and runs oxygen into it at 15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Sees that he is not breathing and calls the trauma team and an anaesthetist at once; clears the blood from his mouth with a rigid wide-bore Yankauer under direct vision, with no finger sweep and no suction through the nose.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end on the bridge of the nose, covering both mouth and nose, with no pressure on the bruised eyes.',
        },
        softStop:
          'He has a pulse, he is not breathing, and there is blood in his mouth. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear for now and the mask is on, but a helper has tipped his head back to open the airway, the mask leaks over his bloody chin and his chest barely moves.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.1, nibp: '158/92', o2: 72, co2: null },
        airway: 'Clear after suction; head tilted back, tongue falling against the back of the throat',
        breathing: 'Apnoeic; little chest rise with the breaths',
        circulation: 'Carotid pulse present, slow',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand or hands that hold the mask, lifting the jaw into it; gives each breath over about one second with just enough volume for the chest to rise, 20-30 breaths a minute and no faster.',
          airwayManagement:
            'Brings the head back to neutral alignment with manual in-line stabilisation, with no head tilt and no pillow; opens the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw, off the soft tissue.',
          maskPositioning:
            'Holds the mask with an E-C grip and, since the seal is poor, goes to a two-person technique (both hands on the mask, a helper squeezing); gets a tight seal.',
        },
        softStop:
          'His head has been tipped back and the mask leaks. What is wrong with that, and what would you do?',
      },
      {
        initialState:
          'With his head neutral and a two-handed jaw thrust the chest rises, but his tongue falls back between breaths. He does not gag, and blood-stained fluid still trickles from his nose.',
        vitalSigns: { hr: 66, rr: 0, temp: 36.1, nibp: '146/88', o2: 86, co2: 50 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Carotid pulse present; capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'As he has no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly (over a tongue depressor, or by rotation in a teenager); no nasopharyngeal airway with the suspected basal skull fracture; rechecks chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop:
          'His tongue keeps falling back between breaths. What could you put in, and what must you not?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 78; his chest rises with each gentle breath through the oral airway. The trauma team and the anaesthetist arrive to intubate him with in-line stabilisation. The simulation is complete.',
        vitalSigns: { hr: 78, rr: 22, temp: 36.1, nibp: '138/84', o2: 97, co2: 40 },
        airway: 'Open with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Carotid pulse present',
        disability: 'GCS 4',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call the trauma team and an anaesthetist now.',
      'I suction the blood out of his mouth with a rigid Yankauer, looking into the mouth as I go.',
      'I take the adult mask that fits from the bridge of his nose to the cleft of his chin and the adult 1.6 L self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'I place the mask the right way round, narrow end on the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'I bring his head back to neutral alignment and a colleague holds manual in-line stabilisation; no head tilt, no pillow.',
      'I open his airway with a jaw thrust without head tilt, my fingers behind the angles of his jaw and off the soft tissue.',
      'The seal is poor, so we go two-person: I hold the mask with both hands in an E-C grip lifting his jaw into it, and a nurse squeezes the bag; the seal is now tight.',
      'Each breath is given gently over one second, just enough to see his chest rise, 20 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw; no nasal airway because of the suspected skull base fracture.',
      'I insert the oral airway over a tongue depressor, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};
