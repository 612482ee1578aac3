import { pathToFileURL } from 'node:url';
import type { CaseDocument } from '../../src/contract/case.ts';

/**
 * The scenario engine as a tutor under test, loaded from its index module so the same harness can measure an
 * older checkout of the engine (`--engine <path>`). Only what the engine's index has long exported is used.
 */
export type EngineModule = {
  ScenarioEngine: new () => {
    respond(conversation: Conversation, input: string): AsyncGenerator<string, unknown, undefined>;
  };
  runTurn: (turn: TurnInput) => { state: unknown; reply: string; reading?: unknown };
  analyzeCase: (caseDoc: CaseDocument) => { phases: { requiredItems: string[] }[] };
  /** The cached, lazily read analysis (2026-11-23 on): an older engine has only analyzeCase. */
  caseAnalysis?: (caseDoc: CaseDocument) => { phase(index: number): unknown };
};

export type Conversation = {
  caseDoc: CaseDocument;
  state: Record<string, unknown>;
  history: never[];
  images: never[];
  instructionText: string;
  now: Date;
};
export type TurnInput = { caseDoc: CaseDocument; state: unknown; input: string; now: Date; images: never[] };

export const DEFAULT_ENGINE = new URL('../../src/server/sim/engine/index.ts', import.meta.url).href;

export async function loadEngine(pathOrUrl?: string): Promise<EngineModule> {
  const url = !pathOrUrl
    ? DEFAULT_ENGINE
    : pathOrUrl.startsWith('file:')
      ? pathOrUrl
      : pathToFileURL(pathOrUrl).href;
  return (await import(url)) as EngineModule;
}
