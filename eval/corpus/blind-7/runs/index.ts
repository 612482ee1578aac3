import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { bikeRuns } from './bike-11y.ts';
import { feedRuns } from './feed-6w.ts';
import { sampleRuns7 } from './sample.ts';
import { tramadolRuns } from './tramadol-4y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new cases, seventh blind set (README.md). */
export const HELD_OUT_7_RUNS: HeldOutCase[] = [sampleRuns7, tramadolRuns, bikeRuns, feedRuns];
