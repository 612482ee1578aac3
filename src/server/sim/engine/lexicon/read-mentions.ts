import { type Clause, isConditional, isDeferral, isNegatedAt, splitClauses } from '../text/clauses.ts';
import type { ItemId, Mention } from '../types.ts';
import { LEXICON } from './index.ts';

/**
 * Every cue of the lexicon found in a normalised text, in reading order. Cues are tried in lexicon order and
 * each match claims the words it covers, so a later, more general cue cannot read them again ("check chest
 * rise" is a reassessment, not also "chest rise"). A wrong action ('bad' cue) is the exception: it is read
 * even where another cue claimed the words, so no phrase can hide an error ("press the mask down
 * firmly over her eyes" is both pushing the mask down and pressure on the eyes). Patterns run on the whole
 * text, so what they look at around a match (a size before "mask", "seal" after it) is always there.
 *
 * The cost is linear in the text: claims are marked per character, clauses are found by walking forward,
 * and negation looks only at the few words before a cue.
 */
export function readMentions(normalised: string): Mention[] {
  const clauses = splitClauses(normalised);
  const claimedBy = new Uint8Array(normalised.length);
  const CLAIM_ANY = 1;
  const overlaps = (start: number, end: number, mask: number) => {
    for (let i = start; i < end; i++) if (((claimedBy[i] ?? 0) & mask) !== 0) return true;
    return false;
  };
  const deferral = new Map<Clause, boolean>();
  const conditional = conditionalClauses(normalised, clauses);
  const mentions: Mention[] = [];
  for (const cue of LEXICON) {
    const bad = cue.sense === 'bad';
    const found: [number, number][] = [];
    let clauseIndex = 0;
    const pattern = cue.pattern;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(normalised); match !== null; match = pattern.exec(normalised)) {
      const start = match.index;
      const end = start + match[0].length;
      if (end === start) pattern.lastIndex = start + 1;
      if (match[0].trim() === '') continue;
      if (!bad && overlaps(start, end, CLAIM_ANY)) {
        // Claimed words may hide a shorter match further on ("... mask down firmly over his eyes").
        pattern.lastIndex = start + 1;
        continue;
      }
      found.push([start, end]);
      while (start >= (clauses[clauseIndex + 1]?.start ?? Number.POSITIVE_INFINITY)) clauseIndex++;
      // A match can only start inside a clause; the nearest clause before it stands in otherwise.
      const clause = clauses[clauseIndex] ?? { text: normalised, start: 0 };
      const clauseOffset = Math.max(0, start - clause.start);
      const following = upToSentenceEnd(normalised.slice(end, end + 30));
      // "NPA contraindicated": a refusal said after the thing refused.
      const negated = isNegatedAt(clause.text, clauseOffset) || REFUSED_AFTER.test(following);
      let deferred = false;
      if (negated) {
        if (!deferral.has(clause)) deferral.set(clause, isDeferral(clause.text));
        deferred = deferral.get(clause) === true;
      }
      const hypothetical = conditional[clauseIndex] === true;
      for (const item of cue.items.length > 0 ? cue.items : [null]) {
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
          hypothetical,
        });
      }
    }
    for (const [start, end] of found) {
      for (let i = start; i < end; i++) claimedBy[i] = CLAIM_ANY;
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}

const SENTENCE_END = / [.;!?] /;

/** The text before the first sentence end in `text` (all of it if there is none). */
function upToSentenceEnd(text: string): string {
  const end = SENTENCE_END.exec(text);
  return end ? text.slice(0, end.index) : text;
}

const REFUSED_AFTER =
  /^ (?:is |are |would be |was )?(?:contraindicated|not (?:indicated|safe|an option|needed|appropriate)|avoided|ruled out)\b/;

/**
 * Which clauses are conditions or plans: those that state a condition, and the clause after a leading
 * condition set off by a comma ("if she gags , i would switch to an npa").
 */
function conditionalClauses(text: string, clauses: Clause[]): boolean[] {
  const out = clauses.map((clause) => isConditional(clause.text));
  for (let i = 0; i + 1 < clauses.length; i++) {
    const clause = clauses[i] as Clause;
    const next = clauses[i + 1] as Clause;
    const between = text.slice(clause.start + clause.text.length, next.start);
    if (out[i] && /^(?:if|unless|in case|should|were)\b/.test(clause.text) && between.trim() === ',')
      out[i + 1] = true;
  }
  return out;
}

/** The checklist items a text names at all, whatever it says about them (used to read hard-stop texts). */
export function itemsNamed(normalised: string): Set<ItemId> {
  const items = new Set<ItemId>();
  for (const mention of readMentions(normalised)) if (mention.item) items.add(mention.item);
  return items;
}
