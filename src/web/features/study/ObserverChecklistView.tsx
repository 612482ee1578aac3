import { type FormEvent, useState } from 'react';
import { ParticipantIdSchema } from '../../../contract/api.ts';
import type { Assessment } from '../../../contract/study.ts';
import { useRemote } from '../../api/useRemote.ts';
import { useSession } from '../../auth/session.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { hasDraft } from '../../components/drafts.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { AssessmentForm, assessmentDraftKey } from './AssessmentForm.tsx';
import { ARM_LABELS, formatWhen, TIME_POINT_LABELS } from './format.ts';
import { ParticipantRecordView } from './ParticipantRecordView.tsx';
import { loadCaseOptions, loadRecentAssessments } from './study-api.ts';
import './study.css';

type Screen =
  | { kind: 'list' }
  | { kind: 'form'; editing: Assessment | undefined; back: Screen }
  | { kind: 'participant'; participantId: string };

const ASSESSOR_KEY = 'observer-checklist-assessor';

/**
 * Observer Checklist (admin): faculty score a manikin simulation on the 20 items, on a tablet. The home
 * screen lists recent checklists and finds a participant; a participant's page shows their checklists,
 * each one's edit history, and their chat sessions.
 */
export default function ObserverChecklistView() {
  // A new checklist left unsaved (a reload, a closed tab) opens again with its draft.
  const [screen, setScreen] = useState<Screen>(() =>
    hasDraft(assessmentDraftKey(undefined))
      ? { kind: 'form', editing: undefined, back: { kind: 'list' } }
      : { kind: 'list' },
  );
  const [cases] = useRemote(loadCaseOptions, 'cases');
  const { session } = useSession();
  const defaultAssessor = localStorage.getItem(ASSESSOR_KEY) ?? session.name ?? '';
  const top = () => window.scrollTo({ top: 0 });

  return (
    <div className="study-view">
      <h2 className="view-title">Observer Checklist</h2>
      {screen.kind === 'list' && (
        <Home
          onNew={() => setScreen({ kind: 'form', editing: undefined, back: screen })}
          onParticipant={(participantId) => setScreen({ kind: 'participant', participantId })}
        />
      )}
      {screen.kind === 'form' && (
        <AssessmentForm
          key={screen.editing ? `${screen.editing.id}/${screen.editing.version}` : 'new'}
          editing={screen.editing}
          cases={cases.status === 'ready' ? cases.data : []}
          defaultAssessor={defaultAssessor}
          participantId={screen.back.kind === 'participant' ? screen.back.participantId : ''}
          onCancel={() => {
            setScreen(screen.back);
            top();
          }}
          onSaved={(saved) => {
            localStorage.setItem(ASSESSOR_KEY, saved.assessor);
            setScreen({ kind: 'participant', participantId: saved.participantID });
            top();
          }}
        />
      )}
      {screen.kind === 'participant' && (
        <ParticipantRecordView
          key={screen.participantId}
          participantId={screen.participantId}
          onBack={() => setScreen({ kind: 'list' })}
          onNew={() => setScreen({ kind: 'form', editing: undefined, back: screen })}
          onEdit={(editing) => {
            setScreen({ kind: 'form', editing, back: screen });
            top();
          }}
        />
      )}
    </div>
  );
}

function Home({ onNew, onParticipant }: { onNew: () => void; onParticipant: (id: string) => void }) {
  const [remote, retry] = useRemote(loadRecentAssessments, 'recent');
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string>();
  function find(event: FormEvent) {
    event.preventDefault();
    const parsed = ParticipantIdSchema.safeParse(search);
    if (!parsed.success) setError(parsed.error.issues[0]?.message);
    else onParticipant(parsed.data);
  }
  return (
    <>
      <div className="study-home-actions">
        <button type="button" className="primary-button study-big-button" onClick={onNew}>
          New checklist
        </button>
        <form className="search-form" onSubmit={find} noValidate>
          <label htmlFor="find-participant">Find a participant</label>
          <div className="search-row">
            <input
              id="find-participant"
              value={search}
              placeholder="Participant ID"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'find-participant-error' : undefined}
              onChange={(e) => {
                setSearch(e.target.value);
                setError(undefined);
              }}
            />
            <button type="submit" className="primary-button">
              Open
            </button>
          </div>
          {error && (
            <p id="find-participant-error" className="form-error" role="alert">
              {error}
            </p>
          )}
        </form>
      </div>
      <section aria-labelledby="recent-checklists-title">
        <h3 id="recent-checklists-title">Recent checklists</h3>
        <LoadState
          remote={remote}
          loadingText="Loading checklists…"
          failedText={() => 'The checklists could not be loaded.'}
          onRetry={retry}
        >
          {(recent) =>
            recent.length === 0 ? (
              <p className="empty-text">
                No checklist recorded yet. Press New checklist to score a simulation.
              </p>
            ) : (
              <DataTable
                label="Recent checklists table"
                columns={['Participant', 'Time point', 'Arm', 'Total', 'Assessor', 'Saved']}
              >
                {recent.map((a) => (
                  <tr key={a.id}>
                    <th scope="row" className="long-id">
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => onParticipant(a.participantID)}
                      >
                        {a.participantID}
                      </button>
                    </th>
                    <td>{TIME_POINT_LABELS[a.timePoint]}</td>
                    <td>{ARM_LABELS[a.arm]}</td>
                    <td>{a.total}</td>
                    <td>{a.assessor}</td>
                    <td>
                      <time dateTime={a.updatedAt}>{formatWhen(a.updatedAt)}</time>
                    </td>
                  </tr>
                ))}
              </DataTable>
            )
          }
        </LoadState>
      </section>
    </>
  );
}
