import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_G_MESSAGES } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-g/messages/count.ts). */
countMessageSet(TUNING_G_MESSAGES, 360);
