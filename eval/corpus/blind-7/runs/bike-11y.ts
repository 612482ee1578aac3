import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Tom, 11 years (35 kg), came off his bike without a helmet; GCS 5, apnoeic with a pulse, blood in the mouth,
 * cervical spine not cleared (manual in-line stabilisation, jaw thrust, no head tilt), signs of a basal skull
 * fracture (no nasal airway), no gag (oral airway).
 */
export const bikeRuns: HeldOutCase = {
  id: 'ho7-runs-bike-11y',
  title:
    'Held-out case: 11-year-old cyclist without a helmet, head injury, apnoeic, spine not cleared, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Tom, an 11-year-old boy (35 kg), came off his bicycle at speed on a steep hill and struck his head on the kerb. He was not wearing a helmet. Paramedics found him with a GCS of 5, put on a cervical collar and brought him to the emergency department on a scoop stretcher. As he is transferred to the trolley he stops breathing; he still has a pulse. There is blood in his mouth from a cut tongue and lip. He has bruising around both eyes and clear fluid dripping from his nose, so a basal skull fracture is suspected. His cervical spine is not cleared. He has no gag reflex. His pupils are equal and reacting. You are the first doctor at the bedside; the trauma team has not yet been called.',
      objectives: {
        objective1: 'Recognise the apnoea and hypoxia and call the trauma team and an anaesthetist at once.',
        objective2:
          'Suction the blood from the mouth with a Yankauer under direct vision, with no finger sweep, and choose a small adult mask and an adult self-inflating bag on oxygen at 15 L/min, ventilating from the head of the trolley.',
        objective3:
          'Protect the cervical spine with manual in-line stabilisation and a neutral head, opening the airway with a jaw thrust only, never a head tilt-chin lift.',
        objective4:
          'Place and hold the mask well (E-C clamp or two-person), lift the jaw into it, and ventilate gently over one second at 20-30 breaths a minute, without hyperventilating.',
        objective5:
          'Choose an oropharyngeal airway (no gag, and no nasopharyngeal airway with a suspected basal skull fracture), insert it correctly and reassess after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Tom',
          age: 11,
          sex: 'Male',
          weight: 35,
          diagnosis:
            'Severe traumatic brain injury with suspected basal skull fracture after a bicycle fall without a helmet; cervical spine not cleared; apnoeic with a pulse',
        },
        history: {
          symptoms: 'Unconscious since the fall; stopped breathing on arrival',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'None',
          lastMeal: 'Lunch about three hours ago',
          events:
            'Fell from his bicycle riding downhill, head struck the kerb, no helmet. GCS 5 at the scene (E1 V1 M3). Collar applied, transported on a scoop stretcher. Apnoeic on transfer to the trolley.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Lives with his parents and sister; in year 6 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, grey, in a cervical collar; bruising around both eyes; clear fluid from the nose; scalp swelling over the right temple; blood in the mouth from a cut tongue and lip',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Pulse present, heart rate 102, capillary refill 2 seconds, no external bleeding apart from the mouth',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 3 now; pupils equal at 4 mm and reacting; no gag reflex',
          disability: 'Unresponsive to pain',
        },
        labs: { rvp: 'Not sent. Bedside glucose 7.1 mmol/L; haemoglobin 128 g/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Tom lies on the trolley in a cervical collar, grey and not breathing, with blood pooling in his mouth. Suction, oxygen, masks, bags and airway adjuncts are at the bedside.',
        vitalSigns: { hr: 102, rr: 0, temp: 36.2, nibp: '124/74', o2: 80, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3; pupils equal and reacting',
        hardStop: {
          ventilationEquipment:
            'Chooses a small adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1 L or more); connects the bag to oxygen at 15 L/min.',
          ventilationTechnique: 'Stands at the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once (the trauma team and an anaesthetist); suctions the blood from the mouth with a Yankauer under direct vision, with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and there is blood in his mouth. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear and the bag is on oxygen. The front of the collar has been opened so the jaw can be reached. His tongue falls back and no breath has gone in yet.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.2, nibp: '126/76', o2: 74, co2: null },
        airway: 'Clear of blood; the tongue falls back',
        breathing: 'Apnoeic; no effective breaths yet',
        circulation: 'Pulse present',
        disability: 'GCS 3; pupils equal and reacting',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand or hands that hold it; squeezes the bag over about one second with just enough volume for the chest to rise; ventilates at 20-30 breaths a minute and does not hyperventilate.',
          airwayManagement:
            'Has the head held in manual in-line stabilisation in a neutral position (no pillow, no tilt, no sniffing position); opens the airway with a jaw thrust only, never a head tilt-chin lift, fingers behind the angles of the jaw and off the soft tissue.',
          maskPositioning:
            'Places the mask the right way round, covering mouth and nose; holds it with an E-C clamp or a two-person technique; gets a tight seal; keeps the rim and the fingers off the eyes.',
        },
        softStop: 'His neck is not cleared and nothing is going in. How will you open his airway?',
      },
      {
        initialState:
          'Breaths go in and the chest rises when the jaw is held, but his tongue falls back between breaths. He has no gag reflex.',
        vitalSigns: { hr: 94, rr: 20, temp: 36.2, nibp: '122/74', o2: 88, co2: 46 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted at 20/min; the chest rises when the jaw is held',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3; pupils equal and reacting',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement:
            'With no gag reflex and a suspected basal skull fracture, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (never a nasopharyngeal airway) and inserts it correctly with a tongue depressor; reassesses chest rise, heart rate and SpO2 after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'The oropharyngeal airway holds his airway open; the chest rises well with each breath and the SpO2 is 99%. The anaesthetist has arrived to intubate him with in-line stabilisation before CT. The simulation is complete.',
        vitalSigns: { hr: 90, rr: 20, temp: 36.3, nibp: '120/72', o2: 99, co2: 40 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3; pupils equal and reacting',
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
      'He is apnoeic with a pulse and hypoxic: I call the trauma team and an anaesthetist now.',
      'I suction the blood from his mouth with a Yankauer, under direct vision.',
      'I take a small adult mask and an adult self-inflating bag and connect it to oxygen at 15 L/min, and I stand at the head of the trolley.',
    ],
    [
      'A nurse holds manual in-line stabilisation with his head neutral, and I open the airway with a jaw thrust, no head tilt.',
      'The mask goes on the right way up over his mouth and nose, off his eyes, held with an E-C clamp and a tight seal.',
      'My mask hand keeps lifting his jaw into the mask.',
      'I squeeze over one second, just enough for the chest to rise, 20 breaths a minute.',
    ],
    [
      'No gag, and a nasal airway is contraindicated, so I size an oral airway from the corner of his mouth to the angle of his jaw and insert it over a tongue depressor.',
      'I reassess: the chest rises with each breath, heart rate steady, SpO2 climbing: effective ventilation.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        'Tom is apnoeic with a pulse and his sats are dropping: I call the trauma team and ask for an anaesthetist urgently.',
        'I suction the blood from his mouth with a rigid Yankauer, only where I can see the tip.',
        "He's a big lad, so I take a small adult mask that fits from the bridge of his nose to the cleft of his chin.",
        'I use an adult self-inflating bag with a reservoir and connect it to oxygen at 15 litres a minute.',
        'I position myself at the head of the trolley.',
        'I ask the nurse to hold his head in manual in-line stabilisation, head neutral, no pillow and no tilting back.',
        'I open his airway with a jaw thrust only, pushing the angles of the jaw forward, with no head tilt.',
        'The mask goes on nose end first, the right way up, covering his nose and mouth, and not touching his eyes.',
        "I hold it with an E-C clamp and press it down until the seal is tight and I can't hear a leak.",
        'The fingers of my mask hand keep lifting his jaw up into the mask, without moving his neck.',
        'I squeeze the bag over about a second, stopping when the chest starts to rise, and give 20 breaths a minute, not faster.',
        "He has no gag, and with the panda eyes and the clear fluid from his nose I won't use a nasal airway: I measure an oral airway from the corner of his mouth to the angle of his jaw.",
        'I insert it the right way up over a tongue depressor, without rotating it.',
        'Once it is in I recheck chest rise, heart rate and sats.',
        'His chest rises with each breath and the saturations are climbing, so the ventilation is effective.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoea, pulse +. trauma call + anaes',
        'yankauer to blood in mouth, direct vision',
        'small adult face mask, nose bridge to chin',
        'adult SIB + reservoir, O2 15L',
        'at head end',
        'MILS by RN, head neutral, no pillow, no tilt',
        'jaw thrust only, no HTCL',
        '2 person: me double EC holding mask + lifting jaw, ODP squeezes',
        'mask right way up, mouth+nose covered, off eyes, good seal',
        'ODP: 1s squeezes, just visible rise, RR 20',
        'no gag, ?BSF -> OPA not NPA, corner mouth to angle jaw',
        'OPA in w/ tongue depressor, no rotation',
        'reassess post OPA: rise, HR, SpO2',
        'good chest rise, sats climbing',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "He's not breathing but has a pulse; call the trauma team.",
        'Rigid sucker to the blood in his mouth, looking in.',
        'The small adult mask fits him.',
        'Adult self-inflating bag.',
        'Oxygen on the bag, fifteen litres.',
        "I'll be at the head of the trolley.",
        'Nurse, in-line stabilisation please, head neutral.',
        'Jaw thrust, no head tilt.',
        'Mask narrow end toward his nose.',
        "It's over his nose and his mouth.",
        'Left hand in a C and E around the mask.',
        'Sealed, no air escaping.',
        'Keeping it off his eyes.',
        'My mask fingers lift the jaw into the mask.',
        'One-second squeeze, small chest rise only.',
        'Rate twenty per minute.',
        'OPA, sized corner of mouth to jaw angle: no gag, and no nasal airway with his basal skull signs.',
        'Inserted directly over a tongue depressor.',
        'Rechecking chest, heart rate and sats.',
        'Chest rising, sats up: effective.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Standing at the head of the trolley to take the airway.',
        'Adult bag with reservoir on 15 L O2, and a small adult mask please.',
        "He's apnoeic. Put out a trauma call and get anaesthetics.",
        'Yankauer into the mouth, clearing the blood under vision.',
        'Sarah, hold his head in line, neutral, your hands either side of his head.',
        'Mask on over nose and mouth, apex at the nasal bridge, well clear of the eyes.',
        'Now a jaw thrust behind the angles of the mandible, no tilt of the head.',
        "Two-handed hold: both thumbs on the mask, fingers lifting the jaw into it, the seal's tight. Ravi, you squeeze the bag.",
        'Ravi, slow squeezes please, one second each and stop as soon as the chest comes up, about 20 a minute.',
        'Reassessing first: chest rise, heart rate, saturation.',
        'No gag: oral airway measured lip corner to the angle of the jaw, nothing through the nose.',
        'In it goes, right way up, tongue held down with a depressor.',
        'After the OPA, chest rising well and SpO2 improving.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes apneic with pulse, calling trauma team and anesthetist',
        'sucion blood out of mouth w yankaur, under vision',
        'small adlut mask, fits brigde of nose to chin',
        'adult bag, conected to O2 at 15 litres',
        'im at the haed of the trolley',
        'manual inline stablisation by nurse, head netural',
        'jaw trust only, no head tilt',
        'mask rigth way up on nose and mouth, not on eyes',
        'EC clamp, tigth seal, lifitng jaw in to mask',
        'squeze over 1 sec untill chest rises, 20 per minuet',
        'no gag, OPA mesured corner of mouth to angel of jaw (no NPA, ?base of skull #)',
        'OPA in with tounge depresor',
        'reasess chest rise, sats, HR',
        'chest riseing well, sats going up',
      ],
    },
  ],
  errors: [
    {
      name: 'airway left for CT, the log roll or waiting',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        "Let's get him round to CT first and sort his breathing out after.",
        'log roll him and check his back first, then the airway',
        "He's just drowsy from the concussion, give him a minute to come round.",
      ],
    },
    {
      name: 'clots pulled out with fingers',
      item: 'BMV-2',
      phase: 0,
      lead: ['Trauma call put out, anaesthetist on the way.'],
      phrasings: [
        'Pull the clots out with my fingers, the sucker keeps blocking.',
        'blind finger sweep for the clots and bits of tooth',
      ],
    },
    {
      name: 'infant mask on an 11-year-old',
      item: 'BMV-8',
      phase: 0,
      lead: ['Trauma team called; blood suctioned with the Yankauer.'],
      phrasings: ['Grab an infant mask, the small ones seal better.', 'the little round baby mask for him'],
    },
    {
      name: 'pillow or neck extension in a trauma patient',
      item: 'BMV-3',
      phase: 1,
      phrasings: [
        'Pop a pillow under his head for a proper sniffing position.',
        'Take the collar off and extend his neck so his airway lines up.',
      ],
    },
    {
      name: 'head tilt-chin lift with the spine not cleared',
      item: 'BMV-4',
      phase: 1,
      lead: ['Nurse holding manual in-line stabilisation, head neutral.'],
      phrasings: [
        'Head tilt-chin lift, it opens the airway better than a jaw thrust.',
        "HTCL please, we'll clear the neck later",
      ],
    },
    {
      name: 'mask over the mouth only',
      item: 'BMV-12',
      phase: 1,
      lead: ['In-line stabilisation, jaw thrust, no head tilt.'],
      phrasings: [
        'Just over his mouth, his nose is full of blood.',
        'mask over mouth only, the nose is too bloody to seal',
      ],
    },
    {
      name: 'mask pressed on, jaw left alone',
      item: 'BMV-17',
      phase: 1,
      lead: ['In-line stabilisation held, jaw thrust done, mask on over nose and mouth with an E-C clamp.'],
      phrasings: [
        "Once the mask is on I'll just push it down hard onto his face and leave his jaw where it is.",
        'press the mask onto his face, jaw can drop, my fingers are getting tired',
      ],
    },
    {
      name: 'hyperventilation or far too slow',
      item: 'BMV-19',
      phase: 1,
      lead: ['Head in line, jaw thrust, mask sealed, one-second breaths to chest rise.'],
      phrasings: [
        'Bag at 35, blow off some CO2 for the swelling in his head.',
        '8 a minute is enough for an eleven-year-old',
      ],
    },
    {
      name: 'nasal airway despite the basal skull signs',
      item: 'BMV-5',
      phase: 2,
      phrasings: [
        'Nasal airway, the mouth is too bloody for a Guedel.',
        'NPA 6.0 down the right nostril, measured nose to tragus',
      ],
    },
    {
      name: 'oral airway forced in',
      item: 'BMV-6',
      phase: 2,
      lead: ['No gag; OPA measured from the corner of his mouth to the angle of the jaw.'],
      phrasings: [
        'Shove the Guedel in and let its tip push the tongue back, no depressor.',
        'jam the oral airway in fast, whichever way it goes',
      ],
    },
    {
      name: 'no recheck after the oral airway',
      item: 'BMV-7',
      phase: 2,
      lead: ['Oral airway sized corner of mouth to angle of jaw, inserted over a tongue depressor.'],
      phrasings: [
        "OPA's in, let's move on to the secondary survey, no need to recheck.",
        "don't re-look at chest or sats, just keep bagging",
      ],
    },
    {
      name: 'poor chest rise accepted',
      item: 'BMV-20',
      phase: 2,
      lead: ['OPA in over a tongue depressor; rechecking chest and sats.'],
      phrasings: [
        "Chest isn't moving much and sats are stuck at 82, but that's what you expect with a head injury, carry on.",
        'minimal rise, sats flat, good enough for now',
      ],
    },
  ],
  utterances: [],
};
