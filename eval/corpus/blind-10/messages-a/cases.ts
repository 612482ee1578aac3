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
 * The seeded sample, as it is: RJ, 4 years (18 kg), apnoeic and hypoxic after two doses of lorazepam for status
 * epilepticus, secretions at the mouth. What each phase asks for is read from its hard-stop texts: P0 suction, the
 * mask, bag and oxygen, the place at the head and the four mask-positioning items; P1 head position, opening the
 * airway, the mask hand lifting the jaw, the squeeze and the rate; P2 the adjunct and effective ventilation.
 */
export const SAMPLE: MessageCase = {
  id: 'a10-sample',
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
      'Apnoea with a saturation of 73 %: I call for help now.',
      'Secretions out with the Yankauer, under direct vision.',
      'Equipment: the child mask (it fits nose bridge to chin cleft), the 500 mL self-inflating bag, and oxygen into it at fifteen litres a minute.',
      'I position myself at the top end of the bed to ventilate.',
      'Mask the right way up over his mouth and nose, off his eyes; E-C clamp with my left hand, and the seal holds.',
    ],
    [
      'I bring his head to a neutral sniffing position, ear level with the front of the shoulder, not extended.',
      'Airway opened with a head tilt-chin lift, fingers on the mandible only.',
      'The hand on the mask also lifts: fingers under the bony jaw, drawing it up into the cushion.',
      'Breaths of about one second, just enough to lift the chest, twenty-four a minute.',
    ],
    [
      'Oral airway sized against his face: flange at the lip corner, tip at the angle of the jaw.',
      'Tongue held flat with a depressor, I pass the oral airway in the right way up until its flange rests at the lips.',
      'I recheck him: visible chest rise with each squeeze, saturation up to 88 and climbing, heart rate 120.',
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
 * New: Ravi, 7 years (22 kg), bitten in his sleep by a common krait (Bungarus caeruleus): a purely neurotoxic bite,
 * descending flaccid paralysis, now apnoeic with a pulse (heart rate 128), SpO2 74 %, saliva and vomit pooled in the
 * mouth, no gag reflex (so an oral airway; a nasal one is also acceptable, as there is no head injury and the blood
 * clots normally), no trauma. A child mask (or a small adult one that fits), a 500 mL bag or larger, 20-30 breaths a
 * minute. Paralysed children after a krait bite may be awake behind the paralysis.
 */
export const KRAIT_7Y: MessageCase = {
  id: 'a10-krait-7y',
  title:
    'Held-out case: 7-year-old apnoeic with a pulse after a krait bite, saliva and vomit in the mouth, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ravi, a 7-year-old boy (22 kg), was carried into the emergency department of a district hospital at 5 in the morning. He had been sleeping on a mat on the floor; he woke at 3 with stomach pain and vomited twice. On the way his eyelids began to droop, he could not swallow his saliva and his speech became slurred. His father killed a glossy black snake with thin white bands in the room (a common krait); no bite mark is found. In the resuscitation bay he stops breathing. He has a pulse: heart rate 128, blood pressure 112/70. SpO2 is 74 %. Saliva and vomit pool in his mouth and he has no gag reflex. He has not fallen and has no injury. The 20-minute whole blood clotting test is normal. Polyvalent anti-snake venom has been ordered. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia from neurotoxic envenoming and call for help at once, without waiting for the anti-snake venom to work.',
        objective2:
          'Suction the saliva and vomit from the mouth with a Yankauer or a suction catheter of suitable size, under direct vision.',
        objective3:
          'Choose a mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of 500 mL or more, connected to oxygen at 10-15 L/min; ventilate from the head of the bed with the mask the right way round over mouth and nose and off the eyes.',
        objective4:
          'Place the head in a neutral sniffing position, open the airway with a head tilt-chin lift or a jaw thrust on bone, hold the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask and give one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway (or a nasopharyngeal one sized from the nostril to the tragus), and reassess chest rise, SpO2 and heart rate after every intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ravi',
          age: 7,
          sex: 'Male',
          weight: 22,
          diagnosis:
            'Neurotoxic snake envenoming (common krait): descending paralysis with apnoea; pulse present',
        },
        history: {
          symptoms:
            'Woke at night with abdominal pain and vomiting; then drooping eyelids, drooling, slurred speech and weakness; now not breathing',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Healthy',
          lastMeal: 'Rice and dal at 8 p.m. last night; vomited twice since',
          events:
            'Probable krait bite during sleep around 2-3 a.m.; brought in by his father; stopped breathing in the resuscitation bay. No fall, no injury.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with his parents and two sisters in a village house; sleeps on a mat on the floor; in class 2',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Limp, both eyelids closed by ptosis, saliva and vomit pooling in the mouth, no visible bite mark',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 128, blood pressure 112/70, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Flaccid in all four limbs, bilateral ptosis, pupils mid-size and sluggish, no gag reflex; may be aware despite the paralysis; no head or neck injury',
          disability: 'No response to voice or pain (paralysed)',
        },
        labs: {
          rvp: '20-minute whole blood clotting test: clotted (normal). Bedside glucose 6.2 mmol/L.',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Ravi lies flat on a trolley in the resuscitation bay, not breathing, saliva and vomit in his mouth; his father stands by the trolley. The nurse has the resuscitation trolley: wall suction with a Yankauer and suction catheters, oxygen, face masks in every size, infant (240 mL), child (500 mL) and adult (1600 mL) self-inflating bags, oral and nasal airways. An IV cannula is in his left hand.',
        vitalSigns: { hr: 128, rr: 0, temp: 36.9, nibp: '112/70', o2: 74, co2: null },
        airway: 'Saliva and vomit in the mouth and pharynx; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 128, blood pressure 112/70',
        disability: 'Flaccid, bilateral ptosis, no response',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of 500 mL or more, and connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises the apnoea and hypoxia and calls for help at once, without waiting for the anti-snake venom; suctions the saliva and vomit with a Yankauer or a suitable catheter under direct vision.',
          maskPositioning:
            'Places the mask the right way round, covering both the mouth and the nose, with its rim clear of the eyes.',
        },
        softStop: 'He has stopped breathing and his mouth is full of saliva and vomit. What do you do first?',
      },
      {
        initialState:
          'His mouth is clear and the mask is on, but his floppy tongue and jaw fall back, air leaks round the mask and the chest barely moves. His heart rate has risen to 140.',
        vitalSigns: { hr: 140, rr: 0, temp: 36.9, nibp: '116/72', o2: 68, co2: null },
        airway: 'Clear of vomit; the tongue falls back',
        breathing: 'Assisted breaths only; minimal chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 140, capillary refill 3 seconds',
        disability: 'Flaccid, no response',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes the bag over about one second with just enough volume to see the chest rise; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Places the head in a neutral sniffing position without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, changing to a two-person technique if it leaks, and gets a tight seal.',
        },
        softStop: 'Air is leaking round the mask and his chest hardly rises. What could you change?',
      },
      {
        initialState:
          'With a good seal the chest now rises, but his paralysed tongue drops back between breaths. He still has no gag reflex.',
        vitalSigns: { hr: 118, rr: 24, temp: 36.9, nibp: '110/70', o2: 87, co2: 50 },
        airway: 'Partly obstructed between breaths by the tongue; no gag reflex',
        breathing: 'Assisted at 24/min; the chest rises when the airway is held open',
        circulation: 'Pulse present, heart rate 118, capillary refill 2 seconds',
        disability: 'Flaccid, no response',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw (or a nasopharyngeal airway measured from the nostril to the tragus) and inserts it correctly; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What now?',
      },
      {
        initialState:
          'The oral airway holds his airway open and his chest rises well with every breath. The anti-snake venom is running and the anaesthetist has arrived to intubate him for the days of paralysis ahead. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 24, temp: 36.9, nibp: '108/68', o2: 97, co2: 41 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Flaccid, no response',
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
      'He is apnoeic, sats 74: I shout for help and ask the nurse to put out the emergency call for the resuscitation team and anaesthesia.',
      'Suction on: Yankauer into the mouth under direct vision until the saliva and vomit are gone.',
      'Child mask sized to his face, nose bridge to chin cleft; paediatric 500 mL bag; oxygen flow fifteen litres.',
      'I ventilate from the top of the trolley, standing behind him.',
      'Apex of the mask on the nasal bridge, base in the chin groove; it covers mouth and nose and stays off his eyes.',
    ],
    [
      'Sniffing position, ear level with the shoulder and the neck not extended; jaw thrust from behind the angles of the mandible.',
      'It leaks, so two-person: the nurse takes over the bag and I use both hands on the mask, thumbs on the rim and fingers hooked under the bony jaw, pulling it up into the cushion until no air escapes.',
      'I squeeze for about a second, stopping once the chest rises, and give 24 breaths a minute.',
    ],
    [
      'Without a gag an oral airway is safe: sized lip corner to jaw angle, put in the right way up with a depressor keeping the tongue flat.',
      'Reassessing after the airway: good chest rise on every breath, SpO2 now 90 and rising, heart rate 115.',
    ],
    [],
  ],
};
