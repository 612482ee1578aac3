import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_L_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-l/messages-a/count.ts). */
countMessageSet(TUNING_L_MESSAGES_A, 380);
