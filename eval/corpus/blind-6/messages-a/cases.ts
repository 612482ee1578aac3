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

/** The seeded sample, as is: a 4-year-old (18 kg) apnoeic after lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'ho6-a-sample',
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
      "He's apnoeic. I call for help and suck out his mouth with the Yankauer.",
      'I choose a child-size mask and a 500 mL self-inflating bag, and attach the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way up, covering his mouth and nose, hold it with an E-C clamp, seal it firmly and keep it off his eyes.',
    ],
    [
      'I place his head in a neutral sniffing position without overextending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bony part of the jaw, off the soft tissue.',
      'With the hand that holds the mask I lift his jaw up into it.',
      'I give each breath over one second, only enough to make the chest rise, at 20 breaths per minute.',
    ],
    [
      'I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I put it in the right way up over a tongue depressor.',
      'The chest rises with each breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Zara, 4 years (16 kg), carried out of a house fire; apnoeic with a pulse in the resuscitation bay, soot in the
 * mouth and nose, singed nasal hairs, carbon monoxide suspected (the pulse oximeter reads falsely high), no gag reflex,
 * no trauma.
 */
export const FIRE: MessageCase = {
  id: 'ho6-a-fire-4y',
  title:
    'Held-out case: 4-year-old apnoeic after smoke inhalation in a house fire, carbon monoxide suspected',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Zara, a 4-year-old girl (16 kg), was carried out of a burning house by firefighters after about ten minutes in a smoke-filled bedroom. In the ambulance she was drowsy, coughing and hoarse, with oxygen by face mask. As she is moved onto the trolley in the emergency department resuscitation bay her breathing slows and stops; she still has a pulse. There is soot in her mouth and nostrils and her nasal hairs are singed; the skin of her face is soot-stained but not burnt. Carbon monoxide poisoning is suspected: the pulse oximeter reads 92%, which is falsely reassuring, because it counts carboxyhaemoglobin as oxygenated haemoglobin. She has no gag reflex. She did not fall and has no injury. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia even though the pulse oximeter reads 92% (carbon monoxide makes it read falsely high), and call for help at once, including an anaesthetist for a possible inhalation injury of the airway.',
        objective2:
          'Suction the soot from the mouth with a Yankauer or a large-bore catheter under direct vision, with no finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag, connect it to oxygen at 15 L/min whatever the oximeter reads, ventilate from the head of the bed, and place the mask the right way round over mouth and nose, clear of the eyes.',
        objective4:
          'Position the head in the sniffing position, open the airway with a head tilt-chin lift or a jaw thrust, hold the mask with an E-C clamp (two people if it leaks) and a tight seal, lift the jaw into the mask, and ventilate gently at 20-30 breaths a minute, not faster to wash out the carbon monoxide.',
        objective5:
          'Size and insert an oropharyngeal airway (no gag reflex), and reassess chest rise, heart rate and SpO2 after every step without relying on the SpO2 alone.',
      },
      patientReport: {
        basicInformation: {
          name: 'Zara',
          age: 4,
          sex: 'Female',
          weight: 16,
          diagnosis:
            'Smoke inhalation in a house fire with suspected carbon monoxide poisoning and inhalation injury; apnoeic with a pulse',
        },
        history: {
          symptoms:
            'Drowsy, coughing and hoarse after smoke exposure; breathing slowed and stopped on arrival in the emergency department',
          allergies: 'None known',
          medications: 'Emollient cream for eczema',
          pmh: 'Mild eczema',
          lastMeal: 'Dinner about three hours ago',
          events:
            'Night-time house fire; about ten minutes in a smoke-filled bedroom before firefighters carried her out. Oxygen by face mask in the ambulance. No fall and no burns to the body. She stopped breathing as she was moved onto the resuscitation trolley.',
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollient cream',
          socialHistory:
            'Lives with her parents and baby brother; her father, also rescued from the fire, is in the department',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive and grey; soot on the face and in the mouth and nostrils; singed nasal hairs; the facial skin is not burnt; smells of smoke',
          breathing:
            'No respiratory effort, no chest movement; the pulse oximeter reads 92%, falsely high because of carbon monoxide',
          circulation: 'Pulse present, heart rate 84, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Unresponsive to voice and pain; pupils equal and reacting; no gag reflex; no sign of head or neck injury',
          disability: 'Unresponsive',
        },
        labs: {
          rvp: 'Not sent. Venous blood gas with co-oximetry: carboxyhaemoglobin 28%, lactate 4.1 mmol/L; bedside glucose 6.2 mmol/L',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Zara lies on the resuscitation trolley, grey and not breathing, with soot in her mouth and nostrils. The pulse oximeter reads 92%, falsely high because of carbon monoxide. Wall suction with a Yankauer, oxygen, masks, bags and airway adjuncts are at the bedside.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.4, nibp: '92/56', o2: 92, co2: null },
        airway: 'Soot and sooty secretions in the mouth; singed nasal hairs; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag; connects the bag to oxygen at 10-15 L/min (15 L/min for carbon monoxide), whatever the oximeter reads.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia even though the oximeter reads 92%, and calls for help at once (including an anaesthetist for the smoke-injured airway); suctions the soot from the mouth with a Yankauer or a large-bore catheter under direct vision, with no finger sweep.',
          maskPositioning:
            'Places the mask the right way round, covering both mouth and nose, with its rim clear of the eyes.',
        },
        softStop: 'The monitor reads 92%. Is she breathing, and what do you do first?',
      },
      {
        initialState:
          'The mouth is clear of soot, the bag is on oxygen and the mask is on her face, but her tongue falls back, air leaks around the mask and the chest barely moves.',
        vitalSigns: { hr: 76, rr: 0, temp: 36.4, nibp: '90/54', o2: 89, co2: null },
        airway: 'Clear of soot; the tongue falls back against the pharynx',
        breathing: 'Assisted breaths only; minimal chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 76, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open by lifting the jaw into the mask with the hand that holds it; squeezes the bag over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute, not faster to wash out the carbon monoxide.',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift (no injury) or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, changing to a two-person hold if it leaks, and gets a tight seal.',
        },
        softStop: 'The chest hardly moves and air hisses out around the mask. What could you change?',
      },
      {
        initialState:
          'Breaths go in and the chest rises, but her tongue falls back between breaths. The oximeter reads 95%, which still overestimates her oxygenation.',
        vitalSigns: { hr: 112, rr: 24, temp: 36.4, nibp: '94/58', o2: 95, co2: 52 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted at 24/min; the chest rises when the airway is held open',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 and heart rate improve.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, heart rate and SpO2 after every intervention, without relying on the SpO2 alone.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'The oropharyngeal airway holds her airway open; the chest rises well with every breath and her heart rate is 118. The anaesthetist arrives to intubate her early because of the inhalation injury; co-oximetry confirms a carboxyhaemoglobin of 28%. The simulation is complete.',
        vitalSigns: { hr: 118, rr: 24, temp: 36.5, nibp: '96/60', o2: 99, co2: 44 },
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
      'She is not breathing, even though the monitor says 92%: with carbon monoxide that reading is unreliable. I call for help and an anaesthetist.',
      'I suction the soot out of her mouth with a Yankauer, looking as I go.',
      'I take a child mask and a 500 mL self-inflating bag and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed and put the mask on the right way up over her mouth and nose, keeping it off her eyes.',
    ],
    [
      'I put her head in a neutral sniffing position without hyperextending the neck and open the airway with a head tilt-chin lift, fingers on the bone of the jaw.',
      'I hold the mask with an E-C clamp and get a tight seal, lifting her jaw into the mask with the same hand.',
      'I squeeze the bag over one second, just until the chest rises, 20 breaths a minute.',
    ],
    [
      'She has no gag reflex, so I size an oral airway from the corner of her mouth to the angle of her jaw and insert it with a tongue depressor.',
      'I reassess: the chest rises with each breath, her heart rate is up and the SpO2 is climbing, though I do not trust the SpO2 alone.',
    ],
    [],
  ],
};
