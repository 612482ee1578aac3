import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { BOTULISM, DIVING, type MessageCase } from './cases.ts';
import { DIVING_MESSAGES } from './diving-cspine-16y.ts';
import { BOTULISM_MESSAGES } from './infant-botulism-4m.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases (see README.md in this folder). */
export const HELD_OUT_MESSAGES_B: HeldOutCase[] = [
  heldOut(BOTULISM, BOTULISM_MESSAGES),
  heldOut(DIVING, DIVING_MESSAGES),
];
