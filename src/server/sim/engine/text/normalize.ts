import { memoize } from '../memo.ts';
import { canonicalise, keysOfWord } from './canonicalise.ts';
import { NUMBER_WORD_LIST, numberWordsToDigits } from './numbers.ts';
import { nearestDomainWord } from './spelling.ts';

/**
 * One text form for everything the lexicon reads, trainee messages and case texts alike: lower case, plain
 * ASCII, contractions spelt out ("don't" -> "do not"), misspellings corrected, number words as digits,
 * punctuation set apart by spaces, and units, abbreviations and synonyms in canonical form.
 */
export const normalize = memoize(normalizeText, 2000);

function normalizeText(raw: string): string {
  let text = NON_ASCII.test(raw) ? plainUnicode(raw) : raw.toLowerCase();
  // Each pass below is skipped where the one character it acts on is absent (a scan, not a rewrite).
  if (text.includes('`')) text = text.replace(/`/g, "'");
  if (/[\r\n]/.test(text)) text = text.replace(/[\r\n]+/g, ' ; ');
  text = expandContractions(text);
  // Shorthand: "+" for and, "#" (not before a number: "#2" is a size) for fracture.
  if (text.includes('+')) text = text.replace(/\s*\+\s*/g, ' and ');
  if (text.includes('#')) text = text.replace(/#(?!\s?\d)/g, ' fracture ');
  text = text.replace(/[^a-z0-9 .,;:!?/%#()-]+/g, ' ');
  // A hyphen between digits is a range ("10-15"); anywhere else it joins words ("jaw-thrust").
  if (text.includes('-')) text = text.replace(/-(?:(?<!\d-)|(?!\d))/g, ' ');
  // From here on the text holds no whitespace but plain spaces.
  const words = rewriteWords(text);
  text = words.numbers ? numberWordsToDigits(words.text) : words.text;
  // Each mark set apart by one space a side, the one after taking the place of one already there (fewer runs to
  // collapse; a pattern that began with an optional space was tried at every space of the text).
  text = collapseSpaces(text.replace(/([,;:!?()]|\.(?!\d)) ?/g, ' $1 '));
  return collapseSpaces(canonicalise(text, words.keys));
}

const NON_ASCII = /[\u0080-\uffff]/;

/** Lower case plain ASCII quotes and dashes (ASCII text is already in this form, but for its case). */
function plainUnicode(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u00b4]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-');
}

/** Runs of spaces as one, none at either end (the text has no other whitespace). */
function collapseSpaces(text: string): string {
  return (text.includes('  ') ? text.replace(/ {2,}/g, ' ') : text).trim();
}

const LETTER_A = 97;
const LETTER_Z = 122;
const NUMBER_WORDS = new Set(NUMBER_WORD_LIST);

type WordReading = {
  /** The word as written out: WORD_FORMS, else the spelling corrector. */
  form: string;
  /** Whether the form is a number word (numberWordsToDigits has work). */
  number: boolean;
  /** What the form's words let the canonical forms match (keysOfWord). */
  keys: readonly string[];
};

function readWord(word: string): WordReading {
  const form = WORD_FORMS.get(word) ?? nearestDomainWord(word);
  // Most forms are one word: no list of words to split it into.
  const keys = form.includes(' ') ? form.split(' ').flatMap(keysOfWord) : keysOfWord(form);
  return { form, number: NUMBER_WORDS.has(form), keys };
}

/**
 * Words read, by a hash of their letters (one word a slot, the last one read there): most words of a text were
 * read moments before, and a hit here is found by comparing in place, with no new string for the word (the
 * allocations were much of the cost). Two arrays, not an entry object a slot, and no map behind them: a text of
 * thousands of words never seen pays for reading each once, not for caching it.
 */
const RECENT_SIZE = 8192;
/** Longer words are read each time, not kept: no word that long is corrected, and 8192 of them would be megabytes. */
const RECENT_MAX_LETTERS = 32;
const recentWritten: (string | undefined)[] = new Array(RECENT_SIZE);
const recentReading: (WordReading | undefined)[] = new Array(RECENT_SIZE);

/** The last word too long to keep (lookUp's answer -1). */
const LONG_WORD: { written: string; reading: WordReading | undefined } = { written: '', reading: undefined };

/** The slot of RECENT that holds the word text[start, end), whose letters hash to `hash`, once read (-1: LONG_WORD). */
function lookUp(text: string, start: number, end: number, hash: number, repeats: boolean): number {
  const slot = hash & (RECENT_SIZE - 1);
  const hit = recentWritten[slot];
  if (hit !== undefined && hit.length === end - start) {
    let same = true;
    for (let j = start; j < end; j++) {
      if (text.charCodeAt(j) !== hit.charCodeAt(j - start)) {
        same = false;
        break;
      }
    }
    if (same) return slot;
  }
  const written = text.slice(start, end);
  if (end - start > RECENT_MAX_LETTERS) {
    LONG_WORD.written = written;
    LONG_WORD.reading = readWord(repeats ? written.replace(/([a-z])\1\1+/g, '$1$1') : written);
    return -1;
  }
  recentWritten[slot] = written;
  recentReading[slot] = readWord(repeats ? written.replace(/([a-z])\1\1+/g, '$1$1') : written);
  return slot;
}

/**
 * Each word (a run of letters) in its written form: a key held down ("callling", "untill") leaves no letter three
 * times in a row, then readWord. One scan; only words that change are copied. Also says whether any word is now
 * a number word, and which canonical forms the words may let match.
 */
function rewriteWords(text: string): { text: string; numbers: boolean; keys: Set<string> } {
  let out = '';
  let copied = 0;
  let numbers = false;
  const keys = new Set<string>();
  const end = text.length;
  let i = 0;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code < LETTER_A || code > LETTER_Z) {
      i++;
      continue;
    }
    const start = i;
    let repeats = false;
    let hash = 0;
    let before = -1;
    let twice = false;
    while (i < end) {
      const next = text.charCodeAt(i);
      if (next < LETTER_A || next > LETTER_Z) break;
      if (next === before) {
        if (twice) repeats = true;
        twice = true;
      } else twice = false;
      before = next;
      hash = (Math.imul(hash, 31) + next) | 0;
      i++;
    }
    const slot = lookUp(text, start, i, hash, repeats);
    const written = slot < 0 ? LONG_WORD.written : (recentWritten[slot] as string);
    const reading = (slot < 0 ? LONG_WORD.reading : recentReading[slot]) as WordReading;
    numbers ||= reading.number;
    for (const key of reading.keys) keys.add(key);
    if (reading.form !== written) {
      out += text.slice(copied, start) + reading.form;
      copied = i;
    }
  }
  return { text: copied === 0 ? text : out + text.slice(copied), numbers, keys };
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
const WORD_FORMS = new Map<string, string>(
  Object.entries({
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
  }),
);

/**
 * One short call at start-up, through every path of the scan. Without it the first long text compiles the loop
 * (on-stack replacement) before the code after it ever ran, and V8 kept re-entering that compiled loop only to
 * drop it at the end of every later call (hundreds of deoptimisations in one case analysis).
 */
rewriteWords('dont bvm callling twenty 5');
