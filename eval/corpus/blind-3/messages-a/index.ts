import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { CP_CHOKE, type MessageCase, SAMPLE } from './cases.ts';
import { CP_MESSAGES_A } from './cp-feed-aspiration-7y.ts';
import { SAMPLE_MESSAGES_A } from './sample-benzo-apnoea-4y.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases (see README.md in this folder). */
export const HELD_OUT_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES_A),
  heldOut(CP_CHOKE, CP_MESSAGES_A),
];
