/**
 * Matches of a global pattern found with exec on the pattern itself. `matchAll` copies the pattern (a new RegExp) on
 * every call, and these run once per mention of a cue, tens of thousands of times in a long case text.
 */

/** The last match of the global `pattern` in `text`, or null. */
export function lastMatchOf(text: string, pattern: RegExp): RegExpExecArray | null {
  // forEachMatch's loop without its callback: this runs for every mention (negation, sizes around it).
  if (!pattern.global) throw new Error(`lastMatchOf needs a global pattern: ${pattern.source}`);
  let last: RegExpExecArray | null = null;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0] === '') pattern.lastIndex++;
    last = match;
  }
  return last;
}

/** Calls `visit` on each match of the global `pattern` in `text`, in order, until it returns true. */
export function forEachMatch(
  text: string,
  pattern: RegExp,
  visit: (match: RegExpExecArray) => boolean,
): boolean {
  // A pattern without the g flag would match at the same place for ever.
  if (!pattern.global) throw new Error(`forEachMatch needs a global pattern: ${pattern.source}`);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0] === '') pattern.lastIndex++;
    if (visit(match)) {
      pattern.lastIndex = 0;
      return true;
    }
  }
  return false;
}
