import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { FENTANYL_16Y, type MessageCase, TONSIL_BLEED_3Y } from './cases.ts';
import { FENTANYL_MESSAGES } from './fentanyl-messages.ts';
import { TONSIL_BLEED_MESSAGES } from './tonsil-bleed-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases, part B of the ninth blind set (see README.md in this folder). */
export const HELD_OUT_9_MESSAGES_B: HeldOutCase[] = [
  heldOut(TONSIL_BLEED_3Y, TONSIL_BLEED_MESSAGES),
  heldOut(FENTANYL_16Y, FENTANYL_MESSAGES),
];
