import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withdrawnParticipants } from '../db/schema.ts';
import { ConflictError } from '../errors.ts';

/** How a withdrawn ID is remembered: its hash, so the list of withdrawals does not keep the IDs themselves. */
const hashOf = (participantId: string) => createHash('sha256').update(participantId).digest('hex');

/** A database handle or a transaction. */
type Handle = Pick<Db, 'insert' | 'select' | 'delete'>;

/** Remembers that the ID was withdrawn (inside the withdrawal's transaction). */
export async function markWithdrawn(db: Handle, participantId: string) {
  await db
    .insert(withdrawnParticipants)
    .values({ idHash: hashOf(participantId) })
    .onConflictDoNothing();
}

export async function isWithdrawn(db: Handle, participantId: string): Promise<boolean> {
  const rows = await db
    .select({ idHash: withdrawnParticipants.idHash })
    .from(withdrawnParticipants)
    .where(eq(withdrawnParticipants.idHash, hashOf(participantId)));
  return rows.length > 0;
}

/** Refuses a withdrawn ID: new records under it need an admin to release it first. */
export async function refuseWithdrawn(db: Handle, participantId: string) {
  if (await isWithdrawn(db, participantId)) {
    throw new ConflictError(
      `Participant ID ${participantId} was withdrawn from the study: it cannot be used again unless an admin releases it (Data Admin, Withdrawal).`,
    );
  }
}

/** An admin's explicit release: the ID may be used again. False when it was not withdrawn. */
export async function releaseWithdrawn(db: Handle, participantId: string): Promise<boolean> {
  const rows = await db
    .delete(withdrawnParticipants)
    .where(eq(withdrawnParticipants.idHash, hashOf(participantId)))
    .returning({ idHash: withdrawnParticipants.idHash });
  return rows.length > 0;
}
