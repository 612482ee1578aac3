import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_E_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-e/messages-a/count.ts). */
countMessageSet(TUNING_E_MESSAGES_A, 280);
