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
 * New: Mia, 20 months, 11 kg, apnoeic with a pulse after swallowing her grandfather's oxycodone; pinpoint pupils,
 * frothy saliva, gag reflex present (a nasal airway, not an oral one), no trauma. Child (toddler) mask, 450-500 mL
 * bag, neutral head with at most a thin shoulder roll, naloxone alongside ventilation, never instead of it.
 */
export const OXYCODONE_20M: MessageCase = {
  id: 'ho8-b-oxycodone-20m',
  title:
    "Held-out case: 20-month-old (11 kg) apnoeic after her grandfather's oxycodone, pinpoint pupils, frothy saliva, gag present",
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Mia, a 20-month-old girl (11 kg), was found by her grandmother on the bedroom floor next to her grandfather's open box of oxycodone 10 mg immediate-release tablets; up to four tablets may be missing. Her grandparents drove her to the emergency department, about 40 minutes after she was last seen well. In the resuscitation bay she stops breathing. She has a pulse, her pupils are pinpoint, there is frothy saliva at her mouth and she gags when the back of her throat is touched. She has no injury. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse from opioid poisoning and call for help at once; start bag-mask ventilation without waiting for naloxone, tests, charcoal or a toxicology opinion.',
        objective2:
          'Gently suction the frothy saliva from the mouth and then the nose with an 8-10 Fr catheter or a paediatric Yankauer under direct vision, with no blind finger sweep and no deep or prolonged suction.',
        objective3:
          'Choose a child (toddler) mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL paediatric self-inflating bag (not the 250 mL neonatal bag) on oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Bring the head to a neutral sniffing position (a thin roll under the shoulders if needed), without overextending or flexing the neck; open the airway with a head tilt-chin lift or a jaw thrust, fingers on bone; hold the mask with an E-C clamp (two people if the seal is poor), lifting the jaw into it; squeeze gently over about one second to visible chest rise at 20-30 breaths a minute.',
        objective5:
          'With a gag reflex present, size a nasopharyngeal airway from the nostril to the tragus and insert it correctly (not an oropharyngeal airway); reassess chest rise, SpO2 and heart rate after every step; give naloxone alongside ventilation.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mia',
          age: 1.67,
          sex: 'Female',
          weight: 11,
          diagnosis: 'Opioid (oxycodone) poisoning with apnoea and a pulse',
        },
        history: {
          symptoms: 'Drowsy then unrousable at home; shallow slow breathing in the car; apnoeic on arrival',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; born at term',
          lastMeal: 'Toast and milk about two hours ago',
          events:
            "Staying with her grandparents. Found on the floor beside her grandfather's open box of oxycodone 10 mg immediate-release tablets (prescribed after his hip operation); up to four tablets unaccounted for. Very sleepy on the way in, breathing slowly; stopped breathing as she was laid on the trolley.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with her parents; staying with her grandparents this week; her mother is on her way',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Floppy, grey-blue lips, unresponsive; frothy saliva at the mouth',
          breathing: 'No respiratory effort, no chest movement; crackles not assessable',
          circulation: 'Heart rate 92, blood pressure 84/50, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro:
            'Pinpoint pupils (1 mm), responds to pain only; gags when the back of the throat is touched; no sign of injury',
          disability: 'Responds to pain only (AVPU: P); glucose 5.8 mmol/L',
        },
        labs: { rvp: 'Not sent (glucose 5.8 mmol/L; venous gas, paracetamol level and blood count sent)' },
      },
    },
    Phases: [
      {
        initialState:
          'Mia lies on the resuscitation trolley, floppy and not breathing, with frothy saliva at her lips; the trolley is pushed against the wall. On the trolley: suction with 6, 8 and 10 Fr catheters and a paediatric Yankauer; oxygen; neonatal, infant, child and adult masks (the child mask fits her from the bridge of the nose to the cleft of the chin); a 250 mL neonatal and a 500 mL paediatric self-inflating bag; oral and nasal airways; folded towels. Naloxone is on the drug trolley.',
        vitalSigns: { hr: 92, rr: 0, temp: 36.4, nibp: '84/50', o2: 70, co2: null },
        airway: 'Frothy saliva in the mouth and nostrils; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Pinpoint pupils; responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a child (toddler) mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL paediatric self-inflating bag (not the 250 mL neonatal bag); connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without waiting for naloxone to work; gently suctions the frothy saliva from the mouth and then the nose with an 8-10 Fr catheter or a paediatric Yankauer under direct vision, with no blind finger sweep.',
          maskPositioning:
            'Places the mask the right way round (narrow end on the bridge of the nose) covering both the mouth and the nose, with the rim off the eyes.',
        },
        softStop: 'She has a pulse but she is not breathing. What do you do first?',
      },
      {
        initialState:
          'Her mouth is clear, the paediatric bag is on oxygen and you are at the head of the trolley with the mask on her face, but her chin sags onto her chest, the mask leaks at the side and the chest does not rise.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.4, nibp: '82/48', o2: 64, co2: null },
        airway: 'Clear after suction; neck flexed, the tongue falls back',
        breathing: 'Apnoeic; no chest rise',
        circulation: 'Pulse present',
        disability: 'Pinpoint pupils; responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask (lifts the jaw into the mask); squeezes the bag gently over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute (one every 2-3 seconds).',
          airwayManagement:
            'Brings the head to a neutral sniffing position (a thin roll under the shoulders if needed), without overextending or flexing the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, and switches to a two-person technique if the seal is poor; gets a tight seal.',
        },
        softStop:
          'Her chin is on her chest, the mask leaks and the chest is not rising. What could you change?',
      },
      {
        initialState:
          'With her head neutral and the jaw lifted into the mask, the chest rises with most breaths, but her tongue falls back between breaths. She gagged when the suction catheter touched the back of her throat. Naloxone has been drawn up.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.4, nibp: '88/52', o2: 86, co2: 58 },
        airway: 'Partly obstructed between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Pinpoint pupils; responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With a gag reflex present, chooses a nasopharyngeal airway (not an oropharyngeal airway) measured from the nostril to the tragus of the ear, and inserts it lubricated, bevel towards the septum, straight back along the floor of the nose without force; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop:
          'Her tongue keeps falling back between breaths, and she gags on the catheter. What could help?',
      },
      {
        initialState:
          'SpO2 98%, heart rate 124; the chest rises with each breath through the nasal airway. After intravenous naloxone her pupils widen and she starts to breathe and cry. The PICU team arrives. The simulation is complete.',
        vitalSigns: { hr: 124, rr: 24, temp: 36.5, nibp: '92/56', o2: 98, co2: 42 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Breathing on her own at 24/min after naloxone',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Crying, pupils 3 mm',
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
      'She is apnoeic with a pulse. I call for help.',
      'I gently suction the saliva from her mouth and then her nose with a 10 Fr catheter under direct vision.',
      'I take the child mask that fits from the bridge of the nose to the cleft of the chin and the 500 mL paediatric self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end on the bridge of her nose, covering her mouth and nose and off her eyes.',
    ],
    [
      'I put a thin folded towel under her shoulders so her head sits in a neutral sniffing position, not overextended.',
      'I open the airway with a head tilt-chin lift, fingers on the bony chin and off the soft tissue.',
      'I hold the mask with an E-C clamp and lift her jaw into the mask with the same hand; the seal is tight.',
      'I squeeze the bag gently over one second, just enough to see the chest rise, 25 breaths a minute.',
    ],
    [
      'She has a gag reflex, so I measure a nasopharyngeal airway from the nostril to the tragus.',
      'I lubricate it and insert it bevel towards the septum, straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Ethan, 8 years, 26 kg, blocked ventriculoperitoneal shunt with raised intracranial pressure: unresponsive and
 * apnoeic with a pulse, bradycardic and hypertensive, vomit in the mouth, no gag reflex (an oral airway), no trauma.
 * Child mask, a paediatric (or adult) self-inflating bag, a Yankauer for the vomit, a normal rate for his age (no
 * hyperventilation), neurosurgery and osmotherapy alongside ventilation, never instead of it.
 */
export const VP_SHUNT_8Y: MessageCase = {
  id: 'ho8-b-vp-shunt-8y',
  title:
    'Held-out case: 8-year-old (26 kg) with a blocked VP shunt, apnoeic with a pulse, bradycardic and hypertensive, vomit, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ethan, an 8-year-old boy (26 kg) with a ventriculoperitoneal shunt for hydrocephalus after premature birth, has had a headache and vomiting since this morning. His father brought him to the emergency department because he became more and more sleepy. In the resuscitation bay he stops responding and stops breathing. He has a pulse, but his heart rate is slow and his blood pressure high. There is vomit in his mouth and he has no gag reflex. He has no injury. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse from raised intracranial pressure and call for help at once (resuscitation team, anaesthetist); start bag-mask ventilation without waiting for imaging, drugs or the neurosurgeon.',
        objective2:
          'Clear the vomit from the mouth with a rigid large-bore (Yankauer) sucker under direct vision, with no blind finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a paediatric self-inflating bag of at least 450-500 mL (or an adult bag squeezed only to chest rise), not the 250 mL neonatal bag, on oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Keep the head neutral in the sniffing position (a small pad under the head), without overextending the neck; open the airway with a head tilt-chin lift or a jaw thrust, fingers on bone; hold the mask with an E-C clamp (two people if the seal is poor), lifting the jaw into it; squeeze over about one second to visible chest rise at 20-30 breaths a minute, without hyperventilating.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it correctly; reassess chest rise, SpO2 and heart rate after every step; call neurosurgery and give osmotherapy alongside ventilation.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ethan',
          age: 8,
          sex: 'Male',
          weight: 26,
          diagnosis: 'Blocked ventriculoperitoneal shunt, raised intracranial pressure, apnoea with a pulse',
        },
        history: {
          symptoms:
            'Headache since waking, vomited five times, increasingly drowsy; now unresponsive and apnoeic',
          allergies: 'Penicillin (rash)',
          medications: 'None regular',
          pmh: 'Born at 27 weeks; intraventricular haemorrhage and hydrocephalus; VP shunt at 4 months, revised at 5 years',
          lastMeal: 'A few sips of juice this morning, vomited',
          events:
            'Woke with a headache, vomited repeatedly, complained his eyes were blurry, then became harder to wake. His father drove him in. He stopped breathing in the resuscitation bay as his heart rate fell and his blood pressure rose.',
        },
        PMH: {
          medicalConditions: 'Hydrocephalus with a VP shunt; mild learning difficulty',
          hospitalizations: 'Neonatal unit for three months; shunt revision at 5 years',
          surgeries: 'VP shunt insertion at 4 months, revision at 5 years',
          allergies: 'Penicillin (rash)',
          medications: 'None regular',
          socialHistory: 'Lives with his father and sister; year 4 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, pale; vomit in the mouth and on his chin',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Heart rate 64, blood pressure 152/98, capillary refill 2 seconds',
          abdomen: 'Soft; shunt tubing palpable along the right side of the chest',
          neuro:
            'GCS 4; right pupil 5 mm and sluggish, left 3 mm and reactive; no gag reflex; shunt reservoir behind the right ear refills slowly; no sign of injury',
          disability: 'GCS 4',
        },
        labs: { rvp: 'Not sent (glucose 6.2 mmol/L; venous gas, blood count and electrolytes sent)' },
      },
    },
    Phases: [
      {
        initialState:
          'Ethan lies on the trolley, not breathing, with vomit in his mouth and on his chin; the trolley is pushed against the wall. At the bedside: wall suction with a Yankauer and 6-12 Fr catheters; oxygen; infant, child and adult masks (the child mask fits him from the bridge of the nose to the cleft of the chin); a 250 mL neonatal, a 500 mL paediatric and a 1500 mL adult self-inflating bag; oral and nasal airways. Mannitol and 3% saline are in the resuscitation room.',
        vitalSigns: { hr: 64, rr: 0, temp: 36.9, nibp: '152/98', o2: 74, co2: null },
        airway: 'Vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, slow; capillary refill 2 seconds',
        disability: 'GCS 4; right pupil larger and sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a paediatric self-inflating bag of at least 450-500 mL (or the adult bag squeezed only to chest rise), not the 250 mL neonatal bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without waiting for imaging, drugs or the neurosurgeon; suctions the vomit from the mouth with a Yankauer under direct vision, with no blind finger sweep.',
          maskPositioning:
            'Places the mask the right way round (narrow end on the bridge of the nose) covering both the mouth and the nose, with the rim off the eyes.',
        },
        softStop:
          'He has a slow pulse, he is not breathing and there is vomit in his mouth. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear, the bag is on oxygen and you are at the head of the trolley with the mask on, but his head has rolled forward, air escapes under the mask and the chest hardly moves.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.9, nibp: '156/100', o2: 70, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic; hardly any chest rise',
        circulation: 'Pulse present, slow',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask (lifts the jaw into the mask); squeezes the bag over about one second with just enough volume to see the chest rise, at 20-30 breaths a minute (one every 2-3 seconds), without hyperventilating.',
          airwayManagement:
            'Keeps the head neutral in the sniffing position (a small pad under the head), without overextending or flexing the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, and switches to a two-person technique if the seal is poor; gets a tight seal.',
        },
        softStop: 'Air is escaping under the mask and the chest hardly moves. What could you change?',
      },
      {
        initialState:
          'With his head neutral and the jaw lifted into the mask, the chest rises with most breaths, but his tongue falls back between breaths. He did not gag when the Yankauer touched the back of his throat.',
        vitalSigns: { hr: 74, rr: 0, temp: 36.9, nibp: '146/94', o2: 88, co2: 49 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly (following the curve of the tongue over a tongue depressor), without force; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 88, blood pressure 132/84; the chest rises with each breath through the oral airway. The anaesthetist arrives to intubate him, and the neurosurgeon is on the way to tap the shunt. The simulation is complete.',
        vitalSigns: { hr: 88, rr: 22, temp: 36.9, nibp: '132/84', o2: 97, co2: 40 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
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
      'He is apnoeic with a pulse. I call for help: the resuscitation team and the anaesthetist.',
      'I suction the vomit from his mouth with a Yankauer under direct vision.',
      'I take the child mask that fits from the bridge of the nose to the cleft of the chin and the 500 mL paediatric self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end on the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'I put a small folded towel under his head so it sits in a neutral sniffing position, not overextended.',
      'I open the airway with a head tilt-chin lift, fingers on the bony chin and off the soft tissue.',
      'I hold the mask with an E-C clamp and lift his jaw into the mask with the same hand; the seal is tight.',
      'I squeeze the bag over one second, just enough to see the chest rise, 20 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw.',
      'I insert it over a tongue depressor, following the curve of the tongue, without force.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so ventilation is effective.',
    ],
    [],
  ],
};
