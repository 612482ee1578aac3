import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, SAMPLE, SLEDGE_10Y } from './cases.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';
import { SLEDGE_MESSAGES } from './sledge-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of the twelfth blind set (see README.md in this folder). */
export const HELD_OUT_12_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(SLEDGE_10Y, SLEDGE_MESSAGES),
];
