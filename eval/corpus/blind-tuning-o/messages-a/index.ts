import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, POOL, SAMPLE } from './cases.ts';
import { POOL_MESSAGES } from './pool-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function tuning(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of blind tuning batch O (see README.md in this folder). */
export const TUNING_O_MESSAGES_A: HeldOutCase[] = [
  tuning(SAMPLE, SAMPLE_MESSAGES),
  tuning(POOL, POOL_MESSAGES),
];
