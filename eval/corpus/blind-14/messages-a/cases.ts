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
 * The seeded sample, used as it is: RJ, 4 years (18 kg), apnoeic with a pulse and SpO2 73 % after two doses of
 * lorazepam for status epilepticus, secretions pooling at the mouth, no neck injury. Read from its hard-stop texts:
 * P0 asks for suction (2), mask, bag and oxygen (8, 9, 10), the five mask items (11-15) and standing at the head (16);
 * P1 for head position (3), opening the airway (4), the mask hand lifting the jaw (17), the squeeze (18) and the rate
 * (19); P2 for the adjunct, its size and insertion (5, 6) and effective ventilation (20). P3 is the end. Calling for
 * help (1) and reassessment (7) are asked by no phase but are labelled wherever a message does them. The case never
 * says whether he gags in P2; my messages take it that he does not (he only withdraws to pain), so an oral airway is
 * right, and a nasal airway is also fine (nothing suggests a basal skull fracture). A head tilt-chin lift and a jaw
 * thrust are both right. Right for him: a child mask, a bag of 450-500 mL, oxygen 10-15 L/min, 20-30 breaths a
 * minute; wrong: an infant, neonatal or adult mask, a 240-250 mL bag.
 */
export const SAMPLE: MessageCase = {
  id: 'ho14-a-sample',
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
      'I suction the saliva out of his mouth with a Yankauer sucker, keeping the tip in view.',
      'I move to the head of the bed.',
      'I choose a child face mask that fits from the bridge of his nose to the cleft of his chin, a 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I put the mask on narrow end over the bridge of the nose, covering his nose and mouth, hold it with an E-C clamp, get a tight seal and keep all pressure off his eyes.',
    ],
    [
      'I put his head in a neutral sniffing position, not hyperextending the neck.',
      'I open his airway with a head tilt-chin lift, my fingers on the bony chin, not on the soft tissue under the jaw.',
      'The lower three fingers of my mask hand keep lifting his jaw up into the mask.',
      'I squeeze the bag gently over one second, just enough to see the chest rise, 20 breaths a minute.',
    ],
    [
      'He has no gag, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I press the tongue down with a tongue depressor and insert the oral airway the right way up until the flange sits at his lips.',
      'His chest rises with each breath and the SpO2 is climbing, now 94 %.',
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
 * New: Nia, 9 months (8.5 kg), on the regional burns unit two days after a 7 % scald to the chest and right arm (face,
 * head and neck spared). In the unit's treatment room for her first dressing change she gets intranasal fentanyl, then
 * her prescribed oral morphine from a second nurse who did not know: a double opioid dose. She becomes floppy and
 * apnoeic with a pulse (HR 104, SpO2 71 %), pinpoint pupils, frothy saliva and milk curds in the mouth, mucus at the
 * nostrils, and she still GAGS when her mouth is touched. No trauma to head or neck, no basal skull fracture, no IV.
 * Her mother sits at the head of the treatment table.
 * Right for her: call for help without leaving her; take the head end (ask mum to move); the size 1 infant mask (the
 * size 0 neonatal mask is too small, the size 2 child mask and the adult mask reach over her eyes); the 500 mL
 * self-inflating bag, not the 240 mL neonatal bag; oxygen 10-15 L/min; suction with a soft 8 Fr catheter (6-10 Fr
 * fine) or the paediatric Yankauer in the mouth under vision, short passes under 5 s, no more than 100 mmHg, no deeper
 * than nostril-to-tragus, no finger sweep; a shoulder roll for a neutral position (no flexion, no hyperextension);
 * head tilt-chin lift to neutral or a jaw thrust, off the soft tissue under the chin; 20-30 breaths a minute (not
 * newborn rates of 40-60); small one-second breaths just to chest rise; a nasal airway (about 3.5 mm, nose tip to
 * tragus, lubricated, straight back along the floor of the nose), never an oral airway, because she gags.
 * Phases ordered unlike the sample: P0 help, place at the head, equipment; P1 suction, head position, opening the
 * airway; P2 the five mask items; P3 the mask hand, squeeze, rate and reassessment (the stomach is filling); P4 the
 * nasal airway and effective ventilation; P5 the end.
 */
export const BURNS_9M: MessageCase = {
  id: 'ho14-a-burns-unit-9m',
  title:
    'Held-out case: 9-month-old (8.5 kg) apnoeic with a pulse in a burns unit treatment room after a double opioid dose for a dressing change, saliva and milk in the mouth, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Nia, a 9-month-old girl (8.5 kg), was admitted to the regional burns unit two days ago with a 7 % scald to her chest and right arm after pulling a mug of tea off a coffee table. Her face, head and neck were not burnt and she has no other injury. This afternoon she was brought to the unit treatment room for her first dressing change. She was given intranasal fentanyl 1.5 micrograms/kg; ten minutes later a second nurse, who did not know, gave her the oral morphine 0.2 mg/kg that was also prescribed for the dressing. Twenty minutes into the dressing change she goes floppy and stops breathing. She has a pulse: heart rate 104, blood pressure 82/48, SpO2 71 %. Her pupils are pinpoint. Frothy saliva and curds of milk (she had a bottle an hour ago) sit in her mouth and mucus bubbles at both nostrils. She still gags when the nurse wipes her mouth. There is no head or neck injury and nothing suggests a basal skull fracture. She has no intravenous access. She lies on her back on the padded treatment table with her mother sitting at the head end, holding her hands. You are the paediatric resident who came to review her wound; one burns nurse is with you.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia from an opioid overdose in an infant and call for help at once, without leaving her.',
        objective2:
          'Take the head end of the table and choose an infant mask that fits from the bridge of the nose to the cleft of the chin, a 500 mL self-inflating bag (not the 240 mL neonatal bag) and oxygen at 10-15 L/min.',
        objective3:
          'Clear the mouth and nose with a soft 8 Fr catheter (short passes, low pressure, no deeper than measured), place the head in a neutral position with a shoulder roll, and open the airway without pressing on the soft tissue under the chin.',
        objective4:
          'Seal the mask over nose and mouth with an E-C grip, off the eyes, lift the jaw into the mask, and ventilate at 20-30 breaths a minute with small one-second breaths, reassessing chest rise, SpO2 and heart rate after each change.',
        objective5:
          'Recognise that her gag reflex rules out an oral airway, and size and insert a nasopharyngeal airway.',
      },
      patientReport: {
        basicInformation: {
          name: 'Nia',
          age: 0.75,
          sex: 'Female',
          weight: 8.5,
          diagnosis:
            'Opioid-induced apnoea (intranasal fentanyl and oral morphine) during a burns dressing change; 7 % scald to the chest and right arm',
        },
        history: {
          symptoms: 'Drowsy, then floppy and apnoeic twenty minutes into a dressing change',
          allergies: 'None known',
          medications:
            'Today: intranasal fentanyl 1.5 micrograms/kg and oral morphine 0.2 mg/kg within ten minutes of each other; regular paracetamol and ibuprofen',
          pmh: 'Born at term; well until the scald',
          lastMeal: 'A bottle of formula milk an hour ago',
          events:
            'Fentanyl at 14:05, morphine at 14:15, dressing change started at 14:20; floppy and apnoeic at 14:40.',
        },
        PMH: {
          medicalConditions: 'None before the scald',
          hospitalizations: 'This admission to the burns unit (day 2)',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Paracetamol and ibuprofen; fentanyl and morphine for dressing changes',
          socialHistory: 'Lives with her mother, her father and a 4-year-old brother',
          vaccinations: 'Up to date for age',
          familyHistory: 'None',
        },
        initialExam: {
          generalAppearance:
            'Floppy, pale and dusky; dressings half off the chest and right arm; face unburnt; frothy saliva and milk at the mouth',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 104, capillary refill 3 seconds centrally',
          abdomen: 'Soft, slightly distended',
          neuro: 'Pinpoint pupils; no response to voice; gags when her mouth is wiped; fontanelle soft',
          disability: 'Grimaces to pain only',
        },
        labs: { rvp: 'Not done. Bedside glucose 5.6 mmol/L.' },
      },
    },
    Phases: [
      {
        initialState:
          'Nia lies on her back on the padded treatment table, her dressings half off, not breathing. Her mother sits at the head end holding her hands; one long side of the table is against the wall. On the wall: oxygen and suction. The resuscitation trolley holds anatomical face masks size 0 (neonate), 1 (infant), 2 (small child) and 4 (adult); 240 mL and 500 mL self-inflating bags; oral airways 000 to 2; nasal airways 3.0 to 5.0 mm; soft suction catheters 6, 8, 10 and 14 Fr; a paediatric Yankauer; lubricant and towels. Held to her face, the size 1 mask reaches from the bridge of her nose to the cleft of her chin; the size 0 does not cover her mouth and nose, and the size 2 reaches over her eyes.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.1, nibp: '82/48', o2: 71, co2: null },
        airway:
          'Frothy saliva and milk curds in the mouth, mucus at both nostrils; gags when the mouth is touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 104, capillary refill 3 seconds',
        disability: 'Pinpoint pupils, grimaces to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses the infant face mask (size 1) that reaches from the bridge of the nose to the cleft of the chin without covering the eyes, and the 500 mL self-inflating bag, not the 240 mL neonatal bag; connects the bag to oxygen and turns the flow to 10-15 L/min.',
          ventilationTechnique:
            'Takes the head end of the table, asking her mother to move to the side, and ventilates from there.',
          airwayManagement:
            'Recognises that she is apnoeic and hypoxic and calls for help (the emergency bell, the paediatric resuscitation team) without leaving her.',
          maskPositioning: '',
        },
        softStop: 'She is not breathing. Who do you need, where do you stand, and what do you pick up?',
      },
      {
        initialState:
          'Help is on its way and the bag is connected to oxygen. Nia lies flat on the firm table: her large occiput tips her chin onto her chest. Milk curds and saliva are still in her mouth and mucus in her nose.',
        vitalSigns: { hr: 98, rr: 0, temp: 36.0, nibp: '80/46', o2: 66, co2: null },
        airway: 'Saliva and milk curds in the mouth, mucus in the nostrils; head flexed, chin on the chest',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 98',
        disability: 'Pinpoint pupils, grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: '',
          airwayManagement:
            'Suctions the mouth, then the nostrils, with a soft 8 Fr catheter (or the paediatric Yankauer in the mouth under direct vision): passes of under 5 seconds, suction no more than 100 mmHg, never deeper than the distance from the nostril to the tragus, and no finger sweep. Places a folded towel under the shoulders for a neutral position, avoiding both flexion and hyperextension. Opens the airway with a head tilt-chin lift to neutral or a jaw thrust, fingers on the bone of the jaw, never pressing on the soft tissue under the chin.',
          maskPositioning: '',
        },
        softStop:
          'Her chin is on her chest and her mouth is full of milk. What do you do before the mask goes on?',
      },
      {
        initialState:
          'Her mouth and nose are clear, a shoulder roll is in place and her airway is open. She is still not breathing. The infant mask and the bag are ready.',
        vitalSigns: { hr: 96, rr: 0, temp: 36.0, nibp: '80/46', o2: 64, co2: null },
        airway: 'Clear, held open',
        breathing: 'Apnoeic',
        circulation: 'Pulse present, heart rate 96',
        disability: 'Pinpoint pupils, grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: '',
          airwayManagement: '',
          maskPositioning:
            'Puts the infant mask on the right way round, narrow end over the bridge of the nose, covering both mouth and nose; holds it with an E-C grip, changing to a two-person hold if it leaks; gets a tight seal; keeps all pressure off the eyes.',
        },
        softStop: 'How do you put the mask on and hold it?',
      },
      {
        initialState:
          'Bagging has begun with a good seal, but the chest rises only a little and her jaw sags back between breaths. The nurse says her tummy is getting bigger.',
        vitalSigns: { hr: 92, rr: 0, temp: 36.0, nibp: '78/44', o2: 68, co2: null },
        airway: 'Partly obstructed when the jaw sags',
        breathing: 'Assisted breaths, small chest rise; the stomach is distending',
        circulation: 'Pulse present, heart rate 92',
        disability: 'Pinpoint pupils, grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the jaw lifted into the mask with the fingers of the mask hand; squeezes each breath over about one second with only enough volume to see the chest rise (a small part of the 500 mL bag); ventilates at 20-30 breaths a minute, not at newborn rates.',
          airwayManagement: 'Reassesses after each change: chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'The chest barely moves and her tummy is swelling. What do you change?',
      },
      {
        initialState:
          'The chest now rises and SpO2 is 86 %, heart rate 132. Between breaths her tongue falls back and she snores; when the nurse suctions her mouth she gags. Naloxone has been drawn up while the registrar looks for a vein.',
        vitalSigns: { hr: 132, rr: 0, temp: 36.1, nibp: '86/50', o2: 86, co2: 56 },
        airway: 'Tongue falls back between breaths; gags on suction',
        breathing: 'Assisted breaths, chest rising when the airway is held open',
        circulation: 'Pulse present, heart rate 132, capillary refill 2 seconds',
        disability: 'Pinpoint pupils, grimaces and gags',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest visibly rises with each breath and SpO2 climbs.',
          airwayManagement:
            'With a gag reflex present, chooses a nasopharyngeal airway, never an oral airway: sized from the tip of the nose to the tragus of the ear (about 3.5 mm), lubricated, and passed gently straight back along the floor of the nose, bevel towards the septum, without force. No basal skull fracture is suspected.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back, but she gags. Which adjunct, and how?',
      },
      {
        initialState:
          'With the nasal airway in and intramuscular naloxone given, the chest rises with every breath, SpO2 is 97 % and she starts to breathe on her own at 30 a minute. The PICU outreach team takes over. The simulation is complete.',
        vitalSigns: { hr: 128, rr: 30, temp: 36.2, nibp: '88/52', o2: 97, co2: 44 },
        airway: 'Patent with the nasal airway',
        breathing: 'Breathing on her own, supported with the bag',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Grimaces and cries weakly',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-2', 'BMV-3', 'BMV-4'],
    ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15'],
    ['BMV-7', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is not breathing and her SpO2 is 71 %: I press the emergency bell and ask the nurse to call the paediatric resuscitation team, and I stay with her.',
      'I ask her mother to move to the side and I stand at the head of the table.',
      'I take the size 1 infant mask, which reaches from the bridge of her nose to the cleft of her chin clear of her eyes, and the 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
    ],
    [
      'I suction her mouth and then each nostril with an 8 Fr soft catheter at 80 mmHg, in passes of under five seconds, no deeper than the distance from her nostril to her tragus.',
      'I put a folded towel under her shoulders so her head lies in a neutral position, neither flexed nor extended.',
      'I open her airway with a head tilt-chin lift to neutral, my finger on the bone of her chin and off the soft tissue beneath it.',
    ],
    [
      'The infant mask goes on narrow end over the bridge of her nose, covering her nose and mouth, with no pressure on her eyes.',
      'I hold it with an E-C grip and the seal is tight, with no leak.',
    ],
    [
      'The fingers of my mask hand lift her jaw up into the mask and keep it there between breaths.',
      'Each breath is a gentle squeeze over one second, just enough to see her chest rise, at 25 breaths a minute.',
      'After each change I reassess her chest rise, SpO2 and heart rate.',
    ],
    [
      'She gags, so no oral airway: I choose a 3.5 mm nasal airway sized from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose, bevel towards the septum.',
      'Her chest rises with each breath and her SpO2 climbs to 94 %.',
    ],
    [],
  ],
};
