import type { CaseDocument } from '../../contract/case.ts';
import type { ChatState } from '../../contract/chat-state.ts';
import { engineSnapshot } from '../sim/engine/snapshot.ts';
import { EngineStateSchema } from '../sim/engine/state.ts';
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
  return engineSnapshot(caseDoc, before, after, now);
}
