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

/**
 * New: Kai, 15 years, 92 kg (obese), quetiapine and alcohol; apnoeic with a pulse, vomit in the mouth, gag reflex
 * present (a nasal airway, not an oral one), no trauma. Adult mask and adult bag; a two-person hold for the seal.
 */
export const TEEN_OVERDOSE: MessageCase = {
  id: 'ho6-b-teen-overdose',
  title:
    'Held-out case: 15-year-old (92 kg) apnoeic after quetiapine and alcohol, vomit in the mouth, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Kai, a 15-year-old boy who weighs 92 kg (obese, short thick neck), was found by his sister slumped on the sofa at home at 01:00 next to his father's quetiapine 300 mg tablets (up to 10 missing) and a half-empty bottle of vodka. He had vomited. He did not fall and has no sign of injury. The paramedics found him snoring with a GCS of 5; in the resuscitation bay he stops breathing. He has a pulse, there is vomit in his mouth, and he gags when the suction catheter touches the back of his throat. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in a sedative and alcohol overdose and call for help at once.',
        objective2:
          'Suction the vomit with a Yankauer (rigid, large bore), with no finger sweep and without delaying ventilation.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1500 mL) on oxygen at 15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Ramp him (ear canal level with the sternal notch) without hyperextending the neck, open the airway with a head tilt-chin lift or a jaw thrust, and use a two-person technique when one hand cannot seal the mask; squeeze over about one second to visible chest rise at about 20 breaths a minute.',
        objective5:
          'With a gag reflex present, size a nasopharyngeal airway from the nostril to the tragus and insert it correctly (not an oropharyngeal airway); reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Kai',
          age: 15,
          sex: 'Male',
          weight: 92,
          diagnosis: 'Quetiapine and alcohol overdose: coma, apnoea with a pulse, hypotension, long QTc',
        },
        history: {
          symptoms: 'Found unresponsive after drinking; vomited at home and in the ambulance',
          allergies: 'None known',
          medications: 'None (his father takes quetiapine 300 mg at night)',
          pmh: 'Obesity; low mood since changing school this year',
          lastMeal: 'Takeaway at about 20:00',
          events:
            "Last seen well at 22:30 in his room; found at 01:00 slumped on the sofa with up to 10 of his father's quetiapine 300 mg tablets missing (about 30 mg/kg) and half a bottle of vodka gone. No fall, no injury. The paramedics gave oxygen by face mask; he stopped breathing on arrival.",
        },
        PMH: {
          medicalConditions: 'Obesity (BMI 33)',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his father and sister; in year 10; new school this year',
          vaccinations: 'Up to date',
          familyHistory: 'Father has bipolar disorder',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, dusky, obese with a short thick neck; vomit in the mouth; smells of alcohol',
          breathing: 'No respiratory effort, no chest rise',
          circulation: 'Heart rate 128, blood pressure 86/44, capillary refill 3 seconds; QTc 500 ms',
          abdomen: 'Obese, soft',
          neuro:
            'GCS 3, pupils 4 mm and reactive; gags when the back of the throat is touched; no sign of injury',
          disability: 'GCS 3',
        },
        labs: { rvp: 'Not sent (bedside glucose 3.6 mmol/L; ethanol level and venous gas pending)' },
      },
    },
    Phases: [
      {
        initialState:
          'Kai lies flat on the resuscitation trolley, which is pushed against the wall; he is dusky and not breathing, with vomit in his mouth. Wall suction with a Yankauer, oxygen, adult and paediatric bag-valve-mask kits, airway adjuncts, and folded towels and pillows are at the bedside; an IV is in place.',
        vitalSigns: { hr: 128, rr: 0, temp: 35.8, nibp: '86/44', o2: 74, co2: null },
        airway: 'Vomit in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest rise',
        circulation: 'Pulse present; sinus tachycardia, QTc 500 ms',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1500 mL, not the 500 mL paediatric bag); connects the bag to oxygen at 15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once; suctions the vomit from the mouth with a Yankauer or another large-bore sucker, with no finger sweep and without delaying ventilation.',
          maskPositioning:
            'Places the mask the right way round (narrow end on the bridge of the nose) covering both the mouth and the nose, with the rim off the eyes.',
        },
        softStop: 'He is not breathing and there is vomit in his mouth. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear, the adult bag is on oxygen and you are at the head of the trolley. He lies flat with his head sagging back; with one hand on the mask, air leaks at his cheeks and the chest barely moves.',
        vitalSigns: { hr: 134, rr: 0, temp: 35.8, nibp: '84/42', o2: 68, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic; barely any chest rise with a one-hand hold',
        circulation: 'Pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hands that hold the mask (lifts the jaw into the mask); squeezes the bag over about one second with just enough volume to see the chest rise, at about 20 breaths a minute (one every 3 seconds).',
          airwayManagement:
            'Ramps him with towels under the shoulders and head until the ear canal is level with the sternal notch, without hyperextending or flexing the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp and, because one hand cannot seal it on his face, switches to a two-person technique (both hands on the mask, a second person squeezing the bag); gets a tight seal.',
        },
        softStop: 'The mask leaks at his cheeks and the chest barely rises. What could you change?',
      },
      {
        initialState:
          'Ramped, with two people on the mask, the chest rises on most breaths, but his tongue falls back between breaths. He gagged again when the Yankauer touched the back of his throat.',
        vitalSigns: { hr: 122, rr: 0, temp: 35.8, nibp: '90/48', o2: 85, co2: 56 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With a gag reflex present, chooses a nasopharyngeal airway (not an oropharyngeal airway) measured from the nostril to the tragus of the ear and inserts it lubricated, bevel towards the septum, straight back along the floor of the nose without force; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths, and he gags. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 110; the chest rises with each breath through the nasal airway. The anaesthetist arrives to intubate. The simulation is complete.',
        vitalSigns: { hr: 110, rr: 20, temp: 35.9, nibp: '96/54', o2: 96, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
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
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call for help.',
      'I suction the vomit from his mouth with a Yankauer.',
      'I take an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult 1500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end on the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'I ramp him with towels under his shoulders and head until his ear canal is level with his sternal notch, without hyperextending the neck.',
      'I open the airway with a jaw thrust, fingers on the bony jaw and off the soft tissue.',
      'One hand cannot seal the mask, so we use a two-person technique: I hold the mask with both hands in an E-C clamp and lift the jaw into it while the nurse squeezes the bag; the seal is tight.',
      'We squeeze the bag over one second, just enough to see the chest rise, one breath every 3 seconds, 20 a minute.',
    ],
    [
      'He has a gag reflex, so I measure a nasopharyngeal airway from the nostril to the tragus.',
      'I lubricate it and insert it bevel towards the septum, straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Leo, 10 months, 8 kg, suspected non-accidental head injury; apnoeic with a pulse, cervical spine not cleared,
 * blood-stained secretions, blood-stained fluid from one ear (possible skull base fracture), no gag reflex (an oral
 * airway). Infant mask, 450-500 mL bag, neutral head with in-line stabilisation, jaw thrust without head tilt.
 */
export const INFANT_NAI: MessageCase = {
  id: 'ho6-b-infant-nai',
  title:
    'Held-out case: 10-month-old apnoeic after a suspected non-accidental head injury, spine not cleared, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Leo, a 10-month-old boy (8 kg), was brought in by his mother's partner, who says he rolled off the sofa an hour ago and has been sleepy since. In triage he goes floppy and stops breathing. He has a boggy swelling over the right parietal bone, a tense fontanelle, bruises of different ages on his ear and chest, and blood-stained fluid coming from his left ear. The story does not explain the injuries: a non-accidental head injury is suspected, and his cervical spine has not been cleared. He has a pulse, blood-stained secretions in his mouth and no gag reflex. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in an infant with a head injury and call for help at once, before imaging, history or safeguarding calls.',
        objective2:
          'Gently suction the blood-stained secretions from the mouth under direct vision with a paediatric Yankauer or an 8-10 Fr catheter: no finger sweep, no blind nasal suction with a possible skull base fracture.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL paediatric self-inflating bag (not the 250 mL neonatal bag) on oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Keep the head and neck neutral with manual in-line stabilisation (no sniffing position, no head tilt), open the airway with a jaw thrust, hold the mask with an E-C clamp (two people if the seal is poor) and lift the jaw into it; squeeze gently over about one second at 20-30 breaths a minute, without hyperventilating.',
        objective5:
          'With no gag reflex and a possible skull base fracture, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it the right way up over a tongue depressor; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 0.83,
          sex: 'Male',
          weight: 8,
          diagnosis:
            'Suspected non-accidental head injury with a possible skull base fracture; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Sleepy and floppy for an hour, vomited once, then stopped breathing in triage',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Born at term; seen in the emergency department at 7 months with a bruise on his cheek',
          lastMeal: 'Bottle of formula about three hours ago',
          events:
            "His mother's partner says he rolled off a sofa onto a carpeted floor about an hour ago while his mother was at work. He became sleepy, vomited once and was brought in by car. In triage he went floppy and stopped breathing. The injuries do not fit the story.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: "Lives with his mother and her partner; known to children's social care",
          vaccinations: 'Behind: his 8-month immunisations were missed',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Floppy, grey, unresponsive; blood-stained secretions in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 104, capillary refill 3 seconds',
          abdomen: 'Soft, a bruise on the left flank',
          neuro:
            'Unresponsive to pain, right pupil larger than the left, tense fontanelle, boggy right parietal swelling, blood-stained fluid from the left ear; no gag reflex; cervical spine not cleared',
          disability: 'Unresponsive (AVPU: U)',
        },
        labs: { rvp: 'Not sent (bedside glucose 5.9 mmol/L; blood count, clotting and venous gas pending)' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies on the resuscitation trolley, grey and not breathing, with blood-stained secretions in his mouth; his neck has not been cleared. Suction with a paediatric Yankauer and 8-10 Fr catheters, oxygen, newborn, infant and child masks, a 250 mL neonatal and a 500 mL paediatric self-inflating bag, and oral and nasal airways are on the trolley. An IO needle is ready.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.4, nibp: '84/46', o2: 70, co2: null },
        airway: 'Blood-stained secretions in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive; unequal pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL paediatric self-inflating bag (not the 250 mL neonatal bag); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once; gently suctions the blood-stained secretions from the mouth under direct vision with a paediatric Yankauer or an 8-10 Fr catheter, with no finger sweep and no blind suction through the nose.',
          maskPositioning:
            'Places the mask the right way round (narrow end on the bridge of the nose) covering both the mouth and the nose, with the rim off the eyes.',
        },
        softStop: 'He is not breathing and there is blood-stained fluid in his mouth. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear, the bag is on oxygen and you are at the head of the trolley with the mask on his face, but his head rolls to one side and the chest does not rise.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.4, nibp: '82/44', o2: 64, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic; no chest rise',
        circulation: 'Brachial pulse present',
        disability: 'Unresponsive; unequal pupils',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask (lifts the jaw into the mask without tilting the head); squeezes the bag gently over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute, with no hyperventilation.',
          airwayManagement:
            'With the cervical spine not cleared, keeps the head and neck neutral with manual in-line stabilisation (a thin pad under the shoulders for the large occiput; no sniffing position, no head tilt, no pillow); opens the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, or with two hands and a jaw thrust while a second person squeezes the bag if the seal is poor; gets a tight seal.',
        },
        softStop: 'His chest is not rising. How are you holding his head and opening his airway?',
      },
      {
        initialState:
          'With his head held in line and a jaw thrust, the chest rises with most breaths, but his tongue falls back between breaths. He has no gag reflex, and blood-stained fluid is still coming from his left ear.',
        vitalSigns: { hr: 132, rr: 0, temp: 36.4, nibp: '86/48', o2: 86, co2: 50 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive; unequal pupils',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With no gag reflex and a possible skull base fracture, chooses an oropharyngeal airway (not a nasopharyngeal airway) measured from the corner of the mouth to the angle of the jaw and inserts it the right way up over a tongue depressor (no rotation in an infant), without force; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 138; the chest rises with each breath through the oral airway and his head is still held in line. The anaesthetist and the PICU team arrive to intubate before his CT scan. The simulation is complete.',
        vitalSigns: { hr: 138, rr: 25, temp: 36.4, nibp: '88/50', o2: 97, co2: 40 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Brachial pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive; unequal pupils',
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
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call for help.',
      'I gently suction the blood-stained secretions from his mouth with a paediatric Yankauer under direct vision.',
      'I take an infant mask that fits from the bridge of the nose to the cleft of the chin and a 500 mL paediatric self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end on the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'A nurse holds his head in line from the side, neutral, with a thin pad under his shoulders and no tilt.',
      'I open the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw and off the soft tissue.',
      'I hold the mask with an E-C clamp and lift his jaw into the mask with the same hand; the seal is tight.',
      'I squeeze the bag gently over one second, just enough to see the chest rise, 25 breaths a minute.',
    ],
    [
      'He has no gag reflex and may have a skull base fracture, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw.',
      'I insert it the right way up over a tongue depressor, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};
