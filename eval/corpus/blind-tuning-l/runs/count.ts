import { countRunSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_L_RUNS } from './index.ts';

/** Prints the counts of this whole-runs set and checks it (npx node eval/corpus/blind-tuning-l/runs/count.ts). */
countRunSet(TUNING_L_RUNS);
