import { describe, expect, it } from 'vitest';
import { mixedTexts } from '../../../../../eval/harness/generated-texts.ts';
import { distinctWords, maximalCase, variedMentions } from '../../../../../eval/harness/worst-inputs.ts';
import { LEXICON } from '../lexicon/index.ts';
import { normalize } from '../text/normalize.ts';
import { alternativesOf } from './alternatives.ts';
import { CharacterRuns, WORD_START } from './character-runs.ts';
import { requirementsOf } from './prefilter.ts';
import { RequirementIndex } from './requirement-index.ts';

describe('RequirementIndex', () => {
  it('says a pattern may match exactly where a literal of each of its sets may be held', () => {
    const sets = LEXICON.flatMap((cue) => [
      requirementsOf(cue.pattern),
      ...alternativesOf(cue.pattern.source).map((source) => requirementsOf(new RegExp(source, 'g'))),
    ]);
    sets.push(null, [['ab']], [['ab', 'mask']], [[`${WORD_START}bvm`], ['zzz']]);
    const index = new RequirementIndex();
    const ids = sets.map((set) => index.add(set));
    const texts = [
      '',
      'bvm zzz',
      ...maximalCase(variedMentions(600, 3)).Phases.flatMap((phase) => Object.values(phase.hardStop)),
      ...maximalCase(distinctWords('misspelt', 9)).Phases.flatMap((phase) => Object.values(phase.hardStop)),
      ...mixedTexts(300, 4),
    ]
      .slice(0, 200)
      .map(normalize);
    const runs = new CharacterRuns();
    let passed = 0;
    for (const text of texts) {
      runs.read(text);
      for (const [k, set] of sets.entries()) {
        const expected = (set ?? []).every((literals) => literals.some((literal) => runs.mayHold(literal)));
        const found = index.mayMatch(ids[k] as number, runs);
        if (found) passed++;
        expect(found, `${JSON.stringify(set)} on "${text}"`).toBe(expected);
      }
    }
    expect(passed).toBeGreaterThan(texts.length);
  });
});
