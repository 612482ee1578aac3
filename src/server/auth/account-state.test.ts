import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, callApi, startListeningTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { signInForTokens, tokenRequest } from '../../../test/oidc-walk.ts';
import { accountRules } from './accounts.ts';
import type { User } from './users.ts';

/**
 * Security findings 1 and 2: a changed account takes effect on its next request. Its old access
 * token is refused at once (not when it expires), and its refresh token no longer renews it; a
 * logout ends the refresh token too, and only our own pages can sign a user out without asking.
 */
describeEachDatabase('account changes take effect at once', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: string;

  beforeAll(async () => {
    ({ t, baseUrl } = await startListeningTestApp({ target }));
    admin = await t.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => t?.close());

  const call = (method: string, path: string, token: string, body?: unknown) =>
    callApi(baseUrl, method, path, token, body);
  const signIn = (email: string, password: string) => signInForTokens(baseUrl, { email, password });
  const refresh = async (token: string) =>
    (await tokenRequest(baseUrl, { grant_type: 'refresh_token', refresh_token: token })).status;
  const addAccount = async (email: string, roles: string[]) => {
    const added = await call('POST', '/api/accounts', admin, { email, roles });
    expect(added.status).toBe(201);
    return { id: added.body.account.id as string, password: added.body.password as string };
  };

  it('a disabled admin cannot use their token to enable themselves or make a new admin', async () => {
    const other = await addAccount('second.admin@example.org', ['admin']);
    const session = await signIn('second.admin@example.org', other.password);
    expect((await call('GET', '/api/accounts', session.access_token)).status).toBe(200);

    expect((await call('PUT', `/api/accounts/${other.id}/disabled`, admin, { disabled: true })).status).toBe(
      200,
    );
    const undo = await call('PUT', `/api/accounts/${other.id}/disabled`, session.access_token, {
      disabled: false,
    });
    expect(undo).toEqual({ status: 401, body: { error: expect.stringMatching(/disabled/) } });
    const newAdmin = await call('POST', '/api/accounts', session.access_token, {
      email: 'sneaky@example.org',
      roles: ['admin'],
    });
    expect(newAdmin.status).toBe(401);
    expect(await refresh(session.refresh_token)).toBe(400);
    // Enabled again, the old token still does not come back: only a new sign-in counts.
    await call('PUT', `/api/accounts/${other.id}/disabled`, admin, { disabled: false });
    expect((await call('GET', '/api/me', session.access_token)).status).toBe(401);
  });

  it('a demoted admin loses admin rights on the next request, and their refresh token ends', async () => {
    const other = await addAccount('demoted.admin@example.org', ['admin', 'resident']);
    const session = await signIn('demoted.admin@example.org', other.password);
    expect((await call('GET', '/api/accounts', session.access_token)).status).toBe(200);
    expect(
      (await call('PUT', `/api/accounts/${other.id}/roles`, admin, { roles: ['resident'] })).status,
    ).toBe(200);
    const after = await call('POST', '/api/accounts', session.access_token, {
      email: 'another@example.org',
      roles: ['admin'],
    });
    expect(after).toEqual({ status: 401, body: { error: expect.stringMatching(/sign in again/) } });
    expect(await refresh(session.refresh_token)).toBe(400);
    // Signed in again, the account has exactly its new roles.
    const again = await signIn('demoted.admin@example.org', other.password);
    expect((await call('GET', '/api/me', again.access_token)).body).toMatchObject({ isAdmin: false });
    expect((await call('GET', '/api/accounts', again.access_token)).status).toBe(403);
  });

  it('a password reset ends every session of the account', async () => {
    const victim = await addAccount('victim@example.org', ['resident']);
    const stolen = await signIn('victim@example.org', victim.password);
    expect((await call('GET', '/api/me', stolen.access_token)).status).toBe(200);
    expect((await call('POST', `/api/accounts/${victim.id}/password`, admin, {})).status).toBe(200);
    expect((await call('GET', '/api/me', stolen.access_token)).status).toBe(401);
    expect(await refresh(stolen.refresh_token)).toBe(400);
  });

  it('logout revokes the refresh token', async () => {
    const user = await addAccount('logs.out@example.org', ['resident']);
    const session = await signIn('logs.out@example.org', user.password);
    const query = new URLSearchParams({
      id_token_hint: session.id_token,
      post_logout_redirect_uri: `${baseUrl}/`,
    });
    const page = await fetch(`${baseUrl}/oidc/session/end?${query}`, {
      headers: { cookie: session.jar.header(), 'sec-fetch-site': 'same-origin' },
    });
    session.jar.store(page);
    const html = await page.text();
    expect(html).toContain('f.submit()');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await fetch(`${baseUrl}/oidc/session/end/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: session.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(await refresh(session.refresh_token)).toBe(400);
  });

  it('asks before signing out when the logout page is reached from another site', async () => {
    const user = await addAccount('asked@example.org', ['resident']);
    const session = await signIn('asked@example.org', user.password);
    for (const site of ['cross-site', 'same-site', 'none', undefined]) {
      const page = await fetch(`${baseUrl}/oidc/session/end`, {
        headers: { cookie: session.jar.header(), ...(site ? { 'sec-fetch-site': site } : {}) },
      });
      const html = await page.text();
      expect(html, String(site)).toContain('Sign out?');
      expect(html, String(site)).not.toContain('submit()');
    }
    expect(await refresh(session.refresh_token)).toBe(200);
  });

  // Finding 5 (last: it demotes the seeded admin).
  it('admins demoting each other at the same moment always leave one admin', async () => {
    await addAccount('third.admin@example.org', ['admin']);
    const rules = accountRules(t.database.db);
    const active = (await rules.users.list()).filter((u) => u.roles.includes('admin') && !u.disabledAt);
    expect(active.length).toBeGreaterThanOrEqual(2);
    // Each admin demotes the next one, all at once.
    const results = await Promise.allSettled(
      active.map((user, i) =>
        rules.setRoles(user.email, ['resident'], { sub: (active[(i + 1) % active.length] as User).id }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const left = (await rules.users.list()).filter((u) => u.roles.includes('admin') && !u.disabledAt);
    expect(left).toHaveLength(1);
  });
});
