import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, SAMPLE, ZOPICLONE } from './cases.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';
import { ZOPICLONE_MESSAGES } from './zopiclone-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of tuning batch N (see README.md in this folder). */
export const TUNING_N_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(ZOPICLONE, ZOPICLONE_MESSAGES),
];
