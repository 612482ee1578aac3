import type { CaseDocument } from '../../contract/case.ts';
import type { ChatState, ScenarioChatState, ScenarioState } from '../../contract/chat-state.ts';
import { CHECKLIST_ITEM_IDS } from '../../contract/checklist.ts';
import { caseAnalysis } from '../sim/engine/case-analysis-cache.ts';
import { engineSnapshot } from '../sim/engine/snapshot.ts';
import { EngineStateSchema, readState } from '../sim/engine/state.ts';
import type { Tutor } from '../sim/tutor.ts';

/**
 * The state shown beside a reply. The engine's state is read whenever the conversation holds one (the
 * engine always does; an LLM tutor that runs the engine underneath would too); a tutor whose state is
 * not the engine's (the prompt-only LLM) reports 'untracked', so the view says the vitals are in the text.
 */
export function chatStateOf(
  tutorKind: Tutor['kind'] | string,
  caseDoc: CaseDocument,
  before: unknown,
  after: unknown,
  now: Date,
): ChatState {
  const engineKept = tutorKind === 'engine' || EngineStateSchema.safeParse(after).success;
  if (!engineKept) return { kind: 'untracked' };
  const snapshot = engineSnapshot(caseDoc, before, after, now);
  return { ...snapshot, ...creditOf(caseDoc, snapshot, before, after) };
}

/**
 * What this turn earned and where the phase stands, read from the engine's exported state: an item is
 * credited when its "done right" time is new in this turn (a restored chat credits nothing); the phase's goals are those the case
 * asks for in the current phase, met when done in this attempt (the count `goals` gives, item by item).
 */
function creditOf(
  caseDoc: CaseDocument,
  snapshot: ScenarioState,
  beforeStored: unknown,
  afterStored: unknown,
): Pick<ScenarioChatState, 'goalItems' | 'credited'> {
  const before = readState(beforeStored);
  const after = readState(afterStored);
  // A restore passes no state before (`{}`): it reports where the case stands, not what a turn earned.
  const restored = !EngineStateSchema.safeParse(beforeStored).success;
  const credited = restored
    ? []
    : CHECKLIST_ITEM_IDS.filter((id) => {
        const done = after.items[id]?.doneAtMs ?? null;
        return done !== null && done !== (before.items[id]?.doneAtMs ?? null);
      });
  const goalItems =
    snapshot.goals === null
      ? null
      : caseAnalysis(caseDoc)
          .requiredItems(after.phase)
          .map((item) => ({ item, met: after.phaseItems.includes(item) }));
  return { goalItems, credited };
}
