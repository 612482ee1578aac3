import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_Q_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/tuning-q/messages-b/count.ts). */
countMessageSet(TUNING_Q_MESSAGES_B, 380);
