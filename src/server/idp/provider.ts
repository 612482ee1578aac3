import { randomBytes } from 'node:crypto';
import Provider, { type Configuration, errors } from 'oidc-provider';
import { ACCOUNT_VERSION_CLAIM } from '../auth/tokens.ts';
import type { UsersRepository } from '../auth/users.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { databaseAdapterFactory, revokeGrant } from './adapter.ts';
import type { ProviderSecrets } from './keys.ts';
import { errorPage, logoutPage, signedOutPage } from './pages.ts';

export const EMBEDDED_PATH = '/oidc';
/** Access tokens live 10 minutes; the web client renews them with its rotating refresh token. */
export const ACCESS_TOKEN_TTL_S = 600;
export const PUBLIC_METADATA_CACHE = 'private, max-age=300';

/**
 * What the provider is told about where a request came from: the client's address as Fastify
 * judged it under TRUST_PROXY, and the host and scheme of PUBLIC_URL whatever Host or
 * X-Forwarded-Host said, so no caller can make the discovery document point at another site.
 */
export function pinToPublicUrl(
  headers: Record<string, string | string[] | undefined>,
  clientIp: string,
  publicUrl: string,
) {
  const origin = new URL(publicUrl);
  delete headers.forwarded;
  headers['x-forwarded-for'] = clientIp;
  headers['x-forwarded-host'] = origin.host;
  headers['x-forwarded-proto'] = origin.protocol.replace(/:$/, '');
}

export type ProviderDeps = { config: Config; db: Db; users: UsersRepository; secrets: ProviderSecrets };

/** The API as an OAuth resource server: JWT access tokens with the API audience. */
export function apiResourceServer(config: Config) {
  return {
    scope: 'api',
    audience: config.oidc.audience,
    accessTokenTTL: ACCESS_TOKEN_TTL_S,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  };
}

export function embeddedIssuer(config: Config): string {
  return `${config.publicUrl}${EMBEDDED_PATH}`;
}

/**
 * The embedded OpenID Connect provider: authorization code + PKCE (S256) for the web client,
 * rotating refresh tokens, JWT access tokens for the API audience, the roles claim in ID and
 * access tokens, and RP-initiated logout back to the site. All state lives in the database.
 */
export function createEmbeddedProvider({ config, db, users, secrets }: ProviderDeps): Provider {
  const { audience, rolesClaim, clientId } = config.oidc;
  const home = `${config.publicUrl}/`;

  const configuration: Configuration = {
    adapter: databaseAdapterFactory(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Pediatric Airway Management Assistant',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [home],
        post_logout_redirect_uris: [home],
      },
    ],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys },
    claims: {
      openid: ['sub', rolesClaim],
      profile: ['name', 'picture'],
      email: ['email', 'email_verified'],
    },
    // The SPA reads the profile from the ID token: the API-audience access token cannot call userinfo.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = await users.findById(sub);
      // A disabled account is no account: its sessions and refresh tokens stop working.
      if (!user || user.disabledAt !== null) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            name: user.name,
            email: user.email,
            email_verified: true,
            ...(user.picture ? { picture: user.picture } : {}),
            [rolesClaim]: user.roles,
          };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const user = await users.findById(token.accountId);
      return user && user.disabledAt === null
        ? {
            [rolesClaim]: user.roles,
            email: user.email,
            name: user.name,
            [ACCOUNT_VERSION_CLAIM]: user.authVersion,
          }
        : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return apiResourceServer(config);
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const nonce = randomBytes(16).toString('base64');
          // The page submits itself only for a navigation from our own pages (the browser says so in
          // Sec-Fetch-Site, which a page cannot set); reached from another site it asks first, so no
          // other site can sign a user out.
          const sameOrigin = ctx.get('sec-fetch-site') === 'same-origin';
          ctx.set(
            'Content-Security-Policy',
            `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action 'self' ${config.publicUrl}; frame-ancestors 'none'`,
          );
          ctx.type = 'html';
          ctx.body = logoutPage(form, nonce, sameOrigin);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage(home);
        },
      },
    },
    // The web app is served from the same origin; no other site may call the provider's endpoints.
    clientBasedCORS: (_ctx, origin) => origin === new URL(config.publicUrl).origin,
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_PATH}/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(
        home,
        String(out.error ?? 'error'),
        out.error_description ? String(out.error_description) : undefined,
      );
    },
  };

  const provider = new Provider(embeddedIssuer(config), configuration);
  // The provider builds its URLs from X-Forwarded-Host and -Proto, which the app's routes always
  // set to PUBLIC_URL's (see pinToPublicUrl): a client's own forwarded headers never get this far.
  provider.proxy = true;
  provider.use(async (ctx, next) => {
    await next();
    // Discovery and keys are the same for everyone: a browser may keep them a while, a shared cache never.
    const route = (ctx as { _matchedRouteName?: string })._matchedRouteName;
    if (route === 'discovery' || route === 'jwks') ctx.set('Cache-Control', PUBLIC_METADATA_CACHE);
    // A confirmed logout ends the session's grants with their refresh tokens. The provider keeps
    // "offline" grants (ours: refresh tokens need offline_access) past a logout; here Log Out means out.
    if (route === 'end_session_confirm') {
      const session = ctx.oidc?.session as
        | { destroyed?: boolean; authorizations?: Record<string, { grantId?: string }> }
        | undefined;
      if (session?.destroyed) {
        for (const { grantId } of Object.values(session.authorizations ?? {})) {
          if (grantId) await revokeGrant(db, grantId);
        }
      }
    }
  });
  return provider;
}
