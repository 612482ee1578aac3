import type { CaseDocument } from '../../../../src/contract/case.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';

const caseDoc: CaseDocument = {
  'Scenario Outline': {
    casePresentation:
      'Noor, an 18-month-old girl (11 kg), was found by her grandfather with his clonidine blister pack opened; up to four 0.1 mg tablets are missing. She was drowsy on arrival in the emergency department and has now stopped breathing. She still has a pulse. You are the first provider at the bedside.',
    objectives: {
      objective1: 'Recognise apnoea with a pulse after a clonidine ingestion and call for help.',
      objective2: 'Choose and prepare the bag-mask equipment for a toddler.',
      objective3: 'Position the mask and open the airway.',
      objective4: 'Ventilate at the right rate and volume.',
      objective5: 'Choose an NPA because the gag reflex is present, size and insert it.',
    },
    patientReport: {
      basicInformation: {
        name: 'Noor',
        age: 1.5,
        sex: 'Female',
        weight: 11,
        diagnosis: 'Clonidine ingestion with apnoea and bradycardia',
      },
      history: {
        symptoms: 'Drowsiness, then apnoea',
        allergies: 'None known',
        medications: 'None',
        pmh: 'Healthy',
        lastMeal: '2 hours ago',
        events: "Found with her grandfather's clonidine tablets about 60 minutes ago",
      },
      PMH: {
        medicalConditions: 'None',
        hospitalizations: 'None',
        surgeries: 'None',
        allergies: 'None known',
        medications: 'None',
        socialHistory: 'Lives with her parents; grandparents visiting',
        vaccinations: 'Up to date',
        familyHistory: 'Grandfather with hypertension',
      },
      initialExam: {
        generalAppearance: 'Floppy, pale, secretions pooling in the mouth',
        breathing: 'Apnoeic, no chest rise',
        circulation: 'Brachial pulse present, heart rate 68, capillary refill 3 seconds',
        abdomen: 'Soft',
        neuro: 'Pinpoint pupils, responds only to pain; gag reflex present',
        disability: 'Responds to pain only',
      },
      labs: { rvp: 'Not sent (blood glucose 5.4 mmol/L)' },
    },
  },
  Phases: [
    {
      initialState:
        'Noor has stopped breathing; she is pale and grey around the lips. Secretions pool in her mouth. Her gag reflex is present.',
      vitalSigns: { hr: 68, rr: 0, temp: 36.4, nibp: '82/48', o2: 78, co2: null },
      airway: 'Secretions in the mouth; gag reflex present',
      breathing: 'Apnoeic',
      circulation: 'Pulse present, bradycardic',
      disability: 'Responds to pain only',
      hardStop: {
        airwayManagement:
          'Recognises apnoea and calls for help; suctions the secretions with a suitably sized suction catheter.',
        ventilationEquipment:
          'Selects a toddler-sized mask and a self-inflating bag of at least 450-500 mL; connects oxygen at 10-15 L/min.',
        maskPositioning:
          'Places the mask the right way up over mouth and nose, holds it with an E-C clamp, gets a tight seal and keeps off the eyes.',
        ventilationTechnique: 'Positions self at the head of the bed.',
      },
      softStop: 'She is not breathing. Who do you need, and what equipment?',
    },
    {
      initialState: 'Bagging has begun but the chest rise is poor.',
      vitalSigns: { hr: 72, rr: 0, temp: 36.4, nibp: '84/50', o2: 80, co2: null },
      airway: 'Clear after suction',
      breathing: 'Assisted breaths, poor chest rise',
      circulation: 'Pulse present, bradycardic',
      disability: 'Responds to pain only',
      hardStop: {
        airwayManagement:
          'Puts the head in the sniffing position without hyperextension; opens the airway with a head tilt-chin lift or jaw thrust, without pressing on the soft tissue under the chin.',
        ventilationEquipment: '',
        maskPositioning: '',
        ventilationTechnique:
          'Keeps the airway open with the mask hand; squeezes each breath over about one second, just enough for chest rise; ventilates at 20-30 breaths per minute.',
      },
      softStop: 'The chest is hardly moving. What would you adjust?',
    },
    {
      initialState:
        'Chest rise better; between breaths the tongue falls back. She gags when the mouth is opened.',
      vitalSigns: { hr: 88, rr: 0, temp: 36.4, nibp: '86/52', o2: 88, co2: 50 },
      airway: 'Partial obstruction from the tongue; gag reflex present',
      breathing: 'Assisted breaths with chest rise',
      circulation: 'Pulse present',
      disability: 'Responds to pain',
      hardStop: {
        airwayManagement:
          'Chooses a nasopharyngeal airway (not an oral airway, since she gags), sized from nostril to tragus, inserts it correctly and reassesses chest rise, SpO2 and heart rate.',
        ventilationEquipment: '',
        maskPositioning: '',
        ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
      },
      softStop: 'The airway keeps obstructing between breaths. What can help?',
    },
    {
      initialState: 'Stabilised: SpO2 98%, heart rate 104, good chest rise. The simulation is complete.',
      vitalSigns: { hr: 104, rr: 6, temp: 36.5, nibp: '90/56', o2: 98, co2: 42 },
      airway: 'Patent with the NPA',
      breathing: 'Good chest rise with assisted breaths',
      circulation: 'Pulse present, capillary refill 2 seconds',
      disability: 'Responds to pain',
      hardStop: {
        airwayManagement: '',
        ventilationEquipment: '',
        maskPositioning: '',
        ventilationTechnique: '',
      },
      softStop: '',
    },
  ],
};

export const toddlerClonidineRuns: HeldOutCase = {
  id: 'held-out-3-toddler-clonidine',
  title: 'Noor, 18 months, clonidine ingestion, apnoea with a pulse, gag present',
  caseDoc,
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
      'She is apnoeic with a pulse. I call for help: pushing the emergency button and asking for the airway team.',
      'I suction the secretions from her mouth with a size 10 Yankauer catheter.',
      'I choose a toddler size face mask and a 500 mL self-inflating bag, attached to oxygen at 15 L/min.',
      'I stand at the head of the bed and put the mask on the right way up, covering her mouth and nose, holding it with an E-C clamp to get a tight seal while keeping pressure off her eyes.',
    ],
    [
      'I place her head in a neutral sniffing position without hyperextending the neck and open the airway with a head tilt-chin lift, fingers on the bone of the jaw and not the soft tissue.',
      'With the mask hand holding the airway open, I squeeze each breath over one second, just enough to see the chest rise, at 25 breaths per minute.',
    ],
    [
      'She gags, so no OPA: I measure a nasopharyngeal airway from the nostril to the tragus and insert it lubricated, bevel toward the septum, along the floor of the nose.',
      'I reassess: chest rising with each breath, SpO2 going up and heart rate improving, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        'Noor is not breathing but she has a pulse, so I am calling for help right away and asking someone to get the resus trolley.',
        'I will suction the pooled secretions from her mouth using a Yankauer of an appropriate size.',
        'I am taking a child-size mask that fits from the bridge of her nose to the cleft of her chin, and a 500 ml self-inflating bag.',
        'The bag goes onto wall oxygen with the flow turned up to 15 litres per minute.',
        'I am moving to the head of the bed.',
        'I place the mask the right way round, narrow end over the bridge of her nose, so it covers both her mouth and nose, and hold it with an E-C grip. I make sure the seal is tight and that my fingers are not on her eyes.',
        'I am putting her head in a sniffing position and I will not overextend her neck.',
        'I open her airway with a chin lift and a slight head tilt, keeping my fingers on the jaw bone, not the soft part under the chin; my mask hand is holding the airway open.',
        'I give each breath over about a second, just until I see her chest rise, at about one breath every 2 to 3 seconds.',
        'She gags when I try to open her mouth, so an oral airway is out. I will size a nasal airway from the tip of her nose to the tragus and insert it gently with lubricant.',
        'Reassessing now: her chest is rising, saturations are climbing and her heart rate is coming up.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic w pulse. call for help, code blue',
        'suction mouth, yankauer',
        'toddler mask, 500mL SIB, O2 15L',
        'at head of bed. mask on, mouth+nose covered, EC clamp, good seal, off eyes',
        'sniffing pos, no hyperext. HTCL, off soft tissue',
        'mask hand keeps airway open. 1 sec squeeze, chest rise only, 24/min',
        'gag +ve so NPA not OPA. NPA nare to tragus, lubed, inserted',
        'reassess: chest up, sats up, HR up',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Call for help.',
        'IV access is already in; can the nurse check a blood glucose.',
        'Suction the mouth with a suction catheter.',
        'Get a small child mask.',
        'Get the 500 mL self-inflating bag.',
        'Hook it to O2 at 12 L/min.',
        'I go to the head of the bed.',
        'Mask on, correct way up.',
        'Make sure it covers the mouth and the nose.',
        'E-C clamp hold.',
        'Check for a tight seal.',
        'Keep my fingers off her eyes.',
        'Sniffing position, no hyperextension.',
        'Chin lift with head tilt, not pushing on the floor of the mouth.',
        'My mask hand lifts the jaw into the mask to keep the airway open.',
        'Gentle squeeze over one second till the chest rises.',
        'One breath every two to three seconds.',
        'Measure an NPA nostril to tragus.',
        'Lubricate and insert the NPA straight back along the floor of the nose.',
        'Reassess chest rise, sats and heart rate.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'I get to the head of the bed first and grab a 500 mL bag and a toddler-sized mask, oxygen on at 10 L/min.',
        "She isn't breathing, pulse is there. Can someone call for help, get the senior and anaesthetics?",
        'Suctioning the secretions out of her mouth with a paeds suction catheter before I bag.',
        'Mask over nose and mouth, apex on the nasal bridge, E-C hold, firm seal, keeping clear of her eyes.',
        'Neck neutral with a bit of sniffing, not hyperextended; head tilt chin lift with my fingers on the mandible.',
        'Breaths every 2-3 seconds, each squeezed in about 1 second with only enough volume to lift her chest, the hand on the mask keeping the airway open.',
        'Not an OPA because she still gags. NPA, sized from the nostril to the ear tragus, inserted gently with lube.',
        'Chest moving well, sats improving and HR rising, so I reassess and continue.',
        'I tell her mum and grandad what is happening.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'shes apnoic but has a pluse, calling for hlep now',
        'sucton the secretoins w a yankaur',
        'todler mask and 500ml self inflatng bag, oxygn 15 l/min',
        'standing at the haed of the bed',
        'mask on rigth way up covring mouth and nose, E-C clmap, tite seal, not presing on her eyse',
        'sniffng position, no hyperextenison, head tilt chinn lift off the soft tisue',
        'mask hand holdin the airway open, squeze over 1 sec just till chest rises, 25 a minit',
        'she gaggs so no OPA, NPA mesured nostril to tragus, inserted with lubracant',
        'reasess: chest rise good, sat going up, heart rate up',
      ],
    },
  ],
  errors: [
    {
      name: 'waits and stimulates before ventilating',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Let's give her a minute, rub her sternum and see if she starts breathing on her own before we bag.",
        'I will just watch her resp effort for a couple of minutes, she might pick up once the clonidine wears off.',
        'Going to go and find the paeds bag from the other resus bay myself, back in a few minutes.',
      ],
    },
    {
      name: 'finger sweep of the secretions',
      item: 'BMV-2',
      phase: 0,
      lead: ['She is apnoeic with a pulse, calling for help now.'],
      phrasings: [
        'I hook my finger round the back of her mouth to scoop out the secretions.',
        'Clearing the gunk out with my index finger, blind sweep.',
      ],
    },
    {
      name: 'neonatal bag',
      item: 'BMV-9',
      phase: 0,
      lead: ['Apnoeic, pulse present, calling for help.', 'Suction her mouth with a Yankauer.'],
      phrasings: [
        'I grab the 250 mL neonatal bag for her, she is only small.',
        'Small bag, the 240 ml infant one, is plenty for an 11 kilo toddler.',
      ],
    },
    {
      name: 'no oxygen',
      item: 'BMV-10',
      phase: 0,
      lead: [
        'Calling for help, she is apnoeic.',
        'Suctioning with a Yankauer.',
        'Toddler mask and 500 mL bag.',
      ],
      phrasings: [
        "I'll just bag her on room air for now, no need to hook up the O2.",
        'Not bothering with the oxygen tubing yet, air is fine to start.',
      ],
    },
    {
      name: 'pressing on the eyes',
      item: 'BMV-15',
      phase: 0,
      lead: ['Calling for help.', 'Suction the mouth.', 'Toddler mask, 500 mL bag, O2 15 L/min.'],
      phrasings: [
        'I press my thumb down over her eyes to get a better seal with the mask.',
        'Pushing the top of the mask onto her eyelids so it does not leak.',
      ],
    },
    {
      name: 'ventilating from the side',
      item: 'BMV-16',
      phase: 0,
      lead: ['Calling for help.', 'Suction her mouth.', 'Toddler mask, 500 mL SIB, 15 L O2.'],
      phrasings: [
        'I stay at her side by the IV and bag from there.',
        'Bagging from beside the bed next to her chest, easier to see the monitor.',
      ],
    },
    {
      name: 'hyperextending the neck',
      item: 'BMV-3',
      phase: 1,
      lead: [],
      phrasings: [
        'Tilting her head right back as far as it will go, full extension to open things up.',
        'I hyperextend her neck over a pillow to straighten the airway.',
      ],
    },
    {
      name: 'pressing on the soft tissue under the jaw',
      item: 'BMV-4',
      phase: 1,
      lead: ['Sniffing position, no hyperextension.'],
      phrasings: [
        'Chin lift with my fingers pushed well into the soft bit under her chin.',
        'I lift the airway by pressing up on the floor of her mouth under the jaw with my fingertips.',
      ],
    },
    {
      name: 'big forceful breaths',
      item: 'BMV-18',
      phase: 1,
      lead: ['Sniffing position, head tilt chin lift on the bony jaw.'],
      phrasings: [
        'Squeezing the whole bag hard and fast every breath to blow her lungs right up.',
        'Giving big full-volume breaths, emptying the bag each time.',
      ],
    },
    {
      name: 'too fast',
      item: 'BMV-19',
      phase: 1,
      lead: ['Sniffing position, head tilt chin lift, fingers on the bone.'],
      phrasings: [
        'Bagging at 50 breaths in one minute.',
        'One breath every second.',
        'Bag her as fast as possible to get the sats up.',
      ],
    },
    {
      name: 'OPA despite a gag reflex',
      item: 'BMV-5',
      phase: 2,
      lead: [],
      phrasings: [
        'Popping in an oral airway, size 1, corner of mouth to angle of jaw, even though she gags.',
        'Guedel in, she is gagging a bit but it will hold her tongue forward.',
      ],
    },
  ],
  utterances: [],
};
