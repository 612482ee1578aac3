import { HELD_OUT_MESSAGES } from './messages/index.ts';
import { HELD_OUT_RUNS } from './runs/index.ts';
import type { HeldOutCase } from './types.ts';

/**
 * The whole held-out set: single labelled messages (messages/) and whole runs (runs/), by two authors who had not
 * read the engine or the development corpus. Ids are prefixed because both authors wrote a version of the sample.
 */
const prefixed = (prefix: string, cases: HeldOutCase[]) =>
  cases.map((entry) => ({ ...entry, id: `${prefix}-${entry.id}`, title: `${entry.title} (${prefix})` }));

export const HELD_OUT: HeldOutCase[] = [
  ...prefixed('messages', HELD_OUT_MESSAGES),
  ...prefixed('runs', HELD_OUT_RUNS),
];
