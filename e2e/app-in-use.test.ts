import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { botMessages, chatLog, say } from './chat-page.ts';
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

/**
 * The app as people use it (issue 27), at the three sizes of the issue: every view at an address that
 * reload, Back and Forward keep; deep links through sign-in; a case resumed in a second tab; an observer
 * draft kept across a reload; Stop and Retry; the phone layout with the keyboard open; never a browser
 * pop-up; axe-core on 20+ screens. One server and one browser for the file, a fresh context per person.
 */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1280, height: 800 };
/** A phone with the on-screen keyboard open: what is left of its 844 px. */
const PHONE_KEYBOARD = { width: 390, height: 500 };

const docsShots = join(repoRoot, 'docs', 'screenshots');

let server: E2eServer;
let browser: Browser;
const open: E2eBrowser[] = [];
/** Every screen axe-core checked, with what it found (serious or critical only). */
const axeRuns: { screen: string; found: string[] }[] = [];
/** Browser pop-ups (alert, confirm, prompt, beforeunload) seen on any page: there must be none. */
const browserDialogs: string[] = [];

beforeAll(async () => {
  mkdirSync(docsShots, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const b of open) await b.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

async function person(size: { width: number; height: number }): Promise<Page> {
  const b = await openPage({ ...size, browser });
  open.push(b);
  watchDialogs(b.page);
  return b.page;
}

function watchDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    browserDialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
}

async function axe(page: Page, screen: string) {
  const found = await seriousA11yViolations(page);
  axeRuns.push({ screen, found });
  expect(found, screen).toEqual([]);
}

const path = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 2 });
const nav = (page: Page) => page.getByRole('navigation', { name: 'App' });

/** The admin views, their menu labels and addresses. */
const ADMIN_VIEWS = [
  ['Chat History', '/admin/history'],
  ['Data Collection', '/admin/data-collection'],
  ['Instruction Editor', '/admin/instructions'],
  ['Image Upload', '/admin/images'],
  ['Case Editor', '/admin/cases'],
  ['Observer Checklist', '/admin/observer'],
  ['Study Dashboard', '/admin/study'],
  ['Exports', '/admin/exports'],
  ['Withdraw Participant', '/admin/withdrawal'],
  ['Accounts', '/admin/accounts'],
  ['Audit Log', '/admin/audit'],
  ['API Reference', '/admin/api'],
] as const;

describe('addresses, on a desktop', () => {
  let page: Page;

  it('answers HTML to a browser at / and one line of text to other clients', async () => {
    const plain = await fetch(`${server.url}/`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await plain.text()).toMatch(/Pediatric Airway Management Assistant: this server is up\./);
    const html = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('opens a deep link after sign-in, and Back never lands on the sign-in callback', async () => {
    page = await person(DESKTOP);
    await page.goto(`${server.url}/admin/cases`);
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await axe(page, 'deep link, signed out');
    await page.getByRole('main').getByRole('button', { name: 'SIGN IN' }).click();
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(page, 'Case Editor').waitFor();
    expect(path(page)).toBe('/admin/cases');
    expect(page.url()).not.toMatch(/[?&](code|state)=/);
    await axe(page, 'Case Editor list');

    // Back from the app goes to a page before the sign-in, never to a raw callback or error page.
    await page.goBack();
    await page.waitForLoadState();
    expect(page.url()).not.toMatch(/[?&]code=/);
    expect(await page.locator('body').innerText()).not.toMatch(/^\s*\{"error"/);
    await page.goto(`${server.url}/admin/cases`);
    await heading(page, 'Case Editor').waitFor();
  });

  it('keeps every admin view on reload and steps through them with Back and Forward', async () => {
    for (const [label, address] of ADMIN_VIEWS) {
      await nav(page).getByRole('link', { name: label, exact: true }).click();
      await heading(page, label).waitFor();
      expect(path(page)).toBe(address);
      expect(
        await nav(page).getByRole('link', { name: label, exact: true }).getAttribute('aria-current'),
      ).toBe('page');
      await page.reload();
      await heading(page, label).waitFor();
      expect(path(page), `${label} after a reload`).toBe(address);
      if (label !== 'API Reference') await axe(page, label);
    }
    // Back walks the views in reverse, Forward again.
    for (const [label, address] of [...ADMIN_VIEWS].reverse().slice(1, 4)) {
      await page.goBack();
      await heading(page, label).waitFor();
      expect(path(page)).toBe(address);
    }
    await page.goForward();
    await heading(page, 'Accounts').waitFor();
  });

  it('gives a case, a participant history and a study record their own address', async () => {
    await page.goto(`${server.url}/admin/cases`);
    await heading(page, 'Case Editor').waitFor();
    const first = page.getByRole('button', { name: /^Case ID: / }).first();
    const name = (await first.textContent()) ?? '';
    const caseId = /Case ID: (\S+)/.exec(name)?.[1] ?? '';
    await first.click();
    await page.getByRole('heading', { name: `Edit Case: ${caseId}` }).waitFor();
    expect(path(page)).toBe(`/admin/cases/${caseId}`);
    await page.reload();
    await page.getByRole('heading', { name: `Edit Case: ${caseId}` }).waitFor();
    await axe(page, 'Case Editor, one case');
    await page.goBack();
    await page
      .getByRole('button', { name: /^Case ID: / })
      .first()
      .waitFor();
    expect(path(page)).toBe('/admin/cases');

    await page.goto(`${server.url}/admin/history/NOBODY-1`);
    await heading(page, 'Chat History').waitFor();
    await page.getByText('NOBODY-1').first().waitFor();
    await axe(page, 'Chat History, one participant');

    await page.goto(`${server.url}/admin/study/participants/NOBODY-1`);
    await heading(page, 'Study Dashboard').waitFor();
    await page.getByText('NOBODY-1').first().waitFor();
    await axe(page, 'Study Dashboard, one participant');
  });
});

describe('an observer on a tablet', () => {
  it('keeps a half-filled checklist across a reload and asks before leaving it', async () => {
    const page = await person(TABLET);
    await signIn(page, server.url, ADMIN);
    await nav(page).getByRole('link', { name: 'Observer Checklist' }).click();
    await heading(page, 'Observer Checklist').waitFor();
    await page.getByRole('button', { name: 'New checklist' }).click();
    // Focus starts on the form, not on the page body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName))
      .toBe('assessment-form-title');
    await page.getByRole('textbox', { name: 'Participant ID' }).fill('TAB-DRAFT');
    await page.locator('[data-item="BMV-1"]').getByRole('radio', { name: 'Done', exact: true }).check();
    await axe(page, 'Observer checklist form');

    await page.reload();
    await page.getByText('Your unsaved draft of this checklist was restored.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Participant ID' }).inputValue()).toBe('TAB-DRAFT');
    expect(
      await page.locator('[data-item="BMV-1"]').getByRole('radio', { name: 'Done', exact: true }).isChecked(),
    ).toBe(true);

    // Leaving for another view asks in the app's dialog; Stay keeps the form.
    await nav(page).getByRole('link', { name: 'Study Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await axe(page, 'Leave-without-saving dialog');
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(path(page)).toBe('/admin/observer');
    expect(await page.getByRole('textbox', { name: 'Participant ID' }).inputValue()).toBe('TAB-DRAFT');

    // Cancel throws the draft away, once confirmed: a reload then shows the list.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Leave this checklist without saving your changes?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await page.getByRole('button', { name: 'New checklist' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'New checklist' }).waitFor();
  });

  it('keeps a case being written in Data Collection across a reload', async () => {
    const page = open.at(-1)?.page as Page;
    await nav(page).getByRole('link', { name: 'Data Collection' }).click();
    await heading(page, 'Data Collection').waitFor();
    await page.getByRole('textbox', { name: 'Case presentation' }).fill('A 3-year-old with croup, drafted.');
    await page.reload();
    await page.getByText('Your unsaved draft of this case was restored.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Case presentation' }).inputValue()).toBe(
      'A 3-year-old with croup, drafted.',
    );
    // Emptied again, the draft is gone: a reload shows no note.
    await page.getByRole('textbox', { name: 'Case presentation' }).fill('');
    await page.reload();
    await heading(page, 'Data Collection').waitFor();
    expect(await page.getByText('Your unsaved draft of this case was restored.').count()).toBe(0);
  });

  it('scrolls wide tables inside their box, never the page', async () => {
    const page = open.at(-1)?.page as Page;
    for (const [label] of [['Study Dashboard'], ['Chat History'], ['Accounts']] as const) {
      await nav(page).getByRole('link', { name: label, exact: true }).click();
      await heading(page, label).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, label).toBeLessThanOrEqual(0);
    }
  });
});

describe('a resident on a phone', () => {
  let page: Page;

  it('starts the case with a typo in "Begin Simulation" and lists the goals on request', async () => {
    page = await person(PHONE);
    await signIn(page, server.url, RESIDENT);
    await axe(page, 'Welcome (phone)');
    await page.getByRole('button', { name: 'Start the ChatBot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Participant ID' });
    // Focus starts in the field, not on the x.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('participant-id-input');
    await axe(page, 'Participant ID dialog (phone)');
    await dialog.getByRole('textbox').fill('PH-27');
    await dialog.getByRole('textbox').press('Enter');
    await expect
      .poll(async () => (await botMessages(page).first().textContent()) ?? '')
      .toContain('Begin Simulation');
    expect(path(page)).toBe('/chat');

    const opening = await say(page, 'begin simulaton');
    expect(opening).toMatch(/4-year-old/);
    const goals = page.getByRole('button', { name: /^0\/\d+ goals$/ });
    await goals.click();
    const list = page.getByRole('list', { name: 'Goals of this phase' });
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await list.innerText()).toMatch(/not yet/);
    await say(
      page,
      'I call for help and stand at the head of the bed. I suction the secretions with a Yankauer.',
    );
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Credited this turn' }).count())
      .toBe(1);
    // Out of the message box (the keyboard closes), the goals show again, some now met.
    await page.getByRole('button', { name: /^\d+\/\d+ goals$/ }).focus();
    expect(await list.innerText()).toMatch(/— met/);
    await axe(page, 'Chat with the monitor (phone)');
  });

  it('keeps at least half the screen for the conversation with the keyboard open', async () => {
    await page.setViewportSize(PHONE_KEYBOARD);
    await page.getByPlaceholder('Say something...').focus();
    await page.screenshot({ path: join(docsShots, 'phone-chat-keyboard-open.png') });
    const box = await chatLog(page).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(PHONE_KEYBOARD.height / 2);
    await page.setViewportSize(PHONE);
  });

  it('stops a reply on request, and retries a message that did not get through', async () => {
    // The reply is held back at the network, so Stop is pressed while it is awaited.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/stream-chat', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const input = page.getByPlaceholder('Say something...');
    await input.fill('I choose a child size mask');
    await input.press('Enter');
    const stop = page.getByRole('button', { name: 'Stop' });
    await stop.click();
    await page.getByText('Stopped. The reply so far is kept').waitFor();
    await page.getByRole('button', { name: 'Send' }).waitFor();
    release();
    await page.unroute('**/stream-chat');

    // A message that does not reach the server comes back to the box, and Retry sends it.
    await page.route('**/submit-user-input', (route) => route.abort());
    await input.fill('Oxygen at 15 L/min');
    await input.press('Enter');
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await input.inputValue()).toBe('Oxygen at 15 L/min');
    await page.unroute('**/submit-user-input');
    const before = await botMessages(page).count();
    await retry.click();
    await expect.poll(() => botMessages(page).count()).toBeGreaterThan(before);
    await expect.poll(() => retry.count()).toBe(0);
  });

  it('writes several lines with Shift+Enter and never shows the image marker', async () => {
    const input = page.getByPlaceholder('Say something...');
    await input.fill('');
    await input.type('first line');
    await input.press('Shift+Enter');
    await input.type('second line');
    expect(await input.inputValue()).toBe('first line\nsecond line');
    await input.fill('');
    expect(await chatLog(page).innerText()).not.toMatch(/image id is \d+/);
  });

  it('resumes the case in a second tab, monitor included', async () => {
    const tab = await page.context().newPage();
    watchDialogs(tab);
    await tab.goto(`${server.url}/chat`);
    await tab.getByRole('main').getByRole('button', { name: 'SIGN IN' }).click();
    // The provider remembers the account: the sign-in may go through without the form.
    const email = tab.getByLabel('E-mail');
    const app = tab.getByRole('heading', { name: 'Pediatric Airway Management Assistant', level: 1 });
    await Promise.race([email.waitFor().catch(() => undefined), app.waitFor().catch(() => undefined)]);
    if (await email.isVisible()) {
      await email.fill(RESIDENT.email);
      await tab.getByLabel('Password').fill(RESIDENT.password);
      await tab.getByRole('button', { name: 'Sign in' }).click();
    }
    await expect
      .poll(
        async () =>
          (await chatLog(tab)
            .innerText()
            .catch(() => '')) ?? '',
      )
      .toContain('begin simulaton');
    expect(path(tab)).toBe('/chat');
    await tab.getByText('Participant PH-27').waitFor();
    await tab.getByRole('button', { name: /^\d+\/\d+ goals$/ }).waitFor();
    await tab.close();
  });

  it('asks before a new case, saying what is lost, and returns focus', async () => {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'New case' }).click();
    const confirm = page.getByRole('dialog', { name: 'Start a new case?' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toMatch(/progress made in it .* is lost/);
    await axe(page, 'New case dialog (phone)');
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await chatLog(page).innerText()).toContain('begin simulaton');
  });
});

describe('an admin on a phone', () => {
  it('finds the admin views behind Menu', async () => {
    const page = await person(PHONE);
    await signIn(page, server.url, ADMIN);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await nav(page).isVisible()).toBe(false);
    await menu.click();
    await nav(page).getByRole('link', { name: 'Study Dashboard' }).waitFor();
    await page.screenshot({ path: join(docsShots, 'phone-admin-menu.png') });
    await axe(page, 'Admin menu (phone)');
    await nav(page).getByRole('link', { name: 'Audit Log' }).click();
    await heading(page, 'Audit Log').waitFor();
    expect(await nav(page).isVisible()).toBe(false);
    await axe(page, 'Audit Log (phone)');
  });
});

describe('across the file', () => {
  it('checked 20+ screens with axe-core and met no browser pop-up', async () => {
    for (const size of [DESKTOP]) {
      const page = await person(size);
      for (const address of ['/', '/about', '/product']) {
        await page.goto(`${server.url}${address}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await axe(page, `public ${address}`);
      }
    }
    expect(axeRuns.length).toBeGreaterThanOrEqual(20);
    expect(axeRuns.filter((r) => r.found.length > 0)).toEqual([]);
    expect(browserDialogs).toEqual([]);
  });
});
