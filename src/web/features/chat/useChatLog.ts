import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type ChatLog, chatLogReducer, nextMessageId } from './chat-log.ts';
import { type RestoredChat, saveChatHistory, saveChatMarks, toStoredHistory } from './history-storage.ts';

function initialLog(restored: RestoredChat | undefined): ChatLog {
  return {
    startedAt: restored?.startedAt ?? new Date().toISOString(),
    messages: restored?.messages ?? [],
    notices: [],
    marks: restored?.marks ?? {},
  };
}

/** The messages and notices on screen, mirrored to session storage after every change (docs/product.md#behaviour). */
export function useChatLog(restored: RestoredChat | undefined) {
  const [log, dispatch] = useReducer(chatLogReducer, restored, initialLog);
  // Notices are not part of the stored history, so only message changes are written.
  useEffect(() => {
    saveChatHistory(sessionStorage, toStoredHistory(log.startedAt, log.messages));
  }, [log.startedAt, log.messages]);
  useEffect(() => {
    saveChatMarks(sessionStorage, log.startedAt, log.marks);
  }, [log.startedAt, log.marks]);
  const notify = useCallback((text: string) => dispatch({ type: 'notice', text, id: nextMessageId() }), []);
  return { log, dispatch, notify };
}

/**
 * The abort scope of the current conversation. Every request of the chat (start, turn, image) uses
 * its signal; Reset starts a new scope, which silently ends whatever the old conversation still had
 * under way, and leaving the view ends the last one.
 */
export function useConversationScope() {
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  const current = useCallback(() => {
    controller.current ??= new AbortController();
    return controller.current.signal;
  }, []);
  const renew = useCallback(() => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  }, []);
  return { current, renew };
}
