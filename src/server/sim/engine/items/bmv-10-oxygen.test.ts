import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { oxygen } from './bmv-10-oxygen.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'oxygen connected, flow 15',
    "I won't bag without oxygen, O2 at 15 L",
    'I connect the bag to oxygen at 10 L/min.',
    'child BVM, O2 15L',
    'oxygen 12 L/min',
  ],
  invalid: [
    "bagging without oxygen, the O2 isn't connected yet",
    "I'll bag him on air for now",
    'skip the oxygen, just bag',
    'O2 at 2 L/min',
    "I'd bag him on room air",
    'BVM not connected to oxygen',
  ],
  notDone: ['Is the oxygen turned on?'],
};

describeItem(oxygen, CASES, import.meta.url);
