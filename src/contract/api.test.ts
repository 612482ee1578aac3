import { describe, expect, it } from 'vitest';
import { InitConversationBodySchema, SerialSchema } from './api.ts';

describe('SerialSchema', () => {
  it('accepts ids of up to nine digits, as numbers or as text', () => {
    for (const value of [1, 999_999_999, '1', '999999999'])
      expect(SerialSchema.safeParse(value).success).toBe(true);
  });

  it('refuses what would overflow a 32-bit integer column (a 500 from the database before)', () => {
    for (const value of [2 ** 31, 1_000_000_000, Number.MAX_SAFE_INTEGER, '1000000000', 0, -1, 1.5]) {
      expect(SerialSchema.safeParse(value).success, String(value)).toBe(false);
    }
    expect(InitConversationBodySchema.safeParse({ participantID: 'P-1', caseId: 2 ** 31 }).success).toBe(
      false,
    );
  });
});
