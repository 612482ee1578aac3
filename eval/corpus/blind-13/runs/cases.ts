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

const NO_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * The seeded sample, used as is: RJ, 4 years (18 kg), apnoeic after two doses of lorazepam for status epilepticus,
 * secretions at the mouth. Read as its hard stops say: phase 0 asks for suction (BMV-2), the mask, bag and oxygen
 * (8-10), the place at the head of the bed (16) and all of mask placement (11-15); phase 1 for the head position
 * (3), opening the airway (4), the mask hand holding the airway open (17), the squeeze (18) and the rate (19);
 * phase 2 for the adjunct (5, 6) and effective ventilation (20). Help and reassessment are not named in its hard
 * stops, so they are not required here (the runs still call for help, which is never wrong).
 */
export const SAMPLE_13: RunCase = {
  id: 'ho13-r-sample',
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
      'I suction the secretions out of his mouth with a Yankauer sucker, only as far back as I can see.',
      'I pick a child-size mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag with a reservoir, connected to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I place the mask with its narrow end over the bridge of his nose so that it covers his nose and mouth.',
      'I hold it with an E-C clamp, make a tight seal with no leak, and keep the mask and my fingers off his eyes.',
    ],
    [
      'I put his head in the sniffing position without overextending his neck.',
      'I open his airway with a head tilt and chin lift, fingers on the bone of the jaw and off the soft tissue under it.',
      'The fingers of my mask hand lift his jaw up into the mask to keep the airway open.',
      'I squeeze the bag gently over one second, just until his chest rises.',
      'I give one breath every 3 seconds, 20 a minute.',
    ],
    [
      'I size a nasopharyngeal airway from the tip of his nostril to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'His chest rises with every breath and his saturation is climbing.',
    ],
    [],
  ],
};

/**
 * New: Isla, 9 weeks (3.6 kg), born at 29 weeks, apnoeic on the surgical ward two hours after a bilateral inguinal
 * hernia repair under sevoflurane with a caudal block (no opioids): post-anaesthetic apnoea of an ex-premature
 * infant. Frothy saliva and mucus in the mouth and nostrils; she still gags; no injury. Phase 0: help, suction,
 * shoulder roll, infant mask, bag, oxygen, place at the head of the cot. Phase 1: airway opening and the whole of
 * mask placement with the mask hand lifting the jaw. Phase 2: squeeze and rate. Phase 3: as she gags, a nasal
 * airway (choice, size, insertion), reassessment and effective ventilation.
 */
export const ISLA_9W: RunCase = {
  id: 'ho13-r-isla-9w',
  title:
    'Held-out case: 9-week-old ex-premature infant (3.6 kg) apnoeic after hernia repair under general anaesthesia, secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Isla is a 9-week-old girl who was born at 29 weeks and now weighs 3.6 kg (post-menstrual age 38 weeks). This morning she had both inguinal hernias repaired under sevoflurane anaesthesia with a caudal block of bupivacaine; she was given no opioid. She came back to the surgical ward on an apnoea monitor for overnight observation. Two hours after surgery the monitor has alarmed several times for short pauses, and now she has stopped breathing and does not start again when her feet are flicked. She is pale and mottled, with frothy saliva and mucus in her mouth and both nostrils. She has a brachial pulse of 98, slowly falling, and her SpO2 is 71%. She still gags when the back of her mouth is touched. She has not been injured. You are the first doctor at the cot side.',
      objectives: {
        objective1:
          'Recognise apnoea with bradycardia and hypoxia in an ex-premature infant after anaesthesia, and call for help.',
        objective2:
          'Clear the mouth and then the nose briefly and gently with a small soft catheter; keep the head neutral with a roll under the shoulders.',
        objective3:
          'Choose an infant mask (nose bridge to chin cleft, off the eyes) and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the cot.',
        objective4:
          'Open the airway without pressing on the soft floor of the mouth, hold the mask with an E-C grip and a tight seal, and give gentle one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'Because she gags, choose a nasopharyngeal airway (not an oral airway), size it from the nostril to the tragus, insert it gently, and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Isla',
          age: 0.17,
          sex: 'Female',
          weight: 3.6,
          diagnosis:
            'Post-anaesthetic apnoea of an ex-premature infant after bilateral inguinal hernia repair; apnoea with a pulse',
        },
        history: {
          symptoms: 'Repeated short apnoeas since returning from theatre, now a prolonged apnoea',
          allergies: 'None known',
          medications: 'Multivitamin drops; iron',
          pmh: 'Born at 29 weeks; 5 weeks in the neonatal unit; apnoea of prematurity treated with caffeine, stopped 3 weeks ago',
          lastMeal: 'Breast milk 4 hours before surgery; dextrose infusion since',
          events:
            'Bilateral inguinal hernia repair this morning under sevoflurane with a caudal block; no opioid; returned to the ward on an apnoea monitor; apnoea alarms for 2 hours, now a prolonged apnoea.',
        },
        PMH: {
          medicalConditions: 'Ex-premature (29 weeks); mild chronic lung disease, off oxygen since 34 weeks',
          hospitalizations: 'Neonatal unit for 5 weeks after birth',
          surgeries: 'Bilateral inguinal hernia repair today',
          allergies: 'None known',
          medications: 'Multivitamin drops; iron',
          socialHistory: 'Lives with her parents and a 3-year-old brother; mother is at the bedside',
          vaccinations: '8-week immunisations given last week',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Pale, mottled and floppy in her cot; frothy saliva at the lips, mucus bubbling at both nostrils',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse 98 and slowly falling, capillary refill 3 seconds',
          abdomen: 'Soft; both groin wounds dry',
          neuro: 'Floppy, eyes closed; anterior fontanelle soft; gags when the back of the tongue is touched',
          disability: 'Grimaces weakly to stimulation',
        },
        labs: {
          rvp: 'Not sent; capillary glucose 5.2 mmol/L; capillary gas before surgery normal',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Isla lies flat in her cot with her chin sinking onto her chest, not breathing, frothy saliva at her lips and mucus at her nostrils. Wall suction with soft catheters, wall oxygen, masks in every size (anatomical, teardrop-shaped), bags and small towels are at the bedside.',
        vitalSigns: { hr: 98, rr: 0, temp: 36.4, nibp: '68/40', o2: 71, co2: null },
        airway: 'Frothy saliva and mucus in the mouth and both nostrils; gag present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse 98, slowly falling; capillary refill 3 seconds',
        disability: 'Floppy, grimaces weakly',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin without touching the eyes, and a self-inflating bag of 450-500 mL connected to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the cot to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the mouth and then the nostrils briefly and gently with a small soft catheter (about 8 Fr), no deeper than can be seen; places a small roll under the shoulders so the head lies neutral, neither flexed nor extended.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing and her heart rate is drifting down. What do you do first?',
      },
      {
        initialState: 'Help is on the way. Her mouth and nose are clear and the bag and mask are ready.',
        vitalSigns: { hr: 92, rr: 0, temp: 36.4, nibp: '66/38', o2: 67, co2: null },
        airway: 'Clear after suction; her tongue and soft tissues fall back when the head is unsupported',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse 92',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Keeps the airway open with the fingers of the hand that holds the mask.',
          airwayManagement:
            'Opens the airway with a gentle chin lift, head neutral (or a jaw thrust), with the fingers on the bone of the jaw and not on the soft floor of the mouth.',
          maskPositioning:
            'Puts the mask on the right way round, apex over the bridge of the nose, covering the nose and mouth; holds it with an E-C grip (two people if it leaks); a tight seal; nothing pressing on the eyes.',
        },
        softStop: 'How are you holding the mask on such a small face?',
      },
      {
        initialState: 'Bagging has started. The chest moves a little with some breaths.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.3, nibp: '70/40', o2: 74, co2: null },
        airway: 'Open with the chin lift',
        breathing: 'Assisted breaths; small chest movement',
        circulation: 'Brachial pulse 104',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag gently over about one second, only until the chest rises (a small volume for 3.6 kg), at 20-30 breaths a minute, without hyperventilating.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'How hard and how fast are you squeezing for a baby this size?',
      },
      {
        initialState:
          'Heart rate and saturation are better, but her tongue and soft palate keep obstructing and the chest rises with only some breaths. She gags when a tongue depressor touches the back of her tongue.',
        vitalSigns: { hr: 124, rr: 0, temp: 36.3, nibp: '72/42', o2: 84, co2: 55 },
        airway: 'Intermittent obstruction between breaths; gag present',
        breathing: 'Assisted at 25-30 a minute; chest rises with some breaths only',
        circulation: 'Brachial pulse 124, capillary refill 2 seconds',
        disability: 'Grimaces and moves her arms to stimulation',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively through the nasal airway: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway rather than an oral one, sized from the tip of the nostril to the tragus, lubricated and passed gently straight back along the floor of the nose; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'She keeps obstructing and she gags. What would help?',
      },
      {
        initialState:
          'Stabilised: SpO2 96%, heart rate 142, and she takes some breaths of her own between assisted breaths. The anaesthetist has arrived and she will go to the neonatal unit for caffeine and monitoring. The simulation is complete.',
        vitalSigns: { hr: 142, rr: 30, temp: 36.5, nibp: '74/44', o2: 96, co2: 44 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths; some breaths of her own',
        circulation: 'Brachial pulse 142, capillary refill 2 seconds',
        disability: 'Moving all limbs, grimacing',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic and hypoxic: I call for help now, the paediatric emergency team and an anaesthetist.',
      'I suction her mouth and then her nostrils gently with an 8 Fr soft catheter, a few seconds at a time, only as far as I can see.',
      'I put a small rolled towel under her shoulders so that her head lies neutral, not flexed and not extended.',
      'I choose an infant mask that reaches from the bridge of her nose to the cleft of her chin, clear of her eyes.',
      'I use a 500 mL self-inflating bag with a reservoir, connected to oxygen at 15 L/min.',
      'I stand at the head of the cot to ventilate.',
    ],
    [
      'I open her airway with a gentle chin lift, head neutral, my finger on the bony point of the jaw and not on the soft tissue under it.',
      'I put the mask on with its apex over the bridge of her nose, covering her nose and mouth.',
      'I hold it with an E-C grip, my middle finger on her jawbone lifting the jaw up into the mask.',
      'The seal is tight with no leak and nothing presses on her eyes.',
    ],
    [
      'I squeeze the bag gently with my fingertips over one second, only until her chest rises.',
      'I give 25 breaths a minute, one every 2 to 3 seconds.',
    ],
    [
      'She gags, so I choose a nasopharyngeal airway and size it from the tip of her nostril to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess: her chest rises with each breath, her SpO2 is climbing and her heart rate is up.',
    ],
    [],
  ],
};

/**
 * New: Kai, 8 years (27 kg), buried head first when a tunnel he was digging in a sand dune collapsed, dug out after
 * about five minutes: traumatic asphyxia (facial petechiae, bloodshot eyes), sand and vomit in the mouth and nose,
 * no gag, cervical spine not cleared (held in line). Phase 0: help, suction under vision, neutral in-line head,
 * place at the head. Phase 1: mask, bag, oxygen and mask placement (off the haemorrhagic eyes). Phase 2: jaw
 * thrust (no head tilt), E-C grip changed to a two-person hold for the leak, seal, mask hands lifting the jaw.
 * Phase 3: squeeze, rate, and an oral airway (no gag). Phase 4: reassessment and effective ventilation.
 */
export const KAI_8Y: RunCase = {
  id: 'ho13-r-kai-8y',
  title:
    'Held-out case: 8-year-old (27 kg) apnoeic after being buried in a collapsed sand tunnel, sand and vomit in the mouth, no gag, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Kai, an 8-year-old boy (27 kg), was digging a tunnel into a sand dune at the beach with his cousins when it collapsed on him. He was buried head first down to his waist and it took the adults about five minutes to dig him out. Lifeguards found a pulse but only gasping breaths, and the ambulance brought him to your emergency department with a paramedic holding his head in line; no collar could be fitted over the sand. In the resuscitation room he stops breathing. His face is swollen and purple with pinpoint haemorrhages, and the whites of both eyes are red with blood. His mouth and nostrils are caked with sand and there is vomit at the back of his mouth. He does not gag. His cervical spine has not been cleared. His heart rate is 88 and his SpO2 is 62%. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after traumatic asphyxia and call the trauma team and an anaesthetist.',
        objective2:
          'Clear sand and vomit under direct vision with a large-bore rigid sucker, without blind finger sweeps, keeping the head and neck in line.',
        objective3:
          'Choose a child mask and a suitable self-inflating bag on oxygen at 15 L/min; place the mask correctly and keep it off the injured eyes.',
        objective4:
          'Open the airway with a jaw thrust and no head tilt; change to a two-person technique when the seal is poor; gentle one-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'With no gag, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it over a tongue depressor without moving the neck; reassess.',
      },
      patientReport: {
        basicInformation: {
          name: 'Kai',
          age: 8,
          sex: 'Male',
          weight: 27,
          diagnosis:
            'Traumatic asphyxia after burial in sand; aspiration of sand and vomit; cervical spine not cleared; apnoea with a pulse',
        },
        history: {
          symptoms: 'Gasping breaths after being dug out, now apnoeic',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild eczema',
          lastMeal: 'Ice cream and crisps about an hour before',
          events:
            'Buried head first in a collapsed sand tunnel for about 5 minutes; dug out by adults; gasping with a pulse; brought in with manual in-line stabilisation; stopped breathing in the resuscitation room.',
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollients',
          socialHistory: 'On a family holiday; his aunt came with him in the ambulance',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Swollen, purple face and neck with petechiae above the nipple line; bilateral subconjunctival haemorrhages; sand in the hair, mouth and nostrils',
          breathing: 'No respiratory effort; no chest movement; sand-stained vomit in the pharynx',
          circulation: 'Pulse 88, capillary refill 3 seconds, cool peripheries',
          abdomen: 'Soft, bruising across the lower ribs',
          neuro: 'GCS 3; pupils 4 mm and reactive; no gag reflex; neck held in line, not cleared',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not applicable; trauma bloods and a venous gas sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Kai lies on the resuscitation trolley, apnoeic, a paramedic holding his head in line from the head end. Sand and vomit fill his mouth. Suction, oxygen, masks, bags and adjuncts of all sizes are at hand.',
        vitalSigns: { hr: 88, rr: 0, temp: 35.9, nibp: '104/66', o2: 62, co2: null },
        airway: 'Sand and vomit in the mouth and nostrils; no gag',
        breathing: 'Apnoeic',
        circulation: 'Pulse 88, capillary refill 3 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Takes the place at the head of the trolley to manage the airway and ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help (trauma team, anaesthetist); suctions sand and vomit under direct vision with a large-bore rigid sucker, no blind finger sweep; keeps the head and neck neutral and in line with manual stabilisation, with no tilting, flexing or shoulder roll because the neck is not cleared.',
          maskPositioning: '',
        },
        softStop:
          'He has stopped breathing, his mouth is full of sand and his neck is not cleared. Where do you start?',
      },
      {
        initialState: 'His mouth is clear and his head is held in line. Equipment is on the trolley.',
        vitalSigns: { hr: 84, rr: 0, temp: 35.9, nibp: '102/64', o2: 58, co2: null },
        airway: 'Clear after suction',
        breathing: 'Apnoeic',
        circulation: 'Pulse 84',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin, a self-inflating bag of at least 450-500 mL, and connects it to oxygen at 15 L/min.',
          ventilationTechnique: '',
          airwayManagement: '',
          maskPositioning:
            'Places the mask with the apex over the bridge of the nose, covering both nose and mouth, and keeps all pressure off the eyes, which are already haemorrhagic.',
        },
        softStop: 'What will you ventilate him with, and where does the mask go?',
      },
      {
        initialState: 'The mask is on, but air leaks around it and the chest barely moves.',
        vitalSigns: { hr: 86, rr: 0, temp: 35.9, nibp: '100/64', o2: 60, co2: null },
        airway: 'Obstructed; the jaw falls back',
        breathing: 'Assisted breaths; barely any chest movement; leak at the mask',
        circulation: 'Pulse 86',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Keeps the jaw lifted up into the mask with the hand or hands that hold it.',
          airwayManagement:
            'Opens the airway with a jaw thrust alone (no head tilt, no neck movement), the fingers behind the angles of the jaw and not in the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C grip and, because the seal is poor, changes to a two-person technique (both hands on the mask, a helper squeezing); gets a tight seal.',
        },
        softStop:
          'Air is leaking and the chest is barely moving. How will you hold the mask without moving his neck?',
      },
      {
        initialState:
          'The seal is tight. The chest rises with some breaths, but his tongue falls back between breaths. He did not gag when his mouth was suctioned.',
        vitalSigns: { hr: 98, rr: 0, temp: 35.9, nibp: '100/62', o2: 78, co2: 60 },
        airway: 'Tongue falls back between breaths; no gag',
        breathing: 'Assisted breaths; chest rises with some breaths',
        circulation: 'Pulse 98',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Has the bag squeezed gently over about one second, just enough for the chest to rise, at 20-30 breaths a minute (one every 2-3 seconds).',
          airwayManagement:
            'As he has no gag, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it under direct vision over a tongue depressor, without moving the neck.',
          maskPositioning: '',
        },
        softStop: 'How are the breaths being given, and what would keep his tongue forward?',
      },
      {
        initialState: 'The oral airway is in and the mask is back on with the two-person hold.',
        vitalSigns: { hr: 108, rr: 20, temp: 35.9, nibp: '102/64', o2: 90, co2: 50 },
        airway: 'Patent with the oral airway',
        breathing: 'Assisted at 20 a minute',
        circulation: 'Pulse 108, capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 climbs.',
          airwayManagement: 'Reassesses after the intervention: chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'How do you know it is working?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, heart rate 104, good chest rise with each breath. The anaesthetist is preparing to intubate with manual in-line stabilisation and a CT is booked. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 20, temp: 36.0, nibp: '104/66', o2: 97, co2: 42 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse 104, capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15'],
    ['BMV-4', 'BMV-13', 'BMV-14', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-18', 'BMV-19'],
    ['BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse: I call for help now, the trauma team and an anaesthetist.',
      'I suction the sand and vomit from his mouth with a large-bore Yankauer under direct vision.',
      'His head and neck are kept neutral and in line with manual stabilisation, no tilting, because his neck is not cleared.',
      'I stand at the head of the trolley.',
    ],
    [
      'I choose a child mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag with a reservoir connected to oxygen at 15 L/min.',
      'I put the mask on with the apex over the bridge of his nose, covering his nose and mouth, and keep it off his eyes.',
    ],
    [
      'I open his airway with a jaw thrust only, fingers behind the angles of his jaw, no head tilt.',
      'The seal is poor, so we go to two people: I hold the mask with both hands in an E-C grip and a nurse squeezes the bag.',
      'My fingers keep lifting his jaw up into the mask, and the seal is now tight with no leak.',
    ],
    [
      'Squeeze the bag gently over one second, just until his chest rises.',
      'Give one breath every 3 seconds, 20 a minute.',
      'He has no gag, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up over a tongue depressor without moving his neck.',
    ],
    ['I reassess: his chest rises with each breath, his SpO2 is climbing and his heart rate is 108.'],
    [],
  ],
};

/**
 * New: Tomasz, 16 years (64 kg, adult size), in the day-surgery recovery bay after removal of four impacted wisdom
 * teeth under general anaesthesia with rocuronium reversed by neostigmine: residual neuromuscular block, weak and
 * then apnoeic with a pulse. Gauze packs and blood-stained saliva in the mouth; no gag (he is weak, not
 * comatose, and may be aware); no injury, neck normal. Phase 0: help, packs out and suction, adult mask and bag,
 * oxygen, place at the head. Phase 1: sniffing position, head tilt-chin lift and the whole of mask placement with
 * the mask hand lifting the jaw. Phase 2: squeeze, adult rate, oral airway. Phase 3: reassessment and effective
 * ventilation.
 */
export const TOMASZ_16Y: RunCase = {
  id: 'ho13-r-tomasz-16y',
  title:
    'Held-out case: 16-year-old (64 kg) apnoeic from residual neuromuscular block after wisdom-tooth extraction, blood and gauze packs in the mouth, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Tomasz, a 16-year-old boy (64 kg, adult-sized), had four impacted wisdom teeth removed this morning as a day case under general anaesthesia. He was given rocuronium, reversed at the end with neostigmine and glycopyrronium, and extubated in theatre. Twenty minutes later in the day-surgery recovery bay he cannot lift his head, his breaths become shallow and see-saw, and then he stops breathing. He has a pulse of 118 and his SpO2 is 74%. Gauze packs are bitten over the extraction sockets and blood-stained saliva pools in his mouth. He has no gag. He has not been injured and his neck is normal. The anaesthetist has gone back to theatre for the next case. You are the paediatric resident covering the day-surgery unit and the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea from residual neuromuscular block in recovery and call for help, including the anaesthetist.',
        objective2:
          'Remove the gauze packs under direct vision and suction the blood and saliva with a rigid sucker.',
        objective3:
          'Choose an adult mask and an adult self-inflating bag on oxygen at 15 L/min; lay the trolley flat and ventilate from the head.',
        objective4:
          'Sniffing position, head tilt-chin lift, mask placed and held correctly with a tight seal; breaths over one second to chest rise at an adult rate, about 10-12 a minute.',
        objective5:
          'With no gag, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw, insert it without trauma to the sockets, and reassess.',
      },
      patientReport: {
        basicInformation: {
          name: 'Tomasz',
          age: 16,
          sex: 'Male',
          weight: 64,
          diagnosis:
            'Residual neuromuscular block after general anaesthesia for wisdom-tooth extraction; apnoea with a pulse',
        },
        history: {
          symptoms: 'Weakness, shallow see-saw breathing, then apnoea in recovery',
          allergies: 'None known',
          medications: 'None regularly; ibuprofen after surgery',
          pmh: 'Well; no previous anaesthetics',
          lastMeal: 'Nil by mouth since midnight',
          events:
            'Day-case removal of four impacted wisdom teeth under general anaesthesia with rocuronium; reversed with neostigmine and glycopyrronium; extubated in theatre; weak and apnoeic 20 minutes later in recovery.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None before today',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his mother; in his final year of school; plays basketball',
          vaccinations: 'Up to date',
          familyHistory: 'None known',
        },
        initialExam: {
          generalAppearance:
            'Lying propped up on the recovery trolley, limp, pale, eyes half open; gauze packs and blood-stained saliva in the mouth',
          breathing: 'No respiratory effort; no chest movement',
          circulation: 'Pulse 118, blood pressure 138/82, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro: 'Flaccid, cannot lift his head; pupils normal; no gag; may be aware',
          disability: 'No movement to voice or pain',
        },
        labs: { rvp: 'Not applicable; no blood tests this admission' },
      },
    },
    Phases: [
      {
        initialState:
          'Tomasz lies propped up at 45 degrees on the recovery trolley, apnoeic, with gauze packs and blood-stained saliva in his mouth. Suction, wall oxygen, masks of all sizes, bags, adjuncts and a nerve stimulator are in the bay.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.6, nibp: '138/82', o2: 74, co2: null },
        airway: 'Gauze packs, blood and saliva in the mouth; no gag',
        breathing: 'Apnoeic',
        circulation: 'Pulse 118',
        disability: 'Flaccid',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that reaches from the bridge of the nose to the cleft of the chin, an adult self-inflating bag (about 1.5 L) with a reservoir, and connects it to oxygen at 15 L/min.',
          ventilationTechnique: 'Lays the trolley flat and moves to the head of it to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help (recovery team, anaesthetist); removes the gauze packs under direct vision and suctions the blood and saliva with a rigid Yankauer sucker.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing in recovery. What do you need, and who?',
      },
      {
        initialState: 'The trolley is flat, his mouth is clear and the bag is on oxygen.',
        vitalSigns: { hr: 124, rr: 0, temp: 36.6, nibp: '140/84', o2: 68, co2: null },
        airway: 'Clear; his tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Pulse 124',
        disability: 'Flaccid',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Keeps the airway open with the fingers of the hand that holds the mask.',
          airwayManagement:
            'Puts the head in the sniffing position (a folded towel under the occiput) without overextending the neck; opens the airway with a head tilt-chin lift (the neck is not injured), fingers on the bone of the jaw, not the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over the nose and mouth, holds it with an E-C grip (two people if it leaks), makes a tight seal, and keeps pressure off the eyes.',
        },
        softStop: 'How are you positioning him and holding the mask?',
      },
      {
        initialState:
          'Bagging has started, but the chest rises poorly: his tongue falls back against his palate. He does not gag when the mouth is suctioned.',
        vitalSigns: { hr: 120, rr: 0, temp: 36.6, nibp: '136/80', o2: 78, co2: 58 },
        airway: 'Tongue falls back; no gag',
        breathing: 'Assisted breaths; poor chest rise',
        circulation: 'Pulse 120',
        disability: 'Flaccid',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the adult bag gently over about one second, only until the chest rises (not the whole bag), at an adult rate of about one breath every 5-6 seconds (10-12 a minute), never as fast as possible.',
          airwayManagement:
            'As he has no gag, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it gently (over a tongue depressor, or by the adult rotation technique), without force and without trauma to the sockets.',
          maskPositioning: '',
        },
        softStop:
          'The chest barely rises. How hard and how often are you squeezing, and what would keep his tongue forward?',
      },
      {
        initialState: 'The oral airway is in and the mask is back on.',
        vitalSigns: { hr: 104, rr: 10, temp: 36.6, nibp: '130/78', o2: 93, co2: 48 },
        airway: 'Patent with the oral airway',
        breathing: 'Assisted at 10-12 a minute',
        circulation: 'Pulse 104',
        disability: 'Flaccid; fingers begin to twitch',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 climbs.',
          airwayManagement: 'Reassesses after the intervention: chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'How do you know the ventilation is working now?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, heart rate 96. The anaesthetist is back, confirms residual block with a nerve stimulator, gives sugammadex and reassures him; he starts breathing on his own. The simulation is complete.',
        vitalSigns: { hr: 96, rr: 14, temp: 36.6, nibp: '128/76', o2: 98, co2: 41 },
        airway: 'Patent',
        breathing: 'Breathing on his own after reversal',
        circulation: 'Pulse 96, capillary refill 2 seconds',
        disability: 'Moving all limbs, squeezes hands',
        hardStop: NO_STOP,
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
      'He has stopped breathing: I call for help, the recovery team and the anaesthetist back from theatre.',
      'I take the gauze packs out under direct vision and suction the blood and saliva with a Yankauer.',
      'I choose an adult mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I use an adult self-inflating bag with a reservoir connected to oxygen at 15 L/min.',
      'I lay the trolley flat and stand at the head of it.',
    ],
    [
      'I put a folded towel under his head for the sniffing position without overextending his neck.',
      'I open his airway with a head tilt and chin lift, fingers on the bone of the jaw.',
      'I put the mask on the right way round, apex over the bridge of the nose, covering his nose and mouth.',
      'I hold it with an E-C grip, the fingers of that hand lifting his jaw up into the mask.',
      'The seal is tight with no leak and nothing presses on his eyes.',
    ],
    [
      'I squeeze the bag gently over one second, only until his chest rises.',
      'I give one breath every 5 to 6 seconds, 10 to 12 a minute.',
      'He has no gag, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up over a tongue depressor, gently, away from the sockets.',
    ],
    ['I reassess: his chest rises with each breath, his SpO2 is climbing and his heart rate is settling.'],
    [],
  ],
};
