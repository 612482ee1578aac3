import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Zara, 3 years (14 kg), in the emergency department: apnoeic with a pulse after buccal midazolam and then
 * rectal diazepam for a prolonged febrile seizure; frothy secretions; gag reflex present (so an NPA, not an OPA).
 */
export const febrileRuns: HeldOutCase = {
  id: 'ho6-runs-febrile-3y',
  title: 'Held-out case: 3-year-old apnoeic after midazolam and diazepam for a febrile seizure, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Zara, a 3-year-old girl (14 kg), was brought to the emergency department by ambulance with a generalised tonic-clonic seizure that began at home during a fever. She has had a runny nose and a temperature since yesterday. The paramedics gave buccal midazolam 10 minutes into the seizure; she was still seizing on arrival and, with no IV access yet, the ED nurse gave rectal diazepam at 20 minutes. The seizure stopped at 25 minutes. Five minutes later she stopped breathing: she has a pulse, frothy secretions are bubbling at her mouth, and she gags when the back of her throat is touched. There is no injury. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after two doses of benzodiazepine and call for help at once, without waiting for her to wake or treating the fever first.',
        objective2:
          'Suction the frothy secretions with a Yankauer or a suitably sized catheter: no finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Position the head in the sniffing position, open the airway with a head tilt-chin lift or a jaw thrust, and place and hold the mask correctly, lifting the jaw into it.',
        objective5:
          'Ventilate gently at 20-30 breaths a minute; because she gags, choose a nasopharyngeal airway (not an oropharyngeal one) sized from the nostril to the tragus; reassess after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Zara',
          age: 3,
          sex: 'Female',
          weight: 14,
          diagnosis:
            'Prolonged febrile seizure; respiratory depression after buccal midazolam and rectal diazepam; apnoeic with a pulse',
        },
        history: {
          symptoms:
            'Runny nose, cough and fever up to 39.8 °C since yesterday; generalised seizure for 25 minutes',
          allergies: 'None known',
          medications:
            'Paracetamol at home 4 hours ago; buccal midazolam 5 mg (paramedics); rectal diazepam 5 mg (ED)',
          pmh: 'One brief febrile seizure at 18 months; otherwise well',
          lastMeal: 'Milk and toast 3 hours ago',
          events:
            'Seizure began at home at 14:10; buccal midazolam at 14:20; rectal diazepam in the ED at 14:30; seizure stopped at 14:35; apnoeic at 14:40.',
        },
        PMH: {
          medicalConditions: 'Simple febrile seizure at 18 months',
          hospitalizations: 'One night on the short-stay unit after the first febrile seizure',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with her parents and baby brother; goes to nursery',
          vaccinations: 'Up to date',
          familyHistory: 'Her father had febrile seizures as a toddler',
        },
        initialExam: {
          generalAppearance: 'Limp, blue lips, frothy saliva bubbling at the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 152, capillary refill 2 seconds, warm hands and feet',
          abdomen: 'Soft',
          neuro:
            'Unresponsive after the seizure; pupils 3 mm, equal and reactive; gags when the back of the throat is touched; no sign of head injury',
          disability: 'Unresponsive to voice and pain',
        },
        labs: { rvp: 'Nasopharyngeal swab sent, result pending; bedside glucose 6.1 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Zara lies on the resuscitation trolley, not breathing, lips blue, froth bubbling at her mouth. Wall suction with a Yankauer, oxygen and the paediatric airway trolley are at hand. Her father is in the bay.',
        vitalSigns: { hr: 152, rr: 0, temp: 39.6, nibp: '94/56', o2: 71, co2: null },
        airway: 'Frothy secretions in the mouth; gags when the back of the throat is touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once; suctions the frothy secretions with a Yankauer or a suitably sized catheter, with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her mouth is full of froth. What do you do first?',
      },
      {
        initialState:
          'Her mouth is clear, the bag is on oxygen and you are at the head of the trolley. Her head has flopped forward onto her chest and the first breaths barely move her chest.',
        vitalSigns: { hr: 160, rr: 0, temp: 39.6, nibp: '92/54', o2: 66, co2: null },
        airway: 'Clear after suction; chin on the chest, tongue against the back of the throat',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present, heart rate 160',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask (lifts the jaw into the mask).',
          airwayManagement:
            'Places the head in a neutral sniffing position without overextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue beneath it.',
          maskPositioning:
            'Puts the mask on the right way round over both mouth and nose; holds it with an E-C clamp (two people if the seal is poor); gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The chest hardly moves. How is her head, and how are you holding the mask?',
      },
      {
        initialState:
          'Breaths go in now, but her tongue falls back between breaths, and she coughs and gags whenever anything touches the back of her throat.',
        vitalSigns: { hr: 138, rr: 0, temp: 39.4, nibp: '96/58', o2: 84, co2: 55 },
        airway: 'Partly obstructed between breaths by the tongue; gag reflex present',
        breathing: 'Assisted breaths; chest rise comes and goes',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive; gags',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'Because she has a gag reflex, chooses a nasopharyngeal airway (not an oropharyngeal airway) measured from the nostril to the tragus of the ear, lubricates it and passes it straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop:
          'Her tongue keeps falling back between breaths, and she gags if you touch her throat. What now?',
      },
      {
        initialState:
          'SpO2 98% and the chest rises well with each breath through the nasal airway; she starts to take shallow breaths of her own. The simulation is complete.',
        vitalSigns: { hr: 128, rr: 16, temp: 39.0, nibp: '98/60', o2: 98, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths; some breaths of her own',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Starting to move to pain',
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
      'She is apnoeic with a pulse: I call for help.',
      'I suction the froth from her mouth with a Yankauer.',
      'I take a child mask that fits from the bridge of her nose to the cleft of her chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'I put her head in a neutral sniffing position without overextending the neck.',
      'I open her airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'I place the mask the right way round over her mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off her eyes.',
      'I keep the airway open by lifting her jaw into the mask with the same hand that holds it.',
    ],
    [
      'I squeeze the bag over one second, just enough to see the chest rise, 24 breaths a minute.',
      'She gags, so I measure a nasopharyngeal airway from her nostril to the tragus of her ear.',
      'I lubricate it and pass it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "She's not breathing but she has a pulse. Can someone put out a call for the resus team and the on-call anaesthetist, please?",
        "I'm clearing the froth from her mouth with the Yankauer, only as far as I can see.",
        "I'll use a child-sized mask that sits on the bridge of her nose and reaches the dip of her chin, and a 500 mL self-inflating bag.",
        "The bag is connected to the wall oxygen running at 15 litres a minute, and I'm at the head of the trolley.",
        "I'm bringing her head back to a neutral sniffing position so her chin is off her chest, without tipping it too far back.",
        "I open her airway with a gentle head tilt and chin lift, keeping my fingers on the bony part of her jaw so I don't compress the soft tissue under it.",
        'The mask goes on the right way up, the narrow end at the bridge of her nose, and it covers her mouth and nose completely.',
        "I'm holding it with an E-C clamp and I can feel a good seal with no air escaping; the mask is not pressing on her eyes.",
        'While I hold the mask, the same hand is lifting her jaw up into it to keep the airway open.',
        'I give each breath over about a second with just enough volume to see her chest rise, at about 25 breaths a minute.',
        "Because she gags, I won't use an oral airway; I'm measuring a nasopharyngeal airway from the tip of her nostril to the tragus of her ear.",
        'I lubricate it and pass it gently straight back along the floor of the nose, bevel facing the septum.',
        'Having put it in, I reassess: her chest is rising, her saturations are going up and her heart rate is settling.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'Apnoeic, pulse present -> crash call pls',
        'Yankauer sx the froth',
        'Child mask + 500mL SIB',
        'O2 15L on bag. Me at HOB',
        'Head neutral, sniffing, not overextended',
        'HTCL, fingers on bony mandible',
        'Mask apex on nasal bridge, covers nose+mouth',
        'EC grip, good seal, eyes free',
        'Mask hand lifting jaw into mask',
        'Ti 1s, small vols to chest rise, RR 24',
        'Gag+ so NPA not OPA, measured nares->tragus',
        'NPA lubed, in straight back along nasal floor',
        'Reassess: chest rise, SpO2, HR',
        'Chest rising, SpO2 climbing, effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "She's apnoeic, hitting the emergency buzzer.",
        'Yankauer to suck out the froth.',
        'Child mask, fits nose bridge to chin.',
        '500 ml bag.',
        'Oxygen at 15 litres into the bag.',
        'I go to the top of the trolley behind her head.',
        'Head neutral, sniffing position.',
        'Chin lift with a little head tilt, on the bone.',
        'Mask on narrow end up at the nose.',
        'Covering nose and mouth.',
        'EC hold.',
        'No leak around the rim.',
        'Eyes free of the mask.',
        'Same hand lifting the jaw into the mask.',
        'Squeezing gently over one second, just to chest rise.',
        'Rate 24 a minute.',
        'NPA sized from nostril to tragus, as she still gags.',
        'Lubed and slid in straight back, parallel to the palate.',
        'Rechecking chest rise, sats and heart rate.',
        'Chest moving with each breath and sats rising.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'I get myself to the head of the trolley.',
        "She's apnoeic, shout for help, we need the paeds resus team here now.",
        'Hook the 500 mL self-inflating bag up to oxygen at 12 L/min.',
        'Small child face mask, checked that it sits from the nose bridge to the chin.',
        'Quick suction of the froth with the Yankauer before the mask goes on.',
        'Mask on: over her mouth and nose, pointy end up over the bridge.',
        'Bring her head up off her chest to neutral, sniffing, not extended.',
        'Jaw thrust, my fingers behind the angles of her jaw, nothing pressing under the chin.',
        'I keep an EC grip on the mask and use those fingers to pull her jaw up into it.',
        'Seal is good, no hiss, and the top of the mask is clear of her eyes.',
        'Nasal airway because she gags: length nostril to tragus, lubricated, in straight back along the nasal floor.',
        'Rechecking after the airway: chest rise, SpO2, heart rate.',
        'Breaths at one every 2-3 seconds, each over a second, just enough to lift the chest.',
        'Chest rises well with each breath and sats are climbing now.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'shes apnoic with a pulse, calling for hlep',
        'sucktion the frothy stuff with a yankaur',
        'child size mask, fits bridge of nose to chin, and 500 ml self inflating bagg',
        'O2 at 15 litres conected, standing at head of the trolly',
        'head in nutral snifing position, not over extending',
        'head tilt chin lift with fingers on the jaw bone not the sof tissue',
        'mask rite way up, over mouth and nose',
        'EC clamp, tight seel, keeping it of her eyes',
        'lifting the jaw in to the mask with the same hand',
        'squeeze over one secound just till chest rise, 25 per minit',
        'she still gaggs so nasopharyngel airway, messured nostril to tragus',
        'lubricate and insert strait back along nasal floor',
        'reassesing chest rise, SATS and HR - chest moving and sats comming up',
      ],
    },
  ],
  errors: [
    {
      name: 'treating the fever and waiting',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Let's give her rectal paracetamol and sponge her down first, she'll breathe once the fever settles.",
        "She's just post-ictal from the benzos, recovery position and we'll watch her for a few minutes.",
        'Blow-by oxygen near her face and give her time to come round.',
      ],
    },
    {
      name: 'froth wiped out with fingers',
      item: 'BMV-2',
      phase: 0,
      lead: ["Shout for help please, she's not breathing."],
      phrasings: [
        "I'll wipe the froth out with a gauze wrapped round my finger.",
        "Scoop the bubbles out of her mouth with two fingers, it's quicker.",
      ],
    },
    {
      name: 'adult mask',
      item: 'BMV-8',
      phase: 0,
      lead: ['Crash call please, she has stopped breathing.', 'Yankauer to the froth.'],
      phrasings: [
        'Adult mask for her, a bigger mask seals better.',
        'Give me the big adult face mask, it covers more.',
      ],
    },
    {
      name: 'infant bag',
      item: 'BMV-9',
      phase: 0,
      lead: [
        'Crash call please, she has stopped breathing.',
        'Yankauer to the froth.',
        'Child mask that fits nose bridge to chin.',
      ],
      phrasings: [
        "The 250 mL bag will do, she's only 14 kilos.",
        'Pass me the little infant bag, the 240 mL one.',
      ],
    },
    {
      name: 'fingers in the soft tissue',
      item: 'BMV-4',
      phase: 1,
      lead: ['Head in a neutral sniffing position.'],
      phrasings: [
        'I push my fingers up into the soft bit under her chin to lift it.',
        'Thumb pressed into the floor of her mouth from underneath to keep it open.',
      ],
    },
    {
      name: 'mask upside down',
      item: 'BMV-11',
      phase: 1,
      lead: ['Head in a neutral sniffing position.', 'Head tilt-chin lift, fingers on the bone.'],
      phrasings: [
        'Mask on with the pointed end down over her chin.',
        'I put the mask on upside down, wide part at the nose, it fits better on her that way.',
      ],
    },
    {
      name: 'mask pressing on the eyes',
      item: 'BMV-15',
      phase: 1,
      lead: [
        'Head in a neutral sniffing position.',
        'Head tilt-chin lift, fingers on the bone.',
        'Mask right way up over mouth and nose.',
      ],
      phrasings: [
        'I rest my thumb across the top of the mask onto her eyelid for a firmer grip.',
        'Mask edge resting on her eyelids, I press down firmly regardless.',
      ],
    },
    {
      name: 'oral airway despite the gag',
      item: 'BMV-5',
      phase: 2,
      lead: ['Squeezing over a second, just to chest rise, 24 a minute.'],
      phrasings: [
        'Pop in an oral airway, measured from the corner of her mouth to the angle of the jaw.',
        "Guedel in, she'll stop gagging once it's in.",
        "I'd rather an OPA than a nasal one, less risk of a nosebleed.",
      ],
    },
    {
      name: 'NPA forced in dry or upwards',
      item: 'BMV-6',
      phase: 2,
      lead: ['She gags, so a nasal airway measured from nostril to tragus.'],
      phrasings: [
        "No time for lube, I'll just force the nasal airway in hard until it goes.",
        'Feed the NPA upwards along the line of her nose bridge and push past the resistance.',
      ],
    },
    {
      name: 'no reassessment after the adjunct',
      item: 'BMV-7',
      phase: 2,
      lead: ['NPA sized nostril to tragus, lubed, passed straight back.'],
      phrasings: [
        "NPA's in, I won't bother rechecking anything, just keep squeezing.",
        "Skip the checks, the monitor will alarm if something's wrong.",
      ],
    },
    {
      name: 'rate far too fast',
      item: 'BMV-19',
      phase: 2,
      lead: ['Squeezing gently over a second until the chest rises.'],
      phrasings: [
        "She's febrile so she needs more, I'll bag at 50 a minute.",
        'Give breaths as fast as the bag will refill.',
        'A breath every second, to get her oxygen up quickly.',
      ],
    },
  ],
  utterances: [],
};
