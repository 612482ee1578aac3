import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Sami, 7 years (24 kg), a pedestrian hit by a car: GCS 4, apnoeic with a pulse, blood in the mouth, signs of a
 * basal skull fracture, cervical spine not cleared (manual in-line stabilisation, jaw thrust, no head tilt), no gag
 * reflex (an OPA; never an NPA here).
 */
export const traumaRuns: HeldOutCase = {
  id: 'ho6-runs-trauma-7y',
  title: 'Held-out case: 7-year-old pedestrian hit by a car, GCS 4, apnoeic, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Sami, a 7-year-old boy (24 kg), was hit by a car travelling at about 40 km/h while crossing the road and was thrown several metres. The paramedics found him with a GCS of 5, put on a cervical collar and head blocks and brought him to the emergency department. In the resuscitation room his GCS is 4 and he has just stopped breathing; he has a pulse. There is blood in his mouth from a split lip and broken front teeth, blood-stained fluid from his left ear with bruising behind it, and no gag reflex. His cervical spine is not cleared. The trauma team has not been called yet; you are the first doctor at the head end.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a head injury and call for help (trauma team, anaesthetist) at once, without delaying ventilation for imaging, drugs or the secondary survey.',
        objective2: 'Suction the blood from the mouth with a Yankauer under direct vision: no finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL on oxygen at 15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Keep the head and neck neutral with manual in-line stabilisation, open the airway with a jaw thrust only (no head tilt-chin lift), and place and hold the mask correctly, lifting the jaw into it.',
        objective5:
          'Ventilate gently at 20-30 breaths a minute without hyperventilating; with no gag reflex and signs of a basal skull fracture, insert an oropharyngeal airway (never a nasopharyngeal airway) sized from the corner of the mouth to the angle of the jaw; reassess after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Sami',
          age: 7,
          sex: 'Male',
          weight: 24,
          diagnosis:
            'Pedestrian hit by a car: severe traumatic brain injury (GCS 4) with signs of a basal skull fracture; cervical spine not cleared; apnoeic with a pulse',
        },
        history: {
          symptoms: 'Unconscious since the impact',
          allergies: 'None known',
          medications: 'Salbutamol inhaler when needed (none today)',
          pmh: 'Mild asthma, never admitted',
          lastMeal: 'Lunch about 2 hours ago',
          events:
            'Hit by a car at about 40 km/h at 15:05 while crossing the road and thrown onto the tarmac; GCS 5 at the scene; collar and blocks applied; GCS 4 on arrival; stopped breathing at 15:35.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler when needed',
          socialHistory: 'Lives with his mother and two sisters; in year 3 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Supine on a scoop in a hard collar and head blocks; grazes over the left side of the face; blood in the mouth',
          breathing: 'No respiratory effort, no chest movement; trachea central',
          circulation: 'Pulse present, heart rate 68, blood pressure 132/78, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 4 (E1 V1 M2); pupils 3 mm, equal, sluggish; blood-stained fluid from the left ear and bruising behind it; no gag reflex',
          disability: 'GCS 4',
        },
        labs: { rvp: 'Not sent; bedside glucose 7.2 mmol/L; bloods and cross-match sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Sami lies on the resuscitation trolley in a hard collar and head blocks, not breathing, with blood pooling in his mouth. A Yankauer on wall suction, oxygen and the paediatric airway trolley are ready. The trauma team has not been called.',
        vitalSigns: { hr: 68, rr: 0, temp: 36.4, nibp: '132/78', o2: 74, co2: null },
        airway: 'Blood in the mouth from a split lip and broken teeth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 68, capillary refill 2 seconds',
        disability: 'GCS 4; pupils equal and sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL; connects the bag to oxygen at 15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and calls for help (trauma team and anaesthetist) at once; suctions the blood from the mouth with a Yankauer under direct vision, with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his mouth is full of blood. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear and the bag is on oxygen; the trauma team is on its way and a nurse is free to help at the head. To fit the mask and lift the jaw, the front of the collar has been opened. The first breaths barely move his chest.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.4, nibp: '138/80', o2: 68, co2: null },
        airway: 'Clear after suction; the tongue falls against the back of the throat',
        breathing: 'Assisted breaths; minimal chest rise',
        circulation: 'Pulse present, heart rate 62',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask (lifts the jaw into the mask without moving the neck).',
          airwayManagement:
            'Keeps the head and neck neutral and in line with manual in-line stabilisation (no pillow, no sniffing position, no head tilt, no extension); opens the airway with a jaw thrust only, fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Puts the mask on the right way round over both mouth and nose; holds it with an E-C clamp (two people if the seal is poor); gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The chest barely moves. How will you open his airway with his neck not cleared?',
      },
      {
        initialState:
          'Breaths go in with the jaw thrust, but his tongue falls back whenever the jaw slips and the chest rise is uneven. The trauma team arrives.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.4, nibp: '124/76', o2: 86, co2: 50 },
        airway: 'Partly obstructed by the tongue between breaths; no gag reflex',
        breathing: 'Assisted breaths; uneven chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute with no hyperventilation; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex and signs of a basal skull fracture, chooses an oropharyngeal airway (never a nasopharyngeal airway) measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop:
          'His tongue falls back whenever the jaw thrust slips. Which adjunct, and how will you ventilate him?',
      },
      {
        initialState:
          'SpO2 98%, the chest rises evenly with each breath and his heart rate is 92. The anaesthetist takes over the airway to intubate with in-line stabilisation. The simulation is complete.',
        vitalSigns: { hr: 92, rr: 20, temp: 36.4, nibp: '118/72', o2: 98, co2: 40 },
        airway: 'Patent with the oropharyngeal airway; in-line stabilisation held',
        breathing: 'Good, even chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
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
      'He is apnoeic with a pulse: I call the trauma team and an anaesthetist.',
      'I suction the blood from his mouth with a Yankauer under direct vision.',
      'I take a child mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'A nurse holds manual in-line stabilisation, head and neck neutral, no pillow, no tilt.',
      'I open the airway with a jaw thrust only, fingers behind the angles of the jaw, off the soft tissue.',
      'I place the mask the right way round over his mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off his eyes.',
      'I keep the airway open by lifting his jaw into the mask with the same hand that holds it, without moving his neck.',
    ],
    [
      'I squeeze the bag over one second, just enough to see the chest rise, 20 breaths a minute, no hyperventilation.',
      'No gag and a possible basal skull fracture, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up with a tongue depressor holding the tongue down.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "He's apnoeic with a pulse after a head injury, so I'm putting out a trauma call and asking for an anaesthetist urgently.",
        "There's blood in his mouth; I'm suctioning it out with a Yankauer, looking at where the tip goes.",
        "I'll use a child mask that fits from the bridge of his nose to the cleft of his chin, with a 500 mL self-inflating bag on 15 litres of oxygen.",
        "I'm taking my place at the head of the trolley to ventilate.",
        "I'm asking a nurse to hold his head in manual in-line stabilisation, keeping the head and neck neutral, with no pillow and no tilting back.",
        'With the collar front open, I open his airway with a jaw thrust only, my fingers behind the angles of his jaw and not pressing under his chin.',
        'I place the mask the right way up, apex over the bridge of his nose, covering both his mouth and his nose.',
        'I hold it with an E-C clamp and lift his jaw up into the mask with that same hand, without moving his neck.',
        'The seal is tight with no leak, and the mask is well clear of his eyes.',
        'Each breath goes in over one second, just enough to see his chest rise, and I give about 20 a minute without hyperventilating him.',
        "He has no gag reflex and may have a base of skull fracture, so I'm using an oral airway rather than a nasal one, sized from the corner of the mouth to the angle of the jaw.",
        'I insert it the right way up with a tongue depressor holding the tongue down, following the curve of the tongue.',
        'After inserting it I recheck his chest rise, SpO2 and heart rate: the chest rises well and the saturations are improving.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'Apnoea + pulse. Trauma call + anaesthetics stat',
        'Yankauer sx blood from mouth, under vision',
        'Child mask, 500mL BVM, O2 15L',
        "I'm at HOB",
        'MILS by RN, head neutral, no pillow, no tilt',
        'JT only, fingers at mandible angles, c-spine precautions',
        'Mask right way up, nose+mouth covered',
        'EC, same hand lifts jaw into mask',
        'Seal good, no leak, off eyes',
        'Ti 1s, just to chest rise, RR 20, no hyperventilation',
        'No gag + ?BOS # -> OPA, not NPA. Sized corner mouth to jaw angle',
        'OPA in w tongue depressor, no rotation',
        'Reassess: chest up, SpO2 rising, HR ok',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Not breathing, pulse there: trauma call please.',
        'Yankauer for the blood in his mouth.',
        'Child-sized mask.',
        'Self-inflating bag, 500 mL.',
        'Oxygen on at 15 litres to the bag.',
        "I'm at the head end.",
        "Nurse, hold his head in line please, neutral, don't let it tip back.",
        'Jaw thrust only, no head tilt.',
        'Mask with the narrow end over the bridge of the nose.',
        'Mouth and nose both inside the mask.',
        'EC clamp.',
        'Seal tight, nothing leaking.',
        'Nothing touching his eyes.',
        'Using my mask hand to pull his jaw forward into the mask.',
        'Gentle one-second squeezes to chest rise.',
        'Twenty breaths a minute, no faster.',
        'Oral airway, measured mouth corner to jaw angle, no nasal one with that ear.',
        'In with a tongue blade, right way up.',
        'Rechecking chest rise, sats and heart rate now.',
        'Chest is rising, saturations up.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "I'm moving up to the head of the trolley.",
        "Get the trauma team and an anaesthetist down here, he's stopped breathing.",
        'Bag: the 500 mL self-inflating one, oxygen into it at 15 L/min.',
        "There's blood in his mouth, suction it with the Yankauer first, tip where I can see it.",
        'Child face mask, sized bridge of nose to chin.',
        'Sister, take in-line stabilisation please: head neutral and straight, no pillow.',
        'Mask on before the jaw thrust: apex at the nasal bridge, over his nose and mouth, away from his eyes.',
        'Opening the airway with a jaw thrust, pushing the angles of the jaw forward, no tilt, no pressure on the floor of the mouth.',
        'Switching to two-person: both my hands on the mask, thumbs on the body, fingers pulling the jaw up into it, and Dr Lee squeezes the bag. Tight seal now.',
        "Oral airway since there's no gag and the ear is leaking blood: measured from the corner of his mouth to the angle of his jaw.",
        "Inserted with a tongue depressor, following the tongue's curve.",
        'Dr Lee, squeeze over one second, just until the chest lifts, one breath every 3 seconds.',
        'Re-looking at him: chest moving with each breath, SpO2 and heart rate both improving.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'apnoiec with pulse - call trauma team and anesthetist pls',
        'sucktion blood out of his mouth with yankaur, can see what im doing',
        'child mask fitting nose brigde to chin, 500ml bag',
        'oxygen 15 litters on the bag',
        'i stand at the hed of the trolley',
        'manual inline stabilisaton from the nurse, head nuetral no pilow',
        'jaw thurst only, no head tilt, fingers behind angel of jaw',
        'mask rigth way up coverin mouth and nose',
        'EC grip, seel tight, not on his eys',
        'lifting the mandable up into mask with same hand',
        'squeze 1 sec til chest rises, 20 a minuet, not hyperventilatng',
        'no gag and ? basel skull fracture so OPA not NPA, mesured corner of mouth to jaw angel',
        'put it in with tounge depressor rigth way up',
        'reasess chest rise, sats, hart rate - chest going up and sats better',
      ],
    },
  ],
  errors: [
    {
      name: 'delaying ventilation for the head injury',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "I won't touch his airway with a possible neck injury, we wait for anaesthetics to arrive.",
        'Mannitol first for the pressure, then see if he breathes on his own.',
        'Secondary survey first to find all his injuries, then the airway.',
      ],
    },
    {
      name: 'clots swept out with a finger',
      item: 'BMV-2',
      phase: 0,
      lead: ['Trauma call out, anaesthetist on the way.'],
      phrasings: [
        'Sweep round the back of his mouth with my finger to get the clots out.',
        "I'll scrape the blood out with a gauze-wrapped finger.",
      ],
    },
    {
      name: 'bagging on air',
      item: 'BMV-10',
      phase: 0,
      lead: [
        'Trauma call out, anaesthetist on the way.',
        'Yankauer suction of the blood.',
        'Child mask and 500 mL bag.',
      ],
      phrasings: [
        'Oxygen can wait till the trauma team get here, bag him on air.',
        "Don't bother connecting the O2, squeezing room air is enough for now.",
      ],
    },
    {
      name: 'bagging from the side',
      item: 'BMV-16',
      phase: 0,
      lead: [
        'Trauma call out, anaesthetist on the way.',
        'Yankauer suction of the blood.',
        'Child mask, 500 mL bag, oxygen 15 L.',
      ],
      phrasings: [
        "I'll bag from his right side so the nurse can stay at the head holding the neck.",
        'Standing beside his chest to bag, the head end is too crowded.',
      ],
    },
    {
      name: 'head tipped back or sniffing despite the spine',
      item: 'BMV-3',
      phase: 1,
      lead: [],
      phrasings: [
        "Tilt his head back a little to straighten out the airway, it's only a bit.",
        "Let go of the in-line hold and get him into a proper sniffing position, it's a better airway.",
        'Roll a towel under his neck so his head falls back.',
      ],
    },
    {
      name: 'head tilt-chin lift with the spine not cleared',
      item: 'BMV-4',
      phase: 1,
      lead: ['Nurse holding in-line stabilisation, head neutral.'],
      phrasings: [
        'Head tilt chin lift to open him up, that works best.',
        'Hand on his forehead tipping it back, two fingers under the chin bone lifting.',
        'HTCL, his neck is probably fine, he was moving at the scene.',
      ],
    },
    {
      name: 'mask over the mouth only',
      item: 'BMV-12',
      phase: 1,
      lead: [
        'Nurse holding in-line stabilisation, head neutral.',
        'Jaw thrust, fingers behind the jaw angles.',
      ],
      phrasings: [
        'Mask over his mouth only, below the nose.',
        "I'll just cover his mouth with the mask and leave his nose outside it.",
      ],
    },
    {
      name: 'mask pressed on with no jaw lift',
      item: 'BMV-17',
      phase: 1,
      lead: [
        'Nurse holding in-line stabilisation, head neutral.',
        'Jaw thrust, fingers behind the jaw angles.',
        'Mask right way up over nose and mouth, EC grip.',
      ],
      phrasings: [
        "Not going to lift his jaw at all, I'll just press the mask onto his face, safer for his neck.",
        'I push the mask straight down onto his face and leave the jaw where it is.',
      ],
    },
    {
      name: 'NPA with a basal skull fracture',
      item: 'BMV-5',
      phase: 2,
      lead: ['Gentle one-second squeezes, 20 a minute.'],
      phrasings: [
        "A nasal airway will be better tolerated, I'm measuring it from his nostril to his tragus.",
        "His front teeth are broken, so I'll use a nasopharyngeal airway instead of the oral one.",
        'NPA, lubricated, sized to the ear.',
      ],
    },
    {
      name: 'squeezing the bag empty',
      item: 'BMV-18',
      phase: 2,
      lead: ['OPA sized corner of the mouth to the jaw angle, in with a tongue depressor.'],
      phrasings: [
        'Big full squeezes, emptying the whole bag each time.',
        'Squeeze the bag hard with both hands so his chest really heaves.',
      ],
    },
    {
      name: 'hyperventilation for the brain',
      item: 'BMV-19',
      phase: 2,
      lead: ['Oral airway in with a tongue blade, measured mouth corner to angle of jaw.'],
      phrasings: [
        'Crank it up to 40 a minute, a low CO2 is good for head injuries.',
        'Bag as quick as I can to keep his CO2 right down for his brain.',
      ],
    },
    {
      name: 'no reassessment after the adjunct',
      item: 'BMV-7',
      phase: 2,
      lead: ['Oral airway measured mouth corner to jaw angle, put in right way up with a tongue depressor.'],
      phrasings: [
        "Guedel's in, it's obviously working, I'm not going to bother rechecking him.",
        "Don't re-examine him, just keep bagging, he'll be fine.",
      ],
    },
  ],
  utterances: [],
};
