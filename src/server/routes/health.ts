import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** Liveness (the process answers) and readiness (the database answers too), for load balancers. */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await opts.database.ping();
      return { status: 'ready', database: opts.database.kind };
    } catch {
      return reply.code(503).send({ error: 'Database unavailable', database: opts.database.kind });
    }
  });
}
