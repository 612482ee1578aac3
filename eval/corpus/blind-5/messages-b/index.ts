import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { GRAPE, type MessageCase, TCA } from './cases.ts';
import { GRAPE_MESSAGES } from './grape-messages.ts';
import { TCA_MESSAGES } from './tca-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases (see README.md in this folder). */
export const HELD_OUT_5_MESSAGES_B: HeldOutCase[] = [
  heldOut(GRAPE, GRAPE_MESSAGES),
  heldOut(TCA, TCA_MESSAGES),
];
