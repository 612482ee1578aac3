import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import type { ImageRef } from '../sim/tutor.ts';
import type { ContextMessage, Conversation } from './records.ts';

/**
 * The chat turn's hot path in as few statements as the durability promises allow: storing a
 * turn is one statement, and answering one is two (claim it with everything the tutor needs,
 * then finish it with its reply and the tutor's new state, `finishTurn` in repository.ts).
 * The `/*prepared:…*\/` tag makes the driver keep each as a named prepared statement on its
 * connection (see db/statements.ts), so PostgreSQL parses and plans it once.
 */

/** The active conversation of the user's current participant, newest first (as currentConversation reads it). */
const activeConversationOf = (userSub: string): SQL => sql`
  select c.* from user_state u
  join conversations c on c.user_sub = u.user_sub and c.participant_id = u.participant_id and c.active
  where u.user_sub = ${userSub}
  order by c.created_at desc limit 1`;

/**
 * Turns left open by a stream that never finished (a killed server, a client that never opened
 * the stream) are closed: partial replies stay, marked 'cut'; unclaimed inputs become 'unanswered'.
 */
export function closeOpenTurnsSql(conversationId: string | SQL): SQL {
  return sql`update messages set status = case status
      when 'streaming' then 'cut' when 'answering' then 'answered' else 'unanswered' end
    where conversation_id = ${conversationId} and status in ('streaming', 'answering', 'pending')`;
}

/**
 * Stores the user's turn as pending in their active conversation, after closing the turns left open
 * (a reply cut by a killed server stays, marked 'cut'). False when there is no active conversation.
 */
export async function submitTurn(db: Db, userSub: string, text: string): Promise<boolean> {
  const result = await db.execute(sql`/*prepared:submit_turn*/
    with target as (${activeConversationOf(userSub)}),
    closed as (${closeOpenTurnsSql(sql`(select id from target)`)})
    insert into messages (conversation_id, sender, kind, text, status)
    select id, 'user', 'text', ${text}, 'pending' from target
    returning id`);
  return rowsOf(result).length > 0;
}

export type ClaimedTurn = {
  conversation: Pick<Conversation, 'id' | 'caseId' | 'caseVersion' | 'instructionId' | 'state'>;
  turn: { id: number; text: string };
  /** The turns before it, oldest first, at most the limit asked for. */
  history: ContextMessage[];
  /** The image library, when asked for (the caller keeps a copy for a few seconds). */
  images: ImageRef[] | undefined;
};

type ClaimRow = {
  id: string;
  case_id: number;
  case_version: number;
  instruction_id: number | null;
  state: Record<string, unknown> | null;
  turn_id: number | string;
  turn_text: string;
  history: { id: number; sender: string; text: string; status: string }[] | null;
  images: ImageRef[] | null;
};

/**
 * Claims the newest pending turn of the user's active conversation, so exactly one stream on any
 * instance answers it, and returns with it the conversation, the earlier turns the tutor reads and,
 * when `withImages`, the image library. Undefined when there is nothing to answer.
 */
export async function claimTurn(
  db: Db,
  userSub: string,
  historyLimit: number,
  withImages: boolean,
): Promise<ClaimedTurn | undefined> {
  const result = await db.execute(sql`/*prepared:claim_turn*/
    with conversation as (${activeConversationOf(userSub)}),
    claimed as (
      update messages set status = 'answering'
      where id = (select id from messages where conversation_id = (select id from conversation)
          and status = 'pending' order by id desc limit 1)
        and status = 'pending'
      returning id, text)
    select c.id, c.case_id, c.case_version, c.instruction_id, c.state, t.id as turn_id, t.text as turn_text,
      (select json_agg(json_build_object('id', h.id, 'sender', h.sender, 'text', h.text, 'status', h.status)
          order by h.id)
        from (select id, sender, text, status from messages
          where conversation_id = c.id and id < t.id order by id desc limit ${historyLimit}) h) as history,
      case when ${withImages} then (select coalesce(json_agg(json_build_object('id', i.id, 'title', i.title,
          'tags', i.tags) order by i.id), '[]'::json) from images i) end as images
    from conversation c join claimed t on true`);
  const row = rowsOf<ClaimRow>(result)[0];
  if (!row) return undefined;
  return {
    conversation: {
      id: row.id,
      caseId: row.case_id,
      caseVersion: row.case_version,
      instructionId: row.instruction_id,
      state: row.state ?? {},
    },
    turn: { id: Number(row.turn_id), text: row.turn_text },
    history: (row.history ?? []).map((m) => ({ ...m, id: Number(m.id) })),
    images: row.images ?? undefined,
  };
}
