import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './client.ts';
import { errorText, failureText, UNEXPECTED_TEXT, UNREACHABLE_TEXT } from './error-text.ts';

describe('errorText', () => {
  it("gives the server's own message, as a sentence", () => {
    expect(errorText(new ApiError(403, 'Admins only.'))).toBe('Admins only.');
    expect(errorText(new ApiError(400, 'Participant ID is required'))).toBe('Participant ID is required.');
  });

  it('explains a network failure instead of showing "Failed to fetch"', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(UNREACHABLE_TEXT);
    expect(errorText(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      UNREACHABLE_TEXT,
    );
  });

  it('hides the text of anything else (a contract mismatch, a bug)', () => {
    const mismatch = z.object({ id: z.number() }).safeParse({}).error;
    expect(errorText(mismatch)).toBe(UNEXPECTED_TEXT);
    expect(errorText('boom')).toBe(UNEXPECTED_TEXT);
    expect(errorText(new ApiError(500, '  '))).toBe(UNEXPECTED_TEXT);
  });
});

describe('failureText', () => {
  it('leads with what could not be done', () => {
    expect(failureText('load this history', new ApiError(403, 'Admins only.'))).toBe(
      'Could not load this history: Admins only.',
    );
    expect(failureText('load this history', new TypeError('Failed to fetch'))).toBe(
      `Could not load this history: ${UNREACHABLE_TEXT}`,
    );
  });
});
