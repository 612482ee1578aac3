import { useEffect, useRef } from 'react';
import type { ConversationHistoryPage } from '../../../contract/api.ts';
import { failureText } from '../../api/error-text.ts';
import { useRemote } from '../../api/useRemote.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { HistoryGroups } from './HistoryGroups.tsx';
import { loadHistory } from './history-api.ts';
import { MoreHistory } from './MoreHistory.tsx';
import { TranscriptSection } from './TranscriptSection.tsx';

/**
 * One participant's record: the chat history (saved groups, or the server's turns when the
 * resident never saved) and below it the full server transcript. Go Back returns to the list.
 */
export function ConversationView({
  participantId,
  preloaded,
  onBack,
}: {
  participantId: string;
  preloaded: ConversationHistoryPage | undefined;
  onBack: () => void;
}) {
  const [history, retry] = useRemote(loadHistory, participantId, preloaded);
  const title = useRef<HTMLHeadingElement>(null);
  // The list this replaced held the focus; put it at the start of what replaced it.
  useEffect(() => {
    title.current?.focus();
  }, []);

  return (
    <section className="history-conversation" aria-labelledby="history-conversation-title">
      <div className="view-bar">
        <h3 id="history-conversation-title" ref={title} tabIndex={-1}>
          Conversation ID: <bdi className="long-id">{participantId}</bdi>
        </h3>
        <button type="button" className="secondary-button" onClick={onBack}>
          Go Back
        </button>
      </div>
      <section className="history-part" aria-labelledby="history-chat-title">
        <h4 id="history-chat-title">Chat history</h4>
        <p className="hint-text">
          What each account saved with the Save button under this ID (the account is named under each time);
          for a resident who never saved, the turns the server recorded.
        </p>
        <LoadState
          remote={history}
          failedText={(error) => failureText('load this history', error)}
          onRetry={retry}
        >
          {(first) => (
            <>
              <HistoryGroups groups={first.conversationHistory} clientSaved={first.source === 'client'} />
              <MoreHistory participantId={participantId} first={first} />
            </>
          )}
        </LoadState>
      </section>
      <TranscriptSection participantId={participantId} />
    </section>
  );
}
