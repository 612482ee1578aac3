import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_T_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-t/messages-b/count.ts). */
countMessageSet(TUNING_T_MESSAGES_B, 400);
