/**
 * PostgreSQL can store neither NUL characters (text and jsonb refuse them) nor unpaired UTF-16
 * surrogates (they have no UTF-8 form; jsonb refuses their `\ud800` escapes). JSON can carry both,
 * so text from a client would otherwise fail in the query, as a 500. Neither is ever meaningful
 * typed text (a lone surrogate is half an emoji cut by a slice), so each becomes U+FFFD, the
 * replacement character, as a UTF-8 decoder does with bytes it cannot read.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '\ufffd');
}

/**
 * Every string in a parsed JSON value made storable, in place. Iterative, not recursive: a body
 * may nest 500,000 levels deep within the size limit, which recursion would not survive.
 */
export function makeStorable(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (typeof child === 'string') record[key] = storableText(child);
      else if (typeof child === 'object' && child !== null) pending.push(child);
    }
  }
  return value;
}
