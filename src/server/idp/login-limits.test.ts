import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { authorize, CookieJar, pkce } from '../../../test/oidc-walk.ts';
import { freePort } from '../../../test/ports.ts';

/** The embedded login page resists guessing: same answer for unknown e-mails, and a rate limit. */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  const port = await freePort();
  t = await startTestApp({ env: { PORT: String(port) } });
  await t.app.listen({ port, host: '127.0.0.1' });
  baseUrl = `http://localhost:${port}`;
});
afterAll(async () => t?.close());

async function loginForm() {
  const jar = new CookieJar();
  const start = await authorize(baseUrl, jar, {
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  });
  const loginUrl = new URL(start.headers.get('location') ?? '', baseUrl);
  await fetch(loginUrl, { headers: { cookie: jar.header() } });
  return (email: string, password: string) =>
    fetch(`${loginUrl}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
}

it('answers a wrong password and an unknown e-mail the same way, then rate-limits', async () => {
  const submit = await loginForm();
  const known = await submit('resident@example.org', 'wrong-password');
  const unknown = await submit('nobody@example.org', 'wrong-password');
  expect(known.status).toBe(401);
  expect(unknown.status).toBe(401);
  const strip = (html: string) => html.replace(/value="[^"]*"/g, '');
  expect(strip(await known.text())).toBe(strip(await unknown.text()));

  // Ten attempts a minute per client: the eleventh is refused before any password check.
  const statuses: number[] = [];
  for (let i = 0; i < 9; i++) statuses.push((await submit('resident@example.org', `guess-${i}`)).status);
  expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  const limited = await submit('resident@example.org', 'resident-test-password');
  expect(limited.status).toBe(429);
  expect((await limited.json()).error).toMatch(/Too many sign-in attempts/);
});
