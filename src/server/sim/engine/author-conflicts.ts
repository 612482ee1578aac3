import { article, showRange } from './author-rules.ts';
import { judgeBagVolume } from './items/bmv-09-bag-choice.ts';
import { BAG_WORD_ML } from './params.ts';
import { MASK_SIZES, maskAdvice, rateRange } from './patient.ts';
import type { AuthorRules, PatientProfile } from './types.ts';
import { bagClassWords } from './vocabulary/words.ts';

/**
 * Where an author's hard-stop text accepts what the built-in limits for the patient's age reject. The author's
 * text wins when the engine judges (judge/author.ts), so a slip ("an adult bag" for an infant, a rate for the
 * wrong age) would teach residents the wrong thing with the case's authority: the analysis says so beside the
 * field, and Data Collection asks the author to confirm before the case is saved.
 */
export function conflictsWithDefaults(rules: AuthorRules, patient: PatientProfile): string[] {
  const conflicts: string[] = [];
  for (const key of rules.masks) {
    const fit = MASK_SIZES[key];
    if (!fit || (patient.ageYears >= fit.from && patient.ageYears < fit.to)) continue;
    const tooBig = patient.ageYears < fit.from;
    conflicts.push(
      `accepts ${fit.name}: the built-in limits reject it as too ${tooBig ? 'big' : 'small'} for ${patient.described} and expect ${maskAdvice(patient)}`,
    );
  }
  for (const bag of rules.bags) {
    const volumes = bag.ml ?? wordVolume(bag.word);
    if (!volumes) continue;
    const named = [
      bag.word ? `${bag.word} bag` : 'bag',
      bag.ml ? `of ${showRange(bag.ml)} mL` : `(about ${volumes.low} mL)`,
    ];
    // The range's every volume is what a resident may then say: the limits must take both ends.
    const rejected = [volumes.low, volumes.high]
      .map((ml) => judgeBagVolume(ml, { patient }))
      .find((verdict) => verdict.kind === 'wrong');
    if (rejected?.kind === 'wrong') {
      conflicts.push(
        `accepts ${article(named.join(' '))} ${named.join(' ')}: the built-in limits say ${lower(rejected.feedback.what).replace(/\.$/, '')}`,
      );
    }
  }
  if (rules.rate) {
    const target = rateRange(patient);
    if (rules.rate.high > target.high || rules.rate.low < target.low) {
      conflicts.push(
        `asks for ${showRange(rules.rate)} breaths/min: the built-in limits expect ${target.described}`,
      );
    }
  }
  return conflicts;
}

/** The usual volume of a bag named by a size word alone ("an infant bag": about 250 mL), as the judge reads it. */
function wordVolume(word: string | null): { low: number; high: number } | null {
  if (!word) return null;
  const ml = bagClassWords('neonatal').includes(word as never)
    ? BAG_WORD_ML.small
    : bagClassWords('child').includes(word as never)
      ? BAG_WORD_ML.child
      : bagClassWords('adult').includes(word as never)
        ? BAG_WORD_ML.adult
        : null;
  return ml === null ? null : { low: ml, high: ml };
}

function lower(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
