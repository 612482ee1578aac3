import { maskSaid } from '../items/bmv-08-mask-size.ts';
import { bagVolumeSaid } from '../items/bmv-09-bag-choice.ts';
import { flowSaid, oxygenMentions } from '../items/bmv-10-oxygen.ts';
import { rateSaid } from '../items/bmv-19-rate.ts';
import type { MaskClass } from '../patient.ts';
import type { Judgement, Mention, Range } from '../types.ts';
import { chosenAdjunct } from './adjunct.ts';
import { active } from './by-cues.ts';

/** The details a judge took for an item, in the units the fidelity benchmark labels them (eval/corpus). */
export type ReadParams = {
  mask?: MaskClass;
  bagMl?: number;
  o2LPerMin?: number;
  /** Breaths per minute ("q3s" -> 20, "every 6 seconds" -> 10). */
  ratePerMin?: number;
  adjunct?: 'opa' | 'npa';
};

/**
 * What the judge of `verdict.item` read from the message, found by the same readers the judge calls on the same
 * mentions (maskSaid, bagVolumeSaid, flowSaid, rateSaid, chosenAdjunct), so the reading reports what was judged
 * and there is no second parser to drift. A range ("10-15 L/min") is a range, not one figure: it is not reported.
 */
export function paramsRead(
  verdict: Judgement,
  mentions: Mention[],
  adjunctChosen: 'opa' | 'npa' | null,
): ReadParams | undefined {
  const own = mentions.filter((m) => m.item === verdict.item);
  switch (verdict.item) {
    case 'BMV-8': {
      const fit = maskSaid(active(own));
      return fit ? { mask: fit.mask } : undefined;
    }
    case 'BMV-9': {
      const ml = bagVolumeSaid(own);
      return ml === null ? undefined : { bagMl: ml };
    }
    case 'BMV-10': {
      const flow = single(flowSaid(oxygenMentions(own)));
      return flow === null ? undefined : { o2LPerMin: flow };
    }
    case 'BMV-19': {
      const rate = single(rateSaid(active(own)));
      return rate === null ? undefined : { ratePerMin: rate };
    }
    case 'BMV-5':
    case 'BMV-6': {
      if (verdict.kind === 'ok' && verdict.adjunct) return { adjunct: verdict.adjunct };
      const named = chosenAdjunct(active(mentions.filter((m) => m.item === 'BMV-5')));
      if (named === 'opa' || named === 'npa') return { adjunct: named };
      return verdict.item === 'BMV-6' && adjunctChosen ? { adjunct: adjunctChosen } : undefined;
    }
    default:
      return undefined;
  }
}

function single(range: Range | null): number | null {
  return range && range.low === range.high ? range.low : null;
}
