import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { type MessageCase, MOTORBIKE_TEEN, SEIZURE_INFANT } from './cases.ts';
import { MOTORBIKE_TEEN_MESSAGES } from './motorbike-teen-messages.ts';
import { SEIZURE_INFANT_MESSAGES } from './seizure-infant-messages.ts';

function tuning(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part B of tuning batch K (see README.md in this folder). */
export const TUNING_K_MESSAGES_B: HeldOutCase[] = [
  tuning(SEIZURE_INFANT, SEIZURE_INFANT_MESSAGES),
  tuning(MOTORBIKE_TEEN, MOTORBIKE_TEEN_MESSAGES),
];
