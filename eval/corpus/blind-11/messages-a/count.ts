import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { HELD_OUT_11_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-11/messages-a/count.ts). */
countMessageSet(HELD_OUT_11_MESSAGES_A, 370);
