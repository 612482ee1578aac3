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
  /** Texts read so far: tells a reader of `bits` (requirement-index.ts) that the text has changed. */
  generation = 0;

  /** The runs held, a bit per run of codes: bit (run & 31) of bits[run >> 5]. */
  get bits(): Uint32Array {
    return this.threes;
  }

  /**
   * Forgets the last text and reads `text`: its runs of three characters, and each word's first two characters
   * after a WORD_START (code 0), as a literal starting a word asks for them.
   */
  read(text: string): void {
    this.generation++;
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
