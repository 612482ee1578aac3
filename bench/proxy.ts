import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local load balancer for two app instances: every turn is posted to the first and
 * streamed from the second, so each reply is claimed by an instance that did not store the turn.
 * Other calls go to the first. Run as its own process:
 *   node bench/proxy.ts <url of the first> <url of the second>   -> prints its URL on stdout
 */
export async function startProxy(
  first: string,
  second: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const server = createServer((req, res) => {
    const target = new URL(req.method === 'GET' && req.url === '/stream-chat' ? second : first);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === import.meta.filename) {
  const [first, second] = process.argv.slice(2);
  if (!first || !second) throw new Error('usage: node bench/proxy.ts <first url> <second url>');
  const proxy = await startProxy(first, second);
  console.log(proxy.url);
  process.on('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
}
