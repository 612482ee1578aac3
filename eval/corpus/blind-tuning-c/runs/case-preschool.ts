import type { CaseDocument } from '../../../../src/contract/case.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/** Preschool child: 3-year-old who drank a relative's methadone; naloxone must not delay ventilation. */
const caseDoc: CaseDocument = {
  'Scenario Outline': {
    casePresentation:
      "Kai, a 3-year-old boy (15 kg), was brought to the emergency department after he was found sleepy next to an open bottle of his uncle's methadone. In the resuscitation bay he stops breathing. He has a pulse. Naloxone is in the drug cupboard down the corridor; the bay has bag-mask equipment, wall oxygen and suction. You are the first doctor at the bedside.",
    objectives: {
      objective1:
        'Recognise opioid apnoea and ventilate first; naloxone does not delay bag-mask ventilation.',
      objective2: 'Choose a child mask and a 450-500 mL self-inflating bag on 10-15 L/min oxygen.',
      objective3: 'Position the mask correctly and hold it with an E-C clamp.',
      objective4: 'Ventilate 20-30/min with gentle breaths that just raise the chest.',
      objective5: 'Size and insert an airway adjunct.',
    },
    patientReport: {
      basicInformation: {
        name: 'Kai',
        age: 3,
        sex: 'Male',
        weight: 15,
        diagnosis: 'Methadone ingestion with respiratory arrest',
      },
      history: {
        symptoms: 'Drowsy, then unresponsive',
        allergies: 'None known',
        medications: 'None',
        pmh: 'None',
        lastMeal: 'Lunch 4 hours ago',
        events: 'Found with an open bottle of methadone oral solution, amount unknown',
      },
      PMH: {
        medicalConditions: 'None',
        hospitalizations: 'None',
        surgeries: 'None',
        allergies: 'None known',
        medications: 'None',
        socialHistory: 'Staying with grandparents and an uncle this week; attends nursery',
        vaccinations: 'Up to date',
        familyHistory: 'None',
      },
      initialExam: {
        generalAppearance: 'Unresponsive, cyanosed lips, drooling',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present, HR 90, capillary refill 3 seconds',
        abdomen: 'Soft',
        neuro: 'Pinpoint pupils, unresponsive',
        disability: 'Unresponsive to pain',
      },
      labs: { rvp: 'Not sent' },
    },
  },
  Phases: [
    {
      initialState: 'Kai is apnoeic and blue, saliva pooling in his mouth, pupils pinpoint.',
      vitalSigns: { hr: 90, rr: 0, temp: 36.4, nibp: '90/55', o2: 72, co2: null },
      airway: 'Saliva pooling in the mouth',
      breathing: 'Apnoeic',
      circulation: 'Pulse present',
      disability: 'Unresponsive, pinpoint pupils',
      hardStop: {
        ventilationEquipment:
          'Chooses a child mask and a 450-500 mL self-inflating bag; connects oxygen at 10-15 L/min.',
        ventilationTechnique: 'Stands at the head of the bed.',
        airwayManagement:
          'Recognises apnoea and calls for help, ventilating without waiting for naloxone; suctions the secretions with a suitable catheter.',
        maskPositioning:
          'Mask the right way up over mouth and nose, E-C clamp, tight seal, no pressure on the eyes.',
      },
      softStop: 'He has stopped breathing. Naloxone is down the corridor. What now?',
    },
    {
      initialState: 'Bagging has started; the chest rises poorly and there is a leak at the mask.',
      vitalSigns: { hr: 95, rr: 0, temp: 36.4, nibp: '92/56', o2: 68, co2: null },
      airway: 'Tongue falls back; poorly opened',
      breathing: 'Poor chest rise',
      circulation: 'Pulse present',
      disability: 'Unresponsive',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Mask hand holds the airway open; each breath squeezed over 1 second with just enough volume for chest rise; 20-30 breaths a minute.',
        airwayManagement:
          'Sniffing position, neck not hyperextended; head tilt-chin lift or jaw thrust without pressing on the soft tissue under the jaw.',
        maskPositioning: '',
      },
      softStop: 'The chest barely rises. What could you change?',
    },
    {
      initialState:
        'Chest rising, SpO2 improving. Still no gag reflex; the tongue falls back between breaths. Naloxone has arrived.',
      vitalSigns: { hr: 110, rr: 0, temp: 36.4, nibp: '94/58', o2: 87, co2: 52 },
      airway: 'Tongue obstructs between breaths; no gag',
      breathing: 'Assisted, chest rising',
      circulation: 'Pulse present, capillary refill 2 seconds',
      disability: 'Unresponsive',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: 'Ventilates effectively: visible chest rise and SpO2 rising.',
        airwayManagement:
          'Chooses an OPA (corner of mouth to angle of jaw) or NPA (nostril to tragus) of the right size, inserts it correctly, and reassesses chest rise, SpO2 and heart rate.',
        maskPositioning: '',
      },
      softStop: '',
    },
    {
      initialState:
        'After naloxone and bagging he breathes on his own; SpO2 99%. The simulation is complete.',
      vitalSigns: { hr: 105, rr: 20, temp: 36.5, nibp: '96/60', o2: 99, co2: 40 },
      airway: 'Patent',
      breathing: 'Spontaneous breaths, good chest rise',
      circulation: 'Pulse present, capillary refill 2 seconds',
      disability: 'Rousable to voice',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: '',
        airwayManagement: '',
        maskPositioning: '',
      },
      softStop: '',
    },
  ],
};

export const preschoolCase: HeldOutCase = {
  id: 'tr-preschool-methadone',
  title: '3-year-old apnoeic after methadone ingestion',
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
      'He is apnoeic with a pulse; I call for help and start bag-mask ventilation now, a nurse fetches the naloxone.',
      'I suction the saliva from his mouth with a Yankauer sucker.',
      'Child-size mask and a 500 mL self-inflating bag connected to oxygen at 15 L/min.',
      'Standing at the head of the bed, I put the mask on the right way up over his mouth and nose, E-C clamp, tight seal, off the eyes.',
    ],
    [
      'Sniffing position with a small pad under his head, neck not hyperextended.',
      'Head tilt-chin lift with my fingers on the bone of the jaw, not on the soft tissue.',
      'My mask hand keeps the jaw lifted into the mask; I squeeze over one second just until the chest rises, 20 breaths per minute.',
    ],
    [
      'No gag, so I size an OPA from the corner of the mouth to the angle of the jaw.',
      'I insert the OPA with a tongue depressor following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate after the OPA.',
      'Good chest rise and the SpO2 is rising: effective ventilation.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        'Kai has stopped breathing but still has a pulse. I am calling for help and I will start bagging him straight away while a nurse gets the naloxone.',
        'I suction the saliva out of his mouth with a Yankauer catheter.',
        'I choose a child-size mask that sits on the bridge of the nose and the cleft of the chin.',
        'I use the 500 mL paediatric self-inflating bag and connect it to oxygen at 15 litres a minute.',
        'I position myself at the head of the bed.',
        'I place the mask narrow end up over the nose so it covers his mouth and nose and stays off his eyes.',
        'I hold it with the E-C grip, thumb and index finger on the mask, and press it into a tight seal.',
        'I put a folded towel under his head for the sniffing position, without tipping the neck back too far.',
        'I open the airway with a head tilt and chin lift, keeping my fingers on the mandible and off the soft tissue.',
        'The three fingers of my mask hand keep the jaw lifted into the mask while I ventilate.',
        'I squeeze the bag gently over one second, just enough to see his chest rise, about 20 times a minute.',
        'He has no gag, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
        'I insert it using a tongue depressor, following the curve of the tongue.',
        'I check his chest rise, oxygen saturation and heart rate again after inserting it.',
        'His chest is rising with each breath and his saturation is improving, so ventilation is effective.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoea, +pulse. call for help, BVM now, RN get narcan',
        'yankauer sxn',
        'child mask, 500cc SIB, 15L O2',
        'at HOB',
        'mask apex on nose, covers mouth/nose, eyes clear',
        'EC grip, seal ok',
        'sniff pos, pad under occiput, no hyperext',
        'HTCL on bone',
        'jaw lifted into mask w mask hand',
        'squeeze 1s, just CR, 20/min',
        'no gag: OPA corner mouth->angle jaw, insert w tongue blade',
        'reassess CR/SpO2/HR',
        'CR good, sats up',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Help! He is apnoeic, I need the team here.',
        'Suction his mouth with the Yankauer.',
        'Child face mask please.',
        'The 500 ml self-inflating bag.',
        'Connect the oxygen and open it to fifteen litres.',
        'I am at the head of the bed.',
        'Mask on the right way round over mouth and nose.',
        'E-C clamp hold.',
        'Tight seal, no leak, no pressure on the eyes.',
        'Towel under the occiput, sniffing position.',
        'Jaw thrust, fingers behind the angles of the jaw.',
        'The mask hand keeps the airway open.',
        'Squeeze each breath over a second, stop when the chest rises.',
        'One breath every three seconds.',
        'Size a nasal airway from the nostril to the tragus and insert it lubricated, straight back along the floor of the nose.',
        'Chest rise, SpO2 and heart rate rechecked: chest moves well and sats are rising.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'I go to the head of the bed and ask someone to connect a 500 mL bag to 15 L of oxygen while I shout for help; we ventilate now, naloxone can follow.',
        'Pass me the child mask, but first I suction the saliva with a Yankauer.',
        'Mask on, narrow part over the nose bridge, bottom on the chin cleft, mouth and nose covered, eyes free.',
        'E-C hold and a good seal.',
        'Jaw thrust from the head end, no pressure under the chin.',
        'Head on a small pad in the sniffing position, not overextended.',
        'About 20 a minute, each over one second, only to chest rise, with my mask hand keeping his jaw up.',
        'Measuring an OPA: corner of mouth to angle of jaw, he has no gag.',
        'Tongue depressor in, OPA in following the tongue.',
        'Reassessing now: his chest is rising and sats, heart rate are improving.',
        'Ventilation effective, chest up and down with each breath.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes not breathign, pulse present, call for help, we bag first and narcan after',
        'suction the saliava with the yankaur',
        'child size mask, 500 ml bag, O2 15 l/min',
        'i stand at the haed of the bed',
        'mask on right way up cover mouth and noze',
        'EC clamp, good seel, avoid the eyse',
        'sniffing positon, no hyperextenson',
        'head tilt chin lift, fingres on the bone',
        'mask hand lifts jaw, squeze over 1 sec, just chest rise',
        'twnety breaths a minute',
        'no gag, OPA from corner of mouht to angle of jaw, insrt with tongue depresor',
        'reasses chest rise, sat and HR. chest risng and sats improveing',
      ],
    },
  ],
  errors: [
    {
      name: 'waiting for naloxone before ventilating',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        'Give naloxone first and wait for it to work before we bag him.',
        "We'll hold off on bagging until the Narcan kicks in.",
      ],
    },
    {
      name: 'leaving the bedside to fetch naloxone',
      item: 'BMV-1',
      phase: 0,
      lead: ['He has stopped breathing, he has a pulse.'],
      phrasings: [
        'I run down the corridor to get the naloxone myself.',
        "I'll go and grab the narcan from the drug cupboard, back in a minute.",
      ],
    },
    {
      name: 'neonatal 250 mL bag',
      item: 'BMV-9',
      phase: 0,
      lead: ['Calling for help, suctioning with a Yankauer, child mask.'],
      phrasings: ['Use the 250 mL neonatal bag.', 'small 250cc bag please'],
    },
    {
      name: 'oxygen flow too low',
      item: 'BMV-10',
      phase: 0,
      lead: ['Child mask and a 500 mL self-inflating bag.'],
      phrasings: ['Oxygen on at 2 litres a minute.', 'O2 at 1 L/min is enough for him.'],
    },
    {
      name: 'mask over the mouth only',
      item: 'BMV-12',
      phase: 0,
      lead: ['Child mask, 500 mL bag on 15 L oxygen, I am at the head.'],
      phrasings: [
        'I put the mask over his mouth only, leaving the nose free.',
        'mask just covering the mouth',
      ],
    },
    {
      name: 'mask upside down',
      item: 'BMV-11',
      phase: 0,
      lead: ['Child mask, 500 mL bag on 15 L oxygen.'],
      phrasings: [
        'I put the mask on upside down with the pointed end on his chin.',
        'Narrow end of the mask over the mouth, wide end on the nose.',
      ],
    },
    {
      name: 'bagging from the side of the bed',
      item: 'BMV-16',
      phase: 0,
      phrasings: [
        'I stay at the side of the bed and bag him from there.',
        'Ventilating from beside his chest, no need to move to the head.',
      ],
    },
    {
      name: 'pressing into the soft tissue under the jaw',
      item: 'BMV-4',
      phase: 1,
      phrasings: [
        'I push my fingers into the soft part under his chin to lift it.',
        'Chin lift pressing up into the floor of the mouth with my fingertips.',
      ],
    },
    {
      name: 'rate far too slow',
      item: 'BMV-19',
      phase: 1,
      lead: ['Sniffing position, head tilt-chin lift on the bone.'],
      phrasings: ['One breath every ten seconds.', 'I bag him at 6 breaths a minute.'],
    },
    {
      name: 'forcing the OPA in',
      item: 'BMV-6',
      phase: 2,
      lead: ['No gag; OPA sized from the corner of the mouth to the angle of the jaw.'],
      phrasings: [
        'I jam the OPA in against the resistance, pushing the tongue back.',
        'Shove the oral airway straight in without a tongue depressor even though it pushes his tongue back into the throat.',
      ],
    },
  ],
  utterances: [],
};
