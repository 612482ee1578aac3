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
 * Sofia, 2 years, 12 kg, found with the looped cord of a window blind round her neck at home (near-hanging, low
 * drop, unwitnessed): apnoeic with a pulse, pink froth at the mouth and nose, gag present (a nasal airway, never an
 * oral one), cervical spine not cleared (in-line, jaw thrust only). P0 recognition, help, suction, equipment and the
 * place at the head; P1 head position, jaw thrust, everything about the mask and the breaths; P2 the nasal airway,
 * reassessment and effective ventilation; P3 done.
 */
export const BLIND_CORD_TODDLER_2Y: MessageCase = {
  id: 'tt-b-blind-cord-2y',
  title:
    'Tuning case: 2-year-old (12 kg) found caught in a window-blind cord at home, apnoeic with a pulse, pink froth, gag present, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Sofia, a 2-year-old girl (12 kg), was put down for a nap in her bedroom. When her mother looked in a few minutes later she found her slumped against the window with the looped pull-cord of the roller blind wrapped round her neck, limp and blue. Her mother cut the cord; the ambulance crew found her gasping with a slow pulse and brought her in on high-flow oxygen, a paramedic holding her head. Nobody saw how long she hung or how she came to be caught, so her cervical spine has not been cleared. In the resuscitation room she stops breathing. She has a pulse. There is a red ligature mark round her neck, pinpoint bruising on her face, and pink froth at her lips and nostrils. She still gags when something touches the back of her mouth. You are the first doctor at her side.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a near-hanging in a toddler and call the resuscitation team and the anaesthetist at once.',
        objective2:
          'Clear the froth from the mouth and nose under direct vision with a soft 8-10 Fr catheter or a small Yankauer, in short passes, with no blind finger sweep.',
        objective3:
          'Pick a small child mask that sits from the bridge of the nose to the cleft of the chin, off the eyes, and a 450-500 mL self-inflating bag (or a flow-inflating bag) on 10-15 L/min of oxygen; ventilate from the head of the trolley.',
        objective4:
          'Keep the head and neck neutral and in line (manual stabilisation, padding under the shoulders if the occiput flexes the neck, no pillow, no tilt, no turning), open the airway with a jaw thrust, hold an E-C clamp (two people if it leaks), lift the jaw into the mask, and give gentle one-second breaths to visible chest rise every 2-3 seconds.',
        objective5:
          'Because she gags, use a nasopharyngeal airway sized from the nostril to the tragus, lubricated and passed straight back along the floor of the nose; reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Sofia',
          age: 2,
          sex: 'Female',
          weight: 12,
          diagnosis:
            'Near-hanging on a window-blind cord at home; hypoxic injury, possible neck injury; apnoea with a pulse',
        },
        history: {
          symptoms: 'Found limp and blue, gasping on the way in, now not breathing',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well child, born at term',
          lastMeal: 'Lunch (pasta and milk) about 90 minutes ago',
          events:
            'Found with the loop of a blind cord round her neck at the bedroom window, down for an unknown time of a few minutes; cord cut by her mother',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with her mother and father and a baby brother; goes to nursery three days a week',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Limp, grey-blue, red ligature mark round the neck, petechiae over the face and eyelids, pink froth at the lips and nostrils',
          breathing: 'No breathing effort, no chest movement; a few crackles heard before the apnoea',
          circulation: 'Central pulse present and slowing; capillary refill 4 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'GCS 5; pupils equal, sluggish; gags when the back of the mouth is touched',
          disability: 'Flexes to pain',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          "Sofia lies flat on the resuscitation trolley, a paramedic's hands either side of her head; she is apnoeic and grey-blue with pink froth at her mouth and nose. The head of the trolley is against the wall. Suction, masks of every size, bags and oxygen are on the airway trolley.",
        vitalSigns: { hr: 82, rr: 0, temp: 36.4, nibp: '84/50', o2: 68, co2: null },
        airway: 'Pink frothy secretions in the mouth and nose; gag present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Central pulse present, slowing; capillary refill 4 seconds',
        disability: 'Flexes to pain; neck not cleared',
        hardStop: {
          ventilationEquipment:
            'Takes a small child mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating (or a flow-inflating) bag, and runs oxygen into the bag at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises that she has stopped breathing and calls the resuscitation team and anaesthetist; suctions the froth from the mouth and nose with a soft 8-10 Fr catheter or a small Yankauer under direct vision, short passes, no finger sweep.',
          maskPositioning: '',
        },
        softStop:
          'She has a pulse, but she is not breathing and there is froth at her mouth. What comes first?',
      },
      {
        initialState:
          'The froth is cleared for now and the mask is on, but the paramedic has let go: her head has rolled onto a folded blanket and her chin is dropping towards her chest, the mask hisses at one cheek and the chest hardly moves.',
        vitalSigns: { hr: 74, rr: 0, temp: 36.4, nibp: '80/48', o2: 62, co2: null },
        airway: 'Chin dropping onto the chest; neck not cleared',
        breathing: 'Assisted breaths, minimal chest rise, leak at the mask',
        circulation: 'Pulse present, heart rate falling',
        disability: 'Flexes to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes gently over about one second, only until the chest rises; gives a breath every 2-3 seconds (20-30 a minute), no faster.',
          airwayManagement:
            'Keeps the head and neck neutral and in line (manual stabilisation, a thin pad under the shoulders if needed, no pillow, no tilt, no turning to the side); opens the airway with a jaw thrust only, fingers behind the angles of the jaw, not on the soft tissue under the chin.',
          maskPositioning:
            'Has the mask the right way round over both nose and mouth and clear of the eyes; holds it with an E-C clamp and gets a second person for a two-handed hold if it still leaks, until the seal is tight.',
        },
        softStop:
          'The mask hisses at her cheek and her chest hardly moves, and her neck is still not cleared. What will you change?',
      },
      {
        initialState:
          'With her head in line and a good seal the chest begins to rise and the heart rate picks up, but her airway keeps closing between breaths and she gags whenever the suction catheter touches the back of her mouth.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.4, nibp: '86/52', o2: 84, co2: 56 },
        airway: 'Obstructs between breaths; gag present',
        breathing: 'Assisted breaths with chest rise',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Flexes to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway sized from the tip of the nose to the tragus (no oral airway), lubricates it and passes it straight back along the floor of the nose without force; rechecks chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop:
          'Her airway keeps closing between breaths and she gags on anything in her mouth. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 128, chest rising with each assisted breath through the nasal airway, her neck still held in line. The PICU team arrive to take over. The simulation is complete.',
        vitalSigns: { hr: 128, rr: 22, temp: 36.5, nibp: '90/56', o2: 96, co2: 45 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Flexes to pain',
        hardStop: EMPTY_STOP,
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
      'She is not breathing but has a pulse. I call for help now: the resuscitation team and the anaesthetist.',
      'I suction the froth from her mouth and nose with a 10 Fr soft catheter under direct vision, a few seconds per pass.',
      'I take a small child mask that fits from the bridge of her nose to the cleft of her chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I pull the trolley off the wall and stand at the head of the trolley to ventilate.',
    ],
    [
      'A colleague holds her head and neck in line; the blanket comes out, a thin pad goes under her shoulders and her head stays neutral, no tilt.',
      'I open her airway with a jaw thrust, fingers behind the angles of her jaw, off the soft tissue.',
      'I place the mask the right way round, narrow end on the bridge of her nose, covering her nose and mouth and clear of her eyes.',
      'It leaks, so we go two-person: I hold the mask with both hands in an E-C clamp and lift her jaw into it, a colleague squeezes; the seal is tight now.',
      'Each breath is squeezed gently over one second until the chest just rises, one every 2-3 seconds, about 25 a minute.',
    ],
    [
      'She gags, so no oral airway: I measure a nasopharyngeal airway from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Jonah, 8 years, 25 kg, swallowed his grandmother's phenobarbital tablets at home; deep coma, hypothermic,
 * apnoeic with a pulse, vomit in the mouth, no gag, no trauma (head tilt-chin lift is fine; an oral airway fits,
 * a nasal one is acceptable). P0 recognition, help, suction, equipment, the place at the head and placing the
 * mask; P1 head position, opening the airway, the hold and seal, the jaw lift, the squeeze and the rate; P2 the
 * adjunct, reassessment and effective ventilation; P3 done.
 */
export const PHENOBARBITAL_CHILD_8Y: MessageCase = {
  id: 'tt-b-phenobarbital-8y',
  title:
    "Tuning case: 8-year-old (25 kg) apnoeic with a pulse after swallowing his grandmother's phenobarbital, vomit in the mouth, no gag",
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jonah, an 8-year-old boy (25 kg), was staying with his grandmother, who takes phenobarbital for epilepsy. After school his father found him asleep on the sofa and could not wake him; two empty blister strips of 30 mg tablets were on the floor (up to 20 tablets, about 24 mg/kg). He was brought in by ambulance, snoring and cold. In the resuscitation room his breathing slows and stops. He has a pulse. There is vomit in his mouth, he does not gag, and his temperature is 34.9 °C. There is no history or sign of injury. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a sedative overdose and call the resuscitation team and the anaesthetist at once, without waiting for a drug level.',
        objective2:
          'Suction the vomit from the mouth with a rigid wide-bore (Yankauer) sucker under direct vision; no blind finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL (or a flow-inflating bag) on 10-15 L/min of oxygen; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Put the head in a neutral sniffing position (no hyperextension, no thick pillow), open the airway with a head tilt-chin lift or jaw thrust on bone, hold an E-C clamp (two people if it leaks), lift the jaw into the mask and give gentle one-second breaths to visible chest rise every 2-3 seconds.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it without pushing the tongue back (a nasal airway sized nostril to tragus is also acceptable); reassess chest rise, SpO2 and heart rate after each step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jonah',
          age: 8,
          sex: 'Male',
          weight: 25,
          diagnosis: 'Phenobarbital ingestion: coma, hypothermia, apnoea with a pulse',
        },
        history: {
          symptoms: 'Unrousable after school, snoring, vomited once in the ambulance',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Mild eczema',
          lastMeal: 'School lunch about 4 hours ago',
          events:
            "Found unrousable at his grandmother's house with two empty strips of her phenobarbital 30 mg tablets; ingestion time unknown, probably 3 hours before",
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollient cream',
          socialHistory:
            'Lives with his father and older sister; often stays with his grandmother after school',
          vaccinations: 'Up to date',
          familyHistory: 'Grandmother has epilepsy',
        },
        initialExam: {
          generalAppearance: 'Deeply unconscious, pale and cold, vomit in the mouth and on the chin',
          breathing: 'Slow shallow snoring breaths that have now stopped; no chest movement',
          circulation: 'Pulse present, slow; capillary refill 4 seconds; cool peripheries',
          abdomen: 'Soft, bowel sounds reduced',
          neuro: 'GCS 4; pupils mid-sized, sluggish; reflexes reduced; no gag reflex',
          disability: 'Barely flexes to pain',
        },
        labs: { rvp: 'Not sent; phenobarbital level and blood gas sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Jonah lies on his back on the resuscitation bed, his head on a thick pillow, apnoeic and pale, vomit pooled in his mouth. A cannula is in his left hand. Yankauers, masks, bags and oxygen are on the airway trolley.',
        vitalSigns: { hr: 64, rr: 0, temp: 34.9, nibp: '84/46', o2: 74, co2: null },
        airway: 'Vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, slow; capillary refill 4 seconds',
        disability: 'Barely flexes to pain',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL (or a flow-inflating bag), and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head of the bed.',
          airwayManagement:
            'Recognises the apnoea and calls the resuscitation team and anaesthetist; suctions the vomit from the mouth with a Yankauer under direct vision (no finger sweep).',
          maskPositioning:
            'Puts the mask on the right way round, narrow end at the bridge of the nose, covering both mouth and nose, keeping the rim and the fingers off the eyes.',
        },
        softStop:
          'He has a pulse but has stopped breathing, and there is vomit in his mouth. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear and the mask is on, but on the thick pillow his chin has sunk onto his chest, his tongue has fallen back, the mask leaks at the cheek and the chest barely moves.',
        vitalSigns: { hr: 58, rr: 0, temp: 34.9, nibp: '80/44', o2: 66, co2: null },
        airway: 'Chin on the chest; tongue falling back',
        breathing: 'Assisted breaths, poor chest rise, leak at the mask',
        circulation: 'Pulse present, slow',
        disability: 'Barely flexes to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask (jaw lifted into the mask); squeezes over about one second with just enough volume to see the chest rise; gives a breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Takes the thick pillow away and places the head in a neutral sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw, not on the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp and, since it leaks, changes to a two-person technique so that the seal is tight.',
        },
        softStop: 'The chest is barely moving and the mask is leaking. What would you change?',
      },
      {
        initialState:
          'The chest now rises with each breath and the SpO2 is climbing, but his tongue keeps falling back between breaths. He still does not gag.',
        vitalSigns: { hr: 84, rr: 0, temp: 35.0, nibp: '86/48', o2: 88, co2: 52 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths with chest rise',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Barely flexes to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a climbing SpO2.',
          airwayManagement:
            'Chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (or a nasal airway sized from the nostril to the tragus) and inserts it gently without pushing the tongue back; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps flopping back between breaths. What could you add?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 96, chest rising well with each breath through the oral airway. The anaesthetist arrives to secure the airway. The simulation is complete.',
        vitalSigns: { hr: 96, rr: 20, temp: 35.2, nibp: '90/52', o2: 97, co2: 42 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Barely flexes to pain',
        hardStop: EMPTY_STOP,
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
      'He is apnoeic with a pulse. I call for help: the resuscitation team and the anaesthetist, now.',
      'I suction the vomit out of his mouth with a Yankauer under direct vision, no finger sweep.',
      'I take a child mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and connect it to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round, narrow end at the bridge of his nose, covering his mouth and nose and clear of his eyes.',
    ],
    [
      'The thick pillow comes out; a small folded towel under his head puts him in a neutral sniffing position, not hyperextended.',
      'I open his airway with a head tilt-chin lift, my fingers on the bone of the chin, off the soft tissue.',
      'Because it leaks, we go two-person: I hold the mask with both hands in an E-C clamp and lift the jaw into it, a colleague squeezes the bag; the seal is tight now.',
      'Each breath is squeezed over one second, just enough to see the chest rise, one every 3 seconds, 20 a minute.',
    ],
    [
      'No gag reflex, so an oral airway: I size it from the corner of his mouth to the angle of his jaw.',
      'I insert it with a tongue depressor holding the tongue forward, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};
