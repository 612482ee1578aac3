import { desc, eq } from 'drizzle-orm';
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
    async save(text: string, author: string | undefined): Promise<Instruction> {
      const [row] = await db.insert(instructions).values({ text, createdBy: author }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async history(limit = 50): Promise<Instruction[]> {
      return db.select().from(instructions).orderBy(desc(instructions.id)).limit(limit);
    },
  };
}

export type InstructionsRepository = ReturnType<typeof instructionsRepository>;
