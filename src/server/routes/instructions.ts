import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SaveInstructionBodySchema, SaveInstructionResponseSchema } from '../../contract/api.ts';
import { principalOf } from '../auth/guard.ts';
import { HttpError } from '../http/errors.ts';
import type { RouteDeps } from './deps.ts';

/**
 * The instruction calls. The text stays plain text, as the first client read it; which version it
 * is travels in headers, so the editor can say what it is editing.
 */
export async function instructionsRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { instructions } = services;
  const tags = ['Instruction Editor'];

  app.get(
    '/api/instruction-text',
    {
      config: { access: 'admin', produces: 'text/plain' },
      schema: {
        tags,
        summary: "The tutor's current instruction, as plain text",
        description:
          'The version and its save time come in the `X-Instruction-Version` and `X-Instruction-Saved-At` headers.',
      },
    },
    async (_request, reply) => {
      const latest = await instructions.latest();
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store');
      if (latest) {
        reply
          .header('X-Instruction-Version', String(latest.id))
          .header('X-Instruction-Saved-At', latest.createdAt.toISOString());
      }
      return latest?.text ?? '';
    },
  );

  app.post(
    '/api/save-instruction-text',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Save the instruction as a new version (new conversations use it)',
        body: SaveInstructionBodySchema,
        response: { 200: SaveInstructionResponseSchema },
      },
    },
    async (request) => {
      const { text } = request.body;
      // An empty instruction would leave the tutor without its rules for every new conversation.
      if (text.trim() === '') throw new HttpError(400, 'text: The instruction text cannot be empty.');
      const saved = await instructions.save(text, principalOf(request));
      return {
        message: `Instruction saved as version ${saved.id}.`,
        version: saved.id,
        savedAt: saved.createdAt.toISOString(),
      };
    },
  );
}
