import type { HeldOutCase } from '../../harness/held-out-types.ts';
import { arloRuns } from './arlo-4w.ts';
import { farahRuns } from './farah-13y.ts';
import { rubyRuns } from './ruby-8y.ts';
import { sampleRuns15 } from './sample.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, fifteenth blind set (README.md). */
export const HELD_OUT_15_RUNS: HeldOutCase[] = [sampleRuns15, arloRuns, rubyRuns, farahRuns];
