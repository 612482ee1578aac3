import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_S_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-s/messages-b/count.ts). */
countMessageSet(TUNING_S_MESSAGES_B, 400);
