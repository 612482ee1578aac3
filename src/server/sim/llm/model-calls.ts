/**
 * The grounded tutor's two calls to the model: Read (one non-streamed structured answer: a tool call or a
 * JSON-schema response) and Speak (a streamed reply). Neither throws: each returns what it got, or a failure
 * the tutor degrades on, with the tokens the provider counted.
 */
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { MAX_READ_TOKENS, MAX_REPLY_CHARS, MAX_SPEAK_TOKENS } from './bounds.ts';
import { Watchdog } from './client.ts';
import { classify, type TutorFailure } from './failures.ts';
import { parseReading, READING_JSON_SCHEMA, READING_TOOL_NAME, type Reading } from './reading.ts';

export type Usage = { tokensIn: number; tokensOut: number };
export type ReadMode = 'json_schema' | 'tool';

export type ReadOutcome = ({ ok: true; reading: Reading } | { ok: false; failure: TutorFailure }) & Usage;

type Call = {
  client: OpenAI;
  model: string;
  timeoutMs: number;
  /** The client went away. */
  signal?: AbortSignal | undefined;
  /** The turn's overall deadline passed (bounds.ts). */
  deadline?: AbortSignal | undefined;
};

/** Everything that ends a call early: the idle watchdog, the client leaving, the turn's deadline. */
const stopSignal = (call: Call, watchdog: Watchdog) =>
  AbortSignal.any([watchdog.signal, ...[call.signal, call.deadline].filter((s) => s !== undefined)]);

/** Why a call that was stopped early stopped (undefined: it was not stopped by us). */
function stoppedBy(call: Call, watchdog: Watchdog, noData: string): TutorFailure | undefined {
  if (watchdog.timedOut) return { code: 'timeout', detail: noData };
  if (call.deadline?.aborted) return { code: 'timeout', detail: "the turn's deadline passed" };
  if (call.signal?.aborted) return { code: 'aborted', detail: 'the client went away' };
  return undefined;
}

export async function readWithModel(
  call: Call,
  mode: ReadMode,
  messages: ChatCompletionMessageParam[],
): Promise<ReadOutcome> {
  const usage = { tokensIn: 0, tokensOut: 0 };
  // The SDK's own timeout stops at the headers: a server that sends them and then stalls needs this too.
  const watchdog = new Watchdog(call.timeoutMs);
  const signal = stopSignal(call, watchdog);
  try {
    watchdog.arm();
    const format =
      mode === 'tool'
        ? {
            tools: [
              {
                type: 'function' as const,
                function: {
                  name: READING_TOOL_NAME,
                  description: "Records the reading of the trainee's message.",
                  parameters: READING_JSON_SCHEMA,
                  strict: true,
                },
              },
            ],
            tool_choice: { type: 'function' as const, function: { name: READING_TOOL_NAME } },
          }
        : {
            response_format: {
              type: 'json_schema' as const,
              json_schema: { name: 'reading', strict: true, schema: READING_JSON_SCHEMA },
            },
          };
    const response = await call.client.chat.completions.create(
      { model: call.model, messages, temperature: 0, stream: false, max_tokens: MAX_READ_TOKENS, ...format },
      { signal, timeout: call.timeoutMs },
    );
    usage.tokensIn = response.usage?.prompt_tokens ?? 0;
    usage.tokensOut = response.usage?.completion_tokens ?? 0;
    const message = response.choices[0]?.message;
    const toolCall = message?.tool_calls?.find((c) => c.type === 'function');
    // Whichever form the server chose to answer in: some honour tools but not response formats, or the reverse.
    const raw = toolCall && 'function' in toolCall ? toolCall.function.arguments : (message?.content ?? '');
    const parsed = parseReading(raw);
    if (!parsed.ok) return { ok: false, failure: { code: 'invalid_answer', detail: parsed.why }, ...usage };
    return { ok: true, reading: parsed.reading, ...usage };
  } catch (error) {
    const failure = stoppedBy(call, watchdog, `no answer for ${call.timeoutMs} ms`) ?? classify(error, false);
    return { ok: false, failure, ...usage };
  } finally {
    watchdog.dispose();
  }
}

export type SpeakOutcome = ({ ok: true; chunks: string[] } | { ok: false; failure: TutorFailure }) & Usage;

/**
 * Streams the reply into memory: it is checked against the verdict before the trainee sees any of it.
 * At most MAX_REPLY_CHARS are read: a longer reply is refused whole ('too_long'), the request cancelled.
 */
export async function speakWithModel(
  call: Call,
  messages: ChatCompletionMessageParam[],
): Promise<SpeakOutcome> {
  const usage = { tokensIn: 0, tokensOut: 0 };
  const watchdog = new Watchdog(call.timeoutMs);
  const signal = stopSignal(call, watchdog);
  const chunks: string[] = [];
  let chars = 0;
  let tooLong = false;
  let finished = false;
  let caught: unknown;
  try {
    watchdog.arm();
    const stream = await call.client.chat.completions.create(
      {
        model: call.model,
        messages,
        temperature: 0.3,
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: MAX_SPEAK_TOKENS,
      },
      { signal },
    );
    for await (const chunk of stream) {
      watchdog.arm();
      if (chunk.usage) {
        usage.tokensIn = chunk.usage.prompt_tokens;
        usage.tokensOut = chunk.usage.completion_tokens;
      }
      const choice = chunk.choices[0];
      if (choice?.finish_reason) finished = true;
      const text = choice?.delta?.content;
      if (text) {
        chars += text.length;
        if (chars > MAX_REPLY_CHARS) {
          // Leaving the loop cancels the request: nothing more of it is read.
          tooLong = true;
          break;
        }
        chunks.push(text);
      }
    }
  } catch (error) {
    caught = error;
  } finally {
    watchdog.dispose();
  }
  const failure: TutorFailure | undefined = tooLong
    ? { code: 'too_long', detail: `the reply passed ${MAX_REPLY_CHARS} characters` }
    : (stoppedBy(call, watchdog, `no data for ${call.timeoutMs} ms`) ??
      (caught !== undefined
        ? classify(caught, true)
        : !finished
          ? { code: 'dropped', detail: 'the stream ended without a finish_reason' }
          : chunks.join('').trim() === ''
            ? { code: 'empty_reply', detail: 'the reply had no text' }
            : undefined));
  return failure ? { ok: false, failure, ...usage } : { ok: true, chunks, ...usage };
}
