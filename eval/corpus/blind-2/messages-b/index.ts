import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, PARTY, PERTUSSIS } from './cases.ts';
import { PARTY_MESSAGES } from './ghb-alcohol-fall-15y.ts';
import { PERTUSSIS_MESSAGES } from './pertussis-apnoea-2m.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases (see README.md in this folder). */
export const HELD_OUT_MESSAGES_B: HeldOutCase[] = [
  heldOut(PERTUSSIS, PERTUSSIS_MESSAGES),
  heldOut(PARTY, PARTY_MESSAGES),
];
