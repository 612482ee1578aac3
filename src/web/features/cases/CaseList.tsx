import { useEffect, useState } from 'react';
import type { CaseSummary } from '../../../contract/api.ts';
import { failureText } from '../../api/error-text.ts';
import { listCases } from './cases-api.ts';

/** docs/product.md#constants: the list shows the first 100 characters of each scenario outline. */
export const PREVIEW_CHARS = 100;

const preview = (text: string) =>
  text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS).trimEnd()}…` : text;

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; cases: CaseSummary[] };

/** "Available Cases": each case's id and outline preview; pick one to edit, or try it in the chatbot. */
export function CaseList({
  onSelect,
  onTry,
}: {
  onSelect: (id: string) => void;
  onTry: (id: string) => void;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    listCases(abort.signal).then(
      ({ cases }) => setState({ status: 'ready', cases }),
      (error: unknown) => {
        if (!abort.signal.aborted)
          setState({ status: 'failed', message: failureText('load the cases', error) });
      },
    );
    return () => abort.abort();
  }, []);

  return (
    <section aria-labelledby="case-list-title">
      <h3 id="case-list-title" className="ce-subtitle" tabIndex={-1}>
        Available Cases
      </h3>
      {state.status === 'loading' && (
        <p className="loading-text" role="status">
          Loading data...
        </p>
      )}
      {state.status === 'failed' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && state.cases.length === 0 && (
        <p>No cases yet. Add one with Data Collection.</p>
      )}
      {state.status === 'ready' && state.cases.length > 0 && (
        <ul className="ce-list">
          {state.cases.map((c) => (
            <li key={c._id} className="ce-list-item">
              <button
                type="button"
                className="ce-case-button"
                aria-describedby={`ce-preview-${c._id}`}
                onClick={() => onSelect(c._id)}
              >
                Case ID: {c._id}
              </button>
              <p className="ce-preview" id={`ce-preview-${c._id}`}>
                {preview(c['Scenario Outline'])}
              </p>
              <button type="button" className="ce-try-button" onClick={() => onTry(c._id)}>
                Try this case<span className="visually-hidden"> (case {c._id})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
