/**
 * The places where words start in a text, chained by their first characters: a search for a word ("help",
 * "stand") walks the few places where a word starts with its first two characters, not the whole text
 * (match-starts.ts). A word starts where a regular expression's `\b` before a word character holds: at a word
 * character (`\w`) that is the text's first or follows a character that is not one.
 */

import { characterCode, isWordCode } from './character-runs.ts';

/** Bucket of a word start by its first two characters' codes (characterCode); past the text's end counts 0. */
export const bucketOfTwo = (first: number, second: number) =>
  (characterCode(first) << 5) | (Number.isNaN(second) ? 0 : characterCode(second));

/** The word starts of the text last read, chained by bucket, each chain in the text's order. */
export class WordStarts {
  private text: string | undefined;
  /** The first word start of each bucket of two characters (-1: none), and the next of the same bucket. */
  private readonly firstByTwo = new Int32Array(1024);
  private nextByTwo = new Int32Array(1024);
  /** The same by the first character alone (for a word of one character: "a", "i"). */
  private readonly firstByOne = new Int32Array(32);
  private nextByOne = new Int32Array(1024);

  /** Reads `text`, unless it is the text last read. */
  read(text: string): void {
    if (text === this.text) return;
    this.text = text;
    const length = text.length;
    if (this.nextByTwo.length < length) {
      this.nextByTwo = new Int32Array(Math.max(length, this.nextByTwo.length * 2));
      this.nextByOne = new Int32Array(this.nextByTwo.length);
    }
    const { firstByTwo, nextByTwo, firstByOne, nextByOne } = this;
    firstByTwo.fill(-1);
    firstByOne.fill(-1);
    // From the end, so that each start is put before the later ones of its bucket.
    let after = Number.NaN;
    for (let i = length - 1; i >= 0; i--) {
      const char = text.charCodeAt(i);
      if (isWordCode(char) && (i === 0 || !isWordCode(text.charCodeAt(i - 1)))) {
        const two = bucketOfTwo(char, after);
        nextByTwo[i] = firstByTwo[two] as number;
        firstByTwo[two] = i;
        const one = characterCode(char);
        nextByOne[i] = firstByOne[one] as number;
        firstByOne[one] = i;
      }
      after = char;
    }
  }

  /** The first word start in `bucket` (bucketOfTwo, or the first character's code if `one`), or -1. */
  first(bucket: number, one: boolean): number {
    return (one ? this.firstByOne[bucket] : this.firstByTwo[bucket]) as number;
  }

  /** The word start after `place` in the same bucket, or -1. */
  next(place: number, one: boolean): number {
    return (one ? this.nextByOne[place] : this.nextByTwo[place]) as number;
  }
}

/** The word starts of the text being searched, shared by every search (the same text is read once). */
export const WORD_STARTS = new WordStarts();
