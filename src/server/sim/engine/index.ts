/**
 * The scenario engine: the deterministic tutor and the case analysis. The checklist it scores against is the one
 * in src/contract/checklist.ts; what the engine knows about each item is in items/.
 */
export { analyzeCase, type CaseAnalysis, CaseReading, type PhaseAnalysis } from './analyze-case.ts';
export { caseAnalysis } from './case-analysis-cache.ts';
export { checklistScore, type ItemOutcome } from './debrief.ts';
export { ScenarioEngine } from './scenario-engine.ts';
export { type EngineState, EngineStateSchema, initialState } from './state.ts';
export { MAX_INPUT_CHARS, runTurn, type TurnInput, type TurnResult } from './turn.ts';
export type { AgeBand, Findings, GroupId, ItemId, Judgement, PatientProfile } from './types.ts';
