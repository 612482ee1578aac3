/**
 * Participant IDs name real people in a study: two IDs that look alike must be the same ID. A
 * Cyrillic "Р" beside a Latin "P" would make "Р-ALICE" and "P-ALICE" two participants that nobody
 * can tell apart, so the letters of one ID must come from one writing system. Digits, spaces and
 * . _ @ - go with any script. Japanese (Han with Hiragana and Katakana) and Korean (Han with Hangul)
 * count as one writing system each, and Latin letters may accompany them, as they usually do there.
 */
const SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
] as const;

/** Script sets that are one writing system in practice (UTS #39 "highly restrictive"). */
const ALLOWED_MIXES = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** The scripts of the letters in `text` (letters of scripts not listed count as "Other"). */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    found.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other');
  }
  return found;
}

/** Whether all letters of `text` come from one writing system (see above). */
export function usesOneScript(text: string): boolean {
  const scripts = scriptsOf(text);
  if (scripts.size <= 1) return true;
  return ALLOWED_MIXES.some((mix) => [...scripts].every((script) => mix.has(script)));
}

/** The value (0-9) of a decimal digit of any script: Unicode keeps each script's digits as a run from 0 to 9. */
function digitValue(char: string): number {
  let code = char.codePointAt(0) ?? 0;
  let steps = 0;
  while (/\p{Nd}/u.test(String.fromCodePoint(code - 1)) && steps < 100) {
    code -= 1;
    steps += 1;
  }
  return steps % 10;
}

/**
 * A participant ID as it is stored and compared: NFKC (fullwidth "ＡＢＣ１" is "ABC1"), every decimal
 * digit as its ASCII digit ("٣" and "३" are "3"), runs of spaces as one space, none at either end. Two
 * IDs a person reads as the same are then the same string; the one-script rule above then refuses the
 * look-alike letters NFKC does not fold (Cyrillic "Р" for Latin "P").
 */
export function normalizeParticipantId(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\p{Nd}/gu, (d) => (/[0-9]/.test(d) ? d : String(digitValue(d))))
    .replace(/\s+/gu, ' ')
    .trim();
}
