import { inArray } from 'drizzle-orm';
import type { Transcript } from '../../contract/api.ts';
import type { Debrief } from '../../contract/chat-state.ts';
import { chatStateOf } from '../chat/chat-state.ts';
import type { TurnContext } from '../chat/turn-context.ts';
import type { Db } from '../db/client.ts';
import { conversations } from '../db/schema.ts';

/**
 * Each transcript with the debrief's checklist of its conversation when the case was played to the end, read
 * from the stored scenario state and the case version it ran on (as the chat showed it); null otherwise.
 */
export async function withDebriefs(
  db: Db,
  context: TurnContext,
  transcripts: Transcript[],
): Promise<Transcript[]> {
  if (transcripts.length === 0) return transcripts;
  const rows = await db
    .select({
      id: conversations.id,
      state: conversations.state,
      tutor: conversations.tutor,
      caseId: conversations.caseId,
      caseVersion: conversations.caseVersion,
    })
    .from(conversations)
    .where(
      inArray(
        conversations.id,
        transcripts.map((t) => t.id),
      ),
    );
  const debriefs = new Map<string, Debrief>();
  for (const row of rows) {
    if ((row.state as { stage?: unknown } | null)?.stage !== 'complete') continue;
    const caseDoc = await context.caseDoc(row.caseId, row.caseVersion);
    if (!caseDoc) continue;
    const state = chatStateOf(row.tutor, caseDoc, {}, row.state, new Date());
    if (state.kind === 'scenario' && state.debrief) debriefs.set(row.id, state.debrief);
  }
  return transcripts.map((t) => ({ ...t, debrief: debriefs.get(t.id) ?? null }));
}
