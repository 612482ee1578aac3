import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let server: E2eServer;
beforeAll(async () => {
  server = await startServer({}, { content: false });
  mkdirSync(screenshotsDir, { recursive: true });
});
afterAll(async () => server?.close());

describe('API Reference', () => {
  let b: E2eBrowser;
  afterAll(async () => b?.close());

  it('shows admins every call of the API from the generated document, within the CSP', async () => {
    b = await openPage();
    const { page } = b;
    await signIn(page, server.url, ADMIN);
    await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'API Reference' }).click();
    await page.getByRole('heading', { name: 'API Reference', level: 2 }).waitFor();
    // Swagger UI breaks paths with zero-width spaces; data-path holds the path as it is.
    const submitData = page.locator('.opblock-summary-path[data-path="/submit-data"]');
    await submitData.waitFor();
    await expect.poll(() => page.locator('.opblock-summary-path').count()).toBeGreaterThan(25);

    await submitData.click();
    await page.getByText('Access: admins only', { exact: false }).first().waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'api-reference.png') });
    expect(b.cspViolations).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Generous: axe walks Swagger UI's whole page, slow on a busy 2-core machine.
  }, 180_000);

  it('is not offered to residents, whose browser never loads its code', async () => {
    const resident = await openPage({ browser: b?.browser });
    try {
      const loaded: string[] = [];
      resident.page.on('request', (request) => loaded.push(request.url()));
      await signIn(resident.page, server.url, RESIDENT);
      const nav = resident.page.getByRole('navigation', { name: 'App' });
      await expect.poll(() => nav.getByRole('link', { name: 'API Reference' }).count()).toBe(0);
      expect(loaded.filter((url) => /ApiReferenceView|openapi/.test(url))).toEqual([]);
    } finally {
      await resident.close();
    }
  });
});
