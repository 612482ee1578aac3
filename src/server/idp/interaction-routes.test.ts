import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { startInteraction } from '../../../test/fuzz/interaction.ts';

/**
 * The login and cancel routes of the embedded provider, with a sign-in session that is missing
 * or whose input is unusable: each must be answered. They hung before (the fuzz test in test/fuzz
 * found it): the reply was hijacked before the provider looked the session up and threw.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/**
 * Fails with a clear message, before the test's time limit, when no answer comes. Not in 2 s: a login
 * answer spends a password hash, seconds on a busy 2-core machine, and a slow answer is still an answer.
 */
async function answered(request: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer: the request hangs')), 30_000);
  });
  try {
    return await Promise.race([t.app.inject(request), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A live sign-in: the path of its login page and its cookies. */
async function startLogin() {
  const { uid, cookie } = await startInteraction(t.app, t.config);
  return { location: `/oidc/interaction/${uid}`, cookie };
}

it('answers a cancel without a sign-in session with a 400, not silence', async () => {
  for (const method of ['GET', 'HEAD'] as const) {
    const response = await answered({ method, url: '/oidc/interaction/abc123/abort' });
    expect(response.statusCode).toBe(400);
    if (method === 'GET') expect(response.json()).toEqual({ error: expect.any(String) });
  }
});

it('sends a browser back to the site from a login page whose sign-in is over (Back from the app)', async () => {
  const page = await answered({
    method: 'GET',
    url: '/oidc/interaction/abc123',
    headers: { accept: 'text/html,application/xhtml+xml' },
  });
  expect(page.statusCode).toBe(303);
  expect(page.headers.location).toBe('/');
  // Anything else still reads the error.
  const api = await answered({ method: 'GET', url: '/oidc/interaction/abc123' });
  expect(api.statusCode).toBeGreaterThanOrEqual(400);
  expect(api.statusCode).toBeLessThan(500);
});

it('still cancels a live sign-in with a redirect back through the provider', async () => {
  const { location, cookie } = await startLogin();
  const response = await answered({ method: 'GET', url: `${location}/abort`, headers: { cookie } });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toMatch(/\/oidc\/auth\//);
});

it('answers a login without a sign-in session with a 400', async () => {
  const response = await answered({
    method: 'POST',
    url: '/oidc/interaction/abc123/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=a%40b.c&password=x',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: expect.any(String) });
});

it('treats an e-mail with a NUL character as a wrong e-mail, not a database error', async () => {
  const { location, cookie } = await startLogin();
  const response = await answered({
    method: 'POST',
    url: `${location}/login`,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=admin%40example.org%00&password=x',
  });
  expect(response.statusCode).toBe(401);
  expect(response.body).toContain('Wrong e-mail or password.');
});
