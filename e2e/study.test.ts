import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_ITEM_IDS } from '../src/contract/checklist.ts';
import { say, startChat } from './chat-page.ts';
import {
  ADMIN,
  answerDialog,
  ONE_PHASE_CASE,
  openView,
  type SignedInSession,
  screenshotsDir,
  seriousA11yViolations,
  shot,
  startSignedIn,
} from './harness.ts';

const PARTICIPANT = 'TAB-07';
let session: SignedInSession;
let b: SignedInSession['b'];

beforeAll(async () => {
  // A tablet in portrait: the size faculty score on. The one-phase case: a short chat reaches the debrief.
  session = await startSignedIn({
    account: ADMIN,
    width: 768,
    height: 1024,
    content: false,
    cases: [ONE_PHASE_CASE],
  });
  b = session.b;
});
afterAll(async () => session?.close());

const item = (page: Page, id: string) => page.locator(`[data-item="${id}"]`);

async function scoreAll(page: Page, result: 'Done' | 'Not done', except: Record<string, string> = {}) {
  for (const id of CHECKLIST_ITEM_IDS) {
    await item(page, id)
      .getByRole('radio', { name: except[id] ?? result, exact: true })
      .check();
  }
}

describe('study data in Chromium on a tablet', () => {
  it('the participant plays the chatbot to its debrief', async () => {
    const { page } = b;
    await startChat(page, PARTICIPANT);
    await say(page, 'Begin Simulation');
    await say(page, 'I pick a child-size mask from the bridge of the nose to the chin cleft');
    await say(page, 'I connect the self-inflating bag to oxygen at 15 L/min');
    expect(await say(page, 'A 500 mL self-inflating bag')).toContain('Debrief');
  });

  it('an observer records a pre checklist with a thumb: unscored items are pointed out, the total is live', async () => {
    const { page } = b;
    await openView(page, 'Observer Checklist');
    await page.getByRole('button', { name: 'New checklist' }).click();
    await page.getByRole('textbox', { name: 'Participant ID' }).fill(PARTICIPANT);
    await page.getByRole('textbox', { name: 'Assessor' }).fill('Dr. Amara Osei');
    await page.getByRole('group', { name: 'Time point' }).getByRole('radio', { name: /Pre/ }).check();
    await page.getByRole('group', { name: 'Arm' }).getByRole('radio', { name: 'Chatbot' }).check();
    await page.getByRole('combobox', { name: 'Case' }).selectOption({ index: 1 });

    await item(page, 'BMV-1').getByRole('radio', { name: 'Done', exact: true }).check();
    await page.getByRole('button', { name: 'Save checklist' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toMatch(/Score items 2, 3, 4.*20\./);
    await expect
      .poll(() => item(page, 'BMV-2').getByText('Choose Done, Not done or N/A.').isVisible())
      .toBe(true);

    await scoreAll(page, 'Not done', { 'BMV-1': 'Done', 'BMV-8': 'Done', 'BMV-5': 'N/A', 'BMV-6': 'N/A' });
    await item(page, 'BMV-3')
      .getByRole('button', { name: /Add comment/ })
      .click();
    await page.getByRole('textbox', { name: 'Comment on item 3 (optional)' }).fill('Neck hyperextended.');
    await expect
      .poll(() => page.locator('.assessment-total').textContent())
      .toContain('Total: 2 of 18 applicable');
    await expect.poll(() => page.locator('.assessment-total').textContent()).toContain('All 20 items scored');
    // Everything scored: the list of missing items is gone.
    await expect.poll(() => page.locator('.assessment-bar .form-error').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'study-checklist-tablet.png');
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await page.screenshot({ path: join(screenshotsDir, 'study-checklist-tablet-top.png') });

    await page.getByRole('button', { name: 'Save checklist' }).click();
    await page.getByRole('heading', { name: `Participant ${PARTICIPANT}` }).waitFor();
    // The heading shows before the record's checklists and sessions have loaded: every read below waits.
    const card = page.locator('.assessment-card').first();
    await expect.poll(() => card.textContent()).toMatch(/Pre · Chatbot · 2 of 18 done/);
    // The participant's chat session is listed beside the checklist.
    const sessions = page.getByRole('region', { name: 'Chat sessions' });
    await expect.poll(() => sessions.getByRole('row').count()).toBe(2);
    await expect.poll(() => sessions.getByRole('row').nth(1).textContent()).toContain('bronchiolitis');
    await expect.poll(() => sessions.getByRole('row').nth(1).textContent()).toContain('Yes');
  });

  it('an edit keeps the history: who, when and what changed', async () => {
    const { page } = b;
    await page.getByRole('button', { name: /^Edit the pre checklist/ }).click();
    await page.getByRole('heading', { name: /Edit checklist of TAB-07 \(version 1\)/ }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Comment on item 3 (optional)' }).inputValue())
      .toBe('Neck hyperextended.');
    await item(page, 'BMV-4').getByRole('radio', { name: 'Done', exact: true }).check();
    await expect.poll(() => page.locator('.assessment-total').textContent()).toContain('Total: 3 of 18');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { name: `Participant ${PARTICIPANT}` }).waitFor();
    await page.getByRole('button', { name: /^History of the pre checklist/ }).click();
    const history = page.getByRole('list', { name: 'Edit history' });
    await history.waitFor();
    // One entry per version; each change is listed inside its version, old -> new.
    const versions = history.locator(':scope > li');
    await expect.poll(() => versions.count()).toBe(2);
    const entries = await versions.allTextContents();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(/Version 2 · edited by admin@example\.org on .* · total 3/);
    expect(entries[0]).toContain('BMV-4 Opening the airway: not done → done');
    expect(entries[1]).toMatch(/Version 1 · recorded by admin@example\.org/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'study-participant-record.png');
  });

  it('a post checklist for the same participant; leaving a filled-in form asks first', async () => {
    const { page } = b;
    await page.getByRole('button', { name: 'New checklist' }).click();
    await item(page, 'BMV-1').getByRole('radio', { name: 'Done', exact: true }).check();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await answerDialog(page, 'Leave this checklist without saving your changes?', 'Keep editing');
    await expect.poll(() => page.getByRole('button', { name: 'Save checklist' }).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Participant ID' }).fill(PARTICIPANT);
    await page.getByRole('group', { name: 'Time point' }).getByRole('radio', { name: /Post/ }).check();
    await page.getByRole('group', { name: 'Arm' }).getByRole('radio', { name: 'Chatbot' }).check();
    await scoreAll(page, 'Done', { 'BMV-5': 'N/A', 'BMV-20': 'Not done' });
    // The assessor is remembered from the last checklist.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Assessor' }).inputValue())
      .toBe('Dr. Amara Osei');
    await page.getByRole('button', { name: 'Save checklist' }).click();
    await page.getByRole('heading', { name: `Participant ${PARTICIPANT}` }).waitFor();
    // The heading shows before the record's checklists have loaded; wait for both cards.
    await expect.poll(() => page.locator('.assessment-card').count()).toBe(2);
  });

  it('the dashboard shows the participant, the chart and its table, sorts and filters', async () => {
    const { page } = b;
    await openView(page, 'Study Dashboard');
    const table = page.getByRole('region', { name: 'Participants table' });
    await table.waitFor();
    const row = table.getByRole('row', { name: new RegExp(PARTICIPANT) });
    // Arm, pre, post, sessions, played, finished, stops, time to debrief, last activity.
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents()).slice(0, 6))
      .toEqual(['Chatbot', '3 / 18', '18 / 19', '1', '1', '1']);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[7]).toMatch(/^\d+:\d\d$/);

    await page.locator('.item-chart canvas').waitFor();
    const items = page.getByRole('region', { name: 'Item completion table' });
    await expect.poll(() => items.getByRole('row').count()).toBe(21);
    await expect
      .poll(() =>
        items
          .getByRole('row', { name: /8\. Mask size/ })
          .getByRole('cell')
          .allTextContents(),
      )
      .toEqual(['1 of 1 (100 %)', '1 of 1 (100 %)', '1 of 1 (100 %)']);
    await expect
      .poll(() =>
        items
          .getByRole('row', { name: /^2\. Clearing secretions/ })
          .getByRole('cell')
          .allTextContents(),
      )
      .toEqual(['0 of 1 (0 %)', '1 of 1 (100 %)', '—']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'study-dashboard.png');

    const preScoreSort = () =>
      table.getByRole('columnheader', { name: /Pre score/ }).getAttribute('aria-sort');
    await table.getByRole('button', { name: 'Pre score' }).click();
    await expect.poll(preScoreSort).toBe('descending');
    await table.getByRole('button', { name: 'Pre score' }).click();
    await expect.poll(preScoreSort).toBe('ascending');

    // A participant's record opens from the table, read-only, and Back returns to the dashboard.
    await table.getByRole('button', { name: PARTICIPANT }).click();
    await page.getByRole('heading', { name: `Participant ${PARTICIPANT}` }).waitFor();
    // The heading shows before the record's checklists have loaded; wait for both cards.
    await expect.poll(() => page.locator('.assessment-card').count()).toBe(2);
    await expect.poll(() => page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await table.waitFor();

    await page.getByRole('combobox', { name: 'Arm' }).selectOption('simulation');
    await page.getByText('No participant has activity matching these filters.').waitFor();
    await page.getByRole('combobox', { name: 'Arm' }).selectOption('');
    await table.waitFor();
    await page.getByLabel('From').fill('2001-01-01');
    await page.getByLabel('To (inclusive)').fill('2001-01-31');
    await page.getByText('No participant has activity matching these filters.').waitFor();
  });
});
