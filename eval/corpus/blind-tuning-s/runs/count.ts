import { countRunSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_S_RUNS } from './index.ts';

/** Prints the counts of this whole-runs part and checks it (npx node eval/corpus/blind-tuning-s/runs/count.ts). */
countRunSet(TUNING_S_RUNS);
