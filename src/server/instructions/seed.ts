import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { defaultInstructionText } from './default-text.ts';
import { instructionsRepository } from './repository.ts';

/**
 * Saves the default tutor instruction as version 1 when there is none yet. The author stays empty:
 * no person wrote this version. The advisory lock keeps instances starting together from both seeding.
 * Returns true when it seeded.
 */
export async function seedDefaultInstruction(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed.instructions'))`);
    const instructions = instructionsRepository(tx);
    if (await instructions.latest()) return false;
    await instructions.save(defaultInstructionText, undefined);
    return true;
  });
}
