import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { getOrCreateSetting } from '../db/settings.ts';

export type ProviderSecrets = { jwks: { keys: JWK[] }; cookieKeys: string[] };

/**
 * The embedded provider's signing keys and cookie secrets, kept in the database so tokens and
 * sessions survive restarts and every instance signs with the same keys.
 */
export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const jwks = await getOrCreateSetting(db, 'oidc.jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] };
  });
  const cookieKeys = await getOrCreateSetting(db, 'oidc.cookieKeys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
}

/** The public half of the signing keys, for verifying access tokens without an HTTP round trip. */
export function publicJwks(secrets: ProviderSecrets): { keys: JWK[] } {
  return {
    keys: secrets.jwks.keys.map(({ kty, n, e, kid, alg, use, crv, x, y }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}
