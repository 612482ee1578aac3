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

/** The seeded sample, as is: RJ, 4 years (18 kg), apnoeic after lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'tr-a-sample',
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
      'He is apnoeic and his saturations are 73 % with a pulse: I press the emergency buzzer for help and clear the secretions from his mouth with a Yankauer sucker, tip kept in view.',
      'I pick a child face mask that covers from the bridge of his nose to the cleft of his chin, a 500 mL self-inflating bag, and connect it to oxygen flowing at 15 L/min.',
      'I move to the head of the bed and stand behind him.',
      'The mask goes on with its narrow end on the bridge of his nose, covering mouth and nose and off his eyes; I hold it with an E-C clamp and there is no leak.',
    ],
    [
      'I put a folded towel under the back of his head for a neutral sniffing position, without extending his neck too far.',
      'I open his airway with a head tilt and chin lift, fingers on the bone of the chin, nothing on the soft tissue below it.',
      'The three fingers of my mask hand lift his jaw up into the mask.',
      'Each breath goes in over one second until the chest just rises, one every two to three seconds, about 25 a minute.',
    ],
    [
      'There is no gag reflex, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'With a tongue depressor holding the tongue down I slide the oral airway in the right way up, along the curve of the tongue.',
      'I reassess: chest rising with every breath, SpO2 going up, heart rate steady.',
    ],
    [],
  ],
};

/**
 * New for this part: Mateo, 9 years (30 kg), struck by lightning on a football pitch. Brief arrest on the field with
 * return of a pulse after bystander CPR; in the emergency department his breathing stops while his heart keeps
 * going (the respiratory arrest of a lightning strike can outlast the cardiac one). He was found some metres from
 * where he stood, so his cervical spine is not cleared (in-line, jaw thrust, no head tilt); blood in both ear canals
 * (ruptured eardrums are common after lightning, but a basal skull fracture cannot be excluded, so no nasal airway);
 * blood-stained secretions from a bitten tongue; no gag reflex, so an oral airway.
 */
export const LIGHTNING: MessageCase = {
  id: 'tr-a-lightning-9y',
  title: 'Tuning case: 9-year-old apnoeic with a pulse after a lightning strike, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mateo, a 9-year-old boy (30 kg), was at football practice when a thunderstorm broke. He was sheltering near a tree at the edge of the pitch when lightning struck; his coach found him lying a few metres away, unresponsive and not breathing. A parent who is a nurse started CPR, and after about a minute he had a pulse again and took slow, gasping breaths. The ambulance crew brought him to the emergency department in a cervical collar with oxygen by face mask. On the resuscitation trolley his breathing slowed and has now stopped. He has a pulse. SpO2 is 76 %. There is blood-stained saliva in his mouth (he has bitten his tongue) and blood in both ear canals. He has no gag reflex. His cervical spine has not been cleared. You are the doctor at the bedside.',
      objectives: {
        objective1: 'Recognise respiratory arrest with a pulse after a lightning strike and call for help.',
        objective2:
          'Clear the blood-stained secretions with a rigid sucker under direct vision while the head and neck stay in line.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin, a self-inflating bag of at least 500 mL, oxygen at 10-15 L/min, and ventilate from the head of the trolley.',
        objective4:
          'With the spine not cleared: manual in-line stabilisation, a neutral head, a jaw thrust instead of a head tilt; an E-C or two-person mask hold with a tight seal, and one-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'Size and insert an oral airway (no gag reflex; no nasal airway while a basal skull fracture is possible), then reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mateo',
          age: 9,
          sex: 'Male',
          weight: 30,
          diagnosis:
            'Lightning strike: respiratory arrest with a pulse after a brief cardiac arrest; possible head and cervical spine injury',
        },
        history: {
          symptoms: 'Collapse after a lightning strike, brief pulseless period, gasping, then apnoea',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild asthma, well controlled',
          lastMeal: 'A sandwich about two hours ago',
          events:
            'Struck by lightning near a tree on a football pitch; found a few metres away; about one minute of bystander CPR before a pulse returned; brought in by ambulance with a collar on; stopped breathing in the resuscitation room.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler when needed, rarely used',
          socialHistory: 'Lives with his father and older sister; plays in a junior football team',
          vaccinations: 'Up to date',
          familyHistory: 'Nothing relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, rain-soaked, a branching red skin pattern over the chest and shoulder, a small burn on the sole of the left foot',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 72, blood pressure 88/52, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro:
            'GCS 3; pupils dilated and sluggish (unreliable after lightning); no gag reflex; blood in both ear canals',
          disability: 'Unresponsive to pain',
        },
        labs: {
          rvp: 'Not sent. Bedside glucose 6.4 mmol/L; monitor shows sinus rhythm at 72 with occasional ectopic beats',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Mateo lies on the resuscitation trolley in a cervical collar, not breathing, blood-stained saliva in his mouth. The trolley is pushed against the wall. Wall suction with a Yankauer, oxygen, masks of every size, infant and child and adult self-inflating bags and airway adjuncts are at hand. His father is outside.',
        vitalSigns: { hr: 72, rr: 0, temp: 35.6, nibp: '88/52', o2: 76, co2: null },
        airway: 'Blood-stained secretions in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 72, capillary refill 3 seconds',
        disability: 'GCS 3, pupils dilated and sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask reaching from the bridge of the nose to the cleft of the chin, a self-inflating bag of 500 mL or more, and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises apnoea with hypoxia and calls for help at once; suctions the blood-stained secretions with a Yankauer under direct vision, without a finger sweep and without turning the head.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and there is blood in his mouth. What do you do first?',
      },
      {
        initialState:
          'Suction is done and the bag is on oxygen, but with the collar on and the head unsupported the mask leaks and the chest does not move.',
        vitalSigns: { hr: 66, rr: 0, temp: 35.6, nibp: '86/50', o2: 70, co2: null },
        airway: 'Clear of secretions; the tongue falls back',
        breathing: 'No chest rise with bagging; leak at the mask',
        circulation: 'Pulse present, heart rate 66',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the hand that holds the mask.',
          airwayManagement:
            'Keeps the head neutral and in line with manual in-line stabilisation (front of the collar opened), never tilting, turning or flexing the neck; opens the airway with a jaw thrust, fingers behind the angle of the jaw, not on the soft tissue under it.',
          maskPositioning:
            'Places the mask narrow end on the bridge of the nose, covering mouth and nose and off the eyes; holds it with an E-C clamp or a two-person grip; gets a tight seal.',
        },
        softStop: 'The mask is leaking and the chest is not moving. What would you change, given his neck?',
      },
      {
        initialState:
          'The seal holds and the chest moves, but the tongue falls back between breaths and the breaths are uneven.',
        vitalSigns: { hr: 84, rr: 0, temp: 35.7, nibp: '90/54', o2: 82, co2: 58 },
        airway: 'Partial obstruction by the tongue between breaths; still no gag reflex',
        breathing: 'Assisted breaths, uneven chest rise',
        circulation: 'Pulse present, heart rate 84',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Gives each breath over about one second with just enough volume to raise the chest, 20-30 breaths a minute, without hyperventilating.',
          airwayManagement:
            'Sizes an oral airway from the corner of the mouth to the angle of the jaw (no gag reflex) and inserts it over a tongue depressor; no nasal airway while a basal skull fracture is possible.',
          maskPositioning: '',
        },
        softStop:
          'His tongue keeps falling back between breaths. What could help, and what should you avoid?',
      },
      {
        initialState: 'The oral airway is in and bagging continues.',
        vitalSigns: { hr: 96, rr: 22, temp: 35.8, nibp: '94/58', o2: 89, co2: 50 },
        airway: 'Oral airway in place',
        breathing: 'Assisted at 22 a minute',
        circulation: 'Pulse present, heart rate 96',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest rises with each breath and SpO2 climbs.',
          airwayManagement: 'Reassesses chest rise, SpO2 and heart rate after the airway goes in.',
          maskPositioning: '',
        },
        softStop: 'The oral airway is in. How do you know your ventilation is working?',
      },
      {
        initialState:
          'The chest rises well with every breath and SpO2 is 97 %. The anaesthetist arrives to intubate him with in-line stabilisation, and a CT of the head and neck is planned. The simulation is complete.',
        vitalSigns: { hr: 98, rr: 22, temp: 35.9, nibp: '98/60', o2: 97, co2: 42 },
        airway: 'Patent with the oral airway',
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
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-18', 'BMV-19'],
    ['BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He has stopped breathing with a pulse and sats of 76 %: hit the emergency bell and call the trauma team and the anaesthetist now.',
      'I clear the blood from his mouth with the Yankauer, tip in view, keeping his head still, no finger sweep.',
      'I take a child mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, on oxygen at 15 L/min.',
      'We pull the trolley off the wall and I stand at the head end behind him.',
    ],
    [
      'A nurse holds his head in line with both hands while the front of the collar is opened; his head stays neutral, no tilt.',
      'I open the airway with a jaw thrust, fingers behind the angles of his jaw, nothing pressing under the chin.',
      'The mask goes on narrow end to the bridge of the nose, covering mouth and nose and clear of the eyes, held in an E-C clamp, and the seal is tight.',
      'The fingers of my mask hand lift his jaw up into the mask.',
    ],
    [
      'Each breath over one second, just until the chest rises, one every two to three seconds, about 22 a minute.',
      'No gag and blood in his ears, so an oral airway, not a nasal one: I size it from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oral airway in the right way up along the tongue.',
    ],
    [
      'I reassess after the airway: the chest rises with each breath, SpO2 is climbing, heart rate is up.',
      'His chest rises well with every breath and the saturations keep climbing.',
    ],
    [],
  ],
};
