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
  id: 'tm-r-sample',
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
      'I suction the secretions out of his mouth with a Yankauer sucker, only where I can see the tip.',
      'I pick a child face mask that fits from the bridge of his nose to the cleft of his chin.',
      'I take a 500 mL self-inflating bag and connect it to oxygen at 15 litres per minute.',
      'I stand at the head of the bed.',
      'I put the mask on the right way up, narrow end over the nose, covering his nose and mouth.',
      'I hold the mask with an E-C clamp, the seal is tight, and there is no pressure on his eyes.',
    ],
    [
      'I place his head in the sniffing position without overextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw, not on the soft tissue under it.',
      'I keep lifting the jaw into the mask with the hand that holds the mask.',
      'I squeeze the bag over one second, only until the chest rises.',
      'I give 24 breaths a minute, one every two and a half seconds.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw.',
      'I insert it with a tongue depressor holding the tongue down, following the curve of the tongue until the flange rests at the lips.',
      'The chest rises with every breath and the SpO2 is going up: the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Noor, 2 months (5 kg), pertussis; apnoeic with a pulse after a coughing paroxysm, thick secretions in the mouth
 * and nose, gag reflex present (so a nasal, not an oral, airway).
 */
export const NOOR: RunCase = {
  id: 'tm-r-noor-2m',
  title:
    'Tuning case: 2-month-old (5 kg) with pertussis, apnoeic after a coughing fit, thick secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noor, a 2-month-old girl (5 kg), was admitted to the ward two days ago with pertussis. She is too young to have had her own vaccines and her mother was not vaccinated in pregnancy. A few minutes ago she had a long coughing paroxysm, went red, then blue, and stopped breathing. She has a pulse. Thick, sticky mucus fills her mouth and both nostrils. Her SpO2 is 68%. She still gags when anything touches the back of her throat. You are the first doctor at the cot.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after a pertussis paroxysm and call for help at once (emergency bell, senior, anaesthetist).',
        objective2:
          'Clear the thick mucus from the mouth and the nose under vision with a suitably sized catheter (8 Fr), briefly and without deep blind suction; place the head in neutral with a shoulder roll.',
        objective3:
          'Choose an infant mask (bridge of the nose to the cleft of the chin) and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min, and ventilate from the head of the cot.',
        objective4:
          'Put the mask on the right way round over mouth and nose, off the eyes; hold it with an E-C clamp (two people if it leaks); lift the chin on bone; give gentle 1-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'Because she still gags, use a nasopharyngeal airway (not an oral one) sized from the nostril to the tragus, lubricated and passed straight back; reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noor',
          age: 0.17,
          sex: 'Female',
          weight: 5,
          diagnosis: 'Pertussis with post-paroxysmal apnoea and hypoxia; pulse present',
        },
        history: {
          symptoms:
            'Ten days of coryza, then paroxysms of coughing ending in vomiting and colour change; poor feeding',
          allergies: 'None known',
          medications: 'Oral azithromycin, day 2',
          pmh: 'Born at 38 weeks, birth weight 3.2 kg, well until this illness',
          lastMeal: 'Breastfed 90 minutes ago, small feed',
          events:
            'A coughing paroxysm of over a minute on the ward; she went red, then blue, then limp and stopped breathing. The nurse pulled the emergency bell.',
        },
        PMH: {
          medicalConditions: 'None before this illness',
          hospitalizations: 'This admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Azithromycin',
          socialHistory:
            'Lives with her parents and a 6-year-old brother who has had a cough for three weeks',
          vaccinations: 'None yet (due at 8 weeks, postponed because of this illness)',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Limp, cyanosed, strings of thick mucus at the mouth and nose',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 108, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Floppy, anterior fontanelle soft; gags on a catheter at the back of the throat',
          disability: 'Unresponsive to voice, grimaces to pain',
        },
        labs: {
          rvp: 'Bordetella pertussis PCR positive on a nasopharyngeal swab; white cell count 28 with a lymphocytosis',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Noor lies limp and blue in her cot after the coughing fit, not breathing, with thick strings of mucus at her mouth and nose. Wall suction with 6, 8 and 10 Fr catheters and a Yankauer, wall oxygen, infant and child masks, 250 mL, 500 mL and adult self-inflating bags, and oral and nasal airways are on the resuscitation trolley.',
        vitalSigns: { hr: 108, rr: 0, temp: 37.2, nibp: '78/44', o2: 68, co2: null },
        airway: 'Thick mucus in the mouth and both nostrils',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Floppy, grimaces to pain',
        hardStop: {
          ventilationEquipment:
            'Picks an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag, connected to oxygen running at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head of the cot to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once; suctions the mouth and then the nose under vision with a suitably sized catheter (about 8 Fr), briefly and not deep; puts the head in a neutral position with a small roll under the shoulders, without extending the neck.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing after the coughing fit. What do you do first?',
      },
      {
        initialState:
          'The mucus is cleared and breaths are being given, but the chest hardly moves and air hisses out at the cheeks. The heart rate is starting to fall.',
        vitalSigns: { hr: 94, rr: 0, temp: 37.2, nibp: '74/40', o2: 63, co2: null },
        airway: 'Clear after suction; obstructs without airway opening',
        breathing: 'Assisted breaths only, hardly any chest rise, leak at the mask',
        circulation: 'Brachial pulse present, heart rate falling',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open by lifting the jaw into the mask with the mask hand; gives each breath over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute, one every 2-3 seconds.',
          airwayManagement:
            'Opens the airway with a gentle chin lift on the bone of the jaw or a jaw thrust, keeping the fingers off the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering both mouth and nose; holds it with an E-C clamp and moves to a two-person technique if the seal leaks; gets a tight seal; keeps the mask rim and the fingers off the eyes.',
        },
        softStop: 'The chest barely moves and the mask is leaking. What will you change?',
      },
      {
        initialState:
          'The chest now rises and the heart rate has recovered, but mucus keeps collecting at the back of the nose and throat and the airway obstructs between breaths. She gags and grimaces on the suction catheter.',
        vitalSigns: { hr: 142, rr: 0, temp: 37.2, nibp: '80/46', o2: 84, co2: 55 },
        airway: 'Obstructs between breaths; gag reflex present',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces, starting to move her arms',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Because she still gags, chooses a nasopharyngeal airway (not an oral one), sized from the tip of the nose to the tragus of the ear; lubricates it and passes it gently straight back along the floor of the nose; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'She keeps obstructing between breaths and gags on the catheter. Would an adjunct help?',
      },
      {
        initialState:
          'Stabilised: SpO2 96%, good chest rise with each breath through a patent nasal airway, and she is starting to take breaths of her own. The PICU team arrives. The simulation is complete.',
        vitalSigns: { hr: 138, rr: 12, temp: 37.2, nibp: '82/48', o2: 96, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths, some own breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Moving all limbs, grimacing',
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
      'She is apnoeic and hypoxic: I press the emergency bell and call for senior help and the anaesthetist.',
      'I suction her mouth and then her nose with an 8 French catheter, under vision, briefly and not deep.',
      'I put her head in a neutral position with a small roll under her shoulders, not extending the neck.',
      'I choose an infant face mask that fits from the bridge of her nose to the cleft of her chin.',
      'I take a 500 mL self-inflating bag and connect it to oxygen at 15 litres per minute.',
      'I stand at the head of the cot.',
    ],
    [
      'I open her airway with a gentle chin lift, my fingers on the bone of the jaw and off the soft tissue under the chin.',
      'I put the mask on the right way round, narrow end over the bridge of the nose, covering her mouth and nose.',
      'I hold the mask with an E-C clamp; it leaks, so we switch to two-person technique: I hold the mask with both hands and the nurse squeezes the bag.',
      'The seal is now tight, and the mask and my fingers are off her eyes.',
      'My hands holding the mask keep lifting her jaw into it.',
      'Each breath is squeezed over one second, just enough to see the chest rise.',
      'We give 30 breaths a minute, one every 2 seconds.',
    ],
    [
      'She gags, so no oral airway: I choose a nasopharyngeal airway sized from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate after putting it in.',
      'The chest rises well with each breath and the SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Mateo, 7 years (22 kg), focal epilepsy; apnoeic with a pulse after buccal midazolam and IV lorazepam for a
 * prolonged seizure; saliva pooling; no gag reflex (oral airway); no head or neck injury.
 */
export const MATEO: RunCase = {
  id: 'tm-r-mateo-7y',
  title:
    'Tuning case: 7-year-old (22 kg) apnoeic after two benzodiazepine doses for a prolonged seizure, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mateo, a 7-year-old boy (22 kg) with focal epilepsy, had a generalised seizure in class this morning. The school nurse gave buccal midazolam at 5 minutes; the seizure went on, and in the emergency department he was given IV lorazepam at 20 minutes. The seizure stopped 5 minutes later. He is now unresponsive and has stopped breathing, but has a pulse. Saliva is pooling in his mouth. His SpO2 is 76%. He has no gag reflex. He did not fall or hit his head: his teacher lowered him from a beanbag onto the carpet. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia after benzodiazepines and call for help at once.',
        objective2:
          'Suction the saliva under direct vision; choose a child mask (bridge of the nose to the cleft of the chin) and a self-inflating bag of at least 500 mL on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective3:
          'Put the mask on the right way round over mouth and nose, off the eyes; sniffing position without hyperextension; head tilt-chin lift on the bone of the jaw.',
        objective4:
          'Hold the mask with an E-C clamp (two people if it leaks) with a tight seal, lift the jaw into the mask, and give 1-second breaths to visible chest rise at 20-30 a minute without hyperventilating.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mateo',
          age: 7,
          sex: 'Male',
          weight: 22,
          diagnosis:
            'Convulsive status epilepticus treated with two benzodiazepine doses; apnoea with a pulse',
        },
        history: {
          symptoms: 'Generalised tonic-clonic seizure lasting about 25 minutes, now unresponsive',
          allergies: 'Penicillin (rash)',
          medications: 'Carbamazepine twice daily; buccal midazolam rescue plan',
          pmh: 'Focal epilepsy diagnosed at 5; last prolonged seizure a year ago',
          lastMeal: 'Breakfast 3 hours ago',
          events:
            'Seizure in class; buccal midazolam 7.5 mg by the school nurse at 5 minutes; ambulance; IV lorazepam 2 mg in the emergency department at 20 minutes; seizure stopped at 25 minutes; apnoea a few minutes later.',
        },
        PMH: {
          medicalConditions: 'Focal epilepsy',
          hospitalizations: 'One admission for a prolonged seizure last year',
          surgeries: 'None',
          allergies: 'Penicillin',
          medications: 'Carbamazepine',
          socialHistory: 'Lives with his parents and baby sister; in year 3 at school',
          vaccinations: 'Up to date',
          familyHistory: 'Father had febrile seizures as a child',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, dusky, saliva pooling at the corner of the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 118, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro: 'GCS 3, pupils small and reactive, no gag reflex; no injury to the head',
          disability: 'No response to voice or pain',
        },
        labs: { rvp: 'Not sent; glucose 5.8 mmol/L, carbamazepine level sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Mateo lies on a trolley in the resuscitation bay, not breathing, saliva pooling in his mouth. A cannula is in his left hand. Suction, oxygen, masks of all sizes, 250 mL, 500 mL and adult bags, and oral and nasal airways are at hand.',
        vitalSigns: { hr: 118, rr: 0, temp: 37.1, nibp: '102/64', o2: 76, co2: null },
        airway: 'Saliva pooling in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help; suctions the saliva under direct vision with a Yankauer or a suitably sized catheter.',
          maskPositioning:
            'Puts the mask on the right way round, covering both the mouth and the nose, and keeps it off the eyes.',
        },
        softStop: 'He has stopped breathing. What do you need, and where do you stand?',
      },
      {
        initialState:
          'Bagging has begun, but the chest barely moves and there is a leak at the side of the mask.',
        vitalSigns: { hr: 126, rr: 0, temp: 37.1, nibp: '104/66', o2: 70, co2: null },
        airway: 'Clear of saliva; obstructs when the head flops forward',
        breathing: 'Assisted breaths only, minimal chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the mask hand; squeezes the bag over about one second, just enough for the chest to rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift (or a jaw thrust), fingers on the bone of the jaw, not the soft tissue.',
          maskPositioning:
            'Holds the mask with an E-C clamp, with a second person if the seal is poor, and gets a tight seal.',
        },
        softStop: 'The chest barely moves and air leaks around the mask. What could you change?',
      },
      {
        initialState:
          'The chest rises now, but between breaths his tongue falls back and he snores against the mask.',
        vitalSigns: { hr: 112, rr: 0, temp: 37.1, nibp: '100/62', o2: 87, co2: 52 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (a nasal airway sized from the nostril to the tragus is also acceptable) and inserts it with the correct technique; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, good chest rise with each breath through the oral airway. The anaesthetist arrives. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 20, temp: 37.1, nibp: '100/60', o2: 98, co2: 41 },
        airway: 'Patent with the oropharyngeal airway',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with sats of 76%: I call for help and put out a call for the anaesthetist.',
      'I suction the saliva from his mouth with a Yankauer under direct vision.',
      'I choose a child mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 litres per minute.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, covering his mouth and nose, and off his eyes.',
    ],
    [
      'I put his head in the sniffing position, without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bone of the jaw, not the soft tissue.',
      'I hold the mask with an E-C clamp; it still leaks, so a nurse squeezes the bag while I hold the mask with two hands, and the seal is tight.',
      'The hands on the mask keep lifting the jaw up into the mask.',
      'I squeeze the bag over one second, just enough to see the chest rise.',
      'I give 20 breaths a minute, one every 3 seconds.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I insert it with a tongue depressor, following the curve of the tongue, until the flange sits at the lips.',
      'I reassess chest rise, SpO2 and heart rate.',
      'His chest rises with each breath and his SpO2 is going up: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Ethan, 14 years (52 kg), fell on his head on a trampoline; GCS 4, apnoeic with a pulse, vomit in the mouth,
 * cervical spine not cleared, no gag reflex, no sign of a basal skull fracture.
 */
export const ETHAN: RunCase = {
  id: 'tm-r-ethan-14y',
  title:
    'Tuning case: 14-year-old (52 kg) after a trampoline fall onto the head, GCS 4, apnoeic, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ethan, a 14-year-old boy (52 kg), landed on the top of his head while trying a backflip at a trampoline park 40 minutes ago. He was unconscious at the scene; the paramedics brought him in with a collar, head blocks and tape. In the resuscitation room his GCS is 4, and he has just stopped breathing; he has a pulse. There is some vomit in his mouth. His SpO2 is 79%. He has no gag reflex. His cervical spine has not been cleared. There is no sign of a basal skull fracture: no bruising behind the ears or around the eyes, and no blood or clear fluid from the nose or the ears. You are the first doctor at the head of the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea in a head-injured adolescent and call the trauma team and an anaesthetist at once, before imaging.',
        objective2:
          'Keep the cervical spine in line with manual in-line stabilisation (no head tilt, no sniffing position) and suction the vomit under direct vision.',
        objective3:
          'Choose an adult mask (bridge of the nose to the cleft of the chin) and an adult self-inflating bag (1-1.6 L) on oxygen at 15 L/min, and ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a jaw thrust without head tilt; mask the right way round over mouth and nose, off the eyes, with an E-C clamp or a two-person technique and a tight seal; 1-second breaths to visible chest rise, without hyperventilating the injured brain.',
        objective5:
          'With no gag and no sign of a skull base fracture, size and insert an oropharyngeal (or nasopharyngeal) airway without moving the neck, and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ethan',
          age: 14,
          sex: 'Male',
          weight: 52,
          diagnosis:
            'Severe traumatic brain injury after a trampoline fall; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unconscious since the fall, vomited once in the ambulance',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild asthma, no inhaler for a year',
          lastMeal: 'Burger and fries about 2 hours ago',
          events:
            'Landed on the top of his head after a failed backflip on a trampoline; no response at the scene; collar, blocks and tape applied; GCS 6 on scene, now 4.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his mother; in year 9; plays football',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders known',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, pale, vomit at the mouth, collar and head blocks in place',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 58, blood pressure 146/88',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 4 (E1 V1 M2), right pupil 5 mm and sluggish, left 3 mm reactive; no gag reflex; no Battle sign, no periorbital bruising, no blood or fluid from the nose or ears',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent; blood gas, full blood count, group and save and coagulation sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Ethan lies supine on the trolley in a collar with head blocks, not breathing, with vomit in his mouth. Suction, oxygen, adult and child masks, paediatric and adult bags, and oral and nasal airways are ready. Two nurses are with you.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.6, nibp: '146/88', o2: 79, co2: null },
        airway: 'Vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 58',
        disability: 'GCS 4, unequal pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L), connected to oxygen at 15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and calls the trauma team and an anaesthetist straight away; keeps the head and neck neutral and in line with manual in-line stabilisation (no head tilt, no sniffing position, no extension); suctions the vomit under direct vision with a Yankauer.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. What do you do first?',
      },
      {
        initialState:
          'Breaths are being given, but the chest hardly moves and air leaks at the mask; the head is held in line.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.6, nibp: '150/90', o2: 74, co2: null },
        airway: 'Suctioned; obstructs without airway opening',
        breathing: 'Assisted breaths only, minimal chest rise, leak at the mask',
        circulation: 'Pulse present, heart rate 54',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand or hands that hold the mask; gives each breath over about one second, just enough for visible chest rise; ventilates at about one breath every 3 seconds (around 20 a minute) and no faster, because hyperventilation harms the injured brain.',
          airwayManagement:
            'Opens the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Puts the mask on the right way round, covering mouth and nose and keeping off the eyes; holds it with an E-C clamp, or with both hands while a second person squeezes the bag when the jaw thrust and the seal need both hands; gets a tight seal.',
        },
        softStop:
          'The chest hardly moves and the mask leaks. How can you open his airway without moving the neck?',
      },
      {
        initialState:
          'The chest now rises, but his tongue falls back between breaths and the jaw thrust is tiring.',
        vitalSigns: { hr: 66, rr: 0, temp: 36.6, nibp: '138/84', o2: 88, co2: 48 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'With no gag and no sign of a skull base fracture, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (or a lubricated nasopharyngeal airway sized from the nostril to the tragus) and inserts it correctly without moving the neck; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. What can you add?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise with each breath, neck held in line. The anaesthetist takes over the airway to intubate. The simulation is complete.',
        vitalSigns: { hr: 72, rr: 18, temp: 36.6, nibp: '132/80', o2: 97, co2: 40 },
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic: I call the trauma team and an anaesthetist now.',
      'A nurse holds manual in-line stabilisation, head and neck neutral and in line, no tilt and no extension.',
      'I suction the vomit from his mouth with a Yankauer under direct vision.',
      'I choose an adult face mask that fits from the bridge of his nose to the cleft of his chin.',
      'I take an adult self-inflating bag, 1.5 litres, and connect it to oxygen at 15 litres per minute.',
      'I stand at the head of the trolley.',
    ],
    [
      'I open the airway with a jaw thrust without any head tilt, fingers behind the angles of the jaw, off the soft tissue.',
      'I put the mask on the right way round, narrow end on the bridge of the nose, covering his mouth and nose and off his eyes.',
      'Two-person technique: I hold the mask with both hands in an E-C grip and the second nurse squeezes the bag; the seal is tight.',
      'My fingers keep lifting the jaw into the mask.',
      'Each breath is squeezed over one second, just enough to see the chest rise.',
      'One breath every 3 seconds, 20 a minute, no faster.',
    ],
    [
      'No gag reflex and no sign of a basal skull fracture: I choose an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I insert it with a tongue depressor, following the curve of the tongue, without moving his neck.',
      'I reassess chest rise, SpO2 and heart rate.',
      'His chest rises with each breath and his SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};
