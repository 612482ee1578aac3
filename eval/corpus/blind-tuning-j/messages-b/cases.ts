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
 * Both cases run in four phases: P0 noticing the apnoea, help, clearing the mouth, the equipment and placing the mask
 * from the head of the bed; P1 the head, opening the airway, the grip and seal, the jaw lifted into the mask, the
 * squeeze and the rate; P2 the adjunct, its insertion, reassessment and effective ventilation; P3 done.
 */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
  [],
];

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * Lina, 18 months, 11 kg, apnoeic with a slow pulse after swallowing her grandfather's clonidine; milky vomit in the
 * mouth; she still gags (so a nasal airway, never an oral one); no injury, no bleeding problem. A small child mask,
 * a 450-500 mL paediatric bag, oxygen 10-15 L/min, one breath every 2-3 seconds.
 */
export const CLONIDINE_18M: MessageCase = {
  id: 'tj-b-clonidine-18m',
  title:
    "Tuning case: 18-month-old (11 kg) apnoeic with a pulse after swallowing her grandfather's clonidine, gag present",
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Lina, an 18-month-old girl (11 kg), was found by her grandmother sitting on the bedroom floor with her grandfather's weekly pill box open; several of his clonidine 100 microgram tablets are missing. Over the next hour she became sleepy and floppy and her parents brought her to the emergency department. In the resuscitation bay she stops breathing. She has a slow pulse, pinpoint pupils and milky vomit in her mouth, and she still gags when the back of her throat is touched. She has not been injured. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in a drowsy toddler and call for help at once rather than waiting for the drug to wear off.',
        objective2:
          'Clear the vomit from the mouth with a Yankauer or a suitable catheter under direct vision: no finger sweep, and no long or deep blind suction in a child whose heart rate is already slow.',
        objective3:
          'Choose a small child mask that reaches from the bridge of the nose to the cleft of the chin, a paediatric self-inflating bag of at least 450-500 mL and oxygen at 10-15 L/min; put the mask on the right way round over mouth and nose, off the eyes, from the head of the trolley.',
        objective4:
          'Bring the head to a neutral sniffing position (remove the pillow; a thin shoulder roll if needed) without bending it back; open the airway with a chin lift or jaw thrust on bone; hold the mask with an E-C clamp (two people if it leaks), lifting the jaw into it; give each breath over about one second until the chest just rises, one every 2-3 seconds.',
        objective5:
          'Because she gags, use a nasopharyngeal airway, not an oral one: measure it from the tip of the nose to the tragus, lubricate it and pass it straight back along the floor of the nose; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Lina',
          age: 1.5,
          sex: 'Female',
          weight: 11,
          diagnosis: 'Accidental clonidine ingestion; apnoea with a pulse',
        },
        history: {
          symptoms: 'Sleepy and floppy for about an hour, vomited once in the car',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Healthy; born at term',
          lastMeal: 'Milk and a biscuit about two hours ago',
          events:
            "Found with her grandfather's pill box open; up to four clonidine 100 microgram tablets unaccounted for",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her parents; her grandparents look after her two days a week',
          vaccinations: 'Up to date',
          familyHistory: 'Grandfather has high blood pressure treated with clonidine',
        },
        initialExam: {
          generalAppearance: 'Limp, pale and cool, milky vomit at the mouth',
          breathing: 'No respiratory effort, no chest rise',
          circulation: 'Slow pulse, capillary refill 3 seconds, cool hands and feet',
          abdomen: 'Soft',
          neuro: 'Pinpoint pupils; responds only to pain; gags when the back of the throat is touched',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Lina lies limp on the resuscitation trolley on an adult pillow, not breathing, with milky vomit pooled in her mouth. An IV is in. The airway trolley holds a Yankauer and suction catheters, masks from neonatal to adult size, a neonatal and a paediatric bag, and wall oxygen.',
        vitalSigns: { hr: 78, rr: 0, temp: 35.4, nibp: '70/38', o2: 74, co2: null },
        airway: 'Milky vomit in the mouth; gag present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Slow pulse, capillary refill 3 seconds',
        disability: 'Responds to pain only; pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Picks a small child mask that reaches from the bridge of the nose to the cleft of the chin, a paediatric self-inflating bag of at least 450-500 mL, and runs oxygen into the bag at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the trolley to ventilate.',
          airwayManagement:
            'Says she is not breathing and calls for help (resuscitation team, senior); clears the vomit with a Yankauer or a suitably sized catheter while looking into the mouth, with no finger sweep and no deep blind suction.',
          maskPositioning:
            'Puts the narrow end of the mask over the nose and the wide end on the chin, with the mouth and the nose both inside the rim and nothing pressing on the eyes.',
        },
        softStop: 'She has a pulse but she is not breathing, and there is vomit in her mouth. What first?',
      },
      {
        initialState:
          'Her mouth is clear and the mask is on, but her big head has rolled forward on the pillow with her chin on her chest; the mask leaks at the cheeks and the chest does not move with the breaths.',
        vitalSigns: { hr: 72, rr: 0, temp: 35.4, nibp: '68/36', o2: 66, co2: null },
        airway: 'Clear after suction; neck flexed, tongue against the back of the throat',
        breathing: 'Apnoeic; no chest rise with the bag',
        circulation: 'Slow pulse',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the hand that holds it; gives each breath over about one second and only until the chest rises, one breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Takes the pillow away and brings the head to a neutral sniffing position (a thin roll under the shoulders if needed) without bending it back; opens the airway with a head tilt-chin lift or a jaw thrust on the bone of the jaw, nothing pressing into the floor of the mouth.',
          maskPositioning:
            'Holds the mask with an E-C grip and gets a second person for a two-hand hold when it still leaks, until the mask is sealed on the face.',
        },
        softStop: 'Her chin is on her chest and the mask is leaking. What would you change?',
      },
      {
        initialState:
          'With her head neutral and the jaw lifted the chest now rises, but between breaths her tongue drops back, and she gags when the suction tip touches the back of her throat.',
        vitalSigns: { hr: 86, rr: 0, temp: 35.5, nibp: '72/40', o2: 84, co2: 58 },
        airway: 'Tongue falls back between breaths; gag present',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway (not an oral one) measured from the tip of the nose to the tragus of the ear, lubricates it and passes it straight back along the floor of the nose; checks chest rise, SpO2 and heart rate after each step.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back, and she gags on the suction. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 104; the chest rises with every breath through the nasal airway. The PICU team arrives and takes over. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 8, temp: 35.8, nibp: '80/46', o2: 97, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths; a few breaths of her own',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is not breathing but has a pulse. I call for help now: the resuscitation team and my senior.',
      'I suction the vomit out of her mouth with the Yankauer, looking in, no finger sweep.',
      'I pick the small child mask that fits from the bridge of her nose to the cleft of her chin, the 500 mL paediatric self-inflating bag, and connect it to oxygen at 15 L/min.',
      'I go to the head of the trolley.',
      'I put the mask on with the narrow end over her nose, covering her mouth and nose, with the rim off her eyes.',
    ],
    [
      'I remove the pillow and put a thin towel roll under her shoulders so her head is neutral, not tipped back.',
      'I open her airway with a chin lift, my fingers on the bony chin and not on the soft tissue.',
      'I hold the mask with an E-C clamp, lifting her jaw into the mask with the same hand, and the seal is tight.',
      'I squeeze the bag over one second, just until her chest rises, one breath every 3 seconds.',
    ],
    [
      'She gags, so I choose a nasopharyngeal airway measured from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is going up, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Omar, 13 years, 35 kg, Duchenne muscular dystrophy (non-ambulant, cardiomyopathy, night-time BiPAP) with pneumonia,
 * found apnoeic with a pulse on the ward; thick secretions; no gag (an oral airway is fine); no injury. A small adult
 * mask, an adult self-inflating bag, oxygen 10-15 L/min, one breath every 2-3 seconds.
 */
export const DUCHENNE_13Y: MessageCase = {
  id: 'tj-b-duchenne-13y',
  title:
    'Tuning case: 13-year-old (35 kg) with Duchenne muscular dystrophy and pneumonia, apnoeic with a pulse on the ward, thick secretions, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Omar, a 13-year-old boy (35 kg) with Duchenne muscular dystrophy, has used a wheelchair since he was 10, has a cardiomyopathy and uses BiPAP at night. He was admitted to the ward two days ago with a right lower lobe pneumonia; his cough is weak and he has needed frequent suctioning. His mother calls the nurse because he is hard to wake; when you arrive he is not breathing. He has a pulse, his mouth is full of thick secretions and he does not gag. He has not been injured. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in a weak, hypercapnic teenager and call for help at once (rapid response team, PICU, anaesthetist).',
        objective2:
          'Clear the thick secretions with a Yankauer and a wide enough catheter (12-14 Fr) under direct vision before ventilating, without a finger sweep.',
        objective3:
          'Choose a small adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag on oxygen at 10-15 L/min; get to the head of the bed; put the mask on the right way round over mouth and nose, off the eyes.',
        objective4:
          'Lay the bed flat and put the head in a sniffing position with a folded towel under the occiput, not overextended; open the airway with a head tilt-chin lift or jaw thrust on bone; hold the mask with an E-C clamp (two people if it leaks), lifting the jaw into it; squeeze over about one second to visible chest rise, one breath every 2-3 seconds, without emptying the adult bag.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it correctly; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Omar',
          age: 13,
          sex: 'Male',
          weight: 35,
          diagnosis: 'Duchenne muscular dystrophy; right lower lobe pneumonia; apnoea with a pulse',
        },
        history: {
          symptoms: 'Fever and a wet, weak cough for four days; drowsier this evening',
          allergies: 'None known',
          medications:
            'Deflazacort, enalapril, vitamin D; ceftriaxone since admission; BiPAP at night, cough assist twice a day',
          pmh: 'Duchenne muscular dystrophy; dilated cardiomyopathy; spinal fusion for scoliosis at 12',
          lastMeal: 'A few spoons of yoghurt four hours ago',
          events: 'Found hard to wake by his mother, then not breathing',
        },
        PMH: {
          medicalConditions:
            'Duchenne muscular dystrophy; cardiomyopathy; nocturnal hypoventilation on BiPAP',
          hospitalizations: 'Two admissions for chest infections in the last year',
          surgeries: 'Posterior spinal fusion at 12',
          allergies: 'None known',
          medications: 'Deflazacort, enalapril, vitamin D, ceftriaxone',
          socialHistory: 'Lives with his mother and two sisters; attends school in a wheelchair',
          vaccinations: 'Up to date, including influenza',
          familyHistory: 'A maternal uncle had Duchenne muscular dystrophy',
        },
        initialExam: {
          generalAppearance:
            'Propped up on pillows, grey, unresponsive; thick yellow secretions in the mouth',
          breathing: 'No respiratory effort, no chest rise; crackles at the right base before the arrest',
          circulation: 'Pulse present and fast, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Unresponsive to voice; no gag reflex',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Negative; sputum culture pending' },
      },
    },
    Phases: [
      {
        initialState:
          'Omar lies propped up at 45 degrees on three pillows, grey and not breathing, his mouth full of thick yellow secretions. A Yankauer and suction catheters, masks, an adult and a paediatric bag and wall oxygen are at the bedside; the bed has a removable headboard.',
        vitalSigns: { hr: 132, rr: 0, temp: 38.4, nibp: '92/56', o2: 70, co2: null },
        airway: 'Thick secretions filling the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a small adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag, and runs oxygen into the bag at 10-15 L/min.',
          ventilationTechnique: 'Gets to the head of the bed (headboard off) to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the thick secretions with a Yankauer and a 12-14 Fr catheter under direct vision, no finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering the mouth and the nose, with the rim off the eyes.',
        },
        softStop: 'He has a pulse, he is not breathing and his mouth is full of thick secretions. What now?',
      },
      {
        initialState:
          'The mouth is clear and the mask is on, but he is still propped up with his chin dropped onto his chest; the mask leaks at the side and the chest barely moves.',
        vitalSigns: { hr: 140, rr: 0, temp: 38.4, nibp: '90/54', o2: 64, co2: null },
        airway: 'Clear after suction; head flexed forward',
        breathing: 'Apnoeic; little chest rise with the bag',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open with the hand on the mask, lifting the jaw into it; squeezes over about one second with just enough volume to see the chest rise, not the whole adult bag, at one breath every 2-3 seconds.',
          airwayManagement:
            'Lays the bed flat and puts the head in a sniffing position with a folded towel under the occiput, not overextended; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone and off the soft tissue under the jaw.',
          maskPositioning:
            'Uses an E-C clamp grip and a two-person technique when the seal is poor, until the mask seals.',
        },
        softStop: 'He is slumped forward and the mask is leaking. What could you change?',
      },
      {
        initialState:
          'Lying flat with his head in a sniffing position the chest rises, but the tongue falls back between breaths; he has no gag reflex.',
        vitalSigns: { hr: 128, rr: 0, temp: 38.3, nibp: '94/58', o2: 85, co2: 66 },
        airway: 'Tongue falls back; no gag',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises visibly with each breath and the SpO2 climbs.',
          airwayManagement:
            'With no gag, sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw and inserts it with the correct technique; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 116; the chest rises with each breath through the oral airway. The PICU team and the anaesthetist arrive to take over. The simulation is complete.',
        vitalSigns: { hr: 116, rr: 0, temp: 38.2, nibp: '96/60', o2: 96, co2: 50 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call for help: the rapid response team, PICU and the anaesthetist.',
      'I suction the thick secretions with a Yankauer and then a 12 Fr catheter, looking into the mouth.',
      'I take the small adult mask that fits from the bridge of his nose to the cleft of his chin and the adult self-inflating bag, connected to oxygen at 15 L/min.',
      'I take the headboard off and stand at the head of the bed.',
      'I place the mask the right way round, narrow end over the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'I lay the bed flat, take the extra pillows away and put a folded towel under his head so he is in a sniffing position, not overextended.',
      'I open the airway with a head tilt-chin lift, fingers on the bony chin, not the soft tissue.',
      'I hold the mask with an E-C clamp and lift his jaw into it with the same hand; the seal is tight.',
      'I squeeze the bag over one second, just enough to see his chest rise, one breath every 3 seconds.',
    ],
    [
      'He has no gag, so I size an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I insert it with a tongue depressor, following the curve of the tongue.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 climbs, so the ventilation is effective.',
    ],
    [],
  ],
};
