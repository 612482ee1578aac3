import type { FastifyInstance } from 'fastify';
import { type PublicConfig, SIGN_IN_SCOPE } from '../../contract/public-config.ts';
import type { Config } from '../config.ts';

export async function publicConfigRoutes(app: FastifyInstance, opts: { config: Config; issuer: string }) {
  const { clientId, audience, rolesClaim, externalIssuer } = opts.config.oidc;
  const body: PublicConfig = {
    authority: opts.issuer,
    clientId,
    audience,
    rolesClaim,
    scope: SIGN_IN_SCOPE,
    // Auth0 wants the API audience to issue a JWT access token. The embedded provider honours
    // offline_access (refresh tokens) only with prompt=consent, which it grants its own client silently.
    extraQueryParams: externalIssuer ? { audience } : { prompt: 'consent' },
  };
  app.get('/api/public-config', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(body),
  );
}
