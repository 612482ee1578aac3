/**
 * The places where words start in a text, chained by their first characters: a search for a word ("help",
 * "stand") walks the few places where a word starts with its first two characters, not the whole text
 * (match-starts.ts). A word starts where a regular expression's `\b` before a word character holds: at a word
 * character (`\w`) that is the text's first or follows a character that is not one. Every place of the text is
 * also chained by its two characters, for a string that need not start a word ("bag" in "airbag").
 */

import { characterCode, isWordCode } from './character-runs.ts';

/** Bucket of a place by its two characters' codes (characterCode); past the text's end counts 0. */
export const bucketOfTwo = (first: number, second: number) =>
  (characterCode(first) << 5) | (Number.isNaN(second) ? 0 : characterCode(second));

/**
 * The chains: word starts by their first two characters, by their first alone, and every place by its two
 * characters or its one. A bucket of one character is exact for letters and for digits (all digits share one).
 */
export const WORD_BY_TWO = 0;
export const WORD_BY_ONE = 1;
export const ANY_BY_TWO = 2;
export const ANY_BY_ONE = 3;
const CHAINS = 4;

/** The word starts and places of the text last read, chained by bucket, each chain in the text's order. */
export class WordStarts {
  private text: string | undefined;
  /** For each chain, the first place of each bucket (-1: none), at chain * 1024 + bucket. */
  private readonly firsts = new Int32Array(CHAINS * 1024);
  /** For each chain, the next place of the same bucket after each place, at chain * capacity + place. */
  private nexts = new Int32Array(CHAINS * 1024);
  private capacity = 1024;

  /** Which chains are built for the text (bit per pair: words, every place by two, every place by one). */
  private built = 0;

  /** Reads `text`, unless it is the text last read: its chains are built when first asked for. */
  read(text: string): void {
    if (text === this.text) return;
    this.text = text;
    this.built = 0;
    if (this.capacity < text.length) {
      this.capacity = Math.max(text.length, this.capacity * 2);
      this.nexts = new Int32Array(CHAINS * this.capacity);
    }
  }

  private build(chain: number): void {
    if (chain === ANY_BY_ONE) {
      this.buildByOne();
      return;
    }
    const text = this.text ?? '';
    const { firsts, nexts, capacity } = this;
    // The chains of word starts and of every place by two characters are built together, in one pass: the
    // reader asks for both on almost every text (a cue's word, and "bag" or "mask" after whatever is before).
    firsts.fill(-1, WORD_BY_TWO * 1024, WORD_BY_TWO * 1024 + 1024);
    firsts.fill(-1, WORD_BY_ONE * 1024, WORD_BY_ONE * 1024 + 1024);
    firsts.fill(-1, ANY_BY_TWO * 1024, ANY_BY_TWO * 1024 + 1024);
    this.built |= (1 << WORD_BY_TWO) | (1 << WORD_BY_ONE) | (1 << ANY_BY_TWO);
    const anyNexts = ANY_BY_TWO * capacity;
    // From the end, so that each place is put before the later ones of its bucket. The codes of the two
    // characters after the place (0 past the text's end, as bucketOfTwo counts it).
    let after = 0;
    let afterAfter = 0;
    let afterIsWord = false;
    for (let i = text.length - 1; i >= 0; i--) {
      const char = text.charCodeAt(i);
      const code = characterCode(char);
      const isWord = isWordCode(char);
      const any = ANY_BY_TWO * 1024 + ((code << 5) | after);
      nexts[anyNexts + i] = firsts[any] as number;
      firsts[any] = i;
      // The word starting after this character (a word at the text's start is put in after the loop).
      if (afterIsWord && !isWord) this.putWordStart(i + 1, after, afterAfter);
      afterAfter = after;
      after = code;
      afterIsWord = isWord;
    }
    if (afterIsWord) this.putWordStart(0, after, afterAfter);
  }

  /** The chain of every place by its one character. */
  private buildByOne(): void {
    const text = this.text ?? '';
    const { firsts, nexts, capacity } = this;
    firsts.fill(-1, ANY_BY_ONE * 1024, ANY_BY_ONE * 1024 + 1024);
    this.built |= 1 << ANY_BY_ONE;
    for (let i = text.length - 1; i >= 0; i--) {
      const any = ANY_BY_ONE * 1024 + characterCode(text.charCodeAt(i));
      nexts[ANY_BY_ONE * capacity + i] = firsts[any] as number;
      firsts[any] = i;
    }
  }

  /** Puts the word start at `place` (the codes of its first characters `first`, `second`) before the later ones. */
  private putWordStart(place: number, first: number, second: number): void {
    const { firsts, nexts, capacity } = this;
    const two = WORD_BY_TWO * 1024 + ((first << 5) | second);
    nexts[WORD_BY_TWO * capacity + place] = firsts[two] as number;
    firsts[two] = place;
    const one = WORD_BY_ONE * 1024 + first;
    nexts[WORD_BY_ONE * capacity + place] = firsts[one] as number;
    firsts[one] = place;
  }

  /** The first place of `bucket` in `chain` (bucketOfTwo, or the character's code for a chain by one), or -1. */
  first(chain: number, bucket: number): number {
    if ((this.built & (1 << chain)) === 0) this.build(chain);
    return this.firsts[chain * 1024 + bucket] as number;
  }

  /** The place after `place` in the same chain and bucket, or -1. */
  next(chain: number, place: number): number {
    return this.nexts[chain * this.capacity + place] as number;
  }
}

/** The word starts of the text being searched, shared by every search (the same text is read once). */
export const WORD_STARTS = new WordStarts();
