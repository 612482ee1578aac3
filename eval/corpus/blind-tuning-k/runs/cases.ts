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
  id: 'tk-r-sample',
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
      'I stand at the head of the bed, behind him.',
      'I suction the secretions out of his mouth with a Yankauer sucker, looking into the mouth while I do it.',
      'I pick a child face mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag and connect it to oxygen at 15 L/min.',
      'I put the mask on the right way round, narrow end over the bridge of the nose, so it covers his mouth and nose.',
      'I hold it with an E-C clamp, get a tight seal with no leak, and keep it off his eyes.',
    ],
    [
      'I put his head in the sniffing position and do not hyperextend the neck.',
      'I open the airway with a head tilt-chin lift, my fingers on the bone of the jaw and not on the soft tissue under it.',
      'I keep the jaw lifted into the mask with the same hand that holds the mask.',
      'I squeeze the bag over one second, just enough to see the chest rise.',
      'I give one breath every 3 seconds, 20 a minute.',
    ],
    [
      'There is no gag reflex, so I choose an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw.',
      'I insert it the right way up over a tongue depressor, following the curve of the tongue.',
      'The chest rises with every breath and the SpO2 is going up: the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Amara, 3 months (5.5 kg), RSV bronchiolitis, apnoeic with a pulse on the ward, thick secretions in the nose
 * and mouth, gag reflex present (nasal airway, not oral).
 */
export const AMARA: RunCase = {
  id: 'tk-r-amara-3m',
  title:
    'Tuning case: 3-month-old (5.5 kg) with RSV bronchiolitis, apnoeic with a pulse, thick secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Amara, a 3-month-old girl (5.5 kg), was admitted yesterday on day 3 of an RSV bronchiolitis, on 1 L/min nasal cannula oxygen and nasogastric feeds. Her nurse has found her grey and floppy in her cot: she is not breathing, but has a pulse. Thick, sticky secretions fill her nostrils and pool in her mouth. Her SpO2 is 72%. She still gags when her mouth is touched. Her mother is at the bedside. You are the first doctor in the room.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an infant with bronchiolitis and call for help (registrar, PICU) at once.',
        objective2:
          'Suction the thick nasal and oral secretions under direct vision with a suitably sized catheter (6-8 Fr for the nose) at a low pressure, before bagging.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin, a 450-500 mL self-inflating bag and oxygen at 10-15 L/min, and ventilate from the head of the cot.',
        objective4:
          'Keep the head neutral with a shoulder roll, open the airway gently without pressing on the soft tissue, seal the mask with an E-C clamp (two people if it leaks) and give 1-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With a gag reflex present, size and insert a nasopharyngeal airway (not an oral one), and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Amara',
          age: 0.25,
          sex: 'Female',
          weight: 5.5,
          diagnosis: 'RSV bronchiolitis with apnoea',
        },
        history: {
          symptoms:
            'Four days of runny nose and cough, poor feeding for two days, short pauses in breathing overnight',
          allergies: 'None known',
          medications: 'Nasal cannula oxygen 1 L/min; nasogastric feeds',
          pmh: 'Born at 37 weeks, no neonatal problems',
          lastMeal: 'Nasogastric feed 1 hour ago',
          events:
            'Two brief self-resolving apnoeas overnight; found apnoeic and grey in her cot by the nurse on the morning round.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None before this admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None before admission',
          socialHistory: 'Lives with her parents and a 2-year-old brother who has a cold',
          vaccinations: '8-week immunisations given',
          familyHistory: 'Father has asthma',
        },
        initialExam: {
          generalAppearance:
            'Grey, floppy, thick secretions bubbling from the nostrils and pooling in the mouth',
          breathing: 'No respiratory effort, no chest movement; crackles heard on admission',
          circulation: 'Brachial pulse present, heart rate 118, capillary refill 3 seconds',
          abdomen: 'Soft, nasogastric tube in place',
          neuro: 'Floppy, unresponsive to voice; gags when the mouth is touched',
          disability: 'Responds to pain with a weak grimace',
        },
        labs: { rvp: 'Nasopharyngeal aspirate positive for respiratory syncytial virus (RSV)' },
      },
    },
    Phases: [
      {
        initialState:
          'Amara lies flat in her cot, not breathing, with thick secretions in her nose and mouth. The nasal cannula has slipped off. Wall suction, oxygen, infant and child masks, bags and airway adjuncts are at the bedside.',
        vitalSigns: { hr: 118, rr: 0, temp: 38.1, nibp: '78/44', o2: 72, co2: null },
        airway: 'Thick secretions in the nostrils and mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Floppy, grimaces to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask reaching from the bridge of the nose to the cleft of the chin, and a 450-500 mL self-inflating bag connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the cot to ventilate.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help straight away; suctions the thick secretions from the nose and mouth with a suitably sized catheter (6-8 Fr), under direct vision and at a low pressure.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her nose is full of secretions. What do you do first?',
      },
      {
        initialState:
          'Bagging has started, but her large head tips her chin onto her chest, air escapes around the mask and the chest barely moves.',
        vitalSigns: { hr: 102, rr: 0, temp: 38.1, nibp: '76/42', o2: 66, co2: null },
        airway: 'Secretions cleared; airway obstructed by the head position',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask; squeezes each breath over about one second, just enough for the chest to rise; ventilates at 20-30 a minute without hyperventilating.',
          airwayManagement:
            'Places a roll under the shoulders to keep the head neutral, without hyperextending the neck; opens the airway with a gentle chin lift or jaw thrust, fingers on the bone and off the soft tissue under the jaw.',
          maskPositioning:
            'Puts the mask on the right way round over both mouth and nose, holds it with an E-C clamp (two-person technique if the seal is poor), gets a tight seal and keeps pressure off the eyes.',
        },
        softStop: 'The chest is hardly moving. What will you change?',
      },
      {
        initialState:
          'The chest rises with most breaths, but secretions re-collect and the airway obstructs between breaths. She gags when the suction catheter touches the back of her mouth.',
        vitalSigns: { hr: 128, rr: 0, temp: 38.0, nibp: '80/46', o2: 84, co2: 58 },
        airway: 'Obstructs between breaths; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Because she has a gag reflex, chooses a nasopharyngeal airway (not an oral one) sized from the tip of the nose to the tragus of the ear, lubricates it and passes it straight back along the floor of the nose; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her airway keeps obstructing between breaths. Would an adjunct help, and which one?',
      },
      {
        initialState:
          'Stabilised: SpO2 96%, good chest rise with each breath through the nasal airway. The PICU team arrives to take over. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 26, temp: 38.0, nibp: '82/48', o2: 96, co2: 46 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces to pain, starting to move her arms',
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
      'She is apnoeic and hypoxic, so I call for help now: please get the registrar and PICU.',
      'I go to the head of the cot to ventilate from there.',
      'I suction the secretions from her nose and mouth with an 8 Fr suction catheter at low pressure, looking as I go.',
      'I choose an infant mask that fits from the bridge of her nose to the cleft of her chin.',
      'I take a 500 mL self-inflating bag and connect it to oxygen at 15 L/min.',
    ],
    [
      'I put a small roll under her shoulders so her head is neutral, not hyperextended.',
      'I open the airway with a gentle chin lift, my fingers on the bony chin and not on the soft tissue.',
      'The mask goes on the right way round, narrow end at the bridge of the nose, covering her mouth and nose.',
      'I hold it with an E-C clamp and get a tight seal, with no pressure on her eyes.',
      'I keep her jaw lifted into the mask with the same hand that holds the mask.',
      'Each squeeze lasts about one second, just enough to see the chest rise.',
      'I give 25 breaths a minute.',
    ],
    [
      'She has a gag reflex, so I choose a nasopharyngeal airway sized from the tip of her nose to the tragus of her ear.',
      'I lubricate it and insert it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest now rises with each breath and the SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Leo, 11 years (36 kg), Guillain-Barre syndrome on the ward (IVIG day 2), apnoeic with a pulse, pooled saliva,
 * no gag reflex (oral airway), no trauma; autonomic instability.
 */
export const LEO: RunCase = {
  id: 'tk-r-leo-11y',
  title:
    'Tuning case: 11-year-old (36 kg) with Guillain-Barre syndrome, apnoeic with a pulse on the ward, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leo, an 11-year-old boy (36 kg), was admitted to the ward two days ago with Guillain-Barre syndrome and is on day 2 of intravenous immunoglobulin. Over the last few hours his voice became weak, he could not swallow his saliva and his vital capacity fell. His nurse has pulled the emergency bell: he has stopped breathing but has a pulse. Saliva is pooling in his mouth. His SpO2 is 76%. He has no gag reflex. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia from neuromuscular respiratory failure and call for help (ward emergency team, PICU, anaesthetist).',
        objective2:
          'Suction the pooled saliva under direct vision with a Yankauer, watching for bradycardia from autonomic instability.',
        objective3:
          'Choose a mask from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL (an adult bag suits his size) on oxygen at 10-15 L/min; take the headboard off and ventilate from the head of the bed.',
        objective4:
          'Sniffing position without hyperextension, head tilt-chin lift off the soft tissue, E-C clamp with a two-person technique for the leak, and 1-second breaths to visible chest rise at 20-30 a minute, without hyperventilating.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 11,
          sex: 'Male',
          weight: 36,
          diagnosis:
            'Guillain-Barre syndrome with bulbar and respiratory muscle weakness; apnoea with a pulse',
        },
        history: {
          symptoms:
            'Tingling feet and ascending leg weakness for 6 days, unable to walk for 3 days, weak voice and drooling since this morning',
          allergies: 'Penicillin (rash)',
          medications: 'Intravenous immunoglobulin (day 2 of 5), paracetamol',
          pmh: 'Diarrhoeal illness 3 weeks ago; otherwise well',
          lastMeal: 'Nil by mouth since this morning because of unsafe swallow',
          events:
            'Vital capacity fell from 1.8 L yesterday to 0.9 L this afternoon; PICU review was booked. Found apnoeic by his nurse 2 minutes ago.',
        },
        PMH: {
          medicalConditions: 'None before this illness',
          hospitalizations: 'None before this admission',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'None regularly',
          socialHistory: 'Lives with his parents and twin sister; in year 6, plays football',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Lying flat and floppy, saliva pooling at the mouth, cyanosed lips',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 132, blood pressure labile, capillary refill 2 seconds',
          abdomen: 'Soft, bladder palpable',
          neuro:
            'Areflexic flaccid weakness of all four limbs, bilateral facial weakness, no gag reflex; awake before the apnoea',
          disability: 'Eyes closed, minimal response',
        },
        labs: { rvp: 'Not sent; CSF protein raised with a normal cell count' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies flat in a ward bed with the headboard in place, not breathing, with saliva pooling in his mouth. The crash trolley has arrived with suction, oxygen, masks, bags and airway adjuncts. A cannula is in.',
        vitalSigns: { hr: 132, rr: 0, temp: 37.2, nibp: '146/92', o2: 76, co2: null },
        airway: 'Saliva pooling in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, blood pressure labile',
        disability: 'Minimal response',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that fits from the bridge of the nose to the cleft of the chin (a small adult or large child mask) and a self-inflating bag of at least 500 mL (an adult bag is fine at 36 kg), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Takes the headboard off and ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help (ward emergency team, PICU); suctions the pooled saliva under direct vision with a Yankauer.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering both mouth and nose, and keeps it off the eyes.',
        },
        softStop: 'He has stopped breathing on the ward. What do you do first?',
      },
      {
        initialState:
          'Bagging has begun, but his floppy jaw falls open, air hisses out at the cheeks and the chest barely rises. His heart rate dropped briefly to 64 during suction and has recovered.',
        vitalSigns: { hr: 118, rr: 0, temp: 37.2, nibp: '104/60', o2: 68, co2: null },
        airway: 'Saliva cleared; tongue and jaw fall back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'Minimal response',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes each breath over about one second, just enough for the chest to rise; ventilates at 20-30 a minute without hyperventilating.',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift (or jaw thrust), fingers on the bone and off the soft tissue under the jaw.',
          maskPositioning:
            'Holds the mask with an E-C clamp, changing to a two-person technique because it leaks, and gets a tight seal.',
        },
        softStop: 'Air is leaking around the mask and the chest barely rises. What will you change?',
      },
      {
        initialState:
          'The chest rises with most breaths, but his tongue falls back and obstructs between breaths.',
        vitalSigns: { hr: 110, rr: 0, temp: 37.2, nibp: '112/70', o2: 86, co2: 55 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Minimal response',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw, inserts it correctly, and reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. What could help?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, good chest rise with each breath. The PICU team arrives to intubate him. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 20, temp: 37.2, nibp: '116/72', o2: 98, co2: 42 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Minimal response',
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
      'He is apnoeic and hypoxic: I call for help, the ward emergency team and PICU.',
      'I take the headboard off and stand at the head of the bed.',
      'I suction the saliva from his mouth with a Yankauer under direct vision.',
      'I choose a small adult mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use an adult self-inflating bag connected to oxygen at 15 L/min.',
      'I put the mask on the right way round, narrow end over the bridge of the nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'I put his head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bone of the jaw, not the soft tissue.',
      'I hold the mask with an E-C clamp; it leaks, so I use two hands on the mask and a nurse squeezes the bag, and the seal is now tight.',
      'I keep lifting the jaw into the mask with the hands that hold the mask.',
      'Each breath is squeezed over one second, just enough to see the chest rise.',
      'I ventilate at 20 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up with a tongue depressor, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate.',
      'His chest rises with every breath and the SpO2 is going up: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Noah, 13 years (48 kg), dived into the shallow end of a pool; apnoeic with a pulse, cervical spine not cleared,
 * water and vomit in the mouth, no gag reflex, no sign of a basal skull fracture.
 */
export const NOAH: RunCase = {
  id: 'tk-r-noah-13y',
  title:
    'Tuning case: 13-year-old (48 kg) after a diving accident in a shallow pool, apnoeic with a pulse, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noah, a 13-year-old boy (48 kg), dived head first into the shallow end of a hotel swimming pool 30 minutes ago and did not come up. Friends pulled him out after about a minute face down in the water. Paramedics brought him in on a scoop stretcher with head blocks. In the resuscitation room he has stopped breathing but has a pulse; his SpO2 is 74%. There is pool water and some vomit in his mouth. He has no gag reflex. His cervical spine has not been cleared. There is a graze on his forehead but no sign of a basal skull fracture (no bruising behind the ears or around the eyes, no fluid from the nose or ears). You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after a diving injury and call the trauma team and an anaesthetist at once, without waiting for imaging.',
        objective2:
          'Keep the head and neck in neutral alignment with manual in-line stabilisation (no sniffing position, no tilt) and suction the water and vomit under direct vision.',
        objective3:
          'Choose a mask from the bridge of the nose to the cleft of the chin (small adult) and an adult self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a jaw thrust only, use a two-person technique with an E-C grip and a tight seal, keep off the eyes, and give 1-second breaths to visible chest rise at 20-30 a minute without hyperventilating.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway (a nasal airway is acceptable, as there is no sign of a basal skull fracture), and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noah',
          age: 13,
          sex: 'Male',
          weight: 48,
          diagnosis:
            'Diving injury: possible cervical spinal cord injury and submersion; apnoea with a pulse',
        },
        history: {
          symptoms: 'Did not surface after the dive; limp when pulled out, one vomit on the poolside',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; mild eczema',
          lastMeal: 'Lunch 2 hours ago',
          events:
            'Dived into water about 1 metre deep, struck his head on the bottom, face down for about a minute; friends pulled him out; paramedics gave oxygen and immobilised him on a scoop with head blocks.',
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollients',
          socialHistory: 'On holiday with his family; in year 8',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Limp, pale, wet; graze on the forehead; pool water and vomit in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 58, blood pressure low, warm peripheries',
          abdomen: 'Soft',
          neuro:
            'GCS 6; no limb movement; no gag reflex; no bruising behind the ears or around the eyes, no fluid from the nose or ears',
          disability: 'Flaccid limbs, eyes open to pain',
        },
        labs: { rvp: 'Not sent; blood gas and trauma bloods sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Noah lies on the scoop stretcher on the resuscitation trolley with head blocks and a collar, not breathing, with water and vomit in his mouth. Suction, oxygen, masks, bags and adjuncts are ready.',
        vitalSigns: { hr: 58, rr: 0, temp: 35.6, nibp: '84/46', o2: 74, co2: null },
        airway: 'Water and vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, warm peripheries',
        disability: 'GCS 6, flaccid limbs',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that fits from the bridge of the nose to the cleft of the chin (small adult) and an adult self-inflating bag connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls the trauma team and an anaesthetist at once; keeps the head and neck in neutral alignment with manual in-line stabilisation, never in the sniffing position or extended; suctions the water and vomit under direct vision with a Yankauer.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and his neck is not cleared. What are your first steps?',
      },
      {
        initialState:
          'Bagging has begun with the neck held in line, but the tongue falls back, air leaks around the mask and the chest barely rises.',
        vitalSigns: { hr: 54, rr: 0, temp: 35.6, nibp: '82/44', o2: 68, co2: null },
        airway: 'Mouth cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 6',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hands; squeezes each breath over about one second, just enough for the chest to rise; ventilates at 20-30 a minute without hyperventilating.',
          airwayManagement:
            'Opens the airway with a jaw thrust alone, no head tilt and no chin lift that moves the neck, fingers behind the angles of the jaw and off the soft tissue.',
          maskPositioning:
            'Puts the mask on the right way round over both mouth and nose, holds it with an E-C grip using a two-person technique (both hands on the mask while another person squeezes), gets a tight seal and keeps pressure off the eyes.',
        },
        softStop: 'The chest hardly rises and the neck must not move. What will you change?',
      },
      {
        initialState: 'The chest moves with most breaths, but the tongue still obstructs between breaths.',
        vitalSigns: { hr: 66, rr: 0, temp: 35.7, nibp: '88/50', o2: 85, co2: 54 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 6',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (or a nasopharyngeal airway from the nostril to the tragus, acceptable as there is no sign of a basal skull fracture), inserts it correctly without moving the neck, and reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. Would an adjunct help?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise with each breath, neck still held in line. The anaesthetist takes over the airway. The simulation is complete.',
        vitalSigns: { hr: 72, rr: 20, temp: 35.8, nibp: '90/52', o2: 97, co2: 42 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present',
        disability: 'GCS 6',
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
      'He is apnoeic and hypoxic: I call the trauma team and an anaesthetist now.',
      'A nurse holds manual in-line stabilisation so his head and neck stay in neutral alignment, no tilt and no sniffing position.',
      'I stand at the head of the trolley.',
      'I suction the water and vomit from his mouth with a Yankauer under direct vision.',
      'I choose a small adult mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use an adult self-inflating bag connected to oxygen at 15 L/min.',
    ],
    [
      'I open the airway with a jaw thrust only, fingers behind the angles of the jaw, with no head tilt.',
      'I put the mask on the right way round, narrow end over the bridge of the nose, covering his mouth and nose.',
      'Two-person technique: I hold the mask with both hands in an E-C grip and a colleague squeezes the bag.',
      'The seal is tight and there is no pressure on his eyes.',
      'My hands keep lifting his jaw up into the mask.',
      'Each squeeze lasts one second, just enough to see the chest rise.',
      'We give 20 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up over a tongue depressor without moving his neck.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises with each breath and the SpO2 is improving: ventilation is effective.',
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
