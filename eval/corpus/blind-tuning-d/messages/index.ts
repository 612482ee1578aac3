import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { CODEINE, DIABETIC, type MessageCase } from './cases.ts';
import { CODEINE_MESSAGES } from './codeine-messages.ts';
import { DIABETIC_MESSAGES } from './diabetic-messages.ts';

function tuning(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Blind tuning batch D: single labelled messages over two cases (see README.md in this folder). */
export const TUNING_D_MESSAGES: HeldOutCase[] = [
  tuning(DIABETIC, DIABETIC_MESSAGES),
  tuning(CODEINE, CODEINE_MESSAGES),
];
