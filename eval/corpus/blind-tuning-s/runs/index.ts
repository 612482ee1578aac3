import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { inesRuns } from './ines-7m.ts';
import { keziaRuns } from './kezia-14y.ts';
import { miraRuns } from './mira-6y.ts';
import { sampleRunsS } from './sample.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, tuning batch S (README.md). */
export const TUNING_S_RUNS: HeldOutCase[] = [sampleRunsS, inesRuns, miraRuns, keziaRuns];
