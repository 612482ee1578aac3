import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RUN } from '../test/fixtures/sim/transcripts.ts';
import { botMessages, chatLog, say } from './chat-page.ts';
import {
  type E2eBrowser,
  type E2eServer,
  navLink,
  openPage,
  RESIDENT,
  screenshotsDir,
  seriousA11yViolations,
  signIn,
  startServer,
} from './harness.ts';

/** The correct moves for the sample case, phase by phase (the engine's own tests use the same). */
const SAMPLE_MOVES = Object.values(SAMPLE_RUN).flat();

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

const log = chatLog;
const bots = botMessages;

describe('a resident runs the sample case in the chatbot', () => {
  it('asks for a participant ID and initialises the chat', async () => {
    await signIn(b.page, server.url, RESIDENT);
    await (await navLink(b.page, 'ChatBot')).click();
    const dialog = b.page.getByRole('dialog', { name: 'Enter Participant ID' });
    await dialog.getByRole('textbox').fill('R-100');
    await dialog.getByRole('textbox').press('Enter');
    await b.page.getByText('Chatbot Initializing ... ').waitFor();
    await b.page.getByRole('progressbar').waitFor();
    await expect
      .poll(async () => (await bots(b.page).first().textContent()) ?? '')
      .toContain('Please type "Begin Simulation" to begin');
    expect(await seriousA11yViolations(b.page)).toEqual([]);
  });

  it('plays from "Begin Simulation" to the debrief', async () => {
    const opening = await say(b.page, 'Begin Simulation');
    expect(opening).toMatch(/4-year-old/);
    expect(opening).toMatch(/SpO2/);
    for (const move of SAMPLE_MOVES) {
      const reply = await say(b.page, move);
      expect(reply, move).not.toMatch(/Pause\./);
    }
    const debrief = (await bots(b.page).last().textContent()) ?? '';
    expect(debrief).toContain('Debrief');
    // **bold** is rendered as bold, never as asterisks.
    await expect.poll(() => log(b.page).locator('strong', { hasText: 'Debrief' }).count()).toBeGreaterThan(0);
    expect(debrief).not.toContain('**');
    await b.page.screenshot({ path: join(screenshotsDir, 'chat-debrief-phone.png') });
  });

  it('shows a teaching image from the library', async () => {
    const reply = await say(b.page, 'show me a picture of OPA sizing');
    // The marker that asks for the image is for the app: the reader sees the image, not the marker.
    expect(reply).not.toMatch(/image id is/);
    const image = log(b.page).locator('[data-type="image"] img').last();
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(image.getAttribute('alt')).resolves.toBeTruthy();
  });

  it('renders HTML typed into the chat as inert text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> **hi**';
    await say(b.page, hostile);
    const mine = log(b.page).locator('[data-sender="user"]').last();
    await expect(mine.textContent()).resolves.toContain('<script>window.__pwned=1</script>');
    await expect(log(b.page).locator('img[src="x"], script').count()).resolves.toBe(0);
    await expect(b.page.evaluate(() => (window as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
  });

  it('saves the history and restores the chat after a reload', async () => {
    const popups: string[] = [];
    b.page.on('dialog', (dialog) => {
      popups.push(dialog.message());
      void dialog.accept();
    });
    // Save sits behind More on a phone; the confirmation is a line in the chat, not a pop-up.
    await b.page.getByRole('button', { name: 'More' }).click();
    await b.page.getByRole('button', { name: 'Save' }).click();
    await log(b.page).getByText('Chat history saved successfully!').waitFor();
    expect(popups).toEqual([]);

    const count = await log(b.page).locator('[data-sender]').count();
    await b.page.reload();
    await log(b.page).waitFor();
    await expect.poll(() => log(b.page).locator('[data-sender]').count()).toBe(count);
    await expect.poll(() => bots(b.page).filter({ hasText: 'Debrief' }).count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await b.page.screenshot({ path: join(screenshotsDir, 'chat-restored-phone.png') });
  });

  it('ran the whole journey without a Content-Security-Policy violation', () => {
    expect(b.cspViolations).toEqual([]);
  });
});
