import { type FormEvent, useId, useState } from 'react';
import { CHECKLIST } from '../../../contract/checklist.ts';
import {
  type TurnCorrection as Correction,
  TurnCorrectionResponseSchema,
} from '../../../contract/corrections.ts';
import { apiJson } from '../../api/client.ts';
import { errorText } from '../../api/error-text.ts';

type Stop = Correction['stop'];
const STOP_TEXT: Record<'none' | NonNullable<Stop>, string> = {
  none: 'The stop (or no stop) was right',
  should_have_stopped: 'It should have stopped',
  should_not_have_stopped: 'It should not have stopped',
};

const summary = (c: Correction) =>
  [
    c.items.length > 0 ? `meant ${c.items.join(', ')}` : '',
    c.stop ? STOP_TEXT[c.stop].toLowerCase() : '',
    c.note ? `"${c.note}"` : '',
  ]
    .filter(Boolean)
    .join('; ');

/**
 * Faculty review of one tutor turn: mark it as misread and say what the resident meant (the items their
 * message did, and whether the tutor should have stopped). Saved corrections feed `npm run eval`.
 */
export function TurnCorrection({ messageId, saved }: { messageId: number; saved: Correction | null }) {
  const [current, setCurrent] = useState(saved);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<string[]>(saved?.items ?? []);
  const [stop, setStop] = useState<'none' | NonNullable<Stop>>(saved?.stop ?? 'none');
  const [note, setNote] = useState(saved?.note ?? '');
  const [error, setError] = useState<string>();
  const ids = { items: useId(), note: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      const { correction } = await apiJson(
        TurnCorrectionResponseSchema,
        `/api/transcripts/messages/${messageId}/correction`,
        { method: 'POST', body: { items, stop: stop === 'none' ? null : stop, note } },
      );
      setCurrent(correction);
      setOpen(false);
    } catch (caught) {
      setError(`The correction could not be saved: ${errorText(caught)}`);
    }
  }

  return (
    <div className="turn-correction">
      {current && (
        <p className="turn-correction-saved">
          Marked as misread by {current.createdBy}: {summary(current)}.
        </p>
      )}
      {!open ? (
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {current ? 'Change the correction' : 'Mark as misread'}
        </button>
      ) : (
        <form className="turn-correction-form" onSubmit={submit} noValidate>
          <label htmlFor={ids.items}>What the resident's message did (checklist items)</label>
          <select
            id={ids.items}
            multiple
            size={6}
            value={items}
            onChange={(e) => setItems([...e.target.selectedOptions].map((o) => o.value))}
          >
            {CHECKLIST.map((item) => (
              <option key={item.id} value={item.id}>
                {item.id} {item.label}
              </option>
            ))}
          </select>
          <fieldset>
            <legend>The tutor's stop</legend>
            {(Object.keys(STOP_TEXT) as (keyof typeof STOP_TEXT)[]).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`stop-${messageId}`}
                  checked={stop === value}
                  onChange={() => setStop(value)}
                />{' '}
                {STOP_TEXT[value]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={ids.note}>Note (optional)</label>
          <input id={ids.note} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          <div>
            <button type="submit" className="primary-button">
              Save the correction
            </button>{' '}
            <button type="button" className="secondary-button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
