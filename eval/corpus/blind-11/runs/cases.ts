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
 * The seeded sample, as is: RJ, 4 years (18 kg), apnoeic after lorazepam for status epilepticus. Its hard stops, as
 * a clinician reads them: phase 0 asks for suction, mask size, bag, oxygen, the place at the head and the whole of
 * mask placement (orientation, mouth and nose, E-C clamp, seal, eyes); phase 1 for the sniffing position, the airway
 * opening, the mask hand lifting the jaw, the squeeze and the rate; phase 2 for the adjunct (choice and size,
 * insertion) and effective ventilation. Neither calling for help nor reassessment is named, so neither is required.
 */
export const SAMPLE: RunCase = {
  id: 'ho11-r-sample',
  title: 'Sample case: 4-year-old (18 kg) apnoeic after lorazepam for status epilepticus',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I suck the secretions out of his mouth with a Yankauer, tip always in view.',
      'I pick the child face mask that reaches from the bridge of his nose to the cleft of his chin, clear of his eyes.',
      'A 500 mL self-inflating bag, connected to oxygen flowing at 15 L/min.',
      'I stand at the head of the bed.',
      'The mask goes on the right way up, apex over the nose, covering his nose and his mouth.',
      'I hold it with an E-C clamp, make a tight seal all round and keep the rim off his eyes.',
    ],
    [
      'I put his head in the sniffing position without overextending his neck.',
      'I open the airway with a head tilt-chin lift, fingertips on the bony chin, not in the soft tissue.',
      'The fingers of my mask hand lift his jaw up into the mask.',
      'Each breath is squeezed over one second, just enough to see his chest rise.',
      'I ventilate at 20 to 25 breaths a minute, one every 2 to 3 seconds.',
    ],
    [
      'I size a nasopharyngeal airway from the tip of his nose to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'His chest rises with every breath and his SpO2 is climbing: the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Ayaan, 7 months (8 kg), ex-preterm with a ventriculoperitoneal shunt for post-haemorrhagic hydrocephalus;
 * the shunt has blocked, and with rising intracranial pressure he stops breathing with a pulse (HR 84). Vomit in the
 * mouth, no gag reflex (oral airway), no injury. A big head: a shoulder roll keeps it neutral. The trap of this case
 * is hyperventilation "for the pressure".
 */
export const AYAAN: RunCase = {
  id: 'ho11-r-ayaan-7m',
  title: 'Held-out case: 7-month-old (8 kg) with a blocked VP shunt, apnoeic with raised ICP, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ayaan, a 7-month-old boy (8 kg), was born at 28 weeks and had a large intraventricular haemorrhage; a ventriculoperitoneal shunt was placed for hydrocephalus when he was 3 months old. For two days he has vomited, been irritable and fed poorly, and this morning his mother found him hard to wake. In the emergency department his fontanelle is tense and bulging and his eyes are deviated downwards. While the neurosurgical registrar is on the way to tap the shunt, he stops breathing. He still has a pulse, which has slowed to 84, and his blood pressure is high. There is vomit in his mouth. He has no gag reflex. He has not been injured. His SpO2 is 70%. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in an infant with raised intracranial pressure and call for help at once (resuscitation team, anaesthetist, neurosurgery).',
        objective2:
          'Suction the vomit under direct vision with a suitable catheter, and keep his large head in a neutral position with a roll under the shoulders, neither flexed nor hyperextended.',
        objective3:
          'Choose an infant mask (bridge of the nose to the cleft of the chin, off the eyes) and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min, and ventilate from the head of the trolley.',
        objective4:
          'Open the airway without pressing on the soft tissue under the jaw; seal the mask the right way round over mouth and nose with an E-C clamp, two people if it leaks; lift the jaw into the mask; give 1-second breaths to chest rise at 20-30 a minute, without hyperventilating him for the pressure.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it right way up over a tongue depressor; reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ayaan',
          age: 0.58,
          sex: 'Male',
          weight: 8,
          diagnosis:
            'Ventriculoperitoneal shunt obstruction with raised intracranial pressure; apnoea with a pulse',
        },
        history: {
          symptoms:
            'Vomiting and irritability for 2 days, poor feeding, increasingly drowsy since this morning',
          allergies: 'None known',
          medications: 'Vitamin D drops, iron supplement',
          pmh: 'Born at 28 weeks; grade IV intraventricular haemorrhage; post-haemorrhagic hydrocephalus with a right VP shunt placed at 3 months',
          lastMeal: 'About 90 mL of formula 7 hours ago, vomited shortly after',
          events:
            'Brought in drowsy with a bulging fontanelle and sunsetting eyes; neurosurgery called to tap the shunt; became apnoeic in the resuscitation bay while waiting.',
        },
        PMH: {
          medicalConditions:
            'Ex-28-week preterm; post-haemorrhagic hydrocephalus; mild chronic lung disease, off oxygen since 2 months',
          hospitalizations: 'Neonatal unit for 11 weeks',
          surgeries: 'Right ventriculoperitoneal shunt at 3 months of age',
          allergies: 'None known',
          medications: 'Vitamin D drops, iron supplement',
          socialHistory: 'Lives with his parents and his grandmother; first child',
          vaccinations: 'Up to date for his age',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Pale and grey, limp, vomit around the lips; head circumference above the 98th centile',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Brachial pulse present, heart rate 84, capillary refill 2 seconds, blood pressure 118/66',
          abdomen: 'Soft, shunt tubing palpable along the right side of the chest wall',
          neuro: 'Fontanelle tense and bulging, eyes deviated downwards, pupils sluggish; no gag reflex',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not sent; bedside glucose 5.2 mmol/L, blood gas pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Ayaan lies on his back on the resuscitation trolley, not breathing, his big head tipped forward on the mattress and vomit in his mouth. A cannula is in his left hand. Suction, oxygen, masks, bags, towels and airway adjuncts of all sizes are ready.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.8, nibp: '118/66', o2: 70, co2: null },
        airway: 'Vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 84',
        disability: 'Unresponsive, fontanelle bulging',
        hardStop: {
          ventilationEquipment:
            'Takes an infant mask that fits from the bridge of the nose to the cleft of the chin without touching the eyes, and a 450-500 mL self-inflating bag attached to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the trolley to ventilate.',
          airwayManagement:
            'Sees that he has stopped breathing and is hypoxic and calls for help; suctions the vomit out of the mouth under direct vision with a suitably sized catheter; brings the head to a neutral position with a roll under the shoulders (his large head otherwise flexes the neck), without overextending it.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing. What do you do first?',
      },
      {
        initialState:
          'Bag-mask ventilation has started, but air escapes around the mask and his chest hardly moves.',
        vitalSigns: { hr: 78, rr: 0, temp: 36.8, nibp: '122/70', o2: 62, co2: null },
        airway: 'Vomit cleared; the tongue falls back',
        breathing: 'Assisted breaths only; little chest movement; audible leak',
        circulation: 'Pulse present, heart rate 78',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the fingers of the mask hand; gives each breath over about one second with just enough volume for the chest to rise; keeps to 20-30 breaths a minute and does not hyperventilate him for the raised pressure.',
          airwayManagement:
            'Opens the airway with a gentle chin lift or a jaw thrust, fingers on the bone of the jaw and never pressing into the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the nose, covering nose and mouth; holds it with an E-C clamp and, since it still leaks, changes to a two-person technique; gets a tight seal; keeps all pressure off the eyes.',
        },
        softStop: 'The mask is leaking and his chest is barely rising. What will you change?',
      },
      {
        initialState:
          'His chest now rises and his heart rate is picking up, but between breaths his tongue falls back and the airway obstructs.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.8, nibp: '116/64', o2: 84, co2: 52 },
        airway: 'Tongue falling back; still no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, heart rate 96',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 climbs.',
          airwayManagement:
            'As he has no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it the right way up over a tongue depressor, without rotating it in an infant; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Would an airway adjunct help keep his airway open?',
      },
      {
        initialState:
          'Stabilised: SpO2 96% with good chest rise at each breath; the neurosurgical registrar has arrived and is tapping the shunt. The simulation is complete.',
        vitalSigns: { hr: 118, rr: 26, temp: 36.9, nibp: '104/60', o2: 96, co2: 43 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive, fontanelle softer after the tap',
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
      "He isn't breathing and his sats are 70%: I call for help, the resus team, an anaesthetist and neurosurgery.",
      'I suction the vomit from his mouth with a small Yankauer, looking at the tip all the time.',
      'A thin folded towel goes under his shoulders so his big head lies neutral, neither flexed nor extended.',
      'I take an infant mask that fits from the bridge of his nose to the cleft of his chin, clear of his eyes.',
      'A 500 mL self-inflating bag, connected to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'I open his airway with a gentle chin lift, fingers on the bone of the jaw, not the soft tissue.',
      'The mask goes on with its narrow end over his nose, covering his nose and mouth.',
      'E-C clamp; it still leaks, so a colleague squeezes the bag and I hold the mask with both hands: the seal is tight.',
      'Nothing presses on his eyes.',
      'The fingers of my mask hand lift his jaw up into the mask.',
      'Each breath over one second, just enough to see his chest rise.',
      '25 breaths a minute, no faster, even though his intracranial pressure is high.',
    ],
    [
      'He has no gag, so an oropharyngeal airway measured from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up, holding the tongue down with a tongue depressor, with no rotation.',
      'I reassess chest rise, SpO2 and heart rate after putting it in.',
      'His chest rises with every breath and his SpO2 is climbing: effective ventilation.',
    ],
    [],
  ],
};

/**
 * New: Tomasz, 8 years (26 kg), sedated in the emergency department with fentanyl and a fast push of ketamine to
 * reduce a forearm fracture; apnoeic with a pulse, thick saliva pooling, gag reflex present (nasal airway). He did not
 * hit his head and his neck is not a concern. His head is propped forward on a thick pillow.
 */
export const TOMASZ: RunCase = {
  id: 'ho11-r-tomasz-8y',
  title: 'Held-out case: 8-year-old (26 kg) apnoeic during ketamine-fentanyl sedation, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Tomasz, an 8-year-old boy (26 kg), fell off his scooter onto his outstretched right hand at a skate park and has a displaced fracture of the distal radius. He did not hit his head, has no neck pain and his neck was examined and is not a concern. For the reduction in the emergency department he received intravenous fentanyl 1 microgram/kg and then ketamine 1.5 mg/kg, pushed quickly. A minute later he stops breathing. He has a pulse. Thick saliva is pooling in his mouth. He gags and coughs when the back of his throat is touched. His head is propped forward on a thick pillow. His SpO2 is 78% and falling. You are the doctor running the sedation.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia during procedural sedation, stop the procedure and call for help at once.',
        objective2:
          'Suction the saliva under direct vision with a rigid Yankauer; choose a child mask (bridge of the nose to the cleft of the chin, off the eyes) and a self-inflating bag of at least 500 mL on oxygen at 10-15 L/min; ventilate from the head of the bed.',
        objective3:
          'Place the mask the right way up over mouth and nose, hold it with an E-C clamp (two people if it leaks), seal it and keep pressure off the eyes.',
        objective4:
          'Take the pillow away for a sniffing position without hyperextension; open the airway with the fingers on bone; lift the jaw into the mask; give 1-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'Because he gags, choose a nasopharyngeal airway (nostril to tragus) rather than an oral one, lubricate it and pass it straight back along the floor of the nose; reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Tomasz',
          age: 8,
          sex: 'Male',
          weight: 26,
          diagnosis:
            'Apnoea after fentanyl and ketamine for procedural sedation; displaced distal radius fracture',
        },
        history: {
          symptoms: 'Painful, deformed right wrist after a fall from his scooter',
          allergies: 'None known',
          medications: 'None regularly; fentanyl 26 micrograms and ketamine 39 mg IV for the sedation',
          pmh: 'Mild eczema; otherwise well',
          lastMeal: 'A sandwich and juice 5 hours ago',
          events:
            'Fell onto his outstretched hand, no head strike; sedated for fracture reduction; ketamine given as a fast push; apnoeic one minute later.',
        },
        PMH: {
          medicalConditions: 'Eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollients',
          socialHistory: 'Lives with his mother and older sister; in year 4 at school',
          vaccinations: 'Up to date',
          familyHistory: 'No problems with anaesthesia in the family',
        },
        initialExam: {
          generalAppearance:
            'Eyes half open with nystagmus, not moving, saliva pooling at the corners of the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 112, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro: 'Unresponsive to voice; gags when the back of the throat is touched',
          disability: 'No response to voice; flexes to pain',
        },
        labs: { rvp: 'Not applicable; no bloods sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Tomasz lies on the trolley with his splinted arm on a board, apnoeic, saliva bubbling at his lips, his head propped forward on a thick pillow. The orthopaedic resident has stopped the reduction. Suction, oxygen, masks, bags and airways are on the sedation cart.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.7, nibp: '108/66', o2: 78, co2: null },
        airway: 'Thick saliva pooling in the mouth; gags when the pharynx is touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Dissociated, flexes to pain',
        hardStop: {
          ventilationEquipment:
            'Picks a child mask that covers from the bridge of the nose to the cleft of the chin, clear of the eyes, and a self-inflating bag of 500 mL or more, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the bed.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help; suctions the saliva from the mouth with a rigid Yankauer under direct vision.',
          maskPositioning:
            'Puts the mask on the right way up over both nose and mouth, holds it with an E-C clamp (two-handed with a helper if it leaks), makes a tight seal and keeps pressure off the eyes.',
        },
        softStop: 'He has stopped breathing and the sats are falling. What do you need?',
      },
      {
        initialState:
          'He is being bagged, but his head is still flexed forward on the thick pillow and the chest barely rises.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.7, nibp: '110/68', o2: 70, co2: null },
        airway: 'Saliva cleared; obstructed by the flexed head and the tongue',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present',
        disability: 'Dissociated',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask, lifting the jaw into it; squeezes gently over about one second, only until the chest rises; 20-30 breaths a minute (one every 2-3 seconds).',
          airwayManagement:
            'Takes away the pillow and places the head in a sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone and off the soft tissue under the jaw.',
          maskPositioning: '',
        },
        softStop: 'The chest is hardly moving. Look at his head. What could you change?',
      },
      {
        initialState:
          'The chest rises and the saturation is improving, but his tongue keeps falling back; he gags and coughs whenever anything touches the back of his throat.',
        vitalSigns: { hr: 108, rr: 4, temp: 36.7, nibp: '106/64', o2: 88, co2: 50 },
        airway: 'Tongue falling back; gag reflex present',
        breathing: 'Occasional shallow breaths of his own, assisted',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Starting to move his legs',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'Because he gags, chooses a nasopharyngeal airway rather than an oral one, sized from the tip of the nose to the tragus of the ear, lubricated and passed gently straight back along the floor of the nose; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back and he gags. Which adjunct would he tolerate?',
      },
      {
        initialState:
          'Stabilised: he breathes on his own again with SpO2 98% on oxygen and tolerates the nasal airway. The simulation is complete.',
        vitalSigns: { hr: 100, rr: 20, temp: 36.8, nibp: '104/62', o2: 98, co2: 41 },
        airway: 'Patent with the nasal airway',
        breathing: 'Breathing spontaneously, good chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Rousing, moaning',
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
    [
      'BMV-1',
      'BMV-2',
      'BMV-8',
      'BMV-9',
      'BMV-10',
      'BMV-11',
      'BMV-12',
      'BMV-13',
      'BMV-14',
      'BMV-15',
      'BMV-16',
    ],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      "He's apnoeic with sats of 78%: I call for help, the resus team and the anaesthetist.",
      'I suction the saliva out of his mouth with a rigid Yankauer under direct vision.',
      'I choose a child mask that fits from the bridge of his nose to the cleft of his chin, clear of his eyes.',
      'A 500 mL self-inflating bag, connected to oxygen at 15 L/min.',
      'I move to the head of the bed.',
      'Mask on the right way up over nose and mouth, held with an E-C clamp, a tight seal, no pressure on his eyes.',
    ],
    [
      'I take the pillow away and put his head in the sniffing position, not overextended.',
      'Head tilt-chin lift with my fingers on the bony chin, nothing in the soft tissue.',
      'The fingers of my mask hand lift his jaw up into the mask.',
      'Each breath over about a second, only until his chest rises.',
      'Twenty to twenty-five breaths a minute.',
    ],
    [
      'He gags, so a nasopharyngeal airway, sized from the tip of his nose to the tragus of his ear.',
      'Lubricated and passed gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate.',
      'Chest rising with each breath and SpO2 going up: the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Ines, 13 years (42 kg), hit a tree at speed on a mountain bike; severe head injury (GCS 5, then apnoeic with
 * a pulse), blood in the mouth from a split lip, no gag reflex (oral airway), no signs of a skull base fracture,
 * cervical spine not cleared (collar, blocks). Adult-sized equipment, jaw thrust without head tilt, in-line
 * stabilisation, two-person mask hold.
 */
export const INES: RunCase = {
  id: 'ho11-r-ines-13y',
  title: 'Held-out case: 13-year-old (42 kg) apnoeic after a mountain-bike crash, spine not cleared, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ines, a 13-year-old girl (42 kg), lost control on a steep downhill trail at a mountain-bike park and hit a tree at speed. Her helmet is split across the front. She was briefly awake at the scene, then her level of consciousness fell, and the paramedics brought her in on a scoop stretcher in a hard collar with head blocks. Her cervical spine has not been cleared. In the resuscitation room she stops breathing. She has a pulse. Blood from a split lip is pooling in her mouth. She has no gag reflex. There is no bruising behind her ears or around her eyes and nothing leaks from her nose or ears. Her SpO2 is 80%. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in a head-injured adolescent and call the trauma team and an anaesthetist at once; the airway comes before the scan.',
        objective2:
          'Suction the blood under direct vision with a rigid Yankauer, no blind finger sweep; choose a mask from the bridge of the nose to the cleft of the chin (a small adult size for her) and an adult self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective3:
          'Keep the head and neck neutral and in line (manual in-line stabilisation when the collar front is opened), with no tilt, no pillow and no extension; open the airway with a jaw thrust without head tilt.',
        objective4:
          'Seal the mask right way up over mouth and nose with a two-person technique, off the eyes, lifting the jaw into the mask; give 1-second breaths with only enough volume for chest rise, about 20 a minute, no hyperventilation.',
        objective5:
          'With no gag reflex and no signs of a skull base fracture, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it without moving the neck; reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ines',
          age: 13,
          sex: 'Female',
          weight: 42,
          diagnosis:
            'Severe traumatic brain injury after a mountain-bike crash; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms:
            'Brief confusion at the scene, then falling level of consciousness; vomited once in the ambulance',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Well; broke her left clavicle at 10',
          lastMeal: 'A cereal bar and water 2 hours ago',
          events:
            'Hit a tree head-first at speed on a downhill trail; helmet split; GCS 11 at the scene, 7 in the ambulance, 5 on arrival; stopped breathing in the resuscitation room.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Lives with her father and younger brother; rides with a club at weekends',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, in a hard collar with blocks, grazes on the forehead and cheek, blood at the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Radial pulse present, heart rate 62, blood pressure 136/80, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 3 now; right pupil larger and sluggish; no gag reflex; no Battle sign, no periorbital bruising, no fluid from nose or ears',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not sent; trauma bloods and a venous gas sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Ines lies flat on the scoop in a hard collar with head blocks. She is not breathing and blood is pooling in her mouth. Two cannulas are in. Suction, oxygen, masks and bags of all sizes and airway adjuncts are ready.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.2, nibp: '136/80', o2: 80, co2: null },
        airway: 'Blood in the mouth from a split lip; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 62',
        disability: 'GCS 3, right pupil larger than the left',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin without covering the eyes (a small adult size for her) and an adult self-inflating bag, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls the trauma team and an anaesthetist at once, before any scan; suctions the blood from the mouth with a rigid Yankauer under direct vision, with no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing. What do you do, and with what?',
      },
      {
        initialState:
          'Bagging has begun, but with the collar on the mask leaks, the jaw sags and the chest barely rises.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.2, nibp: '140/82', o2: 72, co2: null },
        airway: 'Blood cleared; the jaw falls back',
        breathing: 'Assisted breaths only; poor chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 58',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hands rather than pressing the mask down; each breath over about one second with only enough volume for the chest to rise; about 20 breaths a minute, without hyperventilation.',
          airwayManagement:
            'Keeps the head and neck neutral and in line (a helper holds manual in-line stabilisation while the front of the collar is opened): no pillow, no tilt, no extension, no turning; opens the airway with a jaw thrust without head tilt, fingers behind the angles of the jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way up over the nose and mouth; uses a two-person technique (both hands holding the mask in E-C grips while a helper squeezes the bag); gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask leaks around the collar and the chest barely moves. What will you do?',
      },
      {
        initialState:
          'With two people the chest rises better and the saturation is climbing, but her tongue still falls back against the back of the throat.',
        vitalSigns: { hr: 70, rr: 0, temp: 36.2, nibp: '132/78', o2: 88, co2: 46 },
        airway: 'Tongue falling back; no gag reflex; no signs of a skull base fracture',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present, heart rate 70',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 climbs.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly (rotation technique or over a tongue depressor) without moving the neck; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. What adjunct would you use?',
      },
      {
        initialState:
          'Stabilised: SpO2 97% with good chest rise; the anaesthetist is preparing to intubate before the CT scan. The simulation is complete.',
        vitalSigns: { hr: 76, rr: 20, temp: 36.3, nibp: '128/76', o2: 97, co2: 40 },
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
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She has stopped breathing and her SpO2 is 80%: I call the trauma team and the anaesthetist now.',
      'I suction the blood from her mouth with a rigid Yankauer under direct vision, no finger sweep.',
      'I choose a small adult mask that fits from the bridge of her nose to the cleft of her chin, clear of her eyes.',
      'An adult self-inflating bag with its reservoir, connected to oxygen at 15 L/min.',
      'I ventilate from the head of the trolley.',
    ],
    [
      'A colleague holds her head in line while the front of the collar is opened; head neutral, no tilt, no extension.',
      'Jaw thrust without head tilt, my fingers behind the angles of her jaw.',
      'The mask goes on the right way up, over her nose and mouth.',
      'Two-person technique: both my hands hold the mask in E-C grips while a colleague squeezes the bag.',
      'The seal is tight and nothing presses on her eyes.',
      'My fingers lift her jaw up into the mask.',
      'Each breath over one second, just enough to see her chest rise.',
      'About 20 breaths a minute, one every 3 seconds.',
    ],
    [
      'No gag, so an oropharyngeal airway sized from the corner of her mouth to the angle of her jaw.',
      'I insert it upside down along the palate and rotate it into place, without moving her neck.',
      'I reassess her chest rise, SpO2 and heart rate.',
      'Her chest rises and her SpO2 climbs: the ventilation is effective.',
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
