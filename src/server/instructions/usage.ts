import { count, inArray, sql } from 'drizzle-orm';
import type { InstructionUsage } from '../../contract/instruction-usage.ts';
import type { Db } from '../db/client.ts';
import { conversations } from '../db/schema.ts';
import type { Tutor } from '../sim/tutor.ts';
import type { InstructionsRepository } from './repository.ts';

const VERSIONS_SHOWN = 20;

/**
 * Whether the running tutor reads the instruction text (the engine does not: it follows the case and
 * its own rules) and how many conversations started on each recent version.
 */
export async function instructionUsage(
  db: Db,
  instructions: InstructionsRepository,
  tutor: Pick<Tutor, 'kind' | 'model'>,
): Promise<InstructionUsage> {
  const versions = await instructions.history(VERSIONS_SHOWN);
  const used = versions.length
    ? await db
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
}
