import { infantCase } from '../../../../../test/fixtures/sim/infant-case.ts';
import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { headPosition } from './bmv-03-head-position.ts';

// BMV-3 said first thing in the infant case (a 6-month-old): the head kept neutral on a roll under the shoulders.
export const CASES: ItemCases = {
  caseDoc: infantCase,
  // "rol": a short word mistyped, which the spelling corrector leaves.
  valid: [
    'shoulder rol, head neutal',
    'a small roll under her shoulders so the head is neutral',
    // The flexion named as the reason for the roll, before it or after.
    'Her head is flexed forward on that big occiput, so I am putting a small rolled towel under her shoulders to bring it to neutral',
    'I put a folded towel under her shoulders, her head is flopping forward',
    'Take that blanket out from under her head and put a small rolled towel under her shoulders so her head sits neutral.',
    'Rolled towel under her shoulders so her head sits neutral, her occiput is pushing her chin to her chest.',
  ],
  invalid: [],
};

describeItem(headPosition, CASES, import.meta.url);
