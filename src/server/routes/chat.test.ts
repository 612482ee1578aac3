import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { ONE_PHASE_CASE } from '../../../test/fixtures/one-phase-case.ts';
import { freePort } from '../../../test/ports.ts';
import { readChatStream } from '../../../test/sse-client.ts';
import { casesRepository } from '../cases/repository.ts';

type Api = { url: string; t: TestApp; tokens: { admin: string; resident: string } };

async function listen(t: TestApp): Promise<Api> {
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    t,
    tokens: { admin: await t.tokenFor(ADMIN_EMAIL), resident: await t.tokenFor(RESIDENT_EMAIL) },
  };
}

const post = (api: Api, token: string, path: string, body: unknown) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const get = (api: Api, token: string, path: string) =>
  fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });

/** One turn as the web app does it: post the input, then read the stream to stream_close. */
async function turn(api: Api, token: string, text: string) {
  const posted = await post(api, token, '/submit-user-input', { text });
  expect(posted.status, await posted.clone().text()).toBe(200);
  const stream = await readChatStream(api.url, token);
  expect(stream.closed).toBe(true);
  return stream.text;
}

describeEachDatabase('chat API', (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await listen(await startTestApp({ target }));
  });
  afterAll(async () => api?.t.close());

  it('refuses to start without a case, and to chat before starting', async () => {
    const none = await post(api, api.tokens.resident, '/init-conversation', { participantID: 'P-0' });
    expect(none.status).toBe(409);
    expect((await none.json()).error).toMatch(/No case is published yet/);
    const early = await post(api, api.tokens.admin, '/submit-user-input', { text: 'hello' });
    expect(early.status).toBe(409);
  });

  it('runs turns over SSE and stores every message as it happens', async () => {
    await casesRepository(api.t.database.db).create(ONE_PHASE_CASE, 'test');
    const init = await post(api, api.tokens.resident, '/init-conversation', { participantID: 'P-1' });
    expect(init.status).toBe(200);
    const { conversationId } = await init.json();
    // Initialising again continues the same conversation.
    const again = await post(api, api.tokens.resident, '/init-conversation', { participantID: 'P-1' });
    expect((await again.json()).conversationId).toBe(conversationId);

    expect(await turn(api, api.tokens.resident, 'hello')).toMatch(/Begin Simulation/);
    const started = await turn(api, api.tokens.resident, 'Begin Simulation');
    expect(started).toContain('bronchiolitis');

    const transcripts = await (await get(api, api.tokens.admin, '/api/transcripts/P-1')).json();
    expect(transcripts.conversations).toHaveLength(1);
    const [conversation] = transcripts.conversations;
    expect(conversation).toMatchObject({ id: conversationId, caseVersion: 1, tutor: 'engine', active: true });
    expect(
      conversation.messages.map((m: { sender: string; status: string }) => `${m.sender}:${m.status}`),
    ).toEqual(['user:answered', 'bot:complete', 'user:answered', 'bot:complete']);
    expect(conversation.messages[3].text).toBe(started);
  });

  it('answers an SSE request with nothing pending by closing at once', async () => {
    const stream = await readChatStream(api.url, api.tokens.resident);
    expect(stream).toMatchObject({ status: 200, chunks: [], closed: true });
  });

  it('keeps two users chatting at once apart', async () => {
    await post(api, api.tokens.admin, '/init-conversation', { participantID: 'P-A' });
    await post(api, api.tokens.resident, '/reset-conversation', { participantID: 'P-R' });
    await post(api, api.tokens.admin, '/submit-user-input', { text: 'Begin Simulation' });
    await post(api, api.tokens.resident, '/submit-user-input', { text: 'what now?' });
    const [admin, resident] = await Promise.all([
      readChatStream(api.url, api.tokens.admin),
      readChatStream(api.url, api.tokens.resident),
    ]);
    expect(admin.text).toContain('bronchiolitis');
    expect(resident.text).toMatch(/Begin Simulation/);
    expect(resident.text).not.toContain('bronchiolitis');
    const residentLog = await (await get(api, api.tokens.admin, '/api/transcripts/P-R')).json();
    const texts = residentLog.conversations.flatMap((c: { messages: { text: string }[] }) =>
      c.messages.map((m) => m.text),
    );
    expect(texts).not.toContain('Begin Simulation');
  });

  it('resets onto the same case and keeps the old conversation readable', async () => {
    const before = await (
      await post(api, api.tokens.resident, '/init-conversation', { participantID: 'P-1' })
    ).json();
    const reset = await (
      await post(api, api.tokens.resident, '/reset-conversation', { participantID: 'P-1' })
    ).json();
    expect(reset.conversationId).not.toBe(before.conversationId);
    const log = await (await get(api, api.tokens.admin, '/api/transcripts/P-1')).json();
    expect(log.conversations.map((c: { active: boolean }) => c.active)).toEqual([true, false]);
    expect(new Set(log.conversations.map((c: { caseId: number }) => c.caseId)).size).toBe(1);
  });

  it('validates input with clear 4xx errors', async () => {
    const cases: [string, unknown, number, RegExp][] = [
      ['/submit-user-input', { text: '   ' }, 400, /empty/i],
      ['/submit-user-input', { text: 'x'.repeat(4001) }, 400, /too long/i],
      ['/submit-user-input', { text: 42 }, 400, /text/],
      ['/init-conversation', { participantID: '' }, 400, /cannot be empty/],
      ['/init-conversation', { participantID: '<script>' }, 400, /Participant ID may use/],
      ['/init-conversation', { participantID: 'P-1', caseId: 1 }, 403, /Only admins/],
      ['/set-participant-id', {}, 400, /participantID/],
      ['/submit-chat-history', { not: 'an array' }, 400, /array/i],
    ];
    for (const [path, body, status, message] of cases) {
      const response = await post(api, api.tokens.resident, path, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(status);
      expect((await response.json()).error).toMatch(message);
    }
  });

  it('lets an admin start on a named case', async () => {
    const other = await casesRepository(api.t.database.db).create(ONE_PHASE_CASE, 'test');
    const init = await post(api, api.tokens.admin, '/init-conversation', {
      participantID: 'P-T',
      caseId: other.id,
    });
    expect(init.status).toBe(200);
    const log = await (await get(api, api.tokens.admin, '/api/transcripts/P-T')).json();
    expect(log.conversations[0].caseId).toBe(other.id);
    const missing = await post(api, api.tokens.admin, '/init-conversation', {
      participantID: 'P-T',
      caseId: 99999,
    });
    expect(missing.status).toBe(404);
  });

  it('saves the client history and shows it in Chat History', async () => {
    await post(api, api.tokens.resident, '/set-participant-id', { participantID: 'P-S' });
    const history = [
      {
        timestamp: '2026-11-20T10:00:00.000Z',
        history: [{ id: 1, text: 'Begin Simulation', sender: 'user', type: 'text' }],
      },
    ];
    expect((await post(api, api.tokens.resident, '/submit-chat-history', history)).status).toBe(200);
    const longer = [
      {
        ...history[0],
        history: [...(history[0]?.history ?? []), { id: 2, text: 'Hi', sender: 'bot', type: 'text' }],
      },
    ];
    expect((await post(api, api.tokens.resident, '/submit-chat-history', longer)).status).toBe(200);

    const saved = await (await get(api, api.tokens.admin, '/get-conversation-history/P-S')).json();
    expect(saved.source).toBe('client');
    expect(saved.conversationHistory).toEqual([
      {
        timestamp: '2026-11-20T10:00:00.000Z',
        savedBy: RESIDENT_EMAIL,
        history: [
          { id: 1, text: 'Begin Simulation', sender: 'user', type: 'text' },
          { id: 2, text: 'Hi', sender: 'bot', type: 'text' },
        ],
      },
    ]);
    const recent = await (await get(api, api.tokens.admin, '/get-last-cases')).json();
    expect(recent.map((r: { participantID: string }) => r.participantID)).toEqual(
      expect.arrayContaining(['P-S', 'P-1', 'P-R', 'P-A']),
    );
    expect(recent[0].participantID).toBe('P-S');
    // Participants who never pressed Save still have their turns in Chat History.
    const unsaved = await (await get(api, api.tokens.admin, '/get-conversation-history/P-A')).json();
    expect(unsaved.conversationHistory.length).toBeGreaterThan(0);
    const unknown = await (await get(api, api.tokens.admin, '/get-conversation-history/NOPE')).json();
    expect(unknown).toEqual({
      source: 'server',
      conversationHistory: [],
      page: { offset: 0, total: 0, size: 20 },
    });
  });
});

describe('chat API across instances', () => {
  it('streams on one instance a turn posted to another (shared PostgreSQL)', async ({ skip }) => {
    const { inject } = await import('vitest');
    const url = inject('postgresUrl');
    if (!url) skip('PostgreSQL is not reachable');
    const { postgresTarget } = await import('../../../test/databases.ts');
    const { openDatabase } = await import('../db/client.ts');
    const first = await listen(await startTestApp({ target: postgresTarget(url ?? '') }));
    const sameDb = await openDatabase({
      databaseUrl: (first.t.database as { databaseUrl?: string }).databaseUrl,
      dataDir: 'memory',
    });
    const second = await listen(await startTestApp({ database: sameDb }));
    try {
      await casesRepository(first.t.database.db).create(ONE_PHASE_CASE, 'test');
      await post(first, first.tokens.resident, '/init-conversation', { participantID: 'P-X' });
      await post(first, first.tokens.resident, '/submit-user-input', { text: 'Begin Simulation' });
      // The second instance shares only the database (and so the signing keys) with the first.
      const stream = await readChatStream(second.url, second.tokens.resident);
      expect(stream.text).toContain('bronchiolitis');
      // Nothing is answered twice: the first instance finds the turn already claimed.
      expect((await readChatStream(first.url, first.tokens.resident)).chunks).toEqual([]);
    } finally {
      await second.t.app.close();
      await sameDb.close();
      await first.t.close();
    }
  });
});
