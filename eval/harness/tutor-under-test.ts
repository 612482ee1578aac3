import type { CaseDocument } from '../../src/contract/case.ts';
import type { Params, Verdict } from './corpus-types.ts';

/** What the tutor made of one item in one message. */
export type ItemReading = { item: string; verdict: Verdict; params?: Params };

/** Everything the benchmark looks at after one message. */
export type TurnObservation = {
  reply: string;
  stage: 'waiting' | 'running' | 'complete';
  /** 0-based phase after the turn. */
  phase: number;
  /** Items the tutor stopped the scenario on in this turn (RCDP hard stops). */
  stoppedOn: string[];
  /** The items it read in the message, with its verdicts; `none` verdicts may be left out. */
  read: ItemReading[];
  /** Whether `read` came from the tutor's own report of its reading, or was recovered from its reply and state. */
  readingSource: 'reported' | 'recovered';
};

export type TutorSession = {
  say(input: string): Promise<TurnObservation>;
  /** Items the current phase still needs (for diagnosing a run that did not finish); empty if unknown. */
  missing(): string[];
};

/**
 * A tutor under test. The scenario engine is one; a later LLM tutor plugs in by implementing this (a session per
 * case, one observation per message) and registering itself in tutors.ts.
 */
export type TutorUnderTest = {
  name: string;
  start(caseDoc: CaseDocument): TutorSession;
  /** Checklist items the tutor reads from each phase's hard-stop texts, if it analyses cases at all. */
  requiredByPhase?(caseDoc: CaseDocument): string[][];
  /** Worst-case timings, for tutors that run in process. */
  timings?(): Promise<Timing[]>;
};

export type Timing = {
  name: string;
  what: string;
  chars: number;
  medianMs: number;
  maxMs: number;
  /**
   * Median CPU time of the thread that did the work: on a machine shared with other jobs the wall time also
   * counts the waits for a core, so the two together say how much is the work and how much the machine.
   */
  medianCpuMs?: number;
  /**
   * A case analysis: the first untimed one, in a fresh thread whose compiler has only seen the sample case (the
   * timed runs come after a few analyses of cases like it, as in a server that has been running).
   */
  coldMs?: number;
  note?: string;
};
