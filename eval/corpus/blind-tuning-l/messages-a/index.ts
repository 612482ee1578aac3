import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, SAMPLE, TCA } from './cases.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';
import { TCA_MESSAGES } from './tca-messages.ts';

function tuning(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of blind tuning batch L (see README.md in this folder). */
export const TUNING_L_MESSAGES_A: HeldOutCase[] = [
  tuning(SAMPLE, SAMPLE_MESSAGES),
  tuning(TCA, TCA_MESSAGES),
];
