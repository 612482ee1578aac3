import { randomInt } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  type CaseDocument,
  CaseDocumentSchema,
  type SentCaseDocument,
  SentCaseDocumentSchema,
} from '../../contract/case.ts';
import type { CaseStatus } from '../../contract/case-lifecycle.ts';
import { type AuditActor, authorName, recordAudit } from '../audit/log.ts';
import type { Db } from '../db/client.ts';
import { caseRevisions, cases } from '../db/schema.ts';
import { ConflictError } from '../errors.ts';

export type StoredCase = {
  id: number;
  version: number;
  status: CaseStatus;
  /** The case in this app's form, whichever client wrote it. */
  data: CaseDocument;
  /** The case in the shape its client sent it, for that client to read back (get_case). */
  sent: SentCaseDocument;
  updatedAt: Date;
};

/** Another admin saved the case since the caller opened it. */
export class StaleCaseError extends ConflictError {}

const toStored = (row: typeof cases.$inferSelect): StoredCase => ({
  id: row.id,
  version: row.version,
  status: row.status as CaseStatus,
  // Stored cases were validated on the way in; parsing again fills defaults added since.
  data: CaseDocumentSchema.parse(row.data),
  sent: SentCaseDocumentSchema.parse(row.data),
  updatedAt: row.updatedAt,
});

/** Scenario cases and every version of each, so a transcript can be read against the case it used. */
export function casesRepository(db: Db) {
  return {
    async list(): Promise<StoredCase[]> {
      return (await db.select().from(cases).orderBy(asc(cases.id))).map(toStored);
    },
    async get(id: number): Promise<StoredCase | undefined> {
      const [row] = await db.select().from(cases).where(eq(cases.id, id));
      return row && toStored(row);
    },
    /** The case as it was at `version` (conversations keep playing the version they started on). */
    async getVersion(id: number, version: number): Promise<CaseDocument | undefined> {
      const [row] = await db
        .select()
        .from(caseRevisions)
        .where(and(eq(caseRevisions.caseId, id), eq(caseRevisions.version, version)));
      return row && CaseDocumentSchema.parse(row.data);
    },
    /** A published case drawn at random, as the original drew one per new conversation. */
    async pickRandom(): Promise<StoredCase | undefined> {
      const published = eq(cases.status, 'published');
      const [total] = await db.select({ n: count() }).from(cases).where(published);
      if (!total?.n) return undefined;
      const [row] = await db
        .select()
        .from(cases)
        .where(published)
        .orderBy(asc(cases.id))
        .limit(1)
        .offset(randomInt(total.n));
      return row && toStored(row);
    },
    /**
     * Moves a case along its lifecycle; undefined when there is no such case. A change made by an admin
     * (`by`) is audited in the same transaction as `case.publish`, `case.retire` or `case.draft`.
     */
    async setStatus(id: number, status: CaseStatus, by?: AuditActor): Promise<StoredCase | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(cases).where(eq(cases.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(cases)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(cases.id, id))
          .returning();
        if (by && before.status !== status) {
          await recordAudit(tx, by, {
            action: `case.${status === 'published' ? 'publish' : status === 'retired' ? 'retire' : 'draft'}`,
            subject: `case ${id}`,
            details: { from: before.status, to: status, version: before.version },
          });
        }
        return row && toStored(row);
      });
    },
    async count(): Promise<number> {
      const [total] = await db.select({ n: count() }).from(cases);
      return total?.n ?? 0;
    },
    /**
     * Adds a case, as its client sent it. `by` is an admin (the change is audited, in the same
     * transaction) or the name of a non-person author such as the seed, which is not. A case from
     * Data Collection is a draft; the seeded sample and tests' cases are published.
     */
    async create(
      data: SentCaseDocument,
      by: AuditActor | string | undefined,
      status: CaseStatus = 'published',
    ): Promise<StoredCase> {
      const author = typeof by === 'object' ? authorName(by) : by;
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(cases).values({ data, status, createdBy: author }).returning();
        if (!row) throw new Error('insert returned no row');
        await tx.insert(caseRevisions).values({ caseId: row.id, version: 1, data, createdBy: author });
        if (typeof by === 'object') {
          await recordAudit(tx, by, {
            action: 'case.create',
            subject: `case ${row.id}`,
            details: { version: 1, status },
          });
        }
        return toStored(row);
      });
    },
    /**
     * Saves a new version only if the caller edited the latest one: a save from a stale copy
     * (another admin saved in between) throws StaleCaseError instead of overwriting their work.
     * The admin's change is audited in the same transaction.
     */
    async update(id: number, data: SentCaseDocument, expectedVersion: number, actor: AuditActor) {
      const author = authorName(actor);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(cases)
          .set({ data, version: sql`${cases.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(cases.id, id), eq(cases.version, expectedVersion)))
          .returning();
        if (!row)
          throw new StaleCaseError(
            'This case was changed by someone else since you opened it. Reload it to see their changes.',
          );
        await tx.insert(caseRevisions).values({ caseId: id, version: row.version, data, createdBy: author });
        await recordAudit(tx, actor, {
          action: 'case.update',
          subject: `case ${id}`,
          details: { version: row.version },
        });
        return toStored(row);
      });
    },
  };
}

export type CasesRepository = ReturnType<typeof casesRepository>;
