import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { DECONGESTANT_INFANT_4M, type MessageCase, SCOOTER_TEEN_14Y } from './cases.ts';
import { DECONGESTANT_INFANT_MESSAGES } from './decongestant-infant-messages.ts';
import { E_SCOOTER_MESSAGES } from './e-scooter-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases, part B of the twelfth blind set (see README.md in this folder). */
export const HELD_OUT_12_MESSAGES_B: HeldOutCase[] = [
  heldOut(DECONGESTANT_INFANT_4M, DECONGESTANT_INFANT_MESSAGES),
  heldOut(SCOOTER_TEEN_14Y, E_SCOOTER_MESSAGES),
];
