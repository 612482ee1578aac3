import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_H_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-h/messages-a/count.ts). */
countMessageSet(TUNING_H_MESSAGES_A, 360);
