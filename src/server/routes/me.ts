import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/guard.ts';

/** Who the server thinks the caller is: lets scripts and the web check a token and its roles. */
export async function meRoutes(app: FastifyInstance) {
  app.get('/api/me', { config: { access: 'user' } }, async (request) => {
    const { sub, email, name, roles, isAdmin } = principalOf(request);
    return { sub, email, name, roles, isAdmin };
  });
}
