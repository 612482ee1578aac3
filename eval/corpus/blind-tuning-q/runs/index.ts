import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { dylanRuns } from './dylan-17y.ts';
import { kaiRuns } from './kai-11y.ts';
import { noorRuns } from './noor-8m.ts';
import { sampleRunsQ } from './sample.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch Q (README.md). */
export const TUNING_Q_RUNS: HeldOutCase[] = [sampleRunsQ, noorRuns, kaiRuns, dylanRuns];
