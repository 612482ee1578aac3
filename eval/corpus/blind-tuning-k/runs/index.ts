import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { amaraRuns } from './amara-3m.ts';
import { leoRuns } from './leo-11y.ts';
import { noahRuns } from './noah-13y.ts';
import { sampleRunsK } from './sample.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch K (README.md). */
export const TUNING_K_RUNS: HeldOutCase[] = [sampleRunsK, amaraRuns, leoRuns, noahRuns];
