import { describe, expect, it } from 'vitest';
import { corpusTexts, generatedTexts, worstTexts } from '../../eval/harness/texts.ts';
import { keysOfWord, keysWritten } from '../../src/server/sim/engine/text/canonicalise.ts';
import { CANONICAL_FORMS } from '../../src/server/sim/engine/vocabulary/synonyms.ts';

/** The keys of every word (maximal run of letters) in `text`, as canonicalise is told them. */
function keysIn(text: string): Set<string> {
  return new Set((text.match(/[a-z]+/g) ?? []).flatMap(keysOfWord));
}

/** In the characters normalize leaves before its canonical forms: lower-case letters, digits, some marks. */
function asNormalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 .,;:!?/%#()-]+/g, ' ')
    .replace(/([,;:!?()])/g, ' $1 ')
    .replace(/ +/g, ' ')
    .trim();
}

describe('the canonical forms name what they need (worked out from their patterns)', () => {
  it('no rule rewrites a text that lacks every word it needs (checked before each rule, in order)', () => {
    const texts = [...corpusTexts(), ...worstTexts(), ...generatedTexts(4000, 77)].map(asNormalised);
    const skippedWrongly: string[] = [];
    for (const text of texts) {
      let out = text;
      for (const [index, form] of CANONICAL_FORMS.entries()) {
        const keys = keysIn(out);
        const { needs } = form;
        const may =
          needs === null ||
          ('keys' in needs
            ? needs.keys.some((key: string) => keys.has(key))
            : (!needs.digit || /\d/.test(out)) &&
              needs.literals.some((literal: string) => out.includes(literal)));
        // And the words it requires, all of those of one group of each set.
        const required = form.requires.every((groups: readonly (readonly string[])[]) =>
          groups.some((group) => group.every((key) => keys.has(key))),
        );
        const next = out.replace(
          form.pattern,
          form.replacement as (substring: string, ...args: string[]) => string,
        );
        if ((!may || !required) && next !== out && skippedWrongly.length < 5)
          skippedWrongly.push(`rule ${index}: ${out}`);
        // The words a rewrite adds are all among the keys of the words it says it writes (or were there before).
        if (next !== out) {
          for (const key of keysIn(next)) {
            if (!keys.has(key) && !form.adds.flatMap(keysWritten).includes(key))
              skippedWrongly.push(`rule ${index} adds ${key}: ${out}`);
          }
        }
        out = next;
      }
    }
    expect(skippedWrongly).toEqual([]);
  });
});
