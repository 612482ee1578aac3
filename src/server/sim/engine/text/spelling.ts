import { memoize } from '../memo.ts';

/**
 * Forgiving reading of airway vocabulary: common misspellings of domain words ("suciton", "yankuer", "jaw
 * trust") are corrected to the nearest known word by edit distance. Only long-enough words that are not
 * ordinary English are corrected, and only towards domain words, so "month" never becomes "mouth".
 */

/** Words the lexicon cares about (targets of correction). */
const DOMAIN_WORDS = `
  inserted reassessment reassessing suction suctioning suctions yankauer catheter secretions oxygen oropharyngeal nasopharyngeal guedel
  trumpet airway airways adjunct sniffing position positioning hyperextend hyperextension
  hyperextending hyperextended extension neutral shoulder shoulders thrust mandible submandibular
  tissue orientation bridge cleft clamp pressure ventilate ventilation ventilating breaths breath
  breathing squeeze squeezes squeezing gently reassess reassessing chest rising saturation saturations
  pediatric paediatric infant neonatal newborn toddler adult medium inflating reservoir flowmeter
  minute minutes seconds second liters litres measure insert inserting lubricate nostril tragus
  earlobe corner angle mouth apnoea apnea apneic apnoeic hypoxia hypoxic behind towel effective
  effectively visible technique person fifteen twenty thirty forty twelve litre liter capnography
  oximetry respiratory allergies medications history weight vitals temperature glucose inflation
  ventilations reposition flexion stretcher oriented covering cover seal sealing sized sizing
  simulation begin rescue attending senior rapid response emergency basal nasal month months oral
  gentle pulse appropriate appropriately suitable correct correctly lubricated
`
  .trim()
  .split(/\s+/);

/** Ordinary words that sit one edit away from a domain word and must not be "corrected". */
const ORDINARY_WORDS = `
  sight might fight night light tight check checks checking checked later cheat chess would could
  should there their where about after again first place think start while still right child bring
  using until every which these those being heart normal patient better pressing squeezed inserts
  insert inserted measured measures liters person hands thrusts breathe breathes breathed mouths
  chests inside beside besides angles angled corners positive positions positioned suctioned oxygenate
  oxygenation ventilated ventilates seconds second minute bridges covers covered seals sealed towels
  adults infants pressure pressures tissues masks squeezes gentler gentle gently select choose chose
  apply attach connect connects connected
`
  .trim()
  .split(/\s+/);

const KNOWN = new Set([...DOMAIN_WORDS, ...ORDINARY_WORDS]);
const TARGETS = DOMAIN_WORDS.filter((word) => word.length >= 5);

/** Damerau-Levenshtein (optimal string alignment) distance, giving up beyond `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** The domain word a misspelt word most likely means, or the word itself. */
export const correctSpelling = memoize(nearestDomainWord, 5000);

/** Most edits a correction may make (words of 9 letters or more may have two). */
const MAX_EDITS = 2;

/** Every string `word` becomes with up to `edits` letters deleted (itself included). */
function deletions(word: string, edits: number): Set<string> {
  const out = new Set([word]);
  let frontier = [word];
  for (let round = 0; round < edits; round++) {
    const next: string[] = [];
    for (const form of frontier) {
      for (let i = 0; i < form.length; i++) {
        const shorter = form.slice(0, i) + form.slice(i + 1);
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * Symmetric-delete index: two words within `n` edits (insertions, deletions, substitutions, adjacent swaps)
 * share a form with at most `n` letters deleted from each. Looking a word's deletions up here finds every
 * candidate in a few dozen map lookups, instead of an edit distance against every domain word.
 */
const INDEX = (() => {
  const index = new Map<string, number[]>();
  TARGETS.forEach((target, position) => {
    for (const form of deletions(target, MAX_EDITS)) {
      const list = index.get(form) ?? [];
      list.push(position);
      index.set(form, list);
    }
  });
  return index;
})();

/** The longest domain word plus the edits allowed: longer words cannot be a misspelling of one. */
const LONGEST = Math.max(...TARGETS.map((target) => target.length)) + MAX_EDITS;

function nearestDomainWord(word: string): string {
  if (word.length < 5 || word.length > LONGEST || KNOWN.has(word) || !/^[a-z]+$/.test(word)) return word;
  const limit = word.length >= 9 ? 2 : 1;
  const candidates = new Set<number>();
  for (const form of deletions(word, limit))
    for (const position of INDEX.get(form) ?? []) candidates.add(position);
  // As a scan in TARGETS order would: the nearest wins, the earlier target on a tie.
  let best = word;
  let bestDistance = limit + 1;
  let bestPosition = Number.POSITIVE_INFINITY;
  for (const position of candidates) {
    const target = TARGETS[position] as string;
    const distance = editDistance(word, target, limit);
    if (distance < bestDistance || (distance === bestDistance && position < bestPosition)) {
      best = target;
      bestDistance = distance;
      bestPosition = position;
    }
  }
  return bestDistance <= limit ? best : word;
}
