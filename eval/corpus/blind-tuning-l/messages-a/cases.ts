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

/** The seeded sample, as it is: RJ, 4 years (18 kg), apnoeic after two doses of lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'tl-a-sample',
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
      'He is not breathing and his sats are 73: I call for help, then suck out the secretions in his mouth with a Yankauer, keeping the tip where I can see it.',
      'I take a child mask that fits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I stand at the head of the bed, behind his head.',
      'I put the mask on with the narrow end over the bridge of the nose, covering both his nose and his mouth and staying off his eyes, hold it with an E-C clamp, and the seal is tight with no leak.',
    ],
    [
      'I place his head in a neutral sniffing position with a folded towel under the back of his head, not extending the neck.',
      'I open the airway with a head tilt-chin lift, fingers on the bone of the jaw and not on the soft part underneath.',
      'With the same hand that holds the mask I lift his jaw up into the mask.',
      'I give each breath over one second, only until the chest rises, one breath every 2.5 seconds, which is 24 a minute.',
    ],
    [
      'I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oropharyngeal airway in following the curve of the tongue.',
      'I reassess him: his chest rises with every breath, the SpO2 is climbing and the heart rate is steady.',
    ],
    [],
  ],
};

/**
 * New for this part: Leo, 6 years (21 kg), in the emergency department after swallowing his grandmother's
 * amitriptyline; he seized at triage and is now apnoeic with a pulse (tachycardic with a wide QRS, low blood
 * pressure), SpO2 76 %, vomit in the mouth, no gag reflex, no injury.
 */
export const TCA: MessageCase = {
  id: 'tl-a-tca-6y',
  title: 'Tuning case: 6-year-old apnoeic with a pulse after a tricyclic antidepressant overdose',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Leo is a 6-year-old boy (21 kg) brought to the emergency department by his father about an hour after he was found with his grandmother's amitriptyline 25 mg tablets; up to twelve tablets may be missing. In triage he became drowsy, had a generalised seizure lasting two minutes that stopped on its own, and vomited. He is now in the resuscitation bay, unresponsive and not breathing, with vomit in his mouth. He has a pulse: heart rate 148, blood pressure 82/48. SpO2 is 76 % and falling. He has no gag reflex. He did not fall and has no injury. You are the first doctor at the bedside.",
      objectives: {
        objective1: 'Recognise apnoea with a pulse and hypoxia, and call for help at once.',
        objective2:
          'Suction the vomit from the mouth with a rigid (Yankauer) sucker under direct vision before ventilating; no finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin, a self-inflating bag of at least 450-500 mL on oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Position the head in the sniffing position, open the airway without pressing on the soft tissue under the jaw, hold the mask with an E-C clamp (two people if it leaks) and give gentle one-second breaths to visible chest rise at 20-30 a minute, without hyperventilating.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway correctly, and reassess chest rise, SpO2 and heart rate after each change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Leo',
          age: 6,
          sex: 'Male',
          weight: 21,
          diagnosis:
            'Tricyclic antidepressant (amitriptyline) overdose with seizure, wide-complex tachycardia and apnoea with a pulse',
        },
        history: {
          symptoms: 'Drowsiness, one generalised seizure, vomiting, then no breathing effort',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well child',
          lastMeal: 'Breakfast about three hours ago; has vomited since',
          events:
            "Found at home with his grandmother's amitriptyline 25 mg blister pack, up to twelve tablets gone (up to 300 mg, about 14 mg/kg). Seized for two minutes in triage, vomited, and stopped breathing in the resuscitation bay. No fall, no head or neck injury.",
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'Grommets at 3 years',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with his parents and younger sister; his grandmother is staying with them',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, flushed and dry, vomit in the mouth and on his cheek',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Pulse present, heart rate 148, blood pressure 82/48, capillary refill 3 seconds; monitor shows a broad-complex tachycardia',
          abdomen: 'Soft, bowel sounds quiet',
          neuro: 'Pupils 6 mm, sluggish; no gag reflex; no sign of head or neck injury',
          disability: 'Unresponsive to voice and pain',
        },
        labs: {
          rvp: 'Bedside glucose 6.1 mmol/L; venous gas pending; 12-lead ECG: sinus tachycardia, QRS 130 ms, terminal R in aVR',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Leo lies on the resuscitation trolley, not breathing, vomit in his mouth. A nurse and his father are at his side. The airway trolley is open: wall suction with a Yankauer and catheters, oxygen, face masks from neonatal to adult, 240 mL, 500 mL and 1600 mL self-inflating bags, oral and nasal airways. A cannula is in his left hand.',
        vitalSigns: { hr: 148, rr: 0, temp: 37.6, nibp: '82/48', o2: 76, co2: null },
        airway: 'Vomit in the mouth and pharynx; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, broad-complex tachycardia 148, blood pressure 82/48',
        disability: 'Unresponsive; pupils dilated and sluggish',
        hardStop: {
          ventilationEquipment:
            'Picks a child mask that covers from the bridge of the nose to the cleft of the chin, a self-inflating bag of 450-500 mL or larger, and runs oxygen into it at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the trolley to ventilate.',
          airwayManagement:
            'Sees that he is apnoeic and hypoxic and calls for help straight away; clears the vomit with a Yankauer under direct vision, with no blind finger sweep, before bagging.',
          maskPositioning:
            'Puts the mask on the right way up, over both the nose and the mouth, with nothing pressing on the eyes.',
        },
        softStop: 'He has stopped breathing and there is vomit in his mouth. Where do you start?',
      },
      {
        initialState:
          'His mouth is clear and bagging has begun, but air hisses out round the mask, his head has flopped forward and the chest hardly moves. His heart rate is 156.',
        vitalSigns: { hr: 156, rr: 0, temp: 37.6, nibp: '80/46', o2: 71, co2: null },
        airway: 'Clear of vomit; obstructed by the tongue and head position',
        breathing: 'Assisted breaths only; leak at the mask; minimal chest rise',
        circulation: 'Pulse present, broad-complex tachycardia 156',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Holds the airway open with the mask hand by lifting the jaw into the mask; gives each breath over about one second with just enough volume for the chest to rise; bags at 20-30 a minute and does not hyperventilate.',
          airwayManagement:
            'Puts the head in the sniffing position without overextending the neck and opens the airway with a head tilt-chin lift or jaw thrust, keeping the fingers on bone and off the soft tissue under the chin.',
          maskPositioning:
            'Grips the mask with an E-C clamp, moves to a two-person hold when it leaks, and gets a tight seal.',
        },
        softStop: 'Air is escaping round the mask and his chest barely rises. What will you change?',
      },
      {
        initialState:
          'With a good seal his chest rises, but between breaths his tongue falls back and the bag gets stiff. He still has no gag reflex.',
        vitalSigns: { hr: 138, rr: 22, temp: 37.6, nibp: '86/50', o2: 87, co2: 47 },
        airway: 'Tongue falling back between breaths; no gag reflex',
        breathing: 'Assisted at 22 a minute; chest rises when the jaw is held up',
        circulation: 'Pulse present, heart rate 138',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: visible chest rise with each breath and the SpO2 climbing.',
          airwayManagement:
            'As there is no gag, sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw and inserts it with a correct technique; checks chest rise, SpO2 and heart rate again after each change.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps dropping back between breaths. What now?',
      },
      {
        initialState:
          'The oral airway holds his airway open and his chest rises with every breath. The anaesthetist arrives to intubate and sodium bicarbonate is running. The simulation is complete.',
        vitalSigns: { hr: 124, rr: 22, temp: 37.5, nibp: '92/56', o2: 97, co2: 41 },
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
      'Leo is apnoeic with a pulse and SpO2 76: I shout for help and ask the nurse to put out a paediatric resuscitation call and page the anaesthetist.',
      'I clear the vomit from his mouth with the Yankauer, keeping the tip in view, no finger sweep.',
      'I take a child mask that reaches from the bridge of his nose to the cleft of his chin and the 500 mL self-inflating bag, and connect it to oxygen running at 15 L/min.',
      'I move to the head of the trolley.',
      'The mask goes on narrow end over the nose, covering his nose and mouth, the rim well below his eyes.',
    ],
    [
      'I put his head in the sniffing position, ear level with the front of the shoulder, without tipping it back too far, and do a head tilt-chin lift with my fingertips on the bony chin.',
      'It is leaking, so the nurse squeezes the bag while I hold the mask with an E-C grip in both hands, and the seal is now tight.',
      'The fingers of both my mask hands lift his jaw up into the mask.',
      'I give each breath over one second, just enough to see the chest rise, one every 2.5 seconds: 24 a minute.',
    ],
    [
      'He has no gag, so I size an oropharyngeal airway from the corner of his mouth to the angle of his jaw and insert it over a tongue depressor, following the curve of the tongue.',
      'I reassess after the airway: the chest rises with every breath, his SpO2 is climbing and his heart rate is coming down.',
    ],
    [],
  ],
};
