import { useState } from 'react';
import type { Assessment, ParticipantRecord, SessionSummary } from '../../../contract/study.ts';
import { errorText } from '../../api/error-text.ts';
import { useRemote } from '../../api/useRemote.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { LoadState } from '../../components/LoadState.tsx';
import { AssessmentHistory } from './AssessmentHistory.tsx';
import { ARM_LABELS, formatDuration, formatWhen, TIME_POINT_LABELS } from './format.ts';
import { deleteAssessment, loadParticipant } from './study-api.ts';

/** One participant's study record: their observer checklists (with each one's edit history) and chat sessions. */
export function ParticipantRecordView({
  participantId,
  onEdit,
  onNew,
  onBack,
  backLabel = 'Back to checklists',
}: {
  participantId: string;
  /** Without these the record is read-only (as the dashboard shows it). */
  onEdit?: ((assessment: Assessment) => void) | undefined;
  onNew?: (() => void) | undefined;
  onBack: () => void;
  backLabel?: string;
}) {
  const [remote, retry] = useRemote(loadParticipant, participantId);
  return (
    <section className="participant-record" aria-labelledby="participant-title">
      <div className="view-bar">
        <h3 id="participant-title" tabIndex={-1}>
          Participant {participantId}
        </h3>
        <div className="assessment-actions">
          <button type="button" className="secondary-button" onClick={onBack}>
            {backLabel}
          </button>
          {onNew && (
            <button type="button" className="primary-button" onClick={onNew}>
              New checklist
            </button>
          )}
        </div>
      </div>
      <LoadState
        remote={remote}
        loadingText="Loading the participant's record…"
        failedText={() => "The participant's record could not be loaded."}
        onRetry={retry}
      >
        {(record) => <Record record={record} onEdit={onEdit} onDeleted={retry} />}
      </LoadState>
    </section>
  );
}

function Record({
  record,
  onEdit,
  onDeleted,
}: {
  record: ParticipantRecord;
  onEdit: ((assessment: Assessment) => void) | undefined;
  onDeleted: () => void;
}) {
  return (
    <>
      <h4>Observer checklists</h4>
      {record.assessments.length === 0 ? (
        <p className="empty-text">No checklist recorded yet.</p>
      ) : (
        <ul className="assessment-cards">
          {record.assessments.map((assessment) => (
            <AssessmentCard
              key={assessment.id}
              assessment={assessment}
              onEdit={onEdit}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      )}
      <h4>Chat sessions</h4>
      {record.sessions.length === 0 ? (
        <p className="empty-text">No chat session with this participant ID.</p>
      ) : (
        <SessionsTable sessions={record.sessions} />
      )}
    </>
  );
}

function AssessmentCard({
  assessment,
  onEdit,
  onDeleted,
}: {
  assessment: Assessment;
  onEdit: ((a: Assessment) => void) | undefined;
  onDeleted: () => void;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  async function remove() {
    try {
      await deleteAssessment(assessment.id, assessment.version);
      onDeleted();
    } catch (caught) {
      setDeleteError(`The checklist could not be deleted: ${errorText(caught)}`);
    }
  }
  const applicable = Object.values(assessment.items).filter((i) => i.result !== 'na').length;
  const caseText = [assessment.caseName, assessment.caseTitle].filter(Boolean).join(' — ') || 'no case named';
  return (
    <li className="assessment-card">
      <p className="assessment-card-head">
        <strong>{TIME_POINT_LABELS[assessment.timePoint]}</strong> · {ARM_LABELS[assessment.arm]} ·{' '}
        <strong>
          {assessment.total} of {applicable}
        </strong>{' '}
        done
      </p>
      <p className="assessment-card-meta">
        Assessor {assessment.assessor} · {caseText}
        <br />
        Recorded by {assessment.createdBy} on{' '}
        <time dateTime={assessment.createdAt}>{formatWhen(assessment.createdAt)}</time>
        {assessment.version > 1 && (
          <>
            {' '}
            · version {assessment.version}, last edited by {assessment.updatedBy} on{' '}
            <time dateTime={assessment.updatedAt}>{formatWhen(assessment.updatedAt)}</time>
          </>
        )}
      </p>
      <div className="assessment-actions">
        {onEdit && (
          <button type="button" className="secondary-button" onClick={() => onEdit(assessment)}>
            Edit<span className="visually-hidden"> the {assessment.timePoint} checklist</span>
          </button>
        )}
        <button
          type="button"
          className="secondary-button"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          {showHistory ? 'Hide history' : 'History'}
          <span className="visually-hidden"> of the {assessment.timePoint} checklist</span>
        </button>
        {onEdit && !confirming && (
          <button type="button" className="secondary-button" onClick={() => setConfirming(true)}>
            Delete<span className="visually-hidden"> the {assessment.timePoint} checklist</span>
          </button>
        )}
      </div>
      {confirming && (
        <div className="same-rater" role="alert">
          <p>
            Delete this {assessment.timePoint} checklist by {assessment.assessor} and its history? The
            deletion is recorded in the audit log and cannot be undone.
          </p>
          <button type="button" className="danger-button" onClick={remove}>
            Delete the checklist
          </button>
          <button type="button" className="secondary-button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
          {deleteError && <p className="form-error">{deleteError}</p>}
        </div>
      )}
      {showHistory && <AssessmentHistory assessmentId={assessment.id} />}
    </li>
  );
}

function SessionsTable({ sessions }: { sessions: SessionSummary[] }) {
  return (
    <DataTable
      label="Chat sessions"
      columns={['Started', 'Case', 'Turns', 'Finished', 'Stops', 'Time to debrief', 'Last activity']}
    >
      {sessions.map((s) => (
        <tr key={s.id}>
          <td>
            <time dateTime={s.startedAt}>{formatWhen(s.startedAt)}</time>
          </td>
          <td className="study-case-cell">
            {s.caseId}. {s.caseName ?? ''}{' '}
            <span className="muted">
              (v{s.caseVersion}, {s.tutor})
            </span>
          </td>
          <td>{s.turns}</td>
          <td>{s.finished ? 'Yes' : 'No'}</td>
          <td>{s.stops}</td>
          <td>{formatDuration(s.timeToDebriefMs)}</td>
          <td>
            <time dateTime={s.lastActivity}>{formatWhen(s.lastActivity)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
