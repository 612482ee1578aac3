import type { HeldOutCase } from '../harness/held-out-types.ts';

/** The sixth blind set is being written (see eval/corpus/blind-5/ for the fifth, now development). */
export const HELD_OUT: HeldOutCase[] = [];
