import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type PublicConfig, PublicConfigSchema, SIGN_IN_SCOPE } from '../../contract/public-config.ts';
import type { Config } from '../config.ts';

/** What the web app needs to sign in (no secrets in it). */
export async function publicConfigRoutes(fastify: FastifyInstance, opts: { config: Config; issuer: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
  app.get(
    '/api/public-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Account'],
        summary: 'The sign-in settings of the web app (OpenID provider, client, audience, roles claim)',
        response: { 200: PublicConfigSchema },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(body),
  );
}
