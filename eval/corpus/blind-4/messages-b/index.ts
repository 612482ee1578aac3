import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { BIKE_MESSAGES_B } from './bike-head-injury-13y.ts';
import { BRONCHIOLITIS_MESSAGES_B } from './bronchiolitis-apnoea-2m.ts';
import { BIKE_HEAD_INJURY, BRONCHIOLITIS_INFANT, type MessageCase } from './cases.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two new cases (see README.md in this folder). */
export const HELD_OUT_4_MESSAGES_B: HeldOutCase[] = [
  heldOut(BRONCHIOLITIS_INFANT, BRONCHIOLITIS_MESSAGES_B),
  heldOut(BIKE_HEAD_INJURY, BIKE_MESSAGES_B),
];
