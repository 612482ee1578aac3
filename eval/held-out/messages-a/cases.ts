import type { CaseDocument } from '../../../src/contract/case.ts';
import { sampleCase } from '../../../src/server/cases/sample-case.ts';
import type { ItemId } from '../../harness/corpus-types.ts';

/** A case of this message set: the document, what each phase asks for, and a path through it. */
export type MessageCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

/**
 * The seeded sample, used as it is: RJ, 4 years (18 kg), apnoeic and hypoxic (SpO2 73 %) after two doses of lorazepam
 * for a prolonged seizure, secretions at the mouth, an IV in place, no injury. Read from its hard-stop texts: P0 asks
 * for suction (2), mask, bag and oxygen (8, 9, 10), the five mask items (11-15) and the place at the head (16); P1 for
 * the head position (3), opening the airway (4), the mask hand keeping the airway open (17), the squeeze (18) and the
 * rate (19); P2 for the adjunct, its size and insertion (5, 6) and effective ventilation (20). P3 is the end. Calling
 * for help (1) and reassessment (7) are asked by no phase but are labelled wherever a message does them.
 * How I label his case: no neck injury, so a head tilt-chin lift and a jaw thrust are both right; nothing suggests a
 * basal skull fracture, so a nasal airway is right; the case never says he gags (in P2 he only withdraws to pain), so
 * an oral airway is right unless the message itself says he gags or coughs on it, in which case forcing it in is
 * wrong. Right for him: a child mask, a 450-500 mL (or larger) self-inflating bag, oxygen 10-15 L/min, 20-30 breaths
 * a minute; wrong: an infant, neonatal or adult mask, a 240-250 mL bag, newborn or adult rates.
 */
export const SAMPLE: MessageCase = {
  id: 'ho15-a-sample',
  title: 'Sample case: 4-year-old (18 kg) apnoeic after lorazepam for a prolonged seizure',
  caseDoc: sampleCase,
  requiredByPhase: [
    ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'I stand at the head of the bed and suction the secretions from his mouth with a Yankauer, keeping the tip where I can see it.',
      'I pick a child face mask that reaches from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 L/min.',
      'The mask goes on narrow end over the bridge of his nose, covering his nose and mouth; I hold it with an E-C clamp, get a tight seal and keep all pressure off his eyes.',
    ],
    [
      'I place his head in a neutral sniffing position without hyperextending his neck.',
      'I open his airway with a head tilt-chin lift, my fingers on the bone of his chin and off the soft tissue under his jaw.',
      'The three lower fingers of my mask hand lift his jaw up into the mask and keep the airway open.',
      'I squeeze the bag gently over one second, just until his chest rises, and give 20 breaths a minute.',
    ],
    [
      'He has no gag reflex, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I hold his tongue down with a tongue depressor and slide the oral airway in the right way up until the flange rests at his lips.',
      'His chest rises with every breath and his SpO2 is climbing, 93 % now.',
    ],
    [],
  ],
};

const NO_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * New: Ruby, 3 years (15 kg), in the children's dental clinic of a hospital, having four decayed baby molars taken out
 * under local anaesthetic with nitrous oxide inhalation sedation through a nasal hood. She received three cartridges of
 * 4 % articaine with adrenaline (about 13 mg/kg, nearly twice the maximum), had a four-minute generalised seizure from
 * local anaesthetic toxicity, was given buccal midazolam 5 mg by the sedation nurse, and is now apnoeic with a pulse
 * (HR 84, SpO2 72 %). In the mouth: blood-stained saliva, a gauze swab over a socket and a rubber mouth prop between her
 * right molars. She still GAGS when the swab is touched. The nasal hood of the nitrous machine is still on her nose. She
 * never left the chair: no fall, no head or neck injury, nothing to suggest a basal skull fracture, no bleeding
 * disorder. No IV access.
 * Right for her: call for help (clinic emergency bell, 2222 paediatric emergency team) without leaving her; lay the
 * dental chair flat and ventilate from behind the headrest, not from the dentist's place at her side; take the swab and
 * the prop out under direct vision and suction the blood and saliva with the Yankauer (no blind finger sweep, no deep
 * blind suction, short passes); neutral head (sniffing), no hyperextension; head tilt-chin lift or jaw thrust with the
 * fingers on bone; the size 2 child mask (size 1 infant too small, size 4 adult over her eyes), never the nitrous nasal
 * hood; the 500 mL self-inflating bag (not the 250 mL); oxygen from the trolley cylinder at 10-15 L/min (not the nitrous
 * machine's mixture); E-C grip, two-person if it leaks; 20-30 breaths a minute over one second to chest rise;
 * reassessment of chest rise, SpO2 and heart rate; a nasal airway (nostril to tragus, about 4.5 mm, lubricated, straight
 * back along the floor of the nose), never an oral airway, because she gags.
 * The phases are ordered unlike the sample: P0 help and the head end; P1 clearing the mouth, head position, opening the
 * airway; P2 equipment; P3 the mask and the mask hand; P4 squeeze, rate, reassessment; P5 the nasal airway and
 * effective ventilation; P6 the end.
 */
export const DENTAL_3Y: MessageCase = {
  id: 'ho15-a-dental-clinic-3y',
  title:
    "Held-out case: 3-year-old (15 kg) apnoeic with a pulse in a children's dental clinic after local anaesthetic toxicity and buccal midazolam, blood and a gauze swab in the mouth, gag present",
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Ruby, a 3-year-old girl (15 kg), is in the children's dental clinic on the ground floor of the hospital to have four decayed baby molars taken out under local anaesthetic, with nitrous oxide sedation through a nasal hood. The dentist gave three cartridges of 4 % articaine with adrenaline (about 13 mg/kg, nearly twice the maximum dose). Five minutes later she went stiff and had a generalised seizure; the sedation nurse turned the nitrous oxide off and gave buccal midazolam 5 mg, and the seizure stopped after four minutes. Now she is floppy and not breathing. She has a pulse: heart rate 84, SpO2 72 % on the clinic's finger probe. Blood-stained saliva pools in her mouth, a gauze swab is held over one socket and a rubber mouth prop is wedged between her right molars. She still gags when the swab is touched. The nitrous oxide nasal hood is still over her nose. She has not left the dental chair, which is half reclined: there was no fall and no injury to her head or neck, and she has no bleeding disorder. She has no intravenous access. You are the paediatric resident, called from the children's outpatient clinic next door; the dentist and the dental nurse are with you, and her father is in the waiting room.",
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia after local anaesthetic toxicity and a benzodiazepine, and call for help without leaving her.',
        objective2:
          'Lay the dental chair flat and ventilate from the head end; take the swab and the mouth prop out under direct vision and suction blood and saliva with a Yankauer, without a blind finger sweep.',
        objective3:
          'Place the head in a neutral position and open the airway with a head tilt-chin lift or jaw thrust, fingers on the bone of the jaw.',
        objective4:
          'Choose a child mask (not the nitrous nasal hood), a 500 mL self-inflating bag and oxygen at 10-15 L/min from the cylinder, not the nitrous machine; seal the mask with an E-C grip off the eyes and ventilate at 20-30 breaths a minute, reassessing after each change.',
        objective5:
          'Recognise that her gag reflex rules out an oral airway, and size and insert a nasopharyngeal airway.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ruby',
          age: 3,
          sex: 'Female',
          weight: 15,
          diagnosis:
            'Apnoea after a local anaesthetic (articaine) toxic seizure treated with buccal midazolam, during dental extractions under nitrous oxide sedation',
        },
        history: {
          symptoms:
            'Seizure five minutes after the dental injections; floppy and apnoeic after buccal midazolam',
          allergies: 'None known',
          medications:
            'Today: 4 % articaine with adrenaline 1:100,000, three cartridges (about 200 mg); nitrous oxide up to 40 % by nasal hood; buccal midazolam 5 mg. Regular: fluoride toothpaste only',
          pmh: 'Dental caries; otherwise well',
          lastMeal: 'A light breakfast of toast and milk three hours ago',
          events:
            'Injections at 10:10, seizure at 10:15 for four minutes, buccal midazolam at 10:17, apnoeic at 10:21.',
        },
        PMH: {
          medicalConditions: 'Early childhood caries',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regular',
          socialHistory: 'Lives with her father and grandmother; attends nursery three days a week',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders, no problems with anaesthetics',
        },
        initialExam: {
          generalAppearance:
            'Floppy and dusky in a half-reclined dental chair, bib on, blood-stained saliva at the lips, nitrous oxide nasal hood on the nose',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 84, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro: 'Pupils mid-size and reactive; no response to voice; gags when the swab is touched',
          disability: 'Moans and flexes to pain only',
        },
        labs: { rvp: 'Not done. Capillary glucose 5.9 mmol/L.' },
      },
    },
    Phases: [
      {
        initialState:
          'Ruby lies half reclined in the dental chair, not breathing, with the dentist and the dental nurse at her side and the dental light over her face. The dental chair can be laid flat with its foot pedal and its headrest lowered; there is room to stand behind the headrest once the dental unit arm is swung away. The clinic emergency trolley is by the door, with an oxygen cylinder and flowmeter (up to 15 L/min), a portable suction unit with a paediatric Yankauer and soft catheters 6-14 Fr, face masks size 1 (infant), 2 (child) and 4 (adult), 250 mL and 500 mL self-inflating bags with reservoirs, oral airways 000 to 3, nasal airways 3.5 to 6.0 mm, and lubricating gel. The nitrous oxide machine beside the chair can deliver a nitrous oxide and oxygen mixture through its nasal hood.',
        vitalSigns: { hr: 84, rr: 0, temp: 36.6, nibp: '84/50', o2: 72, co2: null },
        airway:
          'Blood-stained saliva pooling in the mouth; gauze swab over a socket; rubber mouth prop in place; gags when the swab is touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 84, capillary refill 3 seconds',
        disability: 'Moans and flexes to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lays the dental chair flat and moves behind the headrest, asking the dentist to step aside, so that he or she ventilates from the head end, not from the side of the chair.',
          airwayManagement:
            'Recognises that she is apnoeic and hypoxic and calls for help at once (the clinic emergency bell and the paediatric emergency team on 2222), staying with her.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing after the midazolam. Who do you call, and where do you stand?',
      },
      {
        initialState:
          'Help is on its way. The chair is flat and you are at her head. Blood and saliva fill her mouth around the gauze swab and the mouth prop; her head has rolled forward onto her chest.',
        vitalSigns: { hr: 80, rr: 0, temp: 36.6, nibp: '82/48', o2: 66, co2: null },
        airway: 'Blood, saliva, a gauze swab and a mouth prop in the mouth; head flexed forward',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 80',
        disability: 'Moans and flexes to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: '',
          airwayManagement:
            'Takes the gauze swab and the mouth prop out under direct vision and suctions the blood and saliva with the paediatric Yankauer, keeping its tip in view, in short passes, with no blind finger sweep and no deep blind suction. Places her head in a neutral sniffing position without hyperextending the neck. Opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw, not pressing on the soft tissue under it.',
          maskPositioning: '',
        },
        softStop:
          'Her mouth is full of blood and her chin is on her chest. What do you do before the mask goes on?',
      },
      {
        initialState:
          'Her mouth is clear and her airway is open, but she is still not breathing. The nitrous oxide nasal hood is still on her nose and the nitrous machine is running on oxygen only.',
        vitalSigns: { hr: 78, rr: 0, temp: 36.6, nibp: '80/48', o2: 64, co2: null },
        airway: 'Clear, held open',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 78',
        disability: 'Moans and flexes to pain only',
        hardStop: {
          ventilationEquipment:
            'Takes the nasal hood off and chooses the size 2 child face mask that reaches from the bridge of the nose to the cleft of the chin, clear of the eyes, and the 500 mL self-inflating bag, not the 250 mL bag; connects the bag to the oxygen cylinder on the trolley at 10-15 L/min, not to the nitrous oxide machine.',
          ventilationTechnique: '',
          airwayManagement: '',
          maskPositioning: '',
        },
        softStop: 'What will you ventilate her with?',
      },
      {
        initialState: 'The bag is connected to oxygen at 15 L/min and the child mask is in your hand.',
        vitalSigns: { hr: 76, rr: 0, temp: 36.6, nibp: '80/46', o2: 62, co2: null },
        airway: 'Clear, held open',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 76',
        disability: 'Moans and flexes to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps her airway open with the mask hand, the lower fingers lifting the jaw up into the mask.',
          airwayManagement: '',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering both mouth and nose; holds it with an E-C grip and changes to a two-person hold if it leaks; gets a tight seal; keeps all pressure off the eyes.',
        },
        softStop: 'How do you put the mask on and hold it?',
      },
      {
        initialState:
          'Bagging has begun with a good seal, but the dental nurse says the breaths look big and fast and her tummy is starting to swell.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.6, nibp: '84/50', o2: 74, co2: null },
        airway: 'Open with the mask hand lifting the jaw',
        breathing: 'Assisted breaths, large and fast; stomach distending',
        circulation: 'Pulse present, heart rate 88',
        disability: 'Moans and flexes to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Squeezes each breath over about one second with just enough volume to see the chest rise, and ventilates at 20-30 breaths a minute.',
          airwayManagement: 'Reassesses after each change: chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'The breaths are big and fast and her tummy is swelling. What do you change?',
      },
      {
        initialState:
          'The chest rises with smaller, slower breaths and SpO2 is 85 %, heart rate 118. Between breaths her tongue falls back and she snores against the mask; she still gags when the Yankauer touches the back of her mouth.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.6, nibp: '90/54', o2: 85, co2: 55 },
        airway: 'Tongue falls back between breaths; gag reflex present',
        breathing: 'Assisted breaths, chest rising when the airway is held open',
        circulation: 'Pulse present, heart rate 118, capillary refill 2 seconds',
        disability: 'Moans and flexes to pain; gags',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway and not an oral airway: sized from the tip of the nose to the tragus of the ear (about 4.5 mm), lubricated, and passed gently straight back along the floor of the nose, bevel towards the septum, without force. No basal skull fracture is suspected.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back, but she gags. What airway do you use, and how?',
      },
      {
        initialState:
          'With the nasal airway in, her chest rises with each breath and SpO2 is 97 %. She begins to breathe on her own and coughs. The paediatric emergency team takes over and an IV line is placed. The simulation is complete.',
        vitalSigns: { hr: 112, rr: 18, temp: 36.7, nibp: '92/56', o2: 97, co2: 45 },
        airway: 'Patent with the nasal airway',
        breathing: 'Breathing on her own, supported with the bag',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Coughs and moans, opens her eyes to pain',
        hardStop: NO_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-16'],
    ['BMV-2', 'BMV-3', 'BMV-4'],
    ['BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17'],
    ['BMV-7', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with SpO2 72 %: I press the clinic emergency bell and ask the dental nurse to call the paediatric emergency team on 2222, and I stay with her.',
      'I lay the dental chair flat, ask the dentist to step aside and stand behind the headrest at the head end.',
    ],
    [
      'I take the gauze swab and the mouth prop out under direct vision and suction the blood and saliva with the paediatric Yankauer, keeping its tip where I can see it, in short passes.',
      'I place her head in a neutral sniffing position without hyperextending her neck.',
      'I open her airway with a head tilt-chin lift, my fingers on the bone of her chin and off the soft tissue under her jaw.',
    ],
    [
      'I take off the nasal hood and choose the size 2 child face mask, which reaches from the bridge of her nose to the cleft of her chin clear of her eyes, and the 500 mL self-inflating bag.',
      'I connect the bag to the oxygen cylinder on the trolley at 15 L/min, not to the nitrous machine.',
    ],
    [
      'The mask goes on narrow end over the bridge of her nose, covering her nose and mouth, and I keep all pressure off her eyes.',
      'I hold it with an E-C grip, the lower three fingers lifting her jaw up into the mask, and the seal is tight with no leak.',
    ],
    [
      'I squeeze each breath gently over one second, just enough to see her chest rise, at 20 breaths a minute.',
      'After the change I reassess her chest rise, SpO2 and heart rate.',
    ],
    [
      'She gags, so no oral airway: I choose a 4.5 mm nasal airway sized from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of her nose, bevel towards the septum.',
      'Her chest rises with every breath and her SpO2 is climbing, 92 % now.',
    ],
    [],
  ],
};
