import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { AHT_INFANT_MESSAGES } from './aht-infant-messages.ts';
import { AHT_INFANT_7M, type MessageCase, ORGANOPHOSPHATE_4Y } from './cases.ts';
import { ORGANOPHOSPHATE_MESSAGES } from './organophosphate-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases, part B of the tenth blind set (see README.md in this folder). */
export const HELD_OUT_10_MESSAGES_B: HeldOutCase[] = [
  heldOut(AHT_INFANT_7M, AHT_INFANT_MESSAGES),
  heldOut(ORGANOPHOSPHATE_4Y, ORGANOPHOSPHATE_MESSAGES),
];
