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
 * Both cases run in four phases: P0 recognising the apnoea, calling for help, clearing the mouth, the equipment and
 * putting the mask on from the head of the bed; P1 head position, opening the airway, the grip and seal, the mask hand
 * lifting the jaw, the squeeze and the rate; P2 the adjunct, reassessment and effective ventilation; P3 done.
 */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
  [],
];

const NO_STOPS = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * Layla, 7 months, 8 kg: her grandmother gave her an adult codeine cough linctus for a cold; apnoeic with a pulse,
 * frothy secretions in the mouth and nose, gag reflex present (a nasal airway, not an oral one), no trauma.
 * Infant mask, self-inflating bag of at least 450-500 mL, shoulder roll.
 */
export const CODEINE_INFANT_7M: MessageCase = {
  id: 'tm-b-codeine-infant-7m',
  title:
    'Tuning case: 7-month-old (8 kg) apnoeic with a pulse after codeine linctus given by a relative, secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Layla, a 7-month-old girl (8 kg), has had a runny nose and a cough for three days. Her grandmother, who was looking after her overnight, gave her several spoonfuls of her own codeine cough linctus to help her settle. In the morning her mother found her hard to wake and brought her to the emergency department. In the resuscitation room she stops breathing. She has a pulse, her pupils are pinpoint, there are frothy secretions in her mouth and nose, and she still gags when the back of her throat is touched. There is no history of injury. You are the first doctor at the cot side.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in an infant and call for help straight away, and start ventilating rather than waiting for naloxone.',
        objective2:
          'Clear the secretions from the mouth and then the nose with a suction catheter of a size that suits an infant, under direct vision, before bagging; no blind finger sweep.',
        objective3:
          'Pick an infant mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL with its reservoir, on oxygen at 10-15 L/min; ventilate from the head of the cot with the mask the right way up, over mouth and nose and off the eyes.',
        objective4:
          'Keep the head neutral with a small roll under the shoulders, neither flexed by the large occiput nor overextended; open the airway with a chin lift or jaw thrust with the fingers on the bone of the jaw, not in the soft floor of the mouth; E-C grip, two people if it leaks; one gentle squeeze over about one second, just enough to see the chest rise, every 2-3 seconds.',
        objective5:
          'Because she gags, size a nasopharyngeal airway from the tip of the nose to the tragus and insert it lubricated, straight back along the floor of the nose; do not use an oral airway. Reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Layla',
          age: 0.6,
          sex: 'Female',
          weight: 8,
          diagnosis: 'Opioid (codeine) poisoning; apnoea with a pulse',
        },
        history: {
          symptoms: 'Coryza and cough for 3 days; very sleepy this morning, then stopped breathing',
          allergies: 'None known',
          medications:
            "Codeine linctus (the grandmother's), about 3 teaspoons overnight; paracetamol yesterday",
          pmh: 'Born at term, well until this illness',
          lastMeal: 'Bottle of formula 4 hours ago',
          events:
            'Given adult codeine cough linctus by her grandmother overnight; found drowsy, apnoeic in the ED',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with her mother; looked after by her grandmother two nights a week',
          vaccinations: 'Up to date for age',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Floppy, pale and dusky, frothy secretions at the mouth and nostrils',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present; capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Pinpoint pupils; gag reflex present; anterior fontanelle soft',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Nasopharyngeal swab sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Layla lies on her back on the resuscitation cot, not breathing, with froth in her mouth and nose. An IV line is in. Infant and child masks, a neonatal and a paediatric bag, suction and adjuncts are on the trolley.',
        vitalSigns: { hr: 104, rr: 0, temp: 37.6, nibp: '78/44', o2: 74, co2: null },
        airway: 'Frothy secretions in the mouth and nose; gag reflex present',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only; pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Takes an infant mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL, and runs oxygen into it at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head of the cot to ventilate.',
          airwayManagement:
            'Sees that she has stopped breathing and calls for help at once; suctions the secretions from the mouth and nose with an infant-sized catheter, looking, no finger sweep.',
          maskPositioning:
            'Puts the mask on the right way up, narrow end over the bridge of the nose, so that it covers mouth and nose and does not touch the eyes.',
        },
        softStop: 'She has a pulse but no breathing, and her mouth is bubbling. What first?',
      },
      {
        initialState:
          'The secretions are cleared and the mask is on, but her big occiput has pushed her chin onto her chest, air hisses out at the side of the mask and the chest does not move.',
        vitalSigns: { hr: 96, rr: 0, temp: 37.6, nibp: '76/42', o2: 66, co2: null },
        airway: 'Clear; neck flexed, tongue against the palate',
        breathing: 'Assisted breaths, no chest rise',
        circulation: 'Brachial pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; gives each breath over about one second with just enough volume to see the chest rise, one breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Puts a small roll under the shoulders so the head is neutral, not flexed and not overextended; opens the airway with a chin lift or jaw thrust, fingers on the bony jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C grip, moves to a two-person technique when it still leaks, and gets a tight seal.',
        },
        softStop: 'Her chin is on her chest and the mask is leaking. What would you change?',
      },
      {
        initialState:
          'With her head neutral and the mask sealed the chest begins to rise, but the airway keeps obstructing between breaths; she gags when an oral airway is tried against her lips.',
        vitalSigns: { hr: 118, rr: 0, temp: 37.6, nibp: '80/46', o2: 83, co2: 60 },
        airway: 'Obstructs between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises visibly with each breath and the SpO2 climbs.',
          airwayManagement:
            'Since she gags, chooses a nasopharyngeal airway measured from the tip of the nose to the tragus, lubricates it and passes it gently straight back along the floor of the nose; checks chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'She keeps obstructing between breaths, and she gags. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 130; the chest rises well with each breath through the nasal airway. Naloxone has been given and she begins to breathe and cry weakly. The simulation is complete.',
        vitalSigns: { hr: 130, rr: 28, temp: 37.5, nibp: '84/50', o2: 97, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Breathing on her own, assisted as needed',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Rousing, weak cry',
        hardStop: NO_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is not breathing but has a pulse. I call for help now: the resuscitation team and the paediatric anaesthetist.',
      'I suction the secretions from her mouth and then her nose with an infant-sized suction catheter, under direct vision.',
      'I take the infant mask that fits from the bridge of her nose to the cleft of her chin and the 500 mL self-inflating bag, and connect it to oxygen at 15 L/min.',
      'I stand at the head of the cot.',
      'I put the mask on the right way up, narrow end over the bridge of her nose, covering her mouth and nose and clear of her eyes.',
    ],
    [
      'I put a small rolled towel under her shoulders so her head is neutral, not flexed and not extended.',
      'I open her airway with a chin lift, my fingers on the bone of the jaw, not on the soft tissue under her chin.',
      'I hold the mask with an E-C grip and lift her jaw into the mask with the same hand; the seal is tight.',
      'I squeeze the bag over one second, just enough to see her chest rise, 25 breaths a minute.',
    ],
    [
      'She gags, so I measure a nasopharyngeal airway from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Josh, 15 years, 60 kg: head injury in a rugby tackle, GCS 5, apnoeic with a pulse, cervical spine not cleared, blood
 * in the mouth, no gag reflex, no sign of a basal skull fracture. Adult mask and adult bag, in-line stabilisation and
 * a jaw thrust without head tilt, an oral airway (a nasal one is not ruled out).
 */
export const RUGBY_HEAD_INJURY_15Y: MessageCase = {
  id: 'tm-b-rugby-head-injury-15y',
  title:
    'Tuning case: 15-year-old (60 kg) after a rugby tackle, GCS 5, apnoeic with a pulse, neck not cleared, blood in the mouth, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Josh, a 15-year-old boy (60 kg), was playing school rugby when he went in head first into a tackle and lay still afterwards. The paramedics put him in a collar with head blocks and brought him in; GCS was 7 on scene. In the resuscitation bay his GCS is 5 and he stops breathing. He has a pulse. There is blood in his mouth from a bitten tongue and a broken front tooth, and he has no gag reflex. There is no bruising behind the ears or around the eyes and no fluid from the nose or ears. His cervical spine has not been cleared. You are the first doctor at the head end.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a head injury and call the trauma team and an anaesthetist at once.',
        objective2:
          'Suction the blood from the mouth with a rigid wide-bore (Yankauer) sucker under direct vision, no blind finger sweep, and keep the neck still while doing it.',
        objective3:
          'Choose an adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L) on oxygen at 15 L/min; ventilate from the head of the trolley with the mask the right way up, over mouth and nose and off the eyes.',
        objective4:
          'Keep the head and neck neutral and in line with manual in-line stabilisation (collar front opened); open the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw; E-C or two-handed grip with a second person bagging if the seal is poor; each breath over about one second, just enough to see the chest rise, one every 2-3 seconds, no hyperventilation.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it without moving the neck (a nasopharyngeal airway is possible, as there is no sign of a basal skull fracture); reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Josh',
          age: 15,
          sex: 'Male',
          weight: 60,
          diagnosis:
            'Severe traumatic brain injury (GCS 5) after a rugby tackle; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unresponsive since the tackle; one short seizure on the pitch according to the coach',
          allergies: 'None known',
          medications: 'Salbutamol inhaler as needed',
          pmh: 'Mild asthma',
          lastMeal: 'Sandwich and a sports drink about 2 hours ago',
          events:
            'Head-first tackle in a school rugby match; collar and blocks applied by paramedics; GCS 7 falling to 5',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler as needed',
          socialHistory:
            'Lives with his parents and two brothers; Year 10 at school; plays rugby and football',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive in a hard collar with head blocks; blood in the mouth; grass and mud on his kit',
          breathing: 'No respiratory effort; no chest movement',
          circulation: 'Carotid pulse present, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 5 (E1 V1 M3); right pupil 5 mm sluggish, left 3 mm reactive; no gag reflex',
          disability: 'Abnormal flexion to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Josh lies flat on the trolley in a collar and blocks, apnoeic, with blood pooling in his mouth. Two IV lines are in. Child and adult masks, a paediatric and an adult bag, a Yankauer and adjuncts are ready.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.4, nibp: '146/84', o2: 78, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present, capillary refill 2 seconds',
        disability: 'GCS 5; unequal pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag, on oxygen at 15 L/min.',
          ventilationTechnique: 'Ventilates standing at the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and calls the trauma team and an anaesthetist at once; clears the blood from the mouth with a Yankauer under direct vision, no finger sweep.',
          maskPositioning:
            'Places the mask the right way up, apex on the bridge of the nose, over both mouth and nose and clear of the eyes.',
        },
        softStop: 'He has a pulse, he is not breathing and there is blood in his mouth. What do you do?',
      },
      {
        initialState:
          'The mouth is clear and the mask is on, but the tongue has fallen back, the mask leaks on one side and the chest barely moves. The collar is in the way of the jaw.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.4, nibp: '150/86', o2: 70, co2: null },
        airway: 'Tongue falling back; collar limits jaw movement',
        breathing: 'Minimal chest rise with assisted breaths',
        circulation: 'Carotid pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes over about one second, just enough to see the chest rise, one breath every 2-3 seconds (20-30 a minute), without hyperventilating.',
          airwayManagement:
            'Keeps the head and neck neutral and in line (manual in-line stabilisation, collar front opened) without tilting or extending; opens the airway with a jaw thrust without head tilt, pushing on the angles of the jaw and not on the soft tissue.',
          maskPositioning:
            'Holds the mask with an E-C grip and changes to a two-person technique when the seal leaks; obtains a tight seal.',
        },
        softStop: 'The mask leaks and his chest barely moves. The neck is not cleared. What now?',
      },
      {
        initialState:
          'The chest now rises with a two-person jaw thrust, but the tongue keeps falling back whenever the thrust eases; he still has no gag reflex.',
        vitalSigns: { hr: 66, rr: 0, temp: 36.4, nibp: '140/80', o2: 86, co2: 50 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Carotid pulse present, capillary refill 2 seconds',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (or a nasopharyngeal airway sized from the nostril to the tragus, as there is no sign of a basal skull fracture) and inserts it correctly without moving the neck; reassesses chest rise, SpO2 and heart rate after each step.',
          maskPositioning: '',
        },
        softStop: 'His tongue falls back whenever the jaw thrust slackens. What would help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 80; the chest rises with each breath through the oral airway and the in-line stabilisation is held. The anaesthetist arrives to intubate him for CT. The simulation is complete.',
        vitalSigns: { hr: 80, rr: 20, temp: 36.4, nibp: '132/78', o2: 96, co2: 40 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Assisted at 20 a minute, good chest rise',
        circulation: 'Carotid pulse present, capillary refill 2 seconds',
        disability: 'GCS 5',
        hardStop: NO_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call for help now: the trauma team and an anaesthetist.',
      'I suction the blood from his mouth with a Yankauer under direct vision while his neck is kept still.',
      'I take the adult mask that fits from the bridge of his nose to the cleft of his chin and the adult 1.6 L self-inflating bag, and connect it to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'I put the mask on the right way up, narrow end on the bridge of his nose, covering his mouth and nose and clear of his eyes.',
    ],
    [
      'A nurse holds manual in-line stabilisation with the front of the collar open, so his head stays neutral and in line, not tilted or extended.',
      'I open the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw, not on the soft tissue.',
      'I hold the mask with an E-C grip and lift his jaw into the mask with the same hand; the seal is tight.',
      'I squeeze the bag over one second, just enough to see the chest rise, 20 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I insert it with a tongue depressor, following the curve of the tongue, without moving his neck.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};
