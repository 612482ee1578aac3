/**
 * Where a pattern's matches can start, and a search that tries the pattern only there. A regular expression
 * run over a text tries to match at every character of it (about 7 ns a character here, whatever the pattern:
 * a leading word start or lookaround keeps V8 from skipping ahead); most of a cue's alternatives begin with a
 * word or two ("help", "stand|kneel|sit") that a text holds a few times at most. The places where a text's
 * words start, and its places, are chained by their first characters once per text (word-starts.ts), and the
 * pattern, made sticky, is tried at each place found, in order.
 *
 * The matches are the same. Every match of the pattern starts with one of its starts (matchStarts), so the
 * leftmost match at or after `from` is at the first of those places where the pattern matches, and a sticky
 * copy of the pattern matches at a place exactly as the global one does there (same backtracking, and the
 * lookbehinds and word starts see the whole text either way).
 */

import { characterCode, isWordCode, WORD_START } from './character-runs.ts';
import { Probe, withoutLookbehinds } from './probe.ts';
import { ANY_BY_ONE, ANY_BY_TWO, bucketOfTwo, WORD_BY_ONE, WORD_BY_TWO, WORD_STARTS } from './word-starts.ts';

/**
 * What a piece of a pattern's source starts with: one of `strings`, or (if `empty`) nothing it consumes. A string
 * that must begin a word (after `\b`) is marked so by a leading WORD_START.
 */
type Starts = { strings: string[]; empty: boolean };

/** Characters that mean something in a pattern outside a class (any other character stands for itself). */
const SPECIAL = new Set(['\\', '^', '$', '.', '|', '?', '*', '+', '(', ')', '[', ']', '{', '}']);
/** Above this many starts a search by each of them costs more than the pattern's own scan. */
const MAX_STARTS = 24;
/** A start that is any digit ("\d", "[1-9]", "(?=\d)"): its characters are the digits' bucket, exactly. */
export const DIGIT = '\u0001';
/** The code of every digit in the buckets of one character (characterCode). */
const DIGIT_CODE = characterCode(48);

/**
 * Strings one of which every match of the pattern starts with, at the place the match starts (lookarounds and
 * word starts consume nothing and are passed over; an optional group adds what follows it), or null when that
 * cannot be told or a match could be empty. A string after `\b` that starts with a word character is marked as
 * starting a word (a leading WORD_START). The pattern must have no flags but `g` (no case folding).
 */
export function matchStarts(pattern: RegExp): string[] | null {
  if (pattern.flags.replace('g', '') !== '') return null;
  const strings: string[] = [];
  try {
    for (const branch of splitTop(pattern.source)) {
      const starts = startsOfBranch(branch);
      if (starts === null) return null;
      strings.push(...starts);
    }
  } catch (error) {
    if (error instanceof Unknown) return null;
    throw error;
  }
  return usable({ strings, empty: false });
}

/** The starts of one top-level alternative: its own, or a leading lookahead's, whichever are fewer. */
function startsOfBranch(branch: string): string[] | null {
  let ahead: Starts | null = null;
  let own: string[] | null = null;
  try {
    own = usable(
      startsOfSequence(branch, false, (starts) => {
        ahead ??= starts;
      }),
    );
  } catch (error) {
    if (!(error instanceof Unknown)) throw error;
  }
  const fromAhead = usable(ahead);
  // Both are true of every match: the fewer strings, the fewer searches (a lookahead names the words first).
  if (own === null) return fromAhead;
  if (fromAhead === null) return own;
  return fromAhead.length < own.length ? fromAhead : own;
}

/** The distinct starts, none a longer form of another ("stand" finds "standing"), or null if unusable. */
function usable(starts: Starts | null): string[] | null {
  if (starts === null || starts.empty) return null;
  if (starts.strings.some((start) => start === '' || start === WORD_START)) return null;
  const shortestFirst = [...new Set(starts.strings)].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const start of shortestFirst) if (!kept.some((shorter) => start.startsWith(shorter))) kept.push(start);
  return kept.length <= MAX_STARTS ? kept : null;
}

class Unknown extends Error {}

/**
 * The starts of source[at..] read as a sequence. `onLookahead`, given only while nothing before could have been
 * consumed, hears the starts of a leading positive lookahead (true of the match's start as well).
 */
function startsOfSequence(
  source: string,
  atWordStart: boolean,
  onLookahead?: (starts: Starts) => void,
): Starts {
  const strings: string[] = [];
  let at = 0;
  // Whether a `\b` holds where the next piece starts (nothing consumed since).
  let boundary = atWordStart;
  let consumedMaybe = false;
  while (at < source.length) {
    const char = source[at] as string;
    if (source.startsWith('\\b', at)) {
      boundary = true;
      at += 2;
      continue;
    }
    if (source.startsWith('\\B', at)) {
      at += 2;
      continue;
    }
    if (char === '^' || char === '$') {
      // The text's start is a word start (for a word character).
      if (char === '^') boundary = true;
      at += 1;
      continue;
    }
    if (char === '(') {
      const end = groupEnd(source, at);
      const quantifier = quantifierAt(source, end);
      const lookaround = ['(?=', '(?!', '(?<=', '(?<!'].find((kind) => source.startsWith(kind, at));
      if (lookaround !== undefined) {
        if (quantifier !== null) throw new Unknown();
        if (lookaround === '(?=' && !consumedMaybe && onLookahead !== undefined) {
          // A lookahead whose starts cannot be told says nothing; what follows it still may.
          try {
            onLookahead(startsOfAlternatives(source.slice(at + 3, end - 1), boundary));
          } catch (error) {
            if (!(error instanceof Unknown)) throw error;
          }
        }
        at = end;
        continue;
      }
      let inner: string;
      if (source.startsWith('(?:', at)) inner = source.slice(at + 3, end - 1);
      else if (source[at + 1] === '?') throw new Unknown();
      else inner = source.slice(at + 1, end - 1);
      const group = startsOfAlternatives(inner, boundary);
      const longer = lengthened(
        group,
        inner,
        source.slice(end, quantifier?.end ?? end),
        source.slice(quantifier?.end ?? end),
        strings.length,
      );
      if (longer !== null) {
        strings.push(...longer);
        return { strings, empty: false };
      }
      strings.push(...group.strings);
      if (!group.empty && !(quantifier?.optional ?? false)) return { strings, empty: false };
      // A group of lookarounds and word starts alone consumes nothing. One that may consume keeps a word start
      // only if each of its alternatives is a plain string ending in a non-word character ("(?:the |a )?").
      if (group.strings.length > 0) {
        consumedMaybe = true;
        boundary &&= splitTop(inner).every(endsBeforeWordStart);
      }
      at = quantifier?.end ?? end;
      continue;
    }
    // A digit: "\d" or a class of digits alone ("[1-9]"), once at least.
    const digitEnd = digitAt(source, at);
    if (digitEnd > 0) {
      if (quantifierAt(source, digitEnd)?.optional) throw new Unknown();
      strings.push(boundary ? WORD_START + DIGIT : DIGIT);
      return { strings, empty: false };
    }
    // A run of characters that stand for themselves.
    let literal = '';
    let i = at;
    for (;;) {
      const read = literalCharAt(source, i);
      if (read === null) break;
      const quantifier = quantifierAt(source, read.end);
      if (quantifier?.optional) break;
      literal += read.char;
      i = read.end;
      if (quantifier !== null) break; // "+" or "{1,}": once for sure, then more of it
    }
    if (literal === '') throw new Unknown();
    strings.push(boundary && isWordCode(literal.charCodeAt(0)) ? WORD_START + literal : literal);
    return { strings, empty: false };
  }
  return { strings, empty: true };
}

/**
 * The starts of a group of plain strings ("(?:i|we)", "(?:the |a )?") and what follows it, each string of the
 * group followed by each start of the rest ("i will", "the nurse"), or null when that cannot be told or would be
 * too many (`before` starts are already found). Longer starts are found at fewer places: "\bi" is at every word
 * beginning with an i, "\bi " only at the word "i". A string of the group ending in a word character is followed
 * by the rest's start at no word start, so the rest's word-start marks are left out (they hold or the match fails).
 */
function lengthened(
  group: Starts,
  inner: string,
  quantifier: string,
  rest: string,
  before: number,
): string[] | null {
  // Once, or once at most ("?"): a group repeated may be followed by itself.
  const optional = quantifier === '?';
  if (group.empty || (quantifier !== '' && !optional)) return null;
  const alternatives = splitTop(inner);
  if (!alternatives.every(isPlainString)) return null;
  let after: Starts;
  try {
    // Word starts in the rest right after the group hold only after a non-word character: the plain strings
    // ending in one then keep the marks' meaning, and are joined to the rest without them either way.
    after = startsOfSequence(rest, optional && alternatives.every(endsBeforeWordStart));
  } catch (error) {
    if (error instanceof Unknown) return null;
    throw error;
  }
  if (after.empty || after.strings.length === 0) return null;
  const tails = after.strings.map((start) => (start.startsWith(WORD_START) ? start.slice(1) : start));
  const out = group.strings.flatMap((head) => tails.map((tail) => head + tail));
  // Skipped, an optional group leaves the rest's own starts.
  if (optional) out.push(...after.strings);
  return before + out.length <= MAX_STARTS ? out : null;
}

/** Whether `source` is a plain string: characters standing for themselves, no quantifier, group or class. */
function isPlainString(source: string): boolean {
  for (let i = 0; i < source.length; ) {
    const read = literalCharAt(source, i);
    if (read === null || quantifierAt(source, read.end) !== null) return false;
    i = read.end;
  }
  return source !== '';
}

/** Where a digit's piece of the pattern at `at` ends ("\d", or a class of digits and ranges of them), or -1. */
function digitAt(source: string, at: number): number {
  if (source.startsWith('\\d', at)) return at + 2;
  const found = /^\[(?:\d(?:-\d)?)+\]/.exec(source.slice(at, at + 24));
  return found === null ? -1 : at + found[0].length;
}

/** Whether `source` is a plain string (no quantifier, group or class) that ends in a non-word character. */
function endsBeforeWordStart(source: string): boolean {
  let literal = '';
  for (let i = 0; i < source.length; ) {
    const read = literalCharAt(source, i);
    if (read === null || quantifierAt(source, read.end) !== null) return false;
    literal += read.char;
    i = read.end;
  }
  return literal !== '' && !isWordCode(literal.charCodeAt(literal.length - 1));
}

/** The starts of a group's body: each top-level alternative's. */
function startsOfAlternatives(body: string, atWordStart: boolean): Starts {
  const strings: string[] = [];
  let empty = false;
  for (const alternative of splitTop(body)) {
    const starts = startsOfSequence(alternative, atWordStart);
    strings.push(...starts.strings);
    empty ||= starts.empty;
  }
  return { strings, empty };
}

/** The character a literal piece of the pattern stands for at `at` and where it ends, or null if it is not one. */
function literalCharAt(source: string, at: number): { char: string; end: number } | null {
  const char = source[at];
  if (char === undefined) return null;
  if (char === '\\') {
    const escaped = source[at + 1];
    // An escaped punctuation mark is itself; "\d", "\w", "\s", "\b" and the like are not literal.
    if (escaped === undefined || /[a-zA-Z0-9]/.test(escaped)) return null;
    return { char: escaped, end: at + 2 };
  }
  if (SPECIAL.has(char)) return null;
  return { char, end: at + 1 };
}

/** The quantifier at `at`, if any: where it ends (with a lazy "?") and whether it allows none. */
function quantifierAt(source: string, at: number): { end: number; optional: boolean } | null {
  const char = source[at];
  let end: number;
  let optional: boolean;
  if (char === '?' || char === '*' || char === '+') {
    end = at + 1;
    optional = char !== '+';
  } else if (char === '{') {
    const found = /^\{(\d+)(?:,\d*)?\}/.exec(source.slice(at));
    if (found === null) throw new Unknown();
    end = at + found[0].length;
    optional = Number(found[1]) === 0;
  } else return null;
  return { end: source[end] === '?' ? end + 1 : end, optional };
}

/** The index after the group that opens at `open` (escapes and classes skipped). */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  throw new Unknown();
}

/** The top-level alternatives of a pattern's source. */
function splitTop(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '|' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/**
 * A global pattern's search from a place, trying it only where one of its starts is (see above); a pattern whose
 * starts cannot be told, or a text where the places found keep failing, is searched as usual. `next(text, from)`
 * is where the match `pattern.lastIndex = from; pattern.exec(text)` gives starts, and `end` where it ends.
 */
export class StartSearch {
  private readonly pattern: RegExp;
  private readonly sticky: RegExp | null;
  /** The pattern without its lookbehinds (probe.ts), tried first at each place, or null. */
  private readonly probe: Probe | null;
  /** The starts, without their WORD_START marks. */
  private readonly starts: readonly string[];
  /** For each start, the chain of places it is found on (WordStarts). */
  private readonly chains: Int32Array;
  /** For each start, its bucket in that chain. */
  private readonly buckets: Int32Array;
  /**
   * For each start, the text it was last looked for in (by generation), from where, and the place found (-1:
   * none after): a later search from a place not past it finds it again without looking.
   */
  private readonly stamps: Int32Array;
  private readonly searchedFrom: Int32Array;
  private readonly places: Int32Array;
  private subject = '';
  /** Where the match `next` last found ends. */
  end = 0;
  private generation = 0;
  /** Places tried in vain in this text; past the budget, the pattern's own scan is cheaper. */
  private misses = 0;
  private budget = 0;

  constructor(pattern: RegExp) {
    this.pattern = pattern;
    const starts = pattern.flags.includes('g') ? matchStarts(pattern) : null;
    const marked = starts ?? [];
    // A digit's bucket holds digits alone: nothing to compare there ('' is at every place).
    this.starts = marked.map((start) => {
      const chars = start.startsWith(WORD_START) ? start.slice(1) : start;
      return chars === DIGIT ? '' : chars;
    });
    const chainOf = (start: string) => {
      const word = start.startsWith(WORD_START);
      const length = word ? start.length - 1 : start.length;
      if (word) return length === 1 ? WORD_BY_ONE : WORD_BY_TWO;
      return length === 1 ? ANY_BY_ONE : ANY_BY_TWO;
    };
    this.chains = Int32Array.from(marked, chainOf);
    this.buckets = Int32Array.from(marked, (start) => {
      const chars = start.startsWith(WORD_START) ? start.slice(1) : start;
      if (chars === DIGIT) return DIGIT_CODE;
      const chain = chainOf(start);
      return chain === WORD_BY_ONE || chain === ANY_BY_ONE
        ? characterCode(chars.charCodeAt(0))
        : bucketOfTwo(chars.charCodeAt(0), chars.charCodeAt(1));
    });
    this.sticky = starts === null ? null : new RegExp(pattern.source, pattern.flags.replace('g', 'y'));
    const probe = starts === null ? null : withoutLookbehinds(pattern.source);
    this.probe = probe === null ? null : new Probe(probe, pattern.flags);
    this.stamps = new Int32Array(marked.length);
    this.searchedFrom = new Int32Array(marked.length);
    this.places = new Int32Array(marked.length);
  }

  /** Whether the search is by starts (for tests). */
  get byStarts(): boolean {
    return this.sticky !== null;
  }

  /**
   * Where the match that `pattern.lastIndex = from; pattern.exec(text)` finds starts (-1: none); `end` is then
   * where it ends. A sticky try is a `test` (its lastIndex is the match's end): exec's match array, built and
   * dropped at each of thousands of matches per text, cost more than the try itself.
   */
  next(subject: string, from: number): number {
    const sticky = this.sticky;
    if (sticky !== null && subject !== this.subject) {
      this.subject = subject;
      this.generation++;
      this.misses = 0;
      // A failed try costs about what the pattern's own scan costs over 16 characters (measured on the worst
      // inputs): up to that many tries a text's length can take are worth it.
      this.budget = 16 + (subject.length >> 4);
    }
    let at = from;
    if (sticky !== null) WORD_STARTS.read(subject);
    while (sticky !== null && this.misses <= this.budget) {
      const place = this.nextPlace(subject, at);
      if (place < 0) return -1;
      const probe = this.probe;
      if (probe?.active && !probe.mayMatchAt(subject, place)) {
        this.misses++;
        at = place + 1;
        continue;
      }
      sticky.lastIndex = place;
      if (sticky.test(subject)) {
        this.end = sticky.lastIndex;
        return place;
      }
      this.misses++;
      at = place + 1;
    }
    // No match starts in [from, at): the pattern's own scan from `at` finds the same next match.
    this.pattern.lastIndex = at;
    const match = this.pattern.exec(subject);
    if (match === null) return -1;
    this.end = match.index + match[0].length;
    return match.index;
  }

  /** The first place at or after `at` where one of the starts is, or -1. */
  private nextPlace(subject: string, at: number): number {
    let best = -1;
    for (let k = 0; k < this.starts.length; k++) {
      let place = this.places[k] as number;
      const known = this.stamps[k] === this.generation && (this.searchedFrom[k] as number) <= at;
      // A place found from an earlier point holds for `at` if it is not before it (none lies between).
      if (!known || (place >= 0 && place < at)) {
        place = this.find(subject, k, known ? place : -1, at);
        this.stamps[k] = this.generation;
        this.searchedFrom[k] = at;
        this.places[k] = place;
      }
      if (place >= 0 && (best < 0 || place < best)) best = place;
    }
    return best;
  }

  /** Where start `k` is first at or after `at`; `after`, if not -1, is a place of its chain before `at`. */
  private find(subject: string, k: number, after: number, at: number): number {
    const start = this.starts[k] as string;
    const chain = this.chains[k] as number;
    let place =
      after < 0 ? WORD_STARTS.first(chain, this.buckets[k] as number) : WORD_STARTS.next(chain, after);
    while (place >= 0 && (place < at || !subject.startsWith(start, place)))
      place = WORD_STARTS.next(chain, place);
    return place;
  }
}
