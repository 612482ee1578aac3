import { useRef, useState } from 'react';
import type { ConversationHistoryPage } from '../../../contract/api.ts';
import { useSelection } from '../../components/route-selection.tsx';
import { ConversationView } from './ConversationView.tsx';
import { RecentCases } from './RecentCases.tsx';
import { SearchForm } from './SearchForm.tsx';
import './history.css';
import './transcript.css';

/**
 * docs/product.md#screens, #behaviour Chat History (admin): the list view (participant search and Recent Cases), or one
 * participant's conversation view after a search or a View History click, at its own address. Go Back clears it.
 */
export default function ChatHistoryView() {
  const [participantId, select] = useSelection();
  // The page a search already fetched, handed to the view it opens (a reload fetches it again).
  const preloaded = useRef<{ participantId: string; page: ConversationHistoryPage }>(undefined);
  const open = (id: string, page: ConversationHistoryPage | undefined) => {
    preloaded.current = page ? { participantId: id, page } : undefined;
    select(id);
  };
  // Set once the admin has gone back, so the list takes the focus then but not on first arrival.
  const [returned, setReturned] = useState(false);

  return (
    <div className="chat-history">
      <h2 className="view-title">Chat History</h2>
      {participantId !== undefined ? (
        <ConversationView
          key={participantId}
          participantId={participantId}
          preloaded={preloaded.current?.participantId === participantId ? preloaded.current.page : undefined}
          onBack={() => {
            select(undefined);
            setReturned(true);
          }}
        />
      ) : (
        <>
          <SearchForm onFound={(id, history) => open(id, history)} />
          <RecentCases focusTitle={returned} onView={(id) => open(id, undefined)} />
        </>
      )}
    </div>
  );
}
