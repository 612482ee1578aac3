import { lastMatchOf } from './last-match.ts';

/**
 * Clauses and negation. A message is split into clauses at sentence punctuation and at words that start a
 * new action ("then", "but"); a cue is negated when a negator ("not", "no", "without", "avoid", "instead
 * of") comes shortly before it in the same clause with no "and"/"or" in between, so "I would not suction and
 * I bag" negates only the suction.
 */

export type Clause = { text: string; start: number };

const BOUNDARY = /\s(?:[.;!?,:]|but|then|also|plus|next|afterwards|after that|however|instead)(?=\s|$)/g;

export function splitClauses(text: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index ?? 0;
    if (end > start) clauses.push({ text: text.slice(start, end), start });
    start = end + match[0].length;
  }
  if (start < text.length) clauses.push({ text: text.slice(start), start });
  return clauses.map((clause) => {
    const lead = clause.text.length - clause.text.trimStart().length;
    return { text: clause.text.trim(), start: clause.start + lead };
  });
}

const NEGATOR =
  /\b(?:not|no|never|without|avoid|avoids|avoiding|refrain from|instead of|rather than|neither|nor|stop|stops|stopping|remove|removes|removing|take off|takes off|taking off|hold off|holding off)\b/g;
const BLOCKER = /\b(?:and|so|because|while|since|until|which)\b/;
const DEFERRAL = /\b(?:yet|later|after|first|until|once|before)\b/;
/** How many words may sit between a negator and the cue it negates ("avoid any pressure on the eyes"). */
const NEGATION_REACH = 5;

/**
 * Only the last few words before a cue can negate it: a negator plus at most NEGATION_REACH words. Looking at
 * this window (never the whole clause) keeps reading a message linear in its length, however many negators
 * and cues it holds.
 */
export const WINDOW_WORDS = NEGATION_REACH + 3;

/**
 * The text of the last `count` words before `offset`, found by walking back over spaces: the cost is the
 * length of those words, never of the whole text.
 */
export function wordsBefore(text: string, offset: number, count: number): string {
  let start = offset;
  let spaces = 0;
  while (start > 0) {
    if (text.charCodeAt(start - 1) === 32 && start < offset - 1 && ++spaces > count) break;
    start--;
  }
  return text.slice(start, offset);
}

/** The text of the first `count` words from `offset` on (see wordsBefore). */
export function wordsFrom(text: string, offset: number, count: number): string {
  let end = offset;
  let spaces = 0;
  while (end < text.length) {
    if (text.charCodeAt(end) === 32 && end > offset && ++spaces >= count) break;
    end++;
  }
  return text.slice(offset, end);
}

/** Whether the cue at `offset` in `clause` is negated, and whether that negation only postpones it. */
export function negationAt(clause: string, offset: number): { negated: boolean; deferred: boolean } {
  const negated = isNegatedAt(clause, offset);
  return { negated, deferred: negated && isDeferral(clause) };
}

/** Whether a negation in `clause` postpones ("not yet", "later") rather than refuses. */
export function isDeferral(clause: string): boolean {
  return DEFERRAL.test(clause);
}

export function isNegatedAt(clause: string, offset: number): boolean {
  const before = wordsBefore(clause, offset, WINDOW_WORDS);
  const last = lastMatchOf(before, NEGATOR);
  if (!last) return false;
  const between = before.slice((last.index ?? 0) + last[0].length).trim();
  const words = between === '' ? 0 : between.split(' ').length;
  return words <= NEGATION_REACH && !BLOCKER.test(between);
}

/**
 * Whether the match at `offset` of a whole text (not split into clauses) is negated: the few words before it,
 * cut at the last clause boundary among them, are read as negationAt reads a clause.
 */
export function isNegatedInText(text: string, offset: number): boolean {
  const window = wordsBefore(text, offset, WINDOW_WORDS);
  const boundary = lastMatchOf(window, BOUNDARY);
  const clauseStart = boundary ? boundary.index + boundary[0].length : 0;
  const clause = window.slice(clauseStart);
  return isNegatedAt(clause, clause.length);
}

/**
 * A clause that states a condition ("if she gags I would switch to an NPA", "in case the seal is poor"): what
 * it mentions is a plan, not an action. "check if the chest rises" is an action: there "if" is "whether".
 */
const CONDITION =
  /(?:^| )(?<!(?:check|checks|checking|see|seeing|look|looking|watch|watching|assess|assessing|confirm|confirming|monitor|monitoring|observe|observing|ask|asking|know|whether|feel|feeling|listen|listening) )(?:if|unless|in case|should (?:she|he|they|it|the (?:patient|child|baby|seal|chest|sats|spo2))|were (?:she|he|it)|otherwise)\b/;

export function isConditional(clause: string): boolean {
  return CONDITION.test(clause);
}
