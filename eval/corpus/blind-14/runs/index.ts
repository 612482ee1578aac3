import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { jonahRuns } from './jonah-13y.ts';
import { milaRuns } from './mila-7w.ts';
import { sampleRuns14 } from './sample.ts';
import { theoRuns } from './theo-2y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, fourteenth blind set (README.md). */
export const HELD_OUT_14_RUNS: HeldOutCase[] = [sampleRuns14, milaRuns, theoRuns, jonahRuns];
