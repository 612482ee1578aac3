import type { CaseDocument } from '../../../../src/contract/case.ts';
import type { ItemId } from '../../../harness/corpus-types.ts';

/** A case of this part: the document, what each phase asks for, and an explicit path through it. */
export type RunCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

/**
 * Noah, 2 years (12 kg): pulled from the bath by his father after a few minutes under water; apnoeic with a pulse
 * (HR 70), SpO2 60 %, water and vomit in the mouth, no gag reflex (oral airway), no injury.
 */
export const NOAH: RunCase = {
  id: 'tf-a-noah-bath-2y',
  title: 'Tuning case: 2-year-old apnoeic with a pulse after submersion in the bath',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noah, a 2-year-old boy (12 kg), was left for a moment in the bath with his older sister. His father found him face down under the water and pulled him out after what he thinks was two or three minutes. He was limp and blue; the family live five minutes from the hospital and his father carried him straight into the emergency department. He has a slow pulse but is not breathing. His mouth is full of bathwater and vomit. He has no gag reflex. He slipped in shallow water: he did not fall, dive or hit his head, and there is no sign of injury. You are the first doctor at the bedside in the resuscitation room.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia with bradycardia after submersion and call for help at once, without trying to drain water from the lungs or waiting for him to breathe.',
        objective2:
          'Clear the water and vomit from the mouth with a Yankauer or a large-bore catheter under direct vision, with no finger sweep.',
        objective3:
          'Choose a child mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and clear of the eyes.',
        objective4:
          'Put the head in a neutral sniffing position without hyperextending the neck, open the airway with a head tilt-chin lift on the bony jaw, hold the mask with an E-C clamp (two people if it leaks) with a tight seal, lift the jaw into the mask, and give gentle one-second breaths at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, reassess chest rise, SpO2 and heart rate after every intervention, and confirm that ventilation is effective.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noah',
          age: 2,
          sex: 'Male',
          weight: 12,
          diagnosis: 'Submersion in the bath (drowning); apnoeic with a pulse and bradycardic',
        },
        history: {
          symptoms: 'Found face down under the bathwater; limp and blue when pulled out',
          allergies: 'None known',
          medications: 'None',
          pmh: 'None',
          lastMeal: 'Pasta and milk an hour before the bath',
          events:
            'Under the water for an estimated two to three minutes in the family bath; carried into the emergency department by his father about eight minutes later. Vomited once on the way. No fall, no dive, no head or neck injury.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with his parents and his 5-year-old sister; goes to nursery three days a week',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Limp, pale and blue, wet and cool; bathwater and vomit in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Slow central pulse, heart rate 70, capillary refill 4 seconds',
          abdomen: 'Distended, soft',
          neuro:
            'Unresponsive to voice and pain; pupils equal, sluggish; no gag reflex; no sign of head or neck injury',
          disability: 'Unresponsive',
        },
        labs: { rvp: 'Not sent. Bedside glucose 7.8 mmol/L; core temperature 35.4 °C' },
      },
    },
    Phases: [
      {
        initialState:
          'Noah lies on the resuscitation trolley, limp and blue, not breathing, with bathwater and vomit in his mouth. His father stands by the wall. Wall suction with a Yankauer, oxygen, face masks of all sizes, bags and oral airways are at the bedside.',
        vitalSigns: { hr: 70, rr: 0, temp: 35.4, nibp: '78/42', o2: 60, co2: null },
        airway: 'Bathwater and vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Slow central pulse, heart rate 70, capillary refill 4 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag, and connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea, hypoxia and bradycardia and calls for help at once, without draining water from the lungs or waiting for him to breathe; suctions the water and vomit from the mouth with a Yankauer or a large-bore catheter under direct vision, with no finger sweep.',
          maskPositioning:
            'Places the mask the right way round, narrow end over the bridge of the nose, covering both the mouth and the nose, with its rim clear of the eyes.',
        },
        softStop: 'He is not breathing and his mouth is full of water and vomit. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear, the bag is on oxygen and the mask is on his face, but his head has flopped forward, air hisses out around the mask and the chest barely moves.',
        vitalSigns: { hr: 84, rr: 0, temp: 35.5, nibp: '80/44', o2: 64, co2: null },
        airway: 'Clear of water and vomit; the tongue falls back against the pharynx',
        breathing: 'Assisted breaths only; minimal chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 84, capillary refill 4 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes the bag over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute (one every 2-3 seconds).',
          airwayManagement:
            'Places the head in a neutral sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift, with the fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, changing to a two-person technique if it leaks, and gets a tight seal.',
        },
        softStop: 'Air is escaping around the mask and his chest hardly moves. What could you change?',
      },
      {
        initialState:
          'The chest rises with the breaths and his heart rate is picking up, but his tongue falls back between breaths and the mask hand is tiring. He still has no gag reflex.',
        vitalSigns: { hr: 118, rr: 25, temp: 35.6, nibp: '86/50', o2: 84, co2: 54 },
        airway: 'Partly obstructed between breaths by the tongue; no gag reflex',
        breathing: 'Assisted at 25/min; the chest rises when the airway is held open',
        circulation: 'Pulse present, heart rate 118, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'The oral airway holds his airway open and his chest rises well with every breath. The anaesthetist has arrived to take over the airway and a nurse is drying and warming him. The simulation is complete.',
        vitalSigns: { hr: 128, rr: 25, temp: 35.8, nibp: '90/54', o2: 97, co2: 43 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
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
      'Noah is apnoeic with a pulse of 70 and sats of 60%: I call for help straight away.',
      'I suction the water and vomit out of his mouth with a Yankauer, watching the tip.',
      'I choose a child mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, connected to oxygen at 15 L/min.',
      'I stand at the head of the bed and put the mask on narrow end over the bridge of his nose, covering his mouth and nose, with the rim clear of his eyes.',
    ],
    [
      'I put his head in a neutral sniffing position without hyperextending the neck and open the airway with a head tilt-chin lift, fingers on the bone of the chin.',
      'I hold the mask with an E-C clamp, get a tight seal and lift his jaw into the mask with the same hand.',
      'I squeeze the bag over one second, just until his chest rises, 25 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw and insert it over a tongue depressor.',
      'I reassess: his chest rises with each breath, his SpO2 is climbing and his heart rate is up: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Lily, 6 years (20 kg): unrousable after her diabetic brother's insulin, glucose 1.4 mmol/L, now apnoeic with a
 * pulse, SpO2 74 %, saliva in the mouth, gag reflex present (nasal airway), no injury.
 */
export const LILY: RunCase = {
  id: 'tf-a-lily-insulin-6y',
  title: "Tuning case: 6-year-old apnoeic with a pulse after her brother's insulin",
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Lily, a 6-year-old girl (20 kg), was found by her mother on her bedroom floor, sweaty and unrousable, next to her 13-year-old brother's rapid-acting insulin pen; an unknown dose is missing. The ambulance brought her to the emergency department responding only to pain. Her bedside glucose is 1.4 mmol/L; an IV cannula is in and a nurse is drawing up 10% dextrose. While you assess her she stops breathing, but she still has a pulse. Saliva is pooling in her mouth. She still gags when the back of her mouth is touched. She did not fall or hit her head and has no injury. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia and call for help at once; treat the hypoglycaemia alongside ventilation, never instead of it or before it.',
        objective2:
          'Clear the saliva from the mouth with a Yankauer or a suitable suction catheter under direct vision, with no finger sweep.',
        objective3:
          'Choose a child mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL (or larger) self-inflating bag on oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Put the head in the sniffing position without hyperextending the neck, open the airway with a head tilt-chin lift on the bony jaw, place the mask the right way round over mouth and nose and clear of the eyes, hold it with an E-C clamp (two people if it leaks) with a tight seal, and lift the jaw into the mask.',
        objective5:
          'With a gag reflex present, size and insert a nasopharyngeal airway, give gentle one-second breaths at 20-30 a minute, and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Lily',
          age: 6,
          sex: 'Female',
          weight: 20,
          diagnosis: "Severe hypoglycaemia after her brother's insulin; apnoeic with a pulse",
        },
        history: {
          symptoms: 'Sweaty, pale and unrousable; not breathing since arrival in the department',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Mild eczema',
          lastMeal: 'A bowl of cereal about four hours ago',
          events:
            "Found unrousable on her bedroom floor beside her brother's open insulin aspart pen, an unknown number of units missing. Glucose 1.4 mmol/L in the department. No fall, no head injury.",
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'Emollients',
          socialHistory:
            'Lives with her mother and her brother, who has type 1 diabetes; in year 2 at school',
          vaccinations: 'Up to date',
          familyHistory: 'Brother with type 1 diabetes',
        },
        initialExam: {
          generalAppearance: 'Pale, sweaty and unresponsive; saliva pooling in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 118, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro:
            'Unresponsive to voice, minimal response to pain; pupils equal and reacting; gag reflex present; no sign of head or neck injury',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent. Bedside glucose 1.4 mmol/L; laboratory glucose, insulin and C-peptide sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Lily lies on the trolley, pale and sweaty, and has stopped breathing. An IV cannula is in her right arm and the nurse is drawing up 10% dextrose. Saliva is pooling in her mouth. Suction with a Yankauer, oxygen, masks, bags and airway adjuncts are at the bedside.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.1, nibp: '102/64', o2: 74, co2: null },
        airway: 'Saliva pooling in the mouth; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 118, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL or larger self-inflating bag, and connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once, without waiting for dextrose to work; suctions the saliva from the mouth with a suitable suction catheter under direct vision, with no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She has stopped breathing and her sugar is 1.4. What comes first?',
      },
      {
        initialState:
          'The mouth is clear and the bag is on oxygen. Her head has rolled to one side, her chin has dropped onto her chest and the airway is obstructed.',
        vitalSigns: { hr: 124, rr: 0, temp: 36.1, nibp: '100/62', o2: 70, co2: null },
        airway: 'Clear of saliva; obstructed by the tongue with the chin on the chest; gag reflex present',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 124',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Lifts the jaw into the mask with the hand that holds it.',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift, with the fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round, covering both the mouth and the nose, clear of the eyes; holds it with an E-C clamp, changing to a two-person technique if it leaks; gets a tight seal.',
        },
        softStop:
          'Her chin is on her chest and the mask is not on yet. How will you open the airway and hold the mask?',
      },
      {
        initialState:
          'The mask is sealed and the airway open, but her tongue falls back whenever the jaw lift slackens, and she gags when the suction catheter touches the back of her mouth. She has had 2 mL/kg of 10% dextrose; the repeat glucose is being checked.',
        vitalSigns: { hr: 116, rr: 0, temp: 36.2, nibp: '104/64', o2: 80, co2: null },
        airway: 'Partly obstructed by the tongue; gag reflex present',
        breathing: 'Apnoeic; breaths only when bagged',
        circulation: 'Pulse present, heart rate 116, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute; ventilates effectively, with a visible chest rise and a rising SpO2.',
          airwayManagement:
            'With a gag reflex present, chooses a nasopharyngeal airway measured from the nostril to the tragus of the ear (no oropharyngeal airway) and inserts it correctly, lubricated and straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop:
          'She gags on the suction catheter and her tongue keeps falling back. How will you keep the airway open and ventilate her?',
      },
      {
        initialState:
          'The nasal airway keeps her airway open and her chest rises with every breath. The repeat glucose is 6.2 mmol/L, she is grimacing and starting to take breaths of her own, and the anaesthetist has arrived. The simulation is complete.',
        vitalSigns: { hr: 108, rr: 14, temp: 36.3, nibp: '104/66', o2: 98, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise with assisted breaths; some spontaneous effort',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces and localises to pain',
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
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'Lily is apnoeic with a pulse and her sats are 74%: I call for help now.',
      'I suction the saliva from her mouth with a Yankauer, under direct vision.',
      'I pick a child mask that fits from the bridge of her nose to the cleft of her chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
    ],
    [
      'I put her head in the sniffing position with a small pad under the back of her head, without hyperextending the neck, and open the airway with a head tilt-chin lift, fingers on the bony chin.',
      'I put the mask on the right way round, narrow end over the bridge of her nose, covering her mouth and nose and clear of her eyes.',
      'I hold it with an E-C clamp, get a tight seal and lift her jaw into the mask with the same hand.',
    ],
    [
      'She has a gag reflex, so I size a nasopharyngeal airway from the nostril to the tragus, lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess her chest rise, SpO2 and heart rate.',
      'I squeeze the bag over one second, just enough to see the chest rise, 20 breaths a minute.',
      'Her chest rises with each breath and her SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};
