import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Amira, 6 weeks (4.5 kg), apnoeic with a pulse after aspirating milk after a feed; milk in the mouth and nose,
 * gag reflex present (so a nasopharyngeal airway), no trauma.
 */
export const feedRuns: HeldOutCase = {
  id: 'ho7-runs-feed-6w',
  title: 'Held-out case: 6-week-old apnoeic after milk aspiration following a feed, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Amira, a 6-week-old girl (4.5 kg), is on the paediatric ward with reflux and slow weight gain. Twenty minutes after a bottle feed she brought back a large amount of milk while lying flat, coughed, went limp and stopped breathing. Her mother pulled the call bell. She is dusky, with milk in her mouth and both nostrils, and she still has a pulse. She gags when the back of her throat is touched. She has not been dropped and has no injury. You are the first doctor at the cot side.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia in a young infant and call for help at once.',
        objective2:
          'Suction the milk from the mouth and then the nose with a catheter of suitable size (8-10 Fr), gently and not deep, with no finger sweep.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the cot with the mask the right way round, over mouth and nose, off the eyes.',
        objective4:
          'Place the head neutral with a small roll under the shoulders, open the airway without pressing on the soft tissue under the chin, hold the mask with an E-C clamp and a tight seal, lift the jaw into the mask, and give small one-second breaths at 20-30 a minute.',
        objective5:
          'With the gag reflex present, size and insert a nasopharyngeal airway (no oropharyngeal airway) and reassess chest rise, heart rate and SpO2 after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Amira',
          age: 0.1,
          sex: 'Female',
          weight: 4.5,
          diagnosis: 'Milk aspiration after a feed, on a background of reflux; apnoeic with a pulse',
        },
        history: {
          symptoms: 'Large posset after a feed, cough, then limp and apnoeic',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Term birth, reflux, slow weight gain',
          lastMeal: 'Bottle feed of 120 mL of formula twenty minutes ago',
          events:
            'Fed and laid flat in the cot; brought back a large amount of milk twenty minutes later, coughed, went limp and stopped breathing. Mother called for help. No fall, no injury.',
        },
        PMH: {
          medicalConditions: 'Gastro-oesophageal reflux',
          hospitalizations: 'This admission, for slow weight gain',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her mother and father; first child',
          vaccinations: 'Not yet due',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Limp and dusky, milk in the mouth and both nostrils',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 108, capillary refill 3 seconds',
          abdomen: 'Soft, slightly distended',
          neuro: 'Floppy; gag reflex present; anterior fontanelle soft and flat',
          disability: 'Responds weakly to stimulation',
        },
        labs: { rvp: 'Not sent. Bedside glucose 4.8 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Amira lies in her cot, dusky and not breathing, with milk in her mouth and both nostrils; her mother is beside her. Suction with infant catheters, oxygen, infant and child masks, a 500 mL bag and airway adjuncts are on the resuscitation trolley.',
        vitalSigns: { hr: 108, rr: 0, temp: 36.8, nibp: '72/44', o2: 72, co2: null },
        airway: 'Milk in the mouth and both nostrils; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Floppy, weak response to stimulation',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the cot to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once; suctions the milk from the mouth and then the nose with an 8-10 Fr catheter, gently and not deep, with no finger sweep.',
          maskPositioning:
            'Places the mask the right way round, covering both mouth and nose, with the rim clear of the eyes.',
        },
        softStop: 'She is not breathing and there is milk in her mouth and nose. What do you do first?',
      },
      {
        initialState:
          'The milk has been cleared and the mask is on, but her head rolls forward on her large occiput, air leaks around the mask and the chest barely moves.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.8, nibp: '70/42', o2: 68, co2: null },
        airway: 'Clear of milk; the airway closes when the head flexes forward',
        breathing: 'Assisted breaths only; minimal chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 96',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open by lifting the jaw into the mask with the hand that holds it; gives small breaths over about one second, just enough to see the chest rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Places the head in a neutral position with a small roll under the shoulders, without hyperextending or flexing the neck; opens the airway with a gentle head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and off the soft tissue under the chin.',
          maskPositioning: 'Holds the mask with an E-C clamp (two people if it leaks) and gets a tight seal.',
        },
        softStop: 'The chest barely moves and air escapes around the mask. What could you change?',
      },
      {
        initialState:
          'The chest rises with each breath and her heart rate is picking up, but the airway obstructs between breaths. She gags when the back of her throat is touched.',
        vitalSigns: { hr: 128, rr: 25, temp: 36.8, nibp: '74/46', o2: 87, co2: 52 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted at 25/min; the chest rises when the airway is held open',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Starting to move her limbs',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement:
            'With the gag reflex present, chooses a nasopharyngeal airway sized from the tip of the nose to the tragus of the ear (no oropharyngeal airway) and inserts it lubricated, gently backwards along the floor of the nose; reassesses chest rise, heart rate and SpO2 after every intervention.',
          maskPositioning: '',
        },
        softStop:
          'Her airway keeps closing between breaths, and she gags on anything in her mouth. What now?',
      },
      {
        initialState:
          'The nasopharyngeal airway keeps her airway open; the chest rises well, her heart rate is 140 and the SpO2 is 97%. She is starting to breathe on her own and the team has arrived. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 30, temp: 36.9, nibp: '76/48', o2: 97, co2: 42 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise; breathing on her own between assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Moving all limbs, grimacing',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic and dusky: I call for help, and suction the milk from her mouth and then her nose with an 8 Fr catheter.',
      'I take an infant mask and the 500 mL self-inflating bag, connected to oxygen at 10 L/min.',
      'I stand at the head of the cot and put the mask on the right way up over her mouth and nose, off her eyes.',
    ],
    [
      'A small roll goes under her shoulders so her head is neutral, and I do a gentle head tilt-chin lift with my finger on the bone of the chin.',
      'I hold the mask with an E-C clamp and a tight seal, lifting her jaw into it with the same hand.',
      'Small breaths over one second, just enough to see the chest rise, 25 a minute.',
    ],
    [
      'She gags, so I size a nasopharyngeal airway from the tip of her nose to her tragus and insert it lubricated, gently backwards.',
      'I reassess: chest rising, heart rate up, SpO2 climbing, so the ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        'Amira has stopped breathing and is dusky; I hit the emergency bell and ask for the paediatric resuscitation team.',
        'I suction the milk from her mouth first and then each nostril with a size 8 French catheter, not going deep.',
        'I choose the infant face mask, one that fits from the bridge of her nose to the cleft of her chin.',
        'I connect the 500 mL paediatric self-inflating bag, with its reservoir, to oxygen at 10 litres a minute.',
        'I stand at the head of the cot.',
        'I place the mask the right way up, narrow end over the bridge of her nose, so it covers her nose and mouth and sits below her eyes.',
        'I put a small rolled towel under her shoulders so her head sits neutral, neither flexed nor extended.',
        'I open her airway with a gentle chin lift and only a slight head tilt, my finger on the point of the chin bone, not on the soft tissue underneath.',
        'I hold the mask with an E-C clamp, thumb and index finger on the mask and my middle finger on her jaw, and adjust it until the seal is tight.',
        'With that same hand I draw her jaw up into the mask.',
        'I give small breaths, each over about a second, just enough to see her chest rise, about 25 a minute.',
        "She's gagging, so no oral airway; I measure a nasal airway from the tip of her nose to the tragus of her ear.",
        'I lubricate it and ease it gently back through the nostril, without forcing it.',
        'I reassess after it goes in: chest rise, heart rate and sats.',
        'Her chest is rising well with each breath and her saturations are coming up.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoeic 6/52, help: call peds resus',
        'sx mouth then nose, 8Fr catheter',
        'infant mask, nose bridge->chin cleft',
        '500ml SIB + reservoir on O2 10L/min',
        'at head of cot',
        'mask correct way up, covers nose+mouth, off eyes',
        'shoulder roll, head neutral, not overextended',
        'gentle HTCL, fingers on mandible, not submental',
        'EC clamp, good seal',
        'lifting jaw into mask w/ mask hand',
        'small puffs over 1s, just chest rise, RR 25',
        'gag present -> NPA sized nares to tragus, no OPA',
        'NPA lubed, gentle, posterior direction',
        'reassess: chest, HR, sats',
        'chest rising, sats up -> effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "She's apnoeic, pull the emergency buzzer.",
        'Suction the milk with an 8 Fr, mouth before nose.',
        'Sizing it: the infant mask fits her from nose to chin.',
        'The 500 mL bag, please.',
        'Oxygen on to the bag, 10 L/min.',
        "I'm going to the head of the cot.",
        'Narrow end of the mask at the top, over the nose.',
        'Nose and mouth both under it.',
        'Nothing pressing on her eyes.',
        'Small towel roll under her shoulders, head neutral.',
        'Jaw thrust, fingers behind the angle of the jaw.',
        'Thumb and forefinger on the mask in a C, the rest on the jaw.',
        'Seal is tight, no leaks.',
        'Same hand pulling her chin up into the mask.',
        'Gentle one-second breaths, stopping at chest rise.',
        'About 25 per minute.',
        'NPA, measured tip of nose to tragus, because she has a gag.',
        'Lubed and inserted gently.',
        'Reassess: chest rise, sats, heart rate.',
        'Chest rising and sats improving.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Going to the head of the cot first; mum, could you move round to the side?',
        'Bag: the 500 mL one, oxygen at 15, and the infant mask.',
        "She's not breathing. Someone call the resus team now.",
        'Suction with an 8 French catheter, mouth then both nostrils.',
        'Mask on, apex over the nasal bridge, covering nose and mouth, eyes clear.',
        'E-C clamp, seal it, and I pull the jaw up into the mask with the same hand.',
        'Shoulder roll in, head neutral, not overextended.',
        'Gentle head tilt-chin lift on the bone of the jaw, not the soft tissue.',
        'Breathing for her: one-second breaths, just to chest rise, one every two to three seconds.',
        'Reassessing: chest rise, HR, SpO2.',
        'She still gags, so I size a nasal airway from the nostril to the tragus.',
        'Lubricate it and insert it gently, backwards, not up towards the forehead.',
        'Chest moving with each breath, sats rising.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'baby apnoiec, calling for hlep',
        'sucktion milk from mouth and nose wiht 8 french',
        'infnat mask, bridge of nose to chin',
        '500ml bag on oxigen 10 litres',
        'stnding at head of cot',
        'mask rigth way up over nose and mouth, not on her eys',
        'shoulder rol, head neutal',
        'jaw thurst, fingres behind jaw angle',
        'EC clamp, seel good',
        'lifitng jaw into mask same hand',
        'brefs over 1 sec untill chest rises, 25 a minute',
        'she gaggs, NPA measurd nose to tragus',
        'NPA lubed, in gentley',
        'reasess chest, sats, HR',
        'chest riseing, sats comeing up',
      ],
    },
  ],
  errors: [
    {
      name: 'stimulation or watching instead of acting',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        'Flick her feet and rub her back for a minute, babies often start again on their own.',
        "prob just a reflux pause, let's watch the monitor",
        'Tip her on her side so the milk drains, and keep an eye on her.',
      ],
    },
    {
      name: 'finger sweep or oversized catheter',
      item: 'BMV-2',
      phase: 0,
      lead: ['Emergency bell pressed, team on the way.'],
      phrasings: [
        "I'll hook the milk out of her mouth with my little finger.",
        'a 14 French suction catheter up both nostrils',
      ],
    },
    {
      name: 'low-flow oxygen or none',
      item: 'BMV-10',
      phase: 0,
      lead: ['Resus team called, milk suctioned with an 8 Fr, infant mask and the 500 mL bag.'],
      phrasings: [
        "Oxygen at 2 litres, she's tiny, she doesn't need much.",
        'bag her on air, too much oxygen is bad for babies',
      ],
    },
    {
      name: 'mask over the mouth only',
      item: 'BMV-12',
      phase: 0,
      lead: [
        'Help called, milk suctioned, infant mask, 500 mL bag on 10 L of oxygen, at the head of the cot.',
      ],
      phrasings: [
        'Mask over her mouth only, her nose is still full of milk.',
        'just cover the mouth, the nostrils can stay out',
      ],
    },
    {
      name: 'pressure on the eyes',
      item: 'BMV-15',
      phase: 0,
      lead: ['Help called, milk suctioned, infant mask on the 500 mL bag with oxygen at 10 L/min.'],
      phrasings: [
        'Let the mask ride up over her eyes, it seals better on her little face.',
        "my thumb's pressing on her eye to keep the mask steady",
      ],
    },
    {
      name: 'bagging from the side or on a lap',
      item: 'BMV-16',
      phase: 0,
      lead: ['Resus team called, milk suctioned, infant mask and 500 mL bag on 10 L of oxygen.'],
      phrasings: [
        "I'll bag her from the side of the cot, easier to see the monitor.",
        'bagging her while she lies across my lap',
        "Stand by her tummy and bag from there, mum's at the top.",
      ],
    },
    {
      name: 'neck hyperextended',
      item: 'BMV-3',
      phase: 1,
      phrasings: [
        'Put the roll under her neck and tip her head right back.',
        'Fully extend her neck, babies need loads of extension.',
      ],
    },
    {
      name: 'fingers in the soft tissue under the chin',
      item: 'BMV-4',
      phase: 1,
      lead: ['Small roll under her shoulders, head neutral.'],
      phrasings: [
        'Push my fingers up into the soft part under her chin to lift it.',
        'chin lift with fingertips dug in under the jaw, in the soft bit',
      ],
    },
    {
      name: 'leak ignored',
      item: 'BMV-14',
      phase: 1,
      lead: ['Shoulder roll, head neutral, chin lift on the bone, E-C clamp on the mask.'],
      phrasings: [
        "Air's escaping round the bottom of the mask, but keep bagging, she's so small it doesn't matter.",
        'leak at the chin, ignore it',
      ],
    },
    {
      name: 'rate far too fast or far too slow',
      item: 'BMV-19',
      phase: 1,
      lead: [
        'Head neutral, chin lift, E-C clamp with a tight seal, jaw lifted into the mask, one-second breaths.',
      ],
      phrasings: [
        'Fast as I can, a squeeze every half second.',
        'one puff every 10 seconds',
        'Bag at 60 a minute, babies breathe fast.',
      ],
    },
    {
      name: 'oral airway despite the gag',
      item: 'BMV-5',
      phase: 2,
      phrasings: [
        'Oral airway, size 0, measured from her mouth corner to her jaw angle.',
        "Put a Guedel in, it's easier than a nasal one in a baby.",
      ],
    },
    {
      name: 'no recheck after the nasal airway',
      item: 'BMV-7',
      phase: 2,
      lead: ['She gags, so an NPA sized nose to tragus, lubricated, in gently.'],
      phrasings: [
        'NPA in, I just keep bagging, no need to reassess.',
        'skip the recheck, the NPA will have fixed it',
      ],
    },
  ],
  utterances: [],
};
