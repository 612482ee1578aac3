import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ExportParamsSchema, exportFileName } from '../../contract/exports.ts';
import { principalOf } from '../auth/guard.ts';
import { csvStream, jsonStream } from '../exports/format.ts';
import type { RouteDeps } from './deps.ts';

/**
 * GET /api/exports/:dataset/:format: a research dataset as a CSV or JSON download, streamed from
 * the database a page at a time (nothing is held whole in memory), and recorded in the audit log.
 */
export async function exportsRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/exports/:dataset/:format',
    {
      config: { access: 'admin', produces: ['text/csv', 'application/json'] },
      schema: {
        tags: ['Exports'],
        summary: 'A research dataset as a CSV or JSON download (recorded in the audit log)',
        description:
          'Streamed as an attachment (`Content-Disposition`, e.g. `airway-study-turns-2026-11-23.csv`): ' +
          '`text/csv; charset=utf-8` with a header row for `csv`, `application/json; charset=utf-8` ' +
          '(an array of row objects) for `json`.',
        params: ExportParamsSchema,
      },
    },
    async (request, reply) => {
      const { dataset, format } = request.params;
      const { columns, rows } = await services.exports.open(dataset, format, principalOf(request));
      const body = format === 'csv' ? csvStream(rows, columns) : jsonStream(rows);
      body.on('error', (err) => request.log.error({ err, dataset }, 'export failed mid-stream'));
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${exportFileName(dataset, format, new Date())}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
}
