import { negationAt, splitClauses } from '../text/clauses.ts';
import type { Mention } from '../types.ts';
import { LEXICON } from './index.ts';

/**
 * Every cue of the lexicon found in a normalised text, in reading order. Cues are tried in lexicon order and
 * each match claims the words it covers, so a later, more general cue cannot read them again ("check chest
 * rise" is a reassessment, not also "chest rise"). Patterns run on the whole text, so what they look at
 * around a match (a size before "mask", "seal" after it) is always there.
 */
export function readMentions(normalised: string): Mention[] {
  const clauses = splitClauses(normalised);
  const claimed: [number, number][] = [];
  const overlapsClaim = (start: number, end: number) => claimed.some(([s, e]) => start < e && end > s);
  const mentions: Mention[] = [];
  for (const cue of LEXICON) {
    const found: [number, number][] = [];
    for (const match of normalised.matchAll(cue.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[0].trim() === '' || overlapsClaim(start, end)) continue;
      found.push([start, end]);
      const clause = clauses.find((c) => start >= c.start && start < c.start + c.text.length) ?? {
        text: normalised,
        start: 0,
      };
      const clauseOffset = start - clause.start;
      const { negated, deferred } = negationAt(clause.text, clauseOffset);
      const items = cue.items.length > 0 ? cue.items : [null];
      for (const item of items) {
        const following = normalised.slice(end, end + 30).split(/ [.;!?] /)[0] ?? '';
        mentions.push({
          cue,
          item,
          text: match[0],
          start,
          end,
          clause: clause.text,
          clauseOffset,
          following,
          negated,
          deferred,
        });
      }
    }
    claimed.push(...found);
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** The checklist items a text names at all, whatever it says about them (used to read hard-stop texts). */
export function itemsNamed(normalised: string): Set<string> {
  const items = new Set<string>();
  for (const mention of readMentions(normalised)) if (mention.item) items.add(mention.item);
  return items;
}
