import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample } from '../eval/corpus/sample.ts';
import { botMessages, chatLog, say, startChat } from './chat-page.ts';
import {
  type E2eBrowser,
  type E2eServer,
  openPage,
  RESIDENT,
  screenshotsDir,
  signIn,
  startServer,
} from './harness.ts';

/**
 * Tutor fidelity in the browser: the seeded sample case played in Chromium by residents who write in three
 * different ways (the fidelity corpus's own scripts, eval/corpus/sample.ts), each reaching the debrief without a
 * stop. `npm run eval` measures the same scripts and many more in process.
 */
const STYLES = ['full sentences', 'terse shorthand', 'one action per message'] as const;

let server: E2eServer;
let b: E2eBrowser;
beforeAll(async () => {
  server = await startServer();
  b = await openPage({ width: 390, height: 844 });
});
afterAll(async () => {
  await b?.close();
  await server?.close();
});

/** New case (behind More on a phone), confirmed: a fresh conversation, back to the "Begin Simulation" prompt. */
async function resetChat(page: Page) {
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'New case', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Start a new case?' })
    .getByRole('button', { name: 'Start a new case' })
    .click();
  await expect.poll(() => botMessages(page).count()).toBe(1);
  await expect
    .poll(async () => (await botMessages(page).first().textContent()) ?? '')
    .toContain('Please type "Begin Simulation" to begin');
  await page.getByPlaceholder('Say something...').waitFor();
}

describe('the sample case in Chromium, written in three styles', () => {
  it('a resident signs in and opens the chat', async () => {
    await signIn(b.page, server.url, RESIDENT);
    await startChat(b.page, 'R-FIDELITY');
  });

  it.each(STYLES.map((style, index) => [style, index] as const))(
    'a resident writing in %s reaches the debrief without a stop',
    async (style, index) => {
      const run = sample.runs.find((r) => r.style === style);
      if (!run) throw new Error(`the sample corpus has no ${style} run`);
      if (index > 0) await resetChat(b.page);
      expect(await say(b.page, 'Begin Simulation')).toContain('4-year-old');
      let last = '';
      for (const message of run.messages) {
        last = await say(b.page, message);
        expect(last, message).not.toMatch(/Pause\./);
        if (last.includes('Debrief')) break;
      }
      expect(last).toContain('Debrief');
      expect(last).toContain('Hard stops: 0.');
      await expect
        .poll(() => chatLog(b.page).locator('strong', { hasText: 'Debrief' }).count())
        .toBeGreaterThan(0);
      await b.page.screenshot({ path: join(screenshotsDir, `fidelity-${style.replaceAll(' ', '-')}.png`) });
    },
    180_000,
  );
});
