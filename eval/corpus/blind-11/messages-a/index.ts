import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { BLEED_MESSAGES } from './bleed-messages.ts';
import { BLEED_8Y, type MessageCase, SAMPLE } from './cases.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of the eleventh blind set (see README.md in this folder). */
export const HELD_OUT_11_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(BLEED_8Y, BLEED_MESSAGES),
];
