import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { ONE_PHASE_CASE } from '../../../test/fixtures/one-phase-case.ts';
import { emptyPhase, emptyScenarioOutline } from '../../contract/case.ts';
import { CHECKLIST_ITEM_IDS } from '../../contract/checklist.ts';
import { conversations } from '../db/schema.ts';

type Json = Record<string, unknown>;

/**
 * Cases under the study's control: a Data Collection case is a draft until published, residents get only
 * published cases (their assigned list first), and an author's test run never reaches the study data.
 */
describeEachDatabase('case lifecycle, assignment and test runs', (target) => {
  let t: TestApp;
  let admin: string;
  let resident: string;
  let sample: number;
  let draft: number;

  const call = async (method: string, url: string, payload?: unknown, token = admin) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() as Json };
  };
  /** The case of the conversation a resident (re)starts under `participantID`. */
  const residentCase = async (participantID: string) => {
    expect((await call('POST', '/reset-conversation', { participantID }, resident)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.participantId, participantID));
    return rows.find((r) => r.active)?.caseId;
  };

  /** A case from the Data Collection form, as its screen sends it. */
  const submitDraft = async () => {
    const formData = emptyScenarioOutline();
    formData.casePresentation = 'A 4-year-old with bronchiolitis becomes apnoeic on the ward.';
    const phase = emptyPhase();
    phase.initialState = 'Apnoeic, cyanotic.';
    phase.hardStop = { ...phase.hardStop, ...ONE_PHASE_CASE.Phases[0]?.hardStop };
    const submitted = await call('POST', '/submit-data', { formData, phases: [phase] });
    expect(submitted.status).toBe(200);
    return Number(submitted.body.id);
  };

  beforeAll(async () => {
    t = await startTestApp({ target, content: true });
    admin = await t.tokenFor(ADMIN_EMAIL);
    resident = await t.tokenFor(RESIDENT_EMAIL);
    const listed = await call('GET', '/api/cases');
    sample = Number((listed.body.cases as Json[])[0]?.id);
    draft = await submitDraft();
  });
  afterAll(async () => t?.close());

  it('keeps a Data Collection case a draft that residents never get, until it is published (audited)', async () => {
    const fresh = await submitDraft();
    const { body } = await call('GET', '/api/cases');
    expect(body.cases).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sample, status: 'published' }),
        expect.objectContaining({ id: fresh, status: 'draft' }),
      ]),
    );
    for (let i = 0; i < 6; i++) expect(await residentCase(`R-${i}`)).toBe(sample);
    // Not even an admin's study session plays a draft: only a test run does.
    const chosen = await call('POST', '/init-conversation', { participantID: 'R-9', caseId: fresh });
    expect(chosen.status).toBe(409);
    expect(String(chosen.body.error)).toContain('draft');

    expect((await call('PUT', `/api/cases/${fresh}/status`, { status: 'published' })).body).toEqual({
      id: fresh,
      status: 'published',
    });
    const audit = await call('GET', '/api/audit?limit=20');
    expect((audit.body.events as Json[]).find((e) => e.action === 'case.publish')).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      subject: `case ${fresh}`,
      details: { from: 'draft', to: 'published' },
      at: expect.any(String),
    });
    await call('PUT', `/api/cases/${fresh}/status`, { status: 'retired' });
    expect((await call('PUT', `/api/cases/${draft}/status`, { status: 'gone' })).status).toBe(400);
    expect((await call('PUT', '/api/cases/9999/status', { status: 'retired' })).status).toBe(404);
    expect((await call('PUT', `/api/cases/${draft}/status`, { status: 'retired' }, resident)).status).toBe(
      403,
    );
  });

  it('gives a participant their assigned cases in order, else their arm’s, else the default set', async () => {
    await call('PUT', `/api/cases/${draft}/status`, { status: 'published' });
    const assign = (kind: string, target: string, caseIds: number[]) =>
      call('PUT', '/api/case-assignments', { kind, target, caseIds });
    expect((await assign('participant', 'A-1', [draft, sample])).status).toBe(200);
    expect((await assign('default', '', [sample])).status).toBe(200);
    expect((await assign('arm', 'simulation', [draft])).status).toBe(200);
    expect(await residentCase('A-1')).toBe(draft);
    expect(await residentCase('NOBODY-1')).toBe(sample);
    // The arm comes from the participant's observer checklists.
    const items = Object.fromEntries(CHECKLIST_ITEM_IDS.map((id) => [id, { result: 'done' }]));
    const checklist = {
      participantID: 'ARM-1',
      timePoint: 'pre',
      arm: 'simulation',
      assessor: 'Dr A',
      items,
    };
    expect((await call('POST', '/api/study/assessments', checklist)).status).toBe(201);
    expect(await residentCase('ARM-1')).toBe(draft);
    // A retired case is skipped; it cannot be assigned, nor can a missing case; bad targets are refused.
    await call('PUT', `/api/cases/${draft}/status`, { status: 'retired' });
    expect(await residentCase('A-1')).toBe(sample);
    expect((await assign('participant', 'A-2', [draft])).status).toBe(400);
    expect((await assign('participant', 'A-2', [9999])).status).toBe(400);
    expect((await assign('arm', 'control', [sample])).status).toBe(400);
    expect((await assign('default', 'x', [sample])).status).toBe(400);
    const listed = await call('GET', '/api/case-assignments');
    expect(listed.body.assignments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'participant', target: 'A-1', caseIds: [draft, sample] }),
      ]),
    );
    expect((await call('GET', '/api/case-assignments', undefined, resident)).status).toBe(403);
    // An empty list removes the assignment.
    expect((await assign('participant', 'A-1', [])).body).toEqual({ assignment: null });
    await assign('arm', 'simulation', []);
    await assign('default', '', []);
  });

  it("keeps an author's test run out of the dashboard and the exports, and marks it in Chat History", async () => {
    await call('PUT', `/api/cases/${draft}/status`, { status: 'draft' });
    const tried = await call('POST', '/init-conversation', {
      participantID: 'AUTHOR-1',
      caseId: draft,
      testRun: true,
    });
    expect(tried.status).toBe(200);
    expect((await call('POST', '/submit-user-input', { text: 'Begin Simulation' })).status).toBe(200);
    expect((await call('POST', '/reset-conversation', { participantID: 'AUTHOR-1' })).status).toBe(200);
    expect((await call('POST', '/submit-user-input', { text: 'I call for help' })).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.participantId, 'AUTHOR-1'));
    expect(rows.map((r) => [r.caseId, r.testRun])).toEqual([
      [draft, true],
      [draft, true],
    ]);
    const dashboard = await call('GET', '/api/study/dashboard');
    expect((dashboard.body.participants as Json[]).map((p) => p.participantID)).not.toContain('AUTHOR-1');
    for (const dataset of ['participants', 'sessions', 'turns', 'checklists', 'checklist_long']) {
      const response = await t.app.inject({
        url: `/api/exports/${dataset}/json`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(response.body, dataset).not.toContain('AUTHOR-1');
    }
    const history = await call('GET', '/api/transcripts/AUTHOR-1');
    expect((history.body.conversations as Json[]).map((c) => c.testRun)).toEqual([true, true]);
    // Only admins try cases, and only a named one.
    expect(
      (
        await call(
          'POST',
          '/init-conversation',
          { participantID: 'X-1', caseId: draft, testRun: true },
          resident,
        )
      ).status,
    ).toBe(403);
    expect((await call('POST', '/init-conversation', { participantID: 'X-1', testRun: true })).status).toBe(
      400,
    );
  });

  it("forgets a withdrawn participant's assignment, and the audit entry no longer names them", async () => {
    expect(
      (await call('PUT', '/api/case-assignments', { kind: 'participant', target: 'W-1', caseIds: [sample] }))
        .status,
    ).toBe(200);
    const items = Object.fromEntries(CHECKLIST_ITEM_IDS.map((id) => [id, { result: 'done' }]));
    const checklist = { participantID: 'W-1', timePoint: 'pre', arm: 'chatbot', assessor: 'Dr A', items };
    expect((await call('POST', '/api/study/assessments', checklist)).status).toBe(201);
    expect(
      (await call('POST', '/api/withdrawals', { participantID: 'W-1', confirmation: 'W-1' })).status,
    ).toBe(200);
    const { body } = await call('GET', '/api/case-assignments');
    expect((body.assignments as Json[]).some((a) => a.target === 'W-1')).toBe(false);
    const audit = await call('GET', '/api/audit?limit=50');
    const assigned = (audit.body.events as Json[]).filter((e) => e.action === 'case.assign');
    expect(assigned.some((e) => e.subject === 'W-1')).toBe(false);
    expect(assigned.some((e) => e.subject === '(withdrawn participant)')).toBe(true);
  });
});
