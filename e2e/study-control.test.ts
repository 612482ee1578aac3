import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_ITEM_IDS } from '../src/contract/checklist.ts';
import type { ObserverItems } from '../src/contract/study.ts';
import { caseAssignmentsRepository } from '../src/server/cases/assignments.ts';
import { casesRepository } from '../src/server/cases/repository.ts';
import { conversations, messages } from '../src/server/db/schema.ts';
import { assessmentsRepository } from '../src/server/study/assessments.ts';
import { ADMIN, ONE_PHASE_CASE, openView, type SignedInSession, shot, startSignedIn } from './harness.ts';

let session: SignedInSession;
let page: Page;

/** Observer items: all done except the listed ones, which are not done. */
const items = (notDone: number[]) =>
  Object.fromEntries(
    CHECKLIST_ITEM_IDS.map((id, i) => [id, { result: notDone.includes(i) ? 'not_done' : 'done' }]),
  ) as ObserverItems;

const accessToken = (p: Page) =>
  p.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}').access_token as string) : '';
  });

beforeAll(async () => {
  session = await startSignedIn({ account: ADMIN, width: 1280, height: 900, cases: [ONE_PHASE_CASE] });
  page = session.b.page;
  const db = session.server.database.db;
  const author = { sub: 'e2e', email: 'admin@example.org' };
  const assessments = assessmentsRepository(db);
  // Three participants, each scored before by two raters who disagree on a few items.
  for (const [id, second] of [
    ['S-01', [3]],
    ['S-02', [0, 7]],
    ['S-03', [12]],
  ] as const) {
    const base = {
      participantID: id,
      timePoint: 'pre' as const,
      arm: 'chatbot' as const,
      caseTitle: 'Manikin',
    };
    await assessments.create({ ...base, assessor: 'Dr Osei', items: items([0, 3]) }, author);
    await assessments.create({ ...base, assessor: 'Dr Lindqvist', items: items([...second]) }, author);
  }
  const cases = casesRepository(db);
  await cases.create(ONE_PHASE_CASE, 'e2e', 'draft');
  const [sample, onePhase] = await cases.list();
  await caseAssignmentsRepository(db, cases).set('default', '', [sample?.id ?? 1], author);
  await caseAssignmentsRepository(db, cases).set(
    'participant',
    'S-01',
    [onePhase?.id ?? 2, sample?.id ?? 1],
    author,
  );
});
afterAll(async () => session?.close());

describe('study control in Chromium', () => {
  it('the dashboard shows the agreement between raters, and which rating gives the totals', async () => {
    await openView(page, 'Study Dashboard');
    const agreement = page.getByRole('region', { name: 'Agreement between raters', exact: true });
    await expect.poll(() => agreement.textContent()).toContain("Cohen's kappa");
    // 60 item ratings, 54 agree (S-01 differs on item 1, S-02 on items 4 and 8, S-03 on items 1, 4 and 13): 90 %.
    await expect
      .poll(() => agreement.getByRole('status').textContent())
      .toMatch(/3 participant × time point pairs/);
    await expect.poll(() => agreement.textContent()).toContain('primary rating');
    await agreement.scrollIntoViewIfNeeded();
    await shot(page, 'study-dashboard-agreement.png');
  });

  it('the case list shows each case’s state and who gets which cases; a draft is published in place', async () => {
    await openView(page, 'Case Editor');
    await expect.poll(() => page.getByText('Draft: admins only').count()).toBe(1);
    await expect.poll(() => page.getByText('Published: given to residents').count()).toBe(2);
    const assignments = page.getByRole('region', { name: 'Case assignments' });
    await expect.poll(() => assignments.textContent()).toContain('Participant: S-01');
    await shot(page, 'case-list-states.png');
    await page.getByRole('button', { name: 'Publish case 3' }).click();
    await expect.poll(() => page.getByText('Published: given to residents').count()).toBe(3);
  });

  it('a second checklist by the same rater asks to replace; a deletion is confirmed in place', async () => {
    await openView(page, 'Observer Checklist');
    await page.getByRole('textbox', { name: 'Find a participant' }).fill('S-03');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'New checklist' }).click();
    // Prefilled with the participant of the page it was started from.
    expect(await page.getByRole('textbox', { name: 'Participant ID' }).inputValue()).toBe('S-03');
    await page.getByRole('textbox', { name: 'Assessor' }).fill('dr osei');
    await page.getByRole('group', { name: 'Time point' }).getByRole('radio', { name: /Pre/ }).check();
    await page.getByRole('group', { name: 'Arm' }).getByRole('radio', { name: 'Chatbot' }).check();
    for (const id of CHECKLIST_ITEM_IDS) {
      await page.locator(`[data-item="${id}"]`).getByRole('radio', { name: 'Done', exact: true }).check();
    }
    await page.getByRole('button', { name: 'Save checklist' }).click();
    await expect.poll(() => page.locator('.same-rater').textContent()).toContain('already rated S-03');
    await page.getByRole('button', { name: 'Replace their checklist' }).click();
    await page.getByRole('heading', { name: 'Participant S-03' }).waitFor();
    await expect.poll(() => page.locator('.assessment-card').count()).toBe(2);
    const replaced = page.locator('.assessment-card', { hasText: 'version 2' });
    await replaced.getByRole('button', { name: 'History of the pre checklist' }).click();
    await expect
      .poll(() => page.locator('.revision-changes').allTextContents())
      .toContainEqual(expect.stringContaining('not done → done'));
    await shot(page, 'checklist-history-old-new.png');
    await replaced.getByRole('button', { name: 'Delete the pre checklist' }).click();
    await page.getByRole('button', { name: 'Delete the checklist' }).click();
    await expect.poll(() => page.locator('.assessment-card').count()).toBe(1);
  });

  it('every CSV export parses into rows of the header length (shown as a parser reads it)', async () => {
    const token = await accessToken(page);
    const download = async (dataset: string) =>
      (
        await fetch(`${session.server.url}/api/exports/${dataset}/csv`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).text();
    // A session whose turns hold what split rows before: line breaks, quotes, commas, a formula, other scripts.
    const db = session.server.database.db;
    const [chat] = await db
      .insert(conversations)
      .values({ userSub: 'e2e', participantId: 'S-01', caseId: 1, caseVersion: 1, tutor: 'engine' })
      .returning();
    await db.insert(messages).values([
      {
        conversationId: chat?.id ?? '',
        sender: 'user',
        text: 'Mask on,\n"squeeze" the bag\rgently',
        status: 'answered',
      },
      {
        conversationId: chat?.id ?? '',
        sender: 'bot',
        text: '**Pause.**\nToo fast.\n=1+1 Маска, μάσκα',
        status: 'complete',
      },
    ]);
    const every = { bom: true, record_delimiter: ['\r\n', '\n', '\r'] };
    for (const dataset of ['participants', 'sessions', 'turns', 'checklists', 'checklist_long']) {
      const parsed: string[][] = parse(await download(dataset), every);
      expect(
        parsed.every((row) => row.length === parsed[0]?.length),
        dataset,
      ).toBe(true);
    }
    const rows: string[][] = parse(await download('turns'), every);
    const [header] = rows;
    expect(rows.map((row) => row.length)).toEqual(rows.map(() => header?.length));
    // The parsed table, as a page: what R or a spreadsheet gets.
    const cell = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    await page.setContent(
      `<style>body{font:13px system-ui;margin:16px}td,th{border:1px solid #ccc;padding:2px 6px;white-space:pre-wrap;vertical-align:top}</style>
       <h1>turns.csv parsed with csv-parse (any line break ends a record, as R and Excel read it): ${rows.length - 1} rows, each ${header?.length} fields</h1>
       <table>${rows
         .slice(0, 26)
         .map(
           (row, i) =>
             `<tr>${row.map((c) => (i === 0 ? `<th>${cell(c)}</th>` : `<td>${cell(c)}</td>`)).join('')}</tr>`,
         )
         .join('')}</table>`,
    );
    await shot(page, 'csv-parsed.png');
  });
});
