import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LabelledUtterance } from '../../../eval/harness/corpus-types.ts';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { type Api, listen, playToDebrief, postJson } from '../../../test/fixtures/exports.ts';
import type { Transcript } from '../../contract/api.ts';
import { CorrectionsExportSchema, type LabelledUtteranceExport } from '../../contract/corrections.ts';

// The export's utterance is the eval's: this line stops compiling if the two shapes drift apart.
const _sameShape = (u: LabelledUtteranceExport): LabelledUtterance => u;

const MISREAD = 'I put the little mask on and give some puffs with the bag';
const ADULT = 'Using the big 1000 mL bag now';

/** Faculty review: a tutor turn marked as misread, audited, and exported as a labelled test message. */
describeEachDatabase('faculty corrections of misread tutor turns', (target) => {
  let t: TestApp;
  let api: Api;
  let transcript: Transcript;

  const get = async (path: string, token = api.admin) =>
    fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const replyTo = (text: string) => {
    const at = transcript.messages.findIndex((m) => m.sender === 'user' && m.text === text);
    return transcript.messages.slice(at).find((m) => m.sender === 'bot')?.id as number;
  };
  const correct = (id: number, body: unknown, token = api.admin) =>
    postJson(api, `/api/transcripts/messages/${id}/correction`, body, token);

  beforeAll(async () => {
    t = await startTestApp({ target });
    api = await listen(t);
    await playToDebrief(api, t, 'REV-1', [MISREAD, ADULT]);
    const found = (await (await get('/api/transcripts/REV-1')).json()) as { conversations: Transcript[] };
    transcript = found.conversations[0] as Transcript;
  });
  afterAll(async () => t?.close());

  it('marks a tutor turn as misread, shows it in Chat History, audits it, and exports it for the eval', async () => {
    const first = await correct(replyTo(MISREAD), {
      items: ['BMV-8', 'BMV-10'],
      stop: null,
      note: 'child mask',
    });
    expect(first.status, await first.clone().text()).toBe(200);
    expect((await first.json()).correction).toMatchObject({
      items: ['BMV-8', 'BMV-10'],
      stop: null,
      note: 'child mask',
      createdBy: 'admin@example.org',
    });
    // A second correction of the same turn replaces the first.
    await correct(replyTo(ADULT), { items: ['BMV-9'], stop: null });
    expect((await correct(replyTo(ADULT), { items: ['BMV-9'], stop: 'should_have_stopped' })).status).toBe(
      200,
    );

    const again = (await (await get('/api/transcripts/REV-1')).json()) as { conversations: Transcript[] };
    const marked = again.conversations[0]?.messages.filter((m) => m.correction);
    expect(marked?.map((m) => m.correction?.stop)).toEqual([null, 'should_have_stopped']);

    const exported = await get('/api/exports/corrections/json');
    expect(exported.status).toBe(200);
    const groups = CorrectionsExportSchema.parse(await exported.json());
    expect(groups).toHaveLength(1);
    expect(groups[0]?.utterances).toEqual([
      {
        text: MISREAD,
        phase: 0,
        kind: 'several',
        labels: [
          { item: 'BMV-8', verdict: 'ok' },
          { item: 'BMV-10', verdict: 'ok' },
        ],
      },
      { text: ADULT, phase: 0, kind: 'error', labels: [{ item: 'BMV-9', verdict: 'wrong' }] },
    ]);
    const audit = (await (await get('/api/audit?limit=50')).json()) as { events: Record<string, unknown>[] };
    expect(audit.events.filter((e) => e.action === 'turn.correct')).toHaveLength(3);
    expect(
      audit.events.find((e) => e.action === 'export.download' && e.subject === 'corrections'),
    ).toBeDefined();
  });

  it('refuses a resident turn, a missing turn, an empty correction, unknown items and non-admins', async () => {
    const userTurn = transcript.messages.find((m) => m.sender === 'user')?.id as number;
    expect((await correct(userTurn, { items: ['BMV-8'], stop: null })).status).toBe(400);
    expect((await correct(999999, { items: ['BMV-8'], stop: null })).status).toBe(404);
    expect((await correct(replyTo(MISREAD), { items: [], stop: null })).status).toBe(400);
    expect((await correct(replyTo(MISREAD), { items: ['BMV-99'], stop: null })).status).toBe(400);
    expect((await correct(replyTo(MISREAD), { items: ['BMV-8'], stop: null, extra: 1 })).status).toBe(400);
    expect((await correct(replyTo(MISREAD), { items: ['BMV-8'], stop: null }, api.resident)).status).toBe(
      403,
    );
    expect((await get('/api/exports/corrections/json', api.resident)).status).toBe(403);
  });
});
