import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Tom, 16 y, 60 kg, pedestrian hit by a car: GCS 5, apnoeic with a pulse, cervical spine not cleared,
 * suspected basal skull fracture (raccoon eyes, CSF from the nose: no NPA), blood in the mouth, no gag.
 */
export const traumaRuns: HeldOutCase = {
  id: 'held-out-4-trauma-16y',
  title:
    'Held-out case: 16-year-old pedestrian hit by a car, apnoeic, spine not cleared, basal skull fracture',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Tom, a 16-year-old boy (60 kg), was hit by a car at about 40 km/h while crossing the road and thrown onto the bonnet and then the tarmac. Paramedics found him with a GCS of 7; he arrived on a scoop stretcher with head blocks. In the resuscitation bay his GCS is 5 and he has just stopped breathing. He has a pulse. His cervical spine has not been cleared. He has bilateral periorbital bruising (raccoon eyes) and clear fluid running from his nose, so a basal skull fracture is suspected. There is blood in his mouth and no gag reflex. You are the first doctor at his head.',
      objectives: {
        objective1:
          'Recognise apnoea in a head-injured adolescent and call for help (trauma team, anaesthetist).',
        objective2: 'Suction the blood from the mouth with a Yankauer; no finger sweep.',
        objective3:
          'Keep the cervical spine in line (manual in-line stabilisation) and open the airway with a jaw thrust, not a head tilt-chin lift.',
        objective4: 'Choose an adult mask and an adult self-inflating bag on oxygen at 15 L/min.',
        objective5:
          'Use an OPA, never an NPA, with a suspected basal skull fracture; ventilate at about 10-12 breaths a minute for an adult-sized adolescent, without hyperventilating.',
      },
      patientReport: {
        basicInformation: {
          name: 'Tom',
          age: 16,
          sex: 'Male',
          weight: 60,
          diagnosis:
            'Severe traumatic brain injury with suspected basal skull fracture; pedestrian struck by a car',
        },
        history: {
          symptoms:
            'Unresponsive after being struck by a car; breathing slowed and then stopped in the resuscitation bay',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Asthma as a child, no treatment for years',
          lastMeal: 'Lunch about four hours ago',
          events:
            'Struck by a car at about 40 km/h, thrown onto the road, GCS 7 at the scene, 5 on arrival; apnoeic one minute ago',
        },
        PMH: {
          medicalConditions: 'Childhood asthma, resolved',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents and brother; in year 11 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, on a scoop with head blocks and tape; blood in the mouth; bilateral periorbital bruising; clear fluid from the nose',
          breathing: 'Apnoeic, no chest movement; trachea central',
          circulation: 'Carotid and radial pulses present, heart rate 58, BP 150/90',
          abdomen: 'Soft, abrasions over the left flank',
          neuro: 'GCS 5 (E1 V1 M3), right pupil 5 mm sluggish, left 3 mm reactive, no gag reflex',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent (trauma bloods sent; bedside glucose 7.2 mmol/L)' },
      },
    },
    Phases: [
      {
        initialState:
          'Tom lies supine on the trauma trolley in head blocks; he has stopped breathing. Blood pools in his mouth. Wall suction, oxygen and adult and child bags and masks are ready; the trauma team has been pre-alerted but is not yet in the room.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.1, nibp: '150/90', o2: 78, co2: null },
        airway: 'Blood in the mouth and pharynx; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Pulses present; bradycardic and hypertensive',
        disability: 'GCS 5; unequal pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that reaches from the bridge of the nose to the cleft of the chin, clear of the eyes, and an adult self-inflating bag; connects it to oxygen at 15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises the apnoea and calls for help (trauma team, anaesthetist) without delaying for a scan or for someone else to arrive; suctions the blood from the mouth with a Yankauer, no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He has blood in his mouth and is not breathing. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear. A nurse offers to help. His neck must stay in line: the spine is not cleared.',
        vitalSigns: { hr: 56, rr: 0, temp: 36.1, nibp: '154/92', o2: 72, co2: null },
        airway: 'Clear after suction; obstructed by the tongue',
        breathing: 'Apnoeic',
        circulation: 'Pulses present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask, lifting the jaw into the mask.',
          airwayManagement:
            'Keeps the head and neck neutral and in line with manual in-line stabilisation, no sniffing position, no tilt or extension; opens the airway with a jaw thrust only (no head tilt-chin lift), fingers behind the angles of the jaw.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp or a two-person technique if the seal is poor; gets a tight seal; keeps pressure off the bruised eyes.',
        },
        softStop: 'His spine is not cleared. How do you open his airway and hold the mask?',
      },
      {
        initialState:
          'Breaths go in, but the tongue falls back between breaths. CSF still drips from his nose.',
        vitalSigns: { hr: 64, rr: 0, temp: 36.1, nibp: '148/88', o2: 86, co2: 52 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulses present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume for the chest to rise; ventilates at about 10-12 breaths a minute (one every 5-6 seconds), never hyperventilating; ventilates effectively, with chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex and a suspected basal skull fracture, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw, never a nasopharyngeal airway, and inserts it correctly without moving the neck; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. Which adjunct, and why?',
      },
      {
        initialState:
          'SpO2 98%, chest rising with each breath; the anaesthetist arrives to secure the airway. The simulation is complete.',
        vitalSigns: { hr: 72, rr: 12, temp: 36.1, nibp: '140/84', o2: 98, co2: 40 },
        airway: 'Patent with the OPA, spine still immobilised',
        breathing: 'Assisted at 12 a minute, good chest rise',
        circulation: 'Pulses present',
        disability: 'GCS 5',
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
      'He is apnoeic with a pulse. I call for help: the trauma team and the anaesthetist.',
      'I suction the blood from his mouth with a Yankauer sucker.',
      'I choose an adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'A nurse holds manual in-line stabilisation so his head and neck stay neutral and in line, without tilting or extending the neck.',
      'I open the airway with a jaw thrust only, no head tilt-chin lift, with my fingers behind the angles of the jaw.',
      'I place the mask the right way round, covering his mouth and nose. I hold it with an E-C clamp grip, get a tight seal and keep pressure off his eyes.',
      'I keep the airway open with the same hand that holds the mask.',
    ],
    [
      'I squeeze the bag over about 1 second, just enough to see the chest rise, at 10 breaths per minute.',
      'With a suspected basal skull fracture and no gag reflex, I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw, not a nasopharyngeal airway.',
      'I insert the oropharyngeal airway with a tongue depressor, following the curve of the tongue, without moving his neck.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises and the SpO2 improves, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        'Tom has stopped breathing but has a pulse, so I call for help: I want the trauma team and the anaesthetist here now.',
        'I suction the blood out of his mouth with a Yankauer, under direct vision.',
        'I choose an adult mask that fits from the bridge of his nose to the cleft of his chin without touching his eyes.',
        'I take an adult self-inflating bag and connect it to oxygen at 15 litres per minute.',
        'I stand at the head of the trolley.',
        'I ask the nurse to hold manual in-line stabilisation so that his head and neck stay neutral and in line; I will not put him in the sniffing position.',
        'Because his spine is not cleared, I open the airway with a jaw thrust only, my fingers behind the angles of his jaw.',
        'I place the mask the right way round so that it covers his nose and mouth.',
        'I hold it with an E-C clamp and make a tight seal, keeping pressure off his bruised eyes; if it leaks, we will switch to a two-person technique.',
        'My mask hand keeps lifting his jaw into the mask to hold the airway open.',
        'I squeeze the bag over one second with just enough volume for his chest to rise.',
        'I give one breath every five to six seconds, about ten to twelve a minute, and I do not hyperventilate him.',
        'He has no gag reflex and a probable basal skull fracture, so no nasal airway: I size an oral airway from the corner of his mouth to the angle of his jaw.',
        'I insert the oral airway with a tongue depressor, keeping his neck still.',
        'I reassess: his chest rises with every breath, his saturations are climbing and his heart rate is up to 70.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic w pulse. call trauma team + anaesthetics',
        'yankauer sx blood from mouth',
        'adult mask, adult SIB, O2 15L',
        'at HOB',
        'MILS by RN, neutral inline, no sniffing',
        'JT only, no HTCL',
        'mask correct orientation, nose+mouth, EC clamp, tight seal, off eyes',
        'mask hand doing JT into mask',
        'breaths over 1s, just to chest rise, RR 10-12, no hypervent',
        '?BOSF -> no NPA. OPA sized corner mouth to angle jaw',
        'OPA in w tongue depressor, neck still',
        'reassess: chest rise good, sats up, HR 70',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Get help, trauma call please.',
        'Suction the blood with the Yankauer.',
        'Adult mask.',
        'Adult bag.',
        'Oxygen at 15 litres.',
        'I go to the head end of the trolley.',
        'Nurse holds his head in line.',
        'Neck neutral, no tilt.',
        'Jaw thrust.',
        'Mask on the right way up.',
        'It covers his nose and mouth.',
        'E-C grip.',
        'The seal is tight.',
        'Fingers and mask off his eyes.',
        'Mask hand keeps the jaw forward.',
        'Breath over one second, just to chest rise.',
        'One breath every six seconds.',
        'Oral airway, sized from the mouth corner to the jaw angle. No nasal one.',
        'Insert it with a tongue depressor.',
        'Reassess chest rise, sats and heart rate: all improving.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "I'm at the head of the trolley: can you set me up an adult bag on 15 litres of oxygen with an adult mask, and put out a trauma call, he's not breathing.",
        'Yankauer to clear the blood from his mouth first.',
        'Two-person technique: I hold the mask the right way round over his nose and mouth with both hands, an E-C clamp on each side, fingers doing a jaw thrust behind the angles of the jaw, getting a tight seal away from his eyes, and you squeeze the bag.',
        'My hands on the mask are what keeps his airway open, jaw lifted into the mask.',
        'Someone else please hold his head in line, neutral, no extension and no pillow.',
        'No NPA with that CSF leak; he has no gag, so an OPA measured corner of mouth to angle of jaw, inserted upside down and rotated 180 degrees as it reaches the soft palate.',
        'Squeeze over one second, just enough for the chest to rise, every 5 to 6 seconds, so ten to twelve a minute.',
        'Reassessing: chest moves well, SpO2 98, heart rate 72.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'not breahting, has pulse, calling for hlep, trauma team',
        'suction teh blood with yankuer',
        'adult mask and adlut bag, oxygn 15l',
        'standing at the haed of the trolly',
        'manul inline stabilisation, head nuetral, no tilting',
        'jaw thurst only, no head tilt',
        'mask rigth way over nose and mouht, E C clamp, tihgt seal, not pressing on the eyes',
        'mask hand holding the airway opne',
        'sqeeze over one secnd just till chest rises, every 5-6 secs, 10 to 12 a minit',
        'no NPA - basel skull fracture. OPA mesured from corner of mouth to angel of jaw',
        'insert OPA with a tounge depresser, neck kept still',
        'reasses: chest riseing, sats up, HR better',
      ],
    },
  ],
  errors: [
    {
      name: 'scan or specialist first',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Let's get him straight to CT and sort the airway out after the scan.",
        "I'll hold off doing anything until the anaesthetist gets here.",
        'sternal rub first and watch for a minute to see if he breathes',
      ],
    },
    {
      name: 'finger sweep of blood clots',
      item: 'BMV-2',
      phase: 0,
      lead: ['He is apnoeic with a pulse. I call for help: the trauma team and the anaesthetist.'],
      phrasings: [
        'I scoop the blood clots out of his mouth with my fingers.',
        'finger sweep the back of his throat to get the clots out',
      ],
    },
    {
      name: 'child mask on an adult-sized patient',
      item: 'BMV-8',
      phase: 0,
      lead: [
        'He is apnoeic with a pulse. I call for help: the trauma team and the anaesthetist.',
        'I suction the blood from his mouth with a Yankauer sucker.',
      ],
      phrasings: ["Give me the child mask, he's still a kid.", 'small paeds mask, the size 2 one'],
    },
    {
      name: 'no oxygen',
      item: 'BMV-10',
      phase: 0,
      lead: [
        'He is apnoeic with a pulse. I call for help: the trauma team and the anaesthetist.',
        'I suction the blood from his mouth with a Yankauer sucker.',
        'I choose an adult mask and an adult self-inflating bag.',
      ],
      phrasings: [
        "Just bag him on air for now, we'll connect the oxygen when the team arrives.",
        'no need for O2 yet, his sats were fine in the ambulance',
      ],
    },
    {
      name: 'bagging from beside the chest',
      item: 'BMV-16',
      phase: 0,
      lead: ['He is apnoeic with a pulse. I call for help: the trauma team and the anaesthetist.'],
      phrasings: [
        "I'll bag from his right side so I can watch his abdomen at the same time.",
        'stand at the side next to his chest and do the bagging from there',
      ],
    },
    {
      name: 'neck extended or sniffing in an uncleared spine',
      item: 'BMV-3',
      phase: 1,
      lead: [],
      phrasings: [
        'Take the blocks off and put a pillow under his head into the sniffing position.',
        'tip his head back a bit to straighten the airway, the neck is probably fine',
      ],
    },
    {
      name: 'head tilt-chin lift in an uncleared spine',
      item: 'BMV-4',
      phase: 1,
      lead: [
        'A nurse holds manual in-line stabilisation so his head and neck stay neutral and in line, without tilting or extending the neck.',
      ],
      phrasings: [
        'I tilt his head back and lift his chin to open the airway.',
        'head tilt chin lift, quickest way to open it',
        'push on his forehead and pull the chin up',
      ],
    },
    {
      name: 'mask resting on the bruised eyes',
      item: 'BMV-15',
      phase: 1,
      lead: [
        'A nurse holds manual in-line stabilisation so his head and neck stay neutral and in line, without tilting or extending the neck.',
        'I open the airway with a jaw thrust only, no head tilt-chin lift, with my fingers behind the angles of the jaw.',
      ],
      phrasings: [
        'The mask sits up over his swollen eyes but I press down hard anyway to seal it.',
        'push the top of the mask onto his eye sockets, it seals better there',
      ],
    },
    {
      name: 'bagging on through a leak',
      item: 'BMV-14',
      phase: 1,
      lead: [
        'A nurse holds manual in-line stabilisation so his head and neck stay neutral and in line, without tilting or extending the neck.',
        'I open the airway with a jaw thrust only, no head tilt-chin lift, with my fingers behind the angles of the jaw.',
      ],
      phrasings: [
        "There's blood on his face so the mask is leaking, I'll just squeeze harder to make up for it.",
        'air is escaping round the mask but carry on, some of it is going in',
      ],
    },
    {
      name: 'NPA with a basal skull fracture',
      item: 'BMV-5',
      phase: 2,
      lead: [
        'I squeeze the bag over about 1 second, just enough to see the chest rise, at 10 breaths per minute.',
      ],
      phrasings: [
        'Nasal airway in the right nostril, size 7.',
        'stick a nose trumpet in, he might gag on an oral one',
        'I measure an NPA from the nostril to the ear and pop it in',
      ],
    },
    {
      name: 'hyperventilation for the head injury',
      item: 'BMV-19',
      phase: 2,
      lead: ['I squeeze the bag over about 1 second, just enough to see the chest rise.'],
      phrasings: [
        'Bag him fast, 30 a minute, to blow off his CO2 for the brain.',
        "hyperventilate him to get the pressure in his head down, his pupils aren't equal",
      ],
    },
    {
      name: 'squeezing the adult bag flat',
      item: 'BMV-18',
      phase: 2,
      lead: [],
      phrasings: [
        'Squeeze the adult bag all the way flat with both hands each breath.',
        'give him big hard quick breaths, the whole bag every time',
      ],
    },
  ],
  utterances: [],
};
