/**
 * A cue's pattern run as its alternatives, one pattern each: the same matches, found faster. A pattern of many
 * alternatives that all start at a word start makes the regular expression engine try every alternative at
 * every word of the text; one alternative alone is found by its first characters (V8 skips ahead to them), and
 * one the text cannot hold (prefilter.ts) is not run at all.
 *
 * The matches are the same: a global pattern's next match from a position is at the leftmost place where any
 * alternative matches, and there it is the first alternative (in the pattern's order) that matches. So the next
 * match is the earliest of the alternatives' next matches, ties going to the earlier alternative. A match found
 * for one alternative stays its next match until the search passes it: whether an alternative matches at a
 * place does not depend on where the search began (lookbehinds see the whole text either way).
 *
 * Only what a match is (its place and text) is kept, not its groups: the reader asks for nothing else.
 */

import type { CharacterRuns } from './character-runs.ts';
import { StartSearch } from './match-starts.ts';
import { requirementsOf } from './prefilter.ts';
import { RequirementIndex } from './requirement-index.ts';

/**
 * The pattern's top-level alternatives, each with the word start it shared ("\b(?:a|b)" is "\ba" and "\bb").
 * A leading lookahead for words ("(?=push|press)(?:\bpush\w* down|\bpress\w* on)", there to let the engine skip
 * to those words) is dropped where every alternative starts with one of its words anyway, and kept whole
 * otherwise: each alternative testing it again at every place of the text cost more than one pattern did.
 */
export function alternativesOf(source: string): string[] {
  const top = splitTop(source);
  if (top === null) return [source];
  if (top.length > 1) return top.flatMap(alternativesOf);
  const words = leadingWords(source);
  const afterWords = words === null ? source : source.slice(groupEnd(source, 0));
  const prefix = zeroWidthPrefix(afterWords) ?? '';
  const rest = afterWords.slice(prefix.length);
  if (words === null && prefix === '') return [source];
  // The rest must be one non-capturing group, to the end of the pattern.
  if (!rest.startsWith('(?:') || groupEnd(rest, 0) !== rest.length) return [source];
  const inner = splitTop(rest.slice(3, -1));
  if (inner === null || inner.length < 2) return [source];
  const split = inner.map((alternative) => prefix + alternative);
  if (words !== null && !split.every((alternative) => startsWithOneOf(alternative, words))) return [source];
  return split.flatMap(alternativesOf);
}

/** The words of a leading lookahead that holds only plain words ("(?=push|press)"), or null. */
function leadingWords(source: string): string[] | null {
  if (!source.startsWith('(?=')) return null;
  const end = groupEnd(source, 0);
  if (end < 0) return null;
  const words = splitTop(source.slice(3, end - 1));
  return words?.every((word) => /^[a-z0-9 ]+$/.test(word)) ? words : null;
}

/** Whether every match of `source` starts with one of `words` (false when that cannot be told). */
function startsWithOneOf(source: string, words: string[]): boolean {
  const starts = startsOf(source);
  return starts?.every((start) => words.some((word) => start.startsWith(word))) ?? false;
}

/** Whether `char` is one of `quantifiers` (none past the end of the pattern). */
const isQuantifier = (char: string | undefined, quantifiers: string) =>
  char !== undefined && char !== '' && quantifiers.includes(char);

/**
 * Strings one of which every match of `source` starts with, or null if that cannot be told: word starts and
 * lookarounds consume nothing and are passed over; then a run of plain characters, or a group each of whose
 * alternatives starts so (and, for an optional group, what follows it too).
 */
function startsOf(source: string): string[] | null {
  let at = 0;
  for (;;) {
    if (source.startsWith('\\b', at)) {
      at += 2;
      continue;
    }
    if (['(?=', '(?!', '(?<=', '(?<!'].some((kind) => source.startsWith(kind, at))) {
      const end = groupEnd(source, at);
      if (end < 0 || isQuantifier(source[end], '?*+{')) return null;
      at = end;
      continue;
    }
    break;
  }
  if (source.startsWith('(?:', at)) {
    const end = groupEnd(source, at);
    if (end < 0) return null;
    // An optional group ("(?:both )?"): a match starts as the group does, or as what follows it.
    const optional = source[end] === '?';
    if (!optional && isQuantifier(source[end], '?*{')) return null;
    const options = splitTop(source.slice(at + 3, end - 1));
    if (options === null) return null;
    const starts: string[] = [];
    for (const option of options) {
      const found = startsOf(option);
      if (found === null) return null;
      starts.push(...found);
    }
    if (optional) {
      const after = startsOf(source.slice(source[end + 1] === '?' ? end + 2 : end + 1));
      if (after === null) return null;
      starts.push(...after);
    }
    return starts;
  }
  let literal = '';
  for (let i = at; i < source.length; i++) {
    const char = source[i] as string;
    if (!/[a-z0-9 ]/.test(char)) break;
    const next = source[i + 1] ?? '';
    // A character made optional or repeated by a quantifier ends the run (one that must come once counts).
    if (isQuantifier(next, '?*{')) break;
    literal += char;
    if (next === '+') break;
  }
  return literal === '' ? null : [literal];
}

/**
 * Walks a pattern's source from `from`, skipping escapes and character classes, calling `visit` with each other
 * character, its index and the group depth after it; stops where `visit` returns true and gives that index, or -1.
 */
function walkSource(
  source: string,
  from: number,
  visit: (char: string, index: number, depth: number) => boolean,
): number {
  let depth = 0;
  let inClass = false;
  for (let i = from; i < source.length; i++) {
    const char = source[i] as string;
    if (char === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    if (visit(char, i, depth)) return i;
  }
  return -1;
}

/** The index after the group that opens at `open`, or -1. */
function groupEnd(source: string, open: number): number {
  const close = walkSource(source, open, (char, _index, depth) => char === ')' && depth === 0);
  return close < 0 ? -1 : close + 1;
}

/**
 * The leading word starts ("\\b"), or null if there are none. A leading lookahead is not shared out: each
 * alternative would test it again at every place of the text, which cost more than one pattern did.
 */
function zeroWidthPrefix(source: string): string | null {
  let at = 0;
  while (source.startsWith('\\b', at)) at += 2;
  return at > 0 ? source.slice(0, at) : null;
}

/** The top-level alternatives of a pattern's source, or null if it is not safe to split (a backreference). */
function splitTop(source: string): string[] | null {
  if (/\\[1-9]|\\k</.test(source)) return null;
  const out: string[] = [];
  let start = 0;
  walkSource(source, 0, (char, index, depth) => {
    if (char === '|' && depth === 0) {
      out.push(source.slice(start, index));
      start = index + 1;
    }
    return false;
  });
  out.push(source.slice(start));
  return out;
}

/**
 * A global pattern's matches found alternative by alternative (see above). `start` readies it for a text and says
 * whether any alternative may match; `next(from)` is where the pattern's next match at or after `from` starts
 * (-1 for none), and `end` where that match ends.
 */
export class Alternatives {
  private readonly patterns: RegExp[];
  /** Each alternative searched where its matches can start (match-starts.ts). */
  private readonly searches: StartSearch[];
  /**
   * Each alternative's requirements (requirementsOf: a text it matches holds one literal of each set), by id in
   * `index` (the reader's, shared by every cue).
   */
  private readonly requirements: number[];
  private readonly index: RequirementIndex;
  private readonly active: number[] = [];
  private readonly places: number[];
  private readonly ends: number[];
  /** Where the match `next` last found ends. */
  end = 0;

  constructor(sources: string[], flags: string, index: RequirementIndex) {
    this.index = index;
    this.patterns = sources.map((source) => new RegExp(source, flags));
    this.searches = this.patterns.map((pattern) => new StartSearch(pattern));
    this.requirements = this.patterns.map((pattern) => index.add(requirementsOf(pattern)));
    this.places = sources.map(() => -1);
    this.ends = sources.map(() => 0);
  }

  start(runs: CharacterRuns): boolean {
    this.active.length = 0;
    for (let k = 0; k < this.patterns.length; k++) {
      if (!this.index.mayMatch(this.requirements[k] as number, runs)) continue;
      this.active.push(k);
      this.places[k] = -1;
    }
    return this.active.length > 0;
  }

  next(subject: string, from: number): number {
    let best = -1;
    let bestPlace = Number.POSITIVE_INFINITY;
    for (let a = 0; a < this.active.length; a++) {
      const k = this.active[a] as number;
      let place = this.places[k] as number;
      if (place < from) {
        const search = this.searches[k] as StartSearch;
        const start = search.next(subject, from);
        place = start < 0 ? Number.POSITIVE_INFINITY : start;
        this.places[k] = place;
        this.ends[k] = search.end;
      }
      if (place < bestPlace) {
        bestPlace = place;
        best = k;
      }
    }
    if (best < 0) return -1;
    this.end = this.ends[best] as number;
    return bestPlace;
  }
}

/**
 * A cue's pattern split into its alternatives, or null when it has one (it runs as it is). Their requirements go
 * into `index` (one of its own by default).
 */
export function splitPattern(
  pattern: RegExp,
  index: RequirementIndex = new RequirementIndex(),
): Alternatives | null {
  if (!pattern.flags.includes('g') || pattern.flags.includes('y')) return null;
  const sources = alternativesOf(pattern.source);
  return sources.length > 1 ? new Alternatives(sources, pattern.flags, index) : null;
}
