import { createParser } from 'eventsource-parser';

/**
 * The chat API as the web app calls it, for fault tests that need to watch a stream while it is
 * open (test/sse-client.ts only reports once a stream is over).
 */

export type TranscriptMessage = { sender: string; text: string; status: string };
export type Transcript = { active: boolean; messages: TranscriptMessage[] };

export type OpenStream = {
  chunks: string[];
  /** Resolves once `n` data chunks have arrived (rejects if the stream ends first). */
  waitForChunks(n: number, timeoutMs?: number): Promise<void>;
  /** Settles when the response ends: `closed` says whether `event: stream_close` came; `error` is a broken connection. */
  done: Promise<{ closed: boolean; error?: unknown; endedAt: number }>;
};

/** No call here waits longer than this: a hung server fails the test with a clear error, not a timeout. */
const CALL_TIMEOUT_MS = 30_000;

export function chatClient(baseUrl: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    post: (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      }),
    get: (path: string) =>
      fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) }),

    /** Opens GET /stream-chat and reads it in the background. */
    async openStream(): Promise<OpenStream> {
      const response = await fetch(`${baseUrl}/stream-chat`, {
        headers: { ...headers, Accept: 'text/event-stream' },
      });
      if (!response.ok || !response.body) throw new Error(`stream-chat answered ${response.status}`);
      const chunks: string[] = [];
      let closed = false;
      const waiters = new Set<() => void>();
      const parser = createParser({
        onEvent(event) {
          if (event.event === 'stream_close') closed = true;
          // Named events (the scenario's state) are not reply text.
          else if (event.event === undefined || event.event === 'message') chunks.push(event.data);
          for (const wake of waiters) wake();
        },
      });
      const body = response.body;
      let ended = false;
      const done = (async () => {
        const decoder = new TextDecoder();
        try {
          for await (const bytes of body) parser.feed(decoder.decode(bytes, { stream: true }));
          return { closed, endedAt: Date.now() };
        } catch (error) {
          return { closed, error, endedAt: Date.now() };
        } finally {
          ended = true;
          for (const wake of waiters) wake();
        }
      })();
      return {
        chunks,
        done,
        waitForChunks(n, timeoutMs = 30_000) {
          return new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => finish(new Error(`only ${chunks.length} chunks`)), timeoutMs);
            const check = () => {
              if (chunks.length >= n) finish();
              else if (ended) finish(new Error(`stream ended after ${chunks.length} chunks`));
            };
            const finish = (error?: Error) => {
              clearTimeout(timer);
              waiters.delete(check);
              if (error) reject(error);
              else resolve();
            };
            waiters.add(check);
            check();
          });
        },
      };
    },
  };
}

/** The participant's active conversation as an admin reads it in Chat History. */
export async function activeTranscript(baseUrl: string, adminToken: string, participantId: string) {
  const response = await fetch(`${baseUrl}/api/transcripts/${participantId}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`transcripts answered ${response.status}`);
  const { conversations } = (await response.json()) as { conversations: Transcript[] };
  const active = conversations.find((c) => c.active);
  if (!active) throw new Error(`no active conversation for ${participantId}`);
  return active;
}

/**
 * Polls until `predicate` holds (stream endings store their last words a moment after the client sees them).
 * The default deadline is for a busy 2-core machine, where a moment can be seconds: it bounds a wait for
 * something that will happen, it measures nothing (pass a shorter one where the time is what is tested).
 */
export async function eventually<T>(
  read: () => Promise<T>,
  predicate: (value: T) => boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!predicate(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 50));
    last = await read();
  }
  return last;
}

/** `sender:status` per message, the shape assertions compare. */
export const shape = (t: Transcript) => t.messages.map((m) => `${m.sender}:${m.status}`);

/**
 * Polls `url` until it answers `status`; resolves with how long that took and the answer's body.
 * Each request is bounded, so a server that hangs fails the wait instead of stalling the test.
 */
export async function waitForStatus(url: string, status: number, timeoutMs = 30_000) {
  const started = Date.now();
  let last = 'no answer yet';
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      const body = await response.json();
      if (response.status === status) return { ms: Date.now() - started, body };
      last = `${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})`);
}
