import { z } from 'zod';
import { type ChatMessage, type StoredChatHistory, StoredChatHistorySchema } from '../../../contract/chat.ts';
import { DebriefSchema, StopSchema } from '../../../contract/chat-state.ts';
import { readJson, storeJson } from '../../components/stored-json.ts';
import { type ReplyMark, settled } from './chat-log.ts';

/** docs/product.md#data: the stored chat history lives in session storage under one key. */
export const CHAT_HISTORY_KEY = 'chatHistory';

/** The stop banners and debrief tables of the stored conversation, apart from its spec-fixed format. */
export const CHAT_MARKS_KEY = 'chatMarks';

const StoredMarksSchema = z.strictObject({
  startedAt: z.string(),
  marks: z.record(
    z.string().regex(/^\d{1,5}$/),
    z.strictObject({ stop: StopSchema.optional(), debrief: DebriefSchema.optional() }),
  ),
});

/** What a revisit restores: the messages, their marks and when their conversation began. */
export type RestoredChat = { startedAt: string; messages: ChatMessage[]; marks: Record<number, ReplyMark> };

export function saveChatMarks(storage: Storage, startedAt: string, marks: Record<number, ReplyMark>) {
  storeJson(storage, CHAT_MARKS_KEY, { startedAt, marks }, 'the chat marks in session storage');
}

/** The marks stored for the conversation that began at `startedAt`; none when they belong to another. */
function loadChatMarks(storage: Storage, startedAt: string): Record<number, ReplyMark> {
  const stored = readJson(storage, CHAT_MARKS_KEY, (value) => StoredMarksSchema.safeParse(value).data);
  if (stored?.startedAt !== startedAt) return {};
  return Object.fromEntries(Object.entries(stored.marks).map(([at, mark]) => [Number(at), mark]));
}

/** The current conversation in the stored format: one group, stamped with its start. */
export function toStoredHistory(startedAt: string, messages: ChatMessage[]): StoredChatHistory {
  return [{ timestamp: startedAt, history: messages }];
}

export function saveChatHistory(storage: Storage, history: StoredChatHistory) {
  // The server keeps the conversation anyway.
  storeJson(storage, CHAT_HISTORY_KEY, history, 'the chat history in session storage');
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
  const startedAt = String(first.timestamp);
  return { startedAt, messages, marks: loadChatMarks(storage, startedAt) };
}
