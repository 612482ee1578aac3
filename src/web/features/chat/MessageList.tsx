import { Fragment, type RefObject, useCallback, useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../contract/chat.ts';
import { ChatImage } from '../../components/ChatImage.tsx';
import type { DebriefAbout } from '../../components/debrief/DebriefChecklist.tsx';
import { DebriefChecklist } from '../../components/debrief/DebriefChecklist.tsx';
import { FormattedText } from '../../components/FormattedText.tsx';
import { type Notice, type ReplyMark, withoutImageMarkers } from './chat-log.ts';
import { afterPause, announcement, beforeChecklist, StopBanner } from './StopBanner.tsx';

/** How close to the bottom (px) still counts as "reading the newest message". */
const FOLLOW_MARGIN = 64;
/** Room left above a long reply's first line when the view stops on it. */
const REPLY_TOP_MARGIN = 8;

/**
 * The chat window: an aria-live log that keeps the newest message in view. It follows new text
 * only while the reader is at the bottom, so scrolling up to re-read a vital sign is not undone by
 * the next chunk; sending a message always brings the view back down. A reply taller than the
 * window stops with its first line at the top, so "Pause" and why are read first.
 */
export function MessageList({
  messages,
  notices,
  marks,
  generating,
  printed,
}: {
  messages: ChatMessage[];
  notices: Notice[];
  marks: Record<number, ReplyMark>;
  /** A message was sent and its reply is not complete yet. */
  generating: boolean;
  /** Printed with a debrief: whose run it was. */
  printed: DebriefAbout;
}) {
  const streaming = messages.some((m) => m.isStreamed);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  // The first message of the answer to the latest user message.
  const replyStart = useRef<HTMLLIElement>(null);

  const follow = useCallback(() => {
    const box = scroller.current;
    if (!box || !following.current) return;
    const bottom = box.scrollHeight - box.clientHeight;
    const reply = replyStart.current;
    const replyTop = reply
      ? reply.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop - REPLY_TOP_MARGIN
      : bottom;
    box.scrollTop = Math.min(bottom, replyTop);
  }, []);

  // Content grows as chunks arrive and images load: stay at the bottom while following.
  useEffect(() => {
    const list = content.current;
    if (!list) return;
    const observer = new ResizeObserver(follow);
    observer.observe(list);
    return () => observer.disconnect();
  }, [follow]);

  const lastSender = messages.at(-1)?.sender;
  const count = messages.length;
  useEffect(() => {
    if (count === 0) return;
    if (lastSender === 'user') following.current = true;
    follow();
  }, [count, lastSender, follow]);

  const lastUser = messages.findLastIndex((m) => m.sender === 'user');
  const replyIndex = lastUser >= 0 && lastUser + 1 < messages.length ? lastUser + 1 : -1;
  const lastMarked = Object.keys(marks)
    .map(Number)
    .sort((a, b) => a - b)
    .at(-1);
  const lastMark = lastMarked === undefined ? undefined : marks[lastMarked];

  const noticesAfter = (position: number) =>
    notices
      .filter((n) => n.after === position)
      .map((n) => (
        <li key={`notice-${n.id}`} className="chat-notice">
          {n.text}
        </li>
      ));

  return (
    <>
      <div
        ref={scroller}
        className="chat-log"
        role="log"
        aria-label="Conversation"
        // While a reply streams, screen readers wait and read it whole instead of chunk by chunk.
        aria-busy={streaming}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1)
        tabIndex={0}
        onScroll={(event) => {
          const box = event.currentTarget;
          following.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_MARGIN;
        }}
      >
        {messages.length === 0 && notices.length === 0 && (
          <p className="chat-empty">The simulated case will appear here.</p>
        )}
        <ol ref={content} className="chat-messages">
          {noticesAfter(0)}
          {messages.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows or is cleared, so a position always names the same message (restored ids may repeat)
            <Fragment key={index}>
              <MessageItem
                message={message}
                mark={marks[index]}
                printed={printed}
                itemRef={index === replyIndex ? replyStart : undefined}
              />
              {noticesAfter(index + 1)}
            </Fragment>
          ))}
          {generating && (
            <li className="chat-generating">
              Generating response
              <span className="chat-dots" aria-hidden="true" />
            </li>
          )}
        </ol>
      </div>
      {/* Stops and the debrief are also said on their own, at once, apart from the long reply around them. */}
      <p className="visually-hidden" role="status">
        {lastMark ? announcement(lastMark) : ''}
      </p>
    </>
  );
}

function MessageItem({
  message,
  mark,
  itemRef,
  printed,
}: {
  message: ChatMessage;
  printed: DebriefAbout;
  mark: ReplyMark | undefined;
  itemRef: RefObject<HTMLLIElement | null> | undefined;
}) {
  const fromUser = message.sender === 'user';
  // The marker asking for an image is for the app, not the reader: the image itself follows the reply.
  let text = fromUser ? message.text : withoutImageMarkers(message.text);
  if (mark?.stop) text = afterPause(text);
  if (mark?.debrief) text = beforeChecklist(text);
  return (
    <li
      ref={itemRef}
      className={`chat-message chat-message-${message.sender}`}
      data-stop={mark?.stop ? 'true' : undefined}
      data-debrief={mark?.debrief ? 'true' : undefined}
      data-sender={message.sender}
      data-type={message.type}
      data-streaming={message.isStreamed ? 'true' : undefined}
    >
      <span className="visually-hidden">{fromUser ? 'You said:' : 'Bot said:'} </span>
      {mark?.stop && <StopBanner stop={mark.stop} />}
      {message.type === 'image' ? (
        <ChatImage src={message.text} alt="An image from the case, shared by the bot" />
      ) : (
        // In an element of its own, so that printing the checklist alone can leave the text out.
        <div className="chat-text">
          <FormattedText text={text} />
        </div>
      )}
      {mark?.debrief && <DebriefChecklist debrief={mark.debrief} about={printed} />}
    </li>
  );
}
