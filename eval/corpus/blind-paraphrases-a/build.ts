import type { Label, Params } from '../../harness/corpus-types.ts';
import type { HeldOutUtterance, SafeExpectation } from '../../harness/held-out-types.ts';

type Kind = HeldOutUtterance['kind'];

const label = (n: number, verdict: Label['verdict'], params?: Params): Label =>
  params ? { item: `BMV-${n}`, verdict, params } : { item: `BMV-${n}`, verdict };

/** Item n done right. */
export const ok = (n: number, params?: Params): Label => label(n, 'ok', params);
/** Item n done wrongly / dangerously. */
export const wrong = (n: number, params?: Params): Label => label(n, 'wrong', params);
/** Item n named but not done. */
export const none = (n: number, params?: Params): Label => label(n, 'none', params);

export const m = (phase: number, kind: Kind, text: string, labels: Label[]): HeldOutUtterance => ({
  phase,
  kind,
  text,
  labels,
});

export const danger = (phase: number, text: string, labels: Label[]): HeldOutUtterance => ({
  phase,
  kind: 'danger',
  text,
  labels,
});

export const safe = (phase: number, expect: SafeExpectation, text: string): HeldOutUtterance => ({
  phase,
  kind: 'safe',
  text,
  labels: [],
  expect,
});
