import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { kaylaRuns } from './kayla-14y.ts';
import { linaRuns } from './lina-4m.ts';
import { mateoRuns } from './mateo-10y.ts';
import { sampleRuns10 } from './sample.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tenth blind set (README.md). */
export const HELD_OUT_10_RUNS: HeldOutCase[] = [sampleRuns10, linaRuns, mateoRuns, kaylaRuns];
