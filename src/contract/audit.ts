import { z } from 'zod';

/** The admin audit log: who did what and when, newest first, a page at a time. */
export const AUDIT_PAGE_SIZE = 50;

export const AuditQuerySchema = z.strictObject({
  /** The id of the last entry already shown: the page continues with older ones. */
  before: z
    .string()
    .regex(/^\d{1,15}$/, 'before must be an entry id')
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit must be a number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(200))
    .optional(),
});

export const AuditEventSchema = z.strictObject({
  id: z.number(),
  at: z.string(),
  actorSub: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEventView = z.infer<typeof AuditEventSchema>;

export const AuditPageResponseSchema = z.strictObject({
  events: z.array(AuditEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().nullable(),
});
