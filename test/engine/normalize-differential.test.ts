import { describe, expect, it } from 'vitest';
import { normalize } from '../../src/server/sim/engine/text/normalize.ts';
import { corpusTexts, generatedTexts, worstTexts } from '../fixtures/normalize-reference/inputs.ts';
import { normalize as reference } from '../fixtures/normalize-reference/normalize.ts';

/** Texts on which the two differ (at most a few, to keep a failure readable). */
function differing(texts: string[]): { text: string; got: string; want: string }[] {
  const out: { text: string; got: string; want: string }[] = [];
  for (const text of texts) {
    const got = normalize(text);
    const want = reference(text);
    if (got !== want) out.push({ text, got, want });
    if (out.length >= 3) break;
  }
  return out;
}

describe('normalize gives what the frozen reference gives', () => {
  it('on every text of the eval corpus', () => {
    const texts = corpusTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(differing(texts)).toEqual([]);
  });

  it('on the crafted worst inputs', () => {
    expect(differing(worstTexts())).toEqual([]);
  });

  it('on generated texts of clinical words, misspellings, numbers, units, punctuation and unicode', () => {
    expect(differing(generatedTexts(20_000))).toEqual([]);
  });

  it('leaves a word that names a property of a plain object as a word', () => {
    expect(normalize('constructor toString')).toBe('constructor tostring');
  });
});
