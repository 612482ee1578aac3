import type { Cue, CueSense, Feedback, ItemId } from '../types.ts';

/** Builds a cue; `source` is a regular expression over normalised text (see text/normalize.ts). */
export function cue(
  id: string,
  items: ItemId[],
  sense: CueSense,
  source: string,
  options: { feedback?: Feedback; unsafe?: boolean; avoidanceCounts?: boolean } = {},
): Cue {
  return { id, items, sense, pattern: new RegExp(source, 'g'), ...options };
}

/** Pieces shared by several cues. */
export const SIZE_WORD =
  '(?:premature|preemie|neonatal|neonate|newborn|infant|baby|toddler|child|kid|pediatric|small adult|small|medium|large adult|large|adult)';
export const QUALITY = '(?:appropriate(?:ly)?|suitabl[ey]|correct(?:ly)?|right|proper(?:ly)?|best)';
export const SELECT_VERB =
  '(?:select|selects|selecting|choose|chooses|choosing|chose|pick|picks|picking|grab|grabs|get|gets|take|takes|use|uses|using|need|needs|bring|brings|prepare|prepares|find|fetch|ask for|set up|sets up|size|sizes|sizing|have|hand me|give me|want|like|request|requests|ready|call for|ask for)';
export const POSSESSIVE = '(?:the |his |her |their |a |an )?';
