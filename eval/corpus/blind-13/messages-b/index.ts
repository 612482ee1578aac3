import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { LIGATURE_11Y, type MessageCase, SMA_INFANT } from './cases.ts';
import { LIGATURE_MESSAGES } from './ligature-messages.ts';
import { SMA_MESSAGES } from './sma-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases, part B of the thirteenth blind set (see README.md in this folder). */
export const HELD_OUT_13_MESSAGES_B: HeldOutCase[] = [
  heldOut(SMA_INFANT, SMA_MESSAGES),
  heldOut(LIGATURE_11Y, LIGATURE_MESSAGES),
];
