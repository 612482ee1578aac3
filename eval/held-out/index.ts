import type { HeldOutCase } from '../harness/held-out-types.ts';

/** The seventh blind set is being written (see eval/corpus/blind-6/ for the sixth, now development). */
export const HELD_OUT: HeldOutCase[] = [];
