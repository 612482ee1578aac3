import type { HeldOutCase } from '../../../harness/held-out-types.ts';

/** A case of this part without its runs and errors: the document, what each phase asks for, and a path through it. */
export type RunsCaseBase = Omit<HeldOutCase, 'runs' | 'errors' | 'utterances'>;

/**
 * Sami, 8 years (25 kg), on the neurosurgical ward two days after a posterior fossa tumour resection: suddenly
 * apnoeic with a pulse and a Cushing response (HR 58, BP 150/90), SpO2 71 %, pooled secretions, no gag reflex
 * (an oral airway), no trauma.
 */
export const SAMI: RunsCaseBase = {
  id: 'tf-b-sami-8y',
  title: 'Tuning case: 8-year-old apnoeic on the ward two days after posterior fossa tumour surgery',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Sami, an 8-year-old boy (25 kg), is on the paediatric neurosurgical ward two days after resection of a posterior fossa tumour (medulloblastoma) through a midline suboccipital craniotomy. He was extubated the day after surgery; since then his cough and swallow have been weak and he drools. Twenty minutes ago he complained of a worsening headache and vomited once. His nurse now calls you: he is unresponsive and has stopped breathing, but he has a strong pulse. Heart rate 58, blood pressure 150/90: a Cushing response to rising intracranial pressure (a post-operative haematoma or acute hydrocephalus is suspected). His perfusion is good (capillary refill 2 seconds), so the slow heart rate calls for oxygen and ventilation, not chest compressions. SpO2 71 % in air. Saliva and secretions pool in his mouth. He has no gag reflex. He has not fallen and has no injury. You are the first doctor at the bedside; wall suction with a Yankauer, oxygen, bags, masks and airway adjuncts are in the bedside resuscitation trolley. A scan, osmotherapy and the neurosurgeons matter, but none of them comes before oxygenation and ventilation. Any deliberate hyperventilation is for the neurosurgical and intensive care team to decide once the airway is secure: until then he is ventilated at a normal rate for his age.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse and hypoxia and call for help at once (PICU or anaesthesia, and the neurosurgeon): ventilation comes before a scan, osmotherapy or waiting for the neurosurgeon.',
        objective2:
          'From the head of the bed, clear the pooled secretions with a Yankauer or a 10-12 Fr suction catheter under direct vision, with no finger sweep; keep the head in a neutral sniffing position on its head ring without hyperextending the neck; open the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw.',
        objective3:
          'Choose a child mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL, connected to oxygen at 10-15 L/min.',
        objective4:
          'Put the mask on the right way round over mouth and nose and clear of the eyes (pressure on the eyes would slow his heart further); hold it with an E-C clamp, with a second person if it leaks, with a tight seal; lift the jaw into the mask; give 1-second breaths just to visible chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it correctly; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Sami',
          age: 8,
          sex: 'Male',
          weight: 25,
          diagnosis:
            'Day 2 after resection of a posterior fossa medulloblastoma; sudden apnoea with a pulse and a Cushing response (suspected post-operative haematoma or acute hydrocephalus)',
        },
        history: {
          symptoms:
            'Worsening headache and one vomit 20 minutes ago, then unresponsive and apnoeic; weak cough and swallow with drooling since extubation',
          allergies: 'None known',
          medications:
            'Dexamethasone, regular paracetamol, ondansetron as needed; no opioid in the last 12 hours',
          pmh: 'Posterior fossa medulloblastoma diagnosed ten days ago after two weeks of morning headaches, vomiting and unsteadiness',
          lastMeal: 'Sips of thickened fluid 3 hours ago',
          events:
            'Tumour resection through a midline suboccipital craniotomy two days ago; one night in PICU, extubated on day 1. Today a worsening headache and a vomit, then unresponsive and apnoeic in his bed on the ward. No fall, no injury.',
        },
        PMH: {
          medicalConditions: 'Posterior fossa medulloblastoma',
          hospitalizations: 'This admission (neurosurgical ward, one night in PICU after surgery)',
          surgeries: 'Resection of the posterior fossa tumour two days ago',
          allergies: 'None known',
          medications: 'Dexamethasone, paracetamol, ondansetron',
          socialHistory: 'Lives with his parents and his twin sister; in year 4 at primary school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive and grey, lying flat with his head on a gel ring; saliva pooling in his mouth and on the pillow; the dressing over the suboccipital wound is dry',
          breathing: 'No respiratory effort, no chest movement; SpO2 71 % in air',
          circulation:
            'Strong central pulse, heart rate 58, blood pressure 150/90, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro:
            'GCS 3; pupils equal at 4 mm, reacting sluggishly; no gag reflex and no cough; no sign of any injury',
          disability: 'Unresponsive (GCS 3)',
        },
        labs: {
          rvp: 'Not sent. Bedside glucose 6.8 mmol/L; sodium 138 mmol/L this morning',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Sami lies flat in his ward bed, the head of the bed against the wall, grey and not breathing, with saliva pooling in his mouth. A peripheral cannula is in his arm. The resuscitation trolley, wall suction with a Yankauer and oxygen are at the bedside.',
        vitalSigns: { hr: 58, rr: 0, temp: 37.4, nibp: '150/90', o2: 71, co2: null },
        airway: 'Secretions pooling in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Strong central pulse, heart rate 58, capillary refill 2 seconds',
        disability: 'GCS 3; pupils equal, sluggish',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Moves to the head of the bed to manage the airway and ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once (PICU or anaesthesia and the neurosurgeon) rather than waiting for a scan, for treatment of the intracranial pressure or for the neurosurgeon; suctions the secretions with a Yankauer or a 10-12 Fr catheter under direct vision, with no finger sweep; places the head in a neutral sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and off the soft tissue under it.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and his mouth is full of secretions. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear and his airway is open, but he still does not breathe and his saturation is falling.',
        vitalSigns: { hr: 56, rr: 0, temp: 37.4, nibp: '154/92', o2: 66, co2: null },
        airway: 'Clear after suction, held open',
        breathing: 'Apnoeic',
        circulation: 'Strong central pulse, heart rate 56',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL, and connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes each breath over about 1 second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute.',
          airwayManagement: '',
          maskPositioning:
            'Places the mask the right way round, covering the mouth and the nose, with its rim clear of the eyes; holds it with an E-C clamp, with a second person if it leaks; gets a tight seal.',
        },
        softStop: 'His saturation is 66 % and falling. How will you ventilate him?',
      },
      {
        initialState:
          'Bagging lifts his chest and his heart rate is rising, but between breaths his tongue falls back and the airway is hard to keep open. He still has no gag reflex.',
        vitalSigns: { hr: 72, rr: 24, temp: 37.4, nibp: '142/86', o2: 86, co2: 52 },
        airway: 'Partly obstructed by the tongue between breaths; no gag reflex',
        breathing: 'Assisted at 24/min; the chest rises when the airway is held open',
        circulation: 'Strong pulse, heart rate 72',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'The oral airway holds his airway open and his chest rises well with every breath. The anaesthetist is preparing to intubate him and the neurosurgeon has arranged an urgent CT. The simulation is complete.',
        vitalSigns: { hr: 86, rr: 24, temp: 37.3, nibp: '134/82', o2: 98, co2: 42 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Strong pulse, heart rate 86, capillary refill 2 seconds',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-16'],
    [
      'BMV-8',
      'BMV-9',
      'BMV-10',
      'BMV-11',
      'BMV-12',
      'BMV-13',
      'BMV-14',
      'BMV-15',
      'BMV-17',
      'BMV-18',
      'BMV-19',
    ],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse and his SpO2 is 71 %: I call for help now, PICU, the anaesthetist and the neurosurgeon.',
      'I pull the bed away from the wall and stand at the head of the bed.',
      'I suction the secretions from his mouth with a Yankauer, keeping the tip in view.',
      'I put his head in a neutral sniffing position without hyperextending the neck and open the airway with a jaw thrust, fingers on the bone of the jaw, not the soft tissue.',
    ],
    [
      'I choose a child mask that reaches from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I place the mask narrow end over the bridge of his nose, covering his mouth and nose and clear of his eyes, and hold it with an E-C clamp with a tight seal.',
      'The three lower fingers of my mask hand lift his jaw into the mask.',
      'I squeeze each breath over one second, just until the chest rises, at 24 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw and insert it over a tongue depressor, following the curve of the tongue.',
      'I reassess his chest rise, SpO2 and heart rate.',
      'His chest rises with every breath and his SpO2 is climbing: the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Jack, 16 years (75 kg), head and neck injury in a rugby tackle, GCS 5, apnoeic with a pulse, SpO2 78 %, blood in the
 * mouth, no gag reflex, signs of a base-of-skull fracture (haemotympanum, blood-stained fluid from the left ear),
 * cervical spine not cleared: manual in-line stabilisation, jaw thrust only, adult equipment, an oral airway only.
 */
export const JACK: RunsCaseBase = {
  id: 'tf-b-jack-16y',
  title: 'Tuning case: 16-year-old apnoeic after a rugby tackle, head and neck injury, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Jack, a 16-year-old (75 kg), went into a tackle head first in a school rugby match: his head struck an opponent's hip and his neck was bent sideways. He was briefly knocked out, then confused, and vomited once in the ambulance. Paramedics brought him to the emergency department on a scoop stretcher in a cervical collar with head blocks and tape. In the resuscitation room his GCS fell from 13 to 5, and he has now stopped breathing, though he has a pulse. SpO2 78 %. Blood from a bitten tongue pools in his mouth. He has no gag reflex. His left ear leaks blood-stained clear fluid and the eardrum behind it is blue-purple (haemotympanum): a base-of-skull fracture is suspected, so no tube or catheter goes through his nose. His cervical spine is not cleared: his head and neck are held in line by hand, the airway is opened with a jaw thrust only, and nothing tilts, turns or props up his head. His pupils are equal and reacting, so there is no sign of herniation and no reason to hyperventilate him. He is post-pubertal and adult-sized: he needs an adult mask, an adult self-inflating bag (about 1.5 L) and an adult ventilation rate of 10-12 breaths a minute (one every 5-6 seconds). You are the paediatric registrar at the head of the trolley with one nurse; the rest of the trauma team is not yet in the room.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse and hypoxia and call the trauma team and an anaesthetist at once, before imaging, bloods or the secondary survey.',
        objective2:
          'Ventilate from the head of the trolley; keep the cervical spine in line with manual in-line stabilisation (head neutral, no pillow, no tilt or turning), opening the front of the collar only while the head is held; clear the blood from the mouth with a rigid Yankauer under direct vision, never through the nose.',
        objective3:
          'Choose adult equipment: an adult mask from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1.5 L) on oxygen at 15 L/min.',
        objective4:
          'Open the airway with a jaw thrust only; put the mask on the right way round over mouth and nose and off the eyes; use a two-person technique with a two-handed E-C grip and a tight seal, lifting the jaw into the mask; give 1-second breaths just to chest rise at 10-12 a minute, with no hyperventilation.',
        objective5:
          'With no gag reflex and signs of a base-of-skull fracture, size and insert an oropharyngeal airway, never a nasopharyngeal one; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jack',
          age: 16,
          sex: 'Male',
          weight: 75,
          diagnosis:
            'Severe traumatic brain injury with a suspected base-of-skull fracture after a rugby tackle; cervical spine not cleared; apnoeic with a pulse',
        },
        history: {
          symptoms:
            'Brief loss of consciousness on the pitch, then confusion and one vomit; GCS fell from 13 to 5 in the resuscitation room, then apnoea',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild asthma as a young child; one concussion last season',
          lastMeal: 'Pasta at lunch, about 4 hours ago',
          events:
            "Head-first tackle in a school rugby match: his head hit an opponent's hip and his neck was bent sideways. Immobilised by paramedics in a collar, blocks and tape on a scoop stretcher. Stopped breathing a few minutes after arrival, with a pulse.",
        },
        PMH: {
          medicalConditions: 'Mild childhood asthma, no inhaler for years',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with his mother and younger brother; sixth-form student; plays rugby for his school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Adult-sized adolescent on a scoop stretcher in a cervical collar with blocks and tape; unresponsive; blood from a bitten tongue pooling in his mouth',
          breathing: 'Apnoeic, no chest movement; SpO2 78 % despite a non-rebreather mask',
          circulation: 'Pulse present, heart rate 112, blood pressure 136/82, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 5 (E1 V1 M3) before the apnoea, now unresponsive; pupils equal at 4 mm and reacting; no gag reflex; a boggy swelling over the left temple; blood-stained clear fluid from the left ear with haemotympanum behind it (suspected base-of-skull fracture); cervical spine not cleared',
          disability: 'GCS 5, then unresponsive',
        },
        labs: {
          rvp: 'Not sent. Bedside glucose 7.1 mmol/L; venous gas pending; no imaging yet',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Jack lies on the resuscitation trolley in a collar, blocks and tape, not breathing, with blood pooling in his mouth. Two cannulas are in place. Wall suction with a rigid Yankauer, oxygen, adult and paediatric masks and bags, and airway adjuncts are at the bedside.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.6, nibp: '136/82', o2: 78, co2: null },
        airway: 'Blood from a bitten tongue pooling in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive; pupils equal and reacting; fluid from the left ear',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult face mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1.5 L), and connects the bag to oxygen at 15 L/min.',
          ventilationTechnique: 'Stands at the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls the trauma team and an anaesthetist at once, before imaging, bloods or the secondary survey; keeps the cervical spine in line with manual in-line stabilisation, the head neutral, with no pillow, tilt or turning; suctions the blood from the mouth with a rigid Yankauer under direct vision, never through the nose.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and there is blood in his mouth. What do you do?',
      },
      {
        initialState:
          'His mouth is clear and his neck is held in line, but the tongue falls back, air escapes round the mask and the chest barely moves.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.6, nibp: '140/84', o2: 74, co2: null },
        airway: 'Clear of blood; the tongue falls back against the pharynx',
        breathing: 'Assisted breaths only; minimal chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 118',
        disability: 'Unresponsive; pupils equal and reacting',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hands that hold it; squeezes each breath over about 1 second with just enough volume to see the chest rise; ventilates at an adult rate of 10-12 breaths a minute (one every 5-6 seconds), without hyperventilating.',
          airwayManagement:
            'Opens the airway with a jaw thrust only (no head tilt-chin lift), fingers behind the angles of the jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round, covering the mouth and the nose, clear of the eyes; holds it with an E-C clamp, using a two-person, two-handed technique while the neck is held; gets a tight seal.',
        },
        softStop: 'Air is escaping round the mask and the chest hardly moves. What could you change?',
      },
      {
        initialState:
          'The chest rises with the two-person technique, but his tongue falls back between breaths. He still has no gag reflex, and fluid still leaks from his left ear.',
        vitalSigns: { hr: 104, rr: 12, temp: 36.6, nibp: '132/80', o2: 89, co2: 46 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted at 12/min; the chest rises when the jaw is held forward',
        circulation: 'Pulse present, heart rate 104',
        disability: 'Unresponsive; pupils equal and reacting',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'With no gag reflex and a suspected base-of-skull fracture, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw, never a nasopharyngeal airway, and inserts it correctly without moving the neck; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'The oral airway keeps his airway open and his chest rises well with every breath, his neck still held in line. The anaesthetist and the trauma team leader have arrived to intubate him before CT. The simulation is complete.',
        vitalSigns: { hr: 96, rr: 12, temp: 36.6, nibp: '128/78', o2: 98, co2: 40 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive; pupils equal and reacting',
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
      'He is apnoeic with a pulse and his SpO2 is 78 %: I call the trauma team and an anaesthetist now.',
      'I stand at the head of the trolley.',
      'The nurse holds manual in-line stabilisation, head and neck neutral, no pillow, while the front of the collar is opened.',
      'I suction the blood from his mouth with a rigid Yankauer under direct vision, nothing through the nose.',
      'I choose an adult mask that fits from the bridge of his nose to the cleft of his chin and an adult 1.5 L self-inflating bag, and connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I open his airway with a jaw thrust only, fingers behind the angles of the jaw, no head tilt.',
      'I place the mask narrow end over the bridge of his nose, covering his mouth and nose, clear of his eyes.',
      'Two-person technique: I hold the mask with both hands in an E-C clamp with a tight seal and lift his jaw into the mask.',
      'My colleague squeezes each breath over one second, just until the chest rises, at 10 to 12 breaths a minute.',
    ],
    [
      'With no gag reflex and the fluid from his ear, I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw, no nasal airway, and insert it over a tongue depressor without moving his neck.',
      'I reassess his chest rise, SpO2 and heart rate.',
      'His chest rises with every breath and his SpO2 is climbing: the ventilation is effective.',
    ],
    [],
  ],
};
