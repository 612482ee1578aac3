import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { seal } from './bmv-14-seal.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: ['E-C clamp, tight seal', 'the seal is tight, no leak now', '2-person BMV, tight seal'],
  invalid: ['I accept a small leak around the mask', 'leaky seal is fine'],
  notDone: ['Is the seal good now?', "if the chest still doesn't rise I'll check the mask seal"],
};

describeItem(seal, CASES, import.meta.url);
