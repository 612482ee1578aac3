import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New (blind tuning D): Freya, 6 years (20 kg), thrown from a pony onto her head. GCS 5, apnoeic with a pulse, blood
 * in the mouth (bitten tongue, chipped tooth), cervical spine not cleared, no gag reflex, no sign of a basal skull
 * fracture. Right: trauma call, manual in-line stabilisation (neutral, no pillow), jaw thrust only, Yankauer, child
 * mask, 500 mL bag on 15 L/min, normal rate (no hyperventilation), OPA sized corner of mouth to angle of jaw.
 */
export const ponyRuns: HeldOutCase = {
  id: 'd-pony-6y',
  title: 'Blind tuning D: 6-year-old thrown from a pony, GCS 5, apnoeic with a pulse, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Freya, a 6-year-old girl (20 kg), was thrown over the head of her pony at a riding school about 30 minutes ago and landed on her head; her riding helmet is cracked. Her mother drove her to the emergency department five minutes away, with no spinal immobilisation. She had a GCS of 11 on arrival; in the resuscitation bay it fell to 5 and she has now stopped breathing. She has a pulse. There is blood in her mouth from a bitten tongue and a chipped front tooth. Her cervical spine has not been cleared. You are the first doctor at the bedside; a nurse is with you.',
      objectives: {
        objective1:
          'Recognise apnoea after a head injury and call the trauma team and an anaesthetist at once, without waiting for imaging or stimulating her first.',
        objective2:
          'Protect the cervical spine: manual in-line stabilisation with the head neutral (no pillow, no sniffing position, no extension) and a jaw thrust without head tilt.',
        objective3:
          'Suction the blood from the mouth with a Yankauer under direct vision, with no finger sweep.',
        objective4:
          'Choose a child mask and a self-inflating bag of at least 450-500 mL on oxygen at 10-15 L/min; place, hold and seal the mask from the head of the trolley, lifting the jaw into it.',
        objective5:
          'Ventilate with gentle one-second breaths at 20-30 a minute (normal ventilation, no hyperventilation), insert an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (no gag reflex), and reassess after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Freya',
          age: 6,
          sex: 'Female',
          weight: 20,
          diagnosis:
            'Severe traumatic brain injury after a fall from a pony (GCS 5), apnoeic with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms:
            'Brief loss of consciousness after the fall, then drowsy and confused; now unresponsive and not breathing',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Healthy',
          lastMeal: 'Lunch 2 hours ago',
          events:
            "Thrown over the pony's head at a canter, landed on her head and neck; helmet cracked. Brought in by car by her mother. GCS 11 on arrival, 5 ten minutes later, then apnoea in the resuscitation bay.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her parents and younger brother; rides every weekend',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive and grey; blood pooling in the mouth from a bitten tongue and a chipped upper incisor; boggy swelling over the right parietal scalp',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Central pulse present, heart rate 118, capillary refill 3 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 5 (E1 V1 M3); pupils equal, 4 mm, sluggish; no gag reflex; no periorbital or mastoid bruising, no blood or clear fluid from the nose or ears',
          disability: 'GCS 5, abnormal flexion to pain',
        },
        labs: { rvp: 'Not sent. Bedside glucose 6.1 mmol/L; venous gas and trauma bloods pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Freya lies supine on the resuscitation trolley, not breathing, with blood pooling in her mouth. Nobody is holding her head yet. Wall suction with a Yankauer, oxygen and the paediatric airway trolley (masks, bags, oropharyngeal and nasopharyngeal airways) are at hand.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.4, nibp: '122/76', o2: 74, co2: null },
        airway: 'Blood and small clots in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'GCS 5; pupils equal and sluggish',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Stands at the head of the trolley to manage the airway and ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once (trauma team and anaesthetist), without waiting for imaging or stimulating her first; suctions the blood from the mouth with a Yankauer under direct vision, with no finger sweep; has the head held neutral with manual in-line stabilisation, with no pillow, no sniffing position and no extension of the neck; opens the airway with a jaw thrust only (no head tilt-chin lift), fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her neck has not been cleared. What do you do first?',
      },
      {
        initialState:
          'A nurse holds her head in line and her jaw is thrust forward; the mouth is clear of blood. She is still apnoeic and her saturation is falling.',
        vitalSigns: { hr: 126, rr: 0, temp: 36.4, nibp: '126/78', o2: 66, co2: null },
        airway: 'Clear after suction, held open with a jaw thrust',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 126',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-500 mL or larger; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique:
            'Keeps the jaw thrust going with the hand that holds the mask, lifting the jaw into the mask instead of pressing the mask down onto the face.',
          airwayManagement: '',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, with two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop:
          'Her airway is open and her neck is held. What do you need to ventilate her, and how do you hold the mask?',
      },
      {
        initialState:
          'Breaths are going in, but her tongue falls back between breaths and the chest rise comes and goes. She has no gag reflex.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.4, nibp: '124/76', o2: 84, co2: 58 },
        airway: 'Partly obstructed by the tongue between breaths; no gag reflex',
        breathing: 'Assisted breaths only; patchy chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute (one every 2-3 seconds), without hyperventilating; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it with a tongue depressor along the curve of the tongue, keeping the neck in line (a nasopharyngeal airway sized from the nostril to the tragus is not forbidden: there are no signs of a basal skull fracture); reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'SpO2 98% and heart rate 104; the chest rises with each breath. The anaesthetist arrives to intubate her with in-line stabilisation before CT. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 22, temp: 36.4, nibp: '118/72', o2: 98, co2: 42 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with a pulse: I call for help, the trauma team and an anaesthetist.',
      'I stand at the head of the trolley.',
      'A nurse holds manual in-line stabilisation with her head neutral, no pillow and no tilt.',
      'I suction the blood from her mouth with a Yankauer, under direct vision.',
      'I open her airway with a jaw thrust only, no head tilt, my fingers behind the angles of the jaw and off the soft tissue.',
    ],
    [
      'I choose a child mask that fits from the bridge of her nose to the cleft of her chin, and a 500 mL self-inflating bag connected to oxygen at 15 L/min.',
      'I put the mask on the right way up over her mouth and nose, hold it with an E-C clamp, make a tight seal and keep it off her eyes.',
      'I keep the jaw thrust going with the hand that holds the mask, lifting her jaw into the mask.',
    ],
    [
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds (20 a minute).',
      'She has no gag, so I size an oropharyngeal airway from the corner of her mouth to the angle of her jaw and insert it with a tongue depressor, keeping her neck in line.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "Freya isn't breathing but she has a central pulse, so I'm putting out a trauma call and asking for the on-call anaesthetist to come straight to resus.",
        "I'm taking my place at the head end of the trolley, behind her.",
        'Because her neck has not been cleared, I ask the nurse to hold her head still with a hand over each ear, nose pointing at the ceiling, nothing underneath it.',
        "There's blood pooling in her mouth, so I'm suctioning it out with the Yankauer, keeping the tip where I can see it.",
        "I open her airway with a jaw thrust, my fingers behind the angles of the mandible pushing it forward; there's no head tilt, and I keep clear of the soft part under her chin.",
        "For equipment I'll take a child-size mask that reaches from the bridge of her nose to the cleft of her chin, and a 500 ml self-inflating bag.",
        "I'm attaching the oxygen tubing to the bag and turning the flowmeter up to 15 litres a minute.",
        'The mask goes on with its pointed end over the bridge of her nose and the broad end on her chin, so it covers both her mouth and her nose.',
        "I'm holding it with an E-C clamp: thumb and index finger pressing on the mask, the other three fingers along the bone of her jaw.",
        'Those three fingers carry on the jaw thrust, drawing her jaw up into the mask rather than pushing the mask down onto her face.',
        'No air is escaping around the edges, so the seal is good, and the rim sits below her eyes with no pressure on them.',
        'I squeeze the bag gently over about one second, just until I see her chest start to rise, then let it refill.',
        "I give one breath every three seconds, so about twenty a minute, and I'm not speeding up because of the head injury.",
        'She has no gag reflex, so I measure an oral airway from the corner of her mouth to the angle of her jaw.',
        'I insert it the right way up over a tongue depressor, following the curve of her tongue, while the nurse keeps her head in line.',
        'Now that it is in, I recheck her: chest rise on both sides, the saturation and the heart rate on the monitor.',
        'Her chest is visibly rising with every breath and her saturation has come up to 94%, so the ventilation is working.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic w pulse. trauma call + anaes pls',
        'me at HOB',
        'MILS by RN, head neutral, no pillow',
        'yankauer to the blood in mouth',
        'jaw thrust only, no HTCL, fingers on angle of mandible not soft tissue',
        'child mask, nasal bridge to chin cleft',
        '500ml SIB, O2 15L on',
        'mask apex on nasal bridge, covers nose + mouth',
        'EC grip, good seal, off the eyes',
        'mask hand keeps jaw thrust, jaw lifted into mask',
        'bagging 20/min, 1 sec squeeze, small vol just to see chest rise',
        'no gag -> OPA, sized corner of mouth to angle of jaw',
        'OPA in w tongue depressor, neck kept in line',
        'reassess: chest rise, SpO2, HR',
        'chest rising, sats up to 95',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "She's apnoeic. I'm calling for help.",
        'I go to the head of the bed.',
        'Nurse, please hold her head in line with your hands, neutral.',
        'I suction the blood out of her mouth with a Yankauer.',
        'I do a jaw thrust to open the airway.',
        'I pick a child mask that fits from her nose bridge to her chin.',
        'I take the 500 mL self-inflating bag.',
        'I connect the bag to oxygen at 15 litres per minute.',
        'I place the mask the right way round, narrow part over the nose.',
        'I make sure it covers her nose and her mouth.',
        'I hold it with an E-C clamp.',
        'I check the seal: no leak.',
        'I keep the mask off her eyes.',
        'I lift the jaw into the mask with my mask hand.',
        'I squeeze the bag over one second until the chest just rises.',
        'I give 20 breaths a minute.',
        'I measure an OPA from the corner of the mouth to the angle of the jaw.',
        'I insert the OPA with a tongue depressor.',
        'I recheck chest rise, sats and heart rate.',
        'The chest is rising and the SpO2 is improving.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Getting up to the head end of the trolley.',
        'Sister, can you hold her head in neutral alignment for me, hands either side, no pillow under it.',
        "She's not breathing - put out a trauma call and get anaesthetics down here, please.",
        'Jaw thrust now: index and middle fingers behind the angles of the jaw, pushing it forward, not tipping the head back.',
        "Suction on - I'm clearing the blood from her mouth with the rigid sucker.",
        'Pass me the 500 mL self-inflating bag and hook it up to the wall oxygen at fifteen litres.',
        "Checking the masks against her face: the child one runs from the bridge of her nose to the chin cleft, that's the one.",
        'With my left hand on the mask, thumb and forefinger making the C, last three fingers on her jawbone as the E, I lift her jaw up into it while the nurse keeps her head still.',
        "Mask's the right way up, apex over the nasal bridge, sitting over both mouth and nose.",
        'Good seal all round, nothing leaking, and no pressure on her eyes.',
        "She has no gag, so I'm sizing a Guedel: corner of her mouth to the angle of the mandible.",
        'Tongue depressor in, Guedel slid in following the curve of the tongue; the nurse keeps her neck still.',
        "Now bagging at twenty-four breaths a minute, that's one every two and a half seconds.",
        'Each squeeze over one second, only enough volume to make the chest rise.',
        'Chest rising both sides, SpO2 now 93 and going up.',
        'Reassessing again after the Guedel: chest rise, sats, and heart rate 110.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'shes apnoiec but pulse present - can sombody call the trauma team and anaesthetics plz',
        'Im at the head of the trolly',
        'nurse to hold manual inline stablisation, head nuetral, no pilow',
        'suctoin the blood from her mouth with yankaur',
        'jaw thurst, no head tilt, fingres on the angel of the jaw not the soft tisue',
        'child mask - fits from brige of nose to cleft of chin',
        '500mls self inflateing bag, oxygen on at 15 litres',
        'mask on the right way up coverng both her mouth and nose',
        'E C clamp with my left hand, good seel, nothing on her eyes',
        'lifting her jaw into the mask with the same hand, keeping the jaw thurst going',
        'squeze over 1 sec, just untill the chest rises',
        'rate twenty a minit',
        'no gag so OPA, mesured corner of mouth to angle of jaw',
        'put it in with a tounge depresser',
        'reasess - chest rise, sats and hart rate',
        'chest moving well, sats going up',
      ],
    },
  ],
  errors: [
    {
      name: 'waits for imaging or stimulates instead of ventilating',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Hold off doing anything with the airway till we've got a lateral C-spine film, I don't want to move her neck.",
        'Press hard on her supraorbital ridge and see if she takes a breath.',
        'obs q5min & await trauma team, no BVM yet',
      ],
    },
    {
      name: 'clears the blood with fingers',
      item: 'BMV-2',
      phase: 0,
      lead: ["She's apnoeic with a pulse - trauma call and the anaesthetist, please."],
      phrasings: [
        "I'll scoop the blood and clots out of her mouth with two fingers.",
        'blind finger sweep to clear the blood',
        'The sucker keeps blocking with clot, so I wipe her mouth out with gauze wrapped round my finger instead.',
      ],
    },
    {
      name: 'gives up in-line stabilisation or extends the neck',
      item: 'BMV-3',
      phase: 0,
      lead: ["She's not breathing. Trauma call, now."],
      phrasings: [
        "Nurse, you can let go of her head, just put a pillow under it and we'll manage.",
        'shoulder roll, neck hyperextended',
        "Let's get her into a proper sniffing position with a rolled towel under the head, it's the best airway position in kids.",
      ],
    },
    {
      name: 'head tilt-chin lift with the spine not cleared',
      item: 'BMV-4',
      phase: 0,
      lead: ['Trauma call please, she has stopped breathing.', 'Nurse, hold her head in line for me.'],
      phrasings: [
        'Head tilt chin lift to open her up.',
        'HTCL to open airway',
        "The jaw thrust is awkward with all this blood, so I'll just tilt her head back and lift the chin, it's quicker.",
      ],
    },
    {
      name: 'manages the airway from the side',
      item: 'BMV-16',
      phase: 0,
      lead: ["She's apnoeic - trauma call and anaesthetist, please."],
      phrasings: [
        "I'll stand beside her at chest level and do the airway from there, since the nurse is at the head holding her neck.",
        'airway from R side of trolley',
      ],
    },
    {
      name: 'neonatal 250 mL bag',
      item: 'BMV-9',
      phase: 1,
      lead: ['Child mask please, the one that fits from the bridge of her nose to her chin.'],
      phrasings: [
        "Grab the little 250 ml bag, it'll be gentler on her lungs.",
        'neonatal BVM 240ml',
        'The newborn bag off the resus cot will do.',
      ],
    },
    {
      name: 'mask over the mouth only',
      item: 'BMV-12',
      phase: 1,
      lead: ['Child mask and a 500 mL bag on 15 L of oxygen.'],
      phrasings: [
        'I tuck the mask under her nose so it sits over her lips only.',
        'mask over mouth only, nares free',
        "I'll keep the mask off her nose in case it's broken, mouth only.",
      ],
    },
    {
      name: 'pressure on the eyes',
      item: 'BMV-15',
      phase: 1,
      lead: [
        'Child mask, 500 mL self-inflating bag, oxygen 15 L/min.',
        'Mask on the right way round over mouth and nose.',
      ],
      phrasings: [
        'My thumb is sitting on her closed eyelid to steady the mask.',
        'EC w thumb pressing on her L eye',
        'Pushing the top of the mask up onto her eyes gives me a tighter seal around the nose.',
      ],
    },
    {
      name: 'presses the mask down without lifting the jaw',
      item: 'BMV-17',
      phase: 1,
      lead: [
        'Child mask, 500 mL self-inflating bag, oxygen 15 L/min.',
        'Mask on the right way up over mouth and nose, E-C grip.',
      ],
      phrasings: [
        "I press the mask straight down onto her face and drop the jaw thrust, I don't want to move her neck.",
        'pushing mask onto face, jaw not lifted',
        "I'll hold the mask down hard on her face and let her jaw sit where it is.",
      ],
    },
    {
      name: 'hyperventilates for the head injury',
      item: 'BMV-19',
      phase: 2,
      lead: ['Each squeeze over a second, just enough for the chest to rise.'],
      phrasings: [
        "Let's go at about 35 a minute to keep her pCO2 down for the raised ICP.",
        'RR 50 on the bag, ICP mx',
      ],
    },
    {
      name: 'OPA forced in',
      item: 'BMV-6',
      phase: 2,
      lead: ["No gag, so I'm measuring an oral airway from the corner of her mouth to the angle of her jaw."],
      phrasings: [
        "Shove the OPA straight in, don't bother with the tongue depressor.",
        'OPA in w/o tongue depressor, pushed tongue back but fine',
        "Her teeth are clenched so I'll lever them apart with the OPA and push it in hard.",
      ],
    },
    {
      name: 'does not reassess after the adjunct',
      item: 'BMV-7',
      phase: 2,
      lead: ['Guedel sized corner of mouth to angle of jaw and put in over a tongue depressor.'],
      phrasings: [
        "OPA's in, no need to check anything, just keep bagging.",
        'no reassessment needed post-OPA, carry on',
        "I won't look at the monitor again till the anaesthetist arrives, I need to focus on the bag.",
      ],
    },
  ],
  utterances: [],
};
