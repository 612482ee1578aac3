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
 * Both cases run in four phases: P0 recognising the apnoea, help, suction, the equipment and placing the mask from
 * the head of the bed; P1 the head, opening the airway, the hold, the seal, the mask hand lifting the jaw, the squeeze
 * and the rate; P2 the adjunct, its insertion, reassessment and effective ventilation; P3 the completed state.
 */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
  [],
];

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * Mila, 3 months, 5.5 kg: choked on a milk feed at home, the obstruction cleared by her parents and the paramedics,
 * now apnoeic with a pulse, milk in the mouth and nose, gag reflex present (so a nasal airway, not an oral one).
 * Infant mask, 450-500 mL bag, small suction catheter, shoulder roll.
 */
export const MILK_CHOKE_3M: MessageCase = {
  id: 'tn-b-milk-choke-3m',
  title:
    'Tuning case: 3-month-old (5.5 kg) apnoeic with a pulse after choking on milk at home (cleared), gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mila, a 3-month-old girl (5.5 kg), choked during a bottle feed at home. Her father gave back blows and chest thrusts and a large amount of milk came out; the paramedics found her floppy and brought her in. In the resuscitation bay she is not breathing. She has a pulse of 104. There is curdled milk in her mouth and both nostrils. When the nurse touches the back of her mouth with a swab she gags. You are the first doctor at her side; her parents are in the room.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in an infant and call for help at once, without leaving her alone.',
        objective2:
          'Clear the milk from the mouth and then the nose with a suction catheter of infant size (8-10 Fr) or a bulb syringe, under vision, briefly, with no blind finger sweep.',
        objective3:
          'Choose an infant mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL on oxygen at 10-15 L/min; stand at the head and place the mask the right way round over mouth and nose, off the eyes.',
        objective4:
          'Keep the head neutral with a shoulder roll, without overextending the neck; lift the jaw on bone into the mask with an E-C clamp (two people if it leaks); give gentle one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'Because she gags, choose a nasopharyngeal airway measured from the tip of the nostril to the tragus, lubricate it and pass it straight back along the floor of the nose; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mila',
          age: 0.25,
          sex: 'Female',
          weight: 5.5,
          diagnosis:
            'Apnoea with a pulse after a choking episode on milk (obstruction cleared); possible aspiration',
        },
        history: {
          symptoms: 'Coughing and choking during a feed, went blue and limp',
          allergies: 'None known',
          medications: 'Vitamin D drops',
          pmh: 'Born at term, reflux treated with thickened feeds',
          lastMeal: 'Bottle of formula 20 minutes ago, during the event',
          events:
            'Choked on a bottle feed; father gave back blows and chest thrusts and milk came out; paramedics brought her in apnoeic and floppy',
        },
        PMH: {
          medicalConditions: 'Gastro-oesophageal reflux',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Vitamin D drops',
          socialHistory: 'Lives with her parents and a 4-year-old brother',
          vaccinations: '8-week vaccines given',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Floppy, mottled and dusky, milk around the mouth and nose',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present at 104, capillary refill 3 seconds',
          abdomen: 'Soft, slightly distended',
          neuro: 'Unresponsive, fontanelle soft; gags when the back of the mouth is touched',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Mila lies on the resuscitation cot, apnoeic and dusky, milk in her mouth and nostrils. On the trolley: suction with 6, 8, 10 and 14 Fr catheters, a bulb syringe, a small Yankauer, newborn, infant and child masks, a 250 mL and a 500 mL self-inflating bag, nasal and oral airways.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.6, nibp: '78/44', o2: 70, co2: null },
        airway: 'Milk in the mouth and both nostrils; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse 104, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Picks an infant mask that reaches from the bridge of the nose to the cleft of the chin without touching the eyes, and a self-inflating bag of at least 450-500 mL; connects it to oxygen and sets 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the cot.',
          airwayManagement:
            'Recognises that she is apnoeic and calls for help without leaving her; clears the milk from the mouth, then the nose, with an 8-10 Fr catheter or a bulb syringe, under vision and briefly, with no blind finger sweep.',
          maskPositioning:
            'Puts the mask on with the narrow end over the bridge of the nose, covering the mouth and the nose, with no pressure on the eyes.',
        },
        softStop:
          'She has a pulse but she is not breathing, and there is milk in her mouth and nose. What now?',
      },
      {
        initialState:
          'The milk is cleared and the bag is on oxygen, but her large occiput has pushed her chin onto her chest; the mask leaks at the cheek and the chest does not move.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.6, nibp: '76/42', o2: 64, co2: null },
        airway: 'Clear; neck flexed, tongue falling back',
        breathing: 'Apnoeic; no chest rise with bagging',
        circulation: 'Brachial pulse 96',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand holding the mask, lifting the jaw into it; gives each breath over about one second with just enough volume for the chest to rise, one breath every 2 to 3 seconds (20-30 a minute).',
          airwayManagement:
            'Puts a roll under the shoulders so the head is neutral, neither flexed nor overextended; opens the airway with a chin lift or jaw thrust with the fingers on bone, not on the soft tissue under the jaw.',
          maskPositioning:
            'Holds the mask with an E-C clamp and calls for a second person for a two-handed hold when it leaks; gets the mask sealed tight.',
        },
        softStop: 'Her chin is on her chest and the mask hisses at the cheek. What would you change?',
      },
      {
        initialState:
          'With the shoulder roll and a two-person hold the chest rises, but between breaths the airway closes again, and she gags when the nurse tries to look in her mouth.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.6, nibp: '80/46', o2: 83, co2: 55 },
        airway: 'Obstructs between breaths; gag reflex present',
        breathing: 'Assisted breaths only, chest rising when the hold is good',
        circulation: 'Brachial pulse 118, capillary refill 2-3 seconds',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 goes up.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway (not an oral one) measured from the tip of the nostril to the tragus; lubricates it and passes it gently straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after each step.',
          maskPositioning: '',
        },
        softStop: 'She keeps closing off between breaths and gags on anything in her mouth. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 140, the chest rises with each breath through the nasal airway and she starts to make her own breathing efforts. The PICU team arrives. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 16, temp: 36.6, nibp: '84/50', o2: 96, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths, some own efforts',
        circulation: 'Brachial pulse 140, capillary refill 2 seconds',
        disability: 'Grimaces and moves to pain',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is apnoeic with a pulse. I call for help: the paediatric resuscitation team and the anaesthetist, and I stay with her.',
      'I suction the milk out of her mouth and then her nostrils with an 8 Fr suction catheter, under vision, a few seconds at a time.',
      'I take the infant mask that fits from the bridge of her nose to the cleft of her chin and the 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the cot.',
      'I place the mask the right way round, narrow end on the bridge of her nose, covering her mouth and nose and clear of her eyes.',
    ],
    [
      'I put a folded towel under her shoulders so her head is neutral and not overextended.',
      'I open her airway with a chin lift, my finger on the bony chin and off the soft tissue under the jaw.',
      'I hold the mask with an E-C clamp and lift her jaw into the mask with the same hand; a nurse squeezes the bag while I hold with two hands, and the seal is tight.',
      'Each breath is given over one second, just enough to see the chest rise, one breath every 2 to 3 seconds.',
    ],
    [
      'She gags, so I choose a nasopharyngeal airway measured from the tip of her nostril to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess: the chest rises with each breath, the SpO2 is climbing and the heart rate is up, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Daniel, 13 years, 45 kg: a car crash, GCS 4, apnoeic with a pulse, cervical spine not cleared, blood in the mouth,
 * no gag reflex, clear fluid from the nose (suspected basal skull fracture). Adult mask and bag, Yankauer by mouth
 * only, manual in-line stabilisation, jaw thrust without head tilt, an oral airway and no nasal one, no hyperventilation.
 */
export const CRASH_13Y: MessageCase = {
  id: 'tn-b-crash-13y',
  title:
    'Tuning case: 13-year-old (45 kg) after a car crash, GCS 4, apnoeic with a pulse, neck not cleared, blood in the mouth, no gag, CSF from the nose',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Daniel, a 13-year-old boy (45 kg), was the rear-seat passenger in a high-speed car crash and hit his head on the side window. The paramedics put on a collar and brought him in with a GCS of 6. In the trauma bay his GCS falls to 4 and he stops breathing. He has a pulse. There is blood in his mouth from a torn lip and broken teeth, clear fluid dripping from his nose and bruising around both eyes. He does not gag. His cervical spine has not been cleared. You are the first doctor at the head end.',
      objectives: {
        objective1: 'Recognise apnoea with a pulse and call the trauma team and the anaesthetist at once.',
        objective2:
          'Suction the blood from the mouth with a wide-bore rigid (Yankauer) sucker under direct vision; nothing through the nose, no blind finger sweep.',
        objective3:
          'Choose an adult-size mask that reaches from the bridge of the nose to the cleft of the chin and an adult (1-1.6 L) self-inflating bag on oxygen at 15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the bruised eyes.',
        objective4:
          'Keep the head and neck neutral in line with manual in-line stabilisation (no pillow, no head tilt); open the airway with a jaw thrust, fingers behind the angles of the jaw; hold the mask with an E-C clamp or a two-person hold with the mask hand lifting the jaw; give one-second breaths to visible chest rise, one every 3 seconds, without hyperventilating.',
        objective5:
          'With no gag reflex and a suspected basal skull fracture, choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw, never a nasal airway; insert it correctly and reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Daniel',
          age: 13,
          sex: 'Male',
          weight: 45,
          diagnosis:
            'Severe traumatic brain injury (GCS 4) with suspected basal skull fracture; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unresponsive after a head injury; stopped breathing in the trauma bay',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Asthma as a young child, none for years',
          lastMeal: 'Lunch about 4 hours ago',
          events:
            'High-speed car crash, rear-seat passenger, head struck the side window; GCS 6 at the scene, 4 on arrival, then apnoea',
        },
        PMH: {
          medicalConditions: 'Mild asthma in early childhood',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Lives with his mother; in year 8 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, in a cervical collar on a scoop, blood in the mouth, clear fluid from the nose, bruising around both eyes',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse 108, blood pressure 128/74, capillary refill 2 seconds',
          abdomen: 'Soft, seat-belt bruise across the lower abdomen',
          neuro: 'GCS 4 (E1 V1 M2), pupils 4 mm and sluggish; no gag reflex',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Daniel lies on the trauma trolley in a collar, apnoeic, blood pooling in his mouth and clear fluid running from his nose. A nurse has her hands on his head. On the airway trolley: a Yankauer, soft suction catheters, child and adult masks, a 500 mL and a 1.6 L self-inflating bag, oral and nasal airways.',
        vitalSigns: { hr: 108, rr: 0, temp: 36.1, nibp: '128/74', o2: 76, co2: null },
        airway: 'Blood in the mouth, broken teeth; no gag reflex; clear fluid from the nose',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse 108, capillary refill 2 seconds',
        disability: 'GCS 4, pupils 4 mm and sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult-size mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L); connects it to oxygen at 15 L/min.',
          ventilationTechnique: 'Takes the head end of the trolley to ventilate.',
          airwayManagement:
            'Sees that he is not breathing and calls the trauma team and an anaesthetist straight away; clears the blood from the mouth with a Yankauer under direct vision, with nothing passed through the nose and no blind finger sweep.',
          maskPositioning:
            'Places the mask the right way round, narrow end over the bridge of the nose, covering mouth and nose, and keeps it off the bruised eyes.',
        },
        softStop: 'He has stopped breathing but has a pulse. There is blood in his mouth. What do you do?',
      },
      {
        initialState:
          'His mouth is clear and the bag is on oxygen, but someone has slid a folded blanket under his head; the mask leaks on one side and the chest does not rise.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.1, nibp: '132/76', o2: 70, co2: null },
        airway: 'Clear after suction; head flexed on a blanket, tongue falling back',
        breathing: 'No chest rise with bagging',
        circulation: 'Pulse 112',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes each breath over about one second, only until the chest rises, one breath about every 3 seconds (around 20 a minute), without hyperventilating.',
          airwayManagement:
            'Takes the blanket away and keeps the head and neck neutral and in line, with manual in-line stabilisation and no head tilt; opens the airway with a jaw thrust, fingers behind the angles of the mandible and off the soft tissue of the neck.',
          maskPositioning:
            'Holds the mask with an E-C clamp, or with both hands while a second person squeezes, once the seal is poor; gets a tight seal.',
        },
        softStop: 'The mask hisses and his chest is not moving. What could you change?',
      },
      {
        initialState:
          'With a two-person jaw thrust the chest rises, but his tongue keeps falling back and the seal is hard to hold. He still does not gag; fluid still drips from his nose.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.1, nibp: '130/74', o2: 86, co2: 50 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse 104',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex and fluid from the nose, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw, and no nasopharyngeal airway; inserts it with a correct technique; reassesses chest rise, SpO2 and heart rate after each step.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. Which adjunct would you use, and which not?',
      },
      {
        initialState:
          'SpO2 98%, heart rate 98; the chest rises with each breath through the oral airway and in-line stabilisation is held. The anaesthetist arrives to intubate him. The simulation is complete.',
        vitalSigns: { hr: 98, rr: 20, temp: 36.1, nibp: '126/72', o2: 98, co2: 40 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse 98',
        disability: 'GCS 4',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is not breathing and has a pulse. I call the trauma team and an anaesthetist now.',
      'I suction the blood out of his mouth with a Yankauer under direct vision; nothing goes into his nose.',
      'I take an adult mask that fits from the bridge of his nose to the cleft of his chin and the 1.6 L adult self-inflating bag, connected to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'I place the mask the right way round, narrow end over the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'I remove the blanket; the nurse holds manual in-line stabilisation so his head and neck stay neutral, with no head tilt.',
      'I open his airway with a jaw thrust, my fingers behind the angles of his jaw, not on the soft tissue.',
      'I hold the mask with both hands in a two-person technique, lifting his jaw into the mask with the same hands, while a colleague squeezes the bag; the seal is tight.',
      'Each breath goes in over one second, just enough for the chest to rise, one breath every 3 seconds, 20 a minute.',
    ],
    [
      'He has no gag and a possible basal skull fracture, so no nasal airway: I size an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I insert it over a tongue depressor, following the curve of the tongue.',
      'I reassess: the chest rises with each breath, the SpO2 is climbing and the heart rate is steady, so ventilation is effective.',
    ],
    [],
  ],
};
