import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * An 8-month-old (8 kg) in status epilepticus, given buccal midazolam then IV lorazepam, now apnoeic with a pulse,
 * gag reflex present, secretions. Infant mask, 450-500 mL bag, shoulder roll, NPA (no OPA: he gags).
 */
export const statusInfantRuns: HeldOutCase = {
  id: 'status-infant-8m',
  title:
    'Held-out case: 8-month-old apnoeic after benzodiazepines for status epilepticus (gag reflex present)',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noah, an 8-month-old boy (8 kg), was brought in by ambulance with a generalised seizure that had lasted 20 minutes. The paramedics gave buccal midazolam; the seizure continued and he was given IV lorazepam in the emergency department. The seizure has now stopped, but he has stopped breathing. He has a pulse, he is drooling with secretions pooling in his mouth and nose, and he still gags when his mouth is touched. You are the first doctor at the bedside; his mother is in the room.',
      objectives: {
        objective1: 'Recognise apnoea after benzodiazepines and call for help at once.',
        objective2: 'Suction the secretions and position the infant with a shoulder roll.',
        objective3: 'Choose an infant mask and a 450-500 mL bag on oxygen.',
        objective4: 'Apply the mask and ventilate at 20-30 breaths a minute with just enough volume.',
        objective5: 'Choose an adjunct that a child with a gag reflex tolerates (NPA, not OPA).',
      },
      patientReport: {
        basicInformation: {
          name: 'Noah',
          age: 0.67,
          sex: 'Male',
          weight: 8,
          diagnosis: 'Status epilepticus (febrile), respiratory depression after benzodiazepines',
        },
        history: {
          symptoms: 'Fever since yesterday, then a generalised seizure lasting 20 minutes',
          allergies: 'None known',
          medications: 'Buccal midazolam (paramedics), IV lorazepam 0.1 mg/kg (emergency department)',
          pmh: 'None; first seizure',
          lastMeal: 'Breastfed 3 hours ago',
          events: 'Seizure stopped after lorazepam; apnoea a few minutes later',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with his mother and grandmother',
          vaccinations: 'Up to date for age',
          familyHistory: 'Father had febrile seizures as a child',
        },
        initialExam: {
          generalAppearance: 'Floppy, dusky, drooling, secretions in the mouth and nose',
          breathing: 'Apnoeic',
          circulation: 'Brachial pulse present, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Post-ictal; gags when the mouth is touched; fontanelle soft',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Noah lies on the resuscitation cot, apnoeic and dusky, with secretions bubbling at his mouth and nose. An IV cannula is in his hand.',
        vitalSigns: { hr: 160, rr: 0, temp: 38.9, nibp: '82/48', o2: 71, co2: null },
        airway: 'Secretions in the mouth and nose; gags when the mouth is touched',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag (not a 250 mL neonatal bag); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without waiting for the drugs to wear off; suctions the mouth and nose with a suitable catheter (8-10 Fr) or bulb, never a finger sweep; puts a shoulder roll under him for a neutral sniffing position, without hyperextending the neck.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing. What do you need, and how do you position him?',
      },
      {
        initialState:
          'His mouth and nose are clear and he lies on a shoulder roll; the bag and mask are ready.',
        vitalSigns: { hr: 150, rr: 0, temp: 38.9, nibp: '80/46', o2: 67, co2: null },
        airway: 'Clear after suction',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head of the cot and keeps the airway open with the hand that holds the mask.',
          airwayManagement:
            'Opens the airway with a gentle head tilt-chin lift (or jaw thrust), without pressing on the soft tissue under the jaw.',
          maskPositioning:
            'Puts the mask on the right way round over the mouth and nose; holds it with an E-C clamp, with a second person if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is ready. How do you apply and hold it?',
      },
      {
        initialState:
          'Breaths are being given, but his tongue falls back between them and he gags if anything touches the back of his mouth.',
        vitalSigns: { hr: 155, rr: 0, temp: 38.9, nibp: '82/48', o2: 80, co2: 56 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes each breath over about one second with just enough volume for the chest to rise, at 20-30 breaths a minute (one every 2-3 seconds); ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'Because he gags, does not use an oropharyngeal airway: chooses a nasopharyngeal airway measured from the nostril to the tragus and inserts it gently with lubricant; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back and he gags. Which adjunct, and how fast do you bag?',
      },
      {
        initialState:
          'SpO2 96%, pink, chest rising with each breath; he starts to take shallow breaths of his own. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 18, temp: 38.7, nibp: '84/50', o2: 96, co2: 46 },
        airway: 'Patent with the NPA',
        breathing: 'Assisted and some spontaneous breaths',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Moves all limbs to pain',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse. I call for help.',
      'I suction his mouth and nose with an 8 Fr suction catheter.',
      'I put a shoulder roll under him so his head is in a neutral sniffing position, and I do not hyperextend the neck.',
      'I choose an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the cot.',
      'I open his airway with a gentle head tilt-chin lift, without pressing on the soft tissue under the jaw.',
      'I place the mask the right way round, covering his mouth and nose, hold it with an E-C clamp, get a tight seal and keep pressure off his eyes.',
      'I keep the airway open with the same hand that holds the mask.',
    ],
    [
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 25 breaths per minute.',
      'He has a gag reflex, so I choose a nasopharyngeal airway measured from the nostril to the tragus, and I insert it gently with lubricant.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises and the SpO2 improves.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "Noah has stopped breathing after the lorazepam but he still has a pulse, so I'm pressing the emergency bell and calling for help.",
        "I'll suction the secretions from his mouth first and then his nostrils with an 8 French catheter, not too deep.",
        "I'm slipping a small rolled towel under his shoulders so his head sits in a neutral sniffing position, and I'm not letting his neck extend.",
        'For equipment I want an infant mask that reaches from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, not the little 250 mL neonatal one.',
        'I attach the bag to oxygen and set it to 15 litres a minute.',
        "I'm at the head of the cot.",
        "I'll open his airway with a gentle head tilt-chin lift, just to neutral, with my fingers on the bony part of his jaw.",
        'The mask goes on with the apex over the bridge of the nose, covering his mouth and nose, and I hold it with an E-C clamp.',
        "I'm checking that the seal is good with no air escaping, and the mask isn't touching his eyes.",
        'The fingers of the same hand lift his jaw into the mask so the airway stays open.',
        'Could someone please stay with his mum and explain that we are helping him breathe?',
        'I squeeze gently over one second, only as much as it takes to see his chest rise, and give a breath every two to three seconds.',
        "Because he's still got a gag reflex I won't use an oral airway; I'll measure a nasopharyngeal airway from his nostril to the tragus.",
        'I lubricate it and pass it gently straight back along the floor of the nose.',
        'Then I reassess his chest rise, saturations and heart rate.',
        'His chest is moving with each breath and the sats are rising.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic post benzos, pulse+. call for help',
        '8Fr sx mouth + nares',
        'shoulder roll, neutral, no hyperext',
        'infant mask (bridge-cleft), 500 SIB, O2 15L',
        'at head. gentle HTCL, fingers on bone not soft tissue',
        'mask on, correct orientation, mouth+nose, EC, seal ok, off eyes',
        'EC hand keeping airway open',
        'BVM: 1s insp, just visible chest rise, rate 25',
        'gag+ so no OPA. NPA nostril-tragus, lubed, in gently',
        'reassess CR/SpO2/HR',
        'CR good, sats rising',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "He's apnoeic - I'm getting help.",
        'Suctioning the secretions out of his mouth with a size 8 catheter.',
        'Shoulder roll under him.',
        'Keeping his head neutral, not hyperextended.',
        'Infant-size face mask, sized nose bridge to chin.',
        'Paediatric 500 mL self-inflating bag.',
        'Oxygen at 10 L/min to the bag.',
        'Standing at the head end.',
        'Opening his airway with a chin lift, fingers on the bone of the chin.',
        'Mask on correctly, narrow end on the nose.',
        'Mask over both nose and mouth.',
        'C and E grip.',
        'Seal is tight.',
        'Not pressing on his eyes.',
        'Same hand holding the jaw up to keep the airway open.',
        'Squeeze each breath over a second until the chest rises.',
        'Twenty-five breaths per minute.',
        "NPA sized tip of nose to tragus because he's gagging.",
        'Inserting it lubricated, straight back.',
        'Reassessing chest, sats, HR.',
        'Chest rising, saturation going up.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "Can someone set up the bag - the 500 mL paeds one on 15 L oxygen - with an infant mask that sits from the bridge of his nose to his chin? And call for help, he's stopped breathing.",
        'Towel under his shoulders please, I want his head neutral, not extended.',
        "Now suction his mouth and nose, he's full of spit - size 8 catheter.",
        "I'm at the top of the cot putting the mask on the right way round over his nose and mouth, E-C grip, snug seal, clear of the eyes.",
        'Then a gentle chin lift with the fingers of that same hand on the jawbone, not pushing into the soft tissue.',
        'He gags when I touch his mouth, so no oral airway: NPA measured nostril to tragus, lubricated and slid in gently.',
        'Bagging now, one breath every two seconds, each squeeze over one second and I stop once the chest rises.',
        'Reassess: chest rise, sats and heart rate all checked - chest moving well, SpO2 up from the 70s to 90.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes apneic, pulse present, calling for hlep',
        'suctoin mouth and nose with 8 french cathter',
        'sholder roll, head nuetral, dont hyperextnd',
        'infant mask from bridge of nose to chin, 500ml self inflting bag, oxigen 15 lpm',
        'standing at haed of cot',
        'gentle head tilt chin lift, fingrs on jaw bone not sofft tissue',
        'mask on rite way, over mouht and nose, EC clamp, tight seel, off the eyes',
        'same hand liftng jaw to keep airway open',
        'sqeeze over 1 sec till chest rises, 1 breth every 2-3 secs',
        'he gaggs so NPA not OPA, mesured nostril to tragus, lubrcated and inserted gentley',
        'reasess chest rise, spo2 and heart rate',
        'chest risin, sats comming up',
      ],
    },
  ],
  errors: [
    {
      name: 'waiting for the benzodiazepines to wear off or reversing them',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Let's give flumazenil and see if he starts breathing before we bag.",
        "I'll rub his sternum and wait to see if he breathes.",
        "the lorazepam will wear off, let's just watch him on the monitor for a couple of minutes",
      ],
    },
    {
      name: 'leaving the bedside to fetch equipment',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "There's no bag at the bedside, so I'll run to the resus room and get one myself.",
        'Nurse, keep an eye on him while I go and find a bag and mask.',
      ],
    },
    {
      name: 'finger sweep of the secretions',
      item: 'BMV-2',
      phase: 0,
      lead: ["Calling for help now, he's apnoeic."],
      phrasings: [
        "I'll clear the secretions with my little finger.",
        'sweeping his mouth with a finger to get the mucus out',
      ],
    },
    {
      name: 'head tipped right back',
      item: 'BMV-3',
      phase: 0,
      lead: ["Calling for help now, he's apnoeic.", 'Suctioning mouth and nose with an 8 Fr catheter.'],
      phrasings: [
        'Pillow under his head and tilt it back as far as it goes.',
        'I hyperextend his neck so the airway is straight.',
      ],
    },
    {
      name: '250 mL neonatal bag',
      item: 'BMV-9',
      phase: 0,
      lead: [
        "Calling for help now, he's apnoeic.",
        'Suctioning mouth and nose with an 8 Fr catheter.',
        'Shoulder roll in, head neutral.',
      ],
      phrasings: ["I'll take the 250 mL neonatal bag, he's a baby.", 'small two-fifty bag for him please'],
    },
    {
      name: 'bagging on room air',
      item: 'BMV-10',
      phase: 0,
      lead: [
        "Calling for help now, he's apnoeic.",
        'Suctioning mouth and nose with an 8 Fr catheter.',
        'Shoulder roll in, head neutral.',
        'Infant mask and a 500 mL self-inflating bag.',
      ],
      phrasings: [
        "Oxygen isn't connected yet but I'll start anyway on room air.",
        'no O2 needed, he was pink before the seizure',
      ],
    },
    {
      name: 'wrong mask size',
      item: 'BMV-8',
      phase: 0,
      lead: [
        "Calling for help now, he's apnoeic.",
        'Suctioning mouth and nose with an 8 Fr catheter.',
        'Shoulder roll in, head neutral.',
      ],
      phrasings: [
        "I'll use the adult mask instead, it covers his whole face.",
        "the only one here is the big child mask, it hangs past his chin, I'll use it anyway",
      ],
    },
    {
      name: 'pressing on the soft tissue under the jaw',
      item: 'BMV-4',
      phase: 1,
      lead: ["I'm at the head of the cot."],
      phrasings: [
        "I'll lift his chin by pressing into the soft tissue under his jaw with my fingers.",
        'pushing up under the chin in the squishy bit to open the airway',
      ],
    },
    {
      name: 'mask pressed on the eyes',
      item: 'BMV-15',
      phase: 1,
      lead: [
        "I'm at the head of the cot.",
        'Gentle head tilt-chin lift on the bony chin.',
        'Mask on the right way over his nose and mouth.',
      ],
      phrasings: [
        'To stop it leaking I press the mask down onto his eyes.',
        'resting the rim of the mask across his eyes for a better seal',
      ],
    },
    {
      name: 'poor hold, no second person',
      item: 'BMV-13',
      phase: 1,
      lead: [
        "I'm at the head of the cot.",
        'Gentle head tilt-chin lift on the bony chin.',
        'Mask on the right way over his nose and mouth.',
      ],
      phrasings: [
        "Seal's poor and it's leaking everywhere, but I'll keep bagging one-handed, no need for help.",
        'I hold the mask on with my whole hand spread flat over it.',
      ],
    },
    {
      name: 'bagging from the side',
      item: 'BMV-16',
      phase: 1,
      lead: [],
      phrasings: [
        'I stand at the side of the cot and bag from there.',
        'bagging from his right side, next to his tummy',
      ],
    },
    {
      name: 'OPA despite a gag reflex',
      item: 'BMV-5',
      phase: 2,
      lead: ['Squeezing over one second until the chest rises, about 25 a minute.'],
      phrasings: [
        "I'll put in an oral airway, sized from the corner of his mouth to the angle of his jaw.",
        'Guedel in to stop the tongue falling back',
        "OPA in even though he's gagging, he needs it",
      ],
    },
    {
      name: 'rate too fast',
      item: 'BMV-19',
      phase: 2,
      lead: [],
      phrasings: [
        "Bagging at 60 per minute because he's a baby.",
        'a breath every single second',
        'as fast as I can squeeze',
      ],
    },
    {
      name: 'too much volume',
      item: 'BMV-18',
      phase: 2,
      lead: [],
      phrasings: [
        "I'll squeeze the whole bag in with each breath.",
        'big forceful breaths to get his sats up',
      ],
    },
  ],
  utterances: [],
};
