import { infantCase } from '../../../../../test/fixtures/sim/infant-case.ts';
import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { headPosition } from './bmv-03-head-position.ts';

// BMV-3 said first thing in the infant case (a 6-month-old): the head kept neutral on a roll under the shoulders.
export const CASES: ItemCases = {
  caseDoc: infantCase,
  // "rol": a short word mistyped, which the spelling corrector leaves.
  valid: ['shoulder rol, head neutal', 'a small roll under her shoulders so the head is neutral'],
  invalid: [],
};

describeItem(headPosition, CASES, import.meta.url);
