import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { dmdPneumoniaRuns } from './dmd-pneumonia-13y.ts';
import { pondDrowningRuns } from './pond-drowning-3y.ts';
import { sampleRuns2 } from './sample.ts';
import { statusInfantRuns } from './status-infant-8m.ts';

/** Whole runs (correct runs and single critical errors) on the sample case and three new held-out cases. */
export const HELD_OUT_RUNS_2: HeldOutCase[] = [
  sampleRuns2,
  pondDrowningRuns,
  statusInfantRuns,
  dmdPneumoniaRuns,
];
