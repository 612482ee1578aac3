import { createParser } from 'eventsource-parser';

export type StreamResult = {
  status: number;
  chunks: string[];
  text: string;
  closed: boolean;
  /** Every event in order: unnamed text chunks as 'message', then named ones (state, stream_close). */
  events: { event: string; data: string }[];
};

/**
 * Reads GET /stream-chat like the web app does (fetch + an SSE parser, with the bearer token).
 * `stopAfter` aborts the request after that many chunks, as a client that goes away would.
 */
export async function readChatStream(
  baseUrl: string,
  token: string,
  options: { stopAfter?: number; timeoutMs?: number } = {},
): Promise<StreamResult> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('stream took too long')),
    // Replies here take well under a second alone; a busy 2-core machine can make that many seconds.
    options.timeoutMs ?? 40_000,
  );
  const chunks: string[] = [];
  const events: StreamResult['events'] = [];
  let closed = false;
  const parser = createParser({
    onEvent(event) {
      events.push({ event: event.event ?? 'message', data: event.data });
      if (event.event === 'stream_close') closed = true;
      else if (event.event === undefined || event.event === 'message') chunks.push(event.data);
      if (options.stopAfter !== undefined && chunks.length >= options.stopAfter) controller.abort();
    },
  });
  const response = await fetch(`${baseUrl}/stream-chat`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  try {
    const decoder = new TextDecoder();
    for await (const bytes of response.body ?? [])
      parser.feed(decoder.decode(bytes as Uint8Array, { stream: true }));
  } catch (error) {
    if (!controller.signal.aborted || options.stopAfter === undefined) throw error;
  } finally {
    clearTimeout(timer);
  }
  return { status: response.status, chunks, text: chunks.join(''), closed, events };
}
