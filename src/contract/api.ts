import { z } from 'zod';
import {
  CompleteCaseDocumentSchema,
  MAX_PHASES,
  OriginalScenarioOutlineSchema,
  ScenarioOutlineSchema,
  SentPhaseSchema,
} from './case.ts';
import { checkCaseText } from './case-text.ts';
import { HistoryGroupSchema, MAX_MESSAGE_CHARS, SubmittedChatHistorySchema } from './chat.ts';
import { DebriefSchema } from './chat-state.ts';
import { TurnCorrectionSchema } from './corrections.ts';
import { normalizeParticipantId, usesOneScript } from './scripts.ts';
import { TurnLogSchema } from './tutor-turn.ts';

/**
 * The HTTP contract: one schema per request body and response, shared by the server (each route
 * validates through them and the OpenAPI document at /api/openapi.json is generated from them; see
 * docs/api.md) and the web client (typed calls). Every request object is strict: an unknown key is
 * a 400 naming its path, never dropped. Errors are always `{ error }` with a 4xx/5xx status.
 */
export const ErrorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/**
 * A participant ID, normalised before any rule is checked (scripts.ts: NFKC, ASCII digits, one space
 * between words), so the server stores and compares, and the web app shows, one form of each ID.
 */
export const ParticipantIdSchema = z
  .string()
  .max(256, 'Participant ID is too long (64 characters at most).')
  .transform(normalizeParticipantId)
  .pipe(
    z
      .string()
      .min(1, 'Participant ID cannot be empty.')
      .max(64, 'Participant ID is too long (64 characters at most).')
      .regex(/^[\p{L}\p{N} ._@-]+$/u, 'Participant ID may use letters, digits, spaces and . _ @ - only.')
      .refine(
        usesOneScript,
        'Participant ID may not mix alphabets (e.g. Latin and Cyrillic letters that look alike).',
      ),
  )
  // The rules apply after normalising, which the document's input shape cannot state: said in words.
  .meta({
    description:
      'Letters, digits, spaces and . _ @ - (1 to 64 once normalised: NFKC, ASCII digits, one space between ' +
      'words); the letters all of one alphabet, so that look-alike IDs (Latin and Cyrillic) cannot name two participants.',
  });

/** Numeric database ids in paths: digits only, so "../x" or "1;drop" are a 400, not a lookup. */
export const IdParamSchema = z.strictObject({
  id: z.string().regex(/^\d{1,9}$/, 'id must be a positive number'),
});

/**
 * A number the database gave (an id or a version) in a JSON body, as a number or as digits. Nine
 * digits at most either way, like ids in paths: the columns are 32-bit integers, and a larger value
 * would fail in the database query instead of being refused here.
 */
export const SerialSchema = z.union([
  z.number().int().positive().max(999_999_999),
  z.string().regex(/^\d{1,9}$/),
]);
export const ParticipantParamSchema = z.strictObject({ participantID: ParticipantIdSchema });

export const InitConversationBodySchema = z.strictObject({
  participantID: ParticipantIdSchema,
  /** Admins only: play this case instead of the participant's next assigned (or a random published) one. */
  caseId: SerialSchema.optional(),
  /**
   * Admins only, with `caseId`: an author trying the case (any state, drafts included). A test run is
   * marked in Chat History and never counted in the dashboard or the exports.
   */
  testRun: z.literal(true).optional(),
});
export const ResetConversationBodySchema = z.strictObject({ participantID: ParticipantIdSchema });
export const SetParticipantIdBodySchema = z.strictObject({ participantID: ParticipantIdSchema });
export const MessageResponseSchema = z.object({ message: z.string() });
/** init-conversation and reset-conversation: the conversation the turns now go to. */
export const ConversationResponseSchema = MessageResponseSchema.extend({ conversationId: z.string() });

export const SubmitUserInputBodySchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'Message is empty.')
    .max(MAX_MESSAGE_CHARS, `Message is too long (${MAX_MESSAGE_CHARS} characters at most).`)
    // Spaces around are removed before the length counts: a blank message is refused.
    .meta({ pattern: '\\S' }),
});

export const GetImageResponseSchema = z.object({ image: z.string() });
export const SubmitChatHistoryBodySchema = SubmittedChatHistorySchema;

/**
 * POST /submit-data. `formData` is the scenario outline itself, or the outline wrapped as
 * `{ ScenarioOutline: {...} }` as the first version of the client sent it (with its form's texts
 * for numbers); each phase is in either client's form (see OriginalPhase in case.ts).
 */
/** The outline as the first version of the client sent it, `{ ScenarioOutline: {...} }`, unwrapped. */
function wrappedOutline<T extends z.ZodType>(outline: T) {
  return z
    .strictObject({ ScenarioOutline: outline })
    .transform((wrapped) => (wrapped as { ScenarioOutline: z.output<T> }).ScenarioOutline);
}

export const SubmitDataBodySchema = z
  .strictObject({
    // Three flat shapes, not a wrapper around a union: a union nested in a shape fails "aborted", and zod then
    // reports the bare outline's complaint (`ScenarioOutline` unknown) instead of the misspelt key inside it.
    formData: z.union([
      ScenarioOutlineSchema,
      wrappedOutline(ScenarioOutlineSchema),
      wrappedOutline(OriginalScenarioOutlineSchema),
    ]),
    phases: z.array(SentPhaseSchema).min(1).max(MAX_PHASES),
  })
  .superRefine(checkCaseText);

export const RecentCaseSchema = z.object({ participantID: z.string(), timestamp: z.string() });
export const GetLastCasesResponseSchema = z.array(RecentCaseSchema);
/** Groups per page of a participant's Chat History. */
export const HISTORY_PAGE_SIZE = 20;
export const HistoryPageQuerySchema = z.strictObject({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
/** A saved group with the account that saved it (or whose turns it shows, for unsaved ones). */
export const OwnedHistoryGroupSchema = HistoryGroupSchema.extend({ savedBy: z.string() });
export const ConversationHistoryResponseSchema = z.object({
  /**
   * Where the groups come from: `client`, the histories the web app sent with Save (as the client
   * wrote them: nothing checks that a "bot" line came from the tutor); `server`, the turns the server
   * recorded itself.
   */
  source: z.enum(['client', 'server']),
  conversationHistory: z.array(OwnedHistoryGroupSchema),
  /** Which groups this page holds: `offset` onward, out of `total`. */
  page: z.object({ offset: z.number(), total: z.number(), size: z.number() }),
});
export type OwnedHistoryGroup = z.infer<typeof OwnedHistoryGroupSchema>;
export type ConversationHistoryPage = z.infer<typeof ConversationHistoryResponseSchema>;

export const MAX_INSTRUCTION_CHARS = 50_000;
export const SaveInstructionBodySchema = z.strictObject({ text: z.string().max(MAX_INSTRUCTION_CHARS) });

export const ImageSchema = z.object({ id: z.number(), url: z.string() });
export const GetImagesResponseSchema = z.object({ images: z.array(ImageSchema) });
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const CaseSummarySchema = z.object({ _id: z.string(), 'Scenario Outline': z.string() });
export const GetCasesResponseSchema = z.object({ cases: z.array(CaseSummarySchema) });
export const KeyValueSchema = z.object({ key: z.string(), value: z.unknown() });
export const GetCaseResponseSchema = z.object({ data: z.array(KeyValueSchema) });
/**
 * PUT /update_case/{id}: the case fields as GET /get_case gave them, every one of them (a left-out
 * object is a 400, not a blank), with `_version` (optional, for clients that predate it) to refuse
 * a save from a stale copy, and `_id`, tolerated when it names the case being updated.
 */
export const UpdateCaseFieldsSchema = CompleteCaseDocumentSchema.extend({
  _version: SerialSchema.optional(),
  _id: SerialSchema.optional(),
});
/** UpdateCaseFieldsSchema within the case-wide text limit (a refined schema can no longer be extended). */
export const UpdateCaseBodySchema = UpdateCaseFieldsSchema.superRefine(checkCaseText);

export type RecentCase = z.infer<typeof RecentCaseSchema>;
export type UploadedImage = z.infer<typeof ImageSchema>;
export type CaseSummary = z.infer<typeof CaseSummarySchema>;
export type SubmitDataBody = z.input<typeof SubmitDataBodySchema>;

/** Server-side transcript of every conversation of a participant, saved or not (admin Chat History). */
export const TranscriptMessageSchema = z.object({
  /** The message, for a faculty correction of a tutor turn (POST /api/transcripts/messages/{id}/correction). */
  id: z.number().optional(),
  sender: z.enum(['user', 'bot']),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
  /** A bot reply's turn record (reading, verdict, reader and speaker, tokens, latency); null for older turns. */
  turnLog: TurnLogSchema.nullable().optional(),
  /** A tutor turn faculty marked as misread, with what the resident meant. */
  correction: TurnCorrectionSchema.nullable().optional(),
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
  /** An author trying the case: not study data (never in the dashboard or the exports). */
  testRun: z.boolean().optional(),
  createdAt: z.string(),
  messages: z.array(TranscriptMessageSchema),
  /** The debrief's checklist when the case was played to the end (engine-scored), else null. */
  debrief: DebriefSchema.nullable().optional(),
});
export const TranscriptsResponseSchema = z.object({ conversations: z.array(TranscriptSchema) });
export type Transcript = z.infer<typeof TranscriptSchema>;

/** GET /get_images: { id, url } plus the title and tags the tutor finds images by. */
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
      /** Field by field, what the simulator took from the author's hard-stop text. */
      fields: z
        .array(
          z.object({
            field: z.string(),
            items: z.array(z.string()),
            /** The author's rules read from the field, in words ("bag accepted: infant, 450-500 mL"). */
            rules: z.array(z.string()),
            /**
             * Where those rules accept equipment, a volume or a rate the built-in limits for the patient's age
             * reject: the author's text would win, so Data Collection asks for a confirmation.
             */
            warnings: z.array(z.string()).default([]),
          }),
        )
        .optional(),
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

/** GET /get-image/{id} and POST /upload_image: a signed link to the image. */
export const UploadedImageResponseSchema = ImageSchema;
export const HealthResponseSchema = z.object({ status: z.literal('ok') });
export const ReadyResponseSchema = z.object({ status: z.literal('ready'), database: z.string() });
/** GET /api/me: who the server thinks the caller is. */
export const MeResponseSchema = z.object({
  sub: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
  roles: z.array(z.string()),
  isAdmin: z.boolean(),
});
export const NotReadyResponseSchema = z.object({ error: z.string(), database: z.string() });
/** POST /api/withdrawals: every record of a participant deleted, after the ID is typed again to confirm. */
export const WithdrawalBodySchema = z.strictObject({
  participantID: ParticipantIdSchema,
  confirmation: z.string().max(200),
});
export const WithdrawalResponseSchema = z.strictObject({
  participantID: z.string(),
  deleted: z.strictObject({
    chatSessions: z.number(),
    messages: z.number(),
    savedHistories: z.number(),
    participantSelections: z.number(),
    observerAssessments: z.number(),
    assessmentRevisions: z.number(),
  }),
});
export type WithdrawalResponse = z.infer<typeof WithdrawalResponseSchema>;
/** An admin lets a withdrawn participant ID be used again (typed confirmation, as for the withdrawal). */
export const WithdrawalReleaseBodySchema = z.strictObject({
  participantID: ParticipantIdSchema,
  confirmation: z.string().max(200),
});
