/**
 * The prompt-only LLM tutor (TUTOR=llm-prompt): one streamed OpenAI-compatible chat completion per turn (OpenAI, Azure OpenAI's
 * /openai/v1 endpoint, Ollama, vLLM). It never throws out of `respond` and never leaves the trainee
 * waiting: every failure ends the reply with one human sentence and is recorded in the state it returns.
 */
import type OpenAI from 'openai';
import type { TurnOutcome, Tutor, TutorConversation, TutorReply } from '../tutor.ts';
import { DEFAULT_TURN_DEADLINE_MS, MAX_REPLY_CHARS, MAX_SPEAK_TOKENS } from './bounds.ts';
import { openAiClient, Watchdog } from './client.ts';
import { classify, failureNote, type TutorFailure } from './failures.ts';
import { buildMessages } from './system-prompt.ts';

export type LlmTutorOptions = {
  /** Undefined means OpenAI itself. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model: string;
  /** Longest wait for the first byte, and for each next chunk once the reply is streaming. */
  timeoutMs: number;
  /** Longest one turn may take, however steadily the service sends; DEFAULT_TURN_DEADLINE_MS unless given. */
  turnDeadlineMs?: number | undefined;
  /** Told about every failed turn, e.g. to log it; the detail is the provider's message, never the key. */
  onFailure?: ((failure: TutorFailure) => void) | undefined;
};

export class LlmTutor implements Tutor {
  readonly kind = 'llm-prompt' as const;
  readonly model: string;
  readonly #client: OpenAI | undefined;
  readonly #hasKey: boolean;
  readonly #timeoutMs: number;
  readonly #turnDeadlineMs: number;
  readonly #onFailure: ((failure: TutorFailure) => void) | undefined;

  constructor(options: LlmTutorOptions) {
    this.model = options.model;
    this.#timeoutMs = options.timeoutMs;
    this.#turnDeadlineMs = options.turnDeadlineMs ?? DEFAULT_TURN_DEADLINE_MS;
    this.#onFailure = options.onFailure;
    const { client, hasKey } = openAiClient(options);
    this.#hasKey = hasKey;
    this.#client = client;
  }

  async *respond(conversation: TutorConversation, input: string): TutorReply {
    const client = this.#client;
    if (!client) {
      return yield* this.#fail(conversation, { code: 'no_api_key', detail: 'LLM_API_KEY is not set' }, false);
    }
    if (conversation.signal?.aborted) {
      return this.#record(conversation, { code: 'aborted', detail: 'the client went away before the turn' });
    }

    const watchdog = new Watchdog(this.#timeoutMs);
    const deadline = AbortSignal.timeout(this.#turnDeadlineMs);
    const signal = AbortSignal.any(
      [watchdog.signal, deadline, conversation.signal].filter((s) => s !== undefined),
    );
    let caught: unknown;
    let responding = false;
    let streamed = false;
    let finished = false;
    let chars = 0;
    let tooLong = false;
    try {
      watchdog.arm();
      const stream = await client.chat.completions.create(
        {
          model: this.model,
          messages: buildMessages(conversation, input),
          stream: true,
          max_tokens: MAX_SPEAK_TOKENS,
        },
        { signal },
      );
      responding = true;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (choice?.finish_reason) finished = true;
        const text = choice?.delta?.content;
        if (text) {
          // At the cap the reply is cut where it reached it, and the request cancelled (leaving the loop does).
          const room = MAX_REPLY_CHARS - chars;
          chars += text.length;
          if (chars > MAX_REPLY_CHARS) tooLong = true;
          // The clock measures the AI service, not a slow reader downstream: it stops while we wait on them.
          watchdog.pause();
          if (room > 0) {
            streamed = true;
            yield tooLong ? text.slice(0, room) : text;
          }
          if (tooLong) break;
        }
        watchdog.arm();
      }
    } catch (error) {
      caught = error;
    } finally {
      // Also cancels the request when the caller stops reading early.
      watchdog.dispose();
    }

    // The SDK ends the loop quietly when the request is aborted, so the reason is read from the flags.
    let failure: TutorFailure | undefined;
    if (tooLong) failure = { code: 'too_long', detail: `the reply passed ${MAX_REPLY_CHARS} characters` };
    else if (watchdog.timedOut) failure = { code: 'timeout', detail: `no data for ${this.#timeoutMs} ms` };
    else if (deadline.aborted) failure = { code: 'timeout', detail: "the turn's deadline passed" };
    else if (conversation.signal?.aborted) failure = { code: 'aborted', detail: 'the client went away' };
    else if (caught !== undefined) failure = classify(caught, responding);
    // Every OpenAI-compatible server ends a complete reply with a finish_reason; without one it broke off.
    else if (!finished) failure = { code: 'dropped', detail: 'the stream ended without a finish_reason' };
    else if (!streamed) failure = { code: 'empty_reply', detail: 'the reply had no text' };

    if (!failure) {
      const { lastError: _previous, ...rest } = conversation.state;
      return { state: { ...rest, lastTurnFailed: false } };
    }
    // Without a key a self-hosted server's 401 means "configure a key", not "the key is wrong".
    if (failure.code === 'auth_refused' && !this.#hasKey) failure = { ...failure, code: 'no_api_key' };
    // Nobody is listening any more: record it and stop, with no note.
    if (failure.code === 'aborted') return this.#record(conversation, failure);
    return yield* this.#fail(conversation, failure, streamed);
  }

  /** Reports the failure first (the note may be the last chunk anyone reads), then ends the reply with it. */
  *#fail(
    conversation: TutorConversation,
    failure: TutorFailure,
    partial: boolean,
  ): Generator<string, TurnOutcome, undefined> {
    const outcome = this.#record(conversation, failure);
    yield failureNote(failure.code, partial);
    return outcome;
  }

  #record(conversation: TutorConversation, failure: TutorFailure): TurnOutcome {
    try {
      this.#onFailure?.(failure);
    } catch {
      // A broken logger must not break the trainee's turn.
    }
    return { state: { ...conversation.state, lastTurnFailed: true, lastError: failure.code } };
  }
}
