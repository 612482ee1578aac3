import type { CaseDocument } from '../../../contract/case.ts';
import { checklistGroup, checklistItem } from './checklist.ts';
import { plain } from './presentation.ts';
import type { ItemId } from './types.ts';

/** Idle turns (nothing new achieved) in a phase before a hint is offered. */
export const IDLE_TURNS_BEFORE_HINT = 2;

/**
 * A soft stop: a hint that points the trainee in a direction without giving the answer. The first is the
 * case author's soft-stop text (or a nudge towards the checklist group of the next missing item); later
 * hints nudge towards the missing items one by one.
 */
export function hint(
  caseDoc: CaseDocument,
  phaseIndex: number,
  missing: ItemId[],
  hintsGiven: number,
): string {
  const authored = plain(caseDoc.Phases[phaseIndex]?.softStop ?? '');
  const first = missing[0];
  if (hintsGiven === 0) {
    if (authored) return authored;
    if (first) return checklistGroup(checklistItem(first).group).nudge;
  } else if (first) {
    return checklistItem(missing[(hintsGiven - 1) % missing.length] ?? first).nudge;
  }
  return authored || 'Look at the patient again: what would you do next, or what would you reassess?';
}
