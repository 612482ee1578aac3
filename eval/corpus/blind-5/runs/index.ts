import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { fallRuns } from './fall-8y.ts';
import { infantPostOpRuns } from './infant-post-op.ts';
import { sampleRuns5 } from './sample.ts';
import { statusRuns } from './status-12y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new held-out cases (README.md). */
export const HELD_OUT_5_RUNS: HeldOutCase[] = [sampleRuns5, infantPostOpRuns, fallRuns, statusRuns];
