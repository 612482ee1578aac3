import { SAME_READING_AFTER, SAME_READING_BEFORE } from './lexicon/read-mentions.ts';
import { lastMatchOf } from './matcher/last-match.ts';
import { isDeferral, wordsBefore, wordsFrom } from './text/clauses.ts';
import type { Mention } from './types.ts';
import { SIZE_WORDS } from './vocabulary/words.ts';

/**
 * How a case author's hard-stop text rules a thing out. A trainee's "not"/"avoid" negates only the next few
 * words (text/clauses.ts), which is right for a message but reads an author's list backwards: in "stop if an
 * adult mask or a 1000 mL adult bag is used" the bag is past the reach of "stop", and was read as the bag the
 * case asks for. An author's text is a rule, so a stop condition, a prohibition or a verdict of danger governs
 * everything it lists, up to a word that starts another thought ("and use", "so", "because").
 */

/**
 * How far either side of a mention the author's wording is looked for, in words: as far as readDistinctMentions
 * compares repetitions (a repetition it leaves out must read the same), and a bound that keeps reading linear.
 */
const BEFORE_WORDS = SAME_READING_BEFORE;
const AFTER_WORDS = SAME_READING_AFTER;

/** "stop if", "hard stop when", "pause the scenario if": what follows, up to the clause's end, is refused. */
// The author's imperative only: "stops bagging if the chest does not rise" describes the trainee.
const STOP_CONDITION =
  /\b(?:(?:hard )?stop|pause|end (?:the )?(?:scenario|simulation|phase|case))(?: (?:the|this) (?:scenario|simulation|phase|case))? (?:if|when|whenever|once|in case)\b/g;

/**
 * Words that start another thought: a rule before them does not reach past. "and" goes on with the list when a
 * thing follows it ("an adult mask and an adult bag"), and starts another action otherwise ("and use ...").
 */
const THOUGHT_BREAK = new RegExp(
  String.raw`\b(?:so|because|since|while|which|then|instead|otherwise|but|and (?!(?:a|an|the|or|\d+|${SIZE_WORDS.join('|')})\b))\b`,
);

/** A negation inside a stop condition: "stop if the trainee does not use an infant mask" asks for one. */
const NOT_DONE =
  /\b(?:not|no|never|without|fails? to|failing to|forgets? to|forgetting to|neglects? to|omits?|omitting)\b/;

/** A prohibition before the things it lists: "avoid", "never", "do not use", "must not", "don't" (normalised). */
const PROHIBITION =
  /\b(?:avoid(?:s|ing)?|never|do not|does not|must not|should not|shall not|cannot|can not|not to|refrain from|prohibit(?:s|ed)?|forbid(?:s|den)?)\b/g;

/** A verdict said after the thing: "an adult bag is dangerous", "adult masks must not be used". */
const VERDICT_AFTER =
  /\b(?:(?:is|are|would be|was|were|seems?) (?:(?:dangerous|unsafe|harmful|hazardous|inappropriate|unacceptable|wrong|forbidden|prohibited|avoided|ruled out|too (?:big|large|small))|not (?:appropriate|safe|indicated|allowed|acceptable|permitted|recommended|an option|to be used)|a (?:hard )?stop)|contraindicated|(?:must|should|shall|can) not be used|(?:must|should) be avoided|(?:leads?|triggers?) (?:to )?a (?:hard )?stop)\b/;

/** A word every rule before a mention holds, and one every verdict after it holds. */
const RULE_BEFORE = /\b(?:stop|pause|end|avoid\w*|never|not|cannot|refrain|prohibit\w*|forbid\w*)\b/;
const RULE_AFTER =
  /\b(?:dangerous|unsafe|harmful|hazardous|inappropriate|unacceptable|wrong|forbidden|prohibited|avoided|ruled|too|not|stop|contraindicated)\b/;

/**
 * Whether the author's wording around a mention rules the thing out (true), asks for it in a double negative
 * ("stop if no infant mask is used": false), or says nothing of the sort (null: the ordinary negation stands).
 */
export function authorRefusal(mention: Mention): boolean | null {
  const { clause, clauseOffset, text } = mention;
  const before = wordsBefore(clause, clauseOffset, BEFORE_WORDS);
  const after = wordsFrom(clause, clauseOffset + text.length, AFTER_WORDS);
  // Most mentions have none of the words (one scan each side): the patterns below run only for the others.
  if (!RULE_BEFORE.test(before) && !RULE_AFTER.test(after)) return null;
  // "Do not bag yet": a postponement is not a rule (looked for near the mention: a clause can be long).
  if (isDeferral(before) || isDeferral(after)) return null;
  const condition = lastMatchOf(before, STOP_CONDITION);
  if (condition) {
    const inside = before.slice(condition.index + condition[0].length);
    if (!THOUGHT_BREAK.test(inside)) return !NOT_DONE.test(inside);
  }
  const prohibition = lastMatchOf(before, PROHIBITION);
  if (prohibition && !THOUGHT_BREAK.test(before.slice(prohibition.index + prohibition[0].length))) {
    return true;
  }
  const verdict = VERDICT_AFTER.exec(after);
  if (verdict && !THOUGHT_BREAK.test(after.slice(0, verdict.index))) return true;
  return null;
}
