import { lastMatchOf } from '../matcher/last-match.ts';
import { notBehind, seq, words } from '../vocabulary/combinators.ts';
import { NEGATORS, WHETHER_VERBS } from '../vocabulary/words.ts';

/**
 * Clauses and negation. A message is split into clauses at sentence punctuation and at words that start a
 * new action ("then", "but"); a cue is negated when a negator ("not", "no", "without", "avoid", "instead
 * of") comes shortly before it in the same clause with no "and"/"or" in between, so "I would not suction and
 * I bag" negates only the suction.
 */

export type Clause = { text: string; start: number };

// "instead" ends a clause ("no OPA , instead an NPA"), "instead of" negates in it ("a jaw thrust instead of a head tilt").
// "I guess next I would recheck": after a hedge, "next" and "then" only say when, and the plan stays one clause.
const BOUNDARY =
  /\s(?:[.;!?,:]|but|(?:then|next)(?<!\b(?:guess|think|suppose|probably|maybe|perhaps) (?:then|next))|also|plus|afterwards|after that|however|instead(?! of\b))(?=\s|$)/g;

export function splitClauses(text: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  // exec on the pattern itself: matchAll would copy it on every call (once per message and hard stop).
  BOUNDARY.lastIndex = 0;
  for (let match = BOUNDARY.exec(text); match !== null; match = BOUNDARY.exec(text)) {
    const end = match.index;
    if (end > start) clauses.push(trimmed(text, start, end));
    start = end + match[0].length;
  }
  if (start < text.length) clauses.push(trimmed(text, start, text.length));
  return clauses;
}

/** The clause text[start, end) without the spaces around it, and where what is left starts. */
function trimmed(text: string, start: number, end: number): Clause {
  const raw = text.slice(start, end);
  const inner = raw.trim();
  // The first occurrence is the trimmed text's own place: everything before it is white space.
  const lead = inner === '' ? raw.length : raw.indexOf(inner);
  return { text: inner, start: start + lead };
}

// Not "it does not matter that it goes up onto his eyes", "never mind the leak": what follows is let stand, not
// refused; nor "do not forget the oxygen", "let's not forget to turn it on": a reminder to do it; nor "the leak isn't a
// problem with the oxygen on 15": what is no problem is not the thing after it.
const NEGATOR = new RegExp(
  String.raw`\b${words(NEGATORS)}\b(?! (?:matter|mind|forget\w*|a problem|an issue|a big deal|a worry)\b)`,
  'g',
);
// A subject between them starts another statement: "to stop it leaking I press the mask onto his eyes".
// "I do not change anything else before reassessing": what comes after "before" is done, not refused.
const BLOCKER = /\b(?:and|so|because|while|since|until|before|which|i|we)\b/;
const DEFERRAL = /\b(?:yet|later|after|first|until|once|before)\b/;
/** Words between a negator and its cue that only describe the thing refused: not counted in its reach. */
const MODIFIER = /^(?:the|a|an|his|her|their|my|little|small|tiny|big|large|\d+(?:\.\d+)?|ml|size)$/;

/** How many words may sit between a negator and the cue it negates ("avoid any pressure on the eyes"). */
const NEGATION_REACH = 5;

/**
 * Only the last few words before a cue can negate it: a negator plus at most NEGATION_REACH words. Looking at
 * this window (never the whole clause) keeps reading a message linear in its length, however many negators
 * and cues it holds.
 */
export const NEGATION_WINDOW_WORDS = NEGATION_REACH + 3;

/**
 * The text of the last `count` words before `offset`, found by walking back over spaces: the cost is the
 * length of those words, never of the whole text.
 */
export function wordsBefore(text: string, offset: number, count: number): string {
  return text.slice(wordsBeforeStart(text, offset, count), offset);
}

/** Where wordsBefore's words start, without slicing them out. */
export function wordsBeforeStart(text: string, offset: number, count: number): number {
  let start = offset;
  let spaces = 0;
  while (start > 0) {
    if (text.charCodeAt(start - 1) === 32 && start < offset - 1 && ++spaces > count) break;
    start--;
  }
  return start;
}

/** The text of the first `count` words from `offset` on (see wordsBefore). */
export function wordsFrom(text: string, offset: number, count: number): string {
  return text.slice(offset, wordsFromEnd(text, offset, count));
}

/** Where wordsFrom's words end, without slicing them out. */
export function wordsFromEnd(text: string, offset: number, count: number): number {
  let end = offset;
  let spaces = 0;
  while (end < text.length) {
    if (text.charCodeAt(end) === 32 && end > offset && ++spaces >= count) break;
    end++;
  }
  return end;
}

/** Whether a negation in `clause` postpones ("not yet", "later") rather than refuses. */
export function isDeferral(clause: string): boolean {
  return DEFERRAL.test(clause);
}

const DEFERRAL_WORDS = new RegExp(DEFERRAL.source, 'g');

/**
 * isDeferral of each of `clauses` (splitClauses of `text`), in one scan of the text: a deferral word is a whole
 * word, and a clause's neighbours in the text are spaces, so a clause holds one exactly where the text holds
 * one inside the clause's bounds (those between clauses, as in "after that", belong to none).
 */
export function deferralClauses(text: string, clauses: Clause[]): boolean[] {
  const out = new Array<boolean>(clauses.length).fill(false);
  let index = 0;
  DEFERRAL_WORDS.lastIndex = 0;
  for (let match = DEFERRAL_WORDS.exec(text); match !== null; match = DEFERRAL_WORDS.exec(text)) {
    const start = match.index;
    while (
      index < clauses.length &&
      start >= (clauses[index] as Clause).start + (clauses[index] as Clause).text.length
    )
      index++;
    const clause = clauses[index];
    if (!clause) break;
    if (start >= clause.start && start + match[0].length <= clause.start + clause.text.length)
      out[index] = true;
  }
  return out;
}

export function isNegatedAt(clause: string, offset: number): boolean {
  const before = wordsBefore(clause, offset, NEGATION_WINDOW_WORDS);
  const last = lastMatchOf(before, NEGATOR);
  if (!last) return false;
  const between = before.slice((last.index ?? 0) + last[0].length).trim();
  // "not using the little 250 ml neonatal bag": articles, sizes and numbers of the thing refused do not count.
  const words = between === '' ? 0 : between.split(' ').filter((word) => !MODIFIER.test(word)).length;
  return words <= NEGATION_REACH && !BLOCKER.test(between);
}

/**
 * Whether the match at `offset` of a whole text (not split into clauses) is negated: the few words before it,
 * cut at the last clause boundary among them, are read as negationAt reads a clause.
 */
export function isNegatedInText(text: string, offset: number): boolean {
  const window = wordsBefore(text, offset, NEGATION_WINDOW_WORDS);
  const boundary = lastMatchOf(window, BOUNDARY);
  const clauseStart = boundary ? boundary.index + boundary[0].length : 0;
  const clause = window.slice(clauseStart);
  return isNegatedAt(clause, clause.length);
}

/**
 * A clause that states a condition ("if she gags I would switch to an NPA", "in case the seal is poor"): what
 * it mentions is a plan, not an action. "check if the chest rises" is an action: there "if" is "whether".
 * "Fine, even if it covers his eyes" is a concession about what is done, not a condition. The lookahead only
 * spares the lookbehinds at every other word of a long clause.
 */
const CONDITION = new RegExp(
  seq(
    '(?:^| )(?=if|unless|in case|should|were|otherwise)',
    notBehind(`${words(WHETHER_VERBS)} `),
    // "fine, even if it reaches over his eyes", "fine if the mask presses on his eyes a bit": a concession, said of
    // what is done, not a condition.
    notBehind(String.raw`\beven `),
    notBehind(String.raw`\b(?:fine|ok|okay|alright|no problem|does not matter|doesn t matter) `),
    // "quicker if I hook the clots out with two fingers": a comparison of what is done, not a condition.
    notBehind(String.raw`\b(?:quicker|faster|easier|better|simpler|safer) `),
    words([
      'if',
      'unless',
      'in case',
      'should (?:she|he|they|it|the (?:patient|child|baby|seal|chest|sats|spo2))',
      'were (?:she|he|it)',
      'otherwise',
    ]),
    String.raw`\b`,
  ),
);

/**
 * A clause that gives the consequence of something not done ("I will not use the adult mask , it would cover his
 * eyes", "fingers away from her eyes , because pressure on the operated eyes could drop her heart rate"): what it
 * mentions is a reason, not an action.
 */
const CONSEQUENCE =
  /^(?:because |since |as |or |otherwise |else )?(?:it|that|this|which|they|these|those)(?: 1| one| mask| size| bag)? (?:would|could|might)\b|^(?:because|since|as) (?:\w+ ){1,6}?(?:would|could|might|may)\b/;

/** "I would consider an OPA", "we could consider suction": an option weighed, not taken. */
const CONSIDERED =
  /\b(?:i|we) (?:would|could|might|may|d|will|can) (?:also |probably |maybe |perhaps )?consider\b/;

/**
 * Where a clause's condition word stands ("ram the OPA in , if it sticks I push harder": after the action), or -1
 * when the clause holds none (a consequence or an option considered, or no condition at all).
 */
export function conditionAt(clause: string): number {
  const match = CONDITION.exec(clause);
  return match ? match.index : -1;
}

/** "babies block off when you overextend them": a general truth about children, the reason for what is done. */
const GENERAL_TRUTH =
  /^(?:because |since |as |cause )?(?:babies|infants|children|kids|toddlers|neonates|newborns|little ones) (?:\w+ ){0,4}?(?:when|if) (?:you|we|people|they)\b/;

export function isConditional(clause: string): boolean {
  return (
    CONDITION.test(clause) ||
    CONSEQUENCE.test(clause) ||
    // Its one word first: a look for a string costs a fraction of the pattern's scan of the clause.
    (clause.includes('consider') && CONSIDERED.test(clause)) ||
    GENERAL_TRUTH.test(clause)
  );
}

/**
 * Where the spaces of a text are, so that wordsBeforeStart and wordsFromEnd over any of its clauses are found
 * in constant time (a reader that looks around thousands of matches in one text walks no words).
 */
export class SpaceIndex {
  /** spacesBefore[i]: how many spaces text[0, i) holds. */
  private spacesBefore = new Int32Array(0);
  /** Positions of the spaces, in order. */
  private spaces = new Int32Array(0);

  /** Indexes `text`, reusing the buffers of the last text. */
  index(text: string): void {
    if (this.spacesBefore.length < text.length + 1) {
      this.spacesBefore = new Int32Array(text.length + 1);
      this.spaces = new Int32Array(text.length);
    }
    const { spacesBefore, spaces } = this;
    let count = 0;
    for (let i = 0; i < text.length; i++) {
      spacesBefore[i] = count;
      if (text.charCodeAt(i) === 32) spaces[count++] = i;
    }
    spacesBefore[text.length] = count;
  }

  /** wordsBeforeStart(clause, offset, count) for a clause of the indexed text at `at`, `length` long. */
  wordsBeforeStart(at: number, length: number, offset: number, count: number): number {
    // The walk counts the spaces at clause offsets 0 .. offset - 3 (and none past the clause's end).
    const end = at + Math.min(offset - 2, length);
    if (end <= at) return 0;
    const upTo = this.spacesBefore[end] as number;
    const wanted = upTo - (count + 1);
    if (wanted < (this.spacesBefore[at] as number)) return 0;
    return (this.spaces[wanted] as number) - at + 1;
  }

  /** wordsFromEnd(clause, offset, count) for a clause of the indexed text at `at`, `length` long. */
  wordsFromEnd(at: number, length: number, offset: number, count: number): number {
    if (offset >= length) return offset;
    // The walk stops at the count-th space after the offset inside the clause, else at the clause's end.
    const wanted = (this.spacesBefore[at + offset + 1] as number) + Math.max(count, 1) - 1;
    if (wanted >= (this.spacesBefore[at + length] as number)) return length;
    return (this.spaces[wanted] as number) - at;
  }
}
