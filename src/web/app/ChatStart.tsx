import { useEffect, useState } from 'react';
import { loadChatResume } from '../features/chat/chat-api.ts';
import { useAppState } from './state.tsx';

/**
 * /chat in a tab that has no participant ID yet (a new tab, a new sign-in): the case running on the server
 * for this account goes on under its participant; without one, the Participant ID popup asks.
 */
export function ChatStart() {
  const { setParticipantId, openChatbot } = useAppState();
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    loadChatResume(controller.signal)
      .then((resume) => {
        if (controller.signal.aborted) return;
        if (resume.participantId) setParticipantId(resume.participantId);
        else setAsking(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setAsking(true);
      });
    return () => controller.abort();
  }, [setParticipantId]);
  useEffect(() => {
    if (asking) openChatbot();
  }, [asking, openChatbot]);
  return (
    <section className="welcome">
      <h2>ChatBot</h2>
      {asking ? (
        <>
          <p>Enter a participant ID to start the case.</p>
          <button type="button" className="primary-button" onClick={openChatbot}>
            Enter participant ID
          </button>
        </>
      ) : (
        <p className="loading-text">Looking for your case…</p>
      )}
    </section>
  );
}
