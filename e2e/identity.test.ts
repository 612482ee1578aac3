import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import {
  ADMIN,
  type E2eBrowser,
  type E2eServer,
  openPage,
  RESIDENT,
  screenshotsDir,
  seriousA11yViolations,
  signIn,
  startServer,
} from './harness.ts';

const ADMIN_BUTTONS = [
  'Chat History',
  'Data Collection',
  'Instruction Editor',
  'Image Upload',
  'Case Editor',
  'Observer Checklist',
  'Study Dashboard',
  'Exports',
  'Withdraw Participant',
  'Accounts',
  'Audit Log',
  'API Reference',
];

let server: E2eServer;
let browser: Browser;
let b: E2eBrowser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(screenshotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
// Every test starts signed out: a fresh browser context, with no cookie or storage of the last one.
beforeEach(async () => {
  // Sign-in, the provider's pages and logout must all work under the CSP, without a violation.
  expect(b?.cspViolations ?? []).toEqual([]);
  await b?.close();
  b = await openPage({ browser });
});

const sidebar = () => b.page.getByRole('navigation', { name: 'App' });

describe('sign-in through the embedded provider', () => {
  it('shows a resident only ChatBot and Log Out', async () => {
    await signIn(b.page, server.url, RESIDENT);
    await expect.poll(() => sidebar().getByText('RESIDENT', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => sidebar().locator('a, button').allInnerTexts()).toEqual(['ChatBot', 'Log Out']);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
  });

  it('shows an admin every view, and toggles the profile panel', async () => {
    await signIn(b.page, server.url, ADMIN);
    await expect
      .poll(() => sidebar().locator('a, button').allInnerTexts())
      .toEqual(['ChatBot', ...ADMIN_BUTTONS, 'Log Out']);
    await expect.poll(() => sidebar().getByText('ADMIN', { exact: true }).isVisible()).toBe(true);

    const avatar = b.page.getByRole('button', { name: /Profile of/ });
    await avatar.click();
    const panel = b.page.getByRole('region', { name: 'Profile' });
    await expect(panel.innerText()).resolves.toMatch(/Admin\s+Admin Example\s+admin@example\.org/);
    await b.page.screenshot({ path: join(screenshotsDir, 'admin-shell.png') });
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await avatar.click();
    await expect.poll(() => panel.count()).toBe(0);

    for (const label of ADMIN_BUTTONS) {
      await sidebar().getByRole('link', { name: label, exact: true }).click();
      await expect
        .poll(() => sidebar().getByRole('link', { name: label, exact: true }).getAttribute('aria-current'))
        .toBe('page');
    }
  });

  it('says so when the password is wrong, without telling whether the e-mail exists', async () => {
    await b.page.goto(server.url);
    await b.page.getByRole('button', { name: 'SIGN IN' }).first().click();
    await b.page.getByLabel('E-mail').fill(RESIDENT.email);
    await b.page.getByLabel('Password').fill('not-the-password');
    await b.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(b.page.getByRole('alert').innerText()).resolves.toBe('Wrong e-mail or password.');
    await expect(b.page.getByLabel('E-mail').inputValue()).resolves.toBe(RESIDENT.email);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await b.page.screenshot({ path: join(screenshotsDir, 'login-error.png') });

    await b.page.getByLabel('E-mail').fill('nobody@example.org');
    await b.page.getByLabel('Password').fill('not-the-password');
    await b.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(b.page.getByRole('alert').innerText()).resolves.toBe('Wrong e-mail or password.');

    // And the right password still works from the same page.
    await b.page.getByLabel('E-mail').fill(RESIDENT.email);
    await b.page.getByLabel('Password').fill(RESIDENT.password);
    await b.page.getByRole('button', { name: 'Sign in' }).click();
    await b.page.getByRole('button', { name: 'Log Out' }).waitFor();
  });

  it('keeps the session over a reload, stores the logged-in flag, and cleans the callback URL', async () => {
    await signIn(b.page, server.url, RESIDENT);
    expect(new URL(b.page.url()).search).toBe('');
    await expect(b.page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).resolves.toBe('true');
    // A refresh token, so the session renews without a page reload when the access token expires.
    const stored = await b.page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      return key ? JSON.parse(sessionStorage.getItem(key) ?? '{}') : {};
    });
    expect(stored.refresh_token).toEqual(expect.any(String));
    await b.page.reload();
    await b.page.getByRole('button', { name: 'Log Out' }).waitFor();
    await expect.poll(() => sidebar().getByText('RESIDENT', { exact: true }).isVisible()).toBe(true);
  });

  it('calls the API with a bearer token the server accepts', async () => {
    await signIn(b.page, server.url, ADMIN);
    const me = await b.page.evaluate(async () => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? JSON.parse(sessionStorage.getItem(key) ?? '{}').access_token : undefined;
      const response = await fetch('/api/me', { headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.json() };
    });
    expect(me).toMatchObject({ status: 200, body: { email: ADMIN.email, isAdmin: true } });
  });

  it('logs out through the provider and returns to the public site', async () => {
    await signIn(b.page, server.url, RESIDENT);
    await b.page.getByRole('button', { name: 'Log Out' }).click();
    await b.page.getByRole('button', { name: 'SIGN IN' }).first().waitFor();
    expect(new URL(b.page.url()).origin).toBe(new URL(server.url).origin);
    // The provider session is gone too: SIGN IN asks for the password again.
    await b.page.getByRole('button', { name: 'SIGN IN' }).first().click();
    await b.page.getByLabel('Password').waitFor();
  });

  it('opens the Participant ID popup from ChatBot and validates it', async () => {
    await signIn(b.page, server.url, RESIDENT);
    await sidebar().getByRole('link', { name: 'ChatBot' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Enter Participant ID' });
    await dialog.waitFor();
    await dialog.getByRole('textbox').fill('   ');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.getByRole('alert').innerText()).resolves.toBe('Participant ID cannot be empty.');
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await sidebar().getByRole('link', { name: 'ChatBot' }).click();
    await dialog.getByRole('textbox').fill('R-014');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => sidebar().getByRole('link', { name: 'ChatBot' }).getAttribute('aria-current'))
      .toBe('page');
  });
});
