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
  id: 'tp-r-sample',
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
      'I suction the secretions out of his mouth with a Yankauer catheter, keeping the tip where I can see it.',
      'I pick a child face mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 litres per minute.',
      'I stand at the head of the bed to ventilate.',
      'I put the mask on the right way round, narrow end over the nose, covering his nose and mouth.',
      'I hold the mask with an E-C clamp, the seal is tight with no leak, and there is no pressure on his eyes.',
    ],
    [
      'I place his head in the sniffing position with a small towel under the head, without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bone of the jaw and off the soft tissue.',
      'I keep the airway open by lifting the jaw into the mask with the hand that holds the mask.',
      'I squeeze the bag over about one second, just enough to see the chest rise.',
      'I ventilate at 20 breaths per minute, one breath every 3 seconds.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with a tongue depressor, following the curve of the tongue.',
      'The chest rises with every breath and the SpO2 is improving, so ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Lena, 10 months (9 kg), sedated with chloral hydrate for an echocardiogram, now apnoeic with a pulse, secretions
 * in the mouth, gag reflex present (nasal airway), no trauma.
 */
export const LENA: RunCase = {
  id: 'tp-r-lena-10m',
  title: 'Tuning case: 10-month-old (9 kg) apnoeic after chloral hydrate sedation for an echo, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Lena, a 10-month-old girl (9 kg), was sent to the cardiology day unit for an echocardiogram of a soft murmur. She was given oral chloral hydrate for sedation about 40 minutes ago and fell asleep. Halfway through the scan the sonographer notices that she is grey and not breathing. She has a pulse. Secretions are bubbling in her mouth. Her SpO2 is 78%. She still has a gag reflex. There was no fall or injury. You are the first doctor in the echo room.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after procedural sedation, stop the procedure and call for help at once.',
        objective2:
          'Suction the secretions gently under direct vision with a suitable catheter; choose an infant mask (bridge of the nose to the cleft of the chin) and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the couch.',
        objective3:
          'Keep the infant head neutral with a shoulder roll, neither flexed nor hyperextended, and open the airway with a chin lift or jaw thrust on bone.',
        objective4:
          'Put the mask on the right way round over mouth and nose, clear of the eyes; hold it with an E-C clamp (two people if it leaks) with a tight seal; lift the jaw into the mask; give gentle 1-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With the gag reflex present, choose a nasopharyngeal airway (nostril to tragus), insert it correctly and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Lena',
          age: 0.83,
          sex: 'Female',
          weight: 9,
          diagnosis: 'Respiratory depression after chloral hydrate sedation; apnoea with a pulse',
        },
        history: {
          symptoms: 'Deeply asleep after sedation, then apnoeic and grey',
          allergies: 'None known',
          medications: 'Chloral hydrate 50 mg/kg by mouth 40 minutes ago',
          pmh: 'Soft systolic murmur heard at her 9-month check; otherwise well',
          lastMeal: 'Milk feed 3 hours ago',
          events:
            'Sedated for an outpatient echocardiogram; found apnoeic and grey by the sonographer mid-scan.',
        },
        PMH: {
          medicalConditions: 'Murmur under investigation',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with her parents; her mother is in the echo room',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Floppy, grey, frothy secretions at the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 118, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Deeply sedated, pupils small and reactive; gag reflex present',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Lena lies on her back on the echo couch, gel on her chest, not breathing. Her mother is holding her hand. The emergency trolley with suction, oxygen, infant masks, bags and airway adjuncts is at the door.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.8, nibp: '82/48', o2: 78, co2: null },
        airway: 'Frothy secretions in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Picks an infant mask that covers from the bridge of the nose to the cleft of the chin, and a self-inflating bag of 450-500 mL hooked up to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the couch to ventilate.',
          airwayManagement:
            'Sees that she is apnoeic and hypoxic, stops the scan and calls for help straight away; clears the secretions gently with a suitable suction catheter, under direct vision.',
          maskPositioning: '',
        },
        softStop: 'The baby has stopped breathing on the echo couch. What do you do first?',
      },
      {
        initialState:
          'Bagging has begun, but her head flops forward, the mask leaks at the cheeks and the chest barely moves.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.8, nibp: '80/46', o2: 70, co2: null },
        airway: 'Secretions cleared; head flexed, tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present, heart rate falling',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the hand holding the mask; gives gentle breaths over about one second, just enough for the chest to rise, 20-30 a minute.',
          airwayManagement:
            'Brings the head to neutral with a roll under the shoulders, without flexing or overextending the neck; opens the airway with a chin lift or jaw thrust, fingers on the bone and not the soft tissue under the jaw.',
          maskPositioning:
            'Mask the right way round over both mouth and nose; E-C clamp, with a second person if it still leaks; a tight seal; nothing pressing on the eyes.',
        },
        softStop: 'The chest is hardly moving and the heart rate is dropping. What will you change?',
      },
      {
        initialState:
          'The chest moves better and the heart rate recovers, but she gags when the mask is pressed and her tongue falls back between breaths.',
        vitalSigns: { hr: 128, rr: 0, temp: 36.8, nibp: '84/50', o2: 86, co2: 52 },
        airway: 'Tongue falling back; gag reflex present',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'Uses a nasopharyngeal airway rather than an oral one because she gags, measured from the tip of the nose to the tragus; lubricates it and slides it straight back along the floor of the nose without force; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'She gags on the mask and the tongue keeps falling back. What adjunct will you use?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise, heart rate 132. She is starting to breathe on her own and the anaesthetist has arrived. The simulation is complete.',
        vitalSigns: { hr: 132, rr: 28, temp: 36.9, nibp: '86/52', o2: 97, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise; some spontaneous breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Stirs to pain',
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
      'She is apnoeic and hypoxic: I stop the echo and call for help now.',
      'I suction the secretions from her mouth with a soft suction catheter, under direct vision.',
      'I choose an infant mask that reaches from the bridge of her nose to the cleft of her chin.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 litres per minute.',
      'I move to the head of the couch to ventilate her.',
    ],
    [
      'I put a rolled towel under her shoulders to keep her head neutral, not flexed and not hyperextended.',
      'I open the airway with a chin lift, my fingers on the bone of the jaw, not the soft tissue.',
      'I put the mask on the right way round, covering her mouth and nose.',
      'I hold the mask with an E-C clamp and a second person squeezes the bag because of the leak.',
      'The seal is tight now and nothing presses on her eyes.',
      'I lift her jaw into the mask with the hand that holds the mask.',
      'Each breath over one second, just enough to see the chest rise.',
      'I ventilate at 25 breaths per minute.',
    ],
    [
      'She gags, so I choose a nasopharyngeal airway, measured from the tip of her nose to the tragus of her ear.',
      'I lubricate it and insert it straight back along the floor of the nose, without force.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises well and the SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Theo, 8 years (25 kg), hit by a car; GCS 4, apnoeic with a pulse, cervical spine not cleared, blood in the mouth,
 * no gag reflex, blood from the left ear (possible basal skull fracture: oral airway, no nasal one).
 */
export const THEO: RunCase = {
  id: 'tp-r-theo-8y',
  title:
    'Tuning case: 8-year-old (25 kg) hit by a car, GCS 4, spine not cleared, blood in the mouth and from the ear',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Theo, an 8-year-old boy (25 kg), ran into the road and was hit by a car travelling at about 40 km/h, 30 minutes ago. He was thrown onto the bonnet and then the road. The ambulance crew brought him in on a scoop stretcher with blocks and tape. In the resuscitation room his GCS is 4 and he has just stopped breathing, but he has a pulse. There is blood in his mouth and blood trickling from his left ear. His SpO2 is 80%. He has no gag reflex. His cervical spine has not been cleared. You are the first doctor at the head of the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in a head-injured child and call the trauma team and an anaesthetist at once, without waiting for imaging.',
        objective2:
          'Keep the head and neck in line with manual in-line stabilisation, open the airway with a jaw thrust and no head tilt, and suction the blood under direct vision with a rigid sucker.',
        objective3:
          'Choose a child mask (bridge of the nose to the cleft of the chin) and a self-inflating bag of 500 mL or more on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Put the mask on the right way round over mouth and nose, clear of the eyes, with a two-person E-C technique and a tight seal, lifting the jaw into the mask; give 1-second breaths to visible chest rise at about 20 a minute, avoiding hyperventilation and gastric distension.',
        objective5:
          'With no gag reflex and a possible basal skull fracture, choose an oropharyngeal airway (never a nasal one), size and insert it correctly, and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Theo',
          age: 8,
          sex: 'Male',
          weight: 25,
          diagnosis:
            'Pedestrian hit by a car: severe head injury, possible basal skull fracture, apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unresponsive since the impact; vomited blood-stained fluid once at the scene',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild asthma, no admissions',
          lastMeal: 'Lunch about 2 hours ago',
          events:
            'Hit by a car at about 40 km/h, thrown onto the bonnet and then the road; immobilised on a scoop with blocks and tape.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler as needed',
          socialHistory: 'Lives with his mother and stepfather; in year 3 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, abrasions over the left side of the face and scalp, blood in the mouth, blood from the left ear',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 130, capillary refill 3 seconds',
          abdomen: 'Soft, abrasion over the left flank',
          neuro: 'GCS 4 (E1 V1 M2), left pupil 5 mm and sluggish, right 3 mm; no gag reflex',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent; blood gas, full blood count and cross-match sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Theo is on the trolley, still on the scoop, with blocks and tape on his head. He is not breathing and blood pools in his mouth. A paramedic stands beside him. Suction, oxygen, masks, bags and airway adjuncts are ready.',
        vitalSigns: { hr: 130, rr: 0, temp: 36.2, nibp: '104/62', o2: 80, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'GCS 4, left pupil larger',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Takes position at the head of the trolley to manage the airway and ventilate.',
          airwayManagement:
            'Calls the trauma team and an anaesthetist immediately, not after imaging; keeps the head and neck neutral and in line with manual in-line stabilisation (no pillow, no turning, no extension); opens the airway with a jaw thrust alone, no head tilt, fingers behind the angle of the jaw; clears the blood with a rigid sucker, looking where it goes.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. What do you do first?',
      },
      {
        initialState:
          'The airway is open with a jaw thrust and the blood has been cleared. Ventilation now has to begin; the first attempt leaks round the mask.',
        vitalSigns: { hr: 124, rr: 0, temp: 36.2, nibp: '108/64', o2: 74, co2: null },
        airway: 'Blood cleared; jaw thrust held',
        breathing: 'Apnoeic; no chest rise yet',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment:
            'A child mask that sits from the bridge of the nose to the cleft of the chin; a self-inflating bag of 500 mL or more; oxygen connected and running at 10-15 L/min.',
          ventilationTechnique:
            'Holds the jaw up into the mask with the mask hands rather than pressing the mask down; ventilates at about 20 breaths a minute, no faster: no hyperventilation with this head injury.',
          airwayManagement: '',
          maskPositioning:
            'Mask the right way round over mouth and nose, clear of the eyes; two-person E-C technique so the jaw thrust and in-line stabilisation are kept; a tight seal.',
        },
        softStop: 'The mask is leaking. How will you hold it and how fast will you breathe for him?',
      },
      {
        initialState:
          'The chest rises, but the stomach swells with each breath and the tongue falls back between breaths. Still no gag reflex. Blood keeps trickling from the left ear.',
        vitalSigns: { hr: 116, rr: 20, temp: 36.2, nibp: '110/66', o2: 88, co2: 46 },
        airway: 'Tongue falling back; no gag reflex; blood from the left ear',
        breathing: 'Assisted breaths, chest rising; epigastrium distending',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise (not emptying the bag); ventilates effectively: visible chest rise and a rising SpO2.',
          airwayManagement:
            'Chooses an oropharyngeal airway (no gag reflex; a nasal airway is contraindicated with the possible basal skull fracture), sized from the incisors or corner of the mouth to the angle of the jaw, inserted gently without forcing; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His stomach is swelling and the tongue falls back. What now?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise, no further gastric distension, spine still protected. The anaesthetist is preparing to intubate. The simulation is complete.',
        vitalSigns: { hr: 108, rr: 20, temp: 36.3, nibp: '108/64', o2: 97, co2: 38 },
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call the trauma team and the anaesthetist right now.',
      'The paramedic holds manual in-line stabilisation, head and neck neutral, no turning and no extension.',
      'I suction the blood from his mouth with a rigid Yankauer under direct vision.',
      'I open the airway with a jaw thrust only, no head tilt, fingers behind the angles of the jaw.',
      'I stand at the head of the trolley.',
    ],
    [
      'I choose a child mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 litres per minute.',
      'I put the mask on the right way round, narrow end at the nose, covering his mouth and nose, away from his eyes.',
      'Two-person technique: I hold the mask with both hands in E-C grips and a nurse squeezes the bag.',
      'The seal is tight with no leak.',
      'I keep lifting the jaw into the mask with my mask hands.',
      'We ventilate at 20 breaths per minute, one every 3 seconds.',
    ],
    [
      'Each squeeze over one second, only enough volume to see the chest rise.',
      'No nasal airway because of the possible basal skull fracture; he has no gag, so I choose an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw.',
      'I insert it gently with a tongue depressor, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises with each breath and the SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Jordan, 16 years (60 kg), drank heavily at a party; apnoeic with a pulse, vomit in the mouth, no gag reflex,
 * no injury (adult-size equipment and an adult rescue-breathing rate).
 */
export const JORDAN: RunCase = {
  id: 'tp-r-jordan-16y',
  title: 'Tuning case: 16-year-old (60 kg) apnoeic with a pulse after alcohol at a party, vomit, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jordan, a 16-year-old boy (60 kg), was brought in by ambulance from a house party where friends say he drank most of a bottle of vodka over two hours. They laid him on a sofa when he became drowsy; nobody saw a fall or injury. In the emergency department he has vomited and then stopped breathing, but he has a pulse. There is vomit in his mouth. His SpO2 is 76%. He has no gag reflex. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia in an intoxicated adolescent and call for help at once.',
        objective2:
          'Clear the vomit with a rigid wide-bore sucker under direct vision (no blind finger sweep); sniffing position without hyperextension; head tilt-chin lift on bone.',
        objective3:
          'Choose adult-size equipment: an adult mask (bridge of the nose to the cleft of the chin) and an adult self-inflating bag (about 1-1.6 L) on oxygen at 10-15 L/min.',
        objective4:
          'From the head of the bed, put the mask on the right way round over mouth and nose, clear of the eyes; E-C clamp (two people if it leaks) with a tight seal, lifting the jaw into the mask.',
        objective5:
          'Give 1-second breaths just to visible chest rise at an adult rate (one every 5-6 seconds) without gastric distension; insert a correctly sized oropharyngeal airway and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jordan',
          age: 16,
          sex: 'Male',
          weight: 60,
          diagnosis: 'Acute alcohol intoxication with vomiting; apnoea with a pulse',
        },
        history: {
          symptoms: 'Slurred speech, then drowsy and unrousable; vomited in the department',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well',
          lastMeal: 'Crisps and pizza at the party about 3 hours ago',
          events:
            'Drank most of a bottle of vodka over two hours at a party; laid on a sofa by friends; no fall or injury seen.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'Appendicectomy at 12',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his father; in year 11 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, cyanosed lips, vomit in the mouth, smells strongly of alcohol',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 96, cool peripheries',
          abdomen: 'Soft',
          neuro: 'GCS 3, pupils equal and reactive; no gag reflex; no sign of head injury',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not sent; blood glucose 4.1 mmol/L, ethanol level sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Jordan lies on his back on the trolley in a cubicle, not breathing, vomit in his mouth. A friend is in the corridor. Suction, oxygen, adult and child masks, bags and adjuncts are on the resuscitation trolley.',
        vitalSigns: { hr: 96, rr: 0, temp: 35.6, nibp: '108/64', o2: 76, co2: null },
        airway: 'Vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, cool peripheries',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Takes adult-size kit: an adult mask reaching from the bridge of the nose to the cleft of the chin, and an adult self-inflating bag (roughly 1-1.6 L) with oxygen on at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Calls for help as soon as he sees the apnoea and low saturation; clears the vomit with a rigid wide-bore sucker under direct vision, never a blind finger sweep; puts the head in the sniffing position without overextending the neck; opens the airway with a head tilt-chin lift, fingers on the bony chin.',
          maskPositioning: '',
        },
        softStop: 'He has vomited and stopped breathing. What do you need?',
      },
      {
        initialState:
          'The airway is clear and open and the bag is ready; the mask is not on his face yet and a friend offers to help.',
        vitalSigns: { hr: 90, rr: 0, temp: 35.6, nibp: '104/62', o2: 72, co2: null },
        airway: 'Vomit cleared; airway open with a chin lift',
        breathing: 'Apnoeic',
        circulation: 'Pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head of the bed; keeps the airway open with the mask hand, lifting the jaw into the mask instead of pushing the mask onto the face.',
          airwayManagement: '',
          maskPositioning:
            'Mask on the right way round covering mouth and nose, off the eyes; E-C clamp, two-person if the seal is poor; no leak.',
        },
        softStop: 'How will you put the mask on and hold it?',
      },
      {
        initialState:
          'The chest rises, but the breaths are big and quick, his stomach is swelling, and the tongue falls back between breaths. Still no gag reflex.',
        vitalSigns: { hr: 98, rr: 28, temp: 35.6, nibp: '110/66', o2: 88, co2: 55 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, chest rising; epigastrium distending',
        circulation: 'Pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes over about one second with only enough volume for visible chest rise (not the whole adult bag); slows to an adult rescue rate, about one breath every 5-6 seconds (10-12 a minute), no hyperventilation; ventilates effectively: chest rises and SpO2 improves.',
          airwayManagement:
            'Chooses an oropharyngeal airway (no gag reflex) sized from the corner of the mouth to the angle of the jaw and inserts it correctly (rotation technique or tongue depressor at his age), then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His stomach is swelling and the tongue keeps dropping back. What do you change?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, good chest rise, no more gastric distension. He begins to take occasional breaths. The simulation is complete.',
        vitalSigns: { hr: 88, rr: 12, temp: 35.8, nibp: '112/68', o2: 97, co2: 42 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present',
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
    ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with low saturation: I call for help immediately.',
      'I suction the vomit with a rigid Yankauer sucker under direct vision.',
      'I put his head in the sniffing position with a pad under the head, without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony chin.',
      'I choose an adult mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I use an adult self-inflating bag of 1.5 litres connected to oxygen at 15 litres per minute.',
    ],
    [
      'I stand at the head of the bed.',
      'I put the mask on the right way round, covering his mouth and nose, off his eyes.',
      'I hold it with an E-C clamp and the seal is tight with no leak.',
      'I lift his jaw into the mask with the hand holding the mask.',
    ],
    [
      'Each squeeze over one second, just enough to see the chest rise.',
      'I ventilate at 10 breaths per minute, one every 6 seconds.',
      'He has no gag, so I choose an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw.',
      'I insert it upside down and rotate it 180 degrees as it reaches the soft palate, gently.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises with each breath and the SpO2 is climbing: ventilation is effective.',
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
