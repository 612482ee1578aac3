/**
 * The grounded tutor's two calls to the model: Read (one non-streamed structured answer: a tool call or a
 * JSON-schema response) and Speak (a streamed reply). Neither throws: each returns what it got, or a failure
 * the tutor degrades on, with the tokens the provider counted.
 */
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { Watchdog } from './client.ts';
import { classify, type TutorFailure } from './failures.ts';
import { parseReading, READING_JSON_SCHEMA, READING_TOOL_NAME, type Reading } from './reading.ts';

export type Usage = { tokensIn: number; tokensOut: number };
export type ReadMode = 'json_schema' | 'tool';

export type ReadOutcome = ({ ok: true; reading: Reading } | { ok: false; failure: TutorFailure }) & Usage;

type Call = { client: OpenAI; model: string; timeoutMs: number; signal?: AbortSignal | undefined };

export async function readWithModel(
  call: Call,
  mode: ReadMode,
  messages: ChatCompletionMessageParam[],
): Promise<ReadOutcome> {
  const usage = { tokensIn: 0, tokensOut: 0 };
  // The SDK's own timeout stops at the headers: a server that sends them and then stalls needs this too.
  const watchdog = new Watchdog(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, watchdog.signal]) : watchdog.signal;
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
      { model: call.model, messages, temperature: 0, stream: false, ...format },
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
    const failure: TutorFailure = watchdog.timedOut
      ? { code: 'timeout', detail: `no answer for ${call.timeoutMs} ms` }
      : call.signal?.aborted
        ? { code: 'aborted', detail: 'the client went away' }
        : classify(error, false);
    return { ok: false, failure, ...usage };
  } finally {
    watchdog.dispose();
  }
}

export type SpeakOutcome = ({ ok: true; chunks: string[] } | { ok: false; failure: TutorFailure }) & Usage;

/** Streams the reply into memory: it is checked against the verdict before the trainee sees any of it. */
export async function speakWithModel(
  call: Call,
  messages: ChatCompletionMessageParam[],
): Promise<SpeakOutcome> {
  const usage = { tokensIn: 0, tokensOut: 0 };
  const watchdog = new Watchdog(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, watchdog.signal]) : watchdog.signal;
  const chunks: string[] = [];
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
      if (choice?.delta?.content) chunks.push(choice.delta.content);
    }
  } catch (error) {
    caught = error;
  } finally {
    watchdog.dispose();
  }
  let failure: TutorFailure | undefined;
  if (watchdog.timedOut) failure = { code: 'timeout', detail: `no data for ${call.timeoutMs} ms` };
  else if (call.signal?.aborted) failure = { code: 'aborted', detail: 'the client went away' };
  else if (caught !== undefined) failure = classify(caught, true);
  else if (!finished) failure = { code: 'dropped', detail: 'the stream ended without a finish_reason' };
  else if (chunks.join('').trim() === '') failure = { code: 'empty_reply', detail: 'the reply had no text' };
  return failure ? { ok: false, failure, ...usage } : { ok: true, chunks, ...usage };
}
