import { failureText } from '../../api/error-text.ts';
import { useRemote } from '../../api/useRemote.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { listCases } from './cases-api.ts';

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

  return (
    <section aria-labelledby="case-list-title">
      <h3 id="case-list-title" className="ce-subtitle" tabIndex={-1}>
        Available Cases
      </h3>
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
    </section>
  );
}
