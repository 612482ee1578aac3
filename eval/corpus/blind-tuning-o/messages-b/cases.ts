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
 * Both cases follow the sample case's order: P0 recognition and help, suction, the equipment, standing at the head
 * and placing the mask (orientation, mouth and nose, eyes); P1 head position, opening the airway, the mask hold and
 * seal, the mask hand lifting the jaw, the squeeze and the rate; P2 the adjunct, its insertion, reassessment and
 * effective ventilation; P3 the completed state.
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
 * Maya, 9 months, 9 kg: apnoeic with a pulse after buccal midazolam for a prolonged febrile seizure; frothy
 * secretions, gag reflex present (a nasal airway, never an oral one), no trauma. Infant mask, 450-500 mL bag,
 * head neutral with a shoulder roll.
 */
export const MIDAZOLAM_INFANT_9M: MessageCase = {
  id: 'to-b-midazolam-infant-9m',
  title:
    'Tuning case: 9-month-old (9 kg) apnoeic with a pulse after buccal midazolam for a prolonged febrile seizure, secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Maya, a 9-month-old girl (9 kg), has had a cold and a fever since yesterday. This afternoon she had a generalised seizure at home; the paramedics gave her buccal midazolam 2.5 mg after about 12 minutes of seizing and it stopped 5 minutes later, on the way in. In the emergency department she becomes floppy and dusky and stops breathing. She has a pulse. Frothy secretions are pooling in her mouth, and she gags when the back of her throat is touched. There is no injury. Her mother is in the room. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a benzodiazepine, not mistake it for post-ictal sleep, and call for help at once.',
        objective2:
          'Suction the secretions from the mouth and nose with a small soft catheter (8 Fr) or a small Yankauer under direct vision, briefly and at gentle pressure, before ventilating; no blind finger sweep.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the cot with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Bring the head to neutral with a shoulder roll (no pillow under the head, no hyperextension); open the airway with a chin lift on bone or a jaw thrust; hold the mask with an E-C clamp (two people if it leaks), lifting the jaw into the mask; squeeze gently over about one second to visible chest rise, one breath every 2-3 seconds.',
        objective5:
          'With a gag reflex present, choose a nasopharyngeal airway measured from the tip of the nose to the tragus and insert it lubricated along the floor of the nose (no oral airway); reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Maya',
          age: 0.75,
          sex: 'Female',
          weight: 9,
          diagnosis: 'Prolonged febrile seizure; apnoea with a pulse after buccal midazolam',
        },
        history: {
          symptoms: 'Runny nose and fever for a day; generalised seizure for about 17 minutes',
          allergies: 'None known',
          medications: 'Paracetamol at home; buccal midazolam 2.5 mg from the paramedics',
          pmh: 'Born at term; no previous seizures',
          lastMeal: 'Bottle of formula 2 hours ago',
          events:
            'Seizure at home, buccal midazolam by the paramedics, seizure stopped en route; apnoea in the emergency department',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regular',
          socialHistory: 'Lives with her parents and a 4-year-old brother; attends a childminder',
          vaccinations: 'Up to date for age',
          familyHistory: 'Father had febrile seizures as a toddler',
        },
        initialExam: {
          generalAppearance: 'Floppy, dusky, frothy secretions at the mouth and nose',
          breathing: 'No respiratory effort, no chest rise',
          circulation: 'Brachial pulse present, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Post-ictal after midazolam; gags when the back of the throat is touched; fontanelle not bulging',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Pending (nasopharyngeal swab sent)' },
      },
    },
    Phases: [
      {
        initialState:
          'Maya lies on the resuscitation trolley, floppy, dusky and not breathing, frothy secretions bubbling at her mouth. Her mother is at the side of the trolley. Suction, infant and neonatal masks, a 250 mL and a 500 mL self-inflating bag and oxygen are at hand.',
        vitalSigns: { hr: 112, rr: 0, temp: 39.4, nibp: '78/46', o2: 74, co2: null },
        airway: 'Frothy secretions in the mouth and nose; gags when the back of the throat is touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL (not the 250 mL newborn bag); connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises that she is apnoeic (not post-ictal sleep) and calls for help at once; suctions the secretions under direct vision with an 8 Fr catheter or a small Yankauer, briefly and gently, before the first breaths, with no blind finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering both mouth and nose, with the rim kept off the eyes.',
        },
        softStop: 'She is floppy and not breathing, but you can feel a pulse. What do you do first?',
      },
      {
        initialState:
          'The secretions are cleared, the bag is on oxygen and the mask is on, but her large occiput has tipped her head forward, the mask leaks at the cheeks and her chest hardly moves.',
        vitalSigns: { hr: 104, rr: 0, temp: 39.4, nibp: '76/44', o2: 69, co2: null },
        airway: 'Clear after suction; neck flexed on the large occiput',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Brachial pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand holding the mask, lifting the jaw into it; squeezes gently over about one second, only until the chest rises, one breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Brings the head to a neutral position with a roll under the shoulders, without hyperextending the neck; opens the airway with a chin lift or a jaw thrust, fingers on the bone of the jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C clamp and changes to a two-person technique while it leaks; obtains a tight seal.',
        },
        softStop:
          'Her head has tipped forward, the mask leaks and her chest hardly moves. What would you change?',
      },
      {
        initialState:
          'With her head neutral and the jaw lifted the chest rises, but the airway keeps obstructing between breaths. When anything touches the back of her throat she gags.',
        vitalSigns: { hr: 128, rr: 0, temp: 39.2, nibp: '80/48', o2: 84, co2: 55 },
        airway: 'Obstructs between breaths; gag reflex present',
        breathing: 'Assisted breaths; chest rises with a good seal',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises visibly with each breath and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway (not an oral one) measured from the tip of the nose to the tragus of the ear, and inserts it lubricated, straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop:
          'Her airway keeps closing between breaths, and she gags when her throat is touched. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 132; the chest rises with each breath through the nasal airway, and as the midazolam wears off she begins to take breaths of her own. The PICU team arrives. The simulation is complete.',
        vitalSigns: { hr: 132, rr: 18, temp: 39.0, nibp: '84/50', o2: 97, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Some spontaneous breaths, assisted',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Grimaces and moves to pain',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is not breathing but has a pulse, so this is apnoea. I call for help now: the resuscitation team and the anaesthetist.',
      'I suction the secretions from her mouth and nose with an 8 Fr soft catheter under direct vision, briefly and gently.',
      'I take the infant mask that fits from the bridge of her nose to the cleft of her chin and the 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'I place the mask the right way round, narrow end over the bridge of her nose, covering her mouth and nose and off her eyes.',
    ],
    [
      'I put a small rolled towel under her shoulders so her head is neutral, not hyperextended.',
      'I open the airway with a chin lift, my fingers on the bone of the jaw and not on the soft tissue.',
      'I hold the mask with an E-C clamp and lift her jaw into the mask with the same hand; the seal is tight.',
      'I squeeze the bag gently over one second, just enough to see the chest rise, 25 breaths a minute.',
    ],
    [
      'She gags, so no oral airway: I measure a nasopharyngeal airway from the tip of her nose to the tragus of her ear.',
      'I lubricate it and insert it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Callum, 15 years, 62 kg: apnoeic with a pulse after a rugby tackle (head driven into the ground), cervical spine
 * not cleared, blood from a bitten tongue, no gag reflex and no sign of a basal skull fracture (an oral or a nasal
 * airway). Adult mask and adult bag; head kept neutral in line, jaw thrust without head tilt.
 */
export const RUGBY_TACKLE_15Y: MessageCase = {
  id: 'to-b-rugby-tackle-15y',
  title:
    'Tuning case: 15-year-old (62 kg) apnoeic with a pulse after a rugby tackle, cervical spine not cleared, no gag, no sign of a basal skull fracture',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Callum, a 15-year-old boy (62 kg), was tackled in a school rugby match and landed head first with his neck bent. He did not get up and did not move his arms or legs. The team physiotherapist held his head and removed his mouthguard; the paramedics put on a collar, head blocks and a scoop stretcher. In the resuscitation bay his breathing stops. He has a slow pulse. There is blood and saliva in his mouth from a bitten tongue. He does not gag. There is no bruising behind the ears or around the eyes and no blood or clear fluid from the ears or nose. His cervical spine has not been cleared. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a probable high cervical cord injury and call for help at once.',
        objective2:
          'Suction the blood and saliva with a Yankauer under direct vision, without a blind finger sweep, before ventilating.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L) on oxygen at 10-15 L/min; ventilate from the head of the trolley with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Keep the head neutral in line with manual in-line stabilisation (no pillow, no head tilt, no turning); open the airway with a jaw thrust on the angles of the jaw; use a two-person technique so both hands hold the mask and the jaw; squeeze over about one second to visible chest rise, 20-30 a minute, without hyperventilating.',
        objective5:
          'With no gag reflex and no sign of a basal skull fracture, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw (or a nasal airway from the nostril to the tragus) and insert it correctly; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Callum',
          age: 15,
          sex: 'Male',
          weight: 62,
          diagnosis: 'Suspected high cervical spinal cord injury after a rugby tackle; apnoea with a pulse',
        },
        history: {
          symptoms: 'Could not move arms or legs after the tackle; breathing became shallow, then stopped',
          allergies: 'None known',
          medications: 'Salbutamol inhaler as needed',
          pmh: 'Mild asthma',
          lastMeal: 'Sandwich and a sports drink 3 hours ago',
          events:
            'Head-first landing in a tackle; neck held by the physiotherapist; collar, blocks and scoop by the paramedics',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler as needed',
          socialHistory: 'Lives with his mother and stepfather; plays rugby for his school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Flaccid, grey, in a collar with head blocks on a scoop stretcher',
          breathing: 'No respiratory effort, no chest rise',
          circulation: 'Pulse 54, warm peripheries, blood pressure 84/46',
          abdomen: 'Soft',
          neuro:
            'Flaccid in all four limbs; no gag reflex; pupils equal and reactive; no Battle sign, no periorbital bruising, no blood or fluid from ears or nose',
          disability: 'GCS 3 while apnoeic and hypoxic',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Callum lies on the scoop in a collar and head blocks, apnoeic and grey, with blood and saliva in his mouth. An IV is in place. Adult and child masks, an adult and a paediatric self-inflating bag, a Yankauer and oxygen are on the airway trolley.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.4, nibp: '84/46', o2: 76, co2: null },
        airway: 'Blood and saliva in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse 54, warm peripheries',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L); connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and calls for help straight away (trauma team, anaesthetist); suctions the blood and saliva with a Yankauer under direct vision, no blind finger sweep.',
          maskPositioning:
            'Places the mask the right way round, narrow end on the bridge of the nose, over both mouth and nose and clear of the eyes.',
        },
        softStop: 'He has stopped breathing but has a pulse. What do you do?',
      },
      {
        initialState:
          'The mouth is clear, the bag is on oxygen and the mask is on. The front of the collar is open and a nurse is ready to hold his head, but the mask leaks with one hand and the chest does not rise.',
        vitalSigns: { hr: 50, rr: 0, temp: 36.4, nibp: '82/44', o2: 70, co2: null },
        airway: 'Clear after suction; tongue against the back of the throat',
        breathing: 'Apnoeic; no chest rise',
        circulation: 'Pulse 50',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hands holding the mask (jaw lifted into the mask); squeezes over about one second with just enough volume for the chest to rise, at 20-30 a minute, no hyperventilation.',
          airwayManagement:
            'Keeps the head and neck neutral in line with manual in-line stabilisation, no pillow, no head tilt and no turning; opens the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw and off the soft tissue.',
          maskPositioning:
            'Holds the mask with an E-C clamp, changing to a two-person technique (both hands on the mask and jaw, another person squeezing) when it leaks; gets a tight seal.',
        },
        softStop:
          'The mask leaks and the chest is not rising. How will you open his airway with his neck at risk?',
      },
      {
        initialState:
          'With a two-person jaw thrust the chest rises, but the tongue falls back between breaths. He still has no gag reflex.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.4, nibp: '86/48', o2: 85, co2: 56 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths; chest rises with a good seal',
        circulation: 'Pulse 58',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement:
            'With no gag and no sign of a basal skull fracture, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw (or a nasal airway measured from the nostril to the tragus) and inserts it correctly without moving the neck; reassesses chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 62; the chest rises with each breath through the oral airway, the neck still held in line. The anaesthetist takes over the airway. The simulation is complete.',
        vitalSigns: { hr: 62, rr: 20, temp: 36.3, nibp: '90/52', o2: 96, co2: 42 },
        airway: 'Patent with the oropharyngeal airway; neck held in line',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse 62',
        disability: 'GCS 3, sedation not given',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call for help now: the trauma team and the anaesthetist.',
      'I suction the blood and saliva from his mouth with a Yankauer under direct vision.',
      'I take the adult mask that fits from the bridge of the nose to the cleft of the chin and the adult 1.6 L self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'I place the mask the right way round, narrow end on the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'A nurse holds manual in-line stabilisation so his head stays neutral in line, with no pillow and no tilt.',
      'I open the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw, off the soft tissue.',
      'Two-person technique: I hold the mask with both hands in an E-C grip and lift the jaw into it; the seal is tight and the nurse squeezes the bag.',
      'The bag is squeezed over one second, just enough to see the chest rise, 20 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I insert it with a tongue depressor, following the curve of the tongue, without moving his neck.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};
