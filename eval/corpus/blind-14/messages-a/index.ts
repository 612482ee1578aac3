import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { BURNS_MESSAGES } from './burns-messages.ts';
import { BURNS_9M, type MessageCase, SAMPLE } from './cases.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of the fourteenth blind set (see README.md in this folder). */
export const HELD_OUT_14_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(BURNS_9M, BURNS_MESSAGES),
];
