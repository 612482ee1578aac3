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

/** The seeded sample, as is: RJ, 4 years (18 kg), apnoeic after lorazepam for status epilepticus. */
export const SAMPLE: RunCase = {
  id: 'ho9-r-sample',
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
      'Secretions first: I clear his mouth with the rigid Yankauer sucker, looking as I go.',
      'Child-size face mask, one that sits from the top of his nose down to the groove of his chin.',
      'Self-inflating bag, the 500 ml paediatric one, hooked to wall oxygen running at 15 litres a minute.',
      'I move to stand behind his head at the top of the bed.',
      'The mask goes on narrow end up at the nose, so both his nose and his mouth are under it.',
      'E-C grip with my left hand, no air escaping around the rim, and nothing resting on his eyes.',
    ],
    [
      'Head neutral in a sniffing position, ear level with the front of the shoulder, not overextended.',
      'Head tilt and chin lift, my fingers only on the bone of the jaw, not on the soft part underneath.',
      'My mask hand keeps drawing the jaw up into the mask.',
      'Each squeeze lasts about a second and stops once his chest lifts.',
      'Rate in the twenties per minute, one breath roughly every two and a half seconds.',
    ],
    [
      'No gag, so an oropharyngeal airway, sized from the corner of his lips to the angle of the jaw.',
      'Tongue depressor down, airway slid in concave side down along the tongue until the flange meets the lips.',
      'The chest now lifts with every breath and the sats are going up steadily: ventilation is working.',
    ],
    [],
  ],
};

/**
 * New: Ollie, 8 months (8 kg), fell down a flight of stairs in a baby walker; GCS 5, apnoeic with a pulse, SpO2 75%,
 * blood in the mouth, no gag reflex (oral airway), cervical spine not cleared.
 */
export const OLLIE: RunCase = {
  id: 'ho9-r-ollie-8m',
  title:
    'Held-out case: 8-month-old (8 kg) apnoeic after a fall downstairs in a baby walker, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ollie, an 8-month-old boy (8 kg), went down a full flight of stairs in his baby walker at home about 25 minutes ago. The ambulance crew found him floppy with a boggy swelling over the right side of his head. In the resuscitation room his GCS is 5; he has now stopped breathing but has a pulse. There is blood in his mouth from a cut lip and tongue. His SpO2 is 75%. He has no gag reflex. His cervical spine has not been cleared. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an injured infant and call for help (trauma team, anaesthetist) without waiting for imaging.',
        objective2:
          'Keep the head and neck in neutral alignment with manual in-line stabilisation (padding under the shoulders for the large occiput), and suction the blood under direct vision.',
        objective3:
          'Choose an infant mask (bridge of the nose to the cleft of the chin), a 450-500 mL self-inflating bag and oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a jaw thrust only (no head tilt), seal the mask with an E-C clamp or two hands, keep off the eyes, and give 1-second breaths to visible chest rise at 20-30 a minute without hyperventilating.',
        objective5:
          'With no gag reflex and a possible skull base injury, size and insert an oropharyngeal airway (not a nasal one), and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ollie',
          age: 0.67,
          sex: 'Male',
          weight: 8,
          diagnosis:
            'Head injury after a fall downstairs in a baby walker; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Floppy and unresponsive after the fall, vomited once in the ambulance',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Born at term, well',
          lastMeal: 'Bottle of formula 2 hours ago',
          events:
            'Fell down about 12 stairs in a baby walker; found at the bottom by his father; brought by ambulance on a scoop with the head supported.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents and a 4-year-old sister',
          vaccinations: 'Up to date for age',
          familyHistory: 'No bleeding disorders known',
        },
        initialExam: {
          generalAppearance:
            'Floppy, pale, blood oozing from a split lip and tongue; right parietal swelling',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 105, capillary refill 3 seconds',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 5, pupils equal and reactive, anterior fontanelle full; no gag reflex',
          disability: 'Responds only to painful stimuli (extensor posture)',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Ollie lies on the resuscitation trolley, his head held by a paramedic. He is not breathing and blood pools in his mouth. An intraosseous needle is being prepared. Suction, oxygen, infant and child masks, bags and airway adjuncts are at hand.',
        vitalSigns: { hr: 105, rr: 0, temp: 36.4, nibp: '78/44', o2: 75, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'GCS 5, pupils equal',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once, without waiting for a scan; holds the head and neck in neutral alignment with manual in-line stabilisation (padding under the shoulders, no pillow, no turning); suctions the blood under direct vision with a suitable catheter.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. What are your first steps?',
      },
      {
        initialState:
          'Bagging has begun, but the tongue falls back, the mask leaks and the chest barely moves.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.4, nibp: '76/42', o2: 68, co2: null },
        airway: 'Blood cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes over about one second, just enough for chest rise; ventilates at 20-30 a minute without hyperventilating.',
          airwayManagement:
            'Opens the airway with a jaw thrust and no head tilt, fingers behind the angle of the jaw and off the soft tissue.',
          maskPositioning:
            'Puts the mask on the right way round over both mouth and nose, holds it with an E-C clamp (two people if it leaks), gets a tight seal and keeps pressure off the eyes.',
        },
        softStop: 'The chest is hardly moving. What will you change?',
      },
      {
        initialState: 'The chest now moves a little, but the tongue still obstructs between breaths.',
        vitalSigns: { hr: 110, rr: 0, temp: 36.4, nibp: '80/46', o2: 84, co2: 52 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Chooses an oropharyngeal airway (not a nasal one), sized from the corner of the mouth to the angle of the jaw, inserts it the right way up over a tongue depressor, and reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Would an airway adjunct help him?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise with each breath, spine still protected. The trauma team takes over. The simulation is complete.',
        vitalSigns: { hr: 118, rr: 25, temp: 36.5, nibp: '82/48', o2: 97, co2: 41 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 5',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call the trauma team and the anaesthetist straight away.',
      'Someone holds his head in line with his body, neutral, a thin pad under his shoulders for the big occiput.',
      'I clear the blood out of his mouth with the Yankauer, watching where the tip goes.',
      'Infant-size mask, checked against his face from nose bridge to chin dimple.',
      'Half-litre self-inflating resuscitator, its reservoir filling from the wall at 15 L/min.',
      'I take my place at the top end of the trolley, behind his head.',
    ],
    [
      'Jaw thrust only, fingers behind the angles of his jaw, no tilting of the head.',
      'Mask the proper way up, its peak at the top of his nose, nose and mouth inside.',
      'Two-person technique: I hold the mask with both hands in E-C grips and a nurse squeezes the bag.',
      'The seal is tight now, no leak.',
      'Rim well away from his eyes.',
      'My fingers keep his jaw lifted up into the mask.',
      'Each bag compression lasts a second and is only as big as it takes to lift his chest.',
      'Twenty-five breaths a minute, no faster.',
    ],
    [
      'Without a gag an OPA is fine: I hold one against his cheek, lip corner to jaw angle, to pick the size.',
      'I press the tongue down with a depressor and slide the airway in the right way up along the tongue.',
      'Then a look at how the chest moves, plus the saturation and heart rate numbers.',
      'Now both sides of the chest lift each time and the sats keep creeping up, so the breaths are getting in.',
    ],
    [],
  ],
};

/**
 * New: Sam, 10 years (30 kg), haemophilia A, sudden severe headache then collapse from an intracranial bleed; apnoeic
 * with a pulse, SpO2 74%, secretions, no gag reflex (oral airway), no trauma.
 */
export const SAM: RunCase = {
  id: 'ho9-r-sam-10y',
  title: 'Held-out case: 10-year-old (30 kg) with haemophilia A, apnoeic after an intracranial bleed, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Sam, a 10-year-old boy (30 kg) with severe haemophilia A on prophylactic factor VIII, complained of a sudden, very bad headache at home this evening, vomited once and then collapsed. There was no fall and no injury. In the emergency department he is unresponsive; he has just stopped breathing but has a pulse. Secretions are pooling in his mouth. His SpO2 is 74%. He has no gag reflex. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia and call for help at once; airway and breathing come before factor replacement and imaging.',
        objective2:
          'Suction the secretions gently under direct vision with a Yankauer; choose a child or small adult mask (bridge of the nose to the cleft of the chin) and a bag of at least 500 mL on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective3:
          'Put the mask on the right way round over mouth and nose, clear of the eyes; sniffing position without hyperextension; head tilt-chin lift or jaw thrust off the soft tissue.',
        objective4:
          'Hold the mask with an E-C clamp (two people if it leaks) with a tight seal, lift the jaw into the mask, and give 1-second breaths to visible chest rise at 20-30 a minute, without hyperventilating.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway (a nasal airway risks bleeding in haemophilia), and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Sam',
          age: 10,
          sex: 'Male',
          weight: 30,
          diagnosis: 'Spontaneous intracranial haemorrhage in severe haemophilia A; apnoea with a pulse',
        },
        history: {
          symptoms: 'Sudden severe headache, one vomit, then collapse',
          allergies: 'None known',
          medications: 'Recombinant factor VIII prophylaxis three times a week (last dose 3 days ago)',
          pmh: 'Severe haemophilia A; two knee bleeds last year',
          lastMeal: 'Dinner 3 hours ago',
          events: 'Headache while watching television, vomited, collapsed on the sofa; no fall, no trauma.',
        },
        PMH: {
          medicalConditions: 'Severe haemophilia A (factor VIII under 1%)',
          hospitalizations: 'Two admissions for haemarthrosis',
          surgeries: 'Port-a-cath inserted at age 3, removed at age 8',
          allergies: 'None known',
          medications: 'Recombinant factor VIII prophylaxis',
          socialHistory: 'Lives with his mother and older sister; in year 6 at school',
          vaccinations: 'Up to date',
          familyHistory: 'Maternal uncle with haemophilia A',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, grey, secretions pooling at the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 64, blood pressure raised',
          abdomen: 'Soft',
          neuro: 'GCS 4, right pupil slightly larger than the left but reactive; no gag reflex',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent; factor VIII level and coagulation sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Sam is on a trolley in the resuscitation room, not breathing, with secretions in his mouth. A cannula is in. Suction, oxygen, masks, bags and adjuncts are ready; the factor VIII is being fetched.',
        vitalSigns: { hr: 64, rr: 0, temp: 36.9, nibp: '138/84', o2: 74, co2: null },
        airway: 'Secretions pooling in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that fits from the bridge of the nose to the cleft of the chin and a bag of at least 500 mL, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help before factor replacement or a scan; suctions the secretions gently under direct vision with a Yankauer.',
          maskPositioning:
            'Puts the mask on the right way round, covering mouth and nose, and keeps it and the fingers off the eyes.',
        },
        softStop: 'He has stopped breathing. What do you do first?',
      },
      {
        initialState: 'Bagging has started; air leaks at the cheeks and the chest hardly rises.',
        vitalSigns: { hr: 60, rr: 0, temp: 36.9, nibp: '142/86', o2: 69, co2: null },
        airway: 'Secretions cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the mask hand; squeezes over about one second, just enough to see the chest rise; 20-30 breaths a minute, no hyperventilation.',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, off the soft tissue.',
          maskPositioning: 'Holds the mask with an E-C clamp, two people if it leaks, with a tight seal.',
        },
        softStop: 'The chest is barely rising. What could you change?',
      },
      {
        initialState: 'His chest moves better, but the tongue obstructs between breaths.',
        vitalSigns: { hr: 70, rr: 0, temp: 36.9, nibp: '136/82', o2: 85, co2: 50 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw, inserts it correctly, and reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'What would help keep his airway open?',
      },
      {
        initialState:
          'Stabilised: SpO2 98% with good chest rise. Factor VIII is running and neurosurgery is on the way. The simulation is complete.',
        vitalSigns: { hr: 76, rr: 22, temp: 36.9, nibp: '130/80', o2: 98, co2: 40 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present',
        disability: 'GCS 4',
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
      'Not breathing, sats 74: I shout for help and put out a resus call.',
      'I suction the secretions gently with a Yankauer, only where I can see it.',
      'Mask sized on his face: top edge at the nasal bridge, lower edge in the chin groove; a large child one.',
      'A self-inflating bag of at least 500 mL, connected to oxygen at 15 litres.',
      'I take up position at the top of the bed, behind his head.',
      'Mask on the right way round, narrow end at the nose, covering his mouth and nose.',
      'The rim and my fingers stay off his eyes.',
    ],
    [
      'Ear canal level with the shoulder, face parallel to the ceiling, the neck not bent backwards.',
      'I tilt the head slightly and lift at the tip of the mandible, staying off the fleshy part underneath.',
      'E-C clamp on the mask; if it leaks, a second person.',
      'No air escaping round the cushion now.',
      'My mask hand lifts his jaw into the mask.',
      'Each breath over a second, just until the chest rises.',
      'Twenty breaths a minute, one every three seconds.',
    ],
    [
      'No gag: oral airway, sized from the corner of the mouth to the angle of the jaw.',
      'I insert it with a tongue depressor, the right way up, following the tongue, gently.',
      'I reassess chest rise, sats and heart rate.',
      'Chest rising well and the saturation climbing: effective ventilation.',
    ],
    [],
  ],
};

/**
 * New: Zoe, 5 years (18 kg), swallowed her mother's lamotrigine, had a seizure, now apnoeic with a pulse, SpO2 71%,
 * saliva, gag reflex present (nasal airway), no trauma.
 */
export const ZOE: RunCase = {
  id: 'ho9-r-zoe-5y',
  title: 'Held-out case: 5-year-old (18 kg) apnoeic after a lamotrigine ingestion and seizure, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Zoe, a 5-year-old girl (18 kg), was found by her mother with an open bottle of the mother's lamotrigine tablets about two hours ago; up to 15 tablets of 100 mg may be missing. In the emergency department she had a generalised seizure that stopped by itself after three minutes. She is now not breathing but has a pulse. Saliva is pooling in her mouth. Her SpO2 is 71%. She still has a gag reflex. There was no fall or injury. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after a seizure and call for help at once, without waiting for antidotes, levels or the poisons centre.',
        objective2:
          'Suction the saliva with a Yankauer under direct vision; choose a child mask (bridge of the nose to the cleft of the chin) and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective3:
          'Place the head in the sniffing position without hyperextension and open the airway with a head tilt-chin lift or jaw thrust, off the soft tissue.',
        objective4:
          'Put the mask on the right way round over mouth and nose, clear of the eyes; hold it with an E-C clamp (two people if it leaks) with a tight seal; lift the jaw into the mask; give 1-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With the gag reflex present, size and insert a nasopharyngeal airway (nostril to tragus), and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Zoe',
          age: 5,
          sex: 'Female',
          weight: 18,
          diagnosis: 'Lamotrigine ingestion with a seizure; apnoea with a pulse',
        },
        history: {
          symptoms: 'Drowsy and unsteady, then a generalised seizure',
          allergies: 'None known',
          medications: 'None regularly',
          pmh: 'Well child',
          lastMeal: 'Breakfast 4 hours ago',
          events:
            "Found with her mother's open bottle of lamotrigine 100 mg; became unsteady and drowsy; a 3-minute generalised seizure in the department; then stopped breathing.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her mother, who has epilepsy; goes to reception class',
          vaccinations: 'Up to date',
          familyHistory: 'Mother has epilepsy',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, cyanosed lips, saliva pooling in the mouth',
          breathing: 'No respiratory effort, no chest rise',
          circulation: 'Pulse present, heart rate 128, QRS slightly broad on the monitor',
          abdomen: 'Soft',
          neuro: 'Post-ictal, pupils mid-size and reactive, nystagmus before the seizure; gag reflex present',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent; lamotrigine level sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Zoe lies on the bed in a cubicle, post-ictal and not breathing, saliva in her mouth. An IV is in. Suction, oxygen, masks, bags and adjuncts are at the bedside.',
        vitalSigns: { hr: 128, rr: 0, temp: 37.1, nibp: '96/58', o2: 71, co2: null },
        airway: 'Saliva pooling; gag reflex present',
        breathing: 'Apnoeic, no chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once, without waiting for antidotes or advice; suctions the saliva under direct vision with a Yankauer.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing after the seizure. What do you do?',
      },
      {
        initialState: 'Bagging has begun, but the mask leaks and the chest barely moves.',
        vitalSigns: { hr: 120, rr: 0, temp: 37.1, nibp: '94/56', o2: 66, co2: null },
        airway: 'Saliva cleared; tongue falling back',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes over about one second, just enough for chest rise; 20-30 breaths a minute.',
          airwayManagement:
            'Sniffing position without hyperextension; head tilt-chin lift or jaw thrust with the fingers on bone, off the soft tissue under the jaw.',
          maskPositioning:
            'Puts the mask on the right way round over mouth and nose, holds it with an E-C clamp (two people if it leaks), gets a tight seal and keeps off the eyes.',
        },
        softStop: 'The chest is hardly moving. What will you change?',
      },
      {
        initialState:
          'The chest moves a little better; she gags when the mask is pressed, and her tongue falls back.',
        vitalSigns: { hr: 124, rr: 0, temp: 37.1, nibp: '95/58', o2: 83, co2: 50 },
        airway: 'Tongue falling back; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Chooses a nasopharyngeal airway (not an oral one, she gags), sized from the nostril to the tragus, lubricated and passed straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Which airway adjunct suits her?',
      },
      {
        initialState: 'Stabilised: SpO2 98% with good chest rise. The simulation is complete.',
        vitalSigns: { hr: 112, rr: 24, temp: 37.0, nibp: '98/60', o2: 98, co2: 40 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain',
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
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with sats of 71: I call for help now.',
      'Yankauer suction of the saliva, under direct vision.',
      'A child mask, bridge of the nose to the chin cleft.',
      'Bag-valve device, 500 mL, with the O2 tubing on and the flowmeter at fifteen.',
      'Behind her head is where I stand to bag.',
    ],
    [
      'Sniffing position, head neutral, not overextended.',
      'Chin lift with a slight head tilt, fingers on the jawbone, not the soft tissue.',
      'Mask on the right way up, covering her nose and mouth.',
      'E-C clamp with one hand; two people if it leaks.',
      'Seal is tight, no leak.',
      'Nothing pressing on her eyes.',
      'My mask hand lifts her jaw into the mask.',
      'Squeeze over one second, just until the chest rises.',
      'Twenty-four breaths a minute.',
    ],
    [
      'Gag still there, so nasal not oral: the NPA length matched against nose tip to the flap in front of the ear.',
      'Gel on the tip, then it slides horizontally toward the back of her head, no force.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises well and the sats are improving: effective ventilation.',
    ],
    [],
  ],
};

/** A setup message of a case, said again as the lead-in of an error. */
export function setupLine(c: RunCase, phase: number, index: number): string {
  const text = c.setup[phase]?.[index];
  if (text === undefined) throw new Error(`${c.id}: no setup message ${phase}/${index}`);
  return text;
}
