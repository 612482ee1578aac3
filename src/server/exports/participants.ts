import { and, asc, count, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversations, messages, observerAssessments, savedHistories } from '../db/schema.ts';
import { countedSession, participantCounts, primaryRating, sessionFacts } from '../study/counts.ts';
import { engineStateOf } from './engine-outcomes.ts';
import type { Row } from './format.ts';
import { groupBy, PAGE_SIZE } from './pages.ts';

export const PARTICIPANT_COLUMNS = [
  'participant_id',
  'arm',
  'first_activity_at',
  'last_activity_at',
  'chat_sessions',
  'cases_played',
  'sessions_finished',
  'cases_finished',
  'user_turns',
  'hard_stops',
  'median_time_to_debrief_ms',
  'saved_histories',
  'observer_assessments',
  'pre_total',
  'post_total',
] as const;

/**
 * The next page of participant IDs after `after`, across every table that names one. Each table is
 * read through its participant index for at most a page, so a page costs the same at any depth.
 */
export async function participantPage(db: Db, after: string | undefined): Promise<string[]> {
  const next = (table: typeof conversations | typeof savedHistories | typeof observerAssessments) =>
    db
      .selectDistinct({ id: table.participantId })
      .from(table)
      .where(
        and(
          table === conversations ? countedSession : undefined,
          after === undefined ? undefined : gt(table.participantId, after),
        ),
      )
      .orderBy(asc(table.participantId))
      .limit(PAGE_SIZE);
  const lists = await Promise.all([next(conversations), next(savedHistories), next(observerAssessments)]);
  const ids = [...new Set(lists.flat().map((r) => r.id))];
  return ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, PAGE_SIZE);
}

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
const latest = (...dates: (string | null)[]) =>
  dates
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null;
const earliest = (...dates: (string | null)[]) =>
  dates.filter((d): d is string => d !== null).sort()[0] ?? null;

type ChatRow = { caseId: number; tutor: string; engine: unknown; first: Date; last: Date };

/** A participant's chat sessions in numbers, as study/counts.ts defines them. */
function summarise(chats: ChatRow[]) {
  const times = chats.flatMap((c) => [c.first.toISOString(), c.last.toISOString()]).sort();
  return {
    ...participantCounts(chats.map((c) => sessionFacts(c.caseId, engineStateOf(c.tutor, c.engine)))),
    first: times[0] ?? null,
    last: times.at(-1) ?? null,
  };
}

/** One row per participant ID: their chat sessions, turns and stops, and their observer checklists. */
export async function* participantRows(db: Db): AsyncGenerator<Row> {
  let after: string | undefined;
  for (;;) {
    const ids = await participantPage(db, after);
    if (ids.length === 0) return;
    const [chats, turns, saved, assessments] = await Promise.all([
      db
        .select({
          id: conversations.participantId,
          caseId: conversations.caseId,
          tutor: conversations.tutor,
          engine: sql<unknown>`${conversations.state}`,
          first: conversations.createdAt,
          last: conversations.updatedAt,
        })
        .from(conversations)
        .where(and(countedSession, inArray(conversations.participantId, ids))),
      db
        .select({ id: conversations.participantId, n: count() })
        .from(messages)
        .innerJoin(conversations, sql`${conversations.id} = ${messages.conversationId}`)
        .where(
          and(countedSession, inArray(conversations.participantId, ids), sql`${messages.sender} = 'user'`),
        )
        .groupBy(conversations.participantId),
      db
        .select({ id: savedHistories.participantId, n: count(), last: max(savedHistories.createdAt) })
        .from(savedHistories)
        .where(inArray(savedHistories.participantId, ids))
        .groupBy(savedHistories.participantId),
      db
        .select()
        .from(observerAssessments)
        .where(inArray(observerAssessments.participantId, ids))
        .orderBy(asc(observerAssessments.createdAt), asc(observerAssessments.id)),
    ]);
    const chatsOf = groupBy(chats, (c) => c.id);
    const assessmentsOf = groupBy(assessments, (a) => a.participantId);
    for (const id of ids) {
      const chat = summarise(chatsOf.get(id) ?? []);
      const own = assessmentsOf.get(id) ?? [];
      const savedRow = saved.find((s) => s.id === id);
      yield {
        participant_id: id,
        arm: own.at(-1)?.arm ?? null,
        first_activity_at: earliest(iso(chat.first), iso(own[0]?.createdAt)),
        last_activity_at: latest(iso(chat.last), iso(savedRow?.last), ...own.map((a) => iso(a.updatedAt))),
        chat_sessions: chat.sessions,
        cases_played: chat.casesPlayed,
        sessions_finished: chat.sessionsFinished,
        cases_finished: chat.casesFinished,
        user_turns: turns.find((t) => t.id === id)?.n ?? 0,
        hard_stops: chat.hardStops,
        median_time_to_debrief_ms: chat.timeToDebriefMs,
        saved_histories: savedRow?.n ?? 0,
        observer_assessments: own.length,
        pre_total: primaryRating(own, 'pre')?.total ?? null,
        post_total: primaryRating(own, 'post')?.total ?? null,
      };
    }
    if (ids.length < PAGE_SIZE) return;
    after = ids.at(-1);
  }
}
