import type { CaseDocument } from '../../../../src/contract/case.ts';
import type { ItemId } from '../../../harness/corpus-types.ts';

/** A case of this message set: the document, what each phase asks for, and a path through it. */
export type MessageCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

/**
 * Both cases are built like the sample case: P0 recognition, help, suction, equipment and placing the mask (standing
 * at the head, orientation, mouth and nose, eyes); P1 head position, opening the airway, the mask hold and seal, the
 * mask hand lifting the jaw, the squeeze and the rate; P2 the adjunct, reassessment and effective ventilation; P3 done.
 */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
  [],
];

/**
 * New: Rhys, 15 years, 70 kg, thrown from a motorbike; GCS 4, apnoeic with a pulse, blood from a facial laceration
 * running into the mouth, cervical spine not cleared, no gag reflex, no sign of a skull base fracture. Adult mask and
 * adult bag, manual in-line stabilisation, jaw thrust without head tilt, a two-person hold, an oral airway.
 */
export const MOTORBIKE_15Y: MessageCase = {
  id: 'ho7-b-motorbike-15y',
  title:
    'Held-out case: 15-year-old (70 kg) thrown from a motorbike, GCS 4, apnoeic, blood in the mouth, spine not cleared, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Rhys, a 15-year-old boy (70 kg), was riding pillion on a motorbike that hit a car at about 50 km/h; he was thrown several metres and his helmet came off. The paramedics brought him in on a scoop stretcher in a cervical collar with head blocks. In the resuscitation bay his GCS is 4 and he stops breathing. He has a pulse. A deep laceration runs from his left cheek through his upper lip and blood is running into his mouth. There is no bleeding from the ears or nose, no bruising behind the ears or around the eyes, and the midface is stable. His cervical spine has not been cleared and he has no gag reflex. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in a head-injured adolescent and call for help (trauma team and anaesthetist) at once, before imaging or the secondary survey.',
        objective2:
          'Suction the blood from the mouth under direct vision with a Yankauer (rigid, large bore), with no finger sweep and without turning the head.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1500 mL) on oxygen at 15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Keep the head and neck neutral with manual in-line stabilisation (front of the collar opened, no head tilt, no pillow), open the airway with a jaw thrust, and use a two-person technique because one hand cannot seal the mask over the laceration; squeeze over about one second to visible chest rise at about 20 breaths a minute, without hyperventilating.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it correctly; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Rhys',
          age: 15,
          sex: 'Male',
          weight: 70,
          diagnosis:
            'Motorbike collision: severe head injury (GCS 4), apnoea with a pulse, facial laceration, closed left forearm fracture; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unresponsive since the collision; stopped breathing in the resuscitation bay',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Asthma as a child, no treatment for years',
          lastMeal: 'Lunch, about four hours ago',
          events:
            'Pillion passenger on a motorbike that hit the side of a car at about 50 km/h. Thrown several metres; his helmet came off. GCS 6 at the scene, 4 on arrival. Collar, head blocks and a scoop stretcher applied by the paramedics. He stopped breathing as he was moved onto the trolley.',
        },
        PMH: {
          medicalConditions: 'Childhood asthma, outgrown',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his mother and stepfather; in year 11; his mother is on her way',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, pale and dusky; deep laceration from the left cheek through the upper lip, blood pooling in the mouth; abrasions on the arms',
          breathing: 'No respiratory effort, no chest rise; trachea central',
          circulation: 'Heart rate 118, blood pressure 132/78, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 4 (E1 V1 M2), pupils 4 mm, equal and sluggish; no gag reflex; no blood or fluid from the ears or nose, no bruising behind the ears or around the eyes; cervical spine not cleared',
          disability: 'GCS 4',
        },
        labs: { rvp: 'Not sent (bedside glucose 7.1 mmol/L; venous gas, blood count and crossmatch sent)' },
      },
    },
    Phases: [
      {
        initialState:
          'Rhys lies on the trolley in a collar with head blocks, not breathing, with blood running from the laceration into his mouth. Wall suction with a Yankauer and suction catheters, oxygen, child and adult masks, a 500 mL paediatric and a 1500 mL adult self-inflating bag, and oral and nasal airways are at the bedside. The trolley is against the wall.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.1, nibp: '132/78', o2: 76, co2: null },
        airway: 'Blood pooling in the mouth from the lip laceration; no gag reflex',
        breathing: 'Apnoeic, no chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4, pupils equal and sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1500 mL, not the 500 mL paediatric bag); connects the bag to oxygen at 15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once (trauma team and anaesthetist); suctions the blood from the mouth under direct vision with a Yankauer, with no finger sweep, without turning the head and without delaying ventilation.',
          maskPositioning:
            'Places the mask the right way round (narrow end on the bridge of the nose) covering both the mouth and the nose, with the rim off the eyes.',
        },
        softStop: 'He is not breathing and blood is running into his mouth. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear for now, the adult bag is on oxygen and you are at the head of the trolley. The collar and head blocks are still on, his chin is tucked down, and with one hand the mask leaks over the laceration; the chest barely moves.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.1, nibp: '138/80', o2: 70, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic; barely any chest rise with a one-hand hold',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hands that hold the mask (lifts the jaw into the mask without tilting the head); squeezes the bag over about one second with just enough volume to see the chest rise, at about 20 breaths a minute (one every 3 seconds), with no hyperventilation.',
          airwayManagement:
            'With the cervical spine not cleared, has a second person hold manual in-line stabilisation and opens the front of the collar, keeping the head and neck neutral (no sniffing position, no head tilt, no pillow); opens the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Because one hand cannot seal the mask over the laceration, switches from an E-C clamp to a two-person technique (both hands on the mask with a jaw thrust, a second person squeezing the bag); gets a tight seal.',
        },
        softStop: 'The mask leaks over the cut and the chest barely rises. What could you change?',
      },
      {
        initialState:
          'With his head held in line, a jaw thrust and two hands on the mask, the chest rises on most breaths, but his tongue falls back between breaths. He did not gag when the Yankauer touched the back of his throat.',
        vitalSigns: { hr: 108, rr: 0, temp: 36.1, nibp: '134/76', o2: 86, co2: 52 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly (over a tongue depressor, or inverted and rotated as in an adult), without force and without moving the neck; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 98; the chest rises with each breath through the oral airway and his head is still held in line. The anaesthetist arrives to intubate him with in-line stabilisation before his CT scan. The simulation is complete.',
        vitalSigns: { hr: 98, rr: 20, temp: 36.0, nibp: '128/74', o2: 97, co2: 41 },
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
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call for help: trauma team and anaesthetist.',
      'I suction the blood from his mouth with a Yankauer under direct vision.',
      'I take an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult 1500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end on the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'A nurse holds manual in-line stabilisation from the side and we open the front of the collar; his head stays neutral with no tilt.',
      'I open the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw and off the soft tissue.',
      'One hand cannot seal the mask over the cut, so we use a two-person technique: I hold the mask with both hands and lift the jaw into it while a colleague squeezes the bag; the seal is tight.',
      'We squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds, 20 a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw.',
      'I insert it over a tongue depressor, following the curve of the tongue, without force.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Maya, 7 months, 8 kg, apnoeic with a pulse after choking on a small toy that has been removed; saliva in the
 * mouth, gag reflex present (a nasal airway, not an oral one), no trauma. Infant mask, 450-500 mL bag, a thin shoulder
 * roll for the large occiput.
 */
export const TOY_CHOKING_7M: MessageCase = {
  id: 'ho7-b-toy-choking-7m',
  title:
    'Held-out case: 7-month-old apnoeic with a pulse after choking on a small toy (removed), saliva, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Maya, a 7-month-old girl (8 kg), was carried into the emergency department by her father, who found her choking on a wheel from her brother's toy car. The triage nurse gave back blows and chest thrusts and the wheel came out whole; since then Maya has gone limp and stopped breathing. She has a pulse, there is saliva pooling in her mouth, and she gags when the back of her throat is touched. She has no injury. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse once the foreign body is out and call for help at once, without more back blows, imaging or waiting.',
        objective2:
          'Gently suction the saliva from the mouth and then the nose with a catheter of suitable size (8-10 Fr) or a paediatric Yankauer under direct vision, with no blind finger sweep and no deep suction.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL paediatric self-inflating bag (not the 250 mL neonatal bag) on oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Put a thin roll under the shoulders to bring the head to neutral for her large occiput, without overextending or flexing the neck; open the airway with a gentle head tilt-chin lift or a jaw thrust, fingers on bone; hold the mask with an E-C clamp (two people if the seal is poor), lifting the jaw into it; squeeze gently over about one second to visible chest rise at 20-30 breaths a minute.',
        objective5:
          'With a gag reflex present, size a nasopharyngeal airway from the nostril to the tragus and insert it correctly (not an oropharyngeal airway); reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Maya',
          age: 0.58,
          sex: 'Female',
          weight: 8,
          diagnosis: 'Choking on a small toy (removed), hypoxic, apnoea with a pulse',
        },
        history: {
          symptoms:
            'Sudden choking and coughing at home, then went blue; limp and apnoeic after the toy was removed',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Born at 39 weeks, well',
          lastMeal: 'Puree and a bottle of milk about two hours ago',
          events:
            "Playing on the floor near her brother's toys. Her father heard her choke and cough, saw her go blue and drove her straight in (about 10 minutes). In triage she could not cry or cough; the nurse gave five back blows and five chest thrusts and a plastic toy wheel (about 1 cm) came out whole. Since then she is limp and not breathing.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her parents and her 4-year-old brother',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Limp, blue around the lips, unresponsive; saliva pooling in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 96, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Unresponsive to voice, flexes to pain; gags when the back of the throat is touched; no injury',
          disability: 'Responds to pain only (AVPU: P)',
        },
        labs: { rvp: 'Not sent (bedside glucose 5.4 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Maya lies on the resuscitation trolley, limp and not breathing, with saliva in her mouth; the toy wheel is in a pot on the side. Suction with 6, 8 and 10 Fr catheters and a paediatric Yankauer, oxygen, newborn, infant and child masks, a 250 mL neonatal and a 500 mL paediatric self-inflating bag, oral and nasal airways and folded towels are on the trolley.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.8, nibp: '78/44', o2: 68, co2: null },
        airway: 'Saliva in the mouth; gag reflex present; the toy has been removed',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL paediatric self-inflating bag (not the 250 mL neonatal bag); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without more back blows or chest thrusts; gently suctions the saliva from the mouth and then the nose with an 8-10 Fr catheter or a paediatric Yankauer under direct vision, with no blind finger sweep.',
          maskPositioning:
            'Places the mask the right way round (narrow end on the bridge of the nose) covering both the mouth and the nose, with the rim off the eyes.',
        },
        softStop: 'The toy is out but she is not breathing. What do you do first?',
      },
      {
        initialState:
          'Her mouth is clear, the bag is on oxygen and you are at the head of the trolley with the mask on her face, but her large occiput tips her chin onto her chest and the chest does not rise.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.8, nibp: '76/42', o2: 62, co2: null },
        airway: 'Clear after suction; neck flexed, the tongue falls back',
        breathing: 'Apnoeic; no chest rise',
        circulation: 'Brachial pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask (lifts the jaw into the mask); squeezes the bag gently over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute (one every 2-3 seconds).',
          airwayManagement:
            'Puts a thin roll under the shoulders so that the head sits in the neutral (sniffing) position for her large occiput, without overextending or flexing the neck; opens the airway with a gentle head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, and switches to a two-person technique if the seal is poor; gets a tight seal.',
        },
        softStop: 'Her chin is on her chest and the chest is not rising. What could you change?',
      },
      {
        initialState:
          'With a shoulder roll and the jaw lifted, the chest rises with most breaths, but her tongue falls back between breaths. She gagged when the suction catheter touched the back of her throat.',
        vitalSigns: { hr: 124, rr: 0, temp: 36.8, nibp: '82/46', o2: 85, co2: 50 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With a gag reflex present, chooses a nasopharyngeal airway (not an oropharyngeal airway) measured from the nostril to the tragus of the ear, and inserts it lubricated, bevel towards the septum, straight back along the floor of the nose without force; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths, and she gags. What could help?',
      },
      {
        initialState:
          'SpO2 98%, heart rate 132; the chest rises with each breath through the nasal airway and she begins to take breaths of her own. The PICU team arrives. The simulation is complete.',
        vitalSigns: { hr: 132, rr: 18, temp: 36.8, nibp: '86/50', o2: 98, co2: 42 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths; some breaths of her own',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Moves to pain, eyes flicker',
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
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is apnoeic with a pulse. I call for help.',
      'I gently suction the saliva from her mouth and then her nose with an 8 Fr catheter under direct vision.',
      'I take an infant mask that fits from the bridge of the nose to the cleft of the chin and a 500 mL paediatric self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end on the bridge of her nose, covering her mouth and nose and off her eyes.',
    ],
    [
      'I put a thin folded towel under her shoulders so her head sits neutral, not overextended.',
      'I open the airway with a gentle head tilt-chin lift, fingers on the bony chin and off the soft tissue.',
      'I hold the mask with an E-C clamp and lift her jaw into the mask with the same hand; the seal is tight.',
      'I squeeze the bag gently over one second, just enough to see the chest rise, 25 breaths a minute.',
    ],
    [
      'She has a gag reflex, so I measure a nasopharyngeal airway from the nostril to the tragus.',
      'I lubricate it and insert it bevel towards the septum, straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};
