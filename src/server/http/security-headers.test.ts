import { afterAll, beforeAll, expect, it } from 'vitest';
import { startListeningTestApp, type TestApp } from '../../../test/app.ts';
import { authorize, CookieJar, pkce } from '../../../test/oidc-walk.ts';

/** Every kind of response carries the security headers, and the CSP allows no inline script. */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  ({ t, baseUrl } = await startListeningTestApp());
});
afterAll(async () => t?.close());

function expectSecurityHeaders(headers: Headers, where: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("object-src 'none'");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, where).toBe("'self'");
  expect(csp, where).not.toContain('unsafe-inline');
  expect(csp, where).not.toContain('unsafe-eval');
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options'), where).toBe('SAMEORIGIN');
}

it('sets them on API answers, errors and the public config', async () => {
  for (const path of ['/healthz', '/api/public-config', '/api/me', '/no-such-api']) {
    expectSecurityHeaders((await fetch(`${baseUrl}${path}`)).headers, path);
  }
});

it('sets them on the embedded login page, whose only inline style is allowed by its hash', async () => {
  const jar = new CookieJar();
  const start = await authorize(baseUrl, jar, {
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  });
  const loginUrl = new URL(start.headers.get('location') ?? '', baseUrl);
  const page = await fetch(loginUrl, { headers: { cookie: jar.header() } });
  expect(page.status).toBe(200);
  expectSecurityHeaders(page.headers, 'login page');
  const html = await page.text();
  expect(html).not.toMatch(/<script/i);
  const styleSrc = /style-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  expect(styleSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(styleSrc).not.toContain('unsafe-inline');
});
