import { describe, expect, it } from 'vitest';
import { distinctWords, maximalCase, variedMentions } from '../../../../../eval/harness/worst-inputs.ts';
import { LEXICON } from '../lexicon/index.ts';
import { normalize } from '../text/normalize.ts';
import { alternativesOf, splitPattern } from './alternatives.ts';
import { CharacterRuns } from './character-runs.ts';

/** Every match (place and text) of a global pattern, searching on from each match's end as the reader does. */
function matchesWhole(pattern: RegExp, text: string): [number, string][] {
  const out: [number, string][] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    out.push([match.index, match[0]]);
    if (match[0] === '') pattern.lastIndex = match.index + 1;
  }
  return out;
}

function matchesSplit(pattern: RegExp, text: string): [number, string][] {
  const alternatives = splitPattern(pattern);
  if (alternatives === null) return matchesWhole(pattern, text);
  const runs = new CharacterRuns();
  runs.read(text);
  const out: [number, string][] = [];
  if (!alternatives.start(runs)) return out;
  for (let from = 0; ; ) {
    const start = alternatives.next(text, from);
    if (start < 0) break;
    out.push([start, text.slice(start, alternatives.end)]);
    from = alternatives.end === start ? start + 1 : alternatives.end;
  }
  return out;
}

describe('alternativesOf', () => {
  it('splits top-level alternatives and a group after word starts or a lookahead for words, nothing else', () => {
    expect(alternativesOf('a|b(?:c|d)|e')).toEqual(['a', 'b(?:c|d)', 'e']);
    expect(alternativesOf('\\b(?:x|\\b(?:y|z))')).toEqual(['\\bx', '\\b\\by', '\\b\\bz']);
    // A leading lookahead for words goes where every alternative starts with one of them, else nothing is split.
    expect(alternativesOf('(?=pu|pre)(?:\\bpush\\w*|press(?:ed|es)|(?:pull|pun) up)')).toEqual([
      '\\bpush\\w*',
      'press(?:ed|es)',
      '(?:pull|pun) up',
    ]);
    expect(alternativesOf('(?=push|pre)(?:\\bpu\\w*|press)')).toEqual(['(?=push|pre)(?:\\bpu\\w*|press)']);
    expect(alternativesOf('(?=ab|c)(?:(?:x )?ab|c)')).toEqual(['(?=ab|c)(?:(?:x )?ab|c)']);
    expect(alternativesOf('(?=a|\\d)(?:a|1)')).toEqual(['(?=a|\\d)(?:a|1)']);
    expect(alternativesOf('\\b(?:a|b)c')).toEqual(['\\b(?:a|b)c']);
    expect(alternativesOf('[|]|\\|')).toEqual(['[|]', '\\|']);
    expect(alternativesOf('(a)|\\1')).toEqual(['(a)|\\1']);
  });
});

describe('a cue run alternative by alternative', () => {
  it('finds exactly the matches its whole pattern finds', () => {
    const texts = [
      ...maximalCase(variedMentions(600, 2)).Phases.flatMap((phase) => Object.values(phase.hardStop)),
      ...maximalCase(distinctWords('misspelt', 7)).Phases.flatMap((phase) => Object.values(phase.hardStop)),
    ]
      .filter((text) => text.trim() !== '')
      .slice(0, 20)
      .map(normalize);
    for (const cue of LEXICON) {
      for (const text of texts) {
        expect(matchesSplit(cue.pattern, text), cue.id).toEqual(matchesWhole(cue.pattern, text));
      }
    }
  });
});
