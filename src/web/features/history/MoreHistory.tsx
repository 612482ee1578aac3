import { useState } from 'react';
import type { ConversationHistoryPage, OwnedHistoryGroup } from '../../../contract/api.ts';
import { failureText } from '../../api/error-text.ts';
import { HistoryGroups } from './HistoryGroups.tsx';
import { loadHistoryPage } from './history-api.ts';

type Loading = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: unknown };

/**
 * The groups after the first page, fetched a page at a time on request: a participant's record can
 * be long, and the admin usually needs its start. Says how many there are in all.
 */
export function MoreHistory({
  participantId,
  first,
}: {
  participantId: string;
  first: ConversationHistoryPage;
}) {
  const [more, setMore] = useState<OwnedHistoryGroup[]>([]);
  const [loading, setLoading] = useState<Loading>({ status: 'idle' });
  const shown = first.conversationHistory.length + more.length;
  const { total } = first.page;
  if (total <= first.conversationHistory.length) return null;

  async function loadMore() {
    setLoading({ status: 'loading' });
    try {
      const next = await loadHistoryPage(participantId, first.page.offset + shown);
      setMore((groups) => [...groups, ...next.conversationHistory]);
      setLoading({ status: 'idle' });
    } catch (error) {
      setLoading({ status: 'failed', error });
    }
  }

  return (
    <>
      {more.length > 0 && <HistoryGroups groups={more} clientSaved={first.source === 'client'} />}
      <p className="hint-text" role="status">
        Showing {shown} of {total} sessions.
      </p>
      {loading.status === 'failed' && (
        <p className="form-error" role="alert">
          {failureText('load more of this history', loading.error)}
        </p>
      )}
      {shown < total && (
        <button
          type="button"
          className="secondary-button"
          onClick={loadMore}
          disabled={loading.status === 'loading'}
        >
          {loading.status === 'loading'
            ? 'Loading…'
            : `Show ${Math.min(first.page.size, total - shown)} more`}
        </button>
      )}
    </>
  );
}
