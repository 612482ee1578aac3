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

/** The seeded sample, as is: RJ, 4 years (18 kg), apnoeic after lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'tt-a-sample',
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
      'He is apnoeic and grey with sats of 73, so I shout for help and then clear the secretions from his mouth with a Yankauer sucker, keeping the tip in view.',
      'I pick the child face mask that reaches from the bridge of his nose to the cleft of his chin, and the 500 mL self-inflating bag, and run oxygen into it at 15 litres a minute.',
      'I move to the head of the bed and stand behind his head.',
      'The mask goes on narrow end over the bridge of his nose, covering his nose and mouth and clear of his eyes; I hold it with an E-C clamp and the seal is tight.',
    ],
    [
      'I put his head in a neutral sniffing position with a folded towel under the back of his head, not tipped back too far.',
      'I open his airway with a head tilt and chin lift, my fingers on the bone of his chin, not the soft tissue underneath.',
      'The three lower fingers of my mask hand lift his jaw up into the mask.',
      'Each breath goes in over about one second, just enough to see the chest rise, one every two to three seconds, about 24 a minute.',
    ],
    [
      'He has no gag reflex, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oral airway in the right way up, following the curve of his tongue.',
      'His chest now rises with every breath and his SpO2 is climbing steadily.',
    ],
    [],
  ],
};

/**
 * New for this part: Imogen, 15 years (38 kg), on the adolescent medical ward with anorexia nervosa, on day 3 of
 * nasogastric refeeding. Severe refeeding hypophosphataemia has weakened her breathing muscles until she stopped
 * breathing: apnoea with a pulse, regurgitated feed in the mouth, no gag reflex, no injury, an NG tube in the left
 * nostril. Post-pubertal, so adult equipment (a small adult mask, an adult bag) and an adolescent rate.
 */
export const REFEEDING: MessageCase = {
  id: 'tt-a-refeeding-15y',
  title:
    'Tuning case: 15-year-old with anorexia nervosa, apnoeic from refeeding hypophosphataemia on the ward',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Imogen, a 15-year-old girl with restrictive anorexia nervosa, was admitted to the adolescent medical ward four days ago for medical stabilisation: weight 38 kg at 162 cm, resting heart rate 44. Nasogastric feeding was started three days ago and increased quickly. This morning her phosphate was 0.28 mmol/L, potassium 2.9 mmol/L and magnesium 0.55 mmol/L, and intravenous replacement was started. Over the afternoon she became weak, then drowsy, her breathing grew shallow and now she has stopped breathing. She has a pulse; SpO2 is 78 %. Feed has come back up into her mouth. There is no gag reflex and no injury. You are the ward doctor called to the bedside.',
      objectives: {
        objective1: 'Recognise apnoea with hypoxia on the ward and call for help at once.',
        objective2:
          'Clear the regurgitated feed from the mouth with a Yankauer under direct vision, without a finger sweep.',
        objective3:
          'Choose equipment for a small post-pubertal teenager: a mask that fits from the bridge of the nose to the cleft of the chin (usually a small adult mask), an adult self-inflating bag and oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Position the head, open the airway, seal the mask with an E-C clamp (two people if it leaks), lift the jaw into the mask and give gentle one-second breaths at an adolescent rate.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, then reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Imogen',
          age: 15,
          sex: 'Female',
          weight: 38,
          diagnosis:
            'Anorexia nervosa with refeeding syndrome: severe hypophosphataemia, respiratory muscle failure and apnoea with a pulse',
        },
        history: {
          symptoms:
            'Increasing weakness and breathlessness since midday, then drowsiness, shallow breathing and apnoea; regurgitation of feed',
          allergies: 'None known',
          medications:
            'Continuous nasogastric feed; intravenous potassium phosphate and magnesium sulfate started this morning; thiamine; multivitamin',
          pmh: 'Restrictive anorexia nervosa diagnosed eight months ago',
          lastMeal: 'Continuous nasogastric feed, running until the event',
          events:
            'Day 3 of refeeding, feed rate increased yesterday; falling phosphate despite replacement; found apnoeic by her nurse on the afternoon round. No fall, no injury.',
        },
        PMH: {
          medicalConditions: 'Anorexia nervosa, restrictive type; secondary amenorrhoea',
          hospitalizations: 'This admission only',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Thiamine, multivitamin, phosphate and magnesium replacement',
          socialHistory: 'Lives with her parents and an older brother; in year 10 at school; a keen runner',
          vaccinations: 'Up to date',
          familyHistory: 'Mother had an eating disorder as a teenager',
        },
        initialExam: {
          generalAppearance:
            'Very thin, pale and unresponsive; fine nasogastric tube taped to the left nostril; milky feed pooled in the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Pulse present, heart rate 52, blood pressure 84/50, cool hands, capillary refill 3 seconds',
          abdomen: 'Scaphoid, soft, bowel sounds present',
          neuro:
            'Unresponsive to voice, flexes weakly to pain; pupils equal and reactive; no gag reflex; no head or neck injury',
          disability: 'Responds to pain only',
        },
        labs: {
          rvp: 'Not sent. Phosphate 0.28 mmol/L, potassium 2.9 mmol/L, magnesium 0.55 mmol/L, glucose 4.8 mmol/L this morning',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Imogen lies flat in a ward bed pushed against the wall, feed pooled in her mouth, not breathing. The nasogastric feed pump is still running. The ward resuscitation trolley has wall suction with a Yankauer, oxygen, face masks from infant to large adult, infant, child and adult self-inflating bags and oral and nasal airways.',
        vitalSigns: { hr: 52, rr: 0, temp: 35.9, nibp: '84/50', o2: 78, co2: null },
        airway: 'Regurgitated milky feed in the mouth and pharynx; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 52, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses a mask that reaches from the bridge of the nose to the cleft of the chin (a small adult mask for her), an adult self-inflating bag, and connects it to oxygen running at 10-15 L/min.',
          ventilationTechnique:
            'Pulls the bed from the wall, takes the headboard off and ventilates from the head of the bed.',
          airwayManagement:
            'Recognises apnoea with hypoxia and calls for help straight away; suctions the feed from the mouth with a Yankauer under direct vision, with no blind finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing and there is feed in her mouth. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear and oxygen is running into the bag, but the mask sits poorly over the nasogastric tube and her hollow cheeks: air escapes and the chest hardly moves.',
        vitalSigns: { hr: 48, rr: 0, temp: 35.9, nibp: '82/48', o2: 72, co2: null },
        airway: 'Clear of feed; the tongue falls back when the head is flat',
        breathing: 'No chest rise; leak round the mask',
        circulation: 'Pulse present, heart rate 48',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the fingers of the hand holding the mask.',
          airwayManagement:
            'Puts the head in a sniffing position with a folded towel under the back of the head, without hyperextending the neck, and opens the airway with a head tilt-chin lift or a jaw thrust, fingers on bone and not on the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask narrow end to the bridge of the nose, over the mouth and nose, clear of the eyes; holds it with an E-C clamp, uses two people when it still leaks, and gets a tight seal.',
        },
        softStop: 'The mask is leaking and her chest is not moving. What will you change?',
      },
      {
        initialState:
          'The seal holds now, but her tongue drops back between breaths, and her stomach is filling with air when the bag is squeezed hard.',
        vitalSigns: { hr: 56, rr: 0, temp: 35.9, nibp: '86/50', o2: 81, co2: 62 },
        airway: 'Tongue falls back between breaths; still no gag reflex',
        breathing: 'Assisted breaths, chest rise variable, some gastric inflation',
        circulation: 'Pulse present, heart rate 56',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes gently over about one second, just until the chest rises, at about 10-20 breaths a minute (one every 3 to 6 seconds), not the faster rate of a young child.',
          airwayManagement:
            'With no gag reflex, sizes an oral airway from the corner of the mouth to the angle of the jaw and inserts it correctly (or a nasal airway, measured from the nostril to the tragus, through the free right nostril).',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back and her stomach is swelling. What would help?',
      },
      {
        initialState: 'The oral airway is in and ventilation continues.',
        vitalSigns: { hr: 64, rr: 14, temp: 36.0, nibp: '90/54', o2: 88, co2: 54 },
        airway: 'Oral airway in place',
        breathing: 'Assisted at 14 a minute',
        circulation: 'Pulse present, heart rate 64',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest rises with every breath and SpO2 climbs.',
          airwayManagement: 'Reassesses chest rise, SpO2 and heart rate after inserting the adjunct.',
          maskPositioning: '',
        },
        softStop: 'The airway is in. How do you know it is working?',
      },
      {
        initialState:
          'Her chest rises well and SpO2 is 97 %. The intensive care team arrives, the feed has been stopped and phosphate replacement is increased. The simulation is complete.',
        vitalSigns: { hr: 66, rr: 14, temp: 36.1, nibp: '92/56', o2: 97, co2: 45 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
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
      'She is not breathing and her sats are 78 with a pulse: pull the emergency bell and call the paediatric resuscitation team now.',
      'I suction the feed out of her mouth with the Yankauer, looking in the whole time, no finger sweep.',
      'I take the small adult mask that fits from the bridge of her nose to the cleft of her chin and the adult self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'We pull the bed off the wall, take the headboard off, and I stand at the head of the bed behind her.',
    ],
    [
      'A folded towel goes under the back of her head to put her in the sniffing position, without tipping the neck back too far, and I do a head tilt-chin lift with my fingers on the bone of her chin.',
      'The mask goes on narrow end to the bridge of her nose, over her mouth and nose and clear of her eyes.',
      'It still leaks, so the nurse squeezes the bag while I hold the mask with both hands in an E-C clamp, and now the seal is tight.',
      'The fingers of my mask hands lift her jaw up into the mask.',
    ],
    [
      'Each breath goes in gently over one second, just until her chest rises, one every four seconds, about 15 a minute.',
      'She has no gag reflex, so I measure an oral airway from the corner of her mouth to the angle of her jaw.',
      'I press her tongue down with a tongue depressor and slide the oral airway in the right way up, following the tongue.',
    ],
    [
      'I reassess after the airway: her chest rises with every breath, the SpO2 is climbing and her heart rate is steady.',
      'The chest rises clearly with every breath and her saturations are going up.',
    ],
    [],
  ],
};
