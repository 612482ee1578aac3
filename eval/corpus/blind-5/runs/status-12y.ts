import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Maya, 12 years (40 kg), status epilepticus treated with midazolam and then phenytoin; now apnoeic with a
 * pulse, secretions, gag reflex present (NPA, not OPA). Unlike the other new cases, this one asks for the squeeze and
 * the rate in phase 1 (with the mask), and for the adjunct, reassessment and effective ventilation in phase 2.
 */
export const statusRuns: HeldOutCase = {
  id: 'held-out-5-status-12y',
  title:
    'Held-out case: 12-year-old apnoeic after midazolam and phenytoin for status epilepticus (whole runs)',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Maya, a 12-year-old girl (40 kg) with no previous seizures, had a generalised tonic-clonic seizure at home. The paramedics gave buccal midazolam 10 mg; in the emergency department she was still fitting and received IV midazolam 4 mg, then a phenytoin infusion of 20 mg/kg (800 mg). The seizure stopped ten minutes ago. She is now apnoeic with a pulse, with frothy secretions in her mouth; she gags when the back of her throat is touched. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea after benzodiazepines and call for help; ventilate without waiting for the drugs to wear off.',
        objective2: 'Suction the secretions with a Yankauer; no finger sweep.',
        objective3:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin (large child or small adult) and a self-inflating bag of 500-1000 mL on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Position the head in the sniffing position, open the airway with a head tilt-chin lift or a jaw thrust, place and hold the mask correctly, and ventilate gently at 20-30 breaths a minute.',
        objective5:
          'With a gag reflex present, size and insert a nasopharyngeal airway (not an oropharyngeal airway), and reassess after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Maya',
          age: 12,
          sex: 'Female',
          weight: 40,
          diagnosis:
            'Convulsive status epilepticus (first presentation); respiratory depression after benzodiazepines',
        },
        history: {
          symptoms: 'Generalised tonic-clonic seizure for about 35 minutes in all; headache yesterday',
          allergies: 'None known',
          medications: 'Buccal midazolam 10 mg, IV midazolam 4 mg, IV phenytoin 800 mg (infusion finished)',
          pmh: 'None',
          lastMeal: 'Breakfast about 4 hours ago',
          events:
            'Collapsed and started fitting at home; midazolam by the paramedics and again in the emergency department, then phenytoin; the seizure stopped and she stopped breathing a few minutes later.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'Tonsillectomy at 6 years',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with her parents and brother; in year 7 at school',
          vaccinations: 'Up to date',
          familyHistory: 'Father had febrile seizures as a child',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, dusky, frothy secretions in the mouth',
          breathing: 'No respiratory effort',
          circulation: 'Radial pulse present, heart rate 108, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Unresponsive, pupils 3 mm and reacting, gags when the pharynx is touched, no further seizure activity',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent (glucose 6.8 mmol/L, sodium 139 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Maya lies on the resuscitation trolley, not breathing, with frothy secretions in her mouth. The phenytoin infusion has finished. Suction, oxygen, child and adult bag-mask kits and airway adjuncts are on the trolley.',
        vitalSigns: { hr: 108, rr: 0, temp: 37.8, nibp: '112/66', o2: 76, co2: null },
        airway: 'Frothy secretions in the mouth; gag present',
        breathing: 'Apnoeic',
        circulation: 'Radial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of 500-1000 mL (not a 250 mL infant bag); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help without waiting for the drugs to wear off or giving an antidote first; suctions the secretions with a Yankauer; no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing. What do you do first?',
      },
      {
        initialState: 'The mouth is clear; the bag is on oxygen and you are at the head of the bed.',
        vitalSigns: { hr: 116, rr: 0, temp: 37.8, nibp: '114/68', o2: 70, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Radial pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask; squeezes the bag over about one second, just enough for the chest to rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'How are you holding the mask, and how are you bagging?',
      },
      {
        initialState:
          'She is being bagged, but the tongue falls back between breaths and she gags when the mouth is touched.',
        vitalSigns: { hr: 104, rr: 0, temp: 37.8, nibp: '110/64', o2: 88, co2: 52 },
        airway: 'Partly obstructed between breaths; gag present',
        breathing: 'Assisted breaths, chest rise variable',
        circulation: 'Radial pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'With a gag reflex, chooses a nasopharyngeal airway (not an oropharyngeal airway) measured from the nostril to the tragus of the ear and inserts it lubricated, straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back and she gags. What would help?',
      },
      {
        initialState:
          'SpO2 98%, heart rate 96, the chest rises with each breath and she begins to breathe on her own. The simulation is complete.',
        vitalSigns: { hr: 96, rr: 14, temp: 37.7, nibp: '110/66', o2: 98, co2: 42 },
        airway: 'Patent with the NPA',
        breathing: 'Breathing on her own, assisted breaths tapering off',
        circulation: 'Pulses present, capillary refill 2 seconds',
        disability: 'Localises to pain',
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
      'She is apnoeic with a pulse. I call for help.',
      'I suction the secretions from her mouth with a Yankauer.',
      'I take a mask that fits from the bridge of the nose to the cleft of the chin and a 1000 mL adult self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'I put her head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'I put the mask on the right way round over her mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off her eyes.',
      'I keep the airway open by lifting the jaw into the mask with the same hand that holds it.',
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds, 20 a minute.',
    ],
    [
      'She gags, so no oral airway: I measure a nasopharyngeal airway from the nostril to the tragus and insert it lubricated, straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "Maya has stopped breathing after the midazolam, but she has a pulse. I'm calling for help now, and I won't wait for the drugs to wear off before I ventilate.",
        "I'll clear the frothy secretions from her mouth with a Yankauer, staying away from the back of the throat because she gags.",
        "I'm choosing a mask that fits from the bridge of her nose to the cleft of her chin; at her size that is a small adult mask.",
        "I'll use a 1000 mL adult self-inflating bag, connected to oxygen at 15 litres per minute.",
        "I'm standing at the head of the bed.",
        'I position her head in the sniffing position, bringing the ear level with the sternal notch, without hyperextending the neck.',
        'I open her airway with a head tilt-chin lift, with my fingers on the bony part of her jaw rather than the soft tissue underneath.',
        'I apply the mask the right way round, apex on the bridge of the nose, so it covers her mouth and nose.',
        "I hold it with an E-C clamp and make a tight seal, and I'm careful not to press on her eyes.",
        'I keep lifting her jaw into the mask with the same hand that holds the mask.',
        'I squeeze the bag gently over one second, with just enough volume to make the chest rise, giving one breath every three seconds, that is 20 per minute.',
        "Because she still gags, an oral airway would make her vomit, so I'll measure a nasopharyngeal airway from her nostril to the tragus of her ear.",
        'I lubricate it and slide it straight back along the floor of the nose with the bevel facing the septum.',
        'Now I reassess her chest rise, saturations and heart rate: her chest rises with each breath, the saturations are 95% and rising, and her heart rate is 100, so ventilation is effective.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic post benzo, pulse +. call for help',
        'yankauer sx, shallow',
        'small adult mask, 1L adult SIB, O2 15',
        'HOB',
        'sniffing, no hyperext',
        'HTCL, bony mandible only',
        'mask correct way, nose+mouth',
        'EC, good seal, off eyes',
        'mask hand lifts jaw',
        'bag 1 sec, vol to chest rise, q3s (20/min)',
        'gag present -> NPA not OPA, size nare to tragus',
        'NPA lubed, straight back',
        'reassess: CR +, SpO2 95 up, HR 100 -> effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Help, please, she is apnoeic.',
        'Yankauer suction of the mouth.',
        'Small adult face mask.',
        'Adult self-inflating bag, one litre.',
        'Oxygen fifteen litres per minute to the bag.',
        'I go to the head of the bed.',
        'Sniffing position, not hyperextended.',
        'Head tilt, chin lift on the bony chin.',
        'Mask apex on the nose bridge.',
        'Mask covering mouth and nose.',
        'E-C clamp hold.',
        'Tight seal, no leak.',
        'No pressure on the eyes.',
        'Mask hand keeps the jaw lifted.',
        'Squeezing over one second until the chest rises.',
        'Twenty-four breaths per minute.',
        'Nasopharyngeal airway measured nostril to tragus.',
        'Lubricated NPA in along the floor of the nose.',
        'Reassessing chest rise, SpO2 and heart rate.',
        'The chest rises and the sats climb.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Get me the adult bag on 15 L of oxygen and a small adult mask please, and call for help, she is not breathing.',
        'From the head of the bed, I suction her mouth with the Yankauer.',
        'Jaw thrust to open the airway, my fingers behind the angles of the jaw and not on the soft tissue.',
        'Her head is in a sniffing position, not overextended.',
        "Mask on: it's the right way round and covers mouth and nose, rim below the eyes.",
        "We're two now, so my colleague holds the mask with two hands in a double E-C grip, and the seal is tight now, while I squeeze.",
        'My colleague keeps lifting the jaw into the mask with the same hands that hold it.',
        'I bag at 1 breath every 2 to 3 seconds, 20 to 30 a minute, each breath over 1 second, just enough for the chest to rise.',
        'She gags, so no Guedel: nasal airway sized tip of the nostril to the tragus, about a 6.0.',
        'Inserted with lubricant, straight back, no force.',
        "Check again: chest rising, sats 96, HR 98, it's working.",
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'she is apneic, please call for the help',
        'i suction the secretion with yankaeur',
        'small adlut mask and 1 liter bag, oxygen fiften liters',
        'I stay at the had of the bed',
        'sniffing posision, no hyperextention',
        'head tilt chin lfit, fingers on the bone',
        'mask rigth way round, cover the mouth and nose',
        'E-C clamp, good seel, eyes free',
        'same hand of the mask lift the jaw',
        'sqeeze one secound only to chest rise, 20 per minut',
        'she gag so nasopharingeal airway, size from nostril to tragus',
        'lubricate and insert strait back',
        'reassess, chest rising, saturation going up, heartrate ok',
      ],
    },
  ],
  errors: [
    {
      name: 'antidote or waiting for the drugs to wear off',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Give her flumazenil and let's wait a minute or two to see if she starts breathing on her own.",
        "She's just snowed from the midaz, it'll wear off, keep an eye on her.",
        'Let me shake her and shout her name first and see if she comes round.',
      ],
    },
    {
      name: 'finger sweep',
      item: 'BMV-2',
      phase: 0,
      lead: ['Calling for help.'],
      phrasings: [
        'I clear the froth out of her mouth with my fingers.',
        "Scoop it out with a finger wrapped in gauze, don't bother with suction.",
      ],
    },
    {
      name: 'infant bag',
      item: 'BMV-9',
      phase: 0,
      lead: ['Call for help.', 'Yankauer to her mouth.', 'Small adult mask.'],
      phrasings: [
        "Grab the little 250 ml bag, it's the one already set up.",
        "I'll use the infant bag, smaller breaths are safer.",
      ],
    },
    {
      name: 'bagging from the side',
      item: 'BMV-16',
      phase: 0,
      lead: ['Calling for help.', 'Yankauer suction.', 'Small adult mask and adult bag on 15 L of oxygen.'],
      phrasings: [
        "I'll bag her from here at her side, next to the drip stand.",
        'Standing by her hip, I can reach the face from here.',
      ],
    },
    {
      name: 'mask upside down',
      item: 'BMV-11',
      phase: 1,
      lead: ['Sniffing position.', 'Head tilt-chin lift on the bony jaw.'],
      phrasings: [
        'Mask on with the narrow end on her chin.',
        'I put the mask on the other way up, the wide bit over her nose.',
      ],
    },
    {
      name: 'palm on the mask',
      item: 'BMV-13',
      phase: 1,
      lead: [
        'Sniffing position.',
        'Jaw thrust, fingers behind the angles of the jaw.',
        'Mask on the right way, mouth and nose.',
      ],
      phrasings: [
        'I hold the mask on with my palm pressed flat over the top.',
        'Just grab the mask in my fist and push it onto her face.',
      ],
    },
    {
      name: 'pressure on the eyes',
      item: 'BMV-15',
      phase: 1,
      lead: [
        'Sniffing position.',
        'Head tilt-chin lift.',
        'Mask on right way round over nose and mouth, E-C grip.',
      ],
      phrasings: [
        'My thumb is pressing on her eye to keep the mask steady.',
        "The top of the mask is on her eyelids, it's fine.",
      ],
    },
    {
      name: 'big forceful squeezes',
      item: 'BMV-18',
      phase: 1,
      lead: [
        'Sniffing position, head tilt-chin lift.',
        'Mask on correctly, E-C clamp, tight seal, off the eyes.',
        'Mask hand lifts the jaw.',
      ],
      phrasings: [
        'Squeezing the adult bag with both hands all the way down each breath.',
        'Pump really big breaths in so her chest balloons up.',
      ],
    },
    {
      name: 'far too fast',
      item: 'BMV-19',
      phase: 1,
      lead: [
        'Sniffing position, head tilt-chin lift.',
        'Mask on correctly, E-C clamp, tight seal, off the eyes.',
        'Mask hand lifts the jaw.',
      ],
      phrasings: [
        'Bagging about fifty times a minute to catch her sats up.',
        'Squeeze, squeeze, squeeze, as fast as I can go.',
      ],
    },
    {
      name: 'oral airway despite the gag',
      item: 'BMV-5',
      phase: 2,
      lead: [],
      phrasings: [
        'Stick an oral airway in, the gag will settle.',
        "Put a Guedel in even though she's gagging.",
      ],
    },
    {
      name: 'NPA pushed up and dry',
      item: 'BMV-6',
      phase: 2,
      lead: ['Nasal airway measured from the nostril to the tragus.'],
      phrasings: [
        'Push the nasal airway up towards her forehead, no lube, just force it.',
        'Shove the NPA in dry, aiming up at the eye.',
      ],
    },
  ],
  utterances: [],
};
