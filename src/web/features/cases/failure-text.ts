import { ApiError } from '../../api/client.ts';

/** A failure as the author should read it: the server's message, or what to do when offline. */
export function failureText(action: string, error: unknown): string {
  if (error instanceof ApiError) return `Could not ${action}: ${error.message}`;
  return `Could not ${action}: the server could not be reached. Check your connection and try again.`;
}
