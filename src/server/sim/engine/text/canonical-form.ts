/** The shape of a canonical form (synonyms.ts lists them) and the helpers that write them. */

type Replacement = string | ((match: string, ...groups: string[]) => string);

/**
 * A rewrite, with what a text must hold for it to match and what its output may add. A pattern matches only where
 * the text has a word (a maximal run of letters) among `needs`, or a word starting with one written "prefix*",
 * and one among `also` if given; SLASH needs a slash. Skipping a rule whose words are absent saves a pass over the
 * text and changes nothing (canonicalise.ts). The lists are read off the pattern by hand:
 * test/engine/canonical-needs.test.ts checks them before and after every rule on thousands of texts.
 */
export type CanonicalForm = {
  pattern: RegExp;
  replacement: Replacement;
  needs: readonly string[] | typeof SLASH;
  also: readonly string[] | undefined;
  /** Words (or "prefix*") the replacement writes, which later rules may need. */
  adds: readonly string[];
};

export const SLASH = Symbol('slash');

export function rule(
  pattern: RegExp,
  replacement: Replacement,
  needs: readonly string[] | typeof SLASH,
  adds: readonly string[],
  also?: readonly string[],
): CanonicalForm {
  return { pattern, replacement, needs, adds, also };
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
export function unitForms(after: string, unit: string, needs: readonly string[], adds: readonly string[]) {
  return [
    rule(
      new RegExp(`\\b${NUMBER} ?(?:-|to|or) ?${NUMBER}${after}`, 'g'),
      (_, low, high) => `${low}-${high} ${unit}`,
      needs,
      adds,
    ),
    rule(new RegExp(`\\b${NUMBER}${after}`, 'g'), `$1 ${unit}`, needs, adds),
  ];
}
