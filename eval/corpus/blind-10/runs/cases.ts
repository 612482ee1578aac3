import type { CaseDocument } from '../../../../src/contract/case.ts';
import { sampleCase } from '../../../../src/server/cases/sample-case.ts';
import type { ItemId } from '../../../harness/corpus-types.ts';

/** A case of this run set: the document, what each phase asks for, and a path through it. */
export type RunCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

/**
 * The seeded sample, as is: RJ, 4 years (18 kg), apnoeic after lorazepam for status epilepticus. Read as a clinician
 * reads its hard stops: phase 0 asks for suction, the equipment, the place at the head and the whole mask placement;
 * phase 1 for the head position, the airway opening and the squeeze and rate; phase 2 for the adjunct and effective
 * ventilation. It names neither calling for help nor reassessment, so neither is required here.
 */
export const SAMPLE: RunCase = {
  id: 'r10-sample',
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
      'I clear the secretions out of his mouth with a Yankauer, keeping the tip in view.',
      'Child face mask, the one whose rim runs from the top of his nose to the dip below his lower lip.',
      'A 500 mL paediatric self-inflating bag with the reservoir, the tubing on the oxygen flowmeter at 15 L/min.',
      'I get myself behind his head, at the top end of the bed.',
      'Mask applied apex to the nasal bridge, so his nose and mouth are both inside it.',
      'Left hand in an E-C clamp, thumb and index on the mask, three fingers along the jawbone; sealed all round, well below his eyes.',
    ],
    [
      'His head goes into a sniffing position, face to the ceiling, the neck not bent back too far.',
      'Head tilt-chin lift, fingertips hooked on the point of the mandible, nothing pressing into the floor of his mouth.',
      'The fingers of the mask hand pull his jaw up into the mask and keep it there.',
      'Slow squeezes, a second each, and I let go as soon as his chest starts to lift.',
      'One breath every two to three seconds, somewhere in the twenties a minute.',
    ],
    [
      'He now withdraws and may gag, so a nasal airway: length from the nostril to the tragus of the ear.',
      'Lubricated, bevel to the septum, advanced gently straight back along the floor of the nose.',
      'With every breath the chest comes up and the SpO2 keeps climbing, so we are ventilating effectively.',
    ],
    [],
  ],
};

/**
 * New: Lina, 4 months (6 kg), known MCAD deficiency, a day of gastroenteritis and missed feeds, hypoglycaemic coma;
 * apnoeic with a pulse, SpO2 72%, vomit in the mouth, no gag reflex (oral airway), no injury.
 */
export const LINA: RunCase = {
  id: 'r10-lina-4m',
  title: 'Held-out case: 4-month-old (6 kg) with MCAD deficiency, apnoeic in hypoglycaemic coma, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Lina, a 4-month-old girl (6 kg) with medium-chain acyl-CoA dehydrogenase (MCAD) deficiency found on newborn screening, has had vomiting and diarrhoea since yesterday and has kept almost no feeds down overnight. Her parents brought her in at dawn because she was limp and hard to wake. Her bedside glucose is 1.3 mmol/L (23 mg/dL). An intraosseous needle has just been placed, and while the nurse draws up 10% dextrose she stops breathing. She has a pulse. There is vomit in her mouth. Her SpO2 is 72%. She has no gag reflex. There has been no injury. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in a hypoglycaemic infant and call for help at once: the airway comes before the glucose result or the dextrose.',
        objective2:
          'Suction the vomit under direct vision with a suitably small catheter, and put the head in a neutral position with a thin roll under the shoulders, without hyperextending the neck.',
        objective3:
          'Choose an infant mask (bridge of the nose to the cleft of the chin, clear of the eyes) and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway without pressing on the soft tissue under the jaw; seal the mask right way round over mouth and nose with an E-C clamp (two people if it leaks), off the eyes; lift the jaw into the mask; give 1-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway (corner of the mouth to the angle of the jaw) and insert it the right way up over a tongue depressor; reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Lina',
          age: 0.33,
          sex: 'Female',
          weight: 6,
          diagnosis: 'Hypoglycaemic coma in MCAD deficiency during gastroenteritis; apnoea with a pulse',
        },
        history: {
          symptoms: 'Vomiting and diarrhoea for 24 hours, refusing feeds, increasingly sleepy and floppy',
          allergies: 'None known',
          medications: 'None',
          pmh: 'MCAD deficiency found on newborn screening; has a written sick-day plan',
          lastMeal: 'A short breast feed about 9 hours ago, vomited soon after',
          events:
            'Missed her overnight feeds while vomiting; the sick-day plan was not started. Brought in limp at 6 am; glucose 1.3 mmol/L; stopped breathing in the department while the dextrose was being prepared.',
        },
        PMH: {
          medicalConditions: 'MCAD deficiency',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her parents and a 3-year-old brother',
          vaccinations: 'Up to date (8-week vaccines given; 12-week vaccines due)',
          familyHistory: 'Parents are carriers; her brother is unaffected',
        },
        initialExam: {
          generalAppearance: 'Limp, pale and mottled, vomit at the lips',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 150, capillary refill 4 seconds',
          abdomen: 'Soft, liver edge 3 cm below the costal margin',
          neuro: 'Unresponsive, anterior fontanelle soft and slightly sunken, pupils equal; no gag reflex',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not sent; glucose 1.3 mmol/L, ketones low, ammonia and acylcarnitines sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Lina lies on the resuscitation trolley, limp and not breathing, vomit in her mouth. The IO needle is in her right tibia and the nurse is drawing up 10% dextrose. Suction, oxygen, masks, bags and airway adjuncts of every size are at hand.',
        vitalSigns: { hr: 150, rr: 0, temp: 36.1, nibp: '70/40', o2: 72, co2: null },
        airway: 'Vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 4 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin, clear of the eyes, and a 450-500 mL self-inflating bag, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once, without waiting for the glucose; suctions the vomit from the mouth under direct vision with a suitable catheter; puts the head in a neutral position with a thin roll under the shoulders, without hyperextending the neck.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing. What are your first steps?',
      },
      {
        initialState: 'Bagging has started, but the mask leaks and her chest barely moves.',
        vitalSigns: { hr: 138, rr: 0, temp: 36.1, nibp: '68/38', o2: 64, co2: null },
        airway: 'Vomit cleared; tongue falling back',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes each breath over about one second, just enough for the chest to rise; 20-30 breaths a minute.',
          airwayManagement:
            'Opens the airway with a gentle head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Puts the mask on the right way round over mouth and nose, holds it with an E-C clamp (two people if it leaks), gets a tight seal and keeps pressure off the eyes.',
        },
        softStop: 'Her chest is hardly moving. What will you change?',
      },
      {
        initialState:
          'The chest moves better and the dextrose bolus is in, but her tongue falls back between breaths.',
        vitalSigns: { hr: 142, rr: 0, temp: 36.2, nibp: '72/42', o2: 85, co2: 51 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Chooses an oropharyngeal airway (she has no gag), sized from the corner of the mouth to the angle of the jaw, and inserts it the right way up over a tongue depressor (no rotation in an infant); reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Would an airway adjunct help her?',
      },
      {
        initialState:
          'Stabilised: SpO2 97% and good chest rise with each breath; glucose 6.4 mmol/L on a dextrose infusion. The simulation is complete.',
        vitalSigns: { hr: 136, rr: 28, temp: 36.4, nibp: '76/44', o2: 97, co2: 42 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Starting to grimace to pain',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'Apnoeic with sats of 72: I call for help now, the paediatric resus team and an anaesthetist.',
      'The vomit comes out of her mouth with a small Yankauer, and I look where I put it.',
      'A slim towel roll under her shoulders, head level, chin not pushed up.',
      'Infant mask, matched to her face from the top of the nose to the chin crease, eyes left free.',
      'A 500 mL self-inflating bag with its reservoir, tubing on the oxygen at 15 L/min.',
      'My place is the head end of the trolley.',
    ],
    [
      'Small head tilt with a chin lift, my fingers on the bone of the mandible and out of the soft bit below it.',
      'Mask reseated: the narrow end over the bridge of her nose, nose and mouth under the cushion.',
      'One-hand E-C clamp on the mask; if it keeps leaking, a second pair of hands.',
      'No more hiss: the seal is tight.',
      'The rim and my fingers are nowhere near her eyes.',
      'The same hand draws her jaw up into the mask.',
      'Each squeeze takes a second and stops when her chest lifts.',
      'Thirty breaths a minute, one every two seconds.',
    ],
    [
      'No gag, so an oral airway, held against her face from the corner of the mouth to the angle of the jaw.',
      'A tongue depressor flattens the tongue and the airway goes in the right way up; no rotating in a baby.',
      'Then I look again: chest movement, saturation and heart rate.',
      'Both sides of the chest lift each breath and the sats keep rising: ventilation is working.',
    ],
    [],
  ],
};

/**
 * New: Mateo, 10 years (32 kg), thrown by a nearby lightning strike on a football pitch; apnoeic with a pulse, SpO2
 * 76%, blood and vomit in the mouth, gag reflex present, no signs of a skull base fracture (nasal airway), cervical
 * spine not cleared.
 */
export const MATEO: RunCase = {
  id: 'r10-mateo-10y',
  title:
    'Held-out case: 10-year-old (32 kg) apnoeic after a lightning strike, spine not cleared, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mateo, a 10-year-old boy (32 kg), was at football practice when a thunderstorm broke; lightning struck the goalpost he was standing next to and he was thrown about two metres. His coach found him unresponsive and breathing only in gasps. The paramedics brought him in on a scoop stretcher with his head held. On the resuscitation trolley he stops breathing. He has a pulse. There is blood and vomit in his mouth from a bitten tongue. His SpO2 is 76%. He gags when the back of his mouth is touched. He has small burns on the left shoulder and the right foot and a torn right eardrum; there is no bruising behind the ears or around the eyes and nothing leaks from his nose or ears. His cervical spine has not been cleared. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after a lightning strike and call for help (trauma team, anaesthetist) at once: breathing can stop while the heart keeps beating.',
        objective2:
          'Keep the head and neck in line, suction the blood and vomit under direct vision with a rigid Yankauer, choose a child mask (bridge of the nose to the cleft of the chin) and a self-inflating bag of at least 500 mL on oxygen at 10-15 L/min, and ventilate from the head of the trolley.',
        objective3:
          'Keep manual in-line stabilisation with the head neutral and open the airway with a jaw thrust only (no head tilt), off the soft tissue under the jaw.',
        objective4:
          'Put the mask on the right way round over mouth and nose; hold it with an E-C clamp or two hands with a second person bagging, for a tight seal, off the eyes; lift the jaw into the mask; 1-second breaths to visible chest rise at 20-30 a minute, without hyperventilating.',
        objective5:
          'With the gag reflex present and no signs of a skull base fracture, size and insert a nasopharyngeal airway (nostril to tragus), and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mateo',
          age: 10,
          sex: 'Male',
          weight: 32,
          diagnosis:
            'Lightning injury with respiratory arrest and a pulse; thrown two metres, cervical spine not cleared',
        },
        history: {
          symptoms: 'Unresponsive after the strike, gasping, vomited once on the pitch',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; mild eczema',
          lastMeal: 'Sandwich and juice about 2 hours ago',
          events:
            'Struck by a side flash from a goalpost during a storm; thrown about two metres onto grass; gasping when the coach reached him; brought by ambulance on a scoop with his head held; stopped breathing on arrival.',
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollients',
          socialHistory: 'Lives with his parents and twin sister; in year 5 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, blood and vomit in the mouth; fern-like marks on the chest; small burns on the left shoulder and right foot',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 92, capillary refill 3 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 5, pupils 5 mm and sluggish; gags when the back of the mouth is touched; no Battle sign, no periorbital bruising, no CSF leak',
          disability: 'Flexes to pain',
        },
        labs: { rvp: 'Not sent; CK, troponin and ECG requested' },
      },
    },
    Phases: [
      {
        initialState:
          'Mateo lies on the trolley with a paramedic holding his head. He has stopped breathing; blood and vomit pool in his mouth. A cannula is in his left hand. Suction, oxygen, masks, bags and adjuncts are ready.',
        vitalSigns: { hr: 92, rr: 0, temp: 36.3, nibp: '104/62', o2: 76, co2: null },
        airway: 'Blood and vomit in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once, without waiting for an ECG or a scan; suctions the blood and vomit under direct vision with a rigid Yankauer, the head held in line.',
          maskPositioning: 'Puts the mask on the right way round, covering both mouth and nose.',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. What do you do first?',
      },
      {
        initialState: 'Bagging has started, but air hisses out at his cheeks and the chest barely lifts.',
        vitalSigns: { hr: 86, rr: 0, temp: 36.3, nibp: '100/60', o2: 69, co2: null },
        airway: 'Blood cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand or hands; squeezes over about one second, just enough to see the chest rise; 20-30 breaths a minute, without hyperventilating.',
          airwayManagement:
            'Keeps the head and neck neutral with manual in-line stabilisation, without tilting, turning or extending the neck; opens the airway with a jaw thrust only, fingers behind the angles of the jaw and off the soft tissue.',
          maskPositioning:
            'Holds the mask with an E-C clamp, or with two hands while a second person squeezes the bag, for a tight seal, with no pressure on the eyes.',
        },
        softStop: 'The chest is barely lifting. What could you change?',
      },
      {
        initialState:
          'The chest rises a little better, but he clenches and gags when his mouth is opened, and the tongue obstructs between breaths.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.4, nibp: '106/64', o2: 84, co2: 50 },
        airway: 'Tongue falling back; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 6',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Chooses a nasopharyngeal airway (he gags; no signs of a skull base fracture), sized from the nostril to the tragus, lubricated and passed gently straight back along the floor of the nose, bevel toward the septum; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'He gags when you open his mouth. Which adjunct would you use?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, good chest rise with each breath, neck still held in line. The trauma team takes over. The simulation is complete.',
        vitalSigns: { hr: 90, rr: 22, temp: 36.5, nibp: '108/66', o2: 98, co2: 40 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 6',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He has stopped breathing, sats 76: trauma call now, and an anaesthetist to the resus room.',
      'The paramedic keeps his head in line while I suck the blood and vomit out with a rigid Yankauer, seeing the tip.',
      'Child-size mask: its top edge on the bridge of the nose, its lower edge in the cleft of the chin.',
      'Self-inflating bag of at least 500 mL, fed by oxygen at 15 L/min.',
      'I position myself at the head end of the trolley.',
      'Mask on narrow end uppermost, over the nasal bridge, so it covers his nose and his mouth.',
    ],
    [
      'Manual in-line stabilisation continues: head neutral, no tilt, no turn, no extension.',
      'Jaw thrust alone, fingertips pushing forward behind the angles of the jaw, away from the soft tissue.',
      'Two-person now: both my hands hold the mask in E-C grips while the nurse squeezes the bag.',
      'Nothing escapes at the cheeks any more; the seal holds.',
      'My thumbs and the mask cushion stay clear of his eyes.',
      'My fingers keep pulling his jaw forward into the mask.',
      'Squeeze over one second, just to visible chest rise, then let go.',
      'Twenty breaths a minute, one every three seconds, no faster.',
    ],
    [
      'He gags and there is no sign of a base of skull fracture, so a nasopharyngeal airway, matched nostril to tragus.',
      'Gel on it, bevel facing the septum, slid gently straight back along the floor of the nose.',
      'Reassessment: chest rise, SpO2, heart rate.',
      'His chest rises with every breath and the saturation is going up: the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Kayla, 14 years (50 kg), drank an organophosphate insecticide (chlorpyrifos) on the family farm; apnoeic with a
 * slow pulse, SpO2 70%, copious frothy secretions, no gag reflex (oral airway), no injury.
 */
export const KAYLA: RunCase = {
  id: 'r10-kayla-14y',
  title: 'Held-out case: 14-year-old (50 kg) apnoeic after drinking an organophosphate insecticide, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Kayla, a 14-year-old girl (50 kg), was found by her father in the farm shed about an hour ago, drowsy and drooling, next to an open bottle of chlorpyrifos insecticide; she had left a note. Her clothes were removed and her skin washed in the ambulance bay. In the resuscitation room she is unresponsive, with pinpoint pupils, twitching muscles and frothy secretions filling her mouth; she has just stopped breathing. She has a pulse, slow at 52. Her SpO2 is 70%. She has no gag reflex. There was no fall or injury. Staff are wearing gowns and gloves. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in organophosphate poisoning and call for help at once; atropine and the poisons service follow, they do not come first.',
        objective2:
          'Suction the copious secretions under direct vision with a large-bore rigid Yankauer; choose an adult-size mask (bridge of the nose to the cleft of the chin) and an adult self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective3:
          'Sniffing position without hyperextension; head tilt-chin lift or jaw thrust off the soft tissue; mask right way round over mouth and nose with an E-C clamp (two people if it leaks), a tight seal and no pressure on the eyes.',
        objective4:
          'Lift the jaw into the mask; squeeze over about one second with only enough of the adult bag to see the chest rise; 20-30 breaths a minute, no faster.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway (corner of the mouth to the angle of the jaw), and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Kayla',
          age: 14,
          sex: 'Female',
          weight: 50,
          diagnosis: 'Deliberate organophosphate (chlorpyrifos) ingestion; apnoea with a pulse',
        },
        history: {
          symptoms: 'Drooling, vomiting, sweating, muscle twitching, then unresponsive',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Low mood for some months; seen once by the school counsellor',
          lastMeal: 'Breakfast about 5 hours ago',
          events:
            'Found in the farm shed beside an open bottle of chlorpyrifos with a note; decontaminated in the ambulance bay; stopped breathing soon after arrival.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'Appendicectomy at age 9',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives on a farm with her father and grandmother; in year 9 at school',
          vaccinations: 'Up to date',
          familyHistory: 'Mother died two years ago',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, sweaty, frothy secretions at the mouth, smells of solvent',
          breathing: 'No respiratory effort; wet crackles were heard before she stopped breathing',
          circulation: 'Pulse present, heart rate 52, capillary refill 3 seconds',
          abdomen: 'Soft, bowel sounds very active',
          neuro: 'GCS 4, pinpoint pupils, fasciculations over the chest and thighs; no gag reflex',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent; red cell cholinesterase and blood gas sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Kayla lies on the bed in the resuscitation room, not breathing, her mouth full of frothy secretions. An IV is in. The nurse is fetching atropine. Suction, oxygen, masks, bags and adjuncts are at hand.',
        vitalSigns: { hr: 52, rr: 0, temp: 36.8, nibp: '96/54', o2: 70, co2: null },
        airway: 'Copious frothy secretions; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, slow',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult-size mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once, without waiting for atropine or the poisons service; suctions the secretions under direct vision with a large-bore rigid Yankauer.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing and her mouth is full of secretions. What do you do?',
      },
      {
        initialState:
          'Bagging has started; secretions keep welling up, the mask leaks and the chest hardly moves.',
        vitalSigns: { hr: 50, rr: 0, temp: 36.8, nibp: '94/52', o2: 64, co2: null },
        airway: 'Secretions re-accumulating; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present, slow',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes over about one second with only enough volume to see the chest rise (not the whole adult bag); 20-30 breaths a minute, no faster.',
          airwayManagement:
            'Sniffing position with a pad under the occiput, without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, the fingers on the bone of the jaw and off the soft tissue.',
          maskPositioning:
            'Puts the mask on the right way round over mouth and nose, holds it with an E-C clamp (two people if it leaks), gets a tight seal and keeps pressure off the eyes.',
        },
        softStop: 'The chest is hardly moving. What will you change?',
      },
      {
        initialState:
          'Atropine has been given and the secretions are drier. The chest rises a little, but her tongue falls back between breaths.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.9, nibp: '102/60', o2: 83, co2: 52 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Chooses an oropharyngeal airway (she has no gag), sized from the corner of the mouth to the angle of the jaw, inserts it correctly, and reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'What would help keep her airway open between breaths?',
      },
      {
        initialState:
          'Stabilised: SpO2 97% with good chest rise; atropine and pralidoxime are running and intensive care is on the way. The simulation is complete.',
        vitalSigns: { hr: 96, rr: 20, temp: 37.0, nibp: '108/64', o2: 97, co2: 41 },
        airway: 'Patent with the oral airway',
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
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with sats of 70: put out a resus call and get an anaesthetist here.',
      'Wide-bore rigid Yankauer to suck the froth out of her mouth, tip kept in sight.',
      'Small adult face mask, sized on her from the nasal bridge to the chin cleft.',
      'Adult self-inflating bag with its reservoir, oxygen flowing at 15 L/min.',
      'I take position at the head of the bed.',
    ],
    [
      'Folded towel under her occiput for a sniffing position, ear in line with the sternal notch, no overextension.',
      'Head tilt-chin lift with my fingers on the bony chin only.',
      'Mask the right way up, apex at the nose, nose and mouth both inside.',
      'E-C clamp; a colleague squeezes the bag if the seal is poor.',
      'Tight seal now, and nothing presses on her eyes.',
      'The fingers of my mask hand lift her jaw into the mask.',
      'One-second squeezes using only part of the adult bag, enough to see her chest rise.',
      'Twenty breaths per minute.',
    ],
    [
      'No gag: an oropharyngeal airway, corner of the mouth to the angle of the jaw.',
      'In over a tongue depressor, following the curve of the tongue.',
      'Chest rise, sats and heart rate reassessed.',
      'Her chest rises with each breath and the saturation is improving: effective ventilation.',
    ],
    [],
  ],
};

/** A setup message of a case, said again as the lead-in of an error. */
export function setupLine(c: RunCase, phase: number, index: number): string {
  const text = c.setup[phase]?.[index];
  if (text === undefined) throw new Error(`${c.id}: no setup message ${phase}/${index}`);
  return text;
}
