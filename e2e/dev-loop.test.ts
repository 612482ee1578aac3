import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type E2eBrowser,
  type E2eServer,
  openPage,
  repoRoot,
  signIn,
  startServer,
} from './harness.ts';

/**
 * `npm run dev` (the server with --dev-web): the web app from its sources through Vite on the
 * server's own origin. A browser signs in through the embedded provider there, and a change to a
 * stylesheet reaches the open page as a hot update, without a reload.
 */
const stylesheet = join(repoRoot, 'src', 'web', 'styles.css');
let server: E2eServer;
let b: E2eBrowser;
let original: string;

beforeAll(async () => {
  original = readFileSync(stylesheet, 'utf8');
  server = await startServer({}, { devWeb: true });
  b = await openPage();
}, 120_000);
afterAll(async () => {
  // The source is put back whatever happened.
  if (original !== undefined) writeFileSync(stylesheet, original);
  await b?.close();
  await server?.close();
});

describe('the dev loop on one origin', () => {
  it('signs in through the embedded provider and applies a hot update without a reload', async () => {
    const { page } = b;
    await signIn(page, server.url, ADMIN);
    // Modules come from the sources (Vite), not from a build.
    const scripts = await page
      .locator('script[type="module"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('src')));
    expect(scripts).toContain('/@vite/client');

    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    writeFileSync(stylesheet, `${original}\nbody { --hot-update-probe: applied; }\n`);
    await page.waitForFunction(
      () => getComputedStyle(document.body).getPropertyValue('--hot-update-probe').trim() === 'applied',
      undefined,
      { timeout: 30_000 },
    );
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    // Still signed in, on the same page.
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
  }, 120_000);
});
