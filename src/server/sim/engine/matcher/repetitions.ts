import { type Clause, NEGATION_WINDOW_WORDS, type SpaceIndex } from '../text/clauses.ts';

/**
 * How far around a match (in words of its clause) readDistinctMentions compares repetitions: as far as
 * negation looks back, and as far as the author's rule readers look (author-rules.ts and author-refusal.ts read
 * no farther: "stop if an adult mask or a 1000 mL adult bag is used" puts "stop" ten words before the bag).
 */
export const SAME_READING_BEFORE = Math.max(NEGATION_WINDOW_WORDS, 16);
export const SAME_READING_AFTER = 12;
/** How many new surroundings in a row make a cue's repetitions be looked for only one period back. */
const MAX_MISSES = 32;
/** How many stretches one key of the map keeps (see seenBefore). */
const MAX_PLACES_PER_KEY = 8;
/** readMentions' `following`: the characters after a match it keeps (up to a sentence end). */
export const FOLLOWING_CHARS = 30;

/**
 * The repetitions of one cue's matches already read (see readDistinctMentions). A match's surroundings are the
 * pieces its Mention depends on, as offsets into the text: the words before it in its clause, the match, the
 * words after it in its clause and the characters `following` is cut from. They are kept as the stretch of
 * text spanning the pieces plus where each piece lies in it (its shape), so equal stretches and shapes mean
 * equal pieces. A periodic text repeats the previous match's surroundings one period on: how far the text is
 * known to repeat itself at that period is extended as matches come, so each character is compared once, not
 * once per match that sees it. Anything else goes through a map of stretches.
 */
export class Repetitions {
  /** Stretches seen, by keyOf: their start, end and shape, three entries each. */
  private seen: Map<number, (number | string)[]> | undefined;
  private lastFrom = -1;
  private lastLength = -1;
  private lastShape: number | string = -1;
  /** Matches in a row the map has not seen before. */
  private misses = 0;
  /** text[i] equals text[i - period] for every i in [periodFrom, periodTo). */
  private period = 0;
  private periodFrom = 0;
  private periodTo = 0;
  private readonly normalised: string;
  private readonly spaces: SpaceIndex;

  constructor(normalised: string, spaces: SpaceIndex) {
    this.normalised = normalised;
    this.spaces = spaces;
  }

  /** The last match as given, while its surroundings are not worked out (see seenBefore). */
  private staleClause: Clause | undefined;
  private staleOffset = 0;
  private lastStart = 0;
  private lastEnd = 0;
  private lastFlags = -1;
  /** The surroundings measure() worked out last. */
  private from = 0;
  private to = 0;
  private shape: number | string = -1;

  /** Whether a match with these surroundings was seen, remembering it if not. */
  seenBefore(clause: Clause, clauseOffset: number, start: number, end: number, flags: number): boolean {
    // Once the map is given up only the previous match is compared, and its shape cannot be this one's if the
    // match's length or the clause's flags differ: then the surroundings are not worked out until they could be.
    if (
      this.misses >= MAX_MISSES &&
      (end - start !== this.lastEnd - this.lastStart || flags !== this.lastFlags)
    ) {
      this.staleClause = clause;
      this.staleOffset = clauseOffset;
      this.lastStart = start;
      this.lastEnd = end;
      this.lastFlags = flags;
      return false;
    }
    if (this.staleClause) {
      this.measure(this.staleClause, this.staleOffset, this.lastStart, this.lastEnd, this.lastFlags);
      this.staleClause = undefined;
      this.lastFrom = this.from;
      this.lastLength = this.to - this.from;
      this.lastShape = this.shape;
    }
    this.measure(clause, clauseOffset, start, end, flags);
    const { from, to, shape } = this;
    this.lastStart = start;
    this.lastEnd = end;
    this.lastFlags = flags;
    if (shape === this.lastShape && to - from === this.lastLength && this.repeatsLast(from, to)) {
      this.lastFrom = from;
      return true;
    }
    this.lastFrom = from;
    this.lastLength = to - from;
    this.lastShape = shape;
    // A text whose surroundings keep changing ("oxygen at 1 lpm , oxygen at 2 lpm ...") would pay for the map
    // and gain nothing: after a run of misses it is left alone (every match is then read, as readMentions
    // reads it) and only the previous match is compared.
    if (this.misses >= MAX_MISSES) return false;
    // Stretches seen are kept as places in the text under a cheap number; a candidate is compared in place,
    // so no stretch is cut out and hashed as a string.
    const key = this.keyOf(from, to, shape);
    this.seen ??= new Map();
    const places = this.seen.get(key);
    if (places) {
      for (let i = 0; i < places.length; i += 3) {
        const at = places[i] as number;
        const same = places[i + 2] === shape && (places[i + 1] as number) - at === to - from;
        if (same && this.sameText(at, from, to - from)) {
          this.misses = 0;
          return true;
        }
      }
      // A few stretches per key: more could make a text of near-repeats that share a key cost quadratic time,
      // and a stretch not kept only means its repeats are read again.
      if (places.length < MAX_PLACES_PER_KEY * 3) places.push(from, to, shape);
    } else this.seen.set(key, [from, to, shape]);
    this.misses++;
    return false;
  }

  /** Works out a match's surroundings: the stretch [from, to) spanning its pieces, and its shape. */
  private measure(clause: Clause, clauseOffset: number, start: number, end: number, flags: number): void {
    const normalised = this.normalised;
    const { text: clauseText, start: at } = clause;
    const length = clauseText.length;
    // Offsets as String.prototype.slice clips them inside the clause.
    const spaces = this.spaces;
    const beforeStart =
      at + Math.min(spaces.wordsBeforeStart(at, length, clauseOffset, SAME_READING_BEFORE), length);
    const beforeEnd = at + Math.min(clauseOffset, length);
    const afterOffset = clauseOffset + (end - start);
    const afterStart = at + Math.min(afterOffset, length);
    const afterEnd = at + Math.min(spaces.wordsFromEnd(at, length, afterOffset, SAME_READING_AFTER), length);
    const followingEnd = Math.min(end + FOLLOWING_CHARS, normalised.length);
    const from = Math.min(beforeStart, start, afterStart);
    const to = Math.max(beforeEnd, end, afterEnd, followingEnd);
    let shape: number | string;
    if (to - from < 128) {
      // Seven offsets below 128 and two flag bits: 51 bits, exact in a double.
      shape = flags;
      shape = shape * 128 + (beforeStart - from);
      shape = shape * 128 + (beforeEnd - from);
      shape = shape * 128 + (start - from);
      shape = shape * 128 + (end - from);
      shape = shape * 128 + (afterStart - from);
      shape = shape * 128 + (afterEnd - from);
      shape = shape * 128 + (followingEnd - from);
    } else {
      const places = [beforeStart, beforeEnd, start, end, afterStart, afterEnd, followingEnd];
      shape = `${flags},${places.map((place) => place - from).join(',')}`;
    }
    this.from = from;
    this.to = to;
    this.shape = shape;
  }

  /** A number equal for equal stretches and shapes (and mostly different otherwise). */
  private keyOf(from: number, to: number, shape: number | string): number {
    const text = this.normalised;
    const length = to - from;
    let key = typeof shape === 'number' ? shape % 1000003 : shape.length;
    key = key * 31 + length;
    key = (key * 31 + text.charCodeAt(from)) | 0;
    key = (key * 31 + text.charCodeAt(from + (length >> 1))) | 0;
    key = (key * 31 + text.charCodeAt(from + (length >> 2))) | 0;
    return (key * 31 + text.charCodeAt(to - 1)) | 0;
  }

  /** Whether text[a, a + length) equals text[b, b + length). */
  private sameText(a: number, b: number, length: number): boolean {
    const text = this.normalised;
    for (let i = 0; i < length; i++) if (text.charCodeAt(a + i) !== text.charCodeAt(b + i)) return false;
    return true;
  }

  /** Whether text[from, to) is the last stretch's text (which starts at lastFrom), one period on. */
  private repeatsLast(from: number, to: number): boolean {
    const shift = from - this.lastFrom;
    if (shift <= 0) return false;
    if (shift !== this.period || from < this.periodFrom || this.periodTo < from) {
      this.period = shift;
      this.periodFrom = from;
      this.periodTo = from;
    }
    const text = this.normalised;
    let known = this.periodTo;
    while (known < to && text.charCodeAt(known) === text.charCodeAt(known - shift)) known++;
    this.periodTo = known;
    return known >= to;
  }
}
