import { negationAt, splitClauses } from '../text/clauses.ts';
import type { Mention } from '../types.ts';
import { LEXICON } from './index.ts';

/**
 * Every cue of the lexicon found in a normalised text, in reading order. Cues are tried in lexicon order and
 * each match blanks out the words it claimed, so a later, more general cue cannot read them again.
 */
export function readMentions(normalised: string): Mention[] {
  const clauses = splitClauses(normalised);
  let unclaimed = normalised;
  const mentions: Mention[] = [];
  for (const cue of LEXICON) {
    const claimed: [number, number][] = [];
    for (const match of unclaimed.matchAll(cue.pattern)) {
      if (match[0].trim() === '') continue;
      const start = match.index;
      const end = start + match[0].length;
      claimed.push([start, end]);
      const clause = clauses.find((c) => start >= c.start && start < c.start + c.text.length) ?? {
        text: normalised,
        start: 0,
      };
      const clauseOffset = start - clause.start;
      const { negated, deferred } = negationAt(clause.text, clauseOffset);
      const items = cue.items.length > 0 ? cue.items : [null];
      for (const item of items) {
        mentions.push({ cue, item, text: match[0], start, end, clause: clause.text, clauseOffset, negated, deferred });
      }
    }
    for (const [start, end] of claimed) {
      unclaimed = unclaimed.slice(0, start) + ' '.repeat(end - start) + unclaimed.slice(end);
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** The checklist items a text names at all, whatever it says about them (used to read hard-stop texts). */
export function itemsNamed(normalised: string): Set<string> {
  const items = new Set<string>();
  for (const mention of readMentions(normalised)) if (mention.item) items.add(mention.item);
  return items;
}
