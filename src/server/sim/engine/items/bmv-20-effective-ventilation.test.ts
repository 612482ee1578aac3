import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { effectiveVentilation } from './bmv-20-effective-ventilation.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'watching the chest rise',
    'the chest goes up and down with each squeeze',
    'The chest is rising visibly and his SpO2 is going up.',
    'chest rising, sats improving',
    'chest rising, SpO2 improving',
  ],
  invalid: [],
  notDone: ['Is his chest rising now?'],
};

describeItem(effectiveVentilation, CASES, import.meta.url);
