import { and, asc, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversations, messages } from '../db/schema.ts';
import { countedSession, sessionFacts } from '../study/counts.ts';
import { debriefOutcomes, engineStateOf } from './engine-outcomes.ts';
import type { Row } from './format.ts';
import { keysetPages, PAGE_SIZE } from './pages.ts';

export type Conversation = typeof conversations.$inferSelect;

/**
 * The study's sessions (study/counts.ts: a resident said something, not a test run) in (participant,
 * id) order, a page at a time: the key is exact, so no row is skipped.
 */
export function conversationPages(db: Db) {
  return keysetPages<Conversation, { participantId: string; id: string }>(
    (after) =>
      db
        .select()
        .from(conversations)
        .where(
          and(
            countedSession,
            after &&
              or(
                gt(conversations.participantId, after.participantId),
                and(eq(conversations.participantId, after.participantId), gt(conversations.id, after.id)),
              ),
          ),
        )
        .orderBy(asc(conversations.participantId), asc(conversations.id))
        .limit(PAGE_SIZE),
    (row) => ({ participantId: row.participantId, id: row.id }),
  );
}

export const SESSION_COLUMNS = [
  'session_id',
  'participant_id',
  'user_email',
  'started_at',
  'last_activity_at',
  'case_id',
  'case_version',
  'instruction_version',
  'tutor',
  'model',
  'active',
  'user_turns',
  'tutor_turns',
  'engine_stage',
  'engine_phase',
  'finished',
  'time_to_debrief_ms',
  'hard_stops',
  'items_done',
  'items_expected',
] as const;

/** One row per chat session (a conversation: one case run by one participant). */
export async function* sessionRows(db: Db): AsyncGenerator<Row> {
  const outcomes = debriefOutcomes(db);
  for await (const page of conversationPages(db)) {
    const turns = await db
      .select({ conversationId: messages.conversationId, sender: messages.sender, n: count() })
      .from(messages)
      .where(
        inArray(
          messages.conversationId,
          page.map((c) => c.id),
        ),
      )
      .groupBy(messages.conversationId, messages.sender);
    const counts = new Map(turns.map((t) => [`${t.conversationId} ${t.sender}`, t.n]));
    const turnCount = (id: string, sender: string) => counts.get(`${id} ${sender}`) ?? 0;
    for (const c of page) {
      const engine = engineStateOf(c.tutor, c.state);
      const score =
        engine && engine.startedAt !== null ? await outcomes.of(engine, c.caseId, c.caseVersion) : undefined;
      const expected = score?.filter((s) => s.outcome !== 'not required in this case');
      const facts = sessionFacts(c.caseId, engine);
      yield {
        session_id: c.id,
        participant_id: c.participantId,
        user_email: c.userEmail,
        started_at: c.createdAt.toISOString(),
        last_activity_at: c.updatedAt.toISOString(),
        case_id: c.caseId,
        case_version: c.caseVersion,
        instruction_version: c.instructionId,
        tutor: c.tutor,
        model: c.model,
        active: c.active,
        user_turns: turnCount(c.id, 'user'),
        tutor_turns: turnCount(c.id, 'bot'),
        engine_stage: engine?.stage ?? null,
        engine_phase: engine ? engine.phase + 1 : null,
        finished: engine ? facts.finished : null,
        time_to_debrief_ms: facts.timeToDebriefMs,
        hard_stops: engine ? facts.stops : null,
        items_done: expected ? expected.filter((s) => s.outcome.startsWith('done')).length : null,
        items_expected: expected ? expected.length : null,
      };
    }
  }
}
