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

/** The seeded sample, its document as is: RJ, 4 years (18 kg), apnoeic with a pulse after lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'tm-a-sample',
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
      'RJ is apnoeic with a pulse and his sats are 73 %. I clear the secretions out of his mouth with a Yankauer sucker, keeping the tip where I can see it.',
      'I take a child-size face mask that runs from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag hooked up to oxygen running at 15 L/min.',
      'I stand at the head of the bed, behind his head, to ventilate.',
      'I put the mask on narrow end over his nose, so it covers both his nose and his mouth and stays off his eyes, hold it with an E-C clamp, and the seal is tight with no leak.',
    ],
    [
      'I put his head in a neutral sniffing position and do not hyperextend his neck.',
      'I open the airway with a head tilt and chin lift, my fingers on the bony edge of the jaw and off the soft tissue under the chin.',
      'With the last three fingers of the hand holding the mask I lift his jaw up into the mask.',
      'Each breath is a gentle squeeze over one second, just until his chest rises, one breath every three seconds, which is 20 a minute.',
    ],
    [
      'He has no gag, so I measure an oral airway from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oral airway in following the curve of the tongue.',
      'His chest rises with every breath and the SpO2 is climbing steadily.',
    ],
    [],
  ],
};

/**
 * Written for this part: Ava, 2 years (12 kg), found face down in the bath at home and carried into the emergency
 * department by her father; apnoeic with a pulse, water and froth in the mouth, no gag reflex, no injury (so a
 * head tilt-chin lift is fine and an oral airway fits).
 */
export const BATH_2Y: MessageCase = {
  id: 'tm-a-bath-2y',
  title: 'Tuning case: 2-year-old apnoeic with a pulse after being pulled from a bath',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ava, a 2-year-old girl (12 kg), was left in the bath for a few minutes while her father answered the door. He found her face down in the water, pulled her out and ran with her to the emergency department across the road. She is wet and cold, limp and not breathing. There is water and pink froth in her mouth. She has a pulse, heart rate 88, and SpO2 is 66 %. She has no gag reflex. She did not fall or hit her head: there is no sign of injury. You are the first doctor in the resuscitation bay.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia after drowning and call for help straight away.',
        objective2:
          'Suction the water and froth from the mouth quickly under direct vision, without blind finger sweeps, abdominal thrusts or long delays before the first breaths.',
        objective3:
          'Choose a mask that fits a 2-year-old and a self-inflating bag of at least 450-500 mL, connected to oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Position the head in the sniffing position, open the airway, hold the mask with an E-C clamp (two people if it leaks) with a tight seal, lift the jaw into the mask, and give one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'Reassess chest rise, SpO2 and heart rate after every change; with no gag reflex, size and insert an oral airway with a tongue depressor.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ava',
          age: 2,
          sex: 'Female',
          weight: 12,
          diagnosis: 'Drowning in a domestic bath: apnoea with a pulse and hypoxia',
        },
        history: {
          symptoms: 'Found face down in the bath water, limp, not breathing',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Healthy; no previous illness',
          lastMeal: 'Dinner about one hour ago',
          events:
            'Left alone in the bath for about three to five minutes. Her father pulled her out, patted her back and ran to the emergency department; no fall and no head injury.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her parents and a 5-year-old brother; goes to nursery',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Limp, pale and blue round the lips, wet and cold, water and pink froth in the mouth',
          breathing: 'No respiratory effort, no chest movement; coarse crackles when ventilated',
          circulation: 'Pulse present, heart rate 88, capillary refill 4 seconds, cool peripheries',
          abdomen: 'Soft, slightly distended',
          neuro: 'Unresponsive, pupils equal and reactive, no gag reflex, no sign of head or neck injury',
          disability: 'Unresponsive to voice and pain',
        },
        labs: { rvp: 'Not sent. Bedside glucose 6.1 mmol/L; core temperature 34.9 °C' },
      },
    },
    Phases: [
      {
        initialState:
          'Ava lies on the resuscitation trolley, wet, with water and pink froth in her mouth. She is not breathing. Her father stands beside her. The trolley has wall suction with a Yankauer and catheters, oxygen, face masks in every size, and infant, child and adult self-inflating bags.',
        vitalSigns: { hr: 88, rr: 0, temp: 34.9, nibp: '80/45', o2: 66, co2: null },
        airway: 'Water and pink froth in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 88, capillary refill 4 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL, and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the bed to ventilate.',
          airwayManagement:
            'Sees that she is not breathing and calls for help at once; clears the water and froth from the mouth with a Yankauer under direct vision, briefly, with no finger sweep, no abdominal thrusts and no long delay before the first breaths.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her mouth is full of water and froth. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear and the bag is ready on oxygen, but her head has flopped forward and the mask is not yet on.',
        vitalSigns: { hr: 82, rr: 0, temp: 34.9, nibp: '78/44', o2: 62, co2: null },
        airway: 'Clear of water; the head flexes forward and the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 82',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the hand that holds it, not pressing the mask down.',
          airwayManagement:
            'Puts the head in the sniffing position without overextending the neck, and opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw, not the soft tissue under it.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end on the nose, covering the mouth and the nose, clear of the eyes; holds it with an E-C clamp, with a second person if it leaks; gets a tight seal.',
        },
        softStop: 'Her head has flopped forward. How will you get the mask on and the airway open?',
      },
      {
        initialState:
          'The mask is on with a good seal. Breaths are going in, but the first squeezes were big and quick and her stomach is starting to rise.',
        vitalSigns: { hr: 90, rr: 0, temp: 35.0, nibp: '82/46', o2: 70, co2: null },
        airway: 'Open with a chin lift',
        breathing: 'Assisted breaths; chest rise uneven, coarse crackles; stomach rising',
        circulation: 'Pulse present, heart rate 90',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes each breath over about one second with just enough volume to see the chest rise; gives one breath every 2-3 seconds (20-30 a minute), not faster; gets the chest rising and the SpO2 climbing.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'Her stomach is rising more than her chest. What do you change?',
      },
      {
        initialState:
          'She is pinking up with steady breaths, but her tongue keeps falling back between them. There is still no gag reflex.',
        vitalSigns: { hr: 124, rr: 24, temp: 35.1, nibp: '88/50', o2: 88, co2: 52 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted at 24 a minute, chest rising, crackles at both bases',
        circulation: 'Pulse present, heart rate 124, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: '',
          airwayManagement:
            'Sizes an oral airway from the corner of the mouth to the angle of the jaw and inserts it with a tongue depressor, following the curve of the tongue; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. What could help?',
      },
      {
        initialState:
          'Ava is stable on bag-mask ventilation with an oral airway: SpO2 97 %, chest rising well. The simulation is complete.',
        vitalSigns: { hr: 118, rr: 22, temp: 35.3, nibp: '90/52', o2: 97, co2: 44 },
        airway: 'Patent with an oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, heart rate 118, capillary refill 2 seconds',
        disability: 'Unresponsive, starting to move her limbs',
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
    ['BMV-18', 'BMV-19', 'BMV-20'],
    ['BMV-5', 'BMV-6', 'BMV-7'],
    [],
  ],
  setup: [
    [
      'Ava is not breathing and has a pulse: I shout for help and ask for the paediatric resuscitation team to be called now.',
      'I suction the water and froth out of her mouth with a Yankauer, only where I can see, for a few seconds, then move on to breaths.',
      'I choose a child face mask that sits from the bridge of her nose to the cleft of her chin and a 500 mL self-inflating bag, connected to oxygen at 15 L/min.',
      'I stand at the head of the trolley, behind her head, to ventilate.',
    ],
    [
      'I put her head in the sniffing position, with the neck not overextended.',
      'I open her airway with a head tilt and chin lift, fingertips on the bone of her chin, not on the soft part underneath.',
      'The mask goes on narrow end over the bridge of her nose, covering her nose and mouth, clear of her eyes.',
      'I hold it with an E-C clamp and the seal is tight, no leak.',
      'The three fingers of my mask hand lift her jaw up into the mask; I do not push the mask down.',
    ],
    [
      'Each squeeze is gentle, over one second, just enough for her chest to rise.',
      'I give one breath every three seconds, 20 a minute.',
      'Her chest now rises with each breath and her SpO2 is going up.',
    ],
    [
      'No gag reflex, so I size an oral airway from the corner of her mouth to the angle of her jaw.',
      'I press her tongue down with a tongue depressor and insert the oral airway the right way up, following the curve of the tongue.',
      'I reassess: chest rise, SpO2 and heart rate after the airway went in.',
    ],
    [],
  ],
};
