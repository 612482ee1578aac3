import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await startTestApp({
    content: true,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(async () => t?.close());

const metrics = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('observability', () => {
  it('serves Prometheus metrics: requests by route, turns, tutor time, streams, event-loop lag', async () => {
    const token = await t.tokenFor(RESIDENT_EMAIL);
    const auth = { authorization: `Bearer ${token}` };
    await t.app.inject({
      method: 'POST',
      url: '/init-conversation',
      headers: auth,
      payload: { participantID: 'P-M' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/submit-user-input',
      headers: auth,
      payload: { text: 'Begin Simulation' },
    });
    const stream = await t.app.inject({ method: 'GET', url: '/stream-chat', headers: auth });
    expect(stream.statusCode).toBe(200);

    const answer = await metrics();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/submit-user-input",method="POST",status_code="200"\} 1/,
    );
    expect(text).toMatch(/airway_chat_turns_total\{tutor="engine",result="complete"\} 1/);
    expect(text).toMatch(/airway_tutor_reply_seconds_count\{tutor="engine"\} 1/);
    // The stream has ended: none open now.
    expect(text).toMatch(/airway_sse_streams_open 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });

  it('answers only the machine itself without METRICS_TOKEN', async () => {
    const remote = await metrics({}, '203.0.113.5');
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ error: expect.stringMatching(/METRICS_TOKEN/) });
    // A forged X-Forwarded-For does not make a remote client local.
    expect((await metrics({ 'x-forwarded-for': '127.0.0.1' }, '203.0.113.5')).statusCode).toBe(403);
  });

  it('needs the bearer token when METRICS_TOKEN is set, from anywhere', async () => {
    const secured = await startTestApp({ env: { METRICS_TOKEN: 'metrics-token-0123456789' } });
    try {
      const get = (headers: Record<string, string>) =>
        secured.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: '203.0.113.5' });
      expect((await get({})).statusCode).toBe(403);
      expect((await get({ authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(403);
      expect((await get({ authorization: 'Bearer metrics-token-0123456789' })).statusCode).toBe(200);
    } finally {
      await secured.close();
    }
  });

  it("echoes the caller's X-Request-Id, or a new UUID, and logs it", async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/public-config',
      headers: { 'x-request-id': 'proxy-id-12345' },
    });
    expect(given.headers['x-request-id']).toBe('proxy-id-12345');
    expect(logLines.some((l) => l.includes('"reqId":"proxy-id-12345"'))).toBe(true);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(fresh.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // Not an id (spaces, a line break): replaced, never logged as given.
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/public-config',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(odd.headers['x-request-id']).not.toBe('a b\nc');
  });

  it('logs health probes only at LOG_LEVEL=debug', async () => {
    const before = logLines.length;
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(logLines.slice(before)).toEqual([]);
    await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(logLines.length).toBeGreaterThan(before);
  });
});
