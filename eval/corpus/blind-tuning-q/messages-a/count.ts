import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_Q_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/tuning-q/messages-a/count.ts). */
countMessageSet(TUNING_Q_MESSAGES_A, 380);
