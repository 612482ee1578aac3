import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type Assessment,
  type AssessmentContent,
  AssessmentContentSchema,
  type AssessmentCreate,
  type AssessmentInput,
  type AssessmentRevision,
  changedFields,
  fieldChanges,
  type ObserverItems,
  ObserverItemsSchema,
  observerTotal,
  raterKey,
} from '../../contract/study.ts';
import { recordAudit } from '../audit/log.ts';
import type { Db } from '../db/client.ts';
import { cases, observerAssessmentRevisions, observerAssessments } from '../db/schema.ts';
import { ConflictError, InvalidInputError } from '../errors.ts';
import { refuseWithdrawn } from '../withdrawal/withdrawn-ids.ts';
import { caseName } from './case-name.ts';

/** Another observer saved the assessment since the caller opened it. */
export class StaleAssessmentError extends ConflictError {}
/** The same rater already scored this participant at this time point: replace it, or name another rater. */
export class SameRaterError extends ConflictError {}
/** The assessment names a case that does not exist: the caller's mistake. */
export class UnknownCaseError extends InvalidInputError {}

/** Who saved a version: the caller's e-mail when the token has one, else its subject. */
export type Author = { sub: string; email: string | undefined };

type Row = typeof observerAssessments.$inferSelect;
const LIST_LIMIT = 500;

/**
 * Locks an assessment's row for the rest of the transaction, if it is still at the version the caller saw:
 * a newer one (another observer saved or deleted in between) throws StaleAssessmentError with `stale`'s words.
 * Undefined when there is no such assessment.
 */
async function lockAtVersion(
  tx: Pick<Db, 'select'>,
  id: number,
  version: number,
  stale: (now: number) => string,
): Promise<Row | undefined> {
  const [current] = await tx
    .select()
    .from(observerAssessments)
    .where(eq(observerAssessments.id, id))
    .for('update');
  if (current && current.version !== version) throw new StaleAssessmentError(stale(current.version));
  return current;
}

/** The form as it will be stored: trimmed, the total computed here rather than trusted from the client. */
export function contentOf(input: AssessmentInput): AssessmentContent {
  const caseTitle = input.caseTitle?.trim() ? input.caseTitle.trim() : null;
  return {
    participantID: input.participantID,
    timePoint: input.timePoint,
    arm: input.arm,
    assessor: input.assessor,
    caseId: input.caseId == null ? null : Number(input.caseId),
    caseTitle,
    items: withoutEmptyComments(input.items),
    total: observerTotal(input.items),
  };
}

function withoutEmptyComments(items: ObserverItems): ObserverItems {
  return Object.fromEntries(
    Object.entries(items).map(([id, { result, comment }]) => [
      id,
      comment ? { result, comment } : { result },
    ]),
  ) as ObserverItems;
}

function rowContent(row: Row): AssessmentContent {
  return AssessmentContentSchema.parse({
    participantID: row.participantId,
    timePoint: row.timePoint,
    arm: row.arm,
    assessor: row.assessor,
    caseId: row.caseId,
    caseTitle: row.caseTitle,
    items: ObserverItemsSchema.parse(row.items),
    total: row.total,
  });
}

const columnsOf = (content: AssessmentContent) => ({
  participantId: content.participantID,
  timePoint: content.timePoint,
  arm: content.arm,
  assessor: content.assessor,
  caseId: content.caseId,
  caseTitle: content.caseTitle,
  items: content.items,
  total: content.total,
});

/** Observer checklists and every version of each. */
export function assessmentsRepository(db: Db) {
  const select = () =>
    db
      .select({
        row: observerAssessments,
        caseData: cases.data,
        updatedBy: sql<string | null>`(select coalesce(r.saved_by_email, r.saved_by_sub)
          from ${observerAssessmentRevisions} r
          where r.assessment_id = observer_assessments.id and r.version = observer_assessments.version)`,
      })
      .from(observerAssessments)
      .leftJoin(cases, eq(cases.id, observerAssessments.caseId));

  const toAssessment = (found: { row: Row; caseData: unknown; updatedBy: string | null }): Assessment => {
    const { row } = found;
    const createdBy = row.createdByEmail ?? row.createdBySub;
    return {
      ...rowContent(row),
      id: row.id,
      caseName: found.caseData == null ? null : caseName(found.caseData),
      version: row.version,
      createdBy,
      createdAt: row.createdAt.toISOString(),
      updatedBy: found.updatedBy ?? createdBy,
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  async function checkCase(caseId: number | null) {
    if (caseId === null) return;
    const [found] = await db.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId));
    if (!found) throw new UnknownCaseError(`caseId: There is no case ${caseId}.`);
  }

  /** The checklist the same rater already recorded for this participant and time point, other than `except`. */
  async function sameRater(content: AssessmentContent, except?: number) {
    const rows = await db
      .select({
        id: observerAssessments.id,
        version: observerAssessments.version,
        assessor: observerAssessments.assessor,
      })
      .from(observerAssessments)
      .where(
        and(
          eq(observerAssessments.participantId, content.participantID),
          eq(observerAssessments.timePoint, content.timePoint),
        ),
      )
      .orderBy(asc(observerAssessments.id));
    return rows.find((row) => row.id !== except && raterKey(row.assessor) === raterKey(content.assessor));
  }

  const sameRaterError = (content: AssessmentContent, id: number) =>
    new SameRaterError(
      `${content.assessor} already rated ${content.participantID} at ${content.timePoint} (checklist ${id}). ` +
        'Replace that checklist, or name another assessor to record a second rating.',
    );

  const repository = {
    async get(id: number): Promise<Assessment | undefined> {
      const [found] = await select().where(eq(observerAssessments.id, id));
      return found && toAssessment(found);
    },

    /** Newest first; one participant's, or everyone's (bounded: the dashboard reads its own way). */
    async list(participantId?: string): Promise<Assessment[]> {
      const rows = await select()
        .where(participantId === undefined ? undefined : eq(observerAssessments.participantId, participantId))
        .orderBy(desc(observerAssessments.createdAt), desc(observerAssessments.id))
        .limit(LIST_LIMIT);
      return rows.map(toAssessment);
    },

    /**
     * A new checklist; with `replace`, the same rater's checklist for this participant and time point
     * gets it as a new version instead (`replaced` says which happened). Another rater's is a second rating.
     */
    async create(
      { replace, ...input }: AssessmentCreate,
      author: Author,
    ): Promise<{ assessment: Assessment; replaced: boolean }> {
      const content = contentOf(input);
      await checkCase(content.caseId);
      const existing = await sameRater(content);
      if (existing) {
        if (!replace) throw sameRaterError(content, existing.id);
        const saved = await repository.update(existing.id, input, existing.version, author);
        if (saved) return { assessment: saved.assessment, replaced: true };
      }
      const id = await db.transaction(async (tx) => {
        await refuseWithdrawn(tx, content.participantID);
        const [row] = await tx
          .insert(observerAssessments)
          .values({ ...columnsOf(content), createdBySub: author.sub, createdByEmail: author.email ?? null })
          .returning({ id: observerAssessments.id });
        if (!row) throw new Error('insert returned no row');
        await tx.insert(observerAssessmentRevisions).values({
          assessmentId: row.id,
          version: 1,
          participantId: content.participantID,
          content,
          savedBySub: author.sub,
          savedByEmail: author.email ?? null,
        });
        await recordAudit(tx, author, {
          action: 'assessment.create',
          subject: content.participantID,
          details: { assessmentId: row.id, version: 1, timePoint: content.timePoint, total: content.total },
        });
        return row.id;
      });
      return { assessment: (await repository.get(id)) as Assessment, replaced: false };
    },

    /**
     * Deletes a checklist and its history, only at the version the admin confirmed (a newer one throws
     * StaleAssessmentError); the audit entry records it. Undefined when there is no such checklist.
     */
    async remove(
      id: number,
      version: number,
      author: Author,
    ): Promise<{ participantID: string } | undefined> {
      return db.transaction(async (tx) => {
        const current = await lockAtVersion(
          tx,
          id,
          version,
          (now) =>
            `This checklist was changed by someone else (now version ${now}). Reload it before deleting.`,
        );
        if (!current) return undefined;
        await tx.delete(observerAssessments).where(eq(observerAssessments.id, id));
        await recordAudit(tx, author, {
          action: 'assessment.delete',
          subject: current.participantId,
          details: {
            assessmentId: id,
            version,
            timePoint: current.timePoint,
            assessor: current.assessor,
            total: current.total,
          },
        });
        return { participantID: current.participantId };
      });
    },

    /**
     * Saves a new version only if the caller edited the latest one: a save from a stale copy (another
     * observer saved in between) throws StaleAssessmentError instead of overwriting their work.
     * Undefined when there is no such assessment.
     */
    async update(
      id: number,
      input: AssessmentInput,
      expectedVersion: number,
      author: Author,
    ): Promise<{ assessment: Assessment; previous: AssessmentContent } | undefined> {
      const content = contentOf(input);
      await checkCase(content.caseId);
      const clash = await sameRater(content, id);
      // Moving a checklist onto another of the same rater's: refused (a missing one stays a 404).
      if (clash && (await repository.get(id))) throw sameRaterError(content, clash.id);
      const previous = await db.transaction(async (tx) => {
        await refuseWithdrawn(tx, content.participantID);
        const current = await lockAtVersion(
          tx,
          id,
          expectedVersion,
          (now) =>
            `This assessment was changed by someone else (now version ${now}). Reload it and make your changes again.`,
        );
        if (!current) return undefined;
        const version = current.version + 1;
        await tx
          .update(observerAssessments)
          .set({ ...columnsOf(content), version, updatedAt: sql`now()` })
          .where(and(eq(observerAssessments.id, id), eq(observerAssessments.version, expectedVersion)));
        await tx.insert(observerAssessmentRevisions).values({
          assessmentId: id,
          version,
          participantId: content.participantID,
          content,
          savedBySub: author.sub,
          savedByEmail: author.email ?? null,
        });
        const before = rowContent(current);
        await recordAudit(tx, author, {
          action: 'assessment.update',
          subject: content.participantID,
          details: { assessmentId: id, version, changed: changedFields(before, content) },
        });
        return before;
      });
      if (!previous) return undefined;
      return { assessment: (await repository.get(id)) as Assessment, previous };
    },

    /** Every version, newest first; undefined when there is no such assessment. */
    async revisions(id: number): Promise<AssessmentRevision[] | undefined> {
      const rows = await db
        .select()
        .from(observerAssessmentRevisions)
        .where(eq(observerAssessmentRevisions.assessmentId, id))
        .orderBy(asc(observerAssessmentRevisions.version));
      if (rows.length === 0) return undefined;
      const contents = rows.map((row) => AssessmentContentSchema.parse(row.content));
      return rows
        .map((row, i) => {
          const before = contents[i - 1];
          const content = contents[i] as AssessmentContent;
          return {
            version: row.version,
            savedBy: row.savedByEmail ?? row.savedBySub,
            savedAt: row.savedAt.toISOString(),
            content,
            changes: before ? fieldChanges(before, content) : [],
          };
        })
        .reverse();
    },
  };
  return repository;
}
