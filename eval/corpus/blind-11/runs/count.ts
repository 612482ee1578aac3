import { countRunSet } from '../../../harness/blind-set-counts.ts';
import { HELD_OUT_11_RUNS } from './index.ts';

/** Prints the counts of this whole-runs set and checks it (npx node eval/corpus/blind-11/runs/count.ts). */
countRunSet(HELD_OUT_11_RUNS);
