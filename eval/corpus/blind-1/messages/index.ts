import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { INFANT_MESSAGES } from './bronchiolitis-apnoea-6m.ts';
import { HEAD_INJURY, INFANT, type MessageCase, SAMPLE } from './cases.ts';
import { HEAD_INJURY_MESSAGES } from './head-injury-basal-skull-12y.ts';
import { SAMPLE_MESSAGES } from './sample-benzo-apnoea-4y.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over three cases (see README.md in this folder). */
export const HELD_OUT_MESSAGES: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(INFANT, INFANT_MESSAGES),
  heldOut(HEAD_INJURY, HEAD_INJURY_MESSAGES),
];
