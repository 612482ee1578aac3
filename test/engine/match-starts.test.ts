import { describe, expect, it } from 'vitest';
import { corpusTexts, generatedTexts, worstTexts } from '../../eval/harness/texts.ts';
import { LEXICON } from '../../src/server/sim/engine/lexicon/index.ts';
import { alternativesOf } from '../../src/server/sim/engine/matcher/alternatives.ts';
import { StartSearch } from '../../src/server/sim/engine/matcher/match-starts.ts';
import { normalize } from '../../src/server/sim/engine/text/normalize.ts';

/** Every match's place and text, searching on from each match's end, by `find(from)`: [start, end] or null. */
function matches(find: (from: number) => [number, number] | null): string[] {
  const out: string[] = [];
  for (let from = 0; ; ) {
    const match = find(from);
    if (match === null) return out;
    const [start, end] = match;
    out.push(`${start}:${end}`);
    from = start + Math.max(1, end - start);
  }
}

describe('every cue searched where its matches can start (match-starts.ts)', () => {
  it('finds exactly what its pattern finds, whole and alternative by alternative, on thousands of texts', () => {
    const texts = [
      ...new Set([...corpusTexts(), ...worstTexts(), ...generatedTexts(1500, 91)].map(normalize)),
    ];
    const patterns = LEXICON.flatMap((cue) => [
      cue.pattern,
      ...alternativesOf(cue.pattern.source).map((source) => new RegExp(source, cue.pattern.flags)),
    ]).filter((pattern) => pattern.flags.includes('g'));
    const differ: string[] = [];
    let byStarts = 0;
    for (const pattern of patterns) {
      const search = new StartSearch(pattern);
      if (search.byStarts) byStarts++;
      for (const text of texts) {
        const found = matches((from) => {
          const start = search.next(text, from);
          return start < 0 ? null : [start, search.end];
        });
        const own = matches((from) => {
          pattern.lastIndex = from;
          const match = pattern.exec(text);
          return match === null ? null : [match.index, match.index + match[0].length];
        });
        if (found.join('|') !== own.join('|') && differ.length < 5) differ.push(`${pattern.source}: ${text}`);
      }
    }
    expect(differ).toEqual([]);
    // Most of the lexicon is searched by its starts (were none, this test would check nothing).
    expect(byStarts).toBeGreaterThan(patterns.length / 2);
  }, 300_000);
});
