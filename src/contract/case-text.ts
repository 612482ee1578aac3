import type { z } from 'zod';

/**
 * All the text of one case together, in characters. A case is read whole on every edit (the author's report)
 * and on a session's first turn, and its reading costs time in proportion to its text; a bound on each field
 * alone would let twenty phases of ten full fields add up to some 800,000 characters. A real case is a few
 * pages (the sample case holds under 3,000 characters): this leaves room for thirty times that.
 */
export const MAX_CASE_TEXT_CHARS = 100_000;

type Path = (string | number)[];

/** The characters of every string in `value` (a case, or a request body holding one), and its longest field. */
export function caseTextSize(value: unknown): { chars: number; longest: { path: Path; chars: number } } {
  const size = { chars: 0, longest: { path: [] as Path, chars: 0 } };
  const walk = (node: unknown, path: Path) => {
    if (typeof node === 'string') {
      size.chars += node.length;
      if (node.length > size.longest.chars) size.longest = { path, chars: node.length };
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
    }
  };
  walk(value, []);
  return size;
}

/** A count of characters as authors read it ("100,000"). */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** The limit in words, for the API reference. */
export const CASE_TEXT_LIMIT_TEXT = `A case holds at most ${formatCount(MAX_CASE_TEXT_CHARS)} characters of text in all (400 otherwise).`;

/** What an author reads when a case is over the limit: how far over, and where most of the text is. */
export function caseTooLongMessage(chars: number, longest: { path: Path; chars: number }): string {
  return (
    `The case is too long: ${formatCount(chars)} characters of text in all, at most ${formatCount(MAX_CASE_TEXT_CHARS)}. ` +
    `Its longest field is ${longest.path.join('.')} (${formatCount(longest.chars)} characters).`
  );
}

/**
 * A zod check that refuses a case (or a body holding one) whose text is over MAX_CASE_TEXT_CHARS, so it is
 * never stored in part: a 400 that says so.
 */
export function checkCaseText(value: unknown, ctx: z.RefinementCtx): void {
  const { chars, longest } = caseTextSize(value);
  if (chars > MAX_CASE_TEXT_CHARS) {
    ctx.addIssue({ code: 'custom', message: caseTooLongMessage(chars, longest), path: [] });
  }
}
