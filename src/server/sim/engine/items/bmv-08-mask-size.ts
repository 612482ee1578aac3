import { active, judgeByCues, wrong } from '../judge/by-cues.ts';
import { maskSizeAround } from '../params.ts';
import { MASK_SIZES, type MaskClass, maskAdvice } from '../patient.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { ahead, anyOf, behind, group, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { QUALITY, SELECT_VERB, SIZE_WORD, SIZED_BEFORE, THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** The first mask size named that the size table knows: the one judgeMask judges (and a reading reports). */
export function maskSaid(said: Mention[]): (typeof MASK_SIZES)[string] | null {
  for (const mention of said) {
    if (unavailable(mention)) continue;
    const size = maskSizeAround(mention);
    const fit = size?.kind === 'size' ? MASK_SIZES[size.key] : undefined;
    if (fit) return fit;
  }
  return null;
}

/**
 * "the adult 1000 ml BVM", "adult BVM 1600 ml", "infant BVM half a litre", "the BVM device": a BVM named with its
 * volume just before or after, or a device, is the bag, and the size word before it is the bag's (BMV-9), not the
 * mask's. ("child BVM" alone still names both, and so does "the child BVM, 500 ml".)
 */
function bvmIsTheBag(m: Mention): boolean {
  if (m.cue.id !== 'bvm') return false;
  const before = m.clause.slice(Math.max(0, m.clauseOffset - 12), m.clauseOffset);
  const after = m.clause.slice(m.clauseOffset + m.text.length, m.clauseOffset + m.text.length + 14);
  return /\b\d{2,4} ml $/.test(before) || /^ (?:device\b|\d{3,4}(?: ml)?\b|half a lit|1 lit)/.test(after);
}

/**
 * A mask described by its size ("a mask size that ...", "sized so it ...", "an infant mask that ..."), up to 60
 * characters of the same clause with no word of holding it between ("I keep the infant mask ... with an E-C clamp" is
 * the hold; "I choose the mask that ..." too): what follows is what the size must do (BMV-8), not where the mask is held. After a comma ("the infant
 * mask, it does not cover her eyes") the eyes are the resident's own point, and stay BMV-15.
 */
export const SIZED_MASK_BEFORE = String.raw`\b(?:mask siz\w*|sized|(?:${SIZE_WORD}(?: size| sized)?|${SELECT_VERB} (?:the|a|an)) mask (?:that|which))\b(?:(?!clamp|seal|hold|grip|keep|kept|lift|press|squeez|bag)[^.;?,]){0,60}`;

/** "the infant masks are all on the other trolley, so I'll use the size 3": the mask named is the one not to hand. */
const NOT_TO_HAND =
  /^ (?:is|are)(?: all)? (?:on (?:the )?other (?:trolley|cart|shelf|side)|(?:all )?(?:gone|used up|missing)|out of stock|not (?:here|there|available|to hand)|unavailable)\b/;

function unavailable(m: Mention): boolean {
  return NOT_TO_HAND.test(m.clause.slice(m.clauseOffset + m.text.length));
}

/** BMV-8: the mask must fit the face from the bridge of the nose to the cleft of the chin. */
function judgeMask(all: Mention[], ctx: JudgeContext): Judgement | null {
  const mentions = all.filter((m) => !bvmIsTheBag(m) && !unavailable(m));
  if (mentions.length === 0) return null;
  const said = active(mentions);
  if (said.length === 0 || said.some((m) => m.cue.sense === 'bad')) return judgeByCues('BMV-8', mentions);
  const { patient } = ctx;
  const fit = maskSaid(said);
  if (fit) {
    if (patient.ageYears >= fit.from && patient.ageYears < fit.to) {
      return { kind: 'ok', item: 'BMV-8', detail: `${fit.name}, a fit for ${patient.described}` };
    }
    // "neonatal BVM is fine for him": a BVM's size word that fits no mask here is said of the bag (BMV-9), as the
    // blind authors label it; a fitting one ("child BVM, O2 15L") still credits both.
    if (said.every((m) => m.cue.id === 'bvm')) return null;
    // "the infant mask fits him well, nose bridge down to the chin cleft": the fit checked on this face wins over
    // the size table when the size is the class next to the patient's (sizes overlap at the edges of the classes).
    if (fitCheckedOnFace(said) && classStep(fit.mask, patient.ageYears) <= 1) {
      return {
        kind: 'ok',
        item: 'BMV-8',
        detail: `${fit.name}, checked from the bridge of the nose to the cleft of the chin`,
      };
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
  if (fitCheckedOnFace(said)) {
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

const FIT_ON_FACE = new Set(['maskLandmark', 'maskSizedOnFace', 'maskClearOfEyes']);

/** The resident checked the mask on the face: from the bridge of the nose to the chin, clear of the eyes. */
function fitCheckedOnFace(said: Mention[]): boolean {
  return said.some((m) => FIT_ON_FACE.has(m.cue.id));
}

const CLASS_ORDER: MaskClass[] = ['neonate', 'infant', 'child', 'adult'];

/** How many mask classes lie between a mask's class and the one that fits a patient of this age. */
function classStep(mask: MaskClass, ageYears: number): number {
  const fits: MaskClass =
    ageYears < 0.25 ? 'neonate' : ageYears < 1 ? 'infant' : ageYears < 14 ? 'child' : 'adult';
  return Math.abs(CLASS_ORDER.indexOf(mask) - CLASS_ORDER.indexOf(fits));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** BMV-8 Mask size: what the engine reads, judges and says about it. */
export const maskSize: ItemModule = {
  id: 'BMV-8',
  cues: [
    cue(
      'maskLandmark',
      ['BMV-8'],
      'detail',
      // "from the top of the nose to the groove of the chin", "from the bridge of his nose down to the groove above his
      // chin", "from the nose bone until the chin".
      String.raw`\b(?:(?:bridge|top|root) of (?:the |his |her )?nose|(?:nasal|nose) (?:bridge|bone)) (?:- |to |until |till |down to |and )?(?:just )?(?:the |his |her )?(?:(?:cleft|groove|crease|dimple) (?:of|above|on|in) (?:the |his |her )?chin|chin (?:cleft|groove|crease|dimple)|chin)\b`,
    ),
    // "sizing it against her face: top edge on the nasal bridge, bottom edge in the chin crease": the fit checked
    // on the face (matched before the mask's ends are read as placing it, BMV-11 and BMV-12).
    cue(
      'maskSizedOnFace',
      ['BMV-8'],
      'detail',
      seq(
        ahead('siz|measur|check'),
        String.raw`\b(?:siz(?:e|es|ed|ing)|measur\w*|check\w* (?:the )?(?:size|fit))\b[^.;?]{0,50}?`,
        String.raw`\b(?:(?:top|upper|narrow|apex)(?: edge| end| part| rim)?(?: of (?:the )?mask)? )?(?:\w+ )?(?:on|at|to|over) ${THE}(?:nasal bridge|nose bridge|bridge of ${THE}nose)\b[^.;?]{0,40}?`,
        String.raw`\b(?:(?:bottom|lower|base)(?: edge| end| part| rim)?(?: of (?:the )?mask)? )?(?:\w+ )?(?:in|on|at|to|into|over) ${THE}(?:(?:cleft|groove|crease|dimple) of ${THE}chin|chin(?: cleft| groove| crease| dimple)?)\b`,
        String.raw`(?: , (?:and )?(?:the )?eyes (?:free|clear|spared))?`,
      ),
    ),
    // "the infant mask, it sits ... without touching her eyes", "a mask size that does not reach the eyes": the
    // eyes kept clear as what the chosen size must do (BMV-8), not yet the mask held off them (BMV-15).
    cue(
      'maskClearOfEyes',
      ['BMV-8'],
      'detail',
      seq(
        ahead('clear|off|away|free|without|does|do|will|not|stay|below|short'),
        notBehind(String.raw`\bnot (?:so|too) (?:big|large) (?:that )?(?:it )?`),
        behind(SIZED_MASK_BEFORE),
        String.raw`(?:clear of|off|away from|free of|without (?:touching|covering|reaching)|(?:does|do|will) not (?:touch|reach|cover|go over|press on|sit on)|not (?:over|on|touching|covering|near)|stays? (?:off|clear of|below)|below|short of) `,
        String.raw`(?:the |his |her |both )?eyes?\b`,
      ),
    ),
    // "I choose an oversized mask", "a mask that is too big for him", "too small a mask", "the mask is too big
    // but it will do": a mask of the wrong size taken (not "the adult mask is too big , I take the child one").
    cue(
      'wrongSizeMask',
      ['BMV-8'],
      'bad',
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      seq(
        ahead(
          'whatever|over|stop|come|under|too|mask|big|large|huge|small|short|long|reach|better|from|size|whichever|only|stops|runs|comes|goes|coming|going|rid|sit|extend|any',
        ),
        group(
          anyOf(
            String.raw`\b(?:oversized|undersized|over sized|under sized|too (?:big|large|small))(?: \w+)? mask\b(?! (?:would|will|can|could|cannot|leaks?|is not|does not|covers?)\b)`,
            String.raw`\bmask (?:that |which )?(?:is |was |are )?(?:way |much |far |a bit |slightly )?(?:oversized|undersized)\b`,
            String.raw`\bmask (?:that|which) (?:is|was|are|looks|seems) (?:way |much |far |a bit |slightly )?too (?:big|large|small)\b`,
            // "that mask's a bit big" (the verb lost with the apostrophe).
            String.raw`\bmask (?:(?:is|was|looks|seems) (?:(?:way |much |far |a bit |slightly )?too|a (?:bit|little|tad)|rather|quite) (?:big|large|small|bigger|smaller)|(?:(?:way |much |far |a bit |slightly )?too|a (?:bit|little|tad)|rather|quite) (?:big|large|bigger))\b(?=(?: [\w,]+){0,10}? (?:but (?:it|that|this) (?:will|is|should|does|works)|anyway|will do|good enough|(?<!\bnot )use it|(?<!\bnot )using it)\b)`,
            // "only the big mask is out , covers half his face incl the eyes", "biggest adult mask , size 5 , even if it
            // covers her eyes".
            String.raw`\b(?:big|large|huge|bigger|biggest|largest)(?: \w+)? mask\b(?=(?: (?!not\b|never\b|no\b|without\b)[\w,]+){0,8}? (?:covers?|covering|over|onto|reach\w*|touch\w*|overlap\w*) (?:\w+ |, ){0,5}?eyes\b)`,
            // "it only reaches from his nose to his top lip", "from his forehead right down past his chin , better too
            // big than too small": the fit measured and missed.
            String.raw`\breach\w* (?:from )?(?:the |his |her )?(?:tip of (?:the |his |her )?)?(?:nose|bridge)\b[^.;?]{0,30}\bto (?:the |his |her )?(?:top|upper|bottom|lower) lip\b`,
            String.raw`(?:\bbetter too (?:big|large) than too small\b|\bfrom (?:the |his |her )?forehead\b[^.;?]{0,30}\b(?:past|below|beyond|over) (?:the |his |her )?chin\b)(?<=\bmask\b[^.?]{0,100})(?<!\b(?:opa|npa|adjunct|airway|guedel)\b[^.?]{0,60})`,
            // "the toddler mask : it is a bit big and hangs past his chin , but it will do".
            String.raw`\bmask\b(?=[^.?]{0,60}\b(?:hangs?|hanging|sticks? out|overhangs?|goes|comes|reaches) (?:past|over|below|beyond|off|under) ${THE}chin\b)`,
            // "size doesn't really matter if I press hard", "whichever mask comes out of the drawer first".
            // Of the mask, not "any OPA , size does not matter" (BMV-5's).
            String.raw`\b(?:mask )?size (?:does not|do not|doesn t|will not|won t) (?:really )?matter\b(?<=\bmask\b[^.?]{0,80})(?<!\b(?:opa|npa|adjunct|airway|guedel)\b[^.?]{0,60})`,
            String.raw`\bwhichever mask\b|\bwhatever mask\b|\bany mask (?:will do|is fine|will work|at all)\b`,
            // "I go for the smallest mask in the drawer": taken by its place in the drawer, not fitted to the face.
            String.raw`\b(?<=\b(?:smallest|tiniest|biggest|largest) (?:face )?)mask (?:in|on|from|off|out of) (?:the )?(?:drawer|tray|trolley|cart|box|shelf|cupboard)\b`,
            // "only reaches her bottom lip", "the mask stops halfway down his upper lip", "sits only on his upper lip":
            // too short to reach the chin.
            // "it sits just on his top lip".
            String.raw`\b(?:only (?:reach\w*|goes|comes|sits)(?: \w+){0,2}?|(?:sits?|reach\w*|comes?|goes) (?:just|only)|stops?(?: \w+){0,2}?) (?:to |on |at |down )?(?:the |his |her )?(?:top |upper |bottom |lower )lip\b(?<=\b(?:mask|1|one|it)\b[^.?]{0,60})`,
            // "the biggest adult mask , it rides up over her eyes but covers everything".
            String.raw`\b(?:rides?|riding|comes?|coming|goes|going|sits?|sitting|reaches|reaching|extends?) (?:right |all the way )?(?:up )?(?:over|onto|on) (?:the |his |her |both )?eyes\b(?<=\b(?:(?:adult|big|bigger|biggest|large|larger|largest|oversized|size \d)(?: \w+)? mask|(?:adult|big|bigger|biggest|large|larger|largest) size \d)\b[^.?]{0,60})`,
            // "it comes right up over his eyebrows", "runs from her forehead to under her chin": too big.
            String.raw`\b(?:comes|goes|reaches|runs|sits)(?: right| all the way)? (?:up )?(?:over|onto|to|past) (?:the |his |her )?(?:eyebrows|forehead|brow)\b(?<=\bmask\b[^.?]{0,80})`,
            String.raw`\bfrom (?:the |his |her )?forehead\b[^.;?]{0,30}\b(?:to )?(?:under|below|past|beyond|over) (?:the |his |her )?chin\b(?<=\bmask\b[^.?]{0,100})`,
            // "mask from her eyebrows down to her chin".
            String.raw`\bfrom (?:the |his |her )?(?:eyebrows?|brows?|forehead) (?:down )?to\b(?<=\bmask\b[^.?]{0,40})`,
            // "the mask is shorter than his nose to chin", "bigger than her face": the fit measured and missed.
            seq(
              ahead('smaller|shorter|bigger|larger|longer'),
              String.raw`\b(?:smaller|shorter|bigger|larger|longer) than (?:his |her |their |the )?(?:nose to chin|face|bridge of (?:the |his |her )?nose to)\b`,
            ),
          ),
        ),
      ),
      {
        feedback: {
          what: 'A mask of the wrong size.',
          why: 'Too big, it reaches over the eyes and past the chin: it presses on the eyes and cannot seal. Too small, it cannot cover both the mouth and the nose, so air leaks out.',
          instead:
            'Choose the mask that reaches from the bridge of the nose to the cleft of the chin, clear of the eyes.',
        },
      },
    ),
    // "not the infant mask , too small , the child one fits him": the one that fits, said after a mask was named. The
    // look back comes after "one", so it is tried only where that word stands; the size is read from the words before.
    cue(
      'maskOneFits',
      ['BMV-8'],
      'detail',
      String.raw`\b(?:1|one) (?<=\bmask\b[^.?]{0,60}\bthe ${SIZE_WORD} (?:1|one) )(?:fits?|will fit|is (?:the )?right(?: size| 1)?)\b`,
    ),
    // "the infant masks are on the other trolley, so I'll use the size 3": a mask size taken by its number alone, the
    // mask named before.
    cue(
      'maskSizeNumber',
      ['BMV-8'],
      'detail',
      // The verb is matched, so that the size follows the mention, where the size is looked for.
      String.raw`\b(?:use|take|grab|get|pick|go with|choose|try)\w*(?= (?:the |a )?size [0-6]\b(?! ?(?:opa|npa|guedel|oral|nasal|fr|french|mm|ml|et|tube|airway|blade)\b))(?<=\bmask\w*\b[^.?]{0,80})`,
    ),
    cue(
      'maskChoice',
      ['BMV-8'],
      'detail',
      // Every alternative starts with "mask": led by it, the pattern is scanned for the word, and the context
      // before it is looked at only where it stands (a lookbehind that includes "mask").
      seq(
        'mask',
        group(
          anyOf(
            String.raw`\b(?<=\b${SIZED_BEFORE}mask)(?! (?:seal|hold|grip|placement|position\w*|orientation)\b)`,
            String.raw`(?<=\bmask) (?=size|sized|of (?:the |a )?${QUALITY} size)`,
            String.raw`\b(?<=\b${SELECT_VERB}(?: \w+){0,3} mask)`,
            String.raw`\b(?<=\b${SIZE_WORD} (?:bag|bvm|bags) and (?:a |the )?mask)`,
          ),
        ),
      ),
    ),
  ],
  judge: judgeMask,
  nudge: 'Will the mask you have in mind fit this face? How would you know?',
  topics: [
    {
      id: 'maskFit',
      pattern: /\bmask\b|\bseal\b|\bbvm\b/,
      imageWords: ['mask fit', 'mask size', 'mask', 'seal'],
      explanation: {
        title: 'Choosing and fitting the mask',
        text: 'The right mask reaches from the bridge of the nose to the cleft of the chin and covers the mouth and the nose without touching the eyes. Put the narrow end on the bridge of the nose, then bring the wide end down onto the chin, and seal it with an E-C clamp.',
      },
    },
  ],
  techniques: {
    choose_mask: (action) => {
      return action.maskSize ? `I choose a ${action.maskSize} size mask.` : 'I choose a mask.';
    },
    mask_sized_by_landmarks:
      'I choose a mask that reaches from the bridge of the nose to the cleft of the chin.',
    mask_too_big: 'I choose an oversized mask, too big for the face.',
    mask_too_small: 'I choose an undersized mask, too small for the face.',
  },
};
