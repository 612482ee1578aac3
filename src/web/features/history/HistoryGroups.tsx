import type { ChatMessage, HistoryGroup } from '../../../contract/chat.ts';
import { revealBidiControls } from '../../components/bidi.ts';
import { ChatImage } from '../../components/ChatImage.tsx';
import { FormattedText } from '../../components/FormattedText.tsx';
import { formatDateTime, senderLabel, toDate } from './format.ts';

/** A link the server signed to an image of the library (relative, as the server writes them). */
const LIBRARY_IMAGE = /^\/images\/\d{1,9}\?exp=\d{1,12}&sig=[\w-]{1,64}$/;

/**
 * The participant's history as docs/product.md#screens shows it: groups headed "Time:" with their messages, text
 * formatted and image messages shown as images. Props only, so it renders the same on the server.
 * `clientSaved`: the groups are what a browser sent with Save, so each says so (a "Bot" line in them
 * is the client's word), and only images of the library are shown from them.
 */
export function HistoryGroups({
  groups,
  clientSaved = false,
}: {
  groups: (HistoryGroup & { savedBy?: string })[];
  clientSaved?: boolean;
}) {
  if (groups.length === 0)
    return <p className="empty-text">No messages were recorded for this participant.</p>;
  return (
    <ol className="history-groups">
      {groups.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups are read-only and a saved timestamp may repeat
        <li key={index} className="history-group">
          <h5 className="history-group-time">
            Time:{' '}
            <time dateTime={toDate(group.timestamp)?.toISOString()}>{formatDateTime(group.timestamp)}</time>
          </h5>
          {/* Two accounts may type the same participant ID: each group says whose it is. */}
          {group.savedBy !== undefined && (
            <p className="history-group-owner">
              Account: <bdi>{revealBidiControls(group.savedBy)}</bdi>
            </p>
          )}
          {clientSaved && (
            <p className="history-group-source">
              Saved by the browser: as the client sent it, not the server's record of the turns.
            </p>
          )}
          {group.history.length === 0 ? (
            <p className="empty-text">No messages in this group.</p>
          ) : (
            <ol className="history-messages">
              {group.history.map((message, position) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: saved message ids are client timestamps and may repeat
                <HistoryMessage key={position} message={message} clientSaved={clientSaved} />
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

function HistoryMessage({ message, clientSaved }: { message: ChatMessage; clientSaved: boolean }) {
  const foreignImage = message.type === 'image' && clientSaved && !LIBRARY_IMAGE.test(message.text);
  return (
    <li className={`history-message history-message-${message.sender}`} data-sender={message.sender}>
      <span className="history-sender">
        {senderLabel(message.sender)}
        <span className="visually-hidden">:</span>
      </span>
      <div className="history-message-body">
        {foreignImage ? (
          <p className="empty-text">(An image from outside the library: not shown.)</p>
        ) : message.type === 'image' ? (
          <ChatImage
            src={message.text}
            alt={message.sender === 'bot' ? 'Image shown by the bot' : 'Image sent by the resident'}
            className="history-image"
          />
        ) : (
          <FormattedText text={message.text} />
        )}
      </div>
    </li>
  );
}
