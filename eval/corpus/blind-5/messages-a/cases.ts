import type { CaseDocument } from '../../../../src/contract/case.ts';
import { sampleCase } from '../../../../src/server/cases/sample-case.ts';
import type { ItemId } from '../../../harness/corpus-types.ts';

/** A case of this message set: the document, what each phase asks for, and a path through it. */
export type MessageCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

/** The seeded sample, as is: a 4-year-old (18 kg) apnoeic after lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'ho5-a-sample',
  title: 'Sample case: 4-year-old apnoeic after lorazepam for status epilepticus',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I suction the secretions from his mouth with a Yankauer sucker.',
      'I pick a child mask and a 500 mL self-inflating bag and connect the bag to oxygen at 15 L/min.',
      'I move to the head of the bed.',
      'I place the mask the right way up over his mouth and nose, hold it with an E-C clamp, make a tight seal and keep it off his eyes.',
    ],
    [
      'I put his head in a neutral sniffing position, not hyperextended.',
      'I open his airway with a head tilt-chin lift, my fingers on the bone of the jaw, not the soft tissue.',
      'I lift his jaw into the mask with the same hand that holds the mask.',
      'I squeeze the bag over one second, just enough for the chest to rise, 20 breaths a minute.',
    ],
    [
      'I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I insert the oral airway with a tongue depressor, following the curve of the tongue.',
      'His chest rises with every breath and his SpO2 is going up: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Maya, 11 years (35 kg), Guillain-Barre syndrome on the ward; her breathing has failed and she is now apnoeic
 * with a pulse, saliva pooled in her mouth (bulbar weakness), no gag reflex, no trauma.
 */
export const GBS: MessageCase = {
  id: 'ho5-a-gbs-11y',
  title: 'Held-out case: 11-year-old with Guillain-Barre syndrome, apnoeic with a pulse on the ward',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Maya, an 11-year-old girl (35 kg), was admitted to the paediatric ward four days ago with weakness rising from her legs after a diarrhoeal illness, and was diagnosed with Guillain-Barre syndrome; intravenous immunoglobulin was started yesterday. Overnight her voice became weak, she could no longer swallow her saliva and her vital capacity fell. The nurse calls you because she has stopped breathing. She is apnoeic, with a pulse; saliva is pooled in her mouth and she has no gag reflex. There has been no fall and no injury. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea from neuromuscular respiratory failure and call for help at once, without waiting, stimulating or measuring her breathing before ventilating.',
        objective2:
          'Suction the pooled saliva from the mouth and pharynx with a Yankauer or a large-bore catheter: no finger sweep.',
        objective3:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin (a large child or small adult mask) and a self-inflating bag of at least 500 mL (an adult bag is also fine at 35 kg) on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Position the head in the sniffing position, open the airway with a head tilt-chin lift (no injury) or a jaw thrust, and place and hold the mask correctly, lifting the jaw into it.',
        objective5:
          'Ventilate gently at 20-30 breaths a minute, size and insert an oropharyngeal airway (no gag reflex), and reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Maya',
          age: 11,
          sex: 'Female',
          weight: 35,
          diagnosis:
            'Guillain-Barre syndrome with bulbar weakness and respiratory failure; now apnoeic with a pulse',
        },
        history: {
          symptoms:
            'Ascending weakness for six days, tingling feet, weak voice and difficulty swallowing since last night, then apnoea',
          allergies: 'None known',
          medications: 'Intravenous immunoglobulin (day 2 of 2), paracetamol',
          pmh: 'Healthy before this illness',
          lastMeal: 'Nil by mouth since last night because of unsafe swallow; maintenance IV fluids',
          events:
            'Vital capacity fell from 1.6 L to 0.8 L overnight; the PICU team had been asked to review her this morning. At 07:40 the nurse found her not breathing.',
        },
        PMH: {
          medicalConditions: 'None before this admission; gastroenteritis two weeks ago',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with her mother and brother; in year 6 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Lying flat, grey, eyes closed; saliva pooled in the mouth and spilling from its corner',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 62, capillary refill 3 seconds, blood pressure labile',
          abdomen: 'Soft',
          neuro:
            'Flaccid, areflexic limbs; no gag reflex; unresponsive to voice; no sign of head or neck injury',
          disability: 'Unresponsive to voice',
        },
        labs: { rvp: 'Not sent (stool culture positive for Campylobacter; bedside glucose 5.4 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Maya lies flat in her ward bed, grey and not breathing, saliva pooled in her mouth. Wall suction with a Yankauer, oxygen and the ward resuscitation trolley (masks, bags, airway adjuncts) are at the bedside. Her mother is in the room.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.9, nibp: '128/84', o2: 68, co2: null },
        airway: 'Pooled saliva in the mouth and pharynx; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive; flaccid limbs',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that fits from the bridge of the nose to the cleft of the chin (a large child or small adult mask) and a self-inflating bag of at least 500 mL (an adult bag is fine at 35 kg); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without waiting, stimulating or measuring her breathing first; suctions the pooled saliva from the mouth with a Yankauer or a large-bore catheter, with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her mouth is full of saliva. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear for now; the bag is on oxygen and you are at the head of the bed. Her jaw is slack and her tongue lies against the back of her throat.',
        vitalSigns: { hr: 56, rr: 0, temp: 36.9, nibp: '134/88', o2: 64, co2: null },
        airway: 'Clear after suction; the slack tongue blocks the pharynx',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 56',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask (lifts the jaw into the mask).',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, with two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is on. Is her airway open, and how are you holding the mask?',
      },
      {
        initialState:
          'Breaths go in, but her slack tongue falls back between breaths, saliva keeps pooling, and her heart rate and blood pressure swing.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.9, nibp: '146/92', o2: 80, co2: 68 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw (or a nasopharyngeal airway measured from the nostril to the tragus) and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'SpO2 97% and her heart rate 96; the chest rises with each breath. The PICU team arrive to intubate her. The simulation is complete.',
        vitalSigns: { hr: 96, rr: 22, temp: 36.9, nibp: '124/80', o2: 97, co2: 46 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
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
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with a pulse. I call for help.',
      'I suction the saliva from her mouth with a Yankauer.',
      'I take a large child mask that fits from the bridge of her nose to the cleft of her chin and a 1000 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
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
