import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { ethanRuns } from './ethan-14y.ts';
import { mateoRuns } from './mateo-7y.ts';
import { noorRuns } from './noor-2m.ts';
import { sampleRunsM } from './sample.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch M (README.md). */
export const TUNING_M_RUNS: HeldOutCase[] = [sampleRunsM, noorRuns, mateoRuns, ethanRuns];
