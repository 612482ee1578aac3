import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { usersRepository } from '../auth/users.ts';

/**
 * Residents see only their own turns. Typing someone else's participant ID starts a conversation
 * of one's own; the transcripts of others are admin-only.
 */
let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await startTestApp({ content: true });
  await usersRepository(t.database.db).create({
    email: 'bob@example.org',
    password: 'bob-password-1',
    roles: ['resident'],
  });
  alice = await t.tokenFor(RESIDENT_EMAIL);
  bob = await t.tokenFor('bob@example.org');
});
afterAll(async () => t?.close());

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body };
};

it('keeps a participant ID typed by two residents as two separate conversations', async () => {
  await call(bob, 'POST', '/init-conversation', { participantID: 'P-SHARED' });
  await call(bob, 'POST', '/submit-user-input', { text: 'Begin Simulation' });
  const bobReply = await call(bob, 'GET', '/stream-chat');
  expect(bobReply.body).toContain('4-year-old');

  await call(alice, 'POST', '/init-conversation', { participantID: 'P-SHARED' });
  // Alice has nothing pending: Bob's turn is not hers to answer or to read.
  expect((await call(alice, 'GET', '/stream-chat')).body).toBe('event: stream_close\ndata: \n\n');
  await call(alice, 'POST', '/submit-user-input', { text: 'what happened so far?' });
  const aliceReply = await call(alice, 'GET', '/stream-chat');
  expect(aliceReply.body).toContain('Begin Simulation');
  expect(aliceReply.body).not.toContain('4-year-old');
});

it('refuses residents every way of reading transcripts', async () => {
  for (const url of ['/get-last-cases', '/get-conversation-history/P-SHARED', '/api/transcripts/P-SHARED']) {
    const response = await call(alice, 'GET', url);
    expect(response.status, url).toBe(403);
    expect(response.body, url).not.toContain('Begin Simulation');
  }
});
