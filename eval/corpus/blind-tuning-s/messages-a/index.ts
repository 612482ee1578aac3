import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, SAMPLE, TICK_PARALYSIS } from './cases.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';
import { TICK_MESSAGES } from './tick-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of blind tuning batch S (see README.md in this folder). */
export const TUNING_S_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(TICK_PARALYSIS, TICK_MESSAGES),
];
