import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { lenaRuns } from './lena-12y.ts';
import { noorRuns } from './noor-2m.ts';
import { sampleRunsO } from './sample.ts';
import { theoRuns } from './theo-6y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch O (README.md). */
export const TUNING_O_RUNS: HeldOutCase[] = [sampleRunsO, noorRuns, theoRuns, lenaRuns];
