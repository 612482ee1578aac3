import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { bagChoice } from './bmv-09-bag-choice.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'self-inflating bag, the paediatric one',
    'bag of five hundred ml',
    'BVM 500',
    'the adult bag is too big, I take the 500 ml one',
    'Child mask, 500 mL self-inflating bag, oxygen at 15 L/min.',
    'Ambu bag, 500 ml, on 15 L O2',
    '500 mL bag',
  ],
  invalid: ['I use a 250 mL bag', 'I put a non-rebreather on him', 'NRB mask at 15L instead of bagging'],
};

describeItem(bagChoice, CASES, import.meta.url);
