import type { HeldOutCase, HeldOutUtterance } from '../../harness/held-out-types.ts';
import { type MessageCase, PROPRANOLOL_CLINIC_4M, SKI_TERRAIN_PARK_15Y } from './cases.ts';
import { INFANT_MESSAGES } from './infant-messages.ts';
import { SKI_MESSAGES } from './ski-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases, part B of the fifteenth blind set (see README.md in this folder). */
export const HELD_OUT_15_MESSAGES_B: HeldOutCase[] = [
  heldOut(PROPRANOLOL_CLINIC_4M, INFANT_MESSAGES),
  heldOut(SKI_TERRAIN_PARK_15Y, SKI_MESSAGES),
];
