import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { CODEINE_INFANT_7M, type MessageCase, RUGBY_HEAD_INJURY_15Y } from './cases.ts';
import { CODEINE_INFANT_MESSAGES } from './codeine-infant-messages.ts';
import { RUGBY_HEAD_INJURY_MESSAGES } from './rugby-head-injury-messages.ts';

function tuning(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of blind tuning batch M (see README.md in this folder). */
export const TUNING_M_MESSAGES_B: HeldOutCase[] = [
  tuning(CODEINE_INFANT_7M, CODEINE_INFANT_MESSAGES),
  tuning(RUGBY_HEAD_INJURY_15Y, RUGBY_HEAD_INJURY_MESSAGES),
];
