import { useState } from 'react';
import type { CaseListItem, CaseStatus } from '../../../contract/case-lifecycle.ts';
import { errorText, failureText } from '../../api/error-text.ts';
import { useRemote } from '../../api/useRemote.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { CaseAssignments } from './CaseAssignments.tsx';
import { listCaseStates, listCases, setCaseStatus } from './cases-api.ts';

const STATUS_TEXT: Record<CaseStatus, string> = {
  draft: 'Draft: admins only',
  published: 'Published: given to residents',
  retired: 'Retired: no longer given',
};
/** The moves each state offers, as buttons. */
const MOVES: Record<CaseStatus, [CaseStatus, string][]> = {
  draft: [['published', 'Publish']],
  published: [
    ['retired', 'Retire'],
    ['draft', 'Back to draft'],
  ],
  retired: [['published', 'Publish again']],
};

/** docs/product.md#constants: the list shows the first 100 characters of each scenario outline. */
export const PREVIEW_CHARS = 100;

const preview = (text: string) =>
  text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS).trimEnd()}…` : text;

/** "Available Cases": each case's id and outline preview; pick one to edit, or try it in the chatbot. */
export function CaseList({
  onSelect,
  onTry,
}: {
  onSelect: (id: string) => void;
  onTry: (id: string) => void;
}) {
  const [remote, retry] = useRemote(listCases, 'cases');
  const [stateKey, setStateKey] = useState(0);
  const [states] = useRemote(listCaseStates, `states-${stateKey}`);
  const [error, setError] = useState<string>();
  const stateOf = (id: string): CaseListItem | undefined =>
    states.status === 'ready' ? states.data.find((c) => String(c.id) === id) : undefined;
  async function move(id: number, status: CaseStatus) {
    setError(undefined);
    try {
      await setCaseStatus(id, status);
      setStateKey((k) => k + 1);
    } catch (caught) {
      setError(`The case's state could not be changed: ${errorText(caught)}`);
    }
  }

  return (
    <section aria-labelledby="case-list-title">
      <h3 id="case-list-title" className="ce-subtitle" tabIndex={-1}>
        Available Cases
      </h3>
      <p className="ce-hint">
        A case from Data Collection starts as a draft: try it, then publish it. Residents get published cases
        only, as assigned below. Trying a case is a test run: marked in Chat History, never in the study's
        data.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <LoadState remote={remote} failedText={(error) => failureText('load the cases', error)} onRetry={retry}>
        {(cases) =>
          cases.length === 0 ? (
            <p>No cases yet. Add one with Data Collection.</p>
          ) : (
            <ul className="ce-list">
              {cases.map((c) => (
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
                  <CaseState item={stateOf(c._id)} onMove={move} />
                  <button
                    type="button"
                    className="secondary-button ce-try-button"
                    onClick={() => onTry(c._id)}
                  >
                    Try this case<span className="visually-hidden"> (case {c._id})</span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
      {states.status === 'ready' && <CaseAssignments cases={states.data} />}
    </section>
  );
}

function CaseState({
  item,
  onMove,
}: {
  item: CaseListItem | undefined;
  onMove: (id: number, status: CaseStatus) => void;
}) {
  if (!item) return null;
  return (
    <div className="ce-state">
      <span className={`ce-status ce-status-${item.status}`}>{STATUS_TEXT[item.status]}</span>
      {MOVES[item.status].map(([to, label]) => (
        <button key={to} type="button" className="secondary-button" onClick={() => onMove(item.id, to)}>
          {label}
          <span className="visually-hidden"> case {item.id}</span>
        </button>
      ))}
    </div>
  );
}
