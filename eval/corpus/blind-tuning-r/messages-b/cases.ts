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
 * Idris, 7 months, 7.5 kg, nutritional rickets (vitamin D deficiency) with hypocalcaemic seizures; after a
 * seizure on the children's ward he is apnoeic with a pulse, frothy saliva in the mouth and nose, no gag (an oral
 * airway, put in the right way up with a tongue depressor). P0 recognition, help, suction, equipment and the place
 * at the head; P1 shoulder roll, opening the airway, the mask, the squeeze and the rate; P2 the oral airway,
 * reassessment and effective ventilation; P3 done.
 */
export const HYPOCALCAEMIA_INFANT_7M: MessageCase = {
  id: 'tr-b-hypocalcaemia-7m',
  title:
    'Tuning case: 7-month-old (7.5 kg) with rickets and a hypocalcaemic seizure, apnoeic with a pulse on the ward, frothy saliva, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Idris, a 7-month-old boy (7.5 kg), was admitted to the children's ward last night with twitching of his face and hands and a brief seizure at home. He is exclusively breastfed, has had no vitamin D drops, and his wrists are widened: his ionised calcium was 0.68 mmol/L and a calcium gluconate infusion is running. A few minutes ago he had another generalised seizure that stopped after 4 minutes as his calcium bolus went in; no anticonvulsant was given. Now he has stopped breathing. He has a pulse, frothy saliva fills his mouth and bubbles at his nose, and he does not gag. You are the first doctor at the cot.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a hypocalcaemic seizure in an infant and call for help at once.',
        objective2:
          'Clear the froth from the mouth and then the nose with a small (about 8 Fr) suction catheter, under vision, in short passes, without a finger sweep.',
        objective3:
          'Choose an infant mask that reaches from the bridge of the nose to the cleft of the chin without touching the eyes and a 450-500 mL self-inflating bag with oxygen at 10-15 L/min; ventilate from the head of the cot.',
        objective4:
          'Keep the head neutral with a roll under the shoulders (no hyperextension, no pillow), open the airway with a chin lift or jaw thrust on bone, hold the mask with an E-C clamp that lifts the jaw into it (two people if it leaks), and give gentle one-second breaths to visible chest rise, 20-30 a minute.',
        objective5:
          'With no gag, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it the right way up over a tongue depressor; reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Idris',
          age: 0.58,
          sex: 'Male',
          weight: 7.5,
          diagnosis: 'Nutritional rickets with hypocalcaemic seizures; apnoea with a pulse',
        },
        history: {
          symptoms:
            'Jittery for a week, twitching of the face and hands, stiff curled fingers, two seizures in 24 hours',
          allergies: 'None known',
          medications: 'Calcium gluconate infusion; no vitamin D supplements before admission',
          pmh: 'Term birth, exclusively breastfed, slow weight gain over the last two months',
          lastMeal: 'Breastfed 90 minutes ago',
          events:
            'Generalised seizure on the ward lasting 4 minutes, stopped as the calcium bolus was given; apnoeic a minute later',
        },
        PMH: {
          medicalConditions: 'Vitamin D deficiency rickets (diagnosed this admission)',
          hospitalizations: 'This admission only',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Calcium gluconate 10% infusion',
          socialHistory:
            'Lives with his parents and grandmother; mother covers her skin outdoors and has not taken vitamin D herself',
          vaccinations: 'Up to date for age',
          familyHistory: 'Mother has low vitamin D',
        },
        initialExam: {
          generalAppearance:
            'Floppy and grey in the cot, frothy saliva at the mouth and nostrils, widened wrists, soft skull',
          breathing: 'No breathing effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate falling, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro: 'Unresponsive after the seizure, no gag when the back of the tongue is touched',
          disability: 'Unresponsive to voice, minimal response to pain',
        },
        labs: {
          rvp: 'Ionised calcium 0.68 mmol/L, phosphate low, alkaline phosphatase high, 25-OH vitamin D very low, glucose 5.2 mmol/L',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Idris lies flat in his cot, grey and not breathing, froth at his lips and nose. The calcium infusion runs into his left hand. Wall oxygen, suction, masks and bags are on the resuscitation trolley at the end of the bay.',
        vitalSigns: { hr: 112, rr: 0, temp: 36.8, nibp: '80/46', o2: 74, co2: null },
        airway: 'Frothy saliva in the mouth and nose; no gag',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive after the seizure',
        hardStop: {
          ventilationEquipment:
            'Takes an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag, and turns oxygen into the bag at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the cot to ventilate.',
          airwayManagement:
            'Recognises that he is not breathing and calls for help; clears the mouth and nose with a small (about 8 Fr) catheter under vision in short passes, never a finger sweep.',
          maskPositioning: '',
        },
        softStop:
          'He has a pulse but is not breathing, and there is froth at his mouth. What do you do first?',
      },
      {
        initialState:
          'The froth is cleared and the mask is on, but his large occiput pushes his chin down, the mask hisses at one cheek and his chest barely moves.',
        vitalSigns: { hr: 98, rr: 0, temp: 36.8, nibp: '76/44', o2: 68, co2: null },
        airway: 'Clear after suction; neck flexed by the occiput',
        breathing: 'Assisted breaths, little chest rise, leak at the mask',
        circulation: 'Pulse present, heart rate falling',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes gently over about one second until the chest just rises; one breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Puts a roll under the shoulders so the head is neutral, not tipped back; opens the airway with a chin lift or jaw thrust with the fingers on the bone of the jaw, not the soft tissue beneath it.',
          maskPositioning:
            'Places the mask the right way round over both nose and mouth, clear of the eyes; holds it with an E-C clamp and uses a two-person hold if it still leaks, until the seal is tight.',
        },
        softStop: 'The mask hisses at the side and the chest hardly moves. What would you change?',
      },
      {
        initialState:
          'With a neutral head and a tight seal his chest rises and his heart rate picks up, but his tongue falls back between breaths and the chest rise fades. He still does not gag.',
        vitalSigns: { hr: 132, rr: 0, temp: 36.8, nibp: '82/48', o2: 85, co2: 55 },
        airway: 'Tongue falling back between breaths; no gag',
        breathing: 'Assisted breaths, chest rise fading between repositionings',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Beginning to grimace to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 climbs.',
          airwayManagement:
            'Since he has no gag, chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw and inserts it the right way up over a tongue depressor, without forcing it or pushing the tongue back; rechecks chest rise, SpO2 and heart rate after every change.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps dropping back between breaths. What could you add?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 144, chest rising with each breath through the oral airway. The PICU outreach team arrive and take over. The simulation is complete.',
        vitalSigns: { hr: 144, rr: 26, temp: 36.8, nibp: '86/50', o2: 96, co2: 44 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces and moves to pain',
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
      'He is not breathing but has a pulse. I call for help now: put out the paediatric emergency call.',
      'I suction his mouth and then his nose with an 8 Fr catheter under vision, a few seconds each pass.',
      'I take an infant mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I go to the head of the cot to ventilate.',
    ],
    [
      'I put a rolled towel under his shoulders so his head is neutral and not tipped back.',
      'I open his airway with a chin lift, fingers on the bone of the jaw and off the soft tissue.',
      'I place the mask the right way round, narrow end on the bridge of his nose, covering his nose and mouth and clear of his eyes.',
      'I hold it with an E-C clamp, lifting his jaw into the mask with the same hand; the seal is tight now.',
      'I squeeze the bag gently over one second until the chest just rises, one breath every 2-3 seconds, about 25 a minute.',
    ],
    [
      'He has no gag, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I insert it the right way up over a tongue depressor, following the curve of the tongue, without forcing it.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Owen, 15 years, 56 kg, acute hyponatraemia (sodium 116 mmol/L) after drinking large volumes of water on a school
 * hiking expedition; a seizure in the emergency department, then apnoea with a pulse from cerebral oedema. Bitten
 * tongue with blood-stained froth, jaw clenched, gag present (a nasal airway, never an oral one); no injury to the
 * head or neck. P0 recognition, help, suction, equipment, the place at the head and placing the mask; P1 head
 * position, opening the airway, the hold and seal, the jaw lift, the squeeze and the rate; P2 the nasal airway,
 * reassessment and effective ventilation; P3 done.
 */
export const HYPONATRAEMIA_TEEN_15Y: MessageCase = {
  id: 'tr-b-hyponatraemia-15y',
  title:
    'Tuning case: 15-year-old (56 kg) with acute hyponatraemia after an expedition, apnoeic with a pulse after a seizure, bitten tongue, jaw clenched, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Owen, a 15-year-old boy (56 kg), was on the second day of a school hiking expedition in hot weather. Worried about dehydration, he drank well over six litres of water during the day and ate little. By evening he had a headache, vomited several times and became confused, and the leaders called an ambulance. In the emergency department his sodium is 116 mmol/L. While lying on the trolley with the sides up he has a generalised seizure; it stops on its own after three minutes as a 3% saline bolus is started, and no sedative or anticonvulsant has been given. He is now apnoeic with a pulse. His tongue is bitten and there is blood-stained froth at his lips, his jaw is clenched, and he gags when anything touches the back of his mouth. He did not hit his head. You are the first doctor at the head end.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse from cerebral oedema in acute hyponatraemia and call the resuscitation team and anaesthetist.',
        objective2:
          'Clear the blood-stained froth with a Yankauer along the cheek and a soft catheter through the nose, under vision, without prising the jaw open or sweeping with a finger.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag on 15 L/min of oxygen; stand at the head end and place the mask the right way round over mouth and nose, off the eyes.',
        objective4:
          'Keep the head neutral with a small pad under the occiput (no hyperextension, no stacked pillows), open the airway with a head tilt-chin lift or jaw thrust on bone, hold the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask, and give gentle one-second breaths to visible chest rise without hyperventilating.',
        objective5:
          'Because he gags and his jaw is clenched, use a nasopharyngeal airway sized from the nostril to the tragus, lubricated and passed straight back along the floor of the nose (no oral airway); reassess chest rise, SpO2 and heart rate after each change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Owen',
          age: 15,
          sex: 'Male',
          weight: 56,
          diagnosis: 'Acute symptomatic hyponatraemia with cerebral oedema; seizure; apnoea with a pulse',
        },
        history: {
          symptoms: 'Headache, nausea and repeated vomiting, confusion, then a generalised seizure',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; no previous seizures',
          lastMeal: 'A cereal bar at midday; large volumes of water all afternoon',
          events:
            'Drank over six litres of water on an expedition day, confused by evening; seizure in the department with sodium 116 mmol/L; apnoeic after the seizure stopped',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents and twin sister; in year 10; plays basketball',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive on the trolley, grey, blood-stained froth at the lips, tongue bitten on the left side, jaw clenched',
          breathing: 'No breathing effort, no chest movement',
          circulation: 'Radial pulse present, heart rate slowing, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'GCS 5 before the apnoea; pupils equal and sluggish; gags when the back of the mouth is touched',
          disability: 'Flexes to pain',
        },
        labs: {
          rvp: 'Sodium 116 mmol/L, potassium 3.6 mmol/L, glucose 5.8 mmol/L, plasma osmolality 242 mOsm/kg',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Owen lies on the trolley, apnoeic and grey, blood-stained froth at his lips and his teeth clenched. One cannula is in his right arm with 3% saline running. Adult and paediatric masks and bags and a Yankauer are on the airway trolley.',
        vitalSigns: { hr: 62, rr: 0, temp: 36.6, nibp: '146/88', o2: 76, co2: null },
        airway: 'Blood-stained froth at the lips and in the nose; jaw clenched; gag present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Radial pulse present, capillary refill 3 seconds',
        disability: 'Flexes to pain; pupils sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag, and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head end of the trolley.',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the blood-stained froth with a Yankauer along the cheek and a soft catheter through the nose, under vision, with no finger sweep and no prising the jaw open.',
          maskPositioning:
            'Places the mask the right way round, narrow end on the bridge of the nose, covering both mouth and nose, with the rim and the fingers off the eyes.',
        },
        softStop:
          'He has a pulse but is not breathing, and there is blood in his mouth. What do you do first?',
      },
      {
        initialState:
          'The froth is cleared and the mask is on, but two pillows have pushed his chin onto his chest, the mask leaks at the cheeks and the chest barely moves.',
        vitalSigns: { hr: 56, rr: 0, temp: 36.6, nibp: '150/90', o2: 70, co2: null },
        airway: 'Clear after suction; neck flexed on the pillows',
        breathing: 'Assisted breaths, poor chest rise, leak at the mask',
        circulation: 'Pulse present, heart rate slow',
        disability: 'Flexes to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand that holds the mask (jaw lifted into it); squeezes over about one second with just enough volume to see the chest rise; gives one breath every 3-6 seconds (10-20 a minute), never fast.',
          airwayManagement:
            'Takes away the extra pillows and keeps the head neutral with a small pad under the occiput, not hyperextended; opens the airway with a head tilt-chin lift or jaw thrust, fingers on the bone of the jaw, not on the soft tissue.',
          maskPositioning:
            'Holds the mask with an E-C clamp and, since it leaks, changes to a two-person technique until the seal is tight.',
        },
        softStop: 'His chin is on his chest and the mask leaks. What would you change?',
      },
      {
        initialState:
          'The chest now rises with each breath, but his tongue drops back between breaths; he still gags and his jaw stays clenched.',
        vitalSigns: { hr: 74, rr: 0, temp: 36.6, nibp: '138/84', o2: 87, co2: 52 },
        airway: 'Tongue falling back between breaths; gag present; jaw clenched',
        breathing: 'Assisted breaths with chest rise that fades between repositionings',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Flexes to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and a climbing SpO2.',
          airwayManagement:
            'Because he gags and his jaw is clenched, chooses a nasopharyngeal airway sized from the nostril to the tragus (no oral airway), lubricates it and passes it gently straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back and he gags on anything in his mouth. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 84, chest rising with each breath through the nasal airway. The anaesthetist arrives to take over and the sodium is being corrected. The simulation is complete.',
        vitalSigns: { hr: 84, rr: 16, temp: 36.6, nibp: '132/80', o2: 96, co2: 42 },
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic with a pulse. I call for help: resus team and anaesthetist now.',
      'I suction the froth from his mouth with a Yankauer along the inside of his cheek under vision, and his nose with a soft catheter.',
      'I take an adult mask that fits from the bridge of his nose to the cleft of his chin and the adult self-inflating bag, and connect it to oxygen at 15 L/min.',
      'I stand at the head end of the trolley.',
      'I put the mask on the right way round, narrow end at the bridge of his nose, covering his mouth and nose and clear of his eyes.',
    ],
    [
      'I take out the extra pillows and put a small folded towel under his head so it is neutral, not tipped back.',
      'I open his airway with a head tilt-chin lift, fingers on the bone of the jaw and off the soft tissue.',
      'It leaks, so we go two-person: I hold the mask with both hands in an E-C clamp and lift the jaw into it while a colleague squeezes; the seal is tight now.',
      'Each breath is squeezed over one second, just enough to see the chest rise, one every 4 seconds, 15 a minute.',
    ],
    [
      'He gags and his jaw is clenched, so a nasal airway: I size it from his nostril to the tragus of his ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};
