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

/** The seeded sample, as is: RJ, 4 years (18 kg), apnoeic after lorazepam for status epilepticus. */
export const SAMPLE: RunCase = {
  id: 'ti-r-sample',
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
      'I suction the secretions out of his mouth with a Yankauer, under direct vision.',
      'I pick a child-size mask that goes from the bridge of his nose to the cleft of his chin.',
      'I take a 500 mL self-inflating bag and connect it to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'The mask goes on the right way round, narrow end over the nose, covering his nose and mouth.',
      'I hold it with an E-C clamp, I have a tight seal, and I keep the mask off his eyes.',
    ],
    [
      'I put his head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw, not on the soft tissue.',
      'My mask hand lifts the jaw up into the mask to keep the airway open.',
      'I squeeze the bag gently over one second, just enough to see the chest rise.',
      'I give 24 breaths a minute, one every two to three seconds.',
    ],
    [
      'He has no gag, so I size an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I insert the OPA with a tongue depressor holding the tongue down, following the curve of the tongue.',
      'The chest rises with each breath and the SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Noor, 4 months (6 kg), infant botulism; apnoeic with a pulse, pooled secretions, no gag reflex (oral airway).
 */
export const NOOR: RunCase = {
  id: 'ti-r-noor-4m',
  title: 'Tuning case: 4-month-old (6 kg) with infant botulism, apnoeic with a pulse, secretions, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noor, a 4-month-old girl (6 kg), has had five days of constipation, then poor feeding, a weak cry and increasing floppiness. Her grandmother has been dipping her dummy in honey. She was admitted to the ward this afternoon with suspected infant botulism. The nurse calls you because she has stopped breathing: she is limp, grey, with secretions pooling in her mouth, and she has a pulse. She has no gag reflex. You are the first doctor at the cot side.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia in a weak infant and call for help at once.',
        objective2:
          'Suction the pooled secretions under direct vision with a suitably sized catheter before ventilating.',
        objective3:
          'Choose an infant mask, a self-inflating bag of at least 450-500 mL and oxygen at 10-15 L/min; ventilate from the head of the cot with the head neutral on a shoulder roll.',
        objective4:
          'Seal the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask and give gentle 1-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway with a tongue depressor, and reassess after each step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noor',
          age: 0.33,
          sex: 'Female',
          weight: 6,
          diagnosis: 'Suspected infant botulism; apnoea with a pulse',
        },
        history: {
          symptoms:
            'Constipation for 5 days, poor suck and feeding, weak cry, drooping eyelids, progressive floppiness',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Born at term, well until this week',
          lastMeal: 'Small breastfeed 3 hours ago, took very little',
          events:
            'Admitted this afternoon; on the ward her breathing became shallow and then stopped while the nurse was doing observations.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with her parents and grandmother; the grandmother has been giving honey on the dummy',
          vaccinations: 'Up to date (2-month vaccines given)',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Limp, grey, bilateral ptosis, secretions pooling in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 108, capillary refill 3 seconds',
          abdomen: 'Soft, mildly distended, hypoactive bowel sounds',
          neuro: 'Marked hypotonia, pupils large and sluggish, no suck and no gag reflex',
          disability: 'Eyes closed, minimal response to stimulation',
        },
        labs: { rvp: 'Not sent; stool sent for botulinum toxin' },
      },
    },
    Phases: [
      {
        initialState:
          'Noor lies flat in her cot on the ward, apnoeic, with frothy secretions in her mouth. She has a cannula. The resuscitation trolley with suction, oxygen, masks, bags and adjuncts is beside the cot.',
        vitalSigns: { hr: 108, rr: 0, temp: 36.8, nibp: '74/42', o2: 71, co2: null },
        airway: 'Secretions pooling in the mouth and pharynx; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Floppy, minimal response',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant face mask that fits from the bridge of the nose to the cleft of the chin, and a self-inflating bag of 450-500 mL (not a 250 mL neonatal bag), connected to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the cot to ventilate.',
          airwayManagement:
            'Recognises that she is apnoeic and hypoxic and calls for help straight away (emergency call, senior help); suctions the mouth and then the nose gently under direct vision with a suitably sized catheter, no blind deep suction and no finger sweep; lays her head in the neutral position with a small roll under the shoulders, neither flexed nor extended.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing and her mouth is full of secretions. What do you do first?',
      },
      {
        initialState:
          'Ventilation has started, but air escapes around the mask and her chest hardly moves. Heart rate is falling.',
        vitalSigns: { hr: 92, rr: 0, temp: 36.8, nibp: '70/40', o2: 64, co2: null },
        airway: 'Secretions cleared; soft tissues falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask, lifting the jaw into the mask; gives gentle breaths over about one second, only enough to see the chest rise; ventilates at 20-30 breaths a minute, not at neonatal or faster rates.',
          airwayManagement:
            'Opens the airway with a gentle chin lift (or jaw thrust), fingers on the bone of the jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way round, covering both the mouth and the nose; holds it with an E-C clamp, moving to a two-person technique if it leaks; gets a tight seal; keeps the mask and fingers off the eyes.',
        },
        softStop: 'Her chest is barely moving and the mask leaks. What will you change?',
      },
      {
        initialState:
          'The chest now rises with most breaths, but the floppy tongue and soft palate keep obstructing between breaths.',
        vitalSigns: { hr: 124, rr: 0, temp: 36.8, nibp: '76/44', o2: 86, co2: 52 },
        airway: 'Intermittent obstruction from the floppy tongue; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Floppy',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw; inserts it the right way up over a tongue depressor (no rotation technique in an infant); reassesses chest rise, SpO2 and heart rate afterwards.',
          maskPositioning: '',
        },
        softStop: 'Something keeps obstructing her airway between breaths. What could help?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise with every breath. The PICU team arrives to intubate and botulism immune globulin has been ordered. The simulation is complete.',
        vitalSigns: { hr: 140, rr: 25, temp: 36.8, nibp: '80/46', o2: 97, co2: 42 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Floppy',
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
      'She is apnoeic and hypoxic: I put out an emergency call and ask for senior help now.',
      'I suction her mouth and then her nose gently with a size 8 catheter, looking at what I am doing.',
      'I lay her head neutral with a small rolled towel under her shoulders.',
      'Infant face mask, the one that fits from the bridge of her nose to the cleft of her chin.',
      'A 500 mL self-inflating bag connected to oxygen at 15 L/min.',
      'I stand at the head of the cot.',
    ],
    [
      'Chin lift with my fingers on the bone of the jaw, not on the soft tissue under her chin.',
      'The mask goes on the right way round, covering her mouth and nose.',
      'I hold it with an E-C clamp; since it leaks, a nurse squeezes the bag and I use both hands on the mask.',
      'The seal is tight now, no leak.',
      'The mask and my fingers are clear of her eyes.',
      'My mask hand lifts her jaw up into the mask.',
      'I squeeze gently over one second, just until her chest rises.',
      'I give 25 breaths a minute.',
    ],
    [
      'No gag reflex, so I choose an oral airway, sized from the corner of her mouth to the angle of her jaw.',
      'I press her tongue down with a tongue depressor and slide the OPA in the right way up, no rotation.',
      'I reassess: chest rise, SpO2 and heart rate.',
      'Her chest rises with each breath and her sats are improving: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Leo, 7 years (23 kg), pedestrian hit by a car; GCS 4, apnoeic with a pulse, cervical spine not cleared,
 * blood in the mouth, no gag reflex, no sign of a basal skull fracture (oral airway).
 */
export const LEO: RunCase = {
  id: 'ti-r-leo-7y',
  title: 'Tuning case: 7-year-old (23 kg) pedestrian hit by a car, GCS 4, apnoeic, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leo, a 7-year-old boy (23 kg), ran into the road and was hit by a car at about 40 km/h. He was thrown several metres. Paramedics found him with a GCS of 6 and brought him in with his head held in line. In the resuscitation room his GCS has fallen to 4 and he has just stopped breathing, but he has a pulse. There is blood in his mouth from a cut lip and broken teeth. He has no gag reflex. There is no sign of a basal skull fracture. His cervical spine has not been cleared. You are the first doctor at his head.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an injured child and call for help (trauma team, anaesthetist) at once.',
        objective2:
          'Keep the head and neck in neutral alignment with manual in-line stabilisation; suction the blood under direct vision.',
        objective3:
          'Choose a child mask, a bag of at least 500 mL and oxygen at 10-15 L/min; place the mask the right way round over mouth and nose, clear of the eyes, from the head of the trolley.',
        objective4:
          'Open the airway with a jaw thrust and no head tilt; hold the mask with an E-C clamp or two hands with a tight seal; give 1-second breaths to chest rise at 20-30 a minute, without hyperventilating.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, then reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 7,
          sex: 'Male',
          weight: 23,
          diagnosis:
            'Pedestrian hit by a car: severe head injury, apnoea with a pulse, cervical spine not cleared',
        },
        history: {
          symptoms: 'Unresponsive since the impact; one vomit at the scene',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild asthma, no recent inhaler use',
          lastMeal: 'Lunch about 2 hours ago',
          events:
            'Hit by a car at about 40 km/h while crossing the road, thrown several metres; brought in by ambulance on a scoop with head blocks.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler as needed (rarely)',
          socialHistory: 'Lives with his mother and two brothers; in year 3 at school',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, pale; large scalp haematoma over the left temple; blood in the mouth from a split lip and two broken incisors',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 118, capillary refill 3 seconds',
          abdomen: 'Soft, abrasions over the left flank',
          neuro:
            'GCS 4 (E1 V1 M2), left pupil slightly larger than the right; no gag reflex; no periorbital or mastoid bruising, no blood or fluid from the ears or nose',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent; trauma bloods and a venous gas sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies supine on the resuscitation trolley on a scoop, head blocks in place, blood in his mouth. He is not breathing. A paramedic holds his head. Suction, oxygen, masks, bags and adjuncts are ready.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.2, nibp: '104/62', o2: 76, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help (trauma team, anaesthetist) straight away; keeps the head and neck in neutral alignment with manual in-line stabilisation, with no pillow, no sniffing position and no turning of the head; suctions the blood from the mouth under direct vision with a rigid sucker, no blind finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering both mouth and nose, and keeps it clear of the eyes.',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. What do you do first?',
      },
      {
        initialState: 'Ventilation has begun, but the mask leaks at the cheeks and the chest barely rises.',
        vitalSigns: { hr: 110, rr: 0, temp: 36.2, nibp: '108/64', o2: 70, co2: null },
        airway: 'Blood cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes over about one second, just enough for the chest to rise; ventilates at 20-30 breaths a minute, without hyperventilating for the head injury.',
          airwayManagement:
            'Opens the airway with a jaw thrust only, no head tilt, fingers behind the angles of the jaw and off the soft tissue.',
          maskPositioning:
            'Holds the mask with an E-C clamp and changes to a two-person technique because it leaks; gets a tight seal.',
        },
        softStop: 'The chest is hardly moving and air leaks at the cheeks. What will you change?',
      },
      {
        initialState: 'The chest rises better, but his tongue falls back and obstructs between breaths.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.2, nibp: '106/62', o2: 85, co2: 50 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it gently with a tongue depressor, without moving the neck; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. What could keep his airway open?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, good chest rise with each breath, in-line stabilisation maintained. The anaesthetist prepares to intubate and the CT scanner is ready. The simulation is complete.',
        vitalSigns: { hr: 108, rr: 22, temp: 36.3, nibp: '106/64', o2: 98, co2: 40 },
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call the trauma team and an anaesthetist now.',
      'A nurse holds his head and neck in neutral alignment with manual in-line stabilisation, no pillow, no tilt.',
      'I suction the blood out of his mouth with a Yankauer under direct vision.',
      'I choose a child mask that reaches from the bridge of his nose to the cleft of his chin.',
      'A 500 mL self-inflating bag, connected to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'The mask goes on the right way round, narrow end on the bridge of the nose, covering his mouth and nose.',
      'The rim stays clear of his eyes.',
    ],
    [
      'I open the airway with a jaw thrust, fingers behind the angles of his jaw, no head tilt.',
      'E-C clamp at first; it leaks, so we go two-person: I hold the mask with both hands and a nurse squeezes.',
      'The seal is tight now.',
      'My hands on the mask keep lifting his jaw into it.',
      'Each breath is squeezed over one second, just enough to see his chest rise.',
      'The rate is 20 breaths a minute.',
    ],
    [
      'No gag, so I size an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I put it in with a tongue depressor, following the tongue, without moving his neck.',
      'I reassess his chest rise, SpO2 and heart rate.',
      'His chest rises well with each breath and the SpO2 is improving: effective ventilation.',
    ],
    [],
  ],
};

/**
 * New: Tom, 16 years (70 kg), rugby tackle; apnoeic with a pulse, spine not cleared, gag reflex present, suspected
 * basal skull fracture. The author's choice: no airway adjunct at all (no OPA with a gag, no NPA with a possible skull
 * base fracture), two-person bag-mask with a jaw thrust until the anaesthetist intubates.
 */
export const TOM: RunCase = {
  id: 'ti-r-tom-16y',
  title:
    'Tuning case: 16-year-old (70 kg) apnoeic after a rugby tackle, spine not cleared, gag present, suspected basal skull fracture',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Tom, a 16-year-old (70 kg), went head first into a tackle during a school rugby match and did not get up. He could not move his arms or legs and his breathing became weak on the way in. In the emergency department he has now stopped breathing but has a pulse; his spine has not been cleared. He has bruising around both eyes and behind the left ear, and clear fluid is leaking from his left ear: a basal skull fracture is suspected. There are blood-stained secretions in his mouth from a bitten tongue. He still gags when the back of his mouth is touched. You are the first doctor at his head.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an injured adolescent and call for help (trauma team, anaesthetist) at once.',
        objective2:
          'Keep the head and neck in neutral alignment with manual in-line stabilisation and suction the mouth gently under direct vision, never through the nose.',
        objective3:
          'Choose an adult-size mask and an adult self-inflating bag (1-1.6 L) on oxygen at 10-15 L/min and ventilate from the head of the trolley with a two-person technique.',
        objective4:
          'Open the airway with a jaw thrust and no head tilt; seal the mask the right way round over mouth and nose, clear of the eyes; give 1-second breaths to chest rise at an adult rate, without hyperventilating.',
        objective5:
          'Recognise that no airway adjunct is safe here (gag reflex present: no OPA; suspected basal skull fracture: no NPA) and keep the airway open by hand while reassessing.',
      },
      patientReport: {
        basicInformation: {
          name: 'Tom',
          age: 16,
          sex: 'Male',
          weight: 70,
          diagnosis:
            'Rugby tackle: suspected high cervical cord injury and basal skull fracture; apnoea with a pulse',
        },
        history: {
          symptoms: 'Could not move his limbs after the tackle; breathing weakened in the ambulance',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Broken wrist at 13',
          lastMeal: 'Sandwich 3 hours ago, sports drink during the match',
          events:
            'Head-first tackle with the neck bent forward; lay still on the pitch; brought in by ambulance with his head held in line.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'Manipulation of a wrist fracture at 13',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Lives with his parents; plays rugby for his school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Motionless, dusky; bilateral periorbital bruising, bruising behind the left ear, clear fluid from the left ear; blood-stained secretions in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 54, blood pressure 88/50, warm peripheries',
          abdomen: 'Soft',
          neuro:
            'Eyes open to pain, groans; no movement of the arms or legs; pupils equal and reactive; gag reflex present',
          disability: 'GCS 5 (E2 V2 M1); suspected high cervical cord injury',
        },
        labs: { rvp: 'Not sent; trauma bloods and a venous gas sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Tom lies supine on the trolley on a scoop, a paramedic holding his head. He is not breathing; blood-stained secretions are in his mouth. Suction, oxygen, adult and child masks and bags, and airway adjuncts are ready.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.0, nibp: '88/50', o2: 78, co2: null },
        airway: 'Blood-stained secretions in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, warm peripheries',
        disability: 'GCS 5, no limb movement',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult-size mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help (trauma team, anaesthetist) at once; keeps the head and neck in neutral alignment with manual in-line stabilisation, no head tilt, no pillow, no turning; suctions the mouth gently under direct vision with a Yankauer, not deep enough to make him gag, and never through the nose.',
          maskPositioning:
            'Sets up a two-person technique from the start: one holds the mask with both hands in E-C grips, another squeezes the bag, since a one-hand hold cannot seal this face while the neck must not move.',
        },
        softStop: 'He has stopped breathing after a neck injury. What do you do first?',
      },
      {
        initialState:
          'Two-person bagging has begun, but air leaks around the mask and the chest hardly rises. His stomach is starting to distend.',
        vitalSigns: { hr: 50, rr: 0, temp: 36.0, nibp: '86/48', o2: 72, co2: null },
        airway: 'Tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hands; squeezes over about one second, only enough to see the chest rise (no full squeezes that blow up the stomach); ventilates at an adult rate of 10-20 breaths a minute (one every 3-6 seconds), never faster.',
          airwayManagement:
            'Opens the airway with a jaw thrust and no head tilt, fingers behind the angles of the jaw and off the soft tissue, without moving the neck.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering both mouth and nose; gets a tight seal; keeps the mask and fingers off the eyes and the bruised orbits.',
        },
        softStop: 'The mask leaks and his chest barely moves. What will you change?',
      },
      {
        initialState:
          'The chest rises better, but his tongue still falls back between breaths. He gags when anything touches the back of his mouth. The anaesthetist is two minutes away.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.0, nibp: '90/52', o2: 86, co2: 50 },
        airway: 'Tongue falling back; gag reflex present; clear fluid from the left ear',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 improves.',
          airwayManagement:
            'Uses no airway adjunct: no oropharyngeal airway, because he still has a gag reflex, and no nasopharyngeal airway, because a basal skull fracture is suspected; keeps the airway open with the two-handed jaw thrust instead, and reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. Would an airway adjunct help him?',
      },
      {
        initialState:
          'Stabilised: SpO2 96%, good chest rise with each breath, spine protected. The anaesthetist arrives to intubate with in-line stabilisation. The simulation is complete.',
        vitalSigns: { hr: 62, rr: 14, temp: 36.1, nibp: '94/54', o2: 96, co2: 41 },
        airway: 'Held open with a two-handed jaw thrust; no adjunct',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present',
        disability: 'GCS 5',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-13', 'BMV-16'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call the trauma team and the anaesthetist right now.',
      'A colleague holds manual in-line stabilisation, head and neck neutral, no tilt, no pillow.',
      'I suction his mouth gently with a Yankauer under direct vision, not too deep so he does not gag, nothing through the nose.',
      'I choose an adult-size mask that fits from the bridge of his nose to the cleft of his chin.',
      'An adult self-inflating bag, 1.5 L, connected to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'Two-person technique: I hold the mask with both hands in E-C grips and a nurse squeezes the bag.',
    ],
    [
      'I open his airway with a jaw thrust, fingers behind the angles of his jaw, no head tilt, neck not moved.',
      'The mask is on the right way round, narrow end on the bridge of his nose, covering his mouth and nose.',
      'The seal is tight now, no leak.',
      'The mask and my fingers stay off his eyes.',
      'My hands on the mask keep lifting his jaw into it.',
      'Each breath is squeezed over one second, just enough to see his chest rise.',
      'Twelve breaths a minute, one every five seconds.',
    ],
    [
      'No airway adjunct: he gags, so no oral airway, and with a possible basal skull fracture no nasal airway; I keep the jaw thrust.',
      'I reassess his chest rise, SpO2 and heart rate.',
      'His chest rises with each breath and his SpO2 is improving: ventilation is effective.',
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
