import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { type Api, listen, playToDebrief, postJson } from '../../../test/fixtures/exports.ts';
import { readChatStream } from '../../../test/sse-client.ts';
import { CHECKLIST_ITEM_IDS } from '../../contract/checklist.ts';
import { EXPORT_DATASETS } from '../../contract/exports.ts';
import type { DashboardRow } from '../../contract/study.ts';
import { DATASETS } from '../exports/datasets.ts';
import { csvText } from '../exports/format.ts';

type Json = Record<string, unknown>;

/**
 * Parsed as R, SPSS and Excel read CSV: any line break outside quotes ends a record (csv-parse on its
 * own would take only the CRLF of the first line as the record end and forgive an unquoted LF).
 */
const parseCsv = (text: string): string[][] =>
  parse(text, { bom: true, record_delimiter: ['\r\n', '\n', '\r'] });
const parseCsvRows = (text: string): Record<string, string>[] =>
  parse(text, { bom: true, columns: true, record_delimiter: ['\r\n', '\n', '\r'] });

/** Text a CSV writer gets wrong: lone LF and CR, CRLF, quotes, commas, a formula, other scripts, bidi. */
const AWKWARD = [
  'Line one\nline two, with "quotes"',
  'carriage\rreturn only\r\nand CRLF',
  '=1+1, "bag", 500 mL',
  'Маска 7 кг; 氧气 15 L/min; قناع',
  'file \u202Egnp.exe',
];

/**
 * A study built from the edge cases that made the dashboard and the exports disagree, and text that
 * split CSV rows: every export must parse with a real CSV parser into rows as long as its header, and
 * the dashboard must agree with the exports participant by participant and session by session.
 */
describeEachDatabase('study data: exports parse clean and agree with the dashboard', (target) => {
  let t: TestApp;
  let api: Api;

  const get = async (path: string): Promise<Json> => {
    const response = await fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${api.admin}` } });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const download = async (dataset: string, format: 'csv' | 'json') => {
    const response = await fetch(`${api.url}/api/exports/${dataset}/${format}`, {
      headers: { Authorization: `Bearer ${api.admin}` },
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  const say = async (text: string) => {
    expect((await postJson(api, '/submit-user-input', { text })).status).toBe(200);
    expect((await readChatStream(api.url, api.admin)).closed).toBe(true);
  };
  const checklist = (assessor: string, participantID: string, flip: number[] = []) => ({
    participantID,
    timePoint: 'pre',
    arm: 'chatbot',
    assessor,
    caseTitle: AWKWARD[0],
    items: Object.fromEntries(
      CHECKLIST_ITEM_IDS.map((id, i) => [
        id,
        { result: flip.includes(i) ? 'not_done' : 'done', comment: AWKWARD[i % AWKWARD.length] },
      ]),
    ),
  });

  beforeAll(async () => {
    t = await startTestApp({ target });
    api = await listen(t);
    // Finished after a hard stop, with awkward text typed on the way; rated by two observers.
    await playToDebrief(api, t, 'AWK-1', [...AWKWARD, 'I take an adult face mask and a 250 mL bag.']);
    expect((await postJson(api, '/api/study/assessments', checklist('Dr A', 'AWK-1'))).status).toBe(201);
    expect((await postJson(api, '/api/study/assessments', checklist('Dr B', 'AWK-1', [0, 3]))).status).toBe(
      201,
    );
    // Abandoned mid-case, reset (the reset's fresh conversation is empty until typed in), then played again.
    expect((await postJson(api, '/init-conversation', { participantID: 'ABANDON-1' })).status).toBe(200);
    await say('Begin Simulation');
    await say('I call for help');
    expect((await postJson(api, '/reset-conversation', { participantID: 'ABANDON-1' })).status).toBe(200);
    await say('Begin Simulation');
    expect((await postJson(api, '/reset-conversation', { participantID: 'ABANDON-1' })).status).toBe(200);
    // Opened the chat and never typed, but was observed.
    expect((await postJson(api, '/init-conversation', { participantID: 'NOPLAY-1' })).status).toBe(200);
    expect((await postJson(api, '/api/study/assessments', checklist('Dr A', 'NOPLAY-1'))).status).toBe(201);
    // Played, then withdrew.
    expect((await postJson(api, '/init-conversation', { participantID: 'GONE-1' })).status).toBe(200);
    await say('Begin Simulation');
    const withdrawn = await postJson(api, '/api/withdrawals', {
      participantID: 'GONE-1',
      confirmation: 'GONE-1',
    });
    expect(withdrawn.status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('parses every CSV export into rows of the header length, each cell the JSON value as written', async () => {
    for (const dataset of EXPORT_DATASETS) {
      const records: string[][] = parseCsv(await download(dataset, 'csv'));
      const rows = JSON.parse(await download(dataset, 'json')) as Json[];
      const [header, ...body] = records;
      expect(header, dataset).toEqual([...DATASETS[dataset].columns]);
      expect(body.length, dataset).toBe(rows.length);
      expect(rows.length, dataset).toBeGreaterThan(0);
      body.forEach((record, i) => {
        expect(record.length, `${dataset} row ${i + 1}`).toBe(header?.length);
        const row = rows[i] as Json;
        const expected = header?.map((column) => {
          const value = row[column];
          if (value === null || value === undefined) return '';
          return typeof value === 'string' ? csvText(value) : String(value);
        });
        expect(record, `${dataset} row ${i + 1}`).toEqual(expected);
      });
    }
    // The awkward text is there, line breaks and all, and the bidi override is shown, not applied.
    const turns: Record<string, string>[] = parseCsvRows(await download('turns', 'csv'));
    const texts = turns.map((row) => row.text);
    expect(texts).toContain(AWKWARD[1]);
    expect(texts).toContain(`'${AWKWARD[2]}`);
    expect(texts).toContain('file [U+202E]gnp.exe');
    expect(texts.filter((text) => text?.includes('\n')).length).toBeGreaterThan(5);
  });

  it('counts what the dashboard counts, participant by participant and session by session', async () => {
    const dashboard = (await get('/api/study/dashboard')) as { participants: DashboardRow[] };
    const participants = JSON.parse(await download('participants', 'json')) as Json[];
    const sessions = JSON.parse(await download('sessions', 'json')) as Json[];
    const ids = dashboard.participants.map((row) => row.participantID).sort();
    expect(ids).toEqual(['ABANDON-1', 'AWK-1', 'NOPLAY-1']);
    expect(participants.map((row) => row.participant_id)).toEqual(ids);
    for (const row of dashboard.participants) {
      const exported = participants.find((p) => p.participant_id === row.participantID);
      expect(exported, row.participantID).toMatchObject({
        arm: row.arm,
        chat_sessions: row.sessions,
        cases_played: row.casesPlayed,
        sessions_finished: row.sessionsFinished,
        cases_finished: row.casesFinished,
        hard_stops: row.stops,
        median_time_to_debrief_ms: row.timeToDebriefMs,
        pre_total: row.pre?.total ?? null,
        post_total: row.post?.total ?? null,
      });
      const record = (await get(`/api/study/participants/${row.participantID}`)) as { sessions: Json[] };
      const own = sessions.filter((s) => s.participant_id === row.participantID);
      expect(own.map((s) => s.session_id).sort()).toEqual(record.sessions.map((s) => s.id).sort());
      for (const session of record.sessions) {
        expect(own.find((s) => s.session_id === session.id)).toMatchObject({
          finished: session.finished,
          hard_stops: session.stops,
          time_to_debrief_ms: session.timeToDebriefMs,
          user_turns: session.turns,
        });
      }
    }
    const byId = (id: string) => dashboard.participants.find((row) => row.participantID === id);
    expect(byId('ABANDON-1')).toMatchObject({
      sessions: 2,
      casesPlayed: 1,
      sessionsFinished: 0,
      casesFinished: 0,
    });
    expect(byId('NOPLAY-1')).toMatchObject({ sessions: 0, casesPlayed: 0, pre: { total: 20 } });
    // Two raters: the totals come from the first recorded (primary) rating.
    expect(byId('AWK-1')).toMatchObject({ sessions: 1, sessionsFinished: 1, pre: { total: 20 } });
    // The empty conversations (chat opened, reset) are in no export, nor are their tutor's opening lines.
    const turns = JSON.parse(await download('turns', 'json')) as Json[];
    expect(new Set(turns.map((turn) => turn.session_id))).toEqual(new Set(sessions.map((s) => s.session_id)));
    expect(turns.some((turn) => turn.participant_id === 'GONE-1')).toBe(false);
  });

  it('writes the long checklist table with one outcome vocabulary for both sources', async () => {
    const rows = JSON.parse(await download('checklist_long', 'json')) as Json[];
    const awk = rows.filter((row) => row.participant_id === 'AWK-1');
    // Two observer ratings and the chatbot's debrief, 20 items each.
    expect(awk.filter((row) => row.source === 'observer')).toHaveLength(40);
    expect(awk.filter((row) => row.source === 'chatbot')).toHaveLength(20);
    expect(new Set(rows.map((row) => row.outcome))).toEqual(
      new Set(['done', 'done_after_stop', 'not_done', 'not_applicable']),
    );
    expect(awk.find((row) => row.rater === 'Dr B' && row.item_id === 'BMV-1')).toMatchObject({
      outcome: 'not_done',
      done: 0,
      primary_rating: false,
      time_point: 'pre',
    });
    expect(awk.find((row) => row.source === 'chatbot' && row.item_id === 'BMV-1')).toMatchObject({
      outcome: 'not_applicable',
      done: null,
    });
    const checklists = JSON.parse(await download('checklists', 'json')) as Json[];
    expect(new Set(checklists.map((row) => row.outcome))).toEqual(
      new Set(['done', 'done_after_stop', 'not_done', 'not_applicable']),
    );
  });

  it('keeps a second rater as a second rating, with agreement; asks the same rater to replace; deletes on confirmation', async () => {
    const { agreement } = (await get('/api/study/dashboard')) as { agreement: Json & { items: Json[] } };
    // AWK-1 pre: Dr A all done, Dr B not done on BMV-1 and BMV-4: 18 of 20 agree; A never varies, so kappa is 0.
    expect(agreement).toMatchObject({ ratedTwice: 1, overall: { n: 20, percent: 90, kappa: 0 } });
    expect(agreement.items.find((item) => item.item === 'BMV-1')).toMatchObject({ n: 1, percent: 0 });
    expect(agreement.items.find((item) => item.item === 'BMV-2')).toMatchObject({
      n: 1,
      percent: 100,
      kappa: null,
    });

    const first = await postJson(api, '/api/study/assessments', checklist('Dr C', 'RATE-1'));
    expect(first.status).toBe(201);
    const { assessment } = (await first.json()) as { assessment: { id: number } };
    // The same rater (spacing and case aside) again: refused, naming the checklist, until they say replace.
    const again = await postJson(api, '/api/study/assessments', checklist(' dr  c ', 'RATE-1', [2]));
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).error).toContain(`checklist ${assessment.id}`);
    const replaced = await postJson(api, '/api/study/assessments', {
      ...checklist('Dr C', 'RATE-1', [2]),
      replace: true,
    });
    expect(replaced.status).toBe(200);
    expect(((await replaced.json()) as Json).assessment).toMatchObject({
      id: assessment.id,
      version: 2,
      total: 19,
    });
    const history = (await get(`/api/study/assessments/${assessment.id}/revisions`)) as { revisions: Json[] };
    expect(history.revisions[0]).toMatchObject({
      version: 2,
      changes: [{ field: 'BMV-3', from: 'done', to: 'not_done' }],
    });

    const remove = (version: number) =>
      fetch(`${api.url}/api/study/assessments/${assessment.id}?version=${version}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${api.admin}` },
      });
    expect((await remove(1)).status).toBe(409);
    const removed = await remove(2);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id: assessment.id, participantID: 'RATE-1' });
    expect((await remove(2)).status).toBe(404);
    const audit = (await get('/api/audit?limit=50')) as { events: Json[] };
    expect(audit.events.find((e) => e.action === 'assessment.delete')).toMatchObject({
      subject: 'RATE-1',
      details: { assessmentId: assessment.id, version: 2, assessor: 'Dr C' },
    });
  });
});
