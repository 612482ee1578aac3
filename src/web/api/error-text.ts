import { ApiError } from './client.ts';

/** What a user reads when the request never reached the server (fetch rejects with a TypeError then). */
export const UNREACHABLE_TEXT = 'The server could not be reached. Check your connection and try again.';
/** Anything else (an answer the contract rejects, a bug): its own text would mean nothing to the user. */
export const UNEXPECTED_TEXT = 'Something unexpected went wrong. Try again.';

/**
 * The one rule that turns a failure into words for the user: the server's own `{ error }` text (it is written for
 * people), a plain sentence for a network failure, and a general one for anything else. Always a full sentence, so
 * callers can put it after their own lead-in.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return asSentence(error.message);
  if (error instanceof TypeError) return UNREACHABLE_TEXT;
  return UNEXPECTED_TEXT;
}

/** `Could not <action>: <why>.` for a failed load or save. */
export function failureText(action: string, error: unknown): string {
  return `Could not ${action}: ${errorText(error)}`;
}

const asSentence = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed) return UNEXPECTED_TEXT;
  return /[.!?…)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
