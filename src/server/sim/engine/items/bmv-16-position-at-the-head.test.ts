import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { positionAtTheHead } from './bmv-16-position-at-the-head.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'I stand at the head of the bed.',
    'positioning myself at the head of the bed',
    "I'm at the head of the bed",
  ],
  invalid: ['I ventilate from the side of the bed', 'I stand beside his chest and bag from there'],
};

describeItem(positionAtTheHead, CASES, import.meta.url);
