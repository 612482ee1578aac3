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

const EMPTY_STOP = {
  ventilationEquipment: '',
  ventilationTechnique: '',
  airwayManagement: '',
  maskPositioning: '',
};

/**
 * Esme, 9 weeks, 5 kg, suspected abusive head trauma: seizures at home, now apnoeic with a pulse in the emergency
 * department, bradycardic, milky vomit in the mouth, no gag, boggy parietal swelling (skull fracture possible, so no
 * nasal airway and no nasal suction), cervical spine not cleared (in-line, jaw thrust, no tilt). P0 recognition,
 * help, suction, equipment and the place at the head; P1 head position, opening, mask placement and hold, the
 * squeeze and the rate; P2 the oral airway, reassessment and effective ventilation; P3 done.
 */
export const INFANT_HEAD_INJURY_9W: MessageCase = {
  id: 'ts-b-infant-head-injury-9w',
  title:
    'Tuning case: 9-week-old (5 kg) with suspected abusive head trauma, apnoeic with a pulse in the ED, vomit in the mouth, no gag, spine not cleared',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Esme, a 9-week-old girl (5 kg), is brought to the emergency department by her father, who says she rolled off the sofa this morning and has been sleepy and vomiting since. In the car she had a stiffening episode with jerking of both arms that stopped after about three minutes. In the resuscitation bay her fontanelle is tense, there is a soft boggy swelling over the right parietal bone and there are small bruises on her chest. As you examine her she stops breathing. She has a pulse, but her heart rate is falling. Milky vomit fills her mouth and she does not gag. Her neck has not been assessed. You are the first doctor at her head.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse and bradycardia in a young infant with a serious head injury and call for help (resus team, anaesthetist) at once.',
        objective2:
          'Clear the mouth with a small (8 Fr) suction catheter under vision in short passes: no blind finger sweep, no deep or nasal suction with a possible skull fracture.',
        objective3:
          'Choose an infant mask that fits from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag (or a flow-inflating bag) on 10-15 L/min of oxygen; ventilate from the head of the trolley.',
        objective4:
          'Keep the head neutral and in line (manual in-line stabilisation, padding under the shoulders for the large occiput), open the airway with a jaw thrust, hold the mask with an E-C clamp or two hands, lift the jaw into the mask, and give gentle one-second breaths to chest rise every 2-3 seconds, no hyperventilation.',
        objective5:
          'With no gag and a possible skull fracture, size an oral airway from the corner of the mouth to the angle of the jaw and insert it the right way up over a tongue depressor; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Esme',
          age: 0.17,
          sex: 'Female',
          weight: 5,
          diagnosis: 'Suspected abusive head trauma with seizures; apnoea with a pulse',
        },
        history: {
          symptoms: 'Sleepy and vomiting since the morning, a convulsion on the way to hospital',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Term baby, normal delivery, no neonatal problems',
          lastMeal: 'Bottle feed 90 minutes ago, most of it vomited',
          events:
            'Reported roll off a sofa; a three-minute convulsion in the car that stopped on its own; apnoeic in the resuscitation bay',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory:
            'Lives with her father and his partner; first-time parents; health visitor noted a bruise on her arm two weeks ago',
          vaccinations: 'Eight-week immunisations due next week',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Pale, floppy, milky vomit in the mouth and on her cheeks, bruises of different colours on the chest',
          breathing: 'No breathing effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 88 and falling, capillary refill 3 seconds',
          abdomen: 'Soft, not distended',
          neuro:
            'Tense fontanelle, boggy right parietal swelling, pupils sluggish; no gag reflex; neck not assessed',
          disability: 'Responds to pain only with extension of the arms',
        },
        labs: { rvp: 'Not sent; capillary glucose 6.1 mmol/L' },
      },
    },
    Phases: [
      {
        initialState:
          'Esme lies on the resuscitation trolley, apnoeic and pale, milk pooling in her mouth. Her father is standing at the head of the trolley. Infant, child and adult masks, a 500 mL and a 250 mL bag, suction catheters and a Yankauer are on the airway trolley.',
        vitalSigns: { hr: 88, rr: 0, temp: 36.4, nibp: '94/52', o2: 74, co2: null },
        airway: 'Milky vomit in the mouth; no gag',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, bradycardic, capillary refill 3 seconds',
        disability: 'Extends to pain; tense fontanelle',
        hardStop: {
          ventilationEquipment:
            'Picks an infant mask that reaches from the bridge of the nose to the cleft of the chin and a 450-500 mL self-inflating bag (or a flow-inflating bag), and runs oxygen to the bag at 10-15 L/min.',
          ventilationTechnique: 'Moves to the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises the apnoea and bradycardia and calls for help; suctions the vomit from the mouth with a small (about 8 Fr) catheter under vision in short passes, no finger sweep and nothing up the nose.',
          maskPositioning: '',
        },
        softStop: 'She has a pulse but is not breathing and her mouth is full of milk. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear and the mask is on, but her large occiput bends her chin towards her chest, the mask leaks over one cheek and the chest hardly moves. Her neck has still not been cleared.',
        vitalSigns: { hr: 80, rr: 0, temp: 36.4, nibp: '98/50', o2: 68, co2: null },
        airway: 'Clear after suction; neck flexed by the occiput; neck not cleared',
        breathing: 'Assisted breaths, minimal chest rise, leak at the mask',
        circulation: 'Pulse present, heart rate 80',
        disability: 'Extends to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes gently over about one second, just until the chest rises; one breath every 2-3 seconds (20-30 a minute), no hyperventilation.',
          airwayManagement:
            'Keeps the head neutral and in line with manual stabilisation and a thin pad under the shoulders, no tilt and no turning; opens the airway with a jaw thrust, fingers behind the angles of the jaw, not on the soft tissue under the chin.',
          maskPositioning:
            'Puts the mask on the right way round over both nose and mouth, clear of the eyes; holds it with an E-C clamp and moves to a two-person hold if it leaks, until the seal is tight.',
        },
        softStop:
          'The mask is hissing and her chin is on her chest. What will you change, knowing her neck is not cleared?',
      },
      {
        initialState:
          'With the head in line and a good seal the chest starts to rise and the heart rate climbs, but the tongue falls back between breaths. She still does not gag.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.4, nibp: '96/54', o2: 85, co2: 52 },
        airway: 'Tongue falls back between breaths; no gag; possible skull fracture',
        breathing: 'Assisted breaths with chest rise',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Extends to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'Chooses an oropharyngeal airway sized from the corner of the mouth to the angle of the jaw (no nasal airway with a possible skull fracture) and inserts it the right way up over a tongue depressor without force; rechecks chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps falling back between breaths. What could help?',
      },
      {
        initialState:
          'SpO2 96%, heart rate 136, chest rising well with each breath through the oral airway, head held in line. The anaesthetist arrives to intubate before CT. The simulation is complete.',
        vitalSigns: { hr: 136, rr: 25, temp: 36.5, nibp: '92/54', o2: 96, co2: 42 },
        airway: 'Patent with the oropharyngeal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Extends to pain',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic with a slow pulse. I call for help now: resus team and the anaesthetist.',
      'I suction the milk from her mouth with an 8 Fr catheter under vision, short passes, nothing up the nose.',
      'I take an infant mask that fits from the bridge of her nose to the cleft of her chin and the 500 mL self-inflating bag, and connect the bag to oxygen at 15 L/min.',
      'I move to the head of the trolley to ventilate.',
    ],
    [
      'A nurse holds her head in line, neutral, with a thin pad under her shoulders; no tilt.',
      'I open her airway with a jaw thrust, fingers behind the angles of the jaw, off the soft tissue.',
      'I put the mask on the right way round, narrow end on the bridge of her nose, over her nose and mouth and clear of her eyes.',
      'I hold it with an E-C clamp and lift her jaw into the mask with the same hand; it leaked, so now two hands and a colleague squeezes: the seal is tight.',
      'Each breath is squeezed gently over one second until the chest just rises, one every 2-3 seconds, 25 a minute.',
    ],
    [
      'She has no gag and may have a skull fracture, so an oral airway: I size it from the corner of her mouth to the angle of her jaw.',
      'I insert it the right way up over a tongue depressor, following the curve of the tongue, no force.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * Amira, 10 years, 30 kg, salt-wasting congenital adrenal hyperplasia in adrenal crisis after three days of
 * gastroenteritis: hypoglycaemic seizure in the ED, now apnoeic with a pulse, shocked, vomit in the mouth, gag
 * present (a nasal airway, never an oral one). No trauma, so a head tilt-chin lift is fine. P0 recognition, help,
 * suction, equipment and the place at the head; P1 head position, opening, mask placement and hold, the squeeze and
 * the rate; P2 the nasal airway, reassessment and effective ventilation; P3 done.
 */
export const ADRENAL_CRISIS_10Y: MessageCase = {
  id: 'ts-b-adrenal-crisis-10y',
  title:
    'Tuning case: 10-year-old (30 kg) with congenital adrenal hyperplasia in adrenal crisis, apnoeic with a pulse after a hypoglycaemic seizure, vomit, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Amira, a 10-year-old girl (30 kg) with salt-wasting congenital adrenal hyperplasia, has had three days of vomiting and diarrhoea and could not keep her hydrocortisone tablets down; her emergency injection was not given at home. She arrives in the emergency department grey, cold and confused. Her capillary glucose is 1.6 mmol/L. While the nurse is finding a vein she has a generalised seizure that stops after two minutes, and then she stops breathing. She has a weak pulse. There is vomit in her mouth and she gags when the back of her throat is touched. You are the first doctor at the bedside.',
      objectives: {
        objective1: 'Recognise apnoea with a pulse in a child in adrenal crisis and call for help at once.',
        objective2:
          'Suction the vomit with a rigid wide-bore (Yankauer) sucker under direct vision; no blind finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL (an adult bag is fine) on 10-15 L/min of oxygen; ventilate from the head of the bed.',
        objective4:
          'Put her in the sniffing position (a folded towel under the occiput, no hyperextension), open the airway with a head tilt-chin lift or a jaw thrust, hold an E-C clamp (two people if it leaks), lift the jaw into the mask and give gentle one-second breaths to chest rise at 20-30 a minute.',
        objective5:
          'Because she gags, use a nasopharyngeal airway sized from the nostril to the tragus, lubricated and passed straight back along the floor of the nose; reassess chest rise, SpO2 and heart rate after each step, while others give glucose, hydrocortisone and fluid.',
      },
      patientReport: {
        basicInformation: {
          name: 'Amira',
          age: 10,
          sex: 'Female',
          weight: 30,
          diagnosis:
            'Adrenal crisis (salt-wasting congenital adrenal hyperplasia) with hypoglycaemic seizure; apnoea with a pulse',
        },
        history: {
          symptoms: 'Three days of vomiting and watery diarrhoea, abdominal pain, increasing drowsiness',
          allergies: 'None known',
          medications:
            'Hydrocortisone three times a day, fludrocortisone once a day, sodium chloride supplements as a baby',
          pmh: 'Salt-wasting congenital adrenal hyperplasia (21-hydroxylase deficiency) diagnosed at 10 days old',
          lastMeal: 'Sips of juice this morning, vomited',
          events:
            'Could not keep hydrocortisone down for two days; arrived confused and grey; glucose 1.6 mmol/L; two-minute generalised seizure in the ED, then apnoea',
        },
        PMH: {
          medicalConditions: 'Congenital adrenal hyperplasia; one previous adrenal crisis at age 4',
          hospitalizations: 'Neonatal salt-wasting crisis; adrenal crisis with gastroenteritis at 4 years',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Hydrocortisone, fludrocortisone',
          socialHistory: 'Lives with her parents and twin brothers; in year 5 at primary school',
          vaccinations: 'Up to date',
          familyHistory: 'A cousin with congenital adrenal hyperplasia',
        },
        initialExam: {
          generalAppearance: 'Grey, mottled, dry mucous membranes, vomit in the mouth and on her chin',
          breathing: 'No breathing effort after the seizure, no chest movement',
          circulation:
            'Weak thready radial pulse, heart rate 138, capillary refill 5 seconds, cool peripheries',
          abdomen: 'Soft, mildly tender, hyperactive bowel sounds',
          neuro: 'Post-ictal, unresponsive to voice, gags on suction; pupils equal and reactive',
          disability: 'Flexes to pain',
        },
        labs: {
          rvp: 'Not sent; venous gas: glucose 1.6 mmol/L, sodium 124 mmol/L, potassium 6.3 mmol/L, pH 7.21',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Amira lies flat on the trolley, apnoeic and grey, vomit in her mouth. The nurse has just got a cannula in. Masks of every size, a 500 mL and an adult 1.6 L self-inflating bag, a Yankauer and catheters are on the airway trolley.',
        vitalSigns: { hr: 138, rr: 0, temp: 36.8, nibp: '74/38', o2: 78, co2: null },
        airway: 'Vomit in the mouth; gag present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Weak pulse, capillary refill 5 seconds',
        disability: 'Post-ictal, flexes to pain',
        hardStop: {
          ventilationEquipment:
            'Takes a child mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL (or an adult bag), with oxygen running to it at 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises the apnoea and calls for help; suctions the vomit with a Yankauer under direct vision, no finger sweep.',
          maskPositioning: '',
        },
        softStop: 'She has a pulse but is not breathing, and there is vomit in her mouth. What comes first?',
      },
      {
        initialState:
          'The vomit is cleared and the mask is on, but her head has dropped forward, the tongue has fallen back, the mask leaks at the chin and the chest barely moves.',
        vitalSigns: { hr: 146, rr: 0, temp: 36.8, nibp: '72/36', o2: 70, co2: null },
        airway: 'Tongue falling back, head flexed',
        breathing: 'Assisted breaths, minimal chest rise, leak at the mask',
        circulation: 'Weak pulse',
        disability: 'Flexes to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand that holds it; squeezes gently over about one second, just until the chest rises; 20-30 breaths a minute.',
          airwayManagement:
            'Puts the head in the sniffing position with a folded towel under the occiput, not hyperextended; opens the airway with a head tilt-chin lift or jaw thrust, fingers on bone, not on the soft tissue under the chin.',
          maskPositioning:
            'Has the mask the right way round over both nose and mouth and off the eyes; holds it with an E-C clamp and goes to a two-person hold if it leaks, until the seal is tight.',
        },
        softStop: 'The chest barely moves and air hisses out at her chin. What would you change?',
      },
      {
        initialState:
          'The chest now rises and the SpO2 climbs, but her tongue falls back between breaths and she gags and retches when anything touches the back of her mouth.',
        vitalSigns: { hr: 132, rr: 0, temp: 36.8, nibp: '80/42', o2: 87, co2: 50 },
        airway: 'Tongue falls back between breaths; gag present',
        breathing: 'Assisted breaths with chest rise',
        circulation: 'Pulse present, capillary refill 4 seconds',
        disability: 'Flexes to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway sized from the tip of the nose to the tragus (no oral airway), lubricates it and passes it straight back along the floor of the nose without force; rechecks chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop:
          'She retches whenever anything touches her tongue, and the tongue keeps falling back. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 118, chest rising well with each breath through the nasal airway; glucose, hydrocortisone and a fluid bolus are in, and she begins to breathe on her own. The simulation is complete.',
        vitalSigns: { hr: 118, rr: 14, temp: 36.9, nibp: '92/54', o2: 97, co2: 44 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Good chest rise, first spontaneous breaths',
        circulation: 'Pulse stronger, capillary refill 3 seconds',
        disability: 'Moans and localises to pain',
        hardStop: EMPTY_STOP,
        softStop: '',
      },
    ],
  },
  requiredByPhase: [
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She has stopped breathing but has a pulse. I call for help: the resus team and the anaesthetist, now.',
      'I suction the vomit out of her mouth with a Yankauer under direct vision.',
      'I take a child mask that fits from the bridge of her nose to the cleft of her chin and the 1.6 L self-inflating bag, and connect it to oxygen at 15 L/min.',
      'I stand at the head of the bed to ventilate.',
    ],
    [
      'I put a folded towel under her head for the sniffing position, not overextended.',
      'I open the airway with a head tilt-chin lift, fingers on the bony chin, off the soft tissue.',
      'I place the mask the right way round, narrow end on the bridge of her nose, over her nose and mouth and clear of her eyes.',
      'I hold it with an E-C clamp and lift her jaw into the mask; it still leaked, so a colleague squeezes while I hold with two hands: the seal is tight now.',
      'I squeeze gently over one second until the chest just rises, one breath every 2-3 seconds, 20 a minute.',
    ],
    [
      'She gags, so no oral airway: I size a nasopharyngeal airway from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose, bevel towards the septum.',
      'I reassess chest rise, SpO2 and heart rate: the chest rises with every breath and the SpO2 is climbing, so the ventilation is effective.',
    ],
    [],
  ],
};
