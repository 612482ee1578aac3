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

/** The seeded sample, copied as it is: a 4-year-old (18 kg) apnoeic after lorazepam for status epilepticus. */
export const SAMPLE: MessageCase = {
  id: 'tk-a-sample',
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
      'He is apnoeic with a pulse and saturating 73 %, so I call for help, then suction the secretions out of his mouth with a Yankauer, looking at the tip the whole time.',
      'I choose a child face mask that sits from the bridge of his nose to the cleft of his chin and a 500 mL self-inflating bag, and I connect the bag to oxygen running at 15 L/min.',
      'I stand at the head of the bed, behind his head, to ventilate.',
      'I place the mask with its narrow end on the bridge of the nose so it covers his nose and mouth and stays off his eyes, hold it with an E-C clamp and get a tight seal with no leak.',
    ],
    [
      'I put his head in the sniffing position, neutral, not overextended, and open the airway with a head tilt-chin lift, fingers on the bony chin and not on the soft tissue under it.',
      'With the same hand that holds the mask I lift his jaw up into the mask.',
      'I squeeze the bag gently over one second, just until I see the chest rise, one breath every 3 seconds, 20 a minute.',
    ],
    [
      'I measure an oropharyngeal airway from the corner of his mouth to the angle of his jaw and insert it with a tongue depressor holding the tongue down, following the curve of the tongue.',
      'The chest rises with every breath and his SpO2 is climbing: the ventilation is working.',
    ],
    [],
  ],
};

/**
 * Written for this set: Lina, 8 years (25 kg), found at home after swallowing her brother's baclofen, brought in
 * to the emergency department apnoeic with a pulse (bradycardic, cool), vomit in the mouth, no gag reflex (so an
 * oral airway), no fall and no injury.
 */
export const BACLOFEN: MessageCase = {
  id: 'tk-a-baclofen-8y',
  title: 'Tuning case: 8-year-old apnoeic with a pulse after a baclofen overdose, vomit in the mouth',
  caseDoc: {
    'Scenario Outline': {
      casePresentation:
        "Lina, an 8-year-old girl (25 kg), was found by her mother on her bed, floppy and hard to wake, next to an open bottle of her older brother's baclofen 10 mg tablets; up to 20 tablets may be missing, taken about two hours ago. The ambulance brought her to the emergency department. On arrival in the resuscitation bay she has vomited, there is vomit in her mouth, and she has stopped breathing. She has a pulse (heart rate 58). SpO2 is 74 %. She has no gag reflex. She did not fall and has no injury. You are the first doctor in the bay with one nurse.",
      objectives: {
        objective1: 'Recognise apnoea with hypoxia and call for help without delay.',
        objective2:
          'Clear the vomit from the mouth under direct vision with a Yankauer or a wide-bore suction catheter, without a blind finger sweep.',
        objective3:
          'Choose a child mask that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450-500 mL, with oxygen at 10-15 L/min, and ventilate from the head of the bed.',
        objective4:
          'Open the airway (sniffing position, head tilt-chin lift or jaw thrust, fingers on bone), hold the mask with an E-C clamp or two people, and give one-second breaths to visible chest rise at 20-30 a minute.',
        objective5:
          'With no gag reflex, size and insert an oropharyngeal airway, and reassess chest rise, SpO2 and heart rate after each step.',
      },
      patientReport: {
        basicInformation: {
          name: 'Lina',
          age: 8,
          sex: 'Female',
          weight: 25,
          diagnosis: 'Baclofen overdose with coma and apnoea; pulse present',
        },
        history: {
          symptoms: 'Drowsiness, floppiness, vomiting, then no breathing',
          allergies: 'None known',
          medications: 'None regularly',
          pmh: 'Mild asthma, no admissions',
          lastMeal: 'Breakfast about three hours ago',
          events:
            "Found by her mother next to an open bottle of her brother's baclofen 10 mg tablets, up to 20 missing (up to 8 mg/kg), about two hours ago. Vomited once in the ambulance and again on arrival. No fall, no injury.",
        },
        PMH: {
          medicalConditions: 'Mild intermittent asthma',
          hospitalizations: 'None',
          surgeries: 'None',
          allergies: 'None known',
          medications: 'Salbutamol inhaler when needed',
          socialHistory:
            'Lives with her mother and her 14-year-old brother, who has cerebral palsy and takes baclofen; in year 3 at school',
          vaccinations: 'Up to date',
          familyHistory: 'None relevant',
        },
        initialExam: {
          generalAppearance: 'Unresponsive, floppy, pale and cool, vomit in the mouth and on her cheek',
          breathing: 'No respiratory effort, no chest movement',
          circulation: 'Pulse present, heart rate 58, blood pressure 86/48, capillary refill 3 seconds',
          abdomen: 'Soft',
          neuro:
            'Unresponsive to voice and pain; generalised hypotonia, reflexes absent; pupils 3 mm, sluggish; no gag reflex; no sign of a head or neck injury',
          disability: 'Unresponsive (P of AVPU not reached, U)',
        },
        labs: {
          rvp: 'Not sent. Bedside glucose 5.8 mmol/L; temperature 35.4 °C; paracetamol and salicylate levels pending',
        },
      },
    },
    Phases: [
      {
        initialState:
          'Lina lies on the resuscitation trolley with vomit in her mouth; she is not breathing. The nurse has wall suction with a Yankauer, wall oxygen, face masks of every size, 250 mL, 500 mL and 1.6 L self-inflating bags and a tray of oral and nasal airways. The monitor is on.',
        vitalSigns: { hr: 58, rr: 0, temp: 35.4, nibp: '86/48', o2: 74, co2: null },
        airway: 'Vomit in the mouth and pooling at the back of the throat; no gag reflex',
        breathing: 'Apnoeic, no chest movement',
        circulation: 'Pulse present, heart rate 58, capillary refill 3 seconds',
        disability: 'Unresponsive, floppy, pupils 3 mm and sluggish',
        hardStop: {
          ventilationEquipment:
            'Takes a child face mask that reaches from the bridge of the nose to the cleft of the chin and a self-inflating bag of 450-500 mL or more, and runs oxygen into the bag at 10-15 L/min.',
          ventilationTechnique: 'Goes to the head of the trolley to ventilate.',
          airwayManagement:
            'Sees that she is apnoeic and hypoxic and calls for help straight away; clears the vomit with a Yankauer or wide-bore catheter, looking at the tip, with no blind finger sweep.',
          maskPositioning:
            'Puts the mask on the right way up (narrow end over the nose), covering both mouth and nose, with nothing pressing on the eyes.',
        },
        softStop: 'She is not breathing and has vomit in her mouth. What are you doing first?',
      },
      {
        initialState:
          'The mouth is clear and the bag is on the face, but air hisses out at the side of the mask, her tongue falls back and her chest hardly moves. Heart rate 52.',
        vitalSigns: { hr: 52, rr: 0, temp: 35.4, nibp: '84/46', o2: 68, co2: null },
        airway: 'Clear of vomit; tongue falling back',
        breathing: 'Assisted breaths only; poor chest rise; leak at the mask',
        circulation: 'Pulse present, heart rate 52',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique:
            'Keeps the airway open by lifting the jaw into the mask with the mask hand; gives each breath over about one second with only enough volume to raise the chest; ventilates at 20-30 breaths a minute.',
          airwayManagement:
            'Puts the head in a neutral sniffing position without overextending the neck and opens the airway with a head tilt-chin lift or jaw thrust, fingers on the bone of the jaw and off the soft tissue beneath it.',
          maskPositioning:
            'Holds the mask with an E-C clamp, moves to a two-person hold if it still leaks, and gets a tight seal.',
        },
        softStop: 'Air is leaking round the mask and her chest is barely moving. What will you change?',
      },
      {
        initialState:
          'With a two-handed seal the chest rises, but between breaths her tongue drops back and obstructs. Still no gag reflex.',
        vitalSigns: { hr: 76, rr: 22, temp: 35.5, nibp: '90/52', o2: 87, co2: 52 },
        airway: 'Intermittently obstructed by the tongue; no gag reflex',
        breathing: 'Assisted at 22/min; chest rises when the jaw is held well',
        circulation: 'Pulse present, heart rate 76, capillary refill 2 seconds',
        disability: 'Unresponsive',
        hardStop: {
          ventilationEquipment: '',
          ventilationTechnique: 'Ventilation works: the chest rises with each breath and the SpO2 climbs.',
          airwayManagement:
            'As she has no gag reflex, sizes an oropharyngeal airway from the corner of the mouth to the angle of the jaw, inserts it correctly, and then reassesses chest rise, SpO2 and heart rate.',
          maskPositioning: '',
        },
        softStop: 'Her tongue keeps dropping back between breaths. What next?',
      },
      {
        initialState:
          'With the oral airway in, her chest rises well with every breath and her colour has returned. The paediatric intensive care team arrives to take over her airway. The simulation is complete.',
        vitalSigns: { hr: 92, rr: 22, temp: 35.6, nibp: '94/56', o2: 97, co2: 42 },
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
      'She is apnoeic with a pulse and hypoxic at 74 %: I call for help now, press the emergency buzzer and ask for the resus team.',
      'I suction the vomit out of her mouth with the Yankauer under direct vision, no finger sweep.',
      'I take a child mask that fits from the bridge of her nose to the cleft of her chin and the 500 mL self-inflating bag, connected to wall oxygen at 15 L/min.',
      'I stand at the head of the trolley behind her head to ventilate.',
      'The mask goes on narrow end over the bridge of her nose, covering her mouth and nose, and the rim stays off her eyes.',
    ],
    [
      'I put her head in a neutral sniffing position without extending the neck too far and open her airway with a head tilt-chin lift, fingertips on the bony chin, not the soft tissue under the jaw.',
      'It still leaks, so the nurse squeezes the bag while I hold the mask with two hands in an E-C grip, and now the seal is tight.',
      'With the fingers of the hands holding the mask I lift her jaw up into the mask.',
      'I give each breath over one second, only until the chest rises, one every 3 seconds, 20 per minute.',
    ],
    [
      'She has no gag reflex, so I size an oral airway from the corner of her mouth to the angle of her jaw and insert it with a tongue depressor pressing the tongue down, following its curve.',
      'Then I reassess: her chest rises with each breath, SpO2 is going up and her heart rate is improving.',
    ],
    [],
  ],
};
