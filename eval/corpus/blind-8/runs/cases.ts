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
  id: 'ho8-r-sample',
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
      'He is apnoeic and desaturated. I suction the secretions from his mouth with a Yankauer catheter under direct vision.',
      'I choose a child face mask that fits from the bridge of his nose to the cleft of his chin.',
      'I take a 500 mL self-inflating bag and connect it to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I place the mask with its narrow end over the bridge of his nose so that it covers his mouth and nose.',
      'I hold the mask with an E-C clamp, get a tight seal with no leak, and keep the rim and my fingers off his eyes.',
    ],
    [
      'I put his head in a neutral sniffing position without hyperextending his neck.',
      'Head tilt-chin lift to open the airway, my fingertips under the bony edge of the mandible, nothing pressing into the floor of the mouth.',
      'I lift his jaw into the mask with the fingers of the hand that holds the mask.',
      'I squeeze each breath over about one second, only until his chest rises.',
      'I give one breath every 2 to 3 seconds, 20 to 30 a minute.',
    ],
    [
      'He has no gag, so I pick an oral airway as long as the distance from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up over a tongue depressor, following the curve of the tongue, until the flange rests at his lips.',
      'Now there is good chest movement on every breath and the saturations keep climbing, so the bagging is effective.',
    ],
    [],
  ],
};

/**
 * New: Zara, 3 years (14 kg), in the emergency department after ketamine and fentanyl for the reduction of a forearm
 * fracture; apnoeic with a pulse, SpO2 76%, saliva pooling in the mouth, gag reflex present (nasal airway), no head or
 * neck injury. P0 help, suction, equipment, the head of the trolley and placing the mask; P1 head position, opening
 * the airway, hold, seal, mask hand, squeeze and rate; P2 the adjunct, reassessment and effective ventilation; P3 done.
 */
export const ZARA: RunCase = {
  id: 'ho8-r-zara-3y',
  title:
    'Held-out case: 3-year-old (14 kg) apnoeic after ketamine and fentanyl sedation, saliva, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Zara, a 3-year-old girl (14 kg), fell from a climbing frame this afternoon and broke her left forearm (displaced distal radius and ulna fractures, no head injury, no neck pain, she cried at once and was running about afterwards). In the emergency department procedure room she was given intravenous ketamine 1.5 mg/kg and fentanyl 1 microgram/kg for a closed reduction, which went well; the plaster backslab is being finished. A minute later the nurse notices that she has stopped breathing. She has a pulse. Saliva is pooling in her mouth. Her SpO2 is 76% and falling. She still has a gag reflex. You are the doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after procedural sedation and call for help at once, without waiting for reversal or for the drugs to wear off.',
        objective2:
          'Suction the saliva with a Yankauer under direct vision; choose a child mask (bridge of the nose to the cleft of the chin) and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective3:
          'Put the mask on the right way round over the mouth and nose, clear of the eyes; hold it with an E-C clamp (two people if it leaks) with a tight seal.',
        objective4:
          'Position the head in the sniffing position without hyperextension, open the airway with a head tilt-chin lift or a jaw thrust off the soft tissue, lift the jaw into the mask, and give one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With the gag reflex present, size and insert a nasopharyngeal airway (not an oropharyngeal one), and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Zara',
          age: 3,
          sex: 'Female',
          weight: 14,
          diagnosis:
            'Apnoea with a pulse after procedural sedation (ketamine and fentanyl) for a forearm fracture reduction',
        },
        history: {
          symptoms: 'Painful deformed left forearm after a fall from a climbing frame',
          allergies: 'None known',
          medications: 'Ibuprofen at the playground; ketamine and fentanyl intravenously in the department',
          pmh: 'None',
          lastMeal: 'A yoghurt 5 hours ago; clear fluids until 2 hours ago',
          events:
            'Fall from about one metre onto an outstretched hand, no head strike; intravenous ketamine 1.5 mg/kg and fentanyl 1 microgram/kg for a closed reduction; apnoeic a minute after the reduction.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with her parents and baby brother; goes to nursery',
          vaccinations: 'Up to date',
          familyHistory: 'No problems with anaesthesia in the family',
        },
        initialExam: {
          generalAppearance: 'Sedated, dusky lips, saliva pooling in the mouth; left forearm in a backslab',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 112, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro: 'Sedated, does not respond to voice; gag reflex present; no sign of head or neck injury',
          disability: 'Responds only to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Zara lies on the trolley in the procedure room with her left arm in a fresh backslab. She is not breathing and saliva pools in her mouth. An IV cannula is in her right hand. Wall suction with a Yankauer, oxygen, masks, bags and airway adjuncts are at the bedside.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.8, nibp: '92/56', o2: 76, co2: null },
        airway: 'Saliva pooling in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Sedated, responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once, without waiting for naloxone or for the sedation to wear off; suctions the saliva from the mouth with a Yankauer under direct vision.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering both mouth and nose, with the rim clear of the eyes.',
        },
        softStop: 'She has stopped breathing after the sedation. What do you do?',
      },
      {
        initialState:
          'Bagging has started, but her tongue falls back, air escapes at the cheeks and the chest hardly moves.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.8, nibp: '90/54', o2: 70, co2: null },
        airway: 'Tongue falling back; saliva cleared',
        breathing: 'Assisted breaths only; minimal chest rise; leak at the mask',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Sedated',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the hand that holds it; squeezes the bag over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone and off the soft tissue under the jaw.',
          maskPositioning:
            'Holds the mask with an E-C clamp, changing to a two-person technique if it leaks, and gets a tight seal.',
        },
        softStop: 'Air is leaking round the mask and the chest hardly rises. What could you change?',
      },
      {
        initialState:
          'The chest rises when the jaw is held well, but the airway obstructs between breaths. She coughs and gags when anything touches the back of her tongue.',
        vitalSigns: { hr: 118, rr: 24, temp: 36.8, nibp: '94/58', o2: 86, co2: 50 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted at 24/min; chest rises when the airway is held open',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Sedated, starting to move to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 improves.',
          airwayManagement:
            'With the gag reflex present, chooses a nasopharyngeal airway (not an oropharyngeal airway) measured from the nostril to the tragus of the ear, lubricates it and inserts it gently along the floor of the nose; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her airway keeps obstructing between breaths and she gags easily. What now?',
      },
      {
        initialState:
          'With the nasal airway and bag-mask breaths she pinks up; she starts breathing on her own again. The simulation is complete.',
        vitalSigns: { hr: 110, rr: 20, temp: 36.8, nibp: '96/58', o2: 98, co2: 42 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Spontaneous breaths returning, good chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Rousing, moves to pain',
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
      'She is apnoeic and hypoxic after the sedation: I call for help now, the resus team and a senior.',
      'I suction the saliva from her mouth with a Yankauer under direct vision.',
      'I choose a child mask from the bridge of her nose to the cleft of her chin and a 500 mL self-inflating bag.',
      'I connect the bag to oxygen at 15 L/min.',
      'I ventilate from the head of the trolley.',
      'I put the mask on apex up at her nasal bridge so it covers both her mouth and nose, keeping its edge below her eyes.',
    ],
    [
      'Her head goes into a neutral sniffing position; I do not extend the neck.',
      'I open her airway with a jaw thrust, fingers behind the angles of the mandible and off the soft tissue under the jaw.',
      'I hold the mask with an E-C clamp.',
      'I adjust it until the seal is tight and there is no leak.',
      'The fingers of my mask hand lift her jaw up into the mask.',
      'Each squeeze lasts about one second and stops when her chest rises.',
      'I give 24 breaths a minute, one every two and a half seconds.',
    ],
    [
      'She has a gag reflex, so I size a nasopharyngeal airway from her nostril to the tragus of her ear.',
      'I lubricate it and insert it gently straight back along the floor of her nose.',
      'I reassess after inserting it: chest rise, SpO2 and heart rate.',
      'Her chest lifts with every breath and the SpO2 trace keeps going up: we are ventilating effectively.',
    ],
    [],
  ],
};

/**
 * New: Priya, 14 years (52 kg), collapsed at school from a suspected ruptured brain arteriovenous malformation and fell
 * from standing onto the floor; GCS 4, apnoeic with a pulse, vomit in the mouth, no gag reflex (oral airway), cervical
 * spine not cleared. P0 help, in-line stabilisation, suction, equipment and the head of the trolley; P1 jaw thrust and
 * the mask (orientation, cover, two-person hold, seal, eyes, lifting the jaw); P2 the oral airway, reassessment, the
 * squeeze, the rate (no hyperventilation) and effective ventilation; P3 done.
 */
export const PRIYA: RunCase = {
  id: 'ho8-r-priya-14y',
  title:
    'Held-out case: 14-year-old (52 kg) with a suspected ruptured brain AVM, GCS 4, apnoeic, vomit, no gag, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Priya, a 14-year-old girl (52 kg), told a teacher during a lesson that she had the worst headache of her life, then collapsed and fell from standing onto the classroom floor, striking the back of her head. She had an MRI last year for migraines with a visual aura that suggested a small arteriovenous malformation, and she was waiting for a neurosurgical review. Paramedics brought her to the emergency department in a cervical collar with head blocks. In the resuscitation bay her GCS is 4; she vomits and then stops breathing. She has a pulse. There is vomit in her mouth. She has no gag reflex. Her pupils are equal, 4 mm, and react sluggishly. Her cervical spine has not been cleared. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an adolescent with a suspected intracranial haemorrhage and call for help (resuscitation team and anaesthetist) at once, before imaging or neurosurgical referral.',
        objective2:
          'Keep the cervical spine in manual in-line stabilisation with the head neutral; suction the vomit with a Yankauer under direct vision.',
        objective3:
          'Choose an adult mask (bridge of the nose to the cleft of the chin) and an adult self-inflating bag on oxygen at 15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a jaw thrust without head tilt; place the mask the right way round over mouth and nose, clear of the eyes, held two-handed with E-C grips and a tight seal while the hands lift the jaw into the mask.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, reassess after every intervention, and give gentle one-second breaths to visible chest rise at 20-30 a minute without hyperventilation.',
      },
      patientReport: {
        basicInformation: {
          name: 'Priya',
          age: 14,
          sex: 'Female',
          weight: 52,
          diagnosis:
            'Suspected ruptured cerebral arteriovenous malformation with a fall from standing; GCS 4, apnoeic with a pulse, cervical spine not cleared',
        },
        history: {
          symptoms: 'Sudden severe headache at school, then collapse; vomited in the department',
          allergies: 'None known',
          medications: 'Ibuprofen as needed for migraine',
          pmh: 'Migraine with visual aura; suspected small arteriovenous malformation on MRI last year',
          lastMeal: 'Lunch at school 2 hours ago',
          events:
            'Thunderclap headache in a lesson, collapse from standing with the occiput striking the floor; GCS 4 on arrival; vomited in the resuscitation bay and became apnoeic with a pulse.',
        },
        PMH: {
          medicalConditions: 'Migraine; suspected cerebral arteriovenous malformation awaiting review',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Ibuprofen as needed',
          socialHistory: 'Lives with her mother and grandmother; year 9 at secondary school; plays netball',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, grey, vomit in the mouth; cervical collar and head blocks in place; small boggy swelling over the occiput',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 96, capillary refill 2 seconds, blood pressure 148/88',
          abdomen: 'Soft',
          neuro:
            'GCS 4 (E1 V1 M2); pupils equal, 4 mm, sluggish; no gag reflex; no bruising behind the ears or around the eyes, no fluid from the nose or ears',
          disability: 'GCS 4',
        },
        labs: { rvp: 'Not sent. Bedside glucose 6.1 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Priya lies supine on the resuscitation trolley in a collar and head blocks; she has just vomited and stopped breathing. Suction, oxygen, adult and paediatric masks and bags, and airway adjuncts are at hand. A nurse stands beside her.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.9, nibp: '148/88', o2: 82, co2: null },
        airway: 'Vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4; pupils equal and sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag, connected to oxygen at 15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help (resuscitation team, anaesthetist) at once, before any scan; has the head and neck held in manual in-line stabilisation in a neutral position, with no tilt, flexion or turning; suctions the vomit from the mouth with a Yankauer under direct vision.',
          maskPositioning: '',
        },
        softStop: 'She has vomited and stopped breathing, and her neck is not cleared. What do you do?',
      },
      {
        initialState:
          'Her mouth is clear and her head is held in line, but her tongue falls back and nothing moves when the bag is squeezed.',
        vitalSigns: { hr: 92, rr: 0, temp: 36.9, nibp: '150/90', o2: 74, co2: null },
        airway: 'Clear of vomit; tongue obstructing',
        breathing: 'No chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Keeps the jaw lifted into the mask with the hands that hold it.',
          airwayManagement:
            'Opens the airway with a jaw thrust without any head tilt, the fingers behind the angles of the mandible and off the soft tissue under the jaw.',
          maskPositioning:
            'Places the mask the right way round, covering the mouth and nose; holds it with E-C grips (two-person, both hands, with the jaw thrust); gets a tight seal; keeps the rim and thumbs off the eyes.',
        },
        softStop: 'Her tongue is falling back and the chest does not move. How will you open her airway?',
      },
      {
        initialState:
          'The chest rises with the two-person jaw thrust, but the airway obstructs as soon as the jaw is relaxed. She still has no gag reflex.',
        vitalSigns: { hr: 94, rr: 20, temp: 36.9, nibp: '146/86', o2: 88, co2: 48 },
        airway: 'Obstructs between breaths; no gag reflex',
        breathing: 'Assisted; chest rises with a good jaw thrust',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3; pupils equal',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise (not the whole adult bag); ventilates at 20-30 breaths a minute without hyperventilating her; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly without moving the neck; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'The airway obstructs whenever the jaw thrust slips. What else can help?',
      },
      {
        initialState:
          'With the oral airway and gentle bag-mask breaths her SpO2 is 98% and the chest rises well. The anaesthetist arrives to intubate her before the CT scan. The simulation is complete.',
        vitalSigns: { hr: 90, rr: 20, temp: 36.9, nibp: '142/84', o2: 98, co2: 40 },
        airway: 'Patent with the oropharyngeal airway; in-line stabilisation maintained',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
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
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic and hypoxic: I call for help now, the resuscitation team and the anaesthetist.',
      'A nurse holds manual in-line stabilisation with her head neutral: no tilt, no flexion, no turning.',
      'I suction the vomit from her mouth with a Yankauer under direct vision.',
      'I choose an adult face mask that fits from the bridge of her nose to the cleft of her chin.',
      'I take an adult self-inflating bag and connect it to oxygen at 15 L/min.',
      'I ventilate from the head of the trolley while the nurse keeps her neck still from the side.',
    ],
    [
      'I open the airway with a jaw thrust only, no head tilt, pushing the angles of the mandible forward.',
      'The mask goes on the right way round, narrow end over the bridge of her nose, covering her mouth and nose.',
      'I hold it with both hands in E-C grips while a colleague squeezes the bag, and the seal is tight.',
      'The rim of the mask and my thumbs stay off her eyes.',
      'My fingers on the mask keep lifting her jaw forward into it.',
    ],
    [
      'With no gag reflex, an oropharyngeal airway is right: I choose the one that reaches from the corner of her mouth to the angle of her jaw.',
      'I insert it over a tongue depressor without moving her neck, until the flange sits at her lips.',
      'I reassess after it goes in: chest rise, SpO2 and heart rate.',
      'Each breath is squeezed over one second, just enough to see her chest rise.',
      'We ventilate at 20 breaths a minute, one every 3 seconds, without hyperventilating her.',
      'Every breath lifts her chest and the saturation is rising: the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Leo, 3 months (6 kg; age written 0.25 years), on the children's ward, found limp and apnoeic in his cot by his
 * mother; pulse present (heart rate 90), SpO2 65%, milky secretions in the mouth, gag reflex present (nasal airway), no
 * trauma. P0 help, suction, equipment and the head of the cot; P1 shoulder roll and head position, opening the airway,
 * the mask (orientation, cover, hold, seal, eyes), mask hand, squeeze and rate; P2 the adjunct, reassessment and
 * effective ventilation; P3 done.
 */
export const LEO: RunCase = {
  id: 'ho8-r-leo-3m',
  title:
    'Held-out case: 3-month-old (6 kg) found limp and apnoeic in his cot, HR 90, milky secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leo, a 3-month-old boy (6 kg), was admitted to the children’s ward yesterday with a cold and poor feeding. Half an hour after a bottle feed his mother found him limp, pale and not breathing in his cot and pulled the call bell. He has a pulse: heart rate 90. His SpO2 on the ward monitor is 65%. There are milky secretions in his mouth. He still has a gag reflex. There is no sign of injury. The ward resuscitation trolley is at the bedside. You are the first doctor to arrive.',
      objectives: {
        objective1:
          'Recognise apnoea, hypoxia and bradycardia in an infant with a pulse and call for help at once, without stimulating and watching first.',
        objective2:
          'Suction the milk from the mouth and then the nose with a suitably sized catheter; choose an infant mask (bridge of the nose to the cleft of the chin) and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the cot.',
        objective3:
          'Put a roll under the shoulders with the head neutral (no hyperextension, no flexion) and open the airway with a gentle chin lift or a jaw thrust, off the soft tissue under the jaw.',
        objective4:
          'Place the mask the right way round over the mouth and nose, clear of the eyes, hold it with an E-C clamp with a tight seal, lift the jaw into it, and give small one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With the gag reflex present, size and insert a nasopharyngeal airway, and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 0.25,
          sex: 'Male',
          weight: 6,
          diagnosis:
            'Apnoea with a pulse (heart rate 90) in a 3-month-old with an upper respiratory infection',
        },
        history: {
          symptoms: 'Runny nose and poor feeding for two days; found limp and apnoeic in his cot',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Born at term, no neonatal problems',
          lastMeal: 'A 90 mL bottle of formula 30 minutes ago',
          events:
            'Admitted yesterday with a cold and poor feeding; found limp and not breathing in his cot half an hour after a feed; milk in his mouth.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'This admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his mother and father; first child',
          vaccinations: 'Eight-week vaccinations given',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Limp, pale and mottled; milky secretions in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 90, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro:
            'Floppy, no response to voice; gag reflex present; anterior fontanelle soft; no sign of injury',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Nasopharyngeal swab sent yesterday: result pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies flat in his cot, limp and not breathing, with milk around his mouth. His mother is at the cot side. The ward resuscitation trolley with infant and child masks, bags, suction catheters, oxygen and airway adjuncts is beside the cot.',
        vitalSigns: { hr: 90, rr: 0, temp: 37.6, nibp: '70/40', o2: 65, co2: null },
        airway: 'Milky secretions in the mouth and nostrils; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, heart rate 90, capillary refill 3 seconds',
        disability: 'Floppy, responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the cot.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once, without stimulating or watching first; suctions the milk from the mouth and then the nose with an 8-10 Fr suction catheter.',
          maskPositioning: '',
        },
        softStop: 'He is limp and not breathing, with milk in his mouth. What do you do?',
      },
      {
        initialState:
          'The milk is cleared and the bag is on oxygen, but his head flops forward, the mask sits crooked and the chest does not move.',
        vitalSigns: { hr: 84, rr: 0, temp: 37.6, nibp: '68/40', o2: 60, co2: null },
        airway: 'Clear of milk; obstructed by head position',
        breathing: 'No chest rise',
        circulation: 'Pulse present, heart rate 84',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes the bag over about one second with only enough volume to see the chest rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Puts a roll under the shoulders with the head neutral, neither hyperextended nor flexed; opens the airway with a gentle chin lift or a jaw thrust, fingers on the bone and off the soft tissue under the jaw.',
          maskPositioning:
            'Places the mask the right way round, covering the mouth and nose, with the rim clear of the eyes; holds it with an E-C clamp, changing to two people if it leaks; gets a tight seal.',
        },
        softStop: 'His head flops forward and the chest does not rise. What will you change?',
      },
      {
        initialState:
          'His chest rises and his heart rate is 120, but his airway obstructs between breaths. He gags when the suction catheter touches the back of his throat.',
        vitalSigns: { hr: 120, rr: 25, temp: 37.6, nibp: '72/42', o2: 84, co2: 52 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted at 25/min; chest rises when the airway is held open',
        circulation: 'Pulse present, heart rate 120, capillary refill 3 seconds',
        disability: 'Starting to move',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 improves.',
          airwayManagement:
            'With the gag reflex present, chooses a nasopharyngeal airway measured from the nostril to the tragus of the ear (not an oropharyngeal airway), lubricates it and inserts it gently along the floor of the nose; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His airway keeps obstructing and he gags easily. What next?',
      },
      {
        initialState:
          'With the nasal airway and bag-mask breaths his SpO2 is 97% and his heart rate 145; he starts to cry weakly. The resuscitation team has arrived. The simulation is complete.',
        vitalSigns: { hr: 145, rr: 30, temp: 37.6, nibp: '78/46', o2: 97, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Spontaneous breaths returning, good chest rise',
        circulation: 'Pulse present, heart rate 145, capillary refill 2 seconds',
        disability: 'Crying weakly, moving all limbs',
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
      'He is apnoeic and hypoxic: I pull the emergency bell and call the resuscitation team.',
      'I suction the milk from his mouth and then his nose with an 8 Fr suction catheter.',
      'I choose an infant mask that fits from the bridge of his nose to the cleft of his chin.',
      'I take a 500 mL self-inflating bag and connect it to oxygen at 10 L/min.',
      'I ventilate from the head of the cot.',
    ],
    [
      'I put a small roll under his shoulders and keep his head neutral, not extended.',
      'I open his airway with a gentle chin lift, my finger on the bony chin and off the soft tissue under the jaw.',
      'I place the mask with its apex on the bridge of his nose and its base in the cleft of his chin, over mouth and nose, clear of his eyes.',
      'I hold it with an E-C clamp.',
      'I get a tight seal with no leak.',
      'The same hand lifts his jaw into the mask.',
      'I squeeze gently over one second, just enough to see his chest rise.',
      'I give 25 breaths a minute.',
    ],
    [
      'He has a gag reflex, so I size a nasopharyngeal airway from his nostril to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of his nose.',
      'I reassess: chest rise, SpO2 and heart rate.',
      'Good chest expansion on each breath, saturations climbing and heart rate back up: effective ventilation.',
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
