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

/** The seeded sample, as is: a 4-year-old (18 kg) apnoeic after lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'ho9-a-sample',
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
      'RJ has stopped breathing but has a pulse, SpO2 73 %: I call for help and clear the secretions from his mouth with a Yankauer sucker, only as far as I can see.',
      'I pick a child face mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, connected to oxygen at 15 litres per minute.',
      'I take my place at the head of the bed, behind him.',
      'The mask goes on apex toward the nose, covering his mouth and his nose, clear of his eyes; I grip it with an E-C clamp and there is no leak round the cushion.',
    ],
    [
      'His head goes in a neutral sniffing position, without bending the neck backwards.',
      'I open his airway with a head tilt-chin lift, my fingertips on the bone of the chin, not on the soft tissue beneath.',
      'The three lower fingers of my mask hand lift his jaw up toward the mask.',
      'I squeeze gently over one second until the chest rises, once every two to three seconds, about 24 breaths a minute.',
    ],
    [
      'I size an oropharyngeal airway against his face, from the corner of the mouth to the angle of the jaw.',
      'With a tongue depressor holding the tongue down I slide the airway in along the curve of the tongue.',
      'I check him again: the chest rises with each breath, SpO2 is going up and the heart rate is stable.',
    ],
    [],
  ],
};

/**
 * New: Maya, 11 years (34 kg), on the children's ward with diabetic ketoacidosis and cerebral oedema: headache, then
 * unresponsive, now apnoeic with a pulse (heart rate 54, BP 145/85), SpO2 77 %, vomit in the mouth, no gag reflex (so
 * an oral airway), no trauma.
 */
export const DKA_OEDEMA: MessageCase = {
  id: 'ho9-a-dka-oedema-11y',
  title: 'Held-out case: 11-year-old apnoeic with cerebral oedema in diabetic ketoacidosis',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Maya, an 11-year-old girl (34 kg), was admitted to the children's ward eight hours ago with new-onset type 1 diabetes in severe diabetic ketoacidosis (pH 6.98, glucose 32 mmol/L). She is on an insulin infusion at 0.05 units/kg/h and intravenous fluids. An hour ago she complained of a bad headache and became confused; she then stopped answering. The nurse now finds her unresponsive, with vomit in her mouth, and she has stopped breathing. She has a pulse: heart rate 54, blood pressure 145/85. SpO2 is 77 %. She has no gag reflex. She has not fallen and has no injury. Her mother is at the bedside. You are the first doctor to arrive.",
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia with signs of raised intracranial pressure and call for help at once, before any scan, blood test or treatment of the cerebral oedema.',
        objective2:
          'Suction the vomit from the mouth with a Yankauer or a large-bore catheter under direct vision.',
        objective3:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag large enough for a 34 kg child, connected to oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective4:
          'Place the head in a neutral sniffing position, open the airway with a head tilt-chin lift or a jaw thrust, hold the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask and give one-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Maya',
          age: 11,
          sex: 'Female',
          weight: 34,
          diagnosis:
            'Diabetic ketoacidosis (new-onset type 1 diabetes) complicated by cerebral oedema; apnoeic with a pulse',
        },
        history: {
          symptoms:
            'Three weeks of thirst, passing a lot of urine and weight loss; two days of abdominal pain and vomiting; a severe headache an hour ago, then confusion and unresponsiveness',
          allergies: 'None known',
          medications: 'Insulin infusion 0.05 units/kg/h; intravenous 0.9 % saline with potassium',
          pmh: 'None before this illness',
          lastMeal: 'Nothing by mouth since admission; vomited twice on the ward',
          events:
            'Found by the nurse unresponsive with vomit in her mouth and no breathing effort; pulse present, heart rate 54, blood pressure 145/85. No fall, no injury.',
        },
        PMH: {
          medicalConditions: 'Type 1 diabetes, diagnosed on this admission',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None before admission',
          socialHistory: 'Lives with her mother and older brother; in the last year of primary school',
          vaccinations: 'Up to date',
          familyHistory: 'Maternal uncle with type 1 diabetes',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, pale, vomit in the mouth and on the pillow, ketotic breath',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 54, blood pressure 145/85, capillary refill 3 seconds',
          abdomen: 'Soft, mildly tender on admission',
          neuro:
            'Unresponsive; pupils sluggish, right slightly larger than left; no gag reflex; no head or neck injury',
          disability: 'Unresponsive to voice and pain',
        },
        labs: {
          rvp: 'On admission: pH 6.98, bicarbonate 4 mmol/L, glucose 32 mmol/L, sodium 131 mmol/L, potassium 5.6 mmol/L; last bedside glucose 14 mmol/L',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Maya lies flat in a ward bed, vomit in her mouth; she is not breathing. Her mother is beside her, frightened. The nurse has brought the resuscitation trolley with wall suction and a Yankauer, oxygen, face masks in every size, infant, child and adult self-inflating bags and airway adjuncts. Her insulin infusion and fluids are running through her IV cannula.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.8, nibp: '145/85', o2: 77, co2: null },
        airway: 'Vomit in the mouth and at the back of the throat; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 54, blood pressure 145/85',
        disability: 'Unresponsive; pupils sluggish, right larger than left',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag large enough for a 34 kg child, and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once, before any scan, test or treatment for the cerebral oedema; suctions the vomit with a Yankauer or a large-bore catheter under direct vision.',
          maskPositioning:
            'Places the mask the right way round, covering both the mouth and the nose, with its rim clear of the eyes.',
        },
        softStop: 'She is not breathing and there is vomit in her mouth. What do you do first?',
      },
      {
        initialState:
          'Her mouth is clear and the mask is on, but her tongue falls back, air escapes round the mask and the chest barely moves. Her heart rate is 50.',
        vitalSigns: { hr: 50, rr: 0, temp: 36.8, nibp: '150/88', o2: 70, co2: null },
        airway: 'Clear of vomit; the tongue falls back',
        breathing: 'Assisted breaths only; minimal chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 50, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes the bag over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Places the head in a neutral sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, changing to a two-person technique if it leaks, and gets a tight seal.',
        },
        softStop: 'Air is leaking round the mask and the chest hardly moves. What could you change?',
      },
      {
        initialState:
          'With a good seal the chest now rises, but her tongue drops back between breaths. She still has no gag reflex.',
        vitalSigns: { hr: 72, rr: 24, temp: 36.8, nibp: '138/80', o2: 88, co2: 46 },
        airway: 'Partly obstructed between breaths by the tongue; no gag reflex',
        breathing: 'Assisted at 24/min; the chest rises when the airway is held open',
        circulation: 'Pulse present, heart rate rising, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'The oropharyngeal airway keeps her airway open and her chest rises well with every breath. The intensivist and the anaesthetist arrive to intubate her; hypertonic saline is being given. The simulation is complete.',
        vitalSigns: { hr: 88, rr: 24, temp: 36.8, nibp: '128/76', o2: 97, co2: 40 },
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'Maya is apnoeic with a pulse and SpO2 77 %: pull the emergency bell and call the paediatric resuscitation team and the anaesthetist now.',
      'I suck the vomit out of her mouth with the Yankauer, watching the tip the whole time.',
      'I take the small adult mask, which fits from the bridge of her nose to the cleft of her chin, and the adult self-inflating bag, and run oxygen into it at 15 litres a minute.',
      'I go to the head of the bed and stand behind her head.',
      'The mask goes on with its narrow end over the bridge of her nose, covering her nose and mouth, the rim below her eyes.',
    ],
    [
      'I put her head in a neutral sniffing position, not tipped back too far, and do a head tilt-chin lift with my fingers on the bone of her chin.',
      'It leaks, so a nurse squeezes the bag while I hold the mask with both hands in an E-C grip, lifting her jaw up into the mask, and the seal is now tight.',
      'Each breath goes in over one second, just until the chest rises, every two to three seconds: 24 a minute.',
    ],
    [
      'She has no gag, so I measure an oral airway from the corner of her mouth to the angle of her jaw and insert it over a tongue depressor, following the tongue.',
      'After the airway I reassess: the chest rises with each breath, SpO2 is climbing and her heart rate is coming up.',
    ],
    [],
  ],
};
