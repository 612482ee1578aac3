import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, PCA_OPIOID, SAMPLE_A } from './cases.ts';
import { PCA_OPIOID_MESSAGES } from './pca-opioid-9y.ts';
import { SAMPLE_A_MESSAGES } from './sample-benzo-4y.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases (see README.md in this folder). */
export const HELD_OUT_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE_A, SAMPLE_A_MESSAGES),
  heldOut(PCA_OPIOID, PCA_OPIOID_MESSAGES),
];
