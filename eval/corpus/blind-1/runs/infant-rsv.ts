import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * A 6-week-old with RSV bronchiolitis and apnoeic spells. What is dangerous here: the infant's neck (a large
 * occiput; a shoulder roll, never hyperextension), the size of the equipment (an infant mask; the adult 1500 mL
 * bag on the cart is wrong for her), and the small, gentle breaths an infant needs. No adjunct is asked for.
 */
export const infantRsvRuns: HeldOutCase = {
  id: 'held-out-infant-rsv',
  title: 'Maya, 6 weeks, apnoea with RSV bronchiolitis',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Maya, a 6-week-old girl born at term, was admitted yesterday with RSV bronchiolitis. She has had thick nasal secretions and poor feeding. The nurse calls you because her monitor alarmed: she has stopped breathing. You are the first doctor at the cot side. The resuscitation cart has infant, child and adult masks, a 500 mL paediatric self-inflating bag and an adult 1500 mL bag, wall oxygen and suction with 6, 8 and 10 Fr catheters.',
      objectives: {
        objective1: 'Recognise apnoea in an infant and start ventilation without delay.',
        objective2: 'Choose equipment sized for a 4 kg infant.',
        objective3: 'Position an infant head with a shoulder roll, without hyperextending the neck.',
        objective4: 'Give small, gentle breaths at a rate right for an infant.',
        objective5: 'Reassess after each change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Maya',
          age: 0.12,
          sex: 'Female',
          weight: 4.2,
          diagnosis: 'RSV bronchiolitis with apnoea',
        },
        history: {
          symptoms: 'Coryza for 4 days, cough, poor feeding, two short apnoeic spells overnight',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Term baby, uneventful neonatal period',
          lastMeal: 'Nasogastric feed 1 hour ago',
          events: 'Monitor alarm for apnoea and desaturation',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'This admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with parents and a 3-year-old brother who has a cold',
          vaccinations: 'Not yet due',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Limp, pale and mottled, thick secretions in the nose and mouth',
          breathing: 'Apnoeic, no chest movement',
          circulation: 'Brachial pulse present, heart rate 110, capillary refill 3 seconds',
          abdomen: 'Soft, mildly distended',
          neuro: 'Floppy, no response to stimulation',
          disability: 'Unresponsive',
        },
        labs: { rvp: 'RSV positive' },
      },
    },
    Phases: [
      {
        initialState:
          'Maya is apnoeic, pale and mottled, lying flat with her head flexed forward on her large occiput. Thick secretions fill her nose and mouth.',
        vitalSigns: { hr: 110, rr: 0, temp: 37.8, nibp: '70/40', o2: 68, co2: null },
        airway: 'Thick secretions in the nose and mouth',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present, heart rate 110',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and stays clear of the eyes; chooses the 500 mL paediatric self-inflating bag, not the adult 1500 mL bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the cot.',
          airwayManagement:
            'Recognises apnoea and calls for help, without waiting to see if she breathes; suctions the secretions from the mouth and nose with a small (8 Fr) suction catheter.',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp; makes a tight seal without pressing on the eyes.',
        },
        softStop: 'She is not breathing. What do you need, and who do you need?',
      },
      {
        initialState:
          'Bag-mask ventilation has started but the chest barely moves: her head is still flexed forward on her occiput.',
        vitalSigns: { hr: 105, rr: 0, temp: 37.8, nibp: '68/40', o2: 70, co2: null },
        airway: 'Partly obstructed by the flexed head',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Heart rate 105',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the mask hand; gives small, gentle breaths over about one second, just enough to see the chest rise; ventilates at 20-30 breaths per minute (one breath every 2 to 3 seconds).',
          airwayManagement:
            "Puts a small roll under the shoulders so the head is neutral (sniffing), never hyperextending the infant's neck; opens the airway with a gentle head tilt-chin lift, fingers on the bone of the jaw and not the soft tissue under it.",
          maskPositioning: '',
        },
        softStop: 'The chest is hardly moving. Look at how her head lies.',
      },
      {
        initialState: 'The chest now rises with each breath. Her colour is improving.',
        vitalSigns: { hr: 140, rr: 4, temp: 37.8, nibp: '75/45', o2: 88, co2: 55 },
        airway: 'Open with the shoulder roll and chin lift',
        breathing: 'Assisted breaths with chest rise; occasional own gasps',
        circulation: 'Heart rate 140, capillary refill 2 seconds',
        disability: 'Starting to move her arms',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement: 'Reassesses chest rise, SpO2 and heart rate after the changes.',
          maskPositioning: '',
        },
        softStop: 'How do you know your breaths are working?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 150, breathing on her own at 30 a minute. The simulation is complete.',
        vitalSigns: { hr: 150, rr: 30, temp: 37.8, nibp: '78/46', o2: 97, co2: 45 },
        airway: 'Open',
        breathing: 'Spontaneous, supported with oxygen',
        circulation: 'Heart rate 150, capillary refill 2 seconds',
        disability: 'Crying weakly',
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
    ['BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic, so I call for help and stand at the head of the cot.',
      'I suction the secretions from the mouth and nose with an 8 Fr suction catheter.',
      'I choose an infant mask that reaches from the bridge of the nose to the cleft of the chin, and the 500 mL paediatric self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'I put the mask on the right way round, covering the mouth and nose, hold it with an E-C clamp grip, get a tight seal and keep pressure off the eyes.',
    ],
    [
      'I put a shoulder roll under her shoulders so the head is in a neutral sniffing position, and I do not hyperextend the neck.',
      'I open the airway with a head tilt-chin lift without pressing on the soft tissue under the jaw.',
      'I keep the airway open with the same hand that holds the mask, and squeeze the bag gently over 1 second with just enough volume to see the chest rise, at 30 breaths per minute.',
    ],
    [
      'I reassess the chest rise, the SpO2 and the heart rate.',
      'I ventilate effectively: the chest rises visibly and the SpO2 improves.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "She's apnoeic with a pulse, so I'm calling for help straight away and asking the nurse to put out a call to the team.",
        "I'm going to the head of the cot, and first I'll suction her mouth and then her nose with an 8 French catheter.",
        "I'm choosing the infant mask, which sits from the bridge of her nose to the cleft of her chin without touching her eyes, and the 500 mL paediatric bag rather than the adult one.",
        "The bag is connected to the wall oxygen and I've turned the flow up to 15 litres.",
        'I place the mask with the narrow part over her nose so it covers her nose and mouth, and hold it with my thumb and index finger in a C and my other fingers along the jaw as an E.',
        "I'm getting a good tight seal and I'm keeping the mask rim and my fingers off her eyes.",
        "Her head is flexed on her big occiput, so I'm putting a small folded towel under her shoulders to bring the head to a neutral sniffing position, without extending her neck too far.",
        'I open the airway with a gentle chin lift, my fingers on the bony jaw and not pressing into the soft tissue under it.',
        'The hand holding the mask is also keeping her airway open.',
        "I'm giving small, gentle breaths, each over about a second, just enough to see her chest rise, at about 30 per minute, one every two seconds.",
        "I'm reassessing now: I watch her chest rise, and check her sats and her heart rate on the monitor.",
        'Her chest is rising with each breath and the saturations are coming up, so the ventilation is working.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoea, HR 110 -> call for help',
        'at head of cot, suction mouth then nose 8Fr',
        'infant mask (nose bridge to chin cleft, clear of eyes) + 500ml paed BVM, not adult bag',
        'O2 15L/min connected',
        'mask correct way up over nose + mouth, EC grip, tight seal, eyes free',
        'shoulder roll -> neutral/sniffing, no hyperext',
        'chin lift, fingers on bone not soft tissue',
        'mask hand keeps airway open',
        'small gentle breaths over 1s, just chest rise, rate 30/min (q2s)',
        'reassess: chest rise, SpO2, HR',
        'good chest rise + sats rising = effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "She's not breathing, I'm calling for help.",
        'I stand at the head of the cot.',
        'I suction her mouth and nose with an 8 Fr catheter.',
        "I'm choosing an infant face mask, from the bridge of the nose to the chin.",
        "I'm taking the 500 mL paediatric self-inflating bag.",
        'I connect it to oxygen at fifteen litres per minute.',
        'I put the mask on the right way round.',
        'It covers her mouth and her nose.',
        'I hold it with an E-C grip.',
        'I make a tight seal.',
        "I'm making sure there's no pressure on her eyes.",
        'I put a shoulder roll under her so her head is neutral, not hyperextended.',
        'I do a chin lift with my fingers on the jawbone, avoiding the soft tissue.',
        'My mask hand keeps the airway open.',
        'I squeeze the bag gently, just enough for the chest to rise, over one second.',
        'One breath every two seconds.',
        'I reassess chest rise, sats and heart rate.',
        'The chest is rising and the SpO2 is going up.',
      ],
    },
    {
      style: 'other order',
      messages: [
        'Can someone put out a call for help? She is apnoeic. And please plug the 500 mL paed bag into the oxygen at 15 litres and pass me an infant mask, the one that fits nose bridge to chin.',
        "I'm taking the head of the cot.",
        'First a quick suction of her mouth and nose with the 8 French.',
        "Mask on now: apex at the nose, it's over her nose and mouth, E-C clamp, sealed tightly, and no pressure anywhere near her eyes.",
        "I'll open her airway with a chin lift, fingers staying on the mandible and off the soft tissue, and a towel roll under her shoulders to get her head neutral without hyperextension.",
        "Breathing for her at twenty-five a minute, gentle squeezes over a second, stopping as soon as the chest rises, and I'm keeping the airway open with my mask hand.",
        'Chest rising nicely each breath and sats climbing, so this is effective.',
        "I'm rechecking her heart rate, SpO2 and chest movement after these changes.",
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'shes apnic, calling for help',
        'standing at the head of the cot, suctionning mouth and nose with 8fr cathater',
        'infent mask from brige of nose to chin, and the 500ml peadiatric bag not the adult one',
        'bag conected to oxygen at 15 litre',
        'mask on the rite way, coverng mouth and noze, EC clamp, tigth seal, no pressure on her eyse',
        'shouldr roll so head is nuetral, not hyperextented',
        'chin lift with fingrs on the bone not the soft tisue',
        'keep the airway open with my mask hand, small gentel breaths over 1 sec til chest rises, 30 a minuite',
        'reasess chest rise, sats and hart rate',
        'chest riseing, sats improveing, ventilatoin effective',
      ],
    },
  ],
  errors: [
    {
      name: 'waiting to see if she breathes',
      item: 'BMV-1',
      phase: 0,
      phrasings: [
        "Bronchiolitis babies often have short apnoeas, let's give her a rub and watch for a minute to see if she starts breathing on her own.",
        "I'll stimulate her and wait a bit before bagging.",
        "Before I do anything I'm going to walk over to the store room and find a smaller mask.",
      ],
    },
    {
      name: 'adult 1500 mL bag for an infant',
      item: 'BMV-9',
      phase: 0,
      lead: ['Calling for help; at the head of the cot, mouth and nose suctioned with an 8 Fr catheter.'],
      phrasings: [
        "I'll use the adult 1500 mL bag, it's already hooked up.",
        'Pass me the big adult bag, the infant mask fits on it anyway.',
      ],
    },
    {
      name: 'mask too big, over the eyes',
      item: 'BMV-8',
      phase: 0,
      lead: ['Help is called, I am at the head of the cot and she is suctioned.'],
      phrasings: [
        "I'll use the adult mask and just cover her whole face with it.",
        "The child mask reaches onto her eyes but it's the one I have in my hand, it'll do.",
      ],
    },
    {
      name: 'no oxygen',
      item: 'BMV-10',
      phase: 0,
      lead: ['Help called, head of the cot, suctioned, infant mask and the 500 mL paediatric bag.'],
      phrasings: [
        'Just bag her with room air for now.',
        "I won't bother with the oxygen tubing, the bag works without it.",
      ],
    },
    {
      name: 'pressing on the eyes',
      item: 'BMV-15',
      phase: 0,
      lead: [
        'Help is on the way; I am at the head of the cot with the mouth and nose suctioned.',
        'Infant mask, 500 mL bag, oxygen at 15 L/min.',
      ],
      phrasings: [
        'The mask leaks at the top so I press my thumb down across her eyes to hold it tight.',
        "I'm pushing firmly on the upper rim of the mask where it sits on her eyes to get a seal.",
      ],
    },
    {
      name: 'blind finger sweep',
      item: 'BMV-2',
      phase: 0,
      lead: ['Calling for help, at the head of the cot.'],
      phrasings: [
        'I hook the mucus out of her mouth with my little finger.',
        "I'll run my finger round the back of her mouth blindly to clear the secretions.",
      ],
    },
    {
      name: 'bagging from the side of the cot',
      item: 'BMV-16',
      phase: 0,
      lead: [
        'Help called; secretions suctioned with an 8 Fr catheter; infant mask and 500 mL bag on 15 L of oxygen.',
      ],
      phrasings: ["I'll bag her from the side of the cot, next to the monitor, where I can see the screen."],
    },
    {
      name: "hyperextending the infant's neck",
      item: 'BMV-3',
      phase: 1,
      phrasings: [
        'I tilt her head back as far as it goes to open the airway.',
        'A big roll under her neck so her head drops right back into full extension.',
        'I hyperextend her neck, babies need it.',
      ],
    },
    {
      name: 'pressing on the soft tissue under the jaw',
      item: 'BMV-4',
      phase: 1,
      lead: ['Shoulder roll in, head neutral, not extended.'],
      phrasings: ['I push my fingers up into the soft bit under her chin to lift the tongue.'],
    },
    {
      name: 'too fast',
      item: 'BMV-19',
      phase: 1,
      lead: ['Shoulder roll, head neutral, chin lift on the bone.', 'Mask hand keeps the airway open.'],
      phrasings: [
        "She's so desaturated I'm bagging as fast as I can.",
        "I'm going at about 80 breaths in one minute.",
      ],
    },
    {
      name: 'breaths too big and forceful',
      item: 'BMV-18',
      phase: 1,
      lead: ['Shoulder roll under her, head neutral, gentle chin lift on the jawbone.'],
      phrasings: [
        'I squeeze the whole bag hard each time to pop her lungs open.',
        'I give her big full breaths until her tummy and cheeks puff out.',
      ],
    },
  ],
  utterances: [],
};
