import { describe, expect, it } from 'vitest';
import { forEachMatch, lastMatchOf } from './last-match.ts';

describe('matches found with exec on the pattern itself', () => {
  it('finds the last match, and leaves the pattern ready for the next text', () => {
    const word = /\b(no|not)\b/g;
    expect(lastMatchOf('no mask , not the bag', word)?.index).toBe(10);
    expect(word.lastIndex).toBe(0);
    expect(lastMatchOf('a mask', word)).toBeNull();
  });

  it('stops at the first match the visitor accepts and resets the pattern', () => {
    const digits = /\d+/g;
    const seen: string[] = [];
    expect(forEachMatch('1 22 333', digits, (match) => seen.push(match[0]) === 2)).toBe(true);
    expect(seen).toEqual(['1', '22']);
    expect(digits.lastIndex).toBe(0);
  });

  it('moves past empty matches and refuses a pattern without the g flag', () => {
    expect(lastMatchOf('ab', /x*/g)?.index).toBe(2);
    expect(() => lastMatchOf('ab', /a/)).toThrow(/global/);
  });
});
