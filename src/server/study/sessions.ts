import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { CaseDocumentSchema } from '../../contract/case.ts';
import type { ChecklistItemId } from '../../contract/checklist.ts';
import type { SessionSummary } from '../../contract/study.ts';
import type { Db } from '../db/client.ts';
import { caseRevisions, conversations, messages } from '../db/schema.ts';
import { caseAnalysis, checklistScore, EngineStateSchema, type ItemOutcome } from '../sim/engine/index.ts';
import { caseName } from './case-name.ts';
import { countedSession, sessionFacts } from './counts.ts';

/** A chat session with what the engine recorded of it: its summary and, once finished, its debrief. */
export type StudySession = SessionSummary & {
  participantID: string;
  /** Item by item, as the debrief scored it; null until the engine reached the debrief. */
  outcomes: { item: ChecklistItemId; outcome: ItemOutcome }[] | null;
};

export type SessionFilter = { participantId?: string; from?: Date; to?: Date; caseId?: number };

type CaseVersion = { name: string | null; required: Set<ChecklistItemId> };

/**
 * Chat sessions (conversations) summarised for the study, newest first. Each case version is read and
 * analysed once per call, however many sessions played it, so the work grows with the sessions read.
 */
export async function studySessions(db: Db, filter: SessionFilter): Promise<StudySession[]> {
  // What a session is: study/counts.ts, shared with the exports.
  const where: SQL[] = [countedSession];
  if (filter.participantId !== undefined) where.push(eq(conversations.participantId, filter.participantId));
  if (filter.caseId !== undefined) where.push(eq(conversations.caseId, filter.caseId));
  // A session counts in a date range when it was active in it.
  if (filter.from) where.push(gte(conversations.updatedAt, filter.from));
  if (filter.to) where.push(lt(conversations.createdAt, filter.to));
  const rows = await db
    .select({
      id: conversations.id,
      participantId: conversations.participantId,
      caseId: conversations.caseId,
      caseVersion: conversations.caseVersion,
      tutor: conversations.tutor,
      state: conversations.state,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
      turns: sql<number>`(select count(*) from ${messages} m
        where m.conversation_id = conversations.id and m.sender = 'user')`.mapWith(Number),
    })
    .from(conversations)
    .where(and(...where))
    .orderBy(desc(conversations.createdAt));
  const versions = await caseVersions(
    db,
    rows.map((r) => [r.caseId, r.caseVersion]),
  );
  return rows.map((row) => {
    const parsed = EngineStateSchema.safeParse(row.state);
    const state = parsed.success ? parsed.data : undefined;
    const version = versions.get(`${row.caseId}/${row.caseVersion}`);
    const { finished, stops, timeToDebriefMs } = sessionFacts(row.caseId, state);
    return {
      id: row.id,
      participantID: row.participantId,
      caseId: row.caseId,
      caseVersion: row.caseVersion,
      caseName: version?.name ?? null,
      tutor: row.tutor,
      startedAt: row.createdAt.toISOString(),
      lastActivity: row.updatedAt.toISOString(),
      turns: row.turns,
      finished,
      stops,
      timeToDebriefMs,
      outcomes:
        finished && state && version
          ? checklistScore(state, version.required).map(({ item, outcome }) => ({ item, outcome }))
          : null,
    };
  });
}

/** The name and required items of each case version played, read once each. */
async function caseVersions(db: Db, keys: [number, number][]): Promise<Map<string, CaseVersion>> {
  const wanted = new Map(keys.map(([id, version]) => [`${id}/${version}`, [id, version] as const]));
  const found = new Map<string, CaseVersion>();
  if (wanted.size === 0) return found;
  const ids = [...new Set(keys.map(([id]) => id))];
  const rows = await db
    .select()
    .from(caseRevisions)
    .where(
      and(
        inArray(caseRevisions.caseId, ids),
        inArray(caseRevisions.version, [...new Set(keys.map(([, version]) => version))]),
      ),
    );
  for (const row of rows) {
    const key = `${row.caseId}/${row.version}`;
    if (!wanted.has(key)) continue;
    const parsed = CaseDocumentSchema.safeParse(row.data);
    if (!parsed.success) continue;
    found.set(key, {
      name: caseName(parsed.data),
      required: caseAnalysis(parsed.data).requiredInCase(),
    });
  }
  return found;
}
