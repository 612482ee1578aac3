import { countRunSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_M_RUNS } from './index.ts';

/** Prints the counts of this whole-runs set and checks it (npx node eval/corpus/blind-tuning-m/runs/count.ts). */
countRunSet(TUNING_M_RUNS);
