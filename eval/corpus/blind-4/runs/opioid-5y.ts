import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Mia, 5 y, 19 kg, found after taking her grandmother's oxycodone: pinpoint pupils, apnoeic with a pulse,
 * secretions at the mouth, no gag. Naloxone is sensible but does not replace ventilation.
 */
export const opioidRuns: HeldOutCase = {
  id: 'held-out-4-opioid-5y',
  title: "Held-out case: 5-year-old apnoeic after her grandmother's oxycodone",
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Mia, a 5-year-old girl (19 kg), was found by her mother on the floor of her grandmother's bedroom, next to an open bottle of oxycodone 10 mg immediate-release tablets; up to six tablets may be missing. Paramedics brought her in with oxygen by face mask. On arrival she is unresponsive, with pinpoint pupils; her breathing slowed and has now stopped. She has a pulse. There are pooled secretions in her mouth and no gag reflex. Naloxone is in the resuscitation trolley. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise opioid-induced apnoea and call for help; ventilate at once, not after naloxone.',
        objective2: 'Suction the secretions with a suitable catheter.',
        objective3:
          'Choose a child mask and a 450-500 mL (or larger) self-inflating bag on oxygen at 10-15 L/min.',
        objective4: 'Position, open the airway and hold the mask with an E-C clamp and a tight seal.',
        objective5:
          'Ventilate at 20-30 breaths a minute with just enough volume for chest rise; size and insert an OPA (no gag); give naloxone while ventilating.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mia',
          age: 5,
          sex: 'Female',
          weight: 19,
          diagnosis: 'Opioid (oxycodone) poisoning with respiratory arrest',
        },
        history: {
          symptoms: 'Drowsiness, then unresponsive with slow and now absent breathing',
          allergies: 'None known',
          medications: 'None regularly',
          pmh: 'Mild eczema',
          lastMeal: 'Breakfast, about three hours ago',
          events:
            "Found beside her grandmother's open oxycodone bottle about 40 minutes after last seen well; up to six 10 mg tablets missing",
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollients',
          socialHistory:
            'Lives with her mother; her grandmother, who takes oxycodone for back pain, is staying with them',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, cyanosed lips, secretions pooling in the mouth',
          breathing: 'Apnoeic, no chest movement',
          circulation: 'Radial pulse present, heart rate 64, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Pinpoint pupils, no gag reflex, GCS 3',
          disability: 'Unresponsive to pain',
        },
        labs: { rvp: 'Not sent (bedside glucose 5.1 mmol/L; paracetamol level sent)' },
      },
    },
    Phases: [
      {
        initialState:
          'Mia lies on the resuscitation trolley, blue around the lips and not breathing, with a non-rebreather mask on her face. An IV cannula is in. The resuscitation trolley with child bags, masks, adjuncts and naloxone is open.',
        vitalSigns: { hr: 64, rr: 0, temp: 36.4, nibp: '90/54', o2: 70, co2: null },
        airway: 'Pooled secretions in the mouth; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Radial pulse present, bradycardic',
        disability: 'GCS 3, pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-500 mL or larger; connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help; starts ventilating without waiting for naloxone to work; suctions the secretions with a Yankauer or a suitable catheter, no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and has pinpoint pupils. What comes first?',
      },
      {
        initialState:
          'Her mouth is clear. The bag is on oxygen. Her tongue falls back against the back of the throat.',
        vitalSigns: { hr: 60, rr: 0, temp: 36.4, nibp: '88/52', o2: 66, co2: null },
        airway: 'Clear after suction; obstructed by the tongue',
        breathing: 'Apnoeic',
        circulation: 'Radial pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask, lifting the jaw into the mask.',
          airwayManagement:
            'Places the head in a neutral sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and not on the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp and switches to a two-person hold if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The tongue is blocking her airway. How do you open it and hold the mask?',
      },
      {
        initialState:
          'Breaths go in, but the tongue still falls back between breaths. Naloxone has been asked for.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.4, nibp: '92/56', o2: 84, co2: 60 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Radial pulse present, capillary refill 2 seconds',
        disability: 'GCS 3, pinpoint pupils',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume for the chest to rise; ventilates at 20-30 breaths a minute (one every 2-3 seconds); ventilates effectively, with chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (or an NPA sized from the nostril to the tragus) and inserts it correctly; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. What could help?',
      },
      {
        initialState:
          'Pink, SpO2 98%, chest rising well; after naloxone she starts breathing and grimaces. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 18, temp: 36.5, nibp: '98/60', o2: 98, co2: 42 },
        airway: 'Patent',
        breathing: 'Spontaneous breaths, assisted as needed',
        circulation: 'Pulses present, capillary refill 2 seconds',
        disability: 'Grimaces and moves to pain',
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
      'She is apnoeic with a pulse. I call for help.',
      'I suction the secretions from her mouth with a Yankauer suction catheter.',
      'I choose a child mask that reaches from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'I place her head in a neutral sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, with my fingers on the bony chin and not on the soft tissue under the jaw.',
      'I place the mask the right way round, covering her mouth and nose. I hold it with an E-C clamp grip, get a tight seal and keep pressure off her eyes.',
      'I keep the airway open with the same hand that holds the mask.',
    ],
    [
      'I squeeze the bag over about 1 second, just enough to see the chest rise, at 20 breaths per minute.',
      'She has no gag reflex, so I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with a tongue depressor, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises and the SpO2 improves, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        'Mia is apnoeic with a pulse, so I call for help immediately and ask for the anaesthetist and the resus team.',
        'I suction the secretions out of her mouth with a Yankauer.',
        'I choose a child-sized mask that fits from the bridge of her nose to the cleft of her chin, and a 500 mL self-inflating bag.',
        'I swap the non-rebreather for the bag, which I connect to the oxygen at 15 litres per minute.',
        'I stand at the head of the bed to ventilate.',
        'While I start bagging, could a nurse please give naloxone 0.1 mg per kilogram, so 1.9 mg, through the IV.',
        'I position her head in a neutral sniffing position, avoiding hyperextension of the neck.',
        'I open the airway with a jaw thrust, pushing the angles of the mandible forward rather than pressing on the soft tissue under the chin.',
        'I apply the mask the right way round so that it covers her nose and mouth.',
        'I hold it with an E-C clamp, check for a tight seal and make sure nothing presses on her eyes.',
        'I use the hand holding the mask to keep lifting the jaw into the mask so the airway stays open.',
        'I deliver each breath over one second with just enough volume to see the chest rise.',
        'I ventilate at a rate of about 20 breaths per minute, one every three seconds.',
        'As she has no gag reflex, I select an oropharyngeal airway that reaches from the corner of her mouth to the angle of her jaw.',
        'I insert it using a tongue depressor, following the curve of the tongue.',
        'After inserting it I reassess: her chest rises with each breath, her saturations are rising and her heart rate is improving.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic + pulse, opioid tox. call for help',
        'yankauer sx',
        'child mask, 500 SIB, O2 15L/min',
        'at HOB',
        'naloxone 0.1mg/kg IV pls, bagging meanwhile',
        'sniffing posn, no hyperext',
        'HTCL, fingers on bony chin not submental soft tissue',
        'mask apex to nose, covers nose + mouth, EC clamp, good seal, eyes clear',
        'mask hand lifting jaw into mask',
        'BVM 1 breath over 1s, just to chest rise, rate 20',
        'no gag -> OPA, corner of mouth to angle of jaw',
        'OPA in w tongue depressor',
        'reassess: chest rising, SpO2 up, HR up',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'She is not breathing. Somebody get help please.',
        'Suction her mouth with a Yankauer.',
        'Child mask.',
        'Half-litre self-inflating bag.',
        'Connect it to oxygen at 15 L.',
        'Standing at the head of the bed.',
        'Nurse, naloxone 1.9 mg IV now please, I carry on bagging.',
        'Head in a sniffing position.',
        'Not overextending the neck.',
        'Jaw thrust, fingers behind the angle of the jaw.',
        'Mask on the right way up.',
        'Over her nose and mouth.',
        'E-C clamp.',
        'Good seal, no leak.',
        'No pressure on the eyes.',
        'The mask hand is holding her airway open.',
        'Each breath over one second, just till the chest rises.',
        'Twenty breaths a minute.',
        'Oral airway, sized corner of mouth to angle of jaw.',
        'In with a tongue blade.',
        'Reassess: chest moving, sats rising.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "From the head of the bed: can you hook the 500 ml bag to 15 litres of oxygen and give me a child mask — and we need help in here, she's apnoeic.",
        'First Yankauer to get the secretions out of her mouth.',
        'I hold the mask in an E-C grip, right way round, over mouth and nose, with a tight seal and no pressure on the eyes.',
        "I'm lifting her jaw up into the mask with my mask hand, fingers on the bone, not the soft part under the chin, to open the airway.",
        'Head neutral in the sniffing position, not tipped back too far.',
        'We give naloxone 0.1 mg/kg IV, but I keep bagging regardless.',
        "No gag, so let's size an OPA from the corner of her mouth to the angle of the jaw and insert it over a tongue depressor.",
        'Squeezes over a second, just enough for the chest to rise, one every 2 to 3 seconds.',
        'Reassessing after the airway went in: chest rising, sats climbing, HR coming up from 60.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'she is apnic with a pulse, calling for hlep',
        'sucktion with yankuer',
        'child mask, 500 ml bag, oxgyen 15 litters',
        'stood at the head of teh bed',
        'narcan 1.9mg iv plz, keep bagging tho',
        'sniffing positon, neck not hyper extended',
        'head tilt chin lift on the bone of the chinn',
        'mask the rigt way over mouth and nose, EC clamp, seal tigth, nothing on the eyes',
        'mask hand holds the airway open',
        'squeese over 1 sec until chest rises, about twenty per min',
        'no gag, oral airway from corner of mouth to angle of jaw',
        'insert the OPA with tongue depresser',
        'chest rising and sats comming up, heart rate better',
      ],
    },
  ],
  errors: [
    {
      name: 'naloxone first and wait',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Give the naloxone and let's wait a couple of minutes to see if she starts breathing before we bag.",
        "narcan now, we'll only bag her if it doesn't kick in",
        "I'll shake her and shout her name and see if she breathes by herself.",
      ],
    },
    {
      name: 'finger sweep of the secretions',
      item: 'BMV-2',
      phase: 0,
      lead: ['She is apnoeic with a pulse. I call for help.'],
      phrasings: [
        'I wipe her mouth out with my finger first.',
        'hook the spit out with two fingers, no time for suction',
      ],
    },
    {
      name: 'infant mask on a 5-year-old',
      item: 'BMV-8',
      phase: 0,
      lead: [
        'She is apnoeic with a pulse. I call for help.',
        'I suction the secretions from her mouth with a Yankauer suction catheter.',
      ],
      phrasings: [
        'The small round baby mask will do for her.',
        "infant mask, it's the one on top of the trolley",
      ],
    },
    {
      name: 'neonatal bag',
      item: 'BMV-9',
      phase: 0,
      lead: [
        'She is apnoeic with a pulse. I call for help.',
        'I suction the secretions from her mouth with a Yankauer suction catheter.',
      ],
      phrasings: ['Use the little 250 mL bag, she is only small.', 'grab the newborn ambu'],
    },
    {
      name: 'bagging from the side',
      item: 'BMV-16',
      phase: 0,
      lead: [
        'She is apnoeic with a pulse. I call for help.',
        'I suction the secretions from her mouth with a Yankauer suction catheter.',
      ],
      phrasings: [
        "I'll bag from the side, I'm standing by her waist so I can reach the IV too.",
        'Stay beside her hip and squeeze the bag from there.',
      ],
    },
    {
      name: 'mask over the nose only',
      item: 'BMV-12',
      phase: 1,
      lead: ['I place her head in a neutral sniffing position without hyperextending the neck.'],
      phrasings: [
        'Mask over her nose only, her mouth is shut anyway.',
        'put the mask just on the nose and hold her lips closed',
      ],
    },
    {
      name: 'fingers pressing under the chin',
      item: 'BMV-4',
      phase: 1,
      lead: ['I place her head in a neutral sniffing position without hyperextending the neck.'],
      phrasings: [
        'I push my fingers up into the soft spot under her chin to lift it.',
        'press up hard on the squishy bit beneath the jaw with three fingers',
      ],
    },
    {
      name: 'poor mask hold: fist, or a leaking one-handed hold kept on',
      item: 'BMV-13',
      phase: 1,
      lead: [
        'I place her head in a neutral sniffing position without hyperextending the neck.',
        'I open the airway with a head tilt-chin lift, with my fingers on the bony chin and not on the soft tissue under the jaw.',
      ],
      phrasings: [
        "It's leaking a lot but I'll keep going one-handed, no need for a second person.",
        'Hold the mask on with my fist pressed flat on top of it.',
      ],
    },
    {
      name: 'pushing the face down into the mask',
      item: 'BMV-17',
      phase: 1,
      lead: [
        'I place her head in a neutral sniffing position without hyperextending the neck.',
        'I place the mask the right way round, covering her mouth and nose.',
      ],
      phrasings: [
        'I press the mask down hard onto her face, no need to lift the jaw.',
        'just push down on the mask, the jaw can stay where it is',
      ],
    },
    {
      name: 'OPA sized wrong',
      item: 'BMV-5',
      phase: 2,
      lead: [
        'I squeeze the bag over about 1 second, just enough to see the chest rise, at 20 breaths per minute.',
      ],
      phrasings: [
        'Measure the Guedel from the tip of her nose to her earlobe.',
        'pick an oral airway that reaches from her front teeth to the bottom of her chin',
      ],
    },
    {
      name: 'rate far too slow',
      item: 'BMV-19',
      phase: 2,
      lead: ['I squeeze the bag over about 1 second, just enough to see the chest rise.'],
      phrasings: [
        'One breath every ten seconds or so, like an adult.',
        "bag about 6 a minute, she's got a pulse so she doesn't need much",
      ],
    },
    {
      name: 'huge breaths to blow off CO2',
      item: 'BMV-18',
      phase: 2,
      lead: [],
      phrasings: [
        'Really big squeezes to wash out her CO2, empty the bag every time.',
        'squeeze as hard as I can so her chest balloons up',
      ],
    },
  ],
  utterances: [],
};
