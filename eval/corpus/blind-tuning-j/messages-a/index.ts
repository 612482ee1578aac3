import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { MENINGITIS, type MessageCase, SAMPLE } from './cases.ts';
import { MENINGITIS_MESSAGES } from './meningitis-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of blind tuning batch J (see README.md in this folder). */
export const TUNING_J_MESSAGES_A: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(MENINGITIS, MENINGITIS_MESSAGES),
];
