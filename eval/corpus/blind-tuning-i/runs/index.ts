import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { leoRuns } from './leo-7y.ts';
import { noorRuns } from './noor-4m.ts';
import { sampleRunsI } from './sample.ts';
import { tomRuns } from './tom-16y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch I (README.md). */
export const TUNING_I_RUNS: HeldOutCase[] = [sampleRunsI, noorRuns, leoRuns, tomRuns];
