import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, PROSTIN_INFANT_5W, QUAD_BIKE_13Y } from './cases.ts';
import { PROSTIN_INFANT_MESSAGES } from './prostin-infant-messages.ts';
import { QUAD_BIKE_MESSAGES } from './quad-bike-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases, part B of the eleventh blind set (see README.md in this folder). */
export const HELD_OUT_11_MESSAGES_B: HeldOutCase[] = [
  heldOut(PROSTIN_INFANT_5W, PROSTIN_INFANT_MESSAGES),
  heldOut(QUAD_BIKE_13Y, QUAD_BIKE_MESSAGES),
];
