import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * A 2-year-old hypoventilating after two doses of midazolam for a febrile seizure, with vomit in the mouth. What
 * is dangerous here: he still has a gag reflex (he gags on the suction catheter), so an oropharyngeal airway is
 * wrong and a nasopharyngeal airway is the adjunct; a too-small neonatal bag; and the usual mask and technique
 * errors at his size.
 */
export const toddlerGagRuns: HeldOutCase = {
  id: 'held-out-toddler-gag',
  title: 'Leo, 2 years, hypoventilation after midazolam for a febrile seizure, gag reflex present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leo, a 2-year-old boy, had a febrile seizure at home lasting 15 minutes. Paramedics gave buccal midazolam, and a second dose of intranasal midazolam in the emergency department stopped it. Ten minutes later he is breathing slowly and shallowly, snoring, grey, and he has vomited. He gags when the nurse suctions his mouth. You are the doctor at the bedside.',
      objectives: {
        objective1: 'Recognise hypoventilation and hypoxia and call for help.',
        objective2: 'Clear vomit safely and choose equipment for a 12 kg child.',
        objective3: 'Position the head and open the airway.',
        objective4: 'Assist ventilation at the right rate and volume.',
        objective5: 'Choose an adjunct that suits a child with a gag reflex.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 2,
          sex: 'Male',
          weight: 12,
          diagnosis: 'Febrile seizure, respiratory depression after benzodiazepines, otitis media',
        },
        history: {
          symptoms: 'Fever and ear pulling for 2 days, seizure today',
          allergies: 'Amoxicillin (rash)',
          medications: 'Paracetamol',
          pmh: 'None',
          lastMeal: 'Breakfast 2 hours ago',
          events: '15-minute generalised seizure; buccal midazolam, then intranasal midazolam; vomited once',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Amoxicillin (rash)',
          medications: 'Paracetamol',
          socialHistory: 'Attends nursery; lives with parents',
          vaccinations: 'Up to date',
          familyHistory: 'Father had febrile seizures',
        },
        initialExam: {
          generalAppearance: 'Drowsy, grey, vomit at the mouth',
          breathing: 'Slow, shallow breaths at 6 a minute with snoring; poor chest rise',
          circulation: 'Pulses present, heart rate 100, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Responds to pain only; gags when the mouth is suctioned',
          disability: 'Responds to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo is grey and breathing 6 times a minute with snoring. There is vomit in his mouth. He gags when anything touches the back of his throat.',
        vitalSigns: { hr: 100, rr: 6, temp: 39.1, nibp: '90/55', o2: 80, co2: null },
        airway: 'Vomit in the mouth, snoring',
        breathing: 'Slow and shallow, 6 a minute',
        circulation: 'Pulses present, capillary refill 3 seconds',
        disability: 'Responds to pain; gag reflex present',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin; chooses a self-inflating bag of at least 450-500 mL (not a 250 mL neonatal bag); connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises hypoventilation and hypoxia and calls for help, starting assisted breaths without delay; suctions the vomit from the mouth with a rigid wide-bore (Yankauer) suction catheter, not a finger sweep.',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp; makes a tight seal; avoids pressure on the eyes.',
        },
        softStop: 'His breathing is slow and shallow and his sats are 80%. What do you do first?',
      },
      {
        initialState: 'Assisted breaths have started but the chest barely rises and he keeps snoring.',
        vitalSigns: { hr: 105, rr: 6, temp: 39.1, nibp: '90/55', o2: 82, co2: null },
        airway: 'Partly obstructed by the tongue',
        breathing: 'Assisted breaths with little chest rise',
        circulation: 'Pulses present',
        disability: 'Responds to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the mask hand; squeezes gently over about one second, just enough to see the chest rise, timing breaths with his own efforts; ventilates at 20-30 breaths per minute.',
          airwayManagement:
            'Places the head in a neutral sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, keeping the fingers off the soft tissue under the jaw.',
          maskPositioning: '',
        },
        softStop: 'The chest barely moves with your breaths. What would you change?',
      },
      {
        initialState:
          'The chest rises better, but his tongue falls back between breaths and he still gags on the suction catheter.',
        vitalSigns: { hr: 110, rr: 8, temp: 39.0, nibp: '92/56', o2: 88, co2: 52 },
        airway: 'Tongue falls back; gag reflex present',
        breathing: 'Assisted at 24 a minute',
        circulation: 'Pulses present, capillary refill 2 seconds',
        disability: 'Responds to pain, gags',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'Because he has a gag reflex, chooses a nasopharyngeal airway (not an oropharyngeal airway), sized from the nostril to the tragus of the ear, lubricates it and inserts it gently along the floor of the nose; reassesses chest rise, SpO2 and heart rate afterwards.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. Which adjunct, and why?',
      },
      {
        initialState:
          'SpO2 96%, breathing on his own at 20 a minute with the nasal airway in place. The simulation is complete.',
        vitalSigns: { hr: 115, rr: 20, temp: 38.8, nibp: '94/58', o2: 96, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Spontaneous, good chest rise',
        circulation: 'Capillary refill 2 seconds',
        disability: 'Localises pain',
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
    [
      'BMV-1',
      'BMV-2',
      'BMV-8',
      'BMV-9',
      'BMV-10',
      'BMV-11',
      'BMV-12',
      'BMV-13',
      'BMV-14',
      'BMV-15',
      'BMV-16',
    ],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is hypoventilating and hypoxic, so I call for help and stand at the head of the bed.',
      'I suction the vomit from the mouth with a Yankauer suction catheter.',
      'I choose a child mask that reaches from the bridge of the nose to the cleft of the chin, and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'I put the mask on the right way round, covering the mouth and nose, hold it with an E-C clamp grip, get a tight seal and keep pressure off the eyes.',
    ],
    [
      'I place the head in the neutral sniffing position and do not hyperextend the neck.',
      'I open the airway with a head tilt-chin lift without pressing on the soft tissue under the jaw.',
      'I keep the airway open with the same hand that holds the mask, and squeeze the bag gently over 1 second with just enough volume to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'He has a gag reflex, so I choose a nasopharyngeal airway measured from the nostril to the tragus of the ear, and I insert it with the correct technique.',
      'I reassess the chest rise, the SpO2 and the heart rate.',
      'I ventilate effectively: the chest rises visibly and the SpO2 improves.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "He's only breathing six times a minute with sats of 80, so he's hypoventilating. I'm calling for help and I'm going to support his breathing now.",
        "I'll stand at the head of the bed and suction the vomit out of his mouth with a Yankauer.",
        "I'm taking a child-size mask that fits from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag.",
        'The bag goes onto the oxygen at 15 litres per minute.',
        "The mask goes on the right way round, covering his nose and mouth; I'm holding it with an E-C clamp and making a tight seal, and I'm keeping my hand well away from his eyes.",
        "I'm putting his head in the sniffing position, neutral, and I won't hyperextend his neck.",
        'I open his airway with a head tilt and chin lift, with my fingers on the bony chin and not squashing the soft tissue underneath.',
        "I'm keeping the airway open with the hand that holds the mask.",
        'I squeeze gently over about one second, just until I see his chest rise, trying to time it with his own breaths, about 20 to 24 a minute overall.',
        "Because he gags, I won't use an oral airway. I'm choosing a nasopharyngeal airway, sized from the tip of his nose to the tragus of his ear.",
        'I lubricate it and pass it gently into the nostril, straight back along the floor of the nose, with the bevel facing the septum.',
        "Now I'm reassessing: watching his chest rise and checking his sats and heart rate.",
        'His chest is rising well and his saturations are going up, so the ventilation is effective.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'RR 6, sats 80 = hypoventilation. call for help',
        'head of bed, yankauer suction of vomit',
        'child mask bridge of nose->chin, 500ml SI bag, O2 15L',
        'mask right way up, covers mouth+nose, EC, tight seal, off the eyes',
        'neutral sniffing, no hyperext',
        'jaw thrust, fingers at angle of mandible, nothing on soft tissue',
        'mask hand holds airway',
        'gentle squeeze 1s, chest rise only, RR 20-24, synced w his breaths',
        'gag +ve -> NPA, not OPA. size nostril to tragus',
        'NPA lubed, in gently along floor of nose',
        'reassess chest rise / SpO2 / HR',
        'chest rising, SpO2 up -> effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "He's hypoxic and barely breathing, so I call for help.",
        'I go to the head of the bed.',
        'I suction the vomit out of his mouth with a rigid Yankauer.',
        'I choose a child mask that covers from the nasal bridge to the chin.',
        'I pick a 500 mL self-inflating bag.',
        'I connect the bag to oxygen at fifteen litres a minute.',
        'I put the mask on the right way round.',
        'The mask covers his mouth and nose.',
        'I hold the mask with an E-C clamp.',
        'I make a tight seal.',
        "I'm careful not to press on his eyes.",
        'I position his head in a neutral sniffing position, not hyperextended.',
        'I open the airway with a head tilt-chin lift, not pressing on the soft tissue under the jaw.',
        'I keep the airway open with my mask hand.',
        'I squeeze the bag gently over one second until I see the chest rise.',
        'I ventilate at one breath every three seconds.',
        'I pick a nasopharyngeal airway because he has a gag reflex.',
        'I measure it from the nostril to the tragus.',
        'I insert the lubricated NPA gently along the floor of the nose.',
        'I reassess his chest rise, SpO2 and heart rate.',
        'His chest rises and his sats are improving.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Can you get the 500 mL bag on 15 litres of oxygen with a child mask, nose bridge to chin, and call for help? He is hypoventilating with sats of 80.',
        "I'll be at the head of the bed; first I clear the vomit from his mouth with the Yankauer.",
        'Mask on the right way, nose and mouth covered, E-C clamp, good tight seal, eyes kept clear.',
        "I'll do a jaw thrust, lifting from the angles of the jaw, keeping off the soft tissue, with the head neutral in the sniffing position and not overextended.",
        'Breaths at twenty a minute, each a gentle squeeze over a second that just lifts the chest, while my mask hand keeps the airway open.',
        'He gags, so no OPA: he gets a nasal airway, measured nostril to tragus, lubricated and slid in gently along the floor of the nose.',
        "The chest is rising with each breath now and the SpO2 is climbing, so we're ventilating effectively.",
        'I recheck his heart rate, sats and chest rise after putting the NPA in.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes hypoventilating with sats 80, calling for hlep',
        'at the hed of the bed, suctoin the vomitt with a yankeur',
        'child mask, bridge of nose to chin, 500 ml self-inflatting bag conected to oxygen 15L',
        'mask the rigth way up, covring mouth and nose, e-c clamp, tight seal, avoding the eyes',
        'sniffing postion, not hyperextendd',
        'head tilt chin lift, fingurs not on the soft tissu',
        'mask hand keeps airway opne, gentle sqeeze over 1 second just till chest rise, 20 a minite',
        'he gagss so nasopharyngael airway, mesured nostril to tragis, lubricated, inserted gentley',
        'reasses chest rise, sats, heart rate',
        'chest is rising, sats are improving',
      ],
    },
  ],
  errors: [
    {
      name: 'oral airway despite a gag reflex',
      item: 'BMV-5',
      phase: 2,
      lead: ['Chest rising and sats improving with each breath.'],
      phrasings: [
        "I'll put in an oropharyngeal airway, sized from the corner of his mouth to the angle of his jaw.",
        'Guedel in to stop the snoring.',
        "He's gagging a bit but I'm sliding an OPA in anyway.",
      ],
    },
    {
      name: 'waiting instead of assisting ventilation',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        "He's still breathing a bit, so I'll give him blow-by oxygen and wait for the midazolam to wear off.",
        "Let's just watch him for a few minutes and see if his breathing picks up.",
      ],
    },
    {
      name: 'blind finger sweep of the vomit',
      item: 'BMV-2',
      phase: 0,
      lead: ['Calling for help, at the head of the bed.'],
      phrasings: [
        'I scoop the vomit out of the back of his throat with two fingers.',
        "I'll do a quick finger sweep to get the sick out.",
      ],
    },
    {
      name: 'neonatal bag for a toddler',
      item: 'BMV-9',
      phase: 0,
      lead: ['Help called; head of the bed; vomit suctioned with a Yankauer.'],
      phrasings: [
        "I'll grab the little 250 mL neonatal bag, he's only 12 kilos.",
        'Give me the newborn bag with a child mask.',
      ],
    },
    {
      name: 'no oxygen',
      item: 'BMV-10',
      phase: 0,
      lead: ['Help is coming; vomit suctioned; child mask and 500 mL bag.'],
      phrasings: [
        "Sats of 80 aren't awful, I'll bag him on air for now.",
        'Just squeeze the bag, no need to turn the O2 on.',
      ],
    },
    {
      name: 'pressure on the eyes',
      item: 'BMV-15',
      phase: 0,
      lead: ['Help called; vomit suctioned; child mask, 500 mL bag and oxygen at 15 L/min.'],
      phrasings: [
        "I'm pressing the top of the mask into his eye sockets to stop it leaking.",
        'I push down with my thumb over his eyes to hold the mask still.',
      ],
    },
    {
      name: 'standing at the side',
      item: 'BMV-16',
      phase: 0,
      lead: ['Help called; the vomit suctioned with a Yankauer.'],
      phrasings: ["I'll bag him from the side of the trolley so I can watch his chest."],
    },
    {
      name: 'hyperextending the neck',
      item: 'BMV-3',
      phase: 1,
      phrasings: [
        'I extend his neck as far back as it goes.',
        'I bend his head right back, chin pointing at the ceiling, as far as it will go.',
      ],
    },
    {
      name: 'too fast',
      item: 'BMV-19',
      phase: 1,
      lead: [
        'Head neutral in the sniffing position, chin lift on the bone.',
        'My mask hand keeps the airway open.',
      ],
      phrasings: [
        "I'm bagging him every second to get his sats up quickly.",
        'Forty-five breaths in one minute.',
      ],
    },
    {
      name: 'breaths too big and forceful',
      item: 'BMV-18',
      phase: 1,
      lead: ['Sniffing position, head tilt-chin lift, mask hand holding the airway.'],
      phrasings: [
        'I squeeze the bag as hard as I can, the whole bag each time.',
        'I give big quick breaths to blow off his CO2.',
      ],
    },
  ],
  utterances: [],
};
