import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { ayaanRuns } from './ayaan-7m.ts';
import { inesRuns } from './ines-13y.ts';
import { sampleRuns11 } from './sample.ts';
import { tomaszRuns } from './tomasz-8y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, eleventh blind set (README.md). */
export const HELD_OUT_11_RUNS: HeldOutCase[] = [sampleRuns11, ayaanRuns, tomaszRuns, inesRuns];
