import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { jordanRuns } from './jordan-16y.ts';
import { lenaRuns } from './lena-10m.ts';
import { sampleRunsP } from './sample.ts';
import { theoRuns } from './theo-8y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch P (README.md). */
export const TUNING_P_RUNS: HeldOutCase[] = [sampleRunsP, lenaRuns, theoRuns, jordanRuns];
