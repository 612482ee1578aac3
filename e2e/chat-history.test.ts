import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTurnTime } from '../src/web/features/history/format.ts';
import { readChatStream } from '../test/sse-client.ts';
import {
  ADMIN,
  navLink,
  RESIDENT,
  type SignedInSession,
  screenshotsDir,
  seriousA11yViolations,
  signIn,
  startSignedIn,
} from './harness.ts';

/*
 * Admin Chat History against the real server: a resident chats through the API (one participant
 * saves, one never does), then the admin reads both in Chromium. The admin's browser runs in a
 * locale and time zone unlike the machine's, to show dates and times follow the reader.
 */
const LOCALE = 'en-GB';
const TIME_ZONE = 'Asia/Tokyo';
const INVALID_ID = 'Invalid ID. Please enter a valid participant ID';

let session: SignedInSession;
let server: SignedInSession['server'];
let b: SignedInSession['b'];
let admin: BrowserContext;
let page: Page;
/** The bot's reply to "Begin Simulation" for R-HIST, as streamed. */
let histReply = '';
/** The timestamp of R-HIST's saved history (epoch ms). */
let histSavedAt = 0;

/** The access token the signed-in web app holds (oidc-client-ts keeps it in session storage). */
const accessToken = (p: Page) =>
  p.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}').access_token as string) : '';
  });

async function call(token: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await response.json();
  expect(response.status, `${path}: ${JSON.stringify(data)}`).toBe(200);
  return data;
}

/** One turn as the web chat does it: post the text, then read the reply stream to stream_close. */
async function turn(token: string, text: string): Promise<string> {
  await call(token, '/submit-user-input', { text });
  const reply = await readChatStream(server.url, token);
  expect(reply).toMatchObject({ status: 200, closed: true });
  return reply.text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const squash = (text: string) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
const shot = (name: string, p = page) => p.screenshot({ path: join(screenshotsDir, name), fullPage: true });
const noHorizontalScroll = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const inZone = (options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE }).format(new Date(iso));

/**
 * How the admin's screen shows the time of each turn of a participant's conversation, from the stored times: the
 * clock time alone on the day the conversation started, else the date too (a turn just after midnight in the
 * admin's zone). Worked out rather than matched with a pattern, which would fail on that day, or in September
 * (en-GB writes "Sept").
 */
async function turnTimes(participantId: string): Promise<string[]> {
  const { conversations } = (await call(await accessToken(page), `/api/transcripts/${participantId}`)) as {
    conversations: { active: boolean; createdAt: string; messages: { createdAt: string }[] }[];
  };
  const active = conversations.find((c) => c.active);
  if (!active) throw new Error(`no active conversation for ${participantId}`);
  return active.messages.map((m) =>
    squash(formatTurnTime(m.createdAt, active.createdAt, { locale: LOCALE, timeZone: TIME_ZONE })),
  );
}

/** Opens Chat History at its list, leaving a conversation view an earlier step may have left open. */
async function openChatHistory(p: Page) {
  await (await navLink(p, 'Chat History')).click();
  await p.getByRole('heading', { name: 'Chat History', level: 2 }).waitFor();
  // Either the list or a conversation shows; wait for one of them before deciding to go back.
  const back = p.getByRole('button', { name: 'Go Back' });
  const table = p.getByRole('table');
  await table.or(back).first().waitFor();
  if (await back.isVisible()) await back.click();
  await table.waitFor();
}
const conversationHeading = (p: Page, id: string) =>
  p.getByRole('heading', { name: `Conversation ID: ${id}` });
const transcript = (p: Page) => p.getByRole('region', { name: 'Server transcript' });

beforeAll(async () => {
  session = await startSignedIn({ account: RESIDENT });
  ({ server, b } = session);
  const resident = await accessToken(b.page);

  await call(resident, '/init-conversation', { participantID: 'R-HIST' });
  const startedAt = Date.now();
  histSavedAt = startedAt;
  histReply = await turn(resident, 'Begin Simulation');
  const { image } = (await call(resident, '/get-image/1')) as { image: string };
  await call(resident, '/submit-chat-history', [
    {
      timestamp: startedAt,
      history: [
        { id: startedAt, text: 'Begin Simulation', sender: 'user', type: 'text' },
        { id: startedAt + 1, text: histReply, sender: 'bot', type: 'text' },
        { id: startedAt + 2, text: image, sender: 'bot', type: 'image' },
      ],
    },
  ]);

  // R-NOSAVE never presses Save; its second message is superseded before any reply.
  await call(resident, '/init-conversation', { participantID: 'R-NOSAVE' });
  await turn(resident, 'Begin Simulation');
  await call(resident, '/submit-user-input', { text: 'Check the airway' });
  await turn(resident, 'Open the airway with a head tilt');

  admin = await b.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: LOCALE,
    timezoneId: TIME_ZONE,
  });
  page = await admin.newPage();
  await signIn(page, server.url, ADMIN);
  // Two sign-ins, three streamed turns and a server start: over the 120 s default on a 2-core machine at load 17.
}, 300_000);
afterAll(async () => session?.close());

describe('Chat History', () => {
  it('lists recent cases newest first with date and time in the admin locale', async () => {
    const recent = (await call(await accessToken(page), '/get-last-cases')) as {
      participantID: string;
      timestamp: string;
    }[];
    expect(recent.map((r) => r.participantID)).toEqual(['R-NOSAVE', 'R-HIST']);
    await openChatHistory(page);
    await expect
      .poll(() => page.getByRole('columnheader').allInnerTexts())
      .toEqual(['Participant ID', 'Date', 'Time', 'Action']);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    for (const [index, r] of recent.entries()) {
      await expect
        .poll(() => rows.nth(index).locator('th, td').allTextContents())
        .toEqual([
          r.participantID,
          inZone({ dateStyle: 'medium' }, r.timestamp),
          inZone({ timeStyle: 'medium' }, r.timestamp),
          `View History of ${r.participantID}`,
        ]);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot('chat-history-list.png');
  });

  it('shows a saved history with its image, and the server transcript, then goes back', async () => {
    await openChatHistory(page);
    await page.getByRole('button', { name: 'View History of R-HIST' }).click();
    const heading = conversationHeading(page, 'R-HIST');
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);

    const group = page.locator('.history-group');
    await expect.poll(() => group.count()).toBe(1);
    await expect(group.getByRole('heading', { level: 5 }).innerText().then(squash)).resolves.toBe(
      squash(
        `Time: ${inZone({ dateStyle: 'medium', timeStyle: 'medium' }, new Date(histSavedAt).toISOString())}`,
      ),
    );
    // Whose save this is: another account typing R-HIST would show as a group of its own.
    await expect(group.locator('.history-group-owner').innerText()).resolves.toBe(
      `Account: ${RESIDENT.email}`,
    );
    const messages = group.getByRole('listitem');
    await expect(messages.nth(0).innerText().then(squash)).resolves.toBe('Resident : Begin Simulation');
    await expect(messages.nth(0).getAttribute('data-sender')).resolves.toBe('user');
    await expect(messages.nth(1).innerText().then(squash)).resolves.toBe(`Bot : ${squash(histReply)}`);
    const image = group.getByRole('img', { name: 'Image shown by the bot' });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const record = transcript(page);
    await expect(record.locator('summary').innerText()).resolves.toMatch(
      /^Case \d+, version \d+\s+started .+\s+active$/,
    );
    await expect.poll(() => record.getByText('Scenario engine', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => record.getByText(RESIDENT.email).isVisible()).toBe(true);
    // The server transcript loads apart from the saved history.
    const [userAt, botAt] = await turnTimes('R-HIST');
    await expect
      .poll(async () => (await record.locator('.transcript-turn').allInnerTexts()).map(squash))
      .toEqual([
        `Resident ${userAt} Begin Simulation`,
        // Each reply carries its turn record (the engine's verdict, who read and spoke, the latency), and
        // faculty can mark it as misread.
        expect.stringMatching(
          new RegExp(
            `^Bot ${escapeRegExp(botAt ?? '')} ${escapeRegExp(squash(histReply))} Engine: begin, phase 1, attempt 1 · read by engine · spoken by engine · \\d+\\.\\d s Mark as misread$`,
          ),
        ),
      ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot('chat-history-conversation.png');

    await page.getByRole('button', { name: 'Go Back' }).click();
    const list = page.getByRole('heading', { name: 'Recent Cases' });
    await list.waitFor();
    await expect.poll(() => list.evaluate((h) => h === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'View History of R-NOSAVE' }).waitFor();
    await expect.poll(() => conversationHeading(page, 'R-HIST').count()).toBe(0);
  });

  it('finds a participant who never saved by search (Enter), with the unanswered turn marked', async () => {
    await openChatHistory(page);
    await page.getByLabel('Participant ID').fill('  R-NOSAVE ');
    await page.getByLabel('Participant ID').press('Enter');
    await conversationHeading(page, 'R-NOSAVE').waitFor();
    const saved = async () =>
      (await page.locator('.history-group .history-message').allInnerTexts()).map(squash);
    await expect.poll(async () => (await saved()).slice(0, 1)).toEqual(['Resident : Begin Simulation']);
    await expect.poll(saved).toContain('Resident : Check the airway');
    await expect.poll(saved).toContain('Resident : Open the airway with a head tilt');

    // The server transcript loads apart from the saved history.
    const turnTexts = transcript(page).locator('.transcript-turn');
    await expect.poll(() => turnTexts.count()).toBe(5);
    const turns = (await turnTexts.allInnerTexts()).map(squash);
    expect(turns).toHaveLength(5);
    expect(turns[2]).toBe(`Resident ${(await turnTimes('R-NOSAVE'))[2]} (no reply) Check the airway`);
    expect(turns.filter((t) => t.includes('(no reply)') || t.includes('(cut off)'))).toHaveLength(1);
    await page.getByRole('button', { name: 'Go Back' }).click();
  });

  it('refuses an ID without history with the exact error, and stays on the list', async () => {
    await openChatHistory(page);
    await page.getByLabel('Participant ID').fill('NOBODY');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toBe(INVALID_ID);
    await expect.poll(() => page.getByRole('heading', { name: 'Recent Cases' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Participant ID').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot('chat-history-invalid.png');
    // An ID the server would refuse outright gets the same answer, without a request.
    const lookups: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes('/get-conversation-history/')) lookups.push(request.url());
    };
    page.on('request', onRequest);
    await page.getByLabel('Participant ID').fill('../admin');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(alert.innerText()).resolves.toBe(INVALID_ID);
    page.off('request', onRequest);
    expect(lookups).toEqual([]);
  });

  it('says when the recent cases fail to load, and loads them on Try again', async () => {
    await openChatHistory(page);
    await page.getByRole('button', { name: 'View History of R-HIST' }).click();
    await conversationHeading(page, 'R-HIST').waitFor();
    await page.route('**/get-last-cases', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Down"}' }),
    );
    // Going back shows the list afresh, so it is loaded again, and this time fails.
    await page.getByRole('button', { name: 'Go Back' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toBe('Failed to load recent cases');
    await page.unroute('**/get-last-cases');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'View History of R-HIST' }).waitFor();
  });

  it('is usable at 375 px', async () => {
    const narrow = await b.browser.newContext({ viewport: { width: 375, height: 800 }, locale: LOCALE });
    const phone = await narrow.newPage();
    try {
      await signIn(phone, server.url, ADMIN);
      await openChatHistory(phone);
      await expect.poll(() => noHorizontalScroll(phone)).toBe(true);
      // All four columns fit: the action is on screen without scrolling the table sideways.
      const view = await phone.getByRole('button', { name: 'View History of R-HIST' }).boundingBox();
      expect((view?.x ?? Infinity) + (view?.width ?? 0)).toBeLessThanOrEqual(375);
      expect(await seriousA11yViolations(phone)).toEqual([]);
      await shot('chat-history-list-375.png', phone);
      await phone.getByRole('button', { name: 'View History of R-HIST' }).click();
      await conversationHeading(phone, 'R-HIST').waitFor();
      await expect
        .poll(() =>
          phone
            .getByRole('img', { name: 'Image shown by the bot' })
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      await expect.poll(() => noHorizontalScroll(phone)).toBe(true);
      expect(await seriousA11yViolations(phone)).toEqual([]);
      await shot('chat-history-conversation-375.png', phone);
      await phone.getByRole('img', { name: 'Image shown by the bot' }).scrollIntoViewIfNeeded();
      await phone.screenshot({ path: join(screenshotsDir, 'chat-history-image-375.png') });
    } finally {
      await narrow.close();
    }
  });
});
