import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, PEDESTRIAN_TEEN_15Y, RSV_INFANT_4M } from './cases.ts';
import { PEDESTRIAN_TEEN_MESSAGES } from './pedestrian-teen-messages.ts';
import { RSV_INFANT_MESSAGES } from './rsv-infant-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch Q (see README.md in this folder). */
export const TUNING_Q_MESSAGES_B: HeldOutCase[] = [
  heldOut(RSV_INFANT_4M, RSV_INFANT_MESSAGES),
  heldOut(PEDESTRIAN_TEEN_15Y, PEDESTRIAN_TEEN_MESSAGES),
];
