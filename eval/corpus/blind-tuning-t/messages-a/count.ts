import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_T_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-t/messages-a/count.ts). */
countMessageSet(TUNING_T_MESSAGES_A, 400);
