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
  /\b(?:not|no|never|without|avoid|avoids|avoiding|refrain from|instead of|rather than|neither|nor|stop|stops|stopping|remove|removes|removing|take off|takes off|taking off)\b/g;
const BLOCKER = /\b(?:and|so|because|while|since|until|which)\b/;
const DEFERRAL = /\b(?:yet|later|after|first|until|once|before)\b/;
/** How many words may sit between a negator and the cue it negates ("avoid any pressure on the eyes"). */
const NEGATION_REACH = 5;

/** Whether the cue at `offset` in `clause` is negated, and whether that negation only postpones it. */
export function negationAt(clause: string, offset: number): { negated: boolean; deferred: boolean } {
  const before = clause.slice(0, offset);
  let negated = false;
  for (const match of before.matchAll(NEGATOR)) {
    const between = before.slice((match.index ?? 0) + match[0].length);
    const words = between.trim() === '' ? 0 : between.trim().split(' ').length;
    negated = words <= NEGATION_REACH && !BLOCKER.test(between);
  }
  if (!negated) return { negated: false, deferred: false };
  return { negated, deferred: DEFERRAL.test(clause) };
}
