import { sortItems } from '../checklist.ts';
import type { ItemId, JudgeContext, Judgement, Mention } from '../types.ts';
import { judgeAdjunct } from './adjunct.ts';
import { judgeHeadPosition, judgeHelp, judgeOpenAirway, judgeSuction } from './airway.ts';
import { judgeByCues } from './by-cues.ts';
import { judgeBag, judgeMask, judgeOxygen } from './equipment.ts';
import { judgeRate } from './rate.ts';

type ItemJudge = (mentions: Mention[], ctx: JudgeContext) => Judgement | null;

/** Items whose verdict needs more than the cues: sizes, numbers, or the patient's findings. */
const ITEM_JUDGES: Record<ItemId, ItemJudge> = {
  'BMV-1': judgeHelp,
  'BMV-2': judgeSuction,
  'BMV-3': judgeHeadPosition,
  'BMV-4': judgeOpenAirway,
  'BMV-8': judgeMask,
  'BMV-9': judgeBag,
  'BMV-10': judgeOxygen,
  'BMV-19': judgeRate,
};

/** One verdict per checklist item the message mentions, in checklist order. */
export function judgeMessage(mentions: Mention[], ctx: JudgeContext): Judgement[] {
  const byItem = new Map<ItemId, Mention[]>();
  for (const mention of mentions) {
    if (!mention.item) continue;
    byItem.set(mention.item, [...(byItem.get(mention.item) ?? []), mention]);
  }
  const verdicts: Judgement[] = [];
  if (byItem.has('BMV-5') || byItem.has('BMV-6')) {
    verdicts.push(...judgeAdjunct(byItem.get('BMV-5') ?? [], byItem.get('BMV-6') ?? [], ctx));
  }
  for (const item of sortItems(byItem.keys())) {
    if (item === 'BMV-5' || item === 'BMV-6') continue;
    const judge = ITEM_JUDGES[item];
    const verdict = judge ? judge(byItem.get(item) ?? [], ctx) : judgeByCues(item, byItem.get(item) ?? []);
    if (verdict) verdicts.push(verdict);
  }
  return verdicts.sort((a, b) => Number(a.item.slice(4)) - Number(b.item.slice(4)));
}
