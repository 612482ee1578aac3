import { describe, expect, it } from 'vitest';
import { mixedTexts } from '../../../../../eval/harness/generated-texts.ts';
import {
  deferralClauses,
  isDeferral,
  SpaceIndex,
  splitClauses,
  wordsBeforeStart,
  wordsFromEnd,
} from './clauses.ts';
import { normalize } from './normalize.ts';

describe('SpaceIndex', () => {
  it('finds where the words around an offset start and end, as the walks over a clause do', () => {
    const index = new SpaceIndex();
    const texts = [...mixedTexts(300, 30), ' a  b   c ', 'one', '', '  ', 'x y'].map((text, i) =>
      i % 2 === 0 ? normalize(text) : text,
    );
    let checked = 0;
    for (const text of texts) {
      index.index(text);
      const clauses = [...splitClauses(text), { text, start: 0 }];
      for (const { text: clause, start: at } of clauses) {
        // Offsets past the clause's end too: a match may start between clauses.
        for (let offset = 0; offset <= clause.length + 3 && at + offset <= text.length; offset++) {
          for (const count of [1, 2, 8, 9]) {
            expect(index.wordsBeforeStart(at, clause.length, offset, count)).toBe(
              wordsBeforeStart(clause, offset, count),
            );
            expect(index.wordsFromEnd(at, clause.length, offset, count)).toBe(
              wordsFromEnd(clause, offset, count),
            );
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe('splitClauses', () => {
  it('splits at sentence marks and at words that start a new action, keeping each clause at its offset', () => {
    const text = 'i suction , then bag ; check chest rise but not too fast . done';
    const clauses = splitClauses(text);
    expect(clauses.map((clause) => clause.text.trim())).toEqual([
      'i suction',
      'bag',
      'check chest rise',
      'not too fast',
      'done',
    ]);
    for (const clause of clauses)
      expect(text.slice(clause.start, clause.start + clause.text.length)).toBe(clause.text);
  });

  it('gives clauses in order, at their offsets, whatever the white space', () => {
    const odd = [' , then \t but\u00a0 ; ', '\u2003and then , x  ', 'a .', '. a', '', ' ', 'x then', 'but'];
    for (const text of [...mixedTexts(500, 31), ...odd]) {
      for (const form of [text, normalize(text)]) {
        let last = -1;
        for (const clause of splitClauses(form)) {
          expect(clause.start, form).toBeGreaterThan(last);
          expect(form.slice(clause.start, clause.start + clause.text.length), form).toBe(clause.text);
          last = clause.start;
        }
      }
    }
  });
});

describe('deferralClauses', () => {
  it('says of each clause what isDeferral says of its text', () => {
    const texts = [
      ...mixedTexts(300, 31).map(normalize),
      'not yet , after that use the opa',
      'no npa afterwards . first no opa ; once ready then before',
      '  later\tfirst\u00a0yet  after that  ',
      'after that',
      'yet',
      '',
    ];
    let deferring = 0;
    for (const text of texts) {
      const clauses = splitClauses(text);
      const expected = clauses.map((clause) => isDeferral(clause.text));
      deferring += expected.filter(Boolean).length;
      expect(deferralClauses(text, clauses), text).toEqual(expected);
    }
    expect(deferring).toBeGreaterThan(10);
  });
});

describe('negation scope', () => {
  it('"instead of" negates what follows it in its clause; "instead" alone starts a new clause', () => {
    expect(splitClauses('a jaw thrust instead of a head tilt chin lift').map((c) => c.text)).toEqual([
      'a jaw thrust instead of a head tilt chin lift',
    ]);
    expect(splitClauses('no opa instead an npa').map((c) => c.text)).toEqual(['no opa', 'an npa']);
  });
});
