import { active, judgeByCues, wrong } from '../judge/by-cues.ts';
import { type BagSize, bagSizeAround } from '../params.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { anyOf, group, notAhead, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { QUALITY, SELECT_VERB, SIZE_WORD } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** Mentions of a bag that say which bag (a wrong action is judged by its cue). */
const bagMentions = (mentions: Mention[]) => active(mentions).filter((m) => m.cue.sense !== 'bad');

/** BMV-9: self-inflating of at least 450-500 mL for infants and children (PALS), or flow-inflating. */
function judgeBag(mentions: Mention[], ctx: JudgeContext): Judgement | null {
  const byCues = judgeByCues(
    'BMV-9',
    mentions.filter((m) => m.cue.sense === 'bad'),
  );
  if (byCues?.kind === 'wrong') return byCues;
  const said = bagMentions(mentions);
  if (said.length === 0) return byCues;
  const { patient } = ctx;
  const sizes = said.map(bagSizeAround);
  const ml = bagVolumeOf(said);
  // "An infant bag" for an infant: the name of the bag for this patient, whose volume (250 or 500 mL) it leaves open.
  const word = sizes.find((size) => size?.kind === 'volume');
  const volumeSaid = said.some((m) => /\b\d{2,4} ml\b/.test(m.clause));
  if (
    word?.kind === 'volume' &&
    word.word &&
    INFANT_BAG.test(word.word) &&
    patient.band === 'infant' &&
    !volumeSaid
  )
    return {
      kind: 'incomplete',
      item: 'BMV-9',
      question: `What volume is the infant bag you pick for ${patient.described}?`,
    };
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

/** The size words an infant's own bag goes by, which some makers give 450-500 mL. */
const INFANT_BAG = /^(?:infant|baby)$/;

/**
 * The bag volume judged: the first said in mL ("small bag, the 240 ml infant one": 240, not the small bag's usual
 * 500), else the first named, a size word standing for its usual volume ("infant bag", 250 mL).
 */
function bagVolumeOf(said: Mention[]): number | null {
  // "small bag is fine , the 250 ml bag": the volume may stand just before the bag the cue matched.
  const numeric = said.find(
    (m) =>
      /\b\d{2,4} ml\b/.test(m.text) ||
      /\b\d{2,4} ml (?:\w+ ){0,2}$/.test(m.clause.slice(Math.max(0, m.clauseOffset - 40), m.clauseOffset)),
  );
  const sizes: BagSize[] = (numeric ? [numeric] : said).map(bagSizeAround);
  const volume = sizes.find((size) => size?.kind === 'volume');
  return volume?.kind === 'volume' ? volume.ml : null;
}

/** The bag volume judgeBag judges among the mentions of a bag (see bagVolumeOf). */
export function bagVolumeSaid(mentions: Mention[]): number | null {
  return bagVolumeOf(bagMentions(mentions));
}

/** The built-in limits for a bag of `ml` mL (exported for the author's analysis: author-conflicts.ts). */
export function judgeBagVolume(ml: number, ctx: Pick<JudgeContext, 'patient'>): Judgement {
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

/** BMV-9 Bag choice: what the engine reads, judges and says about it. */
export const bagChoice: ItemModule = {
  id: 'BMV-9',
  cues: [
    cue(
      'notAVentilator',
      ['BMV-9'],
      'bad',
      anyOf(
        // Not "I swap the non-rebreather for the bag", "take the non rebreather off": the mask taken away.
        seq(
          notBehind(
            String.raw`\b(?:take|takes|took|taking|remove\w*|swap\w*|switch\w*|replac\w*|from)(?: \w+){0,2} `,
          ),
          String.raw`\bnon rebreather\b`,
          notAhead(String.raw`(?: \w+){0,3} (?:off|out|away)\b`),
          // "a non-rebreather and see if her sats pick up", "... and we will wait for the anaesthetist": breaths
          // put off (BMV-1 reads it), more than the wrong device.
          notAhead(String.raw`(?: \w+){0,8}? (?:see|watch|wait|observ)\w*`),
        ),
        // Not "take the nasal cannula off and put the bag on oxygen", nor "she is on nasal cannula": the cannula
        // taken away, or what the patient came in on.
        seq(
          notBehind(
            String.raw`\b(?:take|takes|took|taking|remove\w*|swap\w*|switch\w*|replac\w*|from)(?: \w+){0,2} `,
          ),
          notBehind(String.raw`\b(?:is|was|are|already|been|still) on (?:the |a |her |his )?`),
          String.raw`\bnasal cannula\b`,
          notAhead(String.raw`(?: \w+){0,3} (?:off|out|away|anyway|already)\b`),
        ),
        // Not "blow by oxygen and see if the sats come up", "... and give her time to come round": breaths put off (BMV-1
        // reads it).
        String.raw`\bblow by\b(?![^.?]{0,60}\b(?:see|watch|wait|observ|time to|chance to)\w*)`,
        String.raw`\b(?:face ?mask|simple mask|mask) oxygen\b`,
        String.raw`\b(?:no |without (?:a |the )?)bag\b(?! (?:needed|yet))`,
      ),
      {
        feedback: {
          what: 'Oxygen by non-rebreather, nasal cannula or blow-by.',
          why: 'None of these breathes for a patient who is not breathing: without ventilation the oxygen never reaches the alveoli.',
          instead: 'Ventilate with a self-inflating bag and mask connected to oxygen at 10-15 L/min.',
        },
      },
    ),
    cue(
      'bagChoice',
      ['BMV-9'],
      'detail',
      // As maskChoice: the alternatives about "bag" are led by it (only one of them or the others can match at a
      // place, as they start with different characters, so their order is kept where it matters).
      anyOf(
        seq(
          'bag',
          group(
            anyOf(
              String.raw`(?<=\b(?:${SIZE_WORD}|${QUALITY}|\d+ ml|self inflating|flow inflating)(?: \w+){0,2} bag)s?\b`,
              String.raw`(?<=\b${SELECT_VERB}(?: \w+){0,3} bag)s?\b`,
              String.raw`(?<=\bbag) (?=of \d+ ml|\( \d+ ml)`,
              String.raw`(?<=\bbag)s? (?=size|sized|volume|appropriate|suitable)`,
            ),
          ),
        ),
        String.raw`\b(?:self|flow) inflating\b(?! (?:\w+ )?bag)`,
        // Not "1s squeeze , ~500 mL , just chest rise": the volume of a breath.
        String.raw`\b\d{3,4} ml\b(?! (?:\w+ ){0,2}bag)(?! (?:of )?(?:saline|bolus|fluids?|normal saline|ns|hartmann\w*|plasmalyte|dextrose|blood|water|milk|feed))(?<!\b(?:squeez\w*|breaths?|tidal volume|vt|volume of)(?: ,)? (?:about |around |approximately |roughly |~ )?\d{3,4} ml)`,
      ),
    ),
  ],
  judge: judgeBag,
  nudge: 'Which bag suits a patient of this size?',
  topics: [
    {
      id: 'bag',
      pattern: /\bbags?\b|\bself inflating\b|\bflow inflating\b/,
      imageWords: ['bag', 'bvm', 'self inflating'],
      explanation: {
        title: 'Choosing the bag',
        text: 'Use a self-inflating bag of at least 450-500 mL for infants and young children (a 250 mL bag cannot give enough volume), an adult bag for adolescents, or a flow-inflating bag if you are trained in it. Attach the reservoir and oxygen.',
      },
    },
  ],
  techniques: {
    choose_bag: (action) => {
      const volume = action.bagVolumeMl !== null ? `${action.bagVolumeMl} mL ` : '';
      const size = action.bagSize ? `${action.bagSize} ` : '';
      return `I choose the ${size}${volume}${action.bagType ?? 'self-inflating'} bag.`;
    },
    oxygen_without_ventilation: 'I give oxygen by non rebreather.',
  },
};
