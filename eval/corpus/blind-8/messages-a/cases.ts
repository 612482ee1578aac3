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
  id: 'ho8-a-sample',
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
      'RJ is apnoeic with a pulse and saturating 73 percent, so I call for help and suck out his mouth with a Yankauer, keeping the tip where I can see it.',
      'I take the child-size face mask and a 500 mL self-inflating bag, and I attach the bag to oxygen running at 15 L/min.',
      'I go round to the head of the bed and stand behind him.',
      'The narrow end of the mask goes on the bridge of his nose and the wide end in the chin cleft, so it covers his nose and mouth and stays off his eyes; I hold it with an E-C clamp and press the rim evenly until it seals without a leak.',
    ],
    [
      'I place his head in the sniffing position: neutral, face looking at the ceiling, neck not overextended.',
      'I open the airway with a head tilt and chin lift, my fingers on the bony chin and away from the soft floor of the mouth.',
      'With the last three fingers of the hand on the mask I lift his jaw up into the mask.',
      'Each squeeze lasts about one second and stops as soon as the chest rises; I give one breath every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'I hold an oropharyngeal airway against his cheek and pick the one that reaches from the corner of his mouth to the angle of his jaw.',
      'I press his tongue down with a tongue depressor and slide the airway in, following the curve of his tongue.',
      'I look again: his chest rises with every breath, his saturation is climbing and his heart rate is steady, so the ventilation is working.',
    ],
    [],
  ],
};

/**
 * New: Jonah, 12 years (40 kg), on the neurology ward with a myasthenic crisis after a chest infection: weak cough,
 * saliva pooled in the mouth, now apnoeic with a pulse (heart rate 118 and falling), SpO2 79 %, no gag reflex (so an
 * oral airway), no trauma.
 */
export const MYASTHENIA: MessageCase = {
  id: 'ho8-a-myasthenia-12y',
  title: 'Held-out case: 12-year-old apnoeic in a myasthenic crisis after a chest infection',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Jonah, a 12-year-old boy (40 kg) with generalised myasthenia gravis, was admitted to the neurology ward two days ago with a chest infection and increasing weakness. Overnight his voice became nasal, he could not swallow his saliva and his cough grew weak; his pyridostigmine was increased. This morning the nurse finds him floppy, with saliva pooled in his mouth, and he has stopped breathing. He has a pulse: heart rate 118 and falling. SpO2 is 79 % on the monitor. He has no gag reflex. He has not fallen and has no injury. His father is at the bedside. You are the first doctor to arrive.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in a myasthenic crisis and call for help at once, before any test or treatment for the myasthenia.',
        objective2:
          'Suction the pooled saliva from the mouth with a Yankauer or a large-bore catheter under direct vision.',
        objective3:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin (a small adult mask for him) and a self-inflating bag large enough for a 40 kg child, connected to oxygen at 10-15 L/min; ventilate from the head of the bed (pull the bed from the wall, take the headboard off).',
        objective4:
          'Place the head in a neutral sniffing position, open the airway with a jaw thrust or a head tilt-chin lift, hold the mask with an E-C clamp (two people if the weak, floppy face leaks), lift the jaw into the mask and give one-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Jonah',
          age: 12,
          sex: 'Male',
          weight: 40,
          diagnosis:
            'Myasthenic crisis triggered by a lower respiratory tract infection; apnoeic with a pulse',
        },
        history: {
          symptoms:
            'Cough and fever for five days; two days of ptosis, double vision, a nasal voice, difficulty swallowing and a weak cough; drooling since last night',
          allergies: 'None known',
          medications:
            'Pyridostigmine (increased yesterday), prednisolone; clarithromycin started by his GP four days ago',
          pmh: 'Generalised acetylcholine-receptor antibody-positive myasthenia gravis, diagnosed at 10 years',
          lastMeal: 'Nothing by mouth since yesterday evening because of his swallowing',
          events:
            'Found by the nurse at the morning observations floppy, with saliva pooled in his mouth and no breathing effort; pulse present. No fall, no injury.',
        },
        PMH: {
          medicalConditions: 'Generalised myasthenia gravis',
          hospitalizations: 'One admission a year ago for a myasthenic exacerbation, treated with IVIG',
          surgeries: 'None; a thymectomy is being discussed',
          allergies: 'None known',
          medications: 'Pyridostigmine, prednisolone',
          socialHistory: 'Lives with his father and younger sister; in his first year of secondary school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Floppy, pale and unresponsive, saliva pooling in the mouth and on the pillow',
          breathing:
            'No respiratory effort, no chest movement; coarse crackles at the right base on admission',
          circulation: 'Pulse present, heart rate 118 and slowing, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro:
            'Bilateral ptosis, facial and jaw weakness, the jaw sags open; no gag reflex; pupils equal and reacting; no head or neck injury',
          disability: 'Unresponsive',
        },
        labs: {
          rvp: 'Sputum sent on admission; chest X-ray on admission showed right lower lobe consolidation; last forced vital capacity, charted last night, was 18 mL/kg and falling',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Jonah lies flat on a ward bed pushed against the wall, the headboard in place, saliva pooled in his mouth; he is not breathing. His father is beside him. The nurse has brought the resuscitation trolley with wall suction and a Yankauer, oxygen, face masks in every size, infant, child and adult self-inflating bags, and airway adjuncts. He has an IV cannula.',
        vitalSigns: { hr: 118, rr: 0, temp: 37.9, nibp: '104/62', o2: 79, co2: null },
        airway: 'Saliva pooled in the mouth and at the back of the throat; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Unresponsive, floppy',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin (a small adult mask) and a self-inflating bag large enough for a 40 kg child, and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique:
            'Moves to the head of the bed (away from the wall, headboard off) to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once, before any test or treatment for the myasthenia; suctions the pooled saliva with a Yankauer or a large-bore catheter under direct vision.',
          maskPositioning:
            'Places the mask the right way round, covering both the mouth and the nose, with its rim clear of the eyes.',
        },
        softStop: 'He is not breathing and his mouth is full of saliva. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear and the mask is on, but his weak jaw sags, his tongue falls back, air hisses out round the mask and the chest barely moves. His heart rate is falling.',
        vitalSigns: { hr: 96, rr: 0, temp: 37.9, nibp: '100/60', o2: 72, co2: null },
        airway: 'Clear of saliva; the floppy jaw and tongue fall back',
        breathing: 'Assisted breaths only; minimal chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 96 and falling, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes the bag over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Places the head in a neutral sniffing position without hyperextending the neck or using a shoulder roll; opens the airway with a jaw thrust or a head tilt-chin lift, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, changing to a two-person technique if it leaks, and gets a tight seal.',
        },
        softStop: 'Air is escaping round the mask and his heart rate is dropping. What could you change?',
      },
      {
        initialState:
          'With two people on the mask the chest now rises, but his tongue drops back between breaths and the jaw keeps sagging. He still has no gag reflex.',
        vitalSigns: { hr: 108, rr: 24, temp: 37.8, nibp: '102/62', o2: 86, co2: 55 },
        airway: 'Partly obstructed between breaths by the tongue; no gag reflex',
        breathing: 'Assisted at 24/min; the chest rises when the airway is held open',
        circulation: 'Pulse present, heart rate recovering, capillary refill 3 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps dropping back between breaths. What now?',
      },
      {
        initialState:
          'The oropharyngeal airway keeps his airway open and his chest rises well with every breath. The anaesthetist and the PICU team arrive to intubate him; the neurologist is on the way to plan IVIG. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 24, temp: 37.8, nibp: '106/64', o2: 97, co2: 44 },
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
      'Jonah is apnoeic with a pulse and his sats are 79 percent: press the emergency bell and call the resus team and the anaesthetist now.',
      'I suction the pooled saliva from his mouth with the Yankauer, keeping the tip in view.',
      'I choose the small adult mask, which fits from the bridge of his nose to his chin cleft, and the adult self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'We pull the bed out from the wall and take the headboard off, and I stand at the head of the bed.',
      'The mask goes on apex over the bridge of his nose, covering his nose and mouth, its rim clear of his eyes.',
    ],
    [
      'His head goes in a neutral sniffing position with a little padding under the occiput, no shoulder roll and no overextension, and I do a jaw thrust with my fingers behind the angles of his jaw.',
      'It leaks, so we go two-person: I hold the mask with an E-C clamp in both hands, lifting his jaw up into it, and the seal is tight; the nurse squeezes the bag.',
      'Each breath is squeezed over one second, just until his chest rises, one every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'With no gag reflex I size an oral airway from the corner of his mouth to the angle of his jaw and slide it in over a tongue depressor, following the curve of the tongue.',
      'I reassess after the airway: the chest rises with each breath, his SpO2 is climbing and his heart rate is coming up.',
    ],
    [],
  ],
};
