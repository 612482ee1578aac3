import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_N_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-n/messages-a/count.ts). */
countMessageSet(TUNING_N_MESSAGES_A, 380);
