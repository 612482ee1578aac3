import type {
  ItemId,
  Label,
  LabelledUtterance,
  Params,
  UtteranceKind,
  Verdict,
} from '../harness/corpus-types.ts';

/** Labels written compactly: `{ 8: ['ok', { mask: 'child' }], 15: 'ok' }` is BMV-8 ok (child mask) and BMV-15 ok. */
export type LabelSpec = Record<number, Verdict | [Verdict, Params]>;

export function labels(spec: LabelSpec): Label[] {
  return Object.entries(spec).map(([number, value]) => {
    const item = `BMV-${number}` as ItemId;
    return Array.isArray(value) ? { item, verdict: value[0], params: value[1] } : { item, verdict: value };
  });
}

/** One labelled utterance said in `phase` (0-based). */
export function said(text: string, kind: UtteranceKind, spec: LabelSpec, phase = 0): LabelledUtterance {
  return { text, kind, labels: labels(spec), phase };
}

/** Item ids from numbers, for required items and errors. */
export const items = (...numbers: number[]): ItemId[] => numbers.map((n) => `BMV-${n}` as ItemId);
export const item = (n: number): ItemId => `BMV-${n}` as ItemId;
