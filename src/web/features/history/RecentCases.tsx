import { useEffect, useRef } from 'react';
import type { RecentCase } from '../../../contract/api.ts';
import { useRemote } from '../../api/useRemote.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { LoadState } from '../../components/LoadState.tsx';
import { formatDate, formatTime } from './format.ts';
import { loadRecentCases } from './history-api.ts';

/** docs/product.md#messages: the exact text when the list cannot be loaded. */
export const LOAD_FAILED_TEXT = 'Failed to load recent cases';

/**
 * "Recent Cases": each participant's latest activity, newest first, with a View History button.
 * Loaded afresh each time the list shows, so coming back from a conversation shows new activity.
 */
export function RecentCases({
  onView,
  focusTitle,
}: {
  onView: (participantId: string) => void;
  focusTitle: boolean;
}) {
  const [remote, retry] = useRemote(loadRecentCases, 'recent');
  const title = useRef<HTMLHeadingElement>(null);
  // Back from a conversation: keyboard and screen-reader users land at the list, not at the page top.
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  return (
    <section className="history-recent" aria-labelledby="recent-cases-title">
      <h3 id="recent-cases-title" ref={title} tabIndex={-1}>
        Recent Cases
      </h3>
      <LoadState remote={remote} failedText={() => LOAD_FAILED_TEXT} onRetry={retry}>
        {(cases) =>
          cases.length === 0 ? (
            <p className="empty-text">No past cases available</p>
          ) : (
            <CasesTable cases={cases} onView={onView} />
          )
        }
      </LoadState>
    </section>
  );
}

function CasesTable({ cases, onView }: { cases: RecentCase[]; onView: (participantId: string) => void }) {
  return (
    <DataTable label="Recent Cases table" columns={['Participant ID', 'Date', 'Time', 'Action']}>
      {cases.map((c) => (
        <tr key={c.participantID}>
          <th scope="row" className="long-id">
            <bdi>{c.participantID}</bdi>
          </th>
          <td>
            <time dateTime={c.timestamp}>{formatDate(c.timestamp)}</time>
          </td>
          <td>
            <time dateTime={c.timestamp}>{formatTime(c.timestamp)}</time>
          </td>
          <td>
            <button type="button" className="secondary-button" onClick={() => onView(c.participantID)}>
              View History<span className="visually-hidden"> of {c.participantID}</span>
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
