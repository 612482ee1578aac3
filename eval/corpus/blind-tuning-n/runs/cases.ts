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
  id: 'tn-r-sample',
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
      'I suction the secretions out of his mouth with a Yankauer sucker, keeping the tip where I can see it.',
      'I pick a child face mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag and connect it to oxygen at 15 L/min.',
      'I stand at the head of the bed, behind him.',
      'I put the mask on the right way up, narrow end on the nose, covering his nose and his mouth.',
      'I hold the mask with an E-C clamp, the seal is tight with no leak, and nothing presses on his eyes.',
    ],
    [
      'I put his head in the sniffing position without overextending the neck.',
      'I open the airway with a head tilt-chin lift, my fingers on the bony jaw and not on the soft tissue.',
      'The hand holding the mask keeps lifting his jaw up into it.',
      'I squeeze the bag over one second, only until I see the chest rise.',
      'I ventilate at 24 breaths a minute, one every two and a half seconds.',
    ],
    [
      'There is no gag reflex, so I choose an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw.',
      'I insert it the right way up over a tongue depressor until the flange rests at the lips.',
      'The chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Mila, 5 months (7 kg), meningococcal meningitis with a purpuric rash and low platelets; apnoeic with a
 * pulse, secretions in the mouth and nose, no gag reflex (an oral airway; a nasal one is unsafe with the bleeding
 * tendency).
 */
export const MILA: RunCase = {
  id: 'tn-r-mila-5m',
  title: 'Tuning case: 5-month-old (7 kg) with meningitis, apnoeic with a pulse, secretions, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mila, a 5-month-old girl (7 kg), was brought to the emergency department by her parents after a day of fever, poor feeding and irritability, becoming drowsy over the last two hours. She has a bulging fontanelle and a spreading non-blanching rash on her legs. Cefotaxime has just been given through an IV cannula. While you are examining her she stops breathing. She still has a pulse. Her mouth and nose are full of frothy secretions and she has no gag reflex. Her platelet count came back at 38.',
      objectives: {
        objective1: 'Recognise apnoea with a pulse in an infant and call for help at once.',
        objective2:
          'Clear the secretions with suction under direct vision, and place the head neutral with a shoulder roll.',
        objective3:
          'Choose an infant mask, a self-inflating bag of at least 450-500 mL and oxygen at 10-15 L/min; ventilate from the head of the cot.',
        objective4:
          'Seal the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask, and give gentle one-second breaths at 20-30 a minute.',
        objective5:
          'Choose an oral airway rather than a nasal one (no gag, bleeding tendency), insert it over a tongue depressor, and reassess after each step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mila',
          age: 0.42,
          sex: 'Female',
          weight: 7,
          diagnosis:
            'Suspected meningococcal meningitis and septicaemia with thrombocytopenia; apnoea with a pulse',
        },
        history: {
          symptoms: 'Fever for one day, poor feeding, irritability, then drowsiness; new rash this afternoon',
          allergies: 'None known',
          medications: 'Paracetamol at home; cefotaxime given in the department',
          pmh: 'Born at 39 weeks, no problems',
          lastMeal: 'Breastfed a little 4 hours ago',
          events:
            'Became floppy and stopped breathing in the cubicle during the examination, a few minutes after the antibiotic.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with her parents and a 3-year-old brother who attends nursery',
          vaccinations: 'Two-month and four-month vaccinations given',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Floppy, mottled, purpuric rash on the legs and trunk, secretions bubbling at the mouth and nose',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 118, capillary refill 4 seconds',
          abdomen: 'Soft, liver edge 2 cm',
          neuro: 'Bulging anterior fontanelle, unresponsive, no gag reflex',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent. Platelets 38 x10^9/L, glucose 4.1 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Mila lies on the resuscitation cot, not breathing, secretions bubbling at her mouth and nose. She has an IV cannula. Suction, oxygen, masks, bags and airways of all sizes are at hand.',
        vitalSigns: { hr: 118, rr: 0, temp: 39.3, nibp: '68/38', o2: 70, co2: null },
        airway: 'Secretions filling the mouth and nose; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, capillary refill 4 seconds',
        disability: 'Unresponsive, fontanelle bulging',
        hardStop: {
          ventilationEquipment:
            'Picks an infant face mask that reaches from the bridge of the nose to the cleft of the chin without touching the eyes, and a self-inflating bag of at least 450-500 mL, connected to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head of the cot to ventilate.',
          airwayManagement:
            'Recognises apnoea with a pulse and calls for help straight away; suctions the secretions from the mouth and nose with a suitable soft catheter (8 Fr) or small Yankauer under direct vision, no blind finger sweep and no deep blind suction; puts a small roll under the shoulders so the head lies neutral, without extending the neck.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her mouth is full of secretions. What do you do first?',
      },
      {
        initialState:
          'The secretions are cleared and bagging has begun, but air leaks around the mask and the chest hardly moves.',
        vitalSigns: { hr: 108, rr: 0, temp: 39.3, nibp: '66/36', o2: 64, co2: null },
        airway: 'Clear of secretions; soft tissues falling back',
        breathing: 'Assisted breaths only, poor chest rise',
        circulation: 'Pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the hand holding the mask; gives each breath over about one second with only enough volume to see the chest rise; keeps to 20-30 breaths a minute, one every 2-3 seconds.',
          airwayManagement:
            'Opens the airway with a gentle chin lift or jaw thrust, fingertips on the bone of the jaw and clear of the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the nose, covering both nose and mouth; holds it with an E-C clamp and changes to a two-person technique when it leaks; achieves a tight seal; keeps all pressure off the eyes.',
        },
        softStop: 'The mask leaks and the chest barely moves. What will you change?',
      },
      {
        initialState: 'The chest moves with the breaths now, but her tongue falls back between them.',
        vitalSigns: { hr: 132, rr: 0, temp: 39.2, nibp: '70/40', o2: 83, co2: 55 },
        airway: 'Tongue obstructing between breaths; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest rises visibly and the SpO2 climbs.',
          airwayManagement:
            'Chooses an oropharyngeal airway, not a nasopharyngeal one (no gag, and a bleeding tendency with purpura and low platelets), sized from the corner of the mouth to the angle of the jaw; inserts it the right way up over a tongue depressor without rotating it; reassesses chest rise, SpO2 and heart rate after the change.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. Would an airway adjunct help, and which one?',
      },
      {
        initialState:
          'Stabilised: SpO2 96%, the chest rises with every breath and the heart rate has settled. The intensive care team arrives to take over. The simulation is complete.',
        vitalSigns: { hr: 148, rr: 28, temp: 39.0, nibp: '74/42', o2: 96, co2: 44 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
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
      'She is apnoeic with a pulse: I call for help and put out a paediatric emergency call now.',
      'I suction her mouth and then her nose with an 8 French catheter, only as far as I can see.',
      'I put a small folded towel under her shoulders so her head lies in a neutral position, not extended.',
      'I choose an infant mask that fits from the bridge of her nose to the cleft of her chin, clear of the eyes.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 litres per minute.',
      'I stand at the head of the cot to ventilate.',
    ],
    [
      'I open her airway with a gentle chin lift, fingertips on the bony jaw, off the soft tissue.',
      'The mask goes on the right way round, narrow end over her nose, covering her nose and mouth.',
      'It leaks with one hand, so two-person technique: I hold the mask with both hands in an E-C clamp and the nurse squeezes the bag.',
      'The seal is tight now, and no part of the mask or my fingers presses on her eyes.',
      'With the hands on the mask I keep lifting her jaw up into it.',
      'Each breath is squeezed over one second, only enough for the chest to rise.',
      'We give 25 breaths a minute, one every two to three seconds.',
    ],
    [
      'No gag and a bleeding tendency, so an oropharyngeal airway, not a nasal one, sized from the corner of her mouth to the angle of her jaw.',
      'I hold the tongue down with a tongue depressor and slide the airway in the right way up, without rotating it.',
      'I reassess her chest rise, her SpO2 and her heart rate.',
      'The chest rises well with every breath and the SpO2 is climbing: the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Theo, 4 years (16 kg), fell from a climbing frame onto his head; GCS 5, apnoeic with a pulse, cervical spine
 * not cleared, no gag reflex, no sign of a basal skull fracture.
 */
export const THEO: RunCase = {
  id: 'tn-r-theo-4y',
  title: 'Tuning case: 4-year-old (16 kg) apnoeic after a fall onto his head, GCS 5, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Theo, a 4-year-old boy (16 kg), fell about 2 metres from the top of a playground climbing frame and landed on his head on hard ground 30 minutes ago. He was briefly crying, then became drowsy and vomited once in the ambulance. On arrival in the resuscitation room his GCS is 5 and he has just stopped breathing, but he has a pulse. He has a large swelling over the left side of his head. There is no blood or fluid from his nose or ears, no bruising behind the ears or around the eyes. He has no gag reflex. His cervical spine has not been cleared. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea in a head-injured child and call the trauma team and an anaesthetist at once.',
        objective2:
          'Protect the cervical spine with manual in-line stabilisation and open the airway with a jaw thrust, without head tilt.',
        objective3:
          'Choose a child mask, a self-inflating bag of at least 450-500 mL and oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Seal the mask with two hands if needed, keep the jaw lifted into the mask and give one-second breaths at 20-30 a minute, avoiding hyperventilation.',
        objective5: 'Size and insert an oropharyngeal airway in a child with no gag reflex, then reassess.',
      },
      patientReport: {
        basicInformation: {
          name: 'Theo',
          age: 4,
          sex: 'Male',
          weight: 16,
          diagnosis:
            'Severe traumatic brain injury after a fall from height; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Drowsiness after the fall, one vomit, then unresponsive',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Mild asthma, no admissions',
          lastMeal: 'Snack 2 hours ago',
          events:
            'Fell head first from the top of a climbing frame onto tarmac; brought by ambulance on a scoop stretcher with blocks and tape.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'Salbutamol inhaler as needed',
          socialHistory: 'Lives with his mother and grandmother; attends preschool',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, pale, large left parietal swelling; no blood from the nose or ears',
          breathing: 'No respiratory effort',
          circulation: 'Carotid pulse present, heart rate 72, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 5 (E1 V1 M3), left pupil larger than the right, no gag reflex',
          disability: 'Abnormal flexion to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Theo has just been moved onto the resuscitation trolley; the blocks and tape have been taken off for the transfer. He has stopped breathing. A nurse and a paramedic are with you. Oxygen, suction, masks, bags and adjuncts are ready.',
        vitalSigns: { hr: 72, rr: 0, temp: 36.2, nibp: '118/70', o2: 76, co2: null },
        airway: 'Tongue falling back; no gag reflex; no blood in the mouth',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 5, left pupil dilated',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL, attached to oxygen at 10-15 L/min.',
          ventilationTechnique:
            'Ventilates from the head of the trolley, with the helper holding the neck in line from the side.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls the trauma team and an anaesthetist at once; has the head and neck held in neutral alignment by manual in-line stabilisation (no pillow, no tilting, no turning); opens the airway with a jaw thrust and no head tilt, fingers behind the angles of the jaw.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. What are your priorities?',
      },
      {
        initialState: 'Bagging has started but the mask leaks and the chest rise is poor.',
        vitalSigns: { hr: 66, rr: 0, temp: 36.2, nibp: '124/72', o2: 70, co2: null },
        airway: 'Jaw thrust held, leak around the mask',
        breathing: 'Assisted breaths; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted forward into the mask with the mask hand(s); squeezes each breath over about one second, just to visible chest rise; ventilates at 20-30 a minute and does not hyperventilate.',
          airwayManagement: '',
          maskPositioning:
            'Places the mask the right way round over both nose and mouth; holds it with an E-C clamp, two-handed with a second person squeezing when the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The chest hardly moves. What can you do about the mask?',
      },
      {
        initialState:
          'The chest rises with most breaths, but the tongue falls back whenever the jaw thrust slips.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.2, nibp: '116/70', o2: 87, co2: 47 },
        airway: 'Tongue obstructing intermittently; no gag reflex',
        breathing: 'Assisted breaths, fair chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (a nasopharyngeal airway sized from the nostril to the tragus is acceptable, as there is no sign of a basal skull fracture); inserts it correctly, over a tongue depressor; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps obstructing. What could help?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise with each breath, the neck held in line. The anaesthetist arrives to intubate and the CT scanner is ready. The simulation is complete.',
        vitalSigns: { hr: 90, rr: 22, temp: 36.3, nibp: '112/68', o2: 97, co2: 38 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present',
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
    ['BMV-1', 'BMV-3', 'BMV-4', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call the trauma team and an anaesthetist now.',
      'The paramedic holds his head and neck in line in a neutral position, no pillow, no tilting.',
      'I open his airway with a jaw thrust, fingers behind the angles of the jaw, no head tilt.',
      'I choose a child mask that fits from the bridge of the nose to the cleft of the chin.',
      'I use a 500 mL self-inflating bag with oxygen at 15 L/min.',
      'I stand at the head of the trolley to ventilate; the paramedic holds the neck from the side.',
    ],
    [
      'I put the mask on the right way up, covering both his nose and his mouth.',
      'Two-person technique: I hold the mask with E-C clamps in both hands and the nurse squeezes the bag.',
      'The seal is tight now and the mask is clear of his eyes.',
      'My fingers keep the jaw lifted forward into the mask.',
      'Each breath is given over one second, just enough to see the chest rise.',
      'We ventilate at 20 breaths a minute, one every three seconds.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up over a tongue depressor.',
      'I reassess his chest rise, SpO2 and heart rate.',
      'His chest rises with every breath and his SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Jordan, 16 years (65 kg), opioid overdose at a party; apnoeic with a pulse, vomit in the mouth, gag reflex
 * present (a nasal airway, not an oral one); adult-size equipment and an adult rate.
 */
export const JORDAN: RunCase = {
  id: 'tn-r-jordan-16y',
  title: 'Tuning case: 16-year-old (65 kg) apnoeic after an opioid overdose at a party, vomit, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jordan, a 16-year-old boy (65 kg), was found by friends slumped on a sofa at a house party and brought in by ambulance. His friends say he took "some pills" and drank vodka; an empty strip of oxycodone was in his pocket. In the resuscitation bay he has pinpoint pupils, stops breathing and has a pulse. There is vomit in his mouth. He still has a gag reflex. There are no signs of injury. You are the first doctor at the bedside; naloxone is in the drug cupboard.',
      objectives: {
        objective1: 'Recognise apnoea in a poisoned adolescent and call for help.',
        objective2:
          'Clear the vomit with a rigid wide-bore sucker under direct vision, position the head and open the airway.',
        objective3:
          'Choose adult-size equipment: an adult mask, an adult self-inflating bag (about 1-1.6 L) and oxygen at 15 L/min.',
        objective4:
          'Seal the mask with an E-C clamp, lift the jaw into the mask, give one-second breaths to visible chest rise at an adult rate (about one every 6 seconds) without hyperventilating or inflating the stomach.',
        objective5:
          'With a gag reflex present, choose and insert a nasopharyngeal airway rather than an oral one, then reassess; give naloxone.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jordan',
          age: 16,
          sex: 'Male',
          weight: 65,
          diagnosis: 'Opioid (oxycodone) and alcohol overdose; apnoea with a pulse; vomit in the airway',
        },
        history: {
          symptoms: 'Drowsy at the party, then unresponsive with snoring breaths, now apnoeic',
          allergies: 'None known',
          medications: 'None prescribed',
          pmh: 'None known',
          lastMeal: 'Pizza and alcohol about 3 hours ago',
          events:
            'Took several oxycodone tablets with vodka; found unresponsive by friends about 30 minutes ago; vomited in the ambulance.',
        },
        PMH: {
          medicalConditions: 'None known',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his father; in sixth form; friends report occasional cannabis use',
          vaccinations: 'Up to date',
          familyHistory: 'None known',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, grey-blue lips, vomit in the mouth, smells of alcohol',
          breathing: 'No respiratory effort',
          circulation: 'Radial pulse present, heart rate 56, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Pinpoint pupils, GCS 4, gag reflex present',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent. Capillary glucose 5.8 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Jordan lies on his back on the trolley, not breathing, with vomit pooled in his mouth. There is no IV access yet. Suction, adult and child masks and bags, oxygen and airway adjuncts are at hand.',
        vitalSigns: { hr: 56, rr: 0, temp: 36.0, nibp: '104/62', o2: 74, co2: null },
        airway: 'Vomit in the mouth; gag reflex present',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'GCS 4, pinpoint pupils',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Goes to the head of the bed to manage the airway.',
          airwayManagement:
            'Recognises apnoea and calls for help; suctions the vomit from the mouth with a rigid wide-bore (Yankauer) sucker under direct vision, no finger sweep; puts the head in the sniffing position (ear level with the sternal notch) without overextending the neck; opens the airway with a head tilt-chin lift, fingers on the bony chin and off the soft tissue.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and there is vomit in his mouth. What comes first?',
      },
      {
        initialState: 'The mouth is clear and the airway is open. He is still not breathing.',
        vitalSigns: { hr: 52, rr: 0, temp: 36.0, nibp: '100/60', o2: 70, co2: null },
        airway: 'Clear after suction',
        breathing: 'Apnoeic',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult face mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1-1.6 L), connected to oxygen at 15 L/min with the reservoir.',
          ventilationTechnique: '',
          airwayManagement: '',
          maskPositioning:
            'Puts the mask on the right way up, covering nose and mouth; holds it with an E-C clamp, changing to two hands with a second person squeezing if it leaks; gets a tight seal; keeps off the eyes.',
        },
        softStop: 'What will you ventilate him with?',
      },
      {
        initialState: 'Bagging has begun, but the chest rise is poor and the stomach is starting to distend.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.0, nibp: '102/62', o2: 76, co2: null },
        airway: 'Open, mask sealed',
        breathing: 'Assisted breaths, poor chest rise, some gastric inflation',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the mask hand rather than pushing the mask down; squeezes each breath over about one second with just enough volume for chest rise (no large or forceful breaths that inflate the stomach); ventilates at an adult rate of about one breath every 6 seconds (10 a minute) without hyperventilating.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'His stomach is filling with air. What should you change in how you ventilate?',
      },
      {
        initialState:
          'The chest rises better, but the soft tissues of the upper airway still obstruct between breaths. Naloxone has been drawn up.',
        vitalSigns: { hr: 74, rr: 0, temp: 36.0, nibp: '108/66', o2: 86, co2: 58 },
        airway: 'Partial obstruction between breaths; gag reflex present',
        breathing: 'Assisted breaths, fair chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 improves.',
          airwayManagement:
            'Because the gag reflex is present, chooses a nasopharyngeal airway (not an oropharyngeal one), sized from the tip of the nose to the tragus of the ear; lubricates it and passes it straight back along the floor of the nose without force; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'He still obstructs between breaths, and he gags. Which adjunct would he tolerate?',
      },
      {
        initialState:
          'Stabilised: SpO2 97% with good chest rise; after naloxone he starts to breathe on his own. The simulation is complete.',
        vitalSigns: { hr: 88, rr: 12, temp: 36.1, nibp: '112/70', o2: 97, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Breathing on his own, supported with the bag',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 9 and rising',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15'],
    ['BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic: I call for help and ask for the anaesthetist.',
      'I suction the vomit out of his mouth with a Yankauer sucker, looking at where the tip goes.',
      'I put his head in the sniffing position, ear level with the sternal notch, not overextended.',
      'I open the airway with a head tilt-chin lift, my fingers on the bony chin.',
      'I stand at the head of the bed.',
    ],
    [
      'I choose an adult face mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use an adult 1.6 litre self-inflating bag connected to oxygen at 15 L/min with the reservoir.',
      'I put the mask on the right way up, covering his nose and mouth.',
      'I hold it with an E-C clamp, the seal is tight, and the mask stays off his eyes.',
    ],
    [
      'The hand on the mask lifts his jaw up into it; I do not push the mask down.',
      'I squeeze each breath over one second, just enough to see the chest rise.',
      'I give one breath every 6 seconds, 10 a minute.',
    ],
    [
      'He has a gag reflex, so I choose a nasopharyngeal airway sized from the tip of his nose to the tragus of his ear.',
      'I lubricate it and pass it straight back along the floor of the nose, gently.',
      'I reassess his chest rise, SpO2 and heart rate.',
      'The chest rises well and the SpO2 is improving: ventilation is effective.',
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
