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
 * Both cases run in four phases: P0 recognising the apnoea, help, suction, the equipment and putting the mask on
 * (from the head of the bed, the right way round, over mouth and nose, off the eyes); P1 head position, opening the
 * airway, the mask hold and seal, the mask hand lifting the jaw, the squeeze and the rate; P2 the adjunct (chosen by
 * the gag reflex), reassessment and effective ventilation; P3 the completed state.
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
 * Mila, 2 months, 4.5 kg, unimmunised, pertussis: apnoeic with a pulse after a coughing paroxysm on the ward, thick
 * sticky mucus in the mouth and nose, gag reflex present (so a nasal airway, never an oral one). Infant mask, a
 * 450-500 mL self-inflating bag, head neutral on a shoulder roll.
 */
export const PERTUSSIS_2M: MessageCase = {
  id: 'ti-b-pertussis-2m',
  title:
    'Tuning case: 2-month-old (4.5 kg) with pertussis, apnoeic with a pulse after a coughing paroxysm, thick secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mila, a 2-month-old girl (4.5 kg), was admitted to the paediatric ward two days ago with ten days of coryza and then coughing fits; her nasopharyngeal PCR is positive for Bordetella pertussis. She has not yet had any vaccinations. During a long coughing paroxysm she goes red, then blue, and then stops breathing. She has a pulse. Her mouth and nose are full of thick, stringy mucus. When the back of her mouth is touched she gags. There is no injury. You are the first doctor at the cot side.',
      objectives: {
        objective1:
          'Recognise that this is apnoea with a pulse, not a pause that will settle by itself, and call for help at once (resuscitation team, PICU).',
        objective2:
          'Clear the thick mucus from the mouth and then the nose with a soft suction catheter of suitable size (about 8 Fr) or a bulb syringe at infant pressures, under direct vision, in short passes and without a blind finger sweep.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag (not a 250 mL neonatal bag) on oxygen at 10-15 L/min; ventilate from the head of the cot with the mask the right way round over mouth and nose and clear of the eyes.',
        objective4:
          'Keep the head neutral with a small roll under the shoulders, without extending or flexing the neck; open the airway with a chin lift or jaw thrust on the bone of the jaw; hold the mask with an E-C clamp (two people if it leaks), lifting the jaw into the mask; squeeze gently over about one second to visible chest rise, one breath every 2-3 seconds.',
        objective5:
          'Because she gags, use a nasopharyngeal airway (not an oral one) measured from the nostril to the tragus, lubricated and passed straight back along the floor of the nose; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mila',
          age: 0.17,
          sex: 'Female',
          weight: 4.5,
          diagnosis: 'Pertussis; apnoea with a pulse after a coughing paroxysm',
        },
        history: {
          symptoms:
            'Coryza for a week, then paroxysmal cough with colour change and vomiting after coughing fits',
          allergies: 'None known',
          medications: 'Azithromycin (day 2)',
          pmh: 'Born at term, well until this illness',
          lastMeal: 'Breastfed 1 hour ago, vomited after coughing',
          events: 'Coughing paroxysm, cyanosis, then apnoea on the ward',
        },
        PMH: {
          medicalConditions: 'None before this illness',
          hospitalizations: 'This admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Azithromycin',
          socialHistory:
            'Lives with her parents and a 5-year-old brother who has had a cough for three weeks',
          vaccinations: 'None yet (first vaccines were due this week)',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Limp and dusky blue in the cot, thick mucus at the lips and nostrils',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate slowing; capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Floppy, eyes closed; gags when the back of the mouth is touched',
          disability: 'Responds to pain only',
        },
        labs: {
          rvp: 'Nasopharyngeal PCR positive for Bordetella pertussis; white cell count 24 with lymphocytosis',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Mila lies limp and blue in her cot after a coughing fit. She is not breathing. Thick mucus fills her mouth and nostrils. Suction, infant masks, a neonatal 250 mL bag and a 500 mL paediatric bag hang on the wall behind the cot.',
        vitalSigns: { hr: 96, rr: 0, temp: 37.2, nibp: '72/40', o2: 68, co2: null },
        airway: 'Thick, stringy mucus in the mouth and nose; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, heart rate 96 and slowing; capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag; connects the bag to oxygen and turns it on at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the cot to ventilate.',
          airwayManagement:
            'Recognises apnoea with a pulse and calls for help straight away; suctions the thick mucus from the mouth and then the nose with a soft catheter of suitable size (about 8 Fr) under direct vision, in short passes, with no blind finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, so that it covers both mouth and nose and presses on neither eye.',
        },
        softStop:
          'She has a pulse, she is not breathing and her mouth is full of mucus. What is your first move?',
      },
      {
        initialState:
          'The mucus is cleared for now and the mask is on her face, but her head has rolled forward on the mattress, the mask hisses at one cheek and the chest does not rise with the breaths.',
        vitalSigns: { hr: 88, rr: 0, temp: 37.2, nibp: '70/38', o2: 62, co2: null },
        airway: 'Clear after suction; head flexed forward, tongue against the palate',
        breathing: 'Apnoeic; no chest rise with the bag',
        circulation: 'Pulse present, heart rate 88',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes gently over about one second, only until the chest rises, one breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Puts a small roll under the shoulders so the head lies neutral, neither flexed nor extended; opens the airway with a chin lift or a jaw thrust, fingers on the bony jaw and not on the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C clamp and, since it leaks, gets a second person for a two-handed hold; achieves a tight seal.',
        },
        softStop: 'The mask hisses at her cheek and the chest is not moving. What would you change?',
      },
      {
        initialState:
          'With her head neutral and a two-person hold the chest now rises, but between breaths her tongue falls back and the chest rise fades. She still gags when anything touches the back of her mouth.',
        vitalSigns: { hr: 118, rr: 0, temp: 37.2, nibp: '76/42', o2: 80, co2: 55 },
        airway: 'Tongue falls back between breaths; gag reflex present',
        breathing: 'Assisted breaths only, chest rise inconsistent',
        circulation: 'Pulse present, heart rate 118, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway (not an oral one) measured from the nostril to the tragus of the ear, lubricates it and passes it straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop:
          'She keeps obstructing between breaths and she gags if you touch her throat. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 150; her chest rises with every breath through the nasal airway and she makes her first weak breaths of her own. The PICU team arrives to take over. The simulation is complete.',
        vitalSigns: { hr: 150, rr: 18, temp: 37.2, nibp: '80/46', o2: 96, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Weak spontaneous breaths, assisted',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces and moves to pain',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She has stopped breathing and has a pulse. I call for help now: the resuscitation team and PICU.',
      'I suction the mucus from her mouth and then her nostrils with a soft 8 Fr catheter under direct vision.',
      'I take the infant mask that fits from the bridge of the nose to the cleft of the chin and the 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the cot.',
      'I put the mask on the right way round, narrow end on the bridge of her nose, covering her mouth and nose and off her eyes.',
    ],
    [
      'I put a small rolled towel under her shoulders so her head is neutral, not flexed and not extended.',
      'I open the airway with a chin lift, my finger on the bony chin and off the soft tissue.',
      'I hold the mask with an E-C clamp and lift her jaw into the mask with the same hand; because it leaks, a nurse holds the mask with two hands while I squeeze, and the seal is now tight.',
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 2 to 3 seconds, 25 a minute.',
    ],
    [
      'She gags, so no oral airway: I measure a nasopharyngeal airway from the nostril to the tragus of the ear.',
      'I lubricate it and pass it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Noah, 12 years, 38 kg, generalised myasthenia gravis, in a myasthenic crisis on the ward: apnoeic with a pulse,
 * saliva pooled in the mouth, no gag reflex (an oral airway fits). Small adult mask, adult self-inflating bag.
 */
export const MYASTHENIA_12Y: MessageCase = {
  id: 'ti-b-myasthenia-12y',
  title:
    'Tuning case: 12-year-old (38 kg) in a myasthenic crisis on the ward, apnoeic with a pulse, pooled saliva, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noah, a 12-year-old boy (38 kg) with acetylcholine-receptor antibody positive generalised myasthenia gravis, was admitted to the paediatric ward yesterday with a chest infection, drooping eyelids, a weak voice and trouble swallowing. Overnight he became weaker and could not clear his saliva. At 6 a.m. the nurse finds him unresponsive and not breathing. He has a pulse. Saliva has pooled in his mouth and he does not gag. There is no injury. The bed has a fixed headboard and a pillow. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise respiratory arrest with a pulse from a myasthenic crisis and call for help at once (rapid response or resuscitation team, PICU, anaesthetist), rather than giving more pyridostigmine and waiting.',
        objective2:
          'Suction the pooled saliva with a Yankauer or a wide catheter (12-14 Fr) under direct vision, without a blind finger sweep.',
        objective3:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin (a small adult mask) and an adult-size self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the bed (headboard removed or bed pulled out) with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Put the head in the sniffing position without overextending the neck; head tilt-chin lift (no injury) or jaw thrust with fingers on bone; E-C clamp, two-person hold if the seal is poor, lifting the jaw into the mask; squeeze over about one second to visible chest rise, 20-30 breaths a minute.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it correctly; reassess chest rise, SpO2 and heart rate after each step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noah',
          age: 12,
          sex: 'Male',
          weight: 38,
          diagnosis: 'Myasthenic crisis triggered by a chest infection; respiratory arrest with a pulse',
        },
        history: {
          symptoms:
            'Three days of cough and fever, then ptosis, double vision, nasal voice, choking on drinks and a weak cough',
          allergies: 'None known',
          medications:
            'Pyridostigmine 60 mg four times a day, prednisolone 20 mg daily, amoxicillin since yesterday',
          pmh: 'Generalised myasthenia gravis diagnosed at 10, one previous crisis needing IVIG',
          lastMeal: 'Sips of water at midnight; nil else since yesterday evening because of choking',
          events: 'Increasing weakness overnight, found unresponsive and apnoeic on the morning check',
        },
        PMH: {
          medicalConditions: 'Generalised myasthenia gravis (AChR antibody positive)',
          hospitalizations: 'Myasthenic crisis at 11, treated with IVIG on PICU',
          surgeries: 'None (thymectomy under discussion)',
          allergies: 'None known',
          medications: 'Pyridostigmine, prednisolone, amoxicillin',
          socialHistory: 'Lives with his mother and grandmother; Year 7 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Pale and grey, lying flat, saliva pooled in the mouth and running down the chin',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, fast; capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Bilateral ptosis, floppy limbs, no gag reflex',
          disability: 'Responds to pain only',
        },
        labs: {
          rvp: 'Respiratory viral panel positive for rhinovirus; chest X-ray right lower lobe consolidation',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Noah lies flat on a pillow against the fixed headboard, grey and not breathing, saliva pooled in his mouth. The wall suction works; masks of several sizes and paediatric and adult bags are on the emergency trolley.',
        vitalSigns: { hr: 132, rr: 0, temp: 38.1, nibp: '108/64', o2: 74, co2: null },
        airway: 'Saliva pooled in the mouth and pharynx; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Radial pulse present, heart rate 132, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that fits from the bridge of the nose to the cleft of the chin (small adult) and an adult-size self-inflating bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique:
            'Ventilates from the head of the bed, taking the headboard off or pulling the bed out to get there.',
          airwayManagement:
            'Recognises respiratory arrest with a pulse and calls for help at once; suctions the pooled saliva with a Yankauer or a wide catheter under direct vision, with no blind finger sweep.',
          maskPositioning:
            'Places the mask the right way round (narrow end on the bridge of the nose), covering both mouth and nose, with no pressure on the eyes.',
        },
        softStop: 'He is not breathing, he has a pulse and his mouth is full of saliva. What first?',
      },
      {
        initialState:
          'His mouth is clear and the mask is on, but the pillow has pushed his chin onto his chest, the mask leaks under the jaw and the chest barely moves.',
        vitalSigns: { hr: 140, rr: 0, temp: 38.1, nibp: '104/62', o2: 66, co2: null },
        airway: 'Clear after suction; neck flexed on the pillow, tongue falling back',
        breathing: 'Apnoeic; minimal chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the mask hand, lifting the jaw into the mask; squeezes the bag over about one second with just enough volume for visible chest rise, 20-30 breaths a minute.',
          airwayManagement:
            'Puts the head in the sniffing position (ear level with the sternal notch) without overextending the neck; opens the airway with a head tilt-chin lift or jaw thrust, fingers on the bone of the jaw and off the soft tissue below it.',
          maskPositioning:
            'Holds the mask with an E-C clamp and moves to a two-person technique because the seal is poor; gets a tight seal.',
        },
        softStop: 'His chin is on his chest and the mask leaks under the jaw. What would you change?',
      },
      {
        initialState:
          'With his head positioned and a good seal the chest starts to rise, but his floppy tongue falls back between breaths. He does not gag.',
        vitalSigns: { hr: 126, rr: 0, temp: 38.1, nibp: '110/66', o2: 85, co2: 60 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly (tongue depressor, or rotation in a child this age); reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 112; the chest rises well with each breath through the oral airway. The anaesthetist and PICU arrive to intubate him and start IVIG. The simulation is complete.',
        vitalSigns: { hr: 112, rr: 22, temp: 38, nibp: '112/68', o2: 97, co2: 45 },
        airway: 'Patent with the oropharyngeal airway',
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
      'He is not breathing and has a pulse. I call for help now: the resuscitation team, PICU and the anaesthetist.',
      'I suction the pooled saliva from his mouth with a Yankauer under direct vision.',
      'I take the small adult mask that fits from the bridge of the nose to the cleft of the chin and the adult self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I take the headboard off and stand at the head of the bed.',
      'I put the mask on the right way round, narrow end on the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'I take away the pillow and put a folded towel under his head so he is in the sniffing position, not overextended.',
      'I open the airway with a head tilt-chin lift, fingers on the bony chin and off the soft tissue.',
      'I hold the mask with an E-C clamp and lift his jaw into the mask with the same hand; as it leaks, a colleague holds the mask with both hands while I squeeze, and the seal is tight.',
      'I squeeze the bag over one second, just enough to see the chest rise, 20 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw.',
      'I insert it with a tongue depressor holding the tongue down, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};
