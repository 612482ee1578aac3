import { useEffect, useId, useRef } from 'react';
import { MAX_MESSAGE_CHARS } from '../../../contract/chat.ts';

type ChatFormProps = {
  draft: string;
  onDraftChange: (text: string) => void;
  /** False while a reply streams or the conversation is not yet picked up. */
  canSend: boolean;
  saving: boolean;
  onSend: () => void;
  onReset: () => void;
  onParticipantReset: () => void;
  onSave: () => void;
};

/**
 * The message box and the buttons of docs/product.md#screens. Send is the form's submit button, so Enter sends.
 * The button texts are the spec's, including "ParticipanID Reset".
 */
export function ChatForm(props: ChatFormProps) {
  const { draft, onDraftChange, canSend, saving, onSend, onReset, onParticipantReset, onSave } = props;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  // The form replaces the loading bar: if the button pressed (Reset) went with it, the next thing
  // to do is type, so focus goes to the message box rather than getting lost.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) input.current?.focus();
  }, []);

  return (
    <form
      className="chat-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        input.current?.focus();
      }}
    >
      <div className="chat-compose">
        <label htmlFor={inputId} className="visually-hidden">
          Your message
        </label>
        <input
          ref={input}
          id={inputId}
          className="chat-input"
          type="text"
          placeholder="Say something..."
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          maxLength={MAX_MESSAGE_CHARS}
          autoComplete="off"
          enterKeyHint="send"
        />
        <button type="submit" className="primary-button chat-button" disabled={!canSend}>
          Send
        </button>
      </div>
      <div className="chat-actions">
        <button type="button" className="chat-button chat-secondary" onClick={onReset}>
          Reset
        </button>
        <button type="button" className="chat-button chat-secondary" onClick={onParticipantReset}>
          ParticipanID Reset
        </button>
        <button type="button" className="chat-button chat-secondary" onClick={onSave} disabled={saving}>
          Save
        </button>
      </div>
    </form>
  );
}
