import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { childCase } from './case-child.ts';
import { infantCase } from './case-infant.ts';

/** Tuning batch C: single labelled messages over two new cases (see README.md). */
export const TUNING_C_MESSAGES: HeldOutCase[] = [infantCase, childCase];
