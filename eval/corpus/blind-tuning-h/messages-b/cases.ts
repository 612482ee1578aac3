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

/**
 * Both cases run in four phases: P0 recognising apnoea, calling for help, clearing the mouth, the equipment and the
 * place at the head; P1 the head, opening the airway and everything about the mask on the face; P2 the breaths
 * themselves, the adjunct and the reassessment; P3 the completed state.
 */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
  [],
];

const NO_STOPS = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * Connor, 16 years, 65 kg, injected heroin at a friend's flat; apnoeic with a pulse, pinpoint pupils, vomit in the
 * mouth, gags when the back of the throat is touched (so a nasal airway if one is needed, never an oral one). No
 * injury. Adult-sized mask and adult self-inflating bag.
 */
export const HEROIN_16Y: MessageCase = {
  id: 'th-b-heroin-16y',
  title:
    'Tuning case: 16-year-old (65 kg) apnoeic with a pulse after heroin, vomit in the mouth, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Connor, a 16-year-old boy (65 kg), injected heroin for what his friend says was the second time ever, in a flat near the hospital. The friend found him snoring and then silent, and the ambulance crew brought him in on a non-rebreather mask. On the resuscitation trolley he stops breathing. He has a slow pulse, his pupils are pinpoint, there is vomit pooled in his mouth and he gags when anything touches the back of his throat. There is no sign of injury. You are the first doctor to reach him.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse from opioid toxicity and call for help straight away; ventilate rather than wait for naloxone.',
        objective2:
          'Clear the vomit with a rigid wide-bore (Yankauer) sucker while looking into the mouth; no blind finger sweep and no bagging over vomit.',
        objective3:
          'Pick adult-sized equipment for a 65 kg teenager: a mask from the bridge of the nose to the cleft of the chin, an adult self-inflating bag (about 1.5 L), oxygen at 10-15 L/min; work from the head of the trolley.',
        objective4:
          'Sniffing position with a pad under the occiput; head tilt-chin lift or jaw thrust with the fingers on bone; mask the right way up over nose and mouth, off the eyes; E-C clamp lifting the jaw into the mask, two people if it leaks; tight seal.',
        objective5:
          'Gentle breaths over about a second to visible chest rise at 20-30 a minute, no hyperventilation; with a gag present, a lubricated nasopharyngeal airway sized nostril to tragus, passed straight back along the nasal floor; reassess chest rise, SpO2 and heart rate after each change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Connor',
          age: 16,
          sex: 'Male',
          weight: 65,
          diagnosis: 'Heroin overdose with apnoea; pulse present',
        },
        history: {
          symptoms: 'Drowsy, snoring, vomited once, then stopped breathing',
          allergies: 'No known drug allergies',
          medications: 'None',
          pmh: 'ADHD as a child, no longer treated',
          lastMeal: 'Chips about four hours ago',
          events:
            'Injected heroin into the left forearm about 40 minutes before arrival; found unresponsive by a friend',
        },
        PMH: {
          medicalConditions: 'ADHD, off medication for two years',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with his father; left school this year; cannabis and occasional heroin according to his friend',
          vaccinations: 'Up to date',
          familyHistory: 'Nothing relevant',
        },
        initialExam: {
          generalAppearance:
            'Grey-blue, unresponsive, vomit at the corner of the mouth, fresh puncture mark on the left forearm',
          breathing: 'No breaths, no chest movement',
          circulation: 'Slow radial pulse, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'Pupils 1 mm, GCS 4; gags on touching the posterior pharynx',
          disability: 'Pain response only',
        },
        labs: { rvp: 'Not done' },
      },
    },
    Phases: [
      {
        initialState:
          'Connor lies flat on the trolley, not breathing, vomit pooled in his mouth. He has an IV cannula. The airway trolley holds paediatric and adult masks, a 500 mL and a 1.5 L self-inflating bag, Yankauer suckers and adjuncts.',
        vitalSigns: { hr: 52, rr: 0, temp: 36.0, nibp: '102/64', o2: 71, co2: null },
        airway: 'Vomit in the mouth; gags when the pharynx is touched',
        breathing: 'Apnoeic',
        circulation: 'Pulse present and slow, capillary refill 3 seconds',
        disability: 'Pinpoint pupils, pain response only',
        hardStop: {
          ventilationEquipment:
            'Takes an adult-sized mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (about 1.5 L); attaches the bag to oxygen running at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head of the trolley to ventilate.',
          airwayManagement:
            'Sees that he is apnoeic and calls for help immediately rather than waiting for naloxone; clears the vomit with a Yankauer under direct vision, no blind finger sweep, before any breaths are given.',
          maskPositioning: '',
        },
        softStop:
          'He has a pulse but is not breathing, and there is vomit in his mouth. What are you going to do?',
      },
      {
        initialState:
          'The vomit is cleared and the bag is on oxygen, but his head has rolled forward with his chin on his chest; the mask is held loosely, air hisses out at the sides and the chest does not move.',
        vitalSigns: { hr: 48, rr: 0, temp: 36.0, nibp: '100/62', o2: 64, co2: null },
        airway: 'Mouth clear; neck flexed, tongue against the back of the throat',
        breathing: 'Apnoeic; no chest rise with the bag',
        circulation: 'Pulse present',
        disability: 'Pinpoint pupils, pain response only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Lifts the jaw into the mask with the same hand that holds the mask.',
          airwayManagement:
            'Puts the head in a sniffing position with a pad under the occiput, not hyperextended and not flexed; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and not on the soft tissue beneath it.',
          maskPositioning:
            'Puts the mask on the right way up, narrow end over the bridge of the nose, covering both nose and mouth and clear of the eyes; holds it with an E-C clamp and changes to a two-person hold if it leaks; achieves a tight seal.',
        },
        softStop: 'His chin is on his chest and the mask is leaking. What would you change?',
      },
      {
        initialState:
          'With the head positioned and the mask sealed, the chest now rises, but the tongue drops back between breaths and he coughs and gags when the Yankauer goes towards the back of his mouth.',
        vitalSigns: { hr: 66, rr: 0, temp: 36.0, nibp: '106/66', o2: 83, co2: 61 },
        airway: 'Tongue falls back between breaths; gag reflex present',
        breathing: 'Breaths from the bag only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Pinpoint pupils, pain response only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes each breath over about one second with only enough volume to make the chest rise, one breath every 2-3 seconds (20-30 a minute), and ventilates effectively: the chest rises and the SpO2 climbs.',
          airwayManagement:
            'Because he gags, chooses a nasopharyngeal airway sized from the tip of the nostril to the tragus rather than an oral airway; lubricates it and passes it gently straight back along the floor of the nose, bevel to the septum; checks chest rise, SpO2 and heart rate after every change.',
          maskPositioning: '',
        },
        softStop:
          'The tongue keeps dropping back between breaths and he gags on the sucker. What could keep the airway open?',
      },
      {
        initialState:
          'SpO2 97% and heart rate 82 with good chest rise through the nasal airway; after intranasal naloxone he starts breathing on his own and the anaesthetist takes over. The simulation is complete.',
        vitalSigns: { hr: 82, rr: 12, temp: 36.1, nibp: '112/70', o2: 97, co2: 45 },
        airway: 'Open with the nasopharyngeal airway',
        breathing: 'Own breaths, supported when needed',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Groaning to voice',
        hardStop: NO_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is not breathing but has a pulse. I call for help now: the resuscitation team and the anaesthetist.',
      'I clear the vomit from his mouth with a Yankauer sucker, looking into the mouth as I go.',
      'I take an adult face mask that reaches from the bridge of his nose to the cleft of his chin and the 1.5 litre adult self-inflating bag, and run oxygen into the bag at 15 litres per minute.',
      'I stand at the head of the trolley.',
    ],
    [
      'I put a folded towel under the back of his head so he is in a sniffing position, neither bent forward nor tipped back too far.',
      'I open his airway with a head tilt and chin lift, my fingers on the bony chin and not on the soft tissue below.',
      'I put the mask on narrow end over the bridge of his nose, covering his nose and mouth and clear of his eyes.',
      'I hold the mask with an E-C clamp and lift his jaw up into the mask with the same hand; the seal is tight with no leak.',
    ],
    [
      'He gags, so no oral airway: I size a nasopharyngeal airway from the tip of his nostril to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose, bevel towards the septum.',
      'I squeeze the bag over one second, only until the chest rises, one breath every 3 seconds, 20 a minute.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the saturation is climbing.',
    ],
    [],
  ],
};

/**
 * Mateo, 6 years, 20 kg, fell about three metres from a tree onto his head; GCS 4, apnoeic with a pulse, blood in
 * the mouth from a bitten tongue, no gag, cervical spine not cleared, no sign of a basal skull fracture. Child mask,
 * 450-500 mL bag, jaw thrust without head tilt with in-line stabilisation, oral airway.
 */
export const TREE_FALL_6Y: MessageCase = {
  id: 'th-b-tree-fall-6y',
  title:
    'Tuning case: 6-year-old (20 kg) apnoeic after a fall from a tree onto his head, GCS 4, spine not cleared, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mateo, a 6-year-old boy (20 kg), fell about three metres from a tree in the park and landed on his head. The paramedics found him with a GCS of 6, bleeding from his mouth, and brought him in on a scoop stretcher with head blocks. As he is moved into the resuscitation bay he stops breathing. He has a pulse. His GCS is now 4, there is blood in his mouth from a bitten tongue, he has no gag reflex and a large swelling over the right side of his head. There is no bruising behind the ears or around the eyes and no fluid from the nose or ears. The cervical spine has not been cleared. You are the first doctor at the head end.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in a child with a severe head injury and call for help at once (trauma team, anaesthetist, neurosurgery).',
        objective2:
          'Suction the blood from the mouth with a Yankauer under direct vision; no blind finger sweep and no deep nasal suction.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin, a 450-500 mL self-inflating bag on oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Keep the head and neck neutral with manual in-line stabilisation and no head tilt; open the airway with a jaw thrust on the angles of the jaw; mask the right way up over nose and mouth and off the eyes, an E-C clamp or better a two-person hold, lifting the jaw into the mask for a tight seal.',
        objective5:
          'Gentle breaths over about a second to visible chest rise at 20-30 a minute without hyperventilating; with no gag, an oropharyngeal airway sized corner of the mouth to the angle of the jaw and inserted with a tongue depressor; reassess chest rise, SpO2 and heart rate after each change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mateo',
          age: 6,
          sex: 'Male',
          weight: 20,
          diagnosis: 'Severe traumatic brain injury after a fall from height; apnoea with a pulse',
        },
        history: {
          symptoms: 'Unconscious since the fall, one vomit at the scene, now apnoeic',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well child',
          lastMeal: 'Sandwich and juice two hours ago',
          events:
            'Fell about three metres from a tree onto his head; brought in on a scoop stretcher with head blocks',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his mother and grandmother; in first grade',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders',
        },
        initialExam: {
          generalAppearance:
            'Limp and pale, blood in the mouth, large boggy swelling over the right parietal scalp',
          breathing: 'No breathing effort, no chest movement',
          circulation: 'Pulse present, slowish; capillary refill 2 seconds',
          abdomen: 'Soft, no bruising',
          neuro:
            'GCS 4 (E1 V1 M2); right pupil larger and sluggish; no gag; no Battle sign, no raccoon eyes, no CSF leak',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not done' },
      },
    },
    Phases: [
      {
        initialState:
          'Mateo lies on the scoop stretcher with head blocks, apnoeic, blood pooling in his mouth. An intraosseous needle is in his left tibia. Child and adult masks, 500 mL and 1.5 L bags, Yankauers and oral airways are on the trolley.',
        vitalSigns: { hr: 68, rr: 0, temp: 36.4, nibp: '132/84', o2: 76, co2: null },
        airway: 'Blood in the mouth from a bitten tongue; no gag reflex',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4, right pupil dilated and sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask reaching from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag; runs oxygen into the bag at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea and calls the trauma team and the anaesthetist at once; suctions the blood from the mouth with a Yankauer under direct vision, never a blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'He has a pulse but he is not breathing, and there is blood in his mouth. What do you do?',
      },
      {
        initialState:
          'The mouth is clear and the bag is ready, but someone has tipped his head back to open the airway, the mask sits crooked with a leak and the chest does not rise.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.4, nibp: '138/86', o2: 68, co2: null },
        airway: 'Mouth clear; neck extended; tongue falling back',
        breathing: 'Apnoeic; no chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask, lifting the jaw into it.',
          airwayManagement:
            'Returns the head to neutral alignment with manual in-line stabilisation and no head tilt (no sniffing or extension while the spine is not cleared); opens the airway with a jaw thrust at the angles of the jaw, not pressing on the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way up, narrow end over the bridge of the nose, covering nose and mouth and off the eyes; holds it with an E-C clamp or, better with the jaw thrust, a two-person hold; achieves a tight seal.',
        },
        softStop:
          'His head has been tipped back and the mask leaks. What is wrong, given the way he was injured?',
      },
      {
        initialState:
          'With the neck held neutral and a two-handed jaw thrust the chest rises, but the tongue falls back between breaths. He does not gag.',
        vitalSigns: { hr: 76, rr: 0, temp: 36.4, nibp: '128/80', o2: 85, co2: 52 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Breaths from the bag only',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes each breath over about a second with just enough volume for visible chest rise, one breath every 2-3 seconds (20-30 a minute), no hyperventilation; the chest rises and the SpO2 climbs.',
          airwayManagement:
            'With no gag, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it with a tongue depressor following the curve of the tongue; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'The tongue keeps falling back between breaths, and he has no gag. What could help?',
      },
      {
        initialState:
          'SpO2 98%, heart rate 88, end-tidal CO2 around 40, chest rising with each breath through the oral airway. The anaesthetist arrives to intubate with in-line stabilisation before CT. The simulation is complete.',
        vitalSigns: { hr: 88, rr: 22, temp: 36.4, nibp: '118/74', o2: 98, co2: 40 },
        airway: 'Open with the oropharyngeal airway',
        breathing: 'Good chest rise with bag breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 4',
        hardStop: NO_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call for help now: the trauma team and the anaesthetist.',
      'I suction the blood out of his mouth with a Yankauer, looking in as I suction.',
      'I take a child mask that reaches from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 litres per minute.',
      'I stand at the head of the bed.',
    ],
    [
      'A nurse holds his head in neutral with manual in-line stabilisation; no head tilt and no extension of the neck.',
      'I open the airway with a jaw thrust, fingers behind the angles of the jaw, not on the soft tissue under the chin.',
      'I put the mask on narrow end over the bridge of the nose, covering his nose and mouth and clear of his eyes.',
      'I hold the mask with an E-C clamp, lifting his jaw into it with the same hand, and the seal is tight with no leak.',
    ],
    [
      'He has no gag, so I size an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I insert it with a tongue depressor holding the tongue down, following the curve of the tongue.',
      'I squeeze the bag over one second, just enough for the chest to rise, one breath every 3 seconds, 20 a minute.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing.',
    ],
    [],
  ],
};
