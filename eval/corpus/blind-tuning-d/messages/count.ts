import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_D_MESSAGES } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-d/messages/count.ts). */
countMessageSet(TUNING_D_MESSAGES, 300);
