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

const NO_STOPS = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * New: Leila, 4 months, 6.3 kg, a head cold treated overnight by her parents with the father's adult-strength
 * xylometazoline 0.1 % nasal spray, many times; imidazoline toxicity has made her cold, pale, slow and now apnoeic with
 * a pulse. Thick mucus fills her nose and frothy saliva her mouth; she gags when the back of her throat is touched, so a
 * nasal airway is the adjunct and an oral one is a danger. No trauma. Infant mask, 500 mL self-inflating bag, shoulder
 * roll, head neutral.
 *
 * Phases as I read my own hard stops: P0 recognising and calling for help, suction, the equipment (mask, bag, oxygen)
 * and the place at the head; P1 head position, opening the airway and everything about the mask on the face, with the
 * mask hand lifting the jaw; P2 the squeeze and the rate, the nasal airway chosen and put in, reassessment and effective
 * ventilation; P3 the completed state.
 */
export const DECONGESTANT_INFANT_4M: MessageCase = {
  id: 'ho12-b-decongestant-infant-4m',
  title:
    'Held-out case: 4-month-old (6.3 kg) apnoeic after adult xylometazoline nasal spray for a cold, mucus in nose and mouth, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Leila, a 4-month-old girl (6.3 kg), has had a runny, blocked nose for three days and was struggling to feed. Overnight her parents sprayed her father's adult-strength xylometazoline 0.1 % decongestant into each nostril 'five or six times' to help her feed. This morning she was pale, cold and very sleepy, and her mother brought her to the emergency department. In the cubicle her breathing became slow and irregular, and now she has stopped breathing. She has a brachial pulse, slow for her age. Her nose is full of thick mucus and there is frothy saliva in her mouth; she gags when anything touches the back of her throat. There has been no injury. You are the first doctor in the cubicle; one nurse is with you and her mother is at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse (imidazoline decongestant toxicity) and call for help at once: the paediatric resuscitation team and an anaesthetist.',
        objective2:
          'Suction the froth from the mouth and then the mucus from the nose with a small soft catheter (6-8 Fr) or an infant Yankauer, gently, briefly and under vision; no finger sweep, no deep blind suction.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin without touching the eyes, and a 450-500 mL self-inflating bag connected to oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Remove the pillow, put a small roll under the shoulders so the head is neutral; open the airway with a gentle chin lift or jaw thrust on bone; mask the right way round over mouth and nose, E-C clamp (two people if it leaks), jaw lifted into the mask, nothing on the eyes; each breath a gentle squeeze over about one second to visible chest rise, one every 2-3 seconds.',
        objective5:
          'Because she gags, no oral airway: measure a nasopharyngeal airway from the tip of the nose to the tragus, lubricate it and pass it straight back along the floor of the nose; reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leila',
          age: 0.33,
          sex: 'Female',
          weight: 6.3,
          diagnosis:
            'Xylometazoline (imidazoline decongestant) toxicity; apnoea with a pulse; viral head cold',
        },
        history: {
          symptoms:
            'Three days of runny, blocked nose and poor feeding; pale, cold and sleepy this morning; slow irregular breathing in the department, then apnoea',
          allergies: 'None known',
          medications:
            "Adult xylometazoline 0.1 % nasal spray, about six doses into each nostril overnight (the father's own)",
          pmh: 'Born at term, 3.4 kg; well until this cold',
          lastMeal: 'Small breast feed about 3 hours ago, half of it vomited',
          events:
            'Brought in at 07:30 pale and drowsy; temperature 35.3; breathing slowed and stopped a few minutes after arrival.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Vitamin D drops',
          socialHistory: 'Second child; lives with both parents and a 3-year-old brother who also has a cold',
          vaccinations: 'Up to date (2- and 3-month vaccines given)',
          familyHistory: 'Father has chronic rhinitis',
        },
        initialExam: {
          generalAppearance:
            'Pale, cool, floppy infant, not breathing; nose full of thick mucus, froth in the mouth',
          breathing: 'No respiratory effort, no chest rise',
          circulation: 'Brachial pulse 92, capillary refill 3 seconds, cool peripheries',
          abdomen: 'Soft',
          neuro: 'Pupils small and equal; gags when the throat is touched; grimaces to pain',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Nasopharyngeal swab sent; result pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Leila lies on a pillow on the resuscitation cot, not breathing, pale and cool. Her nostrils are blocked with thick mucus and froth bubbles at her lips. On the airway trolley: wall suction with 6, 8 and 10 Fr soft catheters, an infant and an adult Yankauer; round and anatomical masks in neonatal, infant and child sizes and an adult mask; 250 mL, 500 mL and 1600 mL self-inflating bags; oxygen tubing and a flowmeter; oral airways 000-2; nasal airways 3.0-4.5 mm and lubricating gel; a rolled towel.',
        vitalSigns: { hr: 92, rr: 0, temp: 35.3, nibp: '70/40', o2: 74, co2: null },
        airway: 'Thick mucus in both nostrils, frothy saliva in the mouth; gags when the throat is touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse 92, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses the infant mask that sits from the bridge of her nose to the cleft of her chin and stays off her eyes; chooses a 450-500 mL self-inflating bag; attaches it to oxygen and opens the flow to 10-15 litres a minute.',
          ventilationTechnique: 'Takes his or her place at the head of the cot to give the breaths.',
          airwayManagement:
            'States that she is apnoeic with a pulse and calls the resuscitation team at once; clears the froth from her mouth and the mucus from her nose with a small soft catheter or an infant Yankauer, gently, a few seconds at a time and only as far as can be seen; no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her nose and mouth are full of secretions. What do you do first?',
      },
      {
        initialState:
          'Her mouth and nose are clear and the bag is connected to oxygen, but she still lies on the pillow with her chin pushed onto her chest; the mask sits crooked, the air hisses out under its rim and her chest does not move.',
        vitalSigns: { hr: 84, rr: 0, temp: 35.3, nibp: '68/38', o2: 70, co2: null },
        airway: 'Clear after suction; neck flexed on the pillow',
        breathing: 'Apnoeic; no chest rise with the bag',
        circulation: 'Brachial pulse 84',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps her airway open with the fingers of the hand that holds the mask, lifting her jaw up into the mask rather than pressing the mask down.',
          airwayManagement:
            'Takes away the pillow and puts a small rolled towel under her shoulders so her head is neutral, neither bent forward nor tipped back; opens the airway with a gentle chin lift or jaw thrust with the fingers on the bone of the jaw, not on the soft tissue under it.',
          maskPositioning:
            'Puts the mask on with its narrow end over the bridge of her nose so that it covers her nose and her mouth; holds it with an E-C clamp and asks for a second person (two-person technique) if it still leaks; gets an airtight seal; keeps the rim and the fingers off her eyes.',
        },
        softStop: 'Air is leaking round the mask and her chin is on her chest. What will you change?',
      },
      {
        initialState:
          'With her head neutral and the mask sealed the chest moves, but the nurse is squeezing fast and hard, the stomach is filling, and between breaths fresh mucus and her tongue close the airway. She gags when the suction catheter reaches her throat.',
        vitalSigns: { hr: 110, rr: 0, temp: 35.4, nibp: '72/42', o2: 85, co2: 60 },
        airway: 'Tongue and mucus obstructing between breaths; gag reflex present',
        breathing: 'Assisted breaths given too fast and too hard; chest rise inconsistent',
        circulation: 'Brachial pulse 110, capillary refill 3 seconds',
        disability: 'Grimaces and gags',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Gives each breath as a gentle squeeze over about one second, only until the chest just rises, one breath every 2-3 seconds (20-30 a minute); ventilates so that the chest rises with every breath and the SpO2 climbs.',
          airwayManagement:
            'Does not use an oral airway because she gags; chooses a nasopharyngeal airway measured from the tip of her nose to the tragus of her ear, lubricates it and slides it gently straight back along the floor of the nose; after each change looks again at chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her airway keeps closing between breaths and she gags on the catheter. What can help?',
      },
      {
        initialState:
          'SpO2 96 %, heart rate 128; her chest rises with each gentle breath through the nasal airway and she starts to make small breaths of her own. The resuscitation team arrives and takes over. The simulation is complete.',
        vitalSigns: { hr: 128, rr: 28, temp: 35.6, nibp: '76/44', o2: 96, co2: 46 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Chest rises with each assisted breath; some spontaneous effort',
        circulation: 'Pulse 128, capillary refill 2 seconds',
        disability: 'Grimaces, moves all limbs',
        hardStop: NO_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'Leila is apnoeic but has a pulse: I call the paediatric resuscitation team and the anaesthetist now.',
      'I suction the froth from her mouth and then the mucus from her nose with an 8 Fr soft catheter, gently, a few seconds at a time, only as far as I can see.',
      'I choose the infant mask that fits from the bridge of her nose to the cleft of her chin without touching her eyes, and the 500 mL self-inflating bag, and I connect the bag to oxygen at 15 litres per minute.',
      'I stand at the head of the cot to ventilate her.',
    ],
    [
      'I remove the pillow and put a small rolled towel under her shoulders, so her head is in a neutral position, not flexed and not extended.',
      'I open her airway with a gentle chin lift, my fingers on the bony part of her jaw and not on the soft tissue under it.',
      'I place the mask with the narrow end over the bridge of her nose and the wide end on her chin, covering both her nose and her mouth, with nothing touching her eyes.',
      'I hold the mask with an E-C clamp, thumb and index finger on the mask and three fingers lifting her jaw up into it, and the mask is now sealed with no leak.',
    ],
    [
      'I squeeze the bag gently over one second, stopping as soon as her chest rises, and give one breath every 2 to 3 seconds, about 25 a minute.',
      'She gags, so I do not use an oral airway: I choose a nasopharyngeal airway measured from the tip of her nose to the tragus of her ear.',
      'I lubricate the nasal airway and pass it gently straight back along the floor of her nose.',
      'After the nasal airway I reassess: her chest rises with every breath, her SpO2 is rising and her heart rate is up, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Tomás, 14 years, 52 kg, early puberty (the PALS child rate, kept at the low end, about 20 a minute, as he has a
 * head injury), thrown head first from an electric scooter into a metal bollard without a helmet. Severe head injury,
 * apnoeic with a slow pulse, no gag. Collar and blocks on, neck not imaged: manual in-line stabilisation, jaw thrust, no
 * head tilt. Blood from a bitten tongue and a loose tooth in his mouth. Bruising behind the left ear and clear fluid
 * dripping from the left nostril: a basal skull fracture is possible, so no nasal airway and no nasal suction; an oral
 * airway sized corner of the mouth to the angle of the jaw. Small adult mask, adult 1600 mL bag. No hyperventilation.
 *
 * Phases as I read my own hard stops: P0 calling for help, suction, the neck held in line and the place at the head;
 * P1 the equipment, the jaw thrust and everything about the mask, with the mask hands lifting the jaw; P2 the squeeze,
 * the rate and effective ventilation; P3 the oral airway chosen and put in, and reassessment; P4 the completed state.
 */
export const SCOOTER_TEEN_14Y: MessageCase = {
  id: 'ho12-b-e-scooter-14y',
  title:
    'Held-out case: 14-year-old (52 kg) apnoeic after an e-scooter crash into a bollard, spine not cleared, blood in the mouth, possible basal skull fracture, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Tomás, a 14-year-old boy (52 kg), was riding an electric scooter fast down a hill on his way to school when the front wheel hit a kerb; he was thrown head first into a metal bollard. He wore no helmet. A passer-by found him unresponsive; the paramedics measured a GCS of 6, put on a rigid collar, head blocks and tape, and brought him in 35 minutes after the crash. As he is slid onto the resuscitation trolley he stops breathing. He has a slow carotid pulse and a high blood pressure. His mouth is filling with blood from a bitten tongue and one lower front tooth is loose. There is a boggy swelling over the left side of his head, bruising behind his left ear and clear fluid dripping from his left nostril. He does not gag. His neck has not been examined or imaged. You are the first doctor at the trolley; a nurse and a healthcare assistant are with you and the trauma team has been paged.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a severe head injury and call for help at once: trauma team leader, anaesthetist, and someone to hold the neck.',
        objective2:
          'Clear the blood from the mouth with a rigid Yankauer under direct vision without moving the neck; no finger sweep, no nasal suction.',
        objective3:
          'Keep the cervical spine in line: an assistant gives manual in-line stabilisation and the front of the collar is opened; no head tilt, no sniffing position; open the airway with a jaw thrust, fingers behind the angles of the jaw.',
        objective4:
          'Choose a small adult mask that fits from the bridge of the nose to the cleft of the chin without touching the eyes, an adult self-inflating bag (1-1.6 L) with reservoir, oxygen 15 L/min; ventilate from the head, mask the right way round over mouth and nose, E-C clamp or two-person technique, jaw lifted into the mask; a squeeze over about one second to visible chest rise, one breath every 3 seconds (about 20 a minute), no hyperventilation.',
        objective5:
          'No gag and a possible basal skull fracture: no nasal airway; an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw, inserted without moving the neck; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Tomás',
          age: 14,
          sex: 'Male',
          weight: 52,
          diagnosis:
            'Severe traumatic brain injury after an e-scooter crash; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms:
            'Unresponsive since the crash; vomited once in the ambulance; stopped breathing on arrival',
          allergies: 'None known',
          medications: 'Methylphenidate for ADHD, taken this morning',
          pmh: 'ADHD; broken wrist at 10',
          lastMeal: 'Breakfast cereal at 07:30, about an hour ago',
          events:
            'E-scooter at speed downhill, front wheel hit a kerb, thrown head first into a metal bollard, no helmet; collar and blocks by paramedics; GCS 6 at scene, 3 on arrival.',
        },
        PMH: {
          medicalConditions: 'ADHD',
          hospitalizations: 'None',
          surgeries: 'Manipulation of a wrist fracture at 10 years',
          allergies: 'None known',
          medications: 'Methylphenidate',
          socialHistory: 'Lives with his father and grandmother; in year 9 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive boy in a rigid collar and blocks; blood in the mouth, bitten tongue, a loose lower incisor; boggy left parietal swelling; bruising behind the left ear; clear fluid from the left nostril',
          breathing: 'No respiratory effort, no chest rise',
          circulation: 'Carotid pulse 58, blood pressure 150/88, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 3; left pupil larger and sluggish; no gag reflex; neck not cleared',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not sent; trauma bloods and a blood gas sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Tomás lies flat on the trolley in a rigid collar, blocks and tape, not breathing, blood welling up in his mouth. Two cannulas are in. On the airway trolley: rigid Yankauer on wall suction and soft catheters; child, small adult and large adult masks; 500 mL and 1600 mL self-inflating bags with reservoirs; oxygen; oral airways sizes 1-4; nasal airways 6.0-7.0 mm; a pillow.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.2, nibp: '150/88', o2: 80, co2: null },
        airway: 'Blood in the mouth from a bitten tongue; loose tooth; no gag; collar on',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Carotid pulse 58; capillary refill 2 seconds',
        disability: 'GCS 3; left pupil larger',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Goes to the head of the trolley to ventilate.',
          airwayManagement:
            'Says he is apnoeic with a pulse and calls the trauma team and the anaesthetist at once; sucks the blood out of his mouth with a rigid Yankauer under direct vision, no finger sweep and nothing up the nose; has an assistant hold his head and neck in line by hand (manual in-line stabilisation), keeping the head neutral with no tilt and no pillow.',
          maskPositioning: '',
        },
        softStop:
          'He has stopped breathing, there is blood in his mouth and his neck is not cleared. What now?',
      },
      {
        initialState:
          'His mouth is clear and his neck is held in line, but his jaw has fallen back against the closed collar; there is no bag or mask ready yet and his saturation is falling.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.2, nibp: '154/90', o2: 74, co2: null },
        airway: 'Clear after suction; jaw fallen back; neck held in line',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse 54',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses the small adult mask that covers from the bridge of his nose to the cleft of his chin without reaching his eyes; chooses the adult self-inflating bag (1-1.6 L); connects it to oxygen at 10-15 L/min.',
          ventilationTechnique:
            'Lifts his jaw up into the mask with the fingers of the hand or hands that hold it, rather than pushing the mask down onto his face.',
          airwayManagement:
            'Opens the airway with a jaw thrust, fingers behind the angles of the jaw, without tilting the head and without pressing on the soft tissue under the chin.',
          maskPositioning:
            'Places the mask the right way up, narrow end over the nose, covering his nose and his mouth; holds it with an E-C clamp or, when one hand leaks, two hands while a second person squeezes the bag; makes an airtight seal; keeps pressure off his bruised eyes.',
        },
        softStop:
          'His jaw has dropped back and you have no bag on him yet. What do you need and how will you hold it?',
      },
      {
        initialState:
          'The mask is sealed and the jaw lifted, but breaths are being given fast and hard: the bag is squeezed flat about 40 times a minute, the stomach is swelling, and the saturation is stuck.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.2, nibp: '148/86', o2: 84, co2: 28 },
        airway: 'Open with jaw thrust and mask',
        breathing: 'Assisted breaths too fast and too large; gastric distension',
        circulation: 'Carotid pulse 62',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second, only enough to see the chest rise; gives one breath every 3 seconds (about 20 a minute), not more, so as not to hyperventilate the injured brain; ventilates so the chest visibly rises and the SpO2 improves.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'The stomach is swelling and he is being bagged very fast. What would you change?',
      },
      {
        initialState:
          'Chest rise is good with slower, gentler breaths, but his tongue keeps falling back whenever the jaw thrust eases, and fluid still drips from his left nostril. He does not gag.',
        vitalSigns: { hr: 70, rr: 0, temp: 36.2, nibp: '142/84', o2: 90, co2: 44 },
        airway: 'Tongue falling back; no gag; clear fluid from the left nostril',
        breathing: 'Assisted breaths, chest rise lost when the jaw thrust eases',
        circulation: 'Carotid pulse 70',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: '',
          airwayManagement:
            'Does not use a nasal airway because a basal skull fracture is possible; chooses an oropharyngeal airway measured from the corner of his mouth to the angle of his jaw and inserts it without moving his neck (with a tongue depressor or by the rotation technique); after every change checks chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop:
          'His tongue keeps falling back and there is fluid from his nose. What airway adjunct, if any?',
      },
      {
        initialState:
          'SpO2 97 %, heart rate 78; the chest rises with every breath through the oral airway, his neck still held in line. The anaesthetist and the trauma team leader take over to intubate him before the CT scan. The simulation is complete.',
        vitalSigns: { hr: 78, rr: 20, temp: 36.3, nibp: '136/80', o2: 97, co2: 40 },
        airway: 'Patent with the oropharyngeal airway; neck in line',
        breathing: 'Chest rises with each assisted breath at 20 a minute',
        circulation: 'Pulse 78',
        disability: 'GCS 3',
        hardStop: NO_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-16'],
    ['BMV-4', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-18', 'BMV-19', 'BMV-20'],
    ['BMV-5', 'BMV-6', 'BMV-7'],
    [],
  ],
  setup: [
    [
      'Tomás is apnoeic with a pulse: I call for help now, the trauma team leader and the anaesthetist.',
      'I suck the blood out of his mouth with the rigid Yankauer, only where I can see, without moving his neck and nothing through the nose.',
      'The nurse holds his head and neck in line with manual in-line stabilisation and we open the front of the collar; his head stays neutral, with no tilt and no pillow.',
      'I stand at the head of the trolley to ventilate him.',
    ],
    [
      'I choose the small adult mask that fits from the bridge of his nose to the cleft of his chin without touching his eyes, and the adult 1600 mL self-inflating bag, connected to oxygen at 15 litres per minute.',
      'I open his airway with a jaw thrust, my fingers behind the angles of his jaw, without tilting his head and without pressing under his chin.',
      'I put the mask on narrow end over the bridge of his nose and wide end on his chin, so it covers his nose and his mouth, with no pressure on his eyes.',
      'One hand leaks, so I use the two-person technique: I hold the mask with both hands in an E-C grip, lifting his jaw into it, and the nurse squeezes the bag; the mask is sealed with no leak.',
    ],
    [
      'Each breath is a squeeze over one second, stopping as soon as his chest rises, one breath every 3 seconds, 20 a minute, no faster; the chest rises with each breath and the SpO2 is going up.',
    ],
    [
      'He has no gag and may have a basal skull fracture, so no nasal airway: I choose an oral airway measured from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oral airway in following the curve of his tongue, without moving his neck.',
      'With the oral airway in I reassess: chest rise with every breath, SpO2 rising and heart rate recovering.',
    ],
    [],
  ],
};
