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

/** The seeded sample, as it is: RJ, 4 years (18 kg), apnoeic after two doses of lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'to-a-sample',
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
      'RJ is not breathing and has a pulse: I suck the secretions out of his mouth with a Yankauer sucker, keeping the tip where I can see it.',
      'I choose a child face mask that reaches from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag running on oxygen at 15 litres a minute.',
      'I stand at the head of the bed, behind his head.',
      'I put the mask on with the narrow end over the bridge of his nose so it covers his nose and his mouth, nowhere near his eyes, and hold it with an E-C clamp; there is no leak.',
    ],
    [
      'I place his head in a neutral sniffing position and do not tip the neck back too far.',
      'I open the airway with a head tilt-chin lift, fingers on the bony point of his chin and not on the soft tissue under it.',
      'With the fingers of the hand holding the mask I lift his jaw up into the mask.',
      'Each squeeze lasts about a second and stops as soon as the chest rises, one breath every 2 to 3 seconds, 24 breaths a minute.',
    ],
    [
      'I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oral airway in along the tongue.',
      'The chest rises with every breath and his SpO2 is going up.',
    ],
    [],
  ],
};

/**
 * New: Leo, 7 years (22 kg), pulled from the deep end of a public swimming pool after an unwitnessed time under water,
 * brought to the emergency department apnoeic with a pulse (heart rate 58), SpO2 64 %, vomit and water in the mouth,
 * no gag reflex (an oral airway fits), no dive, no fall, no injury (no cervical spine concern), mildly cold.
 */
export const POOL: MessageCase = {
  id: 'to-a-pool-7y',
  title: 'Tuning case: 7-year-old apnoeic with a pulse after drowning in a swimming pool',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leo, a 7-year-old boy (22 kg), was found floating face down in the deep end of a public swimming pool during a school swimming lesson; nobody saw how long he had been under, the teacher thinks two to three minutes. He did not dive and did not hit anything: he was swimming on his own and slipped under. The lifeguard pulled him out and gave five rescue breaths; he had a pulse and the ambulance crew brought him in on oxygen through a face mask. He arrives in the emergency department resuscitation room apnoeic, with a pulse, vomit and pool water in his mouth, and no gag reflex. You are the first doctor in the room.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia after drowning and call for help straight away.',
        objective2:
          'Clear the vomit and water from the mouth with a Yankauer or a large-bore catheter under direct vision, without a finger sweep or abdominal thrusts.',
        objective3:
          'Choose a child mask and a self-inflating bag of at least 450-500 mL, run oxygen at 10-15 L/min, ventilate from the head of the trolley and put the mask on the right way round over nose and mouth, off the eyes.',
        objective4:
          'Open the airway in a neutral sniffing position with a head tilt-chin lift or jaw thrust, hold the mask with an E-C clamp (two people when it leaks), lift the jaw into the mask, and give one-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 7,
          sex: 'Male',
          weight: 22,
          diagnosis: 'Drowning: apnoeic with a pulse, hypoxic, mild hypothermia',
        },
        history: {
          symptoms: 'Found face down in the water; unresponsive; no breathing effort after rescue',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well child; mild asthma as a toddler, no inhaler for three years',
          lastMeal: 'Lunch at school about an hour before the lesson',
          events:
            'Slipped under in the deep end, estimated two to three minutes under water; pulled out by the lifeguard, five rescue breaths given, pulse present throughout; vomited on the poolside. No dive, no fall, no injury.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents and a younger sister; in year 3 at primary school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, pale and blue round the lips, wet and cold, vomit and water at the mouth',
          breathing:
            'No respiratory effort, no chest movement; coarse sounds over both lungs with assisted breaths',
          circulation: 'Pulse present, heart rate 58, blood pressure 86/50, capillary refill 4 seconds',
          abdomen: 'Distended, soft',
          neuro:
            'Unresponsive to voice and pain; pupils equal and sluggish; no gag reflex; no sign of injury',
          disability: 'Unresponsive',
        },
        labs: { rvp: 'Not sent. Bedside glucose 7.2 mmol/L; core temperature 34.9 °C' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies on the resuscitation trolley, wet and cold, vomit and pool water in his mouth; he is not breathing. The trolley has wall suction with a Yankauer, oxygen, face masks of every size, infant, child and adult self-inflating bags and airway adjuncts.',
        vitalSigns: { hr: 58, rr: 0, temp: 34.9, nibp: '86/50', o2: 64, co2: null },
        airway: 'Vomit and water in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 58, capillary refill 4 seconds',
        disability: 'Unresponsive, pupils sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL, and connects it to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: 'Ventilates standing at the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once; suctions the vomit and water from the mouth with a Yankauer or a large-bore catheter under direct vision, with no finger sweep and no abdominal thrusts.',
          maskPositioning:
            'Puts the mask on with the narrow end over the bridge of the nose, covering nose and mouth, with no pressure on the eyes.',
        },
        softStop: 'He is not breathing and there is vomit and water in his mouth. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear and the mask is on, but air hisses out round the mask and the chest hardly moves. His heart rate is 54.',
        vitalSigns: { hr: 54, rr: 0, temp: 34.9, nibp: '84/48', o2: 60, co2: null },
        airway: 'Clear of vomit; the tongue falls back',
        breathing: 'Assisted breaths only; minimal chest rise; leak round the mask',
        circulation: 'Pulse present, heart rate 54',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes the bag over about one second, just until the chest rises; gives 20-30 breaths a minute.',
          airwayManagement:
            'Puts the head in a neutral sniffing position without overextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and not on the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, goes to a two-person technique when it leaks, and gets a tight seal.',
        },
        softStop: 'The mask is leaking and the chest hardly moves. What could you change?',
      },
      {
        initialState:
          'With a good seal the chest rises and his heart rate is coming up, but his tongue falls back between breaths. He still has no gag reflex.',
        vitalSigns: { hr: 96, rr: 24, temp: 35.0, nibp: '92/54', o2: 86, co2: 52 },
        airway: 'Partly obstructed by the tongue between breaths; no gag reflex',
        breathing: 'Assisted at 24/min; chest rises when the airway is held open',
        circulation: 'Pulse present, heart rate 96, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'The oral airway holds his airway open and his chest rises well with each breath. The intensive care team arrives to intubate him and warm him. The simulation is complete.',
        vitalSigns: { hr: 108, rr: 24, temp: 35.2, nibp: '96/58', o2: 96, co2: 42 },
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'Leo is apnoeic with a pulse and his SpO2 is 64 %: I call for help now and ask for the paediatric resuscitation team and the anaesthetist.',
      'I suction the vomit and the water out of his mouth with a Yankauer, looking at the tip all the time.',
      'I take a child face mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'I stand at the head of the trolley, behind his head.',
      'I put the mask on with the narrow end over the bridge of his nose, covering his nose and mouth, the rim well below his eyes.',
    ],
    [
      'I put his head in a neutral sniffing position without overextending the neck and open the airway with a head tilt-chin lift, fingers on the bone of the jaw.',
      'The mask leaks, so I hold it with both hands in an E-C clamp while the nurse squeezes the bag; the seal is now tight, and I lift his jaw up into the mask.',
      'The bag is squeezed over one second until the chest just rises, one breath every 2 to 3 seconds, 24 a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw and insert it over a tongue depressor.',
      'I reassess after the airway goes in: chest rise, SpO2 and heart rate. The chest rises with every breath and the SpO2 is climbing.',
    ],
    [],
  ],
};
