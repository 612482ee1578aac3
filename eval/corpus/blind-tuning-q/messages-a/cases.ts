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
  id: 'tq-a-sample',
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
      'RJ is apnoeic with a pulse and saturations of 73 %, so I call for help and suction the secretions out of his mouth with a Yankauer, keeping the tip where I can see it.',
      'I choose the child face mask, which reaches from the bridge of his nose to the cleft of his chin, and the 500 mL self-inflating bag, and I connect it to oxygen running at 15 L/min.',
      'I stand at the head of the bed, behind his head.',
      'I put the mask on with the narrow end over the bridge of his nose so that it covers his mouth and nose and stays off his eyes, hold it with an E-C clamp, and the seal is tight with no leak.',
    ],
    [
      'I place his head in a neutral sniffing position with a small towel under the back of his head, without overextending the neck.',
      'I open the airway with a head tilt and chin lift, my fingers on the bony chin and not on the soft tissue under the jaw.',
      'With the last three fingers of the hand holding the mask I lift his jaw up into the mask.',
      'I give each breath over one second, only until the chest rises, one breath every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'He has no gag reflex, so I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and insert the oral airway the right way up, following the curve of the tongue.',
      'I reassess: his chest rises with every breath, the SpO2 is climbing and his heart rate is steady.',
    ],
    [],
  ],
};

/**
 * New for this part: Nadia, 9 years (28 kg), in the emergency department after swallowing her mother's diphenhydramine
 * tablets: anticholinergic toxidrome, a seizure, then apnoea with a pulse, vomit in the mouth, no gag reflex, no
 * injury (so an oral airway fits; a nasal one is not contraindicated either).
 */
export const DIPHENHYDRAMINE: MessageCase = {
  id: 'tq-a-diphenhydramine-9y',
  title: 'Tuning case: 9-year-old apnoeic after a diphenhydramine overdose, vomit in the mouth',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Nadia, a 9-year-old girl (28 kg), was brought to the emergency department by her mother about an hour after swallowing most of a packet of 25 mg diphenhydramine tablets (an estimated 20 tablets, about 18 mg/kg) after an argument at home. On arrival she was agitated, flushed, hot and dry, with big pupils and a heart rate of 160. In the resuscitation bay she had a generalised seizure that stopped after one dose of intravenous midazolam. She then vomited and stopped breathing. She has a pulse. SpO2 is 74 %. She has no gag reflex. She did not fall and has no injury. You are the doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea with hypoxia after a toxic ingestion and call for help at once.',
        objective2:
          'Suction the vomit from the mouth with a Yankauer or a wide-bore catheter under direct vision, without a blind finger sweep.',
        objective3:
          'Choose a mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL (an adult bag suits her size), run oxygen at 10-15 L/min and ventilate from the head of the bed.',
        objective4:
          'Position the head, open the airway, hold the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask and give one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway correctly, then reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Nadia',
          age: 9,
          sex: 'Female',
          weight: 28,
          diagnosis:
            'Diphenhydramine overdose with anticholinergic toxicity, seizure and apnoea with a pulse',
        },
        history: {
          symptoms:
            'Agitation and confusion, hot dry flushed skin, a generalised seizure, vomiting, then apnoea',
          allergies: 'None known',
          medications: 'None regularly; took about 20 diphenhydramine 25 mg tablets one hour ago',
          pmh: 'Mild eczema',
          lastMeal: 'Breakfast about three hours ago',
          events:
            'Ingestion at home; seizure in the resuscitation bay treated with one dose of midazolam; vomited and stopped breathing. No fall, no injury.',
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollients',
          socialHistory: 'Lives with her mother and a younger brother; in year 4 at school',
          vaccinations: 'Up to date',
          familyHistory: 'Mother has hay fever (the tablets were hers)',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, flushed, hot and dry skin, vomit in the mouth and on the sheet',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 150, blood pressure 102/64, capillary refill 2 seconds',
          abdomen: 'Soft, distended bladder, no bowel sounds',
          neuro:
            'Unresponsive to pain after the seizure; pupils 7 mm and sluggish; no gag reflex; no head injury',
          disability: 'Unresponsive',
        },
        labs: {
          rvp: 'Not sent. Bedside glucose 6.1 mmol/L; ECG before the seizure: sinus tachycardia, QRS 110 ms',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Nadia lies on the resuscitation trolley, vomit pooled in her mouth, not breathing. The trolley is against the wall. Wall suction with a Yankauer, oxygen, masks of every size, infant, child and adult self-inflating bags and airway adjuncts are at hand. Her mother is in the corridor.',
        vitalSigns: { hr: 150, rr: 0, temp: 38.4, nibp: '102/64', o2: 74, co2: null },
        airway: 'Vomit in the mouth and the back of the throat; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 150, capillary refill 2 seconds',
        disability: 'Unresponsive; pupils dilated and sluggish',
        hardStop: {
          ventilationEquipment:
            'Picks a mask that fits from the bridge of the nose to the cleft of the chin, a self-inflating bag of at least 500 mL (an adult bag is fine at her size), and runs oxygen into it at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the trolley to ventilate from there.',
          airwayManagement:
            'Sees that she is apnoeic and hypoxic and calls for help straight away; clears the vomit with a Yankauer or a wide-bore suction catheter under direct vision, with no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She has vomit in her mouth and is not breathing. What comes first?',
      },
      {
        initialState:
          'The vomit is cleared and the bag is connected to oxygen, but the mask is not sitting well: air hisses out at the side and the chest does not move.',
        vitalSigns: { hr: 142, rr: 0, temp: 38.4, nibp: '100/62', o2: 68, co2: null },
        airway: 'Clear of vomit; the tongue falls back against the palate',
        breathing: 'No chest rise with bagging; leak at the mask',
        circulation: 'Pulse present, heart rate 142',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Uses the fingers of the mask hand to lift the jaw up into the mask.',
          airwayManagement:
            'Puts the head in a sniffing position without overextending the neck, and opens the airway with a head tilt-chin lift or a jaw thrust, fingers on bone and not on the soft tissue under the chin.',
          maskPositioning:
            'Places the mask narrow end to the nose, over both mouth and nose, off the eyes; holds it with an E-C clamp, goes to two people if it still leaks, and gets a tight seal.',
        },
        softStop: 'Air is escaping round the mask and the chest is not moving. What would you change?',
      },
      {
        initialState:
          'The seal is good and the chest moves a little, but the tongue falls back between breaths and the chest rise is inconsistent.',
        vitalSigns: { hr: 138, rr: 0, temp: 38.3, nibp: '100/60', o2: 80, co2: 55 },
        airway: 'Partly obstructed by the tongue between breaths; still no gag reflex',
        breathing: 'Assisted breaths; chest rise inconsistent',
        circulation: 'Pulse present, heart rate 138',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Gives each breath over about one second with only enough volume to see the chest rise, 20-30 breaths a minute, without hyperventilating.',
          airwayManagement:
            'As there is no gag reflex, sizes an oral airway from the corner of the mouth to the angle of the jaw and inserts it the right way up over a tongue depressor.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps dropping back. What could help?',
      },
      {
        initialState: 'The oral airway is in and bagging continues.',
        vitalSigns: { hr: 134, rr: 24, temp: 38.2, nibp: '104/64', o2: 86, co2: 50 },
        airway: 'Oral airway in place',
        breathing: 'Assisted at 24 a minute',
        circulation: 'Pulse present, heart rate 134',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: clear chest rise with each breath and a rising SpO2.',
          airwayManagement: 'Reassesses chest rise, SpO2 and heart rate after putting the airway in.',
          maskPositioning: '',
        },
        softStop: 'The airway is in. How do you know it is working?',
      },
      {
        initialState:
          'Her chest rises well with every breath and SpO2 is 97 %. The intensive care team arrives to intubate her, and sodium bicarbonate is given for the wide QRS. The simulation is complete.',
        vitalSigns: { hr: 128, rr: 24, temp: 38.0, nibp: '106/66', o2: 97, co2: 42 },
        airway: 'Patent with the oral airway',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-5', 'BMV-6', 'BMV-18', 'BMV-19'],
    ['BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is not breathing and her SpO2 is 74 % with a pulse: press the emergency bell and call the resuscitation team and the anaesthetist now.',
      'I suction the vomit out of her mouth with the Yankauer, looking into the mouth the whole time, no finger sweep.',
      'I take the child mask that fits from the bridge of her nose to the cleft of her chin and the adult self-inflating bag, and connect it to oxygen at 15 litres per minute.',
      'We pull the trolley away from the wall and I stand at the head end, behind her head.',
    ],
    [
      'Her head goes in the sniffing position on a folded towel, without bending the neck too far back, and I do a head tilt-chin lift with my fingers on the bone of her chin.',
      'The mask goes on narrow end to the bridge of the nose, covering her mouth and nose and clear of her eyes.',
      'It still leaks, so the nurse squeezes the bag while I hold the mask with both hands in an E-C clamp, and the seal is now tight.',
      'The fingers of my mask hands lift her jaw up into the mask.',
    ],
    [
      'Each breath goes in over one second, just until the chest rises, one every two to three seconds, about 24 a minute.',
      'She has no gag reflex, so I measure an oral airway from the corner of her mouth to the angle of her jaw.',
      'I push her tongue down with a tongue depressor and slide the oral airway in the right way up along the tongue.',
    ],
    [
      'I reassess after the airway: her chest rises with each breath, her SpO2 is going up and her heart rate is steady.',
      'The chest rises clearly with every breath and her saturations are climbing.',
    ],
    [],
  ],
};
