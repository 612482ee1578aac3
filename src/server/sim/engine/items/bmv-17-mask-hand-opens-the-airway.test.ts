import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { maskHandOpensTheAirway } from './bmv-17-mask-hand-opens-the-airway.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: ['I lift the jaw into the mask with my mask hand.', 'E-C clamp while lifting the jaw into the mask'],
  invalid: [
    'I press the mask on the face without lifting the jaw',
    'I push the mask down hard onto his face instead of lifting the jaw',
    'press the mask hard into his face, no jaw lift',
  ],
};

describeItem(maskHandOpensTheAirway, CASES, import.meta.url);
