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

/** The seeded sample as it is: RJ, 4 years, 18 kg, apnoeic after lorazepam for status epilepticus. */
export const SAMPLE_A: MessageCase = {
  id: 'held-out-2a-sample-benzo-4y',
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
      'I clear the secretions from his mouth with a suitably sized suction catheter.',
      'I take a child face mask that fits from the bridge of his nose to the cleft of his chin, and a 500 mL self-inflating bag connected to oxygen at 15 L/min.',
      'I stand at the head of the bed.',
      'I put the mask on the right way round over his mouth and nose, hold it with an E-C clamp, make a tight seal and keep it off his eyes.',
    ],
    [
      'I put his head in a neutral sniffing position and do not hyperextend his neck.',
      'I open his airway with a head tilt-chin lift, fingers on the bony jaw and not on the soft tissue under it.',
      'I keep his airway open with the same hand that holds the mask.',
      'I give each breath over one second with just enough volume for the chest to rise, at 20 breaths a minute.',
    ],
    [
      'I size an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I insert the oropharyngeal airway with a tongue depressor holding the tongue down.',
      'His chest rises with every breath and his SpO2 is improving: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * A new case: Noah, 9 years, 30 kg, apnoeic with a pulse after too much morphine by PCA on the surgical ward, the
 * evening after an appendectomy. Pinpoint pupils, vomit in the mouth, no gag reflex, no trauma.
 */
export const PCA_OPIOID: MessageCase = {
  id: 'held-out-2a-pca-opioid-9y',
  title: 'Held-out case: 9-year-old apnoeic after morphine PCA following an appendectomy',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noah, a 9-year-old boy (30 kg), had a laparoscopic appendectomy this afternoon and is on the surgical ward with a morphine PCA (patient-controlled analgesia), which his mother has been pressing for him while he slept. The nurse heard loud snoring, then nothing. He is now apnoeic, grey, with pinpoint pupils and some vomit in his mouth. He has a pulse. He has no gag reflex. There is no trauma. You are the first doctor at the bedside. Right equipment for him: a child face mask (a large child size) reaching from the bridge of the nose to the cleft of the chin; an infant mask is too small and a standard adult mask reaches over his eyes. A self-inflating bag of 450-1000 mL (the 500 mL paediatric bag or a 1000 mL adult bag) is suitable; a 250 mL neonatal bag is not. Oxygen at 10-15 L/min. Either an oropharyngeal airway (he has no gag reflex) or a nasopharyngeal airway is acceptable. Naloxone is appropriate, but it does not replace ventilating him now.',
      objectives: {
        objective1: 'Recognise opioid-induced apnoea and call for help.',
        objective2: 'Suction the vomit from the mouth safely (no finger sweep) and position the head.',
        objective3: 'Choose a child mask, a 450-1000 mL self-inflating bag and oxygen at 10-15 L/min.',
        objective4:
          'Ventilate from the head of the bed at 20-30 breaths a minute with just enough volume for chest rise.',
        objective5: 'Size and insert an airway adjunct and reassess after each intervention.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noah',
          age: 9,
          sex: 'Male',
          weight: 30,
          diagnosis: 'Opioid-induced respiratory depression after laparoscopic appendectomy',
        },
        history: {
          symptoms: 'Abdominal pain before surgery; drowsy since the evening, loud snoring, then silent',
          allergies: 'Penicillin (rash)',
          medications: 'Morphine PCA (20 mcg/kg bolus, 5 minute lockout), IV paracetamol, ondansetron',
          pmh: 'Obstructive sleep apnoea symptoms (snores every night), not investigated',
          lastMeal: 'Clear fluids 2 hours ago',
          events:
            'PCA button pressed repeatedly by his mother while he slept; nurse found him snoring, then apnoeic; he vomited once an hour ago',
        },
        PMH: {
          medicalConditions: 'Snoring, large tonsils',
          hospitalizations: 'None before this admission',
          surgeries: 'Laparoscopic appendectomy today',
          allergies: 'Penicillin (rash)',
          medications: 'None at home',
          socialHistory: 'Lives with his mother and sister; in year 4 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, grey, vomit at the mouth, PCA handset in the bed',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Radial pulse present, slow; capillary refill 3 seconds',
          abdomen: 'Soft, laparoscopic port sites dry',
          neuro: 'Pinpoint pupils, no gag reflex, unresponsive to pain',
          disability: 'Unresponsive to pain',
        },
        labs: { rvp: '' },
      },
    },
    Phases: [
      {
        initialState:
          'Noah is apnoeic and grey in bed, flat on his back, with vomit in his mouth. The PCA pump is running. Oxygen, suction and a resuscitation trolley are at the bedside.',
        vitalSigns: { hr: 64, rr: 0, temp: 37.3, nibp: '96/58', o2: 76, co2: null },
        airway: 'Vomit in the mouth; was snoring, now silent',
        breathing: 'Apnoeic',
        circulation: 'Radial pulse present, bradycardic; capillary refill 3 seconds',
        disability: 'Unresponsive, pinpoint pupils, no gag reflex',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin and a 450-1000 mL self-inflating bag; connects the bag to oxygen at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Recognises the apnoea and calls for help at once, without waiting to see if he breathes; suctions the vomit from the mouth with a rigid Yankauer catheter, never a finger sweep; places the head in a neutral sniffing position without hyperextending the neck.',
          maskPositioning: '',
        },
        softStop: 'He is not breathing and there is vomit in his mouth. What do you do first?',
      },
      {
        initialState: 'His mouth is clear and his head is positioned; the bag and mask are ready, on oxygen.',
        vitalSigns: { hr: 60, rr: 0, temp: 37.3, nibp: '94/56', o2: 71, co2: null },
        airway: 'Clear after suction; the tongue falls back',
        breathing: 'Apnoeic',
        circulation: 'Radial pulse present, bradycardic',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Stands at the head of the bed; keeps the airway open with the hand that holds the mask; squeezes the bag over about one second with just enough volume for the chest to rise; ventilates at 20-30 breaths a minute, not faster.',
          airwayManagement:
            'Opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bony jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Places the mask the right way round over the mouth and nose; holds it with an E-C clamp, two-handed with a helper squeezing if the seal is poor; gets a tight seal; keeps pressure off the eyes.',
        },
        softStop: 'The mask is on. How do you hold it, and how do you give the breaths?',
      },
      {
        initialState:
          'He is being bagged; the chest rises a little, but his tongue falls back between breaths and the SpO2 climbs slowly.',
        vitalSigns: { hr: 92, rr: 0, temp: 37.3, nibp: '100/62', o2: 86, co2: 58 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths, some chest rise',
        circulation: 'Radial pulse present',
        disability: 'Unresponsive, pinpoint pupils',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest visibly rises and the SpO2 improves.',
          airwayManagement:
            'Chooses an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw (or a nasopharyngeal airway measured from the nostril to the tragus) and inserts it correctly; reassesses chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 98%, good chest rise with each breath; after naloxone he starts to breathe and grimaces. The simulation is complete.',
        vitalSigns: { hr: 98, rr: 16, temp: 37.3, nibp: '104/64', o2: 98, co2: 42 },
        airway: 'Patent with the adjunct',
        breathing: 'Assisted and spontaneous breaths, good chest rise',
        circulation: 'Radial pulse present, capillary refill 2 seconds',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'He is apnoeic. I call for help.',
      'I suction the vomit from his mouth with a rigid Yankauer suction catheter.',
      'I put his head in a neutral sniffing position with a folded towel under the back of his head, without hyperextending the neck.',
      'I choose a child mask that reaches from the bridge of the nose to the cleft of the chin and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I stand at the head of the bed.',
      'I open the airway with a head tilt-chin lift, without pressing on the soft tissue under the jaw.',
      'I place the mask the right way round, covering the mouth and nose. I hold it with an E-C clamp grip and get a tight seal. I keep pressure off the eyes.',
      'I keep the airway open with the same hand that holds the mask.',
      'I squeeze the bag over 1 second, just enough to see the chest rise, at 20 breaths per minute.',
    ],
    [
      'I choose an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw.',
      'I insert the oropharyngeal airway with the correct technique, using a tongue depressor.',
      'I reassess chest rise, SpO2 and heart rate. The chest rises and the SpO2 improves: ventilation is effective.',
    ],
    [],
  ],
};

export const MESSAGE_CASES_A: MessageCase[] = [SAMPLE_A, PCA_OPIOID];
