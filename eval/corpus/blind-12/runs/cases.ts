import type { CaseDocument } from '../../../../src/contract/case.ts';
import { sampleCase } from '../../../../src/server/cases/sample-case.ts';
import type { ItemId } from '../../../harness/corpus-types.ts';

/** A case of this run set: the document, what each phase asks for, and a path through it. */
export type RunCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * The seeded sample, as is: RJ, 4 years (18 kg), apnoeic after lorazepam for status epilepticus. Read as a
 * clinician: phase 0 asks for suction (BMV-2), mask size, bag and oxygen (8-10), the place at the head (16) and all
 * of mask placement (11-15); phase 1 for the sniffing position (3), the airway opening (4), the mask hand keeping the
 * airway open (17), the squeeze (18) and the rate (19); phase 2 for the adjunct (5, 6) and effective ventilation
 * (20). Calling for help and reassessment are not named in its hard stops, so they are not required.
 */
export const SAMPLE_12: RunCase = {
  id: 'ho12-r-sample',
  title: 'Sample case: 4-year-old (18 kg) apnoeic after lorazepam for status epilepticus',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I clear the secretions from his mouth with a rigid Yankauer sucker, keeping the tip where I can see it.',
      'I choose a child-size face mask that fits from the bridge of his nose down to the cleft of his chin without touching his eyes.',
      'I take a 500 mL self-inflating bag with a reservoir and connect it to wall oxygen at 15 litres per minute.',
      'I move to the head of the bed to ventilate.',
      'I put the mask on the right way round, narrow end over the bridge of the nose, so it covers his nose and mouth.',
      'I hold the mask with an E-C clamp, get a tight seal all round and keep the mask and my fingers off his eyes.',
    ],
    [
      'I put his head in the sniffing position, ear level with the sternal notch, without extending the neck too far.',
      'I open his airway with a head tilt and chin lift, my fingers on the bony edge of the jaw, not on the soft tissue under it.',
      'With the fingers of the hand holding the mask I lift his jaw up into the mask to keep the airway open.',
      'I squeeze the bag gently over about one second, only until I see the chest rise.',
      'I give one breath every 3 seconds, which is 20 breaths per minute.',
    ],
    [
      'I measure a nasopharyngeal airway from the tip of his nose to the tragus of his ear.',
      'I lubricate the nasopharyngeal airway and slide it gently straight back along the floor of the nostril, bevel towards the septum.',
      'His chest now rises with every breath and his saturation is going up, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Matteo, 5 months (7 kg), a late presentation of ornithine transcarbamylase deficiency (a urea cycle disorder)
 * after a change of feed: three days of vomiting and sleepiness, ammonia 412 micromol/L, and in the resuscitation
 * bay he stops breathing with a pulse. Vomit in the mouth, no gag reflex (oral airway over a tongue depressor), no
 * injury. Phase 0: help, suction, shoulder roll, place at the head, infant mask, 450-500 mL bag, oxygen. Phase 1:
 * airway opening and the whole of mask placement, the mask hand lifting the jaw. Phase 2: squeeze, rate (no
 * hyperventilation) and reassessment. Phase 3: oral airway (choice, size, insertion) and effective ventilation.
 */
export const MATTEO_5M: RunCase = {
  id: 'ho12-r-matteo-5m',
  title: 'Held-out case: 5-month-old (7 kg) apnoeic in hyperammonaemic coma (urea cycle disorder), no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Matteo, a 5-month-old boy (7 kg), was exclusively breastfed until two weeks ago, when his mother went back to work and he started a cow\'s milk formula with some baby rice. For three days he has vomited after most feeds and become more and more sleepy; today he would not wake for feeds. His maternal uncle died in infancy of "a liver problem". At triage his blood glucose was 5.8 mmol/L and his venous ammonia is 412 micromol/L. The metabolic team has been phoned. In the resuscitation bay his breathing, fast at first, becomes irregular and then stops. He has a pulse of 146. There is curdled vomit in his mouth. He has no gag reflex. He has not been injured. His SpO2 is 69%. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an encephalopathic infant and call for help (resuscitation team, anaesthetist, metabolic team).',
        objective2:
          'Suction the vomit under direct vision with a suitably sized catheter; keep the head neutral with a roll under the shoulders.',
        objective3:
          'Choose an infant mask (bridge of the nose to the cleft of the chin, off the eyes) and a self-inflating bag of 450-500 mL on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway with the fingers on bone; place and hold the mask correctly with an E-C clamp, two people if it leaks; lift the jaw into the mask; 1-second breaths to chest rise at 20-30 a minute, without hyperventilation; reassess after each change.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it the right way up over a tongue depressor.',
      },
      patientReport: {
        basicInformation: {
          name: 'Matteo',
          age: 0.42,
          sex: 'Male',
          weight: 7,
          diagnosis:
            'Hyperammonaemic encephalopathy, probable ornithine transcarbamylase deficiency; apnoea with a pulse',
        },
        history: {
          symptoms: 'Vomiting for 3 days, increasing drowsiness, refusing feeds today',
          allergies: 'None known',
          medications: 'Vitamin D drops',
          pmh: 'Term baby, well until now; thriving on breast milk',
          lastMeal: 'About 60 mL of formula 9 hours ago, vomited',
          events:
            "Changed from breast milk to cow's milk formula two weeks ago; vomiting and drowsiness since; ammonia 412 micromol/L; fast breathing then apnoea in the resuscitation bay.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Vitamin D drops',
          socialHistory: 'Lives with his parents; mother recently back at work; goes to a childminder',
          vaccinations: 'Up to date for his age',
          familyHistory: 'Maternal uncle died at 8 months of an unexplained liver illness',
        },
        initialExam: {
          generalAppearance: 'Floppy, grey, curdled vomit at the mouth, no obvious injury',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 146, capillary refill 3 seconds',
          abdomen: 'Soft, liver edge 2 cm below the costal margin',
          neuro: 'Unresponsive, pupils equal and sluggish, fontanelle full but soft; no gag reflex',
          disability: 'No response to pain',
        },
        labs: {
          rvp: 'Ammonia 412 micromol/L; glucose 5.8 mmol/L; venous gas before the apnoea: pH 7.51, pCO2 3.6 kPa',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Matteo lies flat on the resuscitation trolley, not breathing, his head tipped forward onto his chest, curdled vomit in his mouth. A cannula is in his foot. Suction, oxygen, masks, bags, towels and adjuncts of all sizes are at hand.',
        vitalSigns: { hr: 146, rr: 0, temp: 36.4, nibp: '86/52', o2: 69, co2: null },
        airway: 'Curdled vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 146',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Picks an infant face mask that reaches from the bridge of the nose to the cleft of the chin and stays off the eyes, and a self-inflating bag of 450-500 mL joined to oxygen running at 10-15 L/min.',
          ventilationTechnique: 'Takes up position at the head of the trolley.',
          airwayManagement:
            'Recognises that he is apnoeic and hypoxic and calls for help; suctions the vomit out of his mouth under direct vision with an appropriately sized catheter; puts a small roll under his shoulders so that the head lies neutral, not flexed and not hyperextended.',
          maskPositioning: '',
        },
        softStop: 'He has just stopped breathing. What are your first steps?',
      },
      {
        initialState:
          'The first breaths are going in, but the mask leaks at the side and his chest hardly moves.',
        vitalSigns: { hr: 138, rr: 0, temp: 36.4, nibp: '84/50', o2: 64, co2: null },
        airway: 'Vomit cleared; soft tissues falling back',
        breathing: 'Assisted breaths only; poor chest rise; audible leak',
        circulation: 'Pulse present, heart rate 138',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask, lifting the jaw into the mask.',
          airwayManagement:
            'Opens the airway with a gentle chin lift (no more tilt than neutral in an infant) or a jaw thrust, fingers on the bone of the jaw and never pressing on the soft tissue under the chin.',
          maskPositioning:
            'Places the mask the right way up (narrow end on the bridge of the nose) covering mouth and nose, holds it with an E-C clamp and moves to a two-person technique when it keeps leaking, gets a tight seal, and keeps all pressure off the eyes.',
        },
        softStop: 'Air is escaping round the mask. What will you change?',
      },
      {
        initialState: 'The seal is good now and the chest moves, but the saturation is still low.',
        vitalSigns: { hr: 132, rr: 0, temp: 36.4, nibp: '86/52', o2: 78, co2: 52 },
        airway: 'Open with a jaw lift; the tongue obstructs when the lift slackens',
        breathing: 'Assisted breaths with some chest rise',
        circulation: 'Pulse present, heart rate 132',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes each breath over about one second with only enough volume to make the chest rise; gives 20-30 breaths a minute (one every 2-3 seconds) and does not hyperventilate him.',
          airwayManagement: 'Reassesses after each change: chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'How fast and how hard are you bagging, and how do you know it is working?',
      },
      {
        initialState:
          'Between breaths his tongue falls back against the palate and the airway obstructs whenever the jaw lift slackens.',
        vitalSigns: { hr: 130, rr: 0, temp: 36.5, nibp: '88/54', o2: 85, co2: 48 },
        airway: 'Tongue falling back; still no gag reflex',
        breathing: 'Assisted breaths, intermittent obstruction',
        circulation: 'Pulse present, heart rate 130',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'Because he has no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it the right way up while a tongue depressor holds the tongue down, without rotating it.',
          maskPositioning: '',
        },
        softStop: 'Is there anything that would keep his airway open more easily?',
      },
      {
        initialState:
          'Stabilised: SpO2 97% with good chest rise at each breath; the anaesthetist is preparing to intubate and the metabolic team is starting ammonia scavengers. The simulation is complete.',
        vitalSigns: { hr: 124, rr: 26, temp: 36.6, nibp: '90/56', o2: 97, co2: 42 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-7', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He has stopped breathing and his saturation is 69%: I call for help now, the resus team and an anaesthetist.',
      'I suction the vomit out of his mouth with a size 8 suction catheter, only where I can see.',
      'A small rolled towel goes under his shoulders so his head lies in a neutral position, not flexed and not overextended.',
      'I stand at the head of the trolley.',
      'I choose an infant mask that fits from the bridge of his nose to the cleft of his chin and does not touch his eyes.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 litres per minute.',
    ],
    [
      'I open his airway with a gentle chin lift, fingertips on the bone of his jaw, not pressing on the soft tissue under his chin.',
      'The mask goes on the right way up, narrow end on the bridge of his nose, covering his mouth and nose.',
      'I hold it with an E-C clamp; it still leaks, so a second person squeezes the bag while I hold the mask with both hands, and the seal is now tight.',
      'I keep all pressure off his eyes.',
      'I use the fingers of my mask hand to lift his jaw up into the mask.',
    ],
    [
      'I squeeze each breath over one second, just enough to see the chest rise.',
      'I ventilate at 25 breaths a minute, no faster.',
      'After each change I reassess chest rise, saturation and heart rate.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway measured from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up with a tongue depressor holding the tongue down, without rotating it.',
      'His chest rises with every breath and his saturation is climbing: the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Oskar, 9 years (30 kg), went head first down an icy sledging run without a helmet and hit a fence post. GCS 3
 * on arrival, apnoeic with a pulse (heart rate 62, blood pressure 142/86), blood in the mouth from a bitten tongue
 * and a broken incisor, no gag reflex. Neck not cleared: manual in-line stabilisation, neutral head, jaw thrust
 * without head tilt. No sign of a skull-base fracture is described, but with no gag an oral airway is the choice.
 * Phase 0: help, suction, head neutral in line, jaw thrust, place at the head. Phase 1: equipment and the whole of
 * mask placement. Phase 2: mask hand, squeeze, rate (no hyperventilation for the head injury), reassessment. Phase
 * 3: oral airway and effective ventilation.
 */
export const OSKAR_9Y: RunCase = {
  id: 'ho12-r-oskar-9y',
  title:
    'Held-out case: 9-year-old (30 kg) apnoeic after a sledging crash into a fence post, neck not cleared, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Oskar, a 9-year-old boy (30 kg), went head first on a plastic sledge down an icy hill and struck a wooden fence post with his head and shoulder. He wore no helmet. He was unconscious at the scene; the paramedics put him on a scoop with a cervical collar and blocks. In the resuscitation room his GCS is 3, he has a large boggy swelling over the right parietal bone and he stops breathing. He has a pulse: heart rate 62, blood pressure 142/86. His mouth is full of blood from a bitten tongue and a broken upper incisor. He has no gag reflex. His cervical spine has not been cleared. His SpO2 is 74%. The trauma team has been pre-alerted but you are the first doctor at his head.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after a head injury and call the trauma team and an anaesthetist.',
        objective2:
          'Suction the blood under direct vision; keep the head neutral in line with manual in-line stabilisation and open the airway with a jaw thrust and no head tilt.',
        objective3:
          'Choose a child mask (bridge of the nose to the cleft of the chin, off the eyes) and a self-inflating bag of at least 500 mL on oxygen at 10-15 L/min; place and hold the mask correctly, two people if needed.',
        objective4:
          'Keep the jaw lifted into the mask; 1-second breaths to chest rise at 20-30 a minute, without hyperventilating the head injury; reassess after each change.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it without moving the neck.',
      },
      patientReport: {
        basicInformation: {
          name: 'Oskar',
          age: 9,
          sex: 'Male',
          weight: 30,
          diagnosis:
            'Severe traumatic brain injury after a sledging collision; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unconscious since the impact',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Well; asthma as a toddler, none since',
          lastMeal: 'Hot chocolate and a biscuit about 2 hours ago',
          events:
            'Sledged head first down an icy slope into a fence post; no helmet; unconscious at the scene; collar and blocks applied; stopped breathing on arrival.',
        },
        PMH: {
          medicalConditions: 'None now',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Lives with his father and stepmother; year 5 at school',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders',
        },
        initialExam: {
          generalAppearance:
            'Pale, cold, in a collar and blocks on a scoop; blood in the mouth; right parietal swelling',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Radial pulse present, heart rate 62, blood pressure 142/86, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 3; right pupil 5 mm and sluggish, left 3 mm; no gag reflex',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not applicable; trauma bloods sent, CT on standby' },
      },
    },
    Phases: [
      {
        initialState:
          'Oskar lies on the scoop in a collar and blocks, not breathing, blood pooling in his mouth. A nurse is at his side with suction. Masks, bags, oxygen and adjuncts are on the airway trolley.',
        vitalSigns: { hr: 62, rr: 0, temp: 35.8, nibp: '142/86', o2: 74, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 62',
        disability: 'GCS 3, right pupil larger',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Goes to the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for the trauma team and an anaesthetist; suctions the blood from the mouth under direct vision with a rigid catheter; keeps the head neutral and in line with manual in-line stabilisation, with no tilt and no hyperextension; opens the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. What do you do?',
      },
      {
        initialState:
          'The airway is open with a jaw thrust and the blood has been cleared. He is still not breathing.',
        vitalSigns: { hr: 60, rr: 0, temp: 35.8, nibp: '146/88', o2: 70, co2: null },
        airway: 'Open with a jaw thrust',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 60',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin without reaching the eyes, and a self-inflating bag of at least 500 mL connected to oxygen at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement: '',
          maskPositioning:
            'Places the mask the right way up over both mouth and nose; holds it with an E-C grip, with both hands and a second person squeezing when needed to keep the jaw thrust; makes a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'What will you ventilate him with, and how will you hold the mask without moving his neck?',
      },
      {
        initialState: 'Bagging has begun; the chest rises with some breaths but not others.',
        vitalSigns: { hr: 66, rr: 0, temp: 35.8, nibp: '138/84', o2: 80, co2: 50 },
        airway: 'Obstructs when the jaw thrust slackens',
        breathing: 'Assisted breaths, variable chest rise',
        circulation: 'Pulse present, heart rate 66',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the mask hand, lifting the jaw up into the mask rather than pressing the mask down; squeezes each breath over about one second with just enough volume for chest rise; keeps to 20-30 breaths a minute and does not hyperventilate him for the head injury.',
          airwayManagement: 'Reassesses chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'The chest rises with only some breaths. What are you checking?',
      },
      {
        initialState: 'The airway keeps obstructing as his tongue falls back, and the jaw thrust is tiring.',
        vitalSigns: { hr: 70, rr: 0, temp: 35.9, nibp: '134/80', o2: 86, co2: 46 },
        airway: 'Tongue falling back; still no gag reflex',
        breathing: 'Assisted breaths, intermittent obstruction',
        circulation: 'Pulse present, heart rate 70',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it the right way up over a tongue depressor, without moving the neck.',
          maskPositioning: '',
        },
        softStop: 'Could an adjunct help?',
      },
      {
        initialState:
          'Stabilised: SpO2 98% with good chest rise; the anaesthetist is preparing a rapid sequence induction with in-line stabilisation and the CT scanner is ready. The simulation is complete.',
        vitalSigns: { hr: 78, rr: 20, temp: 35.9, nibp: '128/76', o2: 98, co2: 40 },
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15'],
    ['BMV-7', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call the trauma team and an anaesthetist to come now.',
      'I suction the blood out of his mouth with a Yankauer, under direct vision.',
      'A nurse holds manual in-line stabilisation so his head stays neutral and in line, with no tilt and no extension.',
      'I open his airway with a jaw thrust and no head tilt, my fingers behind the angles of his jaw, not on the soft tissue under his chin.',
      'I stand at the head of the trolley.',
    ],
    [
      'I choose a child mask that fits from the bridge of his nose to the cleft of his chin without reaching his eyes.',
      'I take a 500 mL self-inflating bag and connect it to oxygen at 15 litres per minute.',
      'The mask goes on the right way up, narrow end over the nose, covering both his mouth and his nose.',
      'I hold it with both hands in an E-C grip, keeping the jaw thrust, while a colleague squeezes the bag; the seal is tight.',
      'No pressure on his eyes.',
    ],
    [
      'The fingers of my mask hands lift his jaw up into the mask; I do not press the mask down onto his face.',
      'Each breath is squeezed over one second, just enough for the chest to rise.',
      'We ventilate at 20 breaths a minute, one every 3 seconds, and we do not hyperventilate him.',
      'After each change I reassess chest rise, SpO2 and heart rate.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up over a tongue depressor, keeping his neck still.',
      'His chest rises with every breath and his SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Chiara, 15 years (52 kg), drank from a bottle of "water" at a house party that held gamma-hydroxybutyrate
 * (GHB); blood alcohol nil. Brought in deeply unconscious, she vomits and stops breathing with a pulse (heart rate
 * 48). Vomit in the mouth; she gags and coughs when the catheter touches the back of her throat, so a nasal airway.
 * No injury. Adult-sized mask and an adult self-inflating bag. Phase 0: help, suction, place at the head, mask, bag,
 * oxygen. Phase 1: sniffing position, head tilt-chin lift, the whole of mask placement, mask hand. Phase 2: squeeze,
 * rate, nasal airway (choice, size, insertion). Phase 3: reassessment and effective ventilation.
 */
export const CHIARA_15Y: RunCase = {
  id: 'ho12-r-chiara-15y',
  title: 'Held-out case: 15-year-old (52 kg) apnoeic after GHB at a party, vomit, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Chiara, a 15-year-old girl (52 kg), was at a friend\'s house party. Friends say she drank from a water bottle that someone later admitted held "G" (gamma-hydroxybutyrate); she collapsed twenty minutes later. She has not been injured: friends caught her and laid her on the sofa. Her breath alcohol reading was zero. In the emergency department she vomits, then stops breathing. She has a pulse of 48 and a blood pressure of 102/60. Vomit is pooling in her mouth. When the suction catheter touches the back of her throat she gags and coughs. Her SpO2 is 76%. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia in a poisoned adolescent and call for help.',
        objective2:
          'Suction the vomit under direct vision; choose an adult-sized mask that fits her face and an adult self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective3:
          'Place her head in the sniffing position and open the airway with a head tilt-chin lift; place, hold and seal the mask correctly; lift the jaw into the mask.',
        objective4:
          'Give 1-second breaths to chest rise at a rate right for her age, without hyperventilation.',
        objective5:
          'Because she gags, choose a nasopharyngeal airway sized from the nostril to the tragus rather than an oral one, and insert it correctly; reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Chiara',
          age: 15,
          sex: 'Female',
          weight: 52,
          diagnosis: 'Gamma-hydroxybutyrate (GHB) poisoning; apnoea with a pulse',
        },
        history: {
          symptoms: 'Sudden collapse and unresponsiveness at a party; vomiting',
          allergies: 'None known',
          medications: 'Combined oral contraceptive pill',
          pmh: 'Well',
          lastMeal: 'Pizza about 3 hours ago',
          events:
            'Drank from a bottle said to contain GHB; collapsed 20 minutes later without injury; vomited and stopped breathing in the emergency department.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Combined oral contraceptive pill',
          socialHistory: 'Lives with her mother; year 11 at school; parents on their way',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, pale, vomit around the mouth, no injuries seen',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 48, blood pressure 102/60',
          abdomen: 'Soft',
          neuro: 'Pupils 2 mm, equal; gags and coughs when the pharynx is touched; no nasal injury',
          disability: 'Flexes weakly to pain',
        },
        labs: { rvp: 'Not applicable; blood alcohol nil, glucose 6.1 mmol/L, toxicology sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Chiara lies on the trolley with her head on two pillows, not breathing, vomit in her mouth. Suction, oxygen, masks, bags and adjuncts of every size are on the airway trolley.',
        vitalSigns: { hr: 48, rr: 0, temp: 36.2, nibp: '102/60', o2: 76, co2: null },
        airway: 'Vomit in the mouth; gags when the pharynx is touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 48',
        disability: 'Flexes weakly to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult-sized mask that fits from the bridge of the nose to the cleft of the chin and stays off the eyes, and an adult self-inflating bag (about 1 to 1.6 L), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help; suctions the vomit under direct vision with a rigid Yankauer.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing. What do you need?',
      },
      {
        initialState:
          'Bagging has started, but her head is flexed forward on the pillows and the chest barely moves.',
        vitalSigns: { hr: 52, rr: 0, temp: 36.2, nibp: '100/58', o2: 70, co2: null },
        airway: 'Obstructed by the flexed head and the tongue',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present, heart rate 52',
        disability: 'Flexes weakly to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask, lifting the jaw into it.',
          airwayManagement:
            'Places the head in the sniffing position (one firm pad under the occiput, ear level with the sternal notch) without hyperextending the neck; opens the airway with a head tilt-chin lift, fingers on the bony chin and off the soft tissue under the jaw.',
          maskPositioning:
            'Puts the mask on the right way up over nose and mouth; holds it with an E-C clamp and goes to two people if it leaks; makes a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The chest is barely moving. What can you change in her position and your hold?',
      },
      {
        initialState:
          'The chest rises now, but the tongue obstructs between breaths. She still gags when the pharynx is touched.',
        vitalSigns: { hr: 60, rr: 0, temp: 36.2, nibp: '104/62', o2: 82, co2: 54 },
        airway: 'Tongue falling back; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, heart rate 60',
        disability: 'Flexes weakly to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with only enough volume for the chest to rise; ventilates at about 20 breaths a minute (one every 3 seconds), not faster.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway sized from the tip of the nose to the tragus of the ear (not an oral airway), lubricates it and passes it gently straight back along the floor of the nose.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back, and she gags. Which adjunct?',
      },
      {
        initialState: 'The nasal airway is in and the breaths go in more easily.',
        vitalSigns: { hr: 64, rr: 0, temp: 36.3, nibp: '106/64', o2: 90, co2: 47 },
        airway: 'Patent with the nasal airway',
        breathing: 'Assisted breaths',
        circulation: 'Pulse present, heart rate 64',
        disability: 'Flexes to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement: 'Reassesses chest rise, SpO2 and heart rate after putting the adjunct in.',
          maskPositioning: '',
        },
        softStop: 'How do you know it is working?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, good chest rise with each breath, heart rate 76; she is starting to breathe on her own and is moved to resus for close observation. The simulation is complete.',
        vitalSigns: { hr: 76, rr: 8, temp: 36.4, nibp: '110/66', o2: 98, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Assisted and some spontaneous breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Localises to pain',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-18', 'BMV-19'],
    ['BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with sats of 76%: I call for help, I want the resus team and an anaesthetist here now.',
      'I suction the vomit out of her mouth with a rigid Yankauer, keeping the tip in view.',
      'I stand at the head of the bed.',
      'I choose an adult mask that fits from the bridge of her nose to the cleft of her chin and stays off her eyes.',
      'I take an adult self-inflating bag, 1.5 litres, and connect it to oxygen at 15 litres per minute.',
    ],
    [
      'I take away the extra pillow and put one firm pad under her head, ear level with the sternal notch, for a sniffing position without hyperextending her neck.',
      'I open her airway with a head tilt-chin lift, fingers on the bony chin and not on the soft tissue under her jaw.',
      'The mask goes on the right way up, narrow end over the bridge of her nose, covering her nose and her mouth.',
      'I hold it with an E-C clamp and get a tight seal all the way round.',
      'I keep pressure off her eyes.',
      'The fingers of my mask hand lift her jaw up into the mask.',
    ],
    [
      'I squeeze each breath over one second, only enough to see her chest rise.',
      'I give 20 breaths a minute, one every 3 seconds.',
      'Because she gags, I choose a nasopharyngeal airway measured from the tip of her nose to the tragus of her ear, not an oral airway.',
      'I lubricate it and pass it gently straight back along the floor of her nose.',
    ],
    [
      'I reassess chest rise, SpO2 and heart rate now that the airway is in.',
      'Her chest rises with each breath and her SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};
