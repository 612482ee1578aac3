import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { PUBLIC_METADATA_CACHE } from './provider.ts';

/**
 * The discovery document and the signing keys: their URLs always point at PUBLIC_URL, whatever
 * Host or X-Forwarded-* a caller sends (with or without a trusted proxy), and no shared cache may keep them.
 */
const DISCOVERY = '/oidc/.well-known/openid-configuration';
const forged = {
  host: 'evil.example:8443',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

/** Every string value in a JSON document that looks like a URL. */
const urlsIn = (doc: Record<string, unknown>) =>
  Object.values(doc).filter((v): v is string => typeof v === 'string' && /^\w+:\/\//.test(v));

describe.each([
  ['no proxy trusted', {}],
  ['a trusted proxy', { TRUST_PROXY: '1' }],
])('with %s', (_, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env });
  }, 180_000);
  afterAll(async () => t?.close());

  it('builds every endpoint of the discovery document from PUBLIC_URL, not from forged host headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: DISCOVERY, headers: forged });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as Record<string, unknown>;
    const urls = urlsIn(doc);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url.startsWith(`${t.config.publicUrl}/oidc`)).toBe(true);
    expect(doc.jwks_uri).toBe(`${t.config.publicUrl}/oidc/jwks`);
  });

  it('lets no shared cache keep the discovery document or the keys', async () => {
    for (const url of [DISCOVERY, '/oidc/jwks']) {
      const response = await t.app.inject({ method: 'GET', url, headers: forged });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(PUBLIC_METADATA_CACHE);
      expect(PUBLIC_METADATA_CACHE).toMatch(/\bprivate\b/);
    }
  });
});
