import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startListeningTestApp, type TestApp } from '../../../test/app.ts';
import { authorize, CookieJar, pkce, signInForCode, tokenRequest } from '../../../test/oidc-walk.ts';

/**
 * The embedded provider as the web app uses it, over real HTTP: authorization code + PKCE,
 * rotating refresh tokens, the roles claim; and every log line of it free of secrets.
 */
const RESIDENT = { email: 'resident@example.org', password: 'resident-test-password' };
let t: TestApp;
let baseUrl: string;
const logLines: string[] = [];

beforeAll(async () => {
  ({ t, baseUrl } = await startListeningTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
  }));
});
afterAll(async () => t?.close());

const secrets: string[] = [RESIDENT.password];

it('signs in with code + PKCE and issues ID, access and refresh tokens with the roles claim', async () => {
  const { verifier, challenge } = pkce();
  const { code } = await signInForCode(baseUrl, RESIDENT, challenge);
  secrets.push(code);
  const response = await tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: `${baseUrl}/`,
  });
  expect(response.status).toBe(200);
  const tokens = await response.json();
  secrets.push(tokens.access_token, tokens.id_token, tokens.refresh_token);
  const id = decodeJwt(tokens.id_token);
  expect(id).toMatchObject({
    email: RESIDENT.email,
    name: 'Resident Example',
    [t.config.oidc.rolesClaim]: ['resident'],
    aud: 'airway-web',
  });
  const access = decodeJwt(tokens.access_token);
  expect(access).toMatchObject({ aud: t.config.oidc.audience, [t.config.oidc.rolesClaim]: ['resident'] });
  const me = await fetch(`${baseUrl}/api/me`, {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  expect(await me.json()).toMatchObject({ email: RESIDENT.email, isAdmin: false });

  // Refresh tokens rotate: the new one works, the old one is refused afterwards.
  const refreshed = await tokenRequest(baseUrl, {
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
  });
  expect(refreshed.status).toBe(200);
  const next = await refreshed.json();
  secrets.push(next.access_token, next.refresh_token);
  expect(next.refresh_token).not.toBe(tokens.refresh_token);
  expect(decodeJwt(next.access_token)).toMatchObject({ aud: t.config.oidc.audience });
  const stale = await tokenRequest(baseUrl, {
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
  });
  expect(stale.status).toBe(400);
  expect((await stale.json()).error).toBe('invalid_grant');

  // A code is single-use, and replaying it revokes what it granted (a stolen code is worthless).
  const replay = await tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: `${baseUrl}/`,
  });
  expect(replay.status).toBe(400);
  const revoked = await tokenRequest(baseUrl, {
    grant_type: 'refresh_token',
    refresh_token: next.refresh_token,
  });
  expect(revoked.status).toBe(400);
});

it('refuses an authorization request without PKCE, or with the plain method', async () => {
  const attempts: Record<string, string>[] = [
    {},
    { code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' },
  ];
  for (const params of attempts) {
    const response = await authorize(baseUrl, new CookieJar(), params);
    const location = new URL(response.headers.get('location') ?? '', baseUrl);
    expect(location.pathname).toBe('/');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  }
});

it('refuses a code exchanged with the wrong verifier', async () => {
  const { challenge } = pkce();
  const { code } = await signInForCode(baseUrl, RESIDENT, challenge);
  const response = await tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code,
    code_verifier: pkce().verifier,
    redirect_uri: `${baseUrl}/`,
  });
  expect(response.status).toBe(400);
});

it('never writes a token, a code or a password to the log', () => {
  const log = logLines.join('');
  expect(logLines.length).toBeGreaterThan(10);
  expect(log).toContain('"url":"/oidc/interaction/');
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(8);
    expect(log).not.toContain(secret);
  }
});
