import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { CRASH_13Y, type MessageCase, MILK_CHOKE_3M } from './cases.ts';
import { CRASH_MESSAGES } from './crash-messages.ts';
import { MILK_CHOKE_MESSAGES } from './milk-choke-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch N (see README.md in this folder). */
export const TUNING_N_MESSAGES_B: HeldOutCase[] = [
  heldOut(MILK_CHOKE_3M, MILK_CHOKE_MESSAGES),
  heldOut(CRASH_13Y, CRASH_MESSAGES),
];
