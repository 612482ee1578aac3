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
  id: 'ti-a-sample',
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
      'I clear the secretions out of his mouth with a Yankauer sucker, keeping the tip where I can see it.',
      'I take a child face mask that sits from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag attached to oxygen running at 15 L/min.',
      'I stand at the head of the bed, behind his head.',
      'I put the mask on with the narrow end over the bridge of his nose so it covers both his nose and mouth and stays off his eyes; I hold it with an E-C clamp and it seals without a leak.',
    ],
    [
      'I put his head in a neutral sniffing position and do not extend the neck too far.',
      'I open the airway with a head tilt-chin lift, my fingers on the bone of the chin and off the soft tissue under the jaw.',
      'With the fingers of the hand holding the mask I lift his jaw up into the mask.',
      'Each breath is a gentle squeeze over one second, only until the chest rises, one breath every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oral airway in following the curve of the tongue.',
      'The chest rises with every breath and his SpO2 is climbing.',
    ],
    [],
  ],
};

/**
 * Written for this set: Noa, 3 years (14 kg), pulled from the garden pond by her father and carried into the
 * emergency department: apnoeic with a pulse, pink frothy fluid at the mouth and nose, cold, no gag reflex, no injury.
 */
export const POND: MessageCase = {
  id: 'ti-a-pond-3y',
  title: 'Tuning case: 3-year-old apnoeic with a pulse after submersion in a garden pond',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noa, a 3-year-old girl (14 kg), wandered out of the kitchen door while her father was on the phone. He found her a few minutes later floating face down in the shallow garden pond, pulled her out and ran with her to the emergency department two streets away. She did not fall or dive: the pond is knee-deep with a soft edge, and there is no sign of any injury. In the resuscitation bay she is limp, blue round the lips and not breathing, with pink frothy fluid bubbling at her mouth and nostrils. She has a pulse (heart rate 68) and SpO2 reads 71 %. Her clothes are soaking and she is cold. She has no gag reflex. You are the first doctor at the trolley; a nurse is with you.',
      objectives: {
        objective1: 'Recognise apnoea with a pulse after drowning and call for help at once.',
        objective2:
          'Clear the frothy fluid from the mouth and nose by suction under direct vision, without trying to drain water from the lungs or stomach.',
        objective3:
          'Choose a mask, bag and oxygen flow right for a 14 kg child and ventilate from the head of the trolley, the mask the right way round over the mouth and nose, off the eyes.',
        objective4:
          'Position the head, open the airway, hold the mask with an E-C clamp (two people if it leaks) and give gentle one-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway and reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noa',
          age: 3,
          sex: 'Female',
          weight: 14,
          diagnosis: 'Drowning (submersion in a garden pond); apnoeic with a pulse; mild hypothermia',
        },
        history: {
          symptoms: 'Found face down in water; limp, not breathing, frothy fluid at mouth and nose',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Healthy',
          lastMeal: 'Breakfast about two hours ago (porridge and milk)',
          events:
            'Unwitnessed submersion in a shallow garden pond for an estimated 2-4 minutes; pulled out by her father and carried to the emergency department within 5 minutes; no fall, no dive, no injury',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her parents and a baby brother; goes to nursery three days a week',
          vaccinations: 'Up to date',
          familyHistory: 'Nothing relevant',
        },
        initialExam: {
          generalAppearance:
            'Limp, pale and blue round the lips, wet clothes, pink frothy fluid at the mouth and nose',
          breathing: 'No respiratory effort; no chest movement',
          circulation: 'Pulse present, heart rate 68, capillary refill 4 seconds, cool peripheries',
          abdomen: 'Slightly distended, soft',
          neuro: 'Unresponsive; pupils equal and sluggish; no gag reflex',
          disability: 'Unresponsive to voice and pain; no head, face or neck injury',
        },
        labs: { rvp: 'Not sent. Bedside glucose 7.8 mmol/L; core temperature 34.8 °C' },
      },
    },
    Phases: [
      {
        initialState:
          'Noa lies on the resuscitation trolley in wet clothes, not breathing, pink froth at her lips and nostrils. The airway trolley beside you has wall suction with a Yankauer and suction catheters, face masks from newborn to adult, 250 mL, 500 mL and 1600 mL self-inflating bags, oxygen, and oral and nasal airways of every size. Her father is in the doorway.',
        vitalSigns: { hr: 68, rr: 0, temp: 34.8, nibp: '78/44', o2: 71, co2: null },
        airway: 'Pink frothy fluid filling the mouth and bubbling at the nostrils; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 68, capillary refill 4 seconds',
        disability: 'Unresponsive; pupils equal and sluggish',
        hardStop: {
          ventilationEquipment:
            'Picks a mask that reaches from the bridge of her nose to the cleft of her chin, a self-inflating bag of at least 450-500 mL, and runs oxygen into it at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head of the trolley to ventilate.',
          airwayManagement:
            'Sees that she is apnoeic and hypoxic and calls for help straight away; suctions the froth from the mouth and nose with a Yankauer or a suitably sized catheter under direct vision, with no blind finger sweep and no attempt to drain water by tipping her or by abdominal thrusts.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the nose, covering both mouth and nose, and keeps it off the eyes.',
        },
        softStop: 'She is not breathing and froth is coming from her mouth. What do you do first?',
      },
      {
        initialState:
          'The froth is cleared and the mask is on, but air hisses out round the mask and her chest hardly moves. Her heart rate is falling.',
        vitalSigns: { hr: 58, rr: 0, temp: 34.9, nibp: '74/40', o2: 64, co2: null },
        airway: 'Clear for now; the tongue falls back against the palate',
        breathing: 'Assisted breaths only; poor chest rise; leak round the mask',
        circulation: 'Pulse present, heart rate 58, capillary refill 4 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the fingers of the mask hand; squeezes over about one second with only enough volume to see the chest rise; gives 20-30 breaths a minute.',
          airwayManagement:
            'Puts the head in a neutral sniffing position without over-extending the neck; opens the airway with a head tilt-chin lift or jaw thrust, the fingers on bone and not on the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C clamp and goes to a two-person technique when it leaks, until the seal is tight.',
        },
        softStop: 'Air is escaping round the mask and the chest barely moves. What can you change?',
      },
      {
        initialState:
          'With two people and a tight seal her chest rises and her heart rate picks up, but the tongue drops back between breaths and a little froth keeps coming. Still no gag reflex.',
        vitalSigns: { hr: 96, rr: 24, temp: 35.0, nibp: '82/48', o2: 84, co2: 52 },
        airway: 'Partly obstructed by the tongue between breaths; small amount of froth; no gag reflex',
        breathing: 'Assisted at 24 a minute; chest rises when the airway is held open',
        circulation: 'Pulse present, heart rate 96, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises visibly with each breath and the SpO2 climbs.',
          airwayManagement:
            'As she has no gag reflex, sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw and inserts it over a tongue depressor; reassesses chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps dropping back between breaths. What would help?',
      },
      {
        initialState:
          'The oral airway holds her airway open, the chest rises with every breath and the SpO2 is 96 %. Her wet clothes are off and she is being warmed; the paediatric intensive care team has arrived. The simulation is complete.',
        vitalSigns: { hr: 122, rr: 24, temp: 35.3, nibp: '90/54', o2: 96, co2: 44 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Beginning to flex to pain',
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
      'Noa is not breathing and her SpO2 is 71 %: I call for help now, put out a paediatric emergency call for the resuscitation team.',
      'I suction the froth from her mouth and then her nostrils with the Yankauer, looking at the tip all the time.',
      'I choose a child mask that fits from the bridge of her nose to the cleft of her chin and a 500 mL self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'I stand at the head of the trolley, behind her head.',
      'I place the mask narrow end over the bridge of her nose so it covers her mouth and nose, keeping the rim off her eyes.',
    ],
    [
      'I put her head in a neutral sniffing position, without tipping it too far back.',
      'I open her airway with a chin lift, my fingertips on the bone of the chin, not the soft part underneath.',
      'It is leaking, so I hold the mask with two hands in an E-C grip while the nurse squeezes the bag, and now the seal is tight.',
      'The fingers of my mask hands lift her jaw up into the mask.',
      'Each breath is squeezed over one second until I just see the chest rise, one every 2 to 3 seconds, 24 a minute.',
    ],
    [
      'She has no gag reflex, so I measure an oral airway from the corner of her mouth to the angle of her jaw and insert it with a tongue depressor pressing the tongue down.',
      'After putting in the airway I reassess: the chest rises with each breath, SpO2 is climbing and her heart rate is up.',
    ],
    [],
  ],
};
