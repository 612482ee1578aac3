import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { jackRuns } from './jack.ts';
import { samiRuns } from './sami.ts';

/** Whole runs (correct runs and single critical errors) on two new cases, tuning batch F, part B (README.md). */
export const TUNING_F_RUNS_B: HeldOutCase[] = [samiRuns, jackRuns];
