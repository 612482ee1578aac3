import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { freePort } from '../../../test/ports.ts';

/**
 * Production runs with Auth0 (or any OIDC provider) configured by environment only. Here a second
 * embedded provider on its own port plays that external issuer, with an Auth0-style API audience
 * and namespaced roles claim; the app under test knows it only by OIDC_ISSUER and discovery.
 */
const AUDIENCE = 'https://api.airway.example';
const ROLES_CLAIM = 'https://airway.example/roles';

let issuerApp: TestApp;
let app: TestApp;
let issuer: string;

beforeAll(async () => {
  const port = await freePort();
  issuerApp = await startTestApp({
    env: { PORT: String(port), OIDC_AUDIENCE: AUDIENCE, ROLES_CLAIM, OIDC_CLIENT_ID: 'auth0-spa-client' },
  });
  await issuerApp.app.listen({ port, host: '127.0.0.1' });
  issuer = `http://localhost:${port}/oidc`;
  app = await startTestApp({
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'auth0-spa-client', OIDC_AUDIENCE: AUDIENCE, ROLES_CLAIM },
  });
  app.app.get('/test/admin-only', { config: { access: 'admin' } }, async () => ({ ok: true }));
});
afterAll(async () => {
  await app?.close();
  await issuerApp?.close();
});

const get = (url: string, token?: string) =>
  app.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

it('accepts the external issuer tokens and reads roles from its namespaced claim', async () => {
  const admin = await issuerApp.tokenFor(ADMIN_EMAIL);
  const me = await get('/api/me', admin);
  expect(me.statusCode).toBe(200);
  expect(me.json()).toMatchObject({ email: ADMIN_EMAIL, roles: ['admin'], isAdmin: true });
  expect((await get('/test/admin-only', admin)).statusCode).toBe(200);
});

it('enforces roles for the external issuer tokens', async () => {
  const resident = await issuerApp.tokenFor(RESIDENT_EMAIL);
  expect((await get('/api/me', resident)).statusCode).toBe(200);
  expect((await get('/test/admin-only', resident)).statusCode).toBe(403);
});

it('refuses tokens of another issuer or audience, even signed by the same keys', async () => {
  const wrongAudience = await issuerApp.signToken({ sub: 'x', aud: 'https://other.example' });
  expect((await get('/api/me', wrongAudience)).statusCode).toBe(401);
  const wrongIssuer = await issuerApp.signToken({ sub: 'x', iss: 'https://evil.example/' });
  expect((await get('/api/me', wrongIssuer)).statusCode).toBe(401);
});

it('does not run the embedded provider, and tells the web app where to sign in', async () => {
  expect((await get('/oidc/.well-known/openid-configuration')).statusCode).toBe(404);
  expect((await get('/api/public-config')).json()).toEqual({
    authority: issuer,
    clientId: 'auth0-spa-client',
    audience: AUDIENCE,
    rolesClaim: ROLES_CLAIM,
    scope: 'openid profile email offline_access',
    extraQueryParams: { audience: AUDIENCE },
  });
});

it('says accounts live at the external provider, and refuses to change them here', async () => {
  const admin = await issuerApp.tokenFor(ADMIN_EMAIL);
  const list = await get('/api/accounts', admin);
  expect(list.statusCode).toBe(200);
  expect(list.json()).toEqual({ provider: 'external', issuer });
  const add = await app.app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: { authorization: `Bearer ${admin}` },
    payload: { email: 'new@example.org', roles: ['resident'] },
  });
  expect(add.statusCode).toBe(409);
  expect(add.json().error).toContain(`Accounts live at the identity provider (${issuer})`);
});

it('allows no inline style: the login page whose style hash the CSP would carry is not served here', async () => {
  const csp = String((await get('/api/public-config')).headers['content-security-policy'] ?? '');
  expect(/style-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
});
