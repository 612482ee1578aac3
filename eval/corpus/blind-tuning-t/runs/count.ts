import { countRunSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_T_RUNS } from './index.ts';

/** Prints the counts of this whole-runs part and checks it (npx node eval/corpus/blind-tuning-t/runs/count.ts). */
countRunSet(TUNING_T_RUNS);
