import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { conversations } from '../db/schema.ts';
import { LimitReachedError } from '../errors.ts';

/**
 * Work one account may start, whatever participant IDs it types: a new conversation is a row and a case
 * run, and a resident could otherwise make any number of them by typing new IDs or pressing Reset. Far
 * above a study's use (a session is one ID and a few resets; an observer's day is tens of participants),
 * low enough that a script stops within seconds. Counted from the database's rows, so they hold across
 * instances and restarts.
 */
export const ACCOUNT_START_LIMITS = {
  conversationsPerMinute: 20,
  conversationsPerDay: 300,
  newParticipantsPerMinute: 10,
  newParticipantsPerDay: 100,
};

export type RecentStarts = {
  conversationsLastMinute: number;
  conversationsLastDay: number;
  newParticipantsLastMinute: number;
  newParticipantsLastDay: number;
  /** Whether the account has run a conversation for this participant before. */
  knownParticipant: boolean;
};

/** The account's conversations started lately, and the participant IDs it used for the first time. */
export async function recentStarts(db: Db, userSub: string, participantId: string): Promise<RecentStarts> {
  const minute = sql`now() - interval '1 minute'`;
  const day = sql`now() - interval '1 day'`;
  const rows = await db.execute(sql`
    with mine as (
      select ${conversations.participantId} as participant,
             min(${conversations.createdAt}) as first,
             count(*) filter (where ${conversations.createdAt} > ${minute}) as in_minute,
             count(*) filter (where ${conversations.createdAt} > ${day}) as in_day
      from ${conversations}
      where ${conversations.userSub} = ${userSub}
      group by ${conversations.participantId}
    )
    select coalesce(sum(in_minute), 0) as conversations_minute,
           coalesce(sum(in_day), 0) as conversations_day,
           count(*) filter (where first > ${minute}) as new_minute,
           count(*) filter (where first > ${day}) as new_day,
           coalesce(bool_or(participant = ${participantId}), false) as known
    from mine`);
  const [row] = rowsOf<Record<string, string | number | boolean | null>>(rows);
  return {
    conversationsLastMinute: Number(row?.conversations_minute ?? 0),
    conversationsLastDay: Number(row?.conversations_day ?? 0),
    newParticipantsLastMinute: Number(row?.new_minute ?? 0),
    newParticipantsLastDay: Number(row?.new_day ?? 0),
    knownParticipant: row?.known === true || row?.known === 't',
  };
}

/** Refuses one more conversation (and, for an ID new to the account, one more ID) past a limit, naming it. */
export function checkStartLimits(starts: RecentStarts, limits = ACCOUNT_START_LIMITS): void {
  const refuse = (what: string, limit: number, per: 'minute' | 'day') => {
    throw new LimitReachedError(
      `Limit reached: ${what} (${limit} per ${per} for one account). ${per === 'minute' ? 'Wait a minute' : 'Try again tomorrow'}, or ask an admin.`,
    );
  };
  if (starts.conversationsLastMinute >= limits.conversationsPerMinute)
    refuse('new conversations and resets', limits.conversationsPerMinute, 'minute');
  if (starts.conversationsLastDay >= limits.conversationsPerDay)
    refuse('new conversations and resets', limits.conversationsPerDay, 'day');
  if (starts.knownParticipant) return;
  if (starts.newParticipantsLastMinute >= limits.newParticipantsPerMinute)
    refuse('new participant IDs', limits.newParticipantsPerMinute, 'minute');
  if (starts.newParticipantsLastDay >= limits.newParticipantsPerDay)
    refuse('new participant IDs', limits.newParticipantsPerDay, 'day');
}
