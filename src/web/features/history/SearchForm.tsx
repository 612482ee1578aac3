import { type FormEvent, useState } from 'react';
import { type ConversationHistoryPage, ParticipantIdSchema } from '../../../contract/api.ts';
import { failureText } from '../../api/error-text.ts';
import { loadHistory } from './history-api.ts';

/** docs/product.md#validation, #messages: the exact text when a searched ID has no history. */
export const INVALID_ID_TEXT = 'Invalid ID. Please enter a valid participant ID';

type State =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed'; message: string; count: number };

/**
 * The participant search. An ID opens the conversation view only when it returns a non-empty
 * history (docs/product.md#validation); otherwise the error shows and the list stays. The history just fetched is
 * handed on so the conversation view does not ask for it again.
 */
export function SearchForm({
  onFound,
}: {
  onFound: (participantId: string, history: ConversationHistoryPage) => void;
}) {
  const [value, setValue] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  // Counts failures so a repeated error is a new alert element, which screen readers announce again.
  const fail = (message: string) =>
    setState((s) => ({ status: 'failed', message, count: s.status === 'failed' ? s.count + 1 : 0 }));

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'searching') return;
    const id = ParticipantIdSchema.safeParse(value);
    // An ID the server would refuse cannot have a history: same answer, no request.
    if (!id.success) return fail(INVALID_ID_TEXT);
    setState({ status: 'searching' });
    try {
      const history = await loadHistory(id.data);
      if (history.page.total === 0) fail(INVALID_ID_TEXT);
      else onFound(id.data, history);
    } catch (error) {
      fail(failureText('search for this participant', error));
    }
  }

  const failed = state.status === 'failed';
  return (
    <search className="search-form" aria-label="Participant history">
      <form onSubmit={search}>
        <label htmlFor="history-search-id">Participant ID</label>
        <div className="search-row">
          <input
            id="history-search-id"
            type="text"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={failed}
            aria-describedby={failed ? 'history-search-error' : undefined}
          />
          <button type="submit" className="primary-button" aria-disabled={state.status === 'searching'}>
            Search
          </button>
        </div>
        {state.status === 'searching' && (
          <p className="loading-text" role="status">
            Searching…
          </p>
        )}
        {failed && (
          <p key={state.count} id="history-search-error" className="form-error" role="alert">
            {state.message}
          </p>
        )}
      </form>
    </search>
  );
}
