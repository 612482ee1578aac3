import { describe, expect, it } from 'vitest';
import { infantCase } from '../../../../test/fixtures/sim/infant-case.ts';
import { traumaCase } from '../../../../test/fixtures/sim/trauma-case.ts';
import type { CaseDocument } from '../../../contract/case.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import { analyzeCase } from './analyze-case.ts';
import { caseAnalysis, checkedCase } from './case-analysis-cache.ts';

const CASES: [string, CaseDocument][] = [
  ['sample', sampleCase],
  ['infant', infantCase],
  ['trauma', traumaCase],
];

describe('caseAnalysis', () => {
  it.each(CASES)('gives, part by part and in any order, what analyzeCase gives (%s case)', (_, caseDoc) => {
    const whole = analyzeCase(caseDoc);
    // A fresh copy, read from its last phase back: the findings of a later phase must not depend on the order.
    const reading = caseAnalysis(structuredClone(caseDoc));
    for (let index = caseDoc.Phases.length - 1; index >= 0; index--) {
      expect(reading.requiredItems(index)).toEqual(whole.phases[index]?.requiredItems);
      expect(reading.phase(index)).toEqual(whole.phases[index]);
    }
    expect(reading.patient).toEqual(whole.patient);
    expect(reading.rules()).toEqual(whole.rules);
    expect(reading.requiredInCase()).toEqual(new Set(whole.phases.flatMap((phase) => phase.requiredItems)));
    expect(reading.all()).toEqual(whole);
  });

  it('answers past the last phase with nothing', () => {
    const reading = caseAnalysis(sampleCase);
    expect(reading.phase(sampleCase.Phases.length)).toBeUndefined();
    expect(reading.requiredItems(sampleCase.Phases.length)).toEqual([]);
  });

  it('is one analysis per case content: the same object, or a copy of it, finds it again', () => {
    const caseDoc = structuredClone(traumaCase);
    const first = caseAnalysis(caseDoc);
    expect(caseAnalysis(caseDoc)).toBe(first);
    expect(caseAnalysis(structuredClone(caseDoc))).toBe(first);
    const edited = structuredClone(caseDoc);
    const phase = edited.Phases[0];
    if (phase) phase.hardStop.airwayManagement = 'Inserts an NPA sized from the nostril to the tragus.';
    expect(caseAnalysis(edited)).not.toBe(first);
  });
});

describe('checkedCase', () => {
  it('checks a case against the schema once per object, and refuses what does not fit', () => {
    const input = structuredClone(sampleCase);
    const checked = checkedCase(input);
    expect(checked).toEqual(sampleCase);
    expect(checkedCase(input)).toBe(checked);
    expect(checkedCase({ Phases: 'none' })).toBeNull();
    expect(checkedCase(null)).toBeNull();
  });
});
