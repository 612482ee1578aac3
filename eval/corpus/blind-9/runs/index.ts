import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { ollieRuns } from './ollie-8m.ts';
import { samRuns } from './sam-10y.ts';
import { sampleRuns9 } from './sample.ts';
import { zoeRuns } from './zoe-5y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, ninth blind set (README.md). */
export const HELD_OUT_9_RUNS: HeldOutCase[] = [sampleRuns9, ollieRuns, samRuns, zoeRuns];
