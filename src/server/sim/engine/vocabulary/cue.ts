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
