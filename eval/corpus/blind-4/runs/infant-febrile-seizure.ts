import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Leo, 9 months, 8.5 kg, apnoeic with a pulse after buccal midazolam and then IV lorazepam for a febrile
 * seizure; vomit in the mouth; gag reflex present (so an NPA, not an OPA).
 */
export const infantFebrileSeizureRuns: HeldOutCase = {
  id: 'held-out-4-infant-febrile-seizure',
  title:
    'Held-out case: 9-month-old apnoeic after two benzodiazepines for a febrile seizure, vomit in the mouth',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leo, a 9-month-old boy (8.5 kg), came to the emergency department with a fever of 39.4 °C and a generalised seizure that had lasted 15 minutes. The paramedics gave buccal midazolam; the seizure continued, so he received IV lorazepam 0.1 mg/kg 10 minutes later. The seizure stopped, but he vomited and then stopped breathing. He has a pulse. There is vomit in his mouth. When the nurse touched the back of his mouth with the suction tip he gagged. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea after benzodiazepines and call for help.',
        objective2:
          'Suction the vomit with a Yankauer or large-bore catheter before ventilating; no finger sweep.',
        objective3:
          'Choose an infant mask and a self-inflating bag of at least 450-500 mL on oxygen at 10-15 L/min.',
        objective4:
          'Position the infant head neutral with a shoulder roll, open the airway and hold the mask with an E-C clamp.',
        objective5:
          'Ventilate at 20-30 breaths a minute with just enough volume for chest rise; with a gag reflex, size and insert an NPA, not an OPA.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 0.75,
          sex: 'Male',
          weight: 8.5,
          diagnosis: 'Complex febrile seizure; benzodiazepine-induced apnoea; aspiration risk after vomiting',
        },
        history: {
          symptoms: 'Fever and runny nose for one day, then a generalised seizure lasting 15 minutes',
          allergies: 'None known',
          medications: 'Paracetamol at home; buccal midazolam (paramedics); IV lorazepam 0.85 mg (ED)',
          pmh: 'Born at term, well until now; no earlier seizures',
          lastMeal: 'Bottle of formula two hours ago',
          events:
            'Seizure stopped after the lorazepam; he vomited, his breathing slowed and then stopped about a minute ago',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with his parents and a 3-year-old sister; attends nursery',
          vaccinations: 'Up to date for age',
          familyHistory: 'Father had febrile seizures as a toddler',
        },
        initialExam: {
          generalAppearance: 'Floppy, pale-grey, vomit at the mouth and on the cot sheet',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 150, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'Unresponsive, pupils equal and reactive, gag reflex present',
          disability: 'Unresponsive to voice, flexes weakly to pain',
        },
        labs: { rvp: 'Sent, pending (bedside glucose 5.8 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies on his back on the resuscitation trolley, grey and not breathing, with vomit in his mouth. His mother is in the room. Wall suction with a Yankauer, oxygen and infant and child bags and masks are at hand.',
        vitalSigns: { hr: 150, rr: 0, temp: 39.2, nibp: '82/48', o2: 74, co2: null },
        airway: 'Vomit in the mouth and pharynx; gags when the back of the mouth is touched',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present',
        disability: 'Unresponsive to voice; flexes to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin, clear of the eyes, and a self-inflating bag of at least 450-500 mL (not a 250 mL neonatal bag); connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without waiting for him to breathe; suctions the vomit from the mouth with a Yankauer or a large-bore catheter, never a blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He has vomit in his mouth and is not breathing. What do you do first?',
      },
      {
        initialState: 'The mouth is clear of vomit. The bag is on oxygen and the mask is ready.',
        vitalSigns: { hr: 140, rr: 0, temp: 39.2, nibp: '80/46', o2: 68, co2: null },
        airway: 'Clear after suction; his large occiput flexes the neck forward',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Keeps the airway open with the same hand that holds the mask.',
          airwayManagement:
            'Places the head in a neutral position with a small roll under the shoulders, without hyperextending or flexing the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, two-person if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'His head keeps flopping forward. How do you position him and hold the mask?',
      },
      {
        initialState:
          'Breaths are going in, but his tongue obstructs between breaths. He still gags when the back of the mouth is touched.',
        vitalSigns: { hr: 146, rr: 0, temp: 39.1, nibp: '84/50', o2: 82, co2: 55 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume for the chest to rise; one breath every 2-3 seconds (20-30 a minute); ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'Because he gags, chooses a nasopharyngeal airway (not an oropharyngeal airway) sized from the nostril to the tragus of the ear and inserts it lubricated, straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue falls back and he gags on anything in his mouth. What could help?',
      },
      {
        initialState:
          'Pink, SpO2 97%, chest rising with each breath; he starts to take shallow breaths of his own. The simulation is complete.',
        vitalSigns: { hr: 138, rr: 16, temp: 38.9, nibp: '86/52', o2: 97, co2: 44 },
        airway: 'Patent with the NPA',
        breathing: 'Assisted and some spontaneous breaths',
        circulation: 'Pulses present, capillary refill 2 seconds',
        disability: 'Grimaces to pain',
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
      'He is apnoeic with a pulse. I call for help now.',
      'I suction the vomit from his mouth with a Yankauer sucker.',
      'I choose an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'I place a small roll under his shoulders so his head is in a neutral position, without hyperextending the neck.',
      'I open the airway with a jaw thrust, with my fingers on the angle of the jaw and not on the soft tissue.',
      'I place the mask the right way round, covering his mouth and nose. I hold it with an E-C clamp grip, get a tight seal and keep pressure off his eyes.',
      'I keep the airway open with the same hand that holds the mask.',
    ],
    [
      'I squeeze the bag over about 1 second, just enough to see the chest rise, at 25 breaths per minute.',
      'He gags, so I choose a nasopharyngeal airway measured from the nostril to the tragus of the ear, not an oral airway.',
      'I lubricate the nasopharyngeal airway and insert it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises and the SpO2 improves, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        'Leo is not breathing but has a pulse, so I call for help straight away and ask for the anaesthetist.',
        'I suction the vomit out of his mouth with a Yankauer, staying in the front of the mouth because he gags.',
        'I pick an infant mask that sits from the bridge of his nose to the cleft of his chin without touching his eyes.',
        'I take the 500 mL paediatric self-inflating bag and connect it to oxygen at 15 litres per minute.',
        'I position myself at the head of the trolley.',
        'I slide a small rolled towel under his shoulders so that his head is neutral, not bent forward and not tipped back.',
        'I open his airway with a gentle head tilt and chin lift, with my finger on the bony point of the chin, not in the soft tissue.',
        'I put the mask on the right way round, narrow end on the nose, so that it covers his nose and mouth.',
        'I hold the mask with an E-C clamp, get a good seal against his face and make sure there is no pressure on his eyes.',
        'The same hand that holds the mask keeps his jaw lifted so the airway stays open.',
        'I give each breath over one second, with only enough volume to make his chest rise, at about 25 breaths a minute.',
        'Because he has a gag reflex I will not use an oral airway; I measure a nasopharyngeal airway from the tip of his nose to the tragus of his ear.',
        'I lubricate it and insert it gently straight back along the floor of the nose, perpendicular to the face.',
        'I reassess him: his chest rises with each breath, his saturations are climbing and his heart rate is stable, so the ventilation is effective.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic w pulse - call for help, 2222',
        'Yankauer sx to mouth, vomit out',
        'infant mask nose bridge-chin, 500ml SIB, O2 15L',
        'at HOB',
        'shoulder roll, neutral, no hyperext',
        'JT, fingers on angles of mandible',
        'mask correct orientation, covers mouth+nose, EC clamp, good seal, eyes clear',
        'mask hand keeps airway open',
        'breaths over 1s, to chest rise only, 25/min',
        'gags -> no OPA. NPA sized nare to tragus',
        'NPA lubed, in along floor of nose',
        'reassess: chest rise, sats up, HR ok',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Help! Can someone come, he has stopped breathing.',
        'Yankauer to suction the vomit.',
        'Infant face mask.',
        'The 500 ml bag.',
        'Oxygen connected, flow at 10 litres.',
        'I go to the head end.',
        'Roll under his shoulders.',
        'Head neutral, not overextended.',
        'Chin lift on the bone of the chin.',
        'Mask on, pointy end to the nose.',
        'Covering his nose and mouth.',
        'E-C grip.',
        'No leak, the seal is tight.',
        'Mask is well clear of his eyes.',
        'My mask hand holds the airway open.',
        'Squeeze over one second, just enough to see the chest rise.',
        'One breath every two to three seconds.',
        'Nasal airway sized nostril to tragus, since he gags.',
        'Put the NPA in, lubricated, straight back.',
        'Check: chest moving, sats coming up, heart rate 140.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "Get the Yankauer on, I'm clearing the vomit out of his mouth right now — and can someone pull the emergency bell, he's apnoeic.",
        'From the head of the trolley: nurse, please connect the 500 ml bag to O2 at 15 litres and pass me the infant mask.',
        'Could someone stay with mum and explain what we are doing?',
        'Mask first, right way up over nose and mouth, held in an EC clamp with a tight seal and nothing on his eyes.',
        'With the mask hand I keep his airway open: jaw thrust with my fingers on the angle of the jaw, off the soft part of the neck.',
        'We put a small towel roll under his shoulders so his head sits neutral, no extension.',
        'He gags on suction, so no oral airway: I size a nasal one from the nostril to the tragus and pass it lubricated along the floor of the nose.',
        'Now breaths every 2-3 seconds, about 25 a minute, each one over a second, just enough to see the chest rise.',
        'Reassessing after the NPA: good chest rise, SpO2 going up, HR 145.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes apneic with a puls, calling for hlep',
        'sucton the vommit with yankaeur',
        'infnat mask fitting nose brdige to chin, 500ml bag on oxygn 15 l',
        'stand at haed of the trolly',
        'sholder roll, head nuetral, not hyperextnded',
        'jaw trust with fingres on angel of jaw',
        'mask rihgt way up over mouth and nsoe, E C clamp, tight seel, no pressure on eys',
        'mask hand keeping airwya open',
        'squeze over one secnd just to see chest rise, 25 a minuet',
        'he gaggs so no OPA, nasal airway sized from nostirl to tragis',
        'insert NPA with lube stright back',
        'reasess: chest riseing, sat improving, HR good',
      ],
    },
  ],
  errors: [
    {
      name: 'waiting for the benzodiazepines to wear off',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Let's give him a minute, the midazolam should wear off and he'll start breathing again.",
        "I'll rub his sternum and flick his feet and see if he takes a breath on his own.",
        'pop out to the treatment room to find an infant bag, back in 2 mins',
      ],
    },
    {
      name: 'finger sweep of the vomit',
      item: 'BMV-2',
      phase: 0,
      lead: ['He is apnoeic with a pulse. I call for help now.'],
      phrasings: [
        'I fish the sick out with my little finger.',
        'quick finger sweep to get the vomit out, faster than the sucker',
      ],
    },
    {
      name: 'adult mask on an infant',
      item: 'BMV-8',
      phase: 0,
      lead: [
        'He is apnoeic with a pulse. I call for help now.',
        'I suction the vomit from his mouth with a Yankauer sucker.',
      ],
      phrasings: [
        'Pass me the big adult mask, it will cover everything.',
        'size 4 grown-up mask on him, better too big than too small',
      ],
    },
    {
      name: 'neonatal 250 mL bag',
      item: 'BMV-9',
      phase: 0,
      lead: [
        'He is apnoeic with a pulse. I call for help now.',
        'I suction the vomit from his mouth with a Yankauer sucker.',
      ],
      phrasings: ["The little 250 ml newborn bag, he's a baby.", 'grab the tiny neonatal ambu bag for him'],
    },
    {
      name: 'bagging on room air',
      item: 'BMV-10',
      phase: 0,
      lead: [
        'He is apnoeic with a pulse. I call for help now.',
        'I suction the vomit from his mouth with a Yankauer sucker.',
        'I choose an infant mask and a 500 mL self-inflating bag.',
      ],
      phrasings: [
        "The oxygen tubing isn't attached, I'll just start bagging on air.",
        'leave the O2 off for now, room air is fine to start',
      ],
    },
    {
      name: 'neck extended over a pillow',
      item: 'BMV-3',
      phase: 1,
      lead: [],
      phrasings: [
        'Tip his head right back over the pillow, as far as it goes.',
        'I hyperextend his neck so his chin points up at the ceiling.',
      ],
    },
    {
      name: 'carrying on with a big leak',
      item: 'BMV-14',
      phase: 1,
      lead: [
        'I place a small roll under his shoulders so his head is in a neutral position, without hyperextending the neck.',
        'I open the airway with a jaw thrust, with my fingers on the angle of the jaw and not on the soft tissue.',
      ],
      phrasings: [
        "There's air hissing out round the side of the mask but I'll just keep squeezing.",
        'its leaking at the cheek, doesnt matter, carry on bagging',
      ],
    },
    {
      name: 'mask pushed onto the eyes',
      item: 'BMV-15',
      phase: 1,
      lead: [
        'I place a small roll under his shoulders so his head is in a neutral position, without hyperextending the neck.',
      ],
      phrasings: [
        'I push the top of the mask up over his eyes to get it to seal.',
        'press the mask down hard, the rim can sit on his eyelids',
      ],
    },
    {
      name: 'OPA despite the gag',
      item: 'BMV-5',
      phase: 2,
      lead: [
        'I squeeze the bag over about 1 second, just enough to see the chest rise, at 25 breaths per minute.',
      ],
      phrasings: [
        "Put an oral airway in anyway; he's gagging but he needs it.",
        'Guedel in, size 0, the gagging will settle',
        "I'll pop a mouth airway in to hold the tongue forward",
      ],
    },
    {
      name: 'NPA aimed upwards and forced',
      item: 'BMV-6',
      phase: 2,
      lead: [
        'He gags, so I choose a nasopharyngeal airway measured from the nostril to the tragus of the ear, not an oral airway.',
      ],
      phrasings: [
        'I push the nasal airway in dry, aiming up towards his forehead.',
        'force the NPA upward toward the eyes until it goes',
      ],
    },
    {
      name: 'overlarge breaths',
      item: 'BMV-18',
      phase: 2,
      lead: [],
      phrasings: [
        'Squeeze the whole bag empty with both hands every breath.',
        'Give him really big breaths until his tummy blows up.',
      ],
    },
    {
      name: 'newborn-type rate',
      item: 'BMV-19',
      phase: 2,
      lead: ['I squeeze the bag over about 1 second, just enough to see the chest rise.'],
      phrasings: [
        'Bag him at 60 a minute, babies breathe fast.',
        'one breath every second',
        'as quick as I can, his sats are dropping',
      ],
    },
  ],
  utterances: [],
};
