import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The floor: a bare node:http server that answers the same two requests as the app with a fixed
 * SSE reply of the same size and chunk count, and does nothing else. What HTTP + SSE cost here.
 */
export async function startFloorServer(reply: {
  chunks: number;
  bytes: number;
}): Promise<{ url: string; close(): Promise<void> }> {
  const chunkText = 'x'.repeat(Math.max(1, Math.round(reply.bytes / Math.max(1, reply.chunks))));
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/submit-user-input') {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"message":"Input received"}');
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/stream-chat') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      for (let i = 0; i < reply.chunks; i++) res.write(`data: ${chunkText}\n\n`);
      res.end('event: stream_close\ndata: \n\n');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Run as its own process (like the app), so the load generator does not share its event loop:
//   node bench/floor.ts <chunks> <bytes>   -> prints the URL on stdout
if (process.argv[1] === import.meta.filename) {
  const [chunks, bytes] = process.argv.slice(2).map(Number);
  const floor = await startFloorServer({ chunks: chunks || 5, bytes: bytes || 500 });
  console.log(floor.url);
  process.on('SIGTERM', () => void floor.close().then(() => process.exit(0)));
}
