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
  id: 'ho4-a-sample',
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
      'I suction the secretions from his mouth with a Yankauer suction catheter.',
      'I choose a child-size mask and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, covering his mouth and nose, hold it with an E-C clamp, get a tight seal and keep pressure off his eyes.',
    ],
    [
      'I put his head in a neutral sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, keeping my fingers off the soft tissue under the jaw.',
      'I keep the airway open with the same hand that holds the mask.',
      'I squeeze the bag over one second, just enough to see the chest rise, at 20 breaths a minute.',
    ],
    [
      'I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with a tongue depressor, following the curve of the tongue.',
      'The chest rises with each breath and the SpO2 is improving: ventilation is effective.',
    ],
    [],
  ],
};

/** New: Sami, 6 years (20 kg), pulled from a swimming pool after a witnessed slip; apnoeic with a pulse, no gag. */
export const POOL: MessageCase = {
  id: 'ho4-a-pool-drowning-6y',
  title: 'Held-out case: 6-year-old pulled from a swimming pool, apnoeic with a pulse',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Sami, a 6-year-old boy (20 kg), slipped on the wet edge of the hotel swimming pool next to the hospital and fell into the deep end; his father saw him slip in feet first and go under (no dive, no blow to the head). A lifeguard pulled him out after about three minutes and he was carried straight into the paediatric emergency department. He is on the resuscitation trolley: wet, cold, not breathing, with a pulse. Water and pink froth are coming from his mouth and he has no gag reflex. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea after drowning and call for help at once.',
        objective2:
          'Suction the water and froth from the mouth with a Yankauer or a large-bore catheter, without delaying ventilation: no finger sweep and no attempts to drain water from the lungs (abdominal thrusts, tipping him up).',
        objective3:
          'Choose a child mask and a self-inflating bag of 450-1000 mL on oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Position the head in the sniffing position and open the airway with a head tilt-chin lift (no neck injury: a witnessed slip, no dive) or a jaw thrust; place and hold the mask correctly.',
        objective5:
          'Ventilate gently at 20-30 breaths a minute, size and insert an OPA (no gag reflex), and reassess after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Sami',
          age: 6,
          sex: 'Male',
          weight: 20,
          diagnosis: 'Drowning (submersion in a swimming pool), apnoea with a pulse, mild hypothermia',
        },
        history: {
          symptoms:
            'Submersion for about three minutes; apnoeic since rescue; water and froth from the mouth',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Healthy; cannot swim well yet',
          lastMeal: 'Lunch about an hour before the swim',
          events:
            'Slipped feet first into the deep end of a hotel pool while his father watched; under water for about three minutes; the lifeguard gave two rescue breaths by the pool and carried him to the emergency department across the road.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'On holiday with his father and sister; in year 1 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None; no sudden deaths or fainting in the family',
        },
        initialExam: {
          generalAppearance: 'Wet, cold, pale and blue around the lips; water and pink froth at the mouth',
          breathing: 'No respiratory effort; crackles likely once ventilated',
          circulation: 'Carotid pulse present, heart rate 84, capillary refill 4 seconds, cool peripheries',
          abdomen: 'Mildly distended (swallowed water)',
          neuro: 'Unresponsive, pupils 4 mm and reacting, no gag reflex; no sign of head or neck injury',
          disability: 'Unresponsive to voice and pain',
        },
        labs: { rvp: 'Not sent (bedside glucose 6.1 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Sami lies on the resuscitation trolley, soaking wet, with water and froth bubbling from his mouth. His father is at the door. Wall suction with a Yankauer, oxygen, paediatric bag-valve-mask kit and airway adjuncts are on the trolley.',
        vitalSigns: { hr: 84, rr: 0, temp: 34.8, nibp: '88/50', o2: 66, co2: null },
        airway: 'Water and pink froth in the mouth and pharynx',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Carotid pulse present, capillary refill 4 seconds',
        disability: 'Unresponsive; no gag reflex',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-1000 mL; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the water and froth from the mouth with a Yankauer or a large-bore catheter without delaying ventilation; no blind finger sweep, no abdominal thrusts or tipping him to drain water.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and his mouth is full of froth. What do you do first?',
      },
      {
        initialState: 'The mouth is clear for now; the bag is on oxygen and you are at the head of the bed.',
        vitalSigns: { hr: 78, rr: 0, temp: 34.8, nibp: '86/50', o2: 62, co2: null },
        airway: 'Clear after suction; the tongue falls back against the palate',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask (lifts the jaw into the mask).',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is on, but is the airway open? How are you holding it?',
      },
      {
        initialState:
          'Breaths go in, but the lungs are stiff and wet, the tongue falls back between breaths and the stomach is filling.',
        vitalSigns: { hr: 92, rr: 0, temp: 34.9, nibp: '90/52', o2: 78, co2: 62 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only; crackles at both bases',
        circulation: 'Carotid pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise (no big or forceful breaths, which fill the stomach), at 20-30 breaths a minute; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'The chest rises only a little and his tongue keeps falling back. What now?',
      },
      {
        initialState:
          'SpO2 94% and rising, heart rate 118, the chest rises with each breath and he starts to gasp on his own. The simulation is complete.',
        vitalSigns: { hr: 118, rr: 8, temp: 35.0, nibp: '96/58', o2: 94, co2: 48 },
        airway: 'Patent with the OPA',
        breathing: 'Assisted breaths with occasional gasps',
        circulation: 'Pulses present, capillary refill 2 seconds',
        disability: 'Flexes to pain',
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
      'He is apnoeic with a pulse. I call for help.',
      'I suction the water and froth from his mouth with a Yankauer.',
      'I take a child mask that fits from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'I put his head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'I put the mask on the right way round over his mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off his eyes.',
      'I keep the airway open by lifting the jaw into the mask with the same hand that holds it.',
    ],
    [
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds, 20 a minute.',
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it with a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};
