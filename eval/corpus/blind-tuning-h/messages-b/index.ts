import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { HEROIN_16Y, type MessageCase, TREE_FALL_6Y } from './cases.ts';
import { HEROIN_MESSAGES } from './heroin-messages.ts';
import { TREE_FALL_MESSAGES } from './tree-fall-messages.ts';

function tuning(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch H (see README.md in this folder). */
export const TUNING_H_MESSAGES_B: HeldOutCase[] = [
  tuning(HEROIN_16Y, HEROIN_MESSAGES),
  tuning(TREE_FALL_6Y, TREE_FALL_MESSAGES),
];
