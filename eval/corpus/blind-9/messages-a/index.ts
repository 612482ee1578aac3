import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { DKA_OEDEMA, type MessageCase, SAMPLE } from './cases.ts';
import { DKA_MESSAGES } from './dka-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of the ninth blind set (see README.md in this folder). */
export const HELD_OUT_9_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(DKA_OEDEMA, DKA_MESSAGES),
];
