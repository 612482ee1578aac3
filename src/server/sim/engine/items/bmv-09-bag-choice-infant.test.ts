import { infantCase } from '../../../../../test/fixtures/sim/infant-case.ts';
import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { bagChoice } from './bmv-09-bag-choice.ts';

// BMV-9 said first thing in the infant case (a 6-month-old, phase 1), whose text names no bag.
export const CASES: ItemCases = {
  caseDoc: infantCase,
  valid: ['the 500 mL bag, not the adult one', '450 SIB and O2 at 15'],
  invalid: ['a 250 ml bag for her', 'the tiny neonatal bag, 250', 'I use the adult bag'],
  // "An infant bag" names her bag without its volume (250 or 500 mL by maker): asked, not stopped.
  notDone: [
    'get me an infant bag',
    'baby bag please',
    // The refused bag's size words do not use up the reach of "not".
    'not taking the tiny 250 ml newborn bag for her',
  ],
};

describeItem(bagChoice, CASES, import.meta.url);
