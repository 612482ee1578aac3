import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * A 14-year-old after a bike crash without a helmet: a severe head injury with signs of a basal skull fracture
 * (raccoon eyes, Battle's sign, clear fluid from the nose) and a cervical spine not yet cleared. What is
 * dangerous here: a nasopharyngeal airway (an oral airway is the adjunct; he has no gag reflex), a head tilt-chin
 * lift or any neck extension (a jaw thrust with the head and neck in line), a neonatal or small bag for a 50 kg
 * teenager, and hyperventilating him.
 */
export const teenHeadInjuryRuns: HeldOutCase = {
  id: 'held-out-teen-head-injury',
  title: 'Sam, 14 years, head injury with a suspected basal skull fracture and possible neck injury',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Sam, a 14-year-old boy, came off his mountain bike at speed without a helmet and hit a tree. Paramedics found him with a GCS of 5 and brought him in on a scoop with blocks; a collar could not be fitted well. In the resuscitation room his breathing becomes irregular and then stops. He has bruising around both eyes, bruising behind the left ear and clear fluid dripping from his nose. There is blood in his mouth. You are at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea after head injury and call for help.',
        objective2: 'Choose ventilation equipment for a 50 kg teenager.',
        objective3: 'Open the airway with a jaw thrust while keeping the cervical spine in line.',
        objective4: 'Ventilate at a normal rate and volume, avoiding hyperventilation.',
        objective5:
          'Avoid a nasal airway when a basal skull fracture is suspected; size and insert an oral airway.',
      },
      patientReport: {
        basicInformation: {
          name: 'Sam',
          age: 14,
          sex: 'Male',
          weight: 52,
          diagnosis:
            'Severe traumatic brain injury, suspected basal skull fracture, cervical spine not cleared',
        },
        history: {
          symptoms: 'Unconscious since the crash',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Asthma as a young child',
          lastMeal: 'Lunch 3 hours ago',
          events: 'Mountain bike crash into a tree at speed, no helmet; GCS 5 at scene',
        },
        PMH: {
          medicalConditions: 'Mild asthma, no treatment for 5 years',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Year 9 student, lives with his mother',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unconscious; bilateral periorbital bruising, bruising over the left mastoid, clear fluid from the nose, blood in the mouth',
          breathing: 'Irregular breaths, now apnoeic',
          circulation: 'Carotid pulse present, heart rate 58, blood pressure 150/90',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 4, right pupil larger than left and sluggish; no gag reflex',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Sam has stopped breathing. A colleague holds his head in line. There is blood in his mouth and clear fluid from his nose.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.2, nibp: '150/90', o2: 78, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present, heart rate 58',
        disability: 'GCS 4, unequal pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult (large) mask that reaches from the bridge of the nose to the cleft of the chin; chooses an adult self-inflating bag (about 1500 mL), not a neonatal or infant bag; connects it to oxygen at 15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea and calls for help, without waiting for imaging; suctions the blood from the mouth with a rigid Yankauer catheter, with no finger sweep and nothing passed through the nose.',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp (two people if the seal is poor); makes a tight seal; keeps pressure off the bruised eyes.',
        },
        softStop: 'He has stopped breathing. What do you need, and who holds his neck?',
      },
      {
        initialState: 'Bagging has started but the chest rises poorly; the tongue obstructs the airway.',
        vitalSigns: { hr: 56, rr: 0, temp: 36.2, nibp: '155/92', o2: 80, co2: null },
        airway: 'Obstructed by the tongue',
        breathing: 'Assisted breaths, poor chest rise',
        circulation: 'Heart rate 56',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the mask hand; squeezes over about one second with just enough volume to see the chest rise; ventilates at about 20 breaths per minute (one every 3 seconds), not hyperventilating him.',
          airwayManagement:
            'Keeps the head and neck neutral and in line (manual in-line stabilisation), never tilting or extending the neck; opens the airway with a jaw thrust, not a head tilt-chin lift, and without pressing on the soft tissue under the jaw.',
          maskPositioning: '',
        },
        softStop: 'His neck may be injured. How will you open the airway?',
      },
      {
        initialState:
          'The chest rises with the jaw thrust, but the tongue falls back whenever the grip eases.',
        vitalSigns: { hr: 64, rr: 0, temp: 36.2, nibp: '140/85', o2: 90, co2: 45 },
        airway: 'Tongue falls back; no gag reflex; clear fluid from the nose',
        breathing: 'Assisted at 20 a minute, chest rising',
        circulation: 'Heart rate 64',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'Because a basal skull fracture is suspected, chooses an oropharyngeal airway and not a nasopharyngeal airway; sizes it from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate afterwards.',
          maskPositioning: '',
        },
        softStop: 'Which adjunct can you use safely here?',
      },
      {
        initialState:
          'SpO2 98% with good chest rise on each breath; the anaesthetist arrives to intubate. The simulation is complete.',
        vitalSigns: { hr: 70, rr: 20, temp: 36.3, nibp: '135/80', o2: 98, co2: 40 },
        airway: 'Patent with the oral airway',
        breathing: 'Assisted at 20 a minute, good chest rise',
        circulation: 'Heart rate 70',
        disability: 'GCS 4',
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
      'He is apnoeic, so I call for help and stand at the head of the bed.',
      'I suction the blood from the mouth with a Yankauer suction catheter.',
      'I choose an adult mask that reaches from the bridge of the nose to the cleft of the chin, and an adult 1500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'I put the mask on the right way round, covering the mouth and nose, hold it with an E-C clamp grip, get a tight seal and keep pressure off the eyes.',
    ],
    [
      'I keep the head and neck in a neutral position in line and do not hyperextend the neck.',
      'I open the airway with a jaw thrust without pressing on the soft tissue under the jaw.',
      'I keep the airway open with the same hand that holds the mask, and squeeze the bag gently over 1 second with just enough volume to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'A basal skull fracture is suspected, so I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw, and I insert it with the correct technique.',
      'I reassess the chest rise, the SpO2 and the heart rate.',
      'I ventilate effectively: the chest rises visibly and the SpO2 improves.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "He's stopped breathing and still has a pulse. I'm calling for help, including anaesthetics, and we start bagging now.",
        "I'm taking the head of the bed while my colleague keeps holding his head in line, and I suction the blood out of his mouth with a Yankauer. Nothing goes up his nose.",
        "I'm choosing an adult mask that fits from the bridge of his nose to the cleft of his chin, with an adult self-inflating bag.",
        'The bag is connected to oxygen at 15 litres a minute.',
        "I put the mask on the right way round so it covers his mouth and nose, hold it with an E-C clamp and get a tight seal, taking care not to press on his bruised eyes. If it leaks I'll ask for a second person to hold the mask with two hands.",
        "His neck hasn't been cleared, so his head stays neutral and in line with manual in-line stabilisation; I won't tilt or extend it.",
        'I open the airway with a jaw thrust instead of a head tilt-chin lift, pushing up from the angles of the jaw and keeping my fingers off the soft tissue under the chin.',
        'The fingers holding the mask keep the jaw thrust going, so my mask hand keeps the airway open.',
        "I'm giving each breath over about a second, just enough to see his chest rise, one breath every three seconds, so 20 a minute. I'm not hyperventilating him.",
        "With the signs of a basal skull fracture I won't use a nasal airway. I'm sizing an oral airway from the corner of his mouth to the angle of his jaw.",
        'He has no gag, so I insert the OPA with a tongue depressor holding the tongue down and follow the curve of the tongue into place.',
        "I'm reassessing: chest rise, saturations and heart rate.",
        'His chest rises with every breath and his SpO2 is going up, so ventilation is effective.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic, pulse present. call for help / anaesthetics',
        'at head of bed, MILS by colleague. yankauer suction of blood from mouth, nothing nasal',
        'adult mask (bridge of nose to chin), adult 1500ml BVM, O2 15L',
        'mask on correct way, covers mouth + nose, EC clamp, tight seal, no pressure on eyes',
        'c-spine neutral inline, no extension',
        'jaw thrust, no head tilt. fingers at angles of mandible, off soft tissue',
        'mask hand maintains jaw thrust / airway',
        'breaths over 1s, just chest rise, q3s = 20/min, no hyperventilation',
        'suspected BSF -> no NPA. OPA sized corner of mouth to angle of jaw',
        'no gag -> OPA inserted w tongue depressor, following curve',
        'reassess: chest rise, SpO2, HR',
        'good chest rise, sats rising -> effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "He's apnoeic, I call for help.",
        'I go to the head of the bed.',
        'I suction the blood from his mouth with a rigid Yankauer.',
        'I choose an adult mask that reaches from the bridge of his nose to his chin.',
        'I choose an adult self-inflating bag.',
        'I connect the bag to oxygen at fifteen litres per minute.',
        'I put the mask on the right way round.',
        'The mask covers his mouth and nose.',
        'I hold the mask with an E-C clamp.',
        'I get a tight seal.',
        'I keep pressure off his eyes.',
        'I keep his head and neck neutral and in line without extending it.',
        'I open the airway with a jaw thrust, not pressing on the soft tissue.',
        'My mask hand keeps the airway open.',
        'I squeeze each breath over one second, just enough to see the chest rise.',
        'I give twenty breaths per minute.',
        'I choose an oral airway sized from the corner of the mouth to the angle of the jaw, not a nasal one.',
        'I insert the oral airway with a tongue depressor.',
        'I reassess chest rise, SpO2 and heart rate.',
        'The chest is rising and his sats are improving.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Please put out a trauma call for help, he has stopped breathing. Can someone connect the adult 1500 mL bag to the oxygen at 15 litres, with an adult mask that fits nose bridge to chin?',
        'I take the head of the bed and clear the blood from his mouth with the Yankauer.',
        'The mask goes on the right way round over nose and mouth, E-C clamp, tight seal, fingers well off his eyes.',
        "I'm doing a jaw thrust, not a chin lift, with my fingers behind the angles of the jaw and not pressing the soft tissue, and his head stays in line and neutral with my colleague's in-line stabilisation, no extension.",
        'We ventilate at twenty a minute, each breath over one second with just enough volume for the chest to rise, and the jaw thrust is held by the mask hand.',
        'Chest rise is good and the SpO2 is rising, so the breaths are effective.',
        'Nasal airway is out with a possible basal skull fracture, so he gets an OPA measured from the corner of his mouth to the angle of his jaw, inserted over a tongue depressor.',
        "After the OPA I'm rechecking his chest rise, sats and heart rate.",
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes apnoiec, calling for help',
        'at the head of the bedd, sucktion blood from mouth with yankeur',
        'adult mask from brigde of nose to chin, adult bag 1500ml, conected to oxygen 15 l',
        'mask rigth way round, covers mouth and nose, EC clamp, tigt seal, no pressure on the eys',
        'head and neck neutrel in line, no extention',
        'jaw thurst not head tilt, fingers off the soft tisue',
        'mask hand holds the airway, breathes over 1 sec just enuogh for chest rise, 20 per minut',
        'no NPA becuase of basel skull fracture, OPA mesured corner of mouth to angel of jaw, inserted with tounge depressor',
        'reasess chest rise, sats and heart rate',
        'chest riseing and sats improving',
      ],
    },
  ],
  errors: [
    {
      name: 'nasal airway with a suspected basal skull fracture',
      item: 'BMV-5',
      phase: 2,
      lead: ['Chest rising with each breath and the sats are climbing.'],
      phrasings: [
        "The mouth is full of blood, so I'll put a nasopharyngeal airway in instead, sized nostril to tragus.",
        'Nasal trumpet, 7.0, down the right nostril.',
        "I'll slide a lubricated NPA up his nose.",
      ],
    },
    {
      name: 'OPA measured to the wrong landmark',
      item: 'BMV-5',
      phase: 2,
      lead: ['Chest rise is good and SpO2 is improving.'],
      phrasings: ['I measure the oral airway from his incisors to his earlobe.'],
    },
    {
      name: 'head tilt-chin lift with a possible neck injury',
      item: 'BMV-4',
      phase: 1,
      phrasings: [
        "I'll open the airway with a head tilt-chin lift.",
        'Tilt his head back and lift the chin, that usually works best.',
      ],
    },
    {
      name: 'extending the neck',
      item: 'BMV-3',
      phase: 1,
      phrasings: [
        "Let's take the blocks off and extend his neck to straighten the airway.",
        'I put a pillow under his shoulders and let the head fall back into extension.',
      ],
    },
    {
      name: 'hyperventilating him',
      item: 'BMV-19',
      phase: 1,
      lead: ['Head and neck in line, jaw thrust, mask hand holding the airway open.'],
      phrasings: [
        "His pupil is blown, so I'll bag him fast, about 40 a minute, to bring his CO2 and ICP down.",
        'I bag as fast as I can.',
        'A breath every second.',
      ],
    },
    {
      name: 'breaths too big',
      item: 'BMV-18',
      phase: 1,
      lead: ['In-line stabilisation, jaw thrust, the mask hand keeps the airway open.'],
      phrasings: ['I squeeze the whole bag hard with both hands for every breath.'],
    },
    {
      name: 'delaying ventilation for imaging',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        "Let's get him to CT first and sort the airway after the scan.",
        'He took a breath a minute ago, I will keep watching him for now.',
      ],
    },
    {
      name: 'neonatal bag for a teenager',
      item: 'BMV-9',
      phase: 0,
      lead: ['Calling for help; at the head of the bed; blood suctioned with a Yankauer.'],
      phrasings: [
        "I'll use the 250 mL neonatal bag that's on the cart.",
        'Hand me the small baby bag with the adult mask.',
      ],
    },
    {
      name: 'mask not covering the nose',
      item: 'BMV-12',
      phase: 0,
      lead: [
        'Help called, head of the bed, mouth suctioned, adult mask and adult bag on oxygen at 15 L/min.',
      ],
      phrasings: [
        "Because of the fluid from his nose I'll put the mask over his mouth only and leave the nose out.",
        'Mask just over the lips, the nose stays uncovered.',
      ],
    },
    {
      name: 'no oxygen',
      item: 'BMV-10',
      phase: 0,
      lead: ['Help called, head of the bed, mouth suctioned, adult mask and adult bag.'],
      phrasings: ["I'll bag him on room air, the oxygen can come later."],
    },
    {
      name: 'blind finger sweep of blood clots',
      item: 'BMV-2',
      phase: 0,
      lead: ['Calling for help, at the head of the bed.'],
      phrasings: ['I scoop the clots out of his mouth with my fingers.', 'Finger sweep to clear the blood.'],
    },
    {
      name: 'pressure on the bruised eyes',
      item: 'BMV-15',
      phase: 0,
      lead: ['Help called, blood suctioned, adult mask, adult bag, oxygen 15 L/min.'],
      phrasings: ['I press the top of the mask firmly onto his eyes so it seals.'],
    },
    {
      name: 'standing at the side',
      item: 'BMV-16',
      phase: 0,
      lead: ['Help called, adult mask and 1500 mL bag on oxygen at 15 L/min.'],
      phrasings: ['I stand at his right side by the chest and bag from there, my colleague has the head.'],
    },
  ],
  utterances: [],
};
