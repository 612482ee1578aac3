import type { CaseDocument } from '../../../../src/contract/case.ts';
import type { ItemId } from '../../../harness/corpus-types.ts';

/** A case of this message set: the document, what each phase asks for, and a path through it. */
export type MessageCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

/**
 * Both cases are built like the sample case: P0 recognition, help, suction, equipment and placing the mask (standing
 * at the head, orientation, mouth and nose, eyes); P1 head position, opening the airway, the mask hold and seal, the
 * mask hand lifting the jaw, the squeeze and the rate; P2 the adjunct, reassessment and effective ventilation; P3 done.
 */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
  [],
];

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * New: Toby, 3 years, 15 kg, six days after a tonsillectomy, secondary haemorrhage; apnoeic with a pulse, blood and
 * clots in the mouth, no gag reflex (an oral airway), no trauma. Wide-bore suction, child mask, 500 mL bag.
 */
export const TONSIL_BLEED_3Y: MessageCase = {
  id: 'ho9-b-tonsil-bleed-3y',
  title:
    'Held-out case: 3-year-old (15 kg) apnoeic after a post-tonsillectomy bleed, blood and clots in the mouth, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Toby, a 3-year-old boy (15 kg), had his tonsils and adenoids removed six days ago for obstructive sleep apnoea. This evening he started spitting and then vomiting fresh blood at home, and his parents brought him straight to the emergency department. In the resuscitation bay he becomes pale and floppy and stops breathing. He has a pulse; his mouth is full of blood and clots and he does not gag. He has no injury. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse and call for help at once (resuscitation team, anaesthetist, ENT), without waiting for the surgeons or for the bleeding to stop.',
        objective2:
          'Clear the blood and clots from the mouth and pharynx with a wide-bore (Yankauer) suction under direct vision, without a blind finger sweep and without ventilating over the blood.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL paediatric self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Place the head in a neutral sniffing position without overextending the neck; open the airway with a head tilt-chin lift or a jaw thrust on bone; hold the mask with an E-C clamp (two people if the seal is poor), lifting the jaw into it; squeeze gently over about one second to visible chest rise at 20-30 breaths a minute.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it gently, mindful of the tonsil beds; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Toby',
          age: 3,
          sex: 'Male',
          weight: 15,
          diagnosis: 'Secondary post-tonsillectomy haemorrhage; apnoea with a pulse',
        },
        history: {
          symptoms: 'Spitting and vomiting fresh blood for about an hour; pale and drowsy',
          allergies: 'None known',
          medications: 'Paracetamol and ibuprofen since the operation',
          pmh: 'Obstructive sleep apnoea; tonsillectomy and adenoidectomy six days ago',
          lastMeal: 'Ice cream 3 hours ago',
          events: 'Bleeding from the mouth at home, collapse and apnoea in the resuscitation bay',
        },
        PMH: {
          medicalConditions: 'Obstructive sleep apnoea (snoring, pauses)',
          hospitalizations: 'Day-case surgery six days ago',
          surgeries: 'Tonsillectomy and adenoidectomy six days ago',
          allergies: 'None known',
          medications: 'Paracetamol, ibuprofen',
          socialHistory: 'Lives with his parents and baby sister; attends nursery',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders known',
        },
        initialExam: {
          generalAppearance: 'Pale, limp, blood and clots in the mouth and on his clothes',
          breathing: 'No respiratory effort, gurgling stopped, no chest rise',
          circulation: 'Pulse present, fast and thready; capillary refill 4 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'Unresponsive; no gag reflex',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Toby lies on the trolley, apnoeic and pale, his mouth full of blood and clots. An IV has been placed; a wide-bore Yankauer, a child mask and a paediatric bag are on the airway trolley.',
        vitalSigns: { hr: 148, rr: 0, temp: 36.8, nibp: '84/50', o2: 72, co2: null },
        airway: 'Blood and clots filling the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 4 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL paediatric self-inflating bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once; suctions the blood and clots from the mouth with a wide-bore Yankauer under direct vision, without a blind finger sweep.',
          maskPositioning:
            'Places the mask the right way round (narrow end on the bridge of the nose) covering both the mouth and the nose, with the rim off the eyes.',
        },
        softStop:
          'He has a pulse but he is not breathing, and his mouth is full of blood. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear for now, the bag is on oxygen and the mask is on his face, but his head is tipped back over the edge of the pillow, the mask leaks and the chest does not rise.',
        vitalSigns: { hr: 156, rr: 0, temp: 36.8, nibp: '82/48', o2: 65, co2: null },
        airway: 'Clear after suction; head overextended, tongue falling back',
        breathing: 'Apnoeic; no chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask; squeezes the bag gently over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute.',
          airwayManagement:
            'Brings the head to a neutral sniffing position without overextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, and switches to a two-person technique if the seal is poor; gets a tight seal.',
        },
        softStop:
          'His head is tipped right back, the mask leaks and the chest is not rising. What could you change?',
      },
      {
        initialState:
          'With his head neutral and the jaw lifted into the mask the chest starts to rise, but his tongue falls back between breaths and more blood is oozing from the back of the throat.',
        vitalSigns: { hr: 150, rr: 0, temp: 36.8, nibp: '86/52', o2: 82, co2: 52 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it gently with the correct technique; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 132; the chest rises with each breath through the oral airway. The anaesthetist and the ENT surgeon arrive to take him to theatre. The simulation is complete.',
        vitalSigns: { hr: 132, rr: 24, temp: 36.8, nibp: '90/56', o2: 97, co2: 42 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call for help: the resuscitation team, the anaesthetist and ENT.',
      'I suction the blood and clots from his mouth with a wide-bore Yankauer under direct vision.',
      'I take the child mask that fits from the bridge of the nose to the cleft of the chin and the 500 mL paediatric self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end on the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'I take the pillow away so his head sits in a neutral sniffing position, not overextended.',
      'I open the airway with a head tilt-chin lift, fingers on the bony chin and off the soft tissue.',
      'I hold the mask with an E-C clamp and lift his jaw into the mask with the same hand; the seal is tight.',
      'I squeeze the bag over one second, just enough to see the chest rise, 24 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw.',
      'I insert it gently over a tongue depressor, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Ava, 16 years, 58 kg, apnoeic with a pulse after a pill thought to contain fentanyl; pinpoint pupils, vomit in
 * the mouth, gag reflex present (a nasal airway, not an oral one), no trauma. Adult equipment: adult mask and bag.
 */
export const FENTANYL_16Y: MessageCase = {
  id: 'ho9-b-fentanyl-16y',
  title:
    'Held-out case: 16-year-old (58 kg) apnoeic after a pill thought to contain fentanyl, vomit, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ava, a 16-year-old girl (58 kg), was found by friends slumped on a bathroom floor at a party about 30 minutes after taking a pill she was told was oxycodone; the friends think it contained fentanyl. Paramedics brought her in on oxygen. In the resuscitation bay she stops breathing. She has a pulse, her pupils are pinpoint, there is vomit in her mouth and she gags when the back of her throat is touched. She has no injury. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse from opioid poisoning and call for help at once; start bag-mask ventilation without waiting for naloxone to work.',
        objective2:
          'Suction the vomit from the mouth with a Yankauer under direct vision, without a blind finger sweep and without bagging over the vomit.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Place the head in a neutral sniffing position (a pad under the occiput) without overextending the neck; open the airway with a head tilt-chin lift or a jaw thrust on bone; hold the mask with an E-C clamp (two people if the seal is poor); squeeze over about one second to visible chest rise at 20-30 breaths a minute, avoiding large volumes that fill the stomach.',
        objective5:
          'With a gag reflex present, size a nasopharyngeal airway from the nostril to the tragus and insert it lubricated, along the floor of the nose; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ava',
          age: 16,
          sex: 'Female',
          weight: 58,
          diagnosis: 'Suspected fentanyl poisoning; apnoea with a pulse',
        },
        history: {
          symptoms: 'Drowsiness, vomiting, then unresponsive',
          allergies: 'None known',
          medications: 'Combined oral contraceptive pill',
          pmh: 'Anxiety',
          lastMeal: 'Pizza about 3 hours ago; some alcohol',
          events: 'Took one pill sold as oxycodone at a party; found unresponsive 30 minutes later',
        },
        PMH: {
          medicalConditions: 'Anxiety',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Combined oral contraceptive pill',
          socialHistory: 'Lives with her mother; in high school; occasional alcohol',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, cyanosed lips, vomit at the mouth',
          breathing: 'No respiratory effort, no chest rise',
          circulation: 'Pulse present, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Pinpoint pupils; GCS 5',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Ava is apnoeic and blue on the trolley, vomit in her mouth. An IV is in place; adult and paediatric masks and bags are on the airway trolley.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.2, nibp: '98/60', o2: 69, co2: null },
        airway: 'Vomit in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Pinpoint pupils; responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without waiting for naloxone to work; suctions the vomit from the mouth with a Yankauer under direct vision.',
          maskPositioning:
            'Places the mask the right way round (narrow end on the bridge of the nose) covering both the mouth and the nose, with the rim off the eyes.',
        },
        softStop: 'She has a pulse but she is not breathing. What do you do first?',
      },
      {
        initialState:
          'Her mouth is clear, the bag is on oxygen and the mask is on her face, but her chin has dropped onto her chest, the mask leaks and the chest does not rise.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.2, nibp: '96/58', o2: 62, co2: null },
        airway: 'Clear after suction; neck flexed, tongue falls back',
        breathing: 'Apnoeic; no chest rise',
        circulation: 'Pulse present',
        disability: 'Pinpoint pupils; responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask; squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute.',
          airwayManagement:
            'Brings the head to a neutral sniffing position without overextending or flexing the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, and switches to a two-person technique if the seal is poor; gets a tight seal.',
        },
        softStop:
          'Her chin is on her chest, the mask leaks and the chest is not rising. What could you change?',
      },
      {
        initialState:
          'With her head neutral and the jaw lifted into the mask the chest starts to rise, but her tongue falls back between breaths; she gags when the back of her throat is touched.',
        vitalSigns: { hr: 72, rr: 0, temp: 36.2, nibp: '102/62', o2: 84, co2: 58 },
        airway: 'Tongue falls back between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Pinpoint pupils; responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With a gag reflex present, chooses a nasopharyngeal airway measured from the nostril to the tragus of the ear and inserts it lubricated, bevel towards the septum, along the floor of the nose; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back, and she gags when you touch her throat. What could help?',
      },
      {
        initialState:
          'SpO2 98%, heart rate 84; the chest rises with each breath through the nasal airway, and after naloxone she starts to breathe on her own. The simulation is complete.',
        vitalSigns: { hr: 84, rr: 14, temp: 36.3, nibp: '108/66', o2: 98, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Spontaneous breaths, assisted as needed',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Rousing to voice',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is apnoeic with a pulse. I call for help: the resuscitation team and the anaesthetist.',
      'I suction the vomit from her mouth with a Yankauer under direct vision.',
      'I take the adult mask that fits from the bridge of the nose to the cleft of the chin and the adult self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end on the bridge of her nose, covering her mouth and nose and off her eyes.',
    ],
    [
      'I put a small folded towel under her head so it sits in a neutral sniffing position, not overextended.',
      'I open the airway with a head tilt-chin lift, fingers on the bony chin and off the soft tissue.',
      'I hold the mask with an E-C clamp and lift her jaw into the mask with the same hand; the seal is tight.',
      'I squeeze the bag over one second, just enough to see the chest rise, 20 breaths a minute.',
    ],
    [
      'She has a gag reflex, so I measure a nasopharyngeal airway from the nostril to the tragus of the ear.',
      'I lubricate it and insert it bevel towards the septum, straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};
