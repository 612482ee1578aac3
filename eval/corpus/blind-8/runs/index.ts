import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { leoRuns } from './leo-3m.ts';
import { priyaRuns } from './priya-14y.ts';
import { sampleRuns8 } from './sample.ts';
import { zaraRuns } from './zara-3y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, eighth blind set (README.md). */
export const HELD_OUT_8_RUNS: HeldOutCase[] = [sampleRuns8, zaraRuns, priyaRuns, leoRuns];
