import type { CaseDocument } from '../../../src/contract/case.ts';
import type { ItemId } from '../../harness/corpus-types.ts';

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
 * New: Ruby, 4 months (6.4 kg), on oral propranolol for two weeks for a periocular infantile haemangioma of the
 * right upper eyelid. A cold, poor feeding overnight, the morning dose given anyway: hypoglycaemia (1.4 mmol/L)
 * with the warning signs masked by the beta-blocker, a short generalised seizure in the waiting area of the
 * hospital's paediatric dermatology outpatient clinic (a separate building: the arrest team comes from the main
 * hospital), then apnoea with a pulse (HR 92, low for her age on propranolol). Milk in the mouth from a bottle her
 * mother offered. No trauma: neutral position with a shoulder roll, gentle head tilt-chin lift or jaw thrust.
 * Suction gentle, brief and shallow with an 8-10 Fr catheter or the infant Yankauer (deep suction would slow an
 * already slow heart). Infant mask size 1 that stays clear of both eyes and the haemangioma; the 500 mL bag (not the
 * 250 mL neonatal bag nor the 1600 mL adult bag); oxygen 10-15 L/min; 20-30 breaths a minute. No gag: an oral
 * airway measured from the corner of the mouth to the angle of the jaw, inserted the right way up over a tongue
 * depressor without rotation (infant); the clinic trolley holds no nasal airways.
 * P0 help, suction, head position, opening the airway, place at the head; P1 equipment and the five mask items;
 * P2 mask hand, squeeze, rate, reassessment; P3 adjunct, insertion, effect; P4 done.
 */
export const PROPRANOLOL_CLINIC_4M: MessageCase = {
  id: 'ho15-b-propranolol-clinic-4m',
  title:
    'Held-out case: 4-month-old (6.4 kg) on propranolol for an eyelid haemangioma, hypoglycaemic seizure then apnoea with a pulse in a dermatology outpatient clinic, milk in the mouth, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Ruby, a 4-month-old girl (6.4 kg), has a large infantile haemangioma of her right upper eyelid that was starting to close the eye, and was started on oral propranolol two weeks ago (now 1 mg/kg twice a day). She has had a cold for two days and fed poorly overnight, sleeping through two feeds, but her mother gave the morning dose at 07:30 as usual. At 10:40, in the waiting area of the paediatric dermatology outpatient clinic, which is in a separate building across the car park from the main hospital, she became pale and limp and had a generalised seizure lasting about three minutes; her mother had just offered her a bottle. The clinic nurse carried her into clinic room 3 on her mother's lap. The seizure has stopped but she has stopped breathing. She has a pulse: heart rate 92. SpO2 is 74 % and falling. A capillary glucose is 1.4 mmol/L. There is milk in her mouth. You are the paediatric resident running the clinic; the clinic nurse is with you and the resuscitation team would have to come from the main building.",
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an infant outside the main hospital and call the resuscitation team at once, without leaving her.',
        objective2:
          'Clear the milk gently with a small suction catheter, briefly and under vision, remembering that her heart rate is already slowed by propranolol; lay her flat in a neutral position with a shoulder roll and open the airway gently.',
        objective3:
          'From the head of the couch, choose an infant mask that stays off her eyes and the eyelid haemangioma, a 500 mL self-inflating bag and oxygen at 10-15 L/min; place and hold the mask with an E-C clamp and a tight seal.',
        objective4:
          'Lift the jaw into the mask, give small one-second breaths to chest rise at 20-30 a minute, and reassess chest rise, SpO2 and heart rate after every change.',
        objective5:
          'Size and insert an oral airway correctly for an infant with no gag, confirm effective ventilation, and treat the hypoglycaemia.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ruby',
          age: 0.33,
          sex: 'Female',
          weight: 6.4,
          diagnosis:
            'Hypoglycaemia with a seizure while on propranolol for an infantile haemangioma, with a viral upper respiratory infection; apnoea with a pulse and hypoxia',
        },
        history: {
          symptoms:
            'Runny nose and cough for two days; poor feeding overnight; pale and limp, then a seizure',
          allergies: 'None known',
          medications: 'Propranolol 6.4 mg (1 mg/kg) by mouth twice a day for two weeks; last dose at 07:30',
          pmh: 'Infantile haemangioma of the right upper eyelid; born at term, well until now',
          lastMeal:
            'About 60 mL of formula at 03:00; refused the 06:00 feed; a few sucks of a bottle just before the seizure',
          events:
            'Pale and limp at 10:40 in the clinic waiting area, generalised seizure for about three minutes, stopped on its own; apnoeic since 10:44. Capillary glucose 1.4 mmol/L.',
        },
        PMH: {
          medicalConditions: 'Infantile haemangioma of the right upper eyelid',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Propranolol as above',
          socialHistory: 'Lives with her mother and father; first child; her mother is with her',
          vaccinations: 'Up to date (8-week and 12-week vaccines given)',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            "Limp and pale on her mother's lap, not breathing, milk in her mouth and at her nostrils; raised red haemangioma on the right upper eyelid, the eye half closed",
          breathing: 'No respiratory effort, no chest movement; nose crusted with mucus',
          circulation: 'Pulse present, heart rate 92, blood pressure 68/40, capillary refill 3 seconds',
          abdomen: 'Soft; liver edge 1 cm',
          neuro:
            'Unresponsive after the seizure; anterior fontanelle soft and flat; pupils equal; no gag or cough when the back of the mouth is touched',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Capillary glucose 1.4 mmol/L; ketones 0.2 mmol/L; no other results yet' },
      },
    },
    Phases: [
      {
        initialState:
          "Ruby lies limp on her mother's lap in clinic room 3, not breathing, with milk pooling in her mouth. The examination couch is pushed lengthways against the wall. The clinic's emergency trolley holds portable suction with an infant Yankauer and 6, 8, 10 and 12 Fr catheters, an oxygen cylinder with a flowmeter to 15 L/min, face masks sizes 0 (neonatal), 1 (infant), 2 (child) and 4 (adult), self-inflating bags of 250, 500 and 1600 mL, oral airways sizes 000 to 2, tongue depressors, towels and a glucometer. There are no nasal airways.",
        vitalSigns: { hr: 92, rr: 0, temp: 37.9, nibp: '68/40', o2: 74, co2: null },
        airway: 'Milk in the mouth and at the nostrils',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 92 (low for her age; on propranolol)',
        disability: 'No response to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            "Lays her flat on the examination couch, pulled away from the wall, and stands at its top end, behind her head (not ventilating on her mother's lap or from the side).",
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once (emergency bell and a paediatric arrest call to the clinic) without leaving her; suctions the milk from the mouth and then the nose with an 8 or 10 Fr catheter or the infant Yankauer, gently, only as far as can be seen and for no more than 5 seconds at a time, never a finger sweep or deep suction (her heart rate is already slowed by propranolol); lays her supine with a small folded towel under her shoulders so that the head is neutral, neither hyperextended nor flexed on a pillow; opens the airway with a gentle head tilt-chin lift or a jaw thrust, fingers on the bone and off the soft tissue under the jaw.',
          maskPositioning: '',
        },
        softStop:
          "She has stopped breathing on her mother's lap with milk in her mouth. What do you do first?",
      },
      {
        initialState:
          'Ruby is flat on the couch with a shoulder roll, her mouth is clear and you are at her head; the nurse has made the arrest call and the team is on its way from the main building. SpO2 is 70 % and the heart rate 86.',
        vitalSigns: { hr: 86, rr: 0, temp: 37.9, nibp: '66/40', o2: 70, co2: null },
        airway: 'Clear after suction; open with a chin lift',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 86',
        disability: 'No response to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses the size 1 infant mask, which reaches from the bridge of the nose to the cleft of the chin and stays clear of both eyes (not the size 0 neonatal mask, which does not reach her chin, nor the child or adult mask); the 500 mL self-inflating bag (not the 250 mL neonatal bag nor the 1600 mL adult bag); connects it to oxygen flowing at 10-15 L/min with the reservoir on.',
          ventilationTechnique: '',
          airwayManagement: '',
          maskPositioning:
            'Places the mask narrow end on the bridge of the nose, covering both mouth and nose; holds it with an E-C clamp, changing to a two-person hold if it leaks; gets a tight seal; keeps all pressure off the eyes and off the haemangioma on the right upper eyelid.',
        },
        softStop: 'Which mask and bag will you use for her, and how will you keep the mask off her eyelid?',
      },
      {
        initialState:
          'Bagging has started but the chest barely rises and SpO2 is 68 %. The team has arrived: the nurse has an intravenous cannula in and 10 % glucose 2 mL/kg is going in.',
        vitalSigns: { hr: 84, rr: 0, temp: 37.9, nibp: '66/38', o2: 68, co2: null },
        airway: 'Partly obstructed when the jaw drops',
        breathing: 'Assisted breaths with little chest rise',
        circulation: 'Pulse present, heart rate 84',
        disability: 'No response to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the mask hand rather than pressing the mask down; squeezes the bag gently over about one second, only until the chest starts to rise (a small volume for 6.4 kg); gives one breath every 2-3 seconds (20-30 a minute), not faster.',
          airwayManagement: 'Reassesses after every change: chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'The chest barely rises. What will you change, and how will you know it worked?',
      },
      {
        initialState:
          'The glucose is in and the chest rises a little, but her tongue falls back between breaths. She still has no gag. SpO2 is 80 % and the heart rate 104.',
        vitalSigns: { hr: 104, rr: 0, temp: 37.9, nibp: '70/42', o2: 80, co2: 58 },
        airway: 'Tongue falls back; no gag reflex',
        breathing: 'Assisted breaths; chest rise only with a strong jaw lift',
        circulation: 'Pulse present, heart rate 104',
        disability: 'No response to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and SpO2 climbs.',
          airwayManagement:
            'With no gag, chooses an oral airway measured from the corner of the mouth to the angle of the jaw (size 0), and inserts it the right way up over a tongue depressor, following the curve of the tongue, without rotating it (she is an infant) and without force.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. What will you add, and what size?',
      },
      {
        initialState:
          "With the oral airway in, the chest rises with every breath; SpO2 is 97 % and the heart rate 128. Her repeat glucose is 6.2 mmol/L, she starts to breathe and gags on the airway, which is taken out. The team moves her to the children's emergency department. The simulation is complete.",
        vitalSigns: { hr: 128, rr: 30, temp: 37.8, nibp: '78/46', o2: 97, co2: 44 },
        airway: 'Patent; oral airway removed when she gagged',
        breathing: 'Breathing on her own with mask oxygen',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces and cries weakly',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15'],
    ['BMV-7', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic and hypoxic: I press the emergency bell and ask the nurse to put out a paediatric arrest call to the clinic, and I stay with her.',
      'I suction the milk from her mouth and then her nose with an 8 Fr catheter, gently, only as far as I can see, for no more than 5 seconds.',
      'I lay her flat on her back on the couch with a small folded towel under her shoulders so her head is neutral, not hyperextended.',
      'I open her airway with a gentle head tilt-chin lift, my finger on the bone of her chin, not on the soft tissue under it.',
      'We pull the couch away from the wall and I stand at the top end, behind her head.',
    ],
    [
      'I choose the size 1 infant mask, which reaches from the bridge of her nose to the cleft of her chin without covering her eyes, the 500 mL self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'I place the mask with the narrow end on the bridge of her nose, covering her mouth and nose, and hold it with an E-C clamp.',
      'The seal is tight, and the rim stays below her eyes with no pressure on the haemangioma.',
    ],
    [
      'The fingers of my mask hand lift her jaw up into the mask.',
      'I squeeze the bag gently over one second, just until her chest rises, one breath every 2 to 3 seconds, about 25 a minute.',
      'After each change I reassess chest rise, SpO2 and heart rate.',
    ],
    [
      'She has no gag, so I choose an oral airway measured from the corner of her mouth to the angle of her jaw, a size 0.',
      'I insert it the right way up over a tongue depressor, following the curve of the tongue, without rotating it.',
      'Her chest rises with every breath and her saturation is climbing, now 92 %.',
    ],
    [],
  ],
};

/**
 * New: Oskar, 15 years (60 kg), on a school ski trip, caught an edge landing a jump in a ski resort's terrain park
 * and struck his head on hard ice (helmet cracked). Ski patrol held his head in line, took the helmet off with two
 * people, put on a collar and brought him down on a sledge in a vacuum mattress with head blocks to the resort's
 * medical centre at the foot of the slopes (one doctor: you, a paediatric resident doing a winter season; a nurse;
 * a ski-patrol paramedic); the helicopter is 25 minutes away. GCS falls to 6; blood in the mouth from a bitten
 * tongue; bruising behind the left ear and blood-stained watery fluid from the left ear: a basal skull fracture is
 * suspected. Then apnoea with a pulse (HR 56, BP 136/74). The cervical spine is NOT cleared: manual in-line
 * stabilisation, head neutral, no pillow, no shoulder roll, no sniffing position, no head tilt: jaw thrust.
 * Suction through the mouth only (no nasal catheter). No gag: an oral airway measured from the corner of the mouth to
 * the angle of the jaw (rotation or tongue-depressor technique both fine); a nasal airway is a critical error.
 * Adult mask (size 4), the 1600 mL adult bag (the 500 mL child bag and the 250 mL bag are too small for 60 kg),
 * oxygen 10-15 L/min, one breath every 2-3 seconds (20-30 a minute) without hyperventilating.
 * P0 help, in-line head, suction, place at the head; P1 jaw thrust, equipment, the five mask items; P2 mask hand,
 * squeeze, rate; P3 adjunct, insertion, reassessment, effect; P4 done.
 */
export const SKI_TERRAIN_PARK_15Y: MessageCase = {
  id: 'ho15-b-ski-medical-centre-15y',
  title:
    'Held-out case: 15-year-old (60 kg) apnoeic with a pulse in a ski-resort medical centre after a head-first fall in a terrain park, cervical spine not cleared, blood in the mouth, signs of a basal skull fracture, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Oskar, a 15-year-old boy (60 kg), is on a school ski trip. Snowboarding in the terrain park, he caught an edge landing a jump and came down head first on hard ice; his helmet is cracked across the back. Ski patrol found him groaning, held his head in line, took the helmet off with two people, fitted a collar and brought him down on a sledge in a vacuum mattress with head blocks to the resort's medical centre at the foot of the slopes, 30 minutes after the fall. His GCS was 11 on the slope and is now 6. He has bitten his tongue and there is blood in his mouth; there is bruising behind his left ear and blood-stained watery fluid from the left ear. The helicopter has been requested and is 25 minutes away. In the treatment room he stops breathing. He has a pulse: heart rate 56, blood pressure 136/74. SpO2 is 80 % and falling. You are the doctor on duty, a paediatric resident working a winter season, with a nurse (Anna) and the ski-patrol paramedic (Luca); his teacher is in the waiting room.",
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in a head-injured adolescent far from a hospital and call for help at once (all staff in the centre, and upgrade the helicopter).',
        objective2:
          'Keep the cervical spine neutral and in line with manual in-line stabilisation (no pillow, no shoulder roll, no sniffing position, no head tilt) while the blood is suctioned through the mouth only, under vision, without a finger sweep.',
        objective3:
          'Manage the airway from the head of the trolley: open it with a jaw thrust; choose an adult mask, the adult bag and oxygen at 10-15 L/min; place and hold the mask with a tight seal, off the eyes, two-person if it leaks.',
        objective4:
          'Lift the jaw into the mask with the mask hand; give one-second breaths to visible chest rise at 20-30 a minute without hyperventilating.',
        objective5:
          'Recognise that signs of a basal skull fracture rule out a nasal airway; with no gag, size and insert an oral airway, reassess chest rise, SpO2 and heart rate, and confirm effective ventilation.',
      },
      patientReport: {
        basicInformation: {
          name: 'Oskar',
          age: 15,
          sex: 'Male',
          weight: 60,
          diagnosis:
            'Head injury after a snowboarding fall, GCS 6, suspected basal skull fracture; cervical spine not cleared; apnoea with a pulse and hypoxia',
        },
        history: {
          symptoms:
            'Head-first fall on ice, groaning then increasingly drowsy; vomited once on the sledge; then apnoea',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Broken wrist at 11; otherwise well',
          lastMeal: 'Sandwich and hot chocolate at 12:30, about 90 minutes before the fall',
          events:
            'Fell at 14:05 in the terrain park; head held in line, helmet removed by two patrollers, collar, vacuum mattress and blocks; arrived at the medical centre at 14:35 with GCS 6; stopped breathing at 14:41. Helicopter requested at 14:20, expected at about 15:05.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'Wrist fracture manipulated under anaesthetic at 11',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Year 10; on a week-long school ski trip; lives with his mother and stepfather',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive in a vacuum mattress with a collar and head blocks, wet ski clothes, blood at the mouth from a bitten tongue',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Pulse present, heart rate 56, blood pressure 136/74, capillary refill 3 seconds, cold peripheries',
          abdomen: 'Soft; no bruising',
          neuro:
            'GCS 6 before the apnoea (E1 V1 M4), now 3; left pupil 5 mm and sluggish, right 3 mm; bruising behind the left ear; blood-stained watery fluid from the left ear; no gag or cough when the back of the mouth is touched',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Capillary glucose 6.8 mmol/L; tympanic temperature 35.4 °C' },
      },
    },
    Phases: [
      {
        initialState:
          "Oskar lies in the vacuum mattress on the treatment trolley, collar and head blocks on, with blood in his mouth. The head of the trolley is pushed against the wall under the oxygen outlet, so nobody can stand behind his head. The centre's emergency equipment: portable suction with a rigid Yankauer and 10, 12 and 14 Fr catheters, wall oxygen and a cylinder, face masks sizes 3 (child), 4 and 5 (adult), self-inflating bags of 250, 500 and 1600 mL, oral airways sizes 2 to 5, nasal airways 6.0 to 7.5 mm with gel, tongue depressors.",
        vitalSigns: { hr: 56, rr: 0, temp: 35.4, nibp: '136/74', o2: 80, co2: null },
        airway: 'Blood in the mouth from a bitten tongue; no gag',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 56',
        disability: 'GCS 3; left pupil larger',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Has the trolley pulled out from the wall and stands at its head end, behind his head, to manage the airway and ventilate.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once (everyone in the centre; the helicopter upgraded to time-critical); has his head and neck held neutral and in line with manual in-line stabilisation while the front of the collar is opened, with no pillow, no shoulder roll, no sniffing position and no turning of the head; clears the blood with the Yankauer under direct vision through the mouth only, never with a catheter through the nose (suspected basal skull fracture) and never with a finger sweep.',
          maskPositioning: '',
        },
        softStop:
          'He has stopped breathing with blood in his mouth and his neck is not cleared. What do you do first?',
      },
      {
        initialState:
          'The trolley is out from the wall and you are behind his head; Anna holds his head in line and the front of the collar is open; the mouth is clear. Help is on its way and the helicopter has been upgraded. SpO2 is 74 % and the heart rate 52.',
        vitalSigns: { hr: 52, rr: 0, temp: 35.4, nibp: '138/76', o2: 74, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 52',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask (size 4) that reaches from the bridge of the nose to the cleft of the chin without covering the eyes (not the size 3 child mask); the 1600 mL adult self-inflating bag (the 500 mL and 250 mL bags are too small for 60 kg); connects it to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Opens the airway with a jaw thrust and no head tilt, fingers behind the angles of the jaw on the bone, off the soft tissue under the jaw.',
          maskPositioning:
            'Places the mask narrow end on the bridge of the nose, covering mouth and nose, clear of the eyes; holds it with an E-C clamp, or with two hands while Luca squeezes the bag if it leaks; gets a tight seal with no pressure on the eyes.',
        },
        softStop:
          'Which mask and bag will you use for a 60 kg teenager, and how will you open his airway without moving his neck?',
      },
      {
        initialState: 'The mask is sealed but the chest barely moves. The heart rate is 50.',
        vitalSigns: { hr: 50, rr: 0, temp: 35.4, nibp: '140/74', o2: 71, co2: null },
        airway: 'Partly obstructed; the tongue falls back',
        breathing: 'Assisted breaths with little chest rise',
        circulation: 'Pulse present, heart rate 50',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the hand(s) holding it rather than pressing the mask down onto the face; squeezes the bag over about one second with only enough volume to see the chest rise; gives one breath every 2-3 seconds (20-30 a minute), not faster, and does not hyperventilate him.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop:
          'The chest barely moves. What are your hands doing, and how fast and how hard are you bagging?',
      },
      {
        initialState:
          'With the jaw lifted the chest rises a little, but the tongue keeps falling back. He still has no gag. Fluid keeps oozing from the left ear.',
        vitalSigns: { hr: 64, rr: 0, temp: 35.4, nibp: '134/72', o2: 81, co2: 56 },
        airway: 'Tongue falls back; no gag reflex',
        breathing: 'Assisted breaths; the chest rises only with a strong jaw thrust',
        circulation: 'Pulse present, heart rate 64',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and SpO2 climbs.',
          airwayManagement:
            'Because a basal skull fracture is suspected, does not use a nasal airway; with no gag, chooses an oral airway measured from the corner of the mouth to the angle of the jaw and inserts it without force (rotated in from upside down, or the right way up over a tongue depressor), flange at the lips; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop:
          'The tongue keeps falling back and there is fluid from his ear. Which adjunct will you use, and which not?',
      },
      {
        initialState:
          'The oral airway is in and the chest rises with every breath; SpO2 is 96 % and the heart rate 82. The helicopter team lands, takes over and intubates him with in-line stabilisation before flying him to the regional trauma centre. The simulation is complete.',
        vitalSigns: { hr: 82, rr: 20, temp: 35.6, nibp: '128/70', o2: 96, co2: 42 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
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
      'He is apnoeic and hypoxic: I call for help now, everyone in the centre to the treatment room, and ask for the helicopter to be upgraded to time-critical.',
      'Anna holds his head and neck neutral and in line with both hands while the front of the collar is opened; no pillow and no sniffing position.',
      'I suction the blood from his mouth with the Yankauer under direct vision, through the mouth only, not the nose.',
      'We pull the trolley out from the wall and I stand at the head end, behind his head.',
    ],
    [
      'I open his airway with a jaw thrust and no head tilt, my fingers behind the angles of his jaw on the bone.',
      'I choose a size 4 adult mask that reaches from the bridge of his nose to the cleft of his chin without covering his eyes, the 1600 mL adult self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'I place the mask with the narrow end on the bridge of his nose, covering his mouth and nose and clear of his eyes.',
      'I hold it with both hands in an E-C clamp while Luca squeezes the bag; the seal is tight and nothing presses on his eyes.',
    ],
    [
      'The fingers of my hands on the mask lift his jaw up into the mask.',
      'Each breath is a gentle squeeze over one second, just until the chest rises, one breath every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'With a suspected basal skull fracture, no nasal airway: he has no gag, so I measure an oral airway from the corner of his mouth to the angle of his jaw.',
      'I insert it upside down and rotate it 180 degrees as it reaches the back of the tongue, without force, until the flange sits at his lips.',
      'I reassess chest rise, SpO2 and heart rate.',
      'His chest rises with every breath and the saturation is climbing, now 92 %.',
    ],
    [],
  ],
};
