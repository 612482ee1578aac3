import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { HORSE_FALL_16Y, type MessageCase, VSD_MORPHINE_5M } from './cases.ts';
import { HORSE_MESSAGES } from './horse-messages.ts';
import { VSD_MESSAGES } from './vsd-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch L (see README.md in this folder). */
export const TUNING_L_MESSAGES_B: HeldOutCase[] = [
  heldOut(VSD_MORPHINE_5M, VSD_MESSAGES),
  heldOut(HORSE_FALL_16Y, HORSE_MESSAGES),
];
