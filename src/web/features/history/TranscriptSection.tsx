import { failureText } from '../../api/error-text.ts';
import { useRemote } from '../../api/useRemote.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { loadTranscripts } from './history-api.ts';
import { TranscriptList } from './TranscriptList.tsx';

/**
 * The server's own record of the participant's conversations. It is there whether or not the
 * resident pressed Save, so researchers can rely on it when the saved history is missing or partial.
 */
export function TranscriptSection({ participantId }: { participantId: string }) {
  const [remote, retry] = useRemote(loadTranscripts, participantId);
  return (
    <section className="history-part" aria-labelledby="history-transcript-title">
      <h4 id="history-transcript-title">Server transcript</h4>
      <p className="hint-text">
        Every turn as the server stored it, whether or not the resident pressed Save.
      </p>
      <LoadState
        remote={remote}
        failedText={(error) => failureText('load the server transcript', error)}
        onRetry={retry}
      >
        {(conversations) => <TranscriptList conversations={conversations} />}
      </LoadState>
    </section>
  );
}
