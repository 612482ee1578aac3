/**
 * Every way an LLM turn can fail, turned into a short code (stored in the conversation state) and one
 * human sentence for the trainee. The sentence names the kind of failure and never the key or the URL.
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { isAnswerTooLarge } from './bounds.ts';

export type FailureCode =
  | 'no_api_key'
  | 'auth_refused'
  | 'forbidden'
  | 'model_not_found'
  | 'rate_limited'
  | 'bad_request'
  | 'server_error'
  | 'connect_failed'
  | 'timeout'
  | 'dropped'
  | 'stream_error'
  | 'empty_reply'
  | 'invalid_answer'
  | 'too_long'
  | 'aborted'
  | 'unknown';

export type TutorFailure = {
  code: FailureCode /** For logs: the provider's own words, never the key. */;
  detail: string;
};

const REASONS: Record<FailureCode, string> = {
  no_api_key: 'no API key is configured',
  auth_refused: 'the API key was refused',
  forbidden: 'the AI service denied access to the model',
  model_not_found: 'the configured model was not found at the AI service',
  rate_limited: 'the AI service is rate-limiting requests or its quota is used up',
  bad_request: 'the AI service rejected the request',
  server_error: 'the AI service had an internal error',
  connect_failed: 'the AI service could not be reached',
  timeout: 'the AI service did not answer in time',
  dropped: 'the connection to the AI service was lost',
  stream_error: 'the AI service reported an error during the reply',
  empty_reply: 'the AI service sent an empty reply',
  invalid_answer: 'the AI service sent an answer in the wrong form',
  too_long: 'the AI service sent a reply far longer than allowed',
  aborted: 'the request was cancelled',
  unknown: 'an unexpected error occurred',
};

/** Both note forms start with this, so earlier notes can be recognised and kept out of the model's history. */
const NOTE_START = '(The AI tutor';

/**
 * The message chunk that ends a failed turn. `partial` says text was already streamed: the note then
 * says the reply was cut off (the streamed text stays) and is set apart by a blank line.
 */
export function failureNote(code: FailureCode, partial: boolean): string {
  const reason = code === 'timeout' && partial ? 'the AI service stopped responding' : REASONS[code];
  return partial
    ? `\n\n${NOTE_START}'s reply was cut off: ${reason}. Your message was kept; please try again.)`
    : `${NOTE_START} is unavailable: ${reason}. Your message was kept; please try again or ask an admin.)`;
}

/** The note after a reply the simulator gave in its own words because the model could not take part. */
export function fallbackNote(code: FailureCode): string {
  return `${NOTE_START} is unavailable: ${REASONS[code]}. The simulator answered in its own words.)`;
}

const NOTE_AT_END = /\s*\(The AI tutor(?: is unavailable|'s reply was cut off): [^\n]*\)\s*$/;

/** Removes a failure note this tutor appended to a stored reply (the text before it is kept). */
export function stripTutorNote(text: string): string {
  return text.replace(NOTE_AT_END, '');
}

/**
 * Classifies an error thrown by the openai client. `streaming` says whether the response had started:
 * a plain (non-API) error then means the body broke off, e.g. undici's "terminated" on a dropped socket.
 */
export function classify(error: unknown, streaming: boolean): TutorFailure {
  const detail = error instanceof Error ? error.message : String(error);
  if (isAnswerTooLarge(error)) return { code: 'too_long', detail };
  if (error instanceof APIConnectionTimeoutError) return { code: 'timeout', detail };
  if (error instanceof APIConnectionError) return { code: 'connect_failed', detail: causeOf(error) };
  if (error instanceof APIError) {
    const status = error.status;
    // An `{ error }` event inside a 200 stream has no status.
    if (status === undefined) return { code: 'stream_error', detail };
    if (status === 401) return { code: 'auth_refused', detail };
    if (status === 403) return { code: 'forbidden', detail };
    if (status === 404) return { code: 'model_not_found', detail };
    if (status === 429) return { code: 'rate_limited', detail };
    if (status >= 500) return { code: 'server_error', detail };
    if (status >= 400) return { code: 'bad_request', detail };
    return { code: 'unknown', detail };
  }
  return { code: streaming ? 'dropped' : 'unknown', detail };
}

/** undici reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND) in the cause. */
function causeOf(error: Error): string {
  const cause = (error as { cause?: unknown }).cause;
  const inner = (cause as { cause?: unknown } | undefined)?.cause ?? cause;
  return inner instanceof Error ? `${error.message}: ${inner.message}` : error.message;
}
