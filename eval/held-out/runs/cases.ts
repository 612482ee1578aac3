import type { CaseDocument } from '../../../src/contract/case.ts';
import { sampleCase } from '../../../src/server/cases/sample-case.ts';
import type { ItemId } from '../../harness/corpus-types.ts';

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
 * secretions at the mouth, no injury. Read from its hard stops: phase 0 asks for suction (BMV-2), mask, bag and
 * oxygen (8-10), all of mask placement (11-15) and the place at the head of the bed (16); phase 1 for the head
 * position (3), opening the airway (4), the mask hand keeping the airway open (17), the squeeze (18) and the rate
 * (19); phase 2 for the adjunct, its size and insertion (5, 6) and effective ventilation (20). Calling for help (1)
 * and reassessment (7) are named by no hard stop, so they are not required (runs may still do them). The case does
 * not say whether he gags, so the runs use a nasal airway, which is right either way (no sign of a basal skull
 * fracture), or an oral airway only after saying he has no gag. No neck injury: head tilt-chin lift or jaw thrust.
 */
export const SAMPLE_15: RunCase = {
  id: 'ho15-r-sample',
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
      'I suction the secretions from his mouth with a rigid Yankauer sucker, only as far as I can see.',
      'I pick a child-size mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag with a reservoir, connected to wall oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on with its narrow end over the bridge of his nose, covering his nose and mouth.',
      'I hold it with an E-C clamp, get a tight seal with no leak, and keep the mask and my fingers off his eyes.',
    ],
    [
      'I place his head in the sniffing position without overextending his neck.',
      'I open his airway with a head tilt and chin lift, my fingers on the bone of the jaw and off the soft tissue under it.',
      'The fingers of my mask hand lift his jaw up into the mask to keep the airway open.',
      'I squeeze the bag gently over one second, just until his chest rises.',
      'I give one breath every 3 seconds, 20 a minute.',
    ],
    [
      'I size a nasopharyngeal airway from the tip of his nose to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'His chest rises with every breath and his saturation is climbing.',
    ],
    [],
  ],
};

/**
 * New: Arlo, 4 weeks (3.9 kg), born at term, had a laparoscopic pyloromyotomy for pyloric stenosis this morning
 * (his alkalosis was corrected before surgery; fentanyl during the operation, local anaesthetic to the ports). In
 * the recovery room, twenty minutes after extubation, he stops breathing: the anaesthetist has gone back to theatre.
 * Frothy saliva and a little regurgitated clear fluid in the mouth and nose; head flexed on his large occiput; no
 * injury. No adjunct is asked for (a young infant who recovers with bag-mask ventilation alone). Phase 0: help,
 * gentle suction of mouth then nose with a soft 8 Fr catheter, a shoulder roll for a neutral head, infant mask, bag,
 * oxygen. Phase 1: the place at the head, a gentle chin lift with the head neutral, all of mask placement, the mask
 * hand lifting the jaw. Phase 2: squeeze, rate 20-30 a minute (PALS, infant with a pulse), reassessment and
 * effective ventilation.
 */
export const ARLO_4W: RunCase = {
  id: 'ho15-r-arlo-4w',
  title:
    'Held-out case: 4-week-old (3.9 kg) apnoeic with a pulse in the recovery room after a pyloromyotomy, saliva and regurgitated fluid in mouth and nose',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Arlo is a 4-week-old boy (3.9 kg), born at term, who was admitted two days ago with projectile vomiting and a hypochloraemic metabolic alkalosis from pyloric stenosis. After his fluids and electrolytes were corrected he had a laparoscopic pyloromyotomy this morning under general anaesthesia, with a small dose of fentanyl and local anaesthetic to the port sites. He was extubated awake and brought to the recovery room. Twenty minutes later the recovery nurse calls you from the next bay: his breathing has slowed and stopped. The anaesthetist has gone back to theatre for the next case. Arlo is grey and floppy, with frothy saliva and a little clear regurgitated fluid in his mouth and nostrils. His heart rate is 96 and his SpO2 is 71%. You are the only doctor in the recovery room.',
      objectives: {
        objective1:
          'Recognise post-operative apnoea in a young infant and call for help (the anaesthetist and the resuscitation team).',
        objective2:
          'Suction the mouth and then the nose briefly and gently with a soft 8 Fr catheter; put a small roll under the shoulders so the head lies neutral.',
        objective3:
          'Choose an infant mask that reaches from the bridge of the nose to the cleft of the chin, a 450-500 mL self-inflating bag and oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a gentle chin lift without pressing on the soft floor of the mouth; place and hold the mask with an E-C grip and a tight seal, off the eyes, the mask hand keeping the airway open.',
        objective5:
          'Give gentle one-second breaths just to chest rise at 20-30 a minute, reassess chest rise, SpO2 and heart rate, and ventilate until the saturation rises.',
      },
      patientReport: {
        basicInformation: {
          name: 'Arlo',
          age: 0.08,
          sex: 'Male',
          weight: 3.9,
          diagnosis:
            'Pyloric stenosis, laparoscopic pyloromyotomy today; post-operative apnoea with a pulse in the recovery room',
        },
        history: {
          symptoms: 'Projectile non-bilious vomiting for five days, poor weight gain',
          allergies: 'None known',
          medications: 'Maintenance IV fluids; paracetamol IV after surgery',
          pmh: 'Born at term by normal delivery, 3.5 kg; well until this week',
          lastMeal: 'Nil by mouth since admission; nasogastric tube removed at the end of surgery',
          events:
            'Hypochloraemic alkalosis (chloride 86 mmol/L, bicarbonate 34 mmol/L) corrected over 36 hours; laparoscopic pyloromyotomy this morning; extubated awake; apnoeic in recovery 20 minutes later.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'This admission only',
          surgeries: 'Laparoscopic pyloromyotomy today',
          allergies: 'None known',
          medications: 'None before admission',
          socialHistory: 'First child; lives with both parents, who are waiting on the ward',
          vaccinations: 'None due yet',
          familyHistory: 'His father had pyloric stenosis as a baby',
        },
        initialExam: {
          generalAppearance:
            'Grey and floppy on a flat recovery trolley, head flexed forward on his large occiput; frothy saliva at the lips and in both nostrils',
          breathing: 'No respiratory effort; no chest movement',
          circulation: 'Brachial pulse 96, capillary refill 3 seconds',
          abdomen: 'Soft, three small port-site dressings, dry',
          neuro: 'Unresponsive; fontanelle soft; pupils small and reactive',
          disability: 'Unresponsive to voice; weak grimace to pain',
        },
        labs: {
          rvp: 'Not sent; this morning chloride 101 mmol/L, bicarbonate 27 mmol/L, glucose 5.1 mmol/L',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Arlo lies flat on his back on the recovery trolley, apnoeic and grey, his head flexed forward so that his chin rests on his chest. There is frothy saliva at his lips and bubbling at both nostrils. An IV cannula is in his right foot. Wall suction with soft catheters, wall oxygen, masks, self-inflating bags and small rolled towels are at the bedside.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.4, nibp: '68/40', o2: 71, co2: null },
        airway: 'Frothy saliva and regurgitated clear fluid in the mouth and both nostrils',
        breathing: 'Apnoeic; no chest movement',
        circulation: 'Brachial pulse 96; capillary refill 3 seconds',
        disability: 'Unresponsive; weak grimace to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask (size 1) that reaches from the bridge of the nose to the cleft of the chin without covering the eyes, and a self-inflating bag of 450-500 mL with a reservoir, connected to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help (the anaesthetist and the resuscitation team); suctions the mouth first and then the nostrils, briefly and gently, with a soft 8 Fr catheter no deeper than can be seen; places a small roll under the shoulders so that the head lies neutral, neither flexed nor extended.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and his saturation is falling. What do you do first?',
      },
      {
        initialState:
          'The nurse has pulled the emergency bell and help is on its way. His mouth and nose are clear, the roll is under his shoulders and the bag is on oxygen.',
        vitalSigns: { hr: 90, rr: 0, temp: 36.4, nibp: '66/38', o2: 66, co2: null },
        airway: 'Clear; the tongue falls back when the jaw is not supported',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse 90',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates from the head of the trolley and keeps the airway open with the fingers of the hand that holds the mask, lifting the jaw up into the mask.',
          airwayManagement:
            'Opens the airway with a gentle chin lift (or a jaw thrust), the head kept neutral and not extended, fingers on the bone of the jaw and never pressing into the soft floor of the mouth.',
          maskPositioning:
            'Puts the mask on the right way round, apex over the bridge of the nose, covering both nose and mouth; holds it with an E-C grip (two people if it leaks); makes a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'How will you hold the mask and keep such a small airway open?',
      },
      {
        initialState: 'Bagging has started. His chest moves with some breaths.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.4, nibp: '70/40', o2: 74, co2: null },
        airway: 'Open with the chin lift',
        breathing: 'Assisted breaths; small chest movement',
        circulation: 'Brachial pulse 104',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag gently over about one second, only until the chest starts to rise (a small volume for 3.9 kg), at 20-30 breaths a minute (one every 2-3 seconds), without hyperventilating; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement: 'Reassesses after the first breaths: chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'How much and how often are you squeezing, and how do you know it is working?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, heart rate 138, and he is starting to take breaths of his own between assisted breaths. The anaesthetist is back at the bedside. The simulation is complete.',
        vitalSigns: { hr: 138, rr: 24, temp: 36.5, nibp: '74/44', o2: 97, co2: 45 },
        airway: 'Patent with the chin lift',
        breathing: 'Good chest rise with assisted breaths; some breaths of his own',
        circulation: 'Brachial pulse 138, capillary refill 2 seconds',
        disability: 'Grimacing and moving his arms',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17'],
    ['BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He has stopped breathing: I call for help, the anaesthetist and the resuscitation team.',
      'I suction his mouth and then his nostrils briefly with a soft 8 Fr catheter, no deeper than I can see.',
      'I put a small rolled towel under his shoulders so his head lies neutral.',
      'I choose an infant mask, size 1, that reaches from the bridge of his nose to the cleft of his chin without touching his eyes.',
      'I use a 500 mL self-inflating bag with a reservoir connected to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the trolley.',
      'I open his airway with a gentle chin lift, head neutral, my finger on the bone of his chin and not on the soft tissue under it.',
      'I put the mask on with the apex over the bridge of his nose, covering his nose and mouth.',
      'I hold it with an E-C grip, the fingers of that hand lifting his jaw up into the mask.',
      'The seal is tight with no leak and nothing presses on his eyes.',
    ],
    [
      'I squeeze the bag gently over one second, only until his chest rises.',
      'I give 25 breaths a minute, one every 2 to 3 seconds.',
      'I reassess after the first breaths: chest rise, SpO2 and heart rate.',
      'His chest rises with every breath and his SpO2 is climbing.',
    ],
    [],
  ],
};

/**
 * New: Ruby, 8 years (25 kg), fell about three metres head first onto tarmac when a gust of wind lifted a bouncy
 * castle at a school fair. Collar, blocks and scoop; GCS 7 then 5; she vomited and has stopped breathing with a
 * pulse. Cervical spine not cleared. She gags. No sign of a basal skull fracture (no bruising behind the ears or
 * round the eyes, nothing from the nose or ears), so a nasal airway is the adjunct and an oral one is wrong (gag).
 * Phase 0: help, the place at the head, manual in-line stabilisation with the head neutral (no pillow, no roll, no
 * tilt), suction of the vomit under direct vision with a rigid sucker (no blind sweep), jaw thrust alone. Phase 1:
 * child mask, bag, oxygen, mask orientation, covering nose and mouth, off the eyes. Phase 2: E-C grip changed to two
 * people for the leak, seal, mask hands lifting the jaw, squeeze and rate (20-30 a minute). Phase 3: nasal airway
 * (choice, size, insertion), reassessment and effective ventilation.
 */
export const RUBY_8Y: RunCase = {
  id: 'ho15-r-ruby-8y',
  title:
    'Held-out case: 8-year-old (25 kg) thrown from a wind-lifted bouncy castle, GCS 5, apnoeic with a pulse, spine not cleared, vomit in the mouth, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ruby, an 8-year-old girl (25 kg), was playing on an inflatable bouncy castle at her school summer fair when a gust of wind tore it from its pegs and lifted it; she fell about three metres head first onto the tarmac. She was unconscious at the scene. The paramedics put her in a cervical collar with head blocks on a scoop stretcher and brought her to the emergency department with a GCS of 7. In the resuscitation room her GCS falls to 5, she vomits, and her breathing becomes irregular and then stops. Her heart rate is 88 and her SpO2 is 70%. There is vomit in her mouth. She gags and coughs weakly when anything touches the back of her throat. She has a large swelling over the left side of her head, but no bruising behind her ears or around her eyes and no blood or clear fluid from her nose or ears. Her cervical spine has not been cleared. You are the first doctor in the bay.',
      objectives: {
        objective1:
          'Recognise apnoea after a head injury and call the trauma team and an anaesthetist; take the place at the head.',
        objective2:
          'Keep the head and neck neutral and in line with manual in-line stabilisation; clear the vomit under direct vision with a rigid sucker, without a blind finger sweep; open the airway with a jaw thrust alone.',
        objective3:
          'Choose a child mask, a self-inflating bag of at least 500 mL on oxygen at 15 L/min, and place the mask the right way round over nose and mouth and off the eyes.',
        objective4:
          'Change to a two-person technique when the seal leaks; gentle one-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'Because she gags and has no sign of a basal skull fracture, choose a nasopharyngeal airway rather than an oral one, size and insert it correctly, and reassess.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ruby',
          age: 8,
          sex: 'Female',
          weight: 25,
          diagnosis:
            'Head injury from a three-metre fall off a wind-lifted bouncy castle; cervical spine not cleared; apnoea with a pulse',
        },
        history: {
          symptoms: 'Unconscious since the fall; vomited once in the emergency department',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Well; eczema as a toddler',
          lastMeal: 'Hot dog and fizzy drink at the fair about an hour ago',
          events:
            'Fell about three metres head first onto tarmac when a bouncy castle was lifted by the wind; unconscious at the scene; collar, blocks and scoop; GCS 7 on arrival, now 5; vomited; apnoeic.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Lives with her mother and two brothers; in Year 4',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Limp, in a collar and head blocks on a scoop; large boggy swelling over the left parietal scalp; vomit in the mouth',
          breathing: 'No respiratory effort; no chest movement',
          circulation: 'Pulse 88, blood pressure 118/72, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 5 (E1 V1 M3); left pupil 4 mm and sluggish, right 3 mm and reactive; gags to suction; no bruising behind the ears or round the eyes; no fluid from nose or ears',
          disability: 'Abnormal flexion to pain',
        },
        labs: { rvp: 'Not applicable; trauma bloods and a venous gas sent, glucose 6.8 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Ruby lies supine on the scoop in a collar with head blocks, apnoeic, with vomit pooling in her mouth. A paramedic stands beside her. Rigid and soft suction, oxygen, masks, bags and airway adjuncts of all sizes are at hand.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.5, nibp: '118/72', o2: 70, co2: null },
        airway: 'Vomit in the mouth; gags when the back of the throat is touched',
        breathing: 'Apnoeic',
        circulation: 'Pulse 88, capillary refill 2 seconds',
        disability: 'GCS 5; swelling over the left side of the head',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Takes the place at the head of the trolley to manage the airway.',
          airwayManagement:
            'Recognises the apnoea and calls for help (trauma team, anaesthetist); has an assistant hold manual in-line stabilisation while the front of the collar is opened, so that the head and neck stay neutral and in line, with no pillow, no shoulder roll and no tilting; suctions the vomit under direct vision with a rigid Yankauer sucker, with no blind finger sweep; opens the airway with a jaw thrust alone, fingers behind the angles of the jaw, no head tilt and nothing pressing on the soft tissue under the chin.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing and her neck is not cleared. What do you do with her airway?',
      },
      {
        initialState:
          'Her mouth is clear, an assistant holds her head in line, and the jaw thrust is holding her airway open.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.5, nibp: '120/74', o2: 64, co2: null },
        airway: 'Clear after suction; open with the jaw thrust',
        breathing: 'Apnoeic',
        circulation: 'Pulse 84',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask (size 2) that reaches from the bridge of the nose to the cleft of the chin, a self-inflating bag of at least 500 mL with a reservoir, and connects it to oxygen at 15 L/min.',
          ventilationTechnique: '',
          airwayManagement: '',
          maskPositioning:
            'Places the mask the right way round, apex over the bridge of the nose, so that it covers both nose and mouth, and keeps it off the eyes.',
        },
        softStop: 'What will you ventilate her with, and how does the mask sit on her face?',
      },
      {
        initialState:
          'The mask is on, but with the collar and the head held in line air leaks at the side of the mask and the chest barely moves.',
        vitalSigns: { hr: 86, rr: 0, temp: 36.5, nibp: '118/72', o2: 62, co2: null },
        airway: 'Open with the jaw thrust; leak at the mask',
        breathing: 'Assisted breaths; barely any chest movement',
        circulation: 'Pulse 86',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted up into the mask with the fingers of the hand or hands that hold it; has the bag squeezed gently over about one second, just until the chest rises, at 20-30 breaths a minute (one every 2-3 seconds), without hyperventilating.',
          airwayManagement: '',
          maskPositioning:
            'Holds the mask with an E-C grip and, because the seal is poor, changes to a two-person technique (both hands on the mask, a helper squeezing the bag); gets a tight seal.',
        },
        softStop: 'Air is leaking round the mask. What will you change, and how are the breaths being given?',
      },
      {
        initialState:
          'The seal is tight and the chest rises with some breaths, but her tongue falls back between breaths. She still gags when the back of her mouth is touched.',
        vitalSigns: { hr: 90, rr: 0, temp: 36.5, nibp: '116/70', o2: 82, co2: 50 },
        airway: 'Tongue falls back between breaths; gag present',
        breathing: 'Assisted at 20 a minute; chest rises with some breaths',
        circulation: 'Pulse 90',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway rather than an oral one (there is no sign of a basal skull fracture), sized from the tip of the nose to the tragus of the ear, lubricated and passed gently straight back along the floor of the nose without moving the neck; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back and she gags. What would help?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, heart rate 92, good chest rise with each breath. The anaesthetist is preparing to intubate her with in-line stabilisation, and the CT scanner is ready. The simulation is complete.',
        vitalSigns: { hr: 92, rr: 20, temp: 36.6, nibp: '114/70', o2: 97, co2: 40 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse 92, capillary refill 2 seconds',
        disability: 'GCS 5',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15'],
    ['BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with a pulse: I call for help now, the trauma team and an anaesthetist.',
      'I stand at the head of the trolley.',
      'A nurse holds manual in-line stabilisation while we open the front of the collar, so her head and neck stay neutral and in line, no pillow and no tilting.',
      'I suction the vomit from her mouth with a rigid Yankauer under direct vision, no blind finger sweep.',
      'I open her airway with a jaw thrust only, fingers behind the angles of her jaw, no head tilt.',
    ],
    [
      'I choose a child mask, size 2, that reaches from the bridge of her nose to the cleft of her chin.',
      'I use a 500 mL self-inflating bag with a reservoir connected to oxygen at 15 L/min.',
      'I put the mask on with the apex over the bridge of her nose, covering her nose and mouth, and keep it off her eyes.',
    ],
    [
      'The seal is poor, so we go to two people: I hold the mask with both hands in an E-C grip and a nurse squeezes the bag.',
      'My fingers keep lifting her jaw up into the mask, and the seal is now tight with no leak.',
      'The bag is squeezed gently over one second, just until her chest rises.',
      'We give one breath every 3 seconds, 20 a minute.',
    ],
    [
      'She gags and has no sign of a basal skull fracture, so I size a nasopharyngeal airway from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of her nose without moving her neck.',
      'I reassess: her chest rises with each breath, her SpO2 is climbing and her heart rate is 90.',
    ],
    [],
  ],
};

/**
 * New: Farah, 13 years (40 kg), not yet in puberty, very anxious about dentistry, had four premolars extracted for
 * orthodontic crowding in the hospital's dental day unit under intravenous midazolam sedation (8 mg in all, titrated
 * in increments). Ten minutes after the last extraction, still semi-reclined in the dental chair, she stops
 * breathing with a pulse. Blood-soaked gauze packs in her mouth; no gag; no injury (head tilt-chin lift allowed).
 * Phase 0: help, the chair laid flat and the place at the head, removal of the gauze packs and suction of the blood
 * under direct vision, a sniffing position with a small pad under the occiput. Phase 1: head tilt-chin lift, small
 * adult mask, adult bag, oxygen, mask orientation, covering nose and mouth, off the eyes. Phase 2: E-C grip (two
 * people if it leaks), seal, mask hand lifting the jaw, squeeze (not emptying the adult bag) and rate 20-30 a minute.
 * Phase 3: an oral airway because she has no gag (a nasal one would also be acceptable; no skull fracture), sized
 * corner of mouth to angle of jaw and inserted over a tongue depressor, reassessment, effective ventilation.
 */
export const FARAH_13Y: RunCase = {
  id: 'ho15-r-farah-13y',
  title:
    'Held-out case: 13-year-old (40 kg) apnoeic with a pulse in a dental chair after intravenous midazolam sedation for extractions, gauze packs and blood in the mouth, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Farah, a 13-year-old girl (40 kg) who has not yet entered puberty, is very anxious about dental treatment. This afternoon she had four premolar teeth extracted for orthodontic crowding in the dental day unit of the hospital, under intravenous sedation with midazolam: 8 mg in all, given in small increments because she kept becoming distressed. Ten minutes after the last extraction, still semi-reclined in the dental chair with gauze packs in her mouth, she becomes unrousable and stops breathing. Her heart rate is 92 and her SpO2 is 74%. There is blood oozing around the gauze packs. She does not gag when the suction touches the back of her mouth. She has not been injured. The dental nurse has fetched the resuscitation trolley. You are the paediatric registrar who was called to the unit.',
      objectives: {
        objective1:
          'Recognise apnoea after procedural sedation and call for help (the resuscitation team and an anaesthetist).',
        objective2:
          'Lay the dental chair flat and take the place at the head; remove the gauze packs and suction the blood under direct vision; put the head in the sniffing position without hyperextension.',
        objective3:
          'Open the airway with a head tilt-chin lift; choose a small adult mask and an adult self-inflating bag on oxygen at 15 L/min; place the mask the right way round over nose and mouth and off the eyes.',
        objective4:
          'Hold the mask with an E-C grip (two people if it leaks), keep the jaw lifted into the mask, and give gentle one-second breaths to chest rise at 20-30 a minute without emptying the adult bag.',
        objective5:
          'With no gag, choose an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw, insert it correctly, reassess, and ventilate until the saturation rises.',
      },
      patientReport: {
        basicInformation: {
          name: 'Farah',
          age: 13,
          sex: 'Female',
          weight: 40,
          diagnosis:
            'Over-sedation with intravenous midazolam for dental extractions; apnoea with a pulse; bleeding tooth sockets',
        },
        history: {
          symptoms: 'Unrousable and apnoeic ten minutes after the end of the procedure',
          allergies: 'None known',
          medications:
            'None regularly; midazolam 8 mg IV in increments over 40 minutes; lidocaine with adrenaline dental blocks',
          pmh: 'Dental anxiety; otherwise well',
          lastMeal: 'Light breakfast at 07:00; clear fluids until 11:00',
          events:
            'Four premolar extractions under IV midazolam sedation; became distressed several times and was given further increments; ten minutes after the last extraction, unrousable and apnoeic in the semi-reclined dental chair.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with her parents and younger brother; in Year 8; her mother is in the waiting room',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Limp and grey, semi-reclined in the dental chair; blood-soaked gauze packs in her mouth, blood oozing from the sockets',
          breathing: 'No respiratory effort; no chest movement',
          circulation: 'Pulse 92, blood pressure 104/62, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro: 'Unrousable to voice and pain; pupils 3 mm and reactive; no gag',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not applicable; capillary glucose 5.6 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Farah is semi-reclined in the dental chair at about 45 degrees, apnoeic and grey, her head slumped forward with two blood-soaked gauze packs in her mouth. The dental nurse is beside her. The resuscitation trolley with rigid suction, oxygen, masks, bags and airway adjuncts of all sizes has just arrived.',
        vitalSigns: { hr: 92, rr: 0, temp: 36.6, nibp: '104/62', o2: 74, co2: null },
        airway: 'Two gauze packs and blood in the mouth; no gag',
        breathing: 'Apnoeic',
        circulation: 'Pulse 92, capillary refill 2 seconds',
        disability: 'Unrousable',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Has the dental chair laid flat and takes the place behind her head to manage the airway.',
          airwayManagement:
            'Recognises the apnoea and calls for help (resuscitation team, anaesthetist); removes the gauze packs under direct vision and suctions the blood with a rigid Yankauer sucker, no deeper than can be seen and with no blind finger sweep; places the head in the sniffing position with a small folded towel under the occiput, without hyperextending the neck.',
          maskPositioning: '',
        },
        softStop: 'She is slumped in the chair with a mouth full of gauze and blood. What do you do first?',
      },
      {
        initialState:
          'The chair is flat, help has been called, her mouth is clear and her head is in the sniffing position.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.6, nibp: '102/60', o2: 68, co2: null },
        airway: 'Clear after suction; tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Pulse 88',
        disability: 'Unrousable',
        hardStop: {
          ventilationEquipment:
            'Chooses a small adult mask (size 3) that reaches from the bridge of the nose to the cleft of the chin, an adult self-inflating bag (about 1.5 L; never an infant or 500 mL bag for 40 kg) with a reservoir, and connects it to oxygen at 15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Opens the airway with a head tilt-chin lift (or a jaw thrust), fingers on the bone of the chin and not pressing on the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round, apex over the bridge of the nose, covering both nose and mouth, and keeps it off the eyes.',
        },
        softStop: 'What will you ventilate her with, and how will you open her airway?',
      },
      {
        initialState:
          'The mask is on and bagging has begun, but the chest rises only a little and there is a small leak at the cheek.',
        vitalSigns: { hr: 90, rr: 0, temp: 36.6, nibp: '104/62', o2: 66, co2: null },
        airway: 'Open with the chin lift; small leak at the mask',
        breathing: 'Assisted breaths; little chest movement',
        circulation: 'Pulse 90',
        disability: 'Unrousable',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted up into the mask with the fingers of the mask hand; squeezes the adult bag gently over about one second, only until the chest rises (not emptying the bag), at 20-30 breaths a minute (one every 2-3 seconds), without hyperventilating.',
          airwayManagement: '',
          maskPositioning:
            'Holds the mask with an E-C grip and, if it still leaks, changes to a two-person technique; gets a tight seal.',
        },
        softStop:
          'The chest is hardly moving. What will you change in how you hold the mask and squeeze the bag?',
      },
      {
        initialState:
          'The seal is tight and the chest rises with most breaths, but her tongue falls back between breaths. She does not gag.',
        vitalSigns: { hr: 94, rr: 0, temp: 36.6, nibp: '106/64', o2: 84, co2: 50 },
        airway: 'Tongue falls back between breaths; no gag',
        breathing: 'Assisted at 20 a minute; chest rises with most breaths',
        circulation: 'Pulse 94',
        disability: 'Unrousable',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 climbs.',
          airwayManagement:
            'As she has no gag, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it the right way up over a tongue depressor, following the curve of the tongue without pushing it back; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. What adjunct would help, and how big?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, heart rate 90, good chest rise with each breath. Flumazenil has been given by the anaesthetist and she is starting to breathe on her own. The simulation is complete.',
        vitalSigns: { hr: 90, rr: 14, temp: 36.6, nibp: '108/66', o2: 98, co2: 41 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise; breathing on her own between assisted breaths',
        circulation: 'Pulse 90, capillary refill 2 seconds',
        disability: 'Groaning, moving to pain',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-16'],
    ['BMV-4', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15'],
    ['BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with a pulse: I call for help, the resuscitation team and an anaesthetist.',
      'I have the dental chair laid flat and I stand behind her head.',
      'I take the gauze packs out of her mouth under direct vision and suction the blood with a rigid Yankauer, no deeper than I can see.',
      'I put a small folded towel under her occiput for a sniffing position, without hyperextending her neck.',
    ],
    [
      'I open her airway with a head tilt and chin lift, fingers on the bone of her chin, off the soft tissue.',
      'I choose a small adult mask, size 3, that reaches from the bridge of her nose to the cleft of her chin.',
      'I use an adult 1.5 L self-inflating bag with a reservoir connected to oxygen at 15 L/min.',
      'I put the mask on with the apex over the bridge of her nose, covering her nose and mouth, and keep it off her eyes.',
    ],
    [
      'I hold the mask with an E-C grip and the seal is tight with no leak.',
      'The fingers of my mask hand lift her jaw up into the mask.',
      'I squeeze the bag gently over one second, just until her chest rises, without emptying it.',
      'I give one breath every 3 seconds, 20 a minute.',
    ],
    [
      'She has no gag, so I size an oral airway from the corner of her mouth to the angle of her jaw.',
      'I insert it the right way up over a tongue depressor, following the curve of her tongue.',
      'I reassess: her chest rises with each breath, her SpO2 is climbing and her heart rate is 94.',
    ],
    [],
  ],
};
