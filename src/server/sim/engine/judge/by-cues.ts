import type { Feedback, ItemId, Judgement, Mention } from '../types.ts';

export function wrong(item: ItemId, feedback: Feedback, unsafe = false): Judgement {
  return { kind: 'wrong', item, feedback, unsafe };
}

export const active = (mentions: Mention[]) => mentions.filter((m) => !m.negated);

/**
 * The verdict from the cues alone, for items with no sizes or numbers to weigh: a wrong action beats a good
 * one; a negated wrong action is avoidance (which earns the item only when avoidance is the item, as with
 * the eyes); a negated good action is declined ("I would not suction"); a bare mention asks the item's `how`.
 */
export function judgeByCues(item: ItemId, mentions: Mention[], how?: string): Judgement | null {
  const said = active(mentions);
  const bad = said.find((m) => m.cue.sense === 'bad');
  if (bad?.cue.feedback) return wrong(item, bad.cue.feedback, bad.cue.unsafe === true);
  if (said.some((m) => m.cue.sense === 'good')) return { kind: 'ok', item, detail: '' };
  const avoided = mentions.find((m) => m.negated && m.cue.sense === 'bad');
  if (avoided)
    return avoided.cue.avoidanceCounts ? { kind: 'ok', item, detail: '' } : { kind: 'avoided', item };
  if (how && said.some((m) => m.cue.sense === 'detail')) return { kind: 'incomplete', item, question: how };
  if (mentions.some((m) => m.negated && !m.deferred && m.cue.sense !== 'bad'))
    return { kind: 'declined', item };
  return null;
}
