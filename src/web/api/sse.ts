import { EventSourceParserStream } from 'eventsource-parser/stream';
import { apiFetch } from './client.ts';

/** The event that ends a reply (docs/product.md#behaviour); its data is empty. */
export const STREAM_CLOSE_EVENT = 'stream_close';

/** The reply stream ended (connection dropped, server stopped) before its stream_close event. */
export class StreamInterruptedError extends Error {
  constructor() {
    super('The reply stream ended before it was complete.');
    this.name = 'StreamInterruptedError';
  }
}

/**
 * Reads a Server-Sent Events body of the chat stream: `onChunk` gets the data of each message
 * (multi-line data comes back joined with "\n", as the SSE format defines), and the promise resolves
 * at `stream_close`; `onEvent` gets the other named events (the scenario's `state`). It rejects with StreamInterruptedError when the body ends before that, and with
 * the read error (an AbortError when the caller aborted) when reading fails.
 */
export async function readChatStream(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  onChunk: (text: string) => void,
  onEvent?: (name: string, data: string) => void,
): Promise<void> {
  const events = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  const reader = events.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new StreamInterruptedError();
      if (value.event === STREAM_CLOSE_EVENT) return;
      // Named events are never reply text: they go to onEvent (or are skipped) rather than shown.
      if (value.event === undefined || value.event === 'message') onChunk(value.data);
      else onEvent?.(value.event, value.data);
    }
  } finally {
    // Cancelling releases the connection at once: after stream_close the server may keep the
    // socket open, and after an error nothing more from it is wanted.
    await reader.cancel().catch(() => {});
  }
}

export type StreamChatOptions = {
  onChunk: (text: string) => void;
  onEvent?: (name: string, data: string) => void;
  signal?: AbortSignal;
};

/**
 * Opens GET /stream-chat and reads the bot's reply to the pending turn. EventSource cannot send the
 * bearer token, so this is fetch (through apiFetch, which adds it) plus eventsource-parser.
 */
export async function streamChat({ onChunk, onEvent, signal }: StreamChatOptions): Promise<void> {
  const response = await apiFetch('/stream-chat', { signal });
  if (!response.body) throw new StreamInterruptedError();
  await readChatStream(response.body, onChunk, onEvent);
}
