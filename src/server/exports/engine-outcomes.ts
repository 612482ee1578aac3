import { casesRepository } from '../cases/repository.ts';
import type { Db } from '../db/client.ts';
import { caseAnalysis, checklistScore, type EngineState, EngineStateSchema } from '../sim/engine/index.ts';
import type { ItemId } from '../sim/engine/types.ts';

/** The scenario engine's state of a conversation, when it ran on the engine and got that far. */
export function engineStateOf(tutor: string, state: unknown): EngineState | undefined {
  if (tutor !== 'engine') return undefined;
  const parsed = EngineStateSchema.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The chatbot's debrief outcomes of conversations, computed as the debrief computes them: from the
 * engine state and the items the played case version requires. Case versions never change once
 * written, so each is read and analysed once per export.
 */
export function debriefOutcomes(db: Db) {
  const cases = casesRepository(db);
  const required = new Map<string, Set<ItemId> | null>();

  async function requiredItems(caseId: number, version: number): Promise<Set<ItemId> | null> {
    const key = `${caseId}:${version}`;
    if (required.has(key)) return required.get(key) ?? null;
    const doc = (await cases.getVersion(caseId, version)) ?? (await cases.get(caseId))?.data;
    const items = doc ? caseAnalysis(doc).requiredInCase() : null;
    required.set(key, items);
    return items;
  }

  return {
    /** Item by item, or undefined when the case version is gone and the outcomes cannot be computed. */
    async of(state: EngineState, caseId: number, version: number) {
      const items = await requiredItems(caseId, version);
      return items ? checklistScore(state, items) : undefined;
    },
  };
}
