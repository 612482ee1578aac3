import { checklistItem } from '../../../contract/checklist.ts';
import { itemModule } from './items/registry.ts';
import { plain } from './presentation.ts';
import type { ItemId } from './types.ts';

/** Idle turns (nothing new achieved) in a phase before a hint is offered. */
export const IDLE_TURNS_BEFORE_HINT = 2;

export type HintRequest = {
  /** The case author's soft-stop text for the phase ('' if none). */
  softStop: string;
  /** Whether this is the first hint of the phase attempt (the author's soft stop goes first). */
  firstOfPhase: boolean;
  /** The first required item still missing, or null when none is. */
  target: ItemId | null;
  /** Hints already given on this target: 0 gives a nudge, more name the action outright. */
  level: number;
};

/**
 * A soft stop that escalates: a nudge that points at the missing item without giving the answer (the case
 * author's own soft stop first), then the missing action named outright, so no trainee stays stuck.
 */
export function hint(request: HintRequest): string {
  const authored = plain(request.softStop);
  const { target, level } = request;
  if (target === null) {
    return authored || 'Look at the patient again: what would you do next, or what would you reassess?';
  }
  const item = checklistItem(target);
  if (level === 0) return request.firstOfPhase && authored ? authored : itemModule(target).nudge;
  return `What is still missing is **${item.label.toLowerCase()}**: ${item.text} Tell me how you do it.`;
}
