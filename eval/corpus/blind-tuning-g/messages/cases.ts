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

/** The seeded sample, as it is: RJ, 4 years (18 kg), apnoeic with a pulse after lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'tg-m-sample',
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
      'He is apnoeic with a pulse, so I call for help and suck the secretions out of his mouth with a Yankauer, only as deep as I can see.',
      'I choose a child mask that reaches from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and I connect it to oxygen running at 15 L/min.',
      'I stand at the head of the bed, behind his head.',
      'I put the mask on narrow end over the bridge of the nose so that it covers his nose and mouth and stays off his eyes, hold it with an E-C clamp and get a tight seal with no leak.',
    ],
    [
      'I place his head in the sniffing position without overextending his neck.',
      'I open the airway with a head tilt-chin lift, fingertips on the bony chin and off the soft tissue under the jaw.',
      'With the fingers of the hand holding the mask I lift his jaw up into the mask.',
      'Each breath is a gentle squeeze over one second, just enough to see the chest rise, one breath every two to three seconds, about 24 a minute.',
    ],
    [
      'There is no gag, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oral airway in following the curve of the tongue.',
      'I reassess: his chest rises with every breath, the SpO2 is rising and his heart rate is stable.',
    ],
    [],
  ],
};

/**
 * Written for this part: Ayla, 2 years (12 kg), brought to the emergency department after drinking from her uncle's
 * methadone bottle; apnoeic with a pulse, pinpoint pupils, vomit in the mouth, no gag reflex, no injury.
 */
export const METHADONE_2Y: MessageCase = {
  id: 'tg-m-methadone-2y',
  title: 'Tuning case: 2-year-old apnoeic with a pulse after swallowing a relative’s methadone',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Ayla, a 2-year-old girl (12 kg), is carried into the emergency department by her grandmother. About an hour ago she was found with her uncle's methadone bottle open beside her; nobody knows how much she drank. She became sleepy, vomited once in the car and now does not wake. On the trolley in the resuscitation bay she is not breathing: there is vomit in her mouth, her pupils are pinpoint and she has no gag reflex. She has a pulse. She has not fallen and has no injury. You are the first doctor at her side.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse and hypoxia, call for help at once and start ventilating without waiting for naloxone, tests or the airway team.',
        objective2:
          'Suction the vomit from the mouth under direct vision before ventilating, without a finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL, connected to oxygen at 10-15 L/min, and ventilate from the head of the trolley.',
        objective4:
          'Position the head without hyperextension, open the airway without pressing on the soft tissue under the jaw, hold the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask and give one-second breaths to chest rise, one every 2-3 seconds.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway with a tongue depressor, and reassess chest rise, SpO2 and heart rate after each change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ayla',
          age: 2,
          sex: 'Female',
          weight: 12,
          diagnosis: 'Methadone ingestion (opioid toxicity) with apnoea; pulse present',
        },
        history: {
          symptoms: 'Drowsiness, then unresponsiveness; one vomit; no breathing on arrival',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Healthy, born at term',
          lastMeal: 'Breakfast about three hours ago',
          events:
            "Found about an hour ago with her uncle's methadone (1 mg/mL oral solution) open beside her, amount unknown; vomited in the car; unresponsive and apnoeic on arrival. No fall, no injury.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with her mother; staying with her grandmother and uncle this week. The uncle is on a methadone programme.',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Floppy, grey-blue lips, vomit in the mouth and on her cheek',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 84, capillary refill 3 seconds, blood pressure 82/48',
          abdomen: 'Soft, not distended',
          neuro: 'Unresponsive to pain; pupils pinpoint; no gag reflex; no sign of head or neck injury',
          disability: 'Unresponsive to voice and pain (U on AVPU)',
        },
        labs: { rvp: 'Not sent. Bedside glucose 5.1 mmol/L.' },
      },
    },
    Phases: [
      {
        initialState:
          'Ayla lies on her back on the resuscitation trolley, vomit in her mouth, not breathing. The trolley has wall suction with a Yankauer and catheters, oxygen, face masks from neonatal to adult, 240 mL, 500 mL and 1600 mL self-inflating bags, oral and nasal airways and tongue depressors. Her grandmother is crying at the bedside. There is no IV yet.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.4, nibp: '82/48', o2: 71, co2: null },
        airway: 'Vomit in the mouth and pooled at the back of the throat; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 84, capillary refill 3 seconds',
        disability: 'Unresponsive; pinpoint pupils',
        hardStop: {
          ventilationEquipment:
            'Picks a child mask reaching from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL, and connects it to oxygen flowing at 10-15 L/min.',
          ventilationTechnique: 'Takes position at the head of the trolley to ventilate.',
          airwayManagement:
            'Sees that she is apnoeic and hypoxic and calls for help straight away, without delaying ventilation for naloxone, access or tests; suctions the vomit out of the mouth with a Yankauer under direct vision, no blind finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the nose, covering both the nose and the mouth and keeping its rim off the eyes.',
        },
        softStop: 'She is not breathing and her mouth is full of vomit. What do you do first?',
      },
      {
        initialState:
          'Her mouth is clear and bagging has started, but her head has flopped forward, air hisses out round the mask and the chest hardly moves. Her heart rate is falling.',
        vitalSigns: { hr: 72, rr: 0, temp: 36.4, nibp: '80/46', o2: 64, co2: null },
        airway: 'Clear of vomit; obstructed by the tongue with the head flexed',
        breathing: 'Assisted breaths only; leak at the mask; minimal chest rise',
        circulation: 'Pulse present, heart rate 72',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open by lifting the jaw up into the mask with the hand that holds it; gives each breath over about one second with only enough volume to lift the chest; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Brings the head to a neutral or slight sniffing position without overextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust with the fingers on bone, not on the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask in an E-C clamp and goes to a two-person technique while it still leaks, until the seal is tight.',
        },
        softStop: 'Air is escaping round the mask and her chest is barely moving. What will you change?',
      },
      {
        initialState:
          'The seal is good and the chest rises with most breaths, but between breaths her tongue falls back and the rise is lost. She still has no gag reflex. The nurse has drawn up naloxone.',
        vitalSigns: { hr: 96, rr: 25, temp: 36.4, nibp: '86/50', o2: 87, co2: 52 },
        airway: 'The tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted at 25/min; chest rise lost whenever the jaw slips',
        circulation: 'Pulse present, heart rate 96, capillary refill 2 seconds',
        disability: 'Unresponsive; pinpoint pupils',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises visibly with every breath and the SpO2 climbs.',
          airwayManagement:
            'As there is no gag reflex, sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw (a nasopharyngeal airway sized from the nostril to the tragus would also do) and inserts it with a tongue depressor along the curve of the tongue, not by rotation; checks chest rise, SpO2 and heart rate again after each change.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps dropping back between breaths. What now?',
      },
      {
        initialState:
          'With the oral airway in and the chest rising with every breath, her colour returns. Naloxone has been given and she takes a few shallow breaths of her own. The PICU team arrives; she will need a naloxone infusion for the long-acting methadone. The simulation is complete.',
        vitalSigns: { hr: 118, rr: 14, temp: 36.5, nibp: '92/56', o2: 98, co2: 42 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths; some shallow breaths of her own',
        circulation: 'Pulse present, capillary refill under 2 seconds',
        disability: 'Grimaces to pain; pupils still small',
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
      'Ayla is apnoeic with a pulse and her SpO2 is 71 %: I call for help now, the paediatric resuscitation team and an anaesthetist.',
      'I suction the vomit out of her mouth with the Yankauer, keeping the tip where I can see it.',
      'I choose a child face mask that reaches from the bridge of her nose to the cleft of her chin and the 500 mL self-inflating bag, connected to oxygen at 15 L/min.',
      'I move to the head of the trolley, behind her head.',
      'The mask goes on with its narrow end over the bridge of her nose, covering her nose and mouth, the rim well below her eyes.',
    ],
    [
      'I bring her head back to a neutral, slight sniffing position, without overextending the neck.',
      'I open her airway with a head tilt-chin lift, my fingertips on the bone of her chin, not the soft tissue.',
      'It still leaks, so I hold the mask with both hands in an E-C grip while the nurse squeezes the bag, and now the seal is tight.',
      'I lift her jaw up into the mask with the fingers of the hands holding it.',
      'Each breath is given over one second, just enough to see the chest rise, one breath every two to three seconds, 25 a minute.',
    ],
    [
      'She has no gag reflex, so I measure an oropharyngeal airway from the corner of her mouth to the angle of her jaw.',
      'I press her tongue down with a tongue depressor and slide the airway in following the curve of the tongue, without rotating it.',
      'After the airway goes in I reassess: her chest rises with each breath, her SpO2 is climbing and her heart rate is up.',
    ],
    [],
  ],
};
