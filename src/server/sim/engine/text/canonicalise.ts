import { CANONICAL_FORMS } from '../vocabulary/synonyms.ts';
import type { CanonicalForm } from './canonical-form.ts';

const NEEDED = new Set(
  CANONICAL_FORMS.flatMap((form) => [
    ...(form.needs && 'keys' in form.needs ? form.needs.keys : []),
    ...form.requires.flat(2),
  ]),
);
const NEEDED_WORDS = new Set([...NEEDED].filter((key) => !key.endsWith('*')));
const NEEDED_PREFIXES = [...NEEDED].filter((key) => key.endsWith('*')).map((key) => key.slice(0, -1));

/** The needed prefixes by their first letter: a word is compared with the few that start as it does. */
const PREFIXES_BY_LETTER = new Map<number, string[]>();
for (const prefix of NEEDED_PREFIXES) {
  const letter = prefix.charCodeAt(0);
  PREFIXES_BY_LETTER.set(letter, [...(PREFIXES_BY_LETTER.get(letter) ?? []), prefix]);
}
const NO_KEYS: readonly string[] = Object.freeze([]);
const DIGIT = /\d/;

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** What a word of the text may let a rule match (see CanonicalForm): itself, or prefixes it starts with. */
export function keysOfWord(word: string): readonly string[] {
  const prefixes = PREFIXES_BY_LETTER.get(word.charCodeAt(0));
  const whole = NEEDED_WORDS.has(word);
  if (!whole && prefixes === undefined) return NO_KEYS;
  const keys = whole ? [word] : [];
  for (const prefix of prefixes ?? NO_KEYS) if (word.startsWith(prefix)) keys.push(`${prefix}*`);
  return keys;
}

/**
 * The keys a word a rewrite writes may have: a whole word's own; for a word the rewrite only starts ("prefix*"),
 * every needed word and prefix it may turn out to be or to start with.
 */
export function keysWritten(added: string): readonly string[] {
  if (!added.endsWith('*')) return keysOfWord(added);
  const start = added.slice(0, -1);
  return [
    ...[...NEEDED_WORDS].filter((word) => word.startsWith(start)),
    ...NEEDED_PREFIXES.filter((prefix) => prefix.startsWith(start) || start.startsWith(prefix)).map(
      (prefix) => `${prefix}*`,
    ),
  ];
}

/** Each form with the keys of the words it writes, worked out once. */
const FORMS: readonly (CanonicalForm & { addedKeys: readonly string[]; anyLiteral?: RegExp })[] =
  CANONICAL_FORMS.map((form) => ({
    ...form,
    addedKeys: [...new Set(form.adds.flatMap(keysWritten))],
    // One scan for any of a rule's literals, not one per literal.
    ...(form.needs && 'literals' in form.needs
      ? { anyLiteral: new RegExp(form.needs.literals.map(escaped).join('|')) }
      : {}),
  }));

/** Whether `present` holds, for each set, all the keys of one of its groups (CanonicalForm.requires). */
function holdsRequired(sets: CanonicalForm['requires'], present: Set<string>): boolean {
  for (const groups of sets) {
    if (!groups.some((keys) => keys.every((key) => present.has(key)))) return false;
  }
  return true;
}

/**
 * The text with every canonical form applied in order. `present` holds the keys (keysOfWord) of every word in the
 * text, or more: a rule runs only if it may match, and its output's keys join `present` when it changes the text.
 */
export function canonicalise(text: string, present: Set<string>): string {
  let out = text;
  for (const form of FORMS) {
    const { needs } = form;
    if (needs !== null) {
      if ('keys' in needs) {
        if (!needs.keys.some((key) => present.has(key))) continue;
      } else if ((needs.digit && !DIGIT.test(out)) || !form.anyLiteral?.test(out)) continue;
    }
    if (!holdsRequired(form.requires, present)) continue;
    const next = out.replace(
      form.pattern,
      form.replacement as (substring: string, ...args: string[]) => string,
    );
    if (next !== out) for (const key of form.addedKeys) present.add(key);
    out = next;
  }
  return out;
}
