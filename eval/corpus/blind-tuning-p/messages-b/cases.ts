import type { CaseDocument } from '../../../../src/contract/case.ts';
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
 * Both cases run in four phases: P0 recognition and help, clearing the secretions, the equipment and placing the mask
 * from the head of the bed (orientation, mouth and nose, eyes); P1 the head and the airway opening, the grip, the seal,
 * the mask hand lifting the jaw, the squeeze and the rate; P2 the adjunct, reassessment and effective ventilation;
 * P3 the completed state.
 */
const REQUIRED: ItemId[][] = [
  ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-15', 'BMV-16'],
  ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-17', 'BMV-18', 'BMV-19'],
  ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
  [],
];

const NO_STOPS = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * Noor, 6 months, 7 kg, pertussis: apnoeic with a pulse after a coughing paroxysm, thick stringy mucus in the mouth
 * and nose, gag reflex present (so a nasal airway, not an oral one), no trauma. Infant mask, 450-500 mL bag.
 */
export const PERTUSSIS_6M: MessageCase = {
  id: 'tp-b-pertussis-6m',
  title:
    'Tuning case: 6-month-old (7 kg) with pertussis, apnoeic with a pulse after a coughing spasm, thick secretions, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noor, a 6-month-old girl (7 kg), is on day 3 of admission to the paediatric ward with whooping cough (pertussis PCR positive). She has not had any of her vaccinations. Her mother calls out: after a long run of coughing Noor went red, then blue, and stopped breathing. When you arrive she is limp and dusky with no breathing effort; you can feel a brachial pulse. Thick, stringy mucus fills her mouth and both nostrils. She still gags when her throat is touched. There has been no injury. You are the first doctor in the room.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a pertussis paroxysm and call for help at once (ward emergency call, PICU), rather than waiting for the spell to pass.',
        objective2:
          'Clear the thick mucus from the mouth and then the nose with suction of a size that suits an infant (paediatric Yankauer, 8 Fr soft catheter), at low pressure and in short passes, only where it can be seen, without a finger sweep.',
        objective3:
          'Choose an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag on 10-15 L/min of oxygen; ventilate from the head of the cot with the mask the right way round, over mouth and nose, clear of the eyes.',
        objective4:
          'Put the head in a neutral position with a small roll under the shoulders (no overextension, no flexion from the large occiput); open the airway with a chin lift or jaw thrust on bone; hold the mask with an E-C clamp, lifting the jaw into it, and use two people if it leaks; give each breath over about a second, only to visible chest rise, one every 2-3 seconds.',
        objective5:
          'With the gag reflex present, use a nasopharyngeal airway sized from the tip of the nose to the tragus, lubricated and passed straight back along the floor of the nose; reassess chest rise, SpO2 and heart rate after every change.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noor',
          age: 0.5,
          sex: 'Female',
          weight: 7,
          diagnosis: 'Pertussis; apnoea with a pulse after a coughing paroxysm',
        },
        history: {
          symptoms:
            'Two weeks of a runny nose, then a week of coughing fits that end with vomiting or going red in the face',
          allergies: 'None known',
          medications: 'Azithromycin (day 3), paracetamol as needed',
          pmh: 'Born at term, well until this illness',
          lastMeal: 'Bottle of formula 90 minutes ago, partly vomited after coughing',
          events: 'Long coughing paroxysm, then cyanosis and apnoea witnessed by her mother on the ward',
        },
        PMH: {
          medicalConditions: 'None before this illness',
          hospitalizations: 'This admission only',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Azithromycin, paracetamol',
          socialHistory: 'Lives with her parents and a 4-year-old brother, who has had a cough for a month',
          vaccinations: 'None given; the family postponed them',
          familyHistory: 'Nothing relevant',
        },
        initialExam: {
          generalAppearance: 'Limp, dusky, thick mucus at the lips and nostrils',
          breathing: 'No breathing effort, no chest movement',
          circulation: 'Brachial pulse present and slowish; capillary refill 3 seconds',
          abdomen: 'Soft, slightly distended',
          neuro: 'Floppy; gags when the throat is touched',
          disability: 'Responds to pain only',
        },
        labs: {
          rvp: 'Nasopharyngeal PCR positive for Bordetella pertussis; other viruses negative. White cell count 28 with a lymphocytosis.',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Noor lies in her cot, apnoeic and dusky, thick mucus in her mouth and nose. A cannula is in her hand. Wall suction, infant and child masks, and small and paediatric bags are at the bedside.',
        vitalSigns: { hr: 96, rr: 0, temp: 37.6, nibp: '78/44', o2: 70, co2: null },
        airway: 'Thick stringy mucus in the mouth and both nostrils; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Picks an infant mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-500 mL; connects it to oxygen running at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the cot.',
          airwayManagement:
            'Recognises apnoea with a pulse and calls for help straight away; suctions the mucus from the mouth and then the nose with an infant-sized catheter, at low pressure and under vision, with no finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round (narrow end over the bridge of the nose), covering both mouth and nose, with no pressure on the eyes.',
        },
        softStop:
          'She has a pulse but she is not breathing, and her mouth and nose are full of mucus. What now?',
      },
      {
        initialState:
          'The mucus is cleared and the mask is on, but her big occiput has pushed her chin down to her chest, air hisses out at the sides of the mask and the chest does not move.',
        vitalSigns: { hr: 84, rr: 0, temp: 37.6, nibp: '76/42', o2: 64, co2: null },
        airway: 'Clear after suction; neck flexed by the occiput',
        breathing: 'Apnoeic; no chest rise with the breaths given',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the mask hand; gives each breath over about one second, only until the chest rises, one every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Brings the head to neutral with a small roll under the shoulders, without overextending the neck; opens the airway with a chin lift or jaw thrust with the fingers on bone, not on the soft tissue under the jaw.',
          maskPositioning:
            'Holds the mask with an E-C clamp and changes to a two-person technique if it still leaks; achieves a tight seal.',
        },
        softStop: 'Her chin is on her chest and the mask is leaking. What would you change?',
      },
      {
        initialState:
          'The chest now rises with the breaths, but her floppy pharynx and tongue obstruct between breaths and she gags when anything touches the back of her mouth.',
        vitalSigns: { hr: 118, rr: 0, temp: 37.6, nibp: '80/46', o2: 83, co2: 55 },
        airway: 'Obstructs between breaths; gag reflex present',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with every breath and the SpO2 goes up.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway sized from the nostril to the tragus and passes it lubricated, straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'She obstructs between breaths and gags if you touch her throat. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 146; the chest rises with each breath through the nasal airway and she is starting to take breaths of her own. The PICU team arrives. The simulation is complete.',
        vitalSigns: { hr: 146, rr: 18, temp: 37.6, nibp: '84/50', o2: 96, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Some spontaneous breaths, assisted in between',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces and moves to pain',
        hardStop: NO_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'She is apnoeic with a pulse. I call for help now: the ward emergency team and PICU.',
      'I suction the mucus from her mouth and then her nose with an 8 French catheter at low pressure, only where I can see.',
      'I choose the infant mask that fits from the bridge of her nose to the cleft of her chin and the 500 mL self-inflating bag, and connect it to oxygen at 15 L/min.',
      'I stand at the head of the cot.',
      'I put the mask on the right way round with the narrow end on the bridge of her nose, covering her mouth and nose and clear of her eyes.',
    ],
    [
      'I put a small rolled towel under her shoulders so her head is neutral, not tipped back.',
      'I open the airway with a chin lift, my finger on the bone of the chin and not the soft tissue.',
      'I hold the mask with an E-C clamp and lift her jaw up into it with the same hand, and the seal is tight.',
      'I squeeze the bag over one second, only until the chest rises, one breath every 2 to 3 seconds, about 25 a minute.',
    ],
    [
      'She has a gag reflex, so I size a nasopharyngeal airway from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess chest rise, SpO2 and heart rate: her chest rises with every breath and the SpO2 is going up, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Daniel, 14 years, 55 kg, dived into shallow water: apnoeic with a pulse, cervical spine not cleared (in-line
 * stabilisation, jaw thrust without head tilt), water and froth in the mouth, no gag (an oral airway), no sign of a
 * basal skull fracture. Adult mask and adult bag.
 */
export const SHALLOW_DIVE_14Y: MessageCase = {
  id: 'tp-b-shallow-dive-14y',
  title:
    'Tuning case: 14-year-old (55 kg) after a shallow-water dive, apnoeic with a pulse, cervical spine not cleared, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Daniel, a 14-year-old boy (55 kg), dived head first from a jetty into a lake where the water was about a metre deep. Friends saw him float face down without moving and pulled him out within a minute. Paramedics found him breathing weakly, unable to move his arms or legs, and brought him in with a collar, head blocks and oxygen. In the resuscitation room he stops breathing. He has a pulse. There is lake water and froth in his mouth; he does not gag. He has a graze on his forehead but no bruising behind the ears or around the eyes and nothing leaking from his nose or ears. His cervical spine has not been cleared. You are the first doctor at the head end.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse in a child with a likely high cervical cord injury and call for help at once (trauma team, anaesthetist).',
        objective2:
          'Suction the water and froth from the mouth with a Yankauer under direct vision, without a finger sweep and without turning the head; log-roll with in-line stabilisation if he vomits.',
        objective3:
          'Choose an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L) on 10-15 L/min of oxygen; ventilate from the head of the trolley, mask the right way round, over mouth and nose and off the eyes.',
        objective4:
          'Keep the head neutral and in line with manual in-line stabilisation by an assistant (no sniffing position, no head tilt); open the airway with a jaw thrust without head tilt; hold the mask with an E-C clamp or two hands with a second person squeezing, lifting the jaw into the mask; squeeze over about a second to visible chest rise, one breath every 2-3 seconds.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw and insert it without moving the neck; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Daniel',
          age: 14,
          sex: 'Male',
          weight: 55,
          diagnosis: 'Shallow-water diving injury, suspected high cervical cord injury; apnoea with a pulse',
        },
        history: {
          symptoms: 'Could not move arms or legs after the dive; weak breathing, then apnoea',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Mild asthma, no recent inhaler use',
          lastMeal: 'Sandwiches and a fizzy drink about 2 hours ago',
          events:
            'Dived head first into about 1 m of lake water; pulled out face down within a minute; collar and blocks applied by paramedics',
        },
        PMH: {
          medicalConditions: 'Mild asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'Penicillin (rash)',
          medications: 'Salbutamol inhaler as needed, not used this year',
          socialHistory: 'Lives with his father and sister; in year 9; plays football',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Lying still in a collar and head blocks, pale, lips blue, water and froth at the mouth',
          breathing: 'No breathing effort, no chest movement',
          circulation: 'Pulse present but slow; warm, pink feet; capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro: 'Flaccid arms and legs; no gag reflex; pupils equal and reactive',
          disability: 'Eyes open to pain only',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Daniel is on the trolley in a collar and head blocks, apnoeic, with water and froth in his mouth. There is an IV in each arm. Adult and child masks, adult and paediatric bags, and Yankauer suction are ready.',
        vitalSigns: { hr: 52, rr: 0, temp: 35.4, nibp: '84/46', o2: 74, co2: null },
        airway: 'Lake water and froth in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, slow; capillary refill 2 seconds',
        disability: 'Eyes open to pain; flaccid limbs',
        hardStop: {
          ventilationEquipment:
            'Picks an adult mask that fits from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L); connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Recognises apnoea with a pulse and calls the trauma team and an anaesthetist at once; suctions the water and froth from the mouth with a Yankauer under direct vision, without a finger sweep and without turning the head.',
          maskPositioning:
            'Puts the mask on the right way round (narrow end over the bridge of the nose), covering both mouth and nose, with the rim off the eyes.',
        },
        softStop: 'He has a pulse but he is not breathing, and there is water in his mouth. What do you do?',
      },
      {
        initialState:
          'His mouth is clear and the mask is on, but the collar pushes the mask up, his jaw has fallen back, air leaks around the mask and the chest does not rise. A nurse is ready to help.',
        vitalSigns: { hr: 48, rr: 0, temp: 35.4, nibp: '82/44', o2: 66, co2: null },
        airway: 'Clear after suction; jaw fallen back; cervical spine not cleared',
        breathing: 'Apnoeic; no chest rise',
        circulation: 'Pulse present, slow',
        disability: 'Eyes open to pain; flaccid limbs',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand or hands that hold it; squeezes over about one second, only to visible chest rise, one breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Keeps the head neutral and in line with manual in-line stabilisation (front of the collar opened), with no head tilt and no sniffing position; opens the airway with a jaw thrust, fingers behind the angles of the jaw, not on the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, or with both hands while a second person squeezes when the seal is poor; achieves a tight seal.',
        },
        softStop:
          'The mask leaks and his chest is not rising. How can you open his airway without moving his neck?',
      },
      {
        initialState:
          'With the jaw thrust and a two-person hold the chest rises, but the tongue falls back between breaths. He does not gag.',
        vitalSigns: { hr: 58, rr: 0, temp: 35.5, nibp: '86/48', o2: 85, co2: 54 },
        airway: 'Tongue falls back between breaths; no gag reflex',
        breathing: 'Assisted breaths only',
        circulation: 'Pulse present, slow',
        disability: 'Eyes open to pain; flaccid limbs',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 improves.',
          airwayManagement:
            'With no gag reflex, sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw and inserts it gently without moving the neck; reassesses chest rise, SpO2 and heart rate after every intervention.',
          maskPositioning: '',
        },
        softStop: 'The chest rises, but his tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 64; the chest rises well with each breath through the oral airway while his neck is held in line. The anaesthetist arrives to secure the airway. The simulation is complete.',
        vitalSigns: { hr: 64, rr: 20, temp: 35.6, nibp: '90/50', o2: 97, co2: 42 },
        airway: 'Patent with the oropharyngeal airway; in-line stabilisation maintained',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Eyes open to pain; flaccid limbs',
        hardStop: NO_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'He is apnoeic with a pulse. I call for help now: the trauma team and the anaesthetist.',
      'I suction the water and froth from his mouth with a Yankauer under direct vision, without turning his head.',
      'I choose the adult mask that fits from the bridge of his nose to the cleft of his chin and the adult self-inflating bag of 1.6 litres, and connect it to oxygen at 15 L/min.',
      'I stand at the head of the trolley.',
      'I put the mask on the right way round with the narrow end on the bridge of his nose, covering his mouth and nose and off his eyes.',
    ],
    [
      'The nurse holds his head in line with both hands and we open the front of the collar; his head stays neutral with no tilt and no sniffing position.',
      'I open the airway with a jaw thrust without head tilt, my fingers behind the angles of his jaw.',
      'I hold the mask with both hands in an E-C grip, lifting his jaw up into it, and the nurse squeezes the bag; the seal is tight.',
      'We give each breath over one second, only until the chest rises, one every 3 seconds, 20 a minute.',
    ],
    [
      'He has no gag reflex, so I size an oropharyngeal airway from the corner of his mouth to the angle of his jaw.',
      'I insert it gently with a tongue depressor, following the curve of the tongue, without moving his neck.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with each breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};
