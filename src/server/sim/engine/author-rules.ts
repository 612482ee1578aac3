import { authorRefusal } from './author-refusal.ts';
import { SAME_READING_AFTER, SAME_READING_BEFORE } from './lexicon/read-mentions.ts';
import { lastMatchOf } from './matcher/last-match.ts';
import { memoize } from './matcher/memo.ts';
import { maskSizeAround, rateOf } from './params.ts';
import { wordsBefore, wordsFrom } from './text/clauses.ts';
import type { AuthorRules, Mention, Range } from './types.ts';
import { AUTHOR_SIZE_WORDS } from './vocabulary/words.ts';

/** Rules that say nothing, fresh (a literal: structuredClone of a constant cost more than reading a field). */
function noRules(): AuthorRules {
  return {
    masks: [],
    masksRuledOut: [],
    bags: [],
    bagWordsRuledOut: [],
    bagVolumesRuledOut: [],
    flow: null,
    rate: null,
    adjuncts: [],
    adjunctsRuledOut: [],
    techniques: [],
    techniquesRuledOut: [],
  };
}

/** Good cues precise enough that a negation of them in the author's text is a rule ("not a head tilt"). */
const RULABLE_TECHNIQUES = new Set(['headTilt', 'jawThrust']);

// Over normalised text, where "paediatric" is already "pediatric".
const BAG_WORD = new RegExp(String.raw`\b(${AUTHOR_SIZE_WORDS.join('|')})\b`, 'g');
const VOLUME = /\b(\d{2,4})(?:-(\d{2,4}))? ml\b/;

/** Words of a phrase as compared between author and trainee: no articles or pronouns, crude stems. */
export function stemmed(text: string): string {
  return text
    .split(' ')
    .filter((word) => !/^(?:the|a|an|his|her|their|its|my|our)$/.test(word))
    .map((word) => (word.length > 4 ? word.replace(/(?:ing|ed|es|s)$/, '') : word))
    .join(' ');
}

/** stemmed for the words of a cue's match: a few phrases ("jaw thrust") come back thousands of times. */
const stemmedCue = memoize(stemmed, 500);

/** The text of the clause around a mention, up to a few words either side. */
function around(mention: Mention, before: number, after: number): string {
  const head = wordsBefore(mention.clause, mention.clauseOffset, before);
  const tail = wordsFrom(mention.clause, mention.clauseOffset + mention.text.length, after + 1);
  return `${head} ${mention.text} ${tail}`;
}

const FIRST_BAG_WORD = new RegExp(BAG_WORD.source);

/**
 * The bag's size word and volume: the nearest size word before the bag, else the first after it ("a bag for
 * an infant"). Not the last in reach: in "an adult bag is dangerous for this infant" the bag is the adult one.
 */
/** Where the words after a bag stop being about it: an aside, a list's next entry or a refusal. */
const TAIL_END = /[(,;]|\b(?:not|no|never|rather than|instead of|nor)\b/;

function bagOf(mention: Mention): { word: string | null; ml: Range | null } {
  const near = around(mention, 4, 6);
  const head = `${wordsBefore(mention.clause, mention.clauseOffset, 4)} ${mention.text}`;
  // The words after, up to an aside or a refusal: "a 450-500 ml bag ( not a 250 ml neonatal bag" names no neonatal bag.
  const tail =
    wordsFrom(mention.clause, mention.clauseOffset + mention.text.length, 7).split(TAIL_END)[0] ?? '';
  const word = lastMatchOf(head, BAG_WORD)?.[1] ?? FIRST_BAG_WORD.exec(tail)?.[1] ?? null;
  const volume = VOLUME.exec(near);
  const ml = volume?.[1] ? { low: Number(volume[1]), high: Number(volume[2] ?? volume[1]) } : null;
  return { word, ml };
}

/** The flow range named near a mention of oxygen ("oxygen at 10-15 lpm"). */
const bagKey = (bag: { word: string | null; ml: Range | null }) =>
  `${bag.word}|${bag.ml?.low}|${bag.ml?.high}`;

function flowOf(mention: Mention): Range | null {
  const found = /\b(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? lpm\b/.exec(around(mention, 8, 8));
  if (!found?.[1]) return null;
  const a = Number(found[1]);
  const b = Number(found[2] ?? found[1]);
  return { low: Math.min(a, b), high: Math.max(a, b) };
}

function union(a: Range | null, b: Range | null): Range | null {
  if (!a) return b;
  if (!b) return a;
  return { low: Math.min(a.low, b.low), high: Math.max(a.high, b.high) };
}

/**
 * The farthest any rule reader looks around a mention, in words (flowOf: 8 before, 8 after). It must not pass
 * what readDistinctMentions compares: analyze-case reads hard stops with it, and a repetition it leaves out is
 * one this key would skip.
 */
const REACH_BEFORE = 8;
const REACH_AFTER = 9;
if (REACH_BEFORE > SAME_READING_BEFORE || REACH_AFTER > SAME_READING_AFTER) {
  throw new Error('author rules look farther around a mention than readDistinctMentions compares');
}

/**
 * A mention's cue, flags and surroundings as far as any rule reader looks: two mentions with the same key
 * give the same rule, so a technique is listed once per key (readDistinctMentions already leaves out most
 * repetitions of a phrase; this catches those whose clause alone differs).
 */
function ruleKey(mention: Mention, refused: boolean): string {
  const { clause, clauseOffset, text } = mention;
  const before = wordsBefore(clause, clauseOffset, REACH_BEFORE);
  const after = wordsFrom(clause, clauseOffset + text.length, REACH_AFTER);
  return `${mention.cue.id}|${mention.item}|${refused}|${before.length}|${text.length}|${before}${text}${after}`;
}

/** The cues read for a mask, a bag, a flow, a rate or an adjunct (the branches of rulesFrom before techniques). */
const RULE_CUES = new Set([
  'maskChoice',
  'bvm',
  'bagChoice',
  'oxygen',
  'oxygenFlow',
  'ratePerMinute',
  'opa',
  'npa',
]);

/**
 * Reads the rules from the mentions of a case's hard-stop texts. Only techniques are kept as a list with
 * repeats, so only they are looked up by ruleKey (a mention whose key was read adds nothing); every other rule
 * is a set or a range union, where reading a mention again changes nothing, and building a key per mention
 * cost more than reading it.
 */
export function rulesFrom(mentions: Mention[]): AuthorRules {
  const rules = noRules();
  const bagsSeen = new Set<string>();
  const read = new Set<string>();
  for (const mention of mentions) {
    const id = mention.cue.id;
    // A mention no branch below reads (a wrong action, a cue of no item) is passed over before its wording is read.
    if (!RULE_CUES.has(id) && !(mention.cue.sense === 'good' && mention.item)) continue;
    const author = authorRefusal(mention);
    const refused = author ?? (mention.negated && !mention.deferred);
    // A postponement ("no bagging yet") is neither a rule nor a refusal.
    if (author === null && mention.negated && !refused) continue;
    if ((id === 'maskChoice' || id === 'bvm') && mention.item === 'BMV-8') {
      const size = maskSizeAround(mention);
      if (size?.kind === 'size') (refused ? rules.masksRuledOut : rules.masks).push(size.key);
    } else if ((id === 'bagChoice' || id === 'bvm') && mention.item === 'BMV-9') {
      const bag = bagOf(mention);
      if (refused) {
        if (bag.word) rules.bagWordsRuledOut.push(bag.word);
        if (bag.ml) rules.bagVolumesRuledOut.push(bag.ml);
      } else if (bag.word || bag.ml) {
        const key = bagKey(bag);
        if (!bagsSeen.has(key)) {
          bagsSeen.add(key);
          rules.bags.push(bag);
        }
      }
    } else if ((id === 'oxygen' || id === 'oxygenFlow') && !refused) {
      rules.flow = union(rules.flow, flowOf(mention));
    } else if (id === 'ratePerMinute' && !refused) {
      rules.rate = union(rules.rate, rateOf(mention.text));
    } else if (id === 'opa' || id === 'npa') {
      (refused ? rules.adjunctsRuledOut : rules.adjuncts).push(id);
    } else if (mention.cue.sense === 'good' && mention.item && (!refused || RULABLE_TECHNIQUES.has(id))) {
      const key = ruleKey(mention, refused);
      if (read.has(key)) continue;
      read.add(key);
      const technique = { cue: id, item: mention.item, text: stemmedCue(mention.text), shown: mention.text };
      (refused ? rules.techniquesRuledOut : rules.techniques).push(technique);
    }
  }
  // A thing both named and ruled out (in different phases, say) is not a rule either way.
  rules.bagWordsRuledOut = [...new Set(rules.bagWordsRuledOut)];
  rules.bagVolumesRuledOut = [...new Map(rules.bagVolumesRuledOut.map((ml) => [showRange(ml), ml])).values()];
  rules.adjuncts = [...new Set(rules.adjuncts)].filter((a) => !rules.adjunctsRuledOut.includes(a));
  rules.adjunctsRuledOut = [...new Set(rules.adjunctsRuledOut)].filter((a) => !rules.adjuncts.includes(a));
  rules.masks = [...new Set(rules.masks)];
  rules.masksRuledOut = [...new Set(rules.masksRuledOut)].filter((m) => !rules.masks.includes(m));
  rules.bagWordsRuledOut = [...new Set(rules.bagWordsRuledOut)].filter(
    (w) => !rules.bags.some((bag) => bag.word === w),
  );
  return rules;
}

/** The rules in words, for the author's analysis ("bag: infant, 450-500 mL"). */
export function describeRules(rules: AuthorRules): string[] {
  const lines: string[] = [];
  if (rules.masks.length > 0) lines.push(`mask accepted: ${rules.masks.join(', ')}`);
  if (rules.masksRuledOut.length > 0) lines.push(`mask ruled out: ${rules.masksRuledOut.join(', ')}`);
  for (const bag of rules.bags) {
    const parts = [bag.word, bag.ml ? `${showRange(bag.ml)} mL` : null].filter(Boolean);
    lines.push(`bag accepted: ${parts.join(', ')}`);
  }
  const bagsOut = [...rules.bagWordsRuledOut, ...rules.bagVolumesRuledOut.map((ml) => `${showRange(ml)} mL`)];
  if (bagsOut.length > 0) lines.push(`bag ruled out: ${bagsOut.join(', ')}`);
  if (rules.flow) lines.push(`oxygen flow: ${showRange(rules.flow)} L/min`);
  if (rules.rate) lines.push(`ventilation rate: ${showRange(rules.rate)} breaths/min`);
  if (rules.adjuncts.length > 0) lines.push(`adjunct accepted: ${rules.adjuncts.join(', ').toUpperCase()}`);
  if (rules.adjunctsRuledOut.length > 0)
    lines.push(`adjunct ruled out: ${rules.adjunctsRuledOut.join(', ').toUpperCase()}`);
  const named = [...new Set(rules.techniques.map((t) => t.shown))];
  if (named.length > 0) lines.push(`accepted as written: ${named.join('; ')}`);
  const refused = [...new Set(rules.techniquesRuledOut.map((t) => t.shown))];
  if (refused.length > 0) lines.push(`ruled out: ${refused.join('; ')}`);
  return lines;
}

export function showRange(range: Range): string {
  return range.low === range.high ? `${range.low}` : `${range.low}-${range.high}`;
}

/** "a" or "an" before a phrase, by its first letter ("an infant mask", "a child bag"). */
export function article(phrase: string): string {
  return /^[aeiou]/.test(phrase) ? 'an' : 'a';
}

/** Merges the rules of several texts (a case's phases) into one set. */
export function mergeRules(all: AuthorRules[]): AuthorRules {
  const merged = rulesFrom([]);
  for (const rules of all) {
    merged.masks.push(...rules.masks);
    merged.masksRuledOut.push(...rules.masksRuledOut);
    merged.bags.push(...rules.bags);
    merged.bagWordsRuledOut.push(...rules.bagWordsRuledOut);
    merged.bagVolumesRuledOut.push(...rules.bagVolumesRuledOut);
    merged.flow = union(merged.flow, rules.flow);
    merged.rate = union(merged.rate, rules.rate);
    merged.adjuncts.push(...rules.adjuncts);
    merged.adjunctsRuledOut.push(...rules.adjunctsRuledOut);
    merged.techniques.push(...rules.techniques);
    merged.techniquesRuledOut.push(...rules.techniquesRuledOut);
  }
  const dedupe = <T>(list: T[]) => [...new Set(list)];
  merged.adjuncts = dedupe(merged.adjuncts);
  merged.adjunctsRuledOut = dedupe(merged.adjunctsRuledOut).filter((a) => !merged.adjuncts.includes(a));
  merged.masks = dedupe(merged.masks);
  merged.masksRuledOut = dedupe(merged.masksRuledOut).filter((m) => !merged.masks.includes(m));
  merged.bagWordsRuledOut = dedupe(merged.bagWordsRuledOut).filter(
    (w) => !merged.bags.some((bag) => bag.word === w),
  );
  // A long text can name many: keep each once, bounded, so judging a message stays cheap.
  const once = <T>(list: T[], key: (item: T) => string, limit: number) => {
    const seen = new Set<string>();
    return list
      .filter((item) => {
        const k = key(item);
        return seen.has(k) ? false : Boolean(seen.add(k));
      })
      .slice(0, limit);
  };
  merged.bags = once(merged.bags, bagKey, 50);
  merged.bagVolumesRuledOut = once(merged.bagVolumesRuledOut, showRange, 20);
  merged.techniques = once(merged.techniques, (t) => `${t.cue}:${t.text}`, 200);
  merged.techniquesRuledOut = once(merged.techniquesRuledOut, (t) => `${t.cue}:${t.text}`, 50);
  return merged;
}
