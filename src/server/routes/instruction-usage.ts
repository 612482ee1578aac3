import { count, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InstructionUsageResponseSchema } from '../../contract/instruction-usage.ts';
import { conversations } from '../db/schema.ts';
import type { RouteDeps } from './deps.ts';

const VERSIONS_SHOWN = 20;

/**
 * `GET /api/instruction-usage`: whether the running tutor reads the instruction text (the engine does
 * not: it follows the case and its own rules) and which version conversations used, so the Instruction
 * Editor can say what a save changes.
 */
export async function instructionUsageRoutes(fastify: FastifyInstance, deps: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tutor, repositories, database } = deps;
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
    async () => {
      const versions = await repositories.instructions.history(VERSIONS_SHOWN);
      const used = versions.length
        ? await database.db
            .select({
              id: conversations.instructionId,
              n: count(),
              engine: sql<number>`count(*) filter (where ${conversations.tutor} = 'engine')`.mapWith(Number),
            })
            .from(conversations)
            .where(
              inArray(
                conversations.instructionId,
                versions.map((v) => v.id),
              ),
            )
            .groupBy(conversations.instructionId)
        : [];
      return {
        tutor: tutor.kind,
        model: tutor.model ?? null,
        readsInstruction: tutor.kind !== 'engine',
        versions: versions.map((v) => {
          const row = used.find((u) => u.id === v.id);
          return {
            version: v.id,
            savedAt: v.createdAt.toISOString(),
            savedBy: v.createdBy,
            conversations: row?.n ?? 0,
            byEngine: row?.engine ?? 0,
          };
        }),
      };
    },
  );
}
