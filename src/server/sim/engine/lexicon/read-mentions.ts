import { splitPattern } from '../matcher/alternatives.ts';
import { CharacterRuns } from '../matcher/character-runs.ts';
import { StartSearch } from '../matcher/match-starts.ts';
import { requirementsOf } from '../matcher/prefilter.ts';
import { FOLLOWING_CHARS, Repetitions } from '../matcher/repetitions.ts';
import { RequirementIndex } from '../matcher/requirement-index.ts';
import {
  type Clause,
  conditionAt,
  deferralClauses,
  isConditional,
  isDeferral,
  isNegatedAt,
  SpaceIndex,
  splitClauses,
} from '../text/clauses.ts';
import type { Cue, ItemId, Mention } from '../types.ts';
import { LEXICON } from './index.ts';

/**
 * Every cue of the lexicon found in a normalised text, in reading order. Cues are tried in lexicon order and
 * each match claims the words it covers, so a later, more general cue cannot read them again ("check chest
 * rise" is a reassessment, not also "chest rise"). A wrong action ('bad' cue) is the exception: it is read
 * even where another cue claimed the words, so no phrase can hide an error ("press the mask down
 * firmly over her eyes" is both pushing the mask down and pressure on the eyes). Patterns run on the whole
 * text, so what they look at around a match (a size before "mask", "seal" after it) is always there; only
 * the patterns whose literals the text may hold run at all (prefilter.ts).
 *
 * The cost is linear in the text: claims are marked per character, clauses are found by walking forward,
 * and negation looks only at the few words before a cue.
 */
export function readMentions(normalised: string): Mention[] {
  return read(normalised, false);
}

export { SAME_READING_AFTER, SAME_READING_BEFORE } from '../matcher/repetitions.ts';

/**
 * readMentions without the repetitions: a match is left out when an earlier match of the same cue has the same
 * words around it (SAME_READING_BEFORE words before it in its clause, SAME_READING_AFTER after, the characters
 * its `following` is cut from) and a clause that is as conditional and as postponing. Such a match would be
 * read exactly as the earlier one (same items, same negation, same rule), so a hard-stop text that repeats a
 * phrase hundreds of times costs its distinct phrases, not its length. Claims are still made by every match,
 * so what the other cues read does not change.
 */
export function readDistinctMentions(normalised: string): Mention[] {
  return read(normalised, true);
}

const NO_ITEM: readonly (ItemId | null)[] = [null];

/** The requirements of every pattern the reader runs (the cues run whole, and the alternatives of the others). */
const REQUIREMENTS = new RequirementIndex();

/** For each cue, its pattern run alternative by alternative (alternatives.ts), or null when it runs whole. */
const CUE_ALTERNATIVES = LEXICON.map((cue) => splitPattern(cue.pattern, REQUIREMENTS));
/**
 * For each cue run whole, its requirements (requirementsOf: a text it matches holds one literal of each set), by
 * id in REQUIREMENTS; -1 for a cue run by its alternatives (they have their own).
 */
const CUE_REQUIREMENTS = LEXICON.map((cue, index) =>
  CUE_ALTERNATIVES[index] === null ? REQUIREMENTS.add(requirementsOf(cue.pattern)) : -1,
);
/** For each cue run whole, its pattern searched where its matches can start (match-starts.ts). */
const CUE_SEARCHES = LEXICON.map((cue, index) =>
  CUE_ALTERNATIVES[index] === null ? new StartSearch(cue.pattern) : null,
);
const runs = new CharacterRuns();
/** Spaces of the text being read, indexed at its first match when repetitions are compared. */
const spaceIndex = new SpaceIndex();

function read(normalised: string, distinct: boolean): Mention[] {
  const clauses = splitClauses(normalised);
  const whole: Clause = { text: normalised, start: 0 };
  const claimed = claimsFor(normalised.length);
  const conditional = conditionalClauses(normalised, clauses);
  // By clause index: whether a negation in the clause postpones (one scan of the text, when first needed).
  let deferral: boolean[] | undefined;
  const mentions: Mention[] = [];
  // Start and end of each match of the current cue: they claim their words once the cue is done.
  const found: number[] = [];
  runs.read(normalised);
  let indexed = false;
  for (let index = 0; index < LEXICON.length; index++) {
    const cue = LEXICON[index] as Cue;
    // A cue that cannot match the text is not run: no match, no mention and no claim either way. A cue run by
    // its alternatives asks this of each of them instead (most of its literals are theirs).
    const alternatives = CUE_ALTERNATIVES[index] ?? null;
    if (
      alternatives !== null
        ? !alternatives.start(runs)
        : !REQUIREMENTS.mayMatch(CUE_REQUIREMENTS[index] as number, runs)
    )
      continue;
    const bad = cue.sense === 'bad';
    const items = cue.items.length > 0 ? cue.items : NO_ITEM;
    let seen: Repetitions | undefined;
    found.length = 0;
    let clauseIndex = -1;
    const search = CUE_SEARCHES[index] as StartSearch;
    // Where the search for the next match begins (a global pattern's lastIndex).
    let from = 0;
    for (;;) {
      let start: number;
      let end: number;
      if (alternatives !== null) {
        start = alternatives.next(normalised, from);
        if (start < 0) break;
        end = alternatives.end;
      } else {
        start = search.next(normalised, from);
        if (start < 0) break;
        end = search.end;
      }
      from = end === start ? start + 1 : end;
      if (isBlank(normalised, start, end)) continue;
      if (!bad && isClaimed(claimed, start, end)) {
        // Claimed words may hide a shorter match further on ("... mask down firmly over his eyes").
        from = start + 1;
        continue;
      }
      found.push(start, end);
      const text = normalised.slice(start, end);
      // Matches of one cue come in order, so the clause is found once and then walked forward.
      if (clauseIndex < 0) clauseIndex = clauseIndexAt(clauses, start);
      else while (start >= (clauses[clauseIndex + 1]?.start ?? Number.POSITIVE_INFINITY)) clauseIndex++;
      // A match can only start inside a clause; the nearest clause before it stands in otherwise.
      const clause = clauses[clauseIndex] ?? whole;
      const clauseOffset = Math.max(0, start - clause.start);
      // A wrong way said before the condition of its clause is said as done ("skip the lubricant , it will go in dry
      // if I push hard enough", "bag him on air for now and add oxygen if the sats do not recover"): the condition
      // bounds what follows it, and a danger is stopped however it is hedged.
      // An unsafe danger said as what will be done when the condition comes ("if it sticks I'll just ram it in
      // harder", "if the OPA meets resistance , just shove harder") or as fine if it happens ("if it folds her tongue
      // back , that's fine") is intended: stopped now, not left as a plan. "I would ..." stays a plan.
      const hypothetical =
        conditional[clauseIndex] === true &&
        !(
          bad &&
          (conditionAt(clause.text) >= clauseOffset + (end - start) ||
            dangerIntended(normalised, clauses, clauseIndex, clauseOffset, end - start))
        );
      if (distinct) {
        if (!indexed) {
          spaceIndex.index(normalised);
          indexed = true;
        }
        seen ??= new Repetitions(normalised, spaceIndex);
        deferral ??= deferralOfClauses(normalised, clauses);
        const flags = (hypothetical ? 2 : 0) + (deferral[clauseIndex] === true ? 1 : 0);
        if (seen.seenBefore(clause, clauseOffset, start, end, flags)) continue;
      }
      const following = followingAt(normalised, end);
      // "NPA contraindicated": a refusal said after the thing refused.
      const negated =
        isNegatedAt(clause.text, clauseOffset) ||
        REFUSED_AFTER.test(following) ||
        (OUT_AFTER.test(following) && SO_BEFORE.test(clause.text.slice(0, clauseOffset)));
      let deferred = false;
      if (negated) {
        deferral ??= deferralOfClauses(normalised, clauses);
        deferred = deferral[clauseIndex] === true;
      }
      for (const item of items) {
        mentions.push({
          cue,
          item,
          text,
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
    for (let f = 0; f < found.length; f += 2) claimed.fill(1, found[f], found[f + 1]);
  }
  return inReadingOrder(mentions);
}

/**
 * `mentions` stably sorted by start, as Array.prototype.sort with a comparator sorts them: by start and then by
 * place in the list, packed in one number (start * 2^21 + place, exact in a double) and sorted as numbers,
 * without calling a comparator thousands of times per text.
 */
function inReadingOrder(mentions: Mention[]): Mention[] {
  const count = mentions.length;
  if (count > PLACES) return mentions.sort((a, b) => a.start - b.start);
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) keys[i] = (mentions[i] as Mention).start * PLACES + i;
  keys.sort();
  const sorted = new Array<Mention>(count);
  for (let i = 0; i < count; i++) sorted[i] = mentions[(keys[i] as number) % PLACES] as Mention;
  return sorted;
}

const PLACES = 2 ** 21;

/** By clause index, whether a negation in the clause postpones; with no clauses, the whole text stands in. */
function deferralOfClauses(normalised: string, clauses: Clause[]): boolean[] {
  return clauses.length > 0 ? deferralClauses(normalised, clauses) : [isDeferral(normalised)];
}

/** The clause a match at `start` belongs to: the last that starts at or before it (the first if none does). */
function clauseIndexAt(clauses: Clause[], start: number): number {
  let low = 0;
  let high = clauses.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((clauses[middle] as Clause).start <= start) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** One buffer of claims reused by every read (a fresh typed array per text cost more than the reading). */
let claims = new Uint8Array(4096);

function claimsFor(length: number): Uint8Array {
  if (claims.length < length) claims = new Uint8Array(Math.max(length, claims.length * 2));
  const claimed = claims.subarray(0, length);
  claimed.fill(0);
  return claimed;
}

/**
 * Whether text[start, end) is empty or all whitespace (`trim` would leave nothing): a match starting with a visible
 * ASCII character is not, and is told so without cutting it out (almost every match).
 */
function isBlank(text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start);
  if (start < end && first > 32 && first < 127) return false;
  return text.slice(start, end).trim() === '';
}

function isClaimed(claimed: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (claimed[i] !== 0) return true;
  return false;
}

/**
 * The FOLLOWING_CHARS characters after `end`, cut before the first sentence end (" . ", " ; ", " ! ", " ? ")
 * that lies wholly among them.
 */
function followingAt(text: string, end: number): string {
  const last = Math.min(end + FOLLOWING_CHARS, text.length);
  for (let i = end; i + 2 < last; i++) {
    if (text.charCodeAt(i) !== 32 || text.charCodeAt(i + 2) !== 32) continue;
    const mark = text.charCodeAt(i + 1);
    if (mark === 46 || mark === 59 || mark === 33 || mark === 63) return text.slice(end, i);
  }
  return text.slice(end, last);
}

// "hyperextending will not help , so ...", "a finger sweep is a bad idea", "an oral airway could make him vomit",
// "hyperventilating could harm his injured brain": the thing refused (or its harm named) comes first.
const REFUSED_AFTER =
  /^(?: (?!(?:if|unless|when|once|until|till|because|since)\b)[a-z0-9]+){0,3}? (?:is |are |would be |was |will be )?(?:contraindicated|not (?:indicated|safe|an option|needed|necessary|helpful|appropriate|recommended|the answer|the way|a good idea|going to help)|(?:will|would|does|do|can|could) not (?:help|work|do|be (?:needed|necessary|helpful|safe|appropriate))|(?:a )?(?:bad|poor|dangerous) idea|(?:is |are )?(?:dangerous|harmful|wrong|unsafe)|avoided|ruled out|makes? (?:it|things|him|her) worse|(?:could|would|can|may|might) (?:harm|hurt|damage|injure|worsen|kill|make (?:him|her|them|it) (?:vomit|gag|retch|bleed|worse))|too (?:big|large|small|much|fast|hard)|(?<=\b(?:is|are) )(?:out of the question|off the table|a no go))\b/;

/** "he gags , so an oral airway is out" (not "only the big mask is out": taken out): refused as a consequence. */
const OUT_AFTER = /^ (?:is|are) out(?= ?(?:[,.;!]|$))/;
const SO_BEFORE = /\bso (?:an? |the )?$/;

const LEADING_CONDITION = /^(?:if|unless|in case|should|were)\b/;

/** What will be done, said as intended (not "I would ...", weighed). */
const INTENT = /\b(?:then )?(?:i will|i ll|we will|we ll|i am going to|we are going to|just)\b/g;
/** A consequence that lets the condition stand: "if it folds her tongue back , that's fine". */
const LET_IT_STAND =
  /^(?:then )?(?:that is|that s|thats|it is|its|which is) (?:fine|ok|okay|alright|all right)\b|^(?:it |that )?(?:does not|do not|will not) matter\b|^whatever\b/;

/**
 * Whether a danger in a conditional clause is intended: after the condition, in the clause that says what will be
 * done (its own clause, or the one after a leading condition set off by a comma), or in a condition whose
 * consequence calls it fine.
 */
function dangerIntended(
  text: string,
  clauses: Clause[],
  index: number,
  offset: number,
  length: number,
): boolean {
  const clause = clauses[index];
  if (!clause) return false;
  const condition = conditionAt(clause.text);
  // "if the tongue gets pushed back whatever", "if the mask slides onto her eyes that's ok": let stand in its own clause.
  if (
    condition >= 0 &&
    condition < offset &&
    LET_IT_STAND.test(clause.text.slice(offset + length).trimStart())
  )
    return true;
  if (condition >= 0 && condition < offset) {
    INTENT.lastIndex = condition;
    const intent = INTENT.exec(clause.text);
    if (intent && intent.index < offset) return true;
  }
  const before = clauses[index - 1];
  if (before && LEADING_CONDITION.test(before.text) && commaBetween(text, before, clause)) {
    INTENT.lastIndex = 0;
    const intent = INTENT.exec(clause.text);
    if (intent && intent.index <= offset) return true;
  }
  const after = clauses[index + 1];
  return (
    condition >= 0 &&
    condition < offset &&
    after !== undefined &&
    LET_IT_STAND.test(after.text) &&
    commaBetween(text, clause, after)
  );
}

/** Whether only a comma parts two clauses that follow each other ("if she gags , i would ..."). */
function commaBetween(text: string, first: Clause, second: Clause): boolean {
  return text.slice(first.start + first.text.length, second.start).trim() === ',';
}

/**
 * Which clauses are conditions or plans: those that state a condition, and the clause after a leading
 * condition set off by a comma ("if she gags , i would switch to an npa").
 */
function conditionalClauses(text: string, clauses: Clause[]): boolean[] {
  const out = clauses.map((clause) => isConditional(clause.text));
  for (let i = 0; i + 1 < clauses.length; i++) {
    const clause = clauses[i] as Clause;
    const next = clauses[i + 1] as Clause;
    if (!out[i] || !LEADING_CONDITION.test(clause.text)) continue;
    if (commaBetween(text, clause, next)) out[i + 1] = true;
  }
  return out;
}
