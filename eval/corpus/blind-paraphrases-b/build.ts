import type { ItemId, Label, Params } from '../../harness/corpus-types.ts';
import type { HeldOutUtterance, SafeExpectation } from '../../harness/held-out-types.ts';

type Kind = HeldOutUtterance['kind'];

const id = (n: number): ItemId => `BMV-${n}`;

export function ok(n: number, params?: Params): Label {
  return params ? { item: id(n), verdict: 'ok', params } : { item: id(n), verdict: 'ok' };
}

export function wrong(n: number, params?: Params): Label {
  return params ? { item: id(n), verdict: 'wrong', params } : { item: id(n), verdict: 'wrong' };
}

export function none(n: number, params?: Params): Label {
  return params ? { item: id(n), verdict: 'none', params } : { item: id(n), verdict: 'none' };
}

export function m(phase: number, kind: Kind, text: string, labels: Label[]): HeldOutUtterance {
  return { text, phase, kind, labels };
}

export function danger(phase: number, text: string, labels: Label[]): HeldOutUtterance {
  return { text, phase, kind: 'danger', labels };
}

export function safe(phase: number, expect: SafeExpectation, text: string): HeldOutUtterance {
  return { text, phase, kind: 'safe', labels: [], expect };
}
