import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, POND, SAMPLE } from './cases.ts';
import { POND_MESSAGES } from './pond-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of blind tuning batch I (see README.md in this folder). */
export const TUNING_I_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(POND, POND_MESSAGES),
];
