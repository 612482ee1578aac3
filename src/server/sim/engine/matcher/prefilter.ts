/**
 * Which cues can match a text at all, found without running their patterns. Each cue's pattern is read once
 * (at start-up) for the literal strings one of which a text must contain for it to match ("bvm" for \bbvm\b,
 * "mask" or "upside down" for the upside-down mask, "opa in" for "in" looking back at "opa "): what a match
 * consumes, joined with what a lookaround beside it asserts is there. A text is read once for the runs of
 * three characters it holds (character-runs.ts); a cue whose every literal has a run the text lacks cannot
 * match it and is not run. The test is conservative: a literal present in the text always passes (its runs
 * are all there), so a cue is only ever skipped where its pattern finds nothing, and what is read does not
 * change. Most hard-stop texts name a handful of things, so most of the lexicon's patterns never scan them.
 */

import { isWordCode, WORD_START } from './character-runs.ts';

/** Literal strings one of which a text holds wherever the pattern matches it; null when it cannot be told. */
export type Needs = string[] | null;

/**
 * What a piece of a pattern can match: every string it consumes, if few and literal; what the text holds
 * where it matches (`needs`, the strongest such set; `all`, every set found, each of which it holds). A positive
 * lookaround also says what it asserts is right before (`behind`) or right after (`ahead`) the point it is at,
 * when that is a few literal strings.
 */
type Info = {
  exact: string[] | null;
  needs: Needs;
  all: string[][];
  behind?: string[] | null;
  ahead?: string[] | null;
};

/** Above this many alternatives a set of exact strings is forgotten (it would only get weaker). */
const MAX_EXACT = 16;

const ANYTHING: Info = { exact: null, needs: null, all: [] };
const EMPTY: Info = { exact: [''], needs: null, all: [] };
const BOUNDARY: Info = { exact: [WORD_START], needs: null, all: [] };

/** Above this many sets of literals a pattern's requirements keep the strongest (each costs look-ups on every text). */
const MAX_REQUIREMENTS = 4;

/** Nothing known: the empty string, or a word start with nothing after it. */
const isBlank = (literal: string) => literal === '' || literal === WORD_START;
const hasBlank = (literals: string[]) => literals.some(isBlank);

/** x then y, keeping a word start only where it leads and comes before a word character. */
function join(x: string, y: string): string {
  const rest = y.startsWith(WORD_START) ? y.slice(1) : y;
  if (!isBlank(x)) return x + rest;
  if (x === '' && rest === y) return y;
  return rest === '' || isWordCode(rest.charCodeAt(0)) ? WORD_START + rest : rest;
}

class Unsupported extends Error {}

/** The literals one of which a text holds wherever `pattern` matches it, or null if they cannot be told. */
export function literalsOf(pattern: RegExp): Needs {
  const info = parsed(pattern);
  const needs = info && needsOf(info);
  return needs && !hasBlank(needs) ? needs : null;
}

/**
 * Sets of literals a text holds one of each wherever `pattern` matches it, strongest first (the first is
 * literalsOf's), or null if none can be told. A text must pass them all: "drop ... jaw thrust" is not run on a
 * text that says "jaw thrust" but never "drop", as one set alone would let it. At most MAX_REQUIREMENTS, and none
 * that another implies (a set whose every literal holds one of its literals).
 */
export function requirementsOf(pattern: RegExp): string[][] | null {
  const info = parsed(pattern);
  if (!info) return null;
  const sets = clausesOf(info).filter((set) => !hasBlank(set));
  const kept = sets.filter(
    (set, i) => !sets.some((other, j) => j !== i && implies(other, set) && (!implies(set, other) || j < i)),
  );
  kept.sort((a, b) => (stronger(a, b) === a ? -1 : 1));
  return kept.length > 0 ? kept.slice(0, MAX_REQUIREMENTS) : null;
}

/** Whether a text holding one of `literals` holds one of `others` too: each literal contains one of them. */
function implies(literals: string[], others: string[]): boolean {
  return literals.every((literal) => others.some((other) => literal.includes(other)));
}

function parsed(pattern: RegExp): Info | null {
  if (pattern.flags.replace('g', '') !== '') return null;
  try {
    const parser = new Parser(pattern.source);
    const info = parser.disjunction();
    if (parser.at < pattern.source.length) throw new Unsupported('unbalanced');
    return info;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

function needsOf(info: Info): Needs {
  if (info.needs) return info.needs;
  if (info.exact && !hasBlank(info.exact)) return info.exact;
  return null;
}

/** Every set of literals a piece's matches hold one of: its own sets and its strongest. */
function clausesOf(info: Info): string[][] {
  const needs = needsOf(info);
  return needs && !info.all.includes(needs) ? [...info.all, needs] : info.all;
}

/** The better of two requirements: the one whose shortest literal is longest (it rules out more texts). */
function stronger(a: Needs, b: Needs): Needs {
  if (!a || a === b) return b;
  if (!b) return a;
  const [la, lb] = [shortest(a), shortest(b)];
  if (la !== lb) return la > lb ? a : b;
  return a.length <= b.length ? a : b;
}

/** Lengths of the shortest literal of each set compared so far (sets are never changed once built). */
const shortestKnown = new WeakMap<string[], number>();

function shortest(literals: string[]): number {
  let length = shortestKnown.get(literals);
  if (length === undefined) {
    length = Number.POSITIVE_INFINITY;
    // A word start counts as a character: "get" at a word start is about as rare as "bag" anywhere.
    for (const literal of literals) length = Math.min(length, literal.length);
    shortestKnown.set(literals, length);
  }
  return length;
}

function product(a: string[], b: string[]): string[] | null {
  if (a.length * b.length > MAX_EXACT) return null;
  // One string on either side keeps the other side's strings apart (at most two blank ones meet, and a
  // repeated literal does no harm): no set needed in the common case, a pattern's next characters.
  if (b.length === 1) return b[0] === '' ? a : a.map((x) => join(x, b[0] as string));
  if (a.length === 1) return a[0] === '' ? b : b.map((y) => join(a[0] as string, y));
  const all = new Set<string>();
  for (const x of a) for (const y of b) all.add(join(x, y));
  return [...all];
}

function sequence(parts: Info[]): Info {
  let needs: Needs = null;
  let run: string[] | null = [''];
  let exact: string[] | null = [''];
  // Every part's sets hold, and every run of literals met on the way (a longer run implies the shorter).
  const all: string[][] = [];
  for (const part of parts) {
    needs = stronger(needs, needsOf(part));
    all.push(...clausesOf(part));
    if (part.behind !== undefined) {
      // What follows continues the text the lookbehind saw (as it continues what was consumed before).
      if (part.behind) run = part.behind;
      continue;
    }
    if (part.ahead !== undefined) {
      // What was consumed so far is followed by the text the lookahead saw.
      const joined = run && part.ahead ? product(run, part.ahead) : null;
      if (joined) needs = stronger(needs, hasBlank(joined) ? null : joined);
      if (joined && !hasBlank(joined)) all.push(joined);
      continue;
    }
    exact = exact && part.exact ? product(exact, part.exact) : null;
    run = run && part.exact ? product(run, part.exact) : null;
    if (run) needs = stronger(needs, hasBlank(run) ? null : run);
    else run = part.exact ? part.exact : [''];
    if (!hasBlank(run)) all.push(run);
  }
  return { exact, needs, all };
}

function alternation(options: Info[]): Info {
  if (options.length === 1) return options[0] as Info;
  const exacts = options.map((option) => option.exact);
  const union = exacts.every((exact) => exact !== null) ? [...new Set(exacts.flat() as string[])] : null;
  const needs = options.map(needsOf);
  const either = needs.every((n) => n !== null) ? [...new Set((needs as string[][]).flat())] : null;
  return { exact: union && union.length <= MAX_EXACT ? union : null, needs: either, all: [] };
}

function isPlain(char: string): boolean {
  return char !== '' && !'\\()[]{}|^$.*+?'.includes(char);
}

class Parser {
  at = 0;
  private readonly source: string;

  constructor(source: string) {
    this.source = source;
  }

  private peek(offset = 0): string {
    return this.source[this.at + offset] ?? '';
  }

  disjunction(): Info {
    const options = [this.alternative()];
    while (this.peek() === '|') {
      this.at++;
      options.push(this.alternative());
    }
    return alternation(options);
  }

  private alternative(): Info {
    const parts: Info[] = [];
    while (this.at < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      parts.push(this.quantified(this.atom()));
    }
    return sequence(parts);
  }

  private atom(): Info {
    const char = this.peek();
    this.at++;
    if (char === '(') return this.group();
    if (char === '[') return this.characterClass();
    if (char === '\\') return this.escape();
    if (char === '^' || char === '$') return EMPTY;
    if (char === '.') return ANYTHING;
    if ('*+?{}])|'.includes(char)) throw new Unsupported(`unexpected ${char}`);
    // Plain characters read as one literal, up to one a quantifier applies to ("bag" then "s" in "bags?").
    let literal = char;
    while (isPlain(this.peek()) && !'*+?{'.includes(this.peek(1) || '.')) {
      literal += this.peek();
      this.at++;
    }
    return { exact: [literal], needs: null, all: [] };
  }

  private group(): Info {
    let kind = '';
    if (this.peek() === '?') {
      kind = ['?:', '?<=', '?<!', '?=', '?!'].find((k) => this.source.startsWith(k, this.at)) ?? '';
      if (kind === '') throw new Unsupported(`group ${this.source.slice(this.at, this.at + 3)}`);
      this.at += kind.length;
    }
    const inner = this.disjunction();
    if (this.peek() !== ')') throw new Unsupported('unclosed group');
    this.at++;
    // A lookaround consumes nothing; a negative one says nothing of what is there.
    if (kind === '?<=') return { ...EMPTY, needs: needsOf(inner), all: inner.all, behind: inner.exact };
    if (kind === '?=') return { ...EMPTY, needs: needsOf(inner), all: inner.all, ahead: inner.exact };
    return kind === '?<!' || kind === '?!' ? EMPTY : inner;
  }

  private characterClass(): Info {
    const chars: string[] = [];
    let literal = this.peek() !== '^';
    while (this.peek() !== ']') {
      if (this.at >= this.source.length) throw new Unsupported('unclosed class');
      let char = this.peek();
      this.at++;
      if (char === '\\') {
        char = this.peek();
        this.at++;
        if (/[a-zA-Z0-9]/.test(char)) literal = false;
      } else if (char === '-' && chars.length > 0 && this.peek() !== ']') {
        literal = false;
      }
      chars.push(char);
    }
    this.at++;
    return literal && chars.length > 0 ? { exact: [...new Set(chars)], needs: null, all: [] } : ANYTHING;
  }

  private escape(): Info {
    const char = this.peek();
    this.at++;
    if (char === 'b') return BOUNDARY;
    if (char === 'B') return EMPTY;
    if ('wWdDsS'.includes(char)) return ANYTHING;
    if (/[a-zA-Z0-9]/.test(char) || char === '') throw new Unsupported(`escape \\${char}`);
    return { exact: [char], needs: null, all: [] };
  }

  private quantified(atom: Info): Info {
    const char = this.peek();
    let min: number;
    let max: number;
    if (char === '*' || char === '+' || char === '?') {
      this.at++;
      [min, max] = char === '*' ? [0, Infinity] : char === '+' ? [1, Infinity] : [0, 1];
    } else if (char === '{') {
      const bounds = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!bounds) throw new Unsupported('bad quantifier');
      this.at += bounds[0].length;
      min = Number(bounds[1]);
      max = bounds[2] === undefined ? min : bounds[3] === '' ? Infinity : Number(bounds[3]);
    } else {
      return atom;
    }
    if (this.peek() === '?') this.at++;
    if (min === 1 && max === 1) return atom;
    if (min === 0 && max === 1 && atom.exact)
      return { exact: [...new Set(['', ...atom.exact])], needs: null, all: [] };
    if (min === 0) return ANYTHING;
    return { exact: null, needs: needsOf(atom), all: clausesOf(atom) };
  }
}
