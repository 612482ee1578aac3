import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { ADRENAL_CRISIS_MESSAGES } from './adrenal-crisis-messages.ts';
import { ADRENAL_CRISIS_10Y, INFANT_HEAD_INJURY_9W, type MessageCase } from './cases.ts';
import { INFANT_HEAD_INJURY_MESSAGES } from './infant-head-injury-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch S (see README.md in this folder). */
export const TUNING_S_MESSAGES_B: HeldOutCase[] = [
  heldOut(INFANT_HEAD_INJURY_9W, INFANT_HEAD_INJURY_MESSAGES),
  heldOut(ADRENAL_CRISIS_10Y, ADRENAL_CRISIS_MESSAGES),
];
