/**
 * What the model may cost one turn, whatever the AI service sends: a cap on the tokens it is asked for,
 * on the reply text read from a stream, on the bytes of any answer, and on the turn's wall-clock time.
 * A hostile or broken endpoint that streams megabytes, or drips a chunk every few seconds for ever,
 * then ends one turn in bounded time and memory instead of holding the server.
 */

/** max_tokens of a spoken reply: a tutor's turn is a few short paragraphs (a debrief the longest). */
export const MAX_SPEAK_TOKENS = 1500;
/** max_tokens of a reading: a small JSON object. */
export const MAX_READ_TOKENS = 800;
/** Characters of reply text read from a stream; past this the service is ignoring max_tokens, and reading stops. */
export const MAX_REPLY_CHARS = 12_000;
/** Bytes of one answer's body (framing, JSON and all): a stream at its character cap is well under this. */
export const MAX_ANSWER_BYTES = 1_000_000;
/** Longest a turn's model calls may take together (LLM_TURN_DEADLINE_MS), however steadily the service drips. */
export const DEFAULT_TURN_DEADLINE_MS = 120_000;

/** An answer of the AI service went past MAX_ANSWER_BYTES: reading it stopped there. */
export class AnswerTooLargeError extends Error {}

/** Whether `error`, or anything it wraps, is an AnswerTooLargeError. */
export function isAnswerTooLarge(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof AnswerTooLargeError) return true;
  }
  return false;
}

/**
 * fetch for the OpenAI client whose response bodies end with an error after `maxBytes`: the client would
 * otherwise buffer a non-streamed answer whole, however large.
 */
export function boundedFetch(maxBytes = MAX_ANSWER_BYTES): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    let seen = 0;
    const limited = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) {
            controller.error(new AnswerTooLargeError(`the answer was over ${maxBytes} bytes`));
            return;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(limited, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
