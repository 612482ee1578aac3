import { useEffect, useId, useRef, useState } from 'react';
import { MAX_MESSAGE_CHARS } from '../../../contract/chat.ts';

type ChatFormProps = {
  draft: string;
  onDraftChange: (text: string) => void;
  /** The conversation is picked up and no reply is under way. */
  canSend: boolean;
  /** A reply streams: Send becomes Stop. */
  busy: boolean;
  /** The last turn failed: Retry sends it again. */
  failed: boolean;
  saving: boolean;
  onSend: () => void;
  onStop: () => void;
  onRetry: () => void;
  onNewCase: () => void;
  onChangeParticipant: () => void;
  onSave: () => void;
};

/**
 * The message box and the buttons, as chat apps have them: a box that grows with the text (Enter sends,
 * Shift+Enter starts a new line), Stop while a reply streams, Retry after a failure. The other actions sit
 * beside it, and behind "More" on a phone so the conversation keeps the screen.
 */
export function ChatForm(props: ChatFormProps) {
  const { draft, onDraftChange, canSend, busy, failed, saving } = props;
  const inputId = useId();
  const actionsId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [moreOpen, setMoreOpen] = useState(false);

  // The form replaces the loading bar: if the button pressed (New case) went with it, the next thing
  // to do is type, so focus goes to the message box rather than getting lost.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) input.current?.focus();
  }, []);

  const action = (run: () => void) => () => {
    setMoreOpen(false);
    run();
  };

  return (
    <form
      className="chat-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) props.onStop();
        else props.onSend();
        input.current?.focus();
      }}
    >
      <div className="chat-compose">
        <label htmlFor={inputId} className="visually-hidden">
          Your message
        </label>
        <textarea
          ref={input}
          id={inputId}
          className="chat-input"
          rows={1}
          placeholder="Say something..."
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter is a new line; Enter while composing (an IME) is the IME's.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (canSend) event.currentTarget.form?.requestSubmit();
          }}
          maxLength={MAX_MESSAGE_CHARS}
          autoComplete="off"
          enterKeyHint="send"
        />
        {failed && !busy && (
          <button
            type="button"
            className="chat-button chat-retry"
            onClick={props.onRetry}
            disabled={!canSend}
          >
            Retry
          </button>
        )}
        {busy ? (
          <button type="submit" className="chat-button chat-stop">
            Stop
          </button>
        ) : (
          <button type="submit" className="primary-button chat-button" disabled={!canSend}>
            Send
          </button>
        )}
        <button
          type="button"
          className="chat-button chat-more"
          aria-expanded={moreOpen}
          aria-controls={actionsId}
          onClick={() => setMoreOpen((o) => !o)}
        >
          More
        </button>
      </div>
      <div className="chat-actions" id={actionsId} data-open={moreOpen ? 'true' : 'false'}>
        <button type="button" className="chat-button chat-secondary" onClick={action(props.onNewCase)}>
          New case
        </button>
        <button
          type="button"
          className="chat-button chat-secondary"
          onClick={action(props.onChangeParticipant)}
        >
          Change participant
        </button>
        <button
          type="button"
          className="chat-button chat-secondary"
          onClick={action(props.onSave)}
          disabled={saving}
        >
          Save
        </button>
      </div>
    </form>
  );
}
