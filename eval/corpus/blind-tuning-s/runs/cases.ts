import type { CaseDocument } from '../../../../src/contract/case.ts';
import { sampleCase } from '../../../../src/server/cases/sample-case.ts';
import type { ItemId } from '../../../harness/corpus-types.ts';

/** A case of this run set: the document, what each phase asks for, and a path through it. */
export type RunCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  requiredByPhase: ItemId[][];
  setup: string[][];
};

/** The seeded sample, exactly as src/server/cases/sample-case.ts has it: RJ, 4 years (18 kg), after lorazepam. */
export const SAMPLE: RunCase = {
  id: 'ts-r-sample',
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
      'I clear the secretions from his mouth with a Yankauer sucker, tip always in view.',
      'I take a child-sized mask that sits from the bridge of his nose down to the groove of his chin.',
      'I use a 500 ml self-inflating bag and connect it to wall oxygen at 15 litres a minute.',
      'I move to the head of the bed.',
      'Mask on the correct way up, pointed end over the nose, so his nose and mouth are both inside it.',
      'I grip the mask with a C and E: thumb and index on the mask, three fingers on the jawbone; no leak, and the rim is well below his eyes.',
    ],
    [
      'I put a small folded towel under the back of his head so he is in the sniffing position, not overextended.',
      'I do a head tilt and chin lift, fingertips on the bony part of the jaw, nothing pressing under the chin.',
      'The hand holding the mask keeps drawing his jaw up into it.',
      'Each squeeze takes about one second and stops as soon as the chest starts to rise.',
      'One breath every 2 to 3 seconds, about 24 a minute.',
    ],
    [
      'No gag when I suctioned, so I size an oral airway from the corner of his mouth to the angle of his jaw.',
      'I press the tongue down with a tongue depressor and slide the oral airway in the right way up, following the curve of the tongue.',
      'His chest rises with every breath and the saturation is coming up: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Ines, 7 months (7.5 kg), apnoeic with a pulse after her father gave her his own loperamide tablets for
 * diarrhoea at home; milky vomit and saliva in the mouth; gag reflex present (so a nasal airway); no trauma.
 */
export const INES: RunCase = {
  id: 'ts-r-ines-7m',
  title:
    'Tuning case S: 7-month-old (7.5 kg) apnoeic after loperamide given at home for diarrhoea, vomit, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Ines, a 7-month-old girl (7.5 kg), has had watery diarrhoea for three days. Yesterday her father crushed his own 2 mg loperamide tablets and gave her half a tablet, then two more halves overnight, about 3 mg in all. This evening she became floppy and hard to wake, her tummy swelled and she has not opened her bowels for twelve hours. In the emergency department she stops breathing while you watch, but she has a pulse. Her pupils are pinpoint. There is milky vomit and saliva in her mouth, and she gags when anything touches the back of her throat. Her SpO2 is 76%. There has been no fall or injury. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia from an opioid-like drug given at home and call for help at once; ventilation comes before naloxone and before any further history.',
        objective2:
          'Suction the vomit and saliva gently under direct vision with a soft catheter of suitable size (8 Fr), without a blind finger sweep or deep blind suction.',
        objective3:
          'Bring the head to neutral with a roll under the shoulders; choose an infant mask (bridge of the nose to the cleft of the chin) and a self-inflating bag of 450-500 mL, not the 250 mL neonatal bag, on oxygen at 10-15 L/min.',
        objective4:
          'Open the airway with a gentle chin lift, fingers on bone; hold the mask with an E-C clamp (two people if it leaks) over mouth and nose, off the eyes; ventilate from the head of the trolley with 1-second breaths to visible chest rise, one every 2-3 seconds.',
        objective5:
          'With the gag reflex present, size and insert a nasopharyngeal airway (nostril to tragus), and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Ines',
          age: 0.58,
          sex: 'Female',
          weight: 7.5,
          diagnosis: 'Loperamide poisoning given at home for gastroenteritis; apnoea with a pulse',
        },
        history: {
          symptoms:
            'Watery diarrhoea for three days; drowsy and floppy since this afternoon; swollen tummy, no stool for 12 hours; vomited once',
          allergies: 'None known',
          medications:
            'Loperamide about 3 mg in three doses over 18 hours (her father’s tablets); oral rehydration solution',
          pmh: 'Born at term, well until this illness',
          lastMeal: 'Bottle of formula 3 hours ago, half taken',
          events:
            'Father gave crushed loperamide in formula to stop the diarrhoea; mother found her hard to wake and brought her in; apnoea began in the department.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None regularly',
          socialHistory: 'Lives with both parents; no siblings; attends nursery two days a week',
          vaccinations: 'Up to date for age',
          familyHistory: 'Nothing relevant',
        },
        initialExam: {
          generalAppearance: 'Floppy, pale and dusky, milky vomit and saliva at the mouth, distended abdomen',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Brachial pulse present, heart rate 108, capillary refill 3 seconds',
          abdomen: 'Distended, soft, quiet bowel sounds',
          neuro:
            'Pinpoint pupils, anterior fontanelle soft and flat; gags when the back of the mouth is touched',
          disability: 'Responds to pain only',
        },
        labs: { rvp: 'Not sent; glucose 5.2 mmol/L, blood gas and electrolytes sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Ines lies on her back on a resuscitation trolley, not breathing, milky vomit at her lips. Her large occiput pushes her chin onto her chest. No IV yet. Suction with soft catheters and a Yankauer, oxygen, neonatal, infant and child masks, 250 mL and 500 mL self-inflating bags, towels and airway adjuncts are at hand.',
        vitalSigns: { hr: 108, rr: 0, temp: 37.6, nibp: '80/46', o2: 76, co2: null },
        airway: 'Milky vomit and saliva in the mouth; head flexed; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'Pinpoint pupils, responds to pain only',
        hardStop: {
          ventilationEquipment:
            'Chooses an infant mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-500 mL (not the 250 mL neonatal bag), connected to oxygen running at 10-15 L/min.',
          ventilationTechnique: '',
          airwayManagement:
            'Sees that she is apnoeic and hypoxic and calls for help straight away; suctions the vomit and saliva from the mouth, then the nose, gently and under direct vision with an 8 Fr soft catheter, with no finger sweep and no deep blind suction; slides a folded towel under her shoulders so the head lies neutral, neither flexed on the occiput nor tipped back.',
          maskPositioning: '',
        },
        softStop: 'She has just stopped breathing. What do you do first?',
      },
      {
        initialState:
          'A nurse has started bagging from the side of the trolley; air hisses out around the mask and the chest hardly moves.',
        vitalSigns: { hr: 96, rr: 0, temp: 37.6, nibp: '78/44', o2: 70, co2: null },
        airway: 'Vomit cleared; soft-tissue obstruction',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Takes over from the head of the trolley; lifts the jaw into the mask with the hand that holds it; gives each breath over about one second with just enough volume to see the chest rise; one breath every 2-3 seconds (20-30 a minute).',
          airwayManagement:
            'Opens the airway with a gentle chin lift or jaw thrust, fingertips on the bony jaw and off the soft floor of the mouth.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end on the bridge of the nose, covering mouth and nose; holds it with an E-C clamp and goes to a two-person technique while it leaks; gets a tight seal; keeps the rim and the fingers off the eyes.',
        },
        softStop: 'Air is leaking and the chest is barely moving. What will you change?',
      },
      {
        initialState:
          'The chest rises with the breaths, but the airway closes between them; she gags and turns her head when the catheter touches her throat. The nurse is still looking for a vein for naloxone.',
        vitalSigns: { hr: 118, rr: 0, temp: 37.5, nibp: '82/48', o2: 85, co2: 54 },
        airway: 'Intermittent obstruction between breaths; gag reflex present',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Responds to pain only',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Ventilates effectively: the chest rises visibly with each breath and SpO2 climbs.',
          airwayManagement:
            'Because she gags, chooses a nasopharyngeal airway (not an oral one), its length from the tip of the nose to the tragus of the ear and its width fitting the nostril (about 3.0-3.5 mm); lubricates it and slides it gently straight back along the floor of the nose; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her airway keeps closing between breaths and she gags. What could help?',
      },
      {
        initialState:
          'Stabilised: SpO2 98% with good chest rise. Intraosseous naloxone has been given and she starts to breathe and cry weakly. The simulation is complete.',
        vitalSigns: { hr: 132, rr: 22, temp: 37.5, nibp: '86/50', o2: 98, co2: 42 },
        airway: 'Patent with the nasal airway',
        breathing: 'Spontaneous breaths returning, good chest rise',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'Rousable, cries weakly',
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
    ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-8', 'BMV-9', 'BMV-10'],
    ['BMV-4', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She has stopped breathing and her sats are 76: I call for help now, get the resus team here.',
      'I suction the vomit from her mouth and then her nostrils with an 8 French soft catheter, gently and only as far as I can see.',
      'I slide a folded towel under her shoulders so her head sits neutral, not flexed forward and not tipped back.',
      'I choose an infant mask that reaches from the bridge of her nose to the cleft of her chin.',
      'I take the 500 mL self-inflating bag, not the 250, and connect it to oxygen at 15 litres a minute.',
    ],
    [
      'I take over at the head of the trolley.',
      'I open her airway with a gentle chin lift, my fingers on the bone of the jaw and not on the soft part under it.',
      'The mask goes on the right way round, narrow end on the bridge of the nose, over her mouth and nose.',
      'I hold it with an E-C clamp; it still leaks, so I use both hands on the mask and the nurse squeezes the bag.',
      'Now the seal is tight, and the rim and my fingers are well away from her eyes.',
      'The hands on the mask lift her jaw up into it.',
      'Each breath is given over about one second, only until I see the chest rise.',
      'We give one breath every two to three seconds, about 25 a minute.',
    ],
    [
      'She gags, so I choose a nasal airway measured from the tip of her nose to the tragus, about 3.5 mm wide.',
      'I lubricate it and slide it gently straight back along the floor of the nose.',
      'I reassess her chest rise, her sats and her heart rate.',
      'The chest rises with each breath and the sats are climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Mira, 6 years (20 kg), sudden headache and collapse at her desk from a bleeding posterior fossa
 * arteriovenous malformation; GCS 4, apnoeic with a pulse, Cushing response, vomit in the mouth; no gag (oral
 * airway); she slumped in her chair and did not fall, so no neck concern.
 */
export const MIRA: RunCase = {
  id: 'ts-r-mira-6y',
  title:
    'Tuning case S: 6-year-old (20 kg) apnoeic after a bleeding posterior fossa arteriovenous malformation, vomit, no gag',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Mira, a 6-year-old girl (20 kg), grabbed the back of her head during a reading lesson, said it was the worst headache ever, vomited twice and slumped forward onto her desk. She did not fall to the floor. The ambulance found her GCS 8 and brought her straight in. In the resuscitation room her GCS is 4, her pupils are equal but sluggish, her heart rate is 56 and her blood pressure 142/86. Her breathing has become irregular and has now stopped, but she has a pulse. There is vomit in her mouth and she has no gag reflex. Her SpO2 is 79%. A bleed from a posterior fossa arteriovenous malformation is suspected; CT and the neurosurgeons are being arranged. You are the first doctor at the trolley.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in a child with a sudden intracranial bleed and call for help (resuscitation team, anaesthetist, neurosurgery) at once, without waiting for the CT.',
        objective2:
          'Clear the vomit under direct vision with a wide-bore rigid (Yankauer) sucker; no blind finger sweep.',
        objective3:
          'Choose a child mask (bridge of the nose to the cleft of the chin) and a self-inflating bag of at least 500 mL on oxygen at 10-15 L/min; ventilate from the head of the trolley.',
        objective4:
          'Sniffing position without hyperextension, head tilt-chin lift off the soft tissue, E-C clamp (two people while it leaks), tight seal, eyes clear; 1-second breaths to visible chest rise at 20-30 a minute, without hyperventilating her.',
        objective5:
          'With no gag reflex, size an oropharyngeal airway from the corner of the mouth to the angle of the jaw, insert it the right way up over a tongue depressor, and reassess chest rise, SpO2 and heart rate.',
      },
      patientReport: {
        basicInformation: {
          name: 'Mira',
          age: 6,
          sex: 'Female',
          weight: 20,
          diagnosis:
            'Suspected spontaneous posterior fossa haemorrhage from an arteriovenous malformation; apnoea with a pulse',
        },
        history: {
          symptoms: 'Sudden severe occipital headache, vomiting twice, collapse at her desk',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Two short nosebleeds last year; otherwise well',
          lastMeal: 'Breakfast 3 hours ago',
          events:
            'Headache and collapse in class at 10:40; teacher saw she did not fall or hit her head; ambulance arrival 10:55; GCS fell from 8 to 4 on the way; breathing stopped in the department.',
        },
        PMH: {
          medicalConditions: 'None',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'None',
          socialHistory: 'Lives with her mother and grandmother; in year 2 at school',
          vaccinations: 'Up to date',
          familyHistory: 'No bleeding disorders; an uncle had a brain bleed in his twenties',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, grey, vomit around the mouth',
          breathing: 'No respiratory effort since arrival in the department',
          circulation: 'Pulse present, heart rate 56, blood pressure 142/86, capillary refill 2 seconds',
          abdomen: 'Soft',
          neuro: 'GCS 4 (E1 V1 M2), pupils equal and sluggish, neck not stiff; no gag reflex',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent; glucose 6.8 mmol/L, clotting and group and save sent' },
      },
    },
    Phases: [
      {
        initialState:
          'Mira lies on the resuscitation trolley, not breathing, vomit in her mouth and on her cheek. An IV is in her left hand. Suction, oxygen, infant, child and adult masks, 250 mL, 500 mL and adult bags, and airway adjuncts are ready.',
        vitalSigns: { hr: 56, rr: 0, temp: 36.9, nibp: '142/86', o2: 79, co2: null },
        airway: 'Vomit in the mouth; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, bradycardic and hypertensive',
        disability: 'GCS 4, pupils equal and sluggish',
        hardStop: {
          ventilationEquipment:
            'Chooses a child mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 500 mL (not the 250 mL neonatal bag), connected to oxygen at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the trolley to ventilate.',
          airwayManagement:
            'Recognises apnoea and hypoxia and calls for help (resuscitation team, anaesthetist, neurosurgery) straight away, without waiting for the CT; suctions the vomit from the mouth with a rigid Yankauer under direct vision, with no blind finger sweep.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, so that it covers both the mouth and the nose.',
        },
        softStop: 'She has stopped breathing and there is vomit in her mouth. What do you do?',
      },
      {
        initialState:
          'Bagging has begun, but her head has rolled forward with her chin on her chest, air escapes at the cheeks and the chest barely moves.',
        vitalSigns: { hr: 52, rr: 0, temp: 36.9, nibp: '146/88', o2: 72, co2: null },
        airway: 'Vomit cleared; head flexed; tongue falling back',
        breathing: 'Assisted breaths only; minimal chest rise',
        circulation: 'Pulse present, bradycardic',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the mask hand; gives each breath over about one second, only enough to see the chest rise; ventilates at 20-30 breaths a minute, one every 2-3 seconds, and does not hyperventilate her.',
          airwayManagement:
            'Puts the head in the sniffing position with a small pad under the occiput and without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on the bone of the jaw and off the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C clamp and changes to a two-person technique while it leaks; gets a tight seal; keeps the mask and the fingers off the eyes.',
        },
        softStop: 'The chest barely moves and the mask leaks. What will you change?',
      },
      {
        initialState:
          'The chest rises with the breaths, but the tongue falls back between them. She still does not gag.',
        vitalSigns: { hr: 64, rr: 0, temp: 36.9, nibp: '136/82', o2: 86, co2: 47 },
        airway: 'Tongue falling back; no gag reflex',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present',
        disability: 'GCS 4',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest rises visibly and SpO2 improves.',
          airwayManagement:
            'Chooses an oropharyngeal airway (she has no gag reflex) sized from the corner of the mouth to the angle of the jaw; inserts it the right way up over a tongue depressor, following the curve of the tongue, without force; then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'What would hold her airway open between breaths?',
      },
      {
        initialState:
          'Stabilised: SpO2 98%, good chest rise with each breath. The anaesthetist is preparing to intubate before the CT. The simulation is complete.',
        vitalSigns: { hr: 70, rr: 22, temp: 36.9, nibp: '132/80', o2: 98, co2: 40 },
        airway: 'Patent with the oral airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present',
        disability: 'GCS 4',
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
    ['BMV-1', 'BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-16'],
    ['BMV-3', 'BMV-4', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-17', 'BMV-18', 'BMV-19'],
    ['BMV-5', 'BMV-6', 'BMV-7', 'BMV-20'],
    [],
  ],
  setup: [
    [
      'She is apnoeic and hypoxic: I call the resus team, the anaesthetist and neurosurgery now.',
      'I suction the vomit out of her mouth with a Yankauer, under direct vision.',
      'I choose a child mask that reaches from the bridge of her nose to the cleft of her chin.',
      'I use a 500 mL self-inflating bag connected to oxygen at 15 litres per minute.',
      'I stand at the head of the trolley to ventilate.',
      'I put the mask on the right way round, narrow end over the bridge of the nose, covering her mouth and nose.',
    ],
    [
      'I put a small pad under the back of her head for the sniffing position, without hyperextending her neck.',
      'I open her airway with a head tilt-chin lift, fingers on the bone of the jaw and off the soft tissue.',
      'I hold the mask with an E-C clamp; it leaks, so I use both hands on the mask and a nurse squeezes the bag.',
      'The seal is tight now and nothing presses on her eyes.',
      'The hands on the mask lift her jaw up into it.',
      'Each breath is squeezed over about one second, just until the chest rises.',
      'We ventilate at 20 breaths a minute, one every three seconds, no faster.',
    ],
    [
      'She has no gag, so I choose an oropharyngeal airway sized from the corner of her mouth to the angle of her jaw.',
      'I insert it the right way up over a tongue depressor, following the curve of the tongue.',
      'I reassess her chest rise, SpO2 and heart rate.',
      'Her chest rises well with each breath and her SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/**
 * New: Kezia, 14 years (52 kg, post-pubertal), carbon monoxide poisoning from a disposable barbecue lit inside a
 * tent; apnoeic with a pulse; frothy saliva; jaw tight and gag present (so a nasal airway); no burns, no injury.
 * Adult-sized: adult mask and bag, adult rate, the highest oxygen flow.
 */
export const KEZIA: RunCase = {
  id: 'ts-r-kezia-14y',
  title:
    'Tuning case S: 14-year-old (52 kg) apnoeic from carbon monoxide after a barbecue lit inside a tent, gag present',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        'Kezia, a 14-year-old girl (52 kg), was camping with two friends on a cold October night. They carried a still-smouldering disposable barbecue into the tent for warmth and fell asleep. In the morning one friend woke with a headache and vomiting and could not rouse Kezia. The ambulance crew gave high-flow oxygen; her breathing slowed on the way in. In the resuscitation room she is apnoeic with a pulse. Her lips look pink, but the oximeter reads 84% and overestimates her true oxygenation; the venous gas shows carboxyhaemoglobin 36%. Frothy saliva fills her mouth. Her jaw is tight and she gags and bites when the mouth is suctioned. There are no burns, no soot and no injury. You are the first doctor at the bedside.',
      objectives: {
        objective1:
          'Recognise apnoea and hypoxia in carbon monoxide poisoning, not reassured by her colour or the oximeter, and call for help at once.',
        objective2:
          'Suction the frothy saliva under direct vision with a Yankauer, without fingers in a clenched mouth.',
        objective3:
          'Choose an adult mask (bridge of the nose to the cleft of the chin) and an adult self-inflating bag (1-1.6 L) with its reservoir, on oxygen at 15 L/min; ventilate from the head of the bed.',
        objective4:
          'Mask the right way round over mouth and nose, off the eyes; sniffing position without hyperextension; head tilt-chin lift off the soft tissue; E-C clamp (two people while it leaks) with a tight seal; lift the jaw into the mask; 1-second breaths to visible chest rise at an adult rate (10-12 a minute), without emptying the bag.',
        objective5:
          'With the gag reflex and a tight jaw, size and insert a nasopharyngeal airway (nostril to tragus), and reassess chest rise, SpO2 and heart rate, remembering the oximeter overreads.',
      },
      patientReport: {
        basicInformation: {
          name: 'Kezia',
          age: 14,
          sex: 'Female',
          weight: 52,
          diagnosis: 'Carbon monoxide poisoning from a barbecue inside a tent; apnoea with a pulse',
        },
        history: {
          symptoms: 'Unrousable in the morning; friends have headache, nausea and vomiting',
          allergies: 'None known',
          medications: 'None',
          pmh: 'Well; mild eczema',
          lastMeal: 'Sausages and crisps about 11 hours ago',
          events:
            'Disposable barbecue brought into a closed tent around midnight; found unrousable at 07:30; ambulance oxygen on the way; apnoea in the department.',
        },
        PMH: {
          medicalConditions: 'Mild eczema',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Emollients',
          socialHistory:
            'Lives with her parents and a younger brother; in year 10; on a weekend trip with friends',
          vaccinations: 'Up to date',
          familyHistory: 'Nothing relevant',
        },
        initialExam: {
          generalAppearance:
            'Unresponsive, cherry-pink lips and cheeks, frothy saliva at the mouth, no burns or soot',
          breathing: 'No respiratory effort, no chest movement',
          circulation:
            'Carotid pulse present, heart rate 122, blood pressure 98/58, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'GCS 5, increased tone, pupils mid-sized and reactive; jaw tight; gags and bites on the suction catheter',
          disability: 'Extends to pain',
        },
        labs: { rvp: 'Not sent; venous gas: carboxyhaemoglobin 36%, lactate 6.1 mmol/L, pH 7.21' },
      },
    },
    Phases: [
      {
        initialState:
          'Kezia lies on a trolley in the resuscitation room, not breathing, frothy saliva at her lips. An IV is in. Suction, oxygen, child and adult masks, 500 mL and 1.5 L self-inflating bags with reservoirs, and airway adjuncts are ready. The paramedics’ non-rebreather mask is still on her face.',
        vitalSigns: { hr: 122, rr: 0, temp: 35.8, nibp: '98/58', o2: 84, co2: null },
        airway: 'Frothy saliva; jaw tight; gag reflex present',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, capillary refill 3 seconds',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment:
            'Chooses an adult mask that reaches from the bridge of the nose to the cleft of the chin and an adult self-inflating bag (1-1.6 L) with its reservoir, connected to oxygen at 15 L/min.',
          ventilationTechnique: 'Stands at the head of the bed to ventilate.',
          airwayManagement:
            'Recognises apnoea and hypoxia, despite her pink colour and the oximeter reading, and calls for help at once; suctions the frothy saliva with a Yankauer under direct vision, with no fingers in the mouth.',
          maskPositioning:
            'Puts the mask on the right way round, narrow end over the bridge of the nose, covering mouth and nose, with the rim and fingers off the eyes.',
        },
        softStop: 'She is pink but not breathing. What do you do?',
      },
      {
        initialState: 'Bagging has started, but air leaks at the cheeks and the chest barely moves.',
        vitalSigns: { hr: 128, rr: 0, temp: 35.8, nibp: '96/56', o2: 80, co2: null },
        airway: 'Saliva cleared; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Lifts the jaw into the mask with the mask hand; squeezes over about one second, only enough for visible chest rise (not emptying the adult bag); one breath every 5-6 seconds (10-12 a minute).',
          airwayManagement:
            'Puts the head in the sniffing position with a pad under the occiput, without hyperextending the neck; opens the airway with a head tilt-chin lift or a jaw thrust, fingers on bone and off the soft tissue under the chin.',
          maskPositioning:
            'Holds the mask with an E-C clamp and, while it leaks, with two hands while a second person squeezes; gets a tight seal.',
        },
        softStop: 'The chest is barely rising and the mask leaks. What will you change?',
      },
      {
        initialState:
          'The chest moves better, but the tongue falls back between breaths; her jaw is tight and she gags on the suction catheter.',
        vitalSigns: { hr: 116, rr: 0, temp: 35.9, nibp: '102/60', o2: 91, co2: 50 },
        airway: 'Tongue falling back; jaw tight; gag reflex present',
        breathing: 'Assisted breaths, chest rising',
        circulation: 'Pulse present',
        disability: 'GCS 5',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilates effectively: the chest rises visibly and SpO2 improves.',
          airwayManagement:
            'Because she gags and the jaw is tight, chooses a nasopharyngeal airway (not an oral one) sized from the nostril to the tragus of the ear, lubricates it and passes it gently straight back along the floor of the nose; reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Which airway adjunct would you use, and why?',
      },
      {
        initialState:
          'Stabilised: SpO2 99% with good chest rise on 15 L/min of oxygen. The anaesthetist takes over the airway and the hyperbaric unit has been called. The simulation is complete.',
        vitalSigns: { hr: 104, rr: 12, temp: 36.0, nibp: '108/64', o2: 99, co2: 41 },
        airway: 'Patent with the nasal airway',
        breathing: 'Good chest rise with assisted breaths',
        circulation: 'Pulse present, capillary refill 2 seconds',
        disability: 'GCS 6',
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
      'Pink or not, she is apnoeic and hypoxic: I call for help, resus team and anaesthetist now.',
      'I suction the froth from her mouth with a Yankauer, under direct vision, no fingers.',
      'I choose an adult mask that fits from the bridge of her nose to the cleft of her chin.',
      'I take the adult 1.5 litre self-inflating bag with its reservoir and connect it to oxygen at 15 litres a minute.',
      'I stand at the head of the bed to ventilate.',
      'I put the mask on the right way round, narrow end over the nose, covering her mouth and nose and clear of her eyes.',
    ],
    [
      'I put a folded towel under her head for the sniffing position, without hyperextending her neck.',
      'I open her airway with a head tilt-chin lift, fingers on the bone of the jaw and off the soft tissue.',
      'I hold the mask with an E-C clamp; it leaks, so I use both hands and a colleague squeezes the bag.',
      'The seal is tight now.',
      'My hands on the mask lift her jaw up into it.',
      'I squeeze over about one second, only enough to see the chest rise.',
      'One breath every five to six seconds, about 10 to 12 a minute.',
    ],
    [
      'She gags and her jaw is tight, so I choose a nasopharyngeal airway sized from the tip of her nose to the tragus of her ear.',
      'I lubricate it and pass it gently straight back along the floor of the nose.',
      'I reassess her chest rise, SpO2 and heart rate.',
      'Her chest rises with each breath and her SpO2 is climbing: ventilation is effective.',
    ],
    [],
  ],
};

/** A setup message of a case, said again as the lead-in of an error. */
export function setupLine(c: RunCase, phase: number, index: number): string {
  const text = c.setup[phase]?.[index];
  if (text === undefined) throw new Error(`${c.id}: no setup message ${phase}/${index}`);
  return text;
}
