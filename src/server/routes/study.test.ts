import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { ONE_PHASE_CASE } from '../../../test/fixtures/one-phase-case.ts';
import { freePort } from '../../../test/ports.ts';
import { readChatStream } from '../../../test/sse-client.ts';
import { CHECKLIST_ITEM_IDS, type ChecklistItemId } from '../../contract/checklist.ts';
import type { ItemResult, ObserverItems } from '../../contract/study.ts';
import { casesRepository } from '../cases/repository.ts';
import { auditEvents } from '../db/schema.ts';

/** Every item scored `fill`, with the listed exceptions. */
function items(fill: ItemResult, except: Partial<Record<ChecklistItemId, ItemResult>> = {}): ObserverItems {
  return Object.fromEntries(
    CHECKLIST_ITEM_IDS.map((id) => [id, { result: except[id] ?? fill }]),
  ) as ObserverItems;
}

type Api = { url: string; t: TestApp; admin: string; resident: string; caseId: number };

function call(api: Api, method: string, path: string, body?: unknown, token = api.admin) {
  return fetch(`${api.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function json(api: Api, method: string, path: string, body?: unknown, status = 200) {
  const response = await call(api, method, path, body);
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text);
}

/** One chat turn as the web app plays it: post the input, read the stream to its end. */
async function turn(api: Api, token: string, text: string) {
  const posted = await call(api, 'POST', '/submit-user-input', { text }, token);
  expect(posted.status, await posted.clone().text()).toBe(200);
  return (await readChatStream(api.url, token)).text;
}

const form = (api: Api, overrides: Record<string, unknown> = {}) => ({
  participantID: 'S-1',
  timePoint: 'pre',
  arm: 'chatbot',
  assessor: 'Dr. Osei',
  caseId: api.caseId,
  items: items('not_done', { 'BMV-1': 'done', 'BMV-8': 'done', 'BMV-5': 'na', 'BMV-6': 'na' }),
  ...overrides,
});

describeEachDatabase('study API', (target) => {
  let api: Api;
  beforeAll(async () => {
    const t = await startTestApp({ target });
    const port = await freePort();
    await t.app.listen({ port, host: '127.0.0.1' });
    const stored = await casesRepository(t.database.db).create(ONE_PHASE_CASE, 'test');
    api = {
      url: `http://127.0.0.1:${port}`,
      t,
      admin: await t.tokenFor(ADMIN_EMAIL),
      resident: await t.tokenFor(RESIDENT_EMAIL),
      caseId: stored.id,
    };
  });
  afterAll(async () => api?.t.close());

  it('records an assessment, computing the total itself, and names its case and author', async () => {
    const { assessment } = await json(api, 'POST', '/api/study/assessments', form(api), 201);
    expect(assessment).toMatchObject({
      participantID: 'S-1',
      timePoint: 'pre',
      arm: 'chatbot',
      assessor: 'Dr. Osei',
      caseId: api.caseId,
      caseName: expect.stringContaining('bronchiolitis'),
      caseTitle: null,
      total: 2,
      version: 1,
      createdBy: ADMIN_EMAIL,
      updatedBy: ADMIN_EMAIL,
    });
    expect(assessment.items['BMV-5']).toEqual({ result: 'na' });
    const read = await json(api, 'GET', `/api/study/assessments/${assessment.id}`);
    expect(read.assessment).toEqual(assessment);
  });

  it('keeps every version of an edit, with who saved it and when, and refuses a stale save', async () => {
    const { assessment } = await json(
      api,
      'POST',
      '/api/study/assessments',
      form(api, { participantID: 'S-2', caseId: null, caseTitle: '  Manikin: croup  ' }),
      201,
    );
    expect([assessment.caseId, assessment.caseTitle, assessment.caseName]).toEqual([
      null,
      'Manikin: croup',
      null,
    ]);
    const edited = form(api, {
      participantID: 'S-2',
      caseId: null,
      caseTitle: 'Manikin: croup',
      items: items('done', { 'BMV-3': 'not_done' }),
    });
    edited.items['BMV-3'] = { result: 'not_done', comment: 'Hyperextended the neck.' };
    const { assessment: saved } = await json(api, 'PUT', `/api/study/assessments/${assessment.id}`, {
      ...edited,
      version: 1,
    });
    expect(saved).toMatchObject({ version: 2, total: 19, createdAt: assessment.createdAt });
    expect(saved.items['BMV-3']).toEqual({ result: 'not_done', comment: 'Hyperextended the neck.' });

    const stale = await call(api, 'PUT', `/api/study/assessments/${assessment.id}`, {
      ...edited,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatch(/changed by someone else/);

    const { revisions } = await json(api, 'GET', `/api/study/assessments/${assessment.id}/revisions`);
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(revisions[1]).toMatchObject({
      savedBy: ADMIN_EMAIL,
      content: { total: 2, caseTitle: 'Manikin: croup' },
    });
    expect(revisions[0].content.items['BMV-3'].comment).toBe('Hyperextended the neck.');

    const audit = await api.t.database.db.select().from(auditEvents).where(eq(auditEvents.subject, 'S-2'));
    expect(audit.map((e) => e.action).sort()).toEqual(['assessment.create', 'assessment.update']);
    const update = audit.find((e) => e.action === 'assessment.update');
    expect(update).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      details: { assessmentId: assessment.id, version: 2 },
    });
    expect((update?.details as { changed?: string[] } | undefined)?.changed).toEqual(
      expect.arrayContaining(['BMV-3 comment', 'BMV-2', 'BMV-20']),
    );
  });

  it('refuses incomplete, unknown or malformed input with a 4xx naming the problem', async () => {
    const missing = form(api) as { items: Partial<ObserverItems> };
    delete missing.items['BMV-17'];
    const cases: [string, string, unknown, number, RegExp][] = [
      ['POST', '/api/study/assessments', missing, 400, /BMV-17/],
      ['POST', '/api/study/assessments', { ...form(api), extra: 1 }, 400, /extra|unrecognized/i],
      ['POST', '/api/study/assessments', form(api, { timePoint: 'mid' }), 400, /timePoint/],
      ['POST', '/api/study/assessments', form(api, { arm: 'other' }), 400, /arm/],
      ['POST', '/api/study/assessments', form(api, { assessor: '  ' }), 400, /Assessor cannot be empty/],
      ['POST', '/api/study/assessments', form(api, { participantID: '<b>' }), 400, /Participant ID may use/],
      ['POST', '/api/study/assessments', form(api, { caseId: 99_999 }), 400, /no case 99999/],
      [
        'POST',
        '/api/study/assessments',
        form(api, { items: { ...items('done'), 'BMV-21': { result: 'done' } } }),
        400,
        /BMV-21|unrecognized/i,
      ],
      [
        'POST',
        '/api/study/assessments',
        form(api, { items: { ...items('done'), 'BMV-2': { result: 'done', comment: 'x'.repeat(1001) } } }),
        400,
        /1000 characters/,
      ],
      ['PUT', '/api/study/assessments/1', form(api), 400, /version/],
      ['PUT', '/api/study/assessments/99999', { ...form(api), version: 1 }, 404, /no assessment/],
      ['GET', '/api/study/assessments/x1', undefined, 400, /id must be/],
      ['GET', '/api/study/assessments/99999/revisions', undefined, 404, /no assessment/],
      ['GET', '/api/study/assessments?who=1', undefined, 400, /who|unrecognized/i],
      ['GET', '/api/study/dashboard?arm=both', undefined, 400, /arm/],
      ['GET', '/api/study/dashboard?from=yesterday', undefined, 400, /ISO date/],
      [
        'GET',
        '/api/study/dashboard?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
        undefined,
        400,
        /must come before/,
      ],
    ];
    for (const [method, path, body, status, error] of cases) {
      const response = await call(api, method, path, body);
      const label = `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`;
      expect(response.status, label).toBe(status);
      expect((await response.json()).error, label).toMatch(error);
    }
  });

  it('is for admins only', async () => {
    for (const [method, path] of [
      ['GET', '/api/study/assessments'],
      ['POST', '/api/study/assessments'],
      ['GET', '/api/study/dashboard'],
      ['GET', '/api/study/participants/S-1'],
    ] as const) {
      const response = await call(api, method, path, method === 'POST' ? form(api) : undefined, api.resident);
      expect(response.status, path).toBe(403);
      const anonymous = await fetch(`${api.url}${path}`, { method });
      expect(anonymous.status, path).toBe(401);
    }
  });

  it('lists a participant’s checklists with their chat sessions, and shows them all on the dashboard', async () => {
    // S-3 plays the chatbot to its debrief (with one hard stop on the way) and is scored before and after.
    await call(api, 'POST', '/init-conversation', { participantID: 'S-3' }, api.resident);
    await turn(api, api.resident, 'Begin Simulation');
    const stopped = await turn(api, api.resident, 'I pick an adult mask');
    expect(stopped).toMatch(/adult mask is too big/i);
    let reply = '';
    for (const text of [
      'I pick a child-size mask from the bridge of the nose to the chin cleft',
      'I connect the self-inflating bag to oxygen at 15 L/min',
      'A 500 mL self-inflating bag',
    ]) {
      reply = await turn(api, api.resident, text);
    }
    expect(reply).toContain('Debrief');
    await json(api, 'POST', '/api/study/assessments', form(api, { participantID: 'S-3' }), 201);
    await json(
      api,
      'POST',
      '/api/study/assessments',
      form(api, { participantID: 'S-3', timePoint: 'post', items: items('done', { 'BMV-5': 'na' }) }),
      201,
    );

    const record = await json(api, 'GET', '/api/study/participants/S-3');
    expect(record.assessments.map((a: { timePoint: string }) => a.timePoint)).toEqual(['post', 'pre']);
    expect(record.sessions).toHaveLength(1);
    expect(record.sessions[0]).toMatchObject({
      caseId: api.caseId,
      tutor: 'engine',
      finished: true,
      turns: 5,
      caseName: expect.stringContaining('bronchiolitis'),
    });
    expect(record.sessions[0].stops).toBeGreaterThanOrEqual(1);
    expect(record.sessions[0].timeToDebriefMs).toEqual(expect.any(Number));

    const dashboard = await json(api, 'GET', '/api/study/dashboard');
    const row = dashboard.participants.find((p: { participantID: string }) => p.participantID === 'S-3');
    expect(row).toMatchObject({
      arm: 'chatbot',
      pre: { total: 2, applicable: 18 },
      post: { total: 19, applicable: 19 },
      sessions: 1,
      casesPlayed: 1,
      casesFinished: 1,
      timeToDebriefMs: record.sessions[0].timeToDebriefMs,
      lastActivity: expect.any(String),
    });
    expect(row.stops).toBe(record.sessions[0].stops);
    expect(dashboard.items).toHaveLength(20);
    const mask = dashboard.items.find((i: { item: string }) => i.item === 'BMV-8');
    // Pre: S-1, S-2 (edited to done) and S-3 did BMV-8; post: S-3; chatbot: S-3's debrief, after a hard stop.
    expect(mask).toEqual({
      item: 'BMV-8',
      pre: { done: 3, of: 3 },
      post: { done: 1, of: 1 },
      chatbot: { done: 1, of: 1 },
    });
    const adjunct = dashboard.items.find((i: { item: string }) => i.item === 'BMV-5');
    // Not applicable for S-1 and S-3 leaves them out: only S-2's (edited) checklist counts.
    expect(adjunct.pre).toEqual({ done: 1, of: 1 });
    // Items the case does not ask for are left out of the chatbot's count.
    expect(adjunct.chatbot).toEqual({ done: 0, of: 0 });
  });

  it('filters the dashboard by arm, case and date range', async () => {
    await json(
      api,
      'POST',
      '/api/study/assessments',
      form(api, { participantID: 'S-4', arm: 'simulation', caseId: null, caseTitle: 'Manikin' }),
      201,
    );
    const ids = async (query: string) =>
      (await json(api, 'GET', `/api/study/dashboard${query}`)).participants
        .map((p: { participantID: string }) => p.participantID)
        .sort();
    expect(await ids('')).toEqual(['S-1', 'S-2', 'S-3', 'S-4']);
    expect(await ids('?arm=simulation')).toEqual(['S-4']);
    expect(await ids('?arm=chatbot')).toEqual(['S-1', 'S-2', 'S-3']);
    expect(await ids(`?caseId=${api.caseId}`)).toEqual(['S-1', 'S-3']);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(await ids(`?from=${hourAgo}&to=${inHour}`)).toEqual(['S-1', 'S-2', 'S-3', 'S-4']);
    expect(await ids(`?to=${hourAgo}`)).toEqual([]);
    expect(await ids(`?from=${inHour}`)).toEqual([]);
  });
});

describe('study dashboard on an empty study', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('answers no participants and twenty empty items', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/study/dashboard',
      headers: { authorization: `Bearer ${await t.tokenFor(ADMIN_EMAIL)}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.participants).toEqual([]);
    expect(body.items.map((i: { item: string }) => i.item)).toEqual([...CHECKLIST_ITEM_IDS]);
    expect(body.items[0]).toEqual({
      item: 'BMV-1',
      pre: { done: 0, of: 0 },
      post: { done: 0, of: 0 },
      chatbot: { done: 0, of: 0 },
    });
  });
});
