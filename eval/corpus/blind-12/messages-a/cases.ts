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

/**
 * The seeded sample, unchanged: RJ, 4 years (18 kg), apnoeic and hypoxic (SpO2 73 %) after two doses of lorazepam
 * for status epilepticus, secretions at the mouth. Read from its hard-stop texts: P0 suction (BMV-2), mask, bag and
 * oxygen (8-10), the five mask-positioning items (11-15) and the place at the head (16); P1 head position (3),
 * opening the airway (4), the mask hand (17), the squeeze (18) and the rate (19); P2 the adjunct chosen and put in
 * (5, 6) and effective ventilation (20). No phase asks for calling for help (1) or reassessment (7).
 */
export const SAMPLE: MessageCase = {
  id: 'ho12-a-sample',
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
      'I suck out the secretions in his mouth with a Yankauer sucker, keeping the tip in view all the time.',
      'I pick a child face mask that covers from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and I attach the oxygen tubing to the bag with the flow at 15 litres a minute.',
      'I move to the head of the bed and stand behind his head.',
      'I place the mask the right way round, the narrow end on the bridge of his nose, covering his mouth and his nose and keeping off his eyes; I hold it with an E-C clamp and there is a tight seal with no leak.',
    ],
    [
      'I put his head in a neutral sniffing position, not hyperextended.',
      'I open the airway with a head tilt and chin lift, my fingers on the bony edge of the jaw and not on the soft tissue under it.',
      'With the three fingers of the hand holding the mask I lift his jaw up into the mask to keep the airway open.',
      'I squeeze the bag gently over one second, only until the chest rises, one breath every three seconds, which is 20 a minute.',
    ],
    [
      'He has no gag reflex, so I choose an oral airway measured from the corner of his mouth to the angle of his jaw.',
      'I insert the oral airway the right way up while a tongue depressor holds the tongue down, until the flange rests at his lips.',
      'His chest rises with every breath and the saturation is going up, now 92 percent.',
    ],
    [],
  ],
};

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * New: Kacper, 10 years (33 kg), a severe head injury after his sledge left the run and hit a tree. Impact apnoea
 * is over but he has stopped breathing again in the resuscitation room after vomiting, with a pulse (HR 104, BP
 * 112/68). Pasta vomit and blood in the mouth, no gag or cough. Spine not cleared (collar, in-line stabilisation):
 * head neutral in line, no sniffing, jaw thrust without head tilt. Swollen, deformed, bleeding nose (probable nasal
 * fracture), so a nasal airway is out and, with no gag, an oral airway is the adjunct. Mildly cold (35.4 C). A child
 * mask or a small adult mask that fits, a bag of 500 mL or the adult 1600 mL, oxygen 10-15 L/min, 20-30 breaths a
 * minute; hyperventilating "for the head" is the trap. Five phases in an order unlike the sample's: P0 help,
 * suction with the head held in line, equipment; P1 the place at the head, the jaw thrust and the whole
 * (two-person) mask hold; P2 the oral airway and a reassessment after it; P3 squeeze, rate, effect; P4 done.
 */
export const SLEDGE_10Y: MessageCase = {
  id: 'ho12-a-sledge-head-injury-10y',
  title:
    'Held-out case: 10-year-old apnoeic with a pulse after a sledging collision with a tree, vomit and blood in the mouth, no gag, spine not cleared, nasal fracture',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Kacper, a 10-year-old boy (33 kg), was sledging with friends on a steep hill when his plastic sledge left the run and struck a tree; he hit it face and forehead first and was not wearing a helmet. His friends say he "went floppy and did not breathe for a bit" and then snored. Paramedics found him with a GCS of 7, put on a collar and head blocks, and brought him in on a scoop stretcher. In the resuscitation room he vomits a large amount of pasta and swallowed blood, and stops breathing. He has a pulse: heart rate 104, blood pressure 112/68. SpO2 is 79 % and falling. His nose is swollen, deformed and bleeding. There is no gag or cough reflex. His cervical spine has not been cleared. You are the first doctor at the head end; one nurse and the paramedic are with you.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after a head injury and call for help at once (trauma team, anaesthetist).',
        objective2:
          'Clear the vomit and blood with a wide-bore rigid (Yankauer) sucker under direct vision, never a blind finger sweep, keeping the head and neck in line (log-roll with manual in-line stabilisation if needed).',
        objective3:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin, a self-inflating bag of at least 500 mL and oxygen at 10-15 L/min; from the head of the trolley, open the airway with a jaw thrust and no head tilt, with the head neutral in line.',
        objective4:
          'Place the mask the right way up over mouth and nose, off the eyes, with a two-person hold and a tight seal, lifting the jaw into the mask; with no gag and a broken nose, size and insert an oral airway and reassess.',
        objective5:
          'Give one-second breaths to visible chest rise at 20-30 a minute without hyperventilating, and confirm chest rise and a rising SpO2.',
      },
      patientReport: {
        basicInformation: {
          name: 'Kacper',
          age: 10,
          sex: 'Male',
          weight: 33,
          diagnosis:
            'Severe traumatic brain injury after a sledging collision with a tree; nasal fracture; cervical spine not cleared; apnoea with a pulse',
        },
        history: {
          symptoms:
            'Brief apnoea and floppiness at the scene, then snoring breathing and a GCS of 7; vomiting in the emergency department, then apnoea',
          allergies: 'None known',
          medications: 'Salbutamol inhaler when needed',
          pmh: 'Mild asthma',
          lastMeal: 'Pasta at lunch, about 2 hours ago',
          events:
            'Sledge left the run and hit a tree at speed at 14:05, face and forehead first, no helmet; collar and head blocks applied by paramedics; arrived at 14:50; vomited and stopped breathing at 14:55.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler when needed',
          socialHistory:
            'Lives with his parents and two sisters; in year 5; his father is driving to the hospital',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, pale and cold, vomit and blood around the mouth, large forehead swelling, swollen deformed bleeding nose',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 104, blood pressure 112/68, capillary refill 3 seconds',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 3; pupils 4 mm, equal and sluggish; no gag or cough reflex',
          disability: 'No response to pain',
        },
        labs: {
          rvp: 'Bedside glucose 7.1 mmol/L; haemoglobin 124 g/L; venous gas, clotting and group and save sent',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Kacper lies on the scoop on the resuscitation trolley in a collar and head blocks. His mouth is full of vomit and blood. The trolley head is pushed against the wall. The trolley holds wall suction with a Yankauer and suction catheters, oxygen, face masks of all sizes, infant (240 mL), child (500 mL) and adult (1600 mL) self-inflating bags, oral and nasal airways and tongue depressors.',
        vitalSigns: { hr: 104, rr: 0, temp: 35.4, nibp: '112/68', o2: 79, co2: null },
        airway: 'Vomit and blood in the mouth and pharynx; no gag or cough',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 104',
        disability: 'GCS 3, pupils equal and sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses a face mask that fits from the bridge of the nose to the cleft of the chin, a self-inflating bag of 500 mL or larger, and connects it to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Sees that he has stopped breathing and is hypoxic and calls for help at once; keeps the head and neck neutral and in line (manual in-line stabilisation, log-roll if needed), with no head tilt and no sniffing position; clears the vomit and blood with a Yankauer under direct vision, without a finger sweep.',
          maskPositioning: '',
        },
        softStop:
          'He has stopped breathing and his mouth is full of vomit. What do you do first, and with whom?',
      },
      {
        initialState:
          'The mouth is clear and the nurse holds his head in line. Help is coming. The bag, mask and oxygen are ready. SpO2 is 74 %.',
        vitalSigns: { hr: 98, rr: 0, temp: 35.4, nibp: '116/70', o2: 74, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 98',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Moves the trolley away from the wall and ventilates from the head end; lifts the jaw up into the mask with the fingers of the hands holding it, not pressing the mask down on the face.',
          airwayManagement:
            'Opens the airway with a jaw thrust without head tilt, fingers behind the angles of the mandible on bone and off the soft tissue under the jaw.',
          maskPositioning:
            'Places the mask with its narrow end on the bridge of the nose, covering nose and mouth and off the eyes, gently over the broken nose; uses a two-person hold (both hands on the mask in an E-C grip while the other person squeezes the bag) and gets a tight seal.',
        },
        softStop: 'His neck is not cleared. How will you open his airway and hold the mask?',
      },
      {
        initialState:
          'The mask is sealed with a two-person hold, but even with a good jaw thrust the chest hardly moves: the tongue falls back against the palate. There is still no gag or cough.',
        vitalSigns: { hr: 96, rr: 0, temp: 35.5, nibp: '114/70', o2: 76, co2: null },
        airway: 'Obstructed by the tongue despite the jaw thrust; no gag reflex',
        breathing: 'Assisted breaths, very little chest rise',
        circulation: 'Pulse present, heart rate 96',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: '',
          airwayManagement:
            'With no gag and a nasal fracture, chooses an oral airway sized from the corner of the mouth to the angle of the jaw (not a nasal airway), inserts it without moving the neck (over a tongue depressor, or by rotation in a child of this age), and then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'The tongue is still in the way. What would help, and what must you avoid?',
      },
      {
        initialState:
          'The oral airway is in and the airway is open. The anaesthetist is five minutes away. The nurse asks whether to bag him fast "to protect his brain".',
        vitalSigns: { hr: 92, rr: 0, temp: 35.5, nibp: '110/68', o2: 83, co2: 55 },
        airway: 'Open with the oral airway and jaw thrust',
        breathing: 'Assisted breaths; chest rise depends on the squeeze',
        circulation: 'Pulse present, heart rate 92',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume for the chest to rise, one breath every 2-3 seconds (20-30 a minute), without hyperventilating; the chest visibly rises and SpO2 climbs.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'The nurse asks: should we bag him faster for his head injury?',
      },
      {
        initialState:
          'His chest rises with each breath, SpO2 is 97 % and end-tidal CO2 40 mmHg. The anaesthetist arrives, intubates him with in-line stabilisation and he goes to CT. The simulation is complete.',
        vitalSigns: { hr: 90, rr: 22, temp: 35.6, nibp: '110/66', o2: 97, co2: 40 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7'],
    ['BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He has stopped breathing and is desaturating: I am calling for help now, please put out a trauma call and ask for the anaesthetist.',
      'The nurse holds his head and neck in line with both hands, neutral, no tilt and no sniffing position, and we log-roll him onto his side with the spine kept straight.',
      'I suction the vomit and blood from his mouth with the Yankauer, looking at the tip all the time, and we roll him back once the mouth is clear.',
      'I take a child face mask that reaches from the bridge of his nose to the cleft of his chin, a 500 mL self-inflating bag, and connect the oxygen to the bag at 15 litres per minute.',
    ],
    [
      'We pull the trolley away from the wall and I stand at the head end, behind his head.',
      'I open his airway with a jaw thrust and no head tilt, my fingers behind the angles of his jaw on the bone.',
      'I put the mask on with the narrow end on the bridge of his nose, over his mouth and nose and below his eyes, gently over the swollen nose.',
      'I hold the mask with both hands in an E-C grip while the nurse squeezes the bag, and the seal is tight.',
      'My fingers lift his jaw up into the mask; I do not push the mask down onto his face.',
    ],
    [
      'He has no gag reflex and his nose is broken, so I choose an oral airway measured from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up over a tongue depressor without moving his neck, until the flange sits at the lips.',
      'I reassess after putting it in: chest rise, oxygen saturation and heart rate.',
    ],
    [
      'I squeeze the bag gently over one second, only until I see the chest rise, one breath every two to three seconds, about 24 a minute.',
      'The chest rises with every breath and his saturation is climbing, now 93 percent.',
    ],
    [],
  ],
};
