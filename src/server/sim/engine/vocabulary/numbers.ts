/** Number words a trainee may type ("fifteen litres", "one breath every three seconds"), as digits. */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Every word numberWordsToDigits turns into digits. */
export const NUMBER_WORD_LIST = [...Object.keys(UNITS), ...Object.keys(TENS)];

const COMPOUND = new RegExp(
  `\\b(${Object.keys(TENS).join('|')}) (one|two|three|four|five|six|seven|eight|nine)\\b`,
  'g',
);
/** "twenty too breaths a minute": "two" mistyped as "too" after a tens word, before what is counted. */
const TOO_FOR_TWO = new RegExp(
  `\\b(${Object.keys(TENS).join('|')}) too(?= (?:breath|breaths|a min|per|times|squeezes)\\b)`,
  'g',
);
const UNIT_WORDS = 'one|two|three|four|five|six|seven|eight|nine';
/**
 * A volume said the way it is spoken, hundreds first: "a two-fifty bag" (250 mL), "four fifty ml", "the five
 * twenty five cc". Only before a volume's unit or a bag, where it cannot be two numbers or a time of day.
 */
const SPOKEN_HUNDREDS = new RegExp(
  `\\b(${UNIT_WORDS})[ -](${Object.keys(TENS).join('|')})(?:[ -](${UNIT_WORDS}))?` +
    '(?= (?:ml|mls|mil|mils|cc|millilit\\w*|bag|bags|bvm|sib|self)\\b)',
  'g',
);
const SINGLE = new RegExp(`\\b(${[...Object.keys(TENS), ...Object.keys(UNITS)].join('|')})\\b`, 'g');

/**
 * Replaces number words in lower-case text: "twenty five" -> "25", "fifteen" -> "15". Only whole words change,
 * so "someone" stays as it is.
 */
export function numberWordsToDigits(text: string): string {
  const digits = text
    .replace(SPOKEN_HUNDREDS, (_, hundred: string, tens: string, unit: string | undefined) =>
      String((UNITS[hundred] ?? 0) * 100 + (TENS[tens] ?? 0) + (unit ? (UNITS[unit] ?? 0) : 0)),
    )
    .replace(TOO_FOR_TWO, '$1 two')
    .replace(COMPOUND, (_, tens: string, unit: string) => String((TENS[tens] ?? 0) + (UNITS[unit] ?? 0)))
    .replace(SINGLE, (word: string) => String(TENS[word] ?? UNITS[word] ?? word));
  return digits.includes('hundred') ? digits.replace(HUNDREDS, hundreds) : digits;
}

/** "five hundred" (a bag's volume), "four hundred and fifty": after the words above became digits. */
const HUNDREDS = /\b([1-9]) hundred(?: and)?(?: ([1-9]\d?)\b)?/g;

function hundreds(_: string, count: string, rest: string | undefined): string {
  return String(Number(count) * 100 + (rest ? Number(rest) : 0));
}
