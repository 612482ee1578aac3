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
  return {
    send(chunk: string) {
      if (!res.writableEnded) res.write(encodeData(chunk));
    },
    event(name: string, data = '') {
      if (!res.writableEnded) res.write(`event: ${name}\n${encodeData(data)}`);
    },
    end() {
      if (!res.writableEnded) res.end();
    },
  };
}

export function encodeData(data: string): string {
  return `${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;
}
