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
  id: 'th-a-sample',
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
      'He is not breathing and his saturation is 73 %, so I call for help and suck the secretions out of his mouth with a Yankauer sucker, keeping its tip in view.',
      'I choose a child face mask that reaches from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag joined to oxygen running at 15 L/min.',
      'I stand at the head of the bed, behind his head.',
      'I put the mask on with its narrow end over the bridge of his nose so that it covers his mouth and nose and stays off his eyes, hold it with an E-C clamp, and the seal is tight with no leak.',
    ],
    [
      'I place his head in the sniffing position with a small folded towel under the back of his head, without tipping the neck too far back.',
      'I open the airway with a head tilt and chin lift, my fingers on the bone of his chin and not on the soft part underneath.',
      'The last three fingers of the hand on the mask pull his jaw up into the mask.',
      'I squeeze the bag gently over one second, just until his chest rises, giving one breath every 2.5 seconds, which is 24 a minute.',
    ],
    [
      'I measure an oral airway from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oral airway in following the curve of the tongue.',
      'His chest now rises with every breath and his saturation is climbing.',
    ],
    [],
  ],
};

/**
 * Written for this set: Leo, 9 months (9 kg), sedated with oral chloral hydrate for an outpatient echocardiogram,
 * found apnoeic with a pulse (heart rate 98, SpO2 71 %), vomit in the mouth, no gag reflex, no trauma.
 */
export const CHLORAL_9M: MessageCase = {
  id: 'th-a-chloral-9m',
  title: 'Tuning case: 9-month-old apnoeic after chloral hydrate sedation for an echocardiogram',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leo, a 9-month-old boy (9 kg), came to the cardiology day unit for an echocardiogram of a murmur heard at his routine check. He was given oral chloral hydrate 50 mg/kg forty minutes ago so that he would lie still. Half way through the scan the sonographer notices he has vomited, looks pale and is not breathing. He has a brachial pulse, heart rate 98, and the saturation probe reads 71 %. There is vomit in his mouth and he has no gag reflex. He has not fallen and has no injury. His father is in the room. You are the paediatric registrar called from the next room.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia in a sedated infant and call for help at once.',
        objective2:
          'Suction the vomit from the mouth under direct vision with a Yankauer or a wide-bore catheter, without a finger sweep.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin, a self-inflating bag of at least 450-500 mL with oxygen at 10-15 L/min, and ventilate from the head of the couch.',
        objective4:
          'Put the head in a neutral position with a shoulder roll, open the airway without pressing on the soft tissue under the jaw, hold the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask, keep pressure off the eyes and give one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway with a tongue depressor, and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 0.75,
          sex: 'Male',
          weight: 9,
          diagnosis: 'Apnoea with a pulse after chloral hydrate sedation; vomit in the airway',
        },
        history: {
          symptoms: 'None before sedation; heart murmur found at the 9-month check',
          allergies: 'None known',
          medications: 'Chloral hydrate 50 mg/kg by mouth forty minutes ago',
          pmh: 'Born at term, well',
          lastMeal: 'Bottle of formula three hours ago',
          events:
            'Fell asleep twenty minutes after chloral hydrate; during the echo he vomited, went pale and stopped breathing. Pulse present. No fall, no injury.',
        },
        PMH: {
          medicalConditions: 'Heart murmur under investigation',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with both parents; goes to a childminder two days a week',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Floppy, pale, lips dusky, vomit in the mouth and on his vest',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 98, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'Unresponsive, pupils small and equal, no gag reflex',
          disability: 'Responds to nothing',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies on his back on the echo couch, vomit in his mouth, not breathing. The day-unit nurse has wheeled in the resuscitation trolley: wall suction with a Yankauer and suction catheters, oxygen, face masks in neonatal, infant and child sizes, 250 mL, 500 mL and adult self-inflating bags, oral and nasal airways and towels.',
        vitalSigns: { hr: 98, rr: 0, temp: 36.6, nibp: '78/44', o2: 71, co2: null },
        airway: 'Vomit in the mouth and pharynx; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, heart rate 98',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Picks an infant mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL, attached to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the couch.',
          airwayManagement:
            'Sees that he is apnoeic and hypoxic and calls for help straight away; clears the vomit with a Yankauer or a wide-bore suction catheter under direct vision, with no blind finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the nose, covering both mouth and nose and keeping its rim off the eyes.',
        },
        softStop: 'He has vomited and is not breathing. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear and the mask is on, but his head has rolled forward, air hisses out round the mask and the chest hardly moves. Heart rate 86.',
        vitalSigns: { hr: 86, rr: 0, temp: 36.6, nibp: '74/40', o2: 66, co2: null },
        airway: 'Clear of vomit; obstructed by the position of the head and the tongue',
        breathing: 'Assisted breaths only; barely any chest movement; leak at the mask',
        circulation: 'Brachial pulse present, heart rate 86',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the mask hand instead of pressing the mask down; squeezes each breath over about one second with only enough volume to see the chest rise; gives 20-30 breaths a minute.',
          airwayManagement:
            'Puts the head in a neutral position with a roll under the shoulders, without extending the neck; opens the airway with a chin lift or a jaw thrust, fingers on the bone of the jaw and never on the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C clamp and changes to a two-person technique while it still leaks, until the seal is tight.',
        },
        softStop: 'Air is escaping round the mask and his chest hardly moves. What could you change?',
      },
      {
        initialState:
          'With the head neutral and a tight seal the chest rises, but between breaths his tongue falls back and the chest rise fades. He still has no gag reflex.',
        vitalSigns: { hr: 124, rr: 25, temp: 36.6, nibp: '82/48', o2: 86, co2: 49 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted at 25 a minute; chest rises when the airway is held open',
        circulation: 'Brachial pulse present, heart rate 124, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement:
            'As he has no gag reflex, sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw and inserts it over a tongue depressor without rotating it; checks chest rise, SpO2 and heart rate again after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'The oral airway keeps his airway open, his chest rises with every breath and he begins to take small breaths of his own. The anaesthetist has arrived. The simulation is complete.',
        vitalSigns: { hr: 136, rr: 28, temp: 36.6, nibp: '86/50', o2: 97, co2: 42 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths and some breaths of his own',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Stirs to pain',
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
      'Leo is apnoeic with a pulse and a saturation of 71 %: I press the emergency bell and ask for the paediatric resuscitation team and an anaesthetist now.',
      'I suction the vomit out of his mouth with the Yankauer, looking at the tip all the time, and do not put a finger in his mouth.',
      'I take the infant mask, which fits from the bridge of his nose to the cleft of his chin, and the 500 mL self-inflating bag, and connect it to oxygen at 15 L/min.',
      'I move to the head of the couch, above his head.',
      'I place the mask with its narrow end over the bridge of his nose, covering his nose and mouth, with the rim well below his eyes.',
    ],
    [
      'A rolled towel goes under his shoulders so that his head lies neutral, not tipped back.',
      'I open his airway with a chin lift, my fingertips on the bony point of his chin and away from the soft tissue underneath.',
      'The mask still leaks, so the nurse squeezes the bag while I hold the mask with two hands in an E-C grip, and now the seal is tight with no leak.',
      'The fingers of my mask hands lift his jaw up into the mask.',
      'Each breath is squeezed in over one second, just enough to see his chest rise, one every two and a half seconds, 24 a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oral airway from the corner of his mouth to the angle of his jaw.',
      'I press his tongue down with a tongue depressor and slide the oral airway in the right way up, following the curve of the tongue, without rotating it.',
      'After putting in the airway I reassess: his chest rises with each breath, the saturation is climbing and the heart rate is coming up.',
    ],
    [],
  ],
};
