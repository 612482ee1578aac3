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

import { type CharacterRuns, literalRuns } from './character-runs.ts';
import { literalsOf } from './prefilter.ts';

/** The pattern's top-level alternatives, each with the word start it shared ("\b(?:a|b)" is "\ba" and "\bb"). */
export function alternativesOf(source: string): string[] {
  const top = splitTop(source);
  if (top === null) return [source];
  if (top.length > 1) return top.flatMap(alternativesOf);
  const prefix = zeroWidthPrefix(source);
  if (prefix === null) return [source];
  const rest = source.slice(prefix.length);
  // The rest must be one non-capturing group, to the end of the pattern.
  if (!rest.startsWith('(?:') || groupEnd(rest, 0) !== rest.length) return [source];
  const inner = splitTop(rest.slice(3, -1));
  if (inner === null || inner.length < 2) return [source];
  return inner.flatMap((alternative) => alternativesOf(prefix + alternative));
}

/** The index after the group that opens at `open`, or -1. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
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
    else if (char === ')') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
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
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
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
    else if (char === '|' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/**
 * A global pattern's matches found alternative by alternative (see above). `start` readies it for a text and says
 * whether any alternative may match; `next(from)` is where the pattern's next match at or after `from` starts
 * (-1 for none), and `text` that match's text.
 */
export class Alternatives {
  private readonly patterns: RegExp[];
  private readonly literals: (Uint16Array[] | null)[];
  private readonly active: number[] = [];
  private readonly places: number[];
  private readonly texts: string[];
  text = '';

  constructor(sources: string[], flags: string) {
    this.patterns = sources.map((source) => new RegExp(source, flags));
    this.literals = this.patterns.map((pattern) => literalsOf(pattern)?.map(literalRuns) ?? null);
    this.places = sources.map(() => -1);
    this.texts = sources.map(() => '');
  }

  start(runs: CharacterRuns): boolean {
    this.active.length = 0;
    for (let k = 0; k < this.patterns.length; k++) {
      if (!runs.mayMatchRuns(this.literals[k] ?? null)) continue;
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
        const pattern = this.patterns[k] as RegExp;
        pattern.lastIndex = from;
        const match = pattern.exec(subject);
        place = match === null ? Number.POSITIVE_INFINITY : match.index;
        this.places[k] = place;
        this.texts[k] = match === null ? '' : match[0];
      }
      if (place < bestPlace) {
        bestPlace = place;
        best = k;
      }
    }
    if (best < 0) return -1;
    this.text = this.texts[best] as string;
    return bestPlace;
  }
}

/** A cue's pattern split into its alternatives, or null when it has one (it runs as it is). */
export function splitPattern(pattern: RegExp): Alternatives | null {
  if (!pattern.flags.includes('g') || pattern.flags.includes('y')) return null;
  const sources = alternativesOf(pattern.source);
  return sources.length > 1 ? new Alternatives(sources, pattern.flags) : null;
}
