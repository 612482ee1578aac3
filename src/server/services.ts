import { type AuditActor, type AuditEntry, auditPage, recordAudit } from './audit/log.ts';
import { accountRules } from './auth/accounts.ts';
import { caseAssignmentsRepository } from './cases/assignments.ts';
import { casesRepository } from './cases/repository.ts';
import { chatRepository } from './chat/repository.ts';
import { savedHistoryRepository } from './chat/saved-history.ts';
import { chatService } from './chat/service.ts';
import { turnContext } from './chat/turn-context.ts';
import { correctionsRepository } from './corrections/repository.ts';
import type { Database } from './db/client.ts';
import { exportDownloads } from './exports/download.ts';
import { withDebriefs } from './history/debriefs.ts';
import { historyRepository } from './history/repository.ts';
import { databaseRateLimitStore } from './http/shared-rate-limit.ts';
import { imagesRepository } from './images/repository.ts';
import { imageUrlSigner } from './images/signed-urls.ts';
import { instructionsRepository } from './instructions/repository.ts';
import { instructionUsage } from './instructions/usage.ts';
import type { Tutor } from './sim/tutor.ts';
import { assessmentsRepository } from './study/assessments.ts';
import { studyDashboard } from './study/dashboard.ts';
import { studySessions } from './study/sessions.ts';
import { deleteParticipant } from './withdrawal/delete-participant.ts';
import { releaseWithdrawn } from './withdrawal/withdrawn-ids.ts';

/**
 * Every repository and service of the server, built once by app.ts and handed to the routes: no route
 * builds its own or sees the database handle. Wiring only: what each does lives in its own module.
 */
export function services(database: Database, tutor: Tutor) {
  const { db } = database;
  const cases = casesRepository(db);
  const instructions = instructionsRepository(db);
  const images = imagesRepository(db);
  const chats = chatRepository(db);
  const savedHistories = savedHistoryRepository(db);
  const caseAssignments = caseAssignmentsRepository(db, cases);
  // One cache of case and instruction versions for the chat and the history screens.
  const context = turnContext({ cases, instructions });
  return {
    cases,
    caseAssignments,
    instructions,
    instructionUsage: () => instructionUsage(db, instructions, tutor),
    images,
    imageUrls: imageUrlSigner(db),
    chat: chatService({ cases, caseAssignments, instructions, chats, savedHistories, context, tutor }),
    corrections: correctionsRepository(db),
    history: historyRepository(db),
    withDebriefs: (transcripts: Parameters<typeof withDebriefs>[2]) => withDebriefs(db, context, transcripts),
    accounts: accountRules(db),
    assessments: assessmentsRepository(db),
    studySessions: (filter: Parameters<typeof studySessions>[1]) => studySessions(db, filter),
    studyDashboard: (filter: Parameters<typeof studyDashboard>[1]) => studyDashboard(db, filter),
    exports: exportDownloads(db),
    deleteParticipant: (participantId: string, actor: AuditActor) =>
      deleteParticipant(db, participantId, actor),
    /** An admin lets a withdrawn participant ID be used again; false when it was not withdrawn. */
    releaseWithdrawn: (participantId: string) => releaseWithdrawn(db, participantId),
    auditPage: (page: Parameters<typeof auditPage>[1]) => auditPage(db, page),
    /** A rate-limit store counting in the database, shared by every instance (see http/shared-rate-limit.ts). */
    rateLimitStore: (namespace: string) => databaseRateLimitStore(db, namespace),
    /** Appends an entry to the audit log: reads of one participant's record, image changes. */
    audit: (actor: AuditActor, entry: AuditEntry) => recordAudit(db, actor, entry),
    /** Readiness: whether the database answers, and which kind it is. */
    database: { ping: () => database.ping(), kind: database.kind },
  };
}

export type Services = ReturnType<typeof services>;
