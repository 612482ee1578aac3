import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { jonasRuns } from './jonas-12y.ts';
import { kofiRuns } from './kofi-9y.ts';
import { milaRuns } from './mila-10m.ts';
import { sampleRunsL } from './sample.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch L (README.md). */
export const TUNING_L_RUNS: HeldOutCase[] = [sampleRunsL, milaRuns, kofiRuns, jonasRuns];
