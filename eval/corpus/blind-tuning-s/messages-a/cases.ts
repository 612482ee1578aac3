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
 * The seeded sample, exactly as src/server/cases/sample-case.ts has it: RJ, 4 years (18 kg), apnoeic with a pulse
 * after two doses of lorazepam, secretions at the mouth. The case says nothing of a gag reflex; these messages take it
 * as absent unless a message says otherwise (see README.md).
 */
export const SAMPLE: MessageCase = {
  id: 'ts-a-sample',
  title: 'Sample case: 4-year-old (18 kg) apnoeic with a pulse after lorazepam for status epilepticus',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He has stopped breathing and his saturations are 73 %: I press the emergency buzzer for the paediatric resuscitation team, and I clear the secretions from his mouth with a Yankauer sucker, keeping the tip in view.',
      'I take a child face mask that sits from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag, connected to wall oxygen at 15 litres a minute.',
      'I move round to stand at the head of the bed, behind him.',
      'The mask goes on narrow end over the bridge of the nose, covering his nose and mouth and clear of his eyes; I hold it with an E-C grip and get a tight seal with no leak.',
    ],
    [
      'I put his head in a neutral sniffing position with a folded towel under the back of his head, not extending the neck too far.',
      'I open his airway with a head tilt-chin lift, my fingertips on the bone of the chin, nothing pressing on the soft tissue underneath.',
      'The three lower fingers of my mask hand lift his jaw up into the mask.',
      'I squeeze each breath in over about one second, stopping as soon as the chest rises, one breath every two to three seconds: about 24 a minute.',
    ],
    [
      'He has no gag, so I size an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'With a tongue depressor holding his tongue down I slide the oral airway in the right way up, following the curve of the tongue.',
      'His chest rises with every breath and his saturations are climbing.',
    ],
    [],
  ],
};

/**
 * New for this part: Tilly, 3 years (14 kg), admitted to a paediatric ward with tick paralysis (a paralysis tick,
 * Ixodes holocyclus, removed from behind her ear in the emergency department the evening before). The paralysis keeps
 * ascending for a day or two after the tick is out: by morning she has ptosis, a bulbar palsy with pooled saliva, no gag
 * reflex, and she stops breathing with a pulse. A neurotoxin, not an infection, a drug or a seizure; no injury, so the
 * neck may be moved and either adjunct fits (an oral one because there is no gag).
 */
export const TICK_PARALYSIS: MessageCase = {
  id: 'ts-a-tick-paralysis-3y',
  title:
    'Tuning case: 3-year-old (14 kg) with tick paralysis, apnoeic with a pulse on the ward, pooled saliva, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Tilly, a 3-year-old girl (14 kg), came back from a camping weekend in coastal bushland with an unsteady walk that got worse over a day. In the emergency department last evening a paralysis tick was found embedded behind her left ear and removed whole with fine forceps. She was admitted to the children's ward for observation, because tick paralysis can go on getting worse for a day or two after the tick is out. Overnight she stopped being able to sit up or lift her arms, her eyelids drooped, her voice became weak and she began to drool. On the morning round the nurse finds her floppy and not breathing. She has a pulse and her saturations are 72 %. There is no history of a fall or any injury. You are the first doctor at the bedside.",
      objectives: {
        objective1:
          'Recognise apnoea with hypoxia in a child with an ascending paralysis and call for help straight away.',
        objective2:
          'Clear the pooled saliva under direct vision with a Yankauer or a suction catheter of the right size.',
        objective3:
          'Choose a mask that fits her face, a self-inflating bag of about 500 mL with oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Position the head, open the airway, seal the mask with an E-C grip (two people if it leaks) away from the eyes, and lift the jaw into the mask; give one-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oral (or a nasal) airway correctly and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Tilly',
          age: 3,
          sex: 'Female',
          weight: 14,
          diagnosis: 'Tick paralysis (Ixodes holocyclus) with bulbar palsy and respiratory failure',
        },
        history: {
          symptoms:
            'Unsteady gait for two days, then weakness climbing from the legs to the arms, drooping eyelids, a weak cry, drooling and difficulty swallowing',
          allergies: 'None known',
          medications: 'None; paracetamol once yesterday',
          pmh: 'Well child',
          lastMeal: 'A few sips of water last night; nothing by mouth since because of the drooling',
          events:
            'Tick removed from behind the left ear in the emergency department last evening; weakness progressed overnight on the ward; found apnoeic on the morning round. No fall, no injury.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None before this admission',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her parents and an older brother; goes to day care three days a week',
          vaccinations: 'Up to date',
          familyHistory: 'Nothing relevant',
        },
        initialExam: {
          generalAppearance:
            'Floppy and pale, eyelids half closed, saliva pooled in the mouth and on the pillow',
          breathing: 'No respiratory effort, no chest movement, no breath sounds',
          circulation: 'Pulse present, heart rate 146, blood pressure 98/60, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro:
            'Flaccid in all four limbs, absent reflexes, bilateral ptosis, pupils 5 mm and sluggish, no gag reflex; the tick bite behind the left ear is a small red crater',
          disability: 'Eyes do not open to voice; a faint grimace to pain',
        },
        labs: {
          rvp: 'Not sent. Bedside glucose 5.4 mmol/L; blood gas before the arrest pH 7.29, pCO2 58 mmHg',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Tilly lies flat in a cot bed pushed against the wall, with the cot sides up and a pillow under her head. Saliva is pooled in her mouth. She is not breathing. The bedside has wall oxygen and suction with a Yankauer, and the resuscitation trolley holds masks of every size, 240 mL and 500 mL self-inflating bags, suction catheters and oral and nasal airways. Her father is in the chair beside the cot.',
        vitalSigns: { hr: 146, rr: 0, temp: 36.8, nibp: '98/60', o2: 72, co2: null },
        airway: 'Saliva pooled in the mouth and throat; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 146, capillary refill 3 seconds',
        disability: 'Grimaces faintly to pain; flaccid',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin without touching the eyes, a self-inflating bag of about 500 mL (not the 240 mL infant bag), and connects it to oxygen running at 10-15 L/min.',
          ventilationTechnique:
            'Pulls the cot away from the wall, drops the cot side or head end and ventilates from the head of the bed.',
          airwayManagement:
            'Recognises that she has stopped breathing and calls for help at once (emergency bell, paediatric resuscitation team); suctions the saliva from the mouth under direct vision with a Yankauer or a suitably sized catheter, with no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is floppy, drooling and not breathing. What do you do first?',
      },
      {
        initialState:
          'Her mouth is clear and the bag is on oxygen, but air hisses out around the mask and her chest hardly moves. Her head rolls forward onto the pillow.',
        vitalSigns: { hr: 138, rr: 0, temp: 36.8, nibp: '96/58', o2: 66, co2: null },
        airway: 'Clear of saliva; the floppy tongue falls back against the palate',
        breathing: 'Little or no chest rise with bagging; leak at the mask',
        circulation: 'Pulse present, heart rate 138',
        disability: 'Flaccid; ptosis',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the hand that holds the mask.',
          airwayManagement:
            'Takes the pillow away and puts the head in a neutral sniffing position (a folded towel under the back of the head) without overextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, with the fingers on bone and not on the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way up, narrow end over the bridge of the nose, covering both mouth and nose and clear of her eyes; holds it with an E-C clamp, moves to a two-person hold if it still leaks, and gets a tight seal.',
        },
        softStop: 'Air is hissing out round the mask and her chest is hardly moving. What would you change?',
      },
      {
        initialState:
          'The seal is good and the chest moves, but between breaths her limp tongue drops back and the chest rise comes and goes.',
        vitalSigns: { hr: 132, rr: 0, temp: 36.8, nibp: '98/60', o2: 81, co2: 56 },
        airway: 'Partly blocked by the tongue between breaths; still no gag reflex',
        breathing: 'Assisted breaths; chest rise inconsistent',
        circulation: 'Pulse present, heart rate 132',
        disability: 'Flaccid; ptosis',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes each breath over about one second with only enough volume to see the chest rise, one breath every 2-3 seconds (20-30 a minute), without over-ventilating.',
          airwayManagement:
            'As she has no gag reflex, sizes an oral airway from the corner of the mouth to the angle of the jaw (or a nasal airway from the nostril to the tragus) and inserts it correctly: the oral airway the right way up over a tongue depressor, the nasal one lubricated and passed straight back along the floor of the nose.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps flopping back between breaths. What could help?',
      },
      {
        initialState: 'The airway adjunct is in and bagging goes on.',
        vitalSigns: { hr: 126, rr: 24, temp: 36.8, nibp: '100/62', o2: 88, co2: 50 },
        airway: 'Adjunct in place',
        breathing: 'Assisted at about 24 a minute',
        circulation: 'Pulse present, heart rate 126',
        disability: 'Flaccid; ptosis',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 climbs.',
          airwayManagement:
            'Reassesses chest rise, SpO2 and heart rate after putting the adjunct in, and again after each change.',
          maskPositioning: '',
        },
        softStop: 'The adjunct is in. How do you know it is helping?',
      },
      {
        initialState:
          'Her chest rises well with every breath and her saturations are 97 %. The intensive care team arrives to intubate her for transfer, and the nurse finds and removes a second, smaller tick hidden in her scalp. The simulation is complete.',
        vitalSigns: { hr: 120, rr: 24, temp: 36.8, nibp: '100/64', o2: 97, co2: 42 },
        airway: 'Patent with the adjunct',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Flaccid; ptosis',
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
    ['BMV-5', 'BMV-6', 'BMV-18', 'BMV-19'],
    ['BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is not breathing and her saturations are 72 % with a pulse: press the emergency bell and get the paediatric resuscitation team here now.',
      'I suction the saliva out of her mouth with the Yankauer, watching the tip the whole time, no finger sweep.',
      'I pick the child mask that fits from the bridge of her nose to the cleft of her chin, and the 500 mL self-inflating bag, connected to oxygen at 15 litres a minute.',
      'We pull the cot away from the wall, drop the head end and I stand at the head of the bed.',
    ],
    [
      'I take the pillow away, put a folded towel under the back of her head in a sniffing position without overextending her neck, and do a head tilt-chin lift with my fingers on the bone of her chin.',
      'The mask goes on narrow end to the bridge of her nose, covering her mouth and nose and clear of her eyes.',
      'It still leaks, so the nurse squeezes the bag while I hold the mask with both hands in an E-C grip, and now the seal is tight.',
      'The fingers of my mask hands lift her jaw up into the mask.',
    ],
    [
      'Each breath goes in over one second, only until her chest rises, one every two to three seconds, about 24 a minute.',
      'She has no gag reflex, so I measure an oral airway from the corner of her mouth to the angle of her jaw.',
      'I hold her tongue down with a tongue depressor and slide the oral airway in the right way up along the curve of the tongue.',
    ],
    [
      'I reassess after the airway goes in: her chest rises with each breath, her saturations are going up and her heart rate is steady.',
      'Her chest rises clearly with every breath and her SpO2 keeps climbing.',
    ],
    [],
  ],
};
