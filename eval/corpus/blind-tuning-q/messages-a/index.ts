import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { DIPHENHYDRAMINE, type MessageCase, SAMPLE } from './cases.ts';
import { DIPHENHYDRAMINE_MESSAGES } from './diphenhydramine-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of blind tuning batch Q (see README.md in this folder). */
export const TUNING_Q_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(DIPHENHYDRAMINE, DIPHENHYDRAMINE_MESSAGES),
];
