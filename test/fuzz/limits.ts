import { expect } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../src/contract/api.ts';
import type { LiveInteraction } from './interaction.ts';
import { parseRawAnswer, rawExchange, streamBody } from './wire.ts';

/**
 * End-to-end checks on a listening server: bodies over the limits, sized and streamed, and bytes
 * that are not HTTP at all. Each answer is recorded with `record` so the run's counts include it.
 */
type Record = (route: string, status: number) => void;

const JSON_LIMIT = 1024 * 1024;

/** Over the 1 MB JSON limit, the 10 MB image limit and the 16 KB login-form limit: a 413 `{ error }`. */
export async function expectBodyLimits(
  baseUrl: string,
  options: { adminToken: string; interaction: LiveInteraction; record: Record },
) {
  const admin = { authorization: `Bearer ${options.adminToken}` };
  const sized = await fetch(`${baseUrl}/submit-data`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: `{"formData":"${'a'.repeat(JSON_LIMIT + 1)}"}`,
  });
  expect(sized.status).toBe(413);
  expect(await sized.json()).toEqual({ error: expect.any(String) });
  options.record('POST /submit-data', sized.status);

  // Chunked, without a Content-Length: the limit can only be enforced while reading.
  const streamed = await streamBody(baseUrl, {
    method: 'PUT',
    path: '/update_case/1',
    headers: { ...admin, 'content-type': 'application/json' },
    prefix: '{"Phases":"',
    total: 2 * JSON_LIMIT,
  });
  expect(streamed.statusCode).toBe(413);
  expect(JSON.parse(streamed.body)).toEqual({ error: expect.any(String) });
  options.record('PUT /update_case/:id', streamed.statusCode);

  const boundary = 'fuzz-oversize';
  const upload = await streamBody(baseUrl, {
    method: 'POST',
    path: '/upload_image',
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    prefix: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`,
    total: MAX_IMAGE_BYTES + 1,
    suffix: `\r\n--${boundary}--\r\n`,
  });
  expect(upload.statusCode).toBe(413);
  expect(JSON.parse(upload.body).error).toMatch(/larger than 10 MB/);
  options.record('POST /upload_image', upload.statusCode);

  const login = await streamBody(baseUrl, {
    method: 'POST',
    path: `/oidc/interaction/${options.interaction.uid}/login`,
    headers: { cookie: options.interaction.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    prefix: 'email=a&password=',
    total: 64 * 1024,
  });
  expect(login.statusCode).toBe(413);
  expect(JSON.parse(login.body)).toEqual({ error: expect.any(String) });
  options.record('POST /oidc/interaction/:uid/login', login.statusCode);
}

/** Requests that are not valid HTTP, or that smuggle: bad escapes, raw bytes, bad framing. */
const MALFORMED_HTTP = [
  'GET /get_case/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /get-conversation-history/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /get-conversation-history/\xff\xfe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GARBAGE\r\n\r\n',
  'GET / HTTP/9.9\r\n\r\n',
  'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n',
  `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  'POST /submit-data HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'POST /submit-data HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  'POST /submit-data HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n',
];

/** Node's parser or the router refuses each with a 4xx (a JSON `{ error }` when it has a body). */
export async function expectMalformedHttpRefused(port: number, record: Record) {
  for (const bytes of MALFORMED_HTTP) {
    const answer = parseRawAnswer(await rawExchange(port, Buffer.from(bytes, 'latin1')));
    const label = `${JSON.stringify(bytes.slice(0, 60))}: ${answer.status} ${answer.body.slice(0, 200)}`;
    expect(answer.status, label).toBeGreaterThanOrEqual(400);
    expect(answer.status, label).toBeLessThan(500);
    if (answer.body) expect(JSON.parse(answer.body), label).toMatchObject({ error: expect.any(String) });
    record('(malformed HTTP)', answer.status);
  }
}
