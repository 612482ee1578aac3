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
  id: 'tp-a-sample',
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
      'I suction the secretions out of his mouth with a Yankauer, keeping the tip where I can see it.',
      'I choose a child-sized face mask that runs from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag attached to oxygen at 15 L/min.',
      'I stand at the head of the bed, behind his head.',
      'I put the mask on narrow end over the bridge of the nose so it covers his nose and mouth and stays off his eyes, hold it with an E-C clamp, and the seal is tight with no leak.',
    ],
    [
      'I put his head in the sniffing position, neutral, without tipping the neck back too far.',
      'I open the airway with a head tilt-chin lift, fingers on the bony part of the chin and not in the soft tissue under the jaw.',
      'With the same hand that holds the mask I lift his jaw up into the mask.',
      'I give each breath over one second, just enough to see the chest rise, one breath every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'I measure an oral airway from the corner of his mouth to the angle of his jaw.',
      'I insert it with a tongue depressor pressing the tongue down, sliding the airway in following the curve of the tongue.',
      'I reassess: his chest rises with every breath and his saturations are going up.',
    ],
    [],
  ],
};

/**
 * New: Omar, 11 years (35 kg), brought to the emergency department after swallowing his uncle's methadone: apnoeic
 * with a pulse, pinpoint pupils, vomit in the mouth, no gag reflex, no injury.
 */
export const METHADONE: MessageCase = {
  id: 'tp-a-methadone-11y',
  title: "Tuning case: 11-year-old apnoeic with a pulse after swallowing his uncle's methadone",
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Omar, an 11-year-old boy (35 kg), was brought to the emergency department by his mother. About three hours ago, at his uncle's flat, he drank from a bottle he thought was juice; it was his uncle's methadone. He became sleepy in the car and was hard to wake on arrival. In the resuscitation bay he vomits, then stops breathing. He has a pulse: heart rate 58, blood pressure 92/54. SpO2 is 74 %. His pupils are pinpoint and he has no gag reflex. He did not fall and has no injury. You are the first doctor at the bedside, with one nurse.",
      objectives: {
        objective1: 'Recognise apnoea and hypoxia and call for help at once.',
        objective2:
          'Clear the vomit from the mouth with a Yankauer sucker under direct vision, without a blind finger sweep.',
        objective3:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin and a bag big enough for a 35 kg child, on oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Position the head, open the airway, hold the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask and give gentle one-second breaths at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway; reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Omar',
          age: 11,
          sex: 'Male',
          weight: 35,
          diagnosis: 'Accidental methadone ingestion with respiratory arrest; apnoeic with a pulse',
        },
        history: {
          symptoms: 'Drowsiness for an hour, then vomiting and no breathing',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild asthma, no admissions',
          lastMeal: 'Lunch about four hours ago',
          events:
            "Drank an unknown amount of his uncle's methadone from a juice bottle about three hours ago; sleepy in the car; vomited and stopped breathing in the resuscitation bay. No fall, no injury.",
        },
        PMH: {
          medicalConditions: 'Mild intermittent asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler as needed, not used this month',
          socialHistory:
            'Lives with his mother and two younger sisters; spends weekends at his uncle’s flat. Year 6 at school.',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Unrousable, grey, vomit in the mouth and on his T-shirt',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 58, blood pressure 92/54, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'Pupils pinpoint and equal; no gag reflex; no sign of a head or neck injury',
          disability: 'Unresponsive to voice and pain',
        },
        labs: { rvp: 'Bedside glucose 5.8 mmol/L; blood gas and toxicology pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Omar lies on his back on the resuscitation trolley, not breathing, with vomit in his mouth. His mother stands at the foot of the trolley. The nurse has the airway trolley open: wall suction with a Yankauer, oxygen, face masks and self-inflating bags of every size, oral and nasal airways.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.3, nibp: '92/54', o2: 74, co2: null },
        airway: 'Vomit in the mouth and pooling at the back of the throat; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 58, blood pressure 92/54',
        disability: 'Unresponsive; pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Picks a mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL (an adult bag is fine at 35 kg), and runs oxygen into it at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the trolley to ventilate.',
          airwayManagement:
            'Sees that he is apnoeic and hypoxic and calls for help straight away; clears the vomit from the mouth with a Yankauer under direct vision, no blind finger sweep.',
          maskPositioning:
            'Puts the mask on narrow end over the nose, covering both the nose and the mouth, with the rim kept off the eyes.',
        },
        softStop: 'He has stopped breathing and there is vomit in his mouth. What is your first move?',
      },
      {
        initialState:
          'His mouth is clear and the mask is on, but air hisses out at the cheeks and the chest barely moves with each squeeze. Heart rate 54.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.3, nibp: '90/52', o2: 69, co2: null },
        airway: 'Clear of vomit; the tongue falls back against the palate',
        breathing: 'Assisted breaths only; little chest rise; leak round the mask',
        circulation: 'Pulse present, heart rate 54, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the hand holding the mask; squeezes the bag over about one second, only until the chest rises; gives 20-30 breaths a minute without hyperventilating.',
          airwayManagement:
            'Puts the head in a neutral sniffing position, not over-extended; opens the airway with a head tilt-chin lift or a jaw thrust with the fingers on the bone of the jaw, not on the soft tissue beneath it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, goes to a two-person hold when one hand cannot stop the leak, and gets a tight seal.',
        },
        softStop: 'Air is escaping round the mask and the chest hardly rises. What will you change?',
      },
      {
        initialState:
          'With the seal fixed the chest rises, but only while the jaw is held up hard; between breaths the tongue falls back. Still no gag reflex. The nurse has drawn up naloxone.',
        vitalSigns: { hr: 70, rr: 22, temp: 36.3, nibp: '96/58', o2: 85, co2: 52 },
        airway: 'Tongue obstructs between breaths; no gag reflex',
        breathing: 'Assisted at about 22 a minute; chest rises when the airway is held open',
        circulation: 'Pulse present, heart rate 70, capillary refill 2 seconds',
        disability: 'Unresponsive; pinpoint pupils',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest can be seen to rise with each breath and the SpO2 climbs.',
          airwayManagement:
            'As there is no gag reflex, sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'The tongue keeps dropping back between breaths. What could help?',
      },
      {
        initialState:
          'The oral airway holds the airway open and every breath lifts his chest. Naloxone has been given and he starts to take shallow breaths of his own. The PICU team has arrived. The simulation is complete.',
        vitalSigns: { hr: 92, rr: 14, temp: 36.3, nibp: '102/62', o2: 97, co2: 42 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths; some shallow breaths of his own',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Groans to pain',
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
      'Omar is not breathing and his SpO2 is 74 %: I put out a crash call for the paediatric resuscitation team and ask for a senior now.',
      'I clear the vomit from his mouth with the Yankauer, only where I can see the tip.',
      'I take a mask that fits from the bridge of his nose to the cleft of his chin and an adult self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'I go to the head of the trolley and ventilate from behind his head.',
      'The mask goes on with the narrow end over his nose, covering his nose and mouth, the rim clear of his eyes.',
    ],
    [
      'I place his head in the sniffing position without over-extending the neck and open the airway with a head tilt-chin lift, fingers on the bone of the chin.',
      'Because it leaks, the nurse squeezes the bag while I hold the mask with both hands in an E-C grip, lifting his jaw into the mask, and now the seal is tight.',
      'I give each breath over one second, just until the chest rises, once every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oral airway from the corner of his mouth to the angle of his jaw and put it in over a tongue depressor, following the curve of the tongue.',
      'I reassess after the airway: the chest rises with each breath, his SpO2 is climbing and his heart rate is up.',
    ],
    [],
  ],
};
