import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { Answer } from './transports.ts';

/**
 * Requests only a real socket can make: bytes that are not valid HTTP, and bodies streamed without
 * a Content-Length. Each waits a bounded time, so a server that never answers fails the test.
 */

/** Sends raw bytes and returns everything the server wrote back until it closed the connection. */
export function rawExchange(port: number, bytes: string | Buffer, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(String(bytes).slice(0, 80))} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may reset the connection after answering: what it wrote first still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.end(bytes);
  });
}

/** The status and body of a raw HTTP/1.1 answer (the first one, if several came back). */
export function parseRawAnswer(raw: string): { status: number; contentType: string; body: string } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  const contentType = /^content-type: *(.*)$/im.exec(head)?.[1] ?? '';
  const length = Number(/^content-length: *(\d+)$/im.exec(head)?.[1] ?? -1);
  const body = rest.join('\r\n\r\n');
  return { status, contentType, body: length >= 0 ? body.slice(0, length) : body };
}

/**
 * Streams `prefix`, `total` filler bytes and `suffix` with chunked transfer encoding (no length
 * given up front, so the server can only enforce its limit while reading) and returns the answer.
 */
export function streamBody(
  baseUrl: string,
  options: {
    method: string;
    path: string;
    headers: Record<string, string>;
    prefix: string;
    total: number;
    suffix?: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(options.path, baseUrl);
    let answered = false;
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: url.pathname,
        headers: options.headers,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // Once the server has answered it may stop reading: the rest of the upload failing is expected.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    request.write(options.prefix);
    let sent = 0;
    const pump = () => {
      while (sent < options.total && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(options.suffix ?? '');
    };
    pump();
  });
}
