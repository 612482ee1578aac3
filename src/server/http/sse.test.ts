import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { openEventStream } from './sse.ts';

/**
 * Security finding 3 (the writer's part): SSE writes wait for the socket to drain, so a client that
 * never reads holds at most a socket buffer of the reply in the server, and is cut off after the
 * drain timeout instead of being buffered for without end.
 */
it('holds back a writer while the client does not read, then disconnects the client', async () => {
  const chunk = 'y'.repeat(64 * 1024);
  const result = new Promise<{ sent: number; maxBuffered: number; destroyed: boolean }>((resolve) => {
    const server = createServer(async (_req, res) => {
      const stream = openEventStream(res, 500);
      let sent = 0;
      let maxBuffered = 0;
      // Up to 50 MB, each write awaited as the chat route awaits them.
      while (sent < 50_000_000 && !res.destroyed) {
        await stream.send(chunk);
        sent += chunk.length;
        maxBuffered = Math.max(maxBuffered, res.writableLength);
      }
      resolve({ sent, maxBuffered, destroyed: res.destroyed });
      server.close();
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      // A client that sends its request and never reads a byte of the answer.
      const socket = connect(port, '127.0.0.1', () => {
        socket.pause();
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      });
      socket.on('error', () => undefined);
    });
  });
  const { sent, maxBuffered, destroyed } = await result;
  expect(destroyed).toBe(true);
  expect(maxBuffered).toBeLessThan(1_000_000);
  expect(sent).toBeLessThan(20_000_000);
});
