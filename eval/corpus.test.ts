import { describe, expect, it } from 'vitest';
import { CaseDocumentSchema } from '../src/contract/case.ts';
import { CHECKLIST_ITEM_IDS } from '../src/contract/checklist.ts';
import { CORPUS } from './corpus/index.ts';
import { compareReading } from './harness/play.ts';

const known = new Set<string>(CHECKLIST_ITEM_IDS);

describe('the fidelity corpus', () => {
  it('has at least six cases, each a valid case document with its phases labelled', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(CORPUS.map((c) => c.id)).size).toBe(CORPUS.length);
    for (const entry of CORPUS) {
      expect(CaseDocumentSchema.safeParse(entry.caseDoc).success, entry.id).toBe(true);
      expect(entry.requiredByPhase, entry.id).toHaveLength(entry.caseDoc.Phases.length);
      expect(entry.setup.length, entry.id).toBeLessThanOrEqual(entry.caseDoc.Phases.length);
    }
  });

  it('has per case at least four correct trainees in different styles and ten critical errors in two phrasings', () => {
    for (const entry of CORPUS) {
      expect(new Set(entry.runs.map((r) => r.style)).size, entry.id).toBeGreaterThanOrEqual(4);
      expect(entry.errors.length, entry.id).toBeGreaterThanOrEqual(10);
      for (const error of entry.errors) expect(error.phrasings.length, error.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('has at least 400 labelled utterances, with hypotheticals, questions, negations and several actions in one', () => {
    const utterances = CORPUS.flatMap((c) => c.utterances);
    expect(utterances.length).toBeGreaterThanOrEqual(400);
    for (const kind of ['hypothetical', 'question', 'negation', 'several'] as const)
      expect(utterances.filter((u) => u.kind === kind).length, kind).toBeGreaterThanOrEqual(20);
  });

  it('names only checklist items, and every phase it plays in exists', () => {
    for (const entry of CORPUS) {
      const phases = entry.caseDoc.Phases.length;
      const named = [
        ...entry.requiredByPhase.flat(),
        ...entry.errors.map((e) => e.item),
        ...entry.utterances.flatMap((u) => u.labels.map((l) => l.item)),
      ];
      for (const item of named) expect(known.has(item), `${entry.id} ${item}`).toBe(true);
      for (const u of entry.utterances) expect(u.phase ?? 0, u.text).toBeLessThan(phases);
      for (const e of entry.errors) expect(e.phase, e.name).toBeLessThan(phases);
    }
  });
});

describe('item-level comparison of a reading with its labels', () => {
  it('counts read actions as right, wrong or missed, and never counts "none"', () => {
    const result = compareReading(
      [
        { item: 'BMV-8', verdict: 'ok', params: { mask: 'child' } },
        { item: 'BMV-10', verdict: 'wrong' },
        { item: 'BMV-5', verdict: 'none' },
      ],
      [
        { item: 'BMV-8', verdict: 'ok', params: { mask: 'adult' } },
        { item: 'BMV-10', verdict: 'ok' },
        { item: 'BMV-5', verdict: 'none' },
      ],
    );
    expect(result.truePositives).toBe(1);
    expect(result.falsePositives).toEqual(['BMV-10 ok']);
    expect(result.falseNegatives).toEqual(['BMV-10 wrong']);
    expect(result.params).toEqual({ labelled: 1, exposed: 1, matched: 0 });
  });
});
