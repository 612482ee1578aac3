import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One request as it goes on the wire, and its answer: the same for app.inject and real HTTP. */
export type Outgoing = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  remoteAddress: string;
};
export type Answer = {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
};
export type Transport = (outgoing: Outgoing) => Promise<Answer>;

/** In-process requests: no sockets, so thousands of them take seconds. */
export function injectTransport(app: FastifyInstance): Transport {
  return async ({ method, url, headers, payload, remoteAddress }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    });
    return { statusCode: response.statusCode, headers: response.headers, body: response.body };
  };
}

/**
 * Real HTTP to a listening app, for what inject cannot show: body limits enforced on a socket.
 * Node's client refuses raw spaces and non-Latin-1 characters in a path, so those are escaped.
 */
export function httpTransport(baseUrl: string): Transport {
  return ({ method, url, headers, payload }) =>
    new Promise((resolve, reject) => {
      const target = new URL(baseUrl);
      let answered = false;
      const request = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method,
          path: url.replace(/[^\x21-\x7e]/gu, escapeChar),
          headers: {
            ...headers,
            ...(payload === undefined ? {} : { 'content-length': Buffer.byteLength(payload) }),
          },
          agent: false,
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
          response.on('error', reject);
        },
      );
      // A server that answers (413) before reading a big body may reset the upload: that is fine.
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      request.end(payload);
    });
}

function escapeChar(c: string): string {
  try {
    return encodeURIComponent(c);
  } catch {
    return '%EF%BF%BD'; // a lone surrogate: U+FFFD, as a browser sends it
  }
}
