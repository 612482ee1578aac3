import { failureText } from '../../api/error-text.ts';
import { loadTranscripts } from './history-api.ts';
import { TranscriptList } from './TranscriptList.tsx';
import { useRemote } from './useRemote.ts';

/**
 * The server's own record of the participant's conversations. It is there whether or not the
 * resident pressed Save, so researchers can rely on it when the saved history is missing or partial.
 */
export function TranscriptSection({ participantId }: { participantId: string }) {
  const [remote, retry] = useRemote(loadTranscripts, participantId);
  return (
    <section className="history-part" aria-labelledby="history-transcript-title">
      <h4 id="history-transcript-title">Server transcript</h4>
      <p className="history-hint">
        Every turn as the server stored it, whether or not the resident pressed Save.
      </p>
      {remote.status === 'loading' && (
        <p className="loading-text" role="status">
          Loading data...
        </p>
      )}
      {remote.status === 'failed' && (
        <div className="history-failed">
          <p className="form-error" role="alert">
            {failureText('load the server transcript', remote.error)}
          </p>
          <button type="button" className="history-secondary-button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {remote.status === 'ready' && <TranscriptList conversations={remote.data} />}
    </section>
  );
}
