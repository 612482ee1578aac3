import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversations, messages } from '../db/schema.ts';
import type { EngineState } from '../sim/engine/index.ts';
import { countedSession } from '../study/counts.ts';
import type { Row } from './format.ts';
import { keysetPages, PAGE_SIZE } from './pages.ts';
import { NO_READING, TURN_READING_COLUMNS, turnReading } from './turn-reading.ts';

export const TURN_COLUMNS = [
  'message_id',
  'session_id',
  'participant_id',
  'at',
  'sender',
  'kind',
  'status',
  'text',
  'case_id',
  'case_version',
  'instruction_version',
  'tutor',
  'model',
  ...TURN_READING_COLUMNS,
] as const;

/**
 * Every message of every session (study/counts.ts), session by session and in order within each (keyset on session and
 * message id), with the engine's reading of each reply.
 */
export async function* turnRows(db: Db): AsyncGenerator<Row> {
  const pages = keysetPages(
    (after: { conversationId: string; id: number } | undefined) =>
      db
        .select({ message: messages, conversation: conversations })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            countedSession,
            after &&
              or(
                gt(messages.conversationId, after.conversationId),
                and(eq(messages.conversationId, after.conversationId), gt(messages.id, after.id)),
              ),
          ),
        )
        .orderBy(asc(messages.conversationId), asc(messages.id))
        .limit(PAGE_SIZE),
    (row) => ({ conversationId: row.message.conversationId, id: row.message.id }),
  );
  // The session's state after its previous reply: rows come session by session, so one is enough.
  let session: string | undefined;
  let previous: EngineState | undefined;
  for await (const page of pages) {
    for (const { message: m, conversation: c } of page) {
      if (c.id !== session) {
        session = c.id;
        previous = undefined;
      }
      let reading = NO_READING;
      if (m.sender === 'bot') {
        const read = turnReading(c.tutor, m.stateAfter, previous);
        reading = read.row;
        previous = read.state;
      }
      yield {
        message_id: m.id,
        session_id: c.id,
        participant_id: c.participantId,
        at: m.createdAt.toISOString(),
        sender: m.sender,
        kind: m.kind,
        status: m.status,
        text: m.text,
        case_id: c.caseId,
        case_version: c.caseVersion,
        instruction_version: c.instructionId,
        tutor: c.tutor,
        model: c.model,
        ...reading,
      };
    }
  }
}
