import { z } from 'zod';
import { CHECKLIST_ITEM_IDS } from './checklist.ts';

/**
 * Faculty review: an admin marks a tutor turn in Chat History as misread, saying what the resident
 * meant: the checklist items their message did, and/or that the tutor should (or should not) have
 * stopped on it. Corrections become labelled test messages for `npm run eval`.
 */
export const STOP_CORRECTIONS = ['should_have_stopped', 'should_not_have_stopped'] as const;
export const StopCorrectionSchema = z.enum(STOP_CORRECTIONS);
export const MAX_NOTE_CHARS = 500;

export const TurnCorrectionBodySchema = z
  .strictObject({
    items: z
      .array(z.enum(CHECKLIST_ITEM_IDS, 'items: use checklist item ids, BMV-1 to BMV-20.'))
      .max(CHECKLIST_ITEM_IDS.length)
      .refine((ids) => new Set(ids).size === ids.length, 'An item is listed twice.'),
    stop: StopCorrectionSchema.nullable(),
    note: z.string().trim().max(MAX_NOTE_CHARS, `A note is ${MAX_NOTE_CHARS} characters at most.`).optional(),
  })
  .refine((body) => body.items.length > 0 || body.stop !== null, {
    message: 'Say what the resident meant: the items, or whether the tutor should have stopped.',
    path: ['items'],
  });
export type TurnCorrectionBody = z.infer<typeof TurnCorrectionBodySchema>;

export const TurnCorrectionSchema = z.strictObject({
  messageId: z.number(),
  items: z.array(z.enum(CHECKLIST_ITEM_IDS)),
  stop: StopCorrectionSchema.nullable(),
  note: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TurnCorrection = z.infer<typeof TurnCorrectionSchema>;
export const TurnCorrectionResponseSchema = z.strictObject({ correction: TurnCorrectionSchema });

/**
 * A labelled test message exactly as eval/harness/corpus-types.ts LabelledUtterance has it (the test
 * checks the two agree): the resident's words, the phase they were said in, and what they mean.
 */
export const LabelledUtteranceSchema = z.strictObject({
  text: z.string(),
  phase: z.number().int().min(0),
  kind: z.enum(['action', 'several', 'error']),
  labels: z.array(
    z.strictObject({
      item: z.templateLiteral(['BMV-', z.number()]),
      verdict: z.enum(['ok', 'wrong', 'none']),
    }),
  ),
});
export type LabelledUtteranceExport = z.infer<typeof LabelledUtteranceSchema>;

/** The corrections grouped by the case version played: each group's utterances fit a corpus case. */
export const CorrectionsExportSchema = z.array(
  z.strictObject({
    caseId: z.number(),
    caseVersion: z.number(),
    utterances: z.array(LabelledUtteranceSchema),
  }),
);
