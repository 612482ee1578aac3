/** The scenario engine: the deterministic tutor, the case analysis and the checklist it scores against. */
export { analyzeCase, type CaseAnalysis, CaseReading, type PhaseAnalysis } from './analyze-case.ts';
export { caseAnalysis } from './case-analysis-cache.ts';
export {
  CHECKLIST,
  CHECKLIST_GROUPS,
  type ChecklistGroup,
  type ChecklistItem,
  checklistGroup,
  checklistItem,
} from './checklist.ts';
export { checklistScore, type ItemOutcome } from './debrief.ts';
export { ScenarioEngine } from './scenario-engine.ts';
export { type EngineState, EngineStateSchema, initialState } from './state.ts';
export { MAX_INPUT_CHARS, runTurn, type TurnInput, type TurnResult } from './turn.ts';
export type { AgeBand, Findings, GroupId, ItemId, Judgement, PatientProfile } from './types.ts';
