import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, AuditPageResponseSchema, AuditQuerySchema } from '../../contract/audit.ts';
import type { RouteDeps } from './deps.ts';

/** GET /api/audit: the audit log for admins, newest first, a page at a time. */
export async function auditRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Audit'],
        summary: 'The audit log, newest first, a page at a time (`before`: the last id already shown)',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageResponseSchema },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      const page = await services.auditPage({ before, limit: limit ?? AUDIT_PAGE_SIZE });
      return {
        events: page.events.map((e) => ({
          id: e.id,
          at: e.at.toISOString(),
          actorSub: e.actorSub,
          actorEmail: e.actorEmail,
          action: e.action,
          subject: e.subject,
          details: (e.details ?? {}) as Record<string, unknown>,
        })),
        nextBefore: page.nextBefore,
      };
    },
  );
}
