import { z } from 'zod';
import { CaseDocumentSchema, MAX_PHASES, PhaseSchema, ScenarioOutlineSchema } from './case.ts';
import { MAX_MESSAGE_CHARS, StoredChatHistorySchema } from './chat.ts';

/**
 * The HTTP contract of SPEC §7: one schema per request body and response, shared by the server
 * (validation) and the web client (typed calls). Errors are always `{ error }` with a 4xx/5xx status.
 */
export const ErrorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const ParticipantIdSchema = z
  .string()
  .trim()
  .min(1, 'Participant ID cannot be empty.')
  .max(64, 'Participant ID is too long (64 characters at most).')
  .regex(/^[\p{L}\p{N} ._@-]+$/u, 'Participant ID may use letters, digits, spaces and . _ @ - only.');

/** Numeric database ids in paths: digits only, so "../x" or "1;drop" are a 400, not a lookup. */
export const IdParamSchema = z.object({ id: z.string().regex(/^\d{1,9}$/, 'id must be a positive number') });

/**
 * A number the database gave (an id or a version) in a JSON body, as a number or as digits. Nine
 * digits at most either way, like ids in paths: the columns are 32-bit integers, and a larger value
 * would fail in the database query instead of being refused here.
 */
export const SerialSchema = z.union([
  z.number().int().positive().max(999_999_999),
  z.string().regex(/^\d{1,9}$/),
]);
export const ParticipantParamSchema = z.object({ participantID: ParticipantIdSchema });

export const InitConversationBodySchema = z.object({
  participantID: ParticipantIdSchema,
  /** Admins only: play this case instead of one drawn at random. */
  caseId: SerialSchema.optional(),
});
export const ResetConversationBodySchema = z.object({ participantID: ParticipantIdSchema });
export const SetParticipantIdBodySchema = z.object({ participantID: ParticipantIdSchema });
export const MessageResponseSchema = z.object({ message: z.string() });

export const SubmitUserInputBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Message is empty.')
    .max(MAX_MESSAGE_CHARS, `Message is too long (${MAX_MESSAGE_CHARS} characters at most).`),
});

export const GetImageResponseSchema = z.object({ image: z.string() });
export const SubmitChatHistoryBodySchema = StoredChatHistorySchema;

export const SubmitDataBodySchema = z.object({
  formData: ScenarioOutlineSchema,
  phases: z.array(PhaseSchema).min(1).max(MAX_PHASES),
});

export const RecentCaseSchema = z.object({ participantID: z.string(), timestamp: z.string() });
export const GetLastCasesResponseSchema = z.array(RecentCaseSchema);
export const ConversationHistoryResponseSchema = z.object({ conversationHistory: StoredChatHistorySchema });

export const MAX_INSTRUCTION_CHARS = 50_000;
export const SaveInstructionBodySchema = z.object({ text: z.string().max(MAX_INSTRUCTION_CHARS) });

export const ImageSchema = z.object({ id: z.number(), url: z.string() });
export const GetImagesResponseSchema = z.object({ images: z.array(ImageSchema) });
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const CaseSummarySchema = z.object({ _id: z.string(), 'Scenario Outline': z.string() });
export const GetCasesResponseSchema = z.object({ cases: z.array(CaseSummarySchema) });
export const KeyValueSchema = z.object({ key: z.string(), value: z.unknown() });
export const GetCaseResponseSchema = z.object({ data: z.array(KeyValueSchema) });
export const UpdateCaseBodySchema = CaseDocumentSchema;

export type RecentCase = z.infer<typeof RecentCaseSchema>;
export type UploadedImage = z.infer<typeof ImageSchema>;
export type CaseSummary = z.infer<typeof CaseSummarySchema>;
export type SubmitDataBody = z.infer<typeof SubmitDataBodySchema>;

/** Server-side transcript of every conversation of a participant, saved or not (admin Chat History). */
export const TranscriptMessageSchema = z.object({
  sender: z.enum(['user', 'bot']),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const TranscriptSchema = z.object({
  id: z.string(),
  userEmail: z.string().nullable(),
  caseId: z.number(),
  caseVersion: z.number(),
  instructionId: z.number().nullable(),
  tutor: z.string(),
  model: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  messages: z.array(TranscriptMessageSchema),
});
export const TranscriptsResponseSchema = z.object({ conversations: z.array(TranscriptSchema) });
export type Transcript = z.infer<typeof TranscriptSchema>;

/** GET /get_images: the SPEC's { id, url } plus the title and tags the tutor finds images by. */
export const LibraryImageSchema = ImageSchema.extend({
  title: z.string().default(''),
  tags: z.array(z.string()).default([]),
});
export const GetLibraryResponseSchema = z.object({ images: z.array(LibraryImageSchema) });
export type LibraryImage = z.infer<typeof LibraryImageSchema>;

/** POST /api/save-instruction-text: every save is a new version. */
export const SaveInstructionResponseSchema = z.object({
  message: z.string(),
  version: z.number(),
  savedAt: z.string(),
});

/** PUT /update_case/{id}: the version the save created. */
export const UpdateCaseResponseSchema = z.object({ success: z.literal(true), version: z.number() });

/** What the simulator understood of a submitted case (the server's analyzeCase). */
export const CaseAnalysisSchema = z.object({
  phases: z.array(
    z.object({
      /** 1-based, as authors count phases. */
      number: z.number(),
      requiredItems: z.array(z.string()),
      warnings: z.array(z.string()),
    }),
  ),
  warnings: z.array(z.string()),
  /** How the simulator reads the patient's age (it sets the expected rates and sizes). */
  patient: z.object({ described: z.string() }).optional(),
});
export type CaseAnalysis = z.infer<typeof CaseAnalysisSchema>;

/** POST /submit-data: the stored case's id and what the simulator understood of it. */
export const SubmitDataResponseSchema = z.object({
  message: z.string(),
  id: z.number(),
  analysis: CaseAnalysisSchema,
});
export type SubmitDataResponse = z.infer<typeof SubmitDataResponseSchema>;
