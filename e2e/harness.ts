import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { CaseDocument } from '../src/contract/case.ts';
import { buildApp } from '../src/server/app.ts';
import { casesRepository } from '../src/server/cases/repository.ts';
import { loadConfig } from '../src/server/config.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/seed.ts';
import { createTutor } from '../src/server/sim/create-tutor.ts';

export { ONE_PHASE_CASE } from '../test/fixtures/one-phase-case.ts';

import { pgliteTemplate } from '../test/pglite-template.ts';
import { freePort } from '../test/ports.ts';
import { launchBrowser } from './browser.ts';

export const repoRoot = join(import.meta.dirname, '..');

/** The seeded local accounts of every test server. */
export const ADMIN = { email: 'admin@example.org', password: 'admin-test-password' };
export const RESIDENT = { email: 'resident@example.org', password: 'resident-test-password' };

export type E2eServer = { url: string; app: FastifyInstance; database: Database; close(): Promise<void> };

/**
 * The real server, over real HTTP on a free port, with a fresh in-memory database and the built
 * web app (`npm test` builds it first). Its public URL is the one the browser uses.
 */
export async function startServer(
  env: Record<string, string> = {},
  /** content: false seeds the accounts only (no sample case, teaching images or instruction). */
  /** devWeb: the web app from its sources through Vite, as `npm run dev` serves it. */
  options: { content?: boolean; devWeb?: boolean } = {},
): Promise<E2eServer> {
  const database = await openDatabase({ dataDir: 'memory', template: await pgliteTemplate() });
  await database.migrate();
  // The port first, because redirects and token audiences are built from the public URL.
  const probe = await freePort();
  const config = loadConfig({
    PORT: String(probe),
    LOG_LEVEL: 'warn',
    DATA_DIR: 'memory',
    SEED_ADMIN_PASSWORD: ADMIN.password,
    SEED_RESIDENT_PASSWORD: RESIDENT.password,
    ...env,
  });
  await seedDatabase(database, config, { content: options.content ?? true });
  const app = await buildApp({
    config,
    database,
    tutor: createTutor(config),
    loginRateLimit: { max: 1000, timeWindow: 60_000 },
    devWeb: options.devWeb ?? false,
  });
  await app.listen({ port: probe, host: '127.0.0.1' });
  return {
    url: config.publicUrl,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type E2eBrowser = {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console messages of Content-Security-Policy violations: the app must cause none. */
  cspViolations: string[];
  close(): Promise<void>;
};

/**
 * A page in a fresh browser context. With `browser` the context opens in that already running
 * browser (as isolated as a new browser: its own cookies and storage) and close() closes only the
 * context; without it a browser is launched for the page and close() ends it.
 */
export async function openPage(
  options: { width?: number; height?: number; browser?: Browser } = {},
): Promise<E2eBrowser> {
  const browser = options.browser ?? (await launchBrowser());
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text))
      cspViolations.push(text);
  });
  return {
    browser,
    context,
    page,
    cspViolations,
    async close() {
      if (options.browser) await context.close();
      else await browser.close();
    },
  };
}

/** Signs in through the real login page of the embedded provider, starting from the public site. */
export async function signIn(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await page.goto(baseUrl);
  await page.getByRole('button', { name: 'SIGN IN' }).first().click();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Pediatric Airway Management Assistant', level: 1 }).waitFor();
  // On a phone the app's menu (and Log Out in it) is closed: present, not shown.
  await page.getByRole('button', { name: 'Log Out', includeHidden: true }).waitFor({ state: 'attached' });
}

/**
 * A link of the app's navigation, opening the menu first where it is one (a phone): the view it leads to
 * is one click away at every size.
 */
export async function navLink(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'App', includeHidden: true });
  const menu = page.getByRole('button', { name: 'Menu' });
  if (!(await nav.isVisible()) && (await menu.isVisible())) await menu.click();
  return nav.getByRole('link', { name: label, exact: true });
}

/**
 * axe-core violations of impact serious or critical, as readable lines (empty when none). The
 * label-content-name-mismatch rule (a name that does not contain the visible text) is off in axe by
 * default; it is on here, because voice control users say what they see.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const screenshotsDir = join(repoRoot, 'test-results', 'screenshots');

/** A full-page screenshot in test-results/screenshots. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(screenshotsDir, name), fullPage: true });

/** Opens an admin view from the sidebar (the menu on a phone) and waits for its heading. */
export async function openView(page: Page, label: string) {
  await (await navLink(page, label)).click();
  await page.getByRole('heading', { name: label, level: 2 }).waitFor();
}

export type SignedInSession = { server: E2eServer; b: E2eBrowser; close(): Promise<void> };

/**
 * What most journeys start from: a test server (seeded content unless content: false, plus any
 * extra cases), one browser at the given size, and an account signed in through the real login page.
 */
export async function startSignedIn(options: {
  account: { email: string; password: string };
  width?: number;
  height?: number;
  content?: boolean;
  cases?: CaseDocument[];
}): Promise<SignedInSession> {
  mkdirSync(screenshotsDir, { recursive: true });
  const server = await startServer({}, { content: options.content ?? true });
  const b = await openPage({ width: options.width, height: options.height }).catch(async (error) => {
    await server.close();
    throw error;
  });
  const session = {
    server,
    b,
    async close() {
      await b.close();
      await server.close();
    },
  };
  try {
    for (const document of options.cases ?? [])
      await casesRepository(server.database.db).create(document, 'e2e');
    await signIn(b.page, server.url, options.account);
  } catch (error) {
    await session.close();
    throw error;
  }
  return session;
}

/**
 * Answers the app's own dialog (never a browser pop-up) named `title` with the button `answer`, and waits
 * for it to close.
 */
export async function answerDialog(page: Page, title: string | RegExp, answer: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
