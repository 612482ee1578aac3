import { and, desc, eq, sql } from 'drizzle-orm';
import type { TurnLog } from '../../contract/tutor-turn.ts';
import type { Db } from '../db/client.ts';
import { conversations, messages, userState } from '../db/schema.ts';
import { refuseWithdrawn } from '../withdrawal/withdrawn-ids.ts';
import { recentStarts } from './account-limits.ts';
import { type Conversation, type Message, type MessageStatus, messageColumns } from './records.ts';
import { claimTurn, closeOpenTurnsSql, submitTurn } from './turn-statements.ts';

/** Conversations, their messages and each user's current participant ID. */
export function chatRepository(db: Db) {
  return {
    /** Throws a ConflictError for a participant ID withdrawn from the study (until an admin releases it). */
    refuseWithdrawn: (participantId: string) => refuseWithdrawn(db, participantId),
    /** The account's recent conversation starts, for its limits (account-limits.ts). */
    recentStarts: (userSub: string, participantId: string) => recentStarts(db, userSub, participantId),
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
    /** A conversation's last `limit` text messages, oldest first (a resumed chat shows them again). */
    async recentMessages(conversationId: string, limit: number) {
      const rows = await db
        .select({ sender: messages.sender, text: messages.text, status: messages.status })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.kind, 'text')))
        .orderBy(desc(messages.id))
        .limit(limit);
      return rows.reverse();
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
    /** Stores the user's turn in one statement (see turn-statements.ts); false without an active conversation. */
    submitTurn: (userSub: string, text: string) => submitTurn(db, userSub, text),
    /** Claims the pending turn with all the tutor reads, in one statement (see turn-statements.ts). */
    claimTurn: (userSub: string, historyLimit: number, withImages: boolean) =>
      claimTurn(db, userSub, historyLimit, withImages),
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
      // Tagged per form of the reply statement: each is a prepared statement of its own.
      const name =
        turn.botMessageId === undefined
          ? sql`/*prepared:finish_turn_insert*/`
          : sql`/*prepared:finish_turn_update*/`;
      await db.execute(sql`${name}
        with reply as (${reply}),
        answered as (update messages set status = 'answered' where id = ${turn.userMessageId})
        update conversations set state = ${state}::jsonb, updated_at = now()
        where id = ${turn.conversationId}`);
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
