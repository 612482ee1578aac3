import { type Range, rateOf } from '../params.ts';
import { rateRange } from '../patient.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { active, wrong } from './by-cues.ts';

const TOO_FAST_WHY =
  'Fast breathing leaves no time to breathe out: air is trapped, chest pressure rises and cuts venous return, and air is pushed into the stomach.';

/** The rate named by the first rate cue that gives one ("20 per min", "every 3 sec"). */
export function rateSaid(said: Mention[]): Range | null {
  for (const m of said) {
    const rate = rateOf(m.text);
    if (rate) return rate;
  }
  return null;
}

/** BMV-19: the rate for age (PALS: 20-30/min for an infant or child with a pulse). */
export function judgeRate(mentions: Mention[], ctx: JudgeContext): Judgement | null {
  const said = active(mentions);
  if (said.length === 0) {
    return mentions.some((m) => m.negated && !m.deferred) ? { kind: 'declined', item: 'BMV-19' } : null;
  }
  const target = rateRange(ctx.patient);
  if (said.some((m) => m.cue.id === 'rateFast')) {
    return wrong(
      'BMV-19',
      {
        what: 'Bagging as fast as you can.',
        why: TOO_FAST_WHY,
        instead: `Ventilate at ${target.described}, each breath over about 1 second.`,
      },
      true,
    );
  }
  const rate = rateSaid(said);
  if (!rate) {
    return {
      kind: 'incomplete',
      item: 'BMV-19',
      question: 'At what rate exactly: how many breaths per minute?',
    };
  }
  const shown = rate.low === rate.high ? `${rate.low}` : `${rate.low}-${rate.high}`;
  if (rate.high > target.high) {
    return wrong(
      'BMV-19',
      {
        what: `${shown} breaths/min is too fast for ${ctx.patient.described}.`,
        why: TOO_FAST_WHY,
        instead: `Ventilate at ${target.described}.`,
      },
      true,
    );
  }
  if (rate.low < target.low) {
    return wrong('BMV-19', {
      what: `${shown} breaths/min is too slow for ${ctx.patient.described}.`,
      why: 'Too few breaths leave the patient hypoxic and hypercapnic, however well the chest rises.',
      instead: `Ventilate at ${target.described}.`,
    });
  }
  return { kind: 'ok', item: 'BMV-19', detail: `${shown} breaths/min, right for ${ctx.patient.described}` };
}
