import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { CARDIAC_MESSAGES } from './cardiac-messages.ts';
import { CARDIAC, type MessageCase, TREE_FALL } from './cases.ts';
import { TREE_FALL_MESSAGES } from './tree-fall-messages.ts';

function tuning(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Blind tuning batch E, part B: single labelled messages over two new cases (see README.md in this folder). */
export const TUNING_E_MESSAGES_B: HeldOutCase[] = [
  tuning(CARDIAC, CARDIAC_MESSAGES),
  tuning(TREE_FALL, TREE_FALL_MESSAGES),
];
