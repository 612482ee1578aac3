import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { coveringMouthAndNose } from './bmv-12-covering-mouth-and-nose.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'mouth and nose both inside the mask',
    'mask covers mouth + nose',
    'mask covering his mouth and nose',
    'E-C clamp, tight seal over mouth and nose, off the eyes',
  ],
  invalid: [
    'just the mouth covered by the mask',
    'the mask covers just his mouth',
    'mask over the mouth only, nose left out',
    'mask over his mouth, nose free',
  ],
  notDone: ['I suction his mouth and nose'],
};

describeItem(coveringMouthAndNose, CASES, import.meta.url);
