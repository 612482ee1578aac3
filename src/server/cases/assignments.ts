import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CaseAssignment, CaseAssignmentKind } from '../../contract/case-lifecycle.ts';
import { type AuditActor, authorName, recordAudit } from '../audit/log.ts';
import type { Db } from '../db/client.ts';
import { caseAssignments, cases, conversations, observerAssessments } from '../db/schema.ts';
import { InvalidInputError } from '../errors.ts';
import { countedSession } from '../study/counts.ts';
import type { CasesRepository, StoredCase } from './repository.ts';

/** Which cases residents get: per participant ID, per study arm, or the default set (schema.ts). */
export function caseAssignmentsRepository(db: Db, cases_: CasesRepository) {
  const toAssignment = (row: typeof caseAssignments.$inferSelect): CaseAssignment => ({
    kind: row.kind as CaseAssignmentKind,
    target: row.target,
    caseIds: row.caseIds,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  });

  async function find(kind: CaseAssignmentKind, target: string) {
    const [row] = await db
      .select()
      .from(caseAssignments)
      .where(and(eq(caseAssignments.kind, kind), eq(caseAssignments.target, target)));
    return row;
  }

  /** The assignment that applies to a participant: theirs, else their arm's, else the default. */
  async function applying(participantId: string) {
    const own = await find('participant', participantId);
    if (own) return own;
    const [latest] = await db
      .select({ arm: observerAssessments.arm })
      .from(observerAssessments)
      .where(eq(observerAssessments.participantId, participantId))
      .orderBy(desc(observerAssessments.createdAt), desc(observerAssessments.id))
      .limit(1);
    const arm = latest && (await find('arm', latest.arm));
    return arm ?? (await find('default', ''));
  }

  return {
    async list(): Promise<CaseAssignment[]> {
      const rows = await db
        .select()
        .from(caseAssignments)
        .orderBy(asc(caseAssignments.kind), asc(caseAssignments.target));
      return rows.map(toAssignment);
    },

    /**
     * Sets (or, with no cases, removes) an assignment. Every case must exist and be published: a draft
     * is not ready for residents, a retired case is no longer given.
     */
    async set(kind: CaseAssignmentKind, target: string, caseIds: number[], by: AuditActor) {
      const author = authorName(by);
      const audit = () =>
        recordAudit(db, by, {
          action: 'case.assign',
          // A participant's assignment names them: a withdrawal anonymises the entry (withdrawal/).
          subject: kind === 'participant' ? target : `${kind} ${target}`.trim(),
          details: { kind, caseIds },
        });
      if (caseIds.length === 0) {
        await db
          .delete(caseAssignments)
          .where(and(eq(caseAssignments.kind, kind), eq(caseAssignments.target, target)));
        await audit();
        return undefined;
      }
      const found = await db
        .select({ id: cases.id, status: cases.status })
        .from(cases)
        .where(inArray(cases.id, caseIds));
      for (const id of caseIds) {
        const status = found.find((c) => c.id === id)?.status;
        if (!status) throw new InvalidInputError(`caseIds: There is no case ${id}.`);
        if (status !== 'published')
          throw new InvalidInputError(`caseIds: Case ${id} is ${status}: publish it before assigning it.`);
      }
      const [row] = await db
        .insert(caseAssignments)
        .values({ kind, target, caseIds, updatedBy: author ?? null })
        .onConflictDoUpdate({
          target: [caseAssignments.kind, caseAssignments.target],
          set: { caseIds, updatedBy: author ?? null, updatedAt: sql`now()` },
        })
        .returning();
      await audit();
      return row && toAssignment(row);
    },

    /**
     * The case a resident plays next under a participant ID: the first case of the list that applies to
     * them that they have not finished yet (in order; after the last, the list starts over), skipping
     * cases no longer published. Without an assignment, a published case at random.
     */
    async nextCase(participantId: string): Promise<StoredCase | undefined> {
      const assignment = await applying(participantId);
      const listed: StoredCase[] = [];
      for (const id of assignment?.caseIds ?? []) {
        const stored = await cases_.get(id);
        if (stored?.status === 'published') listed.push(stored);
      }
      if (listed.length === 0) return cases_.pickRandom();
      const finished = await db
        .select({ caseId: conversations.caseId })
        .from(conversations)
        .where(
          and(
            countedSession,
            eq(conversations.participantId, participantId),
            sql`${conversations.state}->>'stage' = 'complete'`,
          ),
        );
      const done = new Set(finished.map((f) => f.caseId));
      return listed.find((c) => !done.has(c.id)) ?? listed[0];
    },
  };
}

export type CaseAssignmentsRepository = ReturnType<typeof caseAssignmentsRepository>;
