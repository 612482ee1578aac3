import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { TurnLog } from '../../contract/tutor-turn.ts';
import type { Db } from '../db/client.ts';
import { conversations, messages, userState } from '../db/schema.ts';

export type Conversation = typeof conversations.$inferSelect;
/** A message as the chat reads it: without the reply's stored tutor state, which only exports read. */
export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  sender: messages.sender,
  kind: messages.kind,
  text: messages.text,
  status: messages.status,
  createdAt: messages.createdAt,
};
export type Message = Omit<typeof messages.$inferSelect, 'stateAfter' | 'turnLog'>;
export type ContextMessage = Pick<Message, 'id' | 'sender' | 'text' | 'status'>;

/**
 * A user message waits as 'pending' until a stream claims it ('answering'), then is 'answered'.
 * A bot message is 'streaming' while it is written, then 'complete', or 'cut' when the stream
 * ended early (client gone, server stopped or killed, tutor failed). A user message superseded
 * before any stream claimed it is 'unanswered'.
 */
export type MessageStatus =
  | 'pending'
  | 'answering'
  | 'answered'
  | 'unanswered'
  | 'streaming'
  | 'complete'
  | 'cut';

/**
 * Turns left open by a stream that never finished (a killed server, a client that never opened
 * the stream) are closed: partial replies stay, marked 'cut'; unclaimed inputs become 'unanswered'.
 */
function closeOpenTurnsSql(conversationId: string): SQL {
  return sql`update messages set status = case status
      when 'streaming' then 'cut' when 'answering' then 'answered' else 'unanswered' end
    where conversation_id = ${conversationId} and status in ('streaming', 'answering', 'pending')`;
}

/** Conversations, their messages and each user's current participant ID. */
export function chatRepository(db: Db) {
  return {
    async currentParticipant(userSub: string): Promise<string | undefined> {
      const [row] = await db.select().from(userState).where(eq(userState.userSub, userSub));
      return row?.participantId;
    },
    async setCurrentParticipant(userSub: string, participantId: string) {
      await db
        .insert(userState)
        .values({ userSub, participantId })
        .onConflictDoUpdate({ target: userState.userSub, set: { participantId, updatedAt: sql`now()` } });
    },
    /** The active conversation of the user's current participant: one query, every turn needs it. */
    async currentConversation(userSub: string): Promise<Conversation | undefined> {
      const [row] = await db
        .select({ conversation: conversations })
        .from(userState)
        .innerJoin(
          conversations,
          and(
            eq(conversations.userSub, userState.userSub),
            eq(conversations.participantId, userState.participantId),
            eq(conversations.active, true),
          ),
        )
        .where(eq(userState.userSub, userSub))
        .orderBy(desc(conversations.createdAt))
        .limit(1);
      return row?.conversation;
    },
    async activeConversation(userSub: string, participantId: string): Promise<Conversation | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.userSub, userSub),
            eq(conversations.participantId, participantId),
            eq(conversations.active, true),
          ),
        )
        .orderBy(desc(conversations.createdAt))
        .limit(1);
      return row;
    },
    async createConversation(values: typeof conversations.$inferInsert): Promise<Conversation> {
      return db.transaction(async (tx) => {
        // One active conversation per user and participant: starting one ends the previous.
        await tx
          .update(conversations)
          .set({ active: false, updatedAt: sql`now()` })
          .where(
            and(
              eq(conversations.userSub, values.userSub),
              eq(conversations.participantId, values.participantId),
              eq(conversations.active, true),
            ),
          );
        const [row] = await tx.insert(conversations).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },
    async addMessage(values: {
      conversationId: string;
      sender: 'user' | 'bot';
      text: string;
      status: MessageStatus;
    }): Promise<Message> {
      const [row] = await db.insert(messages).values(values).returning(messageColumns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async updateMessage(id: number, values: { text?: string; status?: MessageStatus }) {
      await db.update(messages).set(values).where(eq(messages.id, id));
    },
    /**
     * Closes turns left open by a stream that never finished (a killed server, a client that
     * never opened the stream): their partial replies stay, marked 'cut'.
     */
    async closeOpenTurns(conversationId: string) {
      await db.execute(sql`${closeOpenTurnsSql(conversationId)}`);
    },
    /** Closes open turns and stores the new user turn as pending, in one statement. */
    async addPendingTurn(conversationId: string, text: string): Promise<void> {
      await db.execute(sql`
        with closed as (${closeOpenTurnsSql(conversationId)})
        insert into messages (conversation_id, sender, kind, text, status)
        values (${conversationId}, 'user', 'text', ${text}, 'pending')`);
    },
    /** Claims the newest pending turn for one stream; another stream (any instance) gets nothing. */
    async claimPendingTurn(conversationId: string): Promise<Message | undefined> {
      const newestPending = sql`(select id from messages where conversation_id = ${conversationId}
        and status = 'pending' order by id desc limit 1)`;
      const [claimed] = await db
        .update(messages)
        .set({ status: 'answering' })
        .where(and(eq(messages.id, newestPending), eq(messages.status, 'pending')))
        .returning(messageColumns);
      return claimed;
    },
    /**
     * The turns before `beforeId`, the latest `limit` of them, oldest first (the tutor's context). The turn
     * records are left out: the tutor never reads them, and they are the largest part of a row.
     */
    async recentMessages(conversationId: string, beforeId: number, limit: number): Promise<ContextMessage[]> {
      const rows = await db
        .select({
          id: messages.id,
          sender: messages.sender,
          text: messages.text,
          status: messages.status,
        })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), lt(messages.id, beforeId)))
        .orderBy(desc(messages.id))
        .limit(limit);
      return rows.reverse();
    },
    /**
     * Ends a turn in one statement: the reply stored (inserted, or updated when a partial copy was
     * flushed while streaming, with the tutor's state after it), the user's turn answered, the
     * tutor's new state saved.
     */
    async finishTurn(turn: {
      conversationId: string;
      userMessageId: number;
      botMessageId: number | undefined;
      text: string;
      status: MessageStatus;
      state: Record<string, unknown>;
      log?: TurnLog | undefined;
    }) {
      const log = turn.log === undefined ? null : JSON.stringify(turn.log);
      const state = JSON.stringify(turn.state);
      const reply =
        turn.botMessageId === undefined
          ? sql`insert into messages (conversation_id, sender, kind, text, status, turn_log, state_after)
              values (${turn.conversationId}, 'bot', 'text', ${turn.text}, ${turn.status}, ${log}::jsonb, ${state}::jsonb)`
          : sql`update messages set text = ${turn.text}, status = ${turn.status}, turn_log = ${log}::jsonb,
              state_after = ${state}::jsonb
              where id = ${turn.botMessageId}`;
      await db.execute(sql`
        with reply as (${reply}),
        answered as (update messages set status = 'answered' where id = ${turn.userMessageId})
        update conversations set state = ${state}::jsonb, updated_at = now()
        where id = ${turn.conversationId}`);
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
