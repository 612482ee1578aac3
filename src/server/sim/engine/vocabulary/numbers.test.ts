import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../../../../test/fixtures/sim/item-cases.ts';
import { normalize } from '../text/normalize.ts';
import { numberWordsToDigits } from './numbers.ts';

describe('numberWordsToDigits', () => {
  it('reads tens up to ninety, alone and with a unit after them', () => {
    expect(numberWordsToDigits('bagging at seventy a minute')).toBe('bagging at 70 a minute');
    expect(numberWordsToDigits('eighty five breaths')).toBe('85 breaths');
    expect(numberWordsToDigits('sats ninety two')).toBe('sats 92');
    expect(numberWordsToDigits('twenty to thirty per minute')).toBe('20 to 30 per minute');
  });

  it('leaves words that only contain a number word', () => {
    expect(numberWordsToDigits('someone often')).toBe('someone often');
  });

  it('is what normalize writes for hyphenated tens', () => {
    expect(normalize('Seventy-five breaths a minute')).toContain('75');
  });

  it('reads a letter o typed for a zero after a digit', () => {
    expect(normalize('5oo ml bag, 1o L')).toBe('500 ml bag , 10 lpm');
    expect(normalize('2 of them')).toBe('2 of them');
  });
});

describe('a rate said in words from seventy up', () => {
  it.each([
    'I bag at seventy breaths a minute',
    'bagging about eighty a minute',
    'ninety breaths per minute on the bvm',
  ])('reads "%s" as too fast for a 4-year-old (BMV-19)', (message) => {
    expect(verdictOf('BMV-19', message)).toBe('wrong');
  });
});
