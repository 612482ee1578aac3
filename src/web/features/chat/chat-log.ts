import {
  type ChatMessage,
  INSTRUCTION_IMAGE_PATTERN,
  RELATED_IMAGE_PATTERN,
} from '../../../contract/chat.ts';
import type { Debrief, Stop } from '../../../contract/chat-state.ts';

/**
 * A short line from the app itself (a failure, a confirmation). Notices are shown in the chat but
 * are not part of the conversation, so they are never stored or saved. `after` is how many messages
 * came before it, which places it in the log.
 */
export type Notice = { id: number; text: string; after: number };

/** What the state event said about a reply: it was an RCDP pause, or it ended the case with the debrief. */
export type ReplyMark = { stop?: Stop; debrief?: Debrief };

/**
 * The conversation on screen: `startedAt` is the stored group's timestamp (docs/product.md#data). `marks` are keyed by
 * message position (the log only grows or is cleared), and kept apart from the messages, whose stored
 * format the spec fixes.
 */
export type ChatLog = {
  startedAt: string;
  messages: ChatMessage[];
  notices: Notice[];
  marks: Record<number, ReplyMark>;
};

export type ChatLogAction =
  | { type: 'add'; message: ChatMessage }
  /** A chunk of the streamed reply; `id` is used only when the chunk starts a new bot message. */
  | { type: 'chunk'; text: string; id: number }
  | { type: 'endStream' }
  | { type: 'notice'; text: string; id: number }
  /** The reply just streamed was a stop or the debrief: marks the last bot text message. */
  | { type: 'mark'; mark: ReplyMark }
  /** A new conversation: no messages, no notices. */
  | { type: 'clear'; startedAt: string };

/** Pure, so that React may run it twice (StrictMode) and tests can drive it. */
export function chatLogReducer(log: ChatLog, action: ChatLogAction): ChatLog {
  switch (action.type) {
    case 'add':
      return { ...log, messages: [...log.messages, action.message] };
    case 'chunk': {
      const last = log.messages.at(-1);
      // docs/product.md#behaviour: a chunk extends the message being streamed, or starts a new one.
      if (last?.sender === 'bot' && last.isStreamed) {
        return {
          ...log,
          messages: [...log.messages.slice(0, -1), { ...last, text: last.text + action.text }],
        };
      }
      const started: ChatMessage = {
        id: action.id,
        text: action.text,
        sender: 'bot',
        type: 'text',
        isStreamed: true,
      };
      return { ...log, messages: [...log.messages, started] };
    }
    case 'endStream':
      return log.messages.some((m) => m.isStreamed) ? { ...log, messages: log.messages.map(settled) } : log;
    case 'notice':
      return {
        ...log,
        notices: [...log.notices, { id: action.id, text: action.text, after: log.messages.length }],
      };
    case 'mark': {
      const at = log.messages.findLastIndex((m) => m.sender === 'bot' && m.type === 'text');
      // Every turn after the end still carries the debrief: only the reply that ended the case shows it.
      const { debrief: _, ...rest } = action.mark;
      const shown: ReplyMark = Object.values(log.marks).some((m) => m.debrief) ? rest : action.mark;
      if (at < 0 || (!shown.stop && !shown.debrief)) return log;
      return { ...log, marks: { ...log.marks, [at]: shown } };
    }
    case 'clear':
      return { startedAt: action.startedAt, messages: [], notices: [], marks: {} };
  }
}

/** The message without its streaming flag: the reply is complete (or will get no more text). */
export function settled(message: ChatMessage): ChatMessage {
  if (!message.isStreamed) return message;
  const { isStreamed: _, ...rest } = message;
  return rest;
}

let lastId = 0;

/** Message ids are timestamps (docs/product.md#data), nudged forward so that two in the same millisecond differ. */
export function nextMessageId(): number {
  const now = Date.now();
  lastId = now > lastId ? now : lastId + 1;
  return lastId;
}

export function botText(text: string): ChatMessage {
  return { id: nextMessageId(), text, sender: 'bot', type: 'text' };
}

export type ImageRequest = { imageId: string; kind: 'related' | 'instruction' };

/**
 * The images a finished reply asks for (docs/product.md#behaviour): "Related image found, image id is N" and
 * "Instruction image found, image id is N". The reply's text stays in both cases; the image is
 * shown after it.
 */
export function imageRequestsIn(reply: string): ImageRequest[] {
  const requests: ImageRequest[] = [];
  const related = RELATED_IMAGE_PATTERN.exec(reply)?.[1];
  if (related) requests.push({ imageId: related, kind: 'related' });
  const instruction = INSTRUCTION_IMAGE_PATTERN.exec(reply)?.[1];
  if (instruction) requests.push({ imageId: instruction, kind: 'instruction' });
  return requests;
}

/**
 * The reply as the reader sees it: without the "Related image found, image id is N" and "Instruction image
 * found, image id is N" markers, which only tell the app which image to show after it.
 */
export function withoutImageMarkers(text: string): string {
  const marker = new RegExp(
    `[ \\t]*(?:${RELATED_IMAGE_PATTERN.source}|${INSTRUCTION_IMAGE_PATTERN.source})[.!]?[ \\t]*`,
    'g',
  );
  return text
    .replace(marker, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
