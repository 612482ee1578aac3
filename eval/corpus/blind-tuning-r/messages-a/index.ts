import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { LIGHTNING, type MessageCase, SAMPLE } from './cases.ts';
import { LIGHTNING_MESSAGES } from './lightning-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of blind tuning batch R (see README.md in this folder). */
export const TUNING_R_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(LIGHTNING, LIGHTNING_MESSAGES),
];
