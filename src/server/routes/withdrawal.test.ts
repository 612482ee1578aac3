import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import {
  type Api,
  addAssessment,
  addSavedHistory,
  listen,
  playToDebrief,
  postJson,
} from '../../../test/fixtures/exports.ts';
import { recordAudit } from '../audit/log.ts';
import { auditEvents, conversations, observerAssessmentRevisions } from '../db/schema.ts';
import { WITHDRAWN } from '../withdrawal/delete-participant.ts';

const LEAVING = 'withdraw-me-7';
const STAYING = 'keep-me-8';

/** PGlite and node-postgres both answer execute() with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Where a text occurs in the database: every row of every table, read as JSON text. */
async function rowsMentioning(t: TestApp, text: string): Promise<Record<string, string[]>> {
  const tables = await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: Record<string, string[]> = {};
  for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
    const rows = await t.database.db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t where row_to_json(t)::text like ${`%${text}%`}`,
    );
    const matches = rowsOf<{ row: string }>(rows);
    if (matches.length > 0) found[table_name] = matches.map((r) => r.row);
  }
  return found;
}

/** A participant withdraws: every record of their ID goes, nothing of anyone else's. */
describeEachDatabase('withdrawal API', (target) => {
  let t: TestApp;
  let api: Api;
  let leavingSessions: string[];
  /** Tables holding a row of the leaving participant: by their ID, or by the ID of one of their sessions. */
  const tablesWithLeaving = async () => {
    const tables = new Set(Object.keys(await rowsMentioning(t, LEAVING)));
    for (const id of leavingSessions)
      for (const table of Object.keys(await rowsMentioning(t, id))) tables.add(table);
    return [...tables].sort();
  };

  beforeAll(async () => {
    t = await startTestApp({ target });
    api = await listen(t);
    for (const id of [LEAVING, STAYING]) {
      await playToDebrief(api, t, id);
      await addSavedHistory(t, id);
      await addAssessment(t, id, { timePoint: 'pre' });
    }
    // What the Observer Checklist writes to the audit log when a checklist is recorded.
    await recordAudit(
      t.database.db,
      { sub: 'test', email: 'observer@example.org' },
      {
        action: 'assessment.create',
        subject: LEAVING,
        details: { assessmentId: 1, version: 1, timePoint: 'pre', total: 19 },
      },
    );
    // A checklist first recorded under another ID, then corrected to the leaving one: its audit entry
    // names the earlier ID and the score, and is the leaving participant's data too (finding 7).
    const corrected = await addAssessment(t, LEAVING, { timePoint: 'post' });
    await recordAudit(
      t.database.db,
      { sub: 'test', email: 'observer@example.org' },
      {
        action: 'assessment.create',
        subject: 'earlier-id-5',
        details: { assessmentId: corrected.id, version: 1, timePoint: 'post', total: 17 },
      },
    );
    // The resident is working under the leaving ID right now (their current-participant record).
    expect(
      (await postJson(api, '/set-participant-id', { participantID: LEAVING }, api.resident)).status,
    ).toBe(200);
    const sessions = await t.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.participantId, LEAVING));
    leavingSessions = sessions.map((s) => s.id);
    expect(leavingSessions).toHaveLength(1);
    // A checklist first saved under the leaving ID, then corrected to another: its old revision names them.
    const moved = await addAssessment(t, 'someone-else-9', {
      timePoint: 'post',
      revisionParticipantId: LEAVING,
    });
    await t.database.db.insert(observerAssessmentRevisions).values({
      assessmentId: moved.id,
      version: 2,
      participantId: 'someone-else-9',
      content: {},
      savedBySub: 't',
    });
  });
  afterAll(async () => t?.close());

  const withdraw = (body: unknown, token = api.admin) => postJson(api, '/api/withdrawals', body, token);

  it('knows where the participant is before', async () => {
    expect(await tablesWithLeaving()).toEqual([
      'audit_events',
      'conversations',
      'messages',
      'observer_assessment_revisions',
      'observer_assessments',
      'saved_histories',
      'user_state',
    ]);
  });

  it('refuses without the ID typed again, for non-admins, and for bad input', async () => {
    const mismatch = await withdraw({ participantID: LEAVING, confirmation: 'withdraw-me' });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).error).toMatch(/Type the participant ID/);
    expect((await withdraw({ participantID: LEAVING, confirmation: LEAVING }, api.resident)).status).toBe(
      403,
    );
    expect((await withdraw({ participantID: LEAVING })).status).toBe(400);
    expect((await withdraw({ participantID: LEAVING, confirmation: LEAVING, also: 1 })).status).toBe(400);
    expect((await withdraw({ participantID: '../x', confirmation: '../x' })).status).toBe(400);
    expect(await tablesWithLeaving()).toHaveLength(7);
  });

  it('deletes every record of the ID, reports what, and leaves only the audit entry naming it', async () => {
    const response = await withdraw({ participantID: LEAVING, confirmation: ` ${LEAVING} ` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      participantID: LEAVING,
      deleted: {
        chatSessions: 1,
        messages: 4,
        savedHistories: 1,
        participantSelections: 1,
        observerAssessments: 2,
        assessmentRevisions: 3,
      },
    });
    expect(await tablesWithLeaving()).toEqual(['audit_events']);
    const left = await rowsMentioning(t, LEAVING);
    expect(left.audit_events).toHaveLength(1);
    expect(JSON.parse(left.audit_events?.[0] ?? '{}')).toMatchObject({
      action: 'participant.delete',
      subject: LEAVING,
      actor_email: 'admin@example.org',
      details: { chatSessions: 1, messages: 4 },
    });
    // The checklists' audit entries stay (who, what, when) without the ID or the score, also the one
    // recorded under an earlier ID.
    const redacted = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'assessment.create'));
    expect(redacted).toHaveLength(2);
    for (const entry of redacted)
      expect(entry).toMatchObject({ subject: WITHDRAWN, details: {}, actorEmail: 'observer@example.org' });
    expect(await rowsMentioning(t, 'earlier-id-5')).toEqual({});
  });

  it("keeps everyone else's records, including a checklist moved away from the ID", async () => {
    expect(Object.keys(await rowsMentioning(t, STAYING)).sort()).toEqual([
      'conversations',
      'observer_assessment_revisions',
      'observer_assessments',
      'saved_histories',
      'user_state',
    ]);
    const [kept] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.participantId, STAYING));
    expect(await rowsMentioning(t, kept?.id ?? 'none')).toMatchObject({ messages: expect.any(Array) });
    expect(Object.keys(await rowsMentioning(t, 'someone-else-9')).sort()).toEqual([
      'observer_assessment_revisions',
      'observer_assessments',
    ]);
  });

  it('refuses the withdrawn ID, also typed in a look-alike form, until an admin releases it', async () => {
    const lookAlike = `\uff37ITHDRAW-ME-\uff17`.toLowerCase(); // fullwidth forms of "withdraw-me-7"
    for (const id of [LEAVING, lookAlike]) {
      for (const path of ['/init-conversation', '/set-participant-id', '/reset-conversation']) {
        const refused = await postJson(api, path, { participantID: id }, api.resident);
        expect(refused.status, `${path} ${id}`).toBe(409);
        expect((await refused.json()).error).toMatch(/was withdrawn .* unless an admin releases it/);
      }
    }
    const release = (body: unknown, token = api.admin) =>
      postJson(api, '/api/withdrawals/release', body, token);
    expect((await release({ participantID: LEAVING, confirmation: LEAVING }, api.resident)).status).toBe(403);
    expect((await release({ participantID: LEAVING, confirmation: 'no' })).status).toBe(400);
    expect(
      (await release({ participantID: 'never-withdrawn', confirmation: 'never-withdrawn' })).status,
    ).toBe(404);
    expect((await release({ participantID: LEAVING, confirmation: LEAVING })).status).toBe(200);
    expect(
      (await postJson(api, '/set-participant-id', { participantID: LEAVING }, api.resident)).status,
    ).toBe(200);
    // Set back, so the next test finds nothing of the ID.
    await postJson(api, '/set-participant-id', { participantID: STAYING }, api.resident);
  });

  it('answers 404 when there is nothing (left) to delete', async () => {
    const again = await withdraw({ participantID: LEAVING, confirmation: LEAVING });
    expect(again.status).toBe(404);
    expect((await again.json()).error).toMatch(/No records of participant/);
  });
});
