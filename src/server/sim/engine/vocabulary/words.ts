import { words } from './combinators.ts';

/**
 * The shared word lists of the engine's vocabulary, each written once: the cues (items/*.ts), the size and bag
 * readers (params.ts) and the reader of the case author's text (author-rules.ts, judge/author.ts) all take their
 * words from here. Lists are in matching order where one phrase starts with another ("small adult" before
 * "small"). The texts they are matched against are normalised first (text/normalize.ts), so a list names one
 * spelling: "paediatric" and "peds" arrive as "pediatric".
 */

/**
 * Words that size a mask, a bag or a patient, smallest first, each with the class of bag it names when said of a
 * bag (a neonatal bag is about 250 mL, a child's 500 mL, an adult's 1600 mL; see params.ts), or null.
 */
const SIZES = {
  premature: 'neonatal',
  preemie: 'neonatal',
  neonatal: 'neonatal',
  neonate: 'neonatal',
  newborn: 'neonatal',
  infant: 'neonatal',
  baby: 'neonatal',
  toddler: 'child',
  'large child': 'child',
  'big child': 'child',
  child: 'child',
  kid: 'child',
  pediatric: 'child',
  'small adult': null,
  small: 'child',
  medium: null,
  'large adult': null,
  'adult large': null,
  'adult small': null,
  large: 'adult',
  adult: 'adult',
} as const satisfies Record<string, BagClass | null>;

export type BagClass = 'neonatal' | 'child' | 'adult';

export type SizeWord = keyof typeof SIZES;

/** The size words, in matching order ("small adult" before "small"). */
export const SIZE_WORDS = Object.keys(SIZES) as SizeWord[];

/** The size words, without some. */
const sizeWordsExcept = (left: readonly SizeWord[]): SizeWord[] =>
  SIZE_WORDS.filter((word) => !left.includes(word));

/** The size words that name a class of bag. */
export const bagClassWords = (bagClass: BagClass): SizeWord[] =>
  SIZE_WORDS.filter((word) => SIZES[word] === bagClass);

/** The size words a case author's text names a bag or a mask by (the rarer ones are left to the defaults). */
export const AUTHOR_SIZE_WORDS = sizeWordsExcept([
  'premature',
  'preemie',
  'medium',
  'large adult',
  'adult large',
]);

/** Any size word, as a group. */
export const SIZE_WORD = words(SIZE_WORDS);

/** Words that say a choice is the right one: "a suitable bag", "the appropriately sized mask". */
export const QUALITY = '(?:appropriate(?:ly)?|suitabl[ey]|correct(?:ly)?|right|proper(?:ly)?|best)';

/** Verbs of choosing or getting a piece of equipment. */
const SELECT_VERBS = [
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
 * A problem seen and let stand, said after it ("a leak at the nose , never mind", "sats 81 , I'm happy with that",
 * "no chest rise , stay the course"): what a danger of carrying on ends with, for the items that watch a sign
 * (the seal, the chest rise).
 */
export const LET_STAND = String.raw`(?:never mind|no matter|(?:does|do|will|would) not matter|(?:should|must) be (?:fine|ok|okay|alright)|(?:he|she|they) must be getting (?:something|some|air|oxygen|enough)|(?:put up|live) with (?:it|that|this|the leak|a leak|the gap)|close enough|good enough|(?:he|she|they) (?:will|ll) (?:still )?get enough|no point changing anything|not (?:too |that |very )?worried|(?:that|it|this) (?:is |s )?enough for now|(?:that|it|this) (?:will|ll|should) do|happy with (?:that|it|this)|settle for|(?:i will |i ll |we will |we ll |just )?leave it(?: (?:be|there|like that|as it is))?|as (?:we are|i am|it is|they are)|stay the course|go with (?:it|that)|anyway|like this|like that|another (?:few )?(?:minutes?|while)|(?:air|it|they|oxygen) must be (?:going|getting) (?:in|somewhere)|will not (?:fiddle|bother|fuss)|(?:i will |let us |lets )?just bag|no time to (?:fix|sort|redo|adjust|fiddle with|worry about) (?:it|that|this|the seal|the leak)|(?:the )?(?:sats|spo2|saturations?) (?:will|ll|should) (?:come up|pick up|improve|get better) (?:eventually|anyway|in time|on (?:their|its) own)|(?:that|it|this) (?:is |s )?(?:normal|expected|usual)|thats (?:normal|expected|usual))`;

/**
 * A size, a quality word or a size number before a piece of equipment ("child mask", "suitable bag", "size 2
 * mask"): a mask or a bag counts as chosen only with one of these or a choosing verb in front of it.
 */
// "small round mask", "infant anatomical mask": the mask's shape said between its size and the word.
export const SIZED_BEFORE = String.raw`(?:${SIZE_WORD}|${QUALITY}|size \d(?:/\d)?|#\d)(?: sized| size| fitting| med)?(?: round| circular| anatomical| shaped| cushioned| clear| face)? `;

/** Excludes numbers that are the patient's own heart rate ("heart rate 125 per min"). */
// "he is only breathing 6 per min": the patient's own rate, not one given with the bag.
export const NOT_A_VITAL =
  '(?<!(?:heart rate|pulse|blood pressure)(?: is| of| at| was| now)? |\\b(?:he|she|they|patient|child|baby|infant|boy|girl) (?:is |are |was |were )?(?:only |just |now |still |barely )?(?:breathing|breathes|breathed)(?: at| about| around| only)? )';

/** Words that negate an action said shortly after them in the same clause (text/clauses.ts). */
export const NEGATORS = [
  'not',
  'no',
  'never',
  'without',
  'avoid',
  'avoids',
  'avoiding',
  'refrain from',
  'skip',
  'skips',
  'skipping',
  'instead of',
  'rather than',
  'neither',
  'nor',
  // "nothing pressing into the floor of his mouth", "nothing on her eyes".
  'nothing',
  'stop',
  'stops',
  'stopping',
  'remove',
  'removes',
  'removing',
  'take off',
  'takes off',
  'taking off',
  'hold off',
  'holding off',
] as const;

/** Words after which "if" asks whether rather than sets a condition ("check if the chest rises"). */
export const WHETHER_VERBS = [
  'check',
  'checks',
  'checking',
  'see',
  'seeing',
  'look',
  'looking',
  'watch',
  'watching',
  'assess',
  'assessing',
  'confirm',
  'confirming',
  'monitor',
  'monitoring',
  'observe',
  'observing',
  'ask',
  'asking',
  'know',
  'whether',
  'feel',
  'feeling',
  'listen',
  'listening',
  'decide',
  'deciding',
] as const;
