/**
 * The runs of three characters a text holds, read in one pass: what the prefilter (prefilter.ts) asks of a
 * text before it runs a cue's pattern on it.
 */

/**
 * Marks a literal as starting a word (\b before a word character): the text holds it right after a character
 * that is not a word character, or at its start. "ask" is in "mask"; a word "ask" is not. It only ever leads a
 * literal, and only before a word character; alone it says nothing (as '').
 */
export const WORD_START = '\u0000';
export const isWordCode = (char: number) =>
  (char >= 97 && char <= 122) || (char >= 65 && char <= 90) || (char >= 48 && char <= 57) || char === 95;

/**
 * Characters in 5 bits: letters 1-26, space 27, digits 28, anything else 29-31; 0 stands for no character (before
 * the text) and for WORD_START. Different characters may share a code: that only lets a cue run where it finds
 * nothing.
 */
function code(char: number): number {
  if (char === 0) return 0;
  if (char >= 97 && char <= 122) return char - 96;
  if (char === 32) return 27;
  if (char >= 48 && char <= 57) return 28;
  return 29 + (char % 3);
}

/** A character's code in 5 bits, as above (word-starts.ts buckets words by their first two). */
export const characterCode = (char: number): number => (char < 128 ? (CODES[char] as number) : code(char));

const CODES = Uint8Array.from({ length: 128 }, (_, char) => code(char));
const WORD_CODES = Uint8Array.from({ length: 128 }, (_, char) => (isWordCode(char) ? 1 : 0));

/** The runs of three characters a text holds, as a bit set over their codes. */
export class CharacterRuns {
  private readonly threes = new Uint32Array(1 << 10);

  /**
   * Forgets the last text and reads `text`: its runs of three characters, and each word's first two characters
   * after a WORD_START (code 0), as a literal starting a word asks for them.
   */
  read(text: string): void {
    const threes = this.threes;
    threes.fill(0);
    let three = 0;
    let previousCode = 0;
    let previousIsWord = false;
    let previousStartsWord = false;
    for (let i = 0; i < text.length; i++) {
      const char = text.charCodeAt(i);
      // Codes and word characters from a table below 128 (the normalised text is almost all there).
      const current = char < 128 ? (CODES[char] as number) : code(char);
      three = ((three << 5) | current) & 0x7fff;
      threes[three >> 5] = (threes[three >> 5] as number) | (1 << (three & 31));
      if (previousStartsWord) {
        const start = (previousCode << 5) | current;
        threes[start >> 5] = (threes[start >> 5] as number) | (1 << (start & 31));
      }
      const isWord = char < 128 ? WORD_CODES[char] === 1 : false;
      previousStartsWord = isWord && !previousIsWord;
      previousIsWord = isWord;
      previousCode = current;
    }
  }

  /**
   * False only if `literal` cannot be in the text read (one of its runs is missing). Literals shorter than
   * three characters are not checked: they may always be there.
   */
  mayHold(literal: string): boolean {
    return this.mayHoldRuns(literalRuns(literal));
  }

  /** mayHold for a literal's runs (literalRuns), worked out once for a literal asked about on every text. */
  mayHoldRuns(runs: Uint16Array): boolean {
    const threes = this.threes;
    for (let i = 0; i < runs.length; i++) {
      const three = runs[i] as number;
      if (((threes[three >> 5] as number) & (1 << (three & 31))) === 0) return false;
    }
    return true;
  }

  /** Whether a pattern needing one of `literals` (null: unknown) may match the text read. */
  mayMatch(literals: string[] | null): boolean {
    return this.mayMatchRuns(literals === null ? null : literals.map(literalRuns));
  }

  /** mayMatch for literals given by their runs (literalRuns). */
  mayMatchRuns(literals: readonly Uint16Array[] | null): boolean {
    if (literals === null) return true;
    for (let i = 0; i < literals.length; i++) if (this.mayHoldRuns(literals[i] as Uint16Array)) return true;
    return false;
  }

  /** mayMatchRuns for literals packed into one array (packedRuns). */
  mayMatchPacked(packed: Uint16Array | null): boolean {
    if (packed === null) return true;
    const threes = this.threes;
    const length = packed.length;
    let i = 0;
    while (i < length) {
      const end = i + 1 + (packed[i] as number);
      let j = i + 1;
      while (j < end) {
        const three = packed[j] as number;
        if (((threes[three >> 5] as number) & (1 << (three & 31))) === 0) break;
        j++;
      }
      if (j === end) return true;
      i = end;
    }
    return false;
  }

  /**
   * Whether a pattern needing one of each set of literals may match the text read: requirements packed by
   * packedRequirements (null: nothing known). The sets come strongest first, so most texts fail at the first.
   */
  mayMatchAll(packed: Uint16Array | null): boolean {
    if (packed === null) return true;
    const threes = this.threes;
    const length = packed.length;
    let i = 0;
    while (i < length) {
      const setEnd = i + 1 + (packed[i] as number);
      let held = false;
      i++;
      while (i < setEnd && !held) {
        const end = i + 1 + (packed[i] as number);
        let j = i + 1;
        while (j < end) {
          const three = packed[j] as number;
          if (((threes[three >> 5] as number) & (1 << (three & 31))) === 0) break;
          j++;
        }
        held = j === end;
        i = end;
      }
      if (!held) return false;
      i = setEnd;
    }
    return true;
  }
}

/**
 * Sets of literals (each literal as its runs) in one array for mayMatchAll: each set as its length in the array and
 * then its literals packed (packedRuns). A set with a literal too short to have runs is always held and is left out;
 * null (nothing to ask) when none is left.
 */
export function packedRequirements(sets: readonly (readonly Uint16Array[])[] | null): Uint16Array | null {
  const kept = (sets ?? []).filter((set) => set.every((runs) => runs.length > 0));
  if (kept.length === 0) return null;
  const parts = kept.map((set) => packedRuns(set) as Uint16Array);
  const packed = new Uint16Array(parts.reduce((total, part) => total + 1 + part.length, 0));
  let at = 0;
  for (const part of parts) {
    packed[at++] = part.length;
    packed.set(part, at);
    at += part.length;
  }
  return packed;
}

/**
 * Literals' runs (literalRuns) in one array, each literal as its count of runs and then its runs, in their order
 * (rarest first, once rarestRunsFirst has put them so); null stays null. The reader asks hundreds of patterns a
 * text per field: walking one flat array cost a fraction of walking an array of arrays.
 */
export function packedRuns(literals: readonly Uint16Array[] | null): Uint16Array | null {
  if (literals === null) return null;
  const packed = new Uint16Array(literals.reduce((total, runs) => total + 1 + runs.length, 0));
  let at = 0;
  for (const runs of literals) {
    packed[at++] = runs.length;
    packed.set(runs, at);
    at += runs.length;
  }
  return packed;
}

/** The runs of three characters of `literal` that mayHold looks up, in order: one per character from the third. */
export function literalRuns(literal: string): Uint16Array {
  const runs = new Uint16Array(Math.max(0, literal.length - 2));
  let three = 0;
  for (let i = 0; i < literal.length; i++) {
    three = ((three << 5) | code(literal.charCodeAt(i))) & 0x7fff;
    if (i >= 2) runs[i - 2] = three;
  }
  return runs;
}

/**
 * Puts the runs of each literal rarest first (in place), rarity told by how few of all the literals hold the run:
 * a literal the text lacks is then mostly ruled out at its first look-up, not after the common runs ("the",
 * "ing") it shares with the text. The order changes what a look-up costs, never its answer.
 */
export function rarestRunsFirst(literals: readonly Uint16Array[]): void {
  const count = new Map<number, number>();
  for (const runs of literals) for (const run of new Set(runs)) count.set(run, (count.get(run) ?? 0) + 1);
  for (const runs of literals)
    runs.sort((a, b) => (count.get(a) as number) - (count.get(b) as number) || a - b);
}
