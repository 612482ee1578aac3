import type { HeldOutCase, HeldOutUtterance } from '../../../harness/held-out-types.ts';
import { HEROIN, type MessageCase, PHENOBARB } from './cases.ts';
import { HEROIN_MESSAGES } from './heroin-messages.ts';
import { PHENOBARB_MESSAGES } from './phenobarb-messages.ts';

function tuning(c: MessageCase, utterances: HeldOutUtterance[]): HeldOutCase {
  return { ...c, runs: [], errors: [], utterances };
}

/** Blind tuning batch E, part A: single labelled messages over two new cases (see README.md in this folder). */
export const TUNING_E_MESSAGES_A: HeldOutCase[] = [
  tuning(PHENOBARB, PHENOBARB_MESSAGES),
  tuning(HEROIN, HEROIN_MESSAGES),
];
