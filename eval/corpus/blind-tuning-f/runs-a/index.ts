import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { lilyRuns } from './lily-insulin-6y.ts';
import { noahRuns } from './noah-bath-2y.ts';

/** Whole runs (six correct runs and twelve single critical errors per case) on two new cases, tuning batch F (README.md). */
export const TUNING_F_RUNS_A: HeldOutCase[] = [noahRuns, lilyRuns];
