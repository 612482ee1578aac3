import { describe, expect, it } from 'vitest';
import { CaseDocumentSchema } from '../src/contract/case.ts';
import { CHECKLIST } from '../src/contract/checklist.ts';
import { BLIND_1 } from './corpus/blind-1/index.ts';
import { BLIND_2 } from './corpus/blind-2/index.ts';
import { BLIND_3 } from './corpus/blind-3/index.ts';
import { BLIND_4 } from './corpus/blind-4/index.ts';
import { BLIND_5 } from './corpus/blind-5/index.ts';
import { BLIND_6 } from './corpus/blind-6/index.ts';
import { BLIND_7 } from './corpus/blind-7/index.ts';
import { BLIND_8 } from './corpus/blind-8/index.ts';
import { BLIND_9 } from './corpus/blind-9/index.ts';
import { BLIND_10 } from './corpus/blind-10/index.ts';
import { BLIND_11 } from './corpus/blind-11/index.ts';
import { BLIND_12 } from './corpus/blind-12/index.ts';
import { BLIND_13 } from './corpus/blind-13/index.ts';
import { BLIND_14 } from './corpus/blind-14/index.ts';
import { DEVELOPMENT_BLIND_SETS } from './corpus/blind-sets.ts';
import type { HeldOutCase } from './harness/held-out-types.ts';
import { HELD_OUT } from './held-out/index.ts';

/**
 * The blind sets' shape, not the tutor's score on them (that is `npm run eval`'s, and a test must not tune on the
 * held-out set): every case is a valid case, every label names a real item, and each set is as large as promised.
 */
const ids = new Set<string>(CHECKLIST.map((item) => item.id));

/** Every case is a valid case, every label and error names a real item, every phase is one the case has. */
function expectValidShape(cases: HeldOutCase[]): void {
  for (const entry of cases) {
    const phases = CaseDocumentSchema.parse(entry.caseDoc).Phases.length;
    expect(entry.requiredByPhase.length, entry.id).toBe(phases);
    for (const u of entry.utterances) {
      expect(u.phase ?? 0, u.text).toBeLessThan(phases);
      for (const label of u.labels) expect(ids.has(label.item), `${label.item} in "${u.text}"`).toBe(true);
    }
    for (const error of entry.errors) {
      expect(ids.has(error.item), error.name).toBe(true);
      expect(error.phase, error.name).toBeLessThan(phases);
    }
  }
}

describe.each([
  ['the held-out set (eval/held-out/)', HELD_OUT],
  ['the first blind set, now development (eval/corpus/blind-1/)', BLIND_1],
  ['the second blind set, now development (eval/corpus/blind-2/)', BLIND_2],
  ['the third blind set, now development (eval/corpus/blind-3/)', BLIND_3],
  ['the fourth blind set, now development (eval/corpus/blind-4/)', BLIND_4],
  ['the fifth blind set, now development (eval/corpus/blind-5/)', BLIND_5],
  ['the sixth blind set, now development (eval/corpus/blind-6/)', BLIND_6],
  ['the seventh blind set, now development (eval/corpus/blind-7/)', BLIND_7],
  ['the eighth blind set, now development (eval/corpus/blind-8/)', BLIND_8],
  ['the ninth blind set, now development (eval/corpus/blind-9/)', BLIND_9],
  ['the tenth blind set, now development (eval/corpus/blind-10/)', BLIND_10],
  ['the eleventh blind set, now development (eval/corpus/blind-11/)', BLIND_11],
  ['the twelfth blind set, now development (eval/corpus/blind-12/)', BLIND_12],
  ['the thirteenth blind set, now development (eval/corpus/blind-13/)', BLIND_13],
  ['the fourteenth blind set, now development (eval/corpus/blind-14/)', BLIND_14],
] as [string, HeldOutCase[]][])('%s', (_name, HELD_OUT) => {
  const utterances = HELD_OUT.flatMap((c) => c.utterances);

  it('holds valid cases whose labels name checklist items and reachable phases', () => {
    expectValidShape(HELD_OUT);
  });

  it('is as large as the measurement needs', () => {
    expect(utterances.length).toBeGreaterThanOrEqual(500);
    for (const id of ids) {
      const times = utterances.filter((u) => u.labels.some((l) => l.item === id)).length;
      expect(times, id).toBeGreaterThanOrEqual(20);
    }
    expect(
      utterances.filter((u) => u.labels.some((l) => l.verdict === 'wrong')).length,
    ).toBeGreaterThanOrEqual(80);
    expect(
      utterances.filter((u) => u.kind === 'safe' && u.labels.length === 0).length,
    ).toBeGreaterThanOrEqual(50);
    expect(
      new Set(HELD_OUT.filter((c) => c.utterances.length > 0).map((c) => c.id)).size,
    ).toBeGreaterThanOrEqual(3);
    expect(HELD_OUT.flatMap((c) => c.runs).length).toBeGreaterThanOrEqual(16);
    expect(HELD_OUT.flatMap((c) => c.errors.flatMap((e) => e.phrasings)).length).toBeGreaterThanOrEqual(30);
    expect(new Set(HELD_OUT.filter((c) => c.runs.length > 0).map((c) => c.id)).size).toBeGreaterThanOrEqual(
      4,
    );
  });
});

/** The blind tuning batches (written blind to be tuned on): their shape only, whatever their size. */
describe.each(
  DEVELOPMENT_BLIND_SETS.filter((set) => set.key.startsWith('tuning')).map((set) => [
    set.title,
    set.cases,
  ]) as [string, HeldOutCase[]][],
)('%s', (_name, cases) => {
  it('holds valid cases whose labels name checklist items and reachable phases', () => {
    expectValidShape(cases);
  });
});
