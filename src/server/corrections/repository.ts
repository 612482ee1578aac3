import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { ChecklistItemId } from '../../contract/checklist.ts';
import type {
  LabelledUtteranceExport,
  TurnCorrection,
  TurnCorrectionBody,
} from '../../contract/corrections.ts';
import { type AuditActor, recordAudit } from '../audit/log.ts';
import type { Db } from '../db/client.ts';
import { conversations, messages, turnCorrections } from '../db/schema.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { EngineStateSchema } from '../sim/engine/index.ts';

type Row = typeof turnCorrections.$inferSelect;

const toCorrection = (row: Row): TurnCorrection => ({
  messageId: row.messageId,
  items: row.items as ChecklistItemId[],
  stop: row.stop as TurnCorrection['stop'],
  note: row.note,
  createdBy: row.createdByEmail ?? row.createdBySub,
  createdAt: row.createdAt.toISOString(),
});

/** The resident's message a tutor reply answered: the last user message before it in its session. */
async function answeredMessage(db: Db, reply: { id: number; conversationId: string }) {
  const [said] = await db
    .select({ id: messages.id, text: messages.text })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, reply.conversationId),
        eq(messages.sender, 'user'),
        lt(messages.id, reply.id),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  return said;
}

/** The engine's phase (0-based) when the resident said `messageId`: from the reply before it, else 0. */
async function phaseBefore(db: Db, conversationId: string, messageId: number): Promise<number> {
  const [before] = await db
    .select({ state: messages.stateAfter })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.sender, 'bot'),
        lt(messages.id, messageId),
        isNotNull(messages.stateAfter),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  const state = EngineStateSchema.safeParse(before?.state);
  return state.success ? state.data.phase : 0;
}

/** Faculty corrections of misread tutor turns (schema.ts turnCorrections). */
export function correctionsRepository(db: Db) {
  return {
    /** Marks a tutor reply as misread (replacing an earlier correction of it), audited. */
    async save(messageId: number, body: TurnCorrectionBody, actor: AuditActor): Promise<TurnCorrection> {
      const [reply] = await db
        .select({ id: messages.id, conversationId: messages.conversationId, sender: messages.sender })
        .from(messages)
        .where(eq(messages.id, messageId));
      if (!reply) throw new NotFoundError(`There is no message ${messageId}.`);
      if (reply.sender !== 'bot') throw new InvalidInputError('Only a tutor turn can be marked as misread.');
      if (!(await answeredMessage(db, reply))) {
        throw new InvalidInputError('This tutor turn answers no message of the resident.');
      }
      const values = {
        items: body.items,
        stop: body.stop,
        note: body.note?.trim() ? body.note.trim() : null,
        createdBySub: actor.sub,
        createdByEmail: actor.email ?? null,
      };
      const [row] = await db
        .insert(turnCorrections)
        .values({ messageId, ...values })
        .onConflictDoUpdate({ target: turnCorrections.messageId, set: { ...values, createdAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordAudit(db, actor, {
        action: 'turn.correct',
        subject: `session ${reply.conversationId}`,
        details: { messageId, items: body.items, stop: body.stop },
      });
      return toCorrection(row);
    },

    async forMessages(ids: number[]): Promise<Map<number, TurnCorrection>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(turnCorrections).where(inArray(turnCorrections.messageId, ids));
      return new Map(rows.map((row) => [row.messageId, toCorrection(row)]));
    },

    /**
     * Every correction as a labelled test message, grouped by the case version played: the resident's
     * words, the phase they were said in, and the items they meant (verdict `wrong` when the tutor
     * should have stopped on them, `ok` otherwise; no items and "should not have stopped": read as nothing).
     */
    async asUtterances(actor: AuditActor) {
      // Recorded before the first row is read, as every export download is.
      await recordAudit(db, actor, {
        action: 'export.download',
        subject: 'corrections',
        details: { format: 'json' },
      });
      const rows = await db
        .select({ correction: turnCorrections, reply: messages, conversation: conversations })
        .from(turnCorrections)
        .innerJoin(messages, eq(messages.id, turnCorrections.messageId))
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .orderBy(asc(conversations.caseId), asc(conversations.caseVersion), asc(turnCorrections.id));
      const groups = new Map<
        string,
        { caseId: number; caseVersion: number; utterances: LabelledUtteranceExport[] }
      >();
      for (const { correction, reply, conversation } of rows) {
        const said = await answeredMessage(db, reply);
        if (!said) continue;
        const wrong = correction.stop === 'should_have_stopped';
        const key = `${conversation.caseId}/${conversation.caseVersion}`;
        const group = groups.get(key) ?? {
          caseId: conversation.caseId,
          caseVersion: conversation.caseVersion,
          utterances: [],
        };
        groups.set(key, group);
        group.utterances.push({
          text: said.text,
          phase: await phaseBefore(db, reply.conversationId, said.id),
          kind: wrong ? 'error' : correction.items.length > 1 ? 'several' : 'action',
          labels: correction.items.map((item) => ({
            item: item as `BMV-${number}`,
            verdict: wrong ? ('wrong' as const) : ('ok' as const),
          })),
        });
      }
      return [...groups.values()];
    },
  };
}
