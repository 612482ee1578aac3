import { type FormEvent, useId, useState } from 'react';
import type { CaseAssignment, CaseAssignmentKind, CaseListItem } from '../../../contract/case-lifecycle.ts';
import { errorText, failureText } from '../../api/error-text.ts';
import { useRemote } from '../../api/useRemote.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { LoadState } from '../../components/LoadState.tsx';
import { listAssignments, saveAssignment } from './cases-api.ts';

const KIND_LABELS: Record<CaseAssignmentKind, string> = {
  participant: 'Participant',
  arm: 'Study arm',
  default: 'Default set',
};

/** "3, 1, 2" as case ids, in order; undefined when a part is not a number. */
function parseIds(text: string): number[] | undefined {
  const parts = text
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.every((p) => /^\d{1,9}$/.test(p))) return undefined;
  return parts.map(Number);
}

/**
 * Which cases residents get, in order: for a participant ID, for a study arm, or by default. A resident
 * plays the first listed case they have not finished; the most specific assignment applies.
 */
export function CaseAssignments({ cases }: { cases: CaseListItem[] }) {
  const [key, setKey] = useState(0);
  const [remote, retry] = useRemote(listAssignments, `assignments-${key}`);
  const ids = { kind: useId(), target: useId(), cases: useId() };
  const [kind, setKind] = useState<CaseAssignmentKind>('default');
  const [target, setTarget] = useState('');
  const [caseText, setCaseText] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const name = (id: number) => cases.find((c) => c.id === id)?.name ?? `case ${id}`;

  async function save(event: FormEvent, remove = false) {
    event.preventDefault();
    const caseIds = remove ? [] : parseIds(caseText);
    if (!caseIds) {
      setMessage({ ok: false, text: 'List case numbers separated by commas, e.g. 3, 1, 2.' });
      return;
    }
    try {
      await saveAssignment({ kind, target: kind === 'default' ? '' : target.trim(), caseIds });
      setMessage({ ok: true, text: caseIds.length === 0 ? 'Assignment removed.' : 'Assignment saved.' });
      setKey((k) => k + 1);
    } catch (caught) {
      setMessage({ ok: false, text: `The assignment could not be saved: ${errorText(caught)}` });
    }
  }

  return (
    <section aria-labelledby="assignments-title" className="ce-assignments">
      <h3 id="assignments-title" className="ce-subtitle">
        Who gets which cases
      </h3>
      <p className="ce-hint">
        A resident plays the first listed case they have not finished, in order. Their participant ID's list
        applies first, then their study arm's (from their observer checklists), then the default set; with
        none, any published case at random.
      </p>
      <LoadState
        remote={remote}
        failedText={(error) => failureText('load the assignments', error)}
        onRetry={retry}
      >
        {(assignments: CaseAssignment[]) =>
          assignments.length === 0 ? (
            <p className="empty-text">No assignment yet: residents get any published case at random.</p>
          ) : (
            <DataTable label="Case assignments" columns={['For', 'Cases, in order', 'Set by']}>
              {assignments.map((a) => (
                <tr key={`${a.kind}/${a.target}`}>
                  <th scope="row">
                    {KIND_LABELS[a.kind]}
                    {a.target ? `: ${a.target}` : ''}
                  </th>
                  <td>{a.caseIds.map((id) => `${id}. ${name(id)}`).join(' → ')}</td>
                  <td>{a.updatedBy ?? '—'}</td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </LoadState>
      <form className="ce-assign-form" onSubmit={save} noValidate>
        <div className="field">
          <label htmlFor={ids.kind}>For</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as CaseAssignmentKind)}>
            <option value="default">{KIND_LABELS.default}</option>
            <option value="arm">{KIND_LABELS.arm}</option>
            <option value="participant">{KIND_LABELS.participant}</option>
          </select>
        </div>
        {kind === 'arm' && (
          <div className="field">
            <label htmlFor={ids.target}>Arm</label>
            <select id={ids.target} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">Choose…</option>
              <option value="chatbot">Chatbot</option>
              <option value="simulation">Simulation + debriefing</option>
            </select>
          </div>
        )}
        {kind === 'participant' && (
          <div className="field">
            <label htmlFor={ids.target}>Participant ID</label>
            <input
              id={ids.target}
              value={target}
              maxLength={64}
              onChange={(e) => setTarget(e.target.value)}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.cases}>Published cases, in order (e.g. 3, 1)</label>
          <input id={ids.cases} value={caseText} onChange={(e) => setCaseText(e.target.value)} />
        </div>
        <div className="ce-actions">
          <button type="submit" className="primary-button">
            Save assignment
          </button>
          <button type="button" className="secondary-button" onClick={(e) => save(e, true)}>
            Remove assignment
          </button>
        </div>
        {message && (
          <p className={message.ok ? 'hint-text' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        )}
      </form>
    </section>
  );
}
