import { Fragment, useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../contract/chat.ts';
import { ChatImage } from '../../components/ChatImage.tsx';
import { FormattedText } from '../../components/FormattedText.tsx';
import type { Notice } from './chat-log.ts';

/** How close to the bottom (px) still counts as "reading the newest message". */
const FOLLOW_MARGIN = 64;

/**
 * The chat window: an aria-live log that keeps the newest message in view. It follows new text
 * only while the reader is at the bottom, so scrolling up to re-read a vital sign is not undone by
 * the next chunk; sending a message always brings the view back down.
 */
export function MessageList({
  messages,
  notices,
  generating,
}: {
  messages: ChatMessage[];
  notices: Notice[];
  /** A message was sent and its reply is not complete yet. */
  generating: boolean;
}) {
  const streaming = messages.some((m) => m.isStreamed);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLOListElement>(null);
  const following = useRef(true);

  // Content grows as chunks arrive and images load: stay at the bottom while following.
  useEffect(() => {
    const box = scroller.current;
    const list = content.current;
    if (!box || !list) return;
    const observer = new ResizeObserver(() => {
      if (following.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const lastSender = messages.at(-1)?.sender;
  const count = messages.length;
  useEffect(() => {
    const box = scroller.current;
    if (!box || count === 0) return;
    if (lastSender === 'user') following.current = true;
    if (following.current) box.scrollTop = box.scrollHeight;
  }, [count, lastSender]);

  const noticesAfter = (position: number) =>
    notices
      .filter((n) => n.after === position)
      .map((n) => (
        <li key={`notice-${n.id}`} className="chat-notice">
          {n.text}
        </li>
      ));

  return (
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
            <MessageItem message={message} />
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
  );
}

function MessageItem({ message }: { message: ChatMessage }) {
  const fromUser = message.sender === 'user';
  return (
    <li
      className={`chat-message chat-message-${message.sender}`}
      data-sender={message.sender}
      data-type={message.type}
      data-streaming={message.isStreamed ? 'true' : undefined}
    >
      <span className="visually-hidden">{fromUser ? 'You said:' : 'Bot said:'} </span>
      {message.type === 'image' ? (
        <ChatImage src={message.text} alt="An image from the case, shared by the bot" />
      ) : (
        <FormattedText text={message.text} />
      )}
    </li>
  );
}
