import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { FIRE, type MessageCase, SAMPLE } from './cases.ts';
import { FIRE_MESSAGES } from './fire-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of the sixth blind set (see README.md in this folder). */
export const HELD_OUT_6_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(FIRE, FIRE_MESSAGES),
];
