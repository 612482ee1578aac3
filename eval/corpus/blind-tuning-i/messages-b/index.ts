import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, MYASTHENIA_12Y, PERTUSSIS_2M } from './cases.ts';
import { MYASTHENIA_MESSAGES } from './myasthenia-messages.ts';
import { PERTUSSIS_MESSAGES } from './pertussis-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch I (see README.md in this folder). */
export const TUNING_I_MESSAGES_B: HeldOutCase[] = [
  heldOut(PERTUSSIS_2M, PERTUSSIS_MESSAGES),
  heldOut(MYASTHENIA_12Y, MYASTHENIA_MESSAGES),
];
