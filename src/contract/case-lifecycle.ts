import { z } from 'zod';
import { ParticipantIdSchema, SerialSchema } from './api.ts';
import { ArmSchema } from './study.ts';

/**
 * A case's lifecycle: a draft (new from Data Collection) is seen by admins only and can be tried in test
 * mode; a published case is given to residents; a retired one no longer is (its sessions stay readable).
 */
export const CASE_STATUSES = ['draft', 'published', 'retired'] as const;
export const CaseStatusSchema = z.enum(CASE_STATUSES, `Choose a status: ${CASE_STATUSES.join(', ')}.`);
export type CaseStatus = z.infer<typeof CaseStatusSchema>;

export const CaseListItemSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  status: CaseStatusSchema,
  version: z.number(),
  updatedAt: z.string(),
});
export type CaseListItem = z.infer<typeof CaseListItemSchema>;
export const CaseListResponseSchema = z.strictObject({ cases: z.array(CaseListItemSchema) });

export const CaseStatusBodySchema = z.strictObject({ status: CaseStatusSchema });
export const CaseStatusResponseSchema = z.strictObject({ id: z.number(), status: CaseStatusSchema });

/** Who an assignment is for: one participant ID, everyone of a study arm, or everyone else (default). */
export const CASE_ASSIGNMENT_KINDS = ['participant', 'arm', 'default'] as const;
export const CaseAssignmentKindSchema = z.enum(CASE_ASSIGNMENT_KINDS);
export type CaseAssignmentKind = z.infer<typeof CaseAssignmentKindSchema>;

export const MAX_ASSIGNED_CASES = 50;

/**
 * An ordered list of published cases for a participant ID (target: the ID), an arm (target: `chatbot` or
 * `simulation`) or the default set (target: empty). An empty list removes the assignment.
 */
export const CaseAssignmentBodySchema = z
  .strictObject({
    kind: CaseAssignmentKindSchema,
    target: z.string().trim().max(64),
    caseIds: z
      .array(SerialSchema.transform(Number))
      .max(MAX_ASSIGNED_CASES, `An assignment lists ${MAX_ASSIGNED_CASES} cases at most.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A case is listed twice.'),
  })
  .superRefine((body, ctx) => {
    const problem =
      body.kind === 'participant'
        ? ParticipantIdSchema.safeParse(body.target).error?.issues[0]?.message
        : body.kind === 'arm'
          ? ArmSchema.safeParse(body.target).success
            ? undefined
            : 'An arm is chatbot or simulation.'
          : body.target === ''
            ? undefined
            : 'The default set has no target: leave it empty.';
    if (problem) ctx.addIssue({ code: 'custom', path: ['target'], message: problem });
  });
export type CaseAssignmentBody = z.input<typeof CaseAssignmentBodySchema>;

export const CaseAssignmentSchema = z.strictObject({
  kind: CaseAssignmentKindSchema,
  target: z.string(),
  caseIds: z.array(z.number()),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type CaseAssignment = z.infer<typeof CaseAssignmentSchema>;
export const CaseAssignmentsResponseSchema = z.strictObject({ assignments: z.array(CaseAssignmentSchema) });
