import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { infantRsvRuns } from './infant-rsv.ts';
import { sampleRuns } from './sample.ts';
import { teenHeadInjuryRuns } from './teen-head-injury.ts';
import { toddlerGagRuns } from './toddler-gag.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three held-out cases. */
export const HELD_OUT_RUNS: HeldOutCase[] = [sampleRuns, infantRsvRuns, toddlerGagRuns, teenHeadInjuryRuns];
