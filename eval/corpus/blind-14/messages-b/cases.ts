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
 * New: Kai, 9 years (30 kg), crashed a go-kart head-first into a barrier at an indoor karting track (full-face
 * helmet, removed by the paramedics with in-line stabilisation; collar and blocks). He deteriorates to GCS 4 and,
 * on the CT couch in the radiology department before the scan starts, vomits and stops breathing with a pulse
 * (HR 58, BP 118/72: hypoxic bradycardia, no Cushing response, pupils equal). His head is inside the gantry, so
 * the couch must be slid out before anyone can stand at his head. The cervical spine is NOT cleared: head neutral
 * and in line (manual in-line stabilisation), no pillow, no shoulder roll, no sniffing position, no head tilt:
 * jaw thrust. He gags and retches when the back of the tongue is touched: an oral airway is a critical error.
 * No sign of a basal skull fracture (no periorbital or mastoid bruising, nothing from nose or ears, nose intact):
 * a nasal airway measured from the nostril to the tragus is the adjunct. Child mask (size 3), the 500 mL or the
 * adult bag (not the 240 mL infant bag), oxygen 10-15 L/min, 20-30 breaths a minute, no hyperventilation.
 * P0 help, in-line head position, suction, couch out and stand at the head; P1 jaw thrust, equipment and the five
 * mask items; P2 mask hand, squeeze, rate; P3 nasal airway, insertion, reassessment, effect; P4 done.
 */
export const GOKART_9Y: MessageCase = {
  id: 'ho14-b-gokart-ct-9y',
  title:
    'Held-out case: 9-year-old (30 kg) apnoeic with a pulse on the CT couch after a go-kart crash, vomit in the mouth, gag present, cervical spine not cleared, no sign of a basal skull fracture',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Kai, a 9-year-old boy (30 kg), crashed a go-kart at an indoor karting track during a friend's birthday party: another kart hit his from behind and he went head-first into the concrete barrier behind the tyre wall. He wore a full-face helmet, which the paramedics removed with in-line stabilisation before putting on a collar and head blocks. His GCS was 12 at the track and 9 in the emergency department, where he vomited once. He was taken to CT with an emergency department nurse. On the CT couch, before the scan starts, he vomits again and stops breathing. He has a pulse: heart rate 58, blood pressure 118/72. SpO2 is 79 % and falling. His head is inside the gantry in the head cradle. The radiographer presses the alarm and you, the paediatric resident, arrive first; his father is in the control room.",
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in a head-injured child away from the resuscitation room and call for help at once.',
        objective2:
          'Keep the cervical spine neutral and in line (manual in-line stabilisation, no pillow, no sniffing position, no head tilt) while the vomit is cleared with a Yankauer under direct vision, without a finger sweep.',
        objective3:
          'Slide the couch out of the gantry and manage the airway from the head; open it with a jaw thrust; choose a child mask, a suitable bag and oxygen at 10-15 L/min; place and hold the mask with a tight seal, off the eyes.',
        objective4:
          'Lift the jaw into the mask with the mask hand; give one-second breaths to visible chest rise at 20-30 a minute, without hyperventilating.',
        objective5:
          'Recognise that a gag reflex rules out an oral airway; size and insert a nasal airway, reassess chest rise, SpO2 and heart rate, and confirm effective ventilation.',
      },
      patientReport: {
        basicInformation: {
          name: 'Kai',
          age: 9,
          sex: 'Male',
          weight: 30,
          diagnosis:
            'Head injury after a go-kart crash, GCS 4; cervical spine not cleared; apnoea with a pulse and hypoxia',
        },
        history: {
          symptoms: 'Confused and vomiting after the crash, falling GCS, then apnoea on the CT couch',
          allergies: 'None known',
          medications: 'Salbutamol inhaler as needed',
          pmh: 'Mild asthma',
          lastMeal: 'Pizza, birthday cake and cola at the party, about 90 minutes before the crash',
          events:
            'Go-kart crash at about 15:10, head-first into a barrier; full-face helmet on; GCS 12 at the scene and 9 in the emergency department, vomited once; collar and blocks on; vomited again and stopped breathing on the CT couch at 16:05, before the scan started.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'Grommets at 4 years',
          allergies: 'None known',
          medications: 'Salbutamol as needed',
          socialHistory: 'Lives with his father and his older sister; in year 5',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive on the CT couch in a collar and head blocks, grazes on the chin, vomit in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 58, blood pressure 118/72, capillary refill 3 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 4 (E1 V1 M2); pupils 3 mm, equal and sluggish; gags and retches when the back of the tongue is touched; no bruising around the eyes or behind the ears, no blood or clear fluid from the nose or ears, nose not injured',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Capillary glucose 7.1 mmol/L; venous gas sent from the emergency department' },
      },
    },
    Phases: [
      {
        initialState:
          "Kai lies supine on the CT couch with his head inside the gantry in the head cradle, in a collar and head blocks, with vomit in his mouth. Nobody can stand at his head until the couch is slid out of the gantry. From the emergency department transfer bag and the scanner room's emergency trolley: portable suction with a Yankauer and 8, 10 and 12 Fr catheters, an oxygen cylinder and wall oxygen, face masks sizes 1 to 5, infant (240 mL), child (500 mL) and adult (1600 mL) self-inflating bags, oral airways sizes 0 to 4, nasal airways 5.0 to 7.0 mm and lubricating gel.",
        vitalSigns: { hr: 58, rr: 0, temp: 36.6, nibp: '118/72', o2: 79, co2: null },
        airway: 'Vomit in the mouth; gags when the back of the tongue is touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 58',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Has the couch slid out of the gantry and moves to its head end, behind his head, to manage the airway and ventilate.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once (trauma team and anaesthetist to CT); keeps the head and neck neutral and in line with manual in-line stabilisation, no pillow, no shoulder roll, no sniffing position; clears the vomit with a Yankauer under direct vision, staying in the front of the mouth because he gags (log-roll with the head held in line if needed), never a blind finger sweep.',
          maskPositioning: '',
        },
        softStop:
          'He has vomited and stopped breathing inside the scanner, and his neck is not cleared. What do you do first?',
      },
      {
        initialState:
          'The couch is out of the gantry and you are at its head. The nurse holds his head in line and the front of the collar is open; the mouth is clear; help is on its way. SpO2 is 72 % and the heart rate 52.',
        vitalSigns: { hr: 52, rr: 0, temp: 36.6, nibp: '116/70', o2: 72, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 52',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask (size 3) that reaches from the bridge of the nose to the cleft of the chin without covering the eyes, the 500 mL or the adult self-inflating bag (not the 240 mL infant bag), and connects it to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Opens the airway with a jaw thrust and no head tilt, fingers behind the angles of the jaw on the bone, off the soft tissue under the jaw.',
          maskPositioning:
            'Places the mask narrow end on the bridge of the nose, covering mouth and nose, clear of the eyes; holds it with an E-C clamp, or with two hands while the nurse squeezes if it leaks; gets a tight seal with no pressure on the eyes.',
        },
        softStop:
          'Which mask and bag will you use, and how will you open his airway without moving his neck?',
      },
      {
        initialState: 'The mask is sealed but the chest barely moves. The heart rate is 50.',
        vitalSigns: { hr: 50, rr: 0, temp: 36.6, nibp: '114/70', o2: 70, co2: null },
        airway: 'Partly obstructed; the tongue falls back',
        breathing: 'Assisted breaths with little chest rise',
        circulation: 'Pulse present, heart rate 50',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the hand(s) holding it rather than pressing the mask down; squeezes the bag over about one second with only enough volume to see the chest rise; gives one breath every 2-3 seconds (20-30 a minute), not faster, and does not hyperventilate.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'The chest barely rises. How are you ventilating, and how fast?',
      },
      {
        initialState:
          'With the jaw lifted the chest rises a little, but the tongue keeps falling back, and he gags and retches when the Yankauer touches the back of his tongue.',
        vitalSigns: { hr: 72, rr: 0, temp: 36.6, nibp: '112/68', o2: 80, co2: 58 },
        airway: 'Tongue falls back; gag reflex present',
        breathing: 'Assisted breaths; the chest rises only with a strong jaw lift',
        circulation: 'Pulse present, heart rate 72',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and SpO2 climbs.',
          airwayManagement:
            'Because he gags, does not use an oral airway; with no sign of a basal skull fracture, chooses a nasal airway measured from the nostril to the tragus of the ear, lubricates it and inserts it straight back along the floor of the nose, bevel towards the septum, without force; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'The tongue keeps falling back and he gags. Which adjunct will you use, and which not?',
      },
      {
        initialState:
          'The nasal airway is in, the chest rises with every breath, SpO2 is 96 % and the heart rate 94. The anaesthetist and the trauma team arrive and intubate him with in-line stabilisation before the scan. The simulation is complete.',
        vitalSigns: { hr: 94, rr: 22, temp: 36.6, nibp: '110/66', o2: 96, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-16'],
    ['BMV-4', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15'],
    ['BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call for help now, a trauma call to CT and the anaesthetist.',
      'The nurse holds his head and neck neutral and in line with both hands, no pillow and no sniffing position.',
      'I clear the vomit with the Yankauer under direct vision, staying in the front of his mouth, with his head kept in line.',
      'We slide the couch out of the gantry and I stand at the head end, behind his head.',
    ],
    [
      'I open his airway with a jaw thrust and no head tilt, my fingers behind the angles of his jaw on the bone.',
      'I choose a size 3 child mask that reaches from the bridge of his nose to the cleft of his chin without covering his eyes, the 500 mL self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'I place the mask with the narrow end on the bridge of his nose, covering his mouth and nose and clear of his eyes.',
      'I hold it with both hands in an E-C clamp while the nurse squeezes the bag, and the seal is tight with no pressure on his eyes.',
    ],
    [
      'The fingers of my hands on the mask lift his jaw up into the mask.',
      'Each breath is a gentle squeeze over one second, just until the chest rises, one breath every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'He gags, so no oral airway: I measure a nasal airway from his nostril to the tragus of his ear.',
      'I lubricate it and insert it straight back along the floor of the nose, bevel towards the septum, without force.',
      'I reassess chest rise, SpO2 and heart rate.',
      'His chest rises with every breath and the saturation is climbing, now 92 %.',
    ],
    [],
  ],
};

/**
 * New: Amara, 14 years (48 kg), in the third week of induction for B-cell acute lymphoblastic leukaemia, in a
 * procedure room of the oncology day unit for a lumbar puncture and a bone marrow aspirate under sedation (fentanyl
 * 50 micrograms and propofol 150 mg through her port). Curled on her left side for the lumbar puncture she stops
 * breathing with a pulse (HR 54). Mucositis and bleeding gums: blood-stained saliva in the mouth; a nosebleed
 * yesterday, dried blood at the nostrils; platelets 11 x 10^9/L. No trauma: the sniffing position on a small towel
 * and a head tilt-chin lift (or a jaw thrust) are right; a big shoulder roll or hyperextension is wrong. Suction
 * must be gentle, under vision, in the front of the mouth and off the gums. No gag: an oral airway, sized from the
 * corner of the mouth to the angle of the jaw and inserted the right way up over a tongue depressor without
 * rotation (ulcerated mouth, low platelets), is the adjunct; a nasal airway is a critical error here (platelets 11,
 * recent epistaxis). Small adult mask (size 4), the 500 mL or the adult bag (not the 250 mL bag), oxygen
 * 10-15 L/min; the case asks for 20-30 breaths a minute, as for a child with a pulse.
 * P0 help, suction, head position, opening the airway, place at the head; P1 equipment, the five mask items and
 * the mask hand; P2 adjunct, insertion, reassessment, squeeze; P3 rate and effect; P4 done.
 */
export const LEUKAEMIA_SEDATION_14Y: MessageCase = {
  id: 'ho14-b-leukaemia-sedation-14y',
  title:
    'Held-out case: 14-year-old (48 kg) with leukaemia, apnoeic with a pulse after propofol and fentanyl sedation for a lumbar puncture in an oncology day-unit procedure room, blood-stained saliva, platelets 11, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Amara, a 14-year-old girl (48 kg), is in the third week of induction chemotherapy for B-cell acute lymphoblastic leukaemia. She came to the oncology day unit for a lumbar puncture with intrathecal methotrexate and a bone marrow aspirate under sedation, given through her port: fentanyl 50 micrograms, then propofol, 150 mg in boluses. Lying curled on her left side for the lumbar puncture, she stops breathing. She has a pulse, heart rate 54; SpO2 is 76 % and falling. She has painful mucositis and bleeding gums, and blood-stained saliva pools in her mouth; she had a nosebleed yesterday. This morning her platelet count was 11 x 10^9/L, with a platelet transfusion booked for after the procedure. The oncology fellow is holding the spinal needle. You are the paediatric resident, called from the next room. The head of the trolley is pushed against the wall.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia during procedural sedation and call for help at once.',
        objective2:
          'Clear the blood-stained saliva gently, under vision and off the gums, without a finger sweep; put the head in the sniffing position without hyperextending the neck, and open the airway with a head tilt-chin lift or a jaw thrust.',
        objective3:
          'From the head of the trolley, choose a mask that fits, a suitable bag and oxygen at 10-15 L/min; place and hold the mask with an E-C clamp and a tight seal, off the eyes, the mask hand lifting the jaw.',
        objective4:
          'With no gag and a bleeding risk, choose and insert an oral airway gently (no nasal airway), reassess, and give gentle one-second breaths to chest rise.',
        objective5:
          'Ventilate at 20-30 breaths a minute despite pressure to go faster, and confirm chest rise and rising SpO2.',
      },
      patientReport: {
        basicInformation: {
          name: 'Amara',
          age: 14,
          sex: 'Female',
          weight: 48,
          diagnosis:
            'B-cell acute lymphoblastic leukaemia in induction, with mucositis and thrombocytopenia; apnoea with a pulse after procedural sedation with propofol and fentanyl',
        },
        history: {
          symptoms:
            'Sore mouth and bleeding gums for five days; a nosebleed yesterday; otherwise well this morning',
          allergies: 'None known',
          medications:
            'Dexamethasone, weekly vincristine, pegaspargase, omeprazole, co-trimoxazole at weekends, chlorhexidine mouthwash',
          pmh: 'B-cell acute lymphoblastic leukaemia diagnosed three weeks ago',
          lastMeal: 'Nothing to eat since 07:00; clear fluids until 10:00',
          events:
            'Sedated at 11:20 with fentanyl 50 micrograms and propofol 150 mg in boluses through her port; lumbar puncture started at 11:26; stopped breathing at 11:28.',
        },
        PMH: {
          medicalConditions: 'B-cell acute lymphoblastic leukaemia',
          hospitalizations: 'Ten days at diagnosis, three weeks ago',
          surgeries: 'Port inserted under general anaesthesia three weeks ago',
          allergies: 'None known',
          medications: 'Induction chemotherapy as above',
          socialHistory:
            'Lives with her mother and two younger brothers; in year 9; her mother is in the waiting room',
          vaccinations: 'Up to date before diagnosis',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Curled on her left side on the procedure trolley, pale, not breathing, blood-stained saliva at the mouth, dried blood at both nostrils, ulcers on the lips and gums',
          breathing: 'No respiratory effort',
          circulation:
            'Pulse present, heart rate 54, blood pressure 92/54, capillary refill 3 seconds; port accessed',
          abdomen: 'Soft; liver edge 2 cm below the costal margin',
          neuro: 'Unrousable; pupils 2 mm and equal; no gag or cough when the back of the mouth is touched',
          disability: 'No response to pain',
        },
        labs: {
          rvp: 'This morning: platelets 11 x 10^9/L, haemoglobin 84 g/L, neutrophils 0.4 x 10^9/L, INR 1.2; capillary glucose 6.4 mmol/L',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Amara lies curled on her left side on the procedure trolley, the spinal needle still in her back and the oncology fellow behind her; the head of the trolley is pushed against the wall. Blood-stained saliva pools in her mouth. On the emergency trolley: wall suction with a Yankauer and soft 10 and 12 Fr catheters, oxygen, face masks sizes 3, 4 and 5, self-inflating bags of 250, 500 and 1600 mL, oral airways sizes 2, 3 and 4, nasal airways 6.0 and 7.0 mm, tongue depressors, towels and pillows.',
        vitalSigns: { hr: 54, rr: 0, temp: 37.1, nibp: '92/54', o2: 76, co2: null },
        airway: 'Blood-stained saliva in the mouth; bleeding gums; no gag',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 54',
        disability: 'No response to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Pulls the trolley away from the wall and moves to its head end, behind her head.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once (resuscitation team and anaesthetist); once the needle is out and she is on her back, suctions the blood-stained saliva gently under direct vision with a Yankauer or a soft catheter on low pressure, in the front of the mouth and off the gums, a few seconds at a time, never a finger sweep; puts her head in the sniffing position on a small folded towel (ear level with the front of the shoulder), neither hyperextended nor flexed on pillows; opens the airway with a head tilt-chin lift (or a jaw thrust), fingers on the bone of the chin or jaw, not on the soft tissue under it.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing on her side with blood in her mouth. What do you do first?',
      },
      {
        initialState:
          'She is on her back, the needle is out and her mouth is clear; her head rests on a small towel with the chin lifted, and you are at the head of the trolley. Help has been called. SpO2 is 70 % and the heart rate 50.',
        vitalSigns: { hr: 50, rr: 0, temp: 37.1, nibp: '90/52', o2: 70, co2: null },
        airway: 'Clear after suction; the tongue falls back without a chin lift',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 50',
        disability: 'No response to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin without covering the eyes (small adult, size 4), a self-inflating bag of 500 mL or the 1600 mL adult bag (not the 250 mL bag), and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique:
            'Keeps the airway open with the mask hand: the fingers on the bone of the jaw lift it up into the mask rather than the mask being pressed down.',
          airwayManagement: '',
          maskPositioning:
            'Places the mask narrow end on the bridge of the nose, covering mouth and nose, clear of the eyes; holds it with an E-C clamp, changing to a two-person hold if it leaks; gets a tight seal with no pressure on the eyes.',
        },
        softStop: 'Her saturation is falling. Which mask and bag, and how will you hold the mask?',
      },
      {
        initialState:
          'The mask is sealed, but the chest barely rises: her tongue falls back against the palate. She does not gag or cough when the Yankauer touches the back of her mouth. Dried blood crusts both nostrils.',
        vitalSigns: { hr: 58, rr: 0, temp: 37.1, nibp: '94/56', o2: 74, co2: null },
        airway: 'Obstructed by the tongue; no gag reflex',
        breathing: 'Assisted breaths with very little chest rise',
        circulation: 'Pulse present, heart rate 58',
        disability: 'No response to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag gently over about one second, with only enough volume to see the chest rise, not emptying the bag.',
          airwayManagement:
            'With no gag, chooses an oral airway measured from the corner of the mouth to the angle of the jaw; does not use a nasal airway (platelets 11 and a nosebleed yesterday); inserts the oral airway the right way up over a tongue depressor, gently and without rotating it, to spare the ulcerated mouth and gums; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her chest is barely rising. What would help, and what would you avoid?',
      },
      {
        initialState:
          'The oral airway is in and the chest rises with each gentle breath. SpO2 is 84 % and the heart rate 96. The oncology fellow says: "Bag faster, she needs to pink up."',
        vitalSigns: { hr: 96, rr: 0, temp: 37.1, nibp: '98/58', o2: 84, co2: 55 },
        airway: 'Open with the oral airway',
        breathing: 'Assisted breaths; the chest rises',
        circulation: 'Pulse present, heart rate 96',
        disability: 'No response to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates at 20-30 breaths a minute (one breath every 2-3 seconds), not faster; the chest visibly rises with each breath and SpO2 climbs.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'The oncology fellow wants you to bag faster. What rate will you use?',
      },
      {
        initialState:
          'SpO2 is 97 % and the heart rate 104. She begins to breathe and coughs on the oral airway, which is taken out. The anaesthetist arrives and takes over; the platelet transfusion is started. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 14, temp: 37.1, nibp: '102/60', o2: 97, co2: 44 },
        airway: 'Patent; oral airway removed when she coughed',
        breathing: 'Breathing on her own, supported with mask oxygen',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Moans to voice',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18'],
    ['BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic and hypoxic: I pull the emergency bell and call the resuscitation team and the anaesthetist now.',
      'Once the needle is out and she is on her back, I suction the blood-stained saliva gently with the Yankauer under direct vision, in the front of her mouth and off her gums, a few seconds at a time.',
      'I put a small folded towel under her head for the sniffing position, her ear level with the front of her shoulder, without hyperextending her neck.',
      'I open her airway with a head tilt-chin lift, my fingers on the bone of her chin and off the soft tissue under it.',
      'We pull the trolley away from the wall and I stand at the head end, behind her head.',
    ],
    [
      'I choose a size 4 small adult mask that reaches from the bridge of her nose to the cleft of her chin without covering her eyes, the 1600 mL adult self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'I place the mask with the narrow end on the bridge of her nose, covering her mouth and nose and clear of her eyes, and hold it with an E-C clamp; the seal is tight and nothing presses on her eyes.',
      'The three fingers of my mask hand lift her jaw up into the mask.',
    ],
    [
      'She has no gag, so I choose an oral airway measured from the corner of her mouth to the angle of her jaw; no nasal airway with her platelets at 11.',
      'I insert it the right way up over a tongue depressor, gently and without rotating it, until the flange sits at her lips.',
      'I reassess chest rise, SpO2 and heart rate after putting it in.',
      'I squeeze the bag gently over one second, just enough to see her chest rise.',
    ],
    [
      'I give one breath every 2 to 3 seconds, about 24 a minute, not faster.',
      'Her chest rises with every breath and her saturation is climbing, now 92 %.',
    ],
    [],
  ],
};
