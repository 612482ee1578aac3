import { countRunSet } from '../../../harness/blind-set-counts.ts';
import { HELD_OUT_12_RUNS } from './index.ts';

/** Prints the counts of this whole-runs set and checks it (npx node eval/corpus/blind-12/runs/count.ts). */
countRunSet(HELD_OUT_12_RUNS);
