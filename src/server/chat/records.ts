import { type conversations, messages } from '../db/schema.ts';

/*
 * The chat's rows as the chat reads them. Their own module, so the repository and the SQL statements
 * it runs (turn-statements.ts) both import them without importing each other.
 */

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
