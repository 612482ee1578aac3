import type { HeldOutCase } from '../harness/held-out-types.ts';

/** The held-out set: written blind (see README.md in this folder). */
export const HELD_OUT: HeldOutCase[] = [];
