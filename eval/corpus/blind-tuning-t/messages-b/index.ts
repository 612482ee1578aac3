import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { BLIND_CORD_MESSAGES } from './blind-cord-messages.ts';
import { BLIND_CORD_TODDLER_2Y, type MessageCase, PHENOBARBITAL_CHILD_8Y } from './cases.ts';
import { PHENOBARBITAL_MESSAGES } from './phenobarbital-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch T (see README.md in this folder). */
export const TUNING_T_MESSAGES_B: HeldOutCase[] = [
  heldOut(BLIND_CORD_TODDLER_2Y, BLIND_CORD_MESSAGES),
  heldOut(PHENOBARBITAL_CHILD_8Y, PHENOBARBITAL_MESSAGES),
];
