import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamSchema } from '../../contract/api.ts';
import {
  CorrectionsExportSchema,
  TurnCorrectionBodySchema,
  TurnCorrectionResponseSchema,
} from '../../contract/corrections.ts';
import { principalOf } from '../auth/guard.ts';
import type { RouteDeps } from './deps.ts';

/**
 * The faculty review loop: an admin marks a tutor turn as misread in Chat History, and the corrections
 * come out as labelled test messages for `npm run eval`. Admins only; both are audited.
 */
export async function correctionsRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { corrections } = services;
  const admin = { access: 'admin' as const };

  app.post(
    '/api/transcripts/messages/:id/correction',
    {
      config: admin,
      schema: {
        tags: ['Chat History'],
        summary: 'Mark a tutor turn as misread: what the resident meant (recorded in the audit log)',
        description:
          '`items`: the checklist items the resident’s message did; `stop`: `should_have_stopped` (the message ' +
          'was a critical error on those items) or `should_not_have_stopped`, or null. A second correction ' +
          'of the same turn replaces the first.',
        params: IdParamSchema,
        body: TurnCorrectionBodySchema,
        response: { 200: TurnCorrectionResponseSchema },
      },
    },
    async (request) => ({
      correction: await corrections.save(Number(request.params.id), request.body, principalOf(request)),
    }),
  );

  app.get(
    '/api/exports/corrections/json',
    {
      config: admin,
      schema: {
        tags: ['Exports'],
        summary:
          'Faculty corrections as labelled test messages for `npm run eval` (recorded in the audit log)',
        description:
          'Grouped by the case version played; each `utterances` entry has the shape of ' +
          '`LabelledUtterance` (eval/harness/corpus-types.ts), ready to paste into a corpus case.',
        response: { 200: CorrectionsExportSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return corrections.asUtterances(principalOf(request));
    },
  );
}
