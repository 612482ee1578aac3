import type { ServerResponse } from 'node:http';

/**
 * A Server-Sent Events response. A chunk with newlines is sent as several `data:` lines, which
 * the SSE format joins back with "\n" on the client, so replies keep their line breaks.
 */
export function openEventStream(res: ServerResponse) {
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
  const write = (data: string) => {
    if (res.writableEnded) return;
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
  };
  return {
    send(chunk: string) {
      write(encodeData(chunk));
    },
    event(name: string, data = '') {
      write(`event: ${name}\n${encodeData(data)}`);
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
