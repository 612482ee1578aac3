import { asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { OwnedHistoryGroup, Transcript } from '../../contract/api.ts';
import { StoredChatHistorySchema } from '../../contract/chat.ts';
import { type TurnLog, TurnLogSchema } from '../../contract/tutor-turn.ts';
import { messageColumns } from '../chat/records.ts';
import { correctionsRepository } from '../corrections/repository.ts';
import { type Db, rowsOf } from '../db/client.ts';
import { conversations, messages, savedHistories } from '../db/schema.ts';

const RECENT_LIMIT = 200;

/** What admins read in Chat History: saved sessions and the server's own transcripts. */
export function historyRepository(db: Db) {
  return {
    /** Each participant with their latest activity (a saved session or a chat turn), newest first. */
    async recentParticipants(): Promise<{ participantID: string; timestamp: string }[]> {
      const saved = db
        .select({ participantId: savedHistories.participantId, at: max(savedHistories.createdAt).as('at') })
        .from(savedHistories)
        .groupBy(savedHistories.participantId);
      const chatted = db
        .select({ participantId: conversations.participantId, at: max(conversations.updatedAt).as('at') })
        .from(conversations)
        .groupBy(conversations.participantId);
      const rows = await db.execute<{ participant_id: string; at: string | Date }>(sql`
        select participant_id, max(at) as at from (${saved} union all ${chatted}) as activity
        group by participant_id order by max(at) desc limit ${RECENT_LIMIT}`);
      return rowsOf<{ participant_id: string; at: string | Date }>(rows).map((r) => ({
        participantID: r.participant_id,
        timestamp: new Date(r.at).toISOString(),
      }));
    },

    /**
     * The participant's saved groups, each with the account that saved it. Each Save sends the whole
     * session history, so one account's group comes in several saves: the latest copy from that
     * account wins. Groups of different accounts never replace each other, even with the same
     * timestamp. Oldest group first.
     */
    async savedGroups(participantId: string): Promise<OwnedHistoryGroup[]> {
      const saves = await db
        .select()
        .from(savedHistories)
        .where(eq(savedHistories.participantId, participantId))
        .orderBy(asc(savedHistories.createdAt), asc(savedHistories.id));
      const groups = new Map<string, OwnedHistoryGroup>();
      for (const save of saves) {
        const parsed = StoredChatHistorySchema.safeParse(save.history);
        if (!parsed.success) continue;
        const savedBy = save.userEmail ?? `account ${save.userSub}`;
        for (const group of parsed.data) {
          groups.set(`${save.userSub}\u0000${String(group.timestamp)}`, { ...group, savedBy });
        }
      }
      return [...groups.values()].sort(
        (a, b) => Number(new Date(a.timestamp)) - Number(new Date(b.timestamp)),
      );
    },

    async transcripts(participantId: string): Promise<Transcript[]> {
      const convs = await db
        .select()
        .from(conversations)
        .where(eq(conversations.participantId, participantId))
        .orderBy(desc(conversations.createdAt));
      if (convs.length === 0) return [];
      const all = await db
        .select({ ...messageColumns, turnLog: messages.turnLog })
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            convs.map((c) => c.id),
          ),
        )
        .orderBy(asc(messages.id));
      const corrected = await correctionsRepository(db).forMessages(
        all.filter((m) => m.sender === 'bot').map((m) => m.id),
      );
      return convs.map((c) => ({
        id: c.id,
        userEmail: c.userEmail,
        caseId: c.caseId,
        caseVersion: c.caseVersion,
        instructionId: c.instructionId,
        tutor: c.tutor,
        model: c.model,
        active: c.active,
        testRun: c.testRun,
        createdAt: c.createdAt.toISOString(),
        messages: all
          .filter((m) => m.conversationId === c.id)
          .map((m) => ({
            id: m.id,
            sender: m.sender === 'bot' ? ('bot' as const) : ('user' as const),
            text: m.text,
            status: m.status,
            createdAt: m.createdAt.toISOString(),
            turnLog: turnLogOf(m.turnLog),
            correction: corrected.get(m.id) ?? null,
          })),
      }));
    },
  };
}

/** Transcripts as Chat History groups, for participants who never pressed Save. */
export function transcriptsAsGroups(transcripts: Transcript[]): OwnedHistoryGroup[] {
  return [...transcripts].reverse().map((t) => ({
    timestamp: t.createdAt,
    savedBy: t.userEmail ?? 'unknown account',
    history: t.messages
      .filter((m) => m.text)
      .map((m, i) => ({ id: `${t.id}-${i}`, text: m.text, sender: m.sender, type: 'text' as const })),
  }));
}

/** A stored turn record, or null when there is none or it is not in the current shape (an older version). */
function turnLogOf(stored: unknown): TurnLog | null {
  const parsed = TurnLogSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
