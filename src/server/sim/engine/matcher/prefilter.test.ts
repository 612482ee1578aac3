import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../../../../eval/corpus/index.ts';
import { mixedTexts, repetitiveTexts } from '../../../../../eval/harness/generated-texts.ts';
import { WORST_FIELDS, WORST_MESSAGES } from '../../../../../eval/harness/worst-inputs.ts';
import { LEXICON } from '../lexicon/index.ts';
import { normalize } from '../text/normalize.ts';
import { alternativesOf } from './alternatives.ts';
import { CharacterRuns, WORD_START } from './character-runs.ts';
import { literalsOf, requirementsOf } from './prefilter.ts';

/** A literal that starts a word. */
const w = (literal: string) => `${WORD_START}${literal}`;

/** Whether `text` holds `literal` (at a word start if the literal asks for one). */
function holds(text: string, literal: string): boolean {
  if (!literal.startsWith(WORD_START)) return text.includes(literal);
  const word = literal.slice(1);
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !/\w/.test(text.charAt(at - 1))) return true;
  }
  return false;
}

describe('literalsOf', () => {
  it.each([
    [/\bbvm\b/g, [w('bvm')]],
    [/\bopa\b|\bnpa\b/g, [w('opa'), w('npa')]],
    [
      /\b(?:call|ask)s? for help/g,
      [w('call for help'), w('calls for help'), w('ask for help'), w('asks for help')],
    ],
    [/ \bcall/g, [' call']],
    [/(?=mask\b)(?<=\bchild )mask\b/g, [w('child mask')]],
    [/\bappropriate(?:ly)? mask/g, [w('appropriate mask'), w('appropriately mask')]],
    [/\bsuction\w*|\bsecretions?/g, [w('suction'), w('secretion')]],
    [/\b\d+ per min\b/g, [' per min']],
    [/(?=in\b)(?<=\b(?:opa|npa) (?:is )?)in\b/g, [w('opa in'), w('opa is in'), w('npa in'), w('npa is in')]],
    [/\bpush\w*(?= (?:the )?opa)/g, [w('push')]],
    [/\bmask(?! seal)/g, [w('mask')]],
    [/x\bmask/g, ['xmask']],
    [/[,;] then/g, [', then', '; then']],
  ])('reads %s as needing one of %j', (pattern, literals) => {
    expect(literalsOf(pattern)?.sort()).toEqual([...literals].sort());
  });

  it.each([
    [/\bdrop\w* (?:the )?jaw thrust\b/g, [[' jaw thrust', ' the jaw thrust'], [w('drop')]]],
    [
      /\bat (?:his |her )?(?:hip|waist)\b/g,
      [[w('at hip'), w('at his hip'), w('at her hip'), w('at waist'), w('at his waist'), w('at her waist')]],
    ],
    [/(?=in\b)(?<=\bopa\b[^.]{0,9} )in(?= now)/g, [['in now'], [w('opa')]]],
    // An alternation is one set: the strongest of each alternative.
    [/\bmask|\bbag\w* gently/g, [[w('mask'), ' gently']]],
  ])('reads %s as needing one of each of %j', (pattern, sets) => {
    expect(requirementsOf(pattern)?.map((set) => set.sort())).toEqual(sets.map((set) => [...set].sort()));
  });

  it.each([/\bbvm|\w+/g, /(?:opa)?/g, /[a-z]+ mask/gi, /(?<name>opa)/g, /\u0041pa/g])(
    'says nothing where it cannot be sure (%s)',
    (pattern) => {
      expect(literalsOf(pattern)).toBeNull();
    },
  );

  const texts = [
    ...CORPUS.flatMap((entry) => [
      ...entry.utterances.map((utterance) => utterance.text),
      ...entry.caseDoc.Phases.flatMap((phase) => Object.values(phase.hardStop)),
    ]),
    ...[...WORST_MESSAGES, ...WORST_FIELDS].map(([, text]) => text),
    ...mixedTexts(2000, 20),
    ...repetitiveTexts(200, 21),
  ].map(normalize);

  it('finds a literal of its cue in every text a cue of the lexicon matches', () => {
    let matched = 0;
    for (const cue of LEXICON) {
      const literals = literalsOf(cue.pattern);
      if (!literals) continue;
      for (const text of texts) {
        cue.pattern.lastIndex = 0;
        const match = cue.pattern.exec(text);
        cue.pattern.lastIndex = 0;
        if (!match) continue;
        matched++;
        expect(
          literals.some((literal) => holds(text, literal)),
          `${cue.id}: "${match[0]}" in "${text}"`,
        ).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(5_000);
  });

  it('finds a literal of each of its requirements in every text a cue or one of its alternatives matches', () => {
    let matched = 0;
    const patterns = LEXICON.flatMap((cue) => [
      cue.pattern,
      ...alternativesOf(cue.pattern.source).map((source) => new RegExp(source, cue.pattern.flags)),
    ]);
    for (const pattern of patterns) {
      const sets = requirementsOf(pattern);
      if (!sets) continue;
      for (const text of texts) {
        pattern.lastIndex = 0;
        const match = pattern.exec(text);
        pattern.lastIndex = 0;
        if (!match) continue;
        matched++;
        for (const set of sets) {
          expect(
            set.some((literal) => holds(text, literal)),
            `${pattern.source}: "${match[0]}" in "${text}" lacks all of ${JSON.stringify(set)}`,
          ).toBe(true);
        }
      }
    }
    expect(matched).toBeGreaterThan(5_000);
  });

  it('knows the literals of nearly every cue (the prefilter skips little otherwise)', () => {
    const unknown = LEXICON.filter((cue) => literalsOf(cue.pattern) === null).map((cue) => cue.id);
    expect(unknown).toEqual([]);
  });
});

describe('CharacterRuns', () => {
  it('may hold every piece of the text read, and not a run it lacks', () => {
    const runs = new CharacterRuns();
    const text = normalize('I use an infant mask, 500 ml bag; O2 at 15 L/min (no OPA).');
    runs.read(text);
    for (let start = 0; start < text.length; start++) {
      for (let end = start + 1; end <= Math.min(text.length, start + 12); end++) {
        expect(runs.mayHold(text.slice(start, end)), text.slice(start, end)).toBe(true);
      }
    }
    expect(runs.mayHold('bvm')).toBe(false);
    expect(runs.mayHold('zqx')).toBe(false);
    expect(runs.mayMatch(['npa', 'opa'])).toBe(true);
    expect(runs.mayMatch(['npa', 'jaw thrust'])).toBe(false);
    expect(runs.mayMatch(null)).toBe(true);
    expect(runs.mayHold(w('mask'))).toBe(true);
    expect(runs.mayHold(w('ask'))).toBe(false);
    expect(runs.mayHold(w('i u'))).toBe(true);
    runs.read('mask');
    expect(runs.mayHold(w('mask'))).toBe(true);
    runs.read('');
    expect(runs.mayHold('opa')).toBe(false);
    expect(runs.mayHold('zq')).toBe(true);
  });
});
