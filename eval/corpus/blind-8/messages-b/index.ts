import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, OXYCODONE_20M, VP_SHUNT_8Y } from './cases.ts';
import { OXYCODONE_MESSAGES } from './oxycodone-messages.ts';
import { VP_SHUNT_MESSAGES } from './vp-shunt-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases, part B of the eighth blind set (see README.md in this folder). */
export const HELD_OUT_8_MESSAGES_B: HeldOutCase[] = [
  heldOut(OXYCODONE_20M, OXYCODONE_MESSAGES),
  heldOut(VP_SHUNT_8Y, VP_SHUNT_MESSAGES),
];
