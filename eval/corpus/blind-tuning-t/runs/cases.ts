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
export const SAMPLE_T: RunCase = {
  id: 'tt-r-sample',
  title: 'Sample case: 4-year-old apnoeic after lorazepam for status epilepticus (batch T)',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I clear the secretions from his mouth with a Yankauer sucker, tip kept in view.',
      'I choose a child-size mask that fits from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag attached to oxygen at 15 litres a minute.',
      'I move to the head of the bed.',
      'The mask goes on the right way up, narrow end over the nose, covering both nose and mouth.',
      'I hold it with a C and E grip, it seals with no leak, and the rim stays off his eyes.',
    ],
    [
      'I set his head in a sniffing position with a small folded towel under the back of his head, not overextended.',
      'I open the airway with a head tilt and chin lift, fingers on the bony jaw, not the soft part under the chin.',
      'My mask hand keeps pulling his jaw up into the mask.',
      'Each breath is a gentle squeeze over one second, stopping when the chest rises.',
      'One breath every two to three seconds, so about 24 a minute.',
    ],
    [
      'No gag, so I take an oral airway sized from the corner of his mouth to the angle of his jaw.',
      'I press the tongue down with a tongue blade and slide the oral airway in the right way up along the tongue.',
      'The chest rises with each breath and the sats are going up, so the ventilation is working.',
    ],
    [],
  ],
};

/**
 * New: Tomasz, 3 months (5.8 kg), with congenital central hypoventilation syndrome (PHOX2B), found apnoeic on the
 * ward after his night-time nasal mask came off; milk and mucus in the mouth and nose; gag reflex present (nasal
 * airway); no trauma.
 */
export const TOMASZ: RunCase = {
  id: 'tt-r-tomasz-3m',
  title:
    'Tuning case: 3-month-old (5.8 kg) with congenital central hypoventilation syndrome, apnoeic asleep off his ventilator, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Tomasz, a 3-month-old boy (5.8 kg), has congenital central hypoventilation syndrome confirmed by PHOX2B testing at five weeks. He breathes on his own while awake but needs non-invasive ventilation through a nasal mask whenever he sleeps. He was admitted two days ago with a cold. At 03:00 the nurse finds that his nasal mask has slipped off during sleep: he is grey, floppy and not breathing, with a pulse. Milk from his last feed and mucus sit in his mouth and nostrils. His SpO2 is 64%. He screws up his face and gags when anything touches the back of his throat. You are the first doctor at the cot.',
      objectives: {
        objective1:
          'Recognise that a sleeping infant with central hypoventilation has stopped breathing and is hypoxic, and call for help at once rather than just refitting the home ventilator mask.',
        objective2:
          'Clear the milk and mucus from the mouth and nose gently, under direct vision, with a soft catheter of infant size, without a finger sweep or deep blind suction.',
        objective3:
          'Pick an infant mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL on oxygen at 10-15 L/min; ventilate from the head of the cot.',
        objective4:
          'Keep the head neutral with a small roll under the shoulders; open the airway without pressing the soft tissue under the chin; hold the mask the right way round over mouth and nose with a C-E grip (two people if it leaks), off the eyes; give 1-second breaths to visible chest rise, one every 2-3 seconds.',
        objective5:
          'Because he gags, choose a nasal airway sized from the nostril to the tragus, lubricate it and pass it along the floor of the nose; then recheck chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Tomasz',
          age: 0.25,
          sex: 'Male',
          weight: 5.8,
          diagnosis:
            'Congenital central hypoventilation syndrome (PHOX2B); apnoea and hypoxia during sleep off ventilation; rhinovirus infection',
        },
        history: {
          symptoms: 'Runny nose and cough for three days; more secretions than usual; feeding a little less',
          allergies: 'None known',
          medications: 'Nasal-mask non-invasive ventilation during every sleep; vitamin D drops',
          pmh: 'Cyanotic spells in the first week of life; CCHS diagnosed at five weeks; home ventilation since',
          lastMeal: 'Bottle feed of 120 mL at 02:00',
          events:
            'Settled on his nasal-mask ventilator after the 02:00 feed. The ventilator alarmed for a leak; at 03:00 the nurse found the mask off his face and the baby grey and not breathing.',
        },
        PMH: {
          medicalConditions:
            'Congenital central hypoventilation syndrome; no Hirschsprung disease found so far',
          hospitalizations: 'Neonatal unit for four weeks after birth',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Vitamin D drops',
          socialHistory: 'Lives with his parents, both trained in his ventilator care; no siblings',
          vaccinations: 'Eight-week immunisations given',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Grey, floppy, milk and mucus at the mouth and nostrils',
          breathing: 'No respiratory effort and no chest movement',
          circulation: 'Brachial pulse present, heart rate 104, capillary refill 3 seconds',
          abdomen: 'Soft, slightly distended',
          neuro: 'Fontanelle soft; does not rouse to voice; grimaces and gags when the throat is touched',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Nasopharyngeal swab positive for rhinovirus' },
      },
    },
    Phases: [
      {
        initialState:
          'Tomasz lies on his back in a cot on the ward, not breathing, his nasal ventilator mask beside his cheek. Milk and mucus sit in his mouth and nose. Wall suction, oxygen, neonatal and infant masks, a 250 mL and a 500 mL self-inflating bag, and airway adjuncts are on the resuscitation trolley.',
        vitalSigns: { hr: 104, rr: 0, temp: 37.8, nibp: '76/44', o2: 64, co2: null },
        airway: 'Milk and mucus in the mouth and nostrils; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Takes an infant mask sized from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL (not the small neonatal bag), connected to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the cot to give the breaths.',
          airwayManagement:
            'Recognises that he is apnoeic and hypoxic and calls for help straight away; suctions the milk and mucus from the mouth and then the nose with a soft infant-sized catheter, under direct vision, gently, with no finger sweep and no deep blind suction.',
          maskPositioning: '',
        },
        softStop: 'His ventilator mask is off and he is not breathing. What do you do first?',
      },
      {
        initialState:
          'Breaths are being given, but his big occiput tips his head forward, the mask leaks at the cheeks and the chest hardly rises.',
        vitalSigns: { hr: 112, rr: 0, temp: 37.8, nibp: '74/42', o2: 70, co2: null },
        airway: 'Secretions cleared; head flexed, soft-tissue obstruction',
        breathing: 'Assisted breaths only; little chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; gives each breath over about one second, only enough to see the chest rise; one breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Puts a small roll under the shoulders so the head is neutral, neither flexed nor tipped back; opens the airway with a gentle chin lift or jaw thrust, fingers on the jawbone and off the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask the right way round over both mouth and nose; holds it with a C-E grip and changes to a two-person hold while it leaks; gets a tight seal; keeps the mask rim and the fingers off the eyes.',
        },
        softStop: 'The chest is hardly moving and air is escaping. What will you change?',
      },
      {
        initialState:
          'The chest moves better, but his airway closes off between breaths; he gags when the suction catheter touches the back of his throat.',
        vitalSigns: { hr: 138, rr: 0, temp: 37.7, nibp: '80/46', o2: 85, co2: 64 },
        airway: 'Obstructs between breaths; gag reflex present',
        breathing: 'Assisted breaths with some chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises visibly with each breath and SpO2 climbs.',
          airwayManagement:
            'Because he gags, chooses a nasopharyngeal airway, not an oral one, sized from the nostril to the tragus of the ear; lubricates it and slides it gently straight back along the floor of the nose; then rechecks chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'What would keep his airway open between breaths, given that he gags?',
      },
      {
        initialState:
          'Stabilised: SpO2 97% with good chest rise on each breath; the respiratory team is ready to put him back on his home ventilator. The simulation is complete.',
        vitalSigns: { hr: 132, rr: 28, temp: 37.6, nibp: '82/48', o2: 97, co2: 46 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Stirs and grimaces',
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
      'He is not breathing and his sats are 64%: I call for help now and pull the emergency bell.',
      'I suction his mouth and then his nose with a size 8 soft catheter, gently and only as far as I can see.',
      'I choose an infant mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I take the 500 mL self-inflating bag and attach it to oxygen at 15 litres a minute.',
      'I stand at the head of the cot to ventilate.',
    ],
    [
      'I put a small rolled towel under his shoulders so his head is neutral, not flexed and not tipped back.',
      'I open his airway with a gentle chin lift, fingers on the jawbone and off the soft tissue under his chin.',
      'The mask goes on the right way round, narrow end over the nose, covering his mouth and nose.',
      'I hold it with a C-E grip; it leaks, so I change to two people: I hold the mask with both hands and the nurse squeezes.',
      'Now the seal is tight and nothing presses on his eyes.',
      'The hand on the mask lifts his jaw up into it.',
      'Each breath goes in over one second, just until the chest rises.',
      'One breath every two to three seconds, about 25 a minute.',
    ],
    [
      'He gags, so I choose a nasopharyngeal airway sized from his nostril to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I recheck his chest rise, SpO2 and heart rate.',
      'The chest rises with every breath and the sats are climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Amara, 3 years (14 kg), struck on the head by a falling flat-screen television at home; GCS 4, only an
 * occasional gasp, cervical spine not cleared; blood in the mouth; signs of a basal skull fracture (no nasal airway);
 * no gag reflex (oral airway).
 */
export const AMARA: RunCase = {
  id: 'tt-r-amara-3y',
  title:
    'Tuning case: 3-year-old (14 kg) struck on the head by a falling television, GCS 4, spine not cleared, basal skull fracture signs, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Amara, a 3-year-old girl (14 kg), pulled on the cable of a large flat-screen television at home thirty minutes ago; the television and its stand tipped over and struck her on the head and neck. She did not cry. The ambulance crew brought her in with her head held between blocks. In the resuscitation room her GCS is 4; she takes only an occasional gasp and her SpO2 is 71%. Her heart rate is 64 and her blood pressure is 128/80. Blood oozes from a cut lip and fills her mouth. There is bruising behind her left ear and blood behind the left eardrum. She has no gag reflex. Her cervical spine has not been cleared. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise near-apnoea and hypoxia after a head injury and call for help (trauma team, anaesthetist) without delay; oxygenation comes before the CT scan.',
        objective2:
          'Keep her head and neck neutral and in line (manual in-line stabilisation, no pillow, no sniffing position, no turning), with padding under the shoulders so the large occiput does not flex the neck; suction the blood under direct vision.',
        objective3:
          'Choose a child mask (bridge of the nose to the cleft of the chin) and a 500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a jaw thrust only, off the soft tissue; mask the right way round over mouth and nose, off the eyes; C-E grip or two-person hold with a tight seal; 1-second breaths to visible chest rise at 20-30 a minute, without hyperventilating.',
        objective5:
          'With a suspected basal skull fracture and no gag, choose an oral airway (never a nasal one) sized from the corner of the mouth to the angle of the jaw, insert it without moving the neck, and recheck chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Amara',
          age: 3,
          sex: 'Female',
          weight: 14,
          diagnosis:
            'Severe head injury from a falling television; suspected basal skull fracture; hypoventilation; cervical spine not cleared',
        },
        history: {
          symptoms: 'Unresponsive since the injury; one vomit in the ambulance',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well child',
          lastMeal: 'Yoghurt and toast two hours ago',
          events:
            'Pulled on a television cable in the living room; the television and its stand fell onto her head and neck; mother lifted it off and called an ambulance; crew placed blocks and tape and gave oxygen by face mask.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her mother and grandmother; attends nursery three days a week',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, pale, blood in the mouth, swelling over the left side of the head',
          breathing: 'An occasional gasp, no useful chest movement',
          circulation: 'Pulse present, heart rate 64, blood pressure 128/80, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 4 (E1 V1 M2); left pupil larger and sluggish; bruising behind the left ear and blood behind the left eardrum; no gag reflex',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent; glucose 7.2 mmol/L; blood gas pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Amara lies flat on a trolley with blocks either side of her head, blood pooling in her mouth, gasping once every fifteen seconds. Suction, oxygen, masks of every size, 250 mL, 500 mL and adult bags, and oral and nasal airways are ready.',
        vitalSigns: { hr: 64, rr: 4, temp: 36.4, nibp: '128/80', o2: 71, co2: null },
        airway: 'Blood in the mouth; no gag reflex',
        breathing: 'Occasional gasps, no useful chest movement',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4; left pupil larger',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask reaching from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, connected to oxygen running at 10-15 L/min.',
          ventilationTechnique: 'Takes a place at the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises hypoventilation and hypoxia and calls for help at once (trauma team, anaesthetist); keeps the head and neck neutral and in line with manual in-line stabilisation and padding under the shoulders, with no pillow, no sniffing position, no turning and no extension; suctions the blood from the mouth under direct vision with a Yankauer.',
          maskPositioning: '',
        },
        softStop: 'She is barely breathing and her neck is not cleared. What are your first steps?',
      },
      {
        initialState:
          'Breaths are being given, but the tongue falls back, air hisses out at the cheeks and the chest barely moves.',
        vitalSigns: { hr: 60, rr: 4, temp: 36.4, nibp: '132/82', o2: 66, co2: null },
        airway: 'Blood cleared; tongue falling back',
        breathing: 'Assisted breaths; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; gives each breath over about one second with just enough volume for the chest to rise; 20-30 breaths a minute, not faster.',
          airwayManagement:
            'Opens the airway with a jaw thrust alone, no head tilt, fingers behind the angles of the jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Places the mask the right way round over mouth and nose; C-E grip, or both hands on the mask with a second person squeezing while it leaks; a tight seal; no pressure on the eyes.',
        },
        softStop: 'The chest hardly moves and the neck must stay still. What will you change?',
      },
      {
        initialState: 'The chest moves better, but the tongue still falls back between breaths.',
        vitalSigns: { hr: 72, rr: 4, temp: 36.5, nibp: '124/76', o2: 86, co2: 50 },
        airway: 'Tongue falling back; no gag reflex; blood behind the left eardrum',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
          airwayManagement:
            'Chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (no nasal airway: basal skull fracture suspected); inserts it the right way up over a tongue depressor without moving the neck; rechecks chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'What would hold her airway open between breaths, and what must you avoid?',
      },
      {
        initialState:
          'Stabilised: SpO2 98% with good chest rise, neck still held in line. The anaesthetist prepares for intubation and a CT scan. The simulation is complete.',
        vitalSigns: { hr: 80, rr: 24, temp: 36.5, nibp: '118/72', o2: 98, co2: 40 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present',
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
      'She is hypoxic and hardly breathing: I call the trauma team and the anaesthetist now.',
      'A nurse holds her head and neck neutral and in line with manual in-line stabilisation, padding under the shoulders, no pillow and no tilt.',
      'I suction the blood out of her mouth with a Yankauer, looking where the tip goes.',
      'I choose a child mask that fits from the bridge of her nose to the cleft of her chin.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 litres a minute.',
      'I stand at the head of the trolley to ventilate.',
    ],
    [
      'I open her airway with a jaw thrust, no head tilt, fingers behind the angles of her jaw.',
      'The mask goes on the right way round, narrow end on the nose, covering her mouth and nose.',
      'Two-person technique: I hold the mask with both hands in C-E grips and the nurse squeezes.',
      'The seal is tight now and nothing presses on her eyes.',
      'My hands on the mask keep lifting her jaw up into it.',
      'Each breath goes in over one second, just until the chest rises.',
      'We give 24 breaths a minute, one every two and a half seconds.',
    ],
    [
      'With a possible basal skull fracture and no gag, I choose an oropharyngeal airway sized from the corner of her mouth to the angle of her jaw.',
      'I insert it over a tongue depressor, the right way up along the tongue, keeping her neck still.',
      'I recheck her chest rise, SpO2 and heart rate.',
      'Her chest rises well and the sats are climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Ines, 15 years (55 kg, post-pubertal), apnoeic with a pulse after a deliberate overdose of her own
 * phenobarbital; vomit with tablet fragments in the mouth; hypothermic and hypotensive; no gag (oral airway); no
 * trauma. Adult-sized equipment and an adult rate.
 */
export const INES: RunCase = {
  id: 'tt-r-ines-15y',
  title:
    'Tuning case: 15-year-old (55 kg) apnoeic with a pulse after a phenobarbital overdose, vomit, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ines, a 15-year-old girl (55 kg), has had epilepsy since childhood and takes phenobarbital. After an argument last night she swallowed most of a new bottle of her tablets. Her mother found her in bed this morning, cold and impossible to wake, and called an ambulance. In the emergency department she has stopped breathing but has a pulse of 62. Her blood pressure is 86/48 and her temperature 34.9 °C. There is vomit with tablet fragments in her mouth. Her pupils are mid-sized and sluggish, and she has no gag reflex. There are blisters over her right hip. There was no fall or injury. Her SpO2 is 70%. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after a barbiturate overdose and call for help at once; there is no antidote, so ventilation is the treatment.',
        objective2:
          'Clear the vomit and tablet fragments with a wide-bore rigid sucker under direct vision before giving breaths.',
        objective3:
          'Choose an adult mask (bridge of the nose to the cleft of the chin) and an adult self-inflating bag on oxygen at 10-15 L/min; put the mask on the right way round over mouth and nose, off the eyes; ventilate from the head of the bed.',
        objective4:
          'Sniffing position without hyperextension; head tilt-chin lift off the soft tissue; C-E grip, two people while it leaks, tight seal; lift the jaw into the mask; 1-second breaths just to visible chest rise at an adult rate (about 10-12 a minute) without emptying the bag.',
        objective5:
          'With no gag, size and insert an oral airway (corner of the mouth to the angle of the jaw) correctly, and recheck chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ines',
          age: 15,
          sex: 'Female',
          weight: 55,
          diagnosis: 'Deliberate phenobarbital overdose; apnoea with a pulse; hypothermia',
        },
        history: {
          symptoms: 'Unrousable, cold, not breathing',
          allergies: 'Carbamazepine (rash)',
          medications: 'Phenobarbital 60 mg twice a day',
          pmh: 'Generalised epilepsy since age 6, last seizure a year ago; low mood for some months',
          lastMeal: 'Evening meal about 12 hours ago',
          events:
            'Argument with her mother in the evening; found at 07:00 unrousable in bed with an almost empty bottle of phenobarbital (about 50 tablets of 60 mg missing) and vomit on the pillow.',
        },
        PMH: {
          medicalConditions: 'Epilepsy; low mood, not yet assessed',
          hospitalizations: 'Admitted once at age 7 with a prolonged seizure',
          surgeries: 'None',
          allergies: 'Carbamazepine (rash)',
          medications: 'Phenobarbital',
          socialHistory: 'Lives with her mother and younger brother; in year 10 at school',
          vaccinations: 'Up to date',
          familyHistory: 'Mother has depression',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, pale, cold, vomit with tablet fragments in the mouth, blisters over the right hip',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Carotid pulse present, heart rate 62, blood pressure 86/48, capillary refill 4 seconds',
          abdomen: 'Soft, quiet bowel sounds',
          neuro: 'GCS 3; pupils mid-sized and sluggish; no gag reflex; reflexes depressed',
          disability: 'No response to pain',
        },
        labs: {
          rvp: 'Not sent; phenobarbital level, paracetamol and salicylate levels and a blood gas sent',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Ines lies on a trolley in the resuscitation room, not breathing, vomit in her mouth. A nurse is putting in a cannula. Suction, oxygen, paediatric and adult masks, a 500 mL and a 1.6 L self-inflating bag and airway adjuncts are at hand.',
        vitalSigns: { hr: 62, rr: 0, temp: 34.9, nibp: '86/48', o2: 70, co2: null },
        airway: 'Vomit and tablet fragments in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 4 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask fitting from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once; clears the vomit and tablet fragments with a wide-bore rigid sucker under direct vision before ventilating.',
          maskPositioning:
            'Places the mask the right way round, narrow end over the bridge of the nose, covering both mouth and nose, with the rim and the fingers off the eyes.',
        },
        softStop: 'She is not breathing and her mouth is full of vomit. What do you do?',
      },
      {
        initialState: 'Breaths are being given, but air escapes beside the nose and the chest barely moves.',
        vitalSigns: { hr: 58, rr: 0, temp: 34.9, nibp: '84/46', o2: 64, co2: null },
        airway: 'Vomit cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the mask hand; squeezes over about one second, only until the chest rises (not emptying the adult bag); one breath every 5-6 seconds, about 10-12 a minute.',
          airwayManagement:
            'Puts the head in the sniffing position with a pad under the occiput, without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on bone and off the soft tissue.',
          maskPositioning:
            'Holds the mask with a C-E grip and, while it leaks, with both hands while a second person squeezes; gets a tight seal.',
        },
        softStop: 'The chest is barely rising and air is leaking. What will you change?',
      },
      {
        initialState:
          'The chest moves better, but her tongue falls back between breaths and she does not gag.',
        vitalSigns: { hr: 70, rr: 0, temp: 35.0, nibp: '92/52', o2: 86, co2: 56 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest rises visibly and SpO2 improves.',
          airwayManagement:
            'With no gag, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it correctly; rechecks chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Which airway adjunct would help now, and how will you size it?',
      },
      {
        initialState:
          'Stabilised: SpO2 97% with good chest rise; the intensive care team arrives to intubate and warm her. The simulation is complete.',
        vitalSigns: { hr: 76, rr: 10, temp: 35.2, nibp: '98/56', o2: 97, co2: 44 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 3 seconds',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic and hypoxic: I call for help and put out a crash call.',
      'I suction the vomit and tablet bits from her mouth with a wide-bore Yankauer under direct vision.',
      'I choose an adult mask that fits from the bridge of her nose to the cleft of her chin.',
      'I use the 1.6 litre adult self-inflating bag connected to oxygen at 15 litres a minute.',
      'I stand at the head of the bed to ventilate.',
      'I put the mask on the right way round, narrow end over the nose, covering her mouth and nose and clear of her eyes.',
    ],
    [
      'I put a folded towel under her head for the sniffing position, without hyperextending her neck.',
      'I open her airway with a head tilt-chin lift, fingers on the bone of the jaw and off the soft tissue.',
      'I hold the mask with a C-E grip; it leaks, so I use both hands and a colleague squeezes the bag.',
      'The seal is tight now.',
      'My hand on the mask lifts her jaw up into it.',
      'I squeeze over about one second, only enough to see the chest rise.',
      'I give one breath every six seconds, ten a minute.',
    ],
    [
      'She has no gag, so I choose an oropharyngeal airway sized from the corner of her mouth to the angle of her jaw.',
      'I insert it over a tongue depressor, the right way up along the tongue.',
      'I recheck her chest rise, SpO2 and heart rate.',
      'Her chest rises with each breath and her SpO2 is climbing: ventilation is effective.',
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
