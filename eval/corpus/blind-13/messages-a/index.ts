import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, SAMPLE, SAND_9Y } from './cases.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';
import { SAND_MESSAGES } from './sand-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of the thirteenth blind set (see README.md in this folder). */
export const HELD_OUT_13_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(SAND_9Y, SAND_MESSAGES),
];
