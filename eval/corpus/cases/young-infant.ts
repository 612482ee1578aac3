import { type CaseDocument, CaseDocumentSchema } from '../../../src/contract/case.ts';

/** A 6-week-old with pertussis apnoea: a round infant mask, a shoulder roll, a bag of at least 450 mL. */
export const youngInfantCase: CaseDocument = CaseDocumentSchema.parse({
  'Scenario Outline': {
    casePresentation:
      'Ava, a 6-week-old girl admitted with pertussis, has a coughing spasm on the ward and stops breathing. She is blue and limp in her cot. You are the nearest doctor.',
    objectives: {
      objective1: 'Recognise apnoea in a young infant and call for help.',
      objective2: 'Position an infant airway with a shoulder roll.',
      objective3: 'Choose infant-sized bag-mask equipment.',
      objective4: 'Get a seal on a small face and ventilate gently.',
    },
    patientReport: {
      basicInformation: {
        name: 'Ava',
        age: 0.12,
        sex: 'Female',
        weight: 4.2,
        diagnosis: 'Pertussis with apnoeic spells',
      },
      history: {
        symptoms: 'Two weeks of coughing spasms with vomiting after coughs',
        allergies: 'None known',
        medications: 'Azithromycin',
        pmh: 'Born at term, no problems',
        lastMeal: 'Breastfed 1 hour ago',
        events: 'Coughing spasm followed by apnoea and cyanosis',
      },
      PMH: {
        vaccinations: 'Too young for her first pertussis vaccine',
        socialHistory: 'Lives with parents and a 4-year-old brother',
      },
      initialExam: {
        generalAppearance: 'Limp, cyanosed, thin secretions at the nose and mouth',
        breathing: 'No respiratory effort',
        circulation: 'Brachial pulse present, capillary refill 3 seconds',
        neuro: 'Floppy, anterior fontanelle soft',
      },
      labs: { rvp: 'Bordetella pertussis PCR positive' },
    },
  },
  Phases: [
    {
      initialState:
        'Ava is apnoeic and blue after a coughing spasm. A nurse has brought the resuscitation trolley.',
      vitalSigns: { hr: 110, rr: 0, temp: 37.2, nibp: '70/40', o2: 68, co2: null },
      airway: 'Thin secretions at the nose and mouth',
      breathing: 'Apnoeic',
      circulation: 'Brachial pulse present',
      disability: 'Floppy',
      hardStop: {
        airwayManagement:
          'Calls for help. Clears the nose and mouth with a bulb syringe or an 8 Fr suction catheter. Puts a shoulder roll under her shoulders so the head is neutral, without hyperextending or flexing the neck.',
        ventilationEquipment:
          'Chooses a round infant mask (size 1) that fits from the bridge of the nose to the cleft of the chin and a self-inflating bag of at least 450 mL, connected to oxygen at 10-15 L/min.',
        ventilationTechnique: 'Stands at the head of the cot.',
        maskPositioning: '',
      },
      softStop: 'She is a small baby with a big head. What do you need first?',
    },
    {
      initialState: 'Bagging has started, but air leaks around the mask and the chest does not rise.',
      vitalSigns: { hr: 100, rr: 0, temp: 37.2, nibp: '68/38', o2: 64, co2: null },
      airway: 'Clear after suction',
      breathing: 'No chest rise with the breaths',
      circulation: 'Brachial pulse present',
      disability: 'Floppy',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique: 'Keeps the airway open with the hand that holds the mask.',
        airwayManagement:
          'Rechecks the shoulder roll and the head position, and opens the airway with a gentle jaw thrust or chin lift, fingers on the bone and not on the soft tissue under the jaw.',
        maskPositioning:
          'Places the infant mask over both mouth and nose, holds it with an E-C clamp and gets a tight seal (two-person technique if it still leaks), keeping the mask off her eyes.',
      },
      softStop: 'Air is escaping and the chest is not moving. What could you change?',
    },
    {
      initialState: 'The chest now rises with each breath. Ava is pinker but not yet breathing on her own.',
      vitalSigns: { hr: 135, rr: 0, temp: 37.2, nibp: '74/42', o2: 86, co2: 50 },
      airway: 'Open with a jaw thrust',
      breathing: 'Chest rises with each assisted breath',
      circulation: 'Capillary refill 2 seconds',
      disability: 'Starting to move',
      hardStop: {
        ventilationEquipment: '',
        ventilationTechnique:
          'Gives each breath over about 1 second with just enough volume for the chest to rise, at 20-30 breaths per minute, and reassesses chest rise, SpO2 and heart rate.',
        airwayManagement: '',
        maskPositioning: '',
      },
      softStop: 'How are you giving the breaths, and how do you know they work?',
    },
    {
      initialState: 'Ava takes her own breaths again; SpO2 97%. The simulation is complete.',
      vitalSigns: { hr: 140, rr: 40, temp: 37.2, nibp: '76/44', o2: 97, co2: 42 },
      airway: 'Patent',
      breathing: 'Spontaneous',
      circulation: 'Capillary refill 2 seconds',
      disability: 'Crying',
    },
  ],
});
