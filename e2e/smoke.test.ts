import { afterAll, beforeAll, expect, it } from 'vitest';
import { type E2eBrowser, type E2eServer, openPage, startServer } from './harness.ts';

let server: E2eServer;
let b: E2eBrowser;
beforeAll(async () => {
  server = await startServer();
  b = await openPage();
});
afterAll(async () => {
  await b?.close();
  await server?.close();
});

it('serves the app shell and health endpoints', async () => {
  await b.page.goto(server.url);
  await expect.poll(() => b.page.getByRole('button', { name: 'SIGN IN' }).isVisible()).toBe(true);
  const ready = await (await fetch(`${server.url}/readyz`)).json();
  expect(ready).toEqual({ status: 'ready', database: 'pglite' });
});
