import type { CaseDocument } from '../../../../src/contract/case.ts';
import { sampleCase } from '../../../../src/server/cases/sample-case.ts';
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
 * The seeded sample, unchanged: RJ, 4 years (18 kg), apnoeic and hypoxic (SpO2 73 %) after two doses of lorazepam
 * for status epilepticus, secretions at the mouth. Read from its hard-stop texts: P0 suction (BMV-2), mask, bag and
 * oxygen (8-10), the four mask-positioning items (11-15) and the place at the head (16); P1 head position (3),
 * opening the airway (4), the mask hand (17), the squeeze (18) and the rate (19); P2 the adjunct, chosen and put in
 * (5, 6), and effective ventilation (20). Calling for help and reassessment are not asked for by any of its phases.
 */
export const SAMPLE: MessageCase = {
  id: 'ho11-a-sample',
  title: 'Sample case: 4-year-old apnoeic after lorazepam for status epilepticus',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He has stopped breathing and his saturation is 73 percent, so I call for help straight away.',
      'I suction the secretions out of his mouth with a Yankauer, watching the tip the whole time.',
      'I take a child face mask that fits from the bridge of his nose to the cleft of his chin, a 500 mL self-inflating bag, and I connect oxygen to the bag at 15 litres per minute.',
      'I stand at the head of the bed, behind him.',
      'The mask goes on the right way up, narrow end over the nose, covering his nose and mouth and clear of his eyes; I hold it with an E-C clamp and the seal is tight.',
    ],
    [
      'I put his head in the sniffing position, neutral, without overextending the neck.',
      'I open his airway with a head tilt and chin lift, my fingers on the bone of the jaw and off the soft tissue underneath.',
      'The fingers of my mask hand lift his jaw up into the mask so the airway stays open.',
      'Each breath is a gentle squeeze over one second, just enough to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'He has no gag, so I choose an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up with a tongue depressor holding the tongue flat, until the flange sits at the lips.',
      'The chest rises with every breath and his saturation is climbing, now 90 percent.',
    ],
    [],
  ],
};

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * New: Noor, 8 years (26 kg), a spontaneous intracranial haemorrhage from a previously unknown arteriovenous
 * malformation. Sudden "worst ever" headache in class, vomiting, then in the resuscitation bay she vomits again, her
 * left pupil blows and she stops breathing, with a pulse (Cushing response: heart rate 58, blood pressure 146/94).
 * Vomit fills her mouth; no gag or cough reflex. No fall and no injury (her teacher watched her lay her head on the
 * desk), so no spinal precautions; clotting normal, no sign of a skull-base injury, so a nasal airway is allowed,
 * though with no gag an oral airway is the natural choice. A child mask (or a small adult one that fits), a bag of
 * 500 mL or more, oxygen 10-15 L/min, 20-30 breaths a minute and no hyperventilation (the pull to "blow off CO2" for
 * her raised intracranial pressure is the trap of this case). Five phases: P0 help, suction, equipment, place at the
 * head; P1 head, airway and the whole mask hold; P2 squeeze, rate, reassessment and effect; P3 the adjunct; P4 done.
 */
export const BLEED_8Y: MessageCase = {
  id: 'ho11-a-avm-bleed-8y',
  title:
    'Held-out case: 8-year-old apnoeic with a pulse after a ruptured cerebral arteriovenous malformation, vomit in the mouth, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noor, an 8-year-old girl (26 kg), was brought by ambulance from school. Forty minutes ago, during a maths lesson, she grabbed her head, said it was the worst headache she had ever had and vomited; her teacher, who was standing beside her, helped her to put her head down on the desk and she did not fall. In the ambulance she was drowsy but answered questions. In the resuscitation bay she vomits again, her left pupil becomes large and she stops breathing. She has a pulse: heart rate 58, blood pressure 146/94. SpO2 is 76 % and falling. Her mouth is full of vomit and she has no gag or cough reflex. Bloods taken at triage: INR 1.0, platelets 280. The CT scanner is being cleared for her. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in a child with a sudden intracranial bleed and call for help at once.',
        objective2:
          'Clear the vomit from the mouth with a wide-bore (Yankauer) sucker under direct vision, never with a blind finger sweep.',
        objective3:
          'Choose a mask that reaches from the bridge of the nose to the cleft of the chin, a self-inflating bag of at least 500 mL and oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way up over mouth and nose, off the eyes, held with an E-C clamp (two people if it leaks) and a tight seal.',
        objective4:
          'Open the airway in a neutral sniffing position with a head tilt-chin lift or a jaw thrust on bone, lifting the jaw into the mask; give one-second breaths to visible chest rise at 20-30 a minute and do not hyperventilate despite the raised intracranial pressure.',
        objective5:
          'Reassess chest rise, SpO2 and heart rate after every change; with no gag reflex, size and insert an oropharyngeal airway correctly.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noor',
          age: 8,
          sex: 'Female',
          weight: 26,
          diagnosis:
            'Spontaneous intracranial haemorrhage, probably from a ruptured arteriovenous malformation, with raised intracranial pressure; apnoea with a pulse',
        },
        history: {
          symptoms:
            'Sudden severe headache in class, vomiting twice, drowsiness, then a dilating left pupil and apnoea in the emergency department',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Healthy; occasional headaches put down to screen time',
          lastMeal: 'Breakfast cereal at 7:30; a snack at 10:00; vomited since',
          events:
            'Collapsed at her desk at 10:40 with the teacher beside her, no fall or head strike; ambulance to the emergency department; stopped breathing in the resuscitation bay at 11:20.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'Grommets at 3 years',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Lives with her mother, father and baby brother; in year 4 at primary school',
          vaccinations: 'Up to date',
          familyHistory: 'An uncle died suddenly in his thirties, cause unknown',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, pale and then dusky, vomit in the mouth and on her cheek',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Pulse present, heart rate 58, blood pressure 146/94, capillary refill 2 seconds (Cushing response)',
          abdomen: 'Soft',
          neuro:
            'GCS 3; left pupil 6 mm and unreactive, right pupil 3 mm and sluggish; no gag or cough reflex; no sign of head or neck injury, no bruising behind the ears or round the eyes',
          disability: 'No response to pain',
        },
        labs: {
          rvp: 'INR 1.0, platelets 280, haemoglobin 128 g/L; bedside glucose 6.4 mmol/L. Venous gas pending.',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Noor lies on the trolley in the resuscitation bay, not breathing, her mouth full of vomit. The trolley is pushed against the wall at its head. The resuscitation trolley holds wall suction with a Yankauer and suction catheters, oxygen, face masks of every size, infant (240 mL), child (500 mL) and adult (1600 mL) self-inflating bags, oral and nasal airways, lubricant and tongue depressors. One nurse is with you.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.8, nibp: '146/94', o2: 76, co2: null },
        airway: 'Mouth and pharynx full of vomit; no gag or cough reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 58, blood pressure 146/94',
        disability: 'GCS 3, left pupil fixed and dilated',
        hardStop: {
          ventilationEquipment:
            'Picks a face mask that fits from the bridge of the nose to the cleft of the chin, a self-inflating bag of at least 500 mL, and attaches oxygen to the bag at 10-15 L/min.',
          ventilationTechnique: 'Pulls the trolley from the wall and takes position at the head of the bed.',
          airwayManagement:
            'Recognises that she is apnoeic and hypoxic and calls for help at once; suctions the vomit from the mouth with a Yankauer under direct vision, with no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her mouth is full of vomit. Who and what do you need?',
      },
      {
        initialState:
          'Her mouth is clear and you are at her head with the bag and mask ready. Help is on its way. SpO2 has fallen to 72 %.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.8, nibp: '150/96', o2: 72, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 54',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the mask hand instead of pushing the mask down onto the face.',
          airwayManagement:
            'Places the head in a neutral sniffing position without overextending the neck and opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Puts the mask on the right way up (narrow end on the bridge of the nose), over both the mouth and the nose and clear of the eyes; holds it with an E-C clamp and gets a tight seal, calling a second person for a two-handed hold if it leaks.',
        },
        softStop: 'The bag and mask are ready. How do you put the mask on and hold it?',
      },
      {
        initialState:
          'The mask is sealed and bagging has begun. The nurse points out the end-tidal CO2 monitor and asks whether she should be bagged faster because of her brain.',
        vitalSigns: { hr: 66, rr: 0, temp: 36.8, nibp: '144/90', o2: 81, co2: 52 },
        airway: 'Open while the jaw is held up',
        breathing: 'Assisted breaths; chest rise depends on the squeeze',
        circulation: 'Pulse present, heart rate 66',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to make the chest rise, at 20-30 breaths a minute (one every 2-3 seconds), without hyperventilating; the chest visibly rises and the SpO2 climbs.',
          airwayManagement: 'Reassesses chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'The nurse asks: should we bag her faster to bring her brain pressure down?',
      },
      {
        initialState:
          'The chest rises and SpO2 is 91 %, but whenever the jaw lift eases her tongue falls back and the chest stops moving. There is still no gag or cough.',
        vitalSigns: { hr: 84, rr: 22, temp: 36.8, nibp: '138/86', o2: 91, co2: 44 },
        airway: 'Obstructs between breaths when the jaw lift eases; no gag reflex',
        breathing: 'Assisted at 22/min with chest rise when the airway is held open',
        circulation: 'Pulse present, heart rate 84',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: '',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it the right way up over a tongue depressor (a lubricated nasopharyngeal airway, nostril to tragus, is also acceptable as there is no skull-base injury and clotting is normal).',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. What could help?',
      },
      {
        initialState:
          'With the oral airway in, her chest rises with every breath and SpO2 is 98 %. The anaesthetist intubates her and she goes to CT on the way to theatre with the neurosurgeons. The simulation is complete.',
        vitalSigns: { hr: 92, rr: 22, temp: 36.8, nibp: '132/84', o2: 98, co2: 40 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    ['BMV-5', 'BMV-6'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with saturations of 76 percent: I call for help now and ask the nurse to put out a paediatric emergency call for the resuscitation team and the anaesthetist.',
      'I suck the vomit out of her mouth with the Yankauer under direct vision until the mouth is clear.',
      'I choose a child face mask that reaches from the bridge of her nose to the cleft of her chin, a 500 mL self-inflating bag, and I connect oxygen to the bag at 15 litres per minute.',
      'We pull the trolley away from the wall and I stand at the head of the bed.',
    ],
    [
      'I place her head in the sniffing position, neutral, not overextended, and open the airway with a head tilt and chin lift, fingers on the bony jaw only.',
      'The mask goes on the right way up, narrow end on the bridge of the nose, covering her mouth and nose and clear of her eyes.',
      'I hold it with an E-C clamp, and the fingers of that hand lift her jaw up into the mask; the seal is tight with no leak.',
    ],
    [
      'I squeeze the bag gently over one second, only until I see the chest rise, one breath every three seconds, 20 a minute, not faster.',
      'I reassess after each change: the chest rises with each breath, SpO2 is climbing, now 88 percent, and the heart rate is 80.',
    ],
    [
      'She has no gag reflex, so I size an oropharyngeal airway from the corner of her mouth to the angle of her jaw and insert it the right way up with a tongue depressor holding the tongue down.',
    ],
    [],
  ],
};
