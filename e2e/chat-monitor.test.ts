import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RUN } from '../test/fixtures/sim/transcripts.ts';
import { launchBrowser } from './browser.ts';
import { botMessages, chatLog, say, startChat } from './chat-page.ts';
import {
  ADMIN,
  type E2eBrowser,
  type E2eServer,
  openPage,
  RESIDENT,
  repoRoot,
  seriousA11yViolations,
  signIn,
  startServer,
} from './harness.ts';

/** The README shows these: the monitor, a stop and the debrief, on a phone and on a desktop. */
const docsShots = join(repoRoot, 'docs', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: join(docsShots, name) });

const monitor = (page: Page) => page.getByRole('region', { name: 'Patient monitor' });
const vital = (page: Page, key: string) => monitor(page).locator(`[data-vital="${key}"]`);
const WRONG_MASK = 'I pick an adult mask';

/** True when the element's box lies inside the browser window. */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

let server: E2eServer;
/** One browser; each device and the admin get a context of their own in it. */
let browser: Browser;
beforeAll(async () => {
  mkdirSync(docsShots, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each([
  { device: 'phone', width: 375, height: 667, participant: 'R-MON-PHONE' },
  { device: 'desktop', width: 1280, height: 800, participant: 'R-MON-DESK' },
])('the chat view on a $device', ({ device, width, height, participant }) => {
  let b: E2eBrowser;
  beforeAll(async () => {
    b = await openPage({ width, height, browser });
    await signIn(b.page, server.url, RESIDENT);
  });
  afterAll(async () => b?.close());

  it('shows the monitor once the case begins, with out-of-range values flagged in words, not colour alone', async () => {
    const { page } = b;
    await startChat(page, participant);
    await expect.poll(() => monitor(page).innerText()).toMatch(/starts when you type/);
    await say(page, 'Begin Simulation');
    await expect.poll(() => monitor(page).innerText()).toMatch(/Phase 1 of 4/);
    // SpO2 73 % for a 4-year-old: low, said by an arrow (and a sentence for screen readers).
    await expect(vital(page, 'spo2').getAttribute('data-status')).resolves.toBe('low');
    await expect(vital(page, 'spo2').innerText()).resolves.toMatch(/73[\s\S]*▼[\s\S]*95–100|▼[\s\S]*73/);
    await expect(vital(page, 'spo2').locator('.visually-hidden').innerText()).resolves.toBe(
      'SpO2 73 %, low: normal for this age 95 to 100.',
    );
    await expect(vital(page, 'hr').getAttribute('data-status')).resolves.toBe('high');
    await expect(vital(page, 'nibp').innerText()).resolves.toMatch(/93\/58/);
    await expect(vital(page, 'temp').getAttribute('data-status')).resolves.toBe('normal');
    // The message box stays on the screen under the monitor.
    await expect(onScreen(page, '.chat-input')).resolves.toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('sets a stop apart in a banner, says it in the status region, and keeps the reply start in view', async () => {
    const { page } = b;
    await say(page, WRONG_MASK);
    const stopped = botMessages(page).last();
    const banner = stopped.locator('.stop-banner');
    await banner.waitFor();
    const text = await banner.innerText();
    expect(text).toMatch(/Pause: critical error/);
    // The terms are set in capitals by the style sheet.
    // The error in its own words first, then the checklist item it belongs to.
    expect(text).toMatch(/What\s+An adult mask is too big for a 4-year-old[\s\S]*Checklist item: Mask size/i);
    expect(text).toMatch(/Why it matters\s+\S/i);
    expect(text).toMatch(/Instead\s+Choose a child mask/i);
    expect(text).toMatch(/The case went back to the start of phase 1: attempt 2 begins now\./);
    // The banner replaces the reply's own "Pause." paragraph; the rewound phase follows it.
    await expect(stopped.innerText()).resolves.not.toMatch(/Why it matters: /);
    await expect(stopped.innerText()).resolves.toMatch(/Let's rewind to the start of phase 1/);
    await expect(page.getByRole('status').filter({ hasText: 'Pause' }).innerText()).resolves.toMatch(
      /Pause: critical error\. An adult mask is too big .* Rewind to phase 1\./,
    );
    // Where the reply begins is on screen, inside the chat window, even when the reply is longer than it.
    const inView = await banner.evaluate((el) => {
      const log = el.closest('.chat-log')?.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return log !== undefined && box.top >= log.top - 1 && box.top < log.bottom;
    });
    expect(inView).toBe(true);
    await expect.poll(() => monitor(page).innerText()).toMatch(/attempt 2/);
    await expect(onScreen(page, '.chat-input')).resolves.toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, `chat-stop-${device}.png`);
  });

  it('changes the monitor with the next phase: SpO2 falls, with its trend', async () => {
    const { page } = b;
    for (const move of SAMPLE_RUN.phase1) await say(page, move);
    await expect.poll(() => monitor(page).innerText()).toMatch(/Phase 2 of 4/);
    await expect(vital(page, 'spo2').innerText()).resolves.toMatch(/58/);
    await expect(vital(page, 'spo2').locator('.vital-trend').innerText()).resolves.toBe('↓');
    await expect(vital(page, 'spo2').locator('.visually-hidden').innerText()).resolves.toMatch(
      /SpO2 58 %, low: .*; falling from 73\./,
    );
    await shot(page, `chat-monitor-${device}.png`);
  });

  it('ends with the debrief as a checklist table', async () => {
    const { page } = b;
    for (const move of [...SAMPLE_RUN.phase2, ...SAMPLE_RUN.phase3]) await say(page, move);
    const table = chatLog(page).getByRole('table');
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr[data-outcome]').count()).toBe(20);
    await expect
      .poll(() => table.locator('th[scope="colgroup"]').allTextContents())
      .toEqual([
        'Airway management',
        'Choice of ventilation equipment',
        'Mask positioning',
        'Ventilation techniques',
      ]);
    await expect
      .poll(() => table.locator('thead th').allTextContents())
      .toEqual(['#', 'Item', 'Outcome', 'Time']);
    await expect(table.locator('tr[data-outcome="done-after-stop"]').innerText()).resolves.toMatch(
      /8\s+Mask size\s+↺ Done after a stop/,
    );
    const debrief = chatLog(page).getByRole('region', { name: 'Debrief checklist' });
    await expect(debrief.innerText()).resolves.toMatch(/1 hard stop/);
    await expect(debrief.innerText()).resolves.toMatch(/Phase 1, attempt 1, at \d+:\d\d\s+Mask size/);
    // The table fits the screen: nothing scrolls sideways.
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).resolves.toBe(true);
    await expect.poll(() => monitor(page).innerText()).toMatch(/Case complete/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await debrief.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, `chat-debrief-${device}.png`);
  });

  it('prints the checklist alone', async () => {
    const { page } = b;
    if (device !== 'desktop') return;
    await page.evaluate(() => {
      window.print = () => {};
    });
    await chatLog(page).getByRole('button', { name: 'Print' }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(monitor(page).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Send' }).isVisible()).resolves.toBe(false);
    await expect(chatLog(page).getByRole('table').isVisible()).resolves.toBe(true);
    // Only the checklist: not the reply's text around it, nor the rest of the conversation.
    await expect(chatLog(page).locator('.chat-text').first().isVisible()).resolves.toBe(false);
    await expect(
      chatLog(page).getByText('Begin Simulation', { exact: true }).first().isVisible(),
    ).resolves.toBe(false);
    await page.screenshot({ path: join(docsShots, 'debrief-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  it('keeps the monitor and the checklist after a reload', async () => {
    const { page } = b;
    await page.reload();
    await chatLog(page).getByRole('table').waitFor();
    await expect.poll(() => monitor(page).innerText()).toMatch(/Case complete/);
    await expect.poll(() => botMessages(page).locator('.stop-banner').count()).toBe(1);
  });
});

describe('Chat History', () => {
  it("shows a finished run's debrief checklist in the server transcript", async () => {
    const b = await openPage({ width: 1280, height: 900, browser });
    try {
      await signIn(b.page, server.url, ADMIN);
      await b.page
        .getByRole('navigation', { name: 'App' })
        .getByRole('link', { name: 'Chat History' })
        .click();
      await b.page.getByRole('button', { name: 'View History of R-MON-DESK' }).click();
      const transcript = b.page.getByRole('region', { name: 'Server transcript' });
      const table = transcript.getByRole('table');
      await table.waitFor();
      await expect.poll(() => table.locator('tbody tr[data-outcome]').count()).toBe(20);
      expect(await seriousA11yViolations(b.page)).toEqual([]);
      await transcript
        .getByRole('region', { name: 'Debrief checklist' })
        .evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await b.page.screenshot({ path: join(docsShots, 'history-debrief-desktop.png') });
    } finally {
      await b.close();
    }
    // axe alone takes about 20 s over a page holding a whole transcript on this shared machine.
  }, 120_000);
});
