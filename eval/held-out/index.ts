import type { HeldOutCase } from '../harness/held-out-types.ts';

/** The held-out set (README.md in this folder): empty until the fifteenth blind set arrives. */
export const HELD_OUT: HeldOutCase[] = [];
