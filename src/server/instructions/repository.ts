import { desc, eq } from 'drizzle-orm';
import { type AuditActor, authorName, recordAudit } from '../audit/log.ts';
import type { Db } from '../db/client.ts';
import { instructions } from '../db/schema.ts';

export type Instruction = { id: number; text: string; createdBy: string | null; createdAt: Date };

/** The tutor's instruction text: every save is a new version; the latest is in force. */
export function instructionsRepository(db: Db) {
  return {
    async latest(): Promise<Instruction | undefined> {
      const [row] = await db.select().from(instructions).orderBy(desc(instructions.id)).limit(1);
      return row;
    },
    async byId(id: number): Promise<Instruction | undefined> {
      const [row] = await db.select().from(instructions).where(eq(instructions.id, id));
      return row;
    },
    /**
     * Saves a new version. `by` is an admin (the save is audited, in the same transaction) or the name
     * of a non-person author such as the seed (undefined), which is not.
     */
    async save(text: string, by: AuditActor | string | undefined): Promise<Instruction> {
      const author = typeof by === 'object' ? authorName(by) : by;
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(instructions).values({ text, createdBy: author }).returning();
        if (!row) throw new Error('insert returned no row');
        if (typeof by === 'object') {
          await recordAudit(tx, by, {
            action: 'instruction.save',
            subject: `version ${row.id}`,
            details: { characters: text.length },
          });
        }
        return row;
      });
    },
    async history(limit = 50): Promise<Instruction[]> {
      return db.select().from(instructions).orderBy(desc(instructions.id)).limit(limit);
    },
  };
}

export type InstructionsRepository = ReturnType<typeof instructionsRepository>;
