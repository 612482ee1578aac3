import { spellingCorrector } from '../matcher/spelling.ts';
import { NUMBER_WORD_LIST } from '../vocabulary/numbers.ts';
import { DOMAIN_WORDS, ORDINARY_WORDS } from '../vocabulary/spelling-words.ts';

/**
 * Forgiving reading of airway vocabulary: common misspellings of domain words ("suciton", "yankuer", "jaw
 * trust") are corrected to the nearest known word by edit distance. Only long-enough words that are not
 * ordinary English are corrected, and only towards domain words, so "month" never becomes "mouth".
 */
// Number words are words too: "eight" is a number, not a misspelt "weight".
const corrector = spellingCorrector(
  DOMAIN_WORDS,
  new Set([...DOMAIN_WORDS, ...ORDINARY_WORDS, ...NUMBER_WORD_LIST]),
);

/** The words a misspelling is corrected to. */
export const TARGETS = corrector.targets;

/**
 * Four-letter body and kit words with two neighbouring letters swapped ("heda", "maks", "nsoe"): too short for the
 * corrector's edit distance (any four-letter word is one edit from many), but a swap of these is no English word.
 */
const SHORT_SWAPS = new Map<string, string>();
for (const word of [
  'head',
  'mask',
  'nose',
  'chin',
  'neck',
  'face',
  'eyes',
  'tilt',
  'lift',
  'seal',
  'tube',
  'rise',
])
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    if (swapped !== word) SHORT_SWAPS.set(swapped, word);
  }

/** Four-letter misspellings by sound that no English word shares ("no presure on his eies"). */
for (const typed of ['eies', 'eyez', 'iyes']) SHORT_SWAPS.set(typed, 'eyes');
SHORT_SWAPS.set('rize', 'rise');

/** A final g dropped, as typed fast ("chest goin up every breath , sat climbin"): -ing words the lexicon reads. */
const DROPPED_G = new Map(
  [
    'going',
    'coming',
    'rising',
    'climbing',
    'moving',
    'bagging',
    'squeezing',
    'breathing',
    'sucking',
    'lifting',
  ].map((word) => [word.slice(0, -1), word]),
);

/** The domain word a misspelt word most likely means, or the word itself. */
export const nearestDomainWord = (word: string): string =>
  DROPPED_G.get(word) ?? (word.length === 4 ? (SHORT_SWAPS.get(word) ?? word) : corrector.nearest(word));

export { editDistance } from '../matcher/spelling.ts';
