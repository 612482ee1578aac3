import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, MOTORBIKE_15Y, TOY_CHOKING_7M } from './cases.ts';
import { MOTORBIKE_MESSAGES } from './motorbike-messages.ts';
import { TOY_CHOKING_MESSAGES } from './toy-choking-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases, part B of the seventh blind set (see README.md in this folder). */
export const HELD_OUT_7_MESSAGES_B: HeldOutCase[] = [
  heldOut(MOTORBIKE_15Y, MOTORBIKE_MESSAGES),
  heldOut(TOY_CHOKING_7M, TOY_CHOKING_MESSAGES),
];
