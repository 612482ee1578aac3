import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, MYASTHENIA, SAMPLE } from './cases.ts';
import { MYASTHENIA_MESSAGES } from './myasthenia-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of the eighth blind set (see README.md in this folder). */
export const HELD_OUT_8_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(MYASTHENIA, MYASTHENIA_MESSAGES),
];
