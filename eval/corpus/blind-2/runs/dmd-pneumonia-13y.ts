import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * A 13-year-old (45 kg) with Duchenne muscular dystrophy and pneumonia, hypoventilating then apnoeic, pulse present,
 * no trauma, no gag. Adult equipment: a small/medium adult mask and an adult self-inflating bag (about 1000-1600
 * mL) on oxygen at 10-15 L/min (not low-flow oxygen for fear of CO2 retention), 20-30 breaths a minute, OPA.
 */
export const dmdPneumoniaRuns: HeldOutCase = {
  id: 'dmd-pneumonia-13y',
  title: 'Held-out case: 13-year-old with Duchenne muscular dystrophy and pneumonia, now apnoeic',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Daniel, a 13-year-old boy (45 kg) with Duchenne muscular dystrophy, non-ambulant, was admitted two days ago with right lower lobe pneumonia. Overnight he became drowsy with shallow breathing at 8 breaths a minute and a rising CO2. He has now stopped breathing. He has a pulse, thick secretions in his mouth that he cannot cough up, and no gag reflex. There is no trauma. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise hypoventilation progressing to apnoea and call for help without delay.',
        objective2: 'Suction the secretions, position the head and open the airway.',
        objective3:
          'Choose adult equipment for a 45 kg adolescent: an adult mask and an adult bag on high-flow oxygen.',
        objective4: 'Ventilate at 20-30 breaths a minute with just enough volume; do not hyperventilate.',
        objective5: 'Size and insert an oropharyngeal airway.',
      },
      patientReport: {
        basicInformation: {
          name: 'Daniel',
          age: 13,
          sex: 'Male',
          weight: 45,
          diagnosis:
            'Duchenne muscular dystrophy, right lower lobe pneumonia, hypercapnic respiratory failure',
        },
        history: {
          symptoms: 'Fever, wet cough he cannot clear, increasing drowsiness, shallow breathing',
          allergies: 'None known',
          medications: 'Prednisolone (daily), lisinopril, vitamin D; IV co-amoxiclav since admission',
          pmh: 'Duchenne muscular dystrophy; wheelchair user since age 10; mild cardiomyopathy',
          lastMeal: 'Soft supper, 5 hours ago',
          events: 'Hypoventilation overnight (RR 8, drowsy), then apnoea this morning',
        },
        PMH: {
          medicalConditions: 'Duchenne muscular dystrophy; early cardiomyopathy',
          hospitalizations: 'One admission for a chest infection last winter',
          surgeries: 'Achilles tendon releases at 8',
          allergies: 'None known',
          medications: 'Prednisolone, lisinopril, vitamin D',
          socialHistory: 'Lives with his parents and sister; attends secondary school',
          vaccinations: 'Up to date, including influenza',
          familyHistory: 'Maternal uncle with Duchenne muscular dystrophy',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, grey, thick secretions in the mouth',
          breathing: 'Apnoeic; crackles at the right base before he stopped breathing',
          circulation: 'Carotid pulse present, heart rate 110',
          abdomen: 'Soft',
          neuro: 'Unresponsive, no gag reflex, no signs of injury',
          disability: 'Unresponsive to pain',
        },
        labs: { rvp: 'Negative; blood gas before the apnoea: pH 7.21, pCO2 78 mmHg' },
      },
    },
    Phases: [
      {
        initialState:
          'Daniel is slumped in bed, apnoeic and grey, with thick secretions in his mouth. A nasal cannula at 1 L/min is on his face.',
        vitalSigns: { hr: 112, rr: 0, temp: 38.4, nibp: '104/66', o2: 74, co2: null },
        airway: 'Thick secretions in the mouth; head flexed forward',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present',
        disability: 'Unresponsive, no gag reflex',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask (small or medium) that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1000-1600 mL); connects the bag to oxygen at 10-15 L/min, not low-flow oxygen.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help without delay; suctions the secretions from the mouth with a Yankauer, no finger sweep; places the head in a neutral sniffing position (a pad under the head), without hyperextending the neck; opens the airway with a head tilt-chin lift or jaw thrust, keeping the fingers off the soft tissue under the jaw.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his mouth is full of secretions. What do you do?',
      },
      {
        initialState: 'His mouth is clear, the airway is open and the adult bag is ready on oxygen.',
        vitalSigns: { hr: 118, rr: 0, temp: 38.4, nibp: '108/68', o2: 70, co2: null },
        airway: 'Clear after suction, airway held open',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head of the bed; keeps the airway open with the hand that holds the mask; squeezes each breath over about one second with just enough volume for the chest to rise; ventilates at 20-30 breaths a minute (one every 2-3 seconds), not faster even though his CO2 is high.',
          airwayManagement: '',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp, two-handed with a helper squeezing if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The bag and mask are ready. How will you ventilate him?',
      },
      {
        initialState:
          'He is being bagged; the chest rises a little but his tongue falls back between breaths.',
        vitalSigns: { hr: 108, rr: 0, temp: 38.4, nibp: '106/64', o2: 85, co2: 62 },
        airway: 'Tongue falls back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Carotid pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly (with a tongue depressor, or by rotation in an adolescent); reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. What would help?',
      },
      {
        initialState:
          'SpO2 95%, chest rising well; the intensive care team arrives to take over. The simulation is complete.',
        vitalSigns: { hr: 100, rr: 20, temp: 38.3, nibp: '110/70', o2: 95, co2: 52 },
        airway: 'Patent with the OPA',
        breathing: 'Assisted, good chest rise',
        circulation: 'Carotid pulse present',
        disability: 'Unresponsive',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse. I call for help.',
      'I suction the secretions from his mouth with a Yankauer.',
      'I place his head in a neutral sniffing position with a pad under the head, without hyperextending the neck.',
      'I open his airway with a head tilt-chin lift, without pressing on the soft tissue under the jaw.',
      'I choose an adult mask that reaches from the bridge of his nose to the cleft of his chin and an adult 1500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the bed.',
      'I place the mask the right way round, covering his mouth and nose, hold it with an E-C clamp, get a tight seal and keep pressure off his eyes.',
      'I keep his airway open with the same hand that holds the mask.',
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway measured from the corner of his mouth to the angle of his jaw.',
      'I insert the oropharyngeal airway with a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises and the SpO2 improves.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "Daniel has stopped breathing but still has a carotid pulse, so I'm calling for help and asking for anaesthetics and the intensive care team.",
        "He can't clear his own secretions, so I'll suction his mouth with a Yankauer.",
        "I'm putting a folded towel under his head to bring him into the sniffing position, keeping the neck neutral rather than hyperextended.",
        'I open his airway with a head tilt-chin lift, with my fingers on the bony mandible rather than the soft tissues.',
        "He's 45 kilos, so I'll use an adult self-inflating bag of about 1.5 litres and a small adult mask that fits from the bridge of his nose to the cleft of his chin.",
        'The bag is attached to oxygen at fifteen litres per minute; he retains CO2, but what he needs now is ventilation with high-flow oxygen, not a low flow.',
        "I'm at the head of the bed.",
        "I apply the mask the right way round, covering his mouth and nose, and hold it with an E-C clamp; if it leaks I'll ask a colleague to squeeze while I hold it with both hands.",
        "The seal is tight and I'm keeping the mask off his eyes.",
        'My mask hand keeps the chin lifted, holding the airway open.',
        'I squeeze each breath over about one second, just enough to see the chest rise, at about twenty breaths per minute.',
        "There's no gag reflex, so I'll size an oropharyngeal airway from the corner of his mouth to the angle of the jaw.",
        'I insert it upside down and rotate it 180 degrees as it reaches the soft palate.',
        'I reassess his chest rise, saturation and heart rate.',
        'His chest now rises with every breath and his sats are improving.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic, pulse+ -> call for help, anaes + PICU',
        'yankauer sx oropharynx',
        'pad under occiput, sniffing, not hyperext',
        'JT, fingers behind angle of mandible',
        'adult SIB 1.6L + adult mask bridge->cleft, O2 15 lpm',
        'at head of bed. mask apex over nasal bridge, mouth + nose covered, EC, seal good, eyes clear',
        'mask hand maintaining JT',
        '1 sec squeeze, just visible chest rise, 20/min',
        'no gag: OPA angle of mouth to angle of jaw, insert w/ tongue depressor',
        're-ass CR/sats/HR',
        'CR +, SpO2 rising',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "Calling for help: he's apnoeic.",
        'Yankauer suction to the mouth.',
        'Head neutral in sniffing position, no hyperextension.',
        'Head tilt chin lift, fingertips on the bony chin.',
        'Adult mask, measured bridge of the nose to the chin cleft.',
        'Adult bag, 1600 mL.',
        'Oxygen on, 15 litres a minute.',
        'I stand at the head of the bed.',
        'Mask on, right way up.',
        'Mask over the nose and the mouth.',
        'Holding it in an E-C clamp.',
        "Seal's good, no leak.",
        'Mask rim kept off his eyes.',
        'Lifting his jaw into the mask with the same hand.',
        'Gentle one-second squeezes until the chest rises.',
        'One breath every 3 seconds.',
        'Sizing an OPA from mouth corner to jaw angle, no gag present.',
        'Inserting the OPA over a tongue depressor.',
        'Reassess: chest, SpO2, heart rate.',
        'Chest rising and saturation better.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "Get me an adult bag and a medium adult mask - the mask should reach from the nasal bridge to the chin - hooked to oxygen at 15 L, not the nasal cannula's 1 litre.",
        'We need help in here now, he has stopped breathing - put out a call.',
        'Opening his airway with a jaw thrust, fingers behind the angles of the jaw, head in a neutral sniffing position without tipping it back too far.',
        'Suction his mouth with the Yankauer, there is thick sputum.',
        "I'm at the head; mask on the right way over nose and mouth, no pressure on the eyes.",
        "Let's do two-person: I hold the mask with both hands in an E-C grip and keep his jaw lifted into it, you squeeze.",
        'Good seal now. Squeeze over one second, just until his chest rises, one breath every three seconds.',
        'Can someone phone his mum and let her know what is happening?',
        'Sats improving and chest rising with each breath.',
        'Reassessing heart rate, SpO2 and chest rise after each change.',
        'No gag, so put in an OPA sized from the corner of his mouth to the angle of the mandible, inserted with a tongue depressor.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes apnoic, has a pulse, calling for help',
        'suction mouth with yankaeur, lots of secretons',
        'head in sniffing positon, not hyperextnded',
        'head tilt chin lfit, fingers on the mandibel',
        'adult bvm 1.5 L and adult mask bridge of nose to chin, o2 at 15L/min',
        'standing at teh head of the bed',
        'mask on corect way, covering mouth and nose, EC clamp, good seel, off his eyes',
        'mask hand keeping the airwya open',
        'squeze 1 sec until chest rises, 20 breaths per minut',
        'no gag, opa sized corner of mouth to angle of jaw, inserted with tounge depressor',
        'reassesing chest rise, sat, hr',
        'chest rising and sats beter',
      ],
    },
  ],
  errors: [
    {
      name: 'oxygen and watching instead of ventilating',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Put him on a non-rebreather at 15 L and let's watch him for a few minutes.",
        "I'll sit him up, give him some oxygen and wait for the blood gas before deciding on bagging.",
        "let's wait for anaesthetics to arrive before we start bagging",
      ],
    },
    {
      name: 'low-flow oxygen for fear of CO2 retention',
      item: 'BMV-10',
      phase: 0,
      lead: [
        'Calling for help, he is apnoeic.',
        'Yankauer suction to the mouth.',
        'Head neutral, sniffing position.',
        'Head tilt-chin lift.',
        'Adult mask and adult self-inflating bag.',
      ],
      phrasings: [
        'Oxygen at 2 litres only, DMD kids retain CO2.',
        "I'll keep the O2 low, maybe one litre, so I don't knock off his drive",
        'just room air through the bag, oxygen is dangerous in Duchenne',
      ],
    },
    {
      name: '250 mL neonatal bag',
      item: 'BMV-9',
      phase: 0,
      lead: [
        'Calling for help, he is apnoeic.',
        'Yankauer suction to the mouth.',
        'Head neutral, sniffing position.',
        'Head tilt-chin lift.',
      ],
      phrasings: ['The 250 mL neonatal bag will do.', "use the baby bag, 250 ml, he's skinny"],
    },
    {
      name: 'hyperextension',
      item: 'BMV-3',
      phase: 0,
      lead: ['Calling for help, he is apnoeic.', 'Yankauer suction to the mouth.'],
      phrasings: [
        'Extend his neck right back, really hyperextended.',
        'shoulder roll under him and let the head drop right back over it',
      ],
    },
    {
      name: 'finger sweep of the secretions',
      item: 'BMV-2',
      phase: 0,
      lead: ['Calling for help, he is apnoeic.'],
      phrasings: ["I'll clear the sputum out with my fingers.", 'blind finger sweep for the secretions'],
    },
    {
      name: 'pressing on the soft tissue under the jaw',
      item: 'BMV-4',
      phase: 0,
      lead: [
        'Calling for help, he is apnoeic.',
        'Yankauer suction to the mouth.',
        'Head neutral, sniffing position.',
      ],
      phrasings: [
        'Chin lift with my fingers dug into the soft tissue under his jaw.',
        'pressing my thumbs into the soft spot under his chin to push the tongue up',
      ],
    },
    {
      name: 'child mask too small',
      item: 'BMV-8',
      phase: 0,
      lead: [
        'Calling for help, he is apnoeic.',
        'Yankauer suction to the mouth.',
        'Head neutral, sniffing position.',
        'Head tilt-chin lift.',
      ],
      phrasings: [
        "I'll use the size 2 child mask.",
        "small kid's mask, it only reaches halfway down to his chin but that's ok",
      ],
    },
    {
      name: 'mask over the mouth only',
      item: 'BMV-12',
      phase: 1,
      lead: ['At the head of the bed.'],
      phrasings: [
        'The mask is over his mouth but his nose is outside it.',
        'I seal the mask around his mouth only',
      ],
    },
    {
      name: 'pressure on the eyes',
      item: 'BMV-15',
      phase: 1,
      lead: ['At the head of the bed.', 'Mask on the right way over his nose and mouth, E-C clamp.'],
      phrasings: [
        'I press the mask up onto his eyes for a better seal.',
        "my thumb's on his eyelid to hold the mask steady",
      ],
    },
    {
      name: 'hyperventilating to blow off the CO2',
      item: 'BMV-19',
      phase: 1,
      lead: [
        'At the head of the bed.',
        'Mask on the right way over his nose and mouth, E-C clamp, good seal, off the eyes.',
        'My mask hand keeps his jaw lifted.',
      ],
      phrasings: [
        'Hyperventilate him at 40 a minute to blow off his CO2.',
        'forty breaths in a single minute, his CO2 is 78',
        'squeeze every second to wash out the CO2',
      ],
    },
    {
      name: 'emptying the adult bag',
      item: 'BMV-18',
      phase: 1,
      lead: [
        'At the head of the bed.',
        'Mask on the right way over his nose and mouth, E-C clamp, good seal, off the eyes.',
        'My mask hand keeps his jaw lifted.',
      ],
      phrasings: [
        'Squeeze the adult bag all the way, the full 1.6 litres each breath.',
        'big forceful breaths, he has pneumonia so he needs high pressure',
      ],
    },
    {
      name: 'ventilating from the side',
      item: 'BMV-16',
      phase: 1,
      lead: [],
      phrasings: [
        'Bagging him from the side of the bed, standing by his chest.',
        "I'll stay at his side next to the monitor and hold the mask from there.",
      ],
    },
    {
      name: 'OPA of the wrong size',
      item: 'BMV-5',
      phase: 2,
      lead: [],
      phrasings: [
        "I'll put in the smallest OPA on the tray, the neonatal one.",
        'OPA sized from the tip of his nose to his chin',
      ],
    },
  ],
  utterances: [],
};
