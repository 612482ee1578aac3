import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { CHECKLIST_ITEM_IDS, type ChecklistItemId } from '../../contract/checklist.ts';
import {
  type Arm,
  type DashboardResponse,
  type DashboardRow,
  type ItemCount,
  type ObserverItems,
  ObserverItemsSchema,
  type TimePoint,
} from '../../contract/study.ts';
import type { Db } from '../db/client.ts';
import { observerAssessments } from '../db/schema.ts';
import { raterAgreement } from './agreement.ts';
import { participantCounts, primaryRating } from './counts.ts';
import { type StudySession, studySessions } from './sessions.ts';

export type DashboardFilter = { from?: Date; to?: Date; arm?: Arm; caseId?: number };

type Measured = {
  timePoint: TimePoint;
  assessor: string;
  arm: Arm;
  total: number;
  applicable: number;
  items: ObserverItems;
  at: Date;
};

type Participant = {
  id: string;
  /** Observer checklists in the order they were recorded. */
  assessments: Measured[];
  /** Chat sessions, newest first. */
  sessions: StudySession[];
};

/**
 * The study at a glance: one row per participant with activity in the filters, and item-by-item
 * completion before, after and in the chatbot's debriefs. A participant counts once per measure: their
 * primary (first recorded) pre checklist, primary post checklist and latest finished chat session.
 */
export async function studyDashboard(db: Db, filter: DashboardFilter): Promise<DashboardResponse> {
  const participants = new Map<string, Participant>();
  const entry = (id: string) => {
    let found = participants.get(id);
    if (!found) {
      found = { id, assessments: [], sessions: [] };
      participants.set(id, found);
    }
    return found;
  };
  for (const assessment of await measuredAssessments(db, filter)) {
    entry(assessment.participantId).assessments.push(assessment);
  }
  for (const session of await studySessions(db, filter)) entry(session.participantID).sessions.push(session);

  const rows: DashboardRow[] = [];
  const measured: Participant[] = [];
  for (const participant of participants.values()) {
    const row = rowOf(participant);
    // The arm is a property of the observer checklists: a participant without one has no arm yet.
    if (filter.arm && row.arm !== filter.arm) continue;
    rows.push(row);
    measured.push(participant);
  }
  rows.sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
  return {
    participants: rows,
    items: itemCompletion(measured),
    agreement: raterAgreement(measured.map((p) => p.assessments)),
  };
}

async function measuredAssessments(db: Db, filter: DashboardFilter) {
  const where: SQL[] = [];
  if (filter.caseId !== undefined) where.push(eq(observerAssessments.caseId, filter.caseId));
  if (filter.from) where.push(gte(observerAssessments.createdAt, filter.from));
  if (filter.to) where.push(lt(observerAssessments.createdAt, filter.to));
  const rows = await db
    .select()
    .from(observerAssessments)
    .where(and(...where))
    .orderBy(asc(observerAssessments.createdAt), asc(observerAssessments.id));
  return rows.flatMap((row) => {
    const items = ObserverItemsSchema.safeParse(row.items);
    if (!items.success) return [];
    const applicable = CHECKLIST_ITEM_IDS.filter((id) => items.data[id].result !== 'na').length;
    return [
      {
        participantId: row.participantId,
        timePoint: row.timePoint as TimePoint,
        assessor: row.assessor,
        arm: row.arm as Arm,
        total: row.total,
        applicable,
        items: items.data,
        at: row.createdAt,
      },
    ];
  });
}

const latestAt = (participant: Participant, timePoint: TimePoint) =>
  primaryRating(participant.assessments, timePoint);

const latestFinished = (participant: Participant) => participant.sessions.find((s) => s.outcomes !== null);

function rowOf(participant: Participant): DashboardRow {
  const { sessions, assessments } = participant;
  const score = (timePoint: TimePoint) => {
    const found = latestAt(participant, timePoint);
    return found ? { total: found.total, applicable: found.applicable, at: found.at.toISOString() } : null;
  };
  const counts = participantCounts(sessions);
  const times = [
    ...sessions.map((s) => s.lastActivity),
    ...assessments.map((a) => a.at.toISOString()),
  ].sort();
  return {
    participantID: participant.id,
    arm: assessments.at(-1)?.arm ?? null,
    pre: score('pre'),
    post: score('post'),
    sessions: counts.sessions,
    sessionsFinished: counts.sessionsFinished,
    casesPlayed: counts.casesPlayed,
    casesFinished: counts.casesFinished,
    stops: counts.hardStops,
    timeToDebriefMs: counts.timeToDebriefMs,
    lastActivity: times.at(-1) ?? new Date(0).toISOString(),
  };
}

/**
 * For each item: of the participants measured at a point, how many did it. Not applicable (observer) and
 * not required in the case (chatbot) leave the participant out of that item's count.
 */
function itemCompletion(participants: Participant[]): DashboardResponse['items'] {
  const counts = new Map<ChecklistItemId, Record<'pre' | 'post' | 'chatbot', ItemCount>>(
    CHECKLIST_ITEM_IDS.map((id) => [
      id,
      { pre: { done: 0, of: 0 }, post: { done: 0, of: 0 }, chatbot: { done: 0, of: 0 } },
    ]),
  );
  const add = (item: ChecklistItemId, measure: 'pre' | 'post' | 'chatbot', done: boolean) => {
    const count = counts.get(item)?.[measure];
    if (!count) return;
    count.of += 1;
    if (done) count.done += 1;
  };
  for (const participant of participants) {
    for (const timePoint of ['pre', 'post'] as const) {
      const found = latestAt(participant, timePoint);
      if (!found) continue;
      for (const id of CHECKLIST_ITEM_IDS) {
        const { result } = found.items[id];
        if (result !== 'na') add(id, timePoint, result === 'done');
      }
    }
    for (const { item, outcome } of latestFinished(participant)?.outcomes ?? []) {
      if (outcome !== 'not required in this case') add(item, 'chatbot', outcome.startsWith('done'));
    }
  }
  return CHECKLIST_ITEM_IDS.map((item) => ({
    item,
    ...(counts.get(item) as Record<'pre' | 'post' | 'chatbot', ItemCount>),
  }));
}
