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
 * Amira, 12 years (40 kg), type 1 diabetes: a hypoglycaemic seizure treated with buccal midazolam (and glucagon IM),
 * then vomiting and apnoea with a pulse in the emergency department. Vomit in the mouth, no gag reflex (OPA), no
 * trauma.
 */
export const DIABETIC: MessageCase = {
  id: 'd-diabetic-12y',
  title:
    'Tuning case D: 12-year-old with type 1 diabetes, apnoeic after a hypoglycaemic seizure and buccal midazolam',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Amira, a 12-year-old girl (40 kg) with type 1 diabetes on a basal-bolus insulin regimen, gave her lunchtime insulin at school and then did not eat. Forty minutes later she had a generalised tonic-clonic seizure. The school nurse gave buccal midazolam 10 mg; the paramedics found a capillary glucose of 1.8 mmol/L and gave glucagon 1 mg intramuscularly, and the seizure stopped. In the emergency department resuscitation bay she vomited and has now stopped breathing. She has a pulse; there is vomit in her mouth and she has no gag reflex. She did not fall or hit her head. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a benzodiazepine and call for help at once, ventilating without first waiting, stimulating, testing or giving drugs.',
        objective2:
          'Clear the vomit from the mouth and pharynx with a Yankauer or a large-bore suction catheter, without a finger sweep.',
        objective3:
          'Choose a mask that reaches from the bridge of the nose to the cleft of the chin (a large child or small adult mask) and a self-inflating bag of at least 500 mL (a 1000 mL adult bag suits 40 kg) on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Position the head, open the airway with a head tilt-chin lift or a jaw thrust, hold the mask with an E-C clamp (two people if the seal is poor), lift the jaw into the mask, and give gentle one-second breaths at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Amira',
          age: 12,
          sex: 'Female',
          weight: 40,
          diagnosis:
            'Type 1 diabetes; hypoglycaemic seizure treated with buccal midazolam and glucagon; apnoea with a pulse and vomit in the airway',
        },
        history: {
          symptoms:
            'Sweaty and confused before lunch, then a generalised seizure lasting about 8 minutes; vomited after arrival',
          allergies: 'None known',
          medications:
            'Insulin glargine 18 units at night; insulin aspart with meals (about 1 unit per 10 g carbohydrate)',
          pmh: 'Type 1 diabetes for 5 years; two mild hypoglycaemic episodes this term, no previous seizures',
          lastMeal: 'Breakfast at 07:30; no lunch after her 12:30 insulin',
          events:
            'Buccal midazolam 10 mg by the school nurse at 13:15; glucagon 1 mg IM by the paramedics at 13:30 (glucose 1.8 mmol/L); glucose 3.9 mmol/L on arrival at 13:55; vomited at 14:00 and stopped breathing.',
        },
        PMH: {
          medicalConditions: 'Type 1 diabetes (last HbA1c 62 mmol/mol)',
          hospitalizations: 'Diagnosed in diabetic ketoacidosis at 7 years',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Basal-bolus insulin by pen',
          socialHistory: 'Lives with her parents and a younger brother; in Year 7',
          vaccinations: 'Up to date',
          familyHistory: 'Father has hypothyroidism',
        },
        initialExam: {
          generalAppearance:
            'Lying on her back on the trolley, grey, eyes half open; vomit in her mouth and on her cheek',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 112, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'Unresponsive; pupils 3 mm and reactive; no gag reflex; no sign of head or neck injury',
          disability: 'Unresponsive to voice and pain',
        },
        labs: {
          rvp: 'Not sent. Capillary glucose 1.8 mmol/L before glucagon, 3.9 mmol/L on arrival; blood ketones 0.2 mmol/L.',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Amira lies flat on the resuscitation trolley, grey and not breathing, with vomit pooled in her mouth. Wall suction with a Yankauer, oxygen, bags, masks of every size and airway adjuncts are at the bedside; an IV cannula is in her left hand. Her father is in the room.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.6, nibp: '104/66', o2: 74, co2: null },
        airway: 'Vomit in the mouth and pharynx; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Picks a mask that fits from the bridge of the nose to the cleft of the chin (large child or small adult) and a self-inflating bag of 500 mL or more (a 1000 mL adult bag at 40 kg); runs oxygen into the bag at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Sees that she is apnoeic and calls for help straight away, with no waiting, stimulating, tests or drugs before breaths; clears the vomit with a Yankauer or a large-bore catheter, never a finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, over both mouth and nose, with no pressure on the eyes.',
        },
        softStop: 'She has stopped breathing and there is vomit in her mouth. What do you do first?',
      },
      {
        initialState:
          'The vomit is cleared and the bag is running on oxygen, but the chest barely moves: the mask leaks at the cheek and her tongue lies against the back of her throat.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.6, nibp: '100/62', o2: 68, co2: null },
        airway: 'Clear of vomit; the slack tongue obstructs the pharynx',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand holding the mask; gives each breath over about one second with just enough volume for the chest to rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Puts the head in the sniffing position (a folded towel under the occiput) without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and off the soft tissue beneath it.',
          maskPositioning:
            'Holds the mask with an E-C clamp and changes to a two-person technique when the seal is poor; gets a tight seal.',
        },
        softStop: 'Her chest is hardly moving and you can hear a leak. What will you change?',
      },
      {
        initialState:
          'The chest now rises with each breath, but between breaths her tongue falls back unless the jaw is held up hard. Repeat capillary glucose 4.4 mmol/L.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.6, nibp: '106/64', o2: 86, co2: 58 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest is seen to rise and the SpO2 climbs.',
          airwayManagement:
            'As she has no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'SpO2 98% and the chest rises well with each breath through the oropharyngeal airway; she starts to make her own breathing efforts. The PICU team arrive. The simulation is complete.',
        vitalSigns: { hr: 98, rr: 14, temp: 36.6, nibp: '108/66', o2: 98, co2: 42 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Assisted breaths with good chest rise; first spontaneous breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain',
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
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with a pulse. I call for help now.',
      'I suction the vomit from her mouth with a Yankauer.',
      'I take a small adult mask that fits from the bridge of her nose to the cleft of her chin and a 1000 mL self-inflating bag, connected to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round over her mouth and nose, keeping it off her eyes.',
    ],
    [
      'I place her head in the sniffing position with a folded towel under her occiput, without hyperextending the neck.',
      'I open her airway with a head tilt-chin lift, fingers on the bony jaw and not the soft tissue.',
      'I hold the mask with an E-C clamp and get a tight seal, changing to a two-person hold if it leaks.',
      'I lift her jaw into the mask with the hand that holds the mask.',
      'I squeeze the bag over one second, just enough to see the chest rise, 20 breaths a minute.',
    ],
    [
      'She has no gag reflex, so I measure an oropharyngeal airway from the corner of her mouth to the angle of her jaw and insert it with a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Theo, 9 months (9 kg): codeine linctus given by his grandmother; apnoeic with a pulse in the emergency department.
 * Thick secretions in the mouth and nose, gag reflex present (NPA, no OPA), no trauma.
 */
export const CODEINE: MessageCase = {
  id: 'd-codeine-9m',
  title: 'Tuning case D: 9-month-old apnoeic after codeine given by a relative',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Theo, a 9-month-old boy (9 kg), has had a cough and a runny nose for three days. His grandmother looked after him overnight and gave him two teaspoons of her own codeine linctus, twice, to help him sleep; the last dose was four hours ago. This morning he was hard to wake and floppy with pinpoint pupils, and she brought him to the emergency department. In the cubicle he has stopped breathing. He has a pulse; thick secretions fill his mouth and nose, and he still gags when anything touches the back of his mouth. He has not fallen or been injured. A nurse has wheeled in the paediatric resuscitation trolley. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise opioid-induced apnoea with a pulse and call for help at once, ventilating without first waiting for naloxone, stimulating or sending tests.',
        objective2:
          'Suction the thick secretions from the mouth and nose briefly with a Yankauer or an 8-10 Fr catheter, without a finger sweep.',
        objective3:
          'Choose an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag (not the 250 mL neonatal bag) on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Keep the head neutral with a thin roll under the shoulders, open the airway with a jaw thrust or a gentle head tilt-chin lift, hold the mask with an E-C clamp (two people if the seal is poor), lift the jaw into the mask, and give gentle one-second breaths at 20-30 a minute.',
        objective5:
          'Because he gags, use a nasopharyngeal airway sized from the nostril to the tragus rather than an oropharyngeal airway, insert it correctly, and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Theo',
          age: 0.75,
          sex: 'Male',
          weight: 9,
          diagnosis:
            'Opioid (codeine) toxicity, 9 months old; apnoea with a pulse; upper respiratory tract infection',
        },
        history: {
          symptoms:
            'Cough and coryza for three days; very sleepy and floppy this morning, then stopped breathing',
          allergies: 'None known',
          medications:
            "None prescribed. His grandmother's codeine linctus (15 mg in 5 mL), two teaspoons at 22:00 and again at 04:00",
          pmh: 'Born at term, well until this cold',
          lastMeal: 'Bottle of formula at 04:00; vomited a little at 06:00',
          events:
            'Found hard to wake at 07:30; pinpoint pupils at triage at 08:05; stopped breathing in the cubicle at 08:10.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory:
            'Lives with his parents; looked after by his grandmother on weekends. Parents on their way.',
          vaccinations: 'Up to date for age',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Floppy, pale-grey infant; thick mucus in the mouth and nostrils',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 104, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Unresponsive; pinpoint pupils; gags when the back of the mouth is touched; no sign of injury',
          disability: 'Unresponsive to voice; minimal response to pain',
        },
        labs: { rvp: 'Pending (nasopharyngeal aspirate sent at triage); capillary glucose 5.1 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Theo lies on the cubicle trolley, pale-grey and not breathing, with thick mucus in his mouth and nose. The paediatric resuscitation trolley (masks, bags, suction, adjuncts) and wall oxygen are at the bedside. His grandmother is in the room, very upset.',
        vitalSigns: { hr: 104, rr: 0, temp: 37.8, nibp: '78/46', o2: 70, co2: null },
        airway: 'Thick secretions in the mouth and nose; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive; pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Picks an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag (not the 250 mL neonatal bag); runs oxygen into the bag at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Sees that he is apnoeic and calls for help straight away, with no waiting for naloxone, stimulating or tests before breaths; clears the thick secretions from the mouth and nose with a Yankauer or an 8-10 Fr catheter in short passes, never a finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, over both mouth and nose, with no pressure on the eyes.',
        },
        softStop: 'He is not breathing and his mouth and nose are full of mucus. What do you do first?',
      },
      {
        initialState:
          'The mucus is cleared and the bag is running on oxygen, but the chest hardly rises: his head has flopped forward on his chest and the mask leaks at the chin.',
        vitalSigns: { hr: 96, rr: 0, temp: 37.8, nibp: '76/44', o2: 62, co2: null },
        airway: 'Clear of secretions; obstructed by the flexed neck and the tongue',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand holding the mask; gives each breath over about one second with just enough volume for the chest to rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Keeps the head neutral with a thin roll under the shoulders, without hyperextending the neck; opens the airway with a jaw thrust or a gentle head tilt-chin lift, fingers on the bone of the jaw and off the soft tissue beneath it.',
          maskPositioning:
            'Holds the mask with an E-C clamp and changes to a two-person technique when the seal is poor; gets a tight seal.',
        },
        softStop: 'His chest is hardly rising. What will you change?',
      },
      {
        initialState:
          'The chest rises with each breath, but secretions and his tongue keep narrowing the airway between breaths, and he gags when the mouth is touched.',
        vitalSigns: { hr: 138, rr: 0, temp: 37.8, nibp: '82/50', o2: 88, co2: 60 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive; pinpoint pupils',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest is seen to rise and the SpO2 climbs.',
          airwayManagement:
            'As he gags, chooses a nasopharyngeal airway (not an oropharyngeal airway) sized from the nostril to the tragus and inserts it correctly, lubricated and straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'He gags when you touch his mouth, and his airway keeps narrowing. What adjunct, and how?',
      },
      {
        initialState:
          'SpO2 98% and the chest rises well with each breath through the nasopharyngeal airway; naloxone has been given and he starts to breathe and cry weakly. The simulation is complete.',
        vitalSigns: { hr: 132, rr: 28, temp: 37.8, nibp: '86/52', o2: 98, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise; spontaneous breaths returning',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Rousable, weak cry',
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
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse. I call for help now.',
      'I suction the thick secretions from his mouth with a Yankauer and from his nose with a 10 Fr catheter, a few seconds at a time.',
      'I take an infant mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, connected to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'I put the mask on the right way round over his mouth and nose, keeping it off his eyes.',
    ],
    [
      'I put a thin rolled towel under his shoulders so his head is neutral, without hyperextending the neck.',
      'I open his airway with a jaw thrust, fingers behind the angles of the jaw and off the soft tissue.',
      'I hold the mask with an E-C clamp and get a tight seal, changing to a two-person hold if it leaks.',
      'I lift his jaw into the mask with the hand that holds the mask.',
      'I squeeze the bag over one second, just enough to see the chest rise, 25 breaths a minute.',
    ],
    [
      'He gags, so I measure a nasopharyngeal airway from his nostril to the tragus, lubricate it and pass it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};
