import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { antihistamineRuns } from './antihistamine-11m.ts';
import { ponyRuns } from './pony-6y.ts';

/** Blind tuning batch D, whole runs: correct runs and single critical errors on two new cases (README.md). */
export const TUNING_D_RUNS: HeldOutCase[] = [ponyRuns, antihistamineRuns];
