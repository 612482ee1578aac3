import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/**
 * New: Daniel, 13 years (45 kg), spinal muscular atrophy type 3 with pneumonia, apnoeic with a pulse on the ward,
 * thick secretions, weak gag (none on testing: an OPA). Unlike the other new cases, phase 1 also asks for the
 * squeeze and the rate (with the mask), and phase 2 only for the adjunct, reassessment and effective ventilation.
 */
export const smaRuns: HeldOutCase = {
  id: 'ho6-runs-sma-13y',
  title: 'Held-out case: 13-year-old with spinal muscular atrophy and pneumonia, apnoeic on the ward',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Daniel, a 13-year-old boy (45 kg) with spinal muscular atrophy type 3, was admitted three days ago with right lower lobe pneumonia. He walks short distances and uses a wheelchair outdoors; he has a mild scoliosis and a weak cough, and uses a cough assist machine at home. Despite IV antibiotics, nasal cannula oxygen and chest physiotherapy he became drowsy overnight. At 05:30 the nurse finds him not breathing. He has a pulse; thick secretions fill his mouth and he has no gag reflex. There is no injury. You are the first doctor at the bedside on the ward.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in a child with neuromuscular weakness and call for help at once, without waiting for a blood gas or turning up the nasal oxygen.',
        objective2:
          'Suction the thick secretions with a Yankauer or a large-bore catheter: no finger sweep and no thin catheter.',
        objective3:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin (a small adult mask) and an adult self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Position the head, open the airway and place and hold the mask correctly, lifting the jaw into it; squeeze gently over one second at about 20 breaths a minute.',
        objective5:
          'With no gag reflex, insert an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw; reassess after every step and ventilate until the chest rises and the SpO2 climbs.',
      },
      patientReport: {
        basicInformation: {
          name: 'Daniel',
          age: 13,
          sex: 'Male',
          weight: 45,
          diagnosis:
            'Spinal muscular atrophy type 3 with right lower lobe pneumonia; hypercapnic respiratory failure, now apnoeic with a pulse',
        },
        history: {
          symptoms:
            'Cough, fever and thick sputum for five days; weaker cough, morning headache and drowsiness since yesterday',
          allergies: 'None known',
          medications: 'Risdiplam daily; IV co-amoxiclav (day 3); paracetamol',
          pmh: 'Spinal muscular atrophy type 3 diagnosed at 4 years; mild scoliosis; pneumonia last winter',
          lastMeal: 'Soup at 19:00 yesterday',
          events:
            'Admitted three days ago with pneumonia on 2 L/min nasal cannula oxygen; drowsy since midnight; venous gas at 02:00 pH 7.28, pCO2 8.9 kPa; found not breathing at 05:30.',
        },
        PMH: {
          medicalConditions: 'Spinal muscular atrophy type 3; mild thoracolumbar scoliosis',
          hospitalizations: 'Pneumonia last winter (ward care, no ventilation)',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Risdiplam; vitamin D',
          socialHistory:
            'Lives with his parents; year 8 at a mainstream school; powered wheelchair for long distances',
          vaccinations: 'Up to date, including influenza',
          familyHistory: 'Both parents are carriers; his younger sister is unaffected',
        },
        initialExam: {
          generalAppearance: 'Slumped in bed, grey, not breathing; thick yellow secretions filling his mouth',
          breathing:
            'No respiratory effort; crackles and reduced air entry at the right base on the last examination',
          circulation: 'Pulse present, heart rate 118, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Unresponsive; known generalised weakness and absent reflexes; no gag reflex; no injury',
          disability: 'Unresponsive to voice',
        },
        labs: {
          rvp: 'Respiratory viral panel negative; sputum growing Haemophilus influenzae; venous gas at 02:00 pH 7.28, pCO2 8.9 kPa',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Daniel lies in his ward bed, grey and not breathing, thick secretions in his mouth, his nasal cannula still on. The bed is pushed against the wall. Wall suction with a Yankauer, oxygen and the resuscitation trolley are beside the bed.',
        vitalSigns: { hr: 118, rr: 0, temp: 38.2, nibp: '116/70', o2: 70, co2: null },
        airway: 'Thick secretions filling the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that fits from the bridge of the nose to the cleft of the chin (a small adult mask) and an adult self-inflating bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once; suctions the thick secretions with a Yankauer or a large-bore catheter, with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and his mouth is full of thick secretions. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear for now, the bag is on oxygen and you are at the head of the bed. His head has rolled to one side and the first breaths hardly move his chest.',
        vitalSigns: { hr: 104, rr: 0, temp: 38.2, nibp: '110/68', o2: 64, co2: null },
        airway: 'Clear after suction; the floppy tongue blocks the pharynx',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present, heart rate 104',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the same hand that holds the mask; squeezes the bag gently over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute (about one breath every 3 seconds).',
          airwayManagement:
            'Places the head in the sniffing position (a small pad under the occiput) without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue beneath it.',
          maskPositioning:
            'Puts the mask on the right way round over both mouth and nose; holds it with an E-C clamp (two people if the seal is poor); gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The chest barely moves. What about his head, the mask and your breaths?',
      },
      {
        initialState:
          'Breaths go in, but his floppy tongue falls back between breaths and the chest rise comes and goes; the SpO2 is climbing slowly.',
        vitalSigns: { hr: 112, rr: 0, temp: 38.2, nibp: '118/72', o2: 82, co2: 66 },
        airway: 'Partly obstructed by the tongue between breaths; no gag reflex',
        breathing: 'Assisted breaths; chest rise comes and goes',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with every breath and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'SpO2 96% and the chest rises with every breath through the oral airway; the PICU team arrive to take over. The simulation is complete.',
        vitalSigns: { hr: 100, rr: 20, temp: 38.1, nibp: '114/70', o2: 96, co2: 52 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse: I call for help.',
      'I suction the thick secretions from his mouth with a Yankauer.',
      'I take a small adult mask that fits from the bridge of his nose to the cleft of his chin and an adult 1600 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'I put his head in the sniffing position with a small pad under his occiput, without hyperextending the neck.',
      'I open his airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'I place the mask the right way round over his mouth and nose, hold it with an E-C clamp, get a tight seal and keep it off his eyes.',
      'I keep the airway open by lifting his jaw into the mask with the same hand that holds it.',
      'I squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds: 20 a minute.',
    ],
    [
      'He has no gag, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw and insert it with a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
  runs: [
    {
      style: 'full sentences',
      messages: [
        "Daniel has stopped breathing but he has a pulse; I'm pulling the emergency bell and asking for the PICU team and an anaesthetist.",
        "I'm suctioning the thick secretions out of his mouth with a Yankauer.",
        "I'm taking a small adult mask that reaches from the bridge of his nose to the cleft of his chin, and an adult self-inflating bag of about 1600 mL.",
        'The bag goes onto the wall oxygen at 15 litres per minute.',
        "I'll pull his bed away from the wall and stand at the head of it.",
        'I put his head in the sniffing position with a small folded towel under the back of his head, taking care not to extend his neck too far.',
        'I open his airway with a head tilt and chin lift, with my fingers on his jaw bone, away from the soft tissue.',
        'The mask goes on the right way round, the narrow end over the bridge of his nose, covering his mouth and nose and well clear of his eyes.',
        'I hold it with an E-C clamp and use those three fingers to lift his jaw into the mask, and the seal is tight with no leak.',
        'I give each breath slowly over one second, only enough to see his chest rise, because his lungs and chest wall are fragile.',
        "I'm giving one breath every three seconds, which is twenty a minute.",
        "He doesn't have a gag, so I'm choosing an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.",
        'I press his tongue down with a tongue depressor and slide the airway in along the curve of the tongue.',
        'Then I reassess his chest rise, his oxygen saturation and his heart rate.',
        'His chest is now rising with every breath and his saturations are coming up.',
      ],
    },
    {
      style: 'terse shorthand',
      messages: [
        'Apnoea w pulse. MET call.',
        'Yankauer sx thick secretions',
        'Small adult mask, adult SIB 1.6L, O2 15L/min',
        'At HOB',
        'Sniffing pos, pad under occiput, no hyperextension',
        'JT, fingers behind angles of mandible',
        'Mask correct way up, covers nose & mouth, off eyes',
        'EC, tight seal, mask hand pulls jaw up',
        'Ti 1 s, min vol for chest rise',
        'RR 20',
        'No gag -> OPA sized mouth corner to jaw angle',
        'OPA in w tongue depressor',
        'Reassess post OPA: chest rise, SpO2, HR -> chest rising, SpO2 up. Effective',
      ],
    },
    {
      style: 'one action per message',
      messages: [
        "He's apnoeic. Somebody press the crash bell.",
        'Suction with the Yankauer for the thick stuff.',
        'Small adult mask, checked bridge of nose to chin.',
        'Adult bag, the 1.6 litre one.',
        'Oxygen into the bag, 15 L/min.',
        "I'm behind the bed head.",
        'Head into the sniffing position, not overextended.',
        'Head tilt, chin lift, fingers on bone.',
        'Mask right way up.',
        'Nose and mouth covered.',
        'EC grip on the mask.',
        "Seal's good.",
        'Mask clear of his eyes.',
        'Lifting the jaw into the mask with the mask hand.',
        'Slow 1-second squeezes, just to see his chest move.',
        '20 per minute.',
        'No gag, so a Guedel sized corner of mouth to angle of jaw.',
        'Putting the Guedel in with a tongue depressor.',
        'Reassessing chest rise, sats and heart rate.',
        'Chest rising and sats improving.',
      ],
    },
    {
      style: 'other order',
      messages: [
        "Pull the bed out from the wall, I'm going to the head end.",
        'Connect an adult bag to high-flow O2, 15 L.',
        'Help! He has stopped breathing, can someone put out a MET call?',
        'Yankauer, clearing the thick secretions out of his mouth.',
        'Small adult mask that fits from his nose bridge to his chin.',
        'Mask on, correct orientation, covers mouth and nose, keeping it off the eyes.',
        'Two-person technique: I hold the mask with both hands in a double EC and the nurse squeezes the bag.',
        "Lifting his jaw up into the mask with both hands to keep the airway open, and there's no leak now.",
        'Sniffing position with a towel under his head, neck not overextended.',
        'Chin lift with a slight head tilt, my fingers on the mandible not the soft tissue.',
        'Nurse, one breath every three seconds please, each over one second, and stop when you see the chest rise.',
        "Let's reassess chest rise, sats and heart rate.",
        "He's got no gag, OPA please: size it from the corner of his mouth to the angle of his jaw.",
        'In with a tongue depressor holding the tongue down.',
        'Chest rising with each breath, saturations climbing.',
      ],
    },
    {
      style: 'typos and spellings',
      messages: [
        'hes apneic with a pulse, calling MET / PICU',
        'yankuer sucktion for the thick secreations',
        'small adult mask, nose brige to chin, adult bagg 1600ml',
        'oxygen on 15 l/min to the bag',
        'im standing at the head of teh bed',
        'sniffin position with towel under his head, not hyperextendd',
        'head tilt chin lfit, fingers on the bone of the jaw',
        'mask rite way round over mouth and nose, away from the eyes',
        'EC clamp, tigth seal, lifting jaw up to the mask with same hand',
        'squeze over one sec just to see chest rise',
        'twenty breths a minute',
        'no gag, so orophayngeal airway mesured corner mouth to angle of jaw',
        'inserting with tounge depressor',
        'reasses chest rise, sats, HR - chest going up and sats improveing',
      ],
    },
  ],
  errors: [
    {
      name: 'gas or more nasal oxygen first',
      item: 'BMV-1',
      phase: 0,
      lead: [],
      phrasings: [
        'Turn his nasal prongs up to 4 litres and see if he picks up.',
        'Send a gas first, I want his CO2 before I start bagging.',
        "He's tired from the pneumonia, let him rest a minute and see whether he breathes again.",
      ],
    },
    {
      name: 'thin catheter for thick secretions',
      item: 'BMV-2',
      phase: 0,
      lead: ["MET call please, he's not breathing."],
      phrasings: [
        'Thin 6 French catheter down to suck out that thick gunk.',
        'The little 5 Fr feeding tube on suction will get those plugs out.',
      ],
    },
    {
      name: 'low-flow oxygen for a CO2 retainer',
      item: 'BMV-10',
      phase: 0,
      lead: ['MET call please.', 'Yankauer for the secretions.', 'Small adult mask and an adult bag.'],
      phrasings: [
        'Keep the oxygen on the bag at 1 litre, neuromuscular kids retain CO2.',
        "Low-flow O2 only, 2 L on the bag, I don't want to knock out his drive.",
      ],
    },
    {
      name: 'bagging from the side',
      item: 'BMV-16',
      phase: 0,
      lead: [
        'MET call please.',
        'Yankauer for the secretions.',
        'Small adult mask, adult bag on 15 L oxygen.',
      ],
      phrasings: [
        "The bed's against the wall, so I'll just bag from the side.",
        'I stay at his side of the bed and reach across to bag.',
      ],
    },
    {
      name: 'mask upside down',
      item: 'BMV-11',
      phase: 1,
      lead: ['Head in the sniffing position with a folded towel under his occiput, not extended.'],
      phrasings: [
        'Mask goes on flipped, pointy bit at the chin and the wide bit over his nose.',
        'I turn the mask round so the apex sits on his lower lip, it fits his long face better.',
      ],
    },
    {
      name: 'fingertip or flat-hand hold',
      item: 'BMV-13',
      phase: 1,
      lead: [
        'Sniffing position, pad under the occiput.',
        'Head tilt-chin lift.',
        'Mask right way round over nose and mouth.',
      ],
      phrasings: [
        'Holding the mask on with my fingertips on top of the dome.',
        'One flat hand pressing the mask onto his face.',
      ],
    },
    {
      name: 'carrying on through a leak',
      item: 'BMV-14',
      phase: 1,
      lead: [
        'Sniffing position, pad under the occiput.',
        'Head tilt-chin lift.',
        'Mask right way round over nose and mouth, EC grip.',
      ],
      phrasings: [
        'Air hissing out by his cheek, but the chest moves a bit so I carry on.',
        "Mask's leaking at the chin, never mind, keep bagging.",
      ],
    },
    {
      name: 'thumb on the eye',
      item: 'BMV-15',
      phase: 1,
      lead: [
        'Sniffing position, pad under the occiput.',
        'Head tilt-chin lift.',
        'Mask over nose and mouth the right way round.',
      ],
      phrasings: [
        'My thumb rests on his eyebrow and eyelid to hold the mask steady.',
        'Push the top of the mask up onto his eye sockets to stop the leak at the nose.',
      ],
    },
    {
      name: 'big volumes for the pneumonia',
      item: 'BMV-18',
      phase: 1,
      lead: [
        'Sniffing position, pad under the occiput.',
        'Head tilt-chin lift.',
        'Mask on right way round over nose and mouth, EC grip, sealed, off his eyes, lifting the jaw into it.',
      ],
      phrasings: [
        'Empty the whole adult bag with every breath to recruit that consolidated lung.',
        'Squeeze the bag all the way down, his lungs are stiff with pneumonia so he needs big volumes.',
        'Full two-handed squeezes, as much air as the bag holds.',
      ],
    },
    {
      name: 'rate far too fast',
      item: 'BMV-19',
      phase: 1,
      lead: [
        'Sniffing position, pad under the occiput.',
        'Head tilt-chin lift.',
        'Mask on right way round over nose and mouth, EC grip, sealed, off his eyes, lifting the jaw into it.',
        'Squeezes gently over one second until the chest rises.',
      ],
      phrasings: [
        'Breathing for him at about 50 a minute to wash out his CO2.',
        'Bag him as fast as the bag refills, his CO2 is sky high.',
      ],
    },
    {
      name: 'oral airway pushed in blind',
      item: 'BMV-6',
      phase: 2,
      lead: ['No gag: oral airway measured corner of mouth to angle of jaw.'],
      phrasings: [
        "I'll push the oral airway in with force, no blade, whatever happens to the tongue.",
        'Stuff the Guedel in quickly without holding the tongue down first.',
      ],
    },
    {
      name: 'accepting poor chest rise',
      item: 'BMV-20',
      phase: 2,
      lead: [
        'Oral airway in with a tongue blade, sized corner of mouth to jaw angle.',
        'Checking chest rise, sats and heart rate after the airway.',
      ],
      phrasings: [
        "Chest barely moving, but 85% is fine for an SMA kid, we'll carry on the same.",
        "Still hardly any chest rise, I'll just keep bagging the same way and wait.",
      ],
    },
  ],
  utterances: [],
};
