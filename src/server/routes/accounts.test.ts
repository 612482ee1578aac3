import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  callApi,
  RESIDENT_EMAIL,
  startListeningTestApp,
  type TestApp,
} from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { signInForTokens, tokenRequest } from '../../../test/oidc-walk.ts';
import { accountRules } from '../auth/accounts.ts';
import { ConflictError } from '../errors.ts';

/**
 * The admin Accounts screen's API over real HTTP, with the real embedded provider: what it adds
 * signs in, what it disables cannot, and its rules are the CLI's.
 */
describeEachDatabase('accounts API', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: string;
  let resident: string;

  beforeAll(async () => {
    ({ t, baseUrl } = await startListeningTestApp({ target }));
    admin = await t.tokenFor(ADMIN_EMAIL);
    resident = await t.tokenFor(RESIDENT_EMAIL);
  });
  afterAll(async () => t?.close());

  const call = (method: string, path: string, body?: unknown, token = admin) =>
    callApi(baseUrl, method, path, token, body);
  const signIn = (email: string, password: string) => signInForTokens(baseUrl, { email, password });
  const accountId = async (email: string) =>
    (await call('GET', '/api/accounts')).body.accounts.find((a: { email: string }) => a.email === email).id;
  const auditActions = async () =>
    (await call('GET', '/api/audit')).body.events.map((e: { action: string; subject: string }) => [
      e.action,
      e.subject,
    ]);

  it('lists the accounts without any password hash, for admins only', async () => {
    const { status, body } = await call('GET', '/api/accounts');
    expect(status).toBe(200);
    expect(body.provider).toBe('embedded');
    expect(body.accounts).toContainEqual({
      id: expect.any(String),
      email: ADMIN_EMAIL,
      name: 'Admin Example',
      roles: ['admin'],
      disabled: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|hash/i);
    expect((await call('GET', '/api/accounts', undefined, resident)).status).toBe(403);
  });

  it('adds an account with a generated password shown once, which signs in', async () => {
    const added = await call('POST', '/api/accounts', {
      email: 'Maria.Lopez@Hospital.org',
      roles: ['resident'],
    });
    expect(added.status).toBe(201);
    expect(added.body.account).toMatchObject({ email: 'maria.lopez@hospital.org', name: 'Maria Lopez' });
    expect(added.body.password).toMatch(/^[\w-]{16}$/);
    const tokens = await signIn('maria.lopez@hospital.org', added.body.password);
    const me = await call('GET', '/api/me', undefined, tokens.access_token);
    expect(me.body).toMatchObject({ email: 'maria.lopez@hospital.org', isAdmin: false });
    const list = await call('GET', '/api/accounts');
    expect(JSON.stringify(list.body)).not.toContain(added.body.password);
    expect(await auditActions()).toContainEqual(['account.create', 'maria.lopez@hospital.org']);
  });

  it('refuses a duplicate, an unknown role, no role and unknown keys', async () => {
    expect((await call('POST', '/api/accounts', { email: ADMIN_EMAIL, roles: ['admin'] })).status).toBe(409);
    const bad = [
      { email: 'x@example.org', roles: ['superuser'] },
      { email: 'x@example.org', roles: [] },
      { email: 'not-an-email', roles: ['resident'] },
      { email: 'x@example.org', roles: ['resident'], password: 'chosen-by-admin' },
    ];
    for (const body of bad) {
      const response = await call('POST', '/api/accounts', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toEqual(expect.any(String));
    }
  });

  it('sets roles; an admin cannot demote or disable themselves', async () => {
    const id = await accountId(RESIDENT_EMAIL);
    const promoted = await call('PUT', `/api/accounts/${id}/roles`, { roles: ['admin', 'resident'] });
    expect(promoted.status).toBe(200);
    expect(promoted.body.account.roles).toEqual(['admin', 'resident']);
    const demoted = await call('PUT', `/api/accounts/${id}/roles`, { roles: ['resident'] });
    expect(demoted.body.account.roles).toEqual(['resident']);

    const self = await accountId(ADMIN_EMAIL);
    const demoteSelf = await call('PUT', `/api/accounts/${self}/roles`, { roles: ['resident'] });
    expect(demoteSelf).toEqual({
      status: 409,
      body: { error: expect.stringMatching(/your own admin role/) },
    });
    const disableSelf = await call('PUT', `/api/accounts/${self}/disabled`, { disabled: true });
    expect(disableSelf).toEqual({ status: 409, body: { error: expect.stringMatching(/your own account/) } });
    expect((await call('PUT', `/api/accounts/${self}/roles`, { roles: [] })).status).toBe(400);
    expect((await call('PUT', '/api/accounts/not-a-uuid/roles', { roles: ['admin'] })).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/api/accounts/${unknown}/roles`, { roles: ['admin'] })).status).toBe(404);
  });

  it('keeps the last active admin, for the CLI as for the screen (one set of rules)', async () => {
    const rules = accountRules(t.database.db);
    await expect(rules.setRoles(ADMIN_EMAIL, ['resident'])).rejects.toThrow(/last active admin/);
    await expect(rules.setDisabled(ADMIN_EMAIL, true)).rejects.toBeInstanceOf(ConflictError);
    expect((await rules.users.findByEmail(ADMIN_EMAIL))?.roles).toEqual(['admin']);
  });

  it('resets a password: the new one signs in, the old one no longer does', async () => {
    const added = await call('POST', '/api/accounts', { email: 'reset.me@example.org', roles: ['resident'] });
    const id = added.body.account.id;
    const reset = await call('POST', `/api/accounts/${id}/password`, {});
    expect(reset.status).toBe(200);
    expect(reset.body.password).not.toBe(added.body.password);
    await signIn('reset.me@example.org', reset.body.password);
    await expect(signIn('reset.me@example.org', added.body.password)).rejects.toThrow(/401/);
    expect(await auditActions()).toContainEqual(['account.password', 'reset.me@example.org']);
  });

  it('disables an account: no sign-in, its refresh token stops at once; enabling restores sign-in', async () => {
    const added = await call('POST', '/api/accounts', { email: 'leaving@example.org', roles: ['resident'] });
    const { id } = added.body.account;
    const before = await signIn('leaving@example.org', added.body.password);

    const disabled = await call('PUT', `/api/accounts/${id}/disabled`, { disabled: true });
    expect(disabled.body.account.disabled).toBe(true);
    const refresh = await tokenRequest(baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: before.refresh_token,
    });
    expect(refresh.status).toBe(400);
    expect((await refresh.json()).error).toBe('invalid_grant');
    await expect(signIn('leaving@example.org', added.body.password)).rejects.toThrow(/403/);

    const enabled = await call('PUT', `/api/accounts/${id}/disabled`, { disabled: false });
    expect(enabled.body.account.disabled).toBe(false);
    await signIn('leaving@example.org', added.body.password);
    const actions = await auditActions();
    expect(actions).toContainEqual(['account.disable', 'leaving@example.org']);
    expect(actions).toContainEqual(['account.enable', 'leaving@example.org']);
  });
});
