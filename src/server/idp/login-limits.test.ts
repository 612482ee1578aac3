import { afterEach, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startListeningTestApp, type TestApp } from '../../../test/app.ts';
import { authorize, CookieJar, pkce } from '../../../test/oidc-walk.ts';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../app.ts';

/**
 * The embedded login page resists guessing: the same answer for unknown e-mails, a limit per
 * client that a forged X-Forwarded-For does not escape, delays per account that spreading guesses
 * over many addresses does not escape, a stranger's failures that do not keep the owner out, and
 * a bounded number of password hashes at once.
 */
// Each test starts an app of its own, and hashes a few dozen passwords at about 100 ms each (more on a busy machine:
// one test took over 120 s on a 2-core machine at load 17).
vi.setConfig({ testTimeout: 300_000 });
let t: TestApp | undefined;
let baseUrl: string;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(
  env: Record<string, string> = {},
  limits: Parameters<typeof startListeningTestApp>[0] = {},
) {
  ({ t, baseUrl } = await startListeningTestApp({ env, ...limits }));
}

/** Opens a sign-in page; returns a function that posts its form, optionally with extra headers. */
async function loginForm() {
  const jar = new CookieJar();
  const start = await authorize(baseUrl, jar, {
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  });
  const loginUrl = new URL(start.headers.get('location') ?? '', baseUrl);
  await fetch(loginUrl, { headers: { cookie: jar.header() } });
  return (email: string, password: string, headers: Record<string, string> = {}) =>
    fetch(`${loginUrl}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ email, password }).toString(),
    });
}

/** A different, made-up client address for each attempt, as an attacker would send. */
const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });

it('answers a wrong password and an unknown e-mail the same way, then rate-limits', async () => {
  // The default limit, ten a minute per client, counted over an hour here: eleven password checks on a busy
  // 2-core machine can take longer than a minute, and a window that ends mid-test starts the count again.
  expect(DEFAULT_LOGIN_RATE_LIMIT).toEqual({ max: 10, timeWindow: 60_000 });
  await start({}, { limits: { loginRateLimit: { ...DEFAULT_LOGIN_RATE_LIMIT, timeWindow: 60 * 60_000 } } });
  const submit = await loginForm();
  const known = await submit(RESIDENT_EMAIL, 'wrong-password');
  const unknown = await submit('nobody@example.org', 'wrong-password');
  expect(known.status).toBe(401);
  expect(unknown.status).toBe(401);
  const strip = (html: string) => html.replace(/value="[^"]*"/g, '');
  expect(strip(await known.text())).toBe(strip(await unknown.text()));

  // Ten attempts a minute per client: the eleventh is refused before any password check (another
  // e-mail each time, so that only this limit can stop them).
  const statuses: number[] = [];
  for (let i = 0; i < 9; i++) statuses.push((await submit(`nobody-${i}@example.org`, 'guess')).status);
  expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  const limited = await submit(RESIDENT_EMAIL, 'resident-test-password');
  expect(limited.status).toBe(429);
  expect((await limited.json()).error).toMatch(/Too many sign-in attempts/);
});

/**
 * Smaller limits than the defaults (10 a minute per client, delays after 5 failures per account and
 * address, after 20 per account), for fewer slow hashes; first delays of minutes, so that no answer
 * here depends on how long a password check takes.
 */
const small = {
  loginRateLimit: { max: 3, timeWindow: 60_000 },
  signInLimits: {
    perAccountAndAddress: { freeFailures: 3, firstDelayMs: 10 * 60_000, maxDelayMs: 15 * 60_000 },
    perAccount: { freeFailures: 3, firstDelayMs: 60_000, maxDelayMs: 60_000 },
    forgetAfterMs: 15 * 60_000,
    hashing: { concurrency: 2, queue: 32 },
  },
};

it.each([
  ['TRUST_PROXY unset', {}],
  ['TRUST_PROXY naming another proxy', { TRUST_PROXY: '192.0.2.10, 10.0.0.0/8' }],
])('keeps the per-client limit when every attempt forges a new X-Forwarded-For (%s)', async (_, env) => {
  await start(env, { limits: small });
  const submit = await loginForm();
  const statuses: number[] = [];
  // Another e-mail each time, so only the per-client limit can stop these.
  for (let i = 0; i < 4; i++)
    statuses.push((await submit(`nobody-${i}@example.org`, 'x', spoofed(i))).status);
  expect(statuses).toEqual([401, 401, 401, 429]);
});

it('follows X-Forwarded-For from a trusted proxy, and still slows guesses at one account from many addresses', async () => {
  await start({ TRUST_PROXY: '1' }, { limits: small });
  const submit = await loginForm();
  // Four clients behind the proxy, one guess each: the per-client limit never triggers...
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await submit(RESIDENT_EMAIL, `guess-${i}`, spoofed(i))).status);
  // ...but after three failures the account must wait, even for the right password, for a short
  // while (the per-account delay is capped, so it slows guessing without locking the owner out).
  expect(statuses).toEqual([401, 401, 401, 429]);
  const delayed = await submit(RESIDENT_EMAIL, 'resident-test-password', spoofed(50));
  expect(delayed.status).toBe(429);
  expect(Number(delayed.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  expect(await delayed.text()).toMatch(
    /Too many failed sign-ins for this e-mail\. Try again in (\d+ seconds|1 minute)\./,
  );
  // An unknown e-mail is counted the same way, so the lock does not tell which accounts exist.
  for (let i = 0; i < 3; i++) await submit('NoBody@example.org ', `guess-${i}`, spoofed(60 + i));
  expect((await submit('nobody@example.org', 'x', spoofed(70))).status).toBe(429);
  // Other accounts are not affected.
  expect((await submit('admin@example.org', 'admin-test-password', spoofed(80))).status).toBe(303);
});

it("keeps a stranger's failures from one address from locking the owner out at another", async () => {
  const limits = {
    ...small,
    loginRateLimit: { max: 1000, timeWindow: 60_000 },
    // Only the per account-and-address delay here: the per-account one has its own test above.
    signInLimits: {
      ...small.signInLimits,
      perAccount: { freeFailures: 1000, firstDelayMs: 1000, maxDelayMs: 1000 },
    },
  };
  await start({ TRUST_PROXY: '1' }, { limits });
  const submit = await loginForm();
  const stranger = spoofed(7);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await submit(ADMIN_EMAIL, `guess-${i}`, stranger)).status);
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
  // The stranger waits (ten minutes, doubling, up to fifteen), even with the right password...
  const waiting = await submit(ADMIN_EMAIL, 'admin-test-password', stranger);
  expect(waiting.status).toBe(429);
  expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
  expect(await waiting.text()).toMatch(/Try again in 10 minutes\./);
  // ...while the admin, at their own address, signs in at once.
  expect((await submit(ADMIN_EMAIL, 'admin-test-password', spoofed(8))).status).toBe(303);
});

it('checks a bounded number of passwords at once and turns the rest away with Retry-After', async () => {
  await start(
    {},
    {
      limits: {
        loginRateLimit: { max: 1000, timeWindow: 60_000 },
        signInLimits: { ...small.signInLimits, hashing: { concurrency: 1, queue: 2 } },
      },
    },
  );
  const submit = await loginForm();
  const burst = await Promise.all(
    Array.from({ length: 12 }, (_, i) => submit(`nobody-${i}@example.org`, 'wrong-password')),
  );
  const statuses = burst.map((r) => r.status);
  // One running and two queued are checked; the others are told to come back.
  expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(3);
  const busy = burst.filter((r) => r.status === 503);
  expect(busy.length).toBeGreaterThan(0);
  expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
  expect(busy[0]?.headers.get('retry-after')).toBe('5');
  expect(await busy[0]?.text()).toMatch(/Sign-in is busy right now/);
  // Once the burst is over, a real sign-in goes through.
  expect((await submit(RESIDENT_EMAIL, 'resident-test-password')).status).toBe(303);
});
