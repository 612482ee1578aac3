import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../eval/corpus/index.ts';
import { fill, maximalCase, WORST_FIELDS } from '../../eval/harness/worst-inputs.ts';
import type { CaseDocument } from '../../src/contract/case.ts';
import { sampleCase } from '../../src/server/cases/sample-case.ts';
import { findingsByPhase } from '../../src/server/sim/engine/findings.ts';
import { findingsByPhase as reference } from '../fixtures/normalize-reference/findings.ts';
import { generatedTexts } from '../fixtures/normalize-reference/inputs.ts';

/** Findings worded to be negated, repeated, and mixed with the words that stop a negation's reach. */
const FINDINGS_FIELDS = [
  'no cough ',
  'not awake, no trauma, ',
  'no gag reflex present no c spine injury ',
  'without battle sign and ',
  'no signs of basal skull fracture but a cervical collar is on; ',
  'not unresponsive, then gagging. ',
].map((unit) => fill(unit, 4000));

/** The sample case with every text findings read taken, in turn, from `texts`. */
function caseOf(texts: string[]): CaseDocument {
  const doc = structuredClone(sampleCase);
  let next = 0;
  const take = () => texts[next++ % texts.length] as string;
  doc.Phases = Array.from({ length: 4 }, () => ({
    ...structuredClone(sampleCase.Phases[0] as CaseDocument['Phases'][number]),
    initialState: take(),
    airway: take(),
    breathing: take(),
    circulation: take(),
    disability: take(),
  }));
  const outline = doc['Scenario Outline'];
  outline.casePresentation = take();
  outline.patientReport.history.events = take();
  outline.patientReport.initialExam.neuro = take();
  return doc;
}

describe('findings are what the frozen reference reads', () => {
  it('in every corpus case, the sample case and the maximal cases', () => {
    const docs = [
      sampleCase,
      ...CORPUS.map((entry) => entry.caseDoc),
      ...[...WORST_FIELDS.map(([, field]) => field), ...FINDINGS_FIELDS].map((field) =>
        maximalCase(field, 'every field'),
      ),
    ];
    for (const doc of docs) expect(findingsByPhase(doc)).toEqual(reference(doc));
  });

  it('in cases written from generated texts', () => {
    const texts = generatedTexts(4000, 3);
    const differing: string[] = [];
    for (let start = 0; start + 8 <= texts.length; start += 8) {
      const doc = caseOf(texts.slice(start, start + 8));
      if (JSON.stringify(findingsByPhase(doc)) !== JSON.stringify(reference(doc))) {
        differing.push(texts.slice(start, start + 8).join(' | '));
      }
    }
    expect(differing.slice(0, 3)).toEqual([]);
  });
});
