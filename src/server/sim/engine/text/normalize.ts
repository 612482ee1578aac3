import { memoize } from '../memo.ts';
import { numberWordsToDigits } from './numbers.ts';
import { correctSpelling } from './spelling.ts';
import { canonicalise } from './synonyms.ts';

/**
 * One text form for everything the lexicon reads, trainee messages and case texts alike: lower case, plain
 * ASCII, contractions spelt out ("don't" -> "do not"), misspellings corrected, number words as digits,
 * punctuation set apart by spaces, and units, abbreviations and synonyms in canonical form.
 */
export const normalize = memoize(normalizeText, 2000);

function normalizeText(raw: string): string {
  let text = raw
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\r\n]+/g, ' ; ');
  text = expandContractions(text);
  text = text
    // Shorthand: "+" for and, "#" (not before a number: "#2" is a size) for fracture.
    .replace(/\s*\+\s*/g, ' and ')
    .replace(/#(?!\s?\d)/g, ' fracture ')
    .replace(/[^a-z0-9 .,;:!?/%#()-]+/g, ' ')
    // A hyphen between digits is a range ("10-15"); anywhere else it joins words ("jaw-thrust").
    .replace(/(?<!\d)-|-(?!\d)/g, ' ');
  // A key held down ("callling", "untill") leaves no word with three letters in a row.
  text = text.replace(/([a-z])\1\1+/g, '$1$1');
  text = text.replace(/[a-z]+/g, (word) => WORD_FORMS[word] ?? correctSpelling(word));
  text = numberWordsToDigits(text);
  text = text
    .replace(/([,;:!?()])/g, ' $1 ')
    .replace(/\.(?!\d)/g, ' . ')
    .replace(/\s+/g, ' ')
    .trim();
  return canonicalise(text).replace(/\s+/g, ' ').trim();
}

function expandContractions(text: string): string {
  // Every form below has an apostrophe: without one there is nothing to expand (and 11 passes to skip).
  if (!text.includes("'")) return text;
  return text
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bshan't\b/g, 'shall not')
    .replace(/n't\b/g, ' not')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/'m\b/g, ' am')
    .replace(/\b(he|she|it|that|what|there|who|where|how|here)'s\b/g, '$1 is')
    .replace(/'s\b/g, '')
    .replace(/'/g, '');
}

/** Whole-word rewrites: contractions typed without an apostrophe, and short misspellings. */
const WORD_FORMS: Record<string, string> = {
  dont: 'do not',
  wont: 'will not',
  cant: 'can not',
  cannot: 'can not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  didnt: 'did not',
  isnt: 'is not',
  arent: 'are not',
  doesnt: 'does not',
  couldnt: 'could not',
  wasnt: 'was not',
  im: 'i am',
  ive: 'i have',
  msak: 'mask',
  adlt: 'adult',
  evry: 'every',
  rool: 'roll',
  haed: 'head',
  hed: 'head',
  w: 'with',
  seel: 'seal',
  sael: 'seal',
  sx: 'suction',
  mils: 'manual in line stabilization',
  maks: 'mask',
  mkas: 'mask',
  bagg: 'bag',
  pt: 'patient',
  approx: 'about',
  apnoeic: 'apneic',
  apnoea: 'apnea',
  anaesthesia: 'anesthesia',
  paediatric: 'pediatric',
  colour: 'color',
  litre: 'liter',
  litres: 'liters',
};
