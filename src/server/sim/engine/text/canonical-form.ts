/** The shape of a canonical form (synonyms.ts lists them) and the helpers that write them. */

import { WORD_START } from '../matcher/character-runs.ts';
import { literalsOf, requirementsOf } from '../matcher/prefilter.ts';

type Replacement = string | ((match: string, ...groups: string[]) => string);

/**
 * What a text must hold for a rewrite's pattern to match it, worked out from the pattern (never written by hand):
 * `keys`, a word (a maximal run of letters) among them, or a word starting with one written "prefix*"; else
 * `literals`, one of these strings (and a digit, for a pattern that starts with one: a number before its unit); null
 * when nothing can be told (the rule always runs). Skipping a rule whose
 * needs are absent saves a pass over the text and changes nothing (canonicalise.ts).
 */
export type Needs = { keys: readonly string[] } | { literals: readonly string[]; digit: boolean } | null;

/**
 * A rewrite, with what a text must hold for it to match and the words its output may write (`adds`: whole words,
 * or "prefix*" for a word the replacement continues with a group, as "hyperextend$1"), which later rules may need.
 * test/engine/canonical-needs.test.ts checks both before and after every rule on thousands of texts.
 */
export type CanonicalForm = {
  pattern: RegExp;
  replacement: Replacement;
  needs: Needs;
  /**
   * Further words a text must hold for the pattern to match (requiredKeys): for each set, the keys of one of its
   * groups, all of them. Worked out from the pattern, as `needs`.
   */
  requires: readonly (readonly (readonly string[])[])[];
  adds: readonly string[];
};

/**
 * The word key a literal any match contains promises: the first run of letters in it that starts a word (after a
 * word start, or after a character that is not a letter), whole if something that is not a letter follows it in
 * the literal, else as a prefix ("prefix*"); null if the literal promises no word start.
 */
function keyOf(literal: string): string | null {
  const atWordStart = literal.startsWith(WORD_START);
  const found = /^([^a-z]*)([a-z]+)([^a-z]?)/.exec(atWordStart ? literal.slice(WORD_START.length) : literal);
  if (!found) return null;
  const [, before, letters, after] = found;
  // A letter run starts a word when a non-letter comes before it: a word start, or a non-letter in the literal.
  if (!atWordStart && before === '') return null;
  return after ? (letters as string) : `${letters}*`;
}

/** A pattern whose every match starts with a digit: "\b(\d", "(?=\d)". */
const STARTS_WITH_DIGIT = /^(?:\\b\(|\(\?=)\\d/;

/** What a text must hold for `pattern` to match (see Needs). */
export function needsOf(pattern: RegExp): Needs {
  const literals = literalsOf(pattern);
  if (!literals) return null;
  const keys = literals.map(keyOf);
  if (keys.every((key) => key !== null)) return { keys: [...new Set(keys as string[])] };
  return {
    literals: literals.map((literal) => literal.replaceAll(WORD_START, '')),
    digit: STARTS_WITH_DIGIT.test(pattern.source),
  };
}

/**
 * The keys of every word a literal holds (as keyOf reads its first): each run of letters that starts a word in it,
 * whole if something that is not a letter follows it in the literal, else as a prefix.
 */
function keysInLiteral(literal: string): string[] {
  const keys: string[] = [];
  const text = literal.startsWith(WORD_START) ? ` ${literal.slice(WORD_START.length)}` : literal;
  for (const found of text.matchAll(/(?<=[^a-z])[a-z]+/g)) {
    const end = found.index + found[0].length;
    keys.push(end < text.length ? found[0] : `${found[0]}*`);
  }
  return keys;
}

/**
 * The words a text holds wherever `pattern` matches it, from its requirements (requirementsOf: one literal of each
 * set): for each set, the keys of each of its literals, all of which a text holding the literal holds. A set with
 * a literal that promises no word says nothing and is left out. "(?:hyper|over) ?extension" needs "over" and
 * "extension" both (or "hyper" and "extension", ...), where `needs` asks for one of "hyper" or "over" alone.
 */
export function requiredKeys(pattern: RegExp): string[][][] {
  const sets = requirementsOf(pattern) ?? [];
  return sets
    .map((set) => set.map(keysInLiteral))
    .filter((groups) => groups.every((keys) => keys.length > 0));
}

/** The words a string replacement writes: whole, or "prefix*" where a group's text continues the word. */
function wordsWritten(replacement: string): string[] {
  return [...replacement.matchAll(/([a-z]+)(\$\d)?/g)].map(([, word, group]) =>
    group ? `${word}*` : `${word}`,
  );
}

/** A rewrite; a replacement made by a function names the words it writes (`adds`), a string's are read off it. */
export function rule(pattern: RegExp, replacement: string): CanonicalForm;
export function rule(
  pattern: RegExp,
  replacement: (match: string, ...groups: string[]) => string,
  adds: readonly string[],
): CanonicalForm;
export function rule(pattern: RegExp, replacement: Replacement, adds?: readonly string[]): CanonicalForm {
  return {
    pattern,
    replacement,
    needs: needsOf(pattern),
    requires: requiredKeys(pattern),
    adds: adds ?? wordsWritten(replacement as string),
  };
}

export const NUMBER = '(\\d+(?:\\.\\d+)?)';
export const RANGE_TAIL = '(?: ?(?:-|to|or) ?(\\d+(?:\\.\\d+)?))?';

/**
 * A number or a range ("10 to 15") before a unit `after` (a pattern), written "10-15 unit" or "15 unit": two rules,
 * ranges first, so that the many single numbers take a string replacement (a function called at each match cost
 * several times more). The two passes rewrite what one pass with an optional range did: a range's numbers are
 * followed by "-", "to" or "or", never by the unit, so the second pass finds in a rewritten range only its last
 * number, already in form.
 */
export function unitForms(after: string, unit: string) {
  return [
    rule(
      new RegExp(`\\b${NUMBER} ?(?:-|to|or) ?${NUMBER}${after}`, 'g'),
      (_, low, high) => `${low}-${high} ${unit}`,
      wordsWritten(unit),
    ),
    rule(new RegExp(`\\b${NUMBER}${after}`, 'g'), `$1 ${unit}`),
  ];
}
