import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { jordanRuns } from './jordan-16y.ts';
import { milaRuns } from './mila-5m.ts';
import { sampleRunsN } from './sample.ts';
import { theoRuns } from './theo-4y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch N (README.md). */
export const TUNING_N_RUNS: HeldOutCase[] = [sampleRunsN, milaRuns, theoRuns, jordanRuns];
