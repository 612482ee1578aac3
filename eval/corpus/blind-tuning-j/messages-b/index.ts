import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { CLONIDINE_18M, DUCHENNE_13Y, type MessageCase } from './cases.ts';
import { CLONIDINE_MESSAGES } from './clonidine-messages.ts';
import { DUCHENNE_MESSAGES } from './duchenne-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch J (see README.md in this folder). */
export const TUNING_J_MESSAGES_B: HeldOutCase[] = [
  heldOut(CLONIDINE_18M, CLONIDINE_MESSAGES),
  heldOut(DUCHENNE_13Y, DUCHENNE_MESSAGES),
];
