import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { CHLORAL_9M, type MessageCase, SAMPLE } from './cases.ts';
import { CHLORAL_MESSAGES } from './chloral-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of blind tuning batch H (see README.md in this folder). */
export const TUNING_H_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(CHLORAL_9M, CHLORAL_MESSAGES),
];
