import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../contract/chat.ts';
import type { Stop } from '../../../contract/chat-state.ts';
import {
  CHAT_HISTORY_KEY,
  loadChatHistory,
  saveChatHistory,
  saveChatMarks,
  toStoredHistory,
} from './history-storage.ts';

/** The Storage interface over a Map: Node has no sessionStorage. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const hello: ChatMessage = { id: 1700000000000, text: 'Begin Simulation', sender: 'user', type: 'text' };
const reply: ChatMessage = { id: 1700000000500, text: 'A 2-year-old…', sender: 'bot', type: 'text' };

describe('chat history in session storage', () => {
  it('stores the conversation under one key in the stored chat history format, and reads it back', () => {
    const storage = memoryStorage();
    saveChatHistory(storage, toStoredHistory('2025-03-01T10:00:00.000Z', [hello, reply]));
    expect(JSON.parse(storage.getItem(CHAT_HISTORY_KEY) ?? '')).toEqual([
      { timestamp: '2025-03-01T10:00:00.000Z', history: [hello, reply] },
    ]);
    expect(loadChatHistory(storage)).toEqual({
      startedAt: '2025-03-01T10:00:00.000Z',
      messages: [hello, reply],
      marks: {},
    });
  });

  it('keeps the stop banners of the same conversation apart from the spec-fixed history', () => {
    const storage = memoryStorage();
    const stop: Stop = {
      rewindToPhase: 1,
      attempt: 2,
      reasons: [{ item: 'BMV-8', what: 'Too big.', why: 'It covers the eyes.', instead: 'A child mask.' }],
    };
    saveChatHistory(storage, toStoredHistory('2025-03-01T10:00:00.000Z', [hello, reply]));
    saveChatMarks(storage, '2025-03-01T10:00:00.000Z', { 1: { stop } });
    expect(JSON.parse(storage.getItem(CHAT_HISTORY_KEY) ?? '')[0].history).toEqual([hello, reply]);
    expect(loadChatHistory(storage)?.marks).toEqual({ 1: { stop } });
    // Marks of another conversation, or unreadable ones, are not applied.
    saveChatMarks(storage, 'another start', { 1: { stop } });
    expect(loadChatHistory(storage)?.marks).toEqual({});
    storage.setItem('chatMarks', '{"startedAt":"2025-03-01T10:00:00.000Z","marks":{"1":{"stop":"x"}}}');
    expect(loadChatHistory(storage)?.marks).toEqual({});
  });

  it('treats no history, an empty one and an unreadable one as a first visit', () => {
    const storage = memoryStorage();
    expect(loadChatHistory(storage)).toBeUndefined();
    saveChatHistory(storage, toStoredHistory('t', []));
    expect(loadChatHistory(storage)).toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem(CHAT_HISTORY_KEY, '{not json');
    expect(loadChatHistory(storage)).toBeUndefined();
    storage.setItem(CHAT_HISTORY_KEY, JSON.stringify([{ timestamp: 1, history: [{ text: 'no sender' }] }]));
    expect(loadChatHistory(storage)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('joins several groups and clears a streaming flag left by a page that went away mid-reply', () => {
    const storage = memoryStorage();
    storage.setItem(
      CHAT_HISTORY_KEY,
      JSON.stringify([
        { timestamp: 1700000000000, history: [hello] },
        { timestamp: 1700000009000, history: [{ ...reply, isStreamed: true }] },
      ]),
    );
    const restored = loadChatHistory(storage);
    expect(restored?.startedAt).toBe('1700000000000');
    expect(restored?.messages).toEqual([hello, reply]);
  });

  it('keeps going when the storage refuses to write', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => saveChatHistory(storage, toStoredHistory('t', [hello]))).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
