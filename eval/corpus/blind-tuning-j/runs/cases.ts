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
  id: 'tj-r-sample',
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
      'I suction the secretions out of his mouth with a Yankauer sucker, under direct vision.',
      'I choose a child face mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I take a 500 mL self-inflating bag and connect it to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on with the narrow end over his nose so that it covers his nose and his mouth.',
      'I hold the mask with an E-C clamp, get a tight seal with no leak, and keep it off his eyes.',
    ],
    [
      'I put his head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'My mask hand lifts his jaw up into the mask to keep the airway open.',
      'I squeeze the bag over about one second, just enough to see the chest rise.',
      'I ventilate at 20 breaths per minute, one breath every 3 seconds.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I insert the oropharyngeal airway over a tongue depressor, following the curve of the tongue.',
      'The chest rises with every breath and his SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Mila, 6 weeks (4 kg), apnoeic with a pulse after milk aspiration following a feed; milk in the mouth and nose;
 * gag reflex present (so a nasal airway, not an oral one); no trauma.
 */
export const MILA: RunCase = {
  id: 'tj-r-mila-6w',
  title: 'Tuning case: 6-week-old (4 kg) apnoeic after milk aspiration following a feed, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mila, a 6-week-old girl (4 kg), is carried into the emergency department by her father. About ten minutes after a bottle feed at home she went limp and blue while being winded, and milk came out of her mouth and nose. She has a pulse but has stopped breathing. Her mouth and both nostrils are full of milk. Her SpO2 is 68%. She still gags when anything touches the back of her mouth. You are the first doctor at the resuscitaire.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia in a young infant and call for help at once.',
        objective2:
          'Suction the milk from the mouth and then the nose under vision with a suitably small catheter or bulb, without a finger sweep, before ventilating.',
        objective3:
          'Position the head neutral with a shoulder roll; choose an infant mask, a 450-500 mL self-inflating bag and oxygen at 10-15 L/min.',
        objective4:
          'Seal the mask over mouth and nose with an E-C clamp (two people if it leaks), lift the jaw into the mask, and give small 1-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With a gag reflex, avoid an oral airway; size and insert a nasopharyngeal airway and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mila',
          age: 0.12,
          sex: 'Female',
          weight: 4,
          diagnosis: 'Aspiration of milk after a feed; apnoea with a pulse',
        },
        history: {
          symptoms: 'Went limp and blue while being winded after a feed; milk from the mouth and nose',
          allergies: 'None known',
          medications: 'Vitamin D drops',
          pmh: 'Born at term by normal delivery; brings up small amounts of milk after most feeds',
          lastMeal: '120 mL of formula about 15 minutes ago',
          events:
            'Fed lying almost flat on the sofa, then winded over her father’s shoulder; went floppy and blue with milk coming from her nose; her father ran next door to the emergency department with her.',
        },
        PMH: {
          medicalConditions: 'Posseting after feeds',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Vitamin D drops',
          socialHistory: 'First child; lives with both parents',
          vaccinations: 'Not yet due for her 8-week immunisations',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Limp and cyanosed; milk in the mouth and bubbling at both nostrils',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse 110, capillary refill 3 seconds',
          abdomen: 'Soft, mildly distended',
          neuro: 'Floppy; anterior fontanelle soft; gags when the back of the mouth is touched',
          disability: 'Grimaces weakly to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Mila lies on the resuscitaire. She is not breathing; milk pools in her mouth and bubbles from both nostrils. Bulb and catheter suction, oxygen, infant and child masks, 250 mL, 500 mL and adult bags, and airway adjuncts are at hand.',
        vitalSigns: { hr: 110, rr: 0, temp: 36.8, nibp: '72/40', o2: 68, co2: null },
        airway: 'Milk in the mouth and both nostrils; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Floppy, grimaces to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag (not an adult bag), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the resuscitaire.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help; suctions the milk from the mouth and then the nose with a bulb or a small (8-10 Fr) catheter, under vision and without a finger sweep, before bagging; lays the head in neutral with a small roll under the shoulders, not tipped back.',
          maskPositioning: '',
        },
        softStop: 'She is blue, not breathing, and there is milk everywhere. What do you do first?',
      },
      {
        initialState:
          'Bagging has started, but air hisses out at the side of the mask and her chest barely moves.',
        vitalSigns: { hr: 100, rr: 0, temp: 36.8, nibp: '70/38', o2: 62, co2: null },
        airway: 'Milk cleared; soft tissues obstructing',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; gives small squeezes over about one second, just enough to see the chest rise; ventilates at 20-30 breaths a minute (one every 2-3 seconds).',
          airwayManagement:
            'Opens the airway with a gentle chin lift on the bony jaw or a jaw thrust, head kept neutral, fingers off the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way round over both mouth and nose, holds it with an E-C clamp (two people if it still leaks), gets a tight seal and keeps pressure off the eyes.',
        },
        softStop: 'The mask is leaking and her chest hardly moves. What will you change?',
      },
      {
        initialState:
          'Her chest moves now and the saturation climbs slowly, but the soft tissues obstruct between breaths. She gags when the back of her mouth is touched.',
        vitalSigns: { hr: 125, rr: 0, temp: 36.8, nibp: '74/42', o2: 82, co2: 55 },
        airway: 'Obstructing between breaths; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Starting to move her arms',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Does not use an oral airway because she gags; chooses a nasopharyngeal airway measured from the tip of the nose to the tragus of the ear, suctions the nostril, lubricates the tube and passes it gently straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Could an airway adjunct help her? Which one?',
      },
      {
        initialState:
          'Stabilised: pink, SpO2 96%, good chest rise with each breath and she begins to breathe on her own. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 30, temp: 36.8, nibp: '76/44', o2: 96, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise; some spontaneous breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Moving all limbs, crying weakly',
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
      'She is apnoeic and hypoxic: I call for help now, the paediatric resuscitation team.',
      'I suction the milk from her mouth and then her nose with an 8 French catheter, under direct vision.',
      'I lay her flat with a small roll under her shoulders so that her head is neutral, not tipped back.',
      'I choose an infant face mask that reaches from the bridge of her nose to the cleft of her chin.',
      'I take the 500 mL self-inflating bag and connect it to oxygen at 15 L/min.',
      'I stand at the head of the resuscitaire.',
    ],
    [
      'I open her airway with a gentle chin lift, my finger on the bone of her chin, head neutral.',
      'The mask is the right way round, narrow end over the nose, covering her nose and mouth.',
      'It still leaks, so two-person technique: I hold the mask with an E-C clamp with both hands and a nurse squeezes the bag.',
      'The seal is now tight, and nothing presses on her eyes.',
      'My mask hand lifts her jaw up into the mask.',
      'Small squeezes over one second each, just enough to see her chest rise.',
      'We ventilate at 25 breaths per minute, one breath every 2 to 3 seconds.',
    ],
    [
      'She gags, so no oral airway: I choose a nasopharyngeal airway measured from the tip of her nose to the tragus of her ear.',
      'I suction the nostril, lubricate the tube and pass it gently straight back along the floor of the nose.',
      'I reassess: the chest rises, SpO2 is going up and her heart rate is 130.',
      'Ventilation is effective: her chest rises visibly with each breath and her SpO2 is improving.',
    ],
    [],
  ],
};

/**
 * New: Jonah, 10 years (32 kg), fell 3 metres from a tree; GCS 4, apnoeic with a pulse, blood in the mouth, no gag
 * reflex (oral airway), cervical spine not cleared, no sign of a basal skull fracture.
 */
export const JONAH: RunCase = {
  id: 'tj-r-jonah-10y',
  title:
    'Tuning case: 10-year-old (32 kg) apnoeic after a 3-metre fall from a tree, GCS 4, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jonah, a 10-year-old boy (32 kg), fell about 3 metres from a tree onto hard ground in a park 30 minutes ago. He was unconscious at the scene and arrives by ambulance on a scoop stretcher with his head held in blocks. In the resuscitation room his GCS is 4 and he has now stopped breathing, but he has a pulse. There is blood in his mouth from a bitten tongue. His SpO2 is 72%. He has no gag reflex. There is no bruising behind the ears or around the eyes, and no blood or clear fluid from the nose or ears. His cervical spine has not been cleared. You are the first doctor at his head.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an injured child and call the trauma team and an anaesthetist at once.',
        objective2:
          'Keep the head and neck in neutral with manual in-line stabilisation, open the airway with a jaw thrust without head tilt, and suction the blood under vision.',
        objective3:
          'Choose a child mask, a self-inflating bag of at least 500 mL (an adult bag suits his size) and oxygen at 15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Switch to a two-person technique when the mask leaks, seal it over mouth and nose off the eyes, and give 1-second breaths to chest rise at 20-30 a minute without hyperventilating; reassess after the change.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway without moving the neck, and confirm effective ventilation.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jonah',
          age: 10,
          sex: 'Male',
          weight: 32,
          diagnosis:
            'Severe head injury after a 3-metre fall from a tree; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unconscious since the fall; one vomit in the ambulance',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; mild asthma as a toddler',
          lastMeal: 'Sandwich about 2 hours ago',
          events:
            'Climbing with friends; a branch broke and he fell about 3 metres, landing on his head and right shoulder. Unconscious at the scene; immobilised by the paramedics.',
        },
        PMH: {
          medicalConditions: 'None now',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his mother and two brothers; year 5 at school',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders known',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, grey; large swelling over the left temple; blood in the mouth from a bitten tongue',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 88, capillary refill 2 seconds',
          abdomen: 'Soft, abrasions over the right flank',
          neuro:
            'GCS 4 (E1 V1 M2), pupils equal and reactive; no gag reflex; no Battle sign, no raccoon eyes, no CSF leak',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent; blood gas, glucose and crossmatch sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Jonah lies supine on the trolley, his head held in blocks. He is not breathing; blood pools in his mouth. Suction, oxygen, child and adult masks, 500 mL and adult bags and airway adjuncts are at hand.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.2, nibp: '118/70', o2: 72, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4, pupils equal',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin, clear of the eyes, and a self-inflating bag of 500 mL or more (an adult 1 L bag suits his size), connected to oxygen at 15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls the trauma team and an anaesthetist at once; keeps the head and neck in neutral alignment with manual in-line stabilisation (no pillow, no tilt, no turning); opens the airway with a jaw thrust alone, fingers behind the angles of the jaw and off the soft tissue; suctions the blood under direct vision with a rigid sucker.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. What are your first steps?',
      },
      {
        initialState:
          'Bagging has started with one hand, but the mask leaks at the cheeks and his chest barely rises.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.2, nibp: '124/72', o2: 70, co2: null },
        airway: 'Blood cleared; jaw thrust held',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hands, without moving the neck; squeezes over about one second, just enough for visible chest rise; ventilates at 20-30 a minute (one breath every 2-3 seconds) and does not hyperventilate.',
          airwayManagement: 'Reassesses after the change of technique: chest rise, SpO2 and heart rate.',
          maskPositioning:
            'Puts the mask the right way round over mouth and nose; with a one-hand leak, changes to a two-person technique (a two-handed E-C grip holding the jaw thrust while a second person squeezes); gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask leaks and the chest barely rises. What will you change?',
      },
      {
        initialState: 'His chest rises better, but his tongue falls back between breaths.',
        vitalSigns: { hr: 90, rr: 0, temp: 36.2, nibp: '120/70', o2: 86, co2: 48 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it gently over a tongue depressor (or by rotation at his age), without force and without moving the neck.',
          maskPositioning: '',
        },
        softStop: 'What would keep his tongue out of the way?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise with each breath, spine still protected. The anaesthetist arrives to intubate before CT. The simulation is complete.',
        vitalSigns: { hr: 92, rr: 20, temp: 36.3, nibp: '116/68', o2: 97, co2: 40 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-7', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call the trauma team and an anaesthetist now.',
      'A nurse holds manual in-line stabilisation, head and neck neutral, no pillow and no tilt.',
      'I suction the blood from his mouth with a Yankauer under direct vision.',
      'I open the airway with a jaw thrust only, fingers behind the angles of the jaw, no head tilt.',
      'I choose a child mask that reaches from the bridge of his nose to the cleft of his chin, clear of his eyes.',
      'I take an adult 1 litre self-inflating bag and connect it to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'The mask leaks, so two-person technique: I hold the mask with a two-handed E-C grip and the jaw thrust, and a colleague squeezes the bag.',
      'The mask is the right way round, narrow end over the nose, covering his nose and mouth, with a tight seal and no pressure on his eyes.',
      'My mask hands lift his jaw up into the mask without moving his neck.',
      'Each squeeze lasts about one second, just enough to see the chest rise.',
      'We ventilate at 20 breaths per minute, one every 3 seconds, no hyperventilation.',
      'I reassess after the change: chest rise, SpO2 and heart rate.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I insert it gently over a tongue depressor, without moving his neck.',
      'The chest rises visibly with each breath and his SpO2 is improving: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Leo, 15 years (58 kg), apnoeic with a pulse after alcohol and GHB at a party; vomit in the mouth; gag reflex
 * present (so a nasal airway, not an oral one); no injury.
 */
export const LEO: RunCase = {
  id: 'tj-r-leo-15y',
  title: 'Tuning case: 15-year-old (58 kg) apnoeic after alcohol and GHB, vomit in the mouth, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Leo, a 15-year-old boy (58 kg), is brought in by ambulance from a house party. His friends say he drank vodka and took 'G' (GHB) about an hour ago, then became deeply unconscious and vomited. He has now stopped breathing but has a pulse. There is vomit in his mouth. His SpO2 is 70%. He still gags when the back of his throat is touched. He has no injuries: he was found lying on a sofa and did not fall. You are the first doctor at the bedside.",
      objectives: {
        objective1: 'Recognise apnoea and hypoxia after a GHB and alcohol overdose and call for help.',
        objective2:
          'Suction the vomit under vision with a large-bore rigid sucker before ventilating, with no finger sweep.',
        objective3:
          'Choose an adult mask and an adult self-inflating bag on oxygen at 15 L/min, and seal the mask over mouth and nose with an E-C clamp, off the eyes.',
        objective4:
          'Position the head in sniffing position, open the airway with a head tilt-chin lift, and give gentle 1-second breaths to chest rise at an adolescent rate without inflating the stomach.',
        objective5:
          'With a gag reflex, avoid an oral airway; size and insert a nasopharyngeal airway and reassess.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 15,
          sex: 'Male',
          weight: 58,
          diagnosis: 'GHB and alcohol intoxication; apnoea with a pulse; vomit in the airway',
        },
        history: {
          symptoms: 'Deeply unconscious, vomited once, then stopped breathing',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well',
          lastMeal: 'Pizza about 4 hours ago; alcohol since',
          events:
            'Drank vodka and took GHB at a house party about an hour ago; friends found him unrousable on a sofa with vomit on his face and called an ambulance. No fall, no fight.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents; year 11 at school; occasional alcohol at weekends',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, cyanosed lips, vomit in the mouth and on the face; no injuries',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 58, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro: 'GCS 3, pupils small and reactive; gags when the back of the throat is touched',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not sent; glucose 5.8 mmol/L, ethanol level and blood gas sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies supine on the bed. He is not breathing; vomit fills his mouth. Yankauer suction, oxygen, child and adult masks, bags of several sizes and airway adjuncts are at hand.',
        vitalSigns: { hr: 58, rr: 0, temp: 35.9, nibp: '104/62', o2: 70, co2: null },
        airway: 'Vomit in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L), connected to oxygen at 15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help; suctions the vomit from the mouth with a large-bore rigid (Yankauer) sucker under direct vision, with no finger sweep, before bagging.',
          maskPositioning:
            'Puts the mask on the right way round (narrow end over the nose), covering mouth and nose; holds it with an E-C clamp; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'He has stopped breathing and there is vomit in his mouth. What do you do first?',
      },
      {
        initialState: 'Bagging has started, but his chest barely moves and his stomach begins to rise.',
        vitalSigns: { hr: 54, rr: 0, temp: 35.9, nibp: '100/60', o2: 66, co2: null },
        airway: 'Vomit cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise; gastric inflation',
        circulation: 'Pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the mask hand; squeezes the adult bag gently over about one second, only until the chest rises; ventilates at an adolescent rate, one breath every 3-6 seconds (10-20 a minute), without hyperventilating.',
          airwayManagement:
            'Places the head in the sniffing position (a pad under the occiput) without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and off the soft tissue.',
          maskPositioning: '',
        },
        softStop: 'His chest barely moves and his stomach is rising. What could you change?',
      },
      {
        initialState:
          'His chest rises now and SpO2 is improving, but his tongue falls back between breaths. He gags when the back of his throat is touched.',
        vitalSigns: { hr: 72, rr: 0, temp: 35.9, nibp: '108/64', o2: 85, co2: 52 },
        airway: 'Tongue falling back; gag reflex present',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Does not use an oral airway because he gags; chooses a nasopharyngeal airway sized from the tip of the nose to the tragus of the ear (no sign of a skull base injury, no bleeding tendency), lubricates it and passes it straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'What adjunct would help keep his airway open, given that he gags?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, good chest rise with each breath; he starts to take some breaths of his own. The simulation is complete.',
        vitalSigns: { hr: 78, rr: 12, temp: 36.0, nibp: '110/66', o2: 98, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise; some spontaneous breaths',
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
    [
      'BMV-1',
      'BMV-2',
      'BMV-8',
      'BMV-9',
      'BMV-10',
      'BMV-11',
      'BMV-12',
      'BMV-13',
      'BMV-14',
      'BMV-15',
      'BMV-16',
    ],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call for help, the resuscitation team.',
      'I suction the vomit from his mouth with a Yankauer sucker under direct vision.',
      'I choose an adult face mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I take an adult 1.6 L self-inflating bag and connect it to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on with the narrow end over his nose, covering his nose and mouth.',
      'I hold it with an E-C clamp, get a tight seal with no leak and keep it off his eyes.',
    ],
    [
      'I put a folded towel under his occiput for the sniffing position, without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bone of the jaw, not the soft tissue.',
      'My mask hand lifts his jaw up into the mask.',
      'I squeeze the bag gently over one second, only until the chest rises.',
      'I ventilate at 15 breaths per minute, one breath every 4 seconds.',
    ],
    [
      'He gags, so no oral airway: I choose a nasopharyngeal airway sized from the tip of his nose to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess: chest rise, SpO2 and heart rate.',
      'Ventilation is effective: the chest rises visibly and his SpO2 is improving.',
    ],
    [],
  ],
};
