import { sql } from 'drizzle-orm';
import type { ItemResult } from '../../contract/study.ts';
import { conversations } from '../db/schema.ts';
import type { EngineState, ItemOutcome } from '../sim/engine/index.ts';

/**
 * The study's counts, each defined once here and used by the dashboard and every export alike, so
 * the two can never disagree (docs/data-dictionary.md, "Definitions"):
 * - a session is a conversation in which the resident said something: opening the chat, and each
 *   reset, starts a conversation before anything is typed, and such an empty one is no data; an
 *   author's test run of a case is never a session;
 * - cases played: distinct cases among the sessions; cases finished: distinct cases among the
 *   finished sessions; a session is finished when the engine reached the debrief;
 * - hard stops: every stop over the whole run, counted per item;
 * - time to debrief: from "Begin Simulation" to the debrief, for finished sessions only (a
 *   participant's is the median over their finished sessions).
 */
export const countedSession = sql`(exists (select 1 from messages m
  where m.conversation_id = ${conversations.id} and m.sender = 'user') and not ${conversations.testRun})`;

/** What a session adds to the counts, from the engine's state (absent for other tutors). */
export type SessionFacts = {
  caseId: number;
  finished: boolean;
  stops: number;
  timeToDebriefMs: number | null;
};

/** Hard stops of a run: counted per item, as the list of them keeps only the first few dozen. */
export function hardStopCount(state: EngineState): number {
  return Object.values(state.items).reduce((sum, record) => sum + (record?.stops ?? 0), 0);
}

export function sessionFacts(caseId: number, state: EngineState | undefined): SessionFacts {
  const finished = state?.stage === 'complete';
  return {
    caseId,
    finished,
    stops: state ? hardStopCount(state) : 0,
    timeToDebriefMs: finished ? (state?.completedAtMs ?? null) : null,
  };
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** A participant's sessions in numbers. */
export function participantCounts(sessions: readonly SessionFacts[]) {
  const finished = sessions.filter((s) => s.finished);
  return {
    sessions: sessions.length,
    sessionsFinished: finished.length,
    casesPlayed: new Set(sessions.map((s) => s.caseId)).size,
    casesFinished: new Set(finished.map((s) => s.caseId)).size,
    hardStops: sessions.reduce((sum, s) => sum + s.stops, 0),
    timeToDebriefMs: median(finished.flatMap((s) => (s.timeToDebriefMs === null ? [] : [s.timeToDebriefMs]))),
  };
}

/**
 * The rating a participant's total at a time point comes from, when several raters scored it: the
 * primary rating, i.e. the first recorded. The others count only towards agreement between raters.
 * `ratings` must be in the order they were recorded.
 */
export function primaryRating<T extends { timePoint: string }>(
  ratings: readonly T[],
  timePoint: string,
): T | undefined {
  return ratings.find((r) => r.timePoint === timePoint);
}

/**
 * One outcome vocabulary for both sources of checklist data, the chatbot's debrief and the observer's
 * checklist: `done`, `done_after_stop` (chatbot only: done, but after a hard stop on it), `not_done`,
 * `not_applicable` (observer: not applicable; chatbot: not required in the case played).
 */
export const OUTCOMES = ['done', 'done_after_stop', 'not_done', 'not_applicable'] as const;
export type Outcome = (typeof OUTCOMES)[number];

const CHATBOT: Record<ItemOutcome, Outcome> = {
  done: 'done',
  'done after a hard stop': 'done_after_stop',
  'not done': 'not_done',
  'not required in this case': 'not_applicable',
};
const OBSERVER: Record<ItemResult, Outcome> = { done: 'done', not_done: 'not_done', na: 'not_applicable' };

export const chatbotOutcome = (outcome: ItemOutcome): Outcome => CHATBOT[outcome];
export const observerOutcome = (result: ItemResult): Outcome => OBSERVER[result];

/** 1 done (after a stop or not), 0 not done, null not applicable: the column a model can use as is. */
export function doneScore(outcome: Outcome): 0 | 1 | null {
  if (outcome === 'not_applicable') return null;
  return outcome === 'not_done' ? 0 : 1;
}
