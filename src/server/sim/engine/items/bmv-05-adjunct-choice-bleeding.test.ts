import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import type { CaseDocument } from '../../../../contract/case.ts';
import { sampleCase } from '../../../cases/sample-case.ts';
import { adjunctChoiceAndSize } from './bmv-05-adjunct-choice-and-size.ts';

/**
 * The sample case (no gag reflex) in a boy with haemophilia, its hard stop asking for "an airway adjunct" without
 * naming one: an OPA, not a nasal airway that would make him bleed. (An author who names the NPA is obeyed.)
 */
const haemophiliaCase: CaseDocument = structuredClone(sampleCase);
haemophiliaCase['Scenario Outline'].casePresentation += ' He has severe haemophilia A.';
for (const phase of haemophiliaCase.Phases) {
  phase.hardStop.airwayManagement = phase.hardStop.airwayManagement.replace(
    'an OPA or NPA of the correct size',
    'an airway adjunct of the correct size',
  );
}

export const CASES: ItemCases = {
  caseDoc: haemophiliaCase,
  valid: [
    'OPA, sized from the corner of the mouth to the angle of the jaw',
    // The NPA refused for the bleeding it would cause: the OPA chosen for it.
    "No NPA, he's a haemophiliac",
    'no nasal airway, he will bleed',
  ],
  invalid: [
    'A nasal airway, I know he has haemophilia but I will just push it in.',
    'NPA, nostril to tragus',
  ],
  notDone: ['should I use an NPA?', 'no NPA'],
};

describeItem(adjunctChoiceAndSize, CASES, import.meta.url);
