import type { Feedback, ItemId, Judgement, Mention } from '../types.ts';

export function wrong(item: ItemId, feedback: Feedback, unsafe = false): Judgement {
  return { kind: 'wrong', item, feedback, unsafe };
}

export const active = (mentions: Mention[]) => mentions.filter((m) => !m.negated);

/** What to ask when a trainee names an item without saying how ("I open the airway"). */
const HOW_QUESTIONS: Partial<Record<ItemId, string>> = {
  'BMV-4': 'How exactly do you open the airway?',
  'BMV-13': 'How exactly do you hold the mask?',
  'BMV-18': 'How do you squeeze the bag: how hard, and over how long?',
};

/**
 * The verdict from the cues alone, for items with no sizes or numbers to weigh: a wrong action beats a good
 * one; a negated wrong action is avoidance (which earns the item only when avoidance is the item, as with
 * the eyes); a negated good action is declined ("I would not suction"); a bare mention asks how.
 */
export function judgeByCues(item: ItemId, mentions: Mention[]): Judgement | null {
  const said = active(mentions);
  const bad = said.find((m) => m.cue.sense === 'bad');
  if (bad?.cue.feedback) return wrong(item, bad.cue.feedback, bad.cue.unsafe === true);
  if (said.some((m) => m.cue.sense === 'good')) return { kind: 'ok', item, detail: '' };
  const avoided = mentions.find((m) => m.negated && m.cue.sense === 'bad');
  if (avoided)
    return avoided.cue.avoidanceCounts ? { kind: 'ok', item, detail: '' } : { kind: 'avoided', item };
  const question = HOW_QUESTIONS[item];
  if (question && said.some((m) => m.cue.sense === 'detail')) return { kind: 'incomplete', item, question };
  if (mentions.some((m) => m.negated && !m.deferred && m.cue.sense !== 'bad'))
    return { kind: 'declined', item };
  return null;
}
