import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_H_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-h/messages-b/count.ts). */
countMessageSet(TUNING_H_MESSAGES_B, 360);
