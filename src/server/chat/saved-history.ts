import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StoredChatHistory } from '../../contract/chat.ts';
import type { Principal } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { savedHistories } from '../db/schema.ts';
import { LimitReachedError, TooLargeError } from '../errors.ts';

/**
 * How much one account may keep saved for one participant, and in all (whatever participant IDs it
 * types), and how much a participant may hold in all: far above a study's sessions (a long session
 * saved is tens of KB), low enough that one participant's Chat History stays a reasonable read and
 * one account cannot fill the disk.
 */
export const SAVED_HISTORY_LIMITS = {
  savesPerAccount: 50,
  bytesPerAccount: 5 * 1024 * 1024,
  savesPerAccountInAll: 500,
  bytesPerAccountInAll: 10 * 1024 * 1024,
  bytesPerParticipant: 20 * 1024 * 1024,
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The histories the Save button keeps, within SAVED_HISTORY_LIMITS. */
export function savedHistoryRepository(db: Db) {
  return {
    save: (who: Principal, participantId: string, history: StoredChatHistory) =>
      save(db, who, participantId, history),
  };
}

export type SavedHistoryRepository = ReturnType<typeof savedHistoryRepository>;

/**
 * The client's grouped history, kept as sent, under the caller's account and participant. Each Save
 * sends the whole session again, so the caller's earlier saves whose every group this one repeats are
 * replaced by it; saves of other accounts are never touched.
 */
async function save(db: Db, who: Principal, participantId: string, history: StoredChatHistory) {
  const size = Buffer.byteLength(JSON.stringify(history));
  const stamps = new Set(history.map((group) => String(group.timestamp)));
  const limits = SAVED_HISTORY_LIMITS;

  await db.transaction(async (tx) => {
    // One save per account at a time, on any instance: parallel saves under several IDs would each
    // count the others' rows before they exist and pass the account's limits together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${who.sub}))`);
    const mine = await tx
      .select({
        id: savedHistories.id,
        size: savedHistories.size,
        stamps: sql<unknown>`jsonb_path_query_array(${savedHistories.history}, '$[*].timestamp')`,
      })
      .from(savedHistories)
      .where(and(eq(savedHistories.userSub, who.sub), eq(savedHistories.participantId, participantId)));
    const replaced = mine.filter((save) => asStamps(save.stamps).every((stamp) => stamps.has(stamp)));
    const kept = mine.filter((save) => !replaced.includes(save));
    if (kept.length + 1 > limits.savesPerAccount) {
      throw new LimitReachedError(
        `This participant already has ${kept.length} separate saved sessions from your account (${limits.savesPerAccount} at most). Ask an admin to export and clear them.`,
      );
    }
    const keptBytes = kept.reduce((sum, save) => sum + save.size, 0);
    if (keptBytes + size > limits.bytesPerAccount) {
      throw new TooLargeError(
        `Saved history for this participant would exceed ${megabytes(limits.bytesPerAccount)} from your account.`,
      );
    }
    // The account's saves for every other participant count too.
    const [elsewhere] = await tx
      .select({
        saves: sql<string | number>`count(*)`,
        bytes: sql<string | number | null>`sum(${savedHistories.size})`,
      })
      .from(savedHistories)
      .where(and(eq(savedHistories.userSub, who.sub), ne(savedHistories.participantId, participantId)));
    if (Number(elsewhere?.saves ?? 0) + kept.length + 1 > limits.savesPerAccountInAll) {
      throw new LimitReachedError(
        `Limit reached: saved sessions from your account (${limits.savesPerAccountInAll} in all, over every participant). Ask an admin to export and clear them.`,
      );
    }
    if (Number(elsewhere?.bytes ?? 0) + keptBytes + size > limits.bytesPerAccountInAll) {
      throw new TooLargeError(
        `Saved history from your account would exceed ${megabytes(limits.bytesPerAccountInAll)} in all, over every participant. Ask an admin to export and clear it.`,
      );
    }
    const [others] = await tx
      .select({ bytes: sql<string | number | null>`sum(${savedHistories.size})` })
      .from(savedHistories)
      .where(
        and(eq(savedHistories.participantId, participantId), sql`${savedHistories.userSub} <> ${who.sub}`),
      );
    if (Number(others?.bytes ?? 0) + keptBytes + size > limits.bytesPerParticipant) {
      throw new TooLargeError(
        `Saved history for this participant would exceed ${megabytes(limits.bytesPerParticipant)}.`,
      );
    }
    if (replaced.length > 0) {
      await tx.delete(savedHistories).where(
        inArray(
          savedHistories.id,
          replaced.map((save) => save.id),
        ),
      );
    }
    await tx
      .insert(savedHistories)
      .values({ userSub: who.sub, userEmail: who.email ?? null, participantId, history, size });
  });
}

/** Group timestamps of a stored save, as the strings they are compared by. */
function asStamps(value: unknown): string[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.map(String) : [];
}
