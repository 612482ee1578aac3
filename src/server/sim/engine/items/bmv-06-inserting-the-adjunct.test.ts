import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { insertingTheAdjunct } from './bmv-06-inserting-the-adjunct.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'I measure an OPA from the corner of the mouth to the angle of the jaw and insert it.',
    'NPA sized nostril to tragus, lubed and inserted',
    'OPA in, sized corner of mouth to angle of jaw',
  ],
  invalid: [],
  notDone: [
    "if the OPA makes him gag I'll pull it out",
    "if he starts gagging on the Guedel I'll take it out",
  ],
};

describeItem(insertingTheAdjunct, CASES, import.meta.url);
