import { infantCase } from '../../../../../test/fixtures/sim/infant-case.ts';
import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import type { CaseDocument } from '../../../../contract/case.ts';
import { headPosition } from './bmv-03-head-position.ts';

/** The infant case after a fall down the stairs, the spine not cleared: the head is held neutral in line. */
function injuredInfant(): CaseDocument {
  const doc = structuredClone(infantCase);
  doc['Scenario Outline'].casePresentation +=
    ' She fell down the stairs in her baby walker an hour ago; her cervical spine is not cleared.';
  return doc;
}

// BMV-3 said first thing: an injured infant held neutral in line is positioned, without asking for a shoulder roll.
export const CASES: ItemCases = {
  caseDoc: injuredInfant(),
  valid: [
    'MILS pls, neutral, pad under shoulders, no pillow',
    'neutral alignment, no sniffing, MILS',
    'manual in-line stabilisation, head neutral',
  ],
  invalid: ['head in the sniffing position', 'tilt her head back'],
};

describeItem(headPosition, CASES, import.meta.url);
