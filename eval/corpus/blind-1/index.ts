import type { HeldOutCase } from '../../harness/held-out-types.ts';
import { HELD_OUT_MESSAGES } from './messages/index.ts';
import { HELD_OUT_RUNS } from './runs/index.ts';

/**
 * The first blind set: single labelled messages (messages/) and whole runs (runs/), by two authors who had not read
 * the engine or the development corpus. It was the held-out set until its last measurement (2026-11-26); since then
 * it is development: its misses are read and the engine is tuned on it. Ids are prefixed because both authors wrote
 * a version of the sample.
 */
const prefixed = (prefix: string, cases: HeldOutCase[]) =>
  cases.map((entry) => ({ ...entry, id: `${prefix}-${entry.id}`, title: `${entry.title} (${prefix})` }));

export const BLIND_1: HeldOutCase[] = [
  ...prefixed('messages', HELD_OUT_MESSAGES),
  ...prefixed('runs', HELD_OUT_RUNS),
];
