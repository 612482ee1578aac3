import { z } from 'zod';
import { ParticipantIdSchema, SerialSchema } from './api.ts';
import { CHECKLIST_ITEM_IDS, type ChecklistItemId } from './checklist.ts';

/**
 * The study's observer checklist: faculty score a manikin simulation before (pre) and after (post)
 * the intervention, in one of two arms. Every schema is strict: an unknown key is refused.
 */
export const TIME_POINTS = ['pre', 'post'] as const;
export const ARMS = ['chatbot', 'simulation'] as const;
export const ITEM_RESULTS = ['done', 'not_done', 'na'] as const;

export const TimePointSchema = z.enum(TIME_POINTS);
export const ArmSchema = z.enum(ARMS);
export const ItemResultSchema = z.enum(ITEM_RESULTS);
export type TimePoint = z.infer<typeof TimePointSchema>;
export type Arm = z.infer<typeof ArmSchema>;
export type ItemResult = z.infer<typeof ItemResultSchema>;

export const MAX_COMMENT_CHARS = 1000;
export const MAX_NAME_CHARS = 120;

export const ObserverItemSchema = z.strictObject({
  result: ItemResultSchema,
  comment: z
    .string()
    .trim()
    .max(MAX_COMMENT_CHARS, `A comment is ${MAX_COMMENT_CHARS} characters at most.`)
    .optional(),
});
export type ObserverItem = z.infer<typeof ObserverItemSchema>;

/** All 20 items, each scored: a form sent with an item left blank is refused, naming the item. */
export const ObserverItemsSchema = z.strictObject(
  Object.fromEntries(CHECKLIST_ITEM_IDS.map((id) => [id, ObserverItemSchema])) as Record<
    ChecklistItemId,
    typeof ObserverItemSchema
  >,
);
export type ObserverItems = z.infer<typeof ObserverItemsSchema>;

/** The total the study reports: items done (not applicable counts as neither done nor missed). */
export function observerTotal(items: Partial<Record<ChecklistItemId, { result: ItemResult }>>): number {
  return CHECKLIST_ITEM_IDS.filter((id) => items[id]?.result === 'done').length;
}

const nameField = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} cannot be empty.`)
    .max(MAX_NAME_CHARS, `${what} is ${MAX_NAME_CHARS} characters at most.`);

/** What the form sends to create an assessment. A case is one of the app's cases, a title, or both. */
export const AssessmentInputSchema = z.strictObject({
  participantID: ParticipantIdSchema,
  timePoint: TimePointSchema,
  arm: ArmSchema,
  assessor: nameField('Assessor'),
  caseId: SerialSchema.nullable().optional(),
  caseTitle: z.string().trim().max(MAX_NAME_CHARS).nullable().optional(),
  items: ObserverItemsSchema,
});
export type AssessmentInput = z.infer<typeof AssessmentInputSchema>;

/**
 * A new checklist. A checklist belongs to (participant, time point, rater): another rater's checklist is
 * a second rating, but the same rater's second one is refused (409) unless `replace` is true, when it
 * replaces theirs as a new version.
 */
export const AssessmentCreateSchema = AssessmentInputSchema.extend({ replace: z.literal(true).optional() });
export type AssessmentCreate = z.infer<typeof AssessmentCreateSchema>;

/** The rater a checklist is counted under: the assessor's name, case and spacing aside. */
export const raterKey = (assessor: string) => assessor.trim().replace(/\s+/g, ' ').toLowerCase();

/** An edit: the whole form again, with the version it was read at so a stale save is refused (409). */
export const AssessmentUpdateSchema = AssessmentInputSchema.extend({ version: SerialSchema });
export type AssessmentUpdate = z.infer<typeof AssessmentUpdateSchema>;

/** The content of one version, as stored in each revision. */
export const AssessmentContentSchema = z.strictObject({
  participantID: z.string(),
  timePoint: TimePointSchema,
  arm: ArmSchema,
  assessor: z.string(),
  caseId: z.number().nullable(),
  caseTitle: z.string().nullable(),
  items: ObserverItemsSchema,
  total: z.number(),
});
export type AssessmentContent = z.infer<typeof AssessmentContentSchema>;

/** What an edit changed: form fields by name, items by id ("BMV-4", "BMV-4 comment"). */
export function changedFields(before: AssessmentContent, after: AssessmentContent): string[] {
  const fields = ['participantID', 'timePoint', 'arm', 'assessor', 'caseId', 'caseTitle'] as const;
  const changed: string[] = fields.filter((field) => before[field] !== after[field]);
  for (const id of CHECKLIST_ITEM_IDS) {
    if (before.items[id].result !== after.items[id].result) changed.push(id);
    if ((before.items[id].comment ?? '') !== (after.items[id].comment ?? '')) changed.push(`${id} comment`);
  }
  return changed;
}

/** A change as faculty read it in the history: the field or item, its value before and after. */
export type FieldChange = { field: string; from: string; to: string };

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '(empty)' : String(value);

/** What an edit changed, old -> new, in the order of changedFields. */
export function fieldChanges(before: AssessmentContent, after: AssessmentContent): FieldChange[] {
  return changedFields(before, after).map((field) => {
    const comment = /^(BMV-\d+) comment$/.exec(field)?.[1] as ChecklistItemId | undefined;
    if (comment) {
      return { field, from: shown(before.items[comment].comment), to: shown(after.items[comment].comment) };
    }
    if (field in before.items) {
      const id = field as ChecklistItemId;
      return { field, from: before.items[id].result, to: after.items[id].result };
    }
    const key = field as 'participantID' | 'timePoint' | 'arm' | 'assessor' | 'caseId' | 'caseTitle';
    return { field, from: shown(before[key]), to: shown(after[key]) };
  });
}

export const AssessmentSchema = AssessmentContentSchema.extend({
  id: z.number(),
  /** The case's outline title when caseId names one of the app's cases. */
  caseName: z.string().nullable(),
  version: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type Assessment = z.infer<typeof AssessmentSchema>;

export const AssessmentRevisionSchema = z.strictObject({
  version: z.number(),
  savedBy: z.string(),
  savedAt: z.string(),
  content: AssessmentContentSchema,
  /** What this version changed from the one before, old -> new (empty for the first). */
  changes: z.array(z.strictObject({ field: z.string(), from: z.string(), to: z.string() })),
});
export type AssessmentRevision = z.infer<typeof AssessmentRevisionSchema>;

export const AssessmentResponseSchema = z.strictObject({ assessment: AssessmentSchema });
export const AssessmentListResponseSchema = z.strictObject({ assessments: z.array(AssessmentSchema) });
export const AssessmentHistoryResponseSchema = z.strictObject({
  revisions: z.array(AssessmentRevisionSchema),
});

export const AssessmentListQuerySchema = z.strictObject({ participantID: ParticipantIdSchema.optional() });

/** Deleting a checklist names the version the admin saw and confirmed: a stale one is a 409. */
export const AssessmentDeleteQuerySchema = z.strictObject({
  version: z.string().regex(/^\d{1,9}$/, 'version must be a positive number'),
});
export const AssessmentDeleteResponseSchema = z.strictObject({ id: z.number(), participantID: z.string() });

/** One chat session as the study sees it: the engine's record of a case played. */
export const SessionSummarySchema = z.strictObject({
  id: z.string(),
  caseId: z.number(),
  caseVersion: z.number(),
  caseName: z.string().nullable(),
  tutor: z.string(),
  startedAt: z.string(),
  lastActivity: z.string(),
  /** The resident's turns. */
  turns: z.number(),
  /** The engine reached the debrief. */
  finished: z.boolean(),
  /** Hard stops over the whole run. */
  stops: z.number(),
  /** From "Begin Simulation" to the debrief, for finished sessions. */
  timeToDebriefMs: z.number().nullable(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

/** A participant's study record: observer checklists and chat sessions, newest first. */
export const ParticipantRecordResponseSchema = z.strictObject({
  participantID: z.string(),
  assessments: z.array(AssessmentSchema),
  sessions: z.array(SessionSummarySchema),
});
export type ParticipantRecord = z.infer<typeof ParticipantRecordResponseSchema>;

const isoInstant = z.iso.datetime({
  offset: true,
  message: 'Use an ISO date and time, e.g. 2026-11-01T00:00:00Z.',
});

/** Dashboard filters: activity from (inclusive) and before (exclusive) two instants, an arm, a case. */
export const DashboardQuerySchema = z
  .strictObject({
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    arm: ArmSchema.optional(),
    caseId: z
      .string()
      .regex(/^\d{1,9}$/, 'caseId must be a case number')
      .transform(Number)
      .optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'The start of the date range must come before its end.',
    path: ['from'],
  });
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

const ScoreSchema = z.strictObject({ total: z.number(), applicable: z.number(), at: z.string() });

export const DashboardRowSchema = z.strictObject({
  participantID: z.string(),
  /** The arm of the participant's latest observer checklist; null before any. */
  arm: ArmSchema.nullable(),
  pre: ScoreSchema.nullable(),
  post: ScoreSchema.nullable(),
  sessions: z.number(),
  sessionsFinished: z.number(),
  casesPlayed: z.number(),
  casesFinished: z.number(),
  stops: z.number(),
  /** The median over finished sessions. */
  timeToDebriefMs: z.number().nullable(),
  lastActivity: z.string(),
});
export type DashboardRow = z.infer<typeof DashboardRowSchema>;

/** How many of the participants measured did an item, of those for whom it counted. */
const CountSchema = z.strictObject({ done: z.number(), of: z.number() });
export type ItemCount = z.infer<typeof CountSchema>;

export const ItemCompletionSchema = z.strictObject({
  item: z.enum(CHECKLIST_ITEM_IDS),
  pre: CountSchema,
  post: CountSchema,
  chatbot: CountSchema,
});
export type ItemCompletion = z.infer<typeof ItemCompletionSchema>;

/**
 * Agreement between two raters of the same participant at the same time point (the primary rating and
 * the next rater's), over the item results done / not done / not applicable: percent agreement and
 * Cohen's kappa (null when chance agreement is total, i.e. both raters gave one result throughout).
 */
export const AgreementFigureSchema = z.strictObject({
  /** Items rated by both. */
  n: z.number(),
  percent: z.number().nullable(),
  kappa: z.number().nullable(),
});
export type AgreementFigure = z.infer<typeof AgreementFigureSchema>;

export const AgreementSchema = z.strictObject({
  /** Participant x time point pairs rated by two raters or more. */
  ratedTwice: z.number(),
  overall: AgreementFigureSchema,
  items: z.array(AgreementFigureSchema.extend({ item: z.enum(CHECKLIST_ITEM_IDS) })),
});
export type Agreement = z.infer<typeof AgreementSchema>;

export const DashboardResponseSchema = z.strictObject({
  participants: z.array(DashboardRowSchema),
  items: z.array(ItemCompletionSchema),
  agreement: AgreementSchema,
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
