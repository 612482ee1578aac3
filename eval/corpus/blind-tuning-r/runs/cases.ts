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

/** The seeded sample, exactly as src/server/cases/sample-case.ts has it: RJ, 4 years (18 kg), after lorazepam. */
export const SAMPLE: RunCase = {
  id: 'tr-runs-sample',
  title: 'Sample case: 4-year-old (18 kg) apnoeic after lorazepam for status epilepticus, no gag',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I clear the secretions from his mouth with a Yankauer sucker, tip kept in view.',
      'I take a child-size face mask that sits from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag hooked up to wall oxygen at 15 L/min.',
      'I position myself at the head of the bed.',
      'The mask goes on narrow end over the nose, wide end on the chin, covering nose and mouth.',
      'E-C grip on the mask, seal tight with no leak, and the rim and my fingers stay off his eyes.',
    ],
    [
      'I bring his head to a sniffing position with a folded towel under the back of his head, not overextended.',
      'I do a head tilt-chin lift with my fingertips on the bony jaw, not on the soft part under the chin.',
      'My mask hand keeps pulling his jaw up into the mask the whole time.',
      'Each squeeze lasts about a second and stops as soon as the chest starts to rise.',
      'I ventilate at one breath every 2 to 3 seconds, roughly 20 to 25 a minute.',
    ],
    [
      'No gag reflex, so I pick an oral airway that measures from the corner of his mouth to the angle of his jaw.',
      'I press the tongue down with a tongue blade and slide the oral airway in along the curve of the tongue.',
      'The chest rises with each breath now and his sats are going up: we are ventilating well.',
    ],
    [],
  ],
};

/**
 * New: Zara, 3 years (14 kg), apnoeic with a pulse after swallowing her mother's controlled-release carbamazepine
 * (about 110 mg/kg); vomit in the mouth; gag reflex present (so a nasal airway); no trauma.
 */
export const ZARA: RunCase = {
  id: 'tr-runs-zara-3y',
  title:
    'Tuning case: 3-year-old (14 kg) apnoeic with a pulse after a carbamazepine ingestion, vomit, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Zara, a 3-year-old girl (14 kg), was found by her father about four hours ago playing with her mother's bottle of controlled-release carbamazepine 200 mg tablets; up to eight tablets are missing. She became unsteady and drowsy, with jerky eye movements, and vomited twice on the way in. In the emergency department she is now unresponsive and has stopped breathing, but she has a pulse of 156. Her SpO2 is 76%. There is vomit with white tablet fragments in her mouth. She still gags when the back of her mouth is touched. There was no fall. You are the first doctor at the trolley.",
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia from a sedative anticonvulsant overdose and call for help at once, before charcoal, levels or an ECG.',
        objective2:
          'Clear the vomit under direct vision with a rigid suction tip of a suitable size, without a finger sweep or deep blind suction.',
        objective3:
          'Choose a child mask from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Neutral or sniffing position, no flexion or hyperextension; open the airway without pressing on the soft tissue under the chin; E-C clamp, two-person technique if the mask leaks, tight seal, eyes clear; 1-second breaths to visible chest rise, 20-30 a minute.',
        objective5:
          'With the gag reflex present, choose a nasopharyngeal airway sized from the nostril to the tragus, insert it gently, and reassess chest rise, SpO2 and heart rate after each step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Zara',
          age: 3,
          sex: 'Female',
          weight: 14,
          diagnosis:
            'Carbamazepine ingestion (about 110 mg/kg, controlled-release); coma with apnoea and a pulse; vomiting',
        },
        history: {
          symptoms: 'Unsteady walking, drowsiness, jerky eye movements, two vomits, then unresponsive',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; no seizures',
          lastMeal: 'Breakfast cereal about 5 hours ago',
          events:
            "Found with her mother's open carbamazepine CR bottle about four hours ago; up to eight 200 mg tablets missing; drove in by car; vomited twice; stopped breathing in the department.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with her parents and a baby brother; mother has epilepsy; medicines kept in a handbag',
          vaccinations: 'Up to date',
          familyHistory: 'Mother has epilepsy',
        },
        initialExam: {
          generalAppearance: 'Unresponsive and pale, vomit and tablet fragments in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse 156, regular, capillary refill 3 seconds, blood pressure 88/52',
          abdomen: 'Soft, bowel sounds quiet',
          neuro: 'GCS 6, pupils 5 mm and sluggish, no seizure activity; gags when the mouth is suctioned',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent; carbamazepine level, glucose and blood gas sent; ECG QRS 96 ms' },
      },
    },
    Phases: [
      {
        initialState:
          'Zara lies on her back on a resuscitation trolley, not breathing, vomit in her mouth. An IV is in. Suction with paediatric and adult Yankauer tips, oxygen, infant, child and adult masks, 250 mL and 500 mL self-inflating bags and airway adjuncts are at the trolley.',
        vitalSigns: { hr: 156, rr: 0, temp: 36.8, nibp: '88/52', o2: 76, co2: null },
        airway: 'Vomit with tablet fragments in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'GCS 6',
        hardStop: {
          ventilationEquipment:
            'Picks a child mask reaching from the bridge of the nose to the cleft of the chin, and the 500 mL self-inflating bag (not the 250 mL one), attached to oxygen running at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help straight away; clears the vomit from the mouth with a paediatric rigid suction tip under direct vision, with no finger sweep and no blind deep suction.',
          maskPositioning:
            'Puts the mask on the right way round, apex over the bridge of the nose, and makes sure it covers both the mouth and the nose.',
        },
        softStop: 'She has stopped breathing and has vomit in her mouth. What do you do first?',
      },
      {
        initialState:
          'Bagging has begun, but her chin drops onto her chest, air hisses out at the cheeks and the chest barely moves.',
        vitalSigns: { hr: 164, rr: 0, temp: 36.8, nibp: '86/50', o2: 68, co2: null },
        airway: 'Vomit cleared; head flexed, soft-tissue obstruction',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 6',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand holding it; squeezes over about one second, just until the chest rises; gives 20-30 breaths a minute, one every 2-3 seconds.',
          airwayManagement:
            'Brings the head to a neutral sniffing position (a small pad under the head if needed), neither flexed nor hyperextended; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C clamp and, while it leaks, uses a two-person technique; gets a tight seal; keeps the mask and the fingers off the eyes.',
        },
        softStop: 'The mask leaks and the chest is barely rising. What will you change?',
      },
      {
        initialState:
          'The chest moves better, but the airway obstructs between breaths. She gags and coughs when the suction tip touches the back of her throat.',
        vitalSigns: { hr: 150, rr: 0, temp: 36.8, nibp: '90/54', o2: 85, co2: 54 },
        airway: 'Intermittent obstruction; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 6',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway rather than an oral one, sized from the tip of the nose to the tragus of the ear; lubricates it and passes it gently along the floor of the nose, never upwards; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'She keeps obstructing between breaths and she gags. What would help?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, the chest rises well with each breath, heart rate settling. The anaesthetist has arrived to secure the airway before charcoal is considered. The simulation is complete.',
        vitalSigns: { hr: 138, rr: 0, temp: 36.8, nibp: '92/56', o2: 97, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is not breathing and her sats are 76%: I call for help now, resus team to bay 2.',
      'I suck the vomit out of her mouth with a paediatric Yankauer, only where I can see the tip.',
      'I pick a child mask that goes from the bridge of her nose to the cleft of her chin.',
      'I take the 500 mL self-inflating bag and connect it to oxygen at 15 litres a minute.',
      'I stand at the head of the trolley.',
      'The mask goes on the right way round, point over the bridge of her nose, covering her mouth and nose.',
    ],
    [
      'I straighten her head into a sniffing position with a small folded towel under her head, chin off her chest, not tipped back too far.',
      'I open her airway with a chin lift, my fingers on the bone of the jaw and not on the soft bit underneath.',
      'I hold the mask with an E-C grip; it still leaks so we go two-person: I hold it with both hands and the nurse bags.',
      'The seal is tight now, and no pressure on her eyes.',
      'The hands on the mask keep lifting her jaw up into it.',
      'Each squeeze takes about one second, just enough to see her chest rise.',
      'One breath every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'She gags, so I choose a nasopharyngeal airway measured from the tip of her nose to the tragus of her ear.',
      'I lubricate it and slide it gently straight back along the floor of the nostril.',
      'I reassess: chest rise, SpO2 and heart rate.',
      'Her chest is rising with every breath and the sats are climbing, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Leah, 7 years (22 kg), apnoeic in the recovery room after bilateral strabismus surgery and a dose of fentanyl
 * for emergence agitation; plastic shields over both eyes (pressure can slow the heart and harm the repair); pooled
 * saliva; no gag reflex (so an oral airway).
 */
export const LEAH: RunCase = {
  id: 'tr-runs-leah-7y',
  title:
    'Tuning case: 7-year-old (22 kg) apnoeic in recovery after strabismus surgery and fentanyl, eye shields, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leah, a 7-year-old girl (22 kg), had day-case surgery on the muscles of both eyes for a squint under general anaesthesia. She was woken and extubated in theatre and brought to the recovery room with clear plastic shields taped over both eyes. She was crying and thrashing, so the recovery nurse gave the prescribed intravenous fentanyl 1 microgram/kg. Ten minutes later she is limp and not breathing, with a pulse of 84. Her SpO2 is 80% and falling. Saliva pools in her mouth. She does not gag. The anaesthetist has started the next case in theatre. You are the doctor nearest to the bay.',
      objectives: {
        objective1:
          'Recognise opioid-induced apnoea and hypoxia in recovery and call for help (the anaesthetist, a second nurse) straight away.',
        objective2:
          'Suction the pooled saliva with a suitably sized catheter or Yankauer under direct vision.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and does not reach the eye shields, and a 500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Keep all pressure off the operated eyes (the oculocardiac reflex can slow the heart); sniffing position without hyperextension; chin lift or jaw thrust without pressing the soft tissue; E-C clamp, two-person if leaking, tight seal; 1-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, reassess after each step, and keep ventilating until she breathes adequately (naloxone is an adjunct, not a substitute).',
      },
      patientReport: {
        basicInformation: {
          name: 'Leah',
          age: 7,
          sex: 'Female',
          weight: 22,
          diagnosis:
            'Bilateral medial rectus recession for esotropia; opioid-induced apnoea with a pulse in the recovery room',
        },
        history: {
          symptoms: 'Emergence agitation, then limp and apnoeic ten minutes after fentanyl',
          allergies: 'None known',
          medications:
            'Intraoperative sevoflurane, propofol, remifentanil, dexamethasone, ondansetron; fentanyl 22 micrograms IV in recovery',
          pmh: 'Esotropia since age 2, glasses; otherwise well',
          lastMeal: 'Clear fluids 3 hours before surgery, solids the evening before',
          events:
            'Ninety minutes of surgery; extubated awake in theatre; agitated in recovery; fentanyl given; found apnoeic at the next observations.',
        },
        PMH: {
          medicalConditions: 'Esotropia',
          hospitalizations: 'None',
          surgeries: 'None before today',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with her mother and grandmother; in year 2',
          vaccinations: 'Up to date',
          familyHistory: 'No problems with anaesthesia in the family',
        },
        initialExam: {
          generalAppearance:
            'Limp, dusky lips, saliva pooling in the mouth, clear shields taped over both eyes',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse 84, capillary refill 2 seconds, blood pressure 96/54',
          abdomen: 'Soft',
          neuro:
            'Unresponsive to voice; pupils not examined (eye shields); no gag when the mouth is suctioned',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent; capillary glucose 6.4 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Leah lies on a recovery trolley, apnoeic, with saliva in her mouth and shields over both eyes. An IV cannula is in her hand. Wall suction, oxygen, masks of several sizes, 500 mL and 1600 mL self-inflating bags and airway adjuncts are at the bay.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.4, nibp: '96/54', o2: 80, co2: null },
        airway: 'Saliva pooling in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin without touching the eye shields, and a 500 mL self-inflating bag connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once; suctions the saliva under direct vision with a Yankauer or a suitably sized soft catheter.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose, with the rim and the fingers kept well away from the operated eyes and their shields.',
        },
        softStop: 'She has stopped breathing after the fentanyl. What do you do now?',
      },
      {
        initialState:
          'Bagging has started, but the mask leaks along one cheek and the chest rises only a little.',
        vitalSigns: { hr: 78, rr: 0, temp: 36.4, nibp: '94/52', o2: 72, co2: null },
        airway: 'Saliva cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes over about one second, only until the chest rises; 20-30 breaths a minute (one every 2-3 seconds), not faster.',
          airwayManagement:
            'Puts the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw, not the soft tissue.',
          maskPositioning:
            'Holds the mask with an E-C clamp and changes to a two-person technique while it leaks; gets a tight seal.',
        },
        softStop: 'The mask leaks and the chest barely moves. What will you change?',
      },
      {
        initialState:
          'The chest rises better, but the tongue falls back between breaths. She still has no gag. Naloxone has been drawn up.',
        vitalSigns: { hr: 90, rr: 0, temp: 36.4, nibp: '98/56', o2: 86, co2: 50 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps ventilating effectively: visible chest rise and a rising SpO2, without stopping while she is apnoeic.',
          airwayManagement:
            'Chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it correctly with a tongue depressor, without force; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. What would help?',
      },
      {
        initialState:
          'Stabilised: SpO2 98% with good chest rise; the anaesthetist has arrived and naloxone is being titrated. The simulation is complete.',
        vitalSigns: { hr: 96, rr: 8, temp: 36.5, nibp: '100/58', o2: 98, co2: 41 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise; first spontaneous breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Moves to pain',
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
      'She is apnoeic and desaturating: I call for help and ask someone to fetch the anaesthetist from theatre.',
      'I suction the saliva from her mouth with a Yankauer, under direct vision.',
      'I choose a child mask that fits from the bridge of her nose to the cleft of her chin, below the eye shields.',
      'I use the 500 mL self-inflating bag connected to oxygen at 15 litres per minute.',
      'I stand at the head of the trolley to ventilate.',
      'The mask goes on the right way round over her mouth and nose, and my fingers and the rim stay well off her eyes and the shields.',
    ],
    [
      'I place her head in the sniffing position with a small pad under the occiput, without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'It leaks with my E-C grip, so we go two-person: I hold the mask with both hands and the nurse squeezes.',
      'The seal is tight now.',
      'My hands on the mask keep lifting her jaw up into it.',
      'Each breath is squeezed over about one second, just until the chest rises.',
      'We give one breath every 2 to 3 seconds, about 22 a minute.',
    ],
    [
      'She has no gag, so I choose an oropharyngeal airway sized from the corner of her mouth to the angle of her jaw.',
      'I insert it over a tongue depressor, the right way up, following the curve of the tongue, without force.',
      'I reassess her chest rise, SpO2 and heart rate.',
      'Her chest rises with every breath and her SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Tom, 15 years (58 kg), bitten by a snake (probably a tiger snake) on a school bushwalk: descending
 * neurotoxic paralysis, now apnoeic with a pulse; pooled saliva; no gag (bulbar palsy); venom coagulopathy (oozing
 * gums and bite site, so an oral airway, not a nasal one); no trauma. Post-pubertal: adult equipment and rate.
 */
export const TOM: RunCase = {
  id: 'tr-runs-tom-15y',
  title:
    'Tuning case: 15-year-old (58 kg) apnoeic with a pulse after a neurotoxic snakebite on a bushwalk, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Tom, a 15-year-old boy (58 kg), was bitten on the ankle by a snake, probably a tiger snake, while bushwalking by a creek on a school camp three hours ago. A teacher put on a pressure bandage and splint. Over the last hour his eyelids drooped, he saw double, slurred his words and began to drool; in the rural emergency department his breathing has now stopped, though he has a pulse of 118. His SpO2 is 79%. Saliva pools in his mouth and his gums ooze blood. He has no gag reflex. He was not injured otherwise. He may be aware of everything despite the paralysis. You are the first doctor at the bedside; the retrieval team is an hour away.',
      objectives: {
        objective1:
          'Recognise respiratory failure from neurotoxic envenomation and call for help at once (senior doctor, anaesthetist, retrieval service); antivenom does not replace ventilation.',
        objective2:
          'Suction the saliva with a rigid suction tip under direct vision, gently, because of the coagulopathy.',
        objective3:
          'Choose an adult mask from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1.5 L) on oxygen at 10-15 L/min; ventilate from the head of the bed; sniffing position and head tilt-chin lift without hyperextension or pressure on the soft tissue.',
        objective4:
          'Mask the right way round over mouth and nose, off the eyes; E-C clamp, two people while it leaks, tight seal; lift the jaw into the mask; 1-second breaths just to chest rise at an adult rate of 10-12 a minute (one every 5-6 seconds), without hyperventilating.',
        objective5:
          'With no gag reflex and a bleeding tendency, choose an oropharyngeal airway (not a nasal one), insert it gently, reassess, and keep ventilating until he is intubated; reassure him, he may hear you.',
      },
      patientReport: {
        basicInformation: {
          name: 'Tom',
          age: 15,
          sex: 'Male',
          weight: 58,
          diagnosis:
            'Snakebite (probable tiger snake) with neurotoxic paralysis and venom-induced coagulopathy; apnoea with a pulse',
        },
        history: {
          symptoms:
            'Bite on the right ankle; headache and vomiting, then drooping eyelids, double vision, slurred speech, drooling and weakness; then stopped breathing',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; mild eczema',
          lastMeal: 'Sandwich at lunch about 4 hours ago',
          events:
            'Bitten by a snake near a creek on a school bushwalk three hours ago; pressure immobilisation bandage and splint applied by a teacher; driven to the rural hospital; breathing failed twenty minutes after arrival. Antivenom is being prepared.',
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollients only',
          socialHistory: 'Lives with both parents; year 10; plays cricket',
          vaccinations: 'Up to date, tetanus included',
          familyHistory: 'Nil relevant',
        },
        initialExam: {
          generalAppearance:
            'Floppy, eyelids drooping, saliva pooling in the mouth, oozing from the gums and the bite site; pressure bandage on the right leg',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse 118, capillary refill 2 seconds, blood pressure 132/80',
          abdomen: 'Soft',
          neuro:
            'Complete ptosis, pupils dilated and sluggish, flaccid limbs, no gag reflex; awareness cannot be judged',
          disability: 'No motor response (paralysed, may be aware)',
        },
        labs: {
          rvp: 'Not sent; whole blood clotting time over 20 minutes; INR above 10; CK raised; venom detection swab of the bite taken',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Tom lies on a trolley, apnoeic, saliva pooling in his mouth, his head turned to one side on a thick pillow. An IV is in. Suction with a rigid tip, oxygen, child and adult masks, 500 mL and 1500 mL self-inflating bags and airway adjuncts are at the bedside.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.9, nibp: '132/80', o2: 79, co2: null },
        airway: 'Saliva pooling; gums oozing; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present',
        disability: 'Flaccid paralysis, ptosis',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1.5 L, not the 500 mL one), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea and calls for help at once; suctions the saliva gently with a rigid suction tip under direct vision; takes the thick pillow away and puts the head in the sniffing position (a small pad under the occiput), not hyperextended and not flexed; opens the airway with a head tilt-chin lift or jaw thrust, fingers on the bony jaw, not the soft tissue.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing. What do you need to do right now?',
      },
      {
        initialState: 'Bagging has started, but air escapes round the mask and the chest barely moves.',
        vitalSigns: { hr: 124, rr: 0, temp: 36.9, nibp: '134/82', o2: 71, co2: null },
        airway: 'Saliva cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'Flaccid paralysis',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the mask hand; squeezes over about one second, only enough for visible chest rise (not emptying the adult bag); ventilates at 10-12 breaths a minute, one every 5-6 seconds, without hyperventilating.',
          airwayManagement: '',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering the mouth and the nose; holds it with an E-C clamp and, while it leaks, two hands with a second person squeezing; gets a tight seal; keeps the rim and the fingers off the eyes.',
        },
        softStop: 'Air is leaking around the mask and the chest barely moves. What will you change?',
      },
      {
        initialState:
          'The chest rises better, but the tongue falls back between breaths. He has no gag, and his gums and nostrils ooze blood. Antivenom is running.',
        vitalSigns: { hr: 110, rr: 0, temp: 36.9, nibp: '128/78', o2: 87, co2: 52 },
        airway: 'Tongue falling back; no gag reflex; oozing from the gums',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'Flaccid paralysis',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps ventilating effectively: the chest rises visibly and SpO2 improves; does not stop bagging while he cannot breathe.',
          airwayManagement:
            'With no gag reflex and a bleeding tendency, chooses an oropharyngeal airway (not a nasal one) sized from the corner of the mouth to the angle of the jaw; inserts it gently without forcing it against the teeth or gums; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back, and he is oozing from the gums. Which adjunct, and why?',
      },
      {
        initialState:
          'Stabilised: SpO2 98% with good chest rise; the anaesthetist is preparing to intubate and the retrieval team is on its way. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.9, nibp: '126/76', o2: 98, co2: 40 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Flaccid paralysis',
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
    ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with sats of 79%: I call for help, get the senior doctor and anaesthetist in and ring retrieval.',
      'I suction the saliva from his mouth gently with a rigid Yankauer under direct vision.',
      'I take the thick pillow away and put his head in the sniffing position with a small pad under the occiput, not hyperextended.',
      'I open his airway with a head tilt-chin lift, fingers on the bone of the jaw and off the soft tissue.',
      'I choose an adult mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I use the adult 1.5 litre self-inflating bag connected to oxygen at 15 litres per minute.',
      'I stand at the head of the bed to ventilate.',
    ],
    [
      'I put the mask on the right way round, narrow end on the bridge of his nose, covering his mouth and nose.',
      'E-C grip; it leaks, so two-person: I hold the mask with both hands and the nurse squeezes the bag.',
      'The seal is tight now, and the rim and my fingers are off his eyes.',
      'My hands on the mask keep lifting his jaw into it.',
      'Each squeeze lasts about one second, just enough to see the chest rise, not the whole bag.',
      'One breath every 5 to 6 seconds, about 10 to 12 a minute.',
    ],
    [
      'No gag and he is oozing, so I choose an oral airway, not a nasal one, sized from the corner of his mouth to the angle of his jaw.',
      'I put it in gently over a tongue depressor, following the tongue, without forcing it against his teeth or gums.',
      'I reassess his chest rise, SpO2 and heart rate.',
      'His chest rises with every breath and his SpO2 is climbing: ventilation is effective.',
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
