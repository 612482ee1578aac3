import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { adolescentCase } from './case-adolescent.ts';
import { infantCase } from './case-infant.ts';
import { preschoolCase } from './case-preschool.ts';

/** Tuning batch C, whole runs: three new cases with correct runs and single critical errors. */
export const TUNING_C_RUNS: HeldOutCase[] = [infantCase, preschoolCase, adolescentCase];
