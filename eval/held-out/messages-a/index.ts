import type { HeldOutCase, HeldOutUtterance } from '../../harness/held-out-types.ts';
import { DENTAL_3Y, type MessageCase, SAMPLE } from './cases.ts';
import { DENTAL_MESSAGES } from './dental-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of the fifteenth blind set (see README.md in this folder). */
export const HELD_OUT_15_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(DENTAL_3Y, DENTAL_MESSAGES),
];
