import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Local accounts of the embedded OpenID provider (unused with an external issuer). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  picture: text('picture'),
  passwordHash: text('password_hash').notNull(),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  /** Set when an admin disables the account: it can no longer sign in. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /**
   * Raised by every change that must end the account's sign-ins (disable, enable, roles, password):
   * access tokens carry the value they were issued under and are refused once it differs.
   */
  authVersion: integer('auth_version').notNull().default(0),
});

/** oidc-provider's adapter storage: sessions, grants, codes, refresh tokens... kept here so any instance serves any request. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] }), index('oidc_payloads_grant_idx').on(t.grantId)],
);

/** Key/value settings that must survive restarts and be shared by instances (signing keys, cookie secrets). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Request counters of the rate limits (sign-in attempts per address, chat turns per account):
 * in the database, so that N instances share one count and a limit is not multiplied by N.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins, per account and address and per account alone (see idp/sign-in-limits.ts):
 * how many, and the last one, from which the next attempt's delay is counted.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/**
 * Scenario cases; `version` increases on each edit so stale saves can be refused. `status` is the
 * case's lifecycle: a draft is seen by admins only, a published case can be given to residents, a
 * retired one no longer is (its sessions and revisions stay).
 */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    status: text('status').notNull().default('published'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cases_status_check', sql`${t.status} in ('draft', 'published', 'retired')`)],
);

/**
 * Which cases a resident gets, in order: for one participant ID, for a study arm, or the default set
 * (target ''). The most specific applies: participant, then the arm of their observer checklists,
 * then the default; with no default, every published case.
 */
export const caseAssignments = pgTable(
  'case_assignments',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    target: text('target').notNull().default(''),
    caseIds: integer('case_ids').array().notNull(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('case_assignments_target_idx').on(t.kind, t.target),
    check('case_assignments_kind_check', sql`${t.kind} in ('participant', 'arm', 'default')`),
  ],
);

/** Every version of every case, so a transcript can always be read against the case it was played on. */
export const caseRevisions = pgTable(
  'case_revisions',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.version] })],
);

/** The tutor's instruction text; each save is a new row, the latest row is current. */
export const instructions = pgTable('instructions', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  createdBy: text('created_by'),
  createdAt: createdAt(),
});

/** Uploaded and seeded images; a serial id is never reused after a delete. */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().default(''),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: text('created_by'),
  createdAt: createdAt(),
});

/** The participant ID a signed-in user is currently working under. */
export const userState = pgTable('user_state', {
  userSub: text('user_sub').primaryKey(),
  participantId: text('participant_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One simulated case run by one signed-in user for one participant. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userSub: text('user_sub').notNull(),
    userEmail: text('user_email'),
    participantId: text('participant_id').notNull(),
    caseId: integer('case_id').notNull(),
    caseVersion: integer('case_version').notNull(),
    instructionId: integer('instruction_id'),
    tutor: text('tutor').notNull(),
    model: text('model'),
    state: jsonb('state').notNull().default(sql`'{}'::jsonb`),
    active: boolean('active').notNull().default(true),
    /** An author trying a case: shown in Chat History as a test run, never in the dashboard or exports. */
    testRun: boolean('test_run').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_owner_idx').on(t.userSub, t.participantId, t.active),
    index('conversations_participant_idx').on(t.participantId),
    // The account's recent starts, counted for its limits (chat/account-limits.ts).
    index('conversations_user_created_idx').on(t.userSub, t.createdAt),
  ],
);

/**
 * Every turn as it happens. A user message with `status = 'pending'` is the turn the next
 * GET /stream-chat answers; a bot message cut off mid-stream keeps `status = 'cut'`.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    kind: text('kind').notNull().default('text'),
    text: text('text').notNull(),
    status: text('status').notNull().default('complete'),
    /** A bot reply's turn record (reading, verdict, reader and speaker, tokens, latency): see contract/tutor-turn.ts. */
    turnLog: jsonb('turn_log'),
    /** Replies only: the tutor's state once this reply ended, so an export can tell what each turn did. */
    stateAfter: jsonb('state_after'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * The client's grouped chat history as sent by the Save button (docs/api.md#chat-messages-and-histories).
 * A save belongs to the account that sent it: the same participant ID typed by two accounts gives two
 * separate records.
 */
export const savedHistories = pgTable(
  'saved_histories',
  {
    id: serial('id').primaryKey(),
    userSub: text('user_sub').notNull(),
    /** The saving account's e-mail as its token gave it, shown beside its groups in Chat History. */
    userEmail: text('user_email'),
    participantId: text('participant_id').notNull(),
    history: jsonb('history').notNull(),
    /** Bytes of `history` as JSON, so the storage caps are checked without reading the histories. */
    size: integer('size').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('saved_histories_participant_idx').on(t.participantId, t.createdAt)],
);

/**
 * An observer's scoring of one manikin simulation on the 20-item checklist (the study's pre and post
 * measurements). `items` holds each item's result and comment, keyed by checklist item id (validated
 * by ObserverItemsSchema in src/contract/study.ts); `total` is the number of items done, kept here so
 * lists and the dashboard need not unpack `items`. `version` increases on each edit.
 */
export const observerAssessments = pgTable(
  'observer_assessments',
  {
    id: serial('id').primaryKey(),
    participantId: text('participant_id').notNull(),
    timePoint: text('time_point').notNull(),
    arm: text('arm').notNull(),
    assessor: text('assessor').notNull(),
    /** The case played, when it is one of the app's cases; `caseTitle` otherwise (or as well). */
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'set null' }),
    caseTitle: text('case_title'),
    items: jsonb('items').notNull(),
    total: integer('total').notNull(),
    createdBySub: text('created_by_sub').notNull(),
    createdByEmail: text('created_by_email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('observer_assessments_participant_idx').on(t.participantId, t.createdAt),
    check('observer_assessments_time_point_check', sql`${t.timePoint} in ('pre', 'post')`),
    check('observer_assessments_arm_check', sql`${t.arm} in ('chatbot', 'simulation')`),
  ],
);

/**
 * Every version of every assessment, the first included: who saved it, when, and its full content
 * (participant, time point, arm, assessor, case, items, total). The participant ID is a column of its
 * own because an edit may correct it, and a withdrawal must find every version that named it.
 */
export const observerAssessmentRevisions = pgTable(
  'observer_assessment_revisions',
  {
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => observerAssessments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    participantId: text('participant_id').notNull(),
    content: jsonb('content').notNull(),
    savedBySub: text('saved_by_sub').notNull(),
    savedByEmail: text('saved_by_email'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.version] }),
    index('observer_assessment_revisions_participant_idx').on(t.participantId),
  ],
);

/**
 * Who did what and when, for admins to read: deletions, exports, case edits, instruction saves,
 * account changes, assessments. `action` is a dotted name ('participant.delete', 'export.download',
 * 'assessment.update', ...), `subject` what it was done to (a participant ID, a case id, an email).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorSub: text('actor_sub').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    subject: text('subject').notNull().default(''),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('audit_events_at_idx').on(t.at), index('audit_events_action_idx').on(t.action, t.at)],
);

/**
 * Faculty review: a tutor turn an admin marked as misread, with what the resident meant (checklist
 * items, or whether the tutor should or should not have stopped). Read by GET
 * /api/exports/corrections/json as labelled test messages for `npm run eval`.
 */
export const turnCorrections = pgTable(
  'turn_corrections',
  {
    id: serial('id').primaryKey(),
    /** The tutor's reply that misread the resident's message just before it. */
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    items: text('items').array().notNull().default(sql`'{}'::text[]`),
    stop: text('stop'),
    note: text('note'),
    createdBySub: text('created_by_sub').notNull(),
    createdByEmail: text('created_by_email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('turn_corrections_message_idx').on(t.messageId),
    check(
      'turn_corrections_stop_check',
      sql`${t.stop} in ('should_have_stopped', 'should_not_have_stopped')`,
    ),
  ],
);

/**
 * Participant IDs withdrawn from the study, as the SHA-256 of the normalised ID (the ID itself is
 * deleted with the rest): a withdrawn ID cannot be used again until an admin releases it.
 */
export const withdrawnParticipants = pgTable('withdrawn_participants', {
  idHash: text('id_hash').primaryKey(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull().defaultNow(),
});
