import { type FormEvent, useId, useState } from 'react';
import { ParticipantIdSchema, type WithdrawalResponse } from '../../../contract/api.ts';
import { errorText } from '../../api/error-text.ts';
import { withdrawParticipant } from './data-admin-api.ts';
import './data-admin.css';

const LABELS: Record<keyof WithdrawalResponse['deleted'], [string, string]> = {
  chatSessions: ['chat session', 'chat sessions'],
  messages: ['message', 'messages'],
  savedHistories: ['saved chat history', 'saved chat histories'],
  participantSelections: ['current-participant setting', 'current-participant settings'],
  observerAssessments: ['observer checklist', 'observer checklists'],
  assessmentRevisions: ['checklist version', 'checklist versions'],
};

/** Admin Withdraw participant: every record of one participant ID deleted, after typing the ID again. */
export default function WithdrawalView() {
  const [participantId, setParticipantId] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<WithdrawalResponse>();
  const ids = { id: useId(), confirm: useId(), help: useId() };
  const id = participantId.trim();
  const valid = ParticipantIdSchema.safeParse(id).success;
  const confirmed = valid && confirmation.trim() === id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      setResult(await withdrawParticipant(id, confirmation));
      setParticipantId('');
      setConfirmation('');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="data-admin" aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title" className="view-title">
        Withdraw Participant
      </h2>
      <p className="lead">
        When a participant withdraws from the study, delete every record of their ID: chat sessions and every
        message, saved chat histories, and observer checklists with all their versions. This cannot be undone.
        The audit log keeps who deleted which ID and when.
      </p>
      <form className="panel withdrawal-form" onSubmit={submit}>
        <div className="field-row">
          <label htmlFor={ids.id}>Participant ID</label>
          <input
            id={ids.id}
            value={participantId}
            autoComplete="off"
            maxLength={64}
            onChange={(e) => setParticipantId(e.target.value)}
          />
        </div>
        <div className="field-row">
          <label htmlFor={ids.confirm}>Type the participant ID again to confirm</label>
          <input
            id={ids.confirm}
            value={confirmation}
            autoComplete="off"
            maxLength={64}
            aria-describedby={ids.help}
            onChange={(e) => setConfirmation(e.target.value)}
            onPaste={(e) => e.preventDefault()}
          />
          <p id={ids.help} className="muted">
            {confirmed
              ? `Ready: every record of ${id} will be deleted.`
              : 'Both fields must match exactly (pasting is off here, so it is typed on purpose).'}
          </p>
        </div>
        <button type="submit" className="danger-button" disabled={!confirmed || busy}>
          {busy ? 'Deleting…' : 'Delete every record of this participant'}
        </button>
      </form>
      <div role="status">
        {result && (
          <div className="panel withdrawal-result">
            <p>
              <strong>Every record of {result.participantID} was deleted:</strong>
            </p>
            <ul>
              {Object.entries(result.deleted).map(([key, n]) => {
                const [one, many] = LABELS[key as keyof typeof LABELS];
                return (
                  <li key={key}>
                    {n} {n === 1 ? one : many}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="form-error">
          Nothing was deleted: {error}
        </p>
      )}
    </section>
  );
}
