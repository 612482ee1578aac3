import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Ella, 4 years (16 kg), apnoeic with a pulse after swallowing her grandmother's tramadol; vomit in the mouth,
 * gag reflex present (so a nasopharyngeal airway, never an oral one), no trauma.
 */
export const tramadolRuns: HeldOutCase = {
  id: 'ho7-runs-tramadol-4y',
  title: "Held-out case: 4-year-old apnoeic after swallowing her grandmother's tramadol, vomit, gag present",
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ella, a 4-year-old girl (16 kg), was found by her grandmother sleepy and floppy on the sofa about two hours after getting into her handbag: a strip of tramadol 50 mg capsules has four missing (up to 12 mg/kg). In the ambulance she was drowsy with pinpoint pupils and vomited once. In the emergency department resuscitation bay her breathing slows and stops; she still has a pulse. There is vomit in her mouth. She gags when anything touches the back of her throat. She did not fall and has no injury. A nurse is drawing up naloxone, but it is not yet given. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise opioid-induced apnoea and hypoxia and call for help at once, without waiting for naloxone.',
        objective2:
          'Suction the vomit with a Yankauer or wide-bore suction under direct vision, never with a finger sweep.',
        objective3:
          'Choose a child mask and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min, and ventilate from the head of the trolley.',
        objective4:
          'Position the head, open the airway, and hold the mask the right way round with an E-C clamp, a tight seal and no pressure on the eyes, lifting the jaw into the mask.',
        objective5:
          'With a gag reflex present, size and insert a nasopharyngeal airway (no oropharyngeal airway); ventilate at 20-30 breaths a minute with one-second breaths and reassess after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ella',
          age: 4,
          sex: 'Female',
          weight: 16,
          diagnosis: 'Accidental tramadol ingestion with opioid-induced apnoea; apnoeic with a pulse',
        },
        history: {
          symptoms: 'Drowsiness, pinpoint pupils, one vomit, then slowing and cessation of breathing',
          allergies: 'None known',
          medications: 'None',
          pmh: 'None',
          lastMeal: 'Breakfast about four hours ago; vomited in the ambulance',
          events:
            "Got into her grandmother's handbag at home; up to four tramadol 50 mg capsules missing. Found drowsy about two hours later. Stopped breathing on arrival in the resuscitation bay. No fall, no injury.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her mother; looked after by her grandmother on weekdays',
          vaccinations: 'Up to date',
          familyHistory: 'Grandmother takes tramadol for osteoarthritis',
        },
        initialExam: {
          generalAppearance: 'Floppy, grey-blue around the lips, vomit in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 86, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Responds to pain only; pinpoint pupils; gag reflex present; no seizure so far',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent. Bedside glucose 5.4 mmol/L; paracetamol level pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Ella lies on the resuscitation trolley, grey and not breathing, with vomit in her mouth. Suction, oxygen, masks, bags and airway adjuncts are at the bedside; the trolley is against the wall.',
        vitalSigns: { hr: 86, rr: 0, temp: 36.6, nibp: '90/56', o2: 76, co2: null },
        airway: 'Vomit in the mouth; gags when the back of the throat is touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only; pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once, without waiting for naloxone; suctions the vomit from the mouth with a Yankauer or wide-bore suction under direct vision, with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and there is vomit in her mouth. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear and the bag is on oxygen, but her head has flopped forward, her tongue falls back, and no breath has gone in yet.',
        vitalSigns: { hr: 80, rr: 0, temp: 36.6, nibp: '88/54', o2: 70, co2: null },
        airway: 'Clear of vomit; the tongue falls back',
        breathing: 'Apnoeic; no effective breaths yet',
        circulation: 'Pulse present, heart rate 80',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open by lifting the jaw into the mask with the hand that holds it.',
          airwayManagement:
            'Places the head in a neutral sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round, covering mouth and nose; holds it with an E-C clamp (two people if it leaks); gets a tight seal; keeps the rim and the fingers off the eyes.',
        },
        softStop: 'The mask is on, but nothing goes in. What could you change?',
      },
      {
        initialState:
          'Breaths go in when the jaw is held, but her tongue falls back between breaths. She gags when the back of her throat is touched.',
        vitalSigns: { hr: 98, rr: 0, temp: 36.6, nibp: '92/58', o2: 86, co2: 58 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths only; the chest rises when the jaw is held',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume for the chest to rise; ventilates at 20-30 breaths a minute; ventilates effectively, with visible chest rise and a rising SpO2.',
          airwayManagement:
            'With the gag reflex present, chooses a nasopharyngeal airway sized from the tip of the nose to the tragus of the ear (no oropharyngeal airway) and inserts it lubricated, bevel towards the septum, gently backwards along the floor of the nose; reassesses chest rise, heart rate and SpO2 after every intervention.',
          maskPositioning: '',
        },
        softStop:
          'Her tongue keeps falling back between breaths, and she gags on anything in her mouth. What now?',
      },
      {
        initialState:
          'The nasopharyngeal airway holds her airway open; the chest rises with every breath and the SpO2 is 98%. Naloxone has been given by the team and she is starting to take breaths of her own. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 14, temp: 36.7, nibp: '96/60', o2: 98, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths; starting to breathe',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Moaning, localises to pain',
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
      'She is apnoeic and hypoxic. I call for help now, and suction the vomit from her mouth with a Yankauer under direct vision.',
      'I take a child mask and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'Her head goes into a neutral sniffing position without overextending the neck, and I open the airway with a head tilt-chin lift, fingers on the jaw bone.',
      'The mask goes on the right way up over her mouth and nose, away from her eyes; I hold it with an E-C clamp and a tight seal.',
      'The fingers of my mask hand lift her jaw up into the mask.',
    ],
    [
      'She gags, so I size a nasopharyngeal airway from the tip of her nose to her tragus, lubricate it and pass it gently backwards.',
      'Breaths over one second, just to chest rise, 24 a minute.',
      'I reassess: chest rising, heart rate up, SpO2 climbing, so the ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "Ella isn't breathing and her sats are falling, so I'm pulling the emergency buzzer and asking for the resus team and an anaesthetist.",
        "There's vomit in her mouth: I turn on the wall suction and clear it with a wide-bore Yankauer, looking into the mouth as I go.",
        'I pick the child face mask that sits from the bridge of her nose to the cleft of her chin.',
        'I take the 500 mL paediatric self-inflating bag with its reservoir and run oxygen into it at 15 litres per minute.',
        'I pull the trolley away from the wall and stand at the head end.',
        "I put her head in a neutral sniffing position with a folded towel under the back of her head, and I don't push the neck back.",
        'I open the airway with a head tilt and chin lift, keeping my fingertips on the bony edge of the mandible.',
        'The mask goes on narrow end over the nose, wide end on the chin, covering her nose and mouth.',
        'I hold it with an E-C clamp and press the rim down evenly until nothing leaks, with the top edge well below her eyes.',
        'My middle, ring and little fingers pull her jaw up into the mask, so the same hand keeps the airway open.',
        'She gagged on the suction, so an oral airway is out; I measure a nasal airway from the tip of her nose to the tragus of her ear.',
        'I lubricate it and pass it gently backwards through the right nostril, bevel facing the septum, parallel to the roof of her mouth.',
        'I squeeze the bag over one second, just enough to see the chest rise, and give 24 breaths a minute.',
        'With the nasal airway in I reassess her: chest rise, heart rate and saturation.',
        'Her chest rises with each breath and the saturation is climbing into the nineties, so she is being ventilated well.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic + hypoxic -> help called, resus team bleeped',
        'vomit in mouth: wide bore yankauer, under vision',
        'child mask, nose bridge to chin cleft',
        '500mL SIB, reservoir, O2 15 L/min',
        'me at HOB',
        'neutral sniff, small pad under occiput, no hyperext',
        'HTCL, fingers on bony mandible',
        'mask apex on nasal bridge, over nose+mouth, off eyes',
        'EC clamp, tight seal no leak',
        'same hand pulls mandible up into mask',
        'gag +ve -> NPA, sized nare to tragus',
        'NPA lubed, passed posteriorly, bevel medial',
        'bagging insp 1s, just visible chest rise, RR 24',
        'reassess: chest rise, HR, SpO2',
        'chest rising, SpO2 up to 94 -> effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "She's not breathing; somebody get help, put out a crash call.",
        'Yankauer, suck the vomit out of her mouth.',
        'The medium child mask, please.',
        'Half-litre self-inflating bag.',
        'Oxygen to the bag at 15 litres.',
        'I go to the head end of the trolley.',
        'Head neutral with her nose pointing up, like she is sniffing the air.',
        'Tilting the head and lifting the chin on the bone.',
        'Mask with its pointed end toward her forehead.',
        'Making sure both nose and mouth are inside the mask.',
        'Thumb and index finger making a C on the mask, three fingers on the jaw.',
        "Firm seal, I can't hear any leak.",
        "The edge isn't touching her eyes.",
        'The other three fingers hook the jaw up into the mask.',
        "Nasopharyngeal airway, sized nose tip to tragus, since she's gagging.",
        'Lubricated, slid in gently along the bottom of the nostril.',
        'One-second squeezes, only until I see the chest move.',
        'Twenty-five a minute.',
        'Reassessing chest rise, sats and heart rate now.',
        'Chest moving well and sats up to 95.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "I'm at the head of the trolley already, I've pulled it off the wall.",
        'Nurse, please hook the 500 ml bag to the oxygen at 15 and hand me a child mask.',
        'Clear the vomit first: Yankauer in under direct vision.',
        'Apnoeic with a pulse. Jo, call the resus team and anaesthetics now please.',
        'Mask on first, nose end at the top, over mouth and nose, clear of the eyes.',
        'Then head to neutral, sniffing, not overextended.',
        'Head tilt-chin lift, fingers on bone, not the soft tissue.',
        'E-C clamp, pressing evenly for a leak-free seal while my fingers lift her jaw into the mask.',
        'Gentle breaths, each over a second, just to chest rise, every 2 to 3 seconds.',
        "Because she gags I'm going nasal: measure the NPA from nostril to tragus.",
        'Lube it and feed it in gently, aiming towards the back of her head rather than upwards.',
        'Rechecking her after the NPA: chest movement, sats, heart rate.',
        'Chest rising on every breath, sats climbing, effective.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'shes apnoec, caling for help now',
        'sucton the vommit with yankuer, looking in',
        'chld mask, fits nose brigde to chin',
        '500 ml bag wiht reservoir on 15 L oxygn',
        'standing at teh head of the trolly',
        'head in sniffng position, neck not hyperextnded',
        'head tilt chin lfit, fingrs on jaw bone not under chin',
        'mask rihgt way up coverring mouth and nose, away from her eyse',
        'EC clmap, seel is tight',
        'lifitng jaw into mask wiht mask hand',
        'she gaggs so NPA, mesured nostril to tragas',
        'lubricatd and inserted gently backwrds, not upwrds',
        'squezing over 1 sec til chest rises, 24 a minut',
        'reasessing chest rise, sats, HR after NPA',
        'chest risng, sats improvng, ventilaiton effective',
      ],
    },
  ],
  errors: [
    {
      name: 'naloxone first, waiting to breathe',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        "It's an opioid, so let's give the naloxone and wait for her to start breathing before we touch the airway.",
        'narcan IN first, then see if she breathes by herself',
        "Let me rub her sternum hard and shout at her a bit, she'll probably wake up.",
      ],
    },
    {
      name: 'vomit cleared with fingers or a thin catheter',
      item: 'BMV-2',
      phase: 0,
      lead: ["Crash call's out, the team is coming."],
      phrasings: [
        "Scoop the vomit out with two fingers, it's too chunky for suction.",
        "i'll finger-sweep her mouth to get the sick out",
        'The little 8 French soft catheter will do for the lumps of vomit.',
      ],
    },
    {
      name: 'infant bag',
      item: 'BMV-9',
      phase: 0,
      lead: ['Help called. Yankauer has cleared the vomit. Child mask.'],
      phrasings: ["Pass me the 250 ml bag, she's a small girl.", 'infant BVM (250) for her'],
    },
    {
      name: 'neck hyperextended',
      item: 'BMV-3',
      phase: 1,
      phrasings: [
        'Extend her neck all the way back, chin pointing at the ceiling.',
        'big rolled blanket under her shoulders so her head hangs back',
      ],
    },
    {
      name: 'flat palm on the mask',
      item: 'BMV-13',
      phase: 1,
      lead: ['Head neutral, head tilt-chin lift, mask on over mouth and nose the right way up.'],
      phrasings: [
        "I'll hold the mask down with the flat of my palm.",
        'press the mask onto her face with my whole hand spread over it',
      ],
    },
    {
      name: 'leak ignored',
      item: 'BMV-14',
      phase: 1,
      lead: [
        'Sniffing position, chin lift on the bone, mask the right way up over nose and mouth, E-C clamp.',
      ],
      phrasings: [
        "There's a whistle of air round the side of the mask, but the chest moves a bit, I'll keep going.",
        'leak at the cheek, not worth fixing, carry on bagging',
        "Ignore the hissing round the mask, we're short on time.",
      ],
    },
    {
      name: 'pressure on the eyes',
      item: 'BMV-15',
      phase: 1,
      lead: ['Head neutral, head tilt-chin lift, mask over nose and mouth.'],
      phrasings: [
        "The top edge of the mask can sit over her eyes, that's fine, it seals better.",
        "I'll brace my thumb against her eyeball to keep the mask still",
      ],
    },
    {
      name: 'oral airway despite the gag',
      item: 'BMV-5',
      phase: 2,
      phrasings: [
        'Put in a Guedel, measured from her mouth corner to the jaw angle.',
        "OPA size 1 in, she'll tolerate it",
        "Oral airway, I don't like nasal ones in little kids.",
      ],
    },
    {
      name: 'nasal airway forced in dry or aimed upwards',
      item: 'BMV-6',
      phase: 2,
      lead: ['Gag present, so an NPA sized from nose tip to tragus.'],
      phrasings: [
        'Jam it in dry, no time for lube.',
        "I'll angle the NPA up towards her eyebrows as it goes in.",
        'twist it and force it through when it catches',
      ],
    },
    {
      name: 'no recheck after the nasal airway',
      item: 'BMV-7',
      phase: 2,
      lead: ['NPA sized nose to tragus, lubricated and passed gently back.'],
      phrasings: [
        "NPA's in, carry on bagging, no need to look at the chest or the monitor again.",
        "Don't bother rechecking her, she was fine before the NPA.",
      ],
    },
    {
      name: 'big fast squeezes',
      item: 'BMV-18',
      phase: 2,
      lead: ['NPA sized nostril to tragus, lubricated, in gently.'],
      phrasings: [
        'Give her big fast squeezes, all the way to the bottom of the bag.',
        'half-second hard squeezes so the air gets past any vomit',
      ],
    },
    {
      name: 'rate far too slow',
      item: 'BMV-19',
      phase: 2,
      lead: ['NPA in, lubricated and sized correctly; each breath over a second to chest rise.'],
      phrasings: ['One breath every eight seconds is plenty.', 'bag at 8 a min, she has a pulse after all'],
    },
  ],
  utterances: [],
};
