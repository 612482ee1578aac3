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

const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60 };

/**
 * Replaces number words in a lower-case, space-separated text: "twenty five" -> "25", "fifteen" -> "15".
 * Only whole words change, so "someone" stays as it is.
 */
export function numberWordsToDigits(text: string): string {
  const words = text.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const tens = TENS[word];
    if (tens !== undefined) {
      const next = UNITS[words[i + 1] ?? ''];
      if (next !== undefined && next > 0 && next < 10) {
        out.push(String(tens + next));
        i++;
      } else {
        out.push(String(tens));
      }
      continue;
    }
    const unit = UNITS[word];
    out.push(unit === undefined ? word : String(unit));
  }
  return out.join(' ');
}
