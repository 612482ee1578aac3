import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { chiaraRuns } from './chiara-15y.ts';
import { matteoRuns } from './matteo-5m.ts';
import { oskarRuns } from './oskar-9y.ts';
import { sampleRuns12 } from './sample.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, twelfth blind set (README.md). */
export const HELD_OUT_12_RUNS: HeldOutCase[] = [sampleRuns12, matteoRuns, oskarRuns, chiaraRuns];
