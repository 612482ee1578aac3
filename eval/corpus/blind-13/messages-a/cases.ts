import type { CaseDocument } from '../../../../src/contract/case.ts';
import { sampleCase } from '../../../../src/server/cases/sample-case.ts';
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
 * The seeded sample, used as it is: RJ, 4 years (18 kg), apnoeic with a pulse and SpO2 73 % after two doses of
 * lorazepam for status epilepticus, secretions pooling at the mouth, no neck injury. Read from its hard-stop texts:
 * P0 asks for suction (BMV-2), mask, bag and oxygen (8, 9, 10), the five mask items (11-15) and standing at the head
 * (16); P1 for head position (3), opening the airway (4), the mask hand lifting the jaw (17), the squeeze (18) and the
 * rate (19); P2 for the adjunct, its size and its insertion (5, 6) and effective ventilation (20). P3 is the end.
 * Calling for help (1) and reassessment (7) are asked by no phase. The case never says whether he gags in P2; my
 * messages there take it that he does not (he only withdraws to pain), so an oral airway is right and a nasal one is
 * also fine (nothing suggests a basal skull fracture). Head tilt-chin lift and jaw thrust are both right.
 */
export const SAMPLE: MessageCase = {
  id: 'ho13-a-sample',
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
      'I clear the saliva from his mouth with a rigid Yankauer sucker, keeping its tip where I can see it.',
      'I take a child-sized face mask that reaches from the bridge of his nose to the cleft of his chin, a 500 mL self-inflating bag, and I run oxygen into the bag at 15 L/min.',
      'I step round to the head of the bed, behind him.',
      'The mask goes on narrow end to the bridge of the nose, over nose and mouth, clear of the eyes; I hold it in an E-C grip and the seal is tight.',
    ],
    [
      'I bring his head into a neutral sniffing position without overextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bone of the jaw and off the soft tissue beneath it.',
      'The last three fingers of my mask hand lift his jaw up into the mask the whole time.',
      'Each breath is a gentle squeeze over one second, just until the chest rises, at 20 breaths a minute.',
    ],
    [
      'He does not gag, so I choose an oral airway sized from the corner of his mouth to the angle of his jaw.',
      'I hold the tongue down with a tongue depressor and slide the oral airway in the right way up until the flange rests at his lips.',
      'The chest rises with every breath and his SpO2 is climbing, now 93 %.',
    ],
    [],
  ],
};

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * New: Callum, 9 years (29 kg), buried head and chest first when a sand tunnel he was digging in a dune collapsed on
 * him. Dug out after about four minutes, he gasped after rescue breaths on the beach and stops breathing again in a
 * small emergency department, with a pulse (HR 78, BP 104/66, SpO2 68 %). Wet sand and froth in the mouth and both
 * nostrils; traumatic asphyxia (facial petechiae, subconjunctival haemorrhages, so pressure on the eyes matters).
 * Low-energy mechanism, no fall, no head or neck injury: no spinal precautions, so the sniffing position and a head
 * tilt-chin lift are right (a jaw thrust too). A child mask or a small adult mask that fits, a bag of 500 mL or the
 * adult bag (not the infant 240 mL), oxygen 10-15 L/min, 20-30 breaths a minute. No gag at first; in P3 the gag
 * reflex returns, so an oral airway becomes wrong and a nasal airway (no basal skull fracture) is the adjunct.
 * Phases in an order unlike the sample's: P0 help, suction, head position, place at the head; P1 opening the airway,
 * equipment and the mask; P2 the mask hand, squeeze, rate and reassessment (the stomach is filling); P3 the nasal
 * airway and effective ventilation; P4 the end.
 */
export const SAND_9Y: MessageCase = {
  id: 'ho13-a-sand-burial-9y',
  title:
    'Held-out case: 9-year-old (29 kg) apnoeic with a pulse after burial in a collapsed sand tunnel, sand and froth in mouth and nose, no neck injury, gag returns',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Callum, a 9-year-old boy (29 kg), was digging a deep tunnel into a sand dune on a beach with his cousins when it collapsed on him, burying his head and chest. His uncle and a lifeguard dug him out after about four minutes; he was blue and limp, took a few gasps after two rescue breaths, and was brought by ambulance to a small emergency department ten minutes away. He had been kneeling in the tunnel when the sand slid onto him: there was no fall and no blow to the head, and no head or neck injury has been found, so spinal precautions are not needed. In the resuscitation bay he stops breathing again. He has a pulse: heart rate 78, blood pressure 104/66, SpO2 68 %. Wet sand and pink froth fill his mouth and both nostrils. His face is dusky and covered in petechiae and both eyes have subconjunctival haemorrhages. There is no gag or cough reflex. You are the first doctor at the bedside with one nurse; the rest of the team is busy in the next bay.',
      objectives: {
        objective1: 'Recognise apnoea and hypoxia after an asphyxial burial and call for help at once.',
        objective2:
          'Clear the sand and froth from the mouth with a rigid (Yankauer) sucker under direct vision and from the nostrils with a soft catheter of suitable size, never with a blind finger sweep, before ventilating.',
        objective3:
          'From the head of the trolley, place the head in a neutral sniffing position and open the airway with a head tilt-chin lift or a jaw thrust, keeping off the soft tissue under the jaw.',
        objective4:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin, a bag of at least 500 mL and oxygen at 10-15 L/min; seal the mask over nose and mouth with no pressure on the injured eyes, and ventilate at 20-30 breaths a minute with just enough volume to see the chest rise.',
        objective5:
          'Recognise that the gag reflex has returned, and choose and insert a nasopharyngeal airway of the right size instead of an oral airway.',
      },
      patientReport: {
        basicInformation: {
          name: 'Callum',
          age: 9,
          sex: 'Male',
          weight: 29,
          diagnosis:
            'Asphyxia after burial in a collapsed sand tunnel (traumatic asphyxia), possible sand aspiration, apnoea with a pulse',
        },
        history: {
          symptoms:
            'Buried for about four minutes; blue and limp when dug out; gasping after two rescue breaths; apnoeic again on arrival in the emergency department',
          allergies: 'Peanuts (hives)',
          medications: 'Emollient cream',
          pmh: 'Eczema',
          lastMeal: 'Ice cream and crisps about an hour ago',
          events:
            'Tunnel collapsed at 15:20 while he knelt inside it; dug out by his uncle and a lifeguard at about 15:24; two rescue breaths on the beach, then gasping; ambulance arrival 15:41; stopped breathing at 15:44.',
        },
        PMH: {
          medicalConditions: 'Eczema',
          hospitalizations: 'None',
          surgeries: 'Grommets at 3 years',
          allergies: 'Peanuts (hives)',
          medications: 'Emollient cream',
          socialHistory: 'On holiday with his mother, his uncle and his cousins; in year 4 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, dusky, petechiae over the face and neck, subconjunctival haemorrhages in both eyes, sand in the hair, nostrils and mouth',
          breathing:
            'No respiratory effort, no chest movement; crackles heard by the ambulance crew on the way in',
          circulation: 'Pulse present, heart rate 78, blood pressure 104/66, capillary refill 3 seconds',
          abdomen: 'Soft, slightly distended after the rescue breaths',
          neuro: 'GCS 3; pupils 5 mm, equal and sluggish; no gag or cough reflex; no scalp or neck injury',
          disability: 'No response to pain',
        },
        labs: {
          rvp: 'Bedside glucose 8.4 mmol/L; venous gas sent; chest X-ray requested',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Callum lies flat on the resuscitation trolley, whose head end is pushed against the wall. He has stopped breathing. Wet sand and pink froth fill his mouth and both nostrils. Beside him: wall suction with a Yankauer and soft suction catheters (6, 8, 10 and 12 Fr), oxygen, face masks of every size, infant (240 mL), child (500 mL) and adult (1500 mL) self-inflating bags, oral and nasal airways, lubricant and towels.',
        vitalSigns: { hr: 78, rr: 0, temp: 36.2, nibp: '104/66', o2: 68, co2: null },
        airway: 'Wet sand and froth in the mouth, pharynx and nostrils; no gag or cough',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 78',
        disability: 'GCS 3, pupils equal and sluggish',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Pulls the trolley from the wall and manages the airway from the head end.',
          airwayManagement:
            'Sees at once that he is apnoeic and hypoxic and calls for help; clears the sand and froth from the mouth with a Yankauer under direct vision and from the nostrils with a 10-12 Fr soft catheter, in short bursts and without a blind finger sweep, before any breath is given; places the head in a neutral sniffing position (a folded towel under the head, not a shoulder roll) without hyperextending the neck.',
          maskPositioning: '',
        },
        softStop: 'His mouth and nose are full of sand. What do you do first, and what must you not do?',
      },
      {
        initialState:
          'The mouth and nostrils are clear of sand. The nurse has put him on the monitor and help is on its way. He is still not breathing.',
        vitalSigns: { hr: 72, rr: 0, temp: 36.2, nibp: '100/64', o2: 64, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 72',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin (child or small adult size), a self-inflating bag of 500 mL or the adult bag (not the 240 mL infant bag), and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Opens the airway with a head tilt-chin lift (or a jaw thrust), fingers on the bone of the jaw, not pressing on the soft tissue under it.',
          maskPositioning:
            'Puts the mask on narrow end to the bridge of the nose, covering both nose and mouth; holds it with an E-C grip, moving to a two-person hold if it leaks; gets a tight seal; keeps all pressure off the eyes, which are already bleeding under the conjunctiva.',
        },
        softStop: 'His eyes are injured. How will you choose and hold the mask?',
      },
      {
        initialState:
          'Bagging has started with a good seal, but the chest rises only a little: his jaw sags back between breaths, and the nurse points out that his stomach is getting fuller.',
        vitalSigns: { hr: 74, rr: 0, temp: 36.2, nibp: '100/62', o2: 70, co2: null },
        airway: 'Partly obstructed when the jaw sags',
        breathing: 'Assisted breaths, little chest rise; the stomach is distending',
        circulation: 'Pulse present, heart rate 74',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the fingers of the mask hand; squeezes over about one second with just enough volume for the chest to rise (never emptying the adult bag); ventilates at 20-30 breaths a minute, not faster because the saturation is low.',
          airwayManagement: 'Reassesses after each change: chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop:
          'The chest barely moves and the stomach is swelling. What do you change, and how do you know it worked?',
      },
      {
        initialState:
          'The chest now rises and SpO2 is 85 %, heart rate 96. Between breaths his tongue falls back and he snores; when the nurse suctions his mouth he gags and coughs. He is not yet breathing on his own.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.3, nibp: '106/68', o2: 85, co2: 58 },
        airway: 'Tongue falls back between breaths; the gag reflex has returned',
        breathing: 'Assisted breaths, chest rising when the airway is held open',
        circulation: 'Pulse present, heart rate 96',
        disability: 'GCS 5, gags on suction',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and SpO2 climbs.',
          airwayManagement:
            'With the gag reflex back, chooses a nasopharyngeal airway, not an oral airway, sized from the tip of the nose to the tragus of the ear (about 6 mm); lubricates it and inserts it gently straight back along the floor of the nose, bevel towards the septum, without forcing it. No basal skull fracture is suspected.',
          maskPositioning: '',
        },
        softStop: 'He gags when the mouth is suctioned, but his tongue still falls back. Which adjunct now?',
      },
      {
        initialState:
          'With the nasal airway in, the chest rises with every breath, SpO2 is 96 % and he starts to breathe on his own at 18 a minute. A chest X-ray is taken for aspirated sand and the paediatric intensive care team take over. The simulation is complete.',
        vitalSigns: { hr: 92, rr: 18, temp: 36.4, nibp: '104/66', o2: 96, co2: 44 },
        airway: 'Patent with the nasal airway',
        breathing: 'Breathing on his own, supported with the bag',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 7',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-16'],
    ['BMV-4', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15'],
    ['BMV-7', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is not breathing and his saturation is 68 %: I call for help now, please get the rest of the team and an anaesthetist in here.',
      'We pull the trolley away from the wall and I stand at the head end.',
      'I suck the sand and froth out of his mouth with the Yankauer, watching the tip, and clear each nostril with a 10 Fr soft catheter in short bursts.',
      'I put a folded towel under his head for a neutral sniffing position, without tipping the neck back too far.',
    ],
    [
      'I open his airway with a head tilt-chin lift, my fingers on the bony chin and off the soft tissue under it.',
      'I take a child mask that reaches from the bridge of his nose to the cleft of his chin, a 500 mL self-inflating bag, and connect the oxygen at 15 L/min.',
      'The mask goes on narrow end at the bridge of the nose, covering his nose and mouth, well below his eyes, with no pressure on them.',
      'I hold it with an E-C grip and the seal is tight, with no leak.',
    ],
    [
      'The three lower fingers of my mask hand lift his jaw up into the mask and keep it there.',
      'I squeeze gently over one second, just until the chest rises, one breath every 2 to 3 seconds, about 24 a minute.',
      'After each change I reassess the chest rise, the SpO2 and the heart rate.',
    ],
    [
      'He gags now, so no oral airway: I choose a nasal airway sized from the tip of his nose to the tragus of his ear.',
      'I lubricate it and slide it gently straight back along the floor of the nose, bevel towards the septum.',
      'His chest rises with each breath and the saturation climbs to 94 %.',
    ],
    [],
  ],
};
