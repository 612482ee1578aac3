/**
 * TUTOR=llm: the scenario engine runs every turn; the model reads the trainee's message into the engine's
 * actions and speaks the engine's verdict (see grounded-turn.ts). Without a model (TUTOR=engine) the same
 * pipeline runs with the engine reading and speaking, so every turn is recorded the same way.
 */
import type { Tutor, TutorConversation, TutorReply } from '../tutor.ts';
import { DEFAULT_TURN_DEADLINE_MS } from './bounds.ts';
import { openAiClient } from './client.ts';
import type { TutorFailure } from './failures.ts';
import { type GroundedTurnInput, groundedTurn, type ModelAccess } from './grounded-turn.ts';
import type { ReadMode } from './model-calls.ts';

export type GroundedTutorOptions = {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  readMode?: ReadMode;
  /** Longest a turn's model calls may take together; DEFAULT_TURN_DEADLINE_MS unless given. */
  turnDeadlineMs?: number | undefined;
  onFailure?: ((failure: TutorFailure) => void) | undefined;
};

export class GroundedTutor implements Tutor {
  readonly kind: 'engine' | 'llm';
  readonly model: string | undefined;
  readonly #access: ModelAccess | null;
  readonly #onFailure: ((failure: TutorFailure) => void) | undefined;

  /** No options: the engine alone (engine mode). */
  constructor(options?: GroundedTutorOptions) {
    this.kind = options ? 'llm' : 'engine';
    this.model = options?.model;
    this.#onFailure = options?.onFailure;
    this.#access = options
      ? {
          client: openAiClient(options).client,
          model: options.model,
          timeoutMs: options.timeoutMs,
          readMode: options.readMode ?? 'json_schema',
          turnDeadlineMs: options.turnDeadlineMs ?? DEFAULT_TURN_DEADLINE_MS,
        }
      : null;
  }

  /** One turn, whole: for callers that do not stream (the eval harness). */
  turn(input: GroundedTurnInput, message: string) {
    return groundedTurn(this.#access, input, message);
  }

  async *respond(conversation: TutorConversation, input: string): TutorReply {
    const result = await groundedTurn(this.#access, conversation, input);
    const outcome = { state: result.state as unknown as Record<string, unknown>, log: result.log };
    if (result.failure) {
      try {
        this.#onFailure?.(result.failure);
      } catch {
        // A broken logger must not break the trainee's turn.
      }
    }
    for (const chunk of result.chunks) {
      if (conversation.signal?.aborted) break;
      yield chunk;
    }
    return outcome;
  }
}
