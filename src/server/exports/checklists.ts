import { and, asc, eq, gt, or } from 'drizzle-orm';
import { CHECKLIST, type ChecklistItemId, checklistItem } from '../../contract/checklist.ts';
import { ObserverItemsSchema } from '../../contract/study.ts';
import type { Db } from '../db/client.ts';
import { observerAssessments } from '../db/schema.ts';
import { chatbotOutcome, observerOutcome } from '../study/counts.ts';
import { debriefOutcomes, engineStateOf } from './engine-outcomes.ts';
import type { Row } from './format.ts';
import { keysetPages, PAGE_SIZE } from './pages.ts';
import { conversationPages } from './sessions.ts';

export const CHECKLIST_COLUMNS = [
  'source',
  'participant_id',
  'session_id',
  'assessment_id',
  'assessment_version',
  'time_point',
  'arm',
  'assessor',
  'case_id',
  'case_version',
  'case_title',
  'item_id',
  'item_number',
  'item_label',
  'outcome',
  'at_ms',
  'comment',
  'recorded_at',
  'recorded_by',
] as const;

const blank = {
  session_id: null,
  assessment_id: null,
  assessment_version: null,
  time_point: null,
  arm: null,
  assessor: null,
  case_version: null,
  case_title: null,
  at_ms: null,
  comment: null,
} satisfies Row;

/**
 * Checklist outcomes, one row per item: first the chatbot's debrief of every engine session that
 * began the simulation (as the debrief scores it), then every observer checklist (its current version).
 */
export async function* checklistRows(db: Db): AsyncGenerator<Row> {
  const outcomes = debriefOutcomes(db);
  for await (const page of conversationPages(db)) {
    for (const c of page) {
      const engine = engineStateOf(c.tutor, c.state);
      if (!engine || engine.startedAt === null) continue;
      const score = await outcomes.of(engine, c.caseId, c.caseVersion);
      for (const s of score ?? []) {
        yield {
          ...blank,
          ...itemColumns(s.item),
          source: 'chatbot',
          participant_id: c.participantId,
          session_id: c.id,
          case_id: c.caseId,
          case_version: c.caseVersion,
          outcome: chatbotOutcome(s.outcome),
          at_ms: s.atMs,
          recorded_at: c.updatedAt.toISOString(),
          recorded_by: c.tutor,
        };
      }
    }
  }
  const assessments = keysetPages(
    (after: { participantId: string; id: number } | undefined) =>
      db
        .select()
        .from(observerAssessments)
        .where(
          after &&
            or(
              gt(observerAssessments.participantId, after.participantId),
              and(
                eq(observerAssessments.participantId, after.participantId),
                gt(observerAssessments.id, after.id),
              ),
            ),
        )
        .orderBy(asc(observerAssessments.participantId), asc(observerAssessments.id))
        .limit(PAGE_SIZE),
    (row) => ({ participantId: row.participantId, id: row.id }),
  );
  for await (const page of assessments) {
    for (const a of page) {
      const items = ObserverItemsSchema.safeParse(a.items);
      if (!items.success) continue;
      for (const item of CHECKLIST) {
        const scored = items.data[item.id];
        yield {
          ...blank,
          ...itemColumns(item.id),
          source: 'observer',
          participant_id: a.participantId,
          assessment_id: a.id,
          assessment_version: a.version,
          time_point: a.timePoint,
          arm: a.arm,
          assessor: a.assessor,
          case_id: a.caseId,
          case_title: a.caseTitle,
          outcome: observerOutcome(scored.result),
          comment: scored.comment ?? null,
          recorded_at: a.updatedAt.toISOString(),
          recorded_by: a.createdByEmail ?? a.createdBySub,
        };
      }
    }
  }
}

function itemColumns(id: ChecklistItemId) {
  const item = checklistItem(id);
  return { item_id: id, item_number: item.number, item_label: item.label };
}
