/**
 * Where a pattern's matches can start, and a search that tries the pattern only there. A regular expression
 * run over a text tries to match at every character of it (about 7 ns a character here, whatever the pattern:
 * a leading word start or lookaround keeps V8 from skipping ahead); most of a cue's alternatives begin with a
 * word or two ("help", "stand|kneel|sit") that a text holds a few times at most. The places where a text's
 * words start are chained by their first two characters once per text (word-starts.ts), a start that need not
 * begin a word is found by `String.prototype.indexOf`, and the pattern, made sticky, is tried at each place
 * found, in order.
 *
 * The matches are the same. Every match of the pattern starts with one of its starts (matchStarts), so the
 * leftmost match at or after `from` is at the first of those places where the pattern matches, and a sticky
 * copy of the pattern matches at a place exactly as the global one does there (same backtracking, and the
 * lookbehinds and word starts see the whole text either way).
 */

import { characterCode, isWordCode, WORD_START } from './character-runs.ts';
import { bucketOfTwo, WORD_STARTS } from './word-starts.ts';

/**
 * What a piece of a pattern's source starts with: one of `strings`, or (if `empty`) nothing it consumes. A string
 * that must begin a word (after `\b`) is marked so by a leading WORD_START.
 */
type Starts = { strings: string[]; empty: boolean };

/** Characters that mean something in a pattern outside a class (any other character stands for itself). */
const SPECIAL = new Set(['\\', '^', '$', '.', '|', '?', '*', '+', '(', ')', '[', ']', '{', '}']);
/**
 * Above this many starts a search by each of them costs more than the pattern's own scan; a start that need not
 * begin a word is looked for in the whole text (indexOf), so only a few of those.
 */
const MAX_STARTS = 24;
const MAX_ANYWHERE = 2;

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
  const anywhere = kept.filter((start) => !start.startsWith(WORD_START)).length;
  return kept.length <= MAX_STARTS && anywhere <= MAX_ANYWHERE ? kept : null;
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
          onLookahead(startsOfAlternatives(source.slice(at + 3, end - 1), boundary));
        }
        at = end;
        continue;
      }
      let inner: string;
      if (source.startsWith('(?:', at)) inner = source.slice(at + 3, end - 1);
      else if (source[at + 1] === '?') throw new Unknown();
      else inner = source.slice(at + 1, end - 1);
      const group = startsOfAlternatives(inner, boundary);
      strings.push(...group.strings);
      if (!group.empty && !(quantifier?.optional ?? false)) return { strings, empty: false };
      // A group of lookarounds and word starts alone consumes nothing.
      if (group.strings.length > 0) {
        consumedMaybe = true;
        boundary = false;
      }
      at = quantifier?.end ?? end;
      continue;
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
 * starts cannot be told, or a text where the places found keep failing, is searched as usual. `exec(text, from)`
 * is what `pattern.lastIndex = from; pattern.exec(text)` gives.
 */
export class StartSearch {
  private readonly pattern: RegExp;
  private readonly sticky: RegExp | null;
  /** The starts, without their WORD_START marks. */
  private readonly starts: readonly string[];
  /** For each start: its bucket of word starts (WordStarts), or -1 when it need not begin a word. */
  private readonly buckets: Int32Array;
  /** Whether the start is one character (bucketed by it alone). */
  private readonly single: Uint8Array;
  /**
   * For each start, the text it was last looked for in (by generation), from where, and the place found (-1:
   * none after): a later search from a place not past it finds it again without looking.
   */
  private readonly stamps: Int32Array;
  private readonly searchedFrom: Int32Array;
  private readonly places: Int32Array;
  private subject = '';
  private generation = 0;
  /** Places tried in vain in this text; past the budget, the pattern's own scan is cheaper. */
  private misses = 0;
  private budget = 0;

  constructor(pattern: RegExp) {
    this.pattern = pattern;
    const starts = pattern.flags.includes('g') ? matchStarts(pattern) : null;
    const marked = starts ?? [];
    this.starts = marked.map((start) => (start.startsWith(WORD_START) ? start.slice(1) : start));
    this.buckets = Int32Array.from(marked, (start) => {
      if (!start.startsWith(WORD_START)) return -1;
      return start.length === 2
        ? characterCode(start.charCodeAt(1))
        : bucketOfTwo(start.charCodeAt(1), start.charCodeAt(2));
    });
    this.single = Uint8Array.from(marked, (start) => (start.length === 2 ? 1 : 0));
    this.sticky = starts === null ? null : new RegExp(pattern.source, pattern.flags.replace('g', 'y'));
    this.stamps = new Int32Array(marked.length);
    this.searchedFrom = new Int32Array(marked.length);
    this.places = new Int32Array(marked.length);
  }

  /** Whether the search is by starts (for tests). */
  get byStarts(): boolean {
    return this.sticky !== null;
  }

  exec(subject: string, from: number): RegExpExecArray | null {
    const sticky = this.sticky;
    if (sticky !== null && subject !== this.subject) {
      this.subject = subject;
      this.generation++;
      this.misses = 0;
      // A failed try costs a small part of a scan of the text: a few dozen of them are worth it.
      this.budget = 8 + (subject.length >> 5);
    }
    let at = from;
    if (sticky !== null) WORD_STARTS.read(subject);
    while (sticky !== null && this.misses <= this.budget) {
      const place = this.nextPlace(subject, at);
      if (place < 0) return null;
      sticky.lastIndex = place;
      const match = sticky.exec(subject);
      if (match !== null) return match;
      this.misses++;
      at = place + 1;
    }
    // No match starts in [from, at): the pattern's own scan from `at` finds the same next match.
    this.pattern.lastIndex = at;
    return this.pattern.exec(subject);
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

  /** Where start `k` is first at or after `at`; `after`, if not -1, is a word start of its bucket before `at`. */
  private find(subject: string, k: number, after: number, at: number): number {
    const start = this.starts[k] as string;
    const bucket = this.buckets[k] as number;
    if (bucket < 0) return subject.indexOf(start, at);
    const one = this.single[k] === 1;
    let place = after < 0 ? WORD_STARTS.first(bucket, one) : WORD_STARTS.next(after, one);
    while (place >= 0 && (place < at || !subject.startsWith(start, place)))
      place = WORD_STARTS.next(place, one);
    return place;
  }
}
