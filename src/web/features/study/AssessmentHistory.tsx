import { changedFields } from '../../../contract/study.ts';
import { useRemote } from '../history/useRemote.ts';
import { changeLabel, formatWhen } from './format.ts';
import { loadRevisions } from './study-api.ts';

/** Every saved version of one checklist, newest first: who saved it, when, and what it changed. */
export function AssessmentHistory({ assessmentId }: { assessmentId: number }) {
  const [remote, retry] = useRemote(loadRevisions, String(assessmentId));
  if (remote.status === 'loading')
    return (
      <p className="loading-text" role="status">
        Loading the history…
      </p>
    );
  if (remote.status === 'failed')
    return (
      <p className="form-error" role="alert">
        The history could not be loaded.{' '}
        <button type="button" className="link-button" onClick={retry}>
          Try again
        </button>
      </p>
    );
  const revisions = remote.data;
  return (
    <ol className="revision-list" aria-label="Edit history">
      {revisions.map((revision, index) => {
        const older = revisions[index + 1];
        const changes = older ? changedFields(older.content, revision.content) : [];
        return (
          <li key={revision.version}>
            <p className="revision-head">
              <strong>Version {revision.version}</strong> · {older ? 'edited' : 'recorded'} by{' '}
              {revision.savedBy} on <time dateTime={revision.savedAt}>{formatWhen(revision.savedAt)}</time> ·
              total {revision.content.total}
            </p>
            {older && (
              <p className="revision-changes">
                {changes.length === 0
                  ? 'Saved without changes.'
                  : `Changed: ${changes.map(changeLabel).join('; ')}.`}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
