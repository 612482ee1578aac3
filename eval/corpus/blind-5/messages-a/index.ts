import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { GBS, type MessageCase, SAMPLE } from './cases.ts';
import { GBS_MESSAGES } from './gbs-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases (see README.md in this folder). */
export const HELD_OUT_5_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(GBS, GBS_MESSAGES),
];
