import { CHECKLIST_ITEM_IDS, type ChecklistItemId } from '../../contract/checklist.ts';
import {
  type Agreement,
  type AgreementFigure,
  type ItemResult,
  type ObserverItems,
  raterKey,
  TIME_POINTS,
  type TimePoint,
} from '../../contract/study.ts';

/** One observer rating, in the order ratings were recorded. */
export type Rating = { timePoint: TimePoint; assessor: string; items: ObserverItems };

/**
 * Percent agreement and Cohen's kappa of paired ratings: kappa = (po - pe) / (1 - pe), po the share of
 * pairs that agree, pe the agreement expected by chance from each rater's own shares of each result.
 * Kappa is null when pe is 1 (both raters gave one and the same result throughout: it is undefined).
 */
export function agreementOf(pairs: readonly (readonly [ItemResult, ItemResult])[]): AgreementFigure {
  const n = pairs.length;
  if (n === 0) return { n, percent: null, kappa: null };
  const agree = pairs.filter(([a, b]) => a === b).length;
  const po = agree / n;
  const share = (side: 0 | 1, result: ItemResult) => pairs.filter((pair) => pair[side] === result).length / n;
  const pe = (['done', 'not_done', 'na'] as const).reduce((sum, r) => sum + share(0, r) * share(1, r), 0);
  const kappa = pe >= 1 ? null : (po - pe) / (1 - pe);
  return {
    n,
    percent: Math.round(po * 1000) / 10,
    kappa: kappa === null ? null : Math.round(kappa * 1000) / 1000,
  };
}

/**
 * Agreement over every participant rated twice at a time point: the primary (first recorded) rating
 * against the first rating by another rater, item by item and over all items.
 */
export function raterAgreement(participants: readonly (readonly Rating[])[]): Agreement {
  const byItem = new Map<ChecklistItemId, [ItemResult, ItemResult][]>(
    CHECKLIST_ITEM_IDS.map((id) => [id, []]),
  );
  let ratedTwice = 0;
  for (const ratings of participants) {
    for (const timePoint of TIME_POINTS) {
      const at = ratings.filter((r) => r.timePoint === timePoint);
      const [primary] = at;
      const second = at.find((r) => primary && raterKey(r.assessor) !== raterKey(primary.assessor));
      if (!primary || !second) continue;
      ratedTwice += 1;
      for (const id of CHECKLIST_ITEM_IDS)
        byItem.get(id)?.push([primary.items[id].result, second.items[id].result]);
    }
  }
  return {
    ratedTwice,
    overall: agreementOf([...byItem.values()].flat()),
    items: CHECKLIST_ITEM_IDS.map((item) => ({ item, ...agreementOf(byItem.get(item) ?? []) })),
  };
}
