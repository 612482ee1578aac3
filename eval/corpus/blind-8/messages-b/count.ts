import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { HELD_OUT_8_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-8/messages-b/count.ts). */
countMessageSet(HELD_OUT_8_MESSAGES_B, 320);
