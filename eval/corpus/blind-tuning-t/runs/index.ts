import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { amaraRuns } from './amara-3y.ts';
import { inesRuns } from './ines-15y.ts';
import { sampleRunsT } from './sample.ts';
import { tomaszRuns } from './tomasz-3m.ts';

/** Whole runs (correct runs and single errors) on the sample case and three new cases, tuning batch T (README.md). */
export const TUNING_T_RUNS: HeldOutCase[] = [sampleRunsT, tomaszRuns, amaraRuns, inesRuns];
