import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { callingForHelp } from './bmv-01-calling-for-help.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    "I'd like the anaesthetist here please",
    'put out a paediatric arrest call',
    'we need more hands here',
    'I call for help.',
    'shout for help + call a code',
    "I'm calling a code",
  ],
  invalid: [],
  notDone: ['Should I call for help?'],
};

describeItem(callingForHelp, CASES, import.meta.url);
