/**
 * Which patterns a text may match, told for all of them at once: each pattern's requirements (sets of literals
 * one of each of which a text holds where it matches, prefilter.ts) indexed by the rarest run of three characters
 * of each literal (character-runs.ts). Asking every pattern in turn looked up the first run of each literal of
 * its first set: thousands of look-ups per text, most for runs no text holds. Here a text's runs are walked
 * once, and only the literals keyed by a run it holds are looked at: a literal whose rarest run is missing cannot
 * be there. The answers are those of asking each pattern: a set is held when one of its literals has all its
 * runs in the text, and a pattern may match when all its sets are held.
 */

import { type CharacterRuns, literalRuns } from './character-runs.ts';

const RUNS = 1 << 15;

export class RequirementIndex {
  /** By pattern id: its sets of literals (as strings), null when nothing is known (it always may match). */
  private readonly patterns: (readonly (readonly string[])[] | null)[] = [];
  private built = false;
  /**
   * By run: the literals keyed by it, byRun[r] to byRun[r + 1] (literals are numbered in the order of their key
   * runs, so that a text's literals are read in order, from arrays read in order).
   */
  private byRun = new Int32Array(RUNS + 1);
  /** By literal: the set it is in, and its other runs (runs[runStart[l]..runStart[l + 1]]). */
  private literalSet = new Int32Array(0);
  private runStart = new Int32Array(1);
  private runs = new Uint16Array(0);
  /** By set: its pattern. By pattern: how many sets it must hold (0: always may match). */
  private setPattern = new Int32Array(0);
  private setCount = new Int32Array(0);
  /** Per text (by generation): which sets are held, and how many sets of each pattern. */
  private setStamp = new Int32Array(0);
  private patternStamp = new Int32Array(0);
  private held = new Int32Array(0);
  private generation = 0;
  private readFrom: CharacterRuns | undefined;
  private readGeneration = -1;

  /**
   * Registers a pattern's requirements (prefilter.ts requirementsOf; null: none known) and gives its id. A set
   * with a literal shorter than three characters (no runs) is always held and is left out. The index is built
   * again when next asked (patterns are added at start-up, before any text is read).
   */
  add(sets: readonly (readonly string[])[] | null): number {
    this.built = false;
    this.readFrom = undefined;
    const kept = (sets ?? []).filter((set) => set.every((literal) => literalRuns(literal).length > 0));
    this.patterns.push(kept.length > 0 ? kept : null);
    return this.patterns.length - 1;
  }

  /** Whether pattern `id` may match the text `runs` last read (false: it does not match it). */
  mayMatch(id: number, runs: CharacterRuns): boolean {
    if (runs !== this.readFrom || runs.generation !== this.readGeneration) this.select(runs);
    const count = this.setCount[id] as number;
    return count === 0 || (this.patternStamp[id] === this.generation && this.held[id] === count);
  }

  /** Marks the sets the text read by `runs` holds, and counts them by pattern. */
  private select(runs: CharacterRuns): void {
    if (!this.built) this.build();
    this.readFrom = runs;
    this.readGeneration = runs.generation;
    const generation = ++this.generation;
    const { byRun, literalSet, runStart, setPattern, setStamp, patternStamp, held } = this;
    const others = this.runs;
    const bits = runs.bits;
    for (let word = 0; word < bits.length; word++) {
      let rest = bits[word] as number;
      while (rest !== 0) {
        const bit = 31 - Math.clz32(rest & -rest);
        rest &= rest - 1;
        const run = (word << 5) | bit;
        for (let literal = byRun[run] as number, end = byRun[run + 1] as number; literal < end; literal++) {
          const set = literalSet[literal] as number;
          if (setStamp[set] === generation) continue;
          let j = runStart[literal] as number;
          const last = runStart[literal + 1] as number;
          while (j < last) {
            const three = others[j] as number;
            if (((bits[three >> 5] as number) & (1 << (three & 31))) === 0) break;
            j++;
          }
          if (j < last) continue;
          setStamp[set] = generation;
          const pattern = setPattern[set] as number;
          if (patternStamp[pattern] !== generation) {
            patternStamp[pattern] = generation;
            held[pattern] = 0;
          }
          held[pattern] = (held[pattern] as number) + 1;
        }
      }
    }
  }

  /**
   * The index, once every pattern is added: each literal keyed by its rarest run (held by the fewest literals of
   * all), its other runs kept rarest first, so that a literal the text lacks is mostly ruled out at its first.
   */
  private build(): void {
    this.built = true;
    const literals: { set: number; runs: Uint16Array }[] = [];
    const setPattern: number[] = [];
    this.setCount = new Int32Array(this.patterns.length);
    for (const [id, sets] of this.patterns.entries()) {
      for (const set of sets ?? []) {
        for (const literal of set) literals.push({ set: setPattern.length, runs: literalRuns(literal) });
        setPattern.push(id);
      }
      this.setCount[id] = sets?.length ?? 0;
    }
    const count = new Map<number, number>();
    for (const { runs } of literals)
      for (const run of new Set(runs)) count.set(run, (count.get(run) ?? 0) + 1);
    for (const { runs } of literals)
      runs.sort((a, b) => (count.get(a) as number) - (count.get(b) as number) || a - b);
    literals.sort((a, b) => (a.runs[0] as number) - (b.runs[0] as number));
    // Literals by key run, in CSR form.
    this.byRun = new Int32Array(RUNS + 1);
    for (const { runs } of literals) {
      const key = (runs[0] as number) + 1;
      this.byRun[key] = (this.byRun[key] as number) + 1;
    }
    for (let r = 0; r < RUNS; r++)
      this.byRun[r + 1] = (this.byRun[r + 1] as number) + (this.byRun[r] as number);
    this.literalSet = new Int32Array(literals.length);
    this.runStart = new Int32Array(literals.length + 1);
    const others: number[] = [];
    for (const [l, { set, runs }] of literals.entries()) {
      this.literalSet[l] = set;
      this.runStart[l] = others.length;
      for (let j = 1; j < runs.length; j++) others.push(runs[j] as number);
    }
    this.runStart[literals.length] = others.length;
    this.runs = Uint16Array.from(others);
    this.setPattern = Int32Array.from(setPattern);
    // Stamps start below any generation to come.
    this.setStamp = new Int32Array(setPattern.length).fill(-1);
    this.patternStamp = new Int32Array(this.patterns.length).fill(-1);
    this.held = new Int32Array(this.patterns.length);
  }
}
