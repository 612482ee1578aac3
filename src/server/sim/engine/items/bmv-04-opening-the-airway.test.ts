import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { openingTheAirway } from './bmv-04-opening-the-airway.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'I lift the jaw forward',
    'head tilt-chin lift',
    'jaw thrust, fingers on the bony mandible not the soft tissue',
    'jaw thrust instead of a head tilt',
  ],
  invalid: [
    'I press my fingers into the soft tissue under his chin',
    'chin lift with my fingers pushing on the submandibular soft tissue',
  ],
  notDone: ['Should I do a jaw thrust or a head tilt?'],
};

describeItem(openingTheAirway, CASES, import.meta.url);
