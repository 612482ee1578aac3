import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { jonahRuns } from './jonah-10y.ts';
import { leoRuns } from './leo-15y.ts';
import { milaRuns } from './mila-6w.ts';
import { sampleRunsJ } from './sample.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch J (README.md). */
export const TUNING_J_RUNS: HeldOutCase[] = [sampleRunsJ, milaRuns, jonahRuns, leoRuns];
