import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';

/**
 * GET /stream-chat answers the pending turn, once. Fastify adds a HEAD route to every GET; here
 * that HEAD ran the tutor and used the reply up (HEAD answers carry no body), so the GET that
 * followed streamed nothing. Found by the fuzz test (test/fuzz).
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ content: true });
  auth = { authorization: `Bearer ${await t.tokenFor(RESIDENT_EMAIL)}` };
});
afterAll(async () => t?.close());

it('has no HEAD /stream-chat, so a HEAD cannot take the reply meant for the stream', async () => {
  expect(t.app.routeCatalog.some((r) => r.method === 'HEAD' && r.url === '/stream-chat')).toBe(false);
  const init = await t.app.inject({
    method: 'POST',
    url: '/init-conversation',
    headers: auth,
    payload: { participantID: 'P-head' },
  });
  expect(init.statusCode, init.body).toBe(200);
  const submit = await t.app.inject({
    method: 'POST',
    url: '/submit-user-input',
    headers: auth,
    payload: { text: 'I open the airway with a jaw thrust.' },
  });
  expect(submit.statusCode, submit.body).toBe(200);

  const head = await t.app.inject({ method: 'HEAD', url: '/stream-chat', headers: auth });
  expect(head.statusCode).toBe(404);

  const stream = await t.app.inject({ method: 'GET', url: '/stream-chat', headers: auth });
  expect(stream.statusCode).toBe(200);
  const data = stream.body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line.length > 'data: '.length);
  expect(data.length, stream.body).toBeGreaterThan(0);
  expect(stream.body).toMatch(/event: stream_close\n/);
});
