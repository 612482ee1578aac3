import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { INFANT_NAI, type MessageCase, TEEN_OVERDOSE } from './cases.ts';
import { INFANT_NAI_MESSAGES } from './infant-nai-messages.ts';
import { TEEN_OVERDOSE_MESSAGES } from './teen-overdose-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases, part B of the sixth blind set (see README.md in this folder). */
export const HELD_OUT_6_MESSAGES_B: HeldOutCase[] = [
  heldOut(TEEN_OVERDOSE, TEEN_OVERDOSE_MESSAGES),
  heldOut(INFANT_NAI, INFANT_NAI_MESSAGES),
];
