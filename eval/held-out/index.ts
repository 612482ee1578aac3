import type { HeldOutCase } from '../harness/held-out-types.ts';

/** Empty for the hour between the fourth blind set's move to development and the fifth's arrival. */
export const HELD_OUT: HeldOutCase[] = [];
