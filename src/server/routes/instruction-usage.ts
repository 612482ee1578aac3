import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InstructionUsageResponseSchema } from '../../contract/instruction-usage.ts';
import type { RouteDeps } from './deps.ts';

/**
 * `GET /api/instruction-usage`: whether the running tutor reads the instruction text and which version
 * conversations used, so the Instruction Editor can say what a save changes.
 */
export async function instructionUsageRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/instruction-usage',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Instruction Editor'],
        summary: 'Whether the running tutor reads the instruction, and the conversations of each version',
        response: { 200: InstructionUsageResponseSchema },
      },
    },
    async () => services.instructionUsage(),
  );
}
