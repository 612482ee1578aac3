import { countRunSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_Q_RUNS } from './index.ts';

/** Prints the counts of this whole-runs part and checks it (npx node eval/tuning-q/runs/count.ts). */
countRunSet(TUNING_Q_RUNS);
