import { type ChatMessage, type StoredChatHistory, StoredChatHistorySchema } from '../../../contract/chat.ts';
import { settled } from './chat-log.ts';

/** SPEC §3: the stored chat history lives in session storage under one key. */
export const CHAT_HISTORY_KEY = 'chatHistory';

/** What a revisit restores: the messages and when their conversation began. */
export type RestoredChat = { startedAt: string; messages: ChatMessage[] };

/** The current conversation in the stored format: one group, stamped with its start. */
export function toStoredHistory(startedAt: string, messages: ChatMessage[]): StoredChatHistory {
  return [{ timestamp: startedAt, history: messages }];
}

export function saveChatHistory(storage: Storage, history: StoredChatHistory) {
  try {
    storage.setItem(CHAT_HISTORY_KEY, JSON.stringify(history));
  } catch (error) {
    // A full or disabled storage must not break the chat; the server keeps the conversation anyway.
    console.error('Could not keep the chat history in session storage', error);
  }
}

/**
 * The saved conversation, or undefined when there is none (a first visit) or it is unreadable.
 * Several groups are shown one after the other under the first group's time. A reply that was
 * streaming when the page went away will get no more text, so its streaming flag is cleared.
 */
export function loadChatHistory(storage: Storage): RestoredChat | undefined {
  const raw = storage.getItem(CHAT_HISTORY_KEY);
  if (raw === null) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = undefined;
  }
  const parsed = StoredChatHistorySchema.safeParse(data);
  if (!parsed.success) {
    console.warn('Ignoring an unreadable chat history in session storage');
    return undefined;
  }
  const messages = parsed.data.flatMap((group) => group.history).map(settled);
  const first = parsed.data[0];
  if (!first || messages.length === 0) return undefined;
  return { startedAt: String(first.timestamp), messages };
}
