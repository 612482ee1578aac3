import type { HeldOutCase } from '../harness/held-out-types.ts';
import { HELD_OUT_15_MESSAGES_A } from './messages-a/index.ts';
import { HELD_OUT_15_MESSAGES_B } from './messages-b/index.ts';
import { HELD_OUT_15_RUNS } from './runs/index.ts';

/**
 * The held-out set (README.md in this folder), the fifteenth blind set: single labelled messages on four cases
 * (messages-a/, messages-b/) and whole runs on four cases (runs/), by three authors who had not read the engine nor
 * the development corpus. Ids are prefixed because more than one author used the sample case.
 */
const prefixed = (prefix: string, cases: HeldOutCase[]) =>
  cases.map((entry) => ({ ...entry, id: `${prefix}-${entry.id}`, title: `${entry.title} (${prefix})` }));

export const HELD_OUT: HeldOutCase[] = [
  ...prefixed('messages-a', HELD_OUT_15_MESSAGES_A),
  ...prefixed('messages-b', HELD_OUT_15_MESSAGES_B),
  ...prefixed('runs', HELD_OUT_15_RUNS),
];
