import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New (blind tuning D): Leo, 11 months (10 kg), apnoeic with a pulse after eating his grandmother's diphenhydramine
 * tablets; vomit and thick mucus in the mouth, gag reflex present, no trauma. Right: call for help without waiting
 * on an antidote, Yankauer or 8-10 Fr catheter, infant mask, 450-500 mL bag on 10-15 L/min, head of the bed,
 * shoulder roll with the head neutral, HTCL or jaw thrust, 20-30/min, NPA sized nostril to tragus (no OPA: gag).
 */
export const antihistamineRuns: HeldOutCase = {
  id: 'd-antihistamine-11m',
  title: 'Blind tuning D: 11-month-old apnoeic with a pulse after a diphenhydramine overdose, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Leo, an 11-month-old boy (10 kg), was found by his mother about 90 minutes ago chewing an open blister pack of his grandmother's diphenhydramine sleeping tablets (25 mg); up to six are missing. At home he became hot, flushed and agitated, vomited, then had a two-minute generalised seizure that stopped on its own. In the emergency department he became drowsy and he has now stopped breathing. He has a pulse. His mouth holds milky vomit and thick mucus, and he gags when the back of his mouth is touched. There is no trauma. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea after a sedating antihistamine overdose and call for help at once, without giving an antidote and waiting or watching him first.',
        objective2:
          'Suction the vomit and mucus with a Yankauer or an 8-10 Fr catheter, with no finger sweep.',
        objective3:
          'Choose an infant mask and a self-inflating bag of 450-500 mL on oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Position the head neutral with a roll under the shoulders, open the airway, place and hold the mask correctly, and ventilate gently at 20-30 breaths a minute.',
        objective5:
          'With the gag reflex present, choose a nasopharyngeal airway sized from the nostril to the tragus (not an oropharyngeal airway), insert it correctly, and reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 0.9,
          sex: 'Male',
          weight: 10,
          diagnosis: 'Diphenhydramine overdose (about 15 mg/kg) with a seizure; apnoeic with a pulse',
        },
        history: {
          symptoms:
            'Flushed, hot and agitated, then vomiting, a brief generalised seizure and drowsiness; now apnoea',
          allergies: 'None known',
          medications: 'None regular',
          pmh: 'Born at term; well',
          lastMeal: 'Milk feed 2 hours ago',
          events:
            "Found with his grandmother's diphenhydramine 25 mg tablets about 90 minutes ago, up to 6 tablets (150 mg) missing. Vomited once, then a two-minute generalised tonic-clonic seizure at home that stopped without treatment. Drowsy on arrival; stopped breathing in the resuscitation bay.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents; his grandmother is visiting this week',
          vaccinations: 'Up to date for age',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, flushed and hot with dry skin; milky vomit and thick mucus in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 176, capillary refill 2 seconds',
          abdomen: 'Soft, bowel sounds reduced, bladder palpable',
          neuro:
            'Pupils 6 mm and sluggish; gags when the back of the mouth is touched; no focal signs; no sign of injury',
          disability: 'Responds to pain only',
        },
        labs: {
          rvp: 'Not sent. Bedside glucose 5.8 mmol/L; ECG sinus tachycardia with a QRS of 100 ms',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies on the resuscitation trolley, not breathing, with vomit and mucus in his mouth. Wall suction with a Yankauer and 6-10 Fr catheters, oxygen, and the airway trolley (neonatal, infant and child masks; 250 mL and 500 mL self-inflating bags; oral and nasal airways) are at hand.',
        vitalSigns: { hr: 176, rr: 0, temp: 38.6, nibp: '94/56', o2: 72, co2: null },
        airway: 'Milky vomit and thick mucus in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only; pupils dilated',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-500 mL (not the 250 mL neonatal bag); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without giving an antidote and waiting or watching him first; suctions the vomit and mucus from the mouth with a Yankauer or an 8-10 Fr catheter, with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and his mouth is full of vomit. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear and the bag is on oxygen. On the flat trolley his large occiput tips his head forward and his chin drops towards his chest.',
        vitalSigns: { hr: 168, rr: 0, temp: 38.6, nibp: '90/54', o2: 64, co2: null },
        airway: 'Clear after suction; obstructed by the flexed neck and the tongue',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 168',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask; squeezes the bag over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute (one every 2-3 seconds).',
          airwayManagement:
            'Places the head in a neutral position with a roll under the shoulders, without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over both mouth and nose; holds it with an E-C clamp, with two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is on but little air goes in. How are his head and the mask?',
      },
      {
        initialState:
          'Breaths go in, but he gags on the sucker and his tongue falls back between breaths; the chest rise comes and goes.',
        vitalSigns: { hr: 160, rr: 0, temp: 38.5, nibp: '92/56', o2: 84, co2: 60 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths; variable chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'With the gag reflex present, chooses a nasopharyngeal airway (not an oropharyngeal airway) measured from the nostril to the tragus of the ear, and inserts it lubricated, straight back along the floor of the nose, without force; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'He gags, and his tongue falls back between breaths. What now?',
      },
      {
        initialState:
          'SpO2 97% and heart rate 150; the chest rises with each breath. The PICU team arrive to take over his airway. The simulation is complete.',
        vitalSigns: { hr: 150, rr: 25, temp: 38.4, nibp: '96/58', o2: 97, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
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
      'He is apnoeic with a pulse. I call for help.',
      'I suction the vomit and mucus from his mouth with a Yankauer.',
      'I take an infant mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'I put a small roll under his shoulders so his head is neutral, not hyperextended.',
      'I open his airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'I put the mask on the right way round over his mouth and nose, hold it with an E-C clamp, make a tight seal and keep it off his eyes.',
      'I lift his jaw into the mask with the hand that holds the mask.',
      'I squeeze the bag over one second, just enough to see the chest rise, 25 breaths a minute.',
    ],
    [
      'He gags, so I size a nasopharyngeal airway from his nostril to the tragus of his ear, lubricate it and insert it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "Leo has stopped breathing but I can feel a brachial pulse, so I'm pressing the emergency bell and asking for the PICU team and an anaesthetist.",
        "His mouth is full of milky vomit and thick mucus; I'm clearing it with the Yankauer, staying in the mouth and not going deep.",
        "I'll use the infant face mask: it covers him from the bridge of the nose to the cleft of the chin.",
        "I'm taking the 500 mL self-inflating bag rather than the small neonatal one.",
        'The bag goes onto the oxygen at 15 litres per minute, with the reservoir attached.',
        "I'm pulling the trolley away from the wall so I can stand right at his head.",
        "I slide a folded towel under his shoulders so his head sits in neutral and isn't tipped back.",
        'I open his airway with a gentle head tilt and chin lift, my fingertips on the bone of his jaw, not pressing on the soft part under his chin.',
        'I place the mask with the narrow end over the bridge of his nose and bring it down over his mouth, so both are covered.',
        "I hold it with my left hand in an E-C grip and press the rim on evenly; there's no leak at the sides.",
        'The rim of the mask stays below his eyes, with nothing pressing on them.',
        'The three fingers on his jaw pull it up into the mask, so the hand that holds the mask also keeps his airway open.',
        'I squeeze the bag over a second, stopping as soon as I see his chest rise.',
        "I'm giving a breath every two to three seconds, about 25 a minute.",
        'He gagged when I suctioned, so no oral airway: I measure a nasal airway from his nostril to the tragus of his ear.',
        'I lubricate it and pass it straight back along the floor of his nose, bevel facing the septum.',
        'I reassess now: his chest is rising with each breath, his SpO2 has gone from 64 to 90% and his heart rate is 158.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'apnoea, pulse +. help pls - PICU + anaes',
        'yankauer to mouth, clear vomit',
        'infant mask, bridge of nose to chin cleft',
        '500 ml SIB on 15 L O2',
        'at HOB',
        'shoulder roll, head neutral, no hyperext',
        'HTCL, fingers on mandible not submental',
        'mask apex to nose, covers mouth+nose',
        'EC clamp, seal ok, eyes clear',
        'lifting jaw into mask w same hand',
        '1 sec squeeze, just visible chest rise',
        'RR 25',
        'gag +ve so NPA, sized nostril -> tragus',
        'NPA lubed, in straight back along floor of nose',
        'reassess: chest rise, SpO2, HR',
        'good chest rise, SpO2 up to 93',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        'Baby is not breathing but pulse is there. I am calling for help.',
        'I am doing suction of the mouth with Yankauer.',
        'I take infant mask, it is fitting from nose bridge until chin.',
        'I take self-inflating bag of 500 ml.',
        'I am connecting the bag with oxygen, 15 litre per minute.',
        'I am standing at head side of the bed.',
        'I put small roll under shoulders so head is neutral.',
        'I open airway with head tilt and chin lift.',
        'I put the mask correct way, narrow part on nose.',
        'Mask is covering mouth and nose both.',
        'I hold mask with E-C clamp.',
        'I check the seal is tight.',
        'I make sure there is no pressure on eyes.',
        'With same hand I lift jaw into mask.',
        'I squeeze bag in one second, only until chest is rising.',
        'I give 25 breath per minute.',
        'He has gag, so I measure NPA from nostril to tragus.',
        'I put lubricant and insert NPA straight back.',
        'I reassess chest rise, saturation and heart rate.',
        'Chest is rising and saturation is going up.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "I'm at the head of the trolley. Can you hit the arrest bell and get PICU down? He's apnoeic but he has a pulse.",
        'Get the oxygen flowing at 10 L/min into the 450 mL self-inflating bag, please.',
        'Infant mask from the trolley - yes, that one, it sits from his nasal bridge to his chin cleft.',
        'Suction first though: clearing the vomit from his mouth with a Yankauer before the mask goes on.',
        'Mask on, pointed end at the nose, covering nose and mouth.',
        'Holding it with an E-C clamp and lifting his jaw into the mask with those same fingers.',
        'Jaw thrust rather than a chin lift: fingers behind the angles of his jaw, off the soft tissue.',
        'A towel under his shoulders now, so his head is level and not bent back.',
        'No leak around the edges, and his eyes are clear of the mask.',
        'Breathing for him at 30 a minute, each squeeze over one second with just enough to lift his chest.',
        'I recheck: chest moves with each breath, sats 85, heart rate 165.',
        "He's still gagging on the Yankauer so I'm going for a nasopharyngeal airway, measured from the nostril to the tragus.",
        'Lubricated, in along the floor of the nose, straight back towards the back of his head, no force.',
        'After the NPA: good chest rise, sats up to 95 and climbing.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes apnoiec with a pluse - calling for help, get picu',
        'suction the vomitt out of his mouth with the yankour',
        'infant mask that fits from brigde of nose to chin',
        'half litre self inflatin bag, hook up to oxigen 15 litres',
        'standin at the head of the bed',
        'sholder roll so his head is nuetral, not over extended',
        'head tilt chin lfit, fingers on the jaw bone not the soft tisue',
        'mask on rite way up over his mouth and nose',
        'ec clamp hold, tight seel, no presure on his eyes',
        'lift the jaw up into the mask with same hand',
        'squeez over one secnd, just till chest rises',
        'twenty five breths a minute',
        'gag present so nasopharingeal airway, measure from nostrel to tragus',
        'lube it and insert strait back along the floor of the nose',
        'reasses chest rise sats and heartrate',
        'chest is riseing and sats are comming up',
      ],
    },
  ],
  errors: [
    {
      name: 'antidote or high flow and watch instead of ventilating',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        "Give him physostigmine and we'll wait to see if he wakes up and starts breathing.",
        "Let's pop him on high flow nasal cannula and watch his sats for a bit.",
        'ring poisons info b4 touching airway',
      ],
    },
    {
      name: 'finger sweep or a catheter too small for vomit',
      item: 'BMV-2',
      phase: 0,
      lead: ["He's apnoeic but has a pulse - call for help, PICU and anaesthetics please."],
      phrasings: [
        "I'll hook the vomit out with my little finger.",
        'finger sweep of mouth to clear the curds',
        "The Yankauer's too big for his little mouth, so I'll suction with a 6 Fr feeding tube.",
      ],
    },
    {
      name: 'adult or premature mask',
      item: 'BMV-8',
      phase: 0,
      lead: ['Calling for help, he has stopped breathing.', 'Suctioned his mouth with the Yankauer.'],
      phrasings: [
        'Use the adult mask, a bigger mask gives a better seal.',
        'the tiny prem mask pls',
        "The adult-sized one will do, it's the one I've got in my hand.",
      ],
    },
    {
      name: 'room air or low-flow oxygen',
      item: 'BMV-10',
      phase: 0,
      lead: ['Help please, he is not breathing.', 'Infant mask and 500 mL self-inflating bag.'],
      phrasings: [
        "We'll bag him on room air for now, the oxygen tubing can wait.",
        'SIB, O2 2L',
        'Keep the oxygen low, a couple of litres, because high oxygen is bad for babies.',
      ],
    },
    {
      name: 'hyperextends the neck',
      item: 'BMV-3',
      phase: 1,
      lead: [],
      phrasings: [
        'Tip his head right back as far as it goes to open him up.',
        'big roll under shoulders, neck fully extended',
        'Extend his neck well back like you would in an adult, it straightens out the airway.',
      ],
    },
    {
      name: 'mask the wrong way round',
      item: 'BMV-11',
      phase: 1,
      lead: ['Shoulder roll in, head neutral, chin lift with my fingers on the bone.'],
      phrasings: [
        'I fit the mask with the apex over his chin and the wide part across his nose.',
        'mask inverted, apex at chin - fits his small face better',
        "Flipped the mask round so the point's at his chin, it seems to sit better.",
      ],
    },
    {
      name: 'palm on the mask instead of an E-C clamp',
      item: 'BMV-13',
      phase: 1,
      lead: ['Roll under his shoulders, head neutral.', 'Mask over his mouth and nose, right way up.'],
      phrasings: [
        "I'm holding the mask on with the heel of my hand pressed over the top.",
        'whole-hand grip on mask, palm down',
        "His face is so small I can't fit an E-C, so I just cup the whole mask in my palm.",
      ],
    },
    {
      name: 'carries on with a leak',
      item: 'BMV-14',
      phase: 1,
      lead: ['Mask on the right way over mouth and nose.', 'EC clamp on the mask, lifting his jaw into it.'],
      phrasings: [
        "There's a bit of a leak at his left cheek but the chest is sort of moving, I'll carry on.",
        'air leak +++ around mask, continuing',
        "A small leak is fine with a self-inflating bag, it makes up for it, so I won't fix it.",
      ],
    },
    {
      name: 'squeezes the bag right down',
      item: 'BMV-18',
      phase: 1,
      lead: ['Mask on right way up over mouth and nose, EC clamp, good seal, jaw lifted into it.'],
      phrasings: [
        'I squeeze the whole bag down till my fingers touch.',
        'full compression of the 500 bag each breath',
        "Give him big breaths to open up his lungs, he's been hypoxic for a while.",
      ],
    },
    {
      name: 'oral airway despite the gag',
      item: 'BMV-5',
      phase: 2,
      lead: [],
      phrasings: [
        "I'll put an oral airway in to hold his tongue forward.",
        "OPA size 0 in, he's gagging but it'll settle",
        "An oral airway is safer than a nasal one in a baby, so I'll size an OPA from the corner of his mouth to the angle of his jaw.",
      ],
    },
    {
      name: 'NPA forced or aimed upwards',
      item: 'BMV-6',
      phase: 2,
      lead: ["He gags, so I'm sizing a nasal airway from the nostril to the tragus."],
      phrasings: [
        "It's catching a bit, I'll just shove it harder till it goes.",
        'NPA in dry, angled up the nose',
        "I'll aim it upwards along the bridge of his nose, that's the way the nose goes.",
      ],
    },
    {
      name: 'goes on bagging without chest rise',
      item: 'BMV-20',
      phase: 2,
      lead: ['NPA measured nostril to tragus, lubricated and in straight back along the floor of the nose.'],
      phrasings: [
        "Chest isn't really moving but I'll keep bagging the same way, his sats might catch up.",
        'no chest rise, continuing same BVM',
        "His sats are stuck at 70 with no chest movement, but the probe can't read him properly when he's this flushed, so I'll carry on as I am.",
      ],
    },
  ],
  utterances: [],
};
