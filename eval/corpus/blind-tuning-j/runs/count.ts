import { countRunSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_J_RUNS } from './index.ts';

/** Prints the counts of this whole-runs set and checks it (npx node eval/corpus/blind-tuning-j/runs/count.ts). */
countRunSet(TUNING_J_RUNS);
