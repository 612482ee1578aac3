import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { infantSepsisRuns } from './infant-sepsis.ts';
import { sampleRuns3 } from './sample.ts';
import { toddlerClonidineRuns } from './toddler-clonidine.ts';
import { trampolineHeadInjuryRuns } from './trampoline-head-injury.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new held-out cases. */
export const HELD_OUT_RUNS_3: HeldOutCase[] = [
  sampleRuns3,
  toddlerClonidineRuns,
  trampolineHeadInjuryRuns,
  infantSepsisRuns,
];
