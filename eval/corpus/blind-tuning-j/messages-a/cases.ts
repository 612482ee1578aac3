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

/** The seeded sample, copied as is: a 4-year-old (18 kg) apnoeic after lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'tj-a-sample',
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
      'He is not breathing and has a pulse. I suck out the saliva in his mouth with a Yankauer, keeping the tip where I can see it.',
      'I take a child-size face mask that sits from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag hooked up to oxygen running at 15 L/min.',
      'I stand at the head of the bed, behind his head.',
      'I put the mask on narrow end over the nose, covering his nose and mouth and clear of his eyes, hold it with an E-C grip, and the seal is tight with no leak.',
    ],
    [
      'I put his head in a neutral sniffing position, not overextended.',
      'I open the airway with a head tilt-chin lift, fingers on the bony chin and off the soft tissue under the jaw.',
      'The last three fingers of the hand holding the mask lift his jaw up into the mask.',
      'I give each breath over one second, just enough to see the chest rise, one every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'I measure an oral airway from the corner of his mouth to the angle of his jaw.',
      'I press the tongue down with a tongue depressor and slide the oral airway in following the curve of the tongue.',
      'I reassess: chest rising with every breath, SpO2 climbing and heart rate steady.',
    ],
    [],
  ],
};

/**
 * New for this part: Sami, 5 years (19 kg), in the emergency department with suspected bacterial meningitis (fever,
 * neck stiffness, no rash), after a prolonged generalised convulsion stopped with two benzodiazepine doses: now
 * apnoeic with a pulse, saliva pooling, a gag reflex present (so a nasal airway, not an oral one), no injury.
 */
export const MENINGITIS: MessageCase = {
  id: 'tj-a-meningitis-5y',
  title: 'Tuning case: 5-year-old apnoeic after a prolonged convulsion with suspected meningitis',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Sami, a 5-year-old boy (19 kg), was brought to the emergency department by his father after two days of fever, headache and vomiting. In triage he was drowsy with a stiff neck and a temperature of 39.6 °C; there is no rash. While a cannula was being placed he had a generalised convulsion that lasted about 25 minutes: it stopped after buccal midazolam and then intravenous lorazepam. Ceftriaxone has been given. He has now stopped breathing. He has a pulse (heart rate 138) and his SpO2 is 74 %. Saliva is pooling in his mouth, and he gagged when the nurse touched his throat with a suction catheter. He has not fallen and has no injury. You are the first doctor at the bedside of the resuscitation bay.',
      objectives: {
        objective1: 'Recognise apnoea with hypoxia after a convulsion and call for help straight away.',
        objective2:
          'Clear the saliva with a suction catheter of suitable size under direct vision, then prepare a child mask and a self-inflating bag of at least 500 mL on oxygen at 10-15 L/min.',
        objective3:
          'Ventilate from the head of the bed with the mask the right way round over nose and mouth, clear of the eyes, held with an E-C clamp, two-handed if it leaks.',
        objective4:
          'Put the head in the sniffing position, open the airway without pressing on the soft tissue under the jaw, and give one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With a gag reflex present, choose a nasopharyngeal airway rather than an oral one, size it from the nostril to the tragus, insert it correctly and reassess after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Sami',
          age: 5,
          sex: 'Male',
          weight: 19,
          diagnosis: 'Suspected bacterial meningitis; prolonged febrile convulsion; apnoea with a pulse',
        },
        history: {
          symptoms: 'Two days of fever, headache and vomiting; drowsy and stiff-necked this morning',
          allergies: 'None known',
          medications:
            'Paracetamol at home; buccal midazolam, IV lorazepam and IV ceftriaxone in the department',
          pmh: 'One simple febrile convulsion at 2 years',
          lastMeal: 'A few sips of juice 5 hours ago; has vomited twice since',
          events:
            'Convulsion of about 25 minutes in the department, stopped after two benzodiazepine doses; then stopped breathing. No fall and no injury.',
        },
        PMH: {
          medicalConditions: 'None apart from one febrile convulsion',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with his father, mother and baby sister; goes to kindergarten',
          vaccinations: 'Up to date for age',
          familyHistory: 'No bleeding disorders, no epilepsy',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, grey, saliva pooling at the corner of the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 138, capillary refill 3 seconds; no rash, no petechiae',
          abdomen: 'Soft',
          neuro: 'Post-ictal, unresponsive to voice; pupils equal and reactive; gag reflex present',
          disability: 'Unresponsive to voice, flexes weakly to pain',
        },
        labs: {
          rvp: 'Bedside glucose 5.8 mmol/L; blood culture taken; no clotting results yet, no bleeding from the cannula site',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Sami lies on the trolley in the resuscitation bay, grey and not breathing, saliva pooling in his mouth. His father stands at the foot of the trolley. Wall oxygen and suction with a Yankauer and soft catheters, masks of every size, 250 mL, 500 mL and 1600 mL self-inflating bags and oral and nasal airways are on the trolley.',
        vitalSigns: { hr: 138, rr: 0, temp: 39.4, nibp: '98/60', o2: 74, co2: null },
        airway: 'Saliva pooling in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 138, capillary refill 3 seconds',
        disability: 'Unresponsive to voice',
        hardStop: {
          ventilationEquipment:
            'Picks a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL, attaches it to oxygen and sets the flow to 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the trolley to give the breaths.',
          airwayManagement:
            'Sees that he is apnoeic and hypoxic and calls for help at once; suctions the saliva from his mouth with a suitably sized catheter or a Yankauer, under direct vision and without a finger sweep.',
          maskPositioning:
            'Puts the mask on with the narrow end over the nose, covering both the nose and the mouth, with the rim off the eyes.',
        },
        softStop: 'He has stopped breathing and his mouth is full of saliva. Where do you start?',
      },
      {
        initialState:
          'His mouth is clear and the mask is on, but air hisses out at the side of the mask and the chest hardly moves. SpO2 is falling.',
        vitalSigns: { hr: 146, rr: 0, temp: 39.4, nibp: '96/58', o2: 68, co2: null },
        airway: 'Clear of saliva; tongue falls back',
        breathing: 'Assisted breaths only; poor chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 146',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the hand that holds it; squeezes each breath over about a second, only until the chest rises; gives 20-30 breaths a minute.',
          airwayManagement:
            'Sets the head in the sniffing position without tipping the neck back too far; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and not on the soft tissue under it.',
          maskPositioning:
            'Holds the mask in an E-C clamp and changes to a two-person technique when it keeps leaking, so the seal is tight.',
        },
        softStop: 'Air is escaping round the mask and the chest barely rises. What would you change?',
      },
      {
        initialState:
          'The chest rises now when the airway is held well, but between breaths his tongue and soft palate fall back and he snores. He gags when anything touches the back of his mouth.',
        vitalSigns: { hr: 128, rr: 24, temp: 39.3, nibp: '100/62', o2: 88, co2: 47 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted at 24/min; chest rises when the airway is held open',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Flexes weakly to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'Because he has a gag reflex, chooses a nasopharyngeal airway instead of an oral one, sized from the tip of the nostril to the tragus of the ear, lubricated and passed straight back along the floor of the nose; checks chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'He keeps obstructing between breaths and gags on anything in his mouth. What now?',
      },
      {
        initialState:
          'With the nasal airway in, his airway stays open and the chest rises well with each breath; he starts to take a few breaths of his own. The intensive care team has arrived. The simulation is complete.',
        vitalSigns: { hr: 118, rr: 22, temp: 39.2, nibp: '102/64', o2: 97, co2: 41 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths, some breaths of his own',
        circulation: 'Pulse present, capillary refill 2 seconds',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'Sami is apnoeic with a pulse and SpO2 74 %: I shout for help and ask the nurse to call the resuscitation team and the anaesthetist now.',
      'I suction the saliva out of his mouth with the Yankauer, tip always in sight, no finger sweep.',
      'I take a child mask that fits from the bridge of his nose to the cleft of his chin and the 500 mL self-inflating bag, and connect it to oxygen at 15 litres per minute.',
      'I move to the head of the trolley, behind his head.',
      'The mask goes on narrow end over the bridge of the nose, covering his nose and his mouth, the rim well below his eyes.',
    ],
    [
      'I put his head in the sniffing position, neck not hyperextended, and open the airway with a head tilt-chin lift, fingers on the bone of the chin, not the soft tissue.',
      'It still leaks, so I hold the mask with both hands in an E-C grip while the nurse squeezes the bag, and the seal is now tight.',
      'My fingers lift his jaw up into the mask rather than pushing the mask down.',
      'Each breath over one second, just enough for the chest to rise, one every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'He has a gag, so no oral airway: I measure a nasal airway from the tip of his nose to the tragus of his ear, lubricate it and pass it straight back along the floor of the nose.',
      'After the nasal airway I recheck: the chest rises with every breath, SpO2 is climbing and the heart rate is settling.',
    ],
    [],
  ],
};
