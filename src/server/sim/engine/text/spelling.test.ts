import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../../eval/harness/seeded-random.ts';
import { memoize } from '../matcher/memo.ts';
import { lettersDistance, putLetterMasks } from '../matcher/spelling.ts';
import { NUMBER_WORD_LIST } from '../vocabulary/numbers.ts';
import { ORDINARY_WORDS } from '../vocabulary/spelling-words.ts';
import { editDistance, nearestDomainWord, TARGETS } from './spelling.ts';

/** Optimal string alignment distance, the textbook table in full (no cut-off): the reference. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** What the corrector must answer: the nearest target within the edits allowed, the earliest on a tie. */
function referenceCorrection(word: string): string {
  // A number word is left as it is ("eight" is not a misspelt "weight").
  if (NUMBER_WORD_LIST.includes(word)) return word;
  // So is an ordinary English word one edit from a domain word ("stomping" is not a misspelt "stopping").
  if (ORDINARY_WORDS.includes(word)) return word;
  const limit = word.length >= 9 ? 2 : 1;
  let best = word;
  let bestDistance = limit + 1;
  for (const target of TARGETS) {
    const distance = referenceDistance(word, target);
    if (distance < bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  return best;
}

/** Words near the targets (one to three random edits) and words near nothing, from a fixed seed. */
function generatedWords(count: number): string[] {
  const next = seededRandom(11);
  const letter = () => String.fromCharCode(97 + Math.floor(next() * 26));
  const words: string[] = [];
  for (let n = 0; n < count; n++) {
    let word = TARGETS[Math.floor(next() * TARGETS.length)] as string;
    if (next() < 0.2) word = Array.from({ length: 5 + Math.floor(next() * 12) }, letter).join('');
    for (let edit = Math.floor(next() * 4); edit > 0; edit--) {
      const at = Math.floor(next() * word.length);
      const kind = next();
      if (kind < 0.3) word = word.slice(0, at) + letter() + word.slice(at + 1);
      else if (kind < 0.55) word = word.slice(0, at) + word.slice(at + 1);
      else if (kind < 0.8) word = word.slice(0, at) + letter() + word.slice(at);
      else if (at + 1 < word.length) word = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    }
    words.push(word);
  }
  return words;
}

describe('the spelling corrector', () => {
  it('measures edit distance to and from an empty word', () => {
    for (const limit of [1, 2]) {
      expect(editDistance('', '', limit)).toBe(0);
      expect(editDistance('ab', '', limit)).toBe(Math.min(2, limit + 1));
      expect(editDistance('', 'a', limit)).toBe(1);
      expect(editDistance('abc', '', limit)).toBe(limit + 1);
    }
  });

  it('measures edit distance as the full table does, within the limit', () => {
    for (const word of generatedWords(1500)) {
      for (const target of [TARGETS[word.length % TARGETS.length] as string, word.slice(1), `${word}s`]) {
        const distance = referenceDistance(word, target);
        for (const limit of [0, 1, 2, 3]) {
          expect(editDistance(word, target, limit)).toBe(distance <= limit ? distance : limit + 1);
        }
      }
    }
  });

  it('measures the distance to a target by its letter masks as the full table does', () => {
    const masks = new Int32Array(26);
    const letters = /^[a-z]{1,31}$/;
    for (const word of generatedWords(1500).filter((word) => /^[a-z]+$/.test(word))) {
      const targets = [TARGETS[word.length % TARGETS.length] as string, word.slice(1), `${word}s`, word];
      for (const target of [...targets, [...word].reverse().join('')].filter((t) => letters.test(t))) {
        putLetterMasks(target, masks, 0);
        expect(lettersDistance(word, masks, 0, target.length)).toBe(referenceDistance(word, target));
      }
    }
    // Swaps, repeated letters and a target of 31 letters.
    for (const [word, target] of [
      ['ab', 'ba'],
      ['abc', 'ca'],
      ['aabb', 'abab'],
      ['suciton', 'suction'],
      ['a'.repeat(30), 'a'.repeat(31)],
      ['abcdefghijklmnopqrstuvwxyzabcd', 'bacdefghijklmnopqrstuvwxyzabdce'],
    ] as const) {
      putLetterMasks(target, masks, 0);
      expect(lettersDistance(word, masks, 0, target.length)).toBe(referenceDistance(word, target));
    }
  });

  it('corrects every word as a scan of every domain word would', () => {
    const differing = generatedWords(2000)
      .filter((word) => word.length >= 5 && word.length <= 16)
      .map((word) => ({ word, ours: nearestDomainWord(word), reference: referenceCorrection(word) }))
      .filter(({ ours, reference }) => ours !== reference);
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it('corrects the misspellings residents make', () => {
    expect(nearestDomainWord('suciton')).toBe('suction');
    expect(nearestDomainWord('yankuer')).toBe('yankauer');
    expect(nearestDomainWord('month')).toBe('month');
    expect(nearestDomainWord('eight')).toBe('eight');
  });

  it('reads "eies" and "eyez" as eyes, and leaves "ties" and "eyed" alone', () => {
    expect(['eies', 'eyez', 'ties', 'eyed'].map(nearestDomainWord)).toEqual(['eyes', 'eyes', 'ties', 'eyed']);
  });

  it('puts back two swapped letters of a short body or kit word, and no other four-letter word', () => {
    expect(['heda', 'maks', 'nsoe', 'cihn', 'nekc'].map(nearestDomainWord)).toEqual([
      'head',
      'mask',
      'nose',
      'chin',
      'neck',
    ]);
    expect(['hand', 'from', 'form', 'bags', 'done'].map(nearestDomainWord)).toEqual([
      'hand',
      'from',
      'form',
      'bags',
      'done',
    ]);
  });
});

describe('memoize', () => {
  it('keeps at most `limit` entries and computes a key again only once it was dropped', () => {
    const calls: string[] = [];
    const cached = memoize((key: string) => {
      calls.push(key);
      return key.toUpperCase();
    }, 4);
    for (const key of ['a', 'b', 'a', 'b']) expect(cached(key)).toBe(key.toUpperCase());
    expect(calls).toEqual(['a', 'b']);
    // 'c' starts a new generation; 'a' is carried over from the older one, not computed again.
    for (const key of ['c', 'a', 'd', 'e']) cached(key);
    expect(calls).toEqual(['a', 'b', 'c', 'd', 'e']);
    // 'b' was in the generation dropped when 'd' arrived.
    cached('b');
    expect(calls.at(-1)).toBe('b');
  });
});
