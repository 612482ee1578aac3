import { describe, expect, it } from 'vitest';
import { InitConversationBodySchema, ParticipantIdSchema, SerialSchema } from './api.ts';

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

describe('ParticipantIdSchema', () => {
  it('refuses an ID whose letters mix alphabets that look alike', () => {
    // "Р" below is Cyrillic (U+0420), beside Latin letters; "Α" is Greek.
    for (const id of ['\u0420-ALICE', 'P-\u0410LICE', 'BOB-\u0391', 'маriа']) {
      const parsed = ParticipantIdSchema.safeParse(id);
      expect(parsed.success, id).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/may not mix alphabets/);
    }
  });

  it('accepts IDs in one script, and the usual mixes of Japanese and Korean with Latin', () => {
    for (const id of [
      'P-ALICE',
      'María López',
      'Мария-7',
      'Δ-12',
      'יוסי',
      '山田たろう-3',
      'タロウ A',
      '김민수 2',
      'R 12.3_x@y',
    ]) {
      expect(ParticipantIdSchema.safeParse(id).success, id).toBe(true);
    }
  });

  // Security finding 7: look-alike IDs are one participant.
  it('normalises an ID before it is stored or compared: NFKC, ASCII digits, single spaces', () => {
    const same: [string, string][] = [
      ['\uff30-\uff21\uff2c\uff29\uff23\uff25\uff11', 'P-ALICE1'], // fullwidth
      ['P-ALICE  1', 'P-ALICE 1'],
      ['  P-ALICE\u3000\u00a01 ', 'P-ALICE 1'],
      ['P-\u0663\u0667', 'P-37'], // Arabic-Indic digits
      ['P-\u0969\u096d', 'P-37'], // Devanagari digits
      ['P-\uff13\uff17', 'P-37'], // fullwidth digits
      ['P-\u{1d7d1}', 'P-3'], // mathematical bold digit
    ];
    for (const [typed, stored] of same) {
      expect(ParticipantIdSchema.parse(typed), typed).toBe(stored);
    }
    // What NFKC does not fold, the one-script rule refuses.
    expect(ParticipantIdSchema.safeParse('\u0420-ALICE1').success).toBe(false);
  });
});
