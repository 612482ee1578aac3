import { sortItems } from '../../../../contract/checklist.ts';
import { ITEM_JUDGES, itemModule } from '../items/registry.ts';
import type { ItemId, JudgeContext, Judgement, Mention } from '../types.ts';
import { judgeAdjunct } from './adjunct.ts';
import { withAuthorRules } from './author.ts';
import { judgeByCues, wrong } from './by-cues.ts';

/**
 * One verdict per checklist item the message mentions, in checklist order. Whichever judge owns an item, a
 * wrong action said for it (a 'bad' cue, not negated) is a wrong verdict: a judge can only add errors (a size
 * that does not fit), never hide one. Then the case author's text has its say (see withAuthorRules).
 */
export function judgeMessage(mentions: Mention[], ctx: JudgeContext): Judgement[] {
  // "oral airway , measured mouth to tragus": a landmark said apart from the adjunct named in the message (not of a mask).
  const adjunctNamed = mentions.some((m) => m.cue.id === 'opa' || m.cue.id === 'npa');
  // "Nasal prongs on at 2 litres and keep an eye on his sats": oxygen given while breaths are put off is the delay
  // (BMV-1), as every blind author labels it, not a wrong choice of bag besides.
  // ("NRB at 15 L instead of bagging" says the device taken for the bag: that stays BMV-9's.)
  const delaying = mentions.some(
    (m) =>
      m.cue.id === 'delayedVentilation' &&
      !m.negated &&
      !m.hypothetical &&
      !/^(?:instead of|rather than|not) /.test(m.text),
  );
  const said = mentions.filter(
    (m) =>
      (!LANDMARK_CUES.has(m.cue.id) ||
        ADJUNCT_WORDS.test(m.clause) ||
        // "I'll size it from his front teeth to his ear lobe": to the ear or the cheek, no mask is sized.
        NO_MASK_LANDMARK.test(m.text) ||
        (adjunctNamed && !/\bmask\b/.test(m.clause))) &&
      !(delaying && m.cue.id === 'notAVentilator'),
  );
  const verdicts = judgeByItem(said, ctx).map((verdict) => withBadCues(verdict, said, ctx));
  // A wrong action whose item's judge found nothing to say is still a wrong action.
  for (const mention of said) {
    if (!mention.item || mention.negated || mention.cue.sense !== 'bad' || !mention.cue.feedback) continue;
    if (verdicts.some((v) => v.item === mention.item)) continue;
    verdicts.push(wrong(mention.item, mention.cue.feedback, mention.cue.unsafe === true));
  }
  return withoutSealByForce(verdicts, said).sort((a, b) => Number(a.item.slice(4)) - Number(b.item.slice(4)));
}

/** Wrong ways of getting a mask to seal: pressing on the eyes, pushing the mask down, extending the neck. */
const SEAL_BY_FORCE = new Set(['eyePressure', 'pushMaskDown', 'hyperextension']);

/**
 * "I press the mask down over his eyes to get a better seal": a seal said in the same message as one of those is
 * no seal earned; the error wins over the credit.
 */
function withoutSealByForce(verdicts: Judgement[], mentions: Mention[]): Judgement[] {
  const forced = mentions.some((m) => !m.negated && !m.hypothetical && SEAL_BY_FORCE.has(m.cue.id));
  return forced ? verdicts.filter((v) => v.item !== 'BMV-14' || v.kind !== 'ok') : verdicts;
}

const LANDMARK_CUES = new Set(['wrongLandmark', 'wrongOpaLandmark']);

const NO_MASK_LANDMARK = /\b(?:ear\w*|tragus|cheek\w*)\b/;

/** Landmarks are about an adjunct only where one is named ("from the nose to the chin" may be a mask). */
const ADJUNCT_WORDS = /\b(?:opa|npa|adjuncts?|airway)\b/;

function withBadCues(verdict: Judgement, mentions: Mention[], ctx: JudgeContext): Judgement {
  const ruled = withAuthorRules(verdict, mentions, ctx);
  if (ruled.kind === 'wrong') return ruled;
  const bad = mentions.find(
    (m) => m.item === verdict.item && !m.negated && m.cue.sense === 'bad' && m.cue.feedback,
  );
  if (bad?.cue.feedback) return wrong(verdict.item, bad.cue.feedback, bad.cue.unsafe === true);
  return ruled;
}

function judgeByItem(mentions: Mention[], ctx: JudgeContext): Judgement[] {
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
    const verdict = judge
      ? judge(byItem.get(item) ?? [], ctx)
      : judgeByCues(item, byItem.get(item) ?? [], itemModule(item).how);
    if (verdict) verdicts.push(verdict);
  }
  return verdicts.sort((a, b) => Number(a.item.slice(4)) - Number(b.item.slice(4)));
}
