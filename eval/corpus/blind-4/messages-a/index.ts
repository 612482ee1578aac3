import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, POOL, SAMPLE } from './cases.ts';
import { POOL_MESSAGES } from './pool-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases (see README.md in this folder). */
export const HELD_OUT_4_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(POOL, POOL_MESSAGES),
];
