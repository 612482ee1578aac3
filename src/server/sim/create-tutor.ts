import type { Config } from '../config.ts';
import { ScenarioEngine } from './engine/index.ts';
import { LlmTutor } from './llm/llm-tutor.ts';
import type { Tutor } from './tutor.ts';

/** TUTOR=engine (default, offline, deterministic) or TUTOR=llm (an OpenAI-compatible endpoint). */
export function createTutor(config: Config, log?: { warn(obj: object, msg: string): void }): Tutor {
  if (config.tutor.kind === 'engine') return new ScenarioEngine();
  return new LlmTutor({
    baseUrl: config.tutor.llmBaseUrl,
    apiKey: config.tutor.llmApiKey,
    model: config.tutor.llmModel,
    timeoutMs: config.tutor.llmTimeoutMs,
    onFailure: (failure) => log?.warn({ code: failure.code }, 'LLM tutor turn failed'),
  });
}
