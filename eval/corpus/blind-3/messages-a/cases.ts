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

/** The seeded sample: a 4-year-old apnoeic after lorazepam for status epilepticus (18 kg). */
export const SAMPLE: MessageCase = {
  id: 'sample-benzo-apnoea-4y',
  title: 'Sample case: 4-year-old apnoeic after benzodiazepines for status epilepticus',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I suction the secretions from his mouth with a suction catheter of suitable size.',
      'I choose a child mask of the right size and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
    ],
    [
      'I place the head in a neutral sniffing position without hyperextending the neck.',
      'I open the airway with a head tilt-chin lift, without pressing on the soft tissue under the jaw.',
      'I keep the airway open with the same hand that holds the mask.',
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with the correct technique, using a tongue depressor.',
      'I ventilate effectively: the chest rises and the SpO2 improves.',
    ],
    [],
  ],
};

/** A 7-year-old with spastic quadriplegic cerebral palsy who chokes on a feed and becomes apnoeic (23 kg). */
export const CP_CHOKE: MessageCase = {
  id: 'cp-feed-aspiration-7y',
  title: 'Held-out case: 7-year-old with cerebral palsy, apnoeic after choking on a feed',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Amira, a 7-year-old girl (23 kg) with spastic quadriplegic cerebral palsy, was admitted two days ago with aspiration pneumonia. During an oral feed given by her mother she coughed, choked and went limp. She is now not breathing but has a pulse. Her mouth is full of thick secretions and feed, she has no gag reflex, and contractures limit how far her neck moves. There is no trauma. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea after choking on a feed and call for help.',
        objective2: 'Suction the feed and secretions before ventilating; never a blind finger sweep.',
        objective3:
          'Position gently within the range her contractures allow, without forcing or hyperextending the neck.',
        objective4:
          'Choose a child mask and a self-inflating bag of 450-1000 mL (a paediatric 500 mL bag or a larger one are both fine at 23 kg), on oxygen at 10-15 L/min.',
        objective5: 'Ventilate at 20-30 breaths a minute and size and insert an OPA (no gag reflex).',
      },
      patientReport: {
        basicInformation: {
          name: 'Amira',
          age: 7,
          sex: 'Female',
          weight: 23,
          diagnosis: 'Aspiration pneumonia; spastic quadriplegic cerebral palsy; choking on a feed',
        },
        history: {
          symptoms: 'Fever and cough for three days, worse after feeds; choked on a feed just now',
          allergies: 'None known',
          medications: 'Baclofen, omeprazole, IV amoxicillin-clavulanate',
          pmh: 'Spastic quadriplegic cerebral palsy after birth asphyxia; unsafe swallow; epilepsy, well controlled',
          lastMeal: 'Thickened oral feed, a few minutes ago (the choking episode)',
          events: 'Coughed and choked during an oral feed, went limp and stopped breathing',
        },
        PMH: {
          medicalConditions: 'Cerebral palsy (GMFCS V), epilepsy, gastro-oesophageal reflux',
          hospitalizations: 'Two earlier admissions with aspiration pneumonia',
          surgeries: 'Bilateral hip adductor releases at 5 years',
          allergies: 'None known',
          medications: 'Baclofen, omeprazole, levetiracetam',
          socialHistory:
            'Lives with her parents; a nasogastric tube was placed on admission for top-up feeds',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Limp, cyanosed, thick secretions and feed in the mouth',
          breathing: 'Apnoeic, no chest movement',
          circulation: 'Carotid pulse present, heart rate 88, capillary refill 3 seconds',
          abdomen: 'Soft, NG tube in place',
          neuro: 'Unresponsive, no gag reflex, fixed flexion contractures of the neck and limbs',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Negative' },
      },
    },
    Phases: [
      {
        initialState:
          'Amira is limp and blue in bed, propped up after her feed, her mother at the bedside. Wall suction, oxygen and a resuscitation trolley are in the room.',
        vitalSigns: { hr: 88, rr: 0, temp: 38.1, nibp: '92/56', o2: 68, co2: null },
        airway: 'Thick secretions and feed in the mouth and pharynx',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present',
        disability: 'Responds to pain only; no gag reflex',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-1000 mL; connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the feed and secretions from the mouth with a Yankauer or a large-bore catheter before ventilating, never a blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'Her mouth is full of feed and she is not breathing. What first?',
      },
      {
        initialState:
          'The mouth is cleared; the bag and mask are ready. Her neck is stiff and flexed by contractures.',
        vitalSigns: { hr: 80, rr: 0, temp: 38.1, nibp: '90/54', o2: 64, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Carotid pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head of the bed and keeps the airway open with the hand that holds the mask.',
          airwayManagement:
            'Positions the head gently towards neutral within the range her contractures allow, never forcing or hyperextending the neck (padding as needed); opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under it.',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp, two people if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'Her neck is stiff. How do you position her and hold the mask?',
      },
      {
        initialState: 'Breaths are going in, but the tongue falls back between breaths.',
        vitalSigns: { hr: 96, rr: 0, temp: 38.1, nibp: '94/58', o2: 80, co2: 58 },
        airway: 'Partly obstructed between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Carotid pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes the bag over about one second with just enough volume for the chest to rise, one breath every 2-3 seconds (20-30 a minute); ventilates effectively, with chest rise and a rising SpO2.',
          airwayManagement:
            'With no gag reflex, chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw and inserts it correctly; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back. What could help?',
      },
      {
        initialState:
          'Pink, SpO2 95%, chest rising with each breath; she begins to breathe on her own. The simulation is complete.',
        vitalSigns: { hr: 102, rr: 18, temp: 38.1, nibp: '96/60', o2: 95, co2: 46 },
        airway: 'Patent with the OPA',
        breathing: 'Assisted and some spontaneous breaths',
        circulation: 'Pulses present, capillary refill 2 seconds',
        disability: 'Grimaces to pain',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-18', 'BMV-19', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with a pulse. I call for help.',
      'I suction the feed and secretions from her mouth with a Yankauer sucker.',
      'I choose a child mask that reaches from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the bed.',
      'I position her head gently towards neutral as far as her contractures allow, without forcing or hyperextending the neck.',
      'I open the airway with a jaw thrust, without pressing on the soft tissue under the jaw.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
      'I keep the airway open with the same hand that holds the mask.',
    ],
    [
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 20 breaths per minute.',
      'She has no gag reflex, so I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw, and I insert it with a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate. The chest rises and the SpO2 improves: ventilation is effective.',
    ],
    [],
  ],
};
