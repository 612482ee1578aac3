import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { maskHandOpensTheAirway } from './bmv-17-mask-hand-opens-the-airway.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'the mask hand opens his airway',
    'both my mask hands keep the airway open',
    'two of us: I hold mask + JT, she bags',
    'I pulled the jaw up into the mask',
    'keeping her chin up into the mask',
    'with the fingers of my mask hand I do a jaw thrust',
    'my hand on the mask, it keeps the jaw up as well',
    'keeping the airway open with my right hand on the mask',
    'I lift the jaw into the mask with my mask hand.',
    'E-C clamp while lifting the jaw into the mask',
    'the hand holding the mask keeps the airway open',
    'the same hands that hold the mask keep the jaw thrust',
    'last fingers on the bony jaw keep it open',
    'C on the mask, lift the jaw with the other three',
    'I hold the mask with two hands and maintain the jaw thrust, the nurse bags',
    'me holding the mask and the jaw, you squeezing the bag',
    'I do mask + JT, the nurse bags',
    'my mask hand keeps the airway open',
    'the mask hand supports the airway',
    'chin drawn up towards the mask',
    'same hand keeps the jaw up',
    'EC hand keeping the airway open',
    'one hand: mask + jaw lift, the other squeezes',
    'I hold the mask with both hands in a double E-C and lift the jaw while the nurse bags',
    'a jaw thrust with that same hand',
    'a chin lift using the fingers of this same hand, on the bone',
  ],
  invalid: [
    'I push down on the top of the mask',
    'pressing so hard her head is pushed back',
    'just holding the mask, not bothering with the jaw',
    'I press the mask on the face without lifting the jaw',
    'I push the mask down hard onto his face instead of lifting the jaw',
    'press the mask hard into his face, no jaw lift',
    'I let go of the jaw and just hold the mask on',
    'I hold the mask while the nurse lifts his chin from beside the bed',
    'my colleague is holding his jaw while I hold the mask',
    'I simply press the mask onto the face',
    'mask pushed onto her face, no lifting of the jaw',
    'I let his chin sag while I hold the mask on',
    'my mask hand is just resting on the mask',
    "her jaw has dropped back but I'll keep bagging",
  ],
  notDone: [
    'I press the mask down with my flat palm',
    'thumb and index finger make the C, the other three fingers on the jaw',
    'my colleague holds the jaw thrust and I squeeze the bag',
  ],
};

describeItem(maskHandOpensTheAirway, CASES, import.meta.url);
