import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';

/**
 * Walks every route the app registers and checks it against its declared protection level with
 * every kind of caller, so a new route cannot ship unprotected.
 */
let t: TestApp;
let callers: Record<string, string | undefined>;

beforeAll(async () => {
  t = await startTestApp();
  // A route added the way later features add theirs, to prove the admin level on a known route.
  t.app.get('/test/admin-only', { config: { access: 'admin' } }, async () => ({ ok: true }));
  t.app.get('/test/undeclared', async () => ({ ok: true }));
  await t.app.ready();
  const admin = await t.tokenFor(ADMIN_EMAIL);
  const resident = await t.tokenFor(RESIDENT_EMAIL);
  const long = Math.floor(Date.now() / 1000) - 3600;
  callers = {
    none: undefined,
    garbage: 'not-a-token',
    forged: `${admin.slice(0, -8)}AAAAAAAA`,
    expired: await t.signToken({ sub: 'x', iat: long - 600, exp: long }),
    'wrong audience': await t.signToken({ sub: 'x', aud: 'https://other.example/api' }),
    'wrong issuer': await t.signToken({ sub: 'x', iss: 'https://evil.example/' }),
    resident,
    admin,
  };
});
afterAll(async () => t?.close());

/** A concrete URL for a route pattern: params and wildcards filled with harmless values. */
const concrete = (url: string) =>
  url
    .replace(/:participantID/g, 'P-1')
    .replace(/:\w+/g, '1')
    .replace(/\*/g, 'x');

async function call(method: string, url: string, token: string | undefined) {
  const response = await t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'application/json' },
    ...(method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? {} : { payload: {} }),
  });
  return response;
}

describe('route protection', () => {
  it('has protected routes to walk', () => {
    expect(t.app.routeCatalog.filter((r) => r.access !== 'public').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the study data admin-only', () => {
    const study = t.app.routeCatalog.filter((r) => r.url.startsWith('/api/study/'));
    expect(study.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/study/assessments',
        'POST /api/study/assessments',
        'GET /api/study/assessments/:id',
        'PUT /api/study/assessments/:id',
        'GET /api/study/assessments/:id/revisions',
        'GET /api/study/participants/:participantID',
        'GET /api/study/dashboard',
      ]),
    );
    for (const route of study) expect(route.access, route.url).toBe('admin');
  });

  it('keeps accounts, exports, withdrawals and the audit log admin-only', () => {
    const routes = [
      'GET /api/accounts',
      'POST /api/accounts',
      'PUT /api/accounts/:id/roles',
      'POST /api/accounts/:id/password',
      'PUT /api/accounts/:id/disabled',
      'GET /api/exports/:dataset/:format',
      'POST /api/withdrawals',
      'GET /api/audit',
    ];
    for (const route of routes) {
      const found = t.app.routeCatalog.find((r) => `${r.method} ${r.url}` === route);
      expect(found?.access, route).toBe('admin');
    }
  });

  it('walks the chat routes as signed-in-user routes', () => {
    const chatRoutes = ['/stream-chat', '/api/chat-state', '/submit-user-input'];
    for (const url of chatRoutes) {
      expect(t.app.routeCatalog.find((r) => r.url === url && r.method !== 'HEAD')?.access, url).toBe('user');
    }
  });

  it('treats a route that declares nothing as admin-only', () => {
    expect(t.app.routeCatalog.find((r) => r.url === '/test/undeclared')?.access).toBe('admin');
  });

  it('answers every protected route according to the caller', async () => {
    const protectedRoutes = t.app.routeCatalog.filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    for (const route of protectedRoutes) {
      for (const [who, token] of Object.entries(callers)) {
        const response = await call(route.method, route.url, token);
        const label = `${route.method} ${route.url} as ${who}`;
        if (who === 'admin' || (who === 'resident' && route.access === 'user')) {
          expect([401, 403], label).not.toContain(response.statusCode);
        } else if (who === 'resident') {
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toEqual({ error: 'This needs the admin role.' });
        } else {
          expect(response.statusCode, label).toBe(401);
          expect(response.json().error, label).toMatch(/sign-in required|token/i);
        }
      }
    }
  });

  it('lets anyone reach the public routes', async () => {
    const publicRoutes = t.app.routeCatalog.filter(
      (r) => r.access === 'public' && r.method === 'GET' && !r.url.startsWith('/oidc/interaction'),
    );
    expect(publicRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/public-config']),
    );
    for (const route of publicRoutes) {
      const response = await call('GET', route.url, undefined);
      // No route of these asks for a token; some check a capability of their own (signed image links).
      expect(response.statusCode, route.url).not.toBe(401);
      if (response.statusCode === 403)
        expect(response.json().error, route.url).not.toMatch(/admin role|sign-in/i);
    }
  });

  it('reports who the caller is, with roles from the namespaced claim', async () => {
    const response = await call('GET', '/api/me', callers.resident);
    expect(response.json()).toMatchObject({ email: RESIDENT_EMAIL, roles: ['resident'], isAdmin: false });
  });
});
