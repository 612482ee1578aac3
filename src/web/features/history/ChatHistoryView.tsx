import { useState } from 'react';
import type { ConversationHistoryPage } from '../../../contract/api.ts';
import { ConversationView } from './ConversationView.tsx';
import { RecentCases } from './RecentCases.tsx';
import { SearchForm } from './SearchForm.tsx';
import './history.css';
import './transcript.css';

type Open = { participantId: string; preloaded: ConversationHistoryPage | undefined };

/**
 * docs/product.md#screens, #behaviour Chat History (admin): the list view (participant search and Recent Cases), or one
 * participant's conversation view after a search or a View History click. Go Back clears it.
 */
export default function ChatHistoryView() {
  const [open, setOpen] = useState<Open>();
  // Set once the admin has gone back, so the list takes the focus then but not on first arrival.
  const [returned, setReturned] = useState(false);

  return (
    <div className="chat-history">
      <h2 className="view-title">Chat History</h2>
      {open ? (
        <ConversationView
          key={open.participantId}
          participantId={open.participantId}
          preloaded={open.preloaded}
          onBack={() => {
            setOpen(undefined);
            setReturned(true);
          }}
        />
      ) : (
        <>
          <SearchForm onFound={(participantId, history) => setOpen({ participantId, preloaded: history })} />
          <RecentCases
            focusTitle={returned}
            onView={(participantId) => setOpen({ participantId, preloaded: undefined })}
          />
        </>
      )}
    </div>
  );
}
