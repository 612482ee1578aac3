import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema, NotReadyResponseSchema, ReadyResponseSchema } from '../../contract/api.ts';
import type { Services } from '../services.ts';

/** Liveness (the process answers) and readiness (the database answers too), for load balancers. */
export async function healthRoutes(fastify: FastifyInstance, opts: { database: Services['database'] }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Operations'];
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Liveness: the process answers', response: { 200: HealthResponseSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Readiness: the database answers too',
        response: { 200: ReadyResponseSchema, 503: NotReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      try {
        await opts.database.ping();
        return { status: 'ready' as const, database: opts.database.kind };
      } catch {
        return reply.code(503).send({ error: 'Database unavailable', database: opts.database.kind });
      }
    },
  );
}
