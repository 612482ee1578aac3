import type { CaseDocument } from '../../../../src/contract/case.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';

const caseDoc: CaseDocument = {
  'Scenario Outline': {
    casePresentation:
      'Callum, an 11-year-old boy (35 kg), fell off a trampoline and landed on his head. Paramedics found him with a GCS of 5 and brought him in a collar, which has been loosened for the exam. He has now stopped breathing but has a pulse. His cervical spine is not cleared. There are no signs of a basal skull fracture. You are the first provider at the bedside.',
    objectives: {
      objective1: 'Recognise apnoea with a pulse after head injury and call for help.',
      objective2: 'Choose bag-mask equipment for a 35 kg child.',
      objective3: 'Open the airway with a jaw thrust and in-line stabilisation.',
      objective4: 'Ventilate at the right rate and volume, avoiding hyperventilation.',
      objective5: 'Size and insert an oropharyngeal airway (no gag reflex).',
    },
    patientReport: {
      basicInformation: {
        name: 'Callum',
        age: 11,
        sex: 'Male',
        weight: 35,
        diagnosis: 'Severe traumatic brain injury, cervical spine not cleared',
      },
      history: {
        symptoms: 'Unresponsive after a fall onto his head',
        allergies: 'Penicillin (rash)',
        medications: 'None',
        pmh: 'Mild asthma',
        lastMeal: '3 hours ago',
        events: 'Fell off a trampoline onto his head 40 minutes ago; GCS 5 at scene',
      },
      PMH: {
        medicalConditions: 'Mild asthma',
        hospitalizations: 'None',
        surgeries: 'None',
        allergies: 'Penicillin',
        medications: 'Salbutamol as needed',
        socialHistory: 'Lives with his father and sister; year 6 at school',
        vaccinations: 'Up to date',
        familyHistory: 'None',
      },
      initialExam: {
        generalAppearance: 'Unresponsive, blood in the mouth from a bitten tongue',
        breathing: 'No respiratory effort',
        circulation: 'Radial pulse present, heart rate 58, BP 138/84',
        abdomen: 'Soft, no bruising',
        neuro: 'GCS 5, left pupil sluggish; no raccoon eyes, no Battle sign, no CSF leak; no gag reflex',
        disability: 'GCS 5',
      },
      labs: { rvp: 'Not sent (blood glucose 6.8 mmol/L)' },
    },
  },
  Phases: [
    {
      initialState:
        'Callum has stopped breathing. Blood pools in his mouth. A colleague can hold his head; the cervical spine is not cleared.',
      vitalSigns: { hr: 58, rr: 0, temp: 36.8, nibp: '138/84', o2: 80, co2: null },
      airway: 'Blood in the mouth; no gag reflex',
      breathing: 'Apnoeic',
      circulation: 'Pulse present',
      disability: 'GCS 5',
      hardStop: {
        airwayManagement:
          'Recognises apnoea and calls for help; suctions the blood from the mouth with a rigid suction catheter.',
        ventilationEquipment:
          'Chooses a child mask of the right size and a suitable self-inflating bag (an adult bag for his size); connects oxygen at 10-15 L/min.',
        maskPositioning:
          'Places the mask correctly over mouth and nose, holds it with an E-C clamp or two-person technique, gets a seal and avoids pressure on the eyes.',
        ventilationTechnique: 'Ventilates from the head of the bed.',
      },
      softStop: 'He is not breathing and his neck is not cleared. What do you do first?',
    },
    {
      initialState: 'Bagging, but the chest rise is poor and the mask leaks.',
      vitalSigns: { hr: 60, rr: 0, temp: 36.8, nibp: '140/86', o2: 84, co2: null },
      airway: 'Cleared of blood',
      breathing: 'Assisted breaths, little chest rise',
      circulation: 'Pulse present',
      disability: 'GCS 5',
      hardStop: {
        airwayManagement:
          'Keeps the head and neck neutral with manual in-line stabilisation, without extending the neck; opens the airway with a jaw thrust (no head tilt), without pressing on the soft tissue.',
        ventilationEquipment: '',
        maskPositioning: '',
        ventilationTechnique:
          'Keeps the airway open with the mask hand; each breath over about one second, just enough for chest rise; about 20 breaths per minute, no hyperventilation.',
      },
      softStop: 'The chest is hardly rising. What would you change?',
    },
    {
      initialState: 'Chest now rising; the tongue falls back between breaths. No gag reflex.',
      vitalSigns: { hr: 72, rr: 0, temp: 36.8, nibp: '132/80', o2: 90, co2: 46 },
      airway: 'Tongue obstructs between breaths; no gag reflex',
      breathing: 'Assisted with chest rise',
      circulation: 'Pulse present',
      disability: 'GCS 5',
      hardStop: {
        airwayManagement:
          'Sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate.',
        ventilationEquipment: '',
        maskPositioning: '',
        ventilationTechnique: 'Ventilates effectively: chest rise and a rising SpO2.',
      },
      softStop: 'The airway keeps obstructing. What can help?',
    },
    {
      initialState:
        'Stabilised: SpO2 99%, good chest rise. Neurosurgery and anaesthesia are on their way. The simulation is complete.',
      vitalSigns: { hr: 80, rr: 20, temp: 36.8, nibp: '128/78', o2: 99, co2: 40 },
      airway: 'Patent with the OPA',
      breathing: 'Good chest rise with assisted breaths',
      circulation: 'Pulse present',
      disability: 'GCS 5',
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

export const trampolineHeadInjuryRuns: HeldOutCase = {
  id: 'held-out-3-trampoline-head-injury',
  title: 'Callum, 11 years, fall onto the head, GCS 5, apnoea, cervical spine not cleared',
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
      'He is apnoeic with a pulse. I call for help: trauma team, anaesthesia and a senior.',
      'I suction the blood from his mouth with a rigid Yankauer suction catheter.',
      'I choose a child face mask that fits from the bridge of the nose to the cleft of the chin, an adult 1000 mL self-inflating bag, and connect oxygen at 15 L/min.',
      'I stand at the head of the bed and place the mask the right way up over his mouth and nose, holding it with an E-C clamp for a tight seal, keeping off his eyes.',
    ],
    [
      'A colleague holds manual in-line stabilisation; I keep his head and neck neutral without extending the neck and open the airway with a jaw thrust, no head tilt, not pressing on the soft tissue under the jaw.',
      'My mask hands keep the airway open with the jaw thrust while the second person squeezes each breath over one second, just enough for chest rise, at 20 breaths per minute.',
    ],
    [
      'No gag reflex, so I size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it with a tongue depressor.',
      'I reassess: chest rising, SpO2 rising and heart rate steady, ventilation effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        'Callum is apnoeic but has a pulse, so I am calling for help: I want the trauma team and anaesthetics here now.',
        'There is blood in his mouth, so I will suction it out with a rigid Yankauer.',
        'I will use a child-size mask that sits from the bridge of his nose to the cleft of his chin, and because he is 35 kilos I will use the adult self-inflating bag.',
        'The bag is connected to oxygen at 15 litres a minute.',
        'I am standing at the head of the trolley.',
        'The mask goes on the right way up and covers both his nose and mouth. I will hold it with an E-C grip, check that the seal is tight, and keep my fingers away from his eyes.',
        'His neck is not cleared, so I am asking a nurse to hold in-line stabilisation; I will keep the head neutral and I will not tilt or extend it.',
        'I open the airway with a jaw thrust, lifting at the angles of the mandible rather than pushing on the soft tissue, so my mask hands hold the airway open.',
        'Each breath will be given over one second with just enough volume to see his chest rise, at a rate of about 20 per minute; I will not hyperventilate him.',
        'He has no gag reflex and no signs of a skull base fracture. I will measure an oral airway from the corner of his mouth to the angle of his jaw and insert it using a tongue depressor.',
        'Reassessing: the chest rises well, his saturation is going up and his heart rate is steady.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoea + pulse -> help! trauma call',
        'yankauer suction blood from mouth',
        'child mask, adult SIB 1L, O2 15L/min',
        'at HOB, mask on correct way, mouth+nose, EC, seal ok, eyes clear',
        'MILS by RN, neutral, no extension. JT, no HTCL, off soft tissue',
        '2-person: I hold mask/JT, RN squeezes 1s, chest rise only, 20/min',
        'no gag -> OPA, corner of mouth to angle of jaw, tongue depressor',
        'reassess: CR good, SpO2 up, HR ok',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Call for help.',
        'Suction the blood out with a Yankauer.',
        'Pick a child mask.',
        'Pick the adult bag.',
        'Connect oxygen at 12 litres.',
        'Stand at the head of the bed.',
        'Put the mask on the correct way round.',
        'Check it covers the nose and mouth.',
        'E-C clamp.',
        'Get a good seal.',
        'Keep off the eyes.',
        'Ask someone to hold in-line stabilisation.',
        'Neutral head position, no extension.',
        'Jaw thrust.',
        'Fingers behind the angle of the jaw, not on the soft tissue.',
        'Mask hand keeps the jaw lifted into the mask.',
        'Squeeze gently over one second until the chest rises.',
        'Twenty breaths a minute.',
        'Size an OPA from the lip corner to the angle of the mandible.',
        'Insert it with a tongue blade, following the curve of the tongue.',
        'Reassess chest rise, sats and heart rate.',
        'Tell his dad what is going on.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Getting to the head of the bed and having someone hold his head in line, c-spine not cleared. Call for help, trauma team and anaesthesia please.',
        'Blood in the mouth - suction with a rigid sucker first.',
        'Adult bag-valve, a child mask that fits nasal bridge to chin, oxygen at 15 L.',
        'Jaw thrust only, no head tilt, the head stays neutral with no extension, my fingers at the angles of the jaw and not on the soft tissue.',
        'Mask on, apex at the bridge of the nose, covers mouth and nose, two hands in an E-C hold with a good seal, away from the eyes; my hands keep the airway open.',
        'Could you squeeze for me: one breath every three seconds, over a second each, just enough to see the chest rise.',
        'He does not gag and there is no basal skull fracture sign, so OPA, measured mouth corner to jaw angle, inserted over a tongue depressor.',
        'Chest moving, sats rising, HR fine - reassessed.',
        'Can someone get IV access and a CT slot?',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes apneic w a pulse, cal for help, traume team',
        'suctoin the blod out with yankuer',
        'child mask, adlt self inflatin bag, 02 at 15 litres',
        'at the hed of the bed, mask rite way up over mouth and nose, E C grip, tight seel, nothing on his eys',
        'in line stabilisaiton, nuetral, no extention, jaw thurst no head tilt, not on soft tisue',
        'mask hand keping airway open, squeez 1 sec till chest rise, 20 per minuet',
        'no gag so OPA, mesured corner of mouth to angel of jaw, inserted w tounge depressor',
        'reasess chest rise sats and HR, improving',
      ],
    },
  ],
  errors: [
    {
      name: 'waits for CT before ventilating',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Let's get him straight to CT first and sort the airway after the scan.",
        'I shake his shoulders and shout his name and wait to see if he takes a breath.',
      ],
    },
    {
      name: 'finger sweep of the blood',
      item: 'BMV-2',
      phase: 0,
      lead: ['Apnoeic, calling for help.'],
      phrasings: [
        'I scoop the clots out with two fingers.',
        'Wiping the blood out of the back of his throat with my gloved finger.',
      ],
    },
    {
      name: 'neonatal bag',
      item: 'BMV-9',
      phase: 0,
      lead: ['Call for help.', 'Suction with a Yankauer.'],
      phrasings: ['I use the 250 mL baby bag.', 'The little neonatal self-inflating bag will do.'],
    },
    {
      name: 'infant mask',
      item: 'BMV-8',
      phase: 0,
      lead: ['Call for help.', 'Suction with a Yankauer.'],
      phrasings: [
        "I'll use the round infant mask, it only covers his mouth but that is fine.",
        'Size 1 infant mask for him, whatever is closest.',
      ],
    },
    {
      name: 'room air',
      item: 'BMV-10',
      phase: 0,
      lead: ['Call for help.', 'Suction the blood.', 'Child mask and adult bag.'],
      phrasings: [
        'Bagging on room air, no O2 connected.',
        "Don't worry about the oxygen, we'll just bag with air.",
      ],
    },
    {
      name: 'mask over the mouth only',
      item: 'BMV-12',
      phase: 0,
      lead: ['Call for help.', 'Suction.', 'Child mask, adult bag, O2 15 L/min.'],
      phrasings: [
        'I put the mask over his mouth only and leave his nose out.',
        'Mask just on the mouth, nose uncovered.',
      ],
    },
    {
      name: 'pressing on the eyes',
      item: 'BMV-15',
      phase: 0,
      lead: ['Call for help.', 'Suction.', 'Child mask, adult bag, O2 15 L/min.'],
      phrasings: [
        'Pressing the top of the mask down on his eyes for a better seal.',
        'I lean my thumb on his eye socket to hold the mask tighter.',
      ],
    },
    {
      name: 'head tilt in an uncleared neck',
      item: 'BMV-4',
      phase: 1,
      lead: ['Someone hold in-line stabilisation please.'],
      phrasings: [
        'I open his airway with a head tilt-chin lift.',
        'Tilt the head back and lift the chin, the collar is off anyway.',
      ],
    },
    {
      name: 'extending the neck',
      item: 'BMV-3',
      phase: 1,
      lead: [],
      phrasings: [
        'Extend his neck back fully to open up the airway.',
        'Putting a roll under his neck and hyperextending it.',
      ],
    },
    {
      name: 'hyperventilation',
      item: 'BMV-19',
      phase: 1,
      lead: ['In-line stabilisation, jaw thrust, no head tilt.'],
      phrasings: [
        'Forty breaths in one minute to blow off CO2 for his brain.',
        'Bag as fast as possible to drop the ICP.',
        'Every second, one breath.',
      ],
    },
    {
      name: 'big breaths',
      item: 'BMV-18',
      phase: 1,
      lead: ['MILS held, jaw thrust.'],
      phrasings: [
        'Squeezing the adult bag all the way to the bottom each breath.',
        'Big forceful breaths over half a second.',
      ],
    },
    {
      name: 'OPA with the wrong landmark',
      item: 'BMV-5',
      phase: 2,
      lead: [],
      phrasings: [
        'OPA sized from his incisors to his earlobe and in it goes.',
        'I measure the oral airway from the tip of the nose to the chin.',
      ],
    },
  ],
  utterances: [],
};
