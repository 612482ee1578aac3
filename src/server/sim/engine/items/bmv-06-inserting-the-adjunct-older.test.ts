import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { traumaCase } from '../../../../../test/fixtures/sim/trauma-case.ts';
import { insertingTheAdjunct } from './bmv-06-inserting-the-adjunct.ts';

// BMV-6 said in the trauma case (an 8-year-old): from about 8 years an OPA may go in upside down and be rotated; in
// the 4-year-old sample case the same words are wrong (bmv-06-inserting-the-adjunct.test.ts).
export const CASES: ItemCases = {
  caseDoc: traumaCase,
  valid: [
    'In it goes upside down and I rotate it 180 degrees at the soft palate',
    'I slide it in concave up, then rotate it at the back of the tongue',
    'OPA corner of mouth to angle of jaw, put in concave up and turned round at the palate',
    'Oral airway chosen. Tongue depressor and then the airway in gently along the tongue, not forced.',
  ],
  invalid: [],
};

describeItem(insertingTheAdjunct, CASES, import.meta.url);
