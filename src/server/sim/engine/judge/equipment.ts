import { type BagSize, bagSizeAround, flowIn, maskSizeAround, oxygenSwitch, type Range } from '../params.ts';
import { MASK_SIZES, maskAdvice } from '../patient.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { active, judgeByCues, wrong } from './by-cues.ts';

/** The first mask size named that the size table knows: the one judgeMask judges (and a reading reports). */
export function maskSaid(said: Mention[]): (typeof MASK_SIZES)[string] | null {
  for (const mention of said) {
    const size = maskSizeAround(mention);
    const fit = size?.kind === 'size' ? MASK_SIZES[size.key] : undefined;
    if (fit) return fit;
  }
  return null;
}

/** BMV-8: the mask must fit the face from the bridge of the nose to the cleft of the chin. */
export function judgeMask(mentions: Mention[], ctx: JudgeContext): Judgement | null {
  const said = active(mentions);
  if (said.length === 0) return judgeByCues('BMV-8', mentions);
  const { patient } = ctx;
  const fit = maskSaid(said);
  if (fit) {
    if (patient.ageYears >= fit.from && patient.ageYears < fit.to) {
      return { kind: 'ok', item: 'BMV-8', detail: `${fit.name}, a fit for ${patient.described}` };
    }
    const tooBig = patient.ageYears < fit.from;
    return wrong('BMV-8', {
      what: `${capitalise(fit.name)} is too ${tooBig ? 'big' : 'small'} for ${patient.described}.`,
      why: tooBig
        ? 'It reaches over the eyes and past the chin: it presses on the eyes and cannot seal.'
        : 'It cannot cover both the mouth and the nose, so air leaks out and the breaths do not go in.',
      instead: `Choose ${maskAdvice(patient)}: it should reach from the bridge of the nose to the cleft of the chin, clear of the eyes.`,
    });
  }
  if (said.some((m) => m.cue.id === 'maskLandmark')) {
    return {
      kind: 'ok',
      item: 'BMV-8',
      detail: 'sized from the bridge of the nose to the cleft of the chin',
    };
  }
  return {
    kind: 'incomplete',
    item: 'BMV-8',
    question: `Which mask size do you pick for ${patient.described}, and how do you check that it fits?`,
  };
}

/** Mentions of a bag that say which bag (a wrong action is judged by its cue). */
const bagMentions = (mentions: Mention[]) => active(mentions).filter((m) => m.cue.sense !== 'bad');

/** BMV-9: self-inflating of at least 450-500 mL for infants and children (PALS), or flow-inflating. */
export function judgeBag(mentions: Mention[], ctx: JudgeContext): Judgement | null {
  const byCues = judgeByCues(
    'BMV-9',
    mentions.filter((m) => m.cue.sense === 'bad'),
  );
  if (byCues?.kind === 'wrong') return byCues;
  const said = bagMentions(mentions);
  if (said.length === 0) return byCues;
  const { patient } = ctx;
  const sizes = said.map(bagSizeAround);
  const ml = bagVolumeOf(sizes);
  if (ml !== null) return judgeBagVolume(ml, ctx);
  if (sizes.some((size) => size?.kind === 'flowInflating')) {
    return {
      kind: 'ok',
      item: 'BMV-9',
      detail: 'a flow-inflating bag',
      caution: 'A flow-inflating bag needs a gas flow and practice to use well.',
    };
  }
  const selfInflating = sizes.some((size) => size?.kind === 'selfInflating');
  return {
    kind: 'incomplete',
    item: 'BMV-9',
    question: `What volume of ${selfInflating ? 'self-inflating ' : ''}bag do you pick for ${patient.described}?`,
  };
}

/** The bag volume judged: the first named, a size word standing for its usual volume ("infant bag", 250 mL). */
function bagVolumeOf(sizes: BagSize[]): number | null {
  const volume = sizes.find((size) => size?.kind === 'volume');
  return volume?.kind === 'volume' ? volume.ml : null;
}

/** The bag volume judgeBag judges among the mentions of a bag (see bagVolumeOf). */
export function bagVolumeSaid(mentions: Mention[]): number | null {
  return bagVolumeOf(bagMentions(mentions).map(bagSizeAround));
}

function judgeBagVolume(ml: number, ctx: JudgeContext): Judgement {
  const { patient } = ctx;
  const young = patient.band === 'infant' || patient.band === 'newborn';
  const minimum = patient.band === 'newborn' ? 200 : patient.band === 'adolescent' ? 1000 : 450;
  if (ml < minimum) {
    return wrong('BMV-9', {
      what: `A ${ml} mL bag is too small for ${patient.described}.`,
      why: 'It cannot deliver the tidal volume and the inspiratory time this patient needs, so the chest will not rise properly.',
      instead:
        patient.band === 'adolescent'
          ? 'Use an adult self-inflating bag (about 1000-1600 mL).'
          : 'Use a self-inflating bag of at least 450-500 mL (a paediatric bag).',
    });
  }
  if (young && ml >= 1000) {
    return wrong('BMV-9', {
      what: `A ${ml} mL adult bag is too big for ${patient.described}.`,
      why: "It holds many times an infant's tidal volume: a full squeeze over-inflates the lungs and the stomach.",
      instead: 'Use a 450-500 mL paediatric self-inflating bag, squeezed only until the chest rises.',
    });
  }
  const caution =
    ml >= 1000 && patient.ageYears < 8
      ? 'An adult bag works for a child only if you squeeze just until the chest starts to rise; a 450-500 mL bag makes over-ventilation less likely.'
      : undefined;
  return { kind: 'ok', item: 'BMV-9', detail: `a ${ml} mL bag`, ...(caution ? { caution } : {}) };
}

/** The oxygen flow named: by a flow cue itself, or anywhere in the clause of an oxygen cue. */
export function flowSaid(said: Mention[]): Range | null {
  for (const m of said) {
    const flow = flowIn(m.cue.id === 'oxygenFlow' ? m.text : m.clause);
    if (flow) return flow;
  }
  return null;
}

/** Mentions of oxygen for the bag: named, not refused, not room air (a flow said of them is the one judged). */
export const oxygenMentions = (mentions: Mention[]) => active(mentions).filter((m) => m.cue.id !== 'roomAir');

/** BMV-10: connected to oxygen with the flow on, 10-15 L/min. */
export function judgeOxygen(mentions: Mention[]): Judgement | null {
  // Oxygen through a non-rebreather or nasal cannula is not the bag's oxygen (BMV-9 says why it is wrong).
  if (mentions.every((m) => /\b(?:non rebreather|nasal cannula|blow by)\b/.test(m.clause))) return null;
  const byCues = judgeByCues(
    'BMV-10',
    mentions.filter((m) => m.cue.id === 'roomAir'),
  );
  if (byCues?.kind === 'wrong') return byCues;
  const refused = mentions.find((m) => m.negated && !m.deferred && m.cue.id !== 'roomAir');
  const said = oxygenMentions(mentions);
  const off = said.some((m) => oxygenSwitch(m.clause) === 'off');
  if ((refused && said.length === 0) || off) {
    return wrong('BMV-10', {
      what: 'Ventilating without oxygen flowing.',
      why: 'Without oxygen the bag gives room air (21 %) to a child who is already hypoxic.',
      instead: 'Connect the bag to oxygen and turn the flow to 10-15 L/min so that the reservoir fills.',
    });
  }
  if (said.length === 0) return byCues;
  const flow = flowSaid(said);
  if (flow) {
    const shown = flow.low === flow.high ? `${flow.low}` : `${flow.low}-${flow.high}`;
    if (flow.low < 10) {
      return wrong('BMV-10', {
        what: `Oxygen at ${shown} L/min is too low.`,
        why: 'Below about 10 L/min the reservoir does not fill, so each breath carries far less oxygen than the bag can give.',
        instead: 'Turn the flow up to 10-15 L/min.',
      });
    }
    const caution = flow.high > 15 ? '10-15 L/min is enough: higher flows add little.' : undefined;
    return {
      kind: 'ok',
      item: 'BMV-10',
      detail: `oxygen at ${shown} L/min`,
      ...(caution ? { caution } : {}),
    };
  }
  if (said.some((m) => oxygenSwitch(m.clause) === 'on'))
    return { kind: 'ok', item: 'BMV-10', detail: 'oxygen on' };
  return { kind: 'incomplete', item: 'BMV-10', question: 'Is the oxygen flowing, and at what flow (L/min)?' };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
