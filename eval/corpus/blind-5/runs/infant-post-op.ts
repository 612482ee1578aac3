import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Noah, 4 months (6.5 kg), born at 32 weeks, apnoeic with a pulse in the recovery room after a general
 * anaesthetic for an inguinal hernia repair; secretions in the mouth, gag reflex present (so an NPA, not an OPA).
 */
export const infantPostOpRuns: HeldOutCase = {
  id: 'held-out-5-infant-post-op',
  title: 'Held-out case: 4-month-old apnoeic in recovery after a hernia repair (whole runs)',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noah, a 4-month-old boy (6.5 kg) born at 32 weeks, had a left inguinal hernia repair this morning under general anaesthesia (sevoflurane, a single dose of fentanyl and a caudal block). He was extubated awake in theatre and brought to the recovery room 20 minutes ago. The recovery nurse calls you because he has stopped breathing: he is pale and floppy with secretions bubbling in his mouth, and he still has a pulse. The anaesthetist has started the next case in theatre 2. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise post-anaesthetic apnoea in an ex-preterm infant and call for help (the anaesthetist) at once.',
        objective2: 'Suction the secretions gently with a suitably sized catheter, without a finger sweep.',
        objective3:
          'Choose an infant mask and a self-inflating bag of at least 450-500 mL on oxygen at 10-15 L/min, and ventilate from the head of the trolley.',
        objective4:
          'Use a shoulder roll to keep the head neutral, open the airway with a jaw thrust or a head tilt-chin lift, and place and hold the mask correctly.',
        objective5:
          'Ventilate gently at 20-30 breaths a minute; with a gag reflex present, size and insert a nasopharyngeal airway (not an oropharyngeal airway), and reassess after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noah',
          age: 0.33,
          sex: 'Male',
          weight: 6.5,
          diagnosis: 'Post-anaesthetic apnoea after left inguinal hernia repair; ex-preterm (32 weeks)',
        },
        history: {
          symptoms: 'Apnoea in the recovery room; secretions in the mouth',
          allergies: 'None known',
          medications: 'Sevoflurane, fentanyl 1 microgram/kg, caudal bupivacaine, paracetamol',
          pmh: 'Born at 32 weeks; 3 weeks in the neonatal unit; apnoeas of prematurity, resolved',
          lastMeal: 'Breast milk 4 hours before the anaesthetic',
          events:
            'Uneventful anaesthetic and surgery; extubated awake; found apnoeic by the recovery nurse 20 minutes later.',
        },
        PMH: {
          medicalConditions: 'Ex-preterm, apnoea of prematurity (resolved at 36 weeks corrected)',
          hospitalizations: 'Neonatal unit for 3 weeks after birth',
          surgeries: 'Left inguinal hernia repair today',
          allergies: 'None known',
          medications: 'Vitamin D drops',
          socialHistory: 'Lives with his parents and a 3-year-old sister',
          vaccinations: 'Up to date for age',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Pale, floppy, secretions bubbling at the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 112, capillary refill 3 seconds',
          abdomen: 'Soft; groin dressing dry',
          neuro: 'Unresponsive; gags when the back of the mouth is touched',
          disability: 'Unresponsive to voice, grimaces to pain',
        },
        labs: { rvp: 'Not sent (bedside glucose 4.8 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Noah lies on his back on the recovery trolley, pale and not breathing, with secretions in his mouth. Wall suction with a Yankauer and 8 and 10 Fr catheters, oxygen, paediatric bag-mask kit and airway adjuncts are at the bedside.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.4, nibp: '72/40', o2: 79, co2: null },
        airway: 'Secretions in the mouth; gag present',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL (not a 250 mL neonatal bag); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help without delaying ventilation; suctions the secretions gently with a Yankauer or an 8-10 Fr catheter; no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing. What do you need first?',
      },
      {
        initialState: 'His mouth is clear; the bag is on oxygen and you are at the head of the trolley.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.4, nibp: '70/40', o2: 74, co2: null },
        airway: 'Clear after suction; the head flexes forward on his large occiput',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Keeps the airway open with the same hand that holds the mask.',
          airwayManagement:
            'Puts a shoulder roll under him so the head is neutral, without hyperextending the neck; opens the airway with a jaw thrust or a head tilt-chin lift, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is on. Is the airway open, and how are you holding it?',
      },
      {
        initialState:
          'Breaths go in, but the tongue falls back between breaths and he gags when the mouth is touched.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.4, nibp: '74/42', o2: 84, co2: 58 },
        airway: 'Partly obstructed between breaths; gag present',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With a gag reflex, chooses a nasopharyngeal airway (not an oropharyngeal airway) measured from the nostril to the tragus of the ear and inserts it lubricated, straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'The chest barely rises between his tongue falling back and the gagging. What now?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 140, the chest rises with each breath and he starts to breathe on his own and cry weakly. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 30, temp: 36.5, nibp: '80/46', o2: 97, co2: 44 },
        airway: 'Patent with the NPA',
        breathing: 'Breathing on his own, assisted breaths stopped',
        circulation: 'Pulses present, capillary refill 2 seconds',
        disability: 'Crying weakly, moving all limbs',
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
      'He is apnoeic with a pulse. I call for help and ask for the anaesthetist.',
      'I suction the secretions from his mouth gently with a Yankauer.',
      'I take an infant mask that fits from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'I put a shoulder roll under him so his head is neutral, without hyperextending the neck.',
      'I open the airway with a jaw thrust, fingers behind the angles of the jaw and off the soft tissue.',
      'I put the mask on the right way round over his mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off his eyes.',
      'I keep the airway open by lifting the jaw into the mask with the same hand that holds it.',
    ],
    [
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 2-3 seconds, 25 a minute.',
      'He gags, so no oral airway: I measure a nasopharyngeal airway from the nostril to the tragus and insert it lubricated, straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "Noah is apnoeic but has a pulse. I'm calling for help now: please bleep the anaesthetist back from theatre 2 and pull the emergency bell.",
        'I gently suction the secretions from his mouth with a Yankauer, not too far back because he has a gag.',
        "I'm choosing an infant face mask that covers from the bridge of his nose to the cleft of his chin without touching his eyes.",
        'I want the 500 mL self-inflating bag, not the little neonatal one, connected to oxygen at 10 litres per minute with the reservoir on.',
        "I'm positioning myself at the head of the trolley.",
        'I slide a small rolled towel under his shoulders so that his head sits in a neutral position, and I make sure not to over-extend the neck.',
        'I open his airway with a jaw thrust, my fingers behind the angles of the jaw and away from the soft tissue under the chin.',
        'I place the mask the right way up, narrow end over the bridge of his nose, so that it covers his nose and mouth.',
        'I hold it with an E-C clamp and press it evenly onto his face to get a tight seal, keeping my fingers and the mask well away from his eyes.',
        'My mask hand keeps lifting the jaw up into the mask so the airway stays open.',
        'I give each breath over about one second, with only enough volume to see his chest rise, at a rate of one breath every two to three seconds, about 25 per minute.',
        "He gags when anything touches the back of his mouth, so an oral airway isn't appropriate; I measure a nasopharyngeal airway from his nostril to the tragus of his ear.",
        'I lubricate it and insert it gently straight back along the floor of the nose, not upwards.',
        "I'm reassessing: his chest is rising with each breath, his saturations are climbing into the nineties and his heart rate is up to 135, so the ventilation is effective.",
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoea w/ pulse. call for help, anaesthetist back stat',
        'gentle yankauer sx to mouth',
        'infant mask, 500ml SIB, O2 15L',
        'HOB',
        'shoulder roll, head neutral, no hyperext',
        'JT, fingers on angle of mandible',
        'mask on right way, nose+mouth covered',
        'EC clamp, tight seal, eyes clear',
        'mask hand lifting jaw into mask',
        'bag 1s Ti, min vol for chest rise, 25/min',
        'gag +ve so no OPA. NPA nostril->tragus',
        'NPA lubed, in straight back along nasal floor',
        'reassess: chest rise ok, sats 90s, HR 135. effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Call for help.',
        'Suction the mouth with the Yankauer.',
        'Infant mask.',
        'The 500 mL bag.',
        'Oxygen at 15 litres into the bag.',
        'Head of the trolley.',
        'Shoulder roll under him.',
        'Keeping the head neutral, not tipped back.',
        'Jaw thrust.',
        'Mask the right way up.',
        'Over his nose and mouth.',
        'E-C grip.',
        'Checking for a tight seal.',
        'Mask not touching his eyes.',
        'Lifting the jaw into the mask with my mask hand.',
        'One-second squeezes, just till the chest rises.',
        'About twenty-five breaths a minute.',
        'Measuring a nasal airway, nostril to tragus.',
        'Inserting the lubricated NPA straight back.',
        'Checking chest rise, sats and heart rate.',
        'Chest rising well, sats improving.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Can you get me an infant mask and the 500 ml self-inflating bag on 15 L of O2 please, and put out a call for help, he is apnoeic.',
        "I'm at the head of the trolley.",
        'Quick gentle suction with an 8 French catheter to get the secretions out.',
        'We put the mask on first, apex over the nasal bridge, nose and mouth covered, rim off his eyes.',
        'E-C clamp and a good seal, no leak I can hear.',
        'Then head tilt and chin lift, just a little, fingers only on the bony chin.',
        'Shoulder roll under him to counter the big occiput, head neutral, not extended.',
        'The hand on the mask keeps lifting his jaw the whole time.',
        'Because he has a gag we use a nasal airway: size it from the nostril to the tragus.',
        'Lube it and pass it straight back, parallel to the floor of the nose.',
        'Recheck chest rise, sats and HR after the NPA.',
        'Bagging at 1 breath every 2 to 3 s, ~24/min, each over 1 second and just enough to lift the chest.',
        'Chest moving with every breath and sats now 95, good.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes not breathin, call for halp and get the anesthetist',
        'suction the secrtions with the yankaur gently',
        'infnat mask and the 500 mil bag, oxygen on at 15',
        'standng at the head of the trolly',
        'shoulder rol under him, head nuetral, not hyper extended',
        'jaw thurst with fingers on the angel of the jaw',
        'mask on the rigth way covering nose and mouth',
        'EC clmap, tight seel, no preasure on his eyes',
        'same hand holding the mask lifts the jaw up',
        'squeze over one secnd till the chest rises, 25 a minute',
        'he gaggs so no OPA, measure nasopharangeal airway nostril to tragis',
        'lubed NPA in strait back',
        'reasses chest rise, sats and heart rate, chest rising and sats goin up',
      ],
    },
  ],
  errors: [
    {
      name: 'waiting for the anaesthetic to wear off',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "It's probably just leftover anaesthetic, let's give him a couple of minutes and see if he starts breathing.",
        "I'll rub his chest and flick his feet for a bit and watch, he'll likely pick up.",
        'Leave him be until the anaesthetist finishes in theatre 2, she knows him.',
      ],
    },
    {
      name: 'finger sweep',
      item: 'BMV-2',
      phase: 0,
      lead: ['Calling for help, apnoeic post-op.'],
      phrasings: [
        'I scoop the secretions out with my little finger.',
        'Run a finger round the back of his mouth to clear it.',
      ],
    },
    {
      name: 'adult mask',
      item: 'BMV-8',
      phase: 0,
      lead: ['Help called.', 'Yankauer suction, gently.'],
      phrasings: [
        'Pass me the adult mask, bigger covers more.',
        "I'll use the big grown-up mask, it's the only one out.",
      ],
    },
    {
      name: 'neonatal 250 mL bag',
      item: 'BMV-9',
      phase: 0,
      lead: ['Calling for help.', 'Gentle suction with the Yankauer.', 'Infant mask.'],
      phrasings: [
        "Give me the tiny 250 ml newborn bag, he's only small.",
        "The little neonatal bag will do, he's a baby.",
      ],
    },
    {
      name: 'too little oxygen',
      item: 'BMV-10',
      phase: 0,
      lead: ['Calling for help.', 'Infant mask and 500 mL bag.'],
      phrasings: [
        'Put the oxygen on at 1 litre, babies get oxygen toxicity.',
        "No oxygen, we don't want to hurt his eyes, air is fine.",
      ],
    },
    {
      name: 'hyperextended over a pillow',
      item: 'BMV-3',
      phase: 1,
      lead: [],
      phrasings: [
        "Pillow under his shoulders and tip his head right back like you'd do for an adult.",
        'Crank his neck back as far as it goes so the airway is straight.',
      ],
    },
    {
      name: 'mask on the eyes',
      item: 'BMV-15',
      phase: 1,
      lead: ['Shoulder roll, head neutral.', 'Jaw thrust.'],
      phrasings: [
        "The mask sits up over his eyes a bit, that's ok, it seals better there.",
        'I rest my thumb on his eye socket to keep the mask steady.',
      ],
    },
    {
      name: 'going on with a leak',
      item: 'BMV-14',
      phase: 1,
      lead: [
        'Shoulder roll, head neutral.',
        'Jaw thrust.',
        'Mask on the right way over nose and mouth, E-C clamp.',
      ],
      phrasings: [
        "There's a hiss of air coming out at the side but I'll keep going anyway.",
        'Leaking a bit round the cheek, never mind, just keep bagging.',
      ],
    },
    {
      name: 'oral airway despite the gag',
      item: 'BMV-5',
      phase: 2,
      lead: ['Squeeze over one second till the chest rises, 25 a minute.'],
      phrasings: [
        "Pop a Guedel in, he'll stop gagging once it's in.",
        'Oral airway in, the gagging is just a reflex, ignore it.',
      ],
    },
    {
      name: 'bag squeezed flat',
      item: 'BMV-18',
      phase: 2,
      lead: ['NPA sized nostril to tragus and inserted straight back.'],
      phrasings: [
        'I squeeze the whole bag flat each time to really inflate him.',
        'Give him big breaths till his tummy puffs up.',
      ],
    },
    {
      name: 'rate far too fast',
      item: 'BMV-19',
      phase: 2,
      lead: ['NPA nostril to tragus, lubed, straight back.'],
      phrasings: [
        'Bagging at sixty a minute, babies breathe fast.',
        'One squeeze every second, as quick as I can.',
      ],
    },
  ],
  utterances: [],
};
