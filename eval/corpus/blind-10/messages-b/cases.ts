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
 * Both cases run in four phases: P0 recognition, help, suction, the equipment, standing at the head and placing the
 * mask; P1 the head position, opening the airway, the mask hold and seal, the mask hand lifting the jaw, the squeeze
 * and the rate; P2 the adjunct, reassessment and effective ventilation; P3 done.
 */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
  [],
];

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * New: Leo, 7 months, 8 kg, abusive head injury (the story does not fit the injuries); apnoeic with a slow pulse, a
 * tense fontanelle, froth and a little milk in the mouth, no gag reflex. The spine is not cleared and a skull fracture,
 * the base included, is not excluded: in-line stabilisation, padding under the shoulders and torso for a neutral
 * line, a jaw thrust, an oral airway. Infant mask, 500 mL self-inflating bag.
 */
export const AHT_INFANT_7M: MessageCase = {
  id: 'b10-aht-infant-7m',
  title:
    'Held-out case: 7-month-old (8 kg) apnoeic with an abusive head injury, spine not cleared, froth in the mouth, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leo, a 7-month-old boy (8 kg), is carried into the emergency department by his mother\'s partner, who says Leo rolled off the sofa an hour ago and has been "sleepy" since. He is floppy and grey. On the resuscitation trolley he stops breathing. He has a slow brachial pulse; his fontanelle is tense, there is bruising on his left ear and over his ribs, and there is froth and a little milk in his mouth. He does not gag. His neck has not been examined or imaged, and a skull fracture, including one of the base, cannot be excluded. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in an injured infant and call for help at once (resuscitation team, PICU or anaesthetics).',
        objective2:
          'Clear the froth and milk from the mouth with a suction catheter of a size for an infant (or a Yankauer), gently and only under direct vision, without a finger sweep.',
        objective3:
          'Choose an infant mask that reaches from the bridge of the nose to the cleft of the chin, clear of the eyes, and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the trolley with the mask the right way round over the mouth and nose.',
        objective4:
          'Keep the head and neck in line (manual in-line stabilisation, padding under the shoulders and torso for the large occiput) without flexing or overextending the neck; open the airway with a jaw thrust, not a head tilt; hold the mask with an E-C clamp or two hands, lifting the jaw into it; squeeze gently over about one second to visible chest rise at 20-30 breaths a minute.',
        objective5:
          'With no gag reflex, and no nasal airway while a basal skull fracture is possible, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it over a tongue depressor without rotating it; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 0.6,
          sex: 'Male',
          weight: 8,
          diagnosis: 'Suspected abusive head injury; apnoea with a pulse',
        },
        history: {
          symptoms: 'Sleepy and floppy for about an hour, one vomit, then stopped breathing',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Born at term; no illnesses reported',
          lastMeal: 'Bottle of formula about 2 hours ago',
          events:
            'Said to have rolled off a sofa onto a carpeted floor; the account is vague and does not fit the bruising. His mother is on her way.',
        },
        PMH: {
          medicalConditions: 'None reported',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with his mother and her partner; a health visitor noted a bruise on his cheek two months ago',
          vaccinations: 'Two-month and four-month vaccines given; six-month vaccines missed',
          familyHistory: 'None known',
        },
        initialExam: {
          generalAppearance:
            'Floppy, grey, froth and a little milk in the mouth; bruises on the left ear and ribs',
          breathing: 'No respiratory effort, no chest rise',
          circulation: 'Brachial pulse present but slow; capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'Tense fontanelle; pupils sluggish; no gag reflex; neck not cleared',
          disability: 'Unresponsive to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies flat on the resuscitation trolley, apnoeic and grey, froth and a little milk in his mouth. An intraosseous needle is in his left shin. On the airway trolley: a Yankauer and 8 and 10 Fr suction catheters, neonatal, infant and child masks, 250 mL and 500 mL self-inflating bags, and oral airways.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.4, nibp: '112/70', o2: 71, co2: null },
        airway: 'Froth and a little milk in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Slow brachial pulse, capillary refill 3 seconds',
        disability: 'Unresponsive; tense fontanelle',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin, clear of the eyes, and a 450-500 mL self-inflating bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once; suctions the froth and milk from the mouth gently with a catheter of a size for an infant, under direct vision, without a finger sweep.',
          maskPositioning:
            'Places the mask the right way round (the narrow end over the bridge of the nose) covering both the mouth and the nose, with no pressure on the eyes.',
        },
        softStop:
          'He has a pulse but he is not breathing, and there is froth in his mouth. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear, the bag is on oxygen and the mask is on his face, but lying flat his large occiput pushes his chin down onto his chest; the mask leaks under the chin and the chest does not rise.',
        vitalSigns: { hr: 80, rr: 0, temp: 36.4, nibp: '116/72', o2: 64, co2: null },
        airway: 'Clear after suction; neck flexed by the occiput, tongue against the palate',
        breathing: 'Apnoeic; no chest rise',
        circulation: 'Slow brachial pulse',
        disability: 'Unresponsive; spine not cleared',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask; squeezes the bag gently over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute.',
          airwayManagement:
            'Keeps the head and neck neutral and in line (padding under the shoulders and torso, in-line stabilisation) without flexing or overextending; opens the airway with a jaw thrust, fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, and switches to a two-person technique if the seal is poor; gets a tight seal.',
        },
        softStop:
          'His chin is on his chest, the mask leaks and the chest is not rising. What could you change?',
      },
      {
        initialState:
          'With his neck in line and the jaw thrust forward the chest starts to rise, but his tongue falls back between breaths. He does not gag when the back of his tongue is touched.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.4, nibp: '110/68', o2: 83, co2: 56 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive; tense fontanelle',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With no gag reflex, and no nasal airway while a basal skull fracture is possible, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it over a tongue depressor without rotating it; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 128; the chest rises with each breath through the oral airway, his neck held in line. The PICU team arrives to intubate him before a CT scan, and the child protection team has been told. The simulation is complete.',
        vitalSigns: { hr: 128, rr: 25, temp: 36.4, nibp: '104/64', o2: 96, co2: 44 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive; tense fontanelle',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'Leo is apnoeic with a pulse: I call for help now, the resuscitation team and PICU.',
      'I clear the froth and milk from his mouth with a soft 8 Fr suction catheter, gently, only as far as I can see.',
      'Equipment: an infant mask sized from the bridge of his nose to the cleft of his chin, clear of his eyes, on a 500 mL self-inflating bag; the bag is connected to oxygen running at 15 L/min.',
      'I position myself at the head end of the trolley to ventilate.',
      'The mask goes on apex to the nose and base to the chin, so it covers his mouth and his nose, and its rim stays off his eyes.',
    ],
    [
      'A nurse holds his head in line from the side; I pad under his shoulders and back so his head and neck are neutral, neither flexed nor tipped back.',
      'I open his airway with a jaw thrust, fingers behind the angles of the jaw, not on the soft tissue under it.',
      'My mask hand makes an E-C clamp: thumb and index finger hold the mask on, the other three fingers lift his jaw up into it, and there is no leak now.',
      'Each breath is a gentle one-second squeeze that stops as soon as his chest lifts, one every two to three seconds, about 25 a minute.',
    ],
    [
      'He has no gag reflex and a skull fracture is not excluded, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oral airway in the right way up along the tongue, without rotating it.',
      'With the airway in I look again at his chest, the SpO2 and the heart rate: his chest lifts with every breath and the SpO2 is rising, so the bagging is effective.',
    ],
    [],
  ],
};

/**
 * New: Hana, 4 years, 16 kg, organophosphate poisoning (she drank insecticide decanted into a lemonade bottle on her
 * grandparents' farm): pinpoint pupils, bradycardia, wheeze, copious frothy secretions that keep coming back; apnoeic
 * with a pulse, gag reflex present (a nasal airway, not an oral one), no trauma. Staff in gloves and gowns. Child
 * mask, 500 mL bag, wide-bore suction.
 */
export const ORGANOPHOSPHATE_4Y: MessageCase = {
  id: 'b10-organophosphate-4y',
  title:
    'Held-out case: 4-year-old (16 kg) apnoeic after drinking an organophosphate insecticide, copious secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Hana, a 4-year-old girl (16 kg), drank from a lemonade bottle in her grandparents' farm shed about 45 minutes ago; the bottle held an organophosphate insecticide. She vomited, started drooling and sweating, and her muscles twitched. In the ambulance she became drowsy; on arrival in the resuscitation bay she stops breathing. She has a slow pulse, her pupils are pinpoint, she wheezes, and her mouth keeps filling with frothy secretions. She gags when the back of her throat is touched. She has no injury. Her clothes have been removed and the staff wear gloves and gowns. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse from cholinergic poisoning and call for help at once, without waiting for atropine to work.',
        objective2:
          'Clear the copious secretions with a wide-bore (Yankauer) suction under direct vision, again whenever they build up, without a finger sweep.',
        objective3:
          'Choose a child mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL on oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way round over the mouth and nose and off the eyes.',
        objective4:
          'Take away the roll from under her shoulders and place the head in a neutral sniffing position without overextending the neck; open the airway with a head tilt-chin lift or a jaw thrust on bone; hold the mask with an E-C clamp (two people if the seal is poor); squeeze over about one second to visible chest rise at 20-30 breaths a minute.',
        objective5:
          'With a gag reflex present, size a nasopharyngeal airway from the nostril to the tragus and insert it lubricated, along the floor of the nose; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Hana',
          age: 4,
          sex: 'Female',
          weight: 16,
          diagnosis: 'Organophosphate poisoning; apnoea with a pulse',
        },
        history: {
          symptoms: 'Vomiting, drooling, sweating, muscle twitching, drowsiness, then apnoea',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild eczema',
          lastMeal: 'Breakfast cereal about 3 hours ago',
          events:
            "Drank an unknown amount from a lemonade bottle of organophosphate insecticide in her grandparents' shed about 45 minutes ago",
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollient cream',
          socialHistory:
            'Lives with her parents; staying with her grandparents on their farm for the holidays',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Drowsy then unresponsive, sweaty, drooling, frothy secretions at the mouth, chemical smell',
          breathing: 'No respiratory effort, wheeze on the last breaths, no chest rise',
          circulation: 'Pulse present and slow; capillary refill 3 seconds',
          abdomen: 'Soft; she has vomited and passed urine',
          neuro: 'Pinpoint pupils, muscle twitching; gag reflex present',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent; red cell cholinesterase sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Hana is apnoeic on the trolley, her mouth full of frothy secretions, a rolled towel the paramedics left under her shoulders. An IV is in place. On the airway trolley: a Yankauer and 6, 10 and 12 Fr catheters, infant, child and adult masks, 250 mL, 500 mL and 1600 mL self-inflating bags, and oral and nasal airways.',
        vitalSigns: { hr: 64, rr: 0, temp: 36.9, nibp: '86/50', o2: 70, co2: null },
        airway: 'Copious frothy secretions filling the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Slow pulse, capillary refill 3 seconds',
        disability: 'Pinpoint pupils; responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without waiting for atropine; suctions the secretions from the mouth with a wide-bore Yankauer under direct vision, without a finger sweep.',
          maskPositioning:
            'Places the mask the right way round (the narrow end over the bridge of the nose) covering both the mouth and the nose, with the rim off the eyes.',
        },
        softStop:
          'She has a pulse but she is not breathing, and her mouth is full of froth. What do you do first?',
      },
      {
        initialState:
          'Her mouth is clear for now, the bag is on oxygen and the mask is on her face, but the rolled towel under her shoulders tips her head far back; the mask leaks and the chest does not rise.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.9, nibp: '84/48', o2: 62, co2: null },
        airway: 'Clear after suction; neck overextended, tongue falling back',
        breathing: 'Apnoeic; no chest rise; wheeze',
        circulation: 'Slow pulse',
        disability: 'Pinpoint pupils; responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask; squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute.',
          airwayManagement:
            'Removes the shoulder roll and brings the head to a neutral sniffing position without overextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, and switches to a two-person technique if the seal is poor; gets a tight seal.',
        },
        softStop:
          'Her head is tipped far back, the mask leaks and the chest is not rising. What could you change?',
      },
      {
        initialState:
          'With her head neutral and the jaw lifted into the mask the chest starts to rise, but her tongue falls back between breaths, secretions are building up again, and she gags when the back of her throat is touched. Atropine has been given.',
        vitalSigns: { hr: 76, rr: 0, temp: 36.9, nibp: '90/54', o2: 84, co2: 55 },
        airway: 'Tongue falls back between breaths; secretions returning; gag reflex present',
        breathing: 'Assisted breaths only; wheeze',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Pinpoint pupils; responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With a gag reflex present, chooses a nasopharyngeal airway measured from the nostril to the tragus of the ear and inserts it lubricated, bevel towards the septum, straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back, and she gags when you touch her throat. What could help?',
      },
      {
        initialState:
          'SpO2 95%, heart rate 112 after more atropine; the secretions are drying and the chest rises with each breath through the nasal airway. The anaesthetist arrives to take over the airway. The simulation is complete.',
        vitalSigns: { hr: 112, rr: 24, temp: 37.0, nibp: '94/58', o2: 95, co2: 43 },
        airway: 'Patent with the nasopharyngeal airway; secretions drying',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'Hana is apnoeic with a pulse: I call for help now, the resuscitation team and the anaesthetist.',
      'I clear the frothy secretions from her mouth with a Yankauer, under direct vision.',
      'Equipment: a child mask sized from the bridge of her nose to the cleft of her chin, on a 500 mL self-inflating bag; the bag is connected to oxygen running at 15 L/min.',
      'I position myself at the head of the bed to ventilate.',
      'The mask goes on apex to the nose and base to the chin, covering her mouth and her nose, its rim clear of her eyes.',
    ],
    [
      'I take the rolled towel out from under her shoulders and put a thin folded towel under her head, so it sits in a neutral sniffing position, not tipped back.',
      'Head tilt-chin lift: my fingertips sit on the bone of her chin, never in the soft floor of the mouth.',
      'My mask hand makes an E-C clamp: thumb and index finger hold the mask on, the other three fingers lift her jaw up into it, and there is no leak now.',
      'Each breath is a one-second squeeze that stops as soon as her chest lifts, one every two to three seconds, about 24 a minute.',
    ],
    [
      'Because she gags, the adjunct is a nasal airway, its length matched from her nostril to the tragus of her ear.',
      'It goes in well lubricated, bevel facing the septum, aimed straight back along the floor of the nose, without force.',
      'With the airway in I look again at her chest, the SpO2 and the heart rate: her chest lifts with every breath and the SpO2 is rising, so the bagging is effective.',
    ],
    [],
  ],
};
