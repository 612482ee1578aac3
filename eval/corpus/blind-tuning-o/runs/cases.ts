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
  id: 'to-r-sample',
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
      'I suction the secretions out of his mouth with a Yankauer, looking in as I do it.',
      'A child face mask that sits from the bridge of his nose to the cleft of his chin.',
      'A 500 mL self-inflating bag with a reservoir, connected to wall oxygen at 15 L/min.',
      'I stand at the head of the bed, behind him.',
      'Mask on the right way up, narrow end over the nose, covering his nose and his mouth.',
      'I hold it with an E-C clamp, the seal is tight with no leak, and nothing presses on his eyes.',
    ],
    [
      'His head goes into the sniffing position, ear level with the shoulder, without overextending the neck.',
      'Head tilt-chin lift with my fingertips on the bone of the jaw, not on the soft tissue under it.',
      'The hand holding the mask keeps lifting his jaw up into the mask.',
      'Each squeeze lasts about one second and stops as soon as his chest rises.',
      'I give twenty-four breaths a minute, one every two and a half seconds.',
    ],
    [
      'He has no gag reflex, so an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I hold the tongue down with a tongue depressor and slide the airway in the right way up along it.',
      'His chest rises with every breath and his saturation keeps climbing: the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Noor, 2 months (4.5 kg), RSV bronchiolitis on day 3, apnoeic with a pulse, thick secretions in nose and mouth,
 * no gag reflex (oral airway).
 */
export const NOOR: RunCase = {
  id: 'to-r-noor-2m',
  title: 'Tuning case: 2-month-old (4.5 kg) with bronchiolitis, apnoeic with thick secretions, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noor, a 2-month-old girl (4.5 kg), is on day 3 of RSV bronchiolitis on the paediatric ward, on high-flow nasal oxygen. She has had two short apnoeas this shift that settled with stimulation. The nurse now calls you: Noor has stopped breathing, she is grey and floppy, her nose and mouth are full of thick mucus, and her SpO2 is 70%. She has a pulse. There is no gag reflex. You are the first doctor at the cot.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an infant and call for help at once (senior, PICU outreach).',
        objective2:
          'Clear the thick secretions from nose and mouth with a suitably sized suction catheter, briefly and under vision; lay the head neutral with a shoulder roll.',
        objective3:
          'Choose an infant mask (bridge of the nose to the cleft of the chin), a self-inflating bag of at least 450-500 mL and oxygen at 10-15 L/min; ventilate from the head of the cot.',
        objective4:
          'Put the mask on the right way round over nose and mouth, E-C clamp or two-person technique, tight seal, eyes free; chin lift on bone; 1-second breaths to visible chest rise at 20-30 a minute (not the newborn rate).',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway over a tongue depressor, then reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noor',
          age: 0.17,
          sex: 'Female',
          weight: 4.5,
          diagnosis: 'RSV bronchiolitis with apnoea; apnoeic with a pulse',
        },
        history: {
          symptoms: 'Coryza and cough for 5 days, poor feeding for 2 days, two short apnoeas today',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Born at 37 weeks, no neonatal problems',
          lastMeal: 'Half a bottle of expressed breast milk 2 hours ago',
          events:
            'Admitted yesterday on high-flow nasal oxygen; two short apnoeas this shift settled with stimulation; now apnoeic and not responding to stimulation.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None before this admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her parents and a 3-year-old brother who has a cold',
          vaccinations: '6-week immunisations not yet given',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Grey, floppy, thick mucus bubbling at the nostrils and pooling in the mouth',
          breathing: 'No respiratory effort, no chest movement; crackles heard earlier today',
          circulation: 'Brachial pulse present, heart rate 118, capillary refill 3 seconds',
          abdomen: 'Soft, liver edge 2 cm',
          neuro: 'Unresponsive to stimulation; anterior fontanelle soft; no gag reflex',
          disability: 'Floppy, no response to stimulation',
        },
        labs: { rvp: 'Respiratory viral panel positive for RSV' },
      },
    },
    Phases: [
      {
        initialState:
          'Noor lies in her cot, apnoeic and grey, the high-flow cannula pushed aside. Thick mucus fills her nose and mouth. Wall suction, oxygen, infant and child masks, bags and oral airways are on the bedside trolley.',
        vitalSigns: { hr: 118, rr: 0, temp: 37.9, nibp: '78/44', o2: 70, co2: null },
        airway: 'Thick secretions in the nose and mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Floppy, unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin without touching the eyes, and a self-inflating bag of at least 450 mL (not the small neonatal bag), connected to oxygen with the flow at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the cot.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help straight away; suctions the thick secretions from the nose and mouth with a suitably sized catheter (8-10 Fr), in short passes and under vision; lays the head in a neutral position with a small roll under the shoulders, neither flexed by a pillow nor overextended.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her nose and mouth are full of mucus. What do you do first?',
      },
      {
        initialState: 'Bagging has started, but the mask leaks and her chest hardly moves.',
        vitalSigns: { hr: 104, rr: 0, temp: 37.9, nibp: '74/40', o2: 64, co2: null },
        airway: 'Secretions cleared; soft tissues obstructing',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask, lifting the jaw into it; squeezes each breath over about one second, only until the chest starts to rise; ventilates at 20-30 breaths a minute, not the newborn rate of 40-60.',
          airwayManagement:
            'Opens the airway with a gentle chin lift (or jaw thrust), fingers on the bony jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the nose, covering both nose and mouth; holds it with an E-C clamp and changes to a two-person technique when it still leaks; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The chest is hardly moving and you can hear the mask leak. What will you change?',
      },
      {
        initialState:
          'Her chest moves a little with each breath, but her tongue still falls back between breaths.',
        vitalSigns: { hr: 126, rr: 0, temp: 37.9, nibp: '80/46', o2: 82, co2: 58 },
        airway: 'Tongue obstructing between breaths; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw, inserts it the right way up over a tongue depressor (no rotation in an infant), and reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. Would anything help?',
      },
      {
        initialState:
          'Stabilised: SpO2 96% and the chest rises well with each breath. The PICU team arrives and takes over. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 26, temp: 37.8, nibp: '82/48', o2: 96, co2: 47 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Starting to move her limbs',
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
      'She is apnoeic and her sats are 70%: I call for help now, my senior and the PICU team.',
      'I suction the thick mucus from her nose and mouth with an 8 French catheter, under vision, a few seconds at a time.',
      'A small rolled towel under her shoulders so her head lies neutral, not tipped back.',
      'An infant face mask that fits from the bridge of her nose to the cleft of her chin, clear of her eyes.',
      'A 500 mL self-inflating bag with its reservoir, on oxygen at 15 L/min.',
      'I stand at the head of the cot to ventilate.',
    ],
    [
      'Gentle chin lift, my fingers on the bony jaw and off the soft tissue under her chin.',
      'The mask goes on the right way round, narrow end over her nose, covering her nose and mouth.',
      'E-C clamp; it still leaks, so a nurse squeezes the bag while I hold the mask with both hands.',
      'The seal is tight now, no air escaping.',
      'No pressure on her eyes.',
      'My mask hand keeps lifting her jaw up into the mask.',
      'Each breath over about one second, just until her chest starts to rise.',
      'Twenty-five breaths a minute, one every two to three seconds.',
    ],
    [
      'She has no gag reflex, so an oropharyngeal airway sized from the corner of her mouth to the angle of her jaw.',
      'I insert it the right way up over a tongue depressor, without rotating it.',
      'I reassess chest rise, SpO2 and heart rate.',
      'Her chest rises with each breath and the saturation is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Theo, 6 years (20 kg), fell about 3 m from a tree; GCS 5, apnoeic with a pulse, blood in the mouth, no gag
 * reflex, bruising behind the right ear (possible basal skull fracture: no nasal airway, no nasal suction), cervical
 * spine not cleared (in-line stabilisation, jaw thrust without head tilt).
 */
export const THEO: RunCase = {
  id: 'to-r-theo-6y',
  title:
    'Tuning case: 6-year-old (20 kg) after a fall from a tree, GCS 5, spine not cleared, possible basal skull fracture',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Theo, a 6-year-old boy (20 kg), fell about 3 metres from a tree in his garden 30 minutes ago and landed on his head and shoulder. He arrives in the resuscitation room on a scoop stretcher with blocks and tape. His GCS is 5, and he has now stopped breathing but has a pulse. There is blood in his mouth from a split lip and a broken tooth. He has bruising behind his right ear. His SpO2 is 72%. He has no gag reflex. His cervical spine has not been cleared. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an injured child and call the trauma team and an anaesthetist at once.',
        objective2:
          'Keep the head and neck in neutral alignment with manual in-line stabilisation; open the airway with a jaw thrust and no head tilt; suction the blood through the mouth under direct vision, never through the nose.',
        objective3:
          'Choose a child mask (bridge of the nose to the cleft of the chin), a self-inflating bag of at least 500 mL and oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Mask the right way round over nose and mouth, two-hand E-C hold with a colleague squeezing, tight seal, eyes free, jaw lifted into the mask; 1-second breaths to visible chest rise at 20-30 a minute, without hyperventilating the injured brain.',
        objective5:
          'With no gag reflex and a possible basal skull fracture, size and insert an oropharyngeal airway (not a nasal one), and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Theo',
          age: 6,
          sex: 'Male',
          weight: 20,
          diagnosis:
            'Severe head injury after a fall from a tree; possible basal skull fracture; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Brief cry after the fall, then drowsy, vomited once, then unresponsive',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; no bleeding problems',
          lastMeal: 'Lunch 3 hours ago',
          events:
            'Fell about 3 m from a tree onto grass and a tree root; his mother found him; the ambulance crew immobilised him on a scoop stretcher with blocks.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his mother and grandmother; in year 1 at school',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, pale, blood in the mouth from a split lip and a broken upper incisor; bruising behind the right ear',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 88, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 5 (E1 V1 M3), right pupil larger than the left, no gag reflex',
          disability: 'Abnormal flexion to pain only',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Theo lies on the trolley on the scoop, head between blocks, not breathing, blood pooling in his mouth. A nurse is at his side. Suction, oxygen, masks, bags and airway adjuncts are ready.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.6, nibp: '118/72', o2: 72, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 5, right pupil dilated',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Takes position at the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls the trauma team and an anaesthetist at once; has the head and neck held in neutral alignment by manual in-line stabilisation, without tilting or turning the head; opens the airway with a jaw thrust and no head tilt, fingers behind the angles of the jaw and off the soft tissue; suctions the blood from the mouth under direct vision with a rigid sucker, nothing through the nose.',
          maskPositioning: '',
        },
        softStop:
          'He is not breathing, there is blood in his mouth and his neck is not cleared. What are your first steps?',
      },
      {
        initialState: 'The airway is open and the mouth is clear. He needs breaths.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.6, nibp: '120/74', o2: 68, co2: null },
        airway: 'Open with a jaw thrust; blood cleared',
        breathing: 'Apnoeic',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL, connected to oxygen at 10-15 L/min.',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the hand or hands holding it, rather than pressing the mask down onto the face.',
          airwayManagement: '',
          maskPositioning:
            'Puts the mask on the right way round over nose and mouth; holds it with an E-C clamp, preferably two hands with a colleague squeezing the bag so the jaw thrust is kept; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'What will you ventilate him with, and how will you hold the mask?',
      },
      {
        initialState: 'Bagging is under way. The chest moves, but the tongue falls back between breaths.',
        vitalSigns: { hr: 90, rr: 0, temp: 36.6, nibp: '116/70', o2: 84, co2: 50 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes each breath over about one second, just enough for visible chest rise; ventilates at 20-30 a minute and does not hyperventilate despite the head injury; ventilation is effective: the chest rises and SpO2 climbs.',
          airwayManagement:
            'With no gag reflex and a possible basal skull fracture, chooses an oropharyngeal airway (never a nasal one), sized from the corner of the mouth to the angle of the jaw; inserts it the right way up over a tongue depressor; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue falls back between breaths. Which adjunct is safe for him?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise, neck still protected. The anaesthetist arrives to intubate. The simulation is complete.',
        vitalSigns: { hr: 92, rr: 22, temp: 36.6, nibp: '114/70', o2: 97, co2: 40 },
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with sats of 72%: I call the trauma team and the anaesthetist now.',
      'A nurse holds his head and neck in line, neutral, with manual in-line stabilisation, no tilting or turning.',
      'Jaw thrust only, no head tilt, my fingers behind the angles of his jaw.',
      'I suction the blood from his mouth with a Yankauer under direct vision, nothing through the nose.',
      'I stand at the head of the trolley to ventilate.',
    ],
    [
      'A child mask that reaches from the bridge of his nose to the cleft of his chin.',
      'A 500 mL self-inflating bag on oxygen at 15 L/min.',
      'The mask goes on the right way round, narrow end over his nose, covering his nose and mouth.',
      'Two-hand hold: E-C grips on both sides keeping the jaw thrust, and a colleague squeezes the bag.',
      'The seal is tight, no leak.',
      'No pressure on his eyes.',
      'My hands lift his jaw up into the mask; I do not push the mask down onto his face.',
    ],
    [
      'Each breath over about one second, just enough for the chest to rise.',
      'Twenty breaths a minute, no hyperventilation.',
      'No gag and a possible basal skull fracture, so an oral airway, not a nasal one, sized from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up over a tongue depressor, following the tongue.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises with each breath and the saturation is rising: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Lena, 12 years (40 kg), apnoeic with a pulse after drinking most of a bottle of vodka at a sleepover; vomit in
 * the mouth; gag reflex present (nasal airway, not oral); no injury, no bleeding tendency.
 */
export const LENA: RunCase = {
  id: 'to-r-lena-12y',
  title: 'Tuning case: 12-year-old (40 kg) apnoeic after drinking spirits, vomit, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Lena, a 12-year-old girl (40 kg), drank most of a bottle of vodka with friends at a sleepover. A parent found her unresponsive in bed an hour later, lying in vomit, and called an ambulance; the friends say she lay down herself and did not fall. In the emergency department she has stopped breathing but has a pulse. There is vomit in her mouth. Her SpO2 is 76%. She still gags when the back of her throat is touched. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia from alcohol intoxication and call for help at once.',
        objective2:
          'Suction the vomit with a wide-bore rigid sucker under direct vision (no finger sweep); sniffing position without hyperextension; head tilt-chin lift with the fingers on bone.',
        objective3:
          'Choose a small adult mask (bridge of the nose to the cleft of the chin), an adult self-inflating bag and oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Mask the right way round over nose and mouth, E-C clamp (two people if it leaks), tight seal, eyes free, jaw lifted into the mask; 1-second breaths, just to chest rise (gastric inflation makes her vomit again), 20-30 a minute.',
        objective5:
          'She still gags, so size and insert a nasopharyngeal airway (not an oral one), lubricated and passed straight back; reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Lena',
          age: 12,
          sex: 'Female',
          weight: 40,
          diagnosis: 'Acute alcohol intoxication with apnoea; vomit in the airway',
        },
        history: {
          symptoms: 'Drunk, vomiting, then unrousable',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; no bleeding problems',
          lastMeal: 'Pizza 4 hours ago',
          events:
            'Drank about 500 mL of vodka over an hour at a sleepover; found unresponsive in bed lying in vomit; no fall, no injury seen.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her mother and stepfather; year 7 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, smells of alcohol, vomit around the mouth and in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 100, capillary refill 2 seconds, cool peripheries',
          abdomen: 'Soft, not distended',
          neuro: 'GCS 6, pupils equal and reactive; gags when the back of the throat is touched',
          disability: 'Withdraws from pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Lena lies on her back on the trolley, apnoeic, vomit in her mouth. Suction, oxygen, masks, bags and airway adjuncts are at hand.',
        vitalSigns: { hr: 100, rr: 0, temp: 35.6, nibp: '102/60', o2: 76, co2: null },
        airway: 'Vomit in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 6',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help; suctions the vomit from the mouth with a wide-bore rigid (Yankauer) sucker under direct vision, with no finger sweep; places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift (or jaw thrust), fingers on the bone of the jaw and off the soft tissue under it.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and there is vomit in her mouth. What now?',
      },
      {
        initialState: 'The mouth is clear and the airway is open. She is still not breathing.',
        vitalSigns: { hr: 96, rr: 0, temp: 35.6, nibp: '100/58', o2: 72, co2: null },
        airway: 'Clear after suction',
        breathing: 'Apnoeic',
        circulation: 'Pulse present',
        disability: 'GCS 6',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin (a small adult mask for her size) and an adult self-inflating bag (1-1.6 L), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'What equipment do you need for her size?',
      },
      {
        initialState:
          'Bagging has started; the chest moves only a little and air hisses out at the side of the mask.',
        vitalSigns: { hr: 104, rr: 0, temp: 35.6, nibp: '100/60', o2: 70, co2: null },
        airway: 'Open, clear',
        breathing: 'Assisted breaths only; poor chest rise, mask leak',
        circulation: 'Pulse present',
        disability: 'GCS 6',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the mask hand; squeezes gently over about one second, just enough for chest rise and not the whole bag (the stomach fills and she vomits again); ventilates at 20-30 breaths a minute, one every 2-3 seconds.',
          airwayManagement: '',
          maskPositioning:
            'Puts the mask the right way round, narrow end on the bridge of the nose, covering nose and mouth; holds it with an E-C clamp and uses two people if it leaks; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'Air is escaping around the mask. What will you change?',
      },
      {
        initialState:
          'The chest moves better, but her tongue falls back between breaths and she gags when the sucker touches her throat.',
        vitalSigns: { hr: 98, rr: 0, temp: 35.7, nibp: '104/62', o2: 86, co2: 52 },
        airway: 'Tongue falling back; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 6',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'Because she still gags, chooses a nasopharyngeal airway (not an oral one), sized from the tip of the nose to the tragus of the ear; lubricates it and passes it gently straight back along the floor of the nose; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her tongue falls back but she gags. Which adjunct?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, good chest rise, and she is starting to breathe on her own. The simulation is complete.',
        vitalSigns: { hr: 94, rr: 12, temp: 35.8, nibp: '106/64', o2: 98, co2: 44 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise; some spontaneous breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 7',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is not breathing and her sats are 76%: I call for help now.',
      'I suction the vomit from her mouth with a wide-bore Yankauer, looking in as I go, no finger sweep.',
      'Head in the sniffing position, ear level with the shoulder, not overextended.',
      'Head tilt-chin lift, my fingers on the bone of her jaw, off the soft tissue.',
    ],
    [
      'A small adult mask that fits from the bridge of her nose to the cleft of her chin.',
      'An adult self-inflating bag, 1.6 litres, connected to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'The mask goes on the right way round, narrow end on the bridge of her nose, covering her nose and mouth.',
      'E-C clamp; it leaks, so a colleague squeezes the bag while I hold the mask with both hands.',
      'The seal is tight, no leak.',
      'No pressure on her eyes.',
      'My mask hand keeps lifting her jaw into the mask.',
      'Each breath over about one second, only part of the bag, just enough for her chest to rise.',
      'Twenty breaths a minute, one every three seconds.',
    ],
    [
      'She still gags, so a nasopharyngeal airway, not an oral one, sized from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate.',
      'Her chest rises with each breath and the saturation is climbing: ventilation is effective.',
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
