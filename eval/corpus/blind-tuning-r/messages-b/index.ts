import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { HYPOCALCAEMIA_INFANT_7M, HYPONATRAEMIA_TEEN_15Y, type MessageCase } from './cases.ts';
import { INFANT_MESSAGES } from './infant-messages.ts';
import { TEEN_MESSAGES } from './teen-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch R (see README.md in this folder). */
export const TUNING_R_MESSAGES_B: HeldOutCase[] = [
  heldOut(HYPOCALCAEMIA_INFANT_7M, INFANT_MESSAGES),
  heldOut(HYPONATRAEMIA_TEEN_15Y, TEEN_MESSAGES),
];
