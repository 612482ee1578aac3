import { desc, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';

/** Who did it: the verified caller of a request (its subject, and e-mail when the token has one). */
export type AuditActor = { sub: string; email?: string | undefined };

/** The name a stored version is saved under (createdBy): the e-mail when the token has one, else the subject. */
export function authorName(actor: AuditActor): string {
  return actor.email ?? actor.sub;
}

/**
 * What admins (and the operator's CLI) did to study data and accounts, and which participant records
 * they read, as dotted names: `participant.delete`, `participant.release`, `export.download`,
 * `participant.read`, `history.read`, `transcript.read`, `case.create`, `case.update`,
 * `instruction.save`, `image.upload`, `image.delete`, `account.create`, `account.roles`,
 * `account.password`, `account.disable`, `account.enable`, `assessment.create`, `assessment.update`.
 */
export type AuditEntry = {
  action: string;
  /** What it was done to: a participant ID, a case id, an e-mail, a dataset. */
  subject: string;
  /** Counts and parameters that help read the entry later; never a password or a token. */
  details?: Record<string, unknown>;
};

/** A database handle or a transaction: an entry written inside a transaction stands or falls with it. */
type Writer = Pick<Db, 'insert'>;

/** Appends one entry to the audit log. */
export async function recordAudit(db: Writer, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorSub: actor.sub,
    actorEmail: actor.email ?? null,
    action: entry.action,
    subject: entry.subject,
    details: entry.details ?? {},
  });
}

export type AuditEvent = typeof auditEvents.$inferSelect;

/** One page of the log, newest first; `before` is the id of the last entry of the previous page. */
export async function auditPage(db: Db, page: { before: number | undefined; limit: number }) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(page.before === undefined ? undefined : lt(auditEvents.id, page.before))
    .orderBy(desc(auditEvents.id))
    .limit(page.limit + 1);
  const events = rows.slice(0, page.limit);
  const last = events.at(-1);
  return { events, nextBefore: rows.length > page.limit && last ? last.id : null };
}
