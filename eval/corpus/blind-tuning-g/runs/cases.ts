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
  id: 'tg-r-sample',
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
      'I suction the secretions from his mouth with a Yankauer, under direct vision.',
      'I choose a child face mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I take a 500 mL self-inflating bag.',
      'I connect the bag to oxygen and turn the flow to 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end over the nose, covering his nose and mouth.',
      'I hold the mask with an E-C clamp.',
      'The seal is tight, with no leak.',
      'There is no pressure on his eyes.',
    ],
    [
      'I put his head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, my fingers on the bone of the jaw, not the soft tissue.',
      'My mask hand lifts his jaw into the mask to keep the airway open.',
      'I squeeze the bag over about 1 second, just enough to see the chest rise.',
      'I ventilate at 24 breaths per minute.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with a tongue depressor, following the curve of the tongue.',
      'The chest rises with every breath and the SpO2 is rising: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Aya, 6 months (7 kg), RSV bronchiolitis, thick secretions in nose and mouth, apnoeic with a pulse, SpO2 71%,
 * gag reflex present (nasal airway, not oral).
 */
export const AYA: RunCase = {
  id: 'tg-r-aya-6m',
  title: '6-month-old (7 kg) with bronchiolitis, thick secretions, apnoeic with a pulse, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Aya, a 6-month-old girl (7 kg), is on day 3 of RSV bronchiolitis and was admitted last night for nasogastric feeds and low-flow oxygen. Over the last hour she has had several short apnoeas that settled with stimulation. The nurse calls you because this time she has stopped breathing and does not start again when rubbed. Her nose and mouth are full of thick, sticky secretions. She has a pulse (heart rate 112) and her SpO2 is 71% and falling. She still gags weakly when her nose or mouth is touched. You are the first doctor at the cot side.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an infant with bronchiolitis and call for help (senior doctor, PICU outreach) at once.',
        objective2:
          'Clear the thick secretions from the nose and mouth under direct vision with a suitably sized catheter (8-10 Fr); no blind finger sweep.',
        objective3:
          'Choose an infant mask (bridge of the nose to the cleft of the chin, clear of the eyes) and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min, and ventilate from the head of the cot.',
        objective4:
          'Head neutral with a roll under the shoulders; chin lift or jaw thrust on bone; mask the right way round over nose and mouth with an E-C clamp (two people if it leaks); breaths over 1 second to visible chest rise at 20-30 a minute, without hyperventilating.',
        objective5:
          'With a gag reflex present, size and insert a nasopharyngeal airway (not an oral one), then reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Aya',
          age: 0.5,
          sex: 'Female',
          weight: 7,
          diagnosis: 'RSV bronchiolitis with apnoea; apnoeic with a pulse',
        },
        history: {
          symptoms:
            'Three days of runny nose, cough and poor feeding; increasing work of breathing; short apnoeas in the last hour',
          allergies: 'None known',
          medications: 'Nasogastric feeds; oxygen 1 L/min by nasal cannula',
          pmh: 'Born at 35 weeks, no neonatal unit stay',
          lastMeal: 'Nasogastric feed 1 hour ago',
          events:
            'Several brief apnoeas over the last hour, each settling with stimulation; now a prolonged apnoea that does not respond to stimulation.',
        },
        PMH: {
          medicalConditions: 'Late preterm birth (35 weeks)',
          hospitalizations: 'None before this admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None before admission',
          socialHistory: 'Lives with her parents and a 3-year-old brother who has a cold',
          vaccinations: 'Up to date for age',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Limp, mottled and blue around the lips; thick secretions bubbling from nose and mouth',
          breathing: 'No respiratory effort, no chest movement; fine crackles were heard before the apnoea',
          circulation: 'Brachial pulse present, heart rate 112, capillary refill 3 seconds',
          abdomen: 'Soft, mildly distended',
          neuro: 'Floppy, no response to voice; weak gag when the nose or mouth is touched',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'RSV positive' },
      },
    },
    Phases: [
      {
        initialState:
          'Aya lies flat in her cot with nasal prongs on, not breathing; the nurse is rubbing her back. Wall suction, oxygen, infant and child masks, bags and airway adjuncts are at the bedside.',
        vitalSigns: { hr: 112, rr: 0, temp: 37.8, nibp: '82/46', o2: 71, co2: null },
        airway: 'Thick secretions filling the nose and mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and stays off the eyes, and a 450-500 mL self-inflating bag, connected to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the cot.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help straight away; suctions the thick secretions from the nose and mouth under direct vision with a suitably sized catheter (8-10 Fr), with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her nose is blocked. What do you do first?',
      },
      {
        initialState:
          'Bagging has begun, but her head flops forward onto her chest, the mask leaks and the chest hardly moves.',
        vitalSigns: { hr: 104, rr: 0, temp: 37.8, nibp: '80/44', o2: 64, co2: null },
        airway: 'Secretions cleared; airway partly blocked by the head position',
        breathing: 'Assisted breaths only, poor chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask, lifting the jaw into the mask; squeezes each breath over about one second, just enough for visible chest rise; ventilates at 20-30 breaths a minute (one every 2-3 seconds), without hyperventilating.',
          airwayManagement:
            'Places the head in a neutral position with a roll under the shoulders, without hyperextending the neck; opens the airway with a chin lift or jaw thrust, fingers on the bone of the jaw and not on the soft tissue under it.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the nose, covering both nose and mouth; holds it with an E-C clamp and brings in a second person if it leaks; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The chest is hardly moving. What will you change?',
      },
      {
        initialState:
          'Her chest now moves with each breath, but secretions and soft tissue still block the airway between breaths. She gags when her mouth is touched.',
        vitalSigns: { hr: 128, rr: 0, temp: 37.8, nibp: '84/48', o2: 83, co2: 58 },
        airway: 'Partial obstruction between breaths; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 climbs.',
          airwayManagement:
            'With the gag reflex present, chooses a nasopharyngeal airway rather than an oral one, sized from the tip of the nose to the tragus of the ear; lubricates it and passes it straight back along the floor of the nose; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Would an airway adjunct help her, and which one?',
      },
      {
        initialState:
          'Stabilised: SpO2 96% on assisted breaths with good chest rise. The PICU team arrives to take over. The simulation is complete.',
        vitalSigns: { hr: 135, rr: 26, temp: 37.7, nibp: '86/50', o2: 96, co2: 46 },
        airway: 'Patent with the nasal airway',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic and hypoxic: I call for help now, my senior and the PICU outreach team.',
      'I suction her nose and mouth with an 8 Fr suction catheter, under direct vision.',
      'I choose an infant face mask that fits from the bridge of her nose to the cleft of her chin, off her eyes.',
      'I take a 500 mL self-inflating bag.',
      'I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the cot to ventilate.',
    ],
    [
      'I put a roll under her shoulders so her head is neutral, not hyperextended.',
      'I do a chin lift with my fingers on the bone of the jaw, not the soft tissue.',
      'The mask goes on the right way round, narrow end over the nose, covering her nose and mouth.',
      'I hold the mask with an E-C clamp, and use a two-person technique because it leaks.',
      'The seal is tight now, no leak.',
      'There is no pressure on her eyes.',
      'My mask hand lifts her jaw up into the mask to keep the airway open.',
      'I squeeze each breath over 1 second, just enough to see the chest rise.',
      'I ventilate at 25 breaths per minute.',
    ],
    [
      'She has a gag reflex, so I choose a nasopharyngeal airway, measured from the tip of her nose to the tragus of her ear.',
      'I lubricate the nasopharyngeal airway and insert it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises with each breath and the SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Karim, 12 years (40 kg), fell from his bike onto his head; GCS 5, apnoeic with a pulse, SpO2 76%, blood in the
 * mouth, no gag reflex, cervical spine not cleared, signs of a basal skull fracture (oral airway, no nasal airway).
 */
export const KARIM: RunCase = {
  id: 'tg-r-karim-12y',
  title:
    '12-year-old (40 kg) apnoeic after a bike fall onto the head, GCS 5, spine not cleared, possible basal skull fracture',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Karim, a 12-year-old boy (40 kg), came off his bike going fast downhill about 40 minutes ago and struck the left side of his head on the kerb; his helmet is cracked. Paramedics brought him in on a scoop stretcher with head blocks. In the resuscitation room his GCS is 5, and he has just stopped breathing, though he has a pulse. There is blood in his mouth from a broken front tooth, bruising behind his left ear, and blood-stained clear fluid trickling from his left ear and nose. His SpO2 is 76%. He has no gag reflex. His cervical spine has not been cleared. You are the first doctor at the head end.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after a head injury and call the trauma team and an anaesthetist at once, without waiting for a scan.',
        objective2:
          'Keep the head and neck neutral with manual in-line stabilisation (no pillow, no tilt, no turning) and suction the blood from the mouth under direct vision with a Yankauer, never through the nose.',
        objective3:
          'Choose a mask from the bridge of the nose to the cleft of the chin (child or small adult size) and an adult self-inflating bag on oxygen at 15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a jaw thrust and no head tilt; E-C clamp, two people if it leaks; 1-second breaths to visible chest rise at 20-30 a minute, without hyperventilating the injured brain.',
        objective5:
          'With no gag reflex and a suspected basal skull fracture, size and insert an oropharyngeal airway (no nasal airway), then reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Karim',
          age: 12,
          sex: 'Male',
          weight: 40,
          diagnosis:
            'Severe head injury with a suspected basal skull fracture after a fall from a bike; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unconscious since the fall; vomited once at the scene',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild asthma as a small child, no treatment for years',
          lastMeal: 'Lunch about 3 hours ago',
          events:
            'Fell from his bike at speed and hit his head on the kerb; unconscious at the scene; GCS fell from 8 to 5 in the ambulance; immobilised on a scoop with blocks.',
        },
        PMH: {
          medicalConditions: 'Mild childhood asthma, resolved',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents and two sisters; in year 7 at school',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive; blood in the mouth from a broken incisor; bruising behind the left ear; blood-stained clear fluid from the left ear and nose',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 96, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 5 (E1 V1 M3); left pupil larger and sluggish; no gag reflex',
          disability: 'Abnormal flexion to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Karim lies on his back on the scoop with head blocks in place, a paramedic holding his head. He is not breathing and blood pools in his mouth. Suction, oxygen, masks, bags and airway adjuncts are ready.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.2, nibp: '128/76', o2: 76, co2: null },
        airway: 'Blood in the mouth from a broken tooth; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 5, left pupil dilated',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin (child or small adult size) and an adult self-inflating bag (about 1 litre, and never less than 500 mL), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls the trauma team and an anaesthetist at once; keeps the head and neck in neutral alignment with manual in-line stabilisation (no pillow, no tilting or turning); suctions the blood from the mouth under direct vision with a Yankauer, never through the nose.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. What are your first steps?',
      },
      {
        initialState: 'Bagging has started, but the mask leaks around his jaw and the chest barely rises.',
        vitalSigns: { hr: 90, rr: 0, temp: 36.2, nibp: '132/78', o2: 70, co2: null },
        airway: 'Blood cleared; tongue falling back',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes over about one second, just enough for the chest to rise; ventilates at 20-30 a minute, without hyperventilating.',
          airwayManagement:
            'Opens the airway with a jaw thrust and no head tilt, fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Puts the mask on the right way round over both nose and mouth; holds it with an E-C clamp, with a two-person technique (both hands on the mask) when it leaks; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The chest is barely rising. What will you change?',
      },
      {
        initialState: 'The chest rises a little now, but his tongue keeps falling back between breaths.',
        vitalSigns: { hr: 100, rr: 0, temp: 36.3, nibp: '126/74', o2: 85, co2: 49 },
        airway: 'Tongue obstructs between breaths; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex and a suspected basal skull fracture, chooses an oropharyngeal airway (never a nasal one), sized from the corner of the mouth to the angle of the jaw; inserts it correctly; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Would an airway adjunct help, and which one is safe for him?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise with every breath, spine still protected. The anaesthetist prepares to intubate. The simulation is complete.',
        vitalSigns: { hr: 92, rr: 20, temp: 36.3, nibp: '124/72', o2: 97, co2: 40 },
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
      'He is apnoeic and hypoxic: I call the trauma team and an anaesthetist now.',
      'Manual in-line stabilisation: someone holds his head and neck in neutral alignment, with no pillow and no tilting.',
      'I suction the blood from his mouth with a Yankauer under direct vision, and nothing goes through his nose.',
      'I choose a face mask that fits from the bridge of his nose to the cleft of his chin.',
      'I take an adult self-inflating bag, 1 litre.',
      'I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'I open the airway with a jaw thrust and no head tilt, my fingers behind the angles of the jaw, not on the soft tissue.',
      'The mask goes on the right way round, covering his nose and mouth.',
      'Two-person technique: I hold the mask with both hands in an E-C grip and a colleague squeezes the bag.',
      'The seal is tight, no leak.',
      'There is no pressure on his eyes.',
      'My hands on the mask keep his jaw lifted into it.',
      'Each breath is given over 1 second, just enough for the chest to rise.',
      'I ventilate at 20 breaths per minute, without hyperventilating.',
    ],
    [
      'No gag reflex and a possible basal skull fracture, so I choose an oropharyngeal airway, not a nasal one, sized from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with a tongue depressor, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises with every breath and the SpO2 is rising: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Jade, 15 years (60 kg), apnoeic with a pulse after drinking a lot of alcohol; vomit in the mouth, gag reflex
 * present, no head or facial injury (nasal airway, not oral); adult-size equipment.
 */
export const JADE: RunCase = {
  id: 'tg-r-jade-15y',
  title: '15-year-old (60 kg) apnoeic after heavy alcohol intake, vomit in the mouth, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jade, a 15-year-old girl (60 kg), was found by friends unresponsive on a bathroom floor at a party after drinking most of a bottle of vodka over about two hours. The ambulance brought her in on her side. In the emergency department she vomits again and then stops breathing, though she still has a pulse. Her mouth and throat are full of vomit. Her SpO2 is 78%. She still gags when the back of her mouth is touched. There are no signs of a head or facial injury and her friends say she did not fall. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia in an intoxicated adolescent and call for help at once.',
        objective2:
          'Clear the vomit under direct vision with a large-bore rigid (Yankauer) sucker before giving any breath; no blind finger sweep.',
        objective3:
          'Choose an adult mask (bridge of the nose to the cleft of the chin) and an adult self-inflating bag (1-1.6 L) on oxygen at 15 L/min; ventilate from the head of the bed; mask the right way round over nose and mouth, E-C clamp (two people if it leaks), tight seal, eyes free.',
        objective4:
          'Sniffing position without hyperextension; head tilt-chin lift off the soft tissue with the jaw lifted into the mask; gentle 1-second breaths to visible chest rise (to avoid filling the stomach and more vomiting) at 10-20 a minute, without hyperventilating.',
        objective5:
          'With a gag reflex present, size and insert a nasopharyngeal airway (not an oral one); reassess chest rise, SpO2 and heart rate; check the blood glucose.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jade',
          age: 15,
          sex: 'Female',
          weight: 60,
          diagnosis: 'Acute alcohol intoxication with vomiting; apnoea with a pulse',
        },
        history: {
          symptoms: 'Drowsy, then unresponsive; repeated vomiting',
          allergies: 'None known',
          medications: 'None; friends are not sure whether she took anything else',
          pmh: 'None',
          lastMeal: 'Crisps at the party about 3 hours ago',
          events:
            'Drank most of a 70 cL bottle of vodka over two hours; found unresponsive on the bathroom floor; no fall witnessed; vomited in the ambulance and again on arrival.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her mother; year 10 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, smells strongly of alcohol, vomit in and around the mouth',
          breathing: 'No respiratory effort; gurgling just before she stopped breathing',
          circulation: 'Radial pulse present, heart rate 110, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro: 'Pupils equal, mid-size and reactive; gag reflex present; no signs of head injury',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Jade lies on her back on the trolley with vomit filling her mouth. She is not breathing. Suction with a Yankauer is on at the bedside; oxygen, child and adult masks, bags and airway adjuncts are ready.',
        vitalSigns: { hr: 110, rr: 0, temp: 35.6, nibp: '100/60', o2: 78, co2: null },
        airway: 'Vomit in the mouth and pharynx; gag reflex present',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult face mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once; clears the vomit under direct vision with a large-bore rigid (Yankauer) sucker before any breath is given, with no blind finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, covering both nose and mouth; holds it with an E-C clamp, with two people if it leaks; gets a tight seal without pressing on the eyes.',
        },
        softStop: 'She has stopped breathing and her mouth is full of vomit. What first?',
      },
      {
        initialState:
          'Bagging has started, but her head is flexed forward, the chest barely rises and her stomach is starting to swell.',
        vitalSigns: { hr: 118, rr: 0, temp: 35.6, nibp: '98/58', o2: 70, co2: null },
        airway: 'Vomit cleared; airway blocked by the head position and the tongue',
        breathing: 'Assisted breaths only, poor chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the mask hand rather than pushing the mask down; squeezes gently over about one second, just enough for the chest to rise, so as not to blow up the stomach; ventilates at about 10-20 breaths a minute (one every 3-6 seconds), without hyperventilating.',
          airwayManagement:
            'Puts the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift (or a jaw thrust), fingers on the bone of the jaw and not on the soft tissue under it.',
          maskPositioning: '',
        },
        softStop: 'The chest is barely rising and the stomach is filling. What will you change?',
      },
      {
        initialState:
          'The chest rises now, but her tongue falls back between breaths, and she gags when her mouth is touched.',
        vitalSigns: { hr: 108, rr: 0, temp: 35.7, nibp: '102/62', o2: 88, co2: 52 },
        airway: 'Partial obstruction by the tongue; gag reflex present',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'With the gag reflex present, chooses a nasopharyngeal airway (not an oral one), sized from the tip of the nose to the tragus of the ear; lubricates it and inserts it gently straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'What would keep her airway open between breaths?',
      },
      {
        initialState:
          'Stabilised: SpO2 98% with good chest rise on assisted breaths, and she is starting to take a few breaths of her own. The simulation is complete.',
        vitalSigns: { hr: 100, rr: 14, temp: 35.8, nibp: '104/64', o2: 98, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise; some breaths of her own',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Groans to pain',
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
      'She is apnoeic and hypoxic: I call for help now.',
      'I suction the vomit from her mouth with a Yankauer under direct vision before giving any breaths.',
      'I choose an adult face mask that fits from the bridge of her nose to the cleft of her chin.',
      'I take an adult self-inflating bag, 1.5 litres.',
      'I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'The mask goes on the right way round, narrow end over the nose, covering her nose and mouth.',
      'I hold the mask with an E-C clamp, and will use a two-person technique if it leaks.',
      'The seal is tight with no leak, and there is no pressure on her eyes.',
    ],
    [
      'I put her head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, my fingers on the bone of the jaw, not the soft tissue.',
      'My mask hand lifts her jaw into the mask.',
      'I squeeze each breath gently over 1 second, just enough to see the chest rise.',
      'I ventilate at 15 breaths per minute, one every 4 seconds.',
    ],
    [
      'She has a gag reflex, so I choose a nasopharyngeal airway, measured from the tip of her nose to the tragus of her ear.',
      'I lubricate the nasopharyngeal airway and insert it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises well and the SpO2 is rising: ventilation is effective.',
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
