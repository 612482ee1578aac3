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
  id: 'tq-r-sample',
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
      'I pick a child face mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I take a 500 mL self-inflating bag and connect it to oxygen flowing at 15 litres per minute.',
      'I go and stand at the head of the bed.',
      'I put the mask on the right way round, narrow end on the nose, so it covers his nose and his mouth.',
      'I hold the mask with an E-C clamp, the seal is tight with no leak, and nothing presses on his eyes.',
    ],
    [
      'I put his head in the sniffing position with a small pad under the occiput and do not hyperextend the neck.',
      'I open the airway with a head tilt-chin lift, my fingers on the bone of the jaw and off the soft tissue.',
      'The hand holding the mask keeps lifting his jaw up into the mask.',
      'I squeeze the bag over about one second, only until I see the chest rise.',
      'I give one breath every two to three seconds, about 24 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw.',
      'I hold the tongue down with a tongue depressor and slide the airway in the right way up, following the tongue.',
      'His chest now rises with every breath and his SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Noor, 8 months (8 kg), apnoeic with a pulse after two doses of rectal diazepam for a prolonged febrile
 * seizure; secretions in the mouth and nose; gag reflex present (so a nasal airway); no trauma.
 */
export const NOOR: RunCase = {
  id: 'tq-r-noor-8m',
  title:
    'Tuning case: 8-month-old (8 kg) apnoeic after rectal diazepam for a prolonged febrile seizure, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noor, an 8-month-old girl (8 kg), has had a cold and a fever of 39.6 °C since yesterday. This afternoon she had a generalised seizure at home. The ambulance crew gave rectal diazepam after ten minutes; the seizure went on, and a second dose of rectal diazepam was given on arrival in the emergency department because no vein could be found. The seizure stopped five minutes later. She has now stopped breathing but has a pulse. Frothy secretions fill her mouth and nose. Her SpO2 is 74%. She still gags when anything touches the back of her mouth. You are the first doctor at the cot.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after benzodiazepines and call for help at once, before a third anticonvulsant, bloods or a lumbar puncture.',
        objective2:
          'Suction the mouth and nose gently under direct vision with a soft catheter of suitable size (no blind finger sweep, no deep blind suction).',
        objective3:
          'Choose an infant mask (bridge of the nose to the cleft of the chin) and a self-inflating bag of at least 450-500 mL (not the 250 mL neonatal bag) on oxygen at 10-15 L/min; ventilate from the head of the cot.',
        objective4:
          'Keep the head neutral with a roll under the shoulders; open the airway without pressing on the soft tissue under the chin; hold the mask with an E-C clamp (two people if it leaks), mouth and nose covered, eyes clear; give 1-second breaths to visible chest rise, one every 2-3 seconds.',
        objective5:
          'With the gag reflex present, choose a nasopharyngeal airway sized from the nostril to the tragus, insert it lubricated along the floor of the nose, and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noor',
          age: 0.67,
          sex: 'Female',
          weight: 8,
          diagnosis:
            'Prolonged febrile seizure treated with two doses of rectal diazepam; apnoea with a pulse; upper respiratory tract infection',
        },
        history: {
          symptoms:
            'Runny nose and cough for two days, fever since yesterday, a generalised seizure of about 20 minutes',
          allergies: 'None known',
          medications: 'Paracetamol at home this morning',
          pmh: 'Born at 39 weeks, well; no previous seizures',
          lastMeal: 'Breastfed 2 hours ago',
          events:
            'Seizure at home; rectal diazepam 5 mg from the ambulance crew at 10 minutes; second dose of rectal diazepam 5 mg in the department at 18 minutes; seizure stopped at about 23 minutes; then apnoea.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with her parents and a 3-year-old brother; attends a childminder',
          vaccinations: 'Up to date for age',
          familyHistory: 'Father had febrile seizures as a toddler',
        },
        initialExam: {
          generalAppearance: 'Floppy, mottled and hot; frothy secretions at the mouth and nostrils',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 152, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Post-ictal, pupils small and reactive, fontanelle soft; gags when the mouth is touched',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Nasopharyngeal swab sent; result pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Noor lies on her back in a resuscitation cot, not breathing, with secretions bubbling at her mouth and nose. Her head is flexed forward on her large occiput. No IV yet. Suction, oxygen, neonatal and infant masks, 250 mL and 500 mL self-inflating bags and airway adjuncts are at the cot.',
        vitalSigns: { hr: 152, rr: 0, temp: 39.4, nibp: '84/50', o2: 74, co2: null },
        airway: 'Frothy secretions in the mouth and nose; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Picks an infant mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL (not the neonatal one), connected to oxygen running at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the cot to ventilate.',
          airwayManagement:
            'Sees that she is apnoeic and hypoxic and calls for help straight away; suctions the mouth and nose gently with a suitably sized soft catheter, under direct vision, without a finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing after the diazepam. What do you do first?',
      },
      {
        initialState:
          'Bagging has begun, but her head flops forward, air escapes around the mask and the chest hardly moves.',
        vitalSigns: { hr: 138, rr: 0, temp: 39.4, nibp: '82/48', o2: 67, co2: null },
        airway: 'Secretions cleared; head flexed, soft-tissue obstruction',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Uses the hand that holds the mask to lift the jaw into it; gives each breath over about one second with just enough volume to see the chest rise; one breath every 2-3 seconds (20-30 a minute), not faster.',
          airwayManagement:
            'Brings the head to neutral with a folded towel under the shoulders, neither flexed nor extended; opens the airway with a gentle chin lift or jaw thrust, fingers on the bone of the jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose, holds it with an E-C clamp and goes to a two-person technique while it leaks, gets a tight seal and keeps the rim and the fingers off the eyes.',
        },
        softStop: 'The chest is barely rising and the mask leaks. What will you change?',
      },
      {
        initialState:
          'The chest moves better, but the airway obstructs between breaths; she gags when the suction catheter touches her throat.',
        vitalSigns: { hr: 144, rr: 0, temp: 39.3, nibp: '84/50', o2: 84, co2: 52 },
        airway: 'Intermittent obstruction; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest rises visibly and SpO2 improves.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway (not an oral one), sized from the tip of the nose to the tragus of the ear; lubricates it and passes it gently straight back along the floor of the nose; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Could an airway adjunct help her, and which one?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, the chest rises well with each breath, and she is beginning to breathe on her own. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 18, temp: 39.1, nibp: '86/52', o2: 97, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths; some spontaneous effort',
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
      'She is apnoeic and hypoxic, so I call for help immediately.',
      'I suction her mouth and nose gently with a size 8 soft suction catheter, only where I can see.',
      'I choose an infant mask that reaches from the bridge of her nose to the cleft of her chin.',
      'I take the 500 mL self-inflating bag and connect it to oxygen at 15 litres per minute.',
      'I stand at the head of the cot to ventilate her.',
    ],
    [
      'I put a folded towel under her shoulders so her head is neutral, not flexed and not extended.',
      'I open her airway with a gentle chin lift, fingers on the jawbone and off the soft tissue under the chin.',
      'I place the mask the right way round, narrow end over the nose, covering her mouth and nose.',
      'I hold it with an E-C clamp, and because it leaks I switch to two people: I hold the mask with both hands and a nurse squeezes.',
      'The seal is now tight and the mask and my fingers are off her eyes.',
      'The hand on the mask lifts her jaw up into the mask.',
      'Each breath is squeezed over about one second, just enough to see the chest rise.',
      'I give one breath every two to three seconds, 25 a minute.',
    ],
    [
      'She gags, so I choose a nasopharyngeal airway sized from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess her chest rise, SpO2 and heart rate.',
      'Her chest rises with each breath and her SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Kai, 11 years (35 kg), fell from a tree onto his head; GCS 5, slow inadequate breathing, cervical spine not
 * cleared, blood in the mouth, no gag reflex (oral airway), no sign of a basal skull fracture.
 */
export const KAI: RunCase = {
  id: 'tq-r-kai-11y',
  title:
    'Tuning case: 11-year-old (35 kg) after a fall from a tree onto his head, GCS 5, spine not cleared, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Kai, an 11-year-old boy (35 kg), fell about four metres from a tree in the park and landed on his head forty minutes ago. The ambulance crew brought him in on a scoop with blocks and tape. In the resuscitation room his GCS is 5; he takes only a slow, snoring breath every ten to fifteen seconds, and his SpO2 is 78%. He has bitten his tongue and there is blood in his mouth. He has no gag reflex. There is no bruising behind the ears or around the eyes and no fluid from the nose or ears. His cervical spine has not been cleared. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise inadequate breathing and hypoxia in a head-injured child and call for help (trauma team, anaesthetist) without waiting for a scan.',
        objective2:
          'Keep the head and neck in neutral alignment with manual in-line stabilisation (no pillow, no sniffing position, no turning), and suction the blood under direct vision with a Yankauer.',
        objective3:
          'Choose a mask from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a jaw thrust and no head tilt; hold the mask with an E-C clamp or two hands, over mouth and nose, tight, clear of the eyes; give 1-second breaths to visible chest rise at 20-25 a minute, without hyperventilating.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, then reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Kai',
          age: 11,
          sex: 'Male',
          weight: 35,
          diagnosis:
            'Severe head injury after a fall from a tree; hypoventilation; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unresponsive since the fall; vomited once at the scene',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Asthma as a toddler, nothing since',
          lastMeal: 'Lunch 3 hours ago',
          events:
            'Climbing with friends; fell about 4 m head first onto hard ground; did not cry or move; friends called an ambulance; immobilised on a scoop with blocks.',
        },
        PMH: {
          medicalConditions: 'None now',
          hospitalizations: 'None',
          surgeries: 'Grommets at age 4',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Lives with his mother and stepfather; in year 6',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, large scalp swelling over the vertex, blood in the mouth from a bitten tongue',
          breathing: 'A slow, snoring breath every 10-15 seconds, minimal chest movement',
          circulation: 'Radial pulse present, heart rate 66, blood pressure 132/78',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 5 (E1 V1 M3), pupils equal and sluggish; no gag reflex; no Battle sign, no periorbital bruising, no CSF leak',
          disability: 'Abnormal flexion to pain',
        },
        labs: { rvp: 'Not sent; trauma bloods and a blood gas sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Kai lies on the resuscitation trolley on the scoop, head held between blocks. He takes an occasional snoring breath; blood pools in his mouth. The front of the collar can be opened. Suction, oxygen, child and adult masks and bags, and airway adjuncts are ready.',
        vitalSigns: { hr: 66, rr: 5, temp: 36.2, nibp: '132/78', o2: 78, co2: null },
        airway: 'Blood in the mouth; snoring; no gag reflex',
        breathing: 'A breath every 10-15 seconds, minimal chest movement',
        circulation: 'Pulse present',
        disability: 'GCS 5, pupils equal',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises inadequate breathing and hypoxia and calls for help (trauma team, anaesthetist) without waiting for a scan; keeps the head and neck neutral and in line with manual in-line stabilisation, no pillow, no sniffing position, no turning, no extension; suctions the blood under direct vision with a Yankauer.',
          maskPositioning: '',
        },
        softStop: 'He is hardly breathing and his neck is not cleared. What are your first steps?',
      },
      {
        initialState:
          'Bagging has started, but the tongue falls back, air leaks at the cheeks and the chest barely moves.',
        vitalSigns: { hr: 62, rr: 4, temp: 36.2, nibp: '136/80', o2: 72, co2: null },
        airway: 'Blood cleared; tongue falling back',
        breathing: 'Assisted breaths; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; gives each breath over about one second, just enough for visible chest rise; 20-25 breaths a minute, no hyperventilation.',
          airwayManagement:
            'Opens the airway with a jaw thrust only, no head tilt, fingers behind the angles of the jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way round, covering mouth and nose; E-C clamp, or two hands with a second person squeezing while it leaks; a tight seal; no pressure on the eyes.',
        },
        softStop: 'The chest hardly moves. What will you change, with his neck in mind?',
      },
      {
        initialState: 'The chest moves better, but the tongue still falls back between breaths.',
        vitalSigns: { hr: 70, rr: 4, temp: 36.2, nibp: '130/76', o2: 86, co2: 48 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw, inserts it correctly without moving the neck, and reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'What would keep his airway open between breaths?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, good chest rise with each breath, neck still held in line. The anaesthetist prepares to intubate. The simulation is complete.',
        vitalSigns: { hr: 74, rr: 20, temp: 36.3, nibp: '128/74', o2: 98, co2: 40 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present',
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
      'He is hypoxic and barely breathing: I call the trauma team and the anaesthetist now.',
      'A colleague holds his head and neck in line with manual in-line stabilisation, neutral, no pillow and no tilting.',
      'I suction the blood from his mouth with a Yankauer under direct vision.',
      'I choose a mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 litres per minute.',
      'I stand at the head of the trolley to ventilate.',
    ],
    [
      'I open the airway with a jaw thrust, no head tilt, fingers behind the angles of the jaw.',
      'I place the mask the right way round, narrow end on the nose, covering his mouth and nose.',
      'Two-person technique: I hold the mask with both hands in E-C grips and the nurse squeezes the bag.',
      'The seal is tight now and nothing presses on his eyes.',
      'My hands on the mask keep lifting his jaw up into it.',
      'Each breath is given over one second, just until the chest rises.',
      'We give 20 breaths a minute, one every three seconds.',
    ],
    [
      'He has no gag, so I choose an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I insert it over a tongue depressor, the right way up along the tongue, keeping his neck still.',
      'I reassess his chest rise, SpO2 and heart rate.',
      'His chest rises well and his SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Dylan, 17 years (70 kg), apnoeic with a pulse after injecting heroin; vomit in the mouth; gag reflex present
 * (so a nasal airway); no trauma. Adult-sized: adult mask and bag, adult rate.
 */
export const DYLAN: RunCase = {
  id: 'tq-r-dylan-17y',
  title: 'Tuning case: 17-year-old (70 kg) apnoeic with a pulse after a heroin overdose, vomit, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Dylan, a 17-year-old young man (70 kg), was found by a friend slumped on a sofa with a syringe beside him, about twenty minutes after injecting heroin. The friend called an ambulance; the crew bagged him briefly and brought him straight in. In the emergency department he is not breathing but has a pulse. His pupils are pinpoint. There is vomit in his mouth. His SpO2 is 68%. He still gags when his mouth is suctioned. There was no fall or injury. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia from an opioid overdose and call for help at once; ventilation comes before and alongside naloxone, not after it.',
        objective2:
          'Suction the vomit with a wide-bore rigid suction under direct vision before ventilating.',
        objective3:
          'Choose an adult mask (bridge of the nose to the cleft of the chin) and an adult self-inflating bag (1-1.6 L) on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Put the mask on the right way round over mouth and nose, off the eyes; sniffing position without hyperextension; head tilt-chin lift off the soft tissue; E-C clamp (two people if it leaks) with a tight seal; lift the jaw into the mask; 1-second breaths to visible chest rise at an adult rate (10-12 a minute), without overinflating.',
        objective5:
          'With the gag reflex present, size and insert a nasopharyngeal airway (nostril to tragus), and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Dylan',
          age: 17,
          sex: 'Male',
          weight: 70,
          diagnosis: 'Heroin overdose; apnoea with a pulse',
        },
        history: {
          symptoms: 'Unresponsive, not breathing',
          allergies: 'None known',
          medications: 'None prescribed',
          pmh: 'Known to the youth drug service; no hospital admissions',
          lastMeal: 'Unknown',
          events:
            'Injected heroin at a friend’s flat; found unresponsive about 20 minutes later with a syringe beside him; bagged by the ambulance crew on the way in; no naloxone given yet.',
        },
        PMH: {
          medicalConditions: 'Opioid use for about a year',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his father; left school last year; smokes',
          vaccinations: 'Up to date as far as known',
          familyHistory: 'Not known',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, cyanosed lips, vomit in the mouth, fresh injection mark in the left elbow',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Carotid pulse present, heart rate 58, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Pinpoint pupils; no response to voice; gags when the mouth is suctioned',
          disability: 'Withdraws to pain',
        },
        labs: { rvp: 'Not sent; blood gas and paracetamol level sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Dylan lies on a trolley in the resuscitation room, not breathing, vomit in his mouth. An IV is being placed; naloxone is being drawn up. Suction, oxygen, masks, paediatric and adult bags and airway adjuncts are ready.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.0, nibp: '104/62', o2: 68, co2: null },
        airway: 'Vomit in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Pinpoint pupils, withdraws to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once, without waiting for naloxone to work; suctions the vomit with a wide-bore rigid suction under direct vision before ventilating.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the nose, covering both mouth and nose, with the rim and fingers off the eyes.',
        },
        softStop: 'He is not breathing and there is vomit in his mouth. What do you do?',
      },
      {
        initialState: 'Bagging has started, but air leaks at the cheeks and the chest barely moves.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.0, nibp: '100/60', o2: 63, co2: null },
        airway: 'Vomit cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'Withdraws to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes over about one second, only enough for visible chest rise (not emptying the adult bag); ventilates at an adult rate, one breath every 5-6 seconds (10-12 a minute).',
          airwayManagement:
            'Puts the head in the sniffing position (a pad under the occiput) without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on bone and off the soft tissue.',
          maskPositioning:
            'Holds the mask with an E-C clamp and, while it leaks, two hands with a second person squeezing; gets a tight seal.',
        },
        softStop: 'The chest is barely rising. What will you change?',
      },
      {
        initialState:
          'The chest moves better; naloxone has been given. He still gags when the mouth is touched and the tongue falls back between breaths.',
        vitalSigns: { hr: 72, rr: 0, temp: 36.0, nibp: '108/64', o2: 85, co2: 55 },
        airway: 'Tongue falling back; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'Withdraws to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest rises visibly and SpO2 improves.',
          airwayManagement:
            'Because he gags, chooses a nasopharyngeal airway (not an oral one) sized from the nostril to the tragus of the ear, lubricates it and passes it gently straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Which airway adjunct would you use, and why?',
      },
      {
        initialState:
          'Stabilised: SpO2 97% with good chest rise; after naloxone he begins to breathe and grimace. The simulation is complete.',
        vitalSigns: { hr: 88, rr: 10, temp: 36.1, nibp: '118/70', o2: 97, co2: 44 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise; spontaneous breaths returning',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Localises to pain',
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
      'He is apnoeic and hypoxic: I call for help and put out a resuscitation call.',
      'I suction the vomit from his mouth with a wide-bore Yankauer under direct vision.',
      'I choose an adult mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use an adult self-inflating bag of 1.5 litres, connected to oxygen at 15 litres per minute.',
      'I stand at the head of the bed to ventilate.',
      'I put the mask on the right way round, narrow end over the nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'I put a folded towel under his head for the sniffing position, without hyperextending his neck.',
      'I open his airway with a head tilt-chin lift, fingers on the bone of the jaw and off the soft tissue.',
      'I hold the mask with an E-C clamp; it leaks, so I use both hands and a colleague squeezes the bag.',
      'The seal is tight now.',
      'My hand on the mask lifts his jaw up into it.',
      'I squeeze over about one second, only enough to see the chest rise.',
      'I give one breath every six seconds, ten a minute.',
    ],
    [
      'He gags, so I choose a nasopharyngeal airway sized from the tip of his nose to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess his chest rise, SpO2 and heart rate.',
      'His chest rises with each breath and his SpO2 is climbing: ventilation is effective.',
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
