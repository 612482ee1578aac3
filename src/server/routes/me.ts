import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MeResponseSchema } from '../../contract/api.ts';
import { principalOf } from '../auth/guard.ts';

/** Who the server thinks the caller is: lets scripts and the web check a token and its roles. */
export async function meRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Account'],
        summary: 'The caller, as the access token says',
        response: { 200: MeResponseSchema },
      },
    },
    async (request) => {
      const { sub, email, name, roles, isAdmin } = principalOf(request);
      return { sub, email, name, roles, isAdmin };
    },
  );
}
