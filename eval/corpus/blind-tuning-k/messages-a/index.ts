import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { BACLOFEN_MESSAGES } from './baclofen-messages.ts';
import { BACLOFEN, type MessageCase, SAMPLE } from './cases.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of blind tuning batch K (see README.md in this folder). */
export const TUNING_K_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(BACLOFEN, BACLOFEN_MESSAGES),
];
