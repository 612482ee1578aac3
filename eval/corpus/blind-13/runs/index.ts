import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { islaRuns } from './isla-9w.ts';
import { kaiRuns } from './kai-8y.ts';
import { sampleRuns13 } from './sample.ts';
import { tomaszRuns } from './tomasz-16y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, thirteenth blind set (README.md). */
export const HELD_OUT_13_RUNS: HeldOutCase[] = [sampleRuns13, islaRuns, kaiRuns, tomaszRuns];
