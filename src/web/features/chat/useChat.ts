import { useCallback, useEffect, useState } from 'react';
import { ParticipantIdSchema } from '../../../contract/api.ts';
import { errorText } from '../../api/error-text.ts';
import {
  initConversation,
  loadChatState,
  resetConversation,
  setServerParticipantId,
  submitChatHistory,
} from './chat-api.ts';
import { loadChatHistory, type RestoredChat, toStoredHistory } from './history-storage.ts';
import { initialiseChat } from './start.ts';
import { runTurn, showRequestedImages } from './turn.ts';
import { useChatLog, useConversationScope } from './useChatLog.ts';
import { useMonitor } from './useMonitor.ts';

/**
 * initializing: the loading bar shows instead of the form. connecting: a restored chat waits for
 * the server to pick its conversation up again (Send waits too). ready: the form is usable.
 */
export type ChatStatus = 'initializing' | 'connecting' | 'ready';

export const CONFIRM_NEW_PARTICIPANT = 'Do you want to enter a new participant ID?';
export const PROMPT_NEW_PARTICIPANT = 'Please enter the new participant ID:';
export const SAVED_ALERT = 'Chat history saved successfully!';

/** What the app gives the chat: who is chatting, how to change that, and a case an admin chose to try. */
export type ChatSetup = {
  participantId: string;
  onParticipantChange: (id: string) => void;
  caseToTry: number | undefined;
};

/** The chat screen's state and actions (docs/product.md#behaviour "Chat start", "Sending a message", Save, resets). */
export function useChat({ participantId, onParticipantChange: setParticipantId, caseToTry }: ChatSetup) {
  // A case an admin chose to try always starts afresh; otherwise a saved conversation is picked up.
  const [restored] = useState<RestoredChat | undefined>(() =>
    caseToTry === undefined ? loadChatHistory(sessionStorage) : undefined,
  );
  const { log, dispatch, notify } = useChatLog(restored);
  const scope = useConversationScope();
  const monitor = useMonitor();
  const [status, setStatus] = useState<ChatStatus>(restored ? 'connecting' : 'initializing');
  /** A message is being posted or its reply streams. */
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState('');

  // The start runs once per visit of the view: later participant changes go through reset().
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit, as said above
  useEffect(() => {
    const caseId = caseToTry;
    const signal = scope.renew();
    const context = { signal, dispatch, notify };
    if (restored) {
      // No reset and no loading bar: the server only has to pick the conversation up again.
      initConversation(participantId, caseId, signal)
        // The monitor picks up where the conversation is; without it the chat still works.
        .then(() =>
          loadChatState(signal).then(
            (state) => {
              if (state && !signal.aborted) monitor.show(state);
            },
            (error: unknown) => console.warn('The patient monitor could not be restored', error),
          ),
        )
        .catch((error: unknown) => {
          if (signal.aborted) return;
          console.error('Reconnecting to the conversation failed', error);
          notify(
            `Could not reconnect to your conversation: ${errorText(error)} Press Reset to start a new one.`,
          );
        })
        .finally(() => {
          if (!signal.aborted) setStatus('ready');
        });
    } else {
      // A first visit: the conversation is reset (docs/product.md#behaviour), after init so that one exists.
      setStatus('initializing');
      void initialiseChat(async () => {
        await initConversation(participantId, caseId, signal);
        await resetConversation(participantId, signal);
      }, context).then(() => {
        if (!signal.aborted) setStatus('ready');
      });
    }
  }, []);

  /** Reset: a fresh conversation on the server, an empty chat, then the initialisation again. */
  const reset = useCallback(
    (participant: string, notice?: string) => {
      const signal = scope.renew();
      setBusy(false);
      setDraft('');
      monitor.clear();
      dispatch({ type: 'clear', startedAt: new Date().toISOString() });
      if (notice) notify(notice);
      setStatus('initializing');
      void initialiseChat(() => resetConversation(participant, signal), { signal, dispatch, notify }).then(
        () => {
          if (!signal.aborted) setStatus('ready');
        },
      );
    },
    [scope, dispatch, notify, monitor.clear],
  );

  const send = useCallback(async () => {
    const text = draft.trim();
    // docs/product.md#validation: an empty or whitespace-only message is ignored.
    if (!text || status !== 'ready' || busy) return;
    const signal = scope.current();
    const context = { signal, dispatch, notify, onState: monitor.show };
    setDraft('');
    setBusy(true);
    const outcome = await runTurn(text, context);
    if (signal.aborted) return;
    setBusy(false);
    if (outcome.kind === 'not-sent') setDraft((current) => current || text);
    if (outcome.kind === 'replied') await showRequestedImages(outcome.reply, context);
  }, [draft, status, busy, scope, dispatch, notify, monitor.show]);

  const changeParticipant = useCallback(async () => {
    if (!window.confirm(CONFIRM_NEW_PARTICIPANT)) {
      reset(participantId);
      return;
    }
    const answer = window.prompt(PROMPT_NEW_PARTICIPANT)?.trim() ?? '';
    const parsed = ParticipantIdSchema.safeParse(answer);
    if (!parsed.success) {
      const why = answer
        ? `"${answer}" cannot be used: ${parsed.error.issues[0]?.message ?? 'it is not a valid ID.'}`
        : 'No new participant ID was entered.';
      reset(participantId, `${why} Participant ID ${participantId} is kept; the chat was reset.`);
      return;
    }
    const next = parsed.data;
    try {
      await setServerParticipantId(next);
    } catch (error) {
      console.error('Setting the participant ID failed', error);
      notify(
        `The participant ID could not be changed: ${errorText(error)} ` +
          `Still using ${participantId}; the chat was not reset.`,
      );
      return;
    }
    setParticipantId(next);
    reset(next, `Participant ID changed to ${next}.`);
  }, [participantId, setParticipantId, reset, notify]);

  const save = useCallback(async () => {
    setSaving(true);
    try {
      // docs/product.md#constants: the stored chat history is sent as-is.
      await submitChatHistory(toStoredHistory(log.startedAt, log.messages));
      window.alert(SAVED_ALERT);
    } catch (error) {
      console.error('Saving the chat history failed', error);
      notify(`The chat history was not saved: ${errorText(error)} Press Save to try again.`);
    } finally {
      setSaving(false);
    }
  }, [log.startedAt, log.messages, notify]);

  return {
    participantId,
    messages: log.messages,
    notices: log.notices,
    marks: log.marks,
    monitor: monitor.reading,
    status,
    busy,
    saving,
    draft,
    setDraft,
    send,
    reset: () => reset(participantId),
    changeParticipant,
    save,
  };
}
