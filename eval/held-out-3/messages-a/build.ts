import type { Label, Params } from '../../harness/corpus-types.ts';
import type { HeldOutUtterance, SafeExpectation } from '../../held-out/types.ts';

/**
 * Small builders so the message files read as a list of messages: `ok(8, { mask: 'infant' })` is
 * `{ item: 'BMV-8', verdict: 'ok', params: { mask: 'infant' } }`. They only build plain data.
 */
function label(n: number, verdict: Label['verdict'], params?: Params): Label {
  return params ? { item: `BMV-${n}`, verdict, params } : { item: `BMV-${n}`, verdict };
}
export const ok = (n: number, params?: Params): Label => label(n, 'ok', params);
export const wrong = (n: number, params?: Params): Label => label(n, 'wrong', params);
export const none = (n: number, params?: Params): Label => label(n, 'none', params);

/** A message that performs (or names) checklist items. */
export function m(
  phase: number,
  kind: HeldOutUtterance['kind'],
  text: string,
  labels: Label[],
  note?: string,
): HeldOutUtterance {
  return note ? { text, phase, kind, labels, note } : { text, phase, kind, labels };
}

/** A dangerous action: the label has `wrong` on the item it endangers. */
export function danger(phase: number, text: string, labels: Label[], note?: string): HeldOutUtterance {
  return m(phase, 'danger', text, labels, note);
}

/** A safe message that earns nothing, and what a sensible reply does. */
export function safe(phase: number, expect: SafeExpectation, text: string, note?: string): HeldOutUtterance {
  return note
    ? { text, phase, kind: 'safe', labels: [], expect, note }
    : { text, phase, kind: 'safe', labels: [], expect };
}
