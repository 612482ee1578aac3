import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, MIDAZOLAM_INFANT_9M, RUGBY_TACKLE_15Y } from './cases.ts';
import { INFANT_MESSAGES } from './infant-messages.ts';
import { RUGBY_MESSAGES } from './rugby-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of tuning batch O (see README.md in this folder). */
export const TUNING_O_MESSAGES_B: HeldOutCase[] = [
  heldOut(MIDAZOLAM_INFANT_9M, INFANT_MESSAGES),
  heldOut(RUGBY_TACKLE_15Y, RUGBY_MESSAGES),
];
