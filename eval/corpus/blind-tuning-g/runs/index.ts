import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { ayaRuns } from './aya-6m.ts';
import { jadeRuns } from './jade-15y.ts';
import { karimRuns } from './karim-12y.ts';
import { sampleRunsG } from './sample.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch G (README.md). */
export const TUNING_G_RUNS: HeldOutCase[] = [sampleRunsG, ayaRuns, karimRuns, jadeRuns];
