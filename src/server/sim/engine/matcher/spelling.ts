/**
 * Forgiving reading: a misspelt word is corrected to the nearest of a list of target words by edit distance. Only
 * long-enough words that are not known words are corrected, and only towards the targets. The words themselves
 * are the vocabulary's (vocabulary/spelling-words.ts); this module knows none.
 */

/** Rows of editDistance's table, reused: words longer than a row are not compared (see LONGEST). */
const ROW = 64;
let before2 = new Int32Array(ROW);
let before1 = new Int32Array(ROW);
let current = new Int32Array(ROW);

/**
 * Damerau-Levenshtein (optimal string alignment) distance, giving up beyond `limit` (limit + 1 then). Only the
 * band of cells within `limit` of the diagonal is worked out: a cell farther off costs more than `limit` to reach,
 * so it stands in as limit + 1, and every distance within the limit comes out exact.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > limit) return limit + 1;
  if (m + 2 > before1.length) {
    before2 = new Int32Array(m + 2);
    before1 = new Int32Array(m + 2);
    current = new Int32Array(m + 2);
  }
  const far = limit + 1;
  for (let j = 0; j <= m; j++) before1[j] = j <= limit ? j : far;
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(m, i + limit);
    current[0] = i <= limit ? i : far;
    current[from - 1] = from === 1 ? (current[0] as number) : far;
    let rowMin = from === 1 ? (current[0] as number) : far;
    const ai = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let value = Math.min(
        (before1[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (before1[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, (before2[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // The next row reads one cell past this row's band.
    if (to < m) current[to + 1] = far;
    if (rowMin > limit) return far;
    // The rows move down one: the oldest is written over next.
    const oldest = before2;
    before2 = before1;
    before1 = current;
    current = oldest;
  }
  return Math.min(before1[m] as number, far);
}

/** Letters a target is spelt with, for lettersDistance: a-z, and at most 31 of them (one bit each in a mask). */
const LETTERS = /^[a-z]{1,31}$/;

/**
 * For each letter a-z, the places of `target` that hold it, as bits (place i is bit i), at `masks[offset + letter]`:
 * what lettersDistance reads a target as.
 */
export function putLetterMasks(target: string, masks: Int32Array, offset: number): void {
  masks.fill(0, offset, offset + 26);
  for (let i = 0; i < target.length; i++) {
    const letter = offset + target.charCodeAt(i) - 97;
    masks[letter] = (masks[letter] as number) | (1 << i);
  }
}

/**
 * The optimal string alignment distance between `word` (letters a-z) and a target of `length` letters given by
 * its letter masks (putLetterMasks), in full: Hyyrö's bit-vector form of the same table, a column of it in a few
 * word operations per letter of `word` instead of a cell at a time (the table's cells cost more than finding the
 * candidates on a text of thousands of misspelt words). The bits above the target's length carry nothing down:
 * only carries and left shifts move bits, and those move them up.
 */
export function lettersDistance(word: string, masks: Int32Array, offset: number, length: number): number {
  const last = 1 << (length - 1);
  let vp = -1;
  let vn = 0;
  let d0 = 0;
  let before = 0;
  let distance = length;
  for (let i = 0; i < word.length; i++) {
    const pm = masks[offset + word.charCodeAt(i) - 97] as number;
    // A swap of two adjacent letters costs one edit.
    const swap = ((~d0 & pm) << 1) & before;
    d0 = (((pm & vp) + vp) ^ vp) | pm | vn | swap | 0;
    let hp = vn | ~(d0 | vp);
    const hn = d0 & vp;
    if ((hp & last) !== 0) distance++;
    else if ((hn & last) !== 0) distance--;
    hp = (hp << 1) | 1;
    vp = (hn << 1) | ~(d0 | hp);
    vn = hp & d0;
    before = pm;
  }
  return distance;
}

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
 * Words are looked up by a number: a polynomial hash of their letters (mod 2^32), which composes, so the hash of
 * a word with letters deleted is worked out from its prefix hashes without building the shorter string. Two
 * strings may share a hash; that only adds a candidate, and every candidate's edit distance is measured.
 */
const BASE = 131;
/** BASE to the power k, mod 2^32, for every length a looked-up word may have. */
const POWERS = Int32Array.from({ length: 64 }, (_, k) => {
  let power = 1;
  for (let i = 0; i < k; i++) power = Math.imul(power, BASE);
  return power;
});

function hashOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, BASE) + text.charCodeAt(i)) | 0;
  return hash;
}

/**
 * A corrector towards `targets` (only those of 5 letters or more are used), leaving every word of `known` as it
 * is. `nearest` answers as a scan of the targets in order would: the nearest wins, the earlier target on a tie.
 */
export function spellingCorrector(
  targetWords: readonly string[],
  known: ReadonlySet<string>,
): { targets: readonly string[]; nearest: (word: string) => string } {
  const TARGETS = targetWords.filter((word) => word.length >= 5);
  const KNOWN = known;

  /**
   * Symmetric-delete index: two words within `n` edits (insertions, deletions, substitutions, adjacent swaps)
   * share a form with at most `n` letters deleted from each. Looking a word's deletions up here finds every
   * candidate in a few dozen map lookups, instead of an edit distance against every domain word.
   */
  const INDEX = (() => {
    const index = new Map<number, number[]>();
    TARGETS.forEach((target, position) => {
      for (const form of deletions(target, MAX_EDITS)) {
        const hash = hashOf(form);
        const list = index.get(hash) ?? [];
        if (!list.includes(position)) list.push(position);
        index.set(hash, list);
      }
    });
    return index;
  })();

  /**
   * The index's hashes as bits (a 2^20-bit set, 128 kB): most forms of a word are in no domain word, and testing a
   * bit costs a fraction of a map lookup.
   */
  const INDEX_BITS = (() => {
    const bits = new Int32Array(1 << 15);
    for (const hash of INDEX.keys()) {
      const slot = (hash >>> 5) & 0x7fff;
      bits[slot] = (bits[slot] as number) | (1 << (hash & 31));
    }
    return bits;
  })();

  /** Each target's letter masks (putLetterMasks), for lettersDistance; a target not of letters alone has none. */
  const MASKS = new Int32Array(TARGETS.length * 26);
  const MASKED = TARGETS.map((target, position) => {
    if (!LETTERS.test(target)) return false;
    putLetterMasks(target, MASKS, position * 26);
    return true;
  });

  /** The longest domain word plus the edits allowed: longer words cannot be a misspelling of one. */
  const LONGEST = Math.max(...TARGETS.map((target) => target.length)) + MAX_EDITS;

  /** Prefix hashes of the word being corrected: PREFIX[i] is the hash of its first i letters. */
  const PREFIX = new Int32Array(LONGEST + 1);
  /** Candidates of the word being corrected, and a stamp per target saying it is already one. */
  const candidates: number[] = [];
  const stamps = new Int32Array(TARGETS.length);
  let stamp = 0;

  /** The hash of word[from, to), from the prefix hashes. */
  const rangeHash = (from: number, to: number) =>
    ((PREFIX[to] as number) - Math.imul(PREFIX[from] as number, POWERS[to - from] as number)) | 0;

  function addCandidates(hash: number): void {
    if (((INDEX_BITS[(hash >>> 5) & 0x7fff] as number) & (1 << (hash & 31))) === 0) return;
    const list = INDEX.get(hash);
    if (list === undefined) return;
    for (const position of list) {
      if (stamps[position] === stamp) continue;
      stamps[position] = stamp;
      candidates.push(position);
    }
  }

  /**
   * Hashes of the word being corrected without one letter: WITHOUT[j] without letter j. And SHIFT[i], what a
   * hash without letter j (j > i) becomes when letter i goes too: the hash of a word without letters i and j is
   * WITHOUT[j] + SHIFT[i] (mod 2^32; SHIFT[i] = (PREFIX[i] - PREFIX[i + 1]) * BASE^(n - 2 - i) takes the letters
   * before i one place up and letter i out), one addition per pair instead of two ranges cut out and joined.
   */
  const WITHOUT = new Int32Array(LONGEST);
  const SHIFT = new Int32Array(LONGEST);

  /** Every target sharing a form with `word` once up to `limit` letters are deleted from it (see INDEX). */
  function findCandidates(word: string, limit: number): void {
    const n = word.length;
    for (let i = 0; i < n; i++)
      PREFIX[i + 1] = (Math.imul(PREFIX[i] as number, BASE) + word.charCodeAt(i)) | 0;
    candidates.length = 0;
    stamp++;
    addCandidates(PREFIX[n] as number);
    for (let i = 0; i < n; i++) {
      const before = PREFIX[i] as number;
      WITHOUT[i] = (Math.imul(before, POWERS[n - i - 1] as number) + rangeHash(i + 1, n)) | 0;
      if (i + 2 <= n)
        SHIFT[i] = Math.imul((before - (PREFIX[i + 1] as number)) | 0, POWERS[n - 2 - i] as number);
    }
    for (let i = 0; i < n; i++) {
      // word without letter i
      addCandidates(WITHOUT[i] as number);
      if (limit < 2) continue;
      // word without letters i and j
      const shift = SHIFT[i] as number;
      for (let j = i + 1; j < n; j++) addCandidates(((WITHOUT[j] as number) + shift) | 0);
    }
  }

  /**
   * The target a misspelt word most likely means, or the word itself. Not cached here: normalize keeps what it
   * made of the words it read last.
   */
  function nearest(word: string): string {
    if (word.length < 5 || word.length > LONGEST || KNOWN.has(word) || !/^[a-z]+$/.test(word)) return word;
    const limit = word.length >= 9 ? 2 : 1;
    findCandidates(word, limit);
    // As a scan in TARGETS order would: the nearest wins, the earlier target on a tie.
    let best = word;
    let bestDistance = limit + 1;
    let bestPosition = Number.POSITIVE_INFINITY;
    for (const position of candidates) {
      const target = TARGETS[position] as string;
      // The word is letters a-z (tested above), as lettersDistance needs; editDistance stops at limit + 1.
      const distance =
        MASKED[position] === true
          ? Math.min(lettersDistance(word, MASKS, position * 26, target.length), limit + 1)
          : editDistance(word, target, limit);
      if (distance < bestDistance || (distance === bestDistance && position < bestPosition)) {
        best = target;
        bestDistance = distance;
        bestPosition = position;
      }
    }
    return bestDistance <= limit ? best : word;
  }

  return { targets: TARGETS, nearest };
}
