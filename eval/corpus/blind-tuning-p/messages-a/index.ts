import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { METHADONE, type MessageCase, SAMPLE } from './cases.ts';
import { METHADONE_MESSAGES } from './methadone-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function tuning(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, part A of tuning batch P (see README.md in this folder). */
export const TUNING_P_MESSAGES_A: HeldOutCase[] = [
  tuning(SAMPLE, SAMPLE_MESSAGES),
  tuning(METHADONE, METHADONE_MESSAGES),
];
