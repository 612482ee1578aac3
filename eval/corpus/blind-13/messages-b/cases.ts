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

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * New: Leila, 5 months (6 kg), spinal muscular atrophy type 1 (diagnosed at 3 months, first nusinersen dose two
 * weeks ago; the family wants full active treatment), on the ward with a rhinovirus cold. Found apnoeic by the
 * saturation alarm with a pulse (HR 92, bradycardic for her age), thick saliva pooled in the mouth and pharynx
 * because she cannot swallow, no gag and no cough (bulbar weakness). No trauma: the spine needs no protection, so
 * a shoulder roll to bring the large occiput to neutral and a gentle chin lift or jaw thrust are right. Infant mask,
 * a 450-500 mL self-inflating bag (the 250 mL neonatal bag is too small for her), oxygen 10-15 L/min. With no gag
 * an oral airway (or a nasal airway) is fine. 20-30 breaths a minute.
 * P0 help, suction, shoulder roll, equipment; P1 the place at the head, opening the airway, the mask and the mask
 * hand; P2 the adjunct, reassessment and the squeeze; P3 rate and effect; P4 done.
 */
export const SMA_INFANT: MessageCase = {
  id: 'ho13-b-sma-infant',
  title:
    'Held-out case: 5-month-old (6 kg) with spinal muscular atrophy type 1 and a cold, apnoeic with a pulse on the ward, pooled saliva, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Leila, a 5-month-old girl (6 kg), has spinal muscular atrophy type 1, diagnosed at 3 months; she had her first nusinersen dose two weeks ago and her family has asked for full active treatment. She was admitted yesterday with a rhinovirus cold, tiring with her feeds and needing nasal cannula oxygen. At 03:40 her saturation alarm sounds: the nurse finds her floppy, grey and not breathing, with thick saliva pooled in her mouth. She has a pulse, heart rate 92. SpO2 is 68 %. Her mother is at the cot side. You are the first doctor to arrive; the cot stands with its head against the wall.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia in a weak infant and call for help at once.',
        objective2:
          'Clear the pooled saliva with a suitably small suction catheter under vision, briefly, without a finger sweep, and place a shoulder roll so the head lies neutral.',
        objective3:
          'Choose an infant mask that fits, a self-inflating bag of 450-500 mL and oxygen at 10-15 L/min; from the head of the cot, open the airway and hold the mask with an E-C clamp and a tight seal, off the eyes.',
        objective4:
          'With no gag reflex, size and insert an oral airway correctly and reassess chest rise, SpO2 and heart rate.',
        objective5:
          'Give gentle one-second breaths to visible chest rise at 20-30 a minute and confirm rising saturation.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leila',
          age: 0.4,
          sex: 'Female',
          weight: 6,
          diagnosis:
            'Spinal muscular atrophy type 1 with a rhinovirus upper respiratory infection; apnoea with a pulse and hypoxia',
        },
        history: {
          symptoms:
            'Runny nose and cough for three days, tiring with feeds, rising oxygen need overnight, then apnoea',
          allergies: 'None known',
          medications: 'Nusinersen (intrathecal, first dose two weeks ago); nasal cannula oxygen 0.5 L/min',
          pmh: 'Spinal muscular atrophy type 1 (SMN1 deletion, two SMN2 copies)',
          lastMeal: 'Expressed breast milk by bottle at 01:30, took only 40 mL',
          events:
            'Found not breathing at 03:40 when the saturation alarm sounded; saliva pooled in the mouth; no seizure seen.',
        },
        PMH: {
          medicalConditions: 'Spinal muscular atrophy type 1',
          hospitalizations: 'Admitted at 3 months for diagnosis and to start treatment',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Nusinersen',
          socialHistory: 'Lives with her parents and a 4-year-old brother; mother at the bedside',
          vaccinations: 'Up to date for age',
          familyHistory: 'None known; parents are carriers',
        },
        initialExam: {
          generalAppearance:
            'Floppy in a frog-leg posture, grey, thick saliva pooled in the mouth and spilling from the lips',
          breathing: 'No respiratory effort, no chest or abdominal movement, bell-shaped chest',
          circulation: 'Brachial pulse present, heart rate 92, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'Profound hypotonia, tongue fasciculation, no gag when the pharynx is touched, eyes open',
          disability: 'Does not respond to voice; grimaces weakly to a pinch',
        },
        labs: { rvp: 'Respiratory viral panel positive for rhinovirus; capillary glucose 5.2 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Leila lies flat on her back in a ward cot whose head is against the wall; the side rails are up. Saliva fills her mouth. Beside the cot are wall suction with 6, 8 and 10 Fr catheters and a small Yankauer, oxygen, round face masks of sizes 0, 1 and 2, neonatal (250 mL), paediatric (500 mL) and adult (1600 mL) self-inflating bags, oral airways 000 to 2, nasal airways 3.0 to 4.5 mm, tongue depressors and small towels.',
        vitalSigns: { hr: 92, rr: 0, temp: 37.6, nibp: '76/42', o2: 68, co2: null },
        airway: 'Thick saliva pooled in the mouth and pharynx; no gag or cough',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, heart rate 92',
        disability: 'Grimaces weakly to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant face mask that reaches from the bridge of the nose to the cleft of the chin without covering the eyes, a self-inflating bag of 450-500 mL (not the 250 mL neonatal bag), and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once; suctions the saliva from the mouth, then the nose, with an 8 Fr catheter or the small Yankauer under vision, a few seconds at a time, never a blind finger sweep; places a thin roll under the shoulders so the head lies neutral, neither flexed on a pillow nor hyperextended.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and her mouth is full of saliva. What do you do first?',
      },
      {
        initialState:
          'Help is on its way and the mouth is clear. The shoulder roll is in and the bag is on oxygen. SpO2 is 63 % and the heart rate 86.',
        vitalSigns: { hr: 86, rr: 0, temp: 37.6, nibp: '74/40', o2: 63, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse present, heart rate 86',
        disability: 'Grimaces weakly to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Pulls the cot away from the wall or drops the head-end rail and ventilates from the head of the cot; keeps the airway open with the fingers of the mask hand on the bony jaw.',
          airwayManagement:
            'Opens the airway with a gentle chin lift with the head in neutral, or a jaw thrust, fingers on the bone of the jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Places the mask the right way round, narrow end on the bridge of the nose, covering both mouth and nose and clear of the eyes; holds it with an E-C clamp and changes to a two-person hold if it leaks; gets a tight seal with no pressure on the eyes.',
        },
        softStop: 'Her heart rate is falling. How will you hold the mask and open her airway?',
      },
      {
        initialState:
          'The seal is good but the chest hardly rises: her weak tongue falls back against the palate. She does not gag when the catheter touches her pharynx.',
        vitalSigns: { hr: 98, rr: 0, temp: 37.6, nibp: '78/44', o2: 72, co2: null },
        airway: 'Obstructed by the tongue; no gag reflex',
        breathing: 'Assisted breaths with very little chest rise',
        circulation: 'Brachial pulse present, heart rate 98',
        disability: 'Grimaces weakly to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag gently over about one second, with only enough volume to see the chest rise, not emptying the bag.',
          airwayManagement:
            'With no gag, chooses an oral airway measured from the corner of the mouth to the angle of the jaw (a nasal airway measured from the nostril to the tragus is also acceptable); inserts it the right way up over a tongue depressor, without force; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her chest is barely rising. What would help?',
      },
      {
        initialState:
          'The oral airway is in and the chest rises with each breath. The resuscitation team is arriving. Her mother asks whether you should bag faster to get her pink quicker.',
        vitalSigns: { hr: 124, rr: 0, temp: 37.6, nibp: '82/48', o2: 84, co2: 52 },
        airway: 'Open with the oral airway',
        breathing: 'Assisted breaths; chest rises',
        circulation: 'Brachial pulse present, heart rate 124',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates at 20-30 breaths a minute (a breath every 2-3 seconds), not faster and not at an adult rate; the chest visibly rises with each breath and SpO2 climbs.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'Her mother asks: should you go faster?',
      },
      {
        initialState:
          'Her chest rises well, SpO2 is 96 % and the heart rate 132. The PICU team takes over to plan non-invasive ventilation and secretion clearance. The simulation is complete.',
        vitalSigns: { hr: 132, rr: 26, temp: 37.5, nibp: '84/50', o2: 96, co2: 44 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Eyes open, grimaces',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18'],
    ['BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic and hypoxic: I press the emergency bell and ask for the paediatric resuscitation team now.',
      'I suction the saliva from her mouth and then her nose with an 8 French catheter, under vision, a few seconds at a time.',
      'I put a thin rolled towel under her shoulders so her head lies neutral, not flexed and not hyperextended.',
      'I take a size 1 infant mask that reaches from the bridge of her nose to the cleft of her chin, the 500 mL self-inflating bag, and connect it to oxygen at 15 litres a minute.',
    ],
    [
      'We pull the cot away from the wall and I stand at the head of the cot, behind her head.',
      'I open her airway with a gentle chin lift, head neutral, my fingers on the bone of her jaw and not on the soft tissue.',
      'I place the mask with the narrow end on the bridge of her nose, covering her mouth and nose and clear of her eyes, and hold it with an E-C clamp; the seal is tight.',
      'The three fingers of my mask hand lift her jaw up into the mask.',
    ],
    [
      'She has no gag, so I choose an oral airway measured from the corner of her mouth to the angle of her jaw.',
      'I insert it the right way up over a tongue depressor, without force, until the flange sits at her lips.',
      'I reassess chest rise, SpO2 and heart rate after putting it in.',
      'I squeeze the bag gently over one second, just enough to see her chest rise.',
    ],
    [
      'I give one breath every 2 to 3 seconds, about 25 a minute.',
      'Her chest rises with every breath and her saturation is climbing, now 91 %.',
    ],
    [],
  ],
};

/**
 * New: Oskar, 11 years (38 kg), found by his sister suspended by a dressing-gown cord from the top rail of his bunk
 * bed after trying an online "blackout challenge"; his father cut him down and he dropped to the floor. Unknown
 * suspension time, unwitnessed fall: the cervical spine is not cleared (collar and blocks from the ambulance). In
 * the resuscitation room he vomits and stops breathing, with a pulse (HR 58, BP 138/86): head held neutral in line,
 * no sniffing, no head tilt, jaw thrust. He gagged out an oral airway in the ambulance: the gag is present, so an
 * oral airway is a critical error; no sign of a basal skull fracture and the nose is intact, so a nasal airway
 * (nostril to tragus) is the adjunct. A child (size 3) or small adult (size 4) mask that fits, the 500 mL or the
 * adult bag, oxygen 10-15 L/min, 20-30 breaths a minute without hyperventilating.
 * P0 help, in-line head position, suction, place at the head; P1 equipment and the mask; P2 jaw thrust, mask hand,
 * squeeze, rate; P3 nasal airway, reassessment, effect; P4 done.
 */
export const LIGATURE_11Y: MessageCase = {
  id: 'ho13-b-ligature-11y',
  title:
    'Held-out case: 11-year-old (38 kg) apnoeic with a pulse after a ligature suspension from a bunk bed ("blackout challenge"), vomit in the mouth, gag present, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Oskar, an 11-year-old boy (38 kg), was found by his 9-year-old sister hanging by a dressing-gown cord tied to the top rail of his bunk bed; she says he had been watching "blackout challenge" videos. His father cut the cord and Oskar dropped to the floor. Paramedics found him gasping with a GCS of 5; he gagged and spat out the oral airway they tried. They applied a collar and head blocks because the fall and the suspension were unwitnessed. In the resuscitation room he vomits and stops breathing. He has a pulse: heart rate 58, blood pressure 138/86. SpO2 is 74 % and falling. You are the first doctor at his side, with one nurse; the trolley head is close to the wall.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia after a ligature injury and call for help at once.',
        objective2:
          'Keep the cervical spine in line (manual in-line stabilisation, no sniffing position, no head tilt) while the vomit is cleared with a Yankauer under direct vision, with no finger sweep.',
        objective3:
          'From the head of the trolley, choose a mask that fits, a suitable bag and oxygen at 10-15 L/min; place and hold the mask with a tight seal, off the eyes.',
        objective4:
          'Open the airway with a jaw thrust lifted into the mask; give one-second breaths to chest rise at 20-30 a minute without hyperventilating.',
        objective5:
          'Recognise that a gag reflex rules out an oral airway; size and insert a nasal airway, reassess, and confirm effective ventilation.',
      },
      patientReport: {
        basicInformation: {
          name: 'Oskar',
          age: 11,
          sex: 'Male',
          weight: 38,
          diagnosis:
            'Near-hanging (ligature suspension) with hypoxic brain injury; cervical spine not cleared; apnoea with a pulse',
        },
        history: {
          symptoms:
            'Found suspended, then gasping and unresponsive; vomiting in the emergency department, then apnoea',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'None',
          lastMeal: 'Dinner (sausages and chips) about an hour before',
          events:
            'Found hanging at about 19:20, suspension time unknown; cut down by his father and fell about a metre to the floor; ambulance at 19:32; gagged out an oral airway; collar and blocks applied; arrived 19:55; vomited and stopped breathing at 20:01.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory:
            'Lives with his parents and sister; in year 6; spends a lot of time on video apps; no known self-harm',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, vomit in the mouth, a purple ligature mark high around the neck, petechiae over the face and in the conjunctivae',
          breathing: 'No respiratory effort after vomiting; no stridor before the apnoea',
          circulation: 'Pulse present, heart rate 58, blood pressure 138/86, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro:
            'GCS 4; pupils 3 mm, equal and reactive; gags when the back of the mouth is touched; no bruising behind the ears or around the eyes, no blood or fluid from the nose or ears',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Capillary glucose 6.8 mmol/L; venous gas pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Oskar lies supine on the trolley in a collar and head blocks, vomit in his mouth; the head of the trolley is close to the wall. On the trolley: wall suction with a Yankauer, oxygen, face masks sizes 1 to 5, infant (240 mL), child (500 mL) and adult (1600 mL) self-inflating bags, oral airways, nasal airways 5.0 to 7.0 mm and lubricant.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.4, nibp: '138/86', o2: 74, co2: null },
        airway: 'Vomit in the mouth; gags when the back of the mouth is touched',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 58',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Moves to the head of the trolley (pulling it off the wall) to manage the airway and ventilate.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help at once (trauma team and anaesthetist); keeps the head and neck neutral and in line with manual in-line stabilisation, no pillow and no sniffing position; clears the vomit with a Yankauer under direct vision (log-roll with the head held in line if needed), staying in the front of the mouth because he gags, never a blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He has vomited and stopped breathing, and his neck is not cleared. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear and the nurse holds his head in line; the front of the collar has been opened. Help is coming. SpO2 is 70 % and the heart rate 54.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.4, nibp: '140/88', o2: 70, co2: null },
        airway: 'Clear after suction',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 54',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin without covering the eyes (a child size 3 or small adult size 4), the 500 mL or the adult self-inflating bag, and connects it to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement: '',
          maskPositioning:
            'Places the mask narrow end on the bridge of the nose, covering mouth and nose, clear of the eyes; holds it with an E-C clamp, or two hands with the nurse squeezing if it leaks; gets a tight seal with no pressure on the eyes.',
        },
        softStop: 'Which mask and bag will you use, and how will you hold the mask?',
      },
      {
        initialState:
          'The mask is sealed but the chest barely moves: the tongue has fallen back. The heart rate is 52.',
        vitalSigns: { hr: 52, rr: 0, temp: 36.4, nibp: '142/90', o2: 68, co2: null },
        airway: 'Partly obstructed by the tongue',
        breathing: 'Assisted breaths with little chest rise',
        circulation: 'Pulse present, heart rate 52',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the hand(s) holding it rather than pressing the mask down; squeezes the bag over about one second with only enough volume to see the chest rise; gives one breath every 2-3 seconds (20-30 a minute), not faster.',
          airwayManagement:
            'Opens the airway with a jaw thrust and no head tilt, fingers behind the angles of the jaw on bone, off the soft tissue under the jaw and away from the ligature mark.',
          maskPositioning: '',
        },
        softStop:
          'His neck is not cleared and the chest barely rises. How will you open his airway and ventilate?',
      },
      {
        initialState:
          'With the jaw thrust the chest rises a little, but the tongue keeps falling back, and he gags and retches when the Yankauer touches the back of his mouth.',
        vitalSigns: { hr: 72, rr: 0, temp: 36.4, nibp: '134/84', o2: 80, co2: 58 },
        airway: 'Tongue falls back; gag reflex present',
        breathing: 'Assisted breaths; the chest rises only with a strong jaw thrust',
        circulation: 'Pulse present, heart rate 72',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and SpO2 climbs.',
          airwayManagement:
            'Because he gags, does not use an oral airway; with no sign of a basal skull fracture, chooses a nasal airway measured from the nostril to the tragus of the ear, lubricates it and inserts it straight back along the floor of the nose, bevel towards the septum, without force; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'The tongue keeps falling back and he gags. What adjunct would you use, and which not?',
      },
      {
        initialState:
          'The nasal airway is in, the chest rises with every breath, SpO2 is 96 % and the heart rate 92. The anaesthetist arrives and intubates him with in-line stabilisation before CT of the head and neck. The simulation is complete.',
        vitalSigns: { hr: 92, rr: 24, temp: 36.5, nibp: '124/78', o2: 96, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15'],
    ['BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic and hypoxic: I call for help now, a trauma call and the anaesthetist.',
      'The nurse holds his head and neck in line with both hands, neutral, with no pillow and no sniffing position.',
      'I clear the vomit with the Yankauer under direct vision, staying in the front of his mouth, with the head kept in line.',
      'We pull the trolley away from the wall and I stand at the head end, behind his head.',
    ],
    [
      'I choose a size 4 mask that reaches from the bridge of his nose to the cleft of his chin without covering his eyes, the adult self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'I place the mask with the narrow end on the bridge of his nose, covering his mouth and nose and clear of his eyes.',
      'I hold it with both hands in an E-C clamp while the nurse squeezes the bag, and the seal is tight.',
    ],
    [
      'I open his airway with a jaw thrust and no head tilt, my fingers behind the angles of his jaw on the bone.',
      'The fingers of my hands on the mask lift his jaw up into the mask.',
      'Each breath is a gentle squeeze over one second, just until the chest rises, one breath every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'He gags, so no oral airway: I measure a nasal airway from his nostril to the tragus of his ear.',
      'I lubricate it and insert it straight back along the floor of the nose, bevel towards the septum, without force.',
      'I reassess chest rise, SpO2 and heart rate.',
      'His chest rises with every breath and the saturation is climbing, now 92 %.',
    ],
    [],
  ],
};
