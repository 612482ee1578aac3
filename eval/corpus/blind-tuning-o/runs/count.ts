import { countRunSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_O_RUNS } from './index.ts';

/** Prints the counts of this whole-runs set and checks it (npx node eval/tuning-o/runs/count.ts). */
countRunSet(TUNING_O_RUNS);
