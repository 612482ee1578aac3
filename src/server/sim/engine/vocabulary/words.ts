import { words } from './combinators.ts';

/**
 * The shared word lists of the engine's vocabulary, each written once: the cues (items/*.ts), the size and bag
 * readers (params.ts) and the reader of the case author's text (author-rules.ts, judge/author.ts) all take their
 * words from here. Lists are in matching order where one phrase starts with another ("small adult" before
 * "small"). The texts they are matched against are normalised first (text/normalize.ts), so a list names one
 * spelling: "paediatric" and "peds" arrive as "pediatric".
 */

/** Words that size a mask, a bag or a patient, smallest first. */
export const SIZE_WORDS = [
  'premature',
  'preemie',
  'neonatal',
  'neonate',
  'newborn',
  'infant',
  'baby',
  'toddler',
  'child',
  'kid',
  'pediatric',
  'small adult',
  'small',
  'medium',
  'large adult',
  'large',
  'adult',
] as const;

export type SizeWord = (typeof SIZE_WORDS)[number];

/** The size words, without some. */
export const sizeWordsExcept = (left: readonly SizeWord[]): SizeWord[] =>
  SIZE_WORDS.filter((word) => !left.includes(word));

/** The size words by the class of bag they name: a neonatal, a child's (pediatric) and an adult bag. */
export const BAG_CLASS_WORDS = {
  neonatal: ['neonatal', 'neonate', 'newborn', 'infant', 'baby'],
  child: ['pediatric', 'child', 'kid', 'toddler', 'small'],
  adult: ['adult', 'large'],
} as const satisfies Record<string, readonly SizeWord[]>;

/** Any size word, as a group. */
export const SIZE_WORD = words(SIZE_WORDS);

/** Words that say a choice is the right one: "a suitable bag", "the appropriately sized mask". */
export const QUALITY = '(?:appropriate(?:ly)?|suitabl[ey]|correct(?:ly)?|right|proper(?:ly)?|best)';

/** Verbs of choosing or getting a piece of equipment. */
export const SELECT_VERBS = [
  'select',
  'selects',
  'selecting',
  'choose',
  'chooses',
  'choosing',
  'chose',
  'pick',
  'picks',
  'picking',
  'grab',
  'grabs',
  'get',
  'gets',
  'take',
  'takes',
  'use',
  'uses',
  'using',
  'need',
  'needs',
  'bring',
  'brings',
  'prepare',
  'prepares',
  'find',
  'fetch',
  'ask for',
  'set up',
  'sets up',
  'size',
  'sizes',
  'sizing',
  'have',
  'hand me',
  'give me',
  'want',
  'like',
  'request',
  'requests',
  'ready',
  'call for',
  'ask for',
] as const;

export const SELECT_VERB = words(SELECT_VERBS);

/** "the", "his" or "her", or nothing: before a body part ("the bridge of his nose"). */
export const THE = '(?:the |his |her )?';

/**
 * A size, a quality word or a size number before a piece of equipment ("child mask", "suitable bag", "size 2
 * mask"): a mask or a bag counts as chosen only with one of these or a choosing verb in front of it.
 */
export const SIZED_BEFORE = String.raw`(?:${SIZE_WORD}|${QUALITY}|size \d(?:/\d)?|#\d)(?: sized| size| fitting)? `;

/** Excludes numbers that are the patient's own heart rate ("heart rate 125 per min"). */
export const NOT_A_VITAL = '(?<!(?:heart rate|pulse|blood pressure)(?: is| of| at| was| now)? )';
