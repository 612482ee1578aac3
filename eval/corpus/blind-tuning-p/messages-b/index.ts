import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, PERTUSSIS_6M, SHALLOW_DIVE_14Y } from './cases.ts';
import { DIVE_MESSAGES } from './dive-messages.ts';
import { PERTUSSIS_MESSAGES } from './pertussis-messages.ts';

function tuning(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch P (see README.md in this folder). */
export const TUNING_P_MESSAGES_B: HeldOutCase[] = [
  tuning(PERTUSSIS_6M, PERTUSSIS_MESSAGES),
  tuning(SHALLOW_DIVE_14Y, DIVE_MESSAGES),
];
