import { useCallback, useEffect, useRef, useState } from 'react';
import { ParticipantIdSchema } from '../../../contract/api.ts';
import type { Debrief } from '../../../contract/chat-state.ts';
import { errorText } from '../../api/error-text.ts';
import { useDialogs } from '../../components/dialogs.tsx';
import {
  initConversation,
  loadChatResume,
  loadChatState,
  resetConversation,
  setServerParticipantId,
  submitChatHistory,
} from './chat-api.ts';
import { nextMessageId } from './chat-log.ts';
import { loadChatHistory, type RestoredChat, toStoredHistory } from './history-storage.ts';
import { loadPreviousDebrief, savePreviousDebrief } from './previous-debrief.ts';
import { initialiseChat } from './start.ts';
import { runTurn, showRequestedImages } from './turn.ts';
import { useChatLog, useConversationScope } from './useChatLog.ts';
import { useMonitor } from './useMonitor.ts';

/**
 * initializing: the loading bar shows instead of the form. connecting: a restored chat waits for
 * the server to pick its conversation up again (Send waits too). ready: the form is usable.
 */
export type ChatStatus = 'initializing' | 'connecting' | 'ready';

export const SAVED_NOTICE = 'Chat history saved successfully!';
export const STOPPED_NOTICE = 'Stopped. The reply so far is kept; send your next message when ready.';

/** What the app gives the chat: who is chatting, how to change that, and a case an admin chose to try. */
export type ChatSetup = {
  participantId: string;
  onParticipantChange: (id: string) => void;
  caseToTry: number | undefined;
};

/** The chat screen's state and actions (docs/product.md#behaviour "Chat start", "Sending a message", Save, resets). */
export function useChat({ participantId, onParticipantChange: setParticipantId, caseToTry }: ChatSetup) {
  const dialogs = useDialogs();
  // A case an admin chose to try always starts afresh; otherwise this tab's copy of the chat is picked up.
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
  /** The text of the last turn that failed (not sent, or its reply cut off): Retry sends it again. */
  const [failed, setFailed] = useState<string>();
  /** The debrief of the case before "New case", still reachable. */
  const [previousDebrief, setPreviousDebrief] = useState<Debrief | undefined>(() =>
    loadPreviousDebrief(sessionStorage),
  );
  // Stops the reply being streamed (Stop), without ending the conversation.
  const turnAbort = useRef<AbortController | undefined>(undefined);

  // The start runs once per visit of the view: later participant changes go through reset().
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit, as said above
  useEffect(() => {
    const caseId = caseToTry;
    const signal = scope.renew();
    const context = { signal, dispatch, notify };
    const firstVisit = () => {
      // No conversation to go on with: a fresh one (docs/product.md#behaviour), after init so that one exists.
      setStatus('initializing');
      void initialiseChat(async () => {
        await initConversation(participantId, caseId, signal);
        await resetConversation(participantId, signal);
      }, context).then(() => {
        if (!signal.aborted) setStatus('ready');
      });
    };
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
            `Could not reconnect to your conversation: ${errorText(error)} Press New case to start a new one.`,
          );
        })
        .finally(() => {
          if (!signal.aborted) setStatus('ready');
        });
    } else if (caseId === undefined) {
      // Another tab, or a new sign-in: the case running on the server for this participant goes on.
      setStatus('connecting');
      loadChatResume(signal)
        .then(async (resume) => {
          if (signal.aborted) return;
          if (resume.participantId !== participantId || resume.messages.length === 0) return firstVisit();
          await initConversation(participantId, undefined, signal);
          dispatch({ type: 'clear', startedAt: new Date().toISOString() });
          for (const m of resume.messages)
            dispatch({
              type: 'add',
              message: { id: nextMessageId(), text: m.text, sender: m.sender, type: 'text' },
            });
          if (resume.state) {
            monitor.show(resume.state);
            if (resume.state.kind === 'scenario' && resume.state.debrief)
              dispatch({ type: 'mark', mark: { debrief: resume.state.debrief } });
          }
          setStatus('ready');
        })
        .catch((error: unknown) => {
          if (signal.aborted) return;
          console.warn('The running case could not be resumed; starting a new one', error);
          firstVisit();
        });
    } else firstVisit();
  }, []);

  /** A fresh conversation on the server, an empty chat, then the initialisation again. */
  const reset = useCallback(
    (participant: string, notice?: string) => {
      const signal = scope.renew();
      setBusy(false);
      setDraft('');
      setFailed(undefined);
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

  const sendText = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      // docs/product.md#validation: an empty or whitespace-only message is ignored.
      if (!text || status !== 'ready' || busy) return;
      const conversation = scope.current();
      const turn = new AbortController();
      turnAbort.current = turn;
      const signal = AbortSignal.any([conversation, turn.signal]);
      const context = { signal, dispatch, notify, onState: monitor.show };
      setDraft('');
      setFailed(undefined);
      setBusy(true);
      const outcome = await runTurn(text, context);
      if (conversation.aborted) return;
      setBusy(false);
      if (turn.signal.aborted) {
        // Stop: the reply gets no more text; the server keeps what was said and where the case is.
        dispatch({ type: 'endStream' });
        notify(STOPPED_NOTICE);
        return;
      }
      if (outcome.kind === 'not-sent' || outcome.kind === 'interrupted') {
        // The text goes back in the box, and Retry sends it again.
        setFailed(text);
        setDraft((current) => current || text);
      }
      if (outcome.kind === 'replied') await showRequestedImages(outcome.reply, context);
    },
    [status, busy, scope, dispatch, notify, monitor.show],
  );

  const send = useCallback(() => sendText(draft), [sendText, draft]);
  const stop = useCallback(() => turnAbort.current?.abort(), []);
  const retry = useCallback(() => {
    if (failed === undefined) return;
    return sendText(failed);
  }, [failed, sendText]);

  /** "New case", confirmed: the case on screen ends; a debrief it reached stays reachable. */
  const newCase = useCallback(async () => {
    const debrief = Object.values(log.marks).findLast((m) => m.debrief)?.debrief;
    const ok = await dialogs.confirm({
      title: 'Start a new case?',
      message: debrief
        ? 'The conversation on screen is cleared and a new case starts from the beginning. Its debrief stays ' +
          'available below the monitor as "Debrief of the previous case".'
        : 'The case on screen ends: its conversation is cleared, and the progress made in it (phase, goals ' +
          'met, time) is lost. A new case starts from the beginning.',
      confirm: 'Start a new case',
      cancel: 'Keep this case',
      danger: true,
    });
    if (!ok) return;
    if (debrief) {
      setPreviousDebrief(debrief);
      savePreviousDebrief(sessionStorage, debrief);
    }
    reset(participantId);
  }, [log.marks, dialogs, reset, participantId]);

  const changeParticipant = useCallback(async () => {
    const next = await dialogs.prompt({
      title: 'Change participant',
      message: `The chat starts over for the new participant ID. ${participantId}'s conversation is kept on the server.`,
      label: 'New participant ID',
      submit: 'Change participant',
      placeholder: 'e.g. R-014',
      check: (value) => {
        const parsed = ParticipantIdSchema.safeParse(value);
        return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'This is not a valid ID.');
      },
    });
    if (next === undefined || next === participantId) return;
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
  }, [dialogs, participantId, setParticipantId, reset, notify]);

  const save = useCallback(async () => {
    setSaving(true);
    try {
      // docs/product.md#constants: the stored chat history is sent as-is.
      await submitChatHistory(toStoredHistory(log.startedAt, log.messages));
      notify(SAVED_NOTICE);
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
    startedAt: log.startedAt,
    monitor: monitor.reading,
    previousDebrief,
    status,
    busy,
    saving,
    failed: failed !== undefined,
    draft,
    setDraft,
    send,
    stop,
    retry,
    newCase,
    changeParticipant,
    save,
  };
}
