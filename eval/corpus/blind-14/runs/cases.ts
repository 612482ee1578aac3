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

const NO_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * The seeded sample, used as is: RJ, 4 years (18 kg), apnoeic after two doses of lorazepam for status epilepticus,
 * secretions at the mouth, no injury. Read from its hard stops: phase 0 asks for suction (BMV-2), mask, bag and
 * oxygen (8-10), all of mask placement (11-15) and the place at the head of the bed (16); phase 1 for the head
 * position (3), opening the airway (4), the mask hand keeping the airway open (17), the squeeze (18) and the rate
 * (19); phase 2 for the adjunct, its size and insertion (5, 6) and effective ventilation (20). Calling for help (1)
 * and reassessment (7) are named by no hard stop, so they are not required (the runs may still do them). The case
 * does not say whether he gags; the runs use a nasal airway, which is right either way (no sign of a basal skull
 * fracture). Head tilt-chin lift and jaw thrust are both right (no neck injury).
 */
export const SAMPLE_14: RunCase = {
  id: 'ho14-r-sample',
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
      'I suction the secretions from his mouth with a Yankauer sucker, only as far back as I can see.',
      'I choose a child-size mask that reaches from the bridge of his nose to the cleft of his chin.',
      'I use a 500 mL self-inflating bag with a reservoir, connected to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I place the mask with its narrow end over the bridge of his nose so that it covers his nose and mouth.',
      'I hold it with an E-C clamp, make a tight seal with no leak, and keep the mask and my fingers off his eyes.',
    ],
    [
      'I put his head in the sniffing position without overextending his neck.',
      'I open his airway with a head tilt and chin lift, fingers on the bone of the jaw and off the soft tissue under it.',
      'The fingers of my mask hand lift his jaw up into the mask to keep the airway open.',
      'I squeeze the bag gently over one second, just until his chest rises.',
      'I give one breath every 3 seconds, 20 a minute.',
    ],
    [
      'I size a nasopharyngeal airway from the tip of his nose to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'His chest rises with every breath and his saturation is climbing.',
    ],
    [],
  ],
};

/**
 * New: Mila, 7 weeks (4.2 kg), brought to the emergency department after a seizure at home: severe hyponatraemia
 * (sodium 116 mmol/L) from formula made up with too much water for two weeks. After buccal midazolam from the
 * paramedics, two boluses of 3% saline and a phenobarbital load the seizure has stopped, and she is now apnoeic with
 * a pulse. Milky froth in the mouth and both nostrils; she gags; no injury. Phase 0: help, brief suction of mouth then
 * nose with a soft 8 Fr catheter, a shoulder roll for a neutral head, infant mask, bag, oxygen. Phase 1: the place at
 * the head, a gentle chin lift (fingers off the soft floor of the mouth), all of mask placement and the mask hand
 * keeping the airway open. Phase 2: squeeze, rate 20-30 a minute (PALS for an infant with a pulse) and reassessment
 * after the first breaths. Phase 3: a nasal airway because she gags (choice, size, insertion) and effective
 * ventilation.
 */
export const MILA_7W: RunCase = {
  id: 'ho14-r-mila-7w',
  title:
    'Held-out case: 7-week-old (4.2 kg) apnoeic with a pulse after a hyponatraemic seizure from over-diluted formula, milky froth in mouth and nose, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mila is a 7-week-old girl (4.2 kg). For the last two weeks her parents, short of money, have been making her formula up with extra water to make the tin last. This evening she had a seizure at home. The paramedics gave buccal midazolam; in the emergency department she was still seizing, her sodium was 116 mmol/L, and she was given two boluses of 3% saline and a loading dose of phenobarbital. The seizure has stopped, but ten minutes later her breathing slows and stops. She is grey and floppy, with milky froth in her mouth and bubbling at both nostrils. Her heart rate is 104 and her SpO2 is 68%. She still gags when the back of her mouth is touched. She has not been injured. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea with hypoxia in a young infant after a seizure and its treatment, and call for help.',
        objective2:
          'Suction the mouth and then the nose briefly and gently with a soft 8 Fr catheter; keep the head neutral with a roll under the shoulders.',
        objective3:
          'Choose an infant mask (bridge of the nose to the cleft of the chin, off the eyes) and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Open the airway with a gentle chin lift without pressing on the soft floor of the mouth, hold the mask with an E-C grip and a tight seal, and give gentle one-second breaths to visible chest rise at 20-30 a minute, reassessing after the first breaths.',
        objective5:
          'Because she gags, choose a nasopharyngeal airway rather than an oral one, size it from the tip of the nose to the tragus and insert it gently.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mila',
          age: 0.13,
          sex: 'Female',
          weight: 4.2,
          diagnosis:
            'Hyponatraemic seizure from over-diluted formula (water intoxication), treated with midazolam, hypertonic saline and phenobarbital; apnoea with a pulse',
        },
        history: {
          symptoms: 'Sleepy and puffy for two days, then a generalised seizure at home',
          allergies: 'None known',
          medications: 'None before today',
          pmh: 'Born at term, 3.3 kg; well until now',
          lastMeal: 'Diluted formula feed about 1 hour before the seizure',
          events:
            'Seizure at home; buccal midazolam by the paramedics; sodium 116 mmol/L in the emergency department; two boluses of 3% saline and a phenobarbital load; seizure stopped; apnoeic ten minutes later.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with her parents in a rented flat; the family is struggling financially; the health visitor has not yet visited',
          vaccinations: '8-week immunisations not yet given',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Grey, floppy, slightly puffy; milky froth at the lips and bubbling at both nostrils',
          breathing: 'No respiratory effort; no chest movement',
          circulation: 'Brachial pulse 104, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro:
            'Unresponsive; fontanelle soft and flat; pupils 3 mm and reactive; gags to a tongue depressor',
          disability: 'Unresponsive to voice, grimaces to pain',
        },
        labs: {
          rvp: 'Not sent; sodium 116 mmol/L before treatment, 121 mmol/L after the saline; glucose 5.4 mmol/L',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Mila lies flat on the resuscitation trolley, apnoeic and grey, her head flopped forward with her chin on her chest. There is milky froth at her lips and bubbling at both nostrils. An IV cannula is in her left hand. Wall suction with soft catheters, wall oxygen, masks of all sizes, self-inflating bags, small rolled towels and airway adjuncts are at hand.',
        vitalSigns: { hr: 104, rr: 0, temp: 35.8, nibp: '70/42', o2: 68, co2: null },
        airway: 'Milky froth in the mouth and both nostrils; gag present',
        breathing: 'Apnoeic; no chest movement',
        circulation: 'Brachial pulse 104; capillary refill 3 seconds',
        disability: 'Unresponsive; grimaces to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask (size 1) that reaches from the bridge of the nose to the cleft of the chin without covering the eyes, and a self-inflating bag of 450-500 mL with a reservoir, connected to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the mouth first and then the nostrils, briefly and gently, with a soft 8 Fr catheter no deeper than can be seen; places a small roll under the shoulders so the head lies neutral, neither flexed nor extended.',
          maskPositioning: '',
        },
        softStop: 'Her chest is not moving and her saturation is falling. What do you do first?',
      },
      {
        initialState:
          'Help is coming. Her mouth and nose are clear, the roll is under her shoulders and the bag is on oxygen.',
        vitalSigns: { hr: 98, rr: 0, temp: 35.8, nibp: '68/40', o2: 64, co2: null },
        airway: 'Clear; her tongue and soft tissues fall back when her jaw is not supported',
        breathing: 'Apnoeic',
        circulation: 'Brachial pulse 98',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates from the head of the trolley and keeps the airway open with the fingers of the hand that holds the mask.',
          airwayManagement:
            'Opens the airway with a gentle chin lift keeping the head neutral (or a jaw thrust), with the fingers on the bone of the jaw and never pressing into the soft floor of the mouth.',
          maskPositioning:
            'Puts the mask on the right way round, apex over the bridge of the nose, covering both nose and mouth; holds it with an E-C grip (two people if it leaks); gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'How will you hold the mask and keep such a small airway open?',
      },
      {
        initialState: 'Bagging has started. Her chest moves with some breaths.',
        vitalSigns: { hr: 110, rr: 0, temp: 35.8, nibp: '72/42', o2: 72, co2: null },
        airway: 'Open with the chin lift',
        breathing: 'Assisted breaths; small chest movement',
        circulation: 'Brachial pulse 110',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag gently over about one second, only until the chest starts to rise (a small volume for 4.2 kg), at 20-30 breaths a minute (one every 2-3 seconds), without hyperventilating.',
          airwayManagement: 'Reassesses after the first breaths: chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'How much and how often are you squeezing, and how do you know it is working?',
      },
      {
        initialState:
          'Her saturation is rising slowly, but her tongue and soft palate obstruct between breaths and the chest rises with only some breaths. She gags when a tongue depressor touches the back of her tongue.',
        vitalSigns: { hr: 118, rr: 0, temp: 35.9, nibp: '74/44', o2: 80, co2: 58 },
        airway: 'Intermittent obstruction between breaths; gag present',
        breathing: 'Assisted at 25 a minute; chest rises with some breaths only',
        circulation: 'Brachial pulse 118, capillary refill 2 seconds',
        disability: 'Grimaces and moves her arms to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively through the nasal airway: the chest rises with every breath and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway rather than an oral one, sized from the tip of the nose to the tragus of the ear, lubricated and passed gently straight back along the floor of the nose.',
          maskPositioning: '',
        },
        softStop: 'She keeps obstructing and she gags. What would help?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, heart rate 136, and she takes some breaths of her own between assisted breaths. Her repeat sodium is 124 mmol/L. The paediatric intensive care team has arrived. The simulation is complete.',
        vitalSigns: { hr: 136, rr: 28, temp: 36.1, nibp: '76/46', o2: 97, co2: 44 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths; some breaths of her own',
        circulation: 'Brachial pulse 136, capillary refill 2 seconds',
        disability: 'Moving all limbs, grimacing',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17'],
    ['BMV-7', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic: I call for help, the resuscitation team and an anaesthetist.',
      'I suction her mouth and then her nostrils briefly with a soft 8 Fr catheter, no deeper than I can see.',
      'I put a small rolled towel under her shoulders so her head lies neutral.',
      'I choose an infant mask, size 1, that reaches from the bridge of her nose to the cleft of her chin without touching her eyes.',
      'I use a 500 mL self-inflating bag with a reservoir connected to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the trolley.',
      'I open her airway with a gentle chin lift, head neutral, my finger on the bone of her chin and not on the soft tissue under it.',
      'I put the mask on with the apex over the bridge of her nose, covering her nose and mouth.',
      'I hold it with an E-C grip, the fingers of that hand lifting her jaw up into the mask.',
      'The seal is tight with no leak and nothing presses on her eyes.',
    ],
    [
      'I squeeze the bag gently over one second, only until her chest rises.',
      'I give 25 breaths a minute, one every 2 to 3 seconds.',
      'I reassess after the first breaths: chest rise, SpO2 and heart rate.',
    ],
    [
      'She gags, so I choose a nasopharyngeal airway and size it from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of her nose.',
      'Her chest rises with every breath and her SpO2 is climbing.',
    ],
    [],
  ],
};

/**
 * New: Theo, 2 years (12 kg), ate up to six cannabis gummy sweets (10 mg THC each) at his uncle's flat: deep coma,
 * then apnoea with a pulse in the resuscitation room. Saliva and chewed gummy pieces in his mouth; he gags; no injury
 * (head tilt-chin lift allowed). Phase 0: help, mask, bag, oxygen and the place at the head. Phase 1: suction and
 * removal of the pieces under direct vision (no blind finger sweep), sniffing position, airway opening. Phase 2: all
 * of mask placement and the mask hand lifting the jaw. Phase 3: squeeze and rate. Phase 4: a nasal airway because he
 * gags (choice, size, insertion), reassessment and effective ventilation.
 */
export const THEO_2Y: RunCase = {
  id: 'ho14-r-theo-2y',
  title:
    'Held-out case: 2-year-old (12 kg) apnoeic with a pulse after eating cannabis gummy sweets, saliva and gummy pieces in the mouth, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Theo, a 2-year-old boy (12 kg), was being looked after at his uncle's flat. About two hours ago he was found with an open bag of cannabis gummy sweets (10 mg of THC each); up to six are missing. He became sleepy and floppy, vomited once, and was brought to the emergency department by ambulance. In the resuscitation room his breathing slows and then stops. He has a pulse of 92 and his SpO2 is 70%. There is saliva and there are chewed pieces of gummy sweet in his mouth. He gags when the back of his mouth is touched. There was no fall and he has no injury. You are the first doctor at the trolley.",
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in a toddler after a cannabis edible ingestion, and call for help.',
        objective2:
          'Choose a toddler mask and a self-inflating bag of at least 450-500 mL on oxygen at 10-15 L/min, and ventilate from the head of the trolley.',
        objective3:
          'Clear the saliva and gummy pieces under direct vision with a rigid sucker and Magill forceps, without a blind finger sweep; sniffing position; head tilt-chin lift.',
        objective4:
          'Place the mask correctly, hold it with an E-C grip and a tight seal, and give gentle one-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'Because he gags, choose a nasopharyngeal airway, size it from the tip of the nose to the tragus, insert it gently and reassess.',
      },
      patientReport: {
        basicInformation: {
          name: 'Theo',
          age: 2,
          sex: 'Male',
          weight: 12,
          diagnosis: 'Cannabis (THC) edible ingestion with coma; apnoea with a pulse',
        },
        history: {
          symptoms: 'Sleepiness, floppiness, one vomit, then slowing breathing and apnoea',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; one admission with bronchiolitis as a baby',
          lastMeal: 'Toast at breakfast, then the gummy sweets about 2 hours ago',
          events:
            'Found with an open bag of cannabis gummies (10 mg THC each), up to six missing; drowsy within an hour; vomited once; brought in by ambulance; apnoeic in the resuscitation room.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'Bronchiolitis at 4 months (2 days on the ward)',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with his mother; looked after by his uncle today; the uncle came with him in the ambulance',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Pale and floppy; saliva and chewed gummy pieces in the mouth',
          breathing: 'No respiratory effort; no chest movement',
          circulation: 'Pulse 92, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Unresponsive to voice, moans to pain; pupils 5 mm and reactive; gags when the mouth is suctioned',
          disability: 'Moans to pain',
        },
        labs: { rvp: 'Not applicable; capillary glucose 4.9 mmol/L; urine drug screen sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Theo lies on the resuscitation trolley, apnoeic and pale, his head flexed forward on a pillow, with saliva and gummy pieces in his mouth. His uncle stands at the foot of the trolley. Suction, Magill forceps, oxygen, masks, bags and adjuncts of all sizes are at hand.',
        vitalSigns: { hr: 92, rr: 0, temp: 36.4, nibp: '88/52', o2: 70, co2: null },
        airway: 'Saliva and chewed gummy pieces in the mouth; gag present',
        breathing: 'Apnoeic; no chest movement',
        circulation: 'Pulse 92, capillary refill 3 seconds',
        disability: 'Moans to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses a toddler mask (size 2) that reaches from the bridge of the nose to the cleft of the chin without covering the eyes, and a self-inflating bag of at least 450-500 mL with a reservoir, connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head of the trolley.',
          airwayManagement: 'Recognises the apnoea and calls for help.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing. Who and what do you need?',
      },
      {
        initialState:
          'Help is on the way and the bag is on oxygen. Saliva and gummy pieces still sit in his mouth and his chin is on his chest.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.4, nibp: '86/50', o2: 65, co2: null },
        airway: 'Saliva and gummy pieces in the mouth; head flexed',
        breathing: 'Apnoeic',
        circulation: 'Pulse 88',
        disability: 'Moans to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: '',
          airwayManagement:
            'Removes the gummy pieces and suctions the saliva under direct vision with a rigid Yankauer sucker (Magill forceps for the pieces), with no blind finger sweep; takes the pillow away and puts the head in the sniffing position without overextending the neck; opens the airway with a head tilt-chin lift (no neck injury) or a jaw thrust, fingers on the bone of the jaw, not on the soft tissue beneath it.',
          maskPositioning: '',
        },
        softStop: 'His mouth is full and his chin is on his chest. What now?',
      },
      {
        initialState: 'His mouth is clear and his airway is open. The mask is ready.',
        vitalSigns: { hr: 86, rr: 0, temp: 36.4, nibp: '86/50', o2: 62, co2: null },
        airway: 'Clear and open with the head tilt-chin lift',
        breathing: 'Apnoeic',
        circulation: 'Pulse 86',
        disability: 'Moans to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the fingers of the hand that holds the mask, lifting the jaw up into the mask.',
          airwayManagement: '',
          maskPositioning:
            'Places the mask the right way round, apex over the bridge of the nose, covering both nose and mouth; holds it with an E-C grip (two people if it leaks); makes a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'How are you holding the mask?',
      },
      {
        initialState: 'Bagging has started; the chest moves with some breaths.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.4, nibp: '88/52', o2: 74, co2: null },
        airway: 'Open',
        breathing: 'Assisted breaths; some chest movement',
        circulation: 'Pulse 96',
        disability: 'Moans to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag gently over about one second, just until the chest rises, at 20-30 breaths a minute, without hyperventilating.',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'How hard and how fast are you bagging?',
      },
      {
        initialState:
          'His saturation is improving, but his tongue falls back between breaths and the chest rises with only some breaths. He gags and coughs when the sucker touches the back of his tongue.',
        vitalSigns: { hr: 100, rr: 0, temp: 36.4, nibp: '90/54', o2: 82, co2: 56 },
        airway: 'Tongue falls back between breaths; gag present',
        breathing: 'Assisted at 20-25 a minute; chest rises with some breaths only',
        circulation: 'Pulse 100, capillary refill 2 seconds',
        disability: 'Moans and pushes away to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 climbs.',
          airwayManagement:
            'Because he gags, chooses a nasopharyngeal airway, not an oral one, sized from the tip of the nose to the tragus of the ear, lubricated and passed gently straight back along the floor of the nose; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back and he gags. What will help?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, heart rate 108, good chest rise with each breath. He starts to breathe on his own between assisted breaths and will be admitted to intensive care for observation. The poisons centre has been called. The simulation is complete.',
        vitalSigns: { hr: 108, rr: 18, temp: 36.5, nibp: '92/56', o2: 97, co2: 43 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths; some breaths of his own',
        circulation: 'Pulse 108, capillary refill 2 seconds',
        disability: 'Moans and localises to pain',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-2', 'BMV-3', 'BMV-4'],
    ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He has stopped breathing: I call for help, the resuscitation team and an anaesthetist.',
      'I choose a toddler mask, size 2, that reaches from the bridge of his nose to the cleft of his chin without covering his eyes.',
      'I use a 500 mL self-inflating bag with a reservoir connected to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
    ],
    [
      'I take the gummy pieces out with Magill forceps and suction the saliva with a Yankauer under direct vision, no blind finger sweep.',
      'I take the pillow away and put his head in the sniffing position without overextending his neck.',
      'I open his airway with a head tilt and chin lift, fingers on the bone of his jaw and not on the soft tissue under it.',
    ],
    [
      'I put the mask on with the apex over the bridge of his nose, covering his nose and mouth.',
      'I hold it with an E-C grip, the fingers of that hand lifting his jaw up into the mask.',
      'The seal is tight with no leak and nothing presses on his eyes.',
    ],
    [
      'I squeeze the bag gently over one second, just until his chest rises.',
      'I give 20 breaths a minute, one every 3 seconds.',
    ],
    [
      'He gags, so I choose a nasopharyngeal airway and size it from the tip of his nose to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of his nose.',
      'I reassess: his chest rises with every breath, his SpO2 is climbing and his heart rate is 104.',
    ],
    [],
  ],
};

/**
 * New: Jonah, 13 years (44 kg), struck on the back of the head and neck by the crossbar of a portable football goal
 * that tipped over at school practice: GCS 3, apnoeic with a pulse, cervical spine not cleared (collar and head
 * blocks), blood and broken tooth fragments in the mouth, clear fluid from the right nostril and bruising behind the
 * right ear (suspected basal skull fracture), no gag. Phase 0: help, the place at the head, manual in-line
 * stabilisation with the head neutral, suction under vision (no blind sweep, nothing through the nose), jaw thrust
 * alone. Phase 1: small adult mask, bag, oxygen and mask placement (covering the nose despite the fluid, off the
 * eyes). Phase 2: E-C grip changed to two people for the leak, seal, mask hands lifting the jaw, squeeze and rate
 * (20-30 a minute as the case text asks). Phase 3: an oral airway (no gag, no nasal airway with a possible basal skull
 * fracture), inserted over a tongue depressor without moving the neck, reassessment and effective ventilation.
 */
export const JONAH_13Y: RunCase = {
  id: 'ho14-r-jonah-13y',
  title:
    'Held-out case: 13-year-old (44 kg) struck by a falling football goal, GCS 3, apnoeic with a pulse, spine not cleared, blood and broken teeth in the mouth, suspected basal skull fracture, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jonah, a 13-year-old boy (44 kg), was at after-school football practice when a portable metal goal tipped over as another boy swung on the crossbar. The crossbar struck Jonah on the back of the head and neck and pinned him face down on the pitch for about a minute. He was unconscious when it was lifted off. The paramedics brought him in on a scoop stretcher in a collar and head blocks, breathing slowly; in the resuscitation room he stops breathing. His heart rate is 72 and his SpO2 is 66%. There is blood in his mouth from a split lip and two broken front teeth, clear fluid is dripping from his right nostril, and there is bruising behind his right ear. He has no gag. His cervical spine has not been cleared. You are the first doctor in the bay.',
      objectives: {
        objective1:
          'Recognise apnoea after a head and neck injury and call the trauma team and an anaesthetist.',
        objective2:
          'Keep the head and neck neutral with manual in-line stabilisation; clear blood and tooth fragments under direct vision without a blind finger sweep or nasal suction; open the airway with a jaw thrust alone.',
        objective3:
          'Choose a small adult mask and an adult self-inflating bag on oxygen at 15 L/min; place the mask over both nose and mouth and off the eyes.',
        objective4:
          'Change to a two-person technique when the seal is poor; gentle one-second breaths to chest rise at 20-30 a minute, without hyperventilating.',
        objective5:
          'With no gag and a suspected basal skull fracture, choose an oropharyngeal airway (never a nasal one), size it from the corner of the mouth to the angle of the jaw, insert it without moving the neck, and reassess.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jonah',
          age: 13,
          sex: 'Male',
          weight: 44,
          diagnosis:
            'Head and neck injury from a falling football goal; suspected basal skull fracture; cervical spine not cleared; apnoea with a pulse',
        },
        history: {
          symptoms: 'Unconscious since the injury; slow breathing, then apnoea',
          allergies: 'None known',
          medications: 'Salbutamol inhaler when needed',
          pmh: 'Mild asthma',
          lastMeal: 'Sandwich at lunchtime, about 4 hours ago',
          events:
            'Struck on the back of the head and neck by the crossbar of a tipping portable goal and pinned face down for about a minute; unconscious; brought in with a collar and head blocks; apnoeic in the resuscitation room.',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler when needed',
          socialHistory: 'Lives with his father and sister; in Year 8 at school; plays football',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Limp, in a collar and head blocks; split upper lip, two broken upper incisors, blood in the mouth; clear fluid from the right nostril; bruising behind the right ear',
          breathing: 'No respiratory effort; no chest movement',
          circulation: 'Pulse 72, blood pressure 134/82, capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro: 'GCS 3; pupils 3 mm and reactive; no gag reflex; neck not cleared',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not applicable; trauma bloods and a venous gas sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Jonah lies supine on the trolley in a collar with head blocks, apnoeic, blood pooling in his mouth. A paramedic stands at his side. Suction, oxygen, masks, bags and adjuncts of all sizes are at hand.',
        vitalSigns: { hr: 72, rr: 0, temp: 36.2, nibp: '134/82', o2: 66, co2: null },
        airway: 'Blood and tooth fragments in the mouth; clear fluid from the right nostril; no gag',
        breathing: 'Apnoeic',
        circulation: 'Pulse 72, capillary refill 2 seconds',
        disability: 'GCS 3; bruising behind the right ear',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Takes the place at the head of the trolley to manage the airway.',
          airwayManagement:
            'Recognises the apnoea and calls for help (trauma team, anaesthetist); has an assistant hold manual in-line stabilisation so that the head and neck stay neutral and in line, with no pillow, no shoulder roll and no tilting; suctions the blood under direct vision with a rigid Yankauer and lifts out the visible tooth fragments, with no blind finger sweep and no suction through the nose; opens the airway with a jaw thrust alone, fingers behind the angles of the jaw, no head tilt and nothing pressing on the soft tissue under the chin.',
          maskPositioning: '',
        },
        softStop: 'He has stopped breathing and his neck is not cleared. How do you open his airway?',
      },
      {
        initialState:
          'His mouth is clear, an assistant holds his head in line, and the jaw thrust is holding his airway open.',
        vitalSigns: { hr: 70, rr: 0, temp: 36.2, nibp: '132/80', o2: 61, co2: null },
        airway: 'Clear after suction; open with the jaw thrust',
        breathing: 'Apnoeic',
        circulation: 'Pulse 70',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses a small adult mask (size 4) that reaches from the bridge of the nose to the cleft of the chin, an adult self-inflating bag (about 1.5 L; never less than 500 mL) with a reservoir, and connects it to oxygen at 15 L/min.',
          ventilationTechnique: '',
          airwayManagement: '',
          maskPositioning:
            'Places the mask with the apex over the bridge of the nose so that it covers both nose and mouth, despite the blood and fluid at the nostril, and keeps it off the eyes.',
        },
        softStop: 'What will you ventilate him with, and where does the mask sit on his injured face?',
      },
      {
        initialState: 'The mask is on, but air leaks around the swollen lip and the chest barely moves.',
        vitalSigns: { hr: 74, rr: 0, temp: 36.2, nibp: '130/80', o2: 60, co2: null },
        airway: 'Open with the jaw thrust; leak at the mask',
        breathing: 'Assisted breaths; barely any chest movement',
        circulation: 'Pulse 74',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted up into the mask with the fingers of the hand or hands that hold it; has the bag squeezed gently over about one second, just until the chest rises, at 20-30 breaths a minute (about one every 2-3 seconds), without hyperventilating.',
          airwayManagement: '',
          maskPositioning:
            'Holds the mask with an E-C grip and, because the seal is poor, changes to a two-person technique (both hands on the mask, a helper squeezing the bag); gets a tight seal.',
        },
        softStop:
          'Air is leaking around the mask. What will you change, and how are the breaths being given?',
      },
      {
        initialState:
          'The seal is tight. The chest rises with some breaths, but his tongue falls back between breaths. He did not gag when his mouth was suctioned.',
        vitalSigns: { hr: 78, rr: 0, temp: 36.2, nibp: '128/78', o2: 80, co2: 52 },
        airway: 'Tongue falls back between breaths; no gag',
        breathing: 'Assisted at 20 a minute; chest rises with some breaths',
        circulation: 'Pulse 78',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 climbs.',
          airwayManagement:
            'As he has no gag and a basal skull fracture is suspected (clear fluid from the nose, bruising behind the ear), chooses an oropharyngeal airway and not a nasal one, sized from the corner of the mouth to the angle of the jaw, and inserts it under direct vision over a tongue depressor without moving the neck; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back. What will help, and what must you avoid?',
      },
      {
        initialState:
          'Stabilised: SpO2 97%, heart rate 84, good chest rise with each breath. The anaesthetist is preparing to intubate with manual in-line stabilisation, and a CT of the head and neck is booked. The simulation is complete.',
        vitalSigns: { hr: 84, rr: 20, temp: 36.3, nibp: '126/76', o2: 97, co2: 40 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse 84, capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-16'],
    ['BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15'],
    ['BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse: I call for help now, the trauma team and an anaesthetist.',
      'I stand at the head of the trolley.',
      'A nurse holds manual in-line stabilisation, so his head and neck stay neutral and in line, with no pillow and no tilting.',
      'I suction the blood from his mouth with a rigid Yankauer under direct vision and lift out the tooth fragments I can see, no blind finger sweep and nothing through the nose.',
      'I open his airway with a jaw thrust only, fingers behind the angles of his jaw, no head tilt.',
    ],
    [
      'I choose a small adult mask, size 4, that reaches from the bridge of his nose to the cleft of his chin.',
      'I use an adult 1.5 L self-inflating bag with a reservoir connected to oxygen at 15 L/min.',
      'I put the mask on with the apex over the bridge of his nose, covering his nose and mouth, and keep it off his eyes.',
    ],
    [
      'The seal is poor, so we go to two people: I hold the mask with both hands in an E-C grip and a nurse squeezes the bag.',
      'My fingers keep lifting his jaw up into the mask, and the seal is now tight with no leak.',
      'The bag is squeezed gently over one second, just until his chest rises.',
      'We give one breath every 3 seconds, 20 a minute.',
    ],
    [
      'He has no gag and may have a basal skull fracture, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up over a tongue depressor without moving his neck.',
      'I reassess: his chest rises with each breath, his SpO2 is climbing and his heart rate is 84.',
    ],
    [],
  ],
};
