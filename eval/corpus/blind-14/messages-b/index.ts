import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { GOKART_9Y, LEUKAEMIA_SEDATION_14Y, type MessageCase } from './cases.ts';
import { GOKART_MESSAGES } from './gokart-messages.ts';
import { LEUKAEMIA_MESSAGES } from './leukaemia-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases, part B of the fourteenth blind set (see README.md in this folder). */
export const HELD_OUT_14_MESSAGES_B: HeldOutCase[] = [
  heldOut(GOKART_9Y, GOKART_MESSAGES),
  heldOut(LEUKAEMIA_SEDATION_14Y, LEUKAEMIA_MESSAGES),
];
