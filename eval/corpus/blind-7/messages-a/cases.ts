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
  id: 'ho7-a-sample',
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
      'He has stopped breathing and his sats are 73%. I call for help, then clear his mouth with a Yankauer while I watch the tip.',
      'I pick a child face mask and the 500 mL self-inflating bag and run oxygen into the bag at 15 litres a minute.',
      'I move to the top of the bed, behind his head.',
      'The mask goes on narrow end over the bridge of his nose, over both mouth and nose, off his eyes; I hold it with an E-C grip and it seals without a leak.',
    ],
    [
      'His head goes in a neutral sniffing position, ear level with the front of the shoulder, neck not bent back too far.',
      'I do a head tilt-chin lift with my fingertips on the bone of the chin, not the soft part underneath.',
      'The three fingers of my mask hand pull his jaw up into the mask.',
      'Each breath is a gentle one-second squeeze until the chest just rises, one every three seconds, 20 a minute.',
    ],
    [
      'I size an oral airway against his face, from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the airway in along the curve of the tongue.',
      'His chest rises with each breath, his SpO2 is going up and his heart rate is holding: the ventilation works.',
    ],
    [],
  ],
};

/**
 * New: Amira, 5 years (19 kg), in the emergency department; apnoeic with a pulse after a prolonged convulsion from
 * suspected bacterial meningitis (midazolam twice), thick purulent secretions in the mouth, no gag reflex, no trauma.
 */
export const MENINGITIS: MessageCase = {
  id: 'ho7-a-meningitis-5y',
  title: 'Held-out case: 5-year-old apnoeic after a prolonged convulsion from suspected meningitis',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Amira, a 5-year-old girl (19 kg), was brought to the emergency department by her parents with a day of fever, headache and vomiting. In the waiting room she had a generalised convulsion that lasted 25 minutes; it stopped after two doses of intravenous midazolam. Bacterial meningitis is suspected: she is febrile at 39.4 °C, her neck was stiff at triage and there are a few petechiae on her trunk. She has now stopped breathing but has a pulse. Her mouth is full of thick yellow-green purulent secretions. She has no gag reflex. She did not fall during the convulsion and has no injury. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after the convulsion and call for help at once, before any test or treatment for the meningitis.',
        objective2:
          'Clear the thick purulent secretions from the mouth with a Yankauer or a large-bore catheter under direct vision, with no finger sweep, and use droplet precautions without delaying ventilation.',
        objective3:
          'Choose a child mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag on oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and clear of the eyes.',
        objective4:
          'Put the head in the sniffing position without hyperextending the neck, open the airway with a head tilt-chin lift or a jaw thrust, hold the mask with an E-C clamp (two people if it leaks) with a tight seal, lift the jaw into the mask, and give gentle one-second breaths at 20-30 a minute, with no hyperventilation.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Amira',
          age: 5,
          sex: 'Female',
          weight: 19,
          diagnosis:
            'Suspected bacterial meningitis with a prolonged convulsion; apnoeic with a pulse after midazolam',
        },
        history: {
          symptoms:
            'Fever, headache, vomiting and drowsiness for a day; a generalised convulsion in the department',
          allergies: 'None known',
          medications: 'Paracetamol at home this morning',
          pmh: 'None',
          lastMeal: 'Toast yesterday evening; sips of water today',
          events:
            'A generalised tonic-clonic convulsion in the waiting room lasting 25 minutes; intravenous midazolam twice, after which it stopped. She then became apnoeic with a pulse. No fall, no head or neck injury.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with her parents and older brother; attends reception class',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, grey and hot; thick yellow-green purulent secretions filling the mouth; a few petechiae on the trunk',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 146, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Unresponsive to voice and pain after the convulsion and midazolam; pupils equal and reacting; neck stiffness at triage; no gag reflex; no sign of head or neck injury',
          disability: 'Unresponsive',
        },
        labs: {
          rvp: 'Not sent. Bedside glucose 5.4 mmol/L; blood cultures, lactate and a CRP taken with the IV cannula; lumbar puncture deferred',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Amira lies on the resuscitation trolley, grey and not breathing, her mouth full of thick purulent secretions. An IV cannula is in her left hand. Wall suction with a Yankauer, oxygen, face masks, bags and airway adjuncts are at the bedside.',
        vitalSigns: { hr: 146, rr: 0, temp: 39.4, nibp: '88/50', o2: 70, co2: null },
        airway: 'Thick yellow-green purulent secretions pooling in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag, and connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once, before any test or treatment for the meningitis; suctions the purulent secretions from the mouth with a Yankauer or a large-bore catheter under direct vision, with no finger sweep.',
          maskPositioning:
            'Places the mask the right way round, covering both the mouth and the nose, with its rim clear of the eyes.',
        },
        softStop: 'She is not breathing and her mouth is full of pus. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear, the bag is on oxygen and the mask is on her face, but her tongue falls back, air escapes around the mask and the chest barely moves.',
        vitalSigns: { hr: 132, rr: 0, temp: 39.3, nibp: '86/48', o2: 63, co2: null },
        airway: 'Clear of secretions; the tongue falls back against the pharynx',
        breathing: 'Assisted breaths only; minimal chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 132, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes the bag over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute, with no hyperventilation.',
          airwayManagement:
            'Places the head in the sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, with the fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, changing to a two-person technique if it leaks, and gets a tight seal.',
        },
        softStop: 'Air is escaping around the mask and the chest hardly moves. What could you change?',
      },
      {
        initialState:
          'The chest rises with each breath, but her tongue falls back between breaths and the mask hand tires. She still has no gag reflex.',
        vitalSigns: { hr: 138, rr: 24, temp: 39.2, nibp: '90/52', o2: 87, co2: 50 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted at 24/min; the chest rises when the airway is held open',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'The oropharyngeal airway holds her airway open and the chest rises well with every breath. The anaesthetist arrives to intubate her; ceftriaxone has been given. The simulation is complete.',
        vitalSigns: { hr: 124, rr: 24, temp: 39.0, nibp: '94/56', o2: 98, co2: 42 },
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
      'She has stopped breathing and she is grey: I call for help straight away.',
      'I clear the pus from her mouth with a Yankauer, looking at the tip the whole time.',
      'I take a child mask and a 500 mL self-inflating bag and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the trolley and put the mask on narrow end over the bridge of her nose, covering her mouth and nose, rim off her eyes.',
    ],
    [
      'I put her head in a neutral sniffing position, without tipping the neck back too far, and open the airway with a head tilt-chin lift, fingers on the bone of the chin.',
      'I hold the mask with an E-C clamp, seal it tight, and lift her jaw into the mask with the same hand.',
      'I squeeze the bag over one second, just until her chest rises, 20 breaths a minute.',
    ],
    [
      'She has no gag reflex, so I measure an oral airway from the corner of her mouth to the angle of her jaw and put it in over a tongue depressor.',
      'I reassess: her chest rises with each breath, her SpO2 is climbing and her heart rate is steady.',
    ],
    [],
  ],
};
