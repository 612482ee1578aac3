import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { leahRuns } from './leah-7y.ts';
import { sampleRunsR } from './sample.ts';
import { tomRuns } from './tom-15y.ts';
import { zaraRuns } from './zara-3y.ts';

/** Whole runs (correct runs and single errors) on the sample case and three new cases, tuning batch R (README.md). */
export const TUNING_R_RUNS: HeldOutCase[] = [sampleRunsR, zaraRuns, leahRuns, tomRuns];
