import { article, showRange, stemmed } from '../author-rules.ts';
import { bagSizeAround, maskSizeAround, rateOf } from '../params.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { AUTHOR_SIZE_WORDS } from '../vocabulary/words.ts';
import { active, wrong } from './by-cues.ts';

const BAG_WORD = new RegExp(String.raw`\b(${AUTHOR_SIZE_WORDS.join('|')})\b`, 'g');

/** The author's own words for the instead of a stop: what the case's hard stops name as right. */
const AS_THE_CASE_SAYS = 'Use what the case asks for';

/**
 * The case author's hard-stop texts over the built-in defaults: what they name as right is accepted, what they
 * rule out is a stop (see author-rules.ts). Only where the texts are silent does the judge's default verdict stand.
 */
export function withAuthorRules(verdict: Judgement, mentions: Mention[], ctx: JudgeContext): Judgement {
  const { rules } = ctx;
  const said = active(mentions.filter((m) => m.item === verdict.item));
  if (said.length === 0) return verdict;
  switch (verdict.item) {
    case 'BMV-8': {
      const sizes = said.map(maskSizeAround).flatMap((size) => (size?.kind === 'size' ? [size.key] : []));
      const refused = sizes.find((size) => rules.masksRuledOut.includes(size));
      if (refused)
        return ruledOut(
          verdict,
          `${article(refused)} ${refused} mask`,
          rules.masks.map((m) => `${m} mask`),
        );
      const named = sizes.find((size) => rules.masks.includes(size));
      if (named && verdict.kind !== 'ok')
        return { kind: 'ok', item: 'BMV-8', detail: `${article(named)} ${named} mask, as the case asks` };
      return verdict;
    }
    case 'BMV-9': {
      for (const mention of said) {
        const near = `${mention.clause.slice(Math.max(0, mention.clauseOffset - 40), mention.clauseOffset)} ${mention.text}`;
        const words = [...near.matchAll(BAG_WORD)].map((m) => m[1] as string);
        const word = words.at(-1) ?? null;
        if (word && rules.bagWordsRuledOut.includes(word)) {
          return ruledOut(verdict, `${article(word)} ${word} bag`, rules.bags.map(describeBag));
        }
        if (word && verdict.kind !== 'ok' && rules.bags.some((bag) => bag.word === word)) {
          return { kind: 'ok', item: 'BMV-9', detail: `${article(word)} ${word} bag, as the case asks` };
        }
        const size = bagSizeAround(mention);
        // The volume counts only if that volume was said ("small bag, the 240 ml infant one": not the small bag's 500).
        const volumesSaid = [...`${near} ${mention.following}`.matchAll(/\b(\d{2,4}) ml\b/g)].map((m) =>
          Number(m[1]),
        );
        const ml = size?.kind === 'volume' && volumesSaid.includes(size.ml) ? size.ml : null;
        const volumeOut = ml === null ? undefined : rules.bagVolumesRuledOut.find((out) => within(ml, out));
        if (ml !== null && volumeOut) {
          return ruledOut(verdict, `a ${ml} mL bag`, rules.bags.map(describeBag));
        }
        if (ml !== null && verdict.kind !== 'ok' && rules.bags.some((bag) => bag.ml && within(ml, bag.ml))) {
          return { kind: 'ok', item: 'BMV-9', detail: `a ${ml} mL bag, as the case asks` };
        }
      }
      return verdict;
    }
    case 'BMV-10': {
      if (!rules.flow) return verdict;
      // Each clause once: many mentions share one long clause.
      const clauses = [...new Set(said.map((m) => m.clause))].join(' ');
      const flow = /\b(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? lpm\b/.exec(clauses);
      if (!flow?.[1]) return verdict;
      const low = Number(flow[1]);
      const high = Number(flow[2] ?? flow[1]);
      if (verdict.kind !== 'ok' && low >= rules.flow.low && high <= rules.flow.high) {
        return {
          kind: 'ok',
          item: 'BMV-10',
          detail: `oxygen at ${flow[2] ? `${low}-${high}` : low} L/min, as the case asks`,
        };
      }
      return verdict;
    }
    case 'BMV-19': {
      if (!rules.rate || said.some((m) => m.cue.id === 'rateFast')) return verdict;
      const rate = said.map((m) => rateOf(m.text)).find((found) => found !== null);
      if (!rate) return verdict;
      // A little either side of the author's numbers: "every 5-6 s" for "every 6 s" is the same rate.
      const fits = rate.low >= rules.rate.low - 2 && rate.high <= rules.rate.high + 2;
      const shown = showRange(rate);
      if (fits)
        return verdict.kind === 'ok'
          ? verdict
          : { kind: 'ok', item: 'BMV-19', detail: `${shown} breaths/min, as the case asks` };
      const tooFast = rate.high > rules.rate.high;
      return wrong(
        'BMV-19',
        {
          what: `${shown} breaths/min is too ${tooFast ? 'fast' : 'slow'} for ${ctx.patient.described}.`,
          why: tooFast
            ? 'Fast breathing leaves no time to breathe out: air is trapped, chest pressure rises and cuts venous return, and air is pushed into the stomach.'
            : 'Too few breaths leave the patient hypoxic and hypercapnic, however well the chest rises.',
          instead: `Ventilate at ${showRange(rules.rate)} breaths/min, as this case asks.`,
        },
        tooFast,
      );
    }
    case 'BMV-5': {
      const named = said.flatMap((m): ('opa' | 'npa')[] =>
        m.cue.id === 'opa' || m.cue.id === 'npa' ? [m.cue.id] : [],
      );
      // The adjunct the trainee chose: with both named ("an OPA would make her vomit, so I use an NPA") the
      // judge has already picked one, or asked which.
      const chosen =
        verdict.kind === 'ok' ? verdict.adjunct : new Set(named).size === 1 ? named[0] : undefined;
      const refused = chosen && rules.adjunctsRuledOut.includes(chosen) ? chosen : undefined;
      if (refused) {
        return ruledOut(
          verdict,
          `${refused === 'opa' ? 'An OPA' : 'An NPA'}`,
          rules.adjuncts.map((a) => a.toUpperCase()),
        );
      }
      // A contraindication the defaults read from the findings gives way to an author who asks for the adjunct.
      // The adjunct the contraindication is about, not another one named ("the NPA will not go in , so the OPA
      // instead" is an OPA, whatever the author asks of the NPA).
      const contra =
        verdict.kind === 'wrong' ? /^An (OPA|NPA) in a patient/.exec(verdict.feedback.what)?.[1] : undefined;
      const asked = named.find(
        (adjunct) => adjunct === contra?.toLowerCase() && rules.adjuncts.includes(adjunct),
      );
      if (asked)
        return {
          kind: 'ok',
          item: 'BMV-5',
          detail: `${asked.toUpperCase()}, as the case asks`,
          adjunct: asked,
        };
      return verdict;
    }
    default:
      return techniques(verdict, said, ctx);
  }
}

/** Techniques the author named as right are accepted as written; those ruled out are a stop. */
function techniques(verdict: Judgement, said: Mention[], ctx: JudgeContext): Judgement {
  const good = said.filter((m) => m.cue.sense === 'good');
  const refused = good.find((m) =>
    ctx.rules.techniquesRuledOut.some((t) => t.cue === m.cue.id && t.text === stemmed(m.text)),
  );
  if (refused) return ruledOut(verdict, capitalise(refused.text), []);
  if (verdict.kind === 'ok') return verdict;
  const accepted = good.find((m) =>
    ctx.rules.techniques.some(
      (t) => t.item === verdict.item && t.cue === m.cue.id && t.text === stemmed(m.text),
    ),
  );
  if (accepted && verdict.kind !== 'wrong')
    return { kind: 'ok', item: verdict.item, detail: `${accepted.text}, as the case asks` };
  // A wrong verdict gives way to the author's technique only when that technique is all that was said: "the jaw
  // thrust is awkward , so I tilt her head back and lift the chin" is still a head tilt with the neck at risk.
  // ("shoulder roll and extend the neck": the extension said beside the accepted roll is no technique of the author's.)
  const acceptedOnly = said
    .filter((m) => m.cue.sense !== 'bad')
    .every((m) =>
      ctx.rules.techniques.some(
        (t) => t.item === verdict.item && t.cue === m.cue.id && t.text === stemmed(m.text),
      ),
    );
  if (accepted && verdict.kind === 'wrong' && acceptedOnly && !said.some((m) => m.cue.sense === 'bad')) {
    return { kind: 'ok', item: verdict.item, detail: `${accepted.text}, as the case asks` };
  }
  return verdict;
}

/** A volume the author's range names, give or take a tenth ("500 mL" for "450-500 mL"). */
function within(ml: number, range: { low: number; high: number }): boolean {
  return ml >= range.low * 0.9 && ml <= range.high * 1.1;
}

function ruledOut(verdict: Judgement, what: string, instead: string[]): Judgement {
  // The default's own reason (a size, a contraindication) says more than "ruled out".
  if (verdict.kind === 'wrong') return verdict;
  return wrong(verdict.item, {
    what: `${capitalise(what)} is ruled out in this case.`,
    why: "The case's own description of this phase rules it out for this patient.",
    instead:
      instead.length > 0
        ? `${AS_THE_CASE_SAYS}: ${[...new Set(instead)].join(' or ')}.`
        : `${AS_THE_CASE_SAYS}.`,
  });
}

function describeBag(bag: { word: string | null; ml: { low: number; high: number } | null }): string {
  return [
    bag.word ? `${article(bag.word)} ${bag.word} bag` : 'a bag',
    bag.ml ? `(${showRange(bag.ml)} mL)` : '',
  ]
    .join(' ')
    .trim();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
