import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversations, messages, userState } from '../db/schema.ts';

export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;

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
    async saveState(conversationId: string, state: Record<string, unknown>) {
      await db
        .update(conversations)
        .set({ state, updatedAt: sql`now()` })
        .where(eq(conversations.id, conversationId));
    },
    async addMessage(values: {
      conversationId: string;
      sender: 'user' | 'bot';
      text: string;
      status: MessageStatus;
    }): Promise<Message> {
      const [row] = await db.insert(messages).values(values).returning();
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
      await db
        .update(messages)
        .set({ status: 'cut' })
        .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'streaming')));
      await db
        .update(messages)
        .set({ status: 'answered' })
        .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'answering')));
      await db
        .update(messages)
        .set({ status: 'unanswered' })
        .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'pending')));
    },
    /** Claims the newest pending turn for one stream; another stream (any instance) gets nothing. */
    async claimPendingTurn(conversationId: string): Promise<Message | undefined> {
      const [pending] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.status, 'pending')))
        .orderBy(desc(messages.id))
        .limit(1);
      if (!pending) return undefined;
      const [claimed] = await db
        .update(messages)
        .set({ status: 'answering' })
        .where(and(eq(messages.id, pending.id), eq(messages.status, 'pending')))
        .returning();
      return claimed;
    },
    async messagesOf(conversationId: string): Promise<Message[]> {
      return db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(asc(messages.id));
    },
    async getConversation(id: string): Promise<Conversation | undefined> {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      return row;
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
