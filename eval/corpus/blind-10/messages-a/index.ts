import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { KRAIT_7Y, type MessageCase, SAMPLE } from './cases.ts';
import { KRAIT_MESSAGES } from './krait-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of the tenth blind set (see README.md in this folder). */
export const HELD_OUT_10_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(KRAIT_7Y, KRAIT_MESSAGES),
];
