import type { ServerResponse } from 'node:http';

/**
 * Longest a reply waits for a client to read what it was sent: a client that stops reading (but keeps
 * the connection open) is then cut off, instead of the server buffering the reply for it.
 */
export const DRAIN_TIMEOUT_MS = 30_000;

/**
 * A Server-Sent Events response. A chunk with newlines is sent as several `data:` lines, which
 * the SSE format joins back with "\n" on the client, so replies keep their line breaks. `send` and
 * `event` resolve once the socket can take more (its 'drain'), so a writer that awaits them never
 * holds more than a socket buffer for a slow client; one that does not read for `drainTimeoutMs` is
 * disconnected.
 */
export function openEventStream(res: ServerResponse, drainTimeoutMs = DRAIN_TIMEOUT_MS) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-store, no-transform',
    Connection: 'keep-alive',
    // Proxies (nginx) must pass chunks through at once instead of buffering the reply.
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  res.flushHeaders();
  // Chunks produced in the same turn of the event loop leave in one socket write instead of one
  // write each: a syscall per chunk was the largest single cost under load.
  let corked = false;
  const drained = () =>
    new Promise<void>((resolve) => {
      if (!res.writableNeedDrain || res.destroyed) return resolve();
      const done = () => {
        clearTimeout(timer);
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      const timer = setTimeout(() => {
        res.destroy(new Error(`the client read nothing for ${drainTimeoutMs} ms`));
        done();
      }, drainTimeoutMs);
      res.on('drain', done);
      res.on('close', done);
    });
  const write = (data: string): Promise<void> => {
    if (res.writableEnded || res.destroyed) return Promise.resolve();
    if (!corked) {
      corked = true;
      res.cork();
      setImmediate(() => {
        if (!corked) return;
        corked = false;
        res.uncork();
      });
    }
    res.write(data);
    return drained();
  };
  return {
    send(chunk: string): Promise<void> {
      return write(encodeData(chunk));
    },
    event(name: string, data = ''): Promise<void> {
      return write(`event: ${name}\n${encodeData(data)}`);
    },
    end() {
      if (res.writableEnded) return;
      if (corked) {
        corked = false;
        res.uncork();
      }
      res.end();
    },
  };
}

export function encodeData(data: string): string {
  return `${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;
}
