import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { BATH_MESSAGES } from './bath-messages.ts';
import { BATH_2Y, type MessageCase, SAMPLE } from './cases.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of blind tuning batch M (see README.md in this folder). */
export const TUNING_M_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(BATH_2Y, BATH_MESSAGES),
];
