import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { WithdrawalResponse } from '../../contract/api.ts';
import { type AuditActor, recordAudit } from '../audit/log.ts';
import type { Db } from '../db/client.ts';
import {
  auditEvents,
  caseAssignments,
  conversations,
  messages,
  observerAssessmentRevisions,
  observerAssessments,
  savedHistories,
  userState,
} from '../db/schema.ts';
import { markWithdrawn } from './withdrawn-ids.ts';

export type Deleted = WithdrawalResponse['deleted'];

/** What earlier audit entries about a withdrawn participant's checklists show instead of the ID. */
export const WITHDRAWN = '(withdrawn participant)';

/**
 * Deletes every record of a participant ID in one transaction: chat sessions and their messages,
 * saved chat histories, users' current-participant selections, observer checklists, and every
 * checklist revision that named the ID (also of a checklist since moved to another ID). The audit
 * entry is written in the same transaction, so a deletion is never unrecorded. The audit log keeps
 * the ID in that one entry only: it records that the deletion happened, by whom and when.
 */
export async function deleteParticipant(db: Db, participantId: string, actor: AuditActor): Promise<Deleted> {
  return db.transaction(async (tx) => {
    const sessions = tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.participantId, participantId));
    const deletedMessages = await tx
      .delete(messages)
      .where(inArray(messages.conversationId, sessions))
      .returning({ id: messages.id });
    const deletedSessions = await tx
      .delete(conversations)
      .where(eq(conversations.participantId, participantId))
      .returning({ id: conversations.id });
    const deletedHistories = await tx
      .delete(savedHistories)
      .where(eq(savedHistories.participantId, participantId))
      .returning({ id: savedHistories.id });
    const deletedSelections = await tx
      .delete(userState)
      .where(eq(userState.participantId, participantId))
      .returning({ sub: userState.userSub });
    const deletedRevisions = await tx
      .delete(observerAssessmentRevisions)
      .where(eq(observerAssessmentRevisions.participantId, participantId))
      .returning({ id: observerAssessmentRevisions.assessmentId });
    // Their remaining revisions (under an earlier, corrected ID) go with them by cascade.
    const deletedAssessments = await tx
      .delete(observerAssessments)
      .where(eq(observerAssessments.participantId, participantId))
      .returning({ id: observerAssessments.id });
    const deleted: Deleted = {
      chatSessions: deletedSessions.length,
      messages: deletedMessages.length,
      savedHistories: deletedHistories.length,
      participantSelections: deletedSelections.length,
      observerAssessments: deletedAssessments.length,
      assessmentRevisions: deletedRevisions.length,
    };
    // Earlier audit entries about the participant keep who did what and when, without the ID or the
    // scores: those were the participant's data. That includes the entries of their checklists made
    // under an earlier ID (found by the checklist's id), and reads of their transcripts.
    const assessmentIds = [...new Set([...deletedAssessments, ...deletedRevisions].map((a) => String(a.id)))];
    await tx
      .update(auditEvents)
      .set({ subject: WITHDRAWN, details: {} })
      .where(
        or(
          eq(auditEvents.subject, participantId),
          assessmentIds.length > 0
            ? and(
                like(auditEvents.action, 'assessment.%'),
                inArray(sql`${auditEvents.details}->>'assessmentId'`, assessmentIds),
              )
            : undefined,
        ),
      );
    // A case assignment to the ID named them too.
    await tx
      .delete(caseAssignments)
      .where(and(eq(caseAssignments.kind, 'participant'), eq(caseAssignments.target, participantId)));
    if (Object.values(deleted).some((n) => n > 0)) {
      // The ID cannot come back by accident: new records under it need an admin's release.
      await markWithdrawn(tx, participantId);
      await recordAudit(tx, actor, {
        action: 'participant.delete',
        subject: participantId,
        details: deleted,
      });
    }
    return deleted;
  });
}
