import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { rate } from './bmv-19-rate.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: ['one breath every 3 seconds', 'bagging q3s', 'rate 25/min'],
  invalid: ['I bag at 60 breaths per minute', 'one breath every 10 seconds', 'I give 6 breaths a minute'],
  notDone: ['What rate should I bag at?', 'Am I bagging too fast?'],
};

describeItem(rate, CASES, import.meta.url);
