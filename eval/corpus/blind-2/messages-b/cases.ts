import type { CaseDocument } from '../../../../src/contract/case.ts';
import type { ItemId } from '../../../harness/corpus-types.ts';

/** A case of this held-out message set: the document, what each phase asks for, and a path through it. */
export type MessageCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

/** A 2-month-old with pertussis, apnoeic after a coughing paroxysm; gag reflex present, so no OPA. */
export const PERTUSSIS: MessageCase = {
  id: 'pertussis-apnoea-2m',
  title: 'Held-out case: 2-month-old with pertussis, apnoea after a coughing paroxysm (gag reflex present)',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Amira, a 2-month-old girl (5 kg), unvaccinated, was admitted to the ward this afternoon with suspected pertussis after a week of coughing fits. During a long paroxysm of coughing she went blue and stopped breathing. Her nose and mouth are full of thick, stringy mucus. She has a brachial pulse. She gags and screws up her face when anything touches the back of her mouth. Her mother called for the nurse; you are the first doctor at the cot.',
      objectives: {
        objective1: 'Recognise apnoea after a pertussis paroxysm and call for help.',
        objective2: 'Clear thick mucus from the nose and mouth by suction, never with a finger.',
        objective3:
          'Position a young infant with a shoulder roll and choose an infant mask and a 450-500 mL self-inflating bag on oxygen.',
        objective4: 'Ventilate at 20-30 breaths a minute, each breath just enough for chest rise.',
        objective5: 'Choose an adjunct that suits an infant with a gag reflex: an NPA, not an OPA.',
      },
      patientReport: {
        basicInformation: {
          name: 'Amira',
          age: 0.17,
          sex: 'Female',
          weight: 5,
          diagnosis: 'Suspected pertussis (whooping cough) with apnoea',
        },
        history: {
          symptoms:
            'Runny nose for two weeks, then coughing fits for one week, with vomiting after the fits and going red or blue in the face',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Born at term by normal delivery, birth weight 3.4 kg',
          lastMeal: 'Breastfed 1 hour ago; vomited after the last coughing fit',
          events: 'Apnoeic and cyanotic at the end of a long coughing paroxysm on the ward',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None before this admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with her parents and a 6-year-old brother who has had a cough for three weeks',
          vaccinations: 'None yet; the 8-week vaccinations were postponed',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Limp, cyanosed, thick mucus bubbling at the nose and mouth',
          breathing: 'Apnoeic, no chest movement',
          circulation: 'Brachial pulse present, heart rate 110, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Floppy; gags when the back of the mouth is touched',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Bordetella pertussis PCR pending; white cell count 32 with lymphocytosis' },
      },
    },
    Phases: [
      {
        initialState:
          'Amira lies limp and blue in the cot after the coughing fit, mucus in her nose and mouth. Wall oxygen, suction and a resuscitation trolley are at the bedside.',
        vitalSigns: { hr: 110, rr: 0, temp: 37.2, nibp: '78/42', o2: 68, co2: null },
        airway: 'Thick stringy mucus in the nose and mouth',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only; gags when the mouth is touched',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin, and a 450-500 mL self-inflating bag (not the 250 mL neonatal bag, not an adult bag); connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the mouth then the nose with a bulb syringe or a small (8 Fr) catheter, no finger sweep; puts a shoulder roll under her shoulders for a neutral sniffing position, without hyperextending the neck.',
          maskPositioning: '',
        },
        softStop: 'She is still blue and not breathing. What do you do first?',
      },
      {
        initialState:
          'The mucus is cleared and she lies on a shoulder roll; the bag and infant mask are ready and on oxygen.',
        vitalSigns: { hr: 100, rr: 0, temp: 37.2, nibp: '76/40', o2: 64, co2: null },
        airway: 'Clear after suction',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head of the cot and keeps the airway open with the hand that holds the mask.',
          airwayManagement:
            'Opens the airway with a gentle head tilt-chin lift (or a jaw thrust), fingers on the bony jaw, not on the soft tissue under the chin.',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp, two-person if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is ready. How do you hold it and keep her airway open?',
      },
      {
        initialState:
          'The bag is on her face; her tongue falls back between breaths and she gags when the mouth is touched.',
        vitalSigns: { hr: 115, rr: 0, temp: 37.2, nibp: '80/44', o2: 76, co2: 58 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag gently over about one second with just enough volume to see the chest rise, one breath every 2-3 seconds (20-30 a minute); ventilates effectively, with chest rise and a rising SpO2.',
          airwayManagement:
            'Because she gags, does not use an OPA: chooses a nasopharyngeal airway measured from the tip of the nostril to the tragus and inserts it gently, lubricated; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back and she gags on anything in her mouth. What could help?',
      },
      {
        initialState:
          'Pink, SpO2 96%, heart rate 140, chest rising with each breath; she takes some breaths of her own. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 18, temp: 37.2, nibp: '82/46', o2: 96, co2: 46 },
        airway: 'Patent with the NPA',
        breathing: 'Assisted and some spontaneous breaths',
        circulation: 'Pulses present, capillary refill 2 seconds',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic and cyanosed. I call for help.',
      'I suction her mouth and then her nose with an 8 Fr suction catheter.',
      'I put a shoulder roll under her shoulders so her head is in a neutral sniffing position, without hyperextending the neck.',
      'I choose an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the cot.',
      'I open the airway with a head tilt-chin lift, without pressing on the soft tissue under the jaw.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
      'I keep the airway open with the same hand that holds the mask.',
    ],
    [
      'I squeeze the bag gently over 1 second, just enough to see the chest rise, at 25 breaths per minute.',
      'She has a gag reflex, so I choose a nasopharyngeal airway measured from the nostril to the tragus of the ear, and I insert it gently with lubricant.',
      'I reassess chest rise, SpO2 and heart rate. The chest rises and the SpO2 improves: ventilation is effective.',
    ],
    [],
  ],
};

/** A 15-year-old after alcohol and GHB who fell down stairs: apnoeic, vomit, spine not cleared, no gag. */
export const PARTY: MessageCase = {
  id: 'ghb-alcohol-fall-15y',
  title:
    'Held-out case: 15-year-old apnoeic after alcohol and GHB, fall down stairs (cervical spine not cleared)',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jordan, a 15-year-old (62 kg), was brought to the emergency department by ambulance from a house party. Friends say he drank vodka and took "G" (GHB), then fell down a flight of stairs about an hour ago. He arrived on a scoop with head blocks; the paramedics could not clear his neck. In the resuscitation bay he has just stopped breathing. There is vomit in his mouth. He has a carotid pulse and no gag reflex. There is a graze on his forehead but no bruising around the eyes or behind the ears and no fluid from the nose or ears. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea in an intoxicated adolescent and call for help.',
        objective2: 'Suction vomit with a rigid (Yankauer) catheter, never a finger sweep.',
        objective3:
          'Protect a cervical spine that is not cleared: manual in-line stabilisation and a jaw thrust, no head tilt-chin lift, no neck extension.',
        objective4:
          'Choose adult equipment (adult mask, adult bag on oxygen) and ventilate at the right rate and volume.',
        objective5: 'Size and insert an airway adjunct for a patient with no gag reflex.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jordan',
          age: 15,
          sex: 'Male',
          weight: 62,
          diagnosis:
            'Depressed consciousness and apnoea after alcohol and GHB; fall down stairs with possible cervical spine injury',
        },
        history: {
          symptoms: 'Drowsiness after alcohol and GHB, vomiting, then unresponsive',
          allergies: 'None known',
          medications: 'None',
          pmh: 'None',
          lastMeal: 'Pizza about 4 hours ago, then alcohol',
          events:
            'Fell about ten steps down a staircase at a party; found at the bottom, snoring, with vomit around his mouth',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'Broken wrist at 11',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his father; in year 10 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive on a scoop with head blocks, vomit in the mouth, smells of alcohol, graze on the forehead',
          breathing: 'Apnoeic',
          circulation: 'Carotid pulse present, heart rate 52, blood pressure 104/60',
          abdomen: 'Soft',
          neuro:
            'GCS 3, pupils small and equal, no gag reflex; no periorbital or mastoid bruising, no CSF leak',
          disability: 'Unresponsive to pain',
        },
        labs: { rvp: '' },
      },
    },
    Phases: [
      {
        initialState:
          'Jordan is apnoeic on the trolley, head blocks in place, vomit pooling in his mouth. Suction, oxygen and airway equipment are at hand.',
        vitalSigns: { hr: 52, rr: 0, temp: 35.9, nibp: '104/60', o2: 78, co2: null },
        airway: 'Vomit in the mouth',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present, bradycardic',
        disability: 'GCS 3, small equal pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask (medium or small adult) that reaches from the bridge of the nose to the cleft of the chin, and an adult self-inflating bag (about 1500 mL); connects it to oxygen at 15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the vomit with a rigid (Yankauer) catheter, no finger sweep; keeps the head and neck in line with manual in-line stabilisation, no neck extension; opens the airway with a jaw thrust, not a head tilt-chin lift, fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and there is vomit in his mouth. What do you do first?',
      },
      {
        initialState: 'The mouth is clear and his neck is held in line; the adult bag and mask are ready.',
        vitalSigns: { hr: 50, rr: 0, temp: 35.9, nibp: '102/58', o2: 74, co2: null },
        airway: 'Clear, jaw thrust held',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head of the trolley; keeps the jaw thrust with the hands that hold the mask; squeezes the bag over about one second, just enough to see the chest rise; ventilates at about 20 a minute (one breath every 2-3 seconds), not faster than 30.',
          airwayManagement: '',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp, two-handed with a helper squeezing if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'How will you hold the mask and keep the jaw thrust while someone holds his neck?',
      },
      {
        initialState:
          'He is being bagged; the tongue falls back between breaths and the chest rise is patchy.',
        vitalSigns: { hr: 64, rr: 0, temp: 35.9, nibp: '106/62', o2: 86, co2: 56 },
        airway: 'Tongue falls back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Carotid pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 improves.',
          airwayManagement:
            'Chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw (no gag reflex) and inserts it correctly (a nasopharyngeal airway measured from the nostril to the tragus is also acceptable: no signs of a basal skull fracture); reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 97%, good chest rise with each breath, heart rate 88; anaesthesia arrives to secure the airway. The simulation is complete.',
        vitalSigns: { hr: 88, rr: 20, temp: 36.0, nibp: '112/66', o2: 97, co2: 42 },
        airway: 'Patent with the OPA, in-line stabilisation held',
        breathing: 'Assisted, good chest rise',
        circulation: 'Carotid pulse present',
        disability: 'GCS 3',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic. I call for help.',
      'I suction the vomit from his mouth with a rigid Yankauer suction catheter.',
      'I keep his head and neck in line with manual in-line stabilisation, without extending the neck, and I open the airway with a jaw thrust without head tilt, without pressing on the soft tissue under the jaw.',
      'I choose an adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult 1500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the bed.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
      'I keep the airway open with the same hand that holds the mask.',
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'There is no gag reflex, so I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with the correct technique, using a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate. The chest rises and the SpO2 improves: ventilation is effective.',
    ],
    [],
  ],
};

export const MESSAGE_CASES_B: MessageCase[] = [PERTUSSIS, PARTY];
