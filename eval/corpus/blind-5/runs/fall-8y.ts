import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Ethan, 8 years (26 kg), fell from a climbing frame onto his head; GCS 5, apnoeic with a pulse, cervical spine
 * not cleared, no signs of a basal skull fracture, blood in the mouth, no gag reflex. In-line stabilisation and a
 * jaw thrust (no head tilt-chin lift), no hyperventilation; an OPA (an NPA is not forbidden).
 */
export const fallRuns: HeldOutCase = {
  id: 'held-out-5-fall-8y',
  title:
    'Held-out case: 8-year-old fallen from a climbing frame, head injury, apnoeic with a pulse (whole runs)',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ethan, an 8-year-old boy (26 kg), fell about two metres from the top of a climbing frame at school and landed on his head on the tarmac. He was unconscious at the scene (GCS 5) and came by ambulance on a scoop with blocks and tape, his cervical spine not yet cleared. In the resuscitation room he stops breathing; he still has a pulse. There is blood in his mouth from a bitten tongue and he has no gag reflex. There are no signs of a basal skull fracture. You are the first doctor at his head.',
      objectives: {
        objective1:
          'Recognise apnoea after a head injury and call for help (the trauma team and an anaesthetist) at once.',
        objective2:
          'Keep the cervical spine in line: an assistant holds manual in-line stabilisation; neutral position, no pillow, no head tilt.',
        objective3:
          'Suction the blood with a Yankauer without a finger sweep; choose a child mask and a self-inflating bag of 500 mL or more on oxygen at 15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a jaw thrust only (no head tilt-chin lift), and place and hold the mask correctly.',
        objective5:
          'Ventilate gently at 20-30 breaths a minute without hyperventilating, insert an OPA sized from the corner of the mouth to the angle of the jaw (no gag), and reassess after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ethan',
          age: 8,
          sex: 'Male',
          weight: 26,
          diagnosis: 'Severe traumatic brain injury after a fall from height; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unconscious since the fall; one vomit in the ambulance; now apnoeic',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Mild asthma, no admissions',
          lastMeal: 'Breakfast about three hours ago',
          events:
            'Fell about 2 m head first onto tarmac from a climbing frame; GCS 5 at the scene; immobilised on a scoop with blocks and tape; stopped breathing on arrival in the resuscitation room.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin',
          medications: 'Salbutamol inhaler as needed',
          socialHistory: 'Lives with his mother; in year 4 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unconscious, grey, large boggy swelling over the right parietal scalp, blood in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Carotid pulse present, heart rate 62, blood pressure 128/78',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 5 (E1 V1 M3), right pupil 5 mm and sluggish, left 3 mm; no gag reflex; no raccoon eyes, no bruising behind the ears, no blood or fluid from the ears or nose',
          disability: 'Abnormal flexion to pain',
        },
        labs: { rvp: 'Not sent (bedside glucose 7.2 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Ethan lies supine on the scoop, head between blocks and tape. He is not breathing and there is blood pooling in his mouth. Suction, oxygen, paediatric and adult bag-mask kits and airway adjuncts are on the trolley; a nurse is beside you.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.6, nibp: '128/78', o2: 80, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present, capillary refill 2 seconds',
        disability: 'GCS 5, unequal pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of 500 mL or more; connects the bag to oxygen at 15 L/min.',
          ventilationTechnique: 'Stands at the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help (trauma team, anaesthetist) without delaying ventilation; suctions the blood from the mouth with a Yankauer; no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his mouth is full of blood. What do you do?',
      },
      {
        initialState:
          'The mouth is clear of blood for now; the bag is on oxygen and a nurse can hold the head.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.6, nibp: '132/80', o2: 74, co2: null },
        airway: 'Clear after suction; tongue falls back against the pharynx',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask (lifts the jaw into the mask).',
          airwayManagement:
            'Keeps the head and neck in line in a neutral position with manual in-line stabilisation (no pillow, no sniffing position, no extension); opens the airway with a jaw thrust only, no head tilt-chin lift, fingers off the soft tissue under the jaw.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The neck is not cleared. How do you open his airway?',
      },
      {
        initialState: 'Breaths go in, but the tongue falls back between breaths and the chest rise is small.',
        vitalSigns: { hr: 66, rr: 0, temp: 36.6, nibp: '126/76', o2: 86, co2: 55 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Carotid pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute, without hyperventilating; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'The chest rise is small and his tongue keeps falling back. What now?',
      },
      {
        initialState:
          'SpO2 98%, heart rate 84, the chest rises with each breath; the anaesthetist arrives to intubate with in-line stabilisation. The simulation is complete.',
        vitalSigns: { hr: 84, rr: 24, temp: 36.6, nibp: '118/70', o2: 98, co2: 40 },
        airway: 'Patent with the OPA',
        breathing: 'Assisted breaths with good chest rise',
        circulation: 'Pulses present, capillary refill 2 seconds',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse. I call for help: the trauma team and an anaesthetist.',
      'I suction the blood from his mouth with a Yankauer.',
      'I take a child mask that fits from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'A nurse holds manual in-line stabilisation so his head and neck stay neutral, with no pillow and no extension.',
      'I open the airway with a jaw thrust only, no head tilt, fingers behind the angles of the jaw and off the soft tissue.',
      'I put the mask on the right way round over his mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off his eyes.',
      'I keep the airway open by lifting the jaw into the mask with the same hand that holds it.',
    ],
    [
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds, 20 a minute, not hyperventilating.',
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it with a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "Ethan has stopped breathing but he still has a pulse. I'm calling for help now: please put out a trauma call and get an anaesthetist down here urgently.",
        "I'm taking my place at the head of the trolley.",
        'I suction the blood out of his mouth with a Yankauer, keeping it where I can see the tip.',
        "I'd like a child-size mask that fits from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag connected to oxygen at 15 litres per minute.",
        'His neck is not cleared, so I ask the nurse to hold manual in-line stabilisation from the side, keeping his head and neck neutral without any pillow or extension.',
        'I open the airway with a jaw thrust alone, pushing the angles of the jaw forward, with no head tilt and no pressure on the soft tissue under his chin.',
        'I place the mask with the narrow end over the bridge of his nose, covering both his mouth and his nose.',
        'I hold it with an E-C clamp, press evenly for a tight seal, and make sure the mask is not resting on his eyes.',
        'My fingers stay on the jaw and keep lifting it up into the mask with the same hand that holds it.',
        'I give gentle breaths, each over one second, only enough to see his chest rise, at about 20 breaths per minute; I am careful not to hyperventilate him.',
        'He has no gag reflex, so I size an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
        'I insert it the right way up with a tongue depressor, following the curve of the tongue, without any force.',
        'After the airway I reassess his chest rise, saturations and heart rate: the chest is rising with every breath, the saturations are up to 96% and his heart rate is 80, so the ventilation is effective.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic w/ pulse -> trauma call + anaesthesia',
        'HOB',
        'yankauer sx blood from mouth',
        'child mask, 500ml SIB, O2 15L',
        'MILS by RN, head neutral, no pillow',
        'JT only, no HTCL, off submental',
        'mask apex to nasal bridge, nose+mouth',
        'EC clamp, seal ok, eyes clear',
        'mask hand pulls mandible up into mask',
        '1s Ti, small vols to chest rise, 20/min, no hypervent',
        'no gag -> OPA, corner of mouth to angle of jaw',
        'OPA in w/ tongue depressor',
        'reassess: chest rise +, SpO2 96, HR 80. effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Trauma call, please.',
        'Yankauer suction for the blood.',
        'Child mask.',
        'Five hundred mL bag.',
        'O2 at fifteen litres on the bag.',
        'Standing at the head end.',
        'Nurse holding in-line stabilisation.',
        'Head neutral, no pillow.',
        'Jaw thrust, no tilt.',
        'Mask apex on the bridge of the nose.',
        'Covering nose and mouth.',
        'E-C clamp.',
        'Checking the seal.',
        'Mask off the eyes.',
        'Mask hand holding the jaw up.',
        'Each squeeze over a second, just till the chest lifts.',
        'Twenty breaths per minute.',
        'OPA from corner of mouth to angle of jaw.',
        'Inserting it with a tongue depressor.',
        'Rechecking chest rise, sats and heart rate.',
        'Chest rising, sats up.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "Nurse, child mask and the 500 ml bag on 15 litres of oxygen please, and hit the trauma call, he's apnoeic.",
        'Sucker first for the blood in his mouth, the Yankauer.',
        "I'm up at the head end.",
        'Could you hold his head in line from the side for me? Neutral, no pillow, c-spine not cleared.',
        'We put the mask on now: pointed end on the nasal bridge, over nose and mouth, nothing on the eyes.',
        'E-C grip and a tight seal.',
        'Jaw thrust, no chin lift or tilt, my fingers behind the angle of the mandible.',
        'The hand on the mask keeps lifting the jaw forward into it.',
        'OPA: no gag, so I size it corner of the mouth to the angle of the jaw.',
        'In the right way up, tongue depressed with a blade.',
        'Now bagging one breath every 2-3 s, about 24 a minute, over 1 s each, only enough for chest rise, no hyperventilation.',
        'Reassessing chest rise, sats and heart rate: chest up and down, sats 95 and climbing, HR 78.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes apnoic, call the truama team and anesthetics',
        'suction the blod with the yankour',
        'childs mask and 500ml bag, oxigen at 15 litres',
        'im at the head of the trolly',
        'manual inline stablisation by the nurse, head nuetral, no pilow',
        'jaw thurst only, no head tilt',
        'mask rite way round over nose and mouth',
        'E-C clamp, tigth seal, not on the eyes',
        'mask hand lifing the jaw into the mask',
        'sqeeze over a second till the chest rises, twenty a minit, not hypervantilating',
        'no gag so orophayngeal airway mesured corner of mouth to angle of jaw',
        'put it in with the tung depressor',
        'reasess chest rise sats and HR, chest risng and sats going up',
      ],
    },
  ],
  errors: [
    {
      name: 'CT first or waiting and watching',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Let's run him round to CT first, we can bag him after the scan if he's still not breathing.",
        "I'll give him a good sternal rub and see if he takes a breath before doing anything.",
        "Wait for the anaesthetist to come and sort his airway, I won't touch it.",
      ],
    },
    {
      name: 'finger sweep of the blood',
      item: 'BMV-2',
      phase: 0,
      lead: ['Trauma call out, he is apnoeic.'],
      phrasings: [
        'Hook the clots out with two fingers.',
        "I'll wipe the blood out of his mouth with my finger, it's quicker.",
      ],
    },
    {
      name: 'infant mask',
      item: 'BMV-8',
      phase: 0,
      lead: ['Trauma call.', 'Yankauer to the blood.'],
      phrasings: ['The baby mask is closest, use that one.', "Small round infant mask, it's fine for a kid."],
    },
    {
      name: 'bag not on oxygen',
      item: 'BMV-10',
      phase: 0,
      lead: ['Trauma call.', 'Yankauer suction.', 'Child mask and 500 mL bag.'],
      phrasings: [
        "Forget the oxygen for now, room air is fine, let's just get air into him.",
        "We'll hook up the O2 later, start bagging without it.",
      ],
    },
    {
      name: 'pillow and head tilted back',
      item: 'BMV-3',
      phase: 1,
      lead: [],
      phrasings: [
        'Take the blocks off and stick a pillow under his head to get him sniffing.',
        'Tip his head back a bit so I can see into his mouth.',
      ],
    },
    {
      name: 'head tilt-chin lift with the spine not cleared',
      item: 'BMV-4',
      phase: 1,
      lead: ['Nurse holding his head in line, neutral.'],
      phrasings: [
        'I push down on his forehead and pull his chin up to open the airway.',
        "Head tilt, chin lift, it's the quickest way to open him up.",
      ],
    },
    {
      name: 'mouth only',
      item: 'BMV-12',
      phase: 1,
      lead: ['In-line stabilisation, head neutral.', 'Jaw thrust only.'],
      phrasings: [
        'Mask just over his mouth, his nose is full of blood anyway.',
        "I'll put it on his mouth only and leave the nose out.",
      ],
    },
    {
      name: 'mask pressed down, jaw not lifted',
      item: 'BMV-17',
      phase: 1,
      lead: [
        'In-line stabilisation, neutral.',
        'Jaw thrust, no tilt.',
        'Mask on over nose and mouth, E-C clamp, tight seal, off the eyes.',
      ],
      phrasings: [
        'I let the jaw go and just squash the mask down onto his face.',
        "No need to hold the jaw up once the mask is on, I'll just press it down.",
      ],
    },
    {
      name: 'hyperventilating for the brain',
      item: 'BMV-19',
      phase: 2,
      lead: [],
      phrasings: [
        'Bag him fast, forty a minute, to blow his CO2 off and bring the pressure in his head down.',
        "His pupil's blown, so hyperventilate him, squeeze as fast as you can.",
      ],
    },
    {
      name: 'OPA sized wrong',
      item: 'BMV-5',
      phase: 2,
      lead: ['One-second squeezes, just till the chest rises, 20 a minute.'],
      phrasings: [
        'I take the biggest Guedel on the trolley, just to be safe.',
        'Oral airway measured from his lips to his earlobe.',
      ],
    },
    {
      name: 'OPA forced in',
      item: 'BMV-6',
      phase: 2,
      lead: ['OPA sized corner of mouth to angle of jaw.'],
      phrasings: [
        'Ram the oral airway in and push the tongue back with it.',
        "It won't go in easily so I force it past his teeth.",
      ],
    },
  ],
  utterances: [],
};
