import type { Config } from '../config.ts';
import { GroundedTutor } from './llm/grounded-tutor.ts';
import { LlmTutor } from './llm/llm-tutor.ts';
import type { Tutor } from './tutor.ts';

/**
 * TUTOR=engine (default, offline, deterministic), TUTOR=llm (the model reads and speaks, the engine decides)
 * or TUTOR=llm-prompt (the prompt-only tutor: the model alone, kept to compare the two designs).
 */
export function createTutor(config: Config, log?: { warn(obj: object, msg: string): void }): Tutor {
  const { tutor } = config;
  if (tutor.kind === 'engine') return new GroundedTutor();
  const options = {
    baseUrl: tutor.llmBaseUrl,
    apiKey: tutor.llmApiKey,
    model: tutor.llmModel,
    timeoutMs: tutor.llmTimeoutMs,
    turnDeadlineMs: tutor.llmTurnDeadlineMs,
    onFailure: (failure: { code: string }) => log?.warn({ code: failure.code }, 'LLM tutor turn failed'),
  };
  if (tutor.kind === 'llm-prompt') return new LlmTutor(options);
  return new GroundedTutor({ ...options, readMode: tutor.llmReadMode });
}
