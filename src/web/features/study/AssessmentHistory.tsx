import type { AssessmentRevision } from '../../../contract/study.ts';
import { useRemote } from '../../api/useRemote.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { changeLabel, formatWhen, valueLabel } from './format.ts';
import { loadRevisions } from './study-api.ts';

/** Every saved version of one checklist, newest first: who saved it, when, and what it changed. */
export function AssessmentHistory({ assessmentId }: { assessmentId: number }) {
  const [remote, retry] = useRemote(loadRevisions, String(assessmentId));
  return (
    <LoadState
      remote={remote}
      loadingText="Loading the history…"
      failedText={() => 'The history could not be loaded.'}
      onRetry={retry}
    >
      {(revisions) => <Revisions revisions={revisions} />}
    </LoadState>
  );
}

function Revisions({ revisions }: { revisions: AssessmentRevision[] }) {
  return (
    <ol className="revision-list" aria-label="Edit history">
      {revisions.map((revision, index) => {
        const older = revisions[index + 1];
        const { changes } = revision;
        return (
          <li key={revision.version}>
            <p className="revision-head">
              <strong>Version {revision.version}</strong> · {older ? 'edited' : 'recorded'} by{' '}
              {revision.savedBy} on <time dateTime={revision.savedAt}>{formatWhen(revision.savedAt)}</time> ·
              total {revision.content.total}
            </p>
            {older && (
              <p className="revision-changes">
                {changes.length === 0 ? 'Saved without changes.' : 'Changed:'}
              </p>
            )}
            {changes.length > 0 && (
              <ul className="revision-changes">
                {changes.map((change) => (
                  <li key={change.field}>
                    {changeLabel(change.field)}: {valueLabel(change.from)} → {valueLabel(change.to)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
