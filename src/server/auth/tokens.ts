import { createLocalJWKSet, createRemoteJWKSet, errors, type JWK, type JWTPayload, jwtVerify } from 'jose';

/** The signed-in caller, as proved by a verified access token. */
export type Principal = {
  sub: string;
  email: string | undefined;
  name: string | undefined;
  roles: string[];
  isAdmin: boolean;
  /** The embedded provider's account version at issue (auth/account-state.ts); absent from other issuers. */
  accountVersion?: number | undefined;
};

export type TokenVerifier = (token: string) => Promise<Principal>;

export class InvalidTokenError extends Error {}

/** The embedded provider's access-token claim with the account's version at issue (users.authVersion). */
export const ACCOUNT_VERSION_CLAIM = 'account_version';

/** docs/product.md#constants: 60 s of leeway for clock skew between the identity provider and this server. */
const CLOCK_TOLERANCE_S = 60;
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Verifies bearer access tokens: signature (JWKS), issuer, audience and expiry. The embedded
 * provider's keys are checked locally; an external issuer's (Auth0...) are fetched from its
 * discovery document and cached by jose.
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  rolesClaim: string;
  /** The embedded provider's public keys; absent for an external issuer. */
  localJwks?: { keys: JWK[] };
}): TokenVerifier {
  const keys = options.localJwks ? createLocalJWKSet(options.localJwks) : remoteKeys(options.issuer);
  // A chat turn is two requests with the same token: its RSA check is done once, then remembered
  // until the token expires (bounded, oldest forgotten first).
  const verified = new Map<string, { principal: Principal; expiresAt: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.principal;
    if (known) verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp'],
      });
      const principal = toPrincipal(payload, options.rolesClaim);
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      verified.set(token, { principal, expiresAt: Number(payload.exp) * 1000 });
      return principal;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) {
        throw new InvalidTokenError(describe(error));
      }
      throw error;
    }
  };
}

function remoteKeys(issuer: string) {
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  return async (...args: Parameters<ReturnType<typeof createRemoteJWKSet>>) => {
    if (!jwks) {
      const discovery = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(discovery, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status} at ${discovery}`);
      const { jwks_uri } = (await response.json()) as { jwks_uri?: string };
      if (!jwks_uri) throw new Error(`OIDC discovery at ${discovery} has no jwks_uri`);
      jwks = createRemoteJWKSet(new URL(jwks_uri), { timeoutDuration: 10_000 });
    }
    return jwks(...args);
  };
}

function toPrincipal(payload: JWTPayload, rolesClaim: string): Principal {
  const claim = payload[rolesClaim];
  const version = payload[ACCOUNT_VERSION_CLAIM];
  const roles = Array.isArray(claim) ? claim.filter((r): r is string => typeof r === 'string') : [];
  return {
    sub: String(payload.sub),
    email: typeof payload.email === 'string' ? payload.email : undefined,
    name: typeof payload.name === 'string' ? payload.name : undefined,
    roles,
    // docs/product.md#roles: admin when the roles claim includes "admin" (Auth0 roles are often capitalised).
    isAdmin: roles.some((r) => r.toLowerCase() === 'admin'),
    accountVersion: typeof version === 'number' ? version : undefined,
  };
}

function describe(error: Error): string {
  if (error instanceof errors.JWTExpired) return 'Access token expired.';
  if (error instanceof errors.JWTClaimValidationFailed)
    return `Access token rejected: ${error.claim} is not accepted.`;
  return 'Access token is invalid.';
}
