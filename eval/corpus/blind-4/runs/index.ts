import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { infantFebrileSeizureRuns } from './infant-febrile-seizure.ts';
import { opioidRuns } from './opioid-5y.ts';
import { sampleRuns4 } from './sample.ts';
import { traumaRuns } from './trauma-16y.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new held-out cases (README.md). */
export const HELD_OUT_4_RUNS: HeldOutCase[] = [sampleRuns4, infantFebrileSeizureRuns, opioidRuns, traumaRuns];
