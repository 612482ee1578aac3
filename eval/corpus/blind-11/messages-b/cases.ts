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
 * Both cases run in four phases: P0 recognising the apnoea and calling for help, clearing the secretions, choosing and
 * connecting the equipment, standing at the head and putting the mask on; P1 positioning the head, opening the airway,
 * holding and sealing the mask with the jaw lifted into it, the squeeze and the rate; P2 the adjunct, reassessment and
 * effective ventilation; P3 the completed state.
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
 * New: Noor, 5 weeks, 4.2 kg, critical coarctation of the aorta found in shock; an alprostadil (prostaglandin E1)
 * infusion was started 40 minutes ago to reopen the duct and she has become apnoeic (a known effect of the drug) with
 * a pulse. Mouth and nose full of bubbly mucus and a small posset; she gags when a catheter touches the back of her
 * throat, so a nasal airway is the adjunct and an oral one is a danger. No trauma. Teardrop (anatomical) infant mask,
 * 500 mL self-inflating bag, shoulder roll, head neutral.
 */
export const PROSTIN_INFANT_5W: MessageCase = {
  id: 'ho11-b-prostin-apnoea-5w',
  title:
    'Held-out case: 5-week-old (4.2 kg) apnoeic on an alprostadil infusion for critical coarctation, mucus in mouth and nose, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Noor, a 5-week-old girl (4.2 kg), was brought in this morning grey, breathless and feeding poorly; her femoral pulses were absent, and a bedside echo showed a critical coarctation of the aorta. An alprostadil (prostaglandin E1) infusion was started 40 minutes ago through a peripheral cannula while the cardiac transport team is on its way. Over the last ten minutes she has had pauses in her breathing, and now she has stopped breathing altogether. She still has a brachial pulse. Her mouth and nose are full of bubbly mucus and a small milky posset, and she gags and grimaces when something touches the back of her throat. She has no injury. You are the first doctor at the cot side; one nurse is with you.',
      objectives: {
        objective1:
          'Recognise apnoea with a pulse as a known effect of alprostadil and call for help at once (paediatric resuscitation team, anaesthetics, the cardiac transport team), keeping the infusion running.',
        objective2:
          'Clear the mucus from the mouth and then the nose with a small (6-8 Fr) soft suction catheter or an infant Yankauer, gently, for a few seconds at a time and only as far as can be seen; no finger sweep.',
        objective3:
          'Choose an infant mask that reaches from the bridge of the nose to the cleft of the chin without touching the eyes, and a 450-500 mL self-inflating bag (or a flow-inflating bag) connected to oxygen at 10-15 L/min; ventilate from the head of the cot with the narrow end of the mask over the nose, covering mouth and nose.',
        objective4:
          'Take the folded blanket from under her head and place a small roll under her shoulders so the head is neutral, neither flexed by the large occiput nor tipped back; open the airway with a gentle chin lift or jaw thrust on bone; hold the mask with an E-C clamp (two people if it leaks) lifting the jaw into it; squeeze gently over about one second to visible chest rise, one breath every 2-3 seconds.',
        objective5:
          'Because she gags, do not use an oral airway: size a nasopharyngeal airway from the tip of the nose to the tragus of the ear, lubricate it and pass it gently straight back along the floor of the nose; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Noor',
          age: 0.1,
          sex: 'Female',
          weight: 4.2,
          diagnosis: 'Critical coarctation of the aorta; apnoea on alprostadil infusion',
        },
        history: {
          symptoms:
            'Two days of poor feeding and fast breathing, grey and sweaty this morning; breathing pauses after the infusion started, then apnoea',
          allergies: 'None known',
          medications: 'Alprostadil infusion started 40 minutes ago',
          pmh: 'Born at 39 weeks, 3.3 kg; newborn check reported as normal',
          lastMeal: 'Small breast feed 90 minutes ago',
          events:
            'Seen in the emergency department for poor feeding; absent femoral pulses and a weak left arm pulse; echo showed a critical coarctation; alprostadil started, transport team called.',
        },
        PMH: {
          medicalConditions: 'None known before today',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Vitamin D drops',
          socialHistory: 'First child; lives with both parents, who are in the relatives room',
          vaccinations: 'Not yet due',
          familyHistory: 'A maternal uncle had a heart operation as a baby',
        },
        initialExam: {
          generalAppearance:
            'Grey, floppy, not breathing; bubbly mucus and milky posset in the mouth and nose',
          breathing: 'No respiratory effort, no chest rise',
          circulation:
            'Brachial pulse present, femoral pulses absent; capillary refill 4 seconds; liver 3 cm below the costal margin',
          abdomen: 'Soft, liver edge palpable',
          neuro: 'Hypotonic; gags and grimaces when the back of the throat is touched',
          disability: 'Responds to pain with a grimace',
        },
        labs: { rvp: 'Not sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Noor lies flat in the cot, apnoeic and grey, her mouth and nostrils full of bubbly mucus and a little posset; a folded blanket is under her head. The alprostadil infusion runs through a cannula in her right hand. On the airway trolley: wall suction with 6, 8 and 10 Fr soft catheters and an infant Yankauer, anatomical (teardrop) masks in neonatal, infant and child sizes, 250 mL and 500 mL self-inflating bags, oxygen tubing and a flowmeter, oral airways 000-1, nasal airways 3.0-4.0 mm and lubricant.',
        vitalSigns: { hr: 118, rr: 0, temp: 36.3, nibp: '64/38', o2: 76, co2: null },
        airway:
          'Bubbly mucus and a little posset in the mouth and both nostrils; gags when the throat is touched',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Brachial pulse present, femorals absent, capillary refill 4 seconds',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment:
            'Picks the infant mask, the one that fits from the bridge of her nose to the cleft of her chin and stays off her eyes; picks a self-inflating bag of 450-500 mL (or a flow-inflating bag); connects it to oxygen and turns the flow to 10-15 L/min.',
          ventilationTechnique: 'Stands at the head of the cot to ventilate.',
          airwayManagement:
            'Says she is apnoeic with a pulse and calls for help straight away; suctions the mucus from her mouth and then her nose with a small soft catheter or an infant Yankauer, gently and briefly, only as far as can be seen, never with a finger.',
          maskPositioning:
            'Puts the mask on with its narrow end over the bridge of her nose and the wide end on her chin, covering her mouth and her nose, the rim kept off her eyes.',
        },
        softStop:
          'She has a pulse but she is not breathing, and her mouth and nose are full of mucus. What first?',
      },
      {
        initialState:
          'Her mouth and nose are clear, the bag is running on oxygen and the mask is on, but the folded blanket under her head pushes her chin onto her chest; the mask leaks under the chin and her chest does not rise.',
        vitalSigns: { hr: 104, rr: 0, temp: 36.3, nibp: '62/36', o2: 69, co2: null },
        airway: 'Clear after suction; neck flexed by the blanket and her occiput',
        breathing: 'Apnoeic; no chest rise with the bag',
        circulation: 'Brachial pulse present, slowing',
        disability: 'Grimaces to pain',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw up into the mask with the same hand that holds it; gives each breath as a gentle squeeze over about one second, stopping when the chest just rises, one breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Takes the blanket away and puts a small roll under her shoulders so the head lies neutral, not flexed and not tipped back; opens the airway with a gentle chin lift or a jaw thrust, fingers on the bone of the jaw and not pressing on the soft tissue under it.',
          maskPositioning:
            'Holds the mask with an E-C clamp and asks for a second person to hold it with two hands if it still leaks; gets the mask sealed on her face.',
        },
        softStop: 'Her chin is on her chest and the mask is leaking. What would you change?',
      },
      {
        initialState:
          'With her head neutral and the mask sealed her chest rises, but between breaths her tongue and fresh mucus block the airway and the chest rise comes and goes. She gags when the suction catheter touches the back of her throat.',
        vitalSigns: { hr: 122, rr: 0, temp: 36.3, nibp: '66/40', o2: 84, co2: 58 },
        airway: 'Tongue and mucus obstructing between breaths; gag reflex present',
        breathing: 'Assisted breaths only; chest rise inconsistent',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Grimaces to pain; gags',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates so that the chest visibly rises with every breath and the SpO2 climbs.',
          airwayManagement:
            'Does not use an oral airway because she gags; chooses a nasopharyngeal airway measured from the tip of her nose to the tragus of her ear, lubricates it and passes it gently straight back along the floor of the nose; rechecks chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'The airway keeps closing between breaths and she gags on the catheter. What could help?',
      },
      {
        initialState:
          'SpO2 95%, heart rate 142; her chest rises with each breath through the nasal airway. The anaesthetist arrives to intubate her before transfer, and the alprostadil keeps running. The simulation is complete.',
        vitalSigns: { hr: 142, rr: 25, temp: 36.4, nibp: '70/42', o2: 95, co2: 45 },
        airway: 'Patent with the nasopharyngeal airway',
        breathing: 'Chest rises with each assisted breath',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Grimaces to pain',
        hardStop: NO_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'Noor is not breathing but has a pulse, so I call for help now: the paediatric resuscitation team and the anaesthetist.',
      'I suction her mouth and then her nose with an 8 Fr soft catheter, a few seconds at a time, only as far as I can see.',
      'I take the infant mask that fits from the bridge of her nose to the cleft of her chin, off her eyes, and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 litres a minute.',
      'I stand at the head of the cot to ventilate her.',
      'I put the mask on with the narrow end over the bridge of her nose and the wide end on her chin, so it covers her mouth and her nose and stays off her eyes.',
    ],
    [
      'I take the blanket from under her head and put a small rolled towel under her shoulders, so her head lies neutral, neither flexed nor tipped back.',
      'I open her airway with a gentle chin lift, my fingers on the bone of her jaw, not on the soft part under it.',
      'I hold the mask with an E-C clamp: thumb and index finger press the mask on, my other three fingers lift her jaw up into it, and the mask is sealed with no leak.',
      'I squeeze the bag gently over one second, just until her chest rises, one breath every 2 to 3 seconds, about 25 a minute.',
    ],
    [
      'She gags, so no oral airway: I choose a nasal airway measured from the tip of her nose to the tragus of her ear.',
      'I lubricate the nasal airway and pass it gently straight back along the floor of her nose, bevel towards the septum.',
      'After putting it in I check again: her chest rises with every breath, the SpO2 is climbing and her heart rate is up, so the ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Callum, 13 years, 40 kg and not yet in puberty (so the PALS child rate applies), thrown from a quad bike that
 * rolled on a farm track; severe head injury, apnoeic with a pulse (slow from hypoxia), no gag. His cervical spine
 * is not cleared (collar, blocks): manual in-line stabilisation, a jaw thrust without head tilt, no sniffing position.
 * Blood and a broken tooth in his mouth. Bruising round both eyes and blood-stained fluid from the nose: a basal skull
 * fracture is possible, so no nasal airway; an oral airway, sized corner of mouth to angle of jaw. Small adult mask,
 * adult (1600 mL) bag. No hyperventilation.
 */
export const QUAD_BIKE_13Y: MessageCase = {
  id: 'ho11-b-quad-bike-13y',
  title:
    'Held-out case: 13-year-old (40 kg) apnoeic after a quad bike rollover, spine not cleared, blood in the mouth, possible base of skull fracture, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Callum, a 13-year-old boy (40 kg, small for his age and not yet in puberty), was riding a quad bike on his uncle's farm when it rolled on a slope; he was thrown off and the bike came down on him. He wore no helmet. At the scene his GCS was 6; in the ambulance it fell to 3, and as he is moved onto the resuscitation trolley he stops breathing. He has a slow carotid pulse. He wears a rigid collar, with blocks and tape. There is blood and a broken front tooth in his mouth, bruising is appearing round both eyes and blood-stained watery fluid is coming from his nose. He does not gag. His neck has not been imaged. You are the first doctor at the head of the trolley; the trauma team has been pre-alerted but is not yet in the room.",
      objectives: {
        objective1:
          'Recognise apnoea with a pulse after a severe head injury and call for help at once (trauma team leader, anaesthetics, an extra pair of hands for the neck).',
        objective2:
          'Clear the blood and the broken tooth from the mouth with a rigid wide-bore (Yankauer) sucker under direct vision, keeping the neck still; no finger sweep and no suction through the nose.',
        objective3:
          'Choose the small adult mask that reaches from the bridge of the nose to the cleft of the chin without touching the eyes, an adult self-inflating bag (about 1.6 L) with a reservoir, oxygen at 15 L/min; ventilate from the head of the trolley with the mask the right way round over mouth and nose.',
        objective4:
          'Keep the head and neck in line with manual in-line stabilisation by an assistant (the collar front opened so the jaw can move), no head tilt and no sniffing position; open the airway with a jaw thrust, fingers behind the angles of the jaw; hold the mask with an E-C clamp or two hands (two-person technique) lifting the jaw into it; squeeze over about one second to visible chest rise, one breath every 2-3 seconds, and do not hyperventilate.',
        objective5:
          'With no gag reflex, and no nasal airway because a basal skull fracture is possible, size an oropharyngeal airway from the corner of the mouth (incisors) to the angle of the jaw and insert it without moving the neck; reassess chest rise, SpO2 and heart rate after every step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Callum',
          age: 13,
          sex: 'Male',
          weight: 40,
          diagnosis: 'Severe traumatic brain injury after a quad bike rollover; apnoea with a pulse',
        },
        history: {
          symptoms: 'Unconscious since the crash, one vomit in the ambulance, then apnoea on arrival',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          pmh: 'Asthma when younger, no inhaler for two years',
          lastMeal: 'Lunch about 3 hours ago',
          events:
            'Quad bike rolled on a slope about 50 minutes ago; thrown off without a helmet and the bike landed across his chest and head; collar and blocks applied by the paramedics.',
        },
        PMH: {
          medicalConditions: 'Mild asthma, outgrown',
          hospitalizations: 'None',
          surgeries: 'Grommets at 4 years',
          allergies: 'Penicillin (rash)',
          medications: 'None',
          socialHistory: 'Lives with his mother and sister; visiting his uncle for the weekend',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive boy in a rigid collar with blocks; blood in the mouth, a broken upper incisor; bruising round both eyes; blood-stained watery fluid from the nose; abrasions over the chest',
          breathing: 'No respiratory effort, no chest rise',
          circulation: 'Slow carotid pulse, blood pressure normal, capillary refill 2 seconds',
          abdomen: 'Soft; bruise across the upper abdomen',
          neuro: 'GCS 3; pupils equal and sluggish; no gag reflex; neck not cleared',
          disability: 'No response to pain',
        },
        labs: { rvp: 'Not sent; trauma bloods sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Callum lies on the trolley in a rigid collar with blocks and tape, apnoeic, blood pooling in his mouth and a broken tooth fragment on his tongue. Two large cannulas are in. On the airway trolley: a rigid Yankauer on wall suction and soft catheters, child, small adult and large adult masks, 250 mL, 500 mL and 1600 mL self-inflating bags with reservoirs, oxygen, oral airways sizes 1-4, nasal airways 5.0-7.0 mm.',
        vitalSigns: { hr: 54, rr: 0, temp: 36.0, nibp: '132/82', o2: 79, co2: null },
        airway: 'Blood and a broken tooth fragment in the mouth; no gag; collar on',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Slow carotid pulse; capillary refill 2 seconds',
        disability: 'GCS 3; pupils equal and sluggish',
        hardStop: {
          ventilationEquipment:
            'Picks the small adult mask, the one that reaches from the bridge of his nose to the cleft of his chin and stays off his eyes; picks the adult 1600 mL self-inflating bag; connects it to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Ventilates from the head of the trolley.',
          airwayManagement:
            'Says he is apnoeic with a pulse and calls for help straight away; sucks the blood and the tooth fragment out of his mouth with a rigid Yankauer, under direct vision and without moving his neck, never with a finger and never through the nose.',
          maskPositioning:
            'Places the mask narrow end over the bridge of the nose and wide end on the chin, covering both the mouth and the nose, with the rim kept off the bruised eyes.',
        },
        softStop: 'He has a pulse but no breathing, and there is blood in his mouth. What do you do first?',
      },
      {
        initialState:
          'The mouth is clear and the mask is on with oxygen running, but the collar is done up tight, his jaw has fallen back, his head has rolled slightly to one side in the blocks and the mask leaks over the swollen cheek; the chest does not rise.',
        vitalSigns: { hr: 50, rr: 0, temp: 36.0, nibp: '136/84', o2: 72, co2: null },
        airway: 'Clear after suction; jaw fallen back; collar tight; neck not cleared',
        breathing: 'Apnoeic; no chest rise with the bag',
        circulation: 'Slow carotid pulse',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the hand (or hands) holding it; gives each breath over about one second, stopping when the chest just rises, one breath every 2-3 seconds (20-30 a minute), without hyperventilating.',
          airwayManagement:
            'Has an assistant hold the head and neck in line by hand and opens the front of the collar; keeps the head neutral and in line, with no head tilt and no sniffing position; opens the airway with a jaw thrust, fingers behind the angles of the jaw, not pressing on the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C clamp, and uses the two-person technique (two hands on the mask, a second person squeezing) when the seal is poor; gets the mask sealed.',
        },
        softStop:
          'His jaw has dropped back, the collar is tight and the mask leaks. The chest is not moving. What would you change?',
      },
      {
        initialState:
          'With the neck held in line, the jaw thrust and two hands on the mask the chest rises, but his tongue falls back between breaths and the rise is inconsistent. He does not gag. Fluid is still coming from his nose.',
        vitalSigns: { hr: 66, rr: 0, temp: 36.0, nibp: '130/80', o2: 86, co2: 52 },
        airway: 'Tongue falling back; no gag; blood-stained fluid from the nose',
        breathing: 'Assisted breaths only; chest rise inconsistent',
        circulation: 'Pulse present; capillary refill 2 seconds',
        disability: 'GCS 3',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates so that the chest visibly rises with every breath and the SpO2 climbs, without over-ventilating.',
          airwayManagement:
            'Uses no nasal airway, because a basal skull fracture is possible; chooses an oral airway measured from the corner of his mouth to the angle of his jaw and inserts it without moving his neck (over a tongue depressor, or by the rotation technique at his age); rechecks chest rise, SpO2 and heart rate after each change.',
          maskPositioning: '',
        },
        softStop: 'His tongue keeps falling back and fluid is leaking from his nose. What could help?',
      },
      {
        initialState:
          'SpO2 97%, heart rate 82; the chest rises with each breath through the oral airway while his neck is held in line. The anaesthetist and the trauma team leader arrive to intubate him for a CT scan. The simulation is complete.',
        vitalSigns: { hr: 82, rr: 20, temp: 36.1, nibp: '126/78', o2: 97, co2: 40 },
        airway: 'Patent with the oral airway; neck held in line',
        breathing: 'Chest rises with each assisted breath',
        circulation: 'Pulse present',
        disability: 'GCS 3',
        hardStop: NO_STOPS,
        softStop: '',
      },
    ],
  },
  requiredByPhase: REQUIRED,
  setup: [
    [
      'Callum is apnoeic with a pulse: I call for help now, the trauma team leader and the anaesthetist, and someone to hold his neck.',
      'I suck the blood and the tooth fragment out of his mouth with the rigid Yankauer, only where I can see, keeping his neck still.',
      'I take the small adult mask that fits from the bridge of his nose to the cleft of his chin, off his eyes, and the 1600 mL adult self-inflating bag, and connect it to oxygen at 15 litres a minute.',
      'I stand at the head of the trolley to ventilate him.',
      'I put the mask on narrow end over the bridge of his nose and wide end on his chin, covering his mouth and his nose, the rim off his eyes.',
    ],
    [
      'A nurse holds his head and neck in line with her hands from the side, and we open the front of the collar; his head stays neutral and in line, with no head tilt.',
      'I open the airway with a jaw thrust, my fingers behind the angles of his jaw, not on the soft tissue under his chin.',
      'The seal is poor with one hand, so I hold the mask with two hands in an E-C grip, lifting his jaw into it, and a colleague squeezes the bag; now it is sealed with no leak.',
      'Each breath is a squeeze over one second, stopping when his chest just rises, one breath every 3 seconds, 20 a minute, no faster.',
    ],
    [
      'He has no gag and may have a base of skull fracture, so no nasal airway: I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I press his tongue down with a tongue depressor and slide the oral airway in the right way up, without moving his neck.',
      'With the airway in I check again: his chest rises with every breath, the SpO2 is climbing and his heart rate is recovering, so the ventilation is effective.',
    ],
    [],
  ],
};
