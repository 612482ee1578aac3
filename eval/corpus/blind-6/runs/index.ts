import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { febrileRuns } from './febrile-3y.ts';
import { sampleRuns6 } from './sample.ts';
import { smaRuns } from './sma-13y.ts';
import { traumaRuns } from './trauma-7y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new held-out cases (README.md). */
export const HELD_OUT_6_RUNS: HeldOutCase[] = [sampleRuns6, febrileRuns, traumaRuns, smaRuns];
