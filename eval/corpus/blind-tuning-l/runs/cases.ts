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
  id: 'tl-r-sample',
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
      'I suction the secretions out of his mouth with a Yankauer sucker, under direct vision.',
      'I choose a child face mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I take a 500 mL self-inflating bag and connect it to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end over the nose, covering his nose and mouth.',
      'I hold the mask with an E-C clamp, with a tight seal and no pressure on his eyes.',
    ],
    [
      'I place his head in the sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw and off the soft tissue.',
      'My mask hand lifts his jaw up into the mask.',
      'I squeeze the bag over one second, just until the chest rises.',
      'I ventilate at 20 breaths per minute.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw.',
      'I insert it over a tongue depressor, following the curve of the tongue.',
      'The chest rises with every breath and his SpO2 is going up.',
    ],
    [],
  ],
};

/** New: Mila, 10 months (9 kg), apnoeic with a pulse after propofol sedation for an MRI; secretions; gag present. */
export const MILA: RunCase = {
  id: 'tl-r-mila-10m',
  title: 'Tuning case: 10-month-old (9 kg) apnoeic after propofol sedation for MRI, secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mila, a 10-month-old girl (9 kg), had an MRI of the brain this afternoon under a propofol infusion, as part of the work-up of her developmental delay. The scan has just finished and she has been wheeled out of the magnet room into the MRI induction bay, the infusion still running. The radiology nurse notices she has stopped breathing. She has a pulse. Frothy secretions are pooling at her mouth, and she still gags when anything touches the back of her throat. Her SpO2 is 80%. You are the first doctor to arrive.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia after procedural sedation and call for help at once.',
        objective2:
          'Suction the secretions under direct vision with an infant-sized catheter; choose an infant mask, a 450-500 mL self-inflating bag and oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective3:
          'Keep the infant head neutral with a shoulder roll, open the airway without pressing on the soft tissue, and place and hold the mask (E-C clamp, two people if it leaks) with a tight seal, off the eyes.',
        objective4:
          'Give 1-second breaths just to visible chest rise at 20-30 a minute, keeping the airway open with the mask hand.',
        objective5:
          'With a gag reflex present, choose and size a nasopharyngeal airway rather than an oral one, insert it correctly and reassess.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mila',
          age: 0.83,
          sex: 'Female',
          weight: 9,
          diagnosis:
            'Apnoea with a pulse after propofol sedation for MRI; developmental delay under investigation',
        },
        history: {
          symptoms: 'Stopped breathing at the end of a sedated MRI; secretions at the mouth',
          allergies: 'None known',
          medications: 'Propofol infusion for the scan; no regular medicines',
          pmh: 'Born at 38 weeks; global developmental delay under investigation',
          lastMeal: 'Milk feed 6 hours ago, clear fluids 2 hours ago',
          events:
            'Propofol bolus and infusion for a 40-minute MRI brain; breathing shallowly but regularly during the scan; apnoea noticed on transfer to the induction bay.',
        },
        PMH: {
          medicalConditions: 'Global developmental delay',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her mother and grandmother',
          vaccinations: 'Up to date for age',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Floppy, dusky, frothy secretions at the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 110, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Sedated; gags when the back of the throat is touched',
          disability: 'No response to voice',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Mila lies on a trolley in the MRI induction bay, outside the magnet room. She is not breathing and is dusky, with frothy secretions at her mouth. The propofol infusion is still running. Wall suction and oxygen, infant and child masks, bags of several sizes and airway adjuncts are at hand, all safe to use outside the magnet room.',
        vitalSigns: { hr: 110, rr: 0, temp: 36.5, nibp: '70/38', o2: 80, co2: null },
        airway: 'Secretions pooling in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Sedated, no response to voice',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin, and a self-inflating bag of at least 450-500 mL connected to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises that she is apnoeic and hypoxic and calls for help straight away; suctions the secretions from the mouth and nose under direct vision with a catheter suitable for an infant.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing after the scan. What do you do first?',
      },
      {
        initialState:
          'Bag-mask ventilation has started, but her chin drops onto her chest, air escapes round the mask and the chest hardly moves.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.5, nibp: '68/36', o2: 72, co2: null },
        airway: 'Secretions cleared; obstructed by the head position',
        breathing: 'Assisted breaths only; little chest rise',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Sedated',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the mask hand, lifting the jaw into the mask; gives each breath over about one second with just enough volume to make the chest rise; ventilates 20-30 times a minute.',
          airwayManagement:
            'Places the head neutral with a small roll under the shoulders, without overextending the neck; opens the airway with a gentle head tilt-chin lift or a jaw thrust, fingers on bone and off the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way round over both mouth and nose; holds it with an E-C clamp, changing to a two-person technique if it still leaks; gets a tight seal; keeps it off the eyes.',
        },
        softStop: 'The mask leaks and the chest hardly moves. What will you change?',
      },
      {
        initialState:
          'The chest now rises with most breaths, but her tongue falls back between breaths. She still gags when anything touches the back of her throat.',
        vitalSigns: { hr: 120, rr: 0, temp: 36.5, nibp: '74/40', o2: 87, co2: 55 },
        airway: 'Tongue falling back; gag reflex present',
        breathing: 'Assisted breaths, moderate chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Sedated, grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'Because she has a gag reflex, chooses a nasopharyngeal airway rather than an oral one, sized from the tip of the nose to the tragus of the ear; lubricates it and passes it straight back along the floor of the nose without force; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Would an airway adjunct help, and which one?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, good chest rise, and she is starting to take breaths of her own as the propofol wears off. The anaesthetist takes over. The simulation is complete.',
        vitalSigns: { hr: 128, rr: 22, temp: 36.6, nibp: '78/44', o2: 98, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise; some spontaneous breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Rousing, grimaces to pain',
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
      'She is apnoeic and hypoxic: I call for help now.',
      'I suction her mouth and nose under direct vision with an infant suction catheter.',
      'I choose an infant mask that fits from the bridge of her nose to the cleft of her chin.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'I put a small roll under her shoulders so her head is neutral, without hyperextension.',
      'I open the airway with a head tilt-chin lift, fingers on the bone of the jaw, not the soft tissue.',
      'I place the mask the right way round, covering her mouth and nose, away from her eyes.',
      'I hold the mask with an E-C clamp and, as it leaks, change to a two-person technique.',
      'The seal is tight now.',
      'My mask hand lifts her jaw into the mask.',
      'I squeeze the bag over one second, just until the chest rises.',
      'I ventilate at 25 breaths per minute.',
    ],
    [
      'She has a gag reflex, so I choose a nasopharyngeal airway sized from the tip of her nose to the tragus.',
      'I lubricate it and insert it straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises and her SpO2 is improving.',
    ],
    [],
  ],
};

/** New: Kofi, 9 years (28 kg), apnoeic with a pulse from a morphine PCA on the surgical ward; no gag. */
export const KOFI: RunCase = {
  id: 'tl-r-kofi-9y',
  title: 'Tuning case: 9-year-old (28 kg) apnoeic after a morphine PCA on the surgical ward, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Kofi, a 9-year-old boy (28 kg), is on the surgical ward on the first day after a laparoscopic appendicectomy for a perforated appendix. He has a morphine PCA with a background infusion, and overnight his mother pressed the button for him several times because he seemed sore. At 6 am the nurse finds him unresponsive and not breathing, with pinpoint pupils. He has a pulse. His SpO2 is 76%. His mouth is clear and he has no gag reflex. You are the first doctor to arrive.',
      objectives: {
        objective1: 'Recognise opioid-induced apnoea and hypoxia and call for help.',
        objective2:
          'Choose a child mask, a self-inflating bag of at least 500 mL and oxygen at 10-15 L/min; move the bed to ventilate from its head.',
        objective3:
          'Put the mask on the right way round over mouth and nose, off the eyes; sniffing position and a head tilt-chin lift without pressing on the soft tissue.',
        objective4:
          'Hold the mask with an E-C clamp (two people if it leaks) with a tight seal, lift the jaw into the mask and give 1-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, reassess, and confirm effective ventilation (naloxone is given alongside, not instead).',
      },
      patientReport: {
        basicInformation: {
          name: 'Kofi',
          age: 9,
          sex: 'Male',
          weight: 28,
          diagnosis:
            'Opioid-induced apnoea (morphine PCA) on day 1 after appendicectomy for perforated appendicitis',
        },
        history: {
          symptoms: 'Abdominal pain overnight, then found unresponsive and apnoeic',
          allergies: 'Penicillin (rash)',
          medications:
            'Morphine PCA with background infusion; IV ciprofloxacin and metronidazole; regular paracetamol',
          pmh: 'Mild asthma, no admissions',
          lastMeal: 'Nil by mouth since surgery yesterday; sips of water overnight',
          events:
            'Laparoscopic appendicectomy yesterday afternoon; PCA started in recovery; several extra boluses overnight, some pressed by his mother; found apnoeic at 6 am observations.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'Appendicectomy yesterday',
          allergies: 'Penicillin (rash)',
          medications: 'Salbutamol inhaler as needed',
          socialHistory: 'Lives with his parents and two younger sisters; in year 4 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Grey, unresponsive, lying flat in bed',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, heart rate 64, capillary refill 3 seconds',
          abdomen: 'Laparoscopic port sites clean, abdomen soft',
          neuro: 'Pinpoint pupils, no gag reflex',
          disability: 'Unresponsive to voice and pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Kofi lies flat in his ward bed, which stands with its head against the wall. He is not breathing and looks grey. The PCA is still running into his cannula. The ward resuscitation trolley has arrived with masks, bags, oxygen and airway adjuncts.',
        vitalSigns: { hr: 64, rr: 0, temp: 37.8, nibp: '92/54', o2: 76, co2: null },
        airway: 'Mouth clear; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Radial pulse present, slow; capillary refill 3 seconds',
        disability: 'Unresponsive, pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of 500 mL or more, connected to oxygen at 10-15 L/min.',
          ventilationTechnique:
            'Gets to the head of the bed (pulling it away from the wall) to ventilate from there.',
          airwayManagement: 'Recognises apnoea and hypoxia and calls for help (the resuscitation team).',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering both mouth and nose, and keeps it off the eyes.',
        },
        softStop: 'He is not breathing and the PCA is still running. What do you need first?',
      },
      {
        initialState:
          'Bagging has begun, but his head has slumped forward, air hisses out under the mask and the chest barely moves.',
        vitalSigns: { hr: 58, rr: 0, temp: 37.8, nibp: '90/52', o2: 71, co2: null },
        airway: 'Obstructed by the head position',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present, slow',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the mask hand; squeezes each breath over about one second with just enough volume to raise the chest; ventilates at 20-30 a minute.',
          airwayManagement:
            'Places the head in a sniffing position without overextending the neck; opens the airway with a head tilt-chin lift (or a jaw thrust), fingers on the bony jaw and off the soft tissue.',
          maskPositioning:
            'Holds the mask with an E-C clamp, moving to a two-person technique if it still leaks, and gets a tight seal.',
        },
        softStop: 'Air is leaking and the chest barely moves. What will you do?',
      },
      {
        initialState:
          'The chest now rises and his heart rate is picking up, but the tongue falls back between breaths. Naloxone has been drawn up.',
        vitalSigns: { hr: 88, rr: 0, temp: 37.8, nibp: '96/56', o2: 88, co2: 60 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw; inserts it without pushing the tongue back (over a tongue depressor, or by rotation in a child of his age); reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'The tongue keeps falling back. What could help?',
      },
      {
        initialState:
          'Stabilised: SpO2 97% with good chest rise; after naloxone he starts to breathe on his own and grimaces. The outreach team takes over. The simulation is complete.',
        vitalSigns: { hr: 102, rr: 18, temp: 37.8, nibp: '104/62', o2: 97, co2: 44 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise; breathing on his own',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces and moves to pain',
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
    ['BMV-1', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic, so I call the resuscitation team.',
      'We pull the bed away from the wall and I stand at the head of the bed.',
      'I choose a child mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 L/min.',
      'I put the mask on the right way round, covering his mouth and nose, keeping it off his eyes.',
    ],
    [
      'I place his head in the sniffing position, without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony jaw, not the soft tissue.',
      'I hold the mask with an E-C clamp and, as it leaks, use a two-person technique.',
      'The seal is tight now.',
      'My mask hand keeps his jaw lifted into the mask.',
      'I squeeze the bag over one second, just until the chest rises.',
      'I ventilate at 20 breaths per minute.',
    ],
    [
      'He has no gag reflex, so I choose an oropharyngeal airway sized from the corner of his mouth to the angle of his jaw.',
      'I insert it over a tongue depressor, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises with each breath and his SpO2 is improving.',
    ],
    [],
  ],
};

/**
 * New: Jonas, 12 years (40 kg), cyclist hit by a car; GCS 4, apnoeic with a pulse, spine not cleared, blood in the
 * mouth, no gag, Battle's sign (suspected basal skull fracture: no nasal airway).
 */
export const JONAS: RunCase = {
  id: 'tl-r-jonas-12y',
  title:
    'Tuning case: 12-year-old (40 kg) cyclist hit by a car, GCS 4, apnoeic, spine not cleared, Battle sign, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Jonas, a 12-year-old boy (40 kg), was riding his bike without a helmet when a car hit him at about 40 km/h; he was thrown onto the bonnet and then the road. The paramedics brought him in on a scoop with his head held in line. In the resuscitation room his GCS is 4 and he has just stopped breathing; he has a pulse. There is blood in his mouth from a split lip and a broken tooth. He has no gag reflex. There is bruising behind his left ear (Battle's sign) and blood-stained fluid from that ear. His SpO2 is 74%. His cervical spine has not been cleared. You are the first doctor at the head end.",
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in a head-injured child and call the trauma team and an anaesthetist at once.',
        objective2:
          'Keep the cervical spine in neutral with manual in-line stabilisation and suction the blood under direct vision, with no blind finger sweep.',
        objective3:
          'Choose a mask that fits (bridge of the nose to the cleft of the chin), an adult-size self-inflating bag on oxygen at 10-15 L/min, and ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a jaw thrust and no head tilt, hold the mask with two hands (two-person technique) with a tight seal off the eyes, and give 1-second breaths to chest rise at 20-30 a minute without hyperventilating.',
        objective5:
          "With no gag reflex and Battle's sign, choose an oropharyngeal airway (never a nasal one), insert it without moving the neck, and reassess.",
      },
      patientReport: {
        basicInformation: {
          name: 'Jonas',
          age: 12,
          sex: 'Male',
          weight: 40,
          diagnosis:
            'Severe head injury (GCS 4) with suspected basal skull fracture after a bicycle-car collision; apnoea with a pulse; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unconscious since the collision; vomited once at the scene',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; no bleeding disorder',
          lastMeal: 'Lunch about 3 hours ago',
          events:
            'Hit by a car while cycling without a helmet; thrown onto the bonnet and the road; GCS 7 at the scene, now 4; scoop and head blocks; apnoea on arrival in the resuscitation room.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his father; in year 7 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Unconscious, abrasions to the face and left side, blood in the mouth',
          breathing: 'No respiratory effort',
          circulation: 'Pulse present, heart rate 58, blood pressure 148/88, capillary refill 2 seconds',
          abdomen: 'Soft, abrasion over the left flank',
          neuro:
            "GCS 4, left pupil larger than the right and sluggish; Battle's sign on the left; no gag reflex",
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Jonas lies supine on the scoop on the resuscitation trolley; a paramedic holds his head in line. He has stopped breathing and blood is pooling in his mouth. Suction, oxygen, masks, adult and paediatric self-inflating bags and airway adjuncts are ready.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.0, nibp: '148/88', o2: 74, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, slow; capillary refill 2 seconds',
        disability: "GCS 4; left pupil larger than the right; Battle's sign",
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that fits from the bridge of the nose to the cleft of the chin (a small adult or large child mask) and a self-inflating bag big enough for a 40 kg child (an adult bag of about 1-1.6 L), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help (trauma team leader and anaesthetist) at once; keeps the head and neck in neutral alignment with manual in-line stabilisation, without tilting, turning or extending the neck; suctions the blood under direct vision with a rigid sucker, with no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. What are your first steps?',
      },
      {
        initialState:
          'Bagging has started, but the mask leaks around the cheeks, the tongue falls back and the chest barely moves.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.0, nibp: '152/90', o2: 68, co2: null },
        airway: 'Blood cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present, slow',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hands; squeezes over about one second, just to chest rise; 20-30 breaths a minute, without hyperventilating.',
          airwayManagement:
            'Opens the airway with a jaw thrust and no head tilt, fingers behind the angles of the jaw and off the soft tissue.',
          maskPositioning:
            'Puts the mask on the right way round over mouth and nose; uses an E-C clamp and a two-person technique (one holding the mask with both hands while another squeezes) for a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask leaks and the chest barely moves. What will you change?',
      },
      {
        initialState: 'The chest now rises, but the tongue keeps obstructing between breaths.',
        vitalSigns: { hr: 72, rr: 0, temp: 36.0, nibp: '138/80', o2: 86, co2: 46 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex and a suspected basal skull fracture, chooses an oropharyngeal airway (never a nasal one) sized from the corner of the mouth to the angle of the jaw; inserts it gently without moving the neck; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Which airway adjunct would you use, and why not the other one?',
      },
      {
        initialState:
          'Stabilised: SpO2 98% with good chest rise, his neck still held in line. The trauma anaesthetist arrives to secure his airway. The simulation is complete.',
        vitalSigns: { hr: 78, rr: 20, temp: 36.1, nibp: '132/78', o2: 98, co2: 39 },
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call the trauma team leader and the anaesthetist now.',
      'The paramedic keeps his head and neck in neutral with manual in-line stabilisation; no tilting or turning.',
      'I suction the blood from his mouth with a Yankauer under direct vision.',
      'I choose a small adult mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use an adult 1.6 L self-inflating bag connected to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'I open the airway with a jaw thrust and no head tilt, fingers behind the angles of the jaw.',
      'I put the mask on the right way round, covering his mouth and nose, away from his eyes.',
      'Two-person technique: I hold the mask with both hands in an E-C clamp and a nurse squeezes the bag.',
      'The seal is tight now.',
      'My mask hands keep the jaw lifted into the mask.',
      'Each squeeze lasts one second, just until the chest rises.',
      'We ventilate at 20 breaths per minute.',
    ],
    [
      'No gag and a possible basal skull fracture, so an oropharyngeal airway, sized from the corner of the mouth to the angle of the jaw.',
      'I insert it gently over a tongue depressor without moving his neck.',
      'I reassess chest rise, SpO2 and heart rate.',
      'The chest rises with every breath and his SpO2 is improving.',
    ],
    [],
  ],
};
