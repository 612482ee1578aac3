import { and, asc, inArray } from 'drizzle-orm';
import { CHECKLIST, checklistItem } from '../../contract/checklist.ts';
import { ObserverItemsSchema, TIME_POINTS } from '../../contract/study.ts';
import type { Db } from '../db/client.ts';
import { conversations, observerAssessments } from '../db/schema.ts';
import {
  chatbotOutcome,
  countedSession,
  doneScore,
  observerOutcome,
  primaryRating,
} from '../study/counts.ts';
import { debriefOutcomes, engineStateOf } from './engine-outcomes.ts';
import type { Row } from './format.ts';
import { groupBy, PAGE_SIZE } from './pages.ts';
import { participantPage } from './participants.ts';

export const CHECKLIST_LONG_COLUMNS = [
  'participant_id',
  'arm',
  'source',
  'time_point',
  'rater',
  'primary_rating',
  'item_id',
  'item_number',
  'outcome',
  'done',
  'session_id',
  'assessment_id',
] as const;

/**
 * The checklist as a statistician wants it (long, or tidy): one row per participant x source x time
 * point x rater x item, one outcome vocabulary for both sources (study/counts.ts). The ratings are the
 * ones the dashboard uses: every observer checklist (the primary one flagged, it gives the totals) and
 * the chatbot's debrief of the participant's latest finished session.
 */
export async function* checklistLongRows(db: Db): AsyncGenerator<Row> {
  const outcomes = debriefOutcomes(db);
  let after: string | undefined;
  for (;;) {
    const ids = await participantPage(db, after);
    if (ids.length === 0) return;
    const [chats, assessments] = await Promise.all([
      db
        .select()
        .from(conversations)
        .where(and(countedSession, inArray(conversations.participantId, ids)))
        .orderBy(asc(conversations.createdAt), asc(conversations.id)),
      db
        .select()
        .from(observerAssessments)
        .where(inArray(observerAssessments.participantId, ids))
        .orderBy(asc(observerAssessments.createdAt), asc(observerAssessments.id)),
    ]);
    const chatsOf = groupBy(chats, (c) => c.participantId);
    const assessmentsOf = groupBy(assessments, (a) => a.participantId);
    for (const id of ids) {
      const own = assessmentsOf.get(id) ?? [];
      const arm = own.at(-1)?.arm ?? null;
      for (const timePoint of TIME_POINTS) {
        const primary = primaryRating(own, timePoint);
        for (const a of own.filter((x) => x.timePoint === timePoint)) {
          const items = ObserverItemsSchema.safeParse(a.items);
          if (!items.success) continue;
          for (const item of CHECKLIST) {
            const outcome = observerOutcome(items.data[item.id].result);
            yield {
              participant_id: id,
              arm,
              source: 'observer',
              time_point: timePoint,
              rater: a.assessor,
              primary_rating: a === primary,
              item_id: item.id,
              item_number: item.number,
              outcome,
              done: doneScore(outcome),
              session_id: null,
              assessment_id: a.id,
            };
          }
        }
      }
      const finished = (chatsOf.get(id) ?? [])
        .map((c) => ({ c, state: engineStateOf(c.tutor, c.state) }))
        .filter(({ state }) => state?.stage === 'complete')
        .at(-1);
      if (!finished?.state) continue;
      const score = await outcomes.of(finished.state, finished.c.caseId, finished.c.caseVersion);
      for (const s of score ?? []) {
        const outcome = chatbotOutcome(s.outcome);
        yield {
          participant_id: id,
          arm,
          source: 'chatbot',
          time_point: 'chatbot',
          rater: 'chatbot',
          primary_rating: true,
          item_id: s.item,
          item_number: checklistItem(s.item).number,
          outcome,
          done: doneScore(outcome),
          session_id: finished.c.id,
          assessment_id: null,
        };
      }
    }
    if (ids.length < PAGE_SIZE) return;
    after = ids.at(-1);
  }
}
