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

/** The domain word a misspelt word most likely means, or the word itself. */
export const nearestDomainWord = corrector.nearest;

export { editDistance } from '../matcher/spelling.ts';
