import { describe, expect, it } from 'vitest';
import { Probe, withoutLookbehinds } from './probe.ts';

describe('withoutLookbehinds', () => {
  it('leaves out every lookbehind, nested ones with it, and keeps what consumes', () => {
    expect(
      withoutLookbehinds(String.raw`\bthen(?<!\b(?:mask|jaw(?<=j\w+))\b[^.?]{0,80}then) (?:we )?airway`),
    ).toBe(String.raw`\bthen (?:we )?airway`);
    expect(withoutLookbehinds(String.raw`bag(?:(?<=\bchild bag)s?\b|(?<!\()x)`)).toBe(
      String.raw`bag(?:s?\b|x)`,
    );
  });

  it('keeps lookbehinds inside a negative lookahead, and escapes and classes as they are', () => {
    expect(withoutLookbehinds(String.raw`a(?! b(?<=x b))\(?<=[(?<=]`)).toBeNull();
    expect(withoutLookbehinds('plain (text)')).toBeNull();
  });

  it('matches at every place the pattern matches', () => {
    const source = String.raw`\b(?:then|wait)(?<!\b(?:mask|bag)\b[^.]{0,20}(?:then|wait)) (?:i |we )?(?:bag|decide)\b(?<=\bfirst\b.*)`;
    const pattern = new RegExp(source, 'gy');
    const probe = new Probe(withoutLookbehinds(source) as string, 'g');
    const text = 'first then bag . mask then bag . first wait we decide , then i bag then nothing';
    for (let place = 0; place < text.length; place++) {
      pattern.lastIndex = place;
      if (pattern.test(text)) expect(probe.mayMatchAt(text, place)).toBe(true);
    }
  });

  it('stops being asked once it passes most places', () => {
    const probe = new Probe('a', 'g');
    for (let i = 0; i < 64; i++) probe.mayMatchAt('a', 0);
    expect(probe.active).toBe(false);
  });
});
