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
  id: 'tn-a-sample',
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
      'I clear the secretions from his mouth with a Yankauer sucker, keeping the tip where I can see it.',
      'I choose a child-sized face mask that reaches from the bridge of his nose to the cleft of his chin, a 500 mL self-inflating bag, and I connect the bag to oxygen running at 15 litres a minute.',
      'I stand at the head of the bed.',
      'I put the mask on with the narrow end over the bridge of his nose so it covers his nose and mouth and stays off his eyes, hold it with an E-C clamp, and the seal is tight with no leak.',
    ],
    [
      'I place his head in the sniffing position with a small folded towel under the back of his head, without over-extending the neck, and open the airway with a head tilt-chin lift, fingers on the bony chin only.',
      'The lower three fingers of the hand holding the mask lift his jaw up into the mask.',
      'I give each breath over one second, only until the chest rises, one breath every two to three seconds, which is about 24 a minute.',
    ],
    [
      'I measure an oral airway from the corner of his mouth to the angle of his jaw and put it in over a tongue depressor, following the curve of the tongue without rotating it.',
      'The chest now rises with every breath and his SpO2 is climbing.',
    ],
    [],
  ],
};

/**
 * New for this part: Sofia, 10 years (32 kg), brought to the emergency department after taking a large number of her
 * father's zopiclone tablets; apnoeic with a pulse, vomit in the mouth, no gag reflex, no injury.
 */
export const ZOPICLONE: MessageCase = {
  id: 'tn-a-zopiclone-10y',
  title: 'Tuning case: 10-year-old apnoeic with a pulse after a zopiclone overdose, vomit in the mouth',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Sofia is a 10-year-old girl (32 kg). Her mother found her at 7 this morning hard to wake, next to an empty box of her father's zopiclone 7.5 mg; up to 20 tablets may be missing. The ambulance crew brought her to the emergency department on a non-rebreather mask. In the resuscitation bay she has vomited, and now she has stopped breathing. She has a pulse (heart rate 64) and SpO2 is 76 % and falling. There is vomit in her mouth. She has no gag reflex. She was found in her bed; she has not fallen and has no injury. Her mother is in the relatives' room. You are the first doctor at the bedside.",
      objectives: {
        objective1: 'Recognise apnoea and hypoxia in a poisoned child and call for help straight away.',
        objective2:
          'Clear the vomit from the mouth with a wide-bore (Yankauer) suction under direct vision before ventilating, without a blind finger sweep.',
        objective3:
          'Choose a mask that fits her face from the bridge of the nose to the cleft of the chin, a bag big enough for a 32 kg child, and oxygen at 10-15 L/min; bag from the head of the bed.',
        objective4:
          'Open the airway in the sniffing position with a head tilt-chin lift, hold the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask and give one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and place an oropharyngeal airway correctly, and reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Sofia',
          age: 10,
          sex: 'Female',
          weight: 32,
          diagnosis: 'Deliberate or accidental zopiclone overdose with respiratory arrest; pulse present',
        },
        history: {
          symptoms: 'Drowsy at home, then unrousable; vomited once in the department, then stopped breathing',
          allergies: 'None known',
          medications: 'None regularly',
          pmh: 'Mild asthma as a small child, no inhaler for three years',
          lastMeal: 'Supper at about 7 pm yesterday',
          events:
            "Found at about 7 am by her mother next to an empty box of her father's zopiclone 7.5 mg tablets; up to 20 tablets may be missing. Not known whether she took anything else. Not found on the floor, no sign of injury.",
        },
        PMH: {
          medicalConditions: 'Mild asthma in early childhood, none now',
          hospitalizations: 'None',
          surgeries: 'Grommets at 4 years',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with her mother, father and younger brother; in year 5 at school; her parents say she has been low since moving schools',
          vaccinations: 'Up to date',
          familyHistory: 'Father takes zopiclone for insomnia',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, pale, vomit in the mouth and on the pillow',
          breathing: 'No breathing effort, no chest movement',
          circulation: 'Pulse present, heart rate 64, capillary refill 3 seconds, BP 92/54',
          abdomen: 'Soft, not distended',
          neuro: 'GCS 3, pupils 3 mm and reacting, no gag reflex',
          disability: 'Unresponsive to pain; blood glucose 5.4 mmol/L',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Sofia lies on her back on the trolley, not breathing, with vomit pooling in her mouth. An IV cannula is in her left hand. The resus trolley has child and adult masks, a 500 mL and a 1600 mL self-inflating bag, and a Yankauer sucker.',
        vitalSigns: { hr: 64, rr: 0, temp: 36.4, nibp: '92/54', o2: 76, co2: null },
        airway: 'Vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'GCS 3, pupils 3 mm reactive',
        hardStop: {
          ventilationEquipment:
            'Picks a mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of adult size (about 1 litre or more) for a 32 kg child; attaches it to oxygen and turns the flow to 10-15 L/min.',
          ventilationTechnique: 'Bags from the head of the trolley.',
          airwayManagement:
            'Calls for help at once on finding her apnoeic and hypoxic. Suctions the vomit from the mouth with a Yankauer (wide-bore) sucker under direct vision before bagging; no blind finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the nose, covering both the nose and the mouth, with the rim kept off the eyes.',
        },
        softStop: 'What do you do first, and what do you need from the trolley?',
      },
      {
        initialState:
          'Bagging has begun, but air hisses out round the mask and the chest hardly moves. SpO2 is 68 %.',
        vitalSigns: { hr: 58, rr: 0, temp: 36.4, nibp: '90/52', o2: 68, co2: null },
        airway: 'Mouth clear after suction',
        breathing: 'Bagged breaths only; little chest movement, leak round the mask',
        circulation: 'Pulse present, heart rate 58',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the fingers of the mask hand; gives each breath over about one second, only enough to see the chest rise; bags 20-30 times a minute, not faster.',
          airwayManagement:
            'Puts the head in the sniffing position without over-extending the neck, and opens the airway with a head tilt-chin lift (or a jaw thrust), fingers on the bone of the jaw and not on the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C clamp and, since it leaks, moves to a two-person technique (two hands on the mask, someone else squeezing) until the seal is tight.',
        },
        softStop: 'The mask is leaking and the chest hardly moves. What will you change?',
      },
      {
        initialState:
          'With a two-person technique the chest starts to move, but her tongue falls back and the airway keeps obstructing between breaths. SpO2 is 82 %.',
        vitalSigns: { hr: 72, rr: 22, temp: 36.4, nibp: '94/56', o2: 82, co2: 55 },
        airway: 'Tongue falls back; still no gag reflex',
        breathing: 'Bagged at 22 a minute; chest rise comes and goes',
        circulation: 'Pulse present, capillary refill 2-3 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'As she has no gag reflex, sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw and inserts it correctly; rechecks chest rise, SpO2 and heart rate after each intervention.',
          maskPositioning: '',
        },
        softStop: 'Her airway keeps closing between breaths. What can help?',
      },
      {
        initialState:
          'The oral airway holds her airway open, the chest rises with every breath and SpO2 is 97 %. The anaesthetist and the paediatric intensive care team have arrived to take over. The simulation is complete.',
        vitalSigns: { hr: 88, rr: 22, temp: 36.5, nibp: '98/60', o2: 97, co2: 42 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with bagged breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 3',
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
      "She's apnoeic and hypoxic: I call for help now, press the emergency bell and ask for the anaesthetist and the paediatric team.",
      'I suction the vomit out of her mouth with the Yankauer, only where I can see the tip.',
      'I choose a small adult face mask that fits from the bridge of her nose to the cleft of her chin and the 1600 mL adult self-inflating bag, and connect it to oxygen at 15 litres per minute.',
      'I stand at the head of the trolley.',
      'The mask goes on narrow end over her nose, covering her nose and mouth, with the rim clear of her eyes.',
    ],
    [
      'I put her head in the sniffing position, not over-extended, and open her airway with a head tilt-chin lift, my fingers on the bone of the chin.',
      'Because it leaks, a nurse squeezes the bag while I hold the mask with both hands in an E-C clamp, and now the seal is tight.',
      'My fingers on the jaw lift it up into the mask.',
      'Each breath is given over one second, just enough to see the chest rise, one every three seconds: 20 a minute.',
    ],
    [
      'She has no gag reflex, so I measure an oropharyngeal airway from the corner of her mouth to the angle of her jaw and insert it with a tongue depressor, following the curve of the tongue.',
      'I reassess after inserting it: the chest rises with each breath, SpO2 is climbing and her heart rate is coming up.',
    ],
    [],
  ],
};
