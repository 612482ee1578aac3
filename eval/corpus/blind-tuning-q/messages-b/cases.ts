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

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * Lina, 4 months, 6 kg, RSV bronchiolitis on day 3, apnoeic with a pulse; thick secretions in the nose and mouth,
 * gag reflex present (a nasal airway, never an oral one). P0 recognition, help, suction, equipment and the place at
 * the head; P1 head position, opening the airway and everything about the mask and the breaths; P2 the nasal airway,
 * reassessment and effective ventilation; P3 done.
 */
export const RSV_INFANT_4M: MessageCase = {
  id: 'tq-b-rsv-infant-4m',
  title:
    'Tuning case: 4-month-old (6 kg) with RSV bronchiolitis, apnoeic with a pulse, thick secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Lina, a 4-month-old girl (6 kg), is on day 3 of RSV bronchiolitis on the children's ward, on nasal cannula oxygen. Her nurse calls you because the monitor alarmed: she has stopped breathing. She has a pulse, her nose and mouth are full of thick, sticky secretions, and she still gags when the back of her mouth is touched. You are the first doctor at the cot side.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in a young infant with bronchiolitis and call for help straight away.',
        objective2:
          'Clear the nose and mouth with a small (about 8 Fr) suction catheter under vision, in short passes, with no finger sweep.',
        objective3:
          'Pick an infant mask that sits from the bridge of the nose to the cleft of the chin, off the eyes, and a 450-500 mL self-inflating bag (or a flow-inflating bag) on 10-15 L/min of oxygen; ventilate from the head of the cot.',
        objective4:
          'Keep the head neutral with a shoulder roll, open the airway with a gentle chin lift or jaw thrust on bone, hold an E-C clamp (two people if it leaks), lift the jaw into the mask, and give gentle one-second breaths to visible chest rise every 2-3 seconds.',
        objective5:
          'Because she gags, use a nasopharyngeal airway sized from the nostril to the tragus, lubricated and passed straight back; reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Lina',
          age: 0.33,
          sex: 'Female',
          weight: 6,
          diagnosis: 'RSV bronchiolitis; apnoea with a pulse',
        },
        history: {
          symptoms: 'Runny nose and cough for 5 days, poor feeding for 2 days, pauses in breathing overnight',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Born at 36 weeks, no neonatal unit stay',
          lastMeal: 'Half a bottle 2 hours ago',
          events: 'Monitor alarm for apnoea and falling saturations on the ward',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'This admission only',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her parents and a 3-year-old brother who had a cold last week',
          vaccinations: 'Up to date for age',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Limp, mottled and dusky, crusted thick secretions at the nostrils and mouth',
          breathing:
            'No breathing effort, no chest movement; before the apnoea she had subcostal recession and crackles',
          circulation: 'Brachial pulse present, heart rate slowing; capillary refill 3 seconds',
          abdomen: 'Soft, mildly distended',
          neuro: 'Floppy, responds only to pain; gag present',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Nasopharyngeal swab positive for RSV' },
      },
    },
    Phases: [
      {
        initialState:
          'Lina lies flat in her cot, apnoeic and dusky, secretions bubbling at her nose and mouth. The wall suction, catheters, masks and bags are in the bedside resus cupboard.',
        vitalSigns: { hr: 104, rr: 0, temp: 37.9, nibp: '78/44', o2: 71, co2: null },
        airway: 'Thick secretions in the nose and mouth; gag present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Takes an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating (or a flow-inflating) bag, and runs oxygen into the bag at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the cot to ventilate.',
          airwayManagement:
            'Recognises that she has stopped breathing and calls for help; suctions the nose and mouth with a small (about 8 Fr) catheter under vision, short passes, no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She has a pulse but is not breathing, and her nose is full of mucus. What comes first?',
      },
      {
        initialState:
          'The secretions are cleared for now and the mask is on, but her big occiput tips her chin onto her chest, the mask leaks at the cheek and the chest hardly moves.',
        vitalSigns: { hr: 96, rr: 0, temp: 37.9, nibp: '76/42', o2: 66, co2: null },
        airway: 'Clear after suction; neck flexed by the occiput',
        breathing: 'Assisted breaths, minimal chest rise, leak at the mask',
        circulation: 'Pulse present, heart rate falling',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes gently over about one second, only until the chest rises; gives a breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Puts a roll under the shoulders to keep the head neutral, not tipped back; opens the airway with a gentle chin lift or jaw thrust with the fingers on bone, not on the soft tissue under the chin.',
          maskPositioning:
            'Has the mask the right way round over both nose and mouth and clear of the eyes; holds it with an E-C clamp and gets a second person for a two-handed hold if it still leaks, until the seal is tight.',
        },
        softStop: 'The mask is hissing at the side and the chest is barely rising. What would you change?',
      },
      {
        initialState:
          'With the head neutral and a good seal her chest begins to rise and the heart rate picks up, but the nose blocks again between breaths and she gags when anything touches her tongue.',
        vitalSigns: { hr: 128, rr: 0, temp: 37.9, nibp: '80/46', o2: 84, co2: 58 },
        airway: 'Nasal passages filling again; gag present',
        breathing: 'Assisted breaths with chest rise',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway sized from the tip of the nose to the tragus (no oral airway), lubricates it and passes it straight back along the floor of the nose; rechecks chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'She keeps gagging and her nose fills up between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 95%, heart rate 146, chest rising well with each assisted breath through the nasal airway. The PICU team arrive to take over. The simulation is complete.',
        vitalSigns: { hr: 146, rr: 24, temp: 37.8, nibp: '84/50', o2: 95, co2: 46 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces and moves to pain',
        hardStop: EMPTY_STOP,
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
      'She has stopped breathing but has a pulse. I call for help now: emergency call and the PICU team.',
      'I suction her nose and mouth with an 8 Fr suction catheter under vision, a few seconds per pass.',
      'I take an infant mask that fits from the bridge of her nose to the cleft of her chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the cot to ventilate.',
    ],
    [
      'I put a rolled towel under her shoulders so her head is neutral and not overextended.',
      'I open her airway with a gentle chin lift, my fingers on the bone of the jaw and off the soft tissue.',
      'I place the mask the right way round, narrow end on the bridge of the nose, covering her nose and mouth and clear of her eyes.',
      'I hold it with an E-C clamp, lifting her jaw into the mask with the same hand; the seal is tight with no leak.',
      'I squeeze the bag gently over one second until the chest just rises, one breath every 2-3 seconds, about 25 a minute.',
    ],
    [
      'She has a gag reflex, so no oral airway: I measure a nasopharyngeal airway from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Marcus, 15 years, 58 kg, pedestrian hit by a car; apnoeic with a pulse, cervical spine not cleared, blood in the
 * mouth, no gag, bruising behind the ear (possible basal skull fracture: no nasal airway, no nasal suction). P0
 * recognition, help, suction, equipment, the place at the head and placing the mask; P1 in-line head position, jaw
 * thrust, the hold and seal, the jaw lift, the squeeze and the rate; P2 the oral airway, reassessment and effective
 * ventilation; P3 done.
 */
export const PEDESTRIAN_TEEN_15Y: MessageCase = {
  id: 'tq-b-pedestrian-15y',
  title:
    'Tuning case: 15-year-old (58 kg) pedestrian hit by a car, apnoeic with a pulse, C-spine not cleared, blood in the mouth, no gag, Battle sign',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Marcus, a 15-year-old boy (58 kg), was crossing the road when he was hit by a car at about 40 km/h and thrown onto the bonnet and the road. Paramedics brought him in on a scoop with blocks and tape; he was groaning at the scene. In the resuscitation room he stops breathing. He has a pulse. There is blood in his mouth from a split lip and broken teeth, he does not gag, and there is bruising behind his left ear. His cervical spine has not been cleared. You are the first doctor at the head end.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after major trauma and call the trauma team and anaesthetist at once.',
        objective2:
          'Suction the blood from the mouth with a rigid wide-bore (Yankauer) sucker under direct vision; no blind finger sweep and no nasal suction with a possible basal skull fracture.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag on 15 L/min of oxygen; ventilate from the head end with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Keep the head and neck in line (manual in-line stabilisation, no tilt, no pillow), open the airway with a jaw thrust, use a two-person hold if the seal is poor, and give gentle one-second breaths to visible chest rise every 2-3 seconds, without hyperventilating the injured brain.',
        objective5:
          'With no gag reflex and a possible basal skull fracture, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it without pushing the tongue back (never a nasal airway); reassess chest rise, SpO2 and heart rate after each step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Marcus',
          age: 15,
          sex: 'Male',
          weight: 58,
          diagnosis:
            'Pedestrian struck by a car: head injury, possible basal skull fracture; apnoea with a pulse',
        },
        history: {
          symptoms: 'Brief loss of consciousness at the scene, groaning, then deteriorating consciousness',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Asthma as a child, none recently',
          lastMeal: 'Lunch about 4 hours ago',
          events: 'Hit by a car at about 40 km/h while crossing the road; GCS 9 at the scene, now falling',
        },
        PMH: {
          medicalConditions: 'Childhood asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Lives with his mother and sister; plays football; at secondary school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive on a scoop stretcher with head blocks; blood in the mouth, split lower lip, two broken front teeth',
          breathing: 'No breathing effort, no chest movement',
          circulation: 'Radial pulse present, capillary refill 3 seconds; abrasions on the left hip and arm',
          abdomen: 'Soft, bruise over the left flank',
          neuro: 'GCS 4; pupils equal and reacting; bruising behind the left ear; no gag reflex',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Marcus lies on the scoop with head blocks, apnoeic and grey, blood pooling in his mouth. Two IVs have been placed by the paramedics. Adult and paediatric masks and bags, and a Yankauer, are on the airway trolley.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.1, nibp: '132/78', o2: 76, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Radial pulse present, capillary refill 3 seconds',
        disability: 'Extends to pain; bruising behind the left ear',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag, and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head end of the trolley.',
          airwayManagement:
            'Recognises the apnoea and calls the trauma team and anaesthetist; suctions the blood from the mouth with a Yankauer under direct vision (no finger sweep, nothing through the nose).',
          maskPositioning:
            'Puts the mask on the right way round, narrow end at the bridge of the nose, covering both mouth and nose, keeping the rim and the fingers off the eyes.',
        },
        softStop:
          'He has a pulse but no breathing, and there is blood in his mouth. What are you going to do first?',
      },
      {
        initialState:
          'The mouth is clear and the mask is on, but the mask leaks at the cheeks on one side, the tongue is falling back, and someone has slipped a pillow under his head.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.1, nibp: '138/80', o2: 70, co2: null },
        airway: 'Tongue falling back; neck not cleared',
        breathing: 'Assisted breaths, poor chest rise, leak at the mask',
        circulation: 'Pulse present',
        disability: 'Extends to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hands that hold the mask (jaw lifted into the mask); squeezes over about one second with just enough volume to see the chest rise; gives a breath every 2-3 seconds, not faster.',
          airwayManagement:
            'Keeps the head and neck neutral and in line with manual stabilisation, no pillow and no tilt; opens the airway with a jaw thrust only, fingers behind the angles of the jaw.',
          maskPositioning:
            'Holds the mask with an E-C clamp and, since it leaks, changes to a two-person technique so that the seal is tight.',
        },
        softStop:
          'The mask is leaking and his neck is not cleared. How will you open the airway and hold the mask?',
      },
      {
        initialState:
          'The chest now rises with each breath but the tongue keeps falling back between breaths; more blood oozes from the gums. He still does not gag.',
        vitalSigns: { hr: 76, rr: 0, temp: 36.1, nibp: '128/76', o2: 88, co2: 50 },
        airway: 'Tongue falls back between breaths; no gag reflex; bruising behind the ear',
        breathing: 'Assisted breaths with chest rise',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Extends to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a climbing SpO2.',
          airwayManagement:
            'Chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (no nasal airway with the possible skull base fracture) and inserts it gently with the right technique; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps flopping back between breaths. What could you add?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 88, chest rising well with each breath through the oral airway, neck still held in line. The anaesthetist takes over to intubate. The simulation is complete.',
        vitalSigns: { hr: 88, rr: 20, temp: 36.2, nibp: '124/74', o2: 97, co2: 40 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Extends to pain',
        hardStop: EMPTY_STOP,
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
      'He is apnoeic with a pulse. I call for help: trauma team and anaesthetist to resus now.',
      'I suction the blood out of his mouth with a Yankauer under direct vision, nothing through the nose.',
      'I take an adult mask that fits from the bridge of his nose to the cleft of his chin and the adult self-inflating bag, and connect it to oxygen at 15 L/min.',
      'I stand at the head end of the trolley.',
      'I put the mask on the right way round, narrow end at the bridge of his nose, covering his mouth and nose and clear of his eyes.',
    ],
    [
      'A colleague holds his head in line with manual stabilisation; the pillow comes out and his head stays neutral, no tilt.',
      'I open his airway with a jaw thrust, fingers behind the angles of the jaw, no head tilt.',
      'Because it leaks, we go two-person: I hold the mask with both hands in an E-C clamp and lift the jaw into it, a colleague squeezes the bag; the seal is tight now.',
      'Each breath is squeezed over one second, just enough to see the chest rise, one every 3 seconds, 20 a minute.',
    ],
    [
      'No gag reflex and a possible basal skull fracture, so an oral airway: I size it from the corner of his mouth to the angle of his jaw.',
      'I insert it with a tongue depressor holding the tongue forward, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};
