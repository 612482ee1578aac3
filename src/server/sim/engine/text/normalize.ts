import { memoize } from '../matcher/memo.ts';
import { NUMBER_WORD_LIST, numberWordsToDigits } from '../vocabulary/numbers.ts';
import { expandContractions, WORD_FORMS } from '../vocabulary/word-forms.ts';
import { canonicalise, keysOfWord } from './canonicalise.ts';
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
  // A finding marked "+" is present when values are reported beside it: "chest rise +, SpO2 80 -> 90", "CR +, SpO2
  // 95 up" (chest rise, in a reassessment's shorthand); "reassess: CR +, SpO2, HR" lists what is checked.
  if (text.includes('+')) {
    text = text.replace(/\b(?:chest rise|cr)\s*\+\+?(?=\s*(?:[.;)]|$|,\s*\S+\s+\d))/g, 'chest rise present');
    text = text.replace(/\s*\+\s*/g, ' and ');
  }
  if (text.includes('&')) text = text.replace(/\s*&\s*/g, ' and ');
  // "me @ head end": at.
  if (text.includes('@')) text = text.replace(/\s*@\s*/g, ' at ');
  if (text.includes('#')) text = text.replace(/#(?!\s?\d)/g, ' fracture ');
  // An arrow to a landmark is "to" ("corner of mouth -> angle of jaw"), and so is one between numbers ("SpO2
  // 80 -> 90"); other arrows stay "then" (spaces, below).
  if (text.includes('>')) {
    text = text.replace(/(?<=\d\s?%?)\s*(?:-+|=+)>\s*(?=\d)/g, ' to ');
    text = text.replace(
      /\s*(?:-+|=+)>\s*(?=(?:the |his |her )?(?:angle|ear|tragus|jaw|mandible|chin|tip|nose|nasal|bridge|corner)\b)/g,
      ' to ',
    );
    // Any other arrow is "then": a step after a step ("HR 90 -> emergency bell"), set apart as its own clause.
    text = text.replace(/\s*(?:-+|=+)>\s*/g, ' , then ');
  }
  // A letter o typed for a zero after a digit: "5oo ml", "1o L".
  if (/\do/.test(text))
    text = text.replace(
      /\b([1-9]\d*)([0o]*o[0o]*)\b/g,
      (_, head: string, tail: string) => head + tail.replace(/o/g, '0'),
    );
  // Dictated punctuation: "mask over nose and mouth full stop good seal" is two sentences.
  if (text.includes('full stop')) text = text.replace(/\bfull stop\b/g, ' . ');
  text = text.replace(/[^a-z0-9 .,;:!?/%#()-]+/g, ' ');
  // A dash set apart by spaces between words ends a clause, as a comma does ("not from the side - I go to the head").
  // After a number too, when a new clause starts: "not the 250 - give me the 500 ml bag" (not "500 - bvm"); and before
  // one after a pronoun: "not going to hyperventilate her - 20 to 30 a minute" (not "bag - 500 ml").
  if (text.includes(' -'))
    text = text.replace(
      /(?<=[a-z]) +-+ +(?=[a-z])|(?<=[0-9]) +-+ +(?=(?:give|get|i|we|the|then|and|so|but|not|no|please|pass|hand)\b)|(?<=\b(?:her|him|them|it|this|that)) +-+ +(?=[0-9])/g,
      ' , ',
    );
  // A decimal comma before a unit ("adult bag 1,5 L", "NPA 5,5 mm") is a decimal point, not two numbers. The comma
  // leads the pattern (its lookbehind after it) so that the search skips to commas, not tries every character.
  if (text.includes(',')) text = text.replace(/,(?<=\b\d,)(?=\d ?(?:l|ml|mm|cm|kg|litres?|liters?)\b)/g, '.');
  // Shorthand: "jaw thrust w/o head tilt".
  if (text.includes('w/o')) text = text.replace(/\bw\/o\b/g, 'without');
  // Texting shorthand: "lifting her jaw in2 the mask".
  if (text.includes('in2')) text = text.replace(/\bin2\b/g, 'into');
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
  return (
    raw
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc\u00b4]/g, "'")
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[\u2192\u21d2\u27f6\u27f9]/g, '->')
      // "sats \u2191", "HR \u2193": the arrows of a trend, as words.
      .replace(/\u2191/g, ' up ')
      .replace(/\u2193/g, ' down ')
  );
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
  /** What the form's words let the canonical forms match. */
  keys: FormKeys;
};

type FormKeys = {
  /** The keys (keysOfWord) of a form's words. */
  keys: readonly string[];
  /** The rewriteWords call that last added these keys to its set (a form read again adds nothing new). */
  added: number;
};

/**
 * The keys of each form a word is rewritten to (a WORD_FORMS value or a spelling target: a few hundred forms in
 * all), shared by every word rewritten to it: thousands of misspellings of "ventilation" add its keys once per text,
 * not once each.
 */
const REWRITTEN_KEYS = new Map<string, FormKeys>();
/** The keys of a word kept as written and needed by no rule (most words): nothing to add, shared. */
const NO_KEYS: FormKeys = { keys: [], added: 0 };

function keysOfForm(form: string): readonly string[] {
  // Most forms are one word: no list of words to split it into.
  return form.includes(' ') ? form.split(' ').flatMap(keysOfWord) : keysOfWord(form);
}

function readWord(word: string): WordReading {
  const form = WORD_FORMS.get(word) ?? nearestDomainWord(word);
  let keys: FormKeys | undefined;
  if (form !== word) {
    keys = REWRITTEN_KEYS.get(form);
    if (keys === undefined) {
      keys = { keys: keysOfForm(form), added: 0 };
      REWRITTEN_KEYS.set(form, keys);
    }
  } else {
    const own = keysOfForm(form);
    keys = own.length === 0 ? NO_KEYS : { keys: own, added: 0 };
  }
  // A form of two words ("twentyfive" written "twenty five") holds number words too.
  const number =
    NUMBER_WORDS.has(form) || (form.includes(' ') && form.split(' ').some((w) => NUMBER_WORDS.has(w)));
  return { form, number, keys };
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
/** The hash of the word kept in each slot: compared first, so a slot holding another word is passed over without reading it. */
const recentHash = new Int32Array(RECENT_SIZE);

/** How the word text[start, end), whose letters hash to `hash`, reads: from RECENT once read there. */
function lookUp(text: string, start: number, end: number, hash: number, repeats: boolean): WordReading {
  const slot = hash & (RECENT_SIZE - 1);
  if (recentHash[slot] === hash) {
    const hit = recentWritten[slot];
    if (hit !== undefined && hit.length === end - start && text.startsWith(hit, start)) {
      return recentReading[slot] as WordReading;
    }
  }
  const written = text.slice(start, end);
  const reading = readWord(repeats ? written.replace(/([a-z])\1\1+/g, '$1$1') : written);
  if (end - start <= RECENT_MAX_LETTERS) {
    recentWritten[slot] = written;
    recentReading[slot] = reading;
    recentHash[slot] = hash;
  }
  return reading;
}

/** rewriteWords calls so far: each call's number marks the readings whose keys it has added. */
let rewrites = 0;

/**
 * Each word (a run of letters) in its written form: a key held down ("callling", "untill") leaves no letter three
 * times in a row, then readWord. One scan; only words that change are copied. Also says whether any word is now
 * a number word, and which canonical forms the words may let match.
 */
function rewriteWords(text: string): { text: string; numbers: boolean; keys: Set<string> } {
  const call = ++rewrites;
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
    const reading = lookUp(text, start, i, hash, repeats);
    numbers ||= reading.number;
    const formKeys = reading.keys;
    if (formKeys.added !== call) {
      formKeys.added = call;
      for (const key of formKeys.keys) keys.add(key);
    }
    // The form differs from the word as written (compared in place: no string is cut for a word kept as it is).
    if (reading.form.length !== i - start || !text.startsWith(reading.form, start)) {
      out += text.slice(copied, start) + reading.form;
      copied = i;
    }
  }
  return { text: copied === 0 ? text : out + text.slice(copied), numbers, keys };
}

/**
 * One short call at start-up, through every path of the scan. Without it the first long text compiles the loop
 * (on-stack replacement) before the code after it ever ran, and V8 kept re-entering that compiled loop only to
 * drop it at the end of every later call (hundreds of deoptimisations in one case analysis).
 */
rewriteWords('dont bvm callling twenty 5');
