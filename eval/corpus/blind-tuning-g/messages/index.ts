import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { METHADONE_2Y, type MessageCase, SAMPLE } from './cases.ts';
import { METHADONE_MESSAGES } from './methadone-messages.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';

function heldOut(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Single labelled messages over two cases, the messages part of blind tuning batch G (see README.md in this folder). */
export const TUNING_G_MESSAGES: HeldOutCase[] = [
  heldOut(SAMPLE, SAMPLE_MESSAGES),
  heldOut(METHADONE_2Y, METHADONE_MESSAGES),
];
